"""The End of the Round (seed 001, "回合结束") and the house limit on a Round's turns."""

from __future__ import annotations

import pytest

from arena.core.errors import IllegalActionError
from arena.games.mageknight.actions import act
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.state import MageKnightState
from tests.mageknight.helpers import texts, to_decision

SOURCE = ["red", "blue", "green", "white"]


def duo(**options: object) -> MageKnight:
    return MageKnight(players=2, heroes=["tovak", "goldyx"], **options)


def finish_turn(state: MageKnightState, card: str) -> None:
    """Play ``card`` sideways, end the turn, draw up and roll whatever the end of turn rolls."""
    state.apply(act("play", card, "sideways:move"))
    state.apply(act("end-turn"))
    to_decision(state)
    state.apply(act("draw-up"))
    to_decision(state)


def test_an_empty_deed_deck_lets_the_player_announce_the_end_of_the_round() -> None:
    """seed 001, "回合结束": "如果玩家在轮次开始时,指令牌组就已经没牌了;他既可以继续用剩余的手牌进行游戏,
    也可以声明回合结束。如果他这么做,那他的轮次就立刻结束。在其他每位玩家都进行了最后一次轮次行动后,这回合就结束了。\""""
    position = MageKnightPosition(duo()).source(SOURCE).hand(0, ["march"]).deck(0, [])
    state = position.hand(1, ["rage", "march"]).build()
    assert "announce-end" in texts(state)
    assert "play march sideways:move" in texts(state)  # or go on with the cards in hand
    state.apply(act("announce-end"))
    to_decision(state)
    assert state.end_announced_by == 0
    assert texts(state) == {"discard march", "draw-up"}  # the turn ended at once
    state.apply(act("draw-up"))
    to_decision(state)
    assert state.current_player() == 1 and state.round == 1  # the other player's last turn
    finish_turn(state, "march")
    assert state.round == 2 and state.end_announced_by == -1


def test_the_announcement_comes_before_a_unit_or_a_skill_is_used() -> None:
    """Arena issue 30, item 3. seed 001, "回合结束": "如果玩家在轮次开始时,指令牌组就已经没牌了;
    他既可以继续用剩余的手牌进行游戏,也可以声明回合结束。如果他这么做,那他的轮次就立刻结束。" — the
    announcement replaces the turn, at its start: not once a Unit was activated or a Skill
    used (nor a Tactic, research §1.4: The Right Moment)."""
    from arena.games.mageknight.heroes import UnitState

    position = MageKnightPosition(duo()).source(SOURCE).hand(0, ["march"]).deck(0, [])
    unit = position.build()
    unit.heroes[0].units = [UnitState("peasants")]
    assert "announce-end" in texts(unit)
    unit.apply(next(a for a in unit.legal_actions() if a.verb == "activate"))
    assert "announce-end" not in texts(unit)
    skill = position.build()
    skill.heroes[0].skills = ["double_time"]
    skill.apply(act("skill", "double_time"))
    assert "announce-end" not in texts(skill)
    tactic = position.tactic(0, "the_right_moment").build()
    tactic.apply(act("use-tactic"))
    assert "announce-end" not in texts(tactic)
    plunder = position.at(0, (2, -3)).build()  # tile 1's village: plundered before the turn
    plunder.apply(act("plunder"))
    assert "announce-end" in texts(plunder)


def test_a_deed_deck_with_cards_forbids_the_announcement() -> None:
    """seed 001, "回合结束": only a player whose "指令牌组就已经没牌了" may announce the End of the Round."""
    state = MageKnightPosition(duo()).source(SOURCE).hand(0, ["march"]).build()
    assert len(state.heroes[0].deck) > 0
    assert "announce-end" not in texts(state)
    with pytest.raises(IllegalActionError):
        state.apply(act("announce-end"))


def test_no_cards_at_all_obliges_the_announcement_or_skips_the_turn() -> None:
    """seed 001, "回合结束": "如果玩家在轮次开始时,即没有手牌,指令牌组也没有牌,那他必须声明回合结束
    (除非有玩家之前已经声明了——这种情况下,他就仅仅跳过他的轮次)。\""""
    position = MageKnightPosition(duo()).source(SOURCE).hand(0, []).deck(0, [])
    state = position.hand(1, ["rage", "march"]).at(1, (0, 0)).turn(1).build()
    finish_turn(state, "march")  # P2 ends; P1 starts with nothing: the announcement is forced
    assert state.end_announced_by == 0
    assert state.current_player() == 1 and state.round == 1  # P2 takes the last turn
    assert "play rage sideways:move" in texts(state) and "announce-end" not in texts(state)


def test_a_turn_beyond_the_round_limit_announces_the_end_of_the_round() -> None:
    """House rule ("Endless Rounds", docs/mageknight.md): a hero who starts more than
    ``round_turn_limit`` turns in one Round announces the End of the Round instead; the others
    still take their last turn. Found by random play: two heroes with hands full of Wounds who
    never drew their last cards challenged enemies for ever."""
    assert duo().opts.round_turn_limit == 30
    game = duo(round_turn_limit=1)
    position = MageKnightPosition(game).source(SOURCE).hand(0, ["march", "rage"])
    state = position.hand(1, ["march", "rage"]).build()
    finish_turn(state, "march")  # P1's turn ends; P2's first turn this Round
    assert state.current_player() == 1 and state.round_turns == [0, 1]
    finish_turn(state, "march")
    assert state.current_player() == 0 and state.round_turns == [1, 1]
    finish_turn(state, "rage")  # P2's second turn would pass the limit: announced instead
    assert state.end_announced_by == 1 and state.round == 1
    assert state.current_player() == 1 and state.pending().task.kind == "tidy_hand"  # type: ignore[union-attr]
    state.apply(act("draw-up"))  # that turn ends as an announcing turn does
    to_decision(state)
    assert state.current_player() == 0 and state.pending().task.kind == "turn"  # type: ignore[union-attr]
    assert "announce-end" not in texts(state)
