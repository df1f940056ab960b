"""The engine soak (``arena.core.soak``): it catches planted bugs in a small fake game, says
where, is reproducible by seed and bounded; and every registered game soaks clean."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from arena.core import registry
from arena.core.contract import snapshot
from arena.core.errors import NotationError, OptionsError
from arena.core.events import Event
from arena.core.game import Game
from arena.core.soak import SoakRates, SoakReport, run_soak, sample_games
from arena.core.state import State
from tests.conformance.fakegame import BET, PASS, HighCard, HighCardState

EVERYTHING = SoakRates(roundtrip=1.0, views=1.0, rejections=1.0, resamples=2, probes=5, malformed=3)
"""Every sampled check at every step (the fake game is tiny)."""


def soak(game: Game[Any], actions: int = 400, seed: int = 0, **kw: Any) -> SoakReport:
    return run_soak(game.id, [("default", game)], actions=actions, seed=seed, **kw)


def variant(state_class: type[HighCardState] = HighCardState, base: type[HighCard] = HighCard) -> HighCard:
    return type(f"{base.__name__}_{state_class.__name__}", (base,), {"state_class": state_class})()


def replayed(game: Game[Any], report: SoakReport) -> State[Any]:
    """The state the first failure's recorded actions lead to."""
    state = game.new_initial_state()
    for step in report.failures[0].record.steps:
        assert game.parse_action(step.text) == step.action
        state.apply(step.action)
    return state


def without_timing(report: SoakReport) -> dict[str, Any]:
    data = report.to_json()
    del data["elapsed_s"], data["actions_per_s"]
    return data


# -- a correct game -----------------------------------------------------------------------------------
def test_a_correct_game_soaks_clean_with_every_check() -> None:
    report = soak(HighCard(), rates=EVERYTHING)
    assert report.failures == []
    assert report.actions == 400
    assert report.games == 100 and report.configs[0].finished == 100  # 4 actions a game
    assert report.chance == 200
    assert set(report.checks) == {"turn_and_returns", "chance", "codecs", "views", "json_roundtrip"}
    assert report.checks["turn_and_returns"] == 500  # every state, terminal ones included
    assert report.checks["json_roundtrip"] == 500
    assert report.rejections > 0 and report.invariant_checks > 2000


def test_same_seed_same_run_and_another_seed_another() -> None:
    game = HighCard()
    first, again = soak(game, seed=7, rates=EVERYTHING), soak(game, seed=7, rates=EVERYTHING)
    assert without_timing(first) == without_timing(again)
    assert without_timing(soak(game, seed=8, rates=EVERYTHING)) != without_timing(first)


def test_stops_at_the_budget_and_goes_round_robin() -> None:
    a, b = HighCard(), HighCard()
    report = run_soak("highcard", [("a", a), ("b", b)], actions=10, seed=1)
    assert report.actions == 10
    assert [(c.name, c.games, c.finished, c.actions) for c in report.configs] == [
        ("a", 2, 1, 6),
        ("b", 1, 1, 4),
    ]
    assert report.games == 3 and not report.timed_out
    timed = run_soak("highcard", [("a", a)], actions=10_000, max_seconds=0.0)
    assert timed.timed_out and timed.actions == 64 and timed.target == 10_000  # checked every 64 actions


def test_progress_is_reported() -> None:
    seen: list[int] = []
    run_soak("highcard", [("default", HighCard())], actions=200, progress=lambda r: seen.append(r.actions),
             progress_every_s=0.0)  # fmt: skip
    assert seen and seen == sorted(seen) and all(n % 64 == 0 for n in seen)


# -- planted bugs -------------------------------------------------------------------------------------
class BrokenInvariant(HighCard):
    """The game's own hook finds a problem once player 0 has bet."""

    def invariant_errors(self, state: State[Any]) -> list[str]:
        assert isinstance(state, HighCardState)
        return ["planted: player 0 bet"] if state.moves[:1] == [BET] else []


def test_a_broken_game_invariant_is_reported_with_how_to_get_there() -> None:
    game = BrokenInvariant()
    report = soak(game, seed=3)
    assert report.failures, "the planted invariant was not caught"
    failure = report.failures[0]
    assert failure.stage == "checks" and failure.error == "ContractError"
    assert "planted: player 0 bet" in failure.message
    assert failure.step == 3 and failure.action == "bet"  # 2 deals, then the bet that broke it
    assert failure.config == "default" and failure.options == {}
    assert [s.text for s in failure.record.steps][-1] == "bet"
    assert replayed(game, report).moves == [BET]
    assert report.checks["game_invariants"] > 0
    assert len(report.failures) == 10  # max_failures: the soak stops there
    assert soak(game, seed=3).failures[0].to_json() == failure.to_json()


class MutatesWhenRejecting(HighCardState):
    def apply(self, action: int, *, check: bool = True) -> list[Event]:
        if check and self.illegal_reason(action) is not None:
            self.moves.append(action)
        return super().apply(action, check=check)


def test_a_rejection_that_changes_the_state_is_reported() -> None:
    game = variant(MutatesWhenRejecting)
    report = soak(game, rates=SoakRates(rejections=1.0))
    failure = report.failures[0]
    assert failure.stage == "rejections"
    assert "a rejected action changed the state" in failure.message
    assert failure.step == 2 and failure.action in ("c0", "c1", "c2")  # the last deal
    state = replayed(game, report)
    assert state.current_player() == 0 and state.moves == []


class LaxRefusal(HighCardState):
    """Accepts a deal at a decision node (illegal_reason says nothing)."""

    def illegal_reason(self, action: int) -> Any:
        return None if action == 0 and not self.is_chance_node() else super().illegal_reason(action)


def test_an_accepted_illegal_action_is_reported() -> None:
    report = soak(variant(LaxRefusal), rates=SoakRates(rejections=1.0, probes=5))
    assert report.failures[0].stage == "rejections"
    assert "is None but it is not legal" in report.failures[0].message


class SloppyParser(HighCard):
    def text_to_action(self, text: str) -> int:
        if text.startswith(("pass", "bet")) and text not in ("pass", "bet"):
            raise ValueError(f"cannot read {text!r}")  # not an ArenaError
        return super().text_to_action(text)


def test_malformed_notation_must_raise_a_typed_error() -> None:
    report = soak(variant(base=SloppyParser), rates=SoakRates(rejections=1.0, malformed=4))
    failure = report.failures[0]
    assert failure.stage == "rejections"
    assert "raised ValueError" in failure.message and "expected an ArenaError" in failure.message


def test_malformed_notation_refused_with_notation_errors_passes() -> None:
    game = HighCard()
    state = game.new_initial_state()
    rng = random.Random(0)
    from arena.core.contract import check_malformed, malformed_texts

    texts = malformed_texts(game, state.legal_actions(), rng, 50)
    assert len(set(texts)) > 10
    for text in texts:
        if text.strip() not in ("c0", "c1", "c2", "pass", "bet"):
            with pytest.raises(NotationError):
                game.parse_action(text)
    before = snapshot(state)
    assert check_malformed(game, state, state.legal_actions(), rng, count=20) == 20
    assert snapshot(state) == before


class CrashOnBet(HighCardState):
    def _apply(self, action: int) -> list[Event]:
        if action == BET and self.moves == [PASS]:
            raise RuntimeError("planted crash")
        return super()._apply(action)


def test_an_exception_while_applying_names_the_action() -> None:
    report = soak(variant(CrashOnBet))
    failure = report.failures[0]
    assert (failure.stage, failure.error, failure.message) == ("apply", "RuntimeError", "planted crash")
    assert failure.action == "bet" and failure.step == 3
    assert [s.text for s in failure.record.steps][-1] == "pass"  # the log stops before the crash
    assert any("planted crash" in line for line in failure.traceback)


class LossyJson(HighCardState):
    def to_json(self) -> dict[str, Any]:
        return {"cards": list(self.cards), "moves": self.moves[:1]}


class LeakyView(HighCardState):
    def view(self, player: int | None) -> dict[str, Any]:
        return super().view(player) | {"cards": list(self.cards)}


class NeverEnds(HighCardState):
    def current_player(self) -> int:
        return -1 if None in self.cards else len(self.moves) % 2


@pytest.mark.parametrize(
    ("state_class", "rates", "message"),
    [
        (LossyJson, SoakRates(roundtrip=1.0), "JSON round trip"),
        (LeakyView, SoakRates(views=1.0), "view leaks"),
        (NeverEnds, SoakRates(), "not terminal after 50 steps"),
    ],
)
def test_sampled_checks_catch_their_bug(
    state_class: type[HighCardState], rates: SoakRates, message: str
) -> None:
    report = soak(variant(state_class), rates=rates, max_steps=50)
    assert report.failures and message in report.failures[0].message


def test_a_rate_of_zero_skips_the_sampled_checks() -> None:
    report = soak(variant(LossyJson), rates=SoakRates(roundtrip=0.0, views=0.0, rejections=0.0))
    assert report.failures == []
    assert "json_roundtrip" not in report.checks and report.rejections == 0


def test_bad_arguments() -> None:
    with pytest.raises(OptionsError):
        run_soak("highcard", [], actions=10)
    with pytest.raises(OptionsError):
        soak(HighCard(), max_failures=0)


# -- sample configurations ---------------------------------------------------------------------------
@pytest.fixture
def register(monkeypatch: pytest.MonkeyPatch) -> Callable[[type[Game[Any]]], None]:
    monkeypatch.setattr(registry, "_classes", dict(registry._classes))
    return registry.register


def test_sample_games_finds_the_configurations(register: Callable[[type[Game[Any]]], None]) -> None:
    names = [name for name, _ in sample_games("tictactoe")]
    assert names == ["default"]
    register(HighCard)
    assert [n for n, _ in sample_games("hc")] == ["default"]  # by alias too
    assert [n for n, _ in sample_games("highcard", "highcard-default")] == ["default"]
    assert [n for n, _ in sample_games("highcard", "0")] == ["default"]
    with pytest.raises(OptionsError, match="known: default"):
        sample_games("highcard", "players=9")
    with pytest.raises(OptionsError, match="unknown game"):
        sample_games("no-such-game")


def test_sample_games_names_follow_the_options() -> None:
    cls = registry.game_class("mapduel")
    names = [name for name, _ in sample_games("mapduel")]
    assert len(names) == len(cls.sample_configs()) and "players=4" in names
    [(name, game)] = sample_games("mapduel", "players=4")
    assert game.num_players == 4 and name == "players=4"


# -- every registered game --------------------------------------------------------------------------------
SMALL = 10_000
"""Actions per game in the default suite; ``arena fuzz GAME --actions 1000000`` is the long run
(docs/adding-a-game.md, figures)."""


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_game_soaks_clean(game_id: str) -> None:
    report = run_soak(game_id, sample_games(game_id), actions=SMALL, seed=0)
    assert [f.to_json() for f in report.failures] == []
    assert report.actions == SMALL
    assert all(c.games > 0 for c in report.configs), "every sample configuration is played"
    assert report.rejections > 0 and report.checks["json_roundtrip"] > 0 and report.checks["views"] > 0


@pytest.mark.slow
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_game_soaks_clean_longer(game_id: str) -> None:
    report = run_soak(game_id, sample_games(game_id), actions=200_000, seed=1)
    assert [f.to_json() for f in report.failures] == []
