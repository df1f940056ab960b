"""The coach: what a seat's search thinks of a position, and a review of a finished game.

:func:`analyze` runs the ``mcts`` search from the seat's :class:`~arena.core.agent.Observation`
only — each iteration starts from ``determinize``, which redraws everything the seat cannot see
from the seat's view (the truth never enters) — and reports the top moves with their share of
the root visits and their values, and the position's estimate in the game's measure
(``Game.coach_measure``: a win probability, or Mage Knight's expected Fame, through
``Game.coach_estimate``). The whole budget is spent (no early stop, no tree reuse), so the
reported ``iterations`` are the budget asked for, and the answer is a pure function of (view,
seed, iterations) when no time limit is given.

:func:`review` analyzes each decision a seat made in a game log (a bounded budget each) and
marks the moves whose estimate fell most below the best alternative's.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from arena.ai.mcts import MCTSAgent
from arena.core.agent import Observation
from arena.core.describe import describe_json
from arena.core.errors import ArenaError
from arena.core.game import Game
from arena.core.match import derive_seed
from arena.core.state import State
from arena.core.text import Seat, msg

DEFAULT_ITERS = 400
"""Iterations of one analysis when neither ``iters`` nor ``seconds`` is given."""
TOP = 3
REVIEW_MARKS = 3
"""The review marks at most this many moves (those whose estimate dropped most)."""


@dataclass(frozen=True)
class MoveAdvice:
    """One candidate move: as the clients describe it (``index``, ``text`` notation, ``kind``,
    typed ``args``, localized ``label``), its ``share`` of the root visits, its ``value`` in
    the analysis' measure and its ``visits``."""

    index: int
    text: str
    kind: str
    label: str
    args: dict[str, Any]
    share: float
    value: float
    visits: int


@dataclass(frozen=True)
class Analysis:
    """The coach's answer for ``seat`` at ``step`` (actions played before this position):
    the ``measure`` (``win``/``fame``), the position's ``value`` in it, the top ``moves``
    (most visited first) and the search ``iterations`` spent."""

    step: int
    seat: int
    measure: str
    value: float
    moves: tuple[MoveAdvice, ...]
    iterations: int

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class ReviewedMove:
    """One decision of the reviewed seat: the move played, its estimate (``after``), the
    position's estimate before it (``before``: the search's value, best play assumed), the
    best move found and the ``drop`` (best move's value minus the played move's, >= 0)."""

    step: int
    played: MoveAdvice
    best: MoveAdvice
    before: float
    after: float
    drop: float


@dataclass(frozen=True)
class Review:
    """Every decision of ``seat`` reviewed, and the ``marked`` steps (largest drops first)."""

    seat: int
    measure: str
    moves: tuple[ReviewedMove, ...]
    marked: tuple[int, ...] = field(default=())
    iterations: int = 0

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


class NotToMove(ArenaError):
    """The coach analyzes a position for the seat to move only."""

    reason = "analysis-not-your-turn"


def analyze(
    game: Game[Any],
    state: State[Any],
    seat: int,
    *,
    iters: int | None = None,
    seconds: float | None = None,
    seed: int = 0,
    top: int = TOP,
    locale: str = "en",
    step: int = 0,
) -> Analysis:
    """The search's view of ``state`` for ``seat`` (who must be the player to move).

    Only ``Observation(state, seat)`` is searched; labels and the measure are computed on a
    determinization, never on ``state`` itself. Raises :class:`NotToMove` otherwise.
    """
    player = state.current_player()
    if player != seat:
        raise NotToMove(
            f"seat {seat} is not to move",
            say=msg("analysis-not-your-turn", player=Seat(player)) if player >= 0 else msg("status-chance"),
        )
    if iters is None and seconds is None:
        iters = DEFAULT_ITERS
    obs = Observation(state, seat)
    rng = random.Random(derive_seed(seed, "analysis", step, seat))
    seen = obs.determinize(random.Random(derive_seed(seed, "analysis-view", step, seat)))
    agent = MCTSAgent(iters=iters, time=seconds, early=0, reuse=0)
    stats = agent.search(obs, rng)
    return _report(game, seen, seat, stats, agent.last_iterations, top, locale, step)


def _report(
    game: Game[Any],
    seen: State[Any],
    seat: int,
    stats: dict[int, tuple[int, float]],
    iterations: int,
    top: int,
    locale: str,
    step: int,
) -> Analysis:
    """The analysis from the root statistics (``seen``: the seat's determinization)."""
    total_visits = sum(v for v, _ in stats.values())
    estimate = _estimator(game, seen, seat)
    catalog = game.texts()
    legal = {game.action_to_index(a): a for a in seen.legal_actions()}
    moves: list[MoveAdvice] = []
    for index, action in legal.items():
        visits, total = stats.get(index, (0, 0.0))
        described = describe_json(game, seen, action, locale, catalog)
        moves.append(
            MoveAdvice(
                index=index,
                text=described["text"],
                kind=described["kind"],
                label=described["label"],
                args=described["args"],
                share=visits / total_visits if total_visits else 0.0,
                value=estimate(total / visits) if visits else estimate(0.0),
                visits=visits,
            )
        )
    moves.sort(key=lambda m: (-m.visits, -m.value, m.index))
    mean = sum(t for _, t in stats.values()) / total_visits if total_visits else 0.0
    return Analysis(step, seat, game.coach_measure, estimate(mean), tuple(moves[:top]), iterations)


def _estimator(game: Game[Any], seen: State[Any], seat: int) -> Any:
    def estimate(value: float) -> float:
        return round(game.coach_estimate(seen, seat, value), 6)

    return estimate


def review(
    game: Game[Any],
    actions: Sequence[tuple[int, Any]],
    seat: int,
    *,
    iters: int | None = None,
    seconds: float | None = None,
    seed: int = 0,
    locale: str = "en",
    marks: int = REVIEW_MARKS,
) -> Review:
    """Review ``seat``'s decisions in a game given as its ``actions`` ((player, action) from
    the initial state, chance outcomes included). Each decision with a choice is analyzed with
    ``iters``/``seconds``, and the position after the move played too (:func:`position_value`,
    the same budget): a move's value in the first search rests on its share of the visits,
    often few for a bad move. The drop is the best move's value minus the played move's; the
    ``marks`` largest positive drops are marked."""
    state = game.new_initial_state()
    reviewed: list[ReviewedMove] = []
    iterations = 0
    for step, (player, action) in enumerate(actions):
        if player == seat and len(state.legal_actions()) > 1:
            found = analyze(
                game,
                state,
                seat,
                iters=iters,
                seconds=seconds,
                seed=seed,
                top=10**9,
                locale=locale,
                step=step,
            )
            iterations += found.iterations
            index = game.action_to_index(action)
            played = next(m for m in found.moves if m.index == index)
            after, spent = position_value(
                game, state.child(action), seat, iters=iters, seconds=seconds, seed=seed, step=step + 1
            )
            iterations += spent
            played = replace(played, value=after)
            best = played if found.moves[0].index == index else found.moves[0]
            drop = max(0.0, round(best.value - played.value, 6))
            reviewed.append(ReviewedMove(step, played, best, found.value, played.value, drop))
        state.apply(action)
    order = sorted((m for m in reviewed if m.drop > 0), key=lambda m: (-m.drop, m.step))
    return Review(seat, game.coach_measure, tuple(reviewed), tuple(m.step for m in order[:marks]), iterations)


class SeatObservation(Observation[Any]):
    """What ``seat`` knows of a position where it may not be the one to act: the legal
    actions listed are those of a determinization for the seat (the mover's true ones could
    tell what the mover hides), and every search iteration redraws the hidden parts."""

    __slots__ = ("_seen",)

    def __init__(self, state: State[Any], seat: int, seen: State[Any]) -> None:
        super().__init__(state, seat)
        self._seen = seen

    @property
    def legal_actions(self) -> list[Any]:
        return self._seen.legal_actions()


def position_value(
    game: Game[Any],
    state: State[Any],
    seat: int,
    *,
    iters: int | None = None,
    seconds: float | None = None,
    seed: int = 0,
    step: int = 0,
) -> tuple[float, int]:
    """``seat``'s estimate of ``state`` (in the game's measure) whoever is to act, from the
    seat's view only, and the iterations spent: the mean value at the root of a search."""
    seen = Observation(state, seat).determinize(random.Random(derive_seed(seed, "analysis-view", step, seat)))
    if state.is_terminal():
        return round(game.coach_estimate(seen, seat, float(state.returns()[seat])), 6), 0
    if iters is None and seconds is None:
        iters = DEFAULT_ITERS
    agent = MCTSAgent(iters=iters, time=seconds, early=0, reuse=0)
    agent.search(SeatObservation(state, seat, seen), random.Random(derive_seed(seed, "analysis", step, seat)))
    root = agent._root  # the search's tree (this process's share: workers=1)
    mean = root.total[seat] / root.visits if root is not None and root.visits else 0.0
    return round(game.coach_estimate(seen, seat, mean), 6), agent.last_iterations
