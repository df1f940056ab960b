"""Final scoring: Fame plus the standard Achievements (research mageknight §1.11, decisions MK9,
MK14, data §11 "Scoring"), the score table in the view and on the terminal."""

from __future__ import annotations

from io import StringIO

from rich.console import Console

from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.heroes import UnitState
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.render import render
from arena.games.mageknight.scoring import final_returns, final_scores, score_table
from arena.games.mageknight.state import MageKnightState
from arena.games.mageknight.tiles import Site, map_spaces
from arena.games.mageknight.turnrecord import TurnRecord

TILES = {(0, 0): "A", (1, -3): "1", (3, -2): "2", (4, -5): "6", (2, -6): "3", (5, -1): "5"}


def site_hex(state: MageKnightState, site: Site) -> tuple[int, int]:
    return next(h for h, data in map_spaces(state.tiles).items() if data.site is site)


def solo_state(**options: object) -> MageKnightState:
    game = MageKnight(players=1, heroes=["tovak"], **options)  # type: ignore[arg-type]
    return MageKnightPosition(game).tiles(TILES).hand(0, ["march"]).deck(0, []).build()


def duel(hands: tuple[list[str], list[str]]) -> MageKnightState:
    game = MageKnight(players=2, heroes=["tovak", "goldyx"])
    position = MageKnightPosition(game).tiles(TILES).hand(0, hands[0]).hand(1, hands[1])
    position.source(["red", "blue", "green", "white"])
    return position.deck(0, []).deck(1, []).at(1, (1, -1)).build()


def test_every_category_of_the_standard_achievements() -> None:
    """research §1.11: +2 per Spell, +1 per Advanced Action; +2 per Artifact, +1 per two crystals;
    the Units' levels (a Wounded Unit half, rounded down); +2 per Shield on a keep, mage tower or
    burned monastery; +2 per Shield on an adventure site; −2 per Wound card."""
    game = MageKnight(players=1, heroes=["tovak"])
    position = MageKnightPosition(game).tiles(TILES).deck(0, [])
    position.hand(0, ["fireball", "fire_bolt", "banner_of_glory", "wound", "march"])
    state = position.discard(0, ["wound"]).crystals(0, red=2, blue=1).fame(0, 7).build()
    state.heroes[0].units = [UnitState("utem_guardsmen"), UnitState("utem_crossbowmen", wounds=1),
                             UnitState("peasants", wounds=1)]  # fmt: skip
    keep, den = site_hex(state, Site.KEEP), site_hex(state, Site.MONSTER_DEN)
    state.shields = {keep: [0], den: [0], (1, -3): [0]}  # the glade's "shield" is no site's: ignored
    (row,) = score_table(state)
    assert row["categories"] == {"knowledge": 3, "loot": 3, "leader": 3, "conqueror": 2,
                                 "adventurer": 2, "beating": -4}  # fmt: skip
    assert row["titles"] == {} and row["extras"] == {}  # solo: no titles (research §1.11)
    assert row["total"] == 7 + 3 + 3 + 3 + 2 + 2 - 4 == final_scores(state)[0]


def test_a_burned_monastery_counts_for_greatest_conqueror() -> None:
    """research §1.11: "+2 per own Shield on a keep, mage tower or (burned) monastery"."""
    state = solo_state()
    monastery = site_hex(state, Site.MONASTERY)  # tile 5
    state.shields = {monastery: [0]}
    assert score_table(state)[0]["categories"]["conqueror"] == 2


def test_titles_go_to_the_best_and_ties_share_less() -> None:
    """research §1.11: the best in a category gets +3, tied players +1 each; Greatest Beating
    costs the most wounded 3 more (tied: 1 each)."""
    state = duel((["fireball", "wound", "wound"], ["fire_bolt", "wound"]))
    state.heroes[0].units = [UnitState("peasants")]
    state.heroes[1].units = [UnitState("foresters")]
    rows = score_table(state)
    assert rows[0]["titles"] == {"knowledge": 3, "leader": 1, "beating": -3}
    assert rows[1]["titles"] == {"leader": 1}
    assert [r["total"] for r in rows] == [2 + 1 - 4 + 3 + 1 - 3, 1 + 1 - 2 + 1]
    assert final_returns(state) == [-1.0, 1.0]  # the most points win


def test_no_title_for_a_tie_at_zero() -> None:
    """decisions MK9: "no title bonus when the tie is among players who scored 0; no Greatest
    Beating penalty for a tie among players without Wounds"."""
    state = duel((["march"], ["march"]))
    rows = score_table(state)
    assert rows[0]["titles"] == rows[1]["titles"] == {}
    # research §1.11, "tied players share the victory": shared by both, it is a draw
    assert final_returns(state) == [0.0, 0.0]


def test_a_shared_victory_among_some_players() -> None:
    """research §1.11: the most points win, "tied players share the victory": +1 each of them,
    −1 for the others; shared by every player it is a draw (0 each)."""
    game = MageKnight(players=3, heroes=["tovak", "goldyx", "norowas"])
    position = MageKnightPosition(game).tiles(TILES).source(["red", "blue", "green", "white", "gold"])
    for seat in range(3):
        position.hand(seat, ["march"]).deck(seat, [])
    state = position.at(1, (1, -1)).at(2, (1, -2)).build()
    assert final_returns(state) == [0.0, 0.0, 0.0]
    state.heroes[0].fame = state.heroes[1].fame = 3
    assert final_returns(state) == [1.0, 1.0, -1.0]


def test_a_beating_tie_costs_each_one() -> None:
    """research §1.11: Greatest Beating, "tied players −1 each"."""
    rows = score_table(duel((["wound"], ["wound"])))
    assert rows[0]["titles"] == rows[1]["titles"] == {"beating": -1}


def test_solo_score_extras_are_an_option() -> None:
    """decisions MK14 / data §11: +10 city revealed, +30 per Round finished early, +1 per card
    left in the Dummy's deck, +5 if the End of the Round was not announced in the last Round —
    off by default."""
    assert score_table(solo_state())[0]["extras"] == {}
    state = solo_state(solo_score_extras=True)
    state.city_revealed, state.round = True, 3
    assert state.dummy is not None
    left = len(state.dummy.deck)
    (row,) = score_table(state)
    assert row["extras"] == {"city": 10, "rounds_early": 30, "dummy_deck": left, "no_announcement": 5}
    assert row["total"] == 45 + left
    state.end_announced_by = 0
    assert score_table(state)[0]["extras"]["no_announcement"] == 0


def test_the_view_and_the_terminal_show_the_final_table() -> None:
    """Issue 14: "the final score with the standard achievements ... shown as a table"."""
    state = duel((["fireball"], ["wound"]))
    assert state.view(0)["scores"] is None
    state.over, state.turn = True, TurnRecord(player=0)
    view = state.view(1)
    assert [row["total"] for row in view["scores"]] == final_scores(state)
    MageKnight.view_model().model_validate(view)
    out = StringIO()
    render(state, 0, Console(file=out, width=120, color_system=None))
    text = out.getvalue()
    assert "Final score" in text and "Greatest Knowledge" in text and "2 (+3)" in text
