"""Clones share ``scenery``, ``trap_at``, ``scenery_injuries`` and ``timelines``
(``KrosmasterState.clone``: the rules replace these lists with changed copies, never assign to
an item). Over seeded random games where traps are set and sprung, scenery is damaged, destroyed
and healed, and timelines are drawn up, playing on a clone never changes the position it was
cloned from, nor playing on the original the clone.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from arena.games.krosmaster import Krosmaster, KrosmasterState
from tests.krosmaster.harness import game as harness_game
from tests.krosmaster.test_traps import TRAP_EXTRA

SHARED = ("scenery", "trap_at", "scenery_injuries")

GAMES: dict[str, Callable[[], Krosmaster]] = {
    "traps": lambda: harness_game("tutorial-4", extra=TRAP_EXTRA),
    "la-fosse-destruction": lambda: Krosmaster(arena="la-fosse", destruction=True, max_turns=20),
    "draft-destruction": lambda: Krosmaster(
        arena="arene-elementaire", teams="draft", destruction=True, max_turns=20
    ),
}


def _snapshot(state: KrosmasterState) -> tuple[object, ...]:
    """The JSON and the lists derived from it (``trap_at`` is not written)."""
    return (
        state.to_json(),
        state.occupant[:],
        *(getattr(state, f)[:] for f in SHARED),
        [tl[:] for tl in state.timelines],
    )


def _play(state: KrosmasterState, rng: random.Random) -> None:
    if state.is_chance_node():
        weights = state.chance_weights()
        state.step(rng.choices([a for a, _ in weights], [w for _, w in weights])[0])
    else:
        state.step(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("name", list(GAMES))
def test_clones_never_share_a_change(name: str) -> None:
    game = GAMES[name]()
    replaced = dict.fromkeys(SHARED, 0)
    for seed in range(3):
        rng, side = random.Random(seed), random.Random(seed + 100)
        state: KrosmasterState = game.new_initial_state()
        for _ in range(1500):
            if state.is_terminal():
                break
            before = _snapshot(state)
            twin = state.clone()
            for _ in range(12):  # the clone plays on: the original does not change
                if twin.is_terminal():
                    break
                lists = [getattr(twin, f) for f in SHARED]
                _play(twin, side)
                for f, old in zip(SHARED, lists, strict=True):
                    replaced[f] += getattr(twin, f) is not old
            assert _snapshot(state) == before
            after = _snapshot(twin)
            _play(state, rng)  # the original plays on: the clone does not change
            assert _snapshot(twin) == after
    if name == "traps":
        assert replaced["trap_at"] > 0
    else:
        assert replaced["scenery_injuries"] > 0 and replaced["scenery"] > 0
