"""The combat panel of the view and the terminal board (issue 14: "the combat panel in the
terminal"; "a pure combat calculator answers 'can this block or attack succeed with what I
hold?' (used by the renderer and by the AI)")."""

from __future__ import annotations

import pytest
from rich.console import Console

from arena.core.errors import HintQueryError
from arena.games.mageknight.actions import act
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.heroes import UnitState
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.render import render
from arena.games.mageknight.state import MageKnightState
from arena.games.mageknight.viewmodel import MageKnightView

GAME = MageKnight(players=1, heroes=["tovak"])


def blocking_the_prowlers() -> MageKnightState:
    state = MageKnightPosition(GAME).hand(0, ["rage", "march", "swiftness"]).at(0, (1, 0))
    built = state.enemy((2, -1), "prowlers").build()
    built.heroes[0].units = [UnitState("peasants", banner="banner_of_fear")]
    built.apply(act("challenge", 2, -1))
    built.apply(act("next"))
    built.apply(act("play", "rage"))
    built.apply(act("choose", 1))  # Block 2
    return built


def test_the_view_shows_the_combat_and_what_the_points_played_would_do() -> None:
    """research §3.2: the Prowlers attack 4 — Block 3 does not stop them, Block 4 does."""
    state = blocking_the_prowlers()
    state.apply(act("play", "march", "sideways:block"))
    panel = MageKnightView.model_validate(state.view(0)).combat
    assert panel is not None and panel.phase == "block" and panel.block == {"physical": 3}
    (foe,) = panel.enemies
    assert (foe.token, foe.armor, foe.attacks) == ("prowlers", 3, [{"amount": 4, "element": "physical"}])
    assert not foe.block_stops
    state.apply(act("play", "swiftness", "sideways:block"))
    assert MageKnightView.model_validate(state.view(None)).combat.enemies[0].block_stops  # type: ignore[union-attr]
    assert MageKnightView.model_validate(GAME.new_initial_state().view(None)).combat is None


def test_the_terminal_board_draws_units_play_area_and_the_combat_panel() -> None:
    state = blocking_the_prowlers()
    state.apply(act("play", "march", "sideways:block"))
    state.apply(act("play", "swiftness", "sideways:block"))
    console = Console(width=120, record=True)
    render(state, 0, console)
    out = console.export_text()
    assert "played: Rage, March, Swiftness" in out
    assert "Unit 0: Peasants (ready, carries Banner of Fear)" in out
    assert "Combat, Block phase — Attack points: none; Block points: Block 4" in out
    assert "0: Prowlers, Armor 3, attack 4 physical; your Block stops it" in out
    french = Console(width=160, record=True)
    render(state, 0, french, "fr")
    assert "Unité 0 : Paysans (prête, porte Bannière de terreur)" in french.export_text()


def test_hints_give_the_map_and_the_box_data_only() -> None:
    """The browser's hints: the spaces of the placed tiles (public faces) and the printed data;
    an unknown kind is refused with a reason."""
    game = MageKnight(players=1, heroes=["tovak"])
    state = MageKnightPosition(game).hand(0, ["march"]).build()
    spaces = game.hints(state, 0, {"kind": "map"})["spaces"]
    assert len(spaces) == 7 * len(state.tiles) and {"at", "terrain", "site", "colour"} == set(spaces[0])
    catalog = game.hints(state, None, {"kind": "catalog"})
    assert catalog["enemies"]["guardsmen"]["armor"] == 7 and catalog["cards"]["march"]["colour"] == "green"
    with pytest.raises(HintQueryError):
        game.hints(state, 0, {"kind": "hands"})


def test_the_observation_tensor_carries_the_combat() -> None:
    """Issue 14 (combat in the tensor): the phase and each enemy's Armor reach the seat's
    observation, at the slices the layout documents."""
    state = blocking_the_prowlers()
    layout = GAME.observation_layout()
    obs = layout.encode(state.view(0))
    rows = {row.name: row for row in layout.slices()}
    phase = rows["combat_phase"]
    assert obs[phase.start : phase.stop] == [0.0, 1.0, 0.0, 0.0]  # the Block phase
    armor = rows["combat_enemies[i].armor"]  # the first enemy's block
    assert obs[armor.start] == 0.1 * state.view(0)["combat"]["enemies"][0]["armor"]
    token = rows["combat_enemies[i].token"]
    assert sum(obs[token.start : token.stop]) == 1.0


@pytest.mark.parametrize(
    ("lang", "word"), [("en", "Set-up"), ("fr", "Mise en place"), ("zh-Hant", "準備階段")]
)
def test_the_board_says_set_up_before_the_first_round(lang: str, word: str) -> None:
    """Seed 001, the set-up comes before Round 1: the board never reads "Round 0"."""
    console = Console(record=True, width=140, color_system=None)
    render(MageKnight(players=1).new_initial_state(), 0, console, lang)
    text = console.export_text()
    assert text.startswith(word) and "0/" not in text.splitlines()[0]
