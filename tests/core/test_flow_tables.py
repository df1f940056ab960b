"""``FlowState``'s protocol methods read the flow's handler table split by use (``Flow.roles``,
``Flow.legals``, ``Flow.weights``...): at every position of a small flow, seeded random games
get the same answers from them as from the plain definitions over the ``Handler`` records
(``flow_reference.py``), and the same positions and events from ``step``, ``apply`` and the
plain ``resolve``. The flow has every kind of registration: a decision of the task's seat
with an ``illegal`` function, one whose seat a ``player`` function names and that settles
itself, chance tasks with outcomes only, weights only and both, a chance task that settles,
and an automatic step that resumes under what it pushed."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from fractions import Fraction
from typing import Any, ClassVar

import pytest

from arena.core.chance import sample_weighted, to_probabilities, to_weights
from arena.core.errors import IllegalActionError
from arena.core.events import Event
from arena.core.flow import (
    CALL,
    CHANCE,
    DISCARDED,
    SEAT,
    TERMINAL,
    Flow,
    FlowState,
    HandlerKind,
    Task,
    task_record,
)
from arena.core.state import State
from tests.core import flow_reference

RULE = "house: the table test"


@task_record
class Bid(Task):
    """A decision of the task's ``player`` (with an ``illegal`` function)."""

    kind: ClassVar[str] = "bid"
    player: int


@task_record
class Pick(Task):
    """A decision of the leader (a ``player`` function); settles when one choice is left."""

    kind: ClassVar[str] = "pick"
    choices: tuple[int, ...]


@task_record
class Dice(Task):
    """Chance registered with outcomes only (Fractions)."""

    kind: ClassVar[str] = "dice"
    sides: int


@task_record
class Coin(Task):
    """Chance registered with weights only (integers)."""

    kind: ClassVar[str] = "coin"
    bias: int


@task_record
class Draw(Task):
    """Chance registered with both and its outcomes alone (``legal``); settles (nothing
    drawn) when the pool is empty."""

    kind: ClassVar[str] = "draw"


@task_record
class Round(Task):
    """Automatic: pushes the round's tasks and resumes (returns itself) until the last round."""

    kind: ClassVar[str] = "round"
    left: int
    step: int


TABLED: Flow[Table] = Flow("tables")


class Table(FlowState[int], State[int]):
    FLOW = TABLED

    def __init__(self) -> None:
        self.stack: list[Task] = []
        self.score = [0, 0]
        self.leader = 0
        self.pool = [3, 5, 8]
        self.over = False

    def is_over(self) -> bool:
        return self.over

    def returns(self) -> list[float]:
        return [0.0, 0.0]

    def clone(self) -> Table:
        other = Table()
        other.stack, other.score, other.leader = list(self.stack), list(self.score), self.leader
        other.pool, other.over = list(self.pool), self.over
        return other

    def view(self, player: int | None) -> dict[str, Any]:
        return self.to_json()

    def to_json(self) -> dict[str, Any]:
        return {
            "stack": TABLED.to_json(self.stack),
            "score": self.score,
            "leader": self.leader,
            "pool": self.pool,
            "over": self.over,
        }


def _bid_illegal(state: Table, task: Bid, action: Any) -> IllegalActionError | None:
    if action in (0, 1, 2):
        return None
    return IllegalActionError(f"bid 0-2, not {action!r}", reason="bad-bid", rule=RULE)


@TABLED.decision(Bid, legal=lambda s, t: [0, 1, 2], illegal=_bid_illegal, rule=RULE)
def _bid(state: Table, task: Bid, action: int, events: list[Event]) -> None:
    state.score[task.player] += action
    events.append(Event("bid", {"player": task.player, "bid": action}))
    if action == 0:
        state.push(Coin(task.player + 1))


def _leader(state: Table, task: Pick) -> int:
    return state.leader


def _settle_pick(state: Table, task: Pick, events: list[Event]) -> bool:
    if len(task.choices) > 1:
        return False
    state.score[state.leader] += task.choices[0] if task.choices else 0
    events.append(Event("forced", {"choices": list(task.choices)}))
    return True


@TABLED.decision(Pick, legal=lambda s, t: list(t.choices), player=_leader, settle=_settle_pick, rule=RULE)
def _pick(state: Table, task: Pick, action: int, events: list[Event]) -> None:
    state.score[state.leader] += action
    rest = tuple(c for c in task.choices if c != action)
    if rest and action % 2:
        state.push(replace(task, choices=rest))


@TABLED.chance(Dice, outcomes=lambda s, t: [(f, Fraction(1, t.sides)) for f in range(1, t.sides + 1)])
def _dice(state: Table, task: Dice, face: int, events: list[Event]) -> None:
    state.leader = face % 2
    events.append(Event("dice", {"face": face}))


@TABLED.chance(Coin, weights=lambda s, t: [(0, t.bias), (1, 1)], rule=RULE)
def _coin(state: Table, task: Coin, side: int, events: list[Event]) -> None:
    state.score[side] += 1


def _draw_weights(state: Table, task: Draw) -> list[tuple[int, int]]:
    return [(card, card) for card in state.pool]


def _draw_outcomes(state: Table, task: Draw) -> list[tuple[int, Fraction]]:
    return to_probabilities(_draw_weights(state, task))


def _settle_draw(state: Table, task: Draw, events: list[Event]) -> bool:
    return not state.pool


def _draw_actions(state: Table, task: Draw) -> list[int]:
    return list(state.pool)


@TABLED.chance(
    Draw, outcomes=_draw_outcomes, weights=_draw_weights, legal=_draw_actions, settle=_settle_draw, rule=RULE
)
def _draw(state: Table, task: Draw, card: int, events: list[Event]) -> None:
    state.pool.remove(card)
    state.score[state.leader] += card


@TABLED.automatic(Round)
def _round(state: Table, task: Round, events: list[Event]) -> Task | None:
    if task.step == 0:
        state.push(Dice(4), Bid(0), Bid(1))
        return replace(task, step=1)
    if task.step == 1:
        state.push(Pick((1, 2, 3, 4)[: task.left + 1]), Draw())
        return replace(task, step=2)
    if task.left > 1:
        state.push(Round(task.left - 1, 0))
    else:
        state.over = True
    return None


def _new() -> Table:
    state = Table()
    state.push(Round(3, 0))
    state.advance([])
    return state


def _agree(state: Table) -> None:
    """The tabled protocol answers are the Handler-based ones."""
    assert state.current_player() == flow_reference.current_player(state)
    assert state.is_terminal() == flow_reference.is_terminal(state)
    assert state.is_chance_node() == flow_reference.is_chance_node(state)
    assert state.legal_actions() == flow_reference.legal_actions(state)
    assert state.chance_outcomes() == flow_reference.chance_outcomes(state)
    assert state.chance_weights() == flow_reference.chance_weights(state)
    for action in (-1, 0, 1, 2, 3, 5, 8, "x"):
        mine, plain = state.illegal_reason(action), flow_reference.illegal_reason(state, action)
        assert (mine is None) == (plain is None)
        if mine is not None and plain is not None:
            assert (str(mine), mine.reason, mine.rule) == (str(plain), plain.reason, plain.rule)


def test_the_tables_hold_each_registration() -> None:
    flow = TABLED
    assert flow.roles == {Bid: SEAT, Pick: CALL, Dice: CHANCE, Coin: CHANCE, Draw: CHANCE, Round: TERMINAL}
    for task_type, handler in flow.handlers.items():
        assert flow.rules[task_type] == handler.rule
        if handler.kind is HandlerKind.AUTOMATIC:
            assert flow.runs[task_type] is handler.run is not None
            assert flow.applies[task_type] is flow.legals[task_type] is flow.weights[task_type] is None
            continue
        assert (
            flow.applies[task_type] is handler.apply is not None and flow.settles[task_type] is handler.settle
        )
        assert flow.runs[task_type] is None
        if handler.kind is HandlerKind.DECISION:
            assert flow.legals[task_type] is handler.legal is not None
            assert flow.weights[task_type] is flow.outcomes[task_type] is None
        else:
            assert flow.outcomes[task_type] is handler.outcomes is not None
            if handler.weights is not None:
                assert flow.weights[task_type] is handler.weights
            if handler.legal is not None:
                assert flow.legals[task_type] is handler.legal
    assert {t: f for t, f in flow.players.items() if f is not None} == {Pick: _leader}
    assert {t: f for t, f in flow.illegals.items() if f is not None} == {Bid: _bid_illegal}
    assert set(flow.settles) == set(flow.legals) == set(flow.runs) == set(flow.handlers)  # total
    assert flow.handlers[Dice].weights is None  # outcomes only: the weights are derived
    state = Table()
    state.push(Dice(4))
    assert state.chance_weights() == [(1, 1), (2, 1), (3, 1), (4, 1)]
    assert state.chance_outcomes() == [(f, Fraction(1, 4)) for f in range(1, 5)]  # exact, kept
    state.stack = [Coin(3)]
    assert state.chance_outcomes() == [(0, Fraction(3, 4)), (1, Fraction(1, 4))]  # derived
    assert state.legal_actions() == [0, 1]


@pytest.mark.parametrize("seed", range(30))
def test_the_tabled_protocol_answers_as_the_handlers(seed: int) -> None:
    rng = random.Random(seed)
    state = _new()
    seen = {type(t) for t in state.stack}
    for _ in range(200):
        _agree(state)
        if state.is_terminal():
            break
        if state.is_chance_node():
            action = sample_weighted(state.chance_weights(), rng)
        else:
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
        checked, plain = state.clone(), state.clone()
        assert checked.apply(action) == flow_reference.step(plain, action)
        state.step(action)
        assert json.dumps(state.to_json()) == json.dumps(checked.to_json()) == json.dumps(plain.to_json())
        seen |= {type(t) for t in state.stack}
    assert state.is_terminal() and state.over
    _agree(state)
    assert seen >= {Bid, Pick, Dice, Draw, Round}


def test_the_end_and_an_empty_stack_answer_as_the_handlers() -> None:
    state = _new()
    state.over = True
    _agree(state)
    state.stack.clear()
    state.over = False
    _agree(state)
    state.stack = [Round(1, 2)]  # an automatic task on top (never left there by advance)
    _agree(state)
    state.stack = [Draw()]
    state.pool = []
    _agree(state)
    assert to_weights(state.chance_outcomes()) == state.chance_weights() == []
    state.stack = [Pick((2,))]
    _agree(state)
    state.advance(DISCARDED)  # a single choice settles itself
    assert state.stack == [] and state.score[0] == 2
