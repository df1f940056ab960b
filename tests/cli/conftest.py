"""Fixtures for the CLI tests: a runner and a tiny dice game with chance and hidden events.

The dice game is registered only for the duration of a test (``monkeypatch``), so it never
leaks into other suites that iterate over the registry.
"""

from __future__ import annotations

import copy
from fractions import Fraction
from typing import Any, ClassVar

import pytest
from typer.testing import CliRunner

from arena.core import registry
from arena.core.errors import IllegalActionError, NotationError
from arena.core.events import Event
from arena.core.game import Game, GameInfo, Options
from arena.core.state import CHANCE, TERMINAL, State

ADD, SKIP = 6, 7


class DiceOptions(Options):
    rounds: int = 3
    crash_on_six: bool = False


class DiceGame(Game[int]):
    """Each turn a die is rolled (chance), then its player adds it to their total or skips."""

    info: ClassVar[GameInfo] = GameInfo(
        id="cli-dice",
        names={"en": "CLI dice", "fr": "Dés", "zh": "骰子"},
        min_players=2,
        max_players=2,
        version="1",
        chance=True,
        hidden_information=True,
    )
    options_model = DiceOptions

    @classmethod
    def bench_config(cls) -> dict[str, Any]:
        return {"rounds": 2}

    def new_initial_state(self) -> DiceState:
        return DiceState(self)

    def state_from_json(self, data: dict[str, Any]) -> DiceState:
        state = DiceState(self)
        state.totals, state.turn = list(data["totals"]), data["turn"]
        state.pending, state.decisions = data["pending"], data["decisions"]
        return state

    def num_distinct_actions(self) -> int:
        return 8

    def action_to_index(self, action: int) -> int:
        return action

    def index_to_action(self, index: int) -> int:
        self.check_index(index)
        return index

    def action_to_text(self, action: int) -> str:
        return f"roll {action + 1}" if action < ADD else ("add" if action == ADD else "skip")

    def text_to_action(self, text: str) -> int:
        t = text.strip().lower()
        if t in ("add", "skip"):
            return ADD if t == "add" else SKIP
        if t.startswith("roll ") and t[5:] in "123456" and len(t) == 6:
            return int(t[5:]) - 1
        raise NotationError(f"not a dice action: {text!r}")


class DiceState(State[int]):
    def __init__(self, game: DiceGame) -> None:
        self.game = game
        self.totals = [0, 0]
        self.turn = 0
        self.pending: int | None = None
        self.decisions = 0

    @property
    def options(self) -> DiceOptions:
        assert isinstance(self.game.options, DiceOptions)
        return self.game.options

    def current_player(self) -> int:
        if self.decisions >= 2 * self.options.rounds:
            return TERMINAL
        return CHANCE if self.pending is None else self.turn

    def legal_actions(self) -> list[int]:
        player = self.current_player()
        if player == TERMINAL:
            return []
        return list(range(6)) if player == CHANCE else [ADD, SKIP]

    def chance_outcomes(self) -> list[tuple[int, Fraction]]:
        return [(a, Fraction(1, 6)) for a in range(6)] if self.is_chance_node() else []

    def illegal_reason(self, action: int) -> IllegalActionError | None:
        if action in self.legal_actions():
            return None
        text = self.game.action_to_text(action) if 0 <= action < 8 else repr(action)
        return IllegalActionError(f"{text} is not allowed now", reason="wrong-phase", rule="dice 1")

    def _apply(self, action: int) -> list[Event]:
        if self.pending is None:
            self.pending = action + 1
            if self.options.crash_on_six and self.pending == 6:
                raise RuntimeError("boom: rolled a six")
            return [
                Event("roll", {"value": self.pending}, text=f"seat {self.turn} rolls {self.pending}"),
                Event(
                    "secret",
                    {"note": "for the roller"},
                    visible_to=frozenset({self.turn}),
                    redacted={"note": "hidden"},
                ),
            ]
        if action == ADD:
            self.totals[self.turn] += self.pending
        self.pending, self.decisions, self.turn = None, self.decisions + 1, 1 - self.turn
        return [Event("total", {"totals": self.totals[:]})]

    def returns(self) -> list[float]:
        if not self.is_terminal() or self.totals[0] == self.totals[1]:
            return [0.0, 0.0]
        return [1.0, -1.0] if self.totals[0] > self.totals[1] else [-1.0, 1.0]

    def clone(self) -> DiceState:
        other = copy.copy(self)
        other.totals = self.totals[:]
        return other

    def view(self, player: int | None) -> dict[str, Any]:
        return self.to_json()

    def to_json(self) -> dict[str, Any]:
        return {
            "totals": self.totals[:],
            "turn": self.turn,
            "pending": self.pending,
            "decisions": self.decisions,
        }


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


@pytest.fixture
def dice(monkeypatch: pytest.MonkeyPatch) -> type[DiceGame]:
    """``cli-dice`` registered for this test only."""
    monkeypatch.setitem(registry._classes, "cli-dice", DiceGame)
    return DiceGame
