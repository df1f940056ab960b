"""The shared flow engine (``arena.core.flow``) and durations (``arena.core.durations``)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any, ClassVar

import pytest

from arena.core.durations import Modifier, active, expire
from arena.core.errors import IllegalActionError, StateFormatError
from arena.core.events import Event
from arena.core.flow import CHANCE, TERMINAL, Flow, FlowState, Task, task_record
from arena.core.state import State

RULE = "house: the test game's turn"


@task_record
class Turn(Task):
    kind: ClassVar[str] = "turn"
    player: int
    left: int


@dataclass(frozen=True, slots=True)
class Roll(Task):
    kind: ClassVar[str] = "roll"
    sides: int


@dataclass(frozen=True, slots=True)
class Score(Task):
    kind: ClassVar[str] = "score"
    player: int
    bonus: tuple[tuple[int, str], ...] = ()


FLOW: Flow[Counter] = Flow("counter")


class Counter(FlowState[int], State[int]):
    """Each turn a seat adds 1 or 2 to its total, twice; then a die is rolled; then scoring."""

    FLOW = FLOW

    def __init__(self) -> None:
        self.stack: list[Task] = []
        self.totals = [0, 0]
        self.log: list[str] = []
        self.over = False

    def is_over(self) -> bool:
        return self.over

    def returns(self) -> list[float]:
        return [0.0, 0.0]

    def clone(self) -> Counter:
        other = Counter()
        other.stack, other.totals, other.log, other.over = list(self.stack), list(self.totals), [], self.over
        return other

    def view(self, player: int | None) -> dict[str, Any]:
        return {"totals": self.totals}

    def to_json(self) -> dict[str, Any]:
        return {"totals": self.totals, "stack": FLOW.to_json(self.stack)}


def _legal(state: Counter, task: Turn) -> list[int]:
    return [1, 2]


@FLOW.decision(Turn, legal=_legal, rule=RULE)
def _turn(state: Counter, task: Turn, action: int, events: list[Event]) -> None:
    state.totals[task.player] += action
    state.log.append(f"{task.player}+{action}")
    if task.left > 1:
        state.push(replace(task, left=task.left - 1))


@FLOW.chance(Roll, outcomes=lambda s, t: [(f, Fraction(1, t.sides)) for f in range(1, t.sides + 1)])
def _roll(state: Counter, task: Roll, face: int, events: list[Event]) -> None:
    state.log.append(f"roll {face}")
    events.append(Event("roll", {"face": face}))


@FLOW.automatic(Score)
def _score(state: Counter, task: Score, events: list[Event]) -> None:
    state.log.append(f"score {task.player}")
    if task.player == 1:
        state.over = True


def _new() -> Counter:
    state = Counter()
    state.push(Turn(0, 2), Roll(3), Score(0), Turn(1, 1), Score(1))
    state.advance([])
    return state


def test_push_runs_the_first_given_first_and_the_top_is_pending() -> None:
    state = _new()
    assert state.current_player() == 0
    pending = state.pending()
    assert pending is not None and pending.task == Turn(0, 2) and pending.rule == RULE
    assert state.legal_actions() == [1, 2]


def test_the_engine_pops_before_the_handler_and_the_handler_pushes_its_successor() -> None:
    state = _new()
    state.apply(2)
    assert state.stack[-1] == Turn(0, 1)  # the handler pushed its successor
    state.apply(1)
    assert state.current_player() == CHANCE
    assert state.chance_outcomes() == [(1, Fraction(1, 3)), (2, Fraction(1, 3)), (3, Fraction(1, 3))]
    assert state.legal_actions() == [1, 2, 3]


def test_automatic_tasks_run_until_a_decision_and_the_end() -> None:
    state = _new()
    state.apply(1)
    state.apply(1)
    events = state.apply(3)
    assert [e.kind for e in events] == ["roll"]
    assert state.log[-2:] == ["roll 3", "score 0"]  # the automatic Score ran by itself
    assert state.current_player() == 1
    state.apply(2)
    assert state.log[-1] == "score 1"
    assert state.current_player() == TERMINAL and state.legal_actions() == [] and state.pending() is None


def test_an_illegal_action_names_the_rule_and_changes_nothing() -> None:
    state = _new()
    before = list(state.stack)
    error = state.illegal_reason(5)
    assert isinstance(error, IllegalActionError) and error.rule == RULE
    with pytest.raises(IllegalActionError):
        state.apply(5)
    assert state.stack == before and state.totals == [0, 0]


def test_the_stack_round_trips_through_json_with_nested_tuples() -> None:
    stack: list[Task] = [Turn(0, 2), Roll(6), Score(1, ((1, "a"), (2, "b")))]
    data = FLOW.to_json(stack)
    assert data[2] == {"kind": "score", "player": 1, "bonus": [[1, "a"], [2, "b"]]}
    assert FLOW.from_json(data) == stack


@pytest.mark.parametrize(
    "bad",
    [
        {"kind": "nope"},
        {"kind": "turn", "player": 0},
        {"kind": "turn", "player": 0, "left": 1, "extra": 2},
        {"player": 0},
        "turn",
    ],
)
def test_a_bad_task_is_refused_clearly(bad: Any) -> None:
    with pytest.raises(StateFormatError):
        FLOW.from_json([bad])


def test_registration_refuses_a_kind_twice_and_a_mutable_task() -> None:
    flow: Flow[Any] = Flow("x")
    flow.automatic(Score)(lambda s, t, e: None)
    with pytest.raises(TypeError, match="twice"):
        flow.automatic(Score)(lambda s, t, e: None)

    @dataclass
    class Loose(Task):
        kind: ClassVar[str] = "loose"

    with pytest.raises(TypeError, match="frozen"):
        flow.automatic(Loose)(lambda s, t, e: None)

    @dataclass(frozen=True)
    class Nameless(Task):
        pass

    with pytest.raises(TypeError, match="no kind"):
        flow.automatic(Nameless)(lambda s, t, e: None)


def test_task_records_are_values_built_fast() -> None:
    """``task_record``: equal and hashable by value, replaced rather than mutated, slotted (no
    stray attributes), accepted by the engine; frozen-to-mypy is checked by ``make typecheck``."""
    turn = Turn(0, 2)
    assert turn == Turn(0, 2) and hash(turn) == hash(Turn(0, 2)) and turn != Turn(1, 2)
    later = replace(turn, left=1)
    assert (turn.left, later.left) == (2, 1)
    assert not hasattr(turn, "__dict__")
    assert FLOW.handlers[Turn].task_type is Turn
    assert FLOW.from_json(FLOW.to_json([turn])) == [turn]


def test_modifiers_expire_at_their_moment() -> None:
    mods = [
        Modifier("move-cost", "turn", 0, (-1,)),
        Modifier("armor", "round", 1),
        Modifier("swift", "combat"),
    ]
    assert [m.kind for m in expire(mods, "turn")] == ["armor", "swift"]
    assert active(mods, "armor", player=1) == [mods[1]] and active(mods, "armor", player=0) == []
    assert Modifier.from_json(mods[0].to_json()) == mods[0]
    with pytest.raises(StateFormatError):
        Modifier.from_json({"kind": "x"})


@dataclass(frozen=True, slots=True)
class Optional_(Task):
    kind: ClassVar[str] = "optional"
    player: int
    choices: tuple[int, ...]


SETTLING: Flow[Any] = Flow("settling")


def _settle(state: Any, task: Optional_, events: list[Event]) -> bool:
    """Nothing to choose: the phase is skipped; one choice: taken for the seat."""
    if len(task.choices) > 1:
        return False
    if task.choices:
        state.taken.append(task.choices[0])
    return True


@SETTLING.decision(Optional_, legal=lambda s, t: list(t.choices), settle=_settle, rule=RULE)
def _take(state: Any, task: Optional_, action: int, events: list[Event]) -> None:
    state.taken.append(action)


class Settling(Counter):
    FLOW = SETTLING

    def __init__(self) -> None:
        super().__init__()
        self.taken: list[int] = []


def test_a_task_with_nothing_to_decide_settles_itself() -> None:
    """Empty phases are skipped and forced choices taken, without a decision node."""
    state = Settling()
    state.push(Optional_(0, ()), Optional_(1, (7,)), Optional_(0, (1, 2)), Optional_(1, ()))
    state.advance([])
    assert state.taken == [7] and state.current_player() == 0 and state.legal_actions() == [1, 2]
    assert state.stack[-1] == Optional_(0, (1, 2))  # put back unchanged while it waits
    state.apply(2)
    assert state.taken == [7, 2] and state.stack == [] and state.current_player() == TERMINAL
