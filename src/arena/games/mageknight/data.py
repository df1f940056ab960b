"""Mage Knight content loader: every ``data/*.yaml`` read once, validated and cross-checked.

``load_content()`` returns the :class:`Content`; any error is a :class:`DataError` naming the
file and the entry (``basic_cards.yaml: improvisation: basic.paid.cost: ...``). Counts checked
against research mageknight_data §1–§8 and §11 (decisions MK1–MK4).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from arena.core.data import read_yaml
from arena.core.errors import DataError
from arena.games.mageknight.datamodel import (
    Card,
    CardDeck,
    Enemy,
    EnemyColour,
    Hero,
    RuinsToken,
    Skill,
    SkillUsage,
    Tactic,
    Unit,
)
from arena.games.mageknight.effects import BASIC_COLOURS, Colour
from arena.games.mageknight.sitemodel import (
    SITE_IDS,
    ColourInfo,
    Level,
    Rampaging,
    ReputationStep,
    Scenario,
    Site,
)

DATA_DIR = Path(__file__).parent / "data"
M = TypeVar("M", bound=BaseModel)

STANDARD_DECK_SIZE = 16
PER_COLOUR = {CardDeck.BASIC: 4, CardDeck.ADVANCED: 7, CardDeck.SPELL: 5}
DECK_SIZES = {CardDeck.ADVANCED: 28, CardDeck.SPELL: 20, CardDeck.ARTIFACT: 16}
SKILLS_PER_HERO = 10
REGULAR_UNITS = (20, 11)
ENEMIES = {"green": 12, "grey": 10, "violet": 10, "brown": 10, "red": 8, "white": 10}
RUINS = {"altar": 4, "enemies": 8}


@dataclass(frozen=True)
class Content:
    """All Mage Knight content, by id (read-only)."""

    colours: dict[Colour, ColourInfo]
    cards: dict[str, Card]
    heroes: dict[str, Hero]
    skills: dict[str, Skill]
    tactics: dict[str, Tactic]
    units: dict[str, Unit]
    enemies: dict[str, Enemy]
    ruins: dict[str, RuinsToken]
    sites: dict[str, Site]
    rampaging: dict[str, Rampaging]
    levels: tuple[Level, ...]
    reputation: dict[int, int | None]
    scenario: Scenario

    def deck(self, deck: CardDeck) -> list[Card]:
        """The cards of one deck, in file order (one entry per card type; see ``copies``)."""
        return [c for c in self.cards.values() if c.deck == deck]

    def starting_deck(self, hero: str) -> list[str]:
        """The hero's 16 Deed cards (one id per copy): the standard deck with its card swapped in."""
        h = self.heroes[hero]
        own = self.cards[h.hero_card]
        ids = [c.id for c in self.deck(CardDeck.BASIC) for _ in range(c.copies)]
        ids[ids.index(own.replaces or "")] = own.id
        return ids

    def hero_skills(self, hero: str, *, interactive: bool = True) -> list[Skill]:
        return [
            self.skills[s] for s in self.heroes[hero].skills if interactive or not self.skills[s].interactive
        ]

    def level_for(self, fame: int) -> Level:
        return [lv for lv in self.levels if lv.fame <= fame][-1]

    def influence_modifier(self, reputation: int) -> int | None:
        """Influence bonus at the start of an interaction; None = no interaction (research §10.3)."""
        return self.reputation[max(-7, min(7, reputation))]


def _fail(path: Path, entry: str, message: str) -> DataError:
    return DataError(f"{path.name}: {entry}: {message}", reason="bad-data", rule=str(path))


def _validation(path: Path, entry: str, exc: ValidationError) -> DataError:
    parts = []
    for err in exc.errors()[:3]:
        loc = ".".join(str(p) for p in err.get("loc", ()) if not str(p).startswith("function-"))
        parts.append(f"{loc}: {err.get('msg')}")
    return _fail(path, entry, "; ".join(parts))


def _entries(path: Path, model: type[M], raw: Any = None, key: str = "id") -> dict[str, M]:
    """A YAML list of entries with ids, each validated alone so an error names its entry."""
    items = read_yaml(path) if raw is None else raw
    if not isinstance(items, list):
        raise _fail(path, "(file)", "expected a list of entries")
    out: dict[str, M] = {}
    for i, item in enumerate(items):
        name = str(item.get(key, f"#{i}")) if isinstance(item, dict) else f"#{i}"
        try:
            obj = model.model_validate(item)
        except ValidationError as exc:
            raise _validation(path, name, exc) from None
        if name in out:
            raise _fail(path, name, "duplicate id")
        out[name] = obj
    return out


def _mapping(path: Path) -> dict[str, Any]:
    raw = read_yaml(path)
    if not isinstance(raw, dict):
        raise _fail(path, "(file)", "expected a mapping")
    return raw


def _require(ok: bool, path: Path, entry: str, message: str) -> None:
    if not ok:
        raise _fail(path, entry, message)


def _per_colour(cards: Iterable[Card], want: int, path: Path, what: str) -> None:
    counts = Counter(c.colour for c in cards for _ in range(c.copies))
    for colour in BASIC_COLOURS:
        _require(
            counts[colour] == want, path, what, f"{counts[colour]} {colour.value} cards, expected {want}"
        )


def _load_cards(d: Path) -> dict[str, Card]:
    files = {
        "basic_cards.yaml": (CardDeck.BASIC, CardDeck.HERO),
        "advanced_actions.yaml": (CardDeck.ADVANCED,),
        "spells.yaml": (CardDeck.SPELL,),
        "artifacts.yaml": (CardDeck.ARTIFACT,),
    }
    cards: dict[str, Card] = {}
    for name, decks in files.items():
        path = d / name
        entries = _entries(path, Card)
        for cid, card in entries.items():
            _require(card.deck in decks, path, cid, f"deck {card.deck.value} does not belong in {name}")
            _require(cid not in cards, path, cid, "id already used by another card")
        cards.update(entries)
        for deck in decks:
            of_deck = [c for c in entries.values() if c.deck == deck]
            total = sum(c.copies for c in of_deck)
            if deck in DECK_SIZES:
                _require(
                    total == DECK_SIZES[deck], path, deck.value, f"{total} cards, expected {DECK_SIZES[deck]}"
                )
            if deck == CardDeck.BASIC:
                _require(total == STANDARD_DECK_SIZE, path, "basic", f"{total} cards, expected 16")
            if deck in PER_COLOUR:
                _per_colour(of_deck, PER_COLOUR[deck], path, deck.value)
    return cards


def _check_heroes(d: Path, c: Content) -> None:
    path = d / "heroes.yaml"
    _require(len(c.heroes) == 4, path, "(file)", f"{len(c.heroes)} heroes, expected 4")
    for hid, hero in c.heroes.items():
        card = c.cards.get(hero.hero_card)
        _require(
            card is not None and card.deck == CardDeck.HERO, path, hid, f"unknown hero card {hero.hero_card}"
        )
        assert card is not None
        _require(card.hero == hid, path, hid, f"hero card {card.id} names hero {card.hero}")
        twin = c.cards.get(card.replaces or "")
        _require(
            twin is not None and twin.deck == CardDeck.BASIC,
            path,
            hid,
            f"{card.id} replaces no standard card",
        )
        assert twin is not None
        _require(
            twin.colour == card.colour,
            path,
            hid,
            f"{card.id} ({card.colour}) replaces {twin.id} ({twin.colour})",
        )
        _require(len(hero.skills) == SKILLS_PER_HERO, path, hid, f"{len(hero.skills)} skills, expected 10")
        for sid in hero.skills:
            skill = c.skills.get(sid)
            _require(skill is not None and skill.hero == hid, path, hid, f"skill {sid} is not one of {hid}'s")
        inter = [s for s in hero.skills if c.skills[s].interactive]
        _require(len(inter) == 1, path, hid, f"{len(inter)} interactive skills, expected 1")
    skills_path = d / "skills.yaml"
    for sid, skill in c.skills.items():
        _require(skill.hero in c.heroes, skills_path, sid, f"unknown hero {skill.hero}")
        _require(sid in c.heroes[skill.hero].skills, skills_path, sid, f"not listed in {skill.hero}'s skills")


def _check_tokens(d: Path, c: Content) -> None:
    path = d / "tactics.yaml"
    for time in ("day", "night"):
        nums = sorted(t.number for t in c.tactics.values() if t.time == time)
        _require(nums == [1, 2, 3, 4, 5, 6], path, time, f"tactic numbers {nums}, expected 1-6")
    path = d / "units.yaml"
    regular = [u for u in c.units.values() if not u.elite]
    got = (sum(u.copies for u in regular), len(regular))
    _require(got == REGULAR_UNITS, path, "regular", f"{got[0]} cards in {got[1]} types, expected 20 in 11")
    path = d / "enemies.yaml"
    counts = Counter(e.colour.value for e in c.enemies.values() for _ in range(e.copies))
    _require(dict(counts) == ENEMIES, path, "(counts)", f"{dict(counts)}, expected {ENEMIES}")
    path = d / "ruins.yaml"
    kinds = Counter(r.kind for r in c.ruins.values())
    _require(dict(kinds) == RUINS, path, "(counts)", f"{dict(kinds)}, expected {RUINS}")
    altars = sorted(r.colour.value for r in c.ruins.values() if r.colour is not None)
    _require(altars == sorted(x.value for x in BASIC_COLOURS), path, "altars", "one altar per basic colour")
    path = d / "sites.yaml"
    _require(tuple(c.sites) == SITE_IDS, path, "(ids)", f"site ids {tuple(c.sites)}, expected {SITE_IDS}")
    for sid, site in c.sites.items():
        for col in site.enemies_on_enter:
            _require(col in set(EnemyColour), path, sid, f"unknown enemy colour {col}")


def _check_tracks(d: Path, c: Content) -> None:
    path = d / "levels.yaml"
    _require([lv.level for lv in c.levels] == list(range(1, 11)), path, "levels", "levels 1-10 in order")
    fames = [lv.fame for lv in c.levels]
    _require(fames == sorted(set(fames)) and fames[0] == 0, path, "levels", "Fame thresholds ascend from 0")
    _require(sorted(c.reputation) == list(range(-7, 8)), path, "reputation", "one step per space -7..+7")
    path = d / "scenario.yaml"
    for sid in c.scenario.solo_removed_spells:
        spell = c.cards.get(sid)
        ok = spell is not None and spell.deck == CardDeck.SPELL and spell.interactive
        _require(ok, path, "solo_removed_spells", f"{sid} is not an interactive spell")
    path = d / "colours.yaml"
    _require(set(c.colours) == set(Colour), path, "(ids)", "one entry per mana colour")


@cache
def load_content(directory: Path = DATA_DIR) -> Content:
    """Read, validate and cross-check every content file of ``directory`` (cached per directory)."""
    d = directory
    levels_raw = _mapping(d / "levels.yaml")
    sites_raw = _mapping(d / "sites.yaml")
    scenario_path = d / "scenario.yaml"
    try:
        scenario = Scenario.model_validate(_mapping(scenario_path))
    except ValidationError as exc:
        raise _validation(scenario_path, "first_reconnaissance", exc) from None
    levels = _entries(d / "levels.yaml", Level, levels_raw.get("levels"), key="level")
    steps = _entries(d / "levels.yaml", ReputationStep, levels_raw.get("reputation"), key="reputation")
    content = Content(
        colours={c.id: c for c in _entries(d / "colours.yaml", ColourInfo).values()},
        cards=_load_cards(d),
        heroes=_entries(d / "heroes.yaml", Hero),
        skills=_entries(d / "skills.yaml", Skill),
        tactics=_entries(d / "tactics.yaml", Tactic),
        units=_entries(d / "units.yaml", Unit),
        enemies=_entries(d / "enemies.yaml", Enemy),
        ruins=_entries(d / "ruins.yaml", RuinsToken),
        sites=_entries(d / "sites.yaml", Site, sites_raw.get("sites")),
        rampaging=_entries(d / "sites.yaml", Rampaging, sites_raw.get("rampaging")),
        levels=tuple(levels.values()),
        reputation={s.reputation: s.influence for s in steps.values()},
        scenario=scenario,
    )
    _check_heroes(d, content)
    _check_tokens(d, content)
    _check_tracks(d, content)
    return content


__all__ = ["DATA_DIR", "Content", "SkillUsage", "load_content"]
