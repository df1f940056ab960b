"""The fast paths agree with the plain definitions (``reference.py``) over random games.

At every position of seeded random games (twelve pairs of sides, both special limits): whose
turn, the legal actions (same order), the chance outcomes and weights, and the skip
decisions of the settles; then, for both seats, the options of every decision that has a
fast path, asked as if that decision were pending (combos, dashes, discards, payments of
every special, block windows); the evaluation of both seats. Each step is played three ways, the plain loop
over the flow's ``Handler`` records (events kept) on a clone, ``apply`` on another clone (the same events) and the game's own
``step``: the positions must stay equal, and the original untouched by its clones' steps.
"""

from __future__ import annotations

import itertools
import random

import pytest

from arena.core.chance import sample_weighted, to_probabilities
from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.games.knockdown import Knockdown, KnockdownState
from arena.games.knockdown.attack import settle_block, settle_payment
from arena.games.knockdown.tasks import (
    AttackContext,
    BlockWindow,
    Combo,
    DashStep,
    Discard,
    PaySpecial,
    Teleport,
    Turn,
)
from arena.games.knockdown.turn import settle_combo, settle_dash, settle_discard
from tests.core import flow_reference
from tests.knockdown import reference

SIDES = ["mist-a", "mist-b", "knight-a", "knight-b", "witch-a", "witch-b"]


def protocol(s: KnockdownState) -> None:
    """Whose turn, legal actions and chance as the plain definitions over the flow's
    ``Handler`` records answer them (``tests/core/flow_reference.py``)."""
    assert s.current_player() == flow_reference.current_player(s)
    assert s.is_terminal() == flow_reference.is_terminal(s) == (flow_reference.current_player(s) == -4)
    assert s.is_chance_node() == flow_reference.is_chance_node(s) == (flow_reference.current_player(s) == -1)
    assert s.legal_actions() == reference.legal_actions(s)
    assert to_probabilities(s.chance_weights()) == s.chance_outcomes() == flow_reference.chance_outcomes(s)
    assert s.chance_weights() == flow_reference.chance_weights(s)
    if s.is_chance_node() and type(s.stack[-1]).kind == "refill_display":
        assert s.chance_weights() == reference.refill_weights(s, s.stack[-1])  # type: ignore[arg-type]


def as_pending(s: KnockdownState) -> None:
    """Every fast-pathed decision, for both seats, as if it were pending now."""
    for p in (0, 1):
        assert s.free_neighbours(p) == reference.free_neighbours(s, p)
        turn = Turn(p)
        assert reference.turn_options(s, turn) == s.FLOW.legals[Turn](s, turn)
        combo = Combo(p)
        options = reference.combo_step_options(s, combo)
        assert options == s.FLOW.legals[Combo](s, combo)
        assert settle_combo(s, combo, DISCARDED) == (not options)
        dash = DashStep(p)
        options = reference.dash_options(s, dash)
        assert options == s.FLOW.legals[DashStep](s, dash)
        assert settle_dash(s, dash, DISCARDED) == (not options)
        discard = Discard(p, 1)
        options = reference.discard_options(s, discard)
        assert options == s.FLOW.legals[Discard](s, discard)
        assert settle_discard(s, discard, DISCARDED) == (not options)
        for i, sp in s.game.side_specials[p]:
            cost = tuple(sorted(sp.cost))
            for left in {cost, cost[1:], cost[:-1]} - {()}:
                pay = PaySpecial(p, i, left, False)
                options = reference.pay_options(s, pay)
                assert options == s.FLOW.legals[PaySpecial](s, pay)
                assert settle_payment(s, pay, DISCARDED) == (not options)
        for n in (1, 2, 3):
            teleport = Teleport(p, n)
            assert reference.teleport_options(s, teleport) == s.FLOW.legals[Teleport](s, teleport)
        block = BlockWindow(p)
        for ctx in contexts(s, 1 - p):
            s.attacks.append(ctx)
            try:
                options = reference.block_options(s, block)
                assert options == s.FLOW.legals[BlockWindow](s, block)
                assert settle_block(s, block, DISCARDED) == (not options)
            finally:
                s.attacks.pop()


def contexts(s: KnockdownState, by: int) -> list[AttackContext]:
    """Attacks by ``by`` with each of its specials and two cards (an assault, an ability), in
    every block state."""
    sources = [("special", i) for i, _ in s.game.side_specials[by]] + [("card", c) for c in (7, 22)]
    out = []
    for (source, index), flags in itertools.product(sources, itertools.product((False, True), repeat=4)):
        response, reduce, cancel, responded = flags
        out.append(AttackContext(by, source, index, s.distance(), response, reduce, cancel, responded))
    return out


def play(fighters: tuple[str, str], seed: int, **opts: str) -> int:
    g = Knockdown(fighters=fighters, **opts)
    rng = random.Random(seed)
    s = g.new_initial_state()
    steps = 0
    while not s.is_terminal():
        protocol(s)
        if not s.is_chance_node() and steps % 4 == 0:
            as_pending(s)
            before = s.to_json()
            other = s.resample_hidden(s.current_player(), random.Random(steps))
            other.step(other.legal_actions()[0])
            assert s.to_json() == before  # a determinization shares nothing it changes
        values = [reference.evaluate(s, 0), reference.evaluate(s, 1)]
        assert g.evaluate_all(s) == values == [g.evaluate(s, 0), g.evaluate(s, 1)]
        if s.is_chance_node():
            action = sample_weighted(s.chance_weights(), rng)
        else:
            legal = s.legal_actions()
            action = legal[rng.randrange(len(legal))]
        before = s.to_json()
        generic = s.clone()
        events: list[Event] = reference.step(generic, action)
        checked = s.clone()
        assert checked.apply(action) == events
        assert s.to_json() == before  # clones share nothing that a step changes
        s.step(action)
        assert s.to_json() == generic.to_json() == checked.to_json()
        steps += 1
    protocol(s)
    return steps


CASES = [((a, SIDES[(i + k) % 6]), ("combo", "turn")[k % 2]) for i, a in enumerate(SIDES) for k in (2, 3)]
"""Twelve ordered side pairs (every side twice on each seat), both special limits."""


@pytest.mark.parametrize(("pair", "limit"), CASES)
def test_fast_paths_agree_with_the_plain_rules(pair: tuple[str, str], limit: str) -> None:
    assert play(pair, len(pair[0]) + len(limit), special_limit=limit) > 0
