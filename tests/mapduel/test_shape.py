"""Map & Duel on the shared flow engine: every task on the stack is registered, state JSON
round-trips exactly and ``clone()`` is independent, at every step of seeded playouts."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import get_args

import pytest

from arena.core.chance import sample_outcome
from arena.core.flow import HandlerKind
from arena.games.mapduel import MapDuel
from arena.games.mapduel.flow import FLOW
from arena.games.mapduel.state import MapDuelState
from arena.games.mapduel.viewmodel import TaskKind

I18N = Path(__file__).resolve().parents[2] / "src" / "arena" / "web" / "i18n"


def _playout(options: dict[str, object], seed: int) -> list[MapDuelState]:
    game = MapDuel(**options)
    state = game.new_initial_state()
    rng = random.Random(seed)
    states = [state.clone()]
    while not state.is_terminal():
        if state.is_chance_node():
            action = sample_outcome(state.chance_outcomes(), rng)
        else:
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
        state.apply(action)
        states.append(state.clone())
    return states


@pytest.mark.parametrize(("options", "seed"), [({"players": 4}, 3), ({"players": 2}, 5)])
def test_stack_tasks_are_registered_and_json_round_trips(options: dict[str, object], seed: int) -> None:
    kinds = set()
    for state in _playout(options, seed):
        for task in state.stack:
            assert type(task) in FLOW.handlers, task
            assert FLOW.by_kind[task.kind] is type(task)
            kinds.add(task.kind)
        for effect in state.duel.queue if state.duel else []:
            assert type(effect) in FLOW.handlers, effect
        data = json.loads(json.dumps(state.to_json()))
        again = state.game.state_from_json(data)
        assert again.to_json() == data
    assert {"map-turn", "before-roll", "roll-move", "duel-turn"} <= kinds


def test_clone_is_independent() -> None:
    states = _playout({"players": 4}, 7)
    duel_state = next(s for s in states if s.duel is not None and any(s.duel.committed))
    for state in (states[len(states) // 3], duel_state):
        before = json.dumps(state.to_json(), sort_keys=True)
        other = state.clone()
        other.hands[0].append(0)
        other.equipment[1].append(0)
        other.health[0] -= 5
        other.seat_order.append(9)
        other.stack.pop()
        other.deck[0] += 1
        if other.duel is not None:
            other.duel.committed[0].append(1)
            other.duel.skills_used[0].append("x")
            other.duel.health_change[0] += 3
            other.duel.queue.clear()
            other.duel.cycle += 1
        other.legal_actions()
        assert json.dumps(state.to_json(), sort_keys=True) == before


def test_pending_kinds_are_the_waiting_tasks_and_are_translated() -> None:
    waiting = {kind for kind, t in FLOW.by_kind.items() if FLOW.handlers[t].kind is not HandlerKind.AUTOMATIC}
    assert set(get_args(TaskKind)) == waiting
    decisions = {kind for kind, t in FLOW.by_kind.items() if FLOW.handlers[t].kind is HandlerKind.DECISION}
    for lang in ("en", "fr", "zh-Hans"):
        strings = json.loads((I18N / f"{lang}.json").read_text("utf-8"))
        assert {f"mapduel.task.{kind}" for kind in decisions} <= strings.keys(), lang
