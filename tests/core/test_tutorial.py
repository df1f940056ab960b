"""The game-agnostic tutorial (arena.core.tutorial): matchers on described actions, Next on info
steps, and the loader's located errors for malformed files."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.core.describe import info
from arena.core.errors import DataError
from arena.core.text import Hex, Ref, msg
from arena.core.tutorial import TutorialStep, check, load_tutorial, matches

LABEL = msg("action-notation", text="x")


def step(**fields: object) -> TutorialStep:
    return TutorialStep.model_validate({"id": "s", "cite": "seed 001", "quote": "句", **fields})


def test_a_matcher_needs_the_kind_and_every_named_argument() -> None:
    powered = info("play-powered", LABEL, card=Ref("card", "march"), die=0, mana=Ref("mana", "green"))
    assert matches({"kind": "play-powered", "card": "march"}, powered)
    assert matches({"kind": "play-powered", "card": "march", "die": 0, "mana": "green"}, powered)
    assert not matches({"kind": "play", "card": "march"}, powered)
    assert not matches({"kind": "play-powered", "card": "rage"}, powered)
    assert not matches({"kind": "play-powered", "colour": "green"}, powered)  # an argument it lacks


def test_hexes_lists_and_flags_match_by_value() -> None:
    move = info("move", LABEL, hex=Hex(0, -1), free=False, path=(Hex(0, 0), Hex(0, -1)))
    assert matches({"kind": "move", "hex": [0, -1]}, move)
    assert not matches({"kind": "move", "hex": [-1, 0]}, move)
    assert matches({"kind": "move", "free": False}, move)
    assert not matches({"kind": "move", "free": 0}, move)
    assert matches({"kind": "move", "path": [[0, 0], [0, -1]]}, move)


def test_check_says_what_the_step_asks() -> None:
    s = step(expect=[{"kind": "play", "card": "march"}])
    assert check(s, info("play", LABEL, card=Ref("card", "march"))) is None
    why = check(s, info("play", LABEL, card=Ref("card", "rage")))
    assert why is not None and why.key == "tutorial-not-this-step" and why.arg("step") == s.title
    assert check(s, None) is not None  # Next does not pass an action step


def test_any_and_info_steps() -> None:
    anything = step(any=["discard", "draw-up"])
    assert check(anything, info("discard", LABEL, card=Ref("card", "x"))) is None
    assert check(anything, info("move", LABEL)) is not None
    read = step()
    assert read.info and check(read, None) is None
    why = check(read, info("move", LABEL))
    assert why is not None and why.key == "tutorial-press-next"


def test_names_are_references_to_the_games_things() -> None:
    s = step(names={"card": "card:march"})
    assert s.text.arg("card") == Ref("card", "march")
    with pytest.raises(ValueError, match="kind:id"):
        step(names={"card": "march"})


@pytest.mark.parametrize(
    ("body", "fragment"),
    [
        ("- just a list\n", "a mapping with options, seed and steps"),
        ("seed: 1\nsteps: []\n", "steps"),
        ("seed: 1\nsteps: [{id: a, cite: c, quote: q, colour: red}]\n", "steps.0.colour"),
        ("seed: 1\nsteps: [{id: Bad_Id, cite: c, quote: q}]\n", "lower-case"),
        ("seed: 1\nsteps: [{id: a, cite: c, quote: q}, {id: a, cite: c, quote: q}]\n", "appears twice"),
        ("seed: 1\nsteps: [{id: a, cite: c, quote: q, expect: [{card: x}]}]\n", "needs a kind"),
        ("seed: 1\nsteps: [{id: a, cite: c, quote: q, auto: [next]}]\n", "info step"),
        ("seed: 1\nsteps: [{id: a, cite: c, quote: q, any: [x], expect: [{kind: y}]}]\n", "not both"),
        ("seed: -3\nsteps: [{id: a, cite: c, quote: q}]\n", "seed"),
        ("seed: 1\nsteps: [{id: a, cite: c, quote: ''}]\n", "steps.0.quote"),
        ("seed: [1\n", "cannot read YAML"),
    ],
)
def test_a_malformed_file_is_a_located_error(tmp_path: Path, body: str, fragment: str) -> None:
    path = tmp_path / "tutorial.yaml"
    path.write_text(body, encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_tutorial(path)
    assert str(path) in err.value.message and fragment in err.value.message


def test_a_well_formed_file_loads(tmp_path: Path) -> None:
    path = tmp_path / "tutorial.yaml"
    path.write_text(
        "options: {players: 1}\nseed: 7\nsteps:\n"
        "  - {id: look, cite: 'seed 001', quote: 句}\n"
        "  - {id: go, cite: 'seed 001', quote: 句, expect: [{kind: move}], highlight: {web: '.x', terminal: m}}\n",
        encoding="utf-8",
    )
    t = load_tutorial(path)
    assert [s.id for s in t.steps] == ["look", "go"] and t.steps[0].info and not t.steps[1].info
    assert t.step(2) is None and t.steps[1].highlight.web == ".x"


def test_the_message_prefix_is_the_tutorials(tmp_path: Path) -> None:
    path = tmp_path / "tutorial.yaml"
    path.write_text(
        "messages: xx-tutorial\nseed: 1\nsteps: [{id: look, cite: c, quote: q}]\n", encoding="utf-8"
    )
    look = load_tutorial(path).steps[0]
    assert look.message_keys() == ["xx-tutorial-look-title", "xx-tutorial-look", "xx-tutorial-look-quote"]
    assert look.title.key == "xx-tutorial-look-title" and look.translation.key == "xx-tutorial-look-quote"
