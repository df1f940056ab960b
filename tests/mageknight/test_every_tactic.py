"""Each of the 12 Tactics of the data file (research mageknight §1.4, mageknight_data §6; issue
14: "every ... tactic ... has a test of its effect"). Great Start, Planning, The Right Moment,
Preparation and Mana Steal have theirs in test_tactics_levels.py; the other seven are here, and
one generated test takes every Tactic in its Round and checks the choice holds."""

from __future__ import annotations

import pytest

from arena.games.mageknight.actions import act
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.state import MageKnightState
from tests.mageknight.helpers import texts, to_decision

DUO = MageKnight(players=2, heroes=["tovak", "goldyx"])
SOLO = MageKnight(players=1, heroes=["tovak"])
TACTICS = sorted(SOLO.content.tactics)


def at_tactic_choice(game: MageKnight, night: bool) -> MageKnightState:
    """A new game at its first Tactic choice; ``night``: as if Round 2 (the Night Tactics)."""
    state = game.new_initial_state()
    to_decision(state)
    while state.pending().task.kind != "choose_tactic":  # type: ignore[union-attr]
        state.apply(state.legal_actions()[0])
        to_decision(state)
    if night:
        state.round, state.night = 2, True
        state.tactics_offer = game.tactics(night=True)
    return state


@pytest.mark.parametrize("tactic", TACTICS)
def test_every_tactic_is_taken_in_its_round_and_leaves_a_valid_position(tactic: str) -> None:
    """Research §1.4: each player takes one Tactic of the Round's six (Day or Night); the number
    on it is the turn order (seed 001, "战术卡数字最小的玩家将他的回合顺序指示物放置在最上方")."""
    night = str(SOLO.content.tactics[tactic].time) == "night"
    state = at_tactic_choice(SOLO, night)
    assert f"tactic {tactic}" in texts(state)
    assert not any(f"tactic {t}" in texts(state) for t in TACTICS
                   if str(SOLO.content.tactics[t].time) != ("night" if night else "day"))  # fmt: skip
    state.apply(act("tactic", tactic))
    for _ in range(50):  # its when-taken decisions, first options
        to_decision(state)
        if state.pending().task.kind == "turn":  # type: ignore[union-attr]
            break
        state.apply(state.legal_actions()[0])
    assert state.heroes[0].tactic == tactic and SOLO.invariant_errors(state) == []


@pytest.mark.parametrize(("tactic", "night"), [("early_bird", False), ("from_the_dusk", True)])
def test_tactic_number_one_plays_first(tactic: str, night: bool) -> None:
    """Early Bird / From the Dusk (number 1, no other effect): first in the Round's order."""
    state = at_tactic_choice(DUO, night)
    chooser = state.current_player()
    state.apply(act("tactic", tactic))
    to_decision(state)
    state.apply(act("tactic", "midnight_meditation" if night else "planning"))  # nothing when taken
    to_decision(state)
    assert state.round_order[0] == chooser and state.current_player() == chooser


def test_rethink_discards_up_to_three_draws_as_many_then_shuffles_the_discard_in() -> None:
    """data §6, Rethink: "discard up to 3 (Wounds allowed), draw as many, then shuffle the
    discard pile into the deck"."""
    state = at_tactic_choice(SOLO, False)
    hand = list(state.heroes[0].hand)
    state.apply(act("tactic", "rethink"))
    assert "draw-up" in texts(state) and f"discard {hand[0]}" in texts(state)
    state.apply(act("discard", hand[0]))
    state.apply(act("discard", hand[1]))
    state.apply(act("draw-up"))
    to_decision(state)
    hero = state.heroes[0]
    assert len(hero.hand) == 5 and hero.discard == []
    assert len(hero.deck) == 16 - 5  # the two discarded went back into the deck


def test_long_night_makes_three_random_discarded_cards_the_deck() -> None:
    """data §6, Long Night: "when the deck is empty, shuffle the discard pile, 3 random cards
    become the deck" (once a Round)."""
    position = MageKnightPosition(SOLO).hand(0, ["march"]).deck(0, []).night()
    state = position.discard(0, ["rage", "stamina", "promise", "swiftness"]).tactic(0, "long_night").build()
    assert "use-tactic" in texts(state)
    state.apply(act("use-tactic"))
    to_decision(state)
    hero = state.heroes[0]
    assert len(hero.deck) == 3 and len(hero.discard) == 1 and hero.tactic_flipped
    assert "use-tactic" not in texts(state)


def test_long_night_needs_an_empty_deck() -> None:
    state = (
        MageKnightPosition(SOLO)
        .hand(0, ["march"])
        .discard(0, ["rage"])
        .night()
        .tactic(0, "long_night")
        .build()
    )
    assert "use-tactic" not in texts(state)


def _out_of_cards_at_the_end_of_the_turn() -> MageKnightState:
    """A Night turn with Long Night face up, one card left in the Deed deck: the end-of-turn
    draw (Hand limit 5) runs out after one card."""
    discard = ["stamina", "swiftness", "promise", "threaten", "determination"]
    position = MageKnightPosition(SOLO).hand(0, ["march"]).deck(0, ["rage"]).discard(0, discard).night()
    state = position.tactic(0, "long_night").build()
    state.apply(act("play", "march"))
    state.apply(act("end-turn"))  # the hand is empty: it draws up at once
    to_decision(state)
    return state


def test_long_night_is_used_in_the_middle_of_the_end_of_turn_draw() -> None:
    """Arena issue 30, item 2. research mageknight §1.4, Long Night: "Once this Night, when your
    Deed deck is empty, shuffle your discard pile and put 3 random cards back as your Deed deck;
    flip. Usable even mid-draw." (the rulebook: once the Deed deck is empty during the drawing,
    follow its instructions, then continue drawing)."""
    state = _out_of_cards_at_the_end_of_the_turn()
    hero = state.heroes[0]
    assert hero.hand == ["rage"] and not len(hero.deck)
    assert texts(state) == {"use-tactic", "done"}  # 4 cards still to draw
    state.apply(act("use-tactic"))
    assert state.is_chance_node() and hero.tactic_flipped
    for _ in range(6):  # 3 discarded cards become the deck, then 3 are drawn
        state.apply(state.chance_outcomes()[0][0])
    assert len(hero.hand) == 4 and not len(hero.deck) and len(hero.discard) == 3


def test_long_night_may_be_kept_when_a_draw_runs_out() -> None:
    """Arena issue 30, item 2. research mageknight §1.4 (Long Night: "once this Night", an
    option) and §1.5 (the end-of-turn draw: no reshuffle when the Deed deck runs out): the
    player may stop drawing and keep the Tactic face up."""
    state = _out_of_cards_at_the_end_of_the_turn()
    state.apply(act("done"))
    hero = state.heroes[0]
    assert hero.hand == ["rage"] and not hero.tactic_flipped and len(hero.discard) == 6


def test_mana_search_rerolls_up_to_two_dice_depleted_ones_first() -> None:
    """data §6, Mana Search: "once a turn, before using a Source die: reroll up to 2 dice; a
    depleted one (unusable now) must be chosen first"."""
    position = MageKnightPosition(SOLO).hand(0, ["march"]).source(["black", "blue", "green"]).night(False)
    state = position.tactic(0, "mana_search").build()
    state.apply(act("use-tactic"))
    assert texts(state) == {"draw-up", "pick die:0"}  # black by Day: depleted, first
    state.apply(act("pick", "die:0"))
    assert texts(state) == {"draw-up", "pick die:1", "pick die:2"}
    state.apply(act("pick", "die:2"))
    state.apply(act("draw-up"))
    assert state.is_chance_node()
    to_decision(state)
    assert "use-tactic" not in texts(state)  # once a turn


def test_midnight_meditation_shuffles_cards_into_the_deck_and_draws_as_many() -> None:
    """data §6, Midnight Meditation: "once a Round, before any other action of the turn: shuffle
    up to 5 cards from hand into the deck, draw as many"."""
    position = MageKnightPosition(SOLO).hand(0, ["wound", "wound", "march"]).deck(0, ["rage", "stamina"])
    state = position.night().tactic(0, "midnight_meditation").build()
    state.apply(act("use-tactic"))
    state.apply(act("discard", "wound"))
    state.apply(act("discard", "wound"))
    state.apply(act("draw-up"))
    to_decision(state)
    hero = state.heroes[0]
    assert len(hero.hand) == 3 and len(hero.deck) == 2 and hero.tactic_flipped


def test_sparing_power_stashes_a_card_each_turn_or_takes_them_all() -> None:
    """data §6, Sparing Power: "before each of your turns: put the top card of your deck under
    this Tactic, or flip it and take every card under it into hand"."""
    deck = ["rage", "stamina", "promise", "swiftness", "threaten", "crystallize", "tranquility"]
    position = MageKnightPosition(SOLO).hand(0, ["march"]).deck(0, deck).night()
    state = position.tactic(0, "sparing_power").build()
    state.apply(act("play", "march", "sideways:move"))
    state.apply(act("end-turn"))
    while state.pending().task.kind != "tactic_step":  # type: ignore[union-attr]
        state.apply(state.chance_outcomes()[0][0] if state.is_chance_node() else state.legal_actions()[-1])
    assert texts(state) == {"pick stash", "pick take"}
    hand = len(state.heroes[0].hand)
    state.apply(act("pick", "stash"))
    to_decision(state)
    hero = state.heroes[0]
    assert len(hero.spared) == 1 and len(hero.hand) == hand and len(hero.deck) == 1
    state.apply(act("play", hero.hand[0], "sideways:move"))  # this turn; the next one takes them
    state.apply(act("end-turn"))
    while state.pending().task.kind != "tactic_step":  # type: ignore[union-attr]
        state.apply(state.chance_outcomes()[0][0] if state.is_chance_node() else state.legal_actions()[-1])
    spared = list(hero.spared)
    state.apply(act("pick", "take"))
    assert set(spared) <= set(hero.hand) and hero.spared == [] and hero.tactic_flipped
