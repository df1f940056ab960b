"""The conformance checks can fail: each broken variant of a fake game is caught.

``fakegame.HighCard`` is a correct game with chance and hidden information (which no
registered game may exercise yet); each mutant below breaks one rule of the contract and
the matching check must reject it.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import pytest

from arena.core import registry
from arena.core.errors import IllegalActionError, ReplayError
from arena.core.events import Event
from arena.core.game import Game

from . import harness
from .fakegame import BET, PASS, HighCard, HighCardState

SEEDS = range(8)


def variant(
    state_class: type[HighCardState] = HighCardState, base: type[HighCard] = HighCard, **info: Any
) -> HighCard:
    namespace: dict[str, Any] = {"state_class": state_class}
    if info:
        namespace["info"] = dataclasses.replace(HighCard.info, **info)
    return type(f"{base.__name__}_{state_class.__name__}", (base,), namespace)()


@pytest.fixture
def register(monkeypatch: pytest.MonkeyPatch) -> Callable[[Game[Any]], None]:
    """Register a game class for this test only (replay logs load games by id)."""
    monkeypatch.setattr(registry, "_classes", dict(registry._classes))
    return lambda game: registry.register(type(game))


# -- the correct game passes everything ------------------------------------------------------------
@pytest.mark.parametrize("seed", SEEDS)
def test_fake_game_passes_every_check(seed: int, register: Callable[[Game[Any]], None]) -> None:
    game = HighCard()
    register(game)
    stats = harness.check_game_playout(game, seed)
    assert stats.chance_steps == 2 and stats.steps == 4
    assert stats.hidden_redrawn
    record = harness.check_determinism(game, seed)
    harness.check_replay(game, record, random.Random(seed))


def test_fake_game_draws_cards_with_their_probabilities() -> None:
    game = HighCard()
    counts = [0, 0, 0]
    for seed in range(600):
        stats = harness.check_playout(game, seed, checked_steps=0)
        assert stats.final is not None
        counts[stats.final.to_json()["cards"][0]] += 1
    assert counts[0] > counts[1] > counts[2] > 0


# -- mutants: one broken rule each ---------------------------------------------------------------------
class LeakyView(HighCardState):
    def view(self, player: int | None) -> dict[str, Any]:
        return super().view(player) | {"cards": list(self.cards)}


class SpectatorSeesCards(HighCardState):
    def view(self, player: int | None) -> dict[str, Any]:
        return super().view(player) | ({"cards": list(self.cards)} if player is None else {})


class SharedClone(HighCardState):
    def clone(self) -> HighCardState:
        other = super().clone()
        other.moves = self.moves
        return other


class MutatesWhenRejecting(HighCardState):
    def apply(self, action: int, *, check: bool = True) -> list[Event]:
        if check and self.illegal_reason(action) is not None:
            self.moves.append(action)
        return super().apply(action, check=check)


class EmptyRule(HighCardState):
    def illegal_reason(self, action: int) -> IllegalActionError | None:
        error = super().illegal_reason(action)
        return error and IllegalActionError(error.message, reason=error.reason)


class LaxIllegalReason(HighCardState):
    def illegal_reason(self, action: int) -> IllegalActionError | None:
        return None if action in (PASS, BET) and not self.is_terminal() else super().illegal_reason(action)


class BadChance(HighCardState):
    def chance_outcomes(self) -> list[tuple[int, Fraction]]:
        return [(a, p if a != 2 else Fraction(1, 3)) for a, p in super().chance_outcomes()]


class FloatChance(HighCardState):
    def chance_outcomes(self) -> list[tuple[int, Fraction]]:
        return [(a, float(p)) for a, p in super().chance_outcomes()]  # type: ignore[misc]


class SkewedWeights(HighCardState):
    def chance_weights(self) -> list[tuple[int, int]]:
        return [(a, w + (1 if a == 2 else 0)) for a, w in super().chance_weights()]


class EarlyReturns(HighCardState):
    def returns(self) -> list[float]:
        return [0.5, -0.5] if self.moves and not self.is_terminal() else super().returns()


class NeverEnds(HighCardState):
    def current_player(self) -> int:
        return -1 if None in self.cards else len(self.moves) % 2


class LossyJson(HighCardState):
    def to_json(self) -> dict[str, Any]:
        return {"cards": list(self.cards), "moves": self.moves[:1]}


class NoRedraw(HighCardState):
    def resample_hidden(self, player: int, rng: random.Random) -> HighCardState:
        return self.clone()


class GlobalRandom(HighCardState):
    """Keeps a 'stake' drawn from the global random module: plays differ run to run."""

    def _apply(self, action: int) -> list[Event]:
        if action == BET:
            self.stake = random.randrange(1000)
        return super()._apply(action)

    def to_json(self) -> dict[str, Any]:
        return super().to_json() | {"stake": getattr(self, "stake", 0)}


class CollidingText(HighCard):
    def action_to_text(self, action: int) -> str:
        return "pass" if action == BET else super().action_to_text(action)


class IndexOutOfRange(HighCard):
    def action_to_index(self, action: int) -> int:
        return 7 if action == BET else action


class HashPrefixedText(HighCard):
    """Text notation that ``parse_action`` would read as an index."""

    def action_to_text(self, action: int) -> str:
        return f"#{super().action_to_text(action)}"

    def text_to_action(self, text: str) -> int:
        return super().text_to_action(text.removeprefix("#"))


MUTANTS = [
    pytest.param(variant(LeakyView), "view leaks", id="view-leaks-hidden-card"),
    pytest.param(variant(SpectatorSeesCards), "spectator view", id="spectator-sees-cards"),
    pytest.param(variant(SharedClone), "changed the original|changed its clone", id="clone-shares-state"),
    pytest.param(variant(MutatesWhenRejecting), "rejected action changed", id="rejection-mutates"),
    pytest.param(variant(EmptyRule), "rule is empty", id="error-without-rule"),
    pytest.param(variant(LaxIllegalReason), "is None but it is not legal", id="lax-illegal-reason"),
    pytest.param(variant(BadChance), "sum to", id="probabilities-not-summing-to-1"),
    pytest.param(variant(FloatChance), "must be Fractions", id="float-probabilities"),
    pytest.param(variant(SkewedWeights), "not proportional", id="weights-disagreeing-with-probabilities"),
    pytest.param(variant(EarlyReturns), "before the end", id="returns-before-the-end"),
    pytest.param(variant(NeverEnds), "not terminal", id="never-ends"),
    pytest.param(variant(LossyJson), "JSON round trip|reloaded", id="lossy-json"),
    pytest.param(variant(NoRedraw), "never redrew", id="resample-redraws-nothing"),
    pytest.param(variant(HighCardState, chance=False), "declares no chance", id="undeclared-chance"),
    pytest.param(
        variant(HighCardState, hidden_information=False), "perfect-information", id="undeclared-hidden"
    ),
    pytest.param(variant(GlobalRandom), "diverge", id="global-random"),
    pytest.param(variant(base=CollidingText), "share a text|text_to_action", id="colliding-texts"),
    pytest.param(variant(base=IndexOutOfRange), "outside", id="index-out-of-range"),
    pytest.param(variant(base=HashPrefixedText), "parse_action", id="text-looks-like-index"),
]


@pytest.mark.parametrize(("game", "message"), MUTANTS)
def test_playout_checks_catch_mutant(game: HighCard, message: str) -> None:
    with pytest.raises(AssertionError, match=message):
        for seed in SEEDS:
            harness.check_game_playout(game, seed, max_steps=60)


def test_determinism_check_catches_global_random(register: Callable[[Game[Any]], None]) -> None:
    game = variant(GlobalRandom)
    register(game)
    with pytest.raises(AssertionError, match="same seed, different game"):
        for seed in SEEDS:
            harness.check_determinism(game, seed)


def test_replay_check_catches_desync(register: Callable[[Game[Any]], None]) -> None:
    game = variant(GlobalRandom)
    register(game)
    with pytest.raises(ReplayError, match="state hash differs"):
        for seed in SEEDS:
            harness.check_replay(game, harness.play(game, seed), random.Random(seed))


def test_replay_check_catches_accepted_tampering(
    register: Callable[[Game[Any]], None], monkeypatch: pytest.MonkeyPatch
) -> None:
    game = HighCard()
    register(game)
    record = harness.play(game, 0)
    strict = harness.replay_lines

    def lenient(lines: list[str]) -> Any:
        """A replayer that swallows every error."""
        try:
            return strict(lines)
        except ReplayError:
            return game.new_initial_state(), []

    monkeypatch.setattr(harness, "replay_lines", lenient)
    with pytest.raises(pytest.fail.Exception, match="DID NOT RAISE"):
        harness.check_replay(game, record, random.Random(0))
