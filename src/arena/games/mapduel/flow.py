"""Map & Duel's handler table on the shared flow engine: one entry per task kind of ``tasks.py``.

The handlers only delegate: set-up and the map round are in ``map_round.py`` (seed 004 规则
2–5, 地图回合规则 ①–⑦, B-1..B-14), the duel round in ``duel.py`` (决斗回合规则, B-15..B-20),
effects, equipment and penalty rows in ``effects.py`` (卡牌规则 0–③, 惩罚机制, B-9, B-12),
draws, takes and the face-up search in ``deck.py`` (卡牌规则 1, ④, B-11, B-22, B-23). Each
decision cites its rule in its refusals (``IllegalActionError.rule``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from arena.core.errors import IllegalActionError
from arena.core.events import Event
from arena.core.flow import Flow, Task
from arena.games.mapduel import deck, duel, effects, map_round
from arena.games.mapduel.actions import A
from arena.games.mapduel.state import MapDuelState
from arena.games.mapduel.tasks import (
    AfterMove,
    BeforeRoll,
    ChooseAbsorber,
    ChooseVictim,
    DiscardExcess,
    DrawCards,
    DrawSeat,
    DuelTurn,
    EndCycle,
    GiveCards,
    MapTurn,
    NameRepresentative,
    NextDuelTurn,
    PickCharacter,
    ResolveEffect,
    RollContest,
    RollMove,
    RollTable,
    SearchDeck,
    SettleCycle,
    TakeCards,
)

FLOW: Flow[MapDuelState] = Flow("mapduel")
MapDuelState.FLOW = FLOW

RULE_PICK = "seed 004 规则 2: 每名玩家选择一名角色"
RULE_BEFORE_ROLL = "seed 004 卡牌规则 ①: 一次行动中仅可使用一张; B-21"
RULE_AFTER_MOVE = "seed 004 卡牌规则 ①; B-21"
RULE_SEARCH = "seed 004 地图回合规则 ④; B-23"
RULE_REPRESENTATIVE = "seed 004 ⑥/⑦: 其余玩家选择一名代表; B-7"
RULE_VICTIM = "seed 004 奖励机制; B-11"
RULE_GIVE = "seed 004 惩罚机制; B-12"
RULE_EXCESS = "B-9"
RULE_ABSORB = "seed 004 卡牌规则 ③"
RULE_DUEL_TURN = "seed 004 决斗回合规则 2, 卡牌规则 ②; B-15"
RULE_SEAT = "B-1: a random seat order"
RULE_MOVE = "seed 004 规则 3; B-2: one d6"
RULE_CONTEST = "seed 004 ⑥/⑦; B-8"
RULE_TABLE = "seed 004 奖励机制 / 惩罚机制"
RULE_DRAW = "seed 004 卡牌规则 1; B-22"
RULE_TAKE = "seed 004 奖励机制; B-11"


class _Seated(Protocol):
    @property
    def player(self) -> int: ...


def _player_dead(state: MapDuelState, task: _Seated, events: list[Event]) -> bool:
    """A dead player's decision is dropped (it resolves itself)."""
    return not state.alive[task.player]


def _refuse(why: str, rule: str) -> Callable[[MapDuelState, Task, Any], IllegalActionError | None]:
    """A decision's refusal: what is allowed now, citing the rule."""

    def illegal(state: MapDuelState, task: Task, action: Any) -> IllegalActionError | None:
        if action in state.legal_actions():
            return None
        codec = state.game.codec
        text = codec.to_text(action) if action in codec.index else repr(action)
        return IllegalActionError(f"{text}: {why}", reason="not-legal-now", rule=rule)

    return illegal


# -- set-up ----------------------------------------------------------------------------------------
@FLOW.chance(DrawSeat, outcomes=map_round.seat_outcomes, rule=RULE_SEAT)
def _draw_seat(state: MapDuelState, task: DrawSeat, action: A, events: list[Event]) -> None:
    map_round.draw_seat(state, task, action, events)


@FLOW.decision(
    PickCharacter,
    legal=map_round.character_actions,
    illegal=_refuse("now each player picks a free character", RULE_PICK),
    settle=_player_dead,
    rule=RULE_PICK,
)
def _pick_character(state: MapDuelState, task: PickCharacter, action: A, events: list[Event]) -> None:
    map_round.pick_character(state, task, action, events)


# -- the map round -----------------------------------------------------------------------------------
@FLOW.automatic(MapTurn)
def _map_turn(state: MapDuelState, task: MapTurn, events: list[Event]) -> None:
    map_round.map_turn(state, task, events)


@FLOW.decision(
    BeforeRoll,
    legal=map_round.before_roll_actions,
    illegal=_refuse("not possible before your roll", RULE_BEFORE_ROLL),
    settle=_player_dead,
    rule=RULE_BEFORE_ROLL,
)
def _before_roll(state: MapDuelState, task: BeforeRoll, action: A, events: list[Event]) -> None:
    map_round.before_roll(state, task, action, events)


@FLOW.chance(RollMove, outcomes=map_round.die_outcomes, rule=RULE_MOVE)
def _roll_move(state: MapDuelState, task: RollMove, action: A, events: list[Event]) -> None:
    map_round.roll_move(state, task, action, events)


@FLOW.decision(
    AfterMove,
    legal=map_round.after_move_actions,
    illegal=_refuse("not possible after your move", RULE_AFTER_MOVE),
    settle=map_round.settle_after_move,
    rule=RULE_AFTER_MOVE,
)
def _after_move(state: MapDuelState, task: AfterMove, action: A, events: list[Event]) -> None:
    map_round.after_move(state, task, action, events)


@FLOW.decision(
    NameRepresentative,
    legal=map_round.representative_actions,
    illegal=_refuse("the representative is another living player", RULE_REPRESENTATIVE),
    settle=map_round.settle_representative,
    rule=RULE_REPRESENTATIVE,
)
def _name_representative(
    state: MapDuelState, task: NameRepresentative, action: A, events: list[Event]
) -> None:
    map_round.name_representative(state, task, action, events)


@FLOW.chance(RollContest, outcomes=map_round.die_outcomes, rule=RULE_CONTEST)
def _roll_contest(state: MapDuelState, task: RollContest, action: A, events: list[Event]) -> None:
    map_round.roll_contest(state, task, action, events)


@FLOW.chance(RollTable, outcomes=map_round.table_outcomes, rule=RULE_TABLE)
def _roll_table(state: MapDuelState, task: RollTable, action: A, events: list[Event]) -> None:
    map_round.roll_table(state, task, action, events)


@FLOW.decision(
    ChooseVictim,
    legal=map_round.victim_actions,
    illegal=_refuse("take cards from another living player", RULE_VICTIM),
    settle=_player_dead,
    rule=RULE_VICTIM,
)
def _choose_victim(state: MapDuelState, task: ChooseVictim, action: A, events: list[Event]) -> None:
    map_round.choose_victim(state, task, action, events)


# -- cards ---------------------------------------------------------------------------------------------
@FLOW.chance(DrawCards, outcomes=deck.draw_outcomes, settle=deck.settle_draw, rule=RULE_DRAW)
def _draw_cards(state: MapDuelState, task: DrawCards, action: A, events: list[Event]) -> None:
    deck.draw(state, task, action, events)


@FLOW.chance(TakeCards, outcomes=deck.take_outcomes, settle=deck.settle_take, rule=RULE_TAKE)
def _take_cards(state: MapDuelState, task: TakeCards, action: A, events: list[Event]) -> None:
    deck.take(state, task, action, events)


@FLOW.decision(
    SearchDeck,
    legal=deck.search_actions,
    illegal=_refuse("that card is not in the deck", RULE_SEARCH),
    settle=deck.settle_search,
    rule=RULE_SEARCH,
)
def _search_deck(state: MapDuelState, task: SearchDeck, action: A, events: list[Event]) -> None:
    deck.search(state, task, action, events)


# -- effects -------------------------------------------------------------------------------------------
@FLOW.automatic(ResolveEffect)
def _resolve_effect(state: MapDuelState, task: ResolveEffect, events: list[Event]) -> None:
    effects.resolve_effect(state, task, events)


@FLOW.decision(
    ChooseAbsorber,
    legal=effects.absorber_actions,
    illegal=_refuse("choose one of the equipment cards that can stop this effect", RULE_ABSORB),
    settle=_player_dead,
    rule=RULE_ABSORB,
)
def _choose_absorber(state: MapDuelState, task: ChooseAbsorber, action: A, events: list[Event]) -> None:
    effects.choose_absorber(state, task, action, events)


@FLOW.decision(
    GiveCards,
    legal=effects.give_actions,
    illegal=_refuse("give a card from your hand", RULE_GIVE),
    settle=effects.settle_give,
    rule=RULE_GIVE,
)
def _give_cards(state: MapDuelState, task: GiveCards, action: A, events: list[Event]) -> None:
    effects.give(state, task, action, events)


@FLOW.decision(
    DiscardExcess,
    legal=effects.excess_actions,
    illegal=_refuse("discard one of your equipment cards", RULE_EXCESS),
    settle=effects.settle_excess,
    rule=RULE_EXCESS,
)
def _discard_excess(state: MapDuelState, task: DiscardExcess, action: A, events: list[Event]) -> None:
    effects.discard_excess(state, task, action, events)


# -- the duel round ------------------------------------------------------------------------------------
@FLOW.automatic(NextDuelTurn)
def _next_duel_turn(state: MapDuelState, task: NextDuelTurn, events: list[Event]) -> None:
    duel.next_duel_turn(state, task, events)


@FLOW.decision(
    DuelTurn,
    legal=duel.duel_turn_actions,
    illegal=_refuse(
        "in a duel: skill cards only, at most 3 cards and one active skill; you must play a card if you can",
        RULE_DUEL_TURN,
    ),
    settle=duel.settle_duel_turn,
    rule=RULE_DUEL_TURN,
)
def _duel_turn(state: MapDuelState, task: DuelTurn, action: A, events: list[Event]) -> None:
    duel.play_duel_turn(state, task, action, events)


@FLOW.automatic(SettleCycle)
def _settle_cycle(state: MapDuelState, task: SettleCycle, events: list[Event]) -> None:
    duel.settle_cycle(state, task, events)


@FLOW.automatic(EndCycle)
def _end_cycle(state: MapDuelState, task: EndCycle, events: list[Event]) -> None:
    duel.end_cycle(state, task, events)
