"""``arena.core.driver``: seeds, records and ``play_game``."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any, ClassVar

import pytest

from arena.ai.random_agent import RandomAgent
from arena.core import registry
from arena.core.agent import Observation
from arena.core.driver import GameRecord, Step, derive_seed, play_game
from arena.core.errors import IllegalActionError, NotationError, StateFormatError
from arena.core.events import Event
from arena.core.game import Game, GameInfo
from arena.core.state import CHANCE, TERMINAL, State


# -- a tiny game with chance: roll a die, then each player says a number; highest sum wins ----
class RollGame(Game[int]):
    """Chance rolls 1..3 (1/2, 1/3, 1/6) for player 0, who then picks 0..2; player 1 picks 0..2."""

    info: ClassVar[GameInfo] = GameInfo(
        id="roll", names={"en": "Roll"}, min_players=2, max_players=2, version="1", chance=True
    )

    def new_initial_state(self) -> RollState:
        return RollState(self)

    def state_from_json(self, data: dict[str, Any]) -> RollState:
        if not isinstance(data.get("history"), list):
            raise StateFormatError("roll needs a history")
        state = RollState(self)
        state.history = list(data["history"])
        return state

    def num_distinct_actions(self) -> int:
        return 6  # 0..2 picks, 3..5 rolls 1..3

    def action_to_index(self, action: int) -> int:
        return action

    def index_to_action(self, index: int) -> int:
        self.check_index(index)
        return index

    def action_to_text(self, action: int) -> str:
        return f"roll{action - 2}" if action >= 3 else f"pick{action}"

    def text_to_action(self, text: str) -> int:
        for a in range(6):
            if self.action_to_text(a) == text:
                return a
        raise NotationError(f"bad roll text {text!r}")


class RollState(State[int]):
    def __init__(self, game: RollGame) -> None:
        self.game = game
        self.history: list[int] = []

    def current_player(self) -> int:
        return [CHANCE, 0, 1, TERMINAL][len(self.history)]

    def chance_outcomes(self) -> list[tuple[int, Fraction]]:
        if not self.history:
            return [(3, Fraction(1, 2)), (4, Fraction(1, 3)), (5, Fraction(1, 6))]
        return []

    def legal_actions(self) -> list[int]:
        if self.is_chance_node():
            return [3, 4, 5]
        return [] if self.is_terminal() else [0, 1, 2]

    def illegal_reason(self, action: int) -> IllegalActionError | None:
        if action in self.legal_actions():
            return None
        return IllegalActionError(f"{action} not legal", rule="roll")

    def _apply(self, action: int) -> list[Event]:
        self.history.append(action)
        return [Event("act", {"a": action})]

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0, 0.0]
        roll, a, b = self.history
        mine = roll - 2 + a
        return [0.0, 0.0] if mine == b else ([1.0, -1.0] if mine > b else [-1.0, 1.0])

    def clone(self) -> RollState:
        other = RollState(self.game)  # type: ignore[arg-type]
        other.history = list(self.history)
        return other

    def view(self, player: int | None) -> dict[str, Any]:
        return self.to_json()

    def to_json(self) -> dict[str, Any]:
        return {"history": list(self.history)}


class Spy:
    """An agent that records what it was shown and always plays the first legal action."""

    name = "spy"

    def __init__(self) -> None:
        self.seen: list[tuple[int, list[Any]]] = []

    def act(self, obs: Observation[Any], rng: random.Random) -> Any:
        self.seen.append((obs.player, list(obs.legal_actions)))
        return obs.legal_actions[0]


class Cheat:
    name = "cheat"

    def act(self, obs: Observation[Any], rng: random.Random) -> Any:
        return 4  # a die roll, never a player's action


# -- derive_seed ----------------------------------------------------------------------------
def test_derive_seed_is_stable_across_processes() -> None:
    # Values computed once; they must not depend on PYTHONHASHSEED or the platform.
    assert derive_seed(0, "chance") == 6174118228674873551
    assert derive_seed(42, "seat", 1) == 15077922170289008791


def test_derive_seed_deterministic_and_in_64_bits() -> None:
    for seed in range(50):
        value = derive_seed(seed, "seat", 3)
        assert value == derive_seed(seed, "seat", 3)
        assert 0 <= value < 2**64


def test_derive_seed_distinct() -> None:
    values = {
        derive_seed(seed, *parts)
        for seed in range(500)
        for parts in [("chance",), ("seat", 0), ("seat", 1), ("seat", 2), ()]
    }
    assert len(values) == 500 * 5
    assert derive_seed(1, "a", "b") != derive_seed(1, "b", "a")
    assert derive_seed(-1, "chance") != derive_seed(1, "chance")


# -- GameRecord --------------------------------------------------------------------------------
def test_num_actions_excludes_chance_steps() -> None:
    record = GameRecord("roll", {}, 0)
    record.steps = [Step(CHANCE, 4, "roll2", 4), Step(0, 1, "pick1", 1), Step(CHANCE, 3, "roll1", 3)]
    assert record.num_actions == 1
    record.steps.append(Step(1, 0, "pick0", 0))
    assert record.num_actions == 2
    assert GameRecord("roll", {}, 0).num_actions == 0


def test_winners_without_final_state() -> None:
    assert GameRecord("roll", {}, 0).winners() == []


# -- play_game -----------------------------------------------------------------------------------
def test_play_game_with_chance() -> None:
    game = RollGame()
    record = play_game(game, [RandomAgent(), RandomAgent()], seed=3)
    assert record.terminal
    assert [s.player for s in record.steps] == [CHANCE, 0, 1]
    assert record.num_actions == 2
    assert len(record.steps) == 3
    assert record.final_state is not None and record.final_state.is_terminal()
    assert record.returns == record.final_state.returns()
    assert record.winners() == record.final_state.winners()
    assert (record.game_id, record.options, record.seed) == ("roll", {}, 3)
    for step in record.steps:
        assert step.text == game.action_to_text(step.action)
        assert step.index == game.action_to_index(step.action)


def test_play_game_chance_follows_the_probabilities() -> None:
    game = RollGame()
    rolls = [play_game(game, [Spy(), Spy()], seed).steps[0].action for seed in range(1200)]
    counts = [rolls.count(a) for a in (3, 4, 5)]
    # expected 600 / 400 / 200; chi-square with 2 degrees of freedom < 13.82 (p = 0.001)
    chi2 = sum((c - e) ** 2 / e for c, e in zip(counts, (600, 400, 200), strict=True))
    assert chi2 < 13.82, counts


def test_play_game_asks_each_seat_its_own_agent() -> None:
    spies = [Spy(), Spy()]
    record = play_game(RollGame(), spies, seed=0)
    assert spies[0].seen == [(0, [0, 1, 2])]
    assert spies[1].seen == [(1, [0, 1, 2])]
    assert [s.action for s in record.steps[1:]] == [0, 0]


def test_same_seed_same_game_and_seeds_matter() -> None:
    game = registry.load("tictactoe")
    agents = [RandomAgent(), RandomAgent()]

    def texts(seed: int) -> list[str]:
        return [s.text for s in play_game(game, agents, seed).steps]

    assert texts(5) == texts(5)
    assert len({tuple(texts(seed)) for seed in range(20)}) > 10


def test_max_steps_stops_early() -> None:
    record = play_game(registry.load("tictactoe"), [RandomAgent()] * 2, seed=1, max_steps=3)
    assert len(record.steps) == 3
    assert not record.terminal
    assert record.returns == [0.0, 0.0]
    assert record.final_state is not None and not record.final_state.is_terminal()


def test_on_step_sees_the_state_after_each_step() -> None:
    seen: list[tuple[int, str, int, list[str]]] = []

    def on_step(state: State[Any], step: Step, events: list[Event]) -> None:
        seen.append((len(state.to_json()["history"]), step.text, step.player, [e.kind for e in events]))

    record = play_game(RollGame(), [Spy(), Spy()], seed=0, on_step=on_step)
    assert [s[0] for s in seen] == [1, 2, 3]
    assert [s[1] for s in seen] == [s.text for s in record.steps]
    assert all(s[3] == ["act"] for s in seen)


def test_checked_play_rejects_an_illegal_agent_move() -> None:
    with pytest.raises(IllegalActionError):
        play_game(RollGame(), [Cheat(), Cheat()], seed=0, check=True)


@pytest.mark.parametrize("count", [1, 3])
def test_one_agent_per_seat(count: int) -> None:
    with pytest.raises(ValueError, match="needs 2 agents"):
        play_game(RollGame(), [Spy() for _ in range(count)], seed=0)


def test_derive_seed_separates_its_parts() -> None:
    assert derive_seed(1, "a:b") != derive_seed(1, "a", "b")
    assert derive_seed(5, 2) != derive_seed(5, "2")
