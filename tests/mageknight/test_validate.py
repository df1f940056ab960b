"""``arena validate mageknight FILE``: a designer's data file checked against the models, each
problem located by file, line and field (the entry named by its id); the cross-checks of the
whole content run with the file in place of the game's own."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.cli.validate_cmd import validate
from arena.games.mageknight.data import DATA_DIR
from arena.games.mageknight.game import MageKnight


def _copy(tmp_path: Path, name: str, old: str = "", new: str = "") -> Path:
    text = (DATA_DIR / name).read_text(encoding="utf-8")
    if old:
        assert old in text
        text = text.replace(old, new, 1)
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("name", ["spells.yaml", "units.yaml", "sites.yaml", "tiles.yaml", "scenario.yaml"])
def test_the_game_s_own_files_are_valid(name: str, tmp_path: Path) -> None:
    assert validate("mageknight", _copy(tmp_path, name)) == []


def test_a_bad_effect_is_located_at_its_card(tmp_path: Path) -> None:
    path = _copy(tmp_path, "basic_cards.yaml", "  basic: {move: 2}\n  powered: {move: 4}\n",
                 "  basic: {mvoe: 2}\n  powered: {move: 4}\n")  # fmt: skip
    (problem,) = MageKnight.validate_data(path)
    assert problem.field == "march.basic"
    assert "unknown primitive 'mvoe'" in problem.message
    lines = path.read_text(encoding="utf-8").splitlines()
    assert "mvoe" in lines[problem.line - 1]


def test_every_bad_entry_is_reported(tmp_path: Path) -> None:
    path = _copy(tmp_path, "units.yaml", "  cost: 4\n", "  cost: 0\n")
    text = path.read_text(encoding="utf-8").replace("names: {en: Foresters, fr: Forestiers, zh: 林务员}",
                                                    "names: {en: Foresters, fr: Forestiers}")  # fmt: skip
    path.write_text(text, encoding="utf-8")
    problems = MageKnight.validate_data(path)
    assert [(p.field, p.message) for p in problems] == [
        ("peasants.cost", "Input should be greater than or equal to 1"),
        ("foresters.names.zh", "Field required"),
    ]
    assert all(p.line > 0 for p in problems)


def test_the_whole_content_is_cross_checked(tmp_path: Path) -> None:
    """Valid entries, but 13 green enemy tokens where the base game has 12."""
    path = _copy(tmp_path, "enemies.yaml", "fame: 2, copies: 2}", "fame: 2, copies: 3}")
    (problem,) = MageKnight.validate_data(path)
    assert "expected {'green': 12" in problem.message


def test_unreadable_or_unknown_files_are_problems_not_crashes(tmp_path: Path) -> None:
    broken = tmp_path / "heroes.yaml"
    broken.write_text("- {id: x\n", encoding="utf-8")
    (problem,) = MageKnight.validate_data(broken)
    assert problem.message.startswith("not valid YAML")
    other = tmp_path / "cards.yaml"
    other.write_text("[]\n", encoding="utf-8")
    (problem,) = MageKnight.validate_data(other)
    assert "not a Mage Knight data file name" in problem.message


def test_a_rest_with_more_than_thirty_wounds_has_an_index() -> None:
    """Resting discards one non-Wound card and any number of Wounds (research mageknight §1.5, "Rest:
    Standard Rest = discard 1 non-Wound card + any number of Wounds"), up to the action table's
    30 (a house limit): a hand of 40 Wounds (random play reached 31) lists rests of 0..30 Wounds,
    each with an index and a description (a rest of 31 once had none: the server failed)."""
    from arena.core.describe import describe_legal
    from arena.games.mageknight.game import MageKnight
    from arena.games.mageknight.heroes import WOUND
    from arena.games.mageknight.position import MageKnightPosition

    game = MageKnight(players=1, heroes=["tovak"])
    state = MageKnightPosition(game).hand(0, ["march"] + [WOUND] * 40).at(0, (1, 0)).build()
    rests = [a for a in state.legal_actions() if a.verb == "rest"]
    assert len(rests) == 31
    for a in rests:
        assert game.index_to_action(game.action_to_index(a)) == a
    labels = {d["text"]: d["label"] for d in describe_legal(game, state, "en")}
    assert labels["rest march 30"] == "Rest: discard March and 30 Wounds"
