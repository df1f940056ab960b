"""Tactics, offers and levels (research mageknight §1.3, §1.4, §2.3; data §6, §10.2, §11)."""

from __future__ import annotations

from arena.games.mageknight.actions import act
from arena.games.mageknight.datamodel import RecruitSite
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.state import MageKnightState
from tests.mageknight.helpers import texts


def solo() -> MageKnight:
    return MageKnight(players=1, heroes=["tovak"])


def first_outcome(state: MageKnightState) -> None:
    state.apply(state.chance_outcomes()[0][0])


def to_seat_decision(state: MageKnightState) -> None:
    while state.is_chance_node():
        first_outcome(state)


def test_the_offers_at_set_up() -> None:
    """research §1.10: Advanced Action and Spell offers of 3; players + 2 regular Units with at
    least one village Unit; solo removes the interactive Spells 109-112 (data §11)."""
    for players in (1, 3):
        game = MageKnight(players=players)
        state = game.new_initial_state()
        while state.pending().task.kind != "choose_tactic":  # type: ignore[union-attr]
            state.apply(state.legal_actions()[0])  # first outcomes and first Heroes
        assert len(state.offers["advanced"]) == 3 and len(state.offers["spell"]) == 3
        units = state.offers["unit"]
        assert len(units) == players + 2
        assert any(RecruitSite.VILLAGE in game.content.units[u].recruit for u in units)
        spells = state.decks["spell"].cards() + state.offers["spell"]
        interactive = {c.id for c in game.content.cards.values() if c.interactive}
        assert bool(interactive & set(spells)) == (players > 1)


def test_reaching_three_fame_is_level_two_with_a_skill_and_an_advanced_action() -> None:
    """research §2.3: Fame 3 → level 2 at the end of the turn: draw 2 own Skill tokens, keep one
    (the other goes to the Common offer) and take any Advanced Action onto the Deed deck."""
    offer = ["fire_bolt", "ice_bolt", "swift_bolt"]
    state = MageKnightPosition(solo()).hand(0, ["march"]).fame(0, 3).offer("advanced", offer).build()
    state.heroes[0].level = 1  # Fame reached 3 during this turn
    state.apply(act("play", "march", "sideways:move"))
    state.apply(act("end-turn"))
    to_seat_decision(state)
    pending = state.pending()
    assert pending is not None and pending.task.kind == "choose_skill"
    kept = sorted(texts(state))[0]
    state.apply(state.game.parse_action(kept))
    assert len(state.heroes[0].skills) == 1 and len(state.common_skills) >= 1
    assert texts(state) == {f"pick {c}" for c in offer}
    state.apply(act("pick", "ice_bolt"))
    assert state.heroes[0].deck.top == ["ice_bolt"] and state.heroes[0].level == 2
    assert "ice_bolt" not in state.offers["advanced"]


def test_level_three_raises_armor() -> None:
    """data §10.2: level 3 (Fame 8) has Armor 3."""
    state = MageKnightPosition(solo()).fame(0, 8).build()
    assert state.heroes[0].level == 3 and state.game.armor(state, 0) == 3


def test_great_start_draws_two_when_taken() -> None:
    """research §1.4: Great Start — when taken, draw 2 cards."""
    state = solo().new_initial_state()
    while state.current_player() != 0:
        first_outcome(state)
    state.apply(act("tactic", "great_start"))
    to_seat_decision(state)
    assert len(state.heroes[0].hand) == 7


def test_planning_draws_one_more_with_two_cards_kept() -> None:
    """research §1.4: Planning — at the end of a turn with at least 2 cards in hand, draw as if
    the Hand limit were 1 higher."""
    hand = ["march", "rage", "stamina"]
    state = MageKnightPosition(solo()).hand(0, hand).tactic(0, "planning").build()
    state.apply(act("play", "march", "sideways:move"))
    state.apply(act("end-turn"))
    state.apply(act("draw-up"))
    to_seat_decision(state)
    assert len(state.heroes[0].hand) == 6


def test_the_right_moment_gives_another_turn_at_once() -> None:
    """research §1.4: The Right Moment — announce another turn right after this one."""
    state = MageKnightPosition(solo()).hand(0, ["march", "rage"]).tactic(0, "the_right_moment").build()
    assert "use-tactic" in texts(state)
    state.apply(act("use-tactic"))
    state.apply(act("play", "march", "sideways:move"))
    state.apply(act("end-turn"))
    state.apply(act("draw-up"))
    to_seat_decision(state)
    assert state.turn.player == 0 and state.pending() is not None
    assert state.pending().task.kind == "turn" and "use-tactic" not in texts(state)  # type: ignore[union-attr]


def test_preparation_searches_the_deck_for_any_card() -> None:
    """research §1.4: Preparation — when taken, any card of the Deed deck into hand."""
    state = solo().new_initial_state()
    while state.current_player() != 0:
        first_outcome(state)
    state.round, state.night = 2, True
    state.tactics_offer = state.game.tactics(night=True)
    state.apply(act("tactic", "preparation"))
    deck = set(state.heroes[0].deck.cards())
    assert texts(state) == {f"pick {c}" for c in deck}
    card = sorted(deck)[0]
    state.apply(act("pick", card))
    assert card in state.heroes[0].hand and len(state.heroes[0].hand) == 6


def test_mana_steal_keeps_a_die_used_besides_the_usual_one() -> None:
    """research §1.4: Mana Steal — a basic-coloured Source die kept on the card, used on a turn
    of this Day (not as the turn's one Source die: data §12 item 9), then rerolled."""
    position = MageKnightPosition(solo()).hand(0, ["stamina", "march"]).source(["blue", "green", "black"])
    state = position.build()
    state.heroes[0].stolen_die = 0
    assert "play stamina die:0" in texts(state)
    state.apply(act("play", "stamina", "die:0"))
    assert "play march die:1" in texts(state)  # the usual die is still free
    state.apply(act("play", "march", "die:1"))
    assert state.turn.move_points == 8 and state.heroes[0].stolen_die == -1
