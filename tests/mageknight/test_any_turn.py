"""Motivation "on any player's turn" (research mageknight_data §5, each hero's Motivation row),
offered at the end of each other player's turn (house reading, docs/mageknight.md)."""

from __future__ import annotations

from arena.games.mageknight.actions import act
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.state import MageKnightState
from tests.mageknight.helpers import texts

SOURCE = ["red", "blue", "green", "white"]
MOTIVATION = "motivation_goldyx"


def duel() -> MageKnightState:
    game = MageKnight(players=2, heroes=["tovak", "goldyx"])
    position = MageKnightPosition(game).hand(0, ["march"]).hand(1, ["rage"]).source(SOURCE)
    state = position.at(1, (1, -1)).build()
    state.heroes[1].skills = [MOTIVATION]
    return state


def to_window(state: MageKnightState) -> None:
    """P1 plays and ends the turn; chance and P1's end-of-turn decisions until P2 is asked."""
    state.apply(act("play", "march"))
    state.apply(act("end-turn"))
    while state.current_player() != 1:
        state.apply(state.chance_outcomes()[0][0] if state.is_chance_node() else state.legal_actions()[-1])


def test_motivation_is_offered_at_the_end_of_another_players_turn() -> None:
    """data §5, Motivation: "on any player's turn: draw 2 cards; if you have strictly the lowest
    Fame also +token"; the token gained off-turn returns as the turn ends."""
    state = duel()
    state.heroes[0].fame = 3
    deck_before = len(state.heroes[1].deck)
    to_window(state)
    assert state.pending().task.kind == "any_turn_skill"  # type: ignore[union-attr]
    assert texts(state) == {f"skill {MOTIVATION}", "done"}
    events = state.apply(act("skill", MOTIVATION))
    while state.is_chance_node():
        events += state.apply(state.chance_outcomes()[0][0])
    assert [e.data["tokens"] for e in events if e.kind == "tokens-return"] == [["green"]]
    hero = state.heroes[1]
    assert len(hero.hand) == 3 and len(hero.deck) == deck_before - 2
    assert hero.tokens == [] and MOTIVATION in hero.skills_used
    assert state.pending().task.kind == "turn" and state.current_player() == 1  # type: ignore[union-attr]
    assert f"skill {MOTIVATION}" not in texts(state)  # once a Round


def test_declining_keeps_motivation_for_later() -> None:
    """data §5: Motivation is once a Round ("R"): "done" leaves it for the owner's own turn —
    offered there though the owner's Fame is not the lowest (the token's condition alone fails;
    it once hid the Skill in 2–4 players)."""
    state = duel()
    to_window(state)
    state.apply(act("done"))
    while state.is_chance_node():
        state.apply(state.chance_outcomes()[0][0])
    assert state.pending().task.kind == "turn" and state.current_player() == 1  # type: ignore[union-attr]
    assert f"skill {MOTIVATION}" in texts(state)


def test_the_off_turn_lock_lasts_until_the_end_of_the_owners_next_turn() -> None:
    """data §5: "may not use another Motivation until end of your next turn" — used off-turn,
    the lock covers the owner's next turn and ends with it."""
    state = duel()
    state.heroes[1].skills = [MOTIVATION, "motivation_tovak"]
    to_window(state)
    state.apply(act("skill", MOTIVATION))
    while state.is_chance_node():
        state.apply(state.chance_outcomes()[0][0])
    assert "skill motivation_tovak" not in texts(state)  # P2's next turn: still locked
    state.apply(act("play", "rage", "sideways:move"))
    state.apply(act("end-turn"))
    while state.current_player() != 0 or state.pending().task.kind != "turn":  # type: ignore[union-attr]
        state.apply(state.chance_outcomes()[0][0] if state.is_chance_node() else state.legal_actions()[-1])
    assert not [m for m in state.modifiers if m.kind == "shared_lock"]


def test_no_window_in_solo_or_without_a_ready_motivation() -> None:
    """The Dummy is no player: solo has no other player's turn to use it on; a used or absent
    Motivation asks nobody."""
    state = duel()
    state.heroes[1].skills_used = [MOTIVATION]
    to_window(state)
    assert state.pending().task.kind == "turn"  # type: ignore[union-attr]
