"""The flow engine: a game's turn structure as a stack of typed task records.

A game's position holds a stack of :class:`Task` records, the last one on top. Every task
kind is registered once in the game's :class:`Flow` with one of three handler kinds:

- **automatic** — runs as soon as it reaches the top (deal the next card, end the turn...);
- **decision** — a seat chooses one of the task's legal actions (``legal``), then ``apply``;
- **chance** — the task lists outcomes with exact probabilities (``outcomes``), the driver
  picks one, then ``apply``.

The top decision or chance task is the position's one *pending decision*
(:meth:`Flow.pending`): who acts, what is legal and which rule governs it all come from it.

Contract for handlers (all kinds): **the engine pops the task before calling its handler**.
A handler that continues pushes its successor (usually ``dataclasses.replace(task, ...)``)
back with :meth:`FlowState.push`; ``push(a, b)`` runs ``a`` before ``b``. An automatic step may
instead return the task to resume: it goes back under whatever the step pushed. After an action,
automatic tasks run until a decision, a chance node, an empty stack or ``is_over()``; a
decision or chance task registered with ``settle`` may resolve itself on the way (a phase
with nothing to decide is skipped).

Speed: the :class:`Handler` records are what a game registers; :class:`Flow` also splits them
by use into one table per question, keyed by task type (``roles``, ``legals``, ``weights``,
``outcomes``, ``applies``, ``runs``, ``settles``, ``players``...), and :class:`FlowState`'s
protocol methods read those, one subscript a call, with no ``Handler`` attribute chain and no
``HandlerKind`` comparison on the hot path of search and random playouts. A chance task
registered with outcomes only gets weights derived from its Fractions; one registered with
weights only keeps exact Fractions derived for :meth:`FlowState.chance_outcomes`.

Task records are declared with :func:`task_record` (frozen slotted dataclasses to the type
checker; see there why not at run time) and their fields are JSON scalars (``int``, ``str``,
``bool``, ``float``, ``None``) or tuples of them (nested tuples allowed): a stack clone is a
list copy, and :meth:`Flow.to_json` / :meth:`Flow.from_json` round-trip it exactly. A field
that changes while a task waits means replacing the task (``replace(task, step=2)``), never
mutating it. A handler that replaces the whole stack (a round ends, a phase resets) clears or
slices it in place (``state.stack[:] = [...]``): the engine holds its own reference to the list
while it runs.

Built for long resolutions (Mage Knight's card effects): a choice inside an effect is a
decision task pushed on top of the effect being resolved; an ordered compound pushes its
parts with ``push(first, second, ...)``; an optional effect is a decision task whose legal
actions include a decline; a payment from several sources is one decision per source, each
an atomic action with a stable index. Effects that last until the end of the turn or Round
live in the state as :class:`arena.core.durations.Modifier` records, not on the stack.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from arena.core.chance import to_probabilities, to_weights
from arena.core.errors import IllegalActionError, StateFormatError
from arena.core.events import Event
from arena.core.tasks import DISCARDED as DISCARDED
from arena.core.tasks import Task as Task
from arena.core.tasks import task_record as task_record

if TYPE_CHECKING:
    from arena.core.text import Msg

A = TypeVar("A")
S = TypeVar("S")
T = TypeVar("T", bound="Task")

CHANCE = -1  # the same values as arena.core.state (kept here to avoid an import cycle)
TERMINAL = -4
SEAT = 0
"""A task type's role in :attr:`Flow.roles`: a decision of the seat in the task's ``player``
field. The other roles: ``CALL`` (a decision whose seat a ``player`` function names),
``CHANCE`` (a chance task) and ``TERMINAL`` (an automatic task: nothing is pending while it is
on top)."""
CALL = 1


class HandlerKind(Enum):
    AUTOMATIC = "automatic"
    DECISION = "decision"
    CHANCE = "chance"


@dataclass(frozen=True, slots=True)
class Pending:
    """The one decision a position waits for: who decides (a seat or ``CHANCE``) which task."""

    player: int
    task: Task
    rule: str = ""


AutoFn = Callable[[Any, Any, list[Event]], "Task | None"]
ApplyFn = Callable[[Any, Any, Any, list[Event]], None]
LegalFn = Callable[[Any, Any], list[Any]]
OutcomesFn = Callable[[Any, Any], list[tuple[Any, Fraction]]]
WeightsFn = Callable[[Any, Any], list[tuple[Any, int]]]
PlayerFn = Callable[[Any, Any], int]
IllegalFn = Callable[[Any, Any, Any], IllegalActionError | None]
SettleFn = Callable[[Any, Any, list[Event]], bool]


@dataclass(frozen=True, slots=True)
class Handler:
    """What the engine calls for one task kind, as registered (``legal`` of a chance task: its
    outcomes alone, optional). :class:`Flow` splits these by use into its tables."""

    kind: HandlerKind
    task_type: type[Task]
    run: AutoFn | None = None
    apply: ApplyFn | None = None
    legal: LegalFn | None = None
    outcomes: OutcomesFn | None = None
    weights: WeightsFn | None = None
    player: PlayerFn | None = None
    illegal: IllegalFn | None = None
    settle: SettleFn | None = None
    rule: str = ""


def _freeze(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    return value


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


def _weights_of(outcomes: OutcomesFn) -> WeightsFn:
    def weights(state: Any, task: Any) -> list[tuple[Any, int]]:
        return to_weights(outcomes(state, task))

    return weights


def _actions_of(listing: Callable[[Any, Any], list[tuple[Any, Any]]]) -> LegalFn:
    def actions(state: Any, task: Any) -> list[Any]:
        return [a for a, _ in listing(state, task)]

    return actions


class Flow(Generic[S]):
    """A game's table of task handlers (one per task type), built once at import time.

    Register with the decorators; ``S`` is the game's state class::

        FLOW: Flow[MyState] = Flow("mygame")

        @FLOW.decision(Turn, rule='seed 002, "行动"', legal=turn_actions)
        def play_turn(state: MyState, task: Turn, action: Action, events: list[Event]) -> None: ...
    """

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self.handlers: dict[type[Task], Handler] = {}
        self.by_kind: dict[str, type[Task]] = {}
        # The handler table split by use, one dictionary per question, each holding every
        # registered task type (``None`` where the question does not apply), kept up to date
        # by ``_add``: what :class:`FlowState`'s protocol methods read, one subscript a call.
        self.roles: dict[type[Task], int] = {}
        """``SEAT``, ``CALL``, ``CHANCE`` or ``TERMINAL`` (an automatic task)."""
        self.runs: dict[type[Task], AutoFn | None] = {}
        """The step of an automatic task (``None`` for the others)."""
        self.applies: dict[type[Task], ApplyFn | None] = {}
        """What applies an action or outcome to a decision or chance task."""
        self.settles: dict[type[Task], SettleFn | None] = {}
        """A decision's or chance task's ``settle`` (``None``: it always waits)."""
        self.legals: dict[type[Task], LegalFn | None] = {}
        """The legal actions of a decision, the outcomes of a chance task in order."""
        self.weights: dict[type[Task], WeightsFn | None] = {}
        """A chance task's integer weights (derived from its outcomes when only those are given)."""
        self.outcomes: dict[type[Task], OutcomesFn | None] = {}
        """A chance task's exact ``Fraction`` outcomes (derived from its weights when needed)."""
        self.players: dict[type[Task], PlayerFn | None] = {}
        """The ``player`` function of a decision with role ``CALL``."""
        self.illegals: dict[type[Task], IllegalFn | None] = {}
        """A decision's ``illegal`` function."""
        self.rules: dict[type[Task], str] = {}

    # -- registration ----------------------------------------------------------------------
    def _add(self, handler: Handler) -> None:
        task_type = handler.task_type
        if not task_type.kind:
            raise TypeError(f"{task_type.__name__} has no kind")
        if task_type in self.handlers or task_type.kind in self.by_kind:
            raise TypeError(f"task kind {task_type.kind!r} registered twice in {self.game_id}")
        params = getattr(task_type, "__dataclass_params__", None)
        if params is None or not (params.frozen or getattr(task_type, "__task_record__", False)):
            raise TypeError(f"{task_type.__name__} must be a task_record (or a frozen dataclass)")
        self.handlers[task_type] = handler
        self.by_kind[task_type.kind] = task_type
        self.rules[task_type] = handler.rule
        self.runs[task_type] = handler.run
        self.applies[task_type] = handler.apply
        self.settles[task_type] = handler.settle
        self.players[task_type] = handler.player
        self.illegals[task_type] = handler.illegal
        outcomes, weights = handler.outcomes, handler.weights
        if handler.kind is HandlerKind.CHANCE:
            assert outcomes is not None
            if weights is None:  # outcomes only: the weights and actions come from the Fractions
                weights = _weights_of(outcomes)
            self.roles[task_type] = CHANCE
            self.legals[task_type] = handler.legal or _actions_of(weights)
        elif handler.kind is HandlerKind.DECISION:
            self.roles[task_type] = SEAT if handler.player is None else CALL
            self.legals[task_type] = handler.legal
        else:
            self.roles[task_type] = TERMINAL
            self.legals[task_type] = None
        self.outcomes[task_type] = outcomes
        self.weights[task_type] = weights

    def automatic(self, task_type: type[T]) -> Callable[[Callable[[S, T, list[Event]], Task | None]], Any]:
        """Register ``fn(state, task, events)`` to run when ``task_type`` reaches the top. A step
        that is not finished may return the task to resume: the engine puts it back where the
        task was, under anything the step pushed (a die to roll, a question)."""

        def register(fn: Callable[[S, T, list[Event]], Task | None]) -> Any:
            self._add(Handler(HandlerKind.AUTOMATIC, task_type, run=fn))
            return fn

        return register

    def decision(
        self,
        task_type: type[T],
        *,
        legal: Callable[[S, T], list[Any]],
        player: Callable[[S, T], int] | None = None,
        illegal: Callable[[S, T, Any], IllegalActionError | None] | None = None,
        settle: Callable[[S, T, list[Event]], bool] | None = None,
        rule: str = "",
    ) -> Callable[[Callable[[S, T, Any, list[Event]], None]], Any]:
        """Register a seat's decision: ``legal(state, task)`` lists the actions (stable order),
        ``player(state, task)`` names the seat (default: the task's ``player`` field),
        ``illegal(state, task, action)`` explains a refusal (default: a generic one citing
        ``rule``), and the decorated ``fn(state, task, action, events)`` applies one.

        ``settle(state, task, events)``, when given, runs (the task popped) each time the task
        reaches the top: it returns ``True`` when the task resolved itself (a decision with no
        or one possible choice, an empty combat phase...), ``False`` to wait for the seat — and
        then it must not have changed anything (the engine puts the task back)."""

        def register(fn: Callable[[S, T, Any, list[Event]], None]) -> Any:
            self._add(
                Handler(
                    HandlerKind.DECISION,
                    task_type,
                    apply=fn,
                    legal=legal,
                    player=player,
                    illegal=illegal,
                    settle=settle,
                    rule=rule,
                )
            )
            return fn

        return register

    def chance(
        self,
        task_type: type[T],
        *,
        outcomes: Callable[[S, T], list[tuple[Any, Fraction]]] | None = None,
        weights: Callable[[S, T], list[tuple[Any, int]]] | None = None,
        legal: Callable[[S, T], list[Any]] | None = None,
        settle: Callable[[S, T, list[Event]], bool] | None = None,
        rule: str = "",
    ) -> Callable[[Callable[[S, T, Any, list[Event]], None]], Any]:
        """Register a chance node: ``outcomes(state, task)`` lists (outcome, probability) pairs
        summing to 1; the decorated ``fn(state, task, outcome, events)`` applies the one drawn.
        ``weights(state, task)`` lists the same outcomes with integer weights (the lean form,
        no Fractions): give either or both — the missing one is derived from the other.
        ``legal(state, task)``, when given, lists the outcomes alone in the same order (what
        ``legal_actions`` answers at the node, else read from the weights).
        ``settle`` as for :meth:`decision` (e.g. nothing left to draw)."""
        if outcomes is None:
            if weights is None:
                raise TypeError(f"chance task {task_type.__name__} needs outcomes or weights")
            weighted = weights

            def outcomes(state: S, task: T) -> list[tuple[Any, Fraction]]:
                return to_probabilities(weighted(state, task))

        def register(fn: Callable[[S, T, Any, list[Event]], None]) -> Any:
            self._add(
                Handler(
                    HandlerKind.CHANCE,
                    task_type,
                    apply=fn,
                    outcomes=outcomes,
                    weights=weights,
                    legal=legal,
                    settle=settle,
                    rule=rule,
                )
            )
            return fn

        return register

    def handler(self, task: Task) -> Handler:
        try:
            return self.handlers[type(task)]
        except KeyError:
            raise TypeError(f"{self.game_id}: no handler for task {type(task).__name__}") from None

    # -- the pending decision ----------------------------------------------------------------
    def pending(self, stack: Sequence[Task]) -> Handler | None:
        """The handler of the top task when it waits for a decision or chance, else ``None``."""
        if not stack:
            return None
        handler = self.handlers[type(stack[-1])]
        return None if handler.kind is HandlerKind.AUTOMATIC else handler

    def player_of(self, state: S, stack: Sequence[Task]) -> int:
        """``CHANCE``, the deciding seat, or ``TERMINAL`` when nothing is pending."""
        if not stack:
            return TERMINAL
        task = stack[-1]
        handler = self.handlers[type(task)]
        if handler.kind is HandlerKind.CHANCE:
            return CHANCE
        if handler.kind is HandlerKind.AUTOMATIC:
            return TERMINAL
        if handler.player is not None:
            return handler.player(state, task)
        return int(task.player)  # type: ignore[attr-defined]

    # -- JSON ------------------------------------------------------------------------------
    def task_to_json(self, task: Task) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": task.kind}
        for f in dataclasses.fields(task):  # type: ignore[arg-type]
            out[f.name] = _thaw(getattr(task, f.name))
        return out

    def task_from_json(self, data: Any) -> Task:
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise StateFormatError(f"{self.game_id}: a task needs a 'kind'")
        task_type = self.by_kind.get(data["kind"])
        if task_type is None:
            raise StateFormatError(f"{self.game_id}: unknown task kind {data['kind']!r}")
        names = {f.name for f in dataclasses.fields(task_type)}  # type: ignore[arg-type]
        given = set(data) - {"kind"}
        if given != names:
            raise StateFormatError(
                f"{self.game_id}: task {data['kind']!r} needs the fields {sorted(names)}, got {sorted(given)}"
            )
        try:
            return task_type(**{k: _freeze(v) for k, v in data.items() if k != "kind"})
        except TypeError as exc:
            raise StateFormatError(f"{self.game_id}: bad task {data['kind']!r}: {exc}") from None

    def to_json(self, stack: Sequence[Task]) -> list[dict[str, Any]]:
        return [self.task_to_json(t) for t in stack]

    def from_json(self, data: Any) -> list[Task]:
        if not isinstance(data, list):
            raise StateFormatError(f"{self.game_id}: the task stack must be a list")
        return [self.task_from_json(d) for d in data]


class FlowState(Generic[A]):
    """Mixin for a ``State`` driven by a :class:`Flow`: the stack and the protocol methods.

    The state class sets ``FLOW`` (its game's flow), keeps its tasks in ``self.stack`` and
    may override :meth:`is_over` (e.g. a winner is known). It inherits ``current_player``,
    ``is_terminal``, ``is_chance_node``, ``legal_actions``, ``chance_outcomes``,
    ``chance_weights``, ``illegal_reason``, ``_apply``, ``step``, ``resolve`` and ``advance``.

    These read the flow's handler table split by use (:attr:`Flow.roles`, :attr:`Flow.legals`,
    :attr:`Flow.weights`, :attr:`Flow.runs`...): one dictionary look-up per call, the hot path
    of search and random playouts. They answer as the :class:`Handler` records say (``tests/
    core/flow_reference.py`` holds those plain definitions and the tests compare the two). A
    decision's seat (its task's ``player`` field, or its ``player`` function) is a seat number,
    never ``CHANCE`` or ``TERMINAL``.
    """

    __slots__ = ()
    FLOW: ClassVar[Flow[Any]]
    FLOW_MODULE: ClassVar[str] = ""
    """The module that attaches ``FLOW`` to the class (its game's flow module): a state
    unpickled in a process that has not imported it (a spawned worker) imports it first."""
    END_RULE: ClassVar[str] = "the game has ended"
    """The rule cited when an action comes after the end (games name their own)."""
    stack: list[Task]

    def __setstate__(self, state: Any) -> None:
        """Unpickling: the flow table attached first (see ``FLOW_MODULE``), then the fields
        set as pickle's default would (``(dict, slots)`` or a dict)."""
        cls = type(self)
        if getattr(cls, "FLOW", None) is None and cls.FLOW_MODULE:
            importlib.import_module(cls.FLOW_MODULE)
        attrs, slots = state if isinstance(state, tuple) else (state, None)
        for fields in (attrs, slots):
            for key, value in (fields or {}).items():
                setattr(self, key, value)

    # -- the stack -------------------------------------------------------------------------
    def push(self, *tasks: Task) -> None:
        """Schedule tasks: the first given runs first."""
        self.stack.extend(reversed(tasks))

    def top(self) -> Task | None:
        return self.stack[-1] if self.stack else None

    def is_over(self) -> bool:
        """Whether the game has ended whatever the stack holds (default: never)."""
        return False

    def pending(self) -> Pending | None:
        """The decision the position waits for (``None`` at the end)."""
        if self.is_over() or not self.stack:
            return None
        handler = self.FLOW.pending(self.stack)
        if handler is None:
            return None
        return Pending(self.FLOW.player_of(self, self.stack), self.stack[-1], handler.rule)

    # -- the State protocol ----------------------------------------------------------------
    def current_player(self) -> int:
        stack = self.stack
        if not stack or self.is_over():
            return TERMINAL
        task = stack[-1]
        role = self.FLOW.roles[type(task)]
        if role == SEAT:
            player: int = task.player  # type: ignore[attr-defined]
            return player
        if role == CALL:
            return self.FLOW.players[type(task)](self, task)  # type: ignore[misc]
        return role

    def is_terminal(self) -> bool:
        stack = self.stack
        return not stack or self.FLOW.roles[type(stack[-1])] == TERMINAL or self.is_over()

    def is_chance_node(self) -> bool:
        stack = self.stack
        return bool(stack) and self.FLOW.roles[type(stack[-1])] == CHANCE and not self.is_over()

    def chance_outcomes(self) -> list[tuple[A, Fraction]]:
        stack = self.stack
        if not stack or self.is_over():
            return []
        task = stack[-1]
        outcomes = self.FLOW.outcomes[type(task)]
        return [] if outcomes is None else outcomes(self, task)

    def chance_weights(self) -> list[tuple[A, int]]:
        stack = self.stack
        if not stack or self.is_over():
            return []
        task = stack[-1]
        weights = self.FLOW.weights[type(task)]
        return [] if weights is None else weights(self, task)

    def legal_actions(self) -> list[A]:
        stack = self.stack
        if not stack or self.is_over():
            return []
        task = stack[-1]
        legal = self.FLOW.legals[type(task)]
        return [] if legal is None else legal(self, task)

    def illegal_reason(self, action: A) -> IllegalActionError | None:
        from arena.core.text import msg

        if self.is_over() or not self.stack:
            return IllegalActionError(
                "the game is over", reason="game-over", rule=self.END_RULE, say=msg("refuse-game-over")
            )
        task = self.stack[-1]
        flow = self.FLOW
        illegal = flow.illegals[type(task)]
        if illegal is not None:
            return illegal(self, task, action)
        if action in self.legal_actions():
            return None
        chance = flow.roles[type(task)] == CHANCE
        what = "chance outcome" if chance else "action"
        return IllegalActionError(
            f"not a legal {what} now (waiting for: {task.kind})",
            reason="not-legal",
            rule=flow.rules[type(task)],
            say=msg("refuse-not-an-outcome") if chance else self._not_now(action),
        )

    def _not_now(self, action: A) -> Msg:
        """ "<action> is not possible now" with the decision awaited (the game's status)."""
        from arena.core.text import msg

        game: Any = getattr(self, "game", None)
        try:
            text = game.action_to_text(action)
        except Exception:  # a value no codec knows: say it as it came
            text = repr(action)
        if game is None:
            return msg("refuse-not-legal", action=text)
        return msg("refuse-not-now", action=text, status=game.status(self, self.current_player()))

    def _apply(self, action: A) -> list[Event]:
        events: list[Event] = []
        self.resolve(action, events)
        return events

    def step(self, action: A) -> None:
        """The lean path: :meth:`resolve` with the handlers' events going to :data:`DISCARDED`
        (inlined: one call less per step)."""
        task = self.stack.pop()
        apply = self.FLOW.applies[type(task)]
        assert apply is not None, f"{task.kind} is not a decision or chance task"
        apply(self, task, action, DISCARDED)
        self.advance(DISCARDED)

    def resolve(self, action: A, events: list[Event]) -> None:
        """Pop the pending task, run its handler on ``action``, then :meth:`advance`."""
        task = self.stack.pop()
        apply = self.FLOW.applies[type(task)]
        assert apply is not None, f"{task.kind} is not a decision or chance task"
        apply(self, task, action, events)
        self.advance(events)

    def advance(self, events: list[Event]) -> None:
        """Run automatic tasks until a decision, a chance node, the end or an empty stack.

        ``is_over()`` is asked before each automatic step or settle (not when a decision or
        chance task without ``settle`` is on top: the loop stops there either way)."""
        flow = self.FLOW
        runs, settles = flow.runs, flow.settles
        stack = self.stack
        while stack:
            task = stack[-1]
            kind = type(task)
            run = runs[kind]
            if run is None:
                settle = settles[kind]
                if settle is None or self.is_over():  # a decision or chance node: stop here
                    return
                stack.pop()
                if not settle(self, task, events):
                    stack.append(task)
                    return
                continue
            if self.is_over():
                return
            stack.pop()
            base = len(stack)
            resume = run(self, task, events)
            if resume is not None:
                stack.insert(base, resume)
