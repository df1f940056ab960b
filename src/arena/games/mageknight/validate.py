"""``arena validate mageknight FILE``: a designer's data file checked against the data models,
every problem located (file, line, field path).

The file is recognised by its name (``spells.yaml``, ``units.yaml``... as in ``data/``). Each
entry of a list file is validated alone, so one bad entry does not hide the others; a mapping
file (sites, levels, scenario, terrain, tiles) is validated whole. When every entry is valid,
the file is loaded together with the game's other data files (a copy of ``data/`` with this
file in place) so that the cross-checks run too: deck sizes and colours, heroes' cards and
Skills, token counts, level thresholds (``data.load_content``).
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ValidationError

from arena.core.data import Problem
from arena.core.errors import DataError
from arena.games.mageknight.data import DATA_DIR, load_content
from arena.games.mageknight.datamodel import Card, Enemy, Hero, RuinsToken, Skill, Tactic, Unit
from arena.games.mageknight.sitemodel import ColourInfo, Level, Rampaging, ReputationStep, Scenario, Site
from arena.games.mageknight.tiles import TerrainTable, TileSet

LIST_FILES: dict[str, type[BaseModel]] = {
    "basic_cards.yaml": Card,
    "advanced_actions.yaml": Card,
    "spells.yaml": Card,
    "artifacts.yaml": Card,
    "heroes.yaml": Hero,
    "skills.yaml": Skill,
    "tactics.yaml": Tactic,
    "units.yaml": Unit,
    "enemies.yaml": Enemy,
    "ruins.yaml": RuinsToken,
    "colours.yaml": ColourInfo,
}
"""Files holding a list of entries with ids, and the model of one entry."""
SECTION_FILES: dict[str, dict[str, tuple[type[BaseModel], str]]] = {
    "sites.yaml": {"sites": (Site, "id"), "rampaging": (Rampaging, "id")},
    "levels.yaml": {"levels": (Level, "level"), "reputation": (ReputationStep, "reputation")},
}
"""Mapping files whose sections are lists of entries: section → (model, id field)."""
WHOLE_FILES: dict[str, type[BaseModel]] = {
    "scenario.yaml": Scenario,
    "terrain.yaml": TerrainTable,
    "tiles.yaml": TileSet,
}
KNOWN = (*LIST_FILES, *SECTION_FILES, *WHOLE_FILES)


Lines = dict[tuple[Any, ...], int]


def _lines(node: yaml.Node, path: tuple[Any, ...], out: Lines) -> None:
    out[path] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            _lines(value, (*path, key.value), out)
            out[(*path, key.value)] = key.start_mark.line + 1
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            _lines(item, (*path, i), out)


def _read(path: Path) -> tuple[Any, Lines, list[Problem]]:
    try:
        text = path.read_text(encoding="utf-8")
        node = yaml.compose(text)
        data = yaml.safe_load(text)
    except OSError as exc:
        return None, {}, [Problem(str(path), 0, "", f"cannot read: {exc}")]
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        return None, {}, [Problem(str(path), mark.line + 1 if mark else 0, "", f"not valid YAML: {exc}")]
    lines: Lines = {}
    if node is not None:
        _lines(node, (), lines)
    return data, lines, []


def _line(lines: Lines, loc: tuple[Any, ...]) -> int:
    """The line of the longest prefix of ``loc`` found in the file."""
    for k in range(len(loc), -1, -1):
        if loc[:k] in lines:
            return lines[loc[:k]]
    return 0


def _located(
    path: Path,
    lines: Lines,
    where: tuple[Any, ...],
    exc: ValidationError,
    name: tuple[Any, ...] | None = None,
) -> list[Problem]:
    """``exc``'s errors in the part of the file at ``where`` (said ``name``: an entry's id)."""
    out = []
    for err in exc.errors():
        inner = tuple(p for p in err.get("loc", ()) if not str(p).startswith("function-"))
        message = str(err.get("msg", "")).removeprefix("Value error, ")
        field = ".".join(map(str, (*(where if name is None else name), *inner)))
        out.append(Problem(str(path), _line(lines, (*where, *inner)), field, message))
    return out


def _entries(
    path: Path, lines: Lines, items: Any, model: type[BaseModel], where: tuple[Any, ...], key: str
) -> list[Problem]:
    if not isinstance(items, list):
        return [
            Problem(str(path), _line(lines, where), ".".join(map(str, where)), "expected a list of entries")
        ]
    out: list[Problem] = []
    seen: dict[str, int] = {}
    for i, item in enumerate(items):
        at = (*where, i)
        name = str(item.get(key)) if isinstance(item, dict) and key in item else None
        try:
            model.model_validate(item)
        except ValidationError as exc:
            out += _located(path, lines, at, exc, (*where, name) if name is not None else None)

        if name is not None and name in seen:
            out.append(Problem(str(path), _line(lines, (*at, key)), ".".join(map(str, (*at, key))),
                               f"duplicate id {name!r} (first at entry {seen[name]})"))  # fmt: skip
        elif name is not None:
            seen[name] = i
    return out


def _shape(path: Path, data: Any, lines: Lines) -> list[Problem]:
    """Each entry (or the whole file) against its model."""
    name = path.name
    if name in LIST_FILES:
        return _entries(path, lines, data, LIST_FILES[name], (), "id")
    if name in SECTION_FILES:
        if not isinstance(data, dict):
            return [Problem(str(path), 1, "", "expected a mapping")]
        out: list[Problem] = []
        for section, (model, key) in SECTION_FILES[name].items():
            if section not in data:
                out.append(Problem(str(path), 1, section, f"missing section {section!r}"))
                continue
            out += _entries(path, lines, data[section], model, (section,), key)
        return out
    try:
        WHOLE_FILES[name].model_validate(data)
    except ValidationError as exc:
        return _located(path, lines, (), exc)
    return []


def _together(path: Path, lines: Lines, data: Any) -> list[Problem]:
    """The cross-checks of the whole content, with this file in place of the game's own."""
    with tempfile.TemporaryDirectory() as tmp:
        directory = Path(tmp) / "data"
        shutil.copytree(DATA_DIR, directory)
        shutil.copyfile(path, directory / path.name)
        if path.name in ("tiles.yaml", "terrain.yaml"):
            return []  # read alone (their models check them whole)
        try:
            load_content.__wrapped__(directory)  # not cached: the game's content stays as it is
        except DataError as exc:
            return [_from_error(path, lines, data, exc)]
    return []


def _from_error(path: Path, lines: Lines, data: Any, exc: DataError) -> Problem:
    """A loader's ``file: entry: message`` as a located problem (the entry's line when the
    entry is found in this file)."""
    file, _, rest = exc.message.partition(": ")
    entry, _, message = rest.partition(": ")
    if file != path.name:  # another file disagrees with this one (a hero's card, a Skill...)
        return Problem(str(path), 0, "", exc.message)
    for where, items in _lists(data):
        for i, item in enumerate(items):
            if isinstance(item, dict) and entry in (str(item.get("id")), str(item.get("level"))):
                return Problem(str(path), _line(lines, (*where, i)), ".".join(map(str, (*where, i))), message)
    return Problem(str(path), 0, entry, message or rest)


def _lists(data: Any) -> list[tuple[tuple[Any, ...], list[Any]]]:
    if isinstance(data, list):
        return [((), data)]
    if isinstance(data, dict):
        return [((k,), v) for k, v in data.items() if isinstance(v, list)]
    return []


def problems(path: Path) -> list[Problem]:
    """Every problem of the Mage Knight data file ``path`` (empty: valid)."""
    if path.name not in KNOWN:
        known = ", ".join(KNOWN)
        return [Problem(str(path), 0, "", f"not a Mage Knight data file name; one of: {known}")]
    data, lines, out = _read(path)
    if out:
        return out
    out = _shape(path, data, lines)
    return out or _together(path, lines, data)
