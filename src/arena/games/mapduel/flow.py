"""Map & Duel's handler table on the shared flow engine: one entry per task kind of ``tasks.py``.

The handlers only delegate: set-up and the map round are in ``map_round.py`` (seed 004 规则
2–5, 地图回合规则 ①–⑦, B-1..B-14), the duel round in ``duel.py`` (决斗回合规则, B-15..B-20),
effects, equipment and penalty rows in ``effects.py`` (卡牌规则 0–③, 惩罚机制, B-9, B-12),
draws, takes and the face-up search in ``deck.py`` (卡牌规则 1, ④, B-11, B-22, B-23). Each
decision cites its rule in its refusals (``IllegalActionError.rule``).

Each decision registers ``legal.py``'s builder as its ``legal`` function (its actions listed
directly in the codec's order); the plain functions of the rule modules it stands for are kept
in :data:`REFERENCE_LEGAL`, which ``tests/mapduel/test_fast_paths.py`` compares it with.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from arena.core.errors import IllegalActionError
from arena.core.events import Event
from arena.core.flow import Flow, Task
from arena.games.mapduel import deck, duel, effects, engine, legal, map_round
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
REFERENCE_LEGAL: dict[type[Task], Callable[[MapDuelState, Any], list[A]]] = {}
"""Each decision's legal actions as the rule modules list them (the reference of the builders)."""

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


def _refuse(why: str, rule: str) -> Callable[[MapDuelState, Task, Any], IllegalActionError | None]:
    """A decision's refusal: what is allowed now, citing the rule; what the player reads
    (``say``) and the seed's sentence it breaks (``rule_id``) come from ``refusals.py``."""

    def illegal(state: MapDuelState, task: Task, action: Any) -> IllegalActionError | None:
        if action in state.legal_actions():
            return None
        from arena.games.mapduel.refusals import explain

        codec = state.game.codec
        text = codec.to_text(action) if action in codec.index else repr(action)
        say, rule_id = explain(state, task, action)
        return IllegalActionError(
            f"{text}: {why}", reason="not-legal-now", rule=rule, say=say, rule_id=rule_id
        )

    return illegal


def _decision(
    task_type: type[Task],
    reference: Callable[[MapDuelState, Any], list[A]],
    apply: Callable[[MapDuelState, Any, A, list[Event]], None],
    refusal: str,
    rule: str,
    settle: Callable[[MapDuelState, Any, list[Event]], bool] = engine.player_dead,
) -> None:
    """Register a seat's decision: its legal actions (``legal.py``'s builder standing for
    ``reference``), what applying one does, the refusal (what is allowed now) and the rule it
    cites; a dead player's decision settles itself."""
    REFERENCE_LEGAL[task_type] = reference
    builder = legal.BUILDERS[task_type]
    FLOW.decision(task_type, legal=builder, illegal=_refuse(refusal, rule), settle=settle, rule=rule)(apply)


# -- set-up ----------------------------------------------------------------------------------------
FLOW.chance(DrawSeat, weights=map_round.seat_weights, rule=RULE_SEAT)(map_round.draw_seat)
_decision(PickCharacter, map_round.character_actions, map_round.pick_character,
          "now each player picks a free character", RULE_PICK)  # fmt: skip

# -- the map round -----------------------------------------------------------------------------------
FLOW.automatic(MapTurn)(map_round.map_turn)
_decision(BeforeRoll, map_round.before_roll_actions, map_round.before_roll,
          "not possible before your roll", RULE_BEFORE_ROLL)  # fmt: skip
FLOW.chance(RollMove, weights=map_round.die_weights, rule=RULE_MOVE)(map_round.roll_move)
_decision(AfterMove, map_round.after_move_actions, map_round.after_move,
          "not possible after your move", RULE_AFTER_MOVE, settle=map_round.settle_after_move)  # fmt: skip
_decision(NameRepresentative, map_round.representative_actions, map_round.name_representative,
          "the representative is another living player", RULE_REPRESENTATIVE,
          settle=map_round.settle_representative)  # fmt: skip
FLOW.chance(RollContest, weights=map_round.die_weights, rule=RULE_CONTEST)(map_round.roll_contest)
FLOW.chance(RollTable, outcomes=map_round.table_outcomes, weights=map_round.table_weights, rule=RULE_TABLE)(
    map_round.roll_table
)
_decision(ChooseVictim, map_round.victim_actions, map_round.choose_victim,
          "take cards from another living player", RULE_VICTIM)  # fmt: skip

# -- cards ---------------------------------------------------------------------------------------------
FLOW.chance(DrawCards, weights=deck.draw_weights, settle=deck.settle_draw, rule=RULE_DRAW)(deck.draw)
FLOW.chance(TakeCards, weights=deck.take_weights, settle=deck.settle_take, rule=RULE_TAKE)(deck.take)
_decision(SearchDeck, deck.search_actions, deck.search, "that card is not in the deck", RULE_SEARCH,
          settle=deck.settle_search)  # fmt: skip

# -- effects -------------------------------------------------------------------------------------------
FLOW.automatic(ResolveEffect)(effects.resolve_effect)
effects.card_move = map_round.move  # a card's move is a move (规则 5)
_decision(ChooseAbsorber, effects.absorber_actions, effects.choose_absorber,
          "choose one of the equipment cards that can stop this effect", RULE_ABSORB)  # fmt: skip
_decision(GiveCards, effects.give_actions, effects.give, "give a card from your hand", RULE_GIVE,
          settle=effects.settle_give)  # fmt: skip
_decision(DiscardExcess, effects.excess_actions, effects.discard_excess,
          "discard one of your equipment cards", RULE_EXCESS, settle=effects.settle_excess)  # fmt: skip

# -- the duel round ------------------------------------------------------------------------------------
FLOW.automatic(NextDuelTurn)(duel.next_duel_turn)
_decision(DuelTurn, duel.duel_turn_actions, duel.play_duel_turn,
          "in a duel: skill cards only, at most 3 cards and one active skill; you must play a card if you can",
          RULE_DUEL_TURN, settle=duel.settle_duel_turn)  # fmt: skip
FLOW.automatic(SettleCycle)(duel.settle_cycle)
FLOW.automatic(EndCycle)(duel.end_cycle)
