"""The engine's inlined hot paths agree with the general definitions they stand in for.

Over seeded random games (tutorials and the full game), at every visited position:
the flow engine's protocol methods and ``step`` against its plain definitions over the
``Handler`` records (``tests/core/flow_reference.py``, the game's end-of-game clean-up
added); the moves against
``move_error``; ``any_cast`` and the cached cast listings against ``legal_casts``; the line of
sight blockers against ``blocks_los``; the codec's fast indices against the full ones; the
evaluation against its plain formulas; ``resample_hidden`` against the closure-based draw.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pytest

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.state import CHANCE, TERMINAL
from arena.games.krosmaster import Krosmaster, KrosmasterState, movement
from arena.games.krosmaster import evaluation as ev
from arena.games.krosmaster import targeting as sp_rules
from arena.games.krosmaster.actions import Move
from arena.games.krosmaster.datamodel import Goal
from arena.games.krosmaster.pieces import KROSMASTER, MOB
from arena.games.krosmaster.state import NO_WINNER
from arena.games.krosmaster.tasks import Activation, BuyReward, evolve
from tests.core import flow_reference
from tests.krosmaster.harness import config_id

CONFIGS = [
    {"scenario": "tutorial-6"},
    {"scenario": "tutorial-7", "max_turns": 40},
    {"arena": "arene-elementaire", "teams": "draft", "destruction": True, "max_turns": 30},
    {"players": 4, "mode": "2v2", "max_turns": 30},
]


def _positions(game: Krosmaster, seed: int, steps: int = 700) -> Iterator[KrosmasterState]:
    """The positions of one seeded random game (each a clone: tests may change it)."""
    rng = random.Random(seed)
    state: KrosmasterState = game.new_initial_state()
    for _ in range(steps):
        if state.is_terminal():
            return
        yield state.clone()
        if state.is_chance_node():
            weights = state.chance_weights()
            state.step(rng.choices([a for a, _ in weights], [w for _, w in weights])[0])
        else:
            state.step(rng.choice(state.legal_actions()))
    yield state


@pytest.mark.parametrize("options", CONFIGS, ids=config_id)
def test_protocol_fast_paths(options: dict[str, Any]) -> None:
    game = Krosmaster(**options)
    checked = 0
    for state in _positions(game, 1):
        player = state.current_player()
        assert player == flow_reference.current_player(state)
        assert state.is_terminal() == (player == TERMINAL) == flow_reference.is_terminal(state)
        assert state.is_chance_node() == (player == CHANCE) == flow_reference.is_chance_node(state)
        assert state.legal_actions() == flow_reference.legal_actions(state)
        assert state.chance_weights() == flow_reference.chance_weights(state)
        assert state.chance_outcomes() == flow_reference.chance_outcomes(state)
        if state.is_terminal():
            continue
        action = state.legal_actions()[0] if not state.is_chance_node() else state.chance_weights()[-1][0]
        lean, full, plain = state.clone(), state.clone(), state.clone()
        lean.step(action)
        events: list[Event] = []
        full.resolve(action, events)
        plain_events: list[Event] = []
        flow_reference.resolve(plain, action, plain_events)
        if plain.winner != NO_WINNER and plain.stack:
            plain.clear_after_end()
        assert lean.to_json() == full.to_json() == plain.to_json()
        assert events == plain_events
        checked += 1
    assert checked > 100


@pytest.mark.parametrize("options", CONFIGS, ids=config_id)
def test_moves_casts_and_sight(options: dict[str, Any]) -> None:
    """Seed 003, "Se déplacer", "Ligne de vue": the bulk listings against the one-cell rules."""
    game = Krosmaster(**options)
    checked = 0
    for seed in (2, 3):
        for state in _positions(game, seed):
            blockers = state.los_blockers()
            assert blockers == sum(1 << c for c in range(state.board.n) if state.blocks_los(c))
            if state.waiting_for(Activation) is None:
                continue
            piece = state.pieces[state.active]
            slow = [
                Move(c)
                for c in state.board.neighbors[piece.pos]
                if movement.move_error(state, piece, c) is None
            ]
            assert movement.legal_moves(state, piece) == slow
            assert movement.can_move(state, piece) == bool(slow)
            casts = sp_rules.legal_casts(state, piece)
            assert sp_rules.legal_casts(state, piece) == casts  # the cached listings
            assert sp_rules.any_cast(state, piece) == bool(casts)
            game.sighted_casts.clear()
            assert sp_rules.legal_casts(state, piece) == casts
            checked += 1
    assert checked > 50


@pytest.mark.parametrize("options", [{"scenario": "tutorial-3"}, {"scenario": "tutorial-7"}], ids=config_id)
def test_codec_fast_indices(options: dict[str, Any]) -> None:
    codec = Krosmaster(**options).codec
    for i in range(codec.size):
        action = codec.from_index(i)
        assert action == codec._from_index(i)
        assert codec.from_index(i) is action  # decoded once
        assert codec.to_index(action) == codec._to_index(action) == i


def _closeness(state: KrosmasterState, mine: list[int], theirs: list[int]) -> float:
    if not mine or not theirs:
        return 0.0
    board = state.board
    span = board.width + board.height - 2 or 1
    near = sum(min([board.distance(a, b) for b in theirs]) for a in mine) / len(mine)
    return 1.0 - min(1.0, (near - 1) / span)


def _lead(per_seat: Sequence[int], allied: list[bool], scale: float) -> float:
    mine = sum(v for v, ally in zip(per_seat, allied, strict=True) if ally)
    theirs = sum(v for v, ally in zip(per_seat, allied, strict=True) if not ally)
    ratio = sum(allied) / (len(allied) - sum(allied))  # 1 seat against 3: their mean
    diff = mine - theirs * ratio if ratio != 1 else float(mine - theirs)
    return max(-1.0, min(1.0, diff / scale))


def _plain_value(state: KrosmasterState, mine: int) -> float:
    """``evaluation.py``'s documented formula, written plainly."""
    game = state.game
    team_of = game.team_of
    teams = max(team_of) + 1
    health = [[0.0, 0, 1.0] for _ in range(teams)]  # total, count, weakest
    mobs: list[int] = [0] * teams
    cells: list[list[int]] = [[] for _ in range(teams)]
    for p in state.pieces:
        t = team_of[p.owner]
        if p.kind == KROSMASTER:
            frac = (p.hp - p.injuries) / p.hp if p.in_play and p.hp > 0 else 0.0
            health[t][0] += frac
            health[t][1] += 1
            health[t][2] = min(health[t][2], frac)
            if p.in_play:
                cells[t].append(p.pos)
        elif p.kind == MOB and p.in_play:
            mobs[t] += 1
    others = [t for t in range(teams) if t != mine]
    count = sum(health[t][1] for t in others)
    mean_theirs = sum(health[t][0] for t in others) / count if count else 0.0
    mean_mine = health[mine][0] / health[mine][1] if health[mine][1] else 0.0
    w = 0.75 if game.scenario.goal == Goal.KO_ONE else 0.5
    weak = (1 - w) * (mean_mine - mean_theirs) + w * (health[mine][2] - min(health[t][2] for t in others))
    value = 0.70 * weak + 0.05 * max(-1.0, min(1.0, (mobs[mine] - sum(mobs[t] for t in others)) / 2))
    late = max(0.0, min(1.0, (state.turn / game.max_turns - 0.25) / 0.25))  # a quarter to half the limit
    value += 0.05 * (1 + 3 * late) * _closeness(state, cells[mine], [c for t in others for c in cells[t]])
    sides = [t == mine for t in team_of]
    if any(state.gg):
        value += 0.10 * _lead(state.gg, sides, ev.GG_SCALE)
    if any(state.stock):
        value += 0.10 * _lead(state.stock, sides, ev.KAMA_SCALE)
    return max(-ev.CAP, min(ev.CAP, value))


@pytest.mark.parametrize("options", CONFIGS, ids=config_id)
def test_evaluation_matches_formula(options: dict[str, Any]) -> None:
    game = Krosmaster(**options)
    for state in _positions(game, 4):
        if state.is_terminal():
            continue
        want = [_plain_value(state, game.team_of[seat]) for seat in range(game.num_players)]
        assert ev.evaluate_all(state) == want
        assert [ev.evaluate(state, seat) for seat in range(game.num_players)] == want


def _closure_resample(state: KrosmasterState, player: int, rng: random.Random) -> KrosmasterState:
    """``resample_hidden`` as first written (one closure per hidden token), the ids sorted
    before the shuffle as since (the draw depends on the view only: the coach's no-leak test)."""
    s = state.clone()
    if not state.game.full or not s.reward_supply:
        return s
    slots: dict[str, list[tuple[str, Callable[[str], None]]]] = {}
    tokens = state.game.rewards_by_id

    def add(tid: str, put: Callable[[str], None]) -> None:
        slots.setdefault(tokens[tid].rank.value, []).append((tid, put))

    def put_in(ref: list[Any], key: int) -> Callable[[str], None]:
        return lambda tid: ref.__setitem__(key, tid)

    def put_in_hand(k: int) -> Callable[[str], None]:
        return lambda tid: s.stack.__setitem__(k, evolve(s.stack[k], token=tid))

    for pool in s.reward_supply["pool"].values():
        for i, tid in enumerate(pool):
            add(tid, put_in(pool, i))
    for p in s.pieces:
        if p.owner != player:
            for entry in p.rewards:
                if not entry[1] and not entry[2]:
                    add(entry[0], put_in(entry, 0))
    for entry in s.reward_supply["lost"]:
        if entry[1] != player:
            add(entry[0], put_in(entry, 0))
    for k, task in enumerate(s.stack):
        if isinstance(task, BuyReward) and task.blind and task.token and task.seat != player:
            add(task.token, put_in_hand(k))
    for where in slots.values():
        ids = sorted(tid for tid, _ in where)
        rng.shuffle(ids)
        for (_, put), tid in zip(where, ids, strict=True):
            put(tid)
    return s


@pytest.mark.parametrize("options", CONFIGS[1:], ids=config_id)
def test_resample_hidden_matches_closures(options: dict[str, Any]) -> None:
    game = Krosmaster(**options)
    for k, state in enumerate(_positions(game, 5)):
        if k % 3:
            continue
        for seat in range(game.num_players):
            fast = state.resample_hidden(seat, random.Random(k * 7 + seat))
            slow = _closure_resample(state, seat, random.Random(k * 7 + seat))
            assert fast.to_json() == slow.to_json()


def test_lean_step_builds_no_events() -> None:
    """The lean path hands :data:`DISCARDED` down; ``apply`` still gets every event."""
    game = Krosmaster(scenario="tutorial-7", max_turns=20)
    rng = random.Random(6)
    state: KrosmasterState = game.new_initial_state()
    kinds: set[str] = set()
    while not state.is_terminal():
        legal = (
            state.legal_actions() if not state.is_chance_node() else [a for a, _ in state.chance_weights()]
        )
        kinds.update(e.kind for e in state.apply(rng.choice(legal)))
    assert {"move", "cast", "activation", "turn", "roll", "tension", "inspiration"} <= kinds
    assert not DISCARDED
