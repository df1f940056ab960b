"""The engine soak behind ``arena fuzz``: seeded random legal actions, checked as they go.

:func:`run_soak` plays random games of a game's sample configurations (``sample_configs()``,
the ones the conformance suite plays), round-robin, restarting a new game as each ends,
until ``actions`` actions (chance outcomes included) have been applied. Along the way it
runs the rules' contract (:mod:`arena.core.contract`):

* every step: whose turn it is and the returns (well-formed at the end), the chance
  distribution (exact, summing to 1), every legal action through its index and its text,
  and the game's own ``invariant_errors(state)`` hook where it has one;
* at a sampled rate (:class:`SoakRates`): the JSON round trip (the game then plays on from
  the reloaded state, as the server does), the views of every seat and the spectator with
  ``resample_hidden`` draws, and rejected actions — random indices of the action space and
  malformed notation that must be refused with a typed error leaving the state unchanged.

The same (game, seed, actions, configurations, rates) gives the same run: game ``i`` plays
configuration ``i mod len(configs)``, and the ``k``-th game of configuration ``name`` draws
from generators seeded ``derive_seed(seed, name, k, ...)`` — so soaking that configuration
alone plays its games again, and a failure says how many of its actions lead to it.
A failure ends its game (the soak goes on with the next) and keeps the actions that led to
it, so the caller can write a replay log. No I/O here: ``progress`` is the only callback.
"""

from __future__ import annotations

import random
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from arena.core import contract, registry
from arena.core.chance import sample_weighted
from arena.core.errors import OptionsError
from arena.core.game import Game
from arena.core.match import GameRecord, Step, derive_seed
from arena.core.state import CHANCE, State


@dataclass(frozen=True)
class SoakRates:
    """How often the costlier checks run (probabilities per step, drawn from the game's check
    generator) and how much each does. The defaults keep the checks at a few times the cost
    of playing, so a million actions of the slowest game run in under an hour on one core."""

    roundtrip: float = 0.05
    """JSON round trip (``state_from_json(to_json)`` equals the state; play goes on from it)."""
    views: float = 0.02
    """Views of every seat and the spectator, and ``resample_hidden`` keeping them."""
    resamples: int = 1
    """``resample_hidden`` draws per seat at a views step."""
    rejections: float = 0.05
    """Rejected-action probes at a decision node."""
    probes: int = 4
    """Random action indices tried at a probed step (the legal ones among them are skipped)."""
    malformed: int = 2
    """Malformed notations tried at a probed step."""


@dataclass
class ConfigStats:
    """What one sample configuration played."""

    name: str
    options: dict[str, Any]
    games: int = 0
    finished: int = 0
    actions: int = 0
    chance: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "options": self.options,
            "games": self.games,
            "finished": self.finished,
            "actions": self.actions,
            "chance": self.chance,
        }


@dataclass
class SoakFailure:
    """A broken invariant or an exception, where it happened and how to get there again."""

    config: str
    options: dict[str, Any]
    game_index: int
    config_game: int
    """The game's number among its configuration's games (0-based)."""
    game_seed: int
    config_actions: int
    """The actions a soak of this configuration alone plays up to the failure (its
    ``--actions`` to see it again)."""
    step: int
    stage: str
    """``new game``, ``checks`` (of the state after ``step`` actions), ``rejections``,
    ``choose`` or ``apply`` (of ``action``)."""
    action: str | None
    """The notation of the action being applied (``apply``), else of the last one applied."""
    error: str
    message: str
    traceback: list[str]
    record: GameRecord
    """The game's actions up to the failing state (``arena replay`` replays them)."""

    def to_json(self) -> dict[str, Any]:
        return {
            "config": self.config,
            "options": self.options,
            "game_index": self.game_index,
            "config_game": self.config_game,
            "game_seed": self.game_seed,
            "config_actions": self.config_actions,
            "step": self.step,
            "stage": self.stage,
            "action": self.action,
            "error": self.error,
            "message": self.message,
            "traceback": self.traceback,
        }


@dataclass
class SoakReport:
    """The soak's figures (the progress callback gets the same object, partly filled)."""

    game: str
    seed: int
    target: int
    rates: SoakRates
    configs: list[ConfigStats]
    games: int = 0
    actions: int = 0
    chance: int = 0
    rejections: int = 0
    """Rejected-action checks: illegal indices and malformed notations tried."""
    checks: dict[str, int] = field(default_factory=dict)
    """Invariant checks run, by kind."""
    failures: list[SoakFailure] = field(default_factory=list)
    elapsed_s: float = 0.0
    timed_out: bool = False
    """Stopped by the time limit before ``target`` actions."""

    @property
    def invariant_checks(self) -> int:
        return sum(self.checks.values())

    @property
    def actions_per_s(self) -> float:
        return self.actions / self.elapsed_s if self.elapsed_s > 0 else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seed": self.seed,
            "target_actions": self.target,
            "timed_out": self.timed_out,
            "rates": {k: getattr(self.rates, k) for k in self.rates.__dataclass_fields__},
            "configs": [c.to_json() for c in self.configs],
            "games": self.games,
            "actions": self.actions,
            "chance_actions": self.chance,
            "elapsed_s": round(self.elapsed_s, 3),
            "actions_per_s": round(self.actions_per_s, 1),
            "rejected_action_checks": self.rejections,
            "invariant_checks": self.invariant_checks,
            "checks": dict(sorted(self.checks.items())),
            "failures": [f.to_json() for f in self.failures],
        }


Progress = Callable[[SoakReport], None]


def sample_games(game_id: str, config: str | None = None) -> list[tuple[str, Game[Any]]]:
    """``(name, configured game)`` for each sample configuration of ``game_id`` (names from
    :func:`arena.core.contract.config_name`), or only the one ``config`` names (its name, its
    full id ``<game>-<name>``, or its 0-based position)."""
    cls = registry.game_class(game_id)
    named = [(contract.config_name(dict(o)), dict(o)) for o in cls.sample_configs()]
    if config is not None:
        names = [n for n, _ in named]
        wanted = config.removeprefix(f"{cls.info.id}-")
        if config.isdigit() and int(config) < len(named):
            named = [named[int(config)]]
        elif wanted in names:
            named = [named[names.index(wanted)]]
        else:
            raise OptionsError(
                f"no sample configuration {config!r} of {cls.info.id}; known: {', '.join(names)}",
                reason="bad-option",
            )
    return [(name, cls(**options)) for name, options in named]


class _Soak:
    """One run's mutable state; :func:`run_soak` is the interface."""

    def __init__(
        self,
        game_id: str,
        configs: list[tuple[str, Game[Any]]],
        seed: int,
        target: int,
        rates: SoakRates,
        max_steps: int,
    ) -> None:
        self.configs = configs
        self.seed, self.rates, self.max_steps = seed, rates, max_steps
        stats = [ConfigStats(name, g.options_dict()) for name, g in configs]
        self.report = SoakReport(game_id, seed, target, rates, stats)

    def count(self, kind: str) -> None:
        checks = self.report.checks
        checks[kind] = checks.get(kind, 0) + 1

    def check_state(self, game: Game[Any], state: State[Any], rng: random.Random) -> State[Any]:
        """The per-step checks, and the sampled ones; returns the state to play on from."""
        legal = state.legal_actions()
        contract.check_turn_and_returns(game, state, legal)
        contract.check_chance(game, state, legal)
        contract.check_codecs(game, legal)
        self.count("turn_and_returns")
        self.count("codecs")
        if state.current_player() == CHANCE:
            self.count("chance")
        if contract.check_game_invariants(game, state):
            self.count("game_invariants")
        if rng.random() < self.rates.views:
            contract.check_views(game, state, legal, rng, resamples=self.rates.resamples)
            self.count("views")
        if rng.random() < self.rates.roundtrip:
            state = contract.check_roundtrip(game, state, legal)
            self.count("json_roundtrip")
        return state

    def reject(self, game: Game[Any], state: State[Any], rng: random.Random) -> None:
        legal = state.legal_actions()
        tried = contract.check_illegal(game, state, legal, rng, probes=self.rates.probes, legal_probes=1)
        tried += contract.check_malformed(game, state, legal, rng, count=self.rates.malformed)
        self.report.rejections += tried

    def play(self, index: int, tick: Callable[[], None]) -> None:
        """Game ``index``: played until it ends, fails, or the soak's budget is spent
        (``tick`` runs after each action: progress and the time limit)."""
        report = self.report
        name, game = self.configs[index % len(self.configs)]
        stats = report.configs[index % len(self.configs)]
        number, before = stats.games, stats.actions
        game_seed = derive_seed(self.seed, name, number)
        play_rng = random.Random(derive_seed(game_seed, "play"))
        check_rng = random.Random(derive_seed(game_seed, "check"))
        history: list[tuple[int, Any]] = []
        stats.games += 1
        report.games += 1
        stage, action, step = "new game", None, 0
        try:
            state = game.new_initial_state()
            while True:
                stage = "checks"
                state = self.check_state(game, state, check_rng)
                if state.is_terminal():
                    stats.finished += 1
                    return
                if report.actions >= report.target or report.timed_out:
                    return
                if step >= self.max_steps:
                    raise contract.ContractError(f"not terminal after {self.max_steps} steps")
                player = state.current_player()
                if player != CHANCE and check_rng.random() < self.rates.rejections:
                    stage = "rejections"
                    self.reject(game, state, check_rng)
                stage = "choose"
                if player == CHANCE:
                    action = sample_weighted(state.chance_weights(), play_rng)
                else:
                    legal = state.legal_actions()
                    action = legal[play_rng.randrange(len(legal))]
                stage = "apply"
                state.apply(action)
                history.append((player, action))
                step += 1
                report.actions += 1
                stats.actions += 1
                if player == CHANCE:
                    report.chance += 1
                    stats.chance += 1
                tick()
        except Exception as exc:  # every failure is recorded; the soak goes on
            if stage != "apply":
                action = history[-1][1] if history else None
            failure = self.failure(name, game, (index, number, before), game_seed, step, stage, action, exc)
            failure.record.steps = [Step(p, a, _text(game, a), _index(game, a)) for p, a in history]
            report.failures.append(failure)

    def failure(
        self,
        name: str,
        game: Game[Any],
        where: tuple[int, int, int],
        game_seed: int,
        step: int,
        stage: str,
        action: Any,
        exc: BaseException,
    ) -> SoakFailure:
        """``where``: the game's index, its number in its configuration, and the actions that
        configuration played before it."""
        index, number, before = where
        return SoakFailure(
            config=name,
            options=game.options_dict(),
            game_index=index,
            config_game=number,
            game_seed=game_seed,
            config_actions=before + step + 1,
            step=step,
            stage=stage,
            action=None if action is None else _text(game, action),
            error=type(exc).__name__,
            message=str(exc),
            traceback=traceback.format_exception(exc)[-12:],
            record=GameRecord(game.id, game.options_dict(), game_seed),
        )


def _text(game: Game[Any], action: Any) -> str:
    try:
        return game.action_to_text(action)
    except Exception:  # a failure report must not fail: the notation may be what broke
        return repr(action)


def _index(game: Game[Any], action: Any) -> int:
    try:
        return game.action_to_index(action)
    except Exception:
        return -1


def run_soak(
    game_id: str,
    configs: list[tuple[str, Game[Any]]],
    *,
    actions: int,
    seed: int = 0,
    rates: SoakRates | None = None,
    max_steps: int = 20_000,
    max_failures: int = 10,
    max_seconds: float | None = None,
    progress: Progress | None = None,
    progress_every_s: float = 3.0,
) -> SoakReport:
    """Soak ``configs`` (from :func:`sample_games`) for ``actions`` actions; stops early after
    ``max_failures`` failures, or once ``max_seconds`` have passed (``timed_out`` is then
    set). ``progress`` gets the report every ``progress_every_s``."""
    if not configs:
        raise OptionsError("no configuration to soak", reason="bad-option")
    if max_failures < 1:
        raise OptionsError("max_failures must be at least 1", reason="bad-option")
    soak = _Soak(game_id, configs, seed, actions, rates or SoakRates(), max_steps)
    report = soak.report
    start = time.perf_counter()
    last = [start]

    def tick() -> None:
        if report.actions % 64 == 0 and (progress is not None or max_seconds is not None):
            now = time.perf_counter()
            if max_seconds is not None and now - start >= max_seconds:
                report.timed_out = True  # the current game stops at its next step
            if progress is not None and now - last[0] >= progress_every_s:
                last[0] = now
                report.elapsed_s = now - start
                progress(report)

    index = 0
    while report.actions < actions and not report.timed_out and len(report.failures) < max_failures:
        soak.play(index, tick)
        index += 1
    report.elapsed_s = time.perf_counter() - start
    return report
