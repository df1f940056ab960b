"""Space Bending / Time Bending (Spell 106), research mageknight_data §3: "this turn spaces (and
tile positions to explore) 2 away count as adjacent; leapt spaces ignored; no provoking" |
"end of turn: set this aside for the Round, return all other cards played this turn to hand,
skip drawing, take another turn immediately"."""

from __future__ import annotations

from arena.games.mageknight.actions import act
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.hexes import distance
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.state import MageKnightState

SOLO = MageKnight(players=1, heroes=["tovak"])


def moves(state: MageKnightState) -> set[tuple[int, int]]:
    return {(int(a.args[0]), int(a.args[1])) for a in state.legal_actions() if a.verb == "move"}


def test_space_bending_reaches_two_spaces_away_without_provoking() -> None:
    plain = (
        MageKnightPosition(SOLO)
        .hand(0, ["space_bending", "march", "stamina"])
        .at(0, (1, 0))
        .enemy((2, -1), "prowlers")
    )
    state = plain.crystals(0, blue=1).build()
    state.apply(act("play", "march"))
    state.apply(act("play", "stamina"))
    near = moves(state)
    assert near and all(distance((1, 0), h) == 1 for h in near)
    state.apply(act("play", "space_bending", "crystal:blue"))
    bent = moves(state)
    assert near <= bent and any(distance((1, 0), h) == 2 for h in bent)
    assert all(distance((1, 0), h) <= 2 for h in bent) and (2, -1) not in bent  # never onto the enemy
    state.apply(act("move", 1, -1))  # next to the orc before and after: no provoking now
    assert state.combat is None and state.turn.move_points > 0


def test_time_bending_returns_the_played_cards_and_gives_another_turn() -> None:
    state = (MageKnightPosition(SOLO).hand(0, ["space_bending", "march", "rage"]).crystals(0, blue=1)
             .tokens(0, ["black"]).night().build())  # fmt: skip
    state.apply(act("play", "march"))
    state.apply(act("play", "space_bending", "crystal:blue", "token:black"))
    state.apply(act("end-turn"))
    while state.pending() is not None and state.pending().task.kind not in ("turn",):  # type: ignore[union-attr]
        if state.is_chance_node():
            state.apply(state.chance_outcomes()[0][0])
        else:
            state.apply(state.legal_actions()[0])
    hero = state.heroes[0]
    assert state.turn.player == 0  # the same hero plays again at once
    assert hero.set_aside == ["space_bending"] and sorted(hero.hand) == ["march", "rage"]
    assert len(hero.deck) == 16 - 2  # nothing drawn (the Spell is not from the starting deck)
    assert SOLO.invariant_errors(state) == []
