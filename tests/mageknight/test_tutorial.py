"""Learn Mage Knight (issue 30): seed 001's walkthrough as a guided first game. The script plays
from its first step to its last through the Game API with the server's seeding scheme; every
step's action is legal and matches, an off-step action is refused (``tutorial-step``), an
illegal one with the game's own reason; each step quotes seed 001 verbatim; its strings exist in
the four locales."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from arena.core import registry
from arena.core.match import Seeding
from arena.core.text import LOCALES, is_simplified
from arena.core.tutorial import Tutorial, auto_actions, refusal
from arena.games.mageknight.game import MageKnight

SEED_001 = Path("/work/shared/seeds/001_e99d147dc969e948.txt")
STRINGS = Path(__file__).parents[2] / "src/arena/games/mageknight/strings"


@pytest.fixture(scope="module")
def tutorial() -> Tutorial:
    t = MageKnight().tutorial()
    assert t is not None
    return t


def resolve(state: Any, seeding: Seeding) -> None:
    while state.is_chance_node():
        state.apply(seeding.draw(state.chance_weights()), check=False)


def start(t: Tutorial) -> tuple[Any, Any, Seeding]:
    game = registry.load("mageknight", **t.options)
    state = game.new_initial_state()
    seeding = Seeding(t.seed, game.num_players)
    resolve(state, seeding)
    return game, state, seeding


def off_step(game: Any, state: Any, wanted: Any) -> Any:
    """A legal action the step does not ask for (``None`` when it is the only legal one)."""
    return next((a for a in state.legal_actions() if a != wanted), None)


def test_the_whole_script_plays_in_order(tutorial: Tutorial) -> None:
    game, state, seeding = start(tutorial)
    refused_off_step = 0
    for step in tutorial.steps:
        if step.info:
            assert refusal(game, state, step, None) is None
            err = refusal(game, state, step, state.legal_actions()[0])
            assert err is not None and err.reason == "tutorial-step"
            continue
        action = game.parse_action(step.highlight.terminal)
        assert state.is_legal(action), f"{step.id}: {step.highlight.terminal} is not legal"
        assert refusal(game, state, step, action) is None, step.id
        assert refusal(game, state, step, None) is not None  # Next passes info steps only
        other = off_step(game, state, action)
        if other is not None and not step.any:
            err = refusal(game, state, step, other)
            assert err is not None and err.reason == "tutorial-step", step.id
            assert game.texts().say(step.title, "en") in err.message
            refused_off_step += 1
        state.apply(action)
        for auto in auto_actions(game, step):
            resolve(state, seeding)
            state.apply(auto)
        resolve(state, seeding)
    assert refused_off_step >= 15
    assert not state.is_terminal() and state.legal_actions()  # the game goes on freely
    assert state.view(0)["heroes"][0]["fame"] >= 3  # explored and beat the Diggers


def test_an_illegal_action_gets_the_games_own_reason(tutorial: Tutorial) -> None:
    game, state, seeding = start(tutorial)
    for step in tutorial.steps[: [s.id for s in tutorial.steps].index("terrain")]:
        if not step.info:
            state.apply(game.parse_action(step.highlight.terminal))
            resolve(state, seeding)
    step = next(s for s in tutorial.steps if s.id == "terrain")
    lake = game.parse_action("move -1 0")
    err = refusal(game, state, step, lake)
    assert err is not None and err.reason != "tutorial-step"
    assert err.rule_id == "impassable"


def test_each_step_quotes_seed_001_verbatim(tutorial: Tutorial) -> None:
    seed = SEED_001.read_text(encoding="utf-8")
    for step in tutorial.steps:
        assert step.cite.startswith("seed 001, "), step.id
        assert step.quote in seed, step.id
        assert is_simplified(step.quote)


def test_the_steps_follow_the_walkthrough(tutorial: Tutorial) -> None:
    seed = SEED_001.read_text(encoding="utf-8")
    ids = [s.id for s in tutorial.steps]
    first = ["source", "tactics", "first-turn", "powered", "stacking", "sideways"]  # basic: same paragraph
    positions = [seed.index(tutorial.steps[ids.index(i)].quote) for i in first]
    assert positions == sorted(positions)
    assert ids.index("terrain") < ids.index("rampaging") < ids.index("explore") < ids.index("attack")
    assert ids.index("attack") < ids.index("end-turn-again") < ids.index("end-round")


@pytest.mark.parametrize("locale", LOCALES)
def test_strings_complete_in_every_locale(tutorial: Tutorial, locale: str) -> None:
    cat = MageKnight().texts()
    cat.misses.clear()
    for i in range(len(tutorial.steps)):
        data = tutorial.step_json(i, cat, locale)
        assert data is not None and data["title"] and data["text"] and data["translation"]
    for key in tutorial.message_keys():
        assert cat.has(key, locale), key
    assert not cat.misses


def test_written_locales_have_the_same_keys() -> None:
    keys = {}
    for loc in ("en", "fr", "zh-Hans"):
        text = (STRINGS / f"tutorial.{loc}.ftl").read_text(encoding="utf-8")
        keys[loc] = {
            line.split(" =", 1)[0] for line in text.splitlines() if " = " in line and not line.startswith("#")
        }
    assert keys["en"] == keys["fr"] == keys["zh-Hans"]
    assert not (STRINGS / "tutorial.zh-Hant.ftl").exists()


def test_arena_play_tutorial_in_the_terminal() -> None:
    from typer.testing import CliRunner

    from arena.cli.main import app

    script = (
        "help\ntactic early_bird\nnext\nnext\ntactic planning\ntactic early_bird\nnext\nmove -1 0\nquit\n"
    )
    result = CliRunner().invoke(app, ["play", "mageknight", "--tutorial", "--lang", "fr"], input=script)
    out = result.output
    assert "Tutoriel, étape 1 sur 25 : La Source et ses dés" in out
    assert "使用数量等于玩家数量再加二的骰子" in out and "Utilisez autant de dés" in out
    assert "Pas encore — lisez cette étape" in out  # an action on an info step
    assert "Verbes jouables maintenant : tactic." in out  # the terminal's commands work on any step
    assert "Pas cette étape — le tutoriel demande : Choisir la Tactique Lève-tôt" in out
    assert "étape 5 sur 25" in out and "À faire : play swiftness" in out
    assert "infranchissable" in out  # the illegal move: the game's own reason
