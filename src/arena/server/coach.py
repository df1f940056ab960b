"""The coach over HTTP (issue 32): a seat's analysis of the live position and the review of a
finished game, bounded like the agents' work.

The search runs in the server's agent worker processes (:mod:`arena.server.workers`), on a
copy of the position, from the asking seat's observation only (``arena.ai.analysis``). Its
budget is capped by ``ARENA_ANALYSIS_MAX_ITERS`` and ``ARENA_ANALYSIS_MAX_SECONDS``: a request
asking more runs at the cap, a malformed one is refused (422 ``bad-analysis-budget``). A room
created rated refuses both (403 ``analysis-off-rated``).
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass
from typing import Any

from arena.ai.analysis import DEFAULT_ITERS, analyze, review
from arena.core import registry
from arena.core.text import Seat, msg
from arena.server.errors import ApiError
from arena.server.live import LiveRoom
from arena.server.settings import Settings
from arena.server.workers import ThinkError, Work, WorkerPool

COACH_SEAT = -1
"""The worker key's seat part for coach work (no agent is kept for it)."""


@dataclass(frozen=True)
class Caps:
    """The server's caps on one analysis (``ARENA_ANALYSIS_MAX_*``)."""

    max_iters: int
    max_seconds: float
    timeout_s: float
    """A worker still searching after this long is stopped (the agents' move timeout)."""

    @classmethod
    def of(cls, settings: Settings) -> Caps:
        return cls(settings.analysis_max_iters, settings.analysis_max_seconds, settings.agent_move_timeout_s)

    def budget(self, iters: str | None, seconds: str | None) -> tuple[int, float | None]:
        """The iterations and seconds one analysis runs with: as asked, capped; the default
        ``DEFAULT_ITERS`` (capped) when nothing is asked. 422 ``bad-analysis-budget`` for a
        malformed value."""
        asked_iters = _number(iters, "iters", whole=True)
        asked_seconds = _number(seconds, "seconds", whole=False)
        if asked_iters is None:
            asked_iters = DEFAULT_ITERS if asked_seconds is None else self.max_iters
        capped_seconds = None if asked_seconds is None else min(asked_seconds, self.max_seconds)
        return min(int(asked_iters), self.max_iters), capped_seconds


def _number(text: str | None, name: str, *, whole: bool) -> float | None:
    if text is None or text == "":
        return None
    try:
        value = int(text) if whole else float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value <= 0:
        kind = "a whole number" if whole else "a number of seconds"
        say = msg("server-bad-analysis-budget", name=name, value=str(text), whole=str(whole).lower())
        raise ApiError(422, "bad-analysis-budget", f"{name} must be {kind} above 0, got {text!r}", say=say)
    return value


def check_open(room: LiveRoom, seat: int | None) -> int:
    """The asking seat; 403 when the room is rated or nobody's seat asks."""
    if room.rated:
        raise ApiError(
            403, "analysis-off-rated", "the coach is off in rated games", say=msg("analysis-off-rated")
        )
    if seat is None:
        say = msg("server-analysis-needs-seat")
        raise ApiError(403, "not-your-seat", "the coach answers a seat: give its seat and token", say=say)
    return seat


def analysis_job(
    game_id: str,
    options: dict[str, Any],
    position: dict[str, Any],
    seat: int,
    iters: int,
    seconds: float | None,
    seed: int,
    locale: str,
    step: int,
) -> dict[str, Any]:
    """In a worker: the analysis as JSON. The game and the position travel as data (JSON) and
    are rebuilt through the registry, so every module of the game is loaded as it is at play."""
    game = registry.load(game_id, **options)
    state = game.state_from_json(position)
    return analyze(
        game, state, seat, iters=iters, seconds=seconds, seed=seed, locale=locale, step=step
    ).to_json()


def review_job(
    game_id: str, options: dict[str, Any], steps: list[tuple[int, str]], seat: int, iters: int, locale: str
) -> dict[str, Any]:
    """In a worker: the review of the logged (player, notation) steps as JSON."""
    game = registry.load(game_id, **options)
    actions = [(player, game.parse_action(text)) for player, text in steps]
    return review(game, actions, seat, iters=iters, locale=locale).to_json()


class Coach:
    """Runs analyses and reviews in the agents' worker pool, one at a time per request."""

    def __init__(self, pool: WorkerPool, caps: Caps) -> None:
        self.pool = pool
        self.caps = caps

    def analysis(
        self, room: LiveRoom, seat: int | None, locale: str, iters: str | None, seconds: str | None
    ) -> dict[str, Any]:
        """The seat's analysis of the room's position (409 ``analysis-not-your-turn`` when it
        is not the seat's decision)."""
        who = check_open(room, seat)
        budget, limit = self.caps.budget(iters, seconds)
        with room.lock:
            m = room.master
            state, step, seed = m.state.clone(), len(m.log), m.seed
        if state.current_player() != who:
            player = state.current_player()
            say = msg("analysis-not-your-turn", player=Seat(player)) if player >= 0 else msg("status-over")
            raise ApiError(
                409, "analysis-not-your-turn", f"seat {who} is not to move", say=say, texts=m.game.texts()
            )
        game = m.game
        args = (game.id, game.options_dict(), state.to_json(), who, budget, limit, seed, locale, step)
        return self._run(Work((room.id, COACH_SEAT, "analysis"), analysis_job, args), limit)

    def review(self, room: LiveRoom, seat: int | None, locale: str, iters: str | None) -> dict[str, Any]:
        """The seat's review of a finished game (409 ``not-finished`` before the end): the
        iterations cap is shared by all its decisions (two searches each: the position and
        the one after the move played)."""
        who = check_open(room, seat)
        budget, _ = self.caps.budget(iters, None)
        with room.lock:
            m = room.master
            if not m.state.is_terminal():
                say = msg("server-review-not-finished")
                raise ApiError(409, "not-finished", "the review opens when the game is over", say=say)
            steps = [(s.player, s.text) for s in m.log]
        decisions = sum(1 for player, _ in steps if player == who) or 1
        each = max(1, min(budget, self.caps.max_iters // (2 * decisions)))
        game = m.game
        work = Work(
            (room.id, COACH_SEAT, "review"),
            review_job,
            (game.id, game.options_dict(), steps, who, each, locale),
        )
        return self._run(work, None, decisions)

    def _run(self, work: Work, seconds: float | None, searches: int = 1) -> dict[str, Any]:
        timeout = self.caps.timeout_s * max(1, searches) if seconds is None else seconds + self.caps.timeout_s
        try:
            answer = self.pool.think(work, timeout_s=timeout, cancelled=threading.Event())
        except ThinkError as exc:
            say = msg("server-analysis-unavailable")
            raise ApiError(
                409, "analysis-unavailable", f"the coach could not answer: {exc}", say=say
            ) from None
        if answer.error is not None:
            say = msg("server-analysis-unavailable")
            raise ApiError(
                409, "analysis-unavailable", f"the coach could not answer: {answer.error}", say=say
            )
        result: dict[str, Any] = answer.result
        return result
