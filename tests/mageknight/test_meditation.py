"""Meditation / Trance (Spell 108), research mageknight_data §3: "pick 2 random cards from
discard pile, put on top or bottom of Deed deck; next draw Hand limit +2" | "same but you
choose the cards"."""

from __future__ import annotations

from fractions import Fraction

from arena.games.mageknight.actions import act
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.position import MageKnightPosition

SOLO = MageKnight(players=1, heroes=["tovak"])


def test_meditation_picks_two_random_discards_each_placed_top_or_bottom() -> None:
    state = (MageKnightPosition(SOLO).hand(0, ["meditation", "march"]).discard(0, ["rage", "rage", "stamina"])
             .crystals(0, green=1).build())  # fmt: skip
    state.apply(act("play", "meditation", "crystal:green"))
    assert state.chance_outcomes() == [
        (act("draw", "rage"), Fraction(2, 3)),
        (act("draw", "stamina"), Fraction(1, 3)),
    ]
    state.apply(act("draw", "stamina"))
    assert {str(a) for a in state.legal_actions()} == {"pick top", "pick bottom"}
    assert sorted(state.heroes[0].discard) == ["rage", "rage", "stamina"]  # still there until placed
    state.apply(act("pick", "top"))
    # one kind of card left: no chance, the second card is a Rage
    assert not state.is_chance_node() and {str(a) for a in state.legal_actions()} == {
        "pick top",
        "pick bottom",
    }
    state.apply(act("pick", "bottom"))
    hero = state.heroes[0]
    assert hero.deck.top == ["stamina"] and hero.deck.bottom == ["rage"] and hero.discard == ["rage"]
    assert SOLO.invariant_errors(state) == []
    assert any(m.kind == "hand_limit" for m in state.modifiers)  # the next draw: Hand limit +2


def test_trance_chooses_the_cards() -> None:
    state = (MageKnightPosition(SOLO).hand(0, ["meditation", "march"]).discard(0, ["rage", "stamina", "wound"])
             .crystals(0, green=1).tokens(0, ["black"]).night().build())  # fmt: skip
    play = next(
        a
        for a in state.legal_actions()
        if a.verb == "play" and a.args[0] == "meditation" and len(a.args) == 3
    )
    state.apply(play)
    assert {str(a) for a in state.legal_actions()} == {"pick rage", "pick stamina", "pick wound"}
    state.apply(act("pick", "wound"))
    state.apply(act("pick", "bottom"))
    state.apply(act("pick", "rage"))
    state.apply(act("pick", "top"))
    hero = state.heroes[0]
    assert hero.deck.top == ["rage"] and hero.deck.bottom == ["wound"] and hero.discard == ["stamina"]


def test_crystal_mastery_powered_returns_the_crystals_spent_this_turn() -> None:
    """research mageknight_data §2, Crystal Mastery: "at end of turn, crystals spent this turn
    return to Inventory" — the ones spent before the card too (here the blue that powers it and a
    green spent on a March before)."""
    state = (MageKnightPosition(SOLO).hand(0, ["crystal_mastery", "rage", "march"]).crystals(0, blue=1, green=1)
             .build())  # fmt: skip
    state.apply(act("play", "march", "crystal:green"))  # powered March: the green crystal is spent
    assert state.heroes[0].crystals.get("green", 0) == 0
    state.apply(act("play", "crystal_mastery", "crystal:blue"))
    assert state.heroes[0].crystals.get("blue", 0) == 0
    state.apply(act("end-turn"))  # the end of the turn runs at once (dice, discards, crystals...)
    assert state.heroes[0].crystals.get("green") == 1 and state.heroes[0].crystals.get("blue") == 1
