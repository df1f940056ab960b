"""The plain definitions the rules' fast paths replace, kept to check them against.

Each function is the rules' original wording (before the tables of ``tables.py`` and the
flow engine's handler table split by use): legal actions built action by action and sorted,
affordability asked of ``rules.can_pay`` each time, and the flow engine's protocol methods
and step as plain definitions over its ``Handler`` records (``tests/core/flow_reference.py``).
"""

from __future__ import annotations

import math
from typing import Any

from arena.core.events import Event
from arena.games.knockdown import rules
from arena.games.knockdown.actions import COMBO, END, KNOCKOUT, PASS, SPARE, Action, Kind, ordered
from arena.games.knockdown.attack import shift_destinations
from arena.games.knockdown.datamodel import AttackType, Special
from arena.games.knockdown.state import KnockdownState
from arena.games.knockdown.tasks import (
    BlockWindow,
    ChooseFaceup,
    Combo,
    DashStep,
    Discard,
    Draft,
    KeepDealtSkill,
    KeepPassedSkill,
    KnockoutOffer,
    PaySpecial,
    RefillDisplay,
    Shift,
    Teleport,
    Turn,
)
from tests.core import flow_reference


def free_neighbours(state: KnockdownState, p: int) -> list[int]:
    other = state.cells[1 - p]
    return [c for c in state.game.grid.neighbours(state.cells[p]) if c != other]


def specials_of(state: KnockdownState, p: int, response: bool) -> list[tuple[int, Special]]:
    return [(i, sp) for i, sp in state.game.side_specials[p] if (sp.type == AttackType.RESPONSE) == response]


def affordable(state: KnockdownState, p: int, special: Special) -> bool:
    if any(state.tokens[p].get(k, 0) < v for k, v in special.tokens.items()):
        return False
    symbols = state.game.card_symbols
    return rules.can_pay(tuple(sorted(special.cost)), tuple(symbols[c] for c in state.hands[p]))


def combo_options(state: KnockdownState, p: int) -> list[Action]:
    used = set(state.combo_specials)
    if state.game.opts.special_limit == "turn":
        used |= set(state.turn_specials)
    grid = state.game.grid
    out = []
    for i, special in specials_of(state, p, response=False):
        if i in used or not affordable(state, p, special):
            continue
        if not grid.in_range(special.range, state.cells[p], state.cells[1 - p]):
            continue
        out.append(Action(Kind.SPECIAL, i))
    if free_neighbours(state, p):
        for c in state.hands[p]:
            symbols = state.game.card_symbols[c]
            if "dash" in symbols or "wild" in symbols:
                out.append(Action(Kind.DASH, c))
    return out


def turn_options(state: KnockdownState, task: Turn) -> list[Action]:
    p = task.player
    out = [Action(Kind.MOVE, c) for c in free_neighbours(state, p)]
    out += [Action(Kind.ATTACK, c) for c in state.display]
    if combo_options(state, p):
        out.append(COMBO)
    return ordered(out)


def combo_step_options(state: KnockdownState, task: Combo) -> list[Action]:
    options = combo_options(state, task.player)
    return ordered([*options, END] if options and state.combo_steps else options)


def dash_options(state: KnockdownState, task: DashStep) -> list[Action]:
    return ordered(Action(Kind.MOVE, c) for c in free_neighbours(state, task.player))


def discard_options(state: KnockdownState, task: Discard) -> list[Action]:
    return ordered(Action(Kind.DISCARD, c) for c in state.hands[task.player])


def pay_options(state: KnockdownState, task: PaySpecial) -> list[Action]:
    hand = state.hands[task.player]
    symbols = state.game.card_symbols
    out = []
    for i, c in enumerate(hand):
        others = tuple(symbols[x] for j, x in enumerate(hand) if j != i)
        if rules.pay_with(task.cost, symbols[c], others) is not None:
            out.append(Action(Kind.PAY, c))
    return ordered(out)


def block_options(state: KnockdownState, task: BlockWindow) -> list[Action]:
    p = task.player
    ctx = state.attacks[-1]
    out: list[Action] = []
    if rules.blockable(state.attack_of(ctx)) and not ctx.response:
        for c in state.hands[p]:
            symbols = state.game.card_symbols[c]
            if "block" in symbols or "wild" in symbols:
                if not ctx.reduce:
                    out.append(Action(Kind.BLOCK_REDUCE, c))
                if not ctx.cancel:
                    out.append(Action(Kind.BLOCK_CANCEL, c))
    if not ctx.responded and not ctx.response:
        for i, special in specials_of(state, p, response=True):
            if affordable(state, p, special) and state.game.grid.in_range(
                special.range, state.cells[p], state.cells[1 - p]
            ):
                out.append(Action(Kind.SPECIAL, i))
    return ordered([*out, PASS]) if out else []


def teleport_options(state: KnockdownState, task: Teleport) -> list[Action]:
    me = task.player
    cells = state.game.grid.within(state.cells[me], task.n)
    return ordered(Action(Kind.PLACE, c) for c in cells if c != state.cells[1 - me])


def shift_options(state: KnockdownState, task: Shift) -> list[Action]:
    return ordered(Action(Kind.PLACE, c) for c in shift_destinations(state, task))


def draft_options(state: KnockdownState, task: Draft) -> list[Action]:
    return ordered(Action(Kind.DRAFT, c) for c in state.display)


def keep_dealt_options(state: KnockdownState, task: KeepDealtSkill) -> list[Action]:
    return ordered(Action(Kind.KEEP, s) for s in state.dealt[task.player])


def keep_passed_options(state: KnockdownState, task: KeepPassedSkill) -> list[Action]:
    return ordered(Action(Kind.KEEP, s) for s in state.received[task.player])


def faceup_options(state: KnockdownState, task: ChooseFaceup) -> list[Action]:
    return ordered(Action(Kind.FACEUP, s) for s in state.kept[task.player])


def offer_options(state: KnockdownState, task: KnockoutOffer) -> list[Action]:
    return ordered([KNOCKOUT, SPARE])


def refill_weights(state: KnockdownState, task: RefillDisplay) -> list[tuple[Action, int]]:
    out = [(Action(Kind.REVEAL, c), 1) for c in state.deck]
    if state.deck_candles:
        out.append((Action(Kind.REVEAL, len(state.game.gset.attacks)), state.deck_candles))
    return out


def evaluate(state: KnockdownState, player: int) -> float:
    """``Knockdown.evaluate`` as first written (a position not over)."""
    me, you = player, 1 - player
    wins = state.wins[me] - state.wins[you]

    def load(p: int) -> float:
        return 1.3 * state.heavy[p] + state.light[p] + 0.7 * state.poison[p]

    wounds = math.tanh((load(you) - load(me)) / 5.0)
    hand = math.tanh((len(state.hands[me]) - len(state.hands[you])) / 4.0)
    value = 0.45 * wins + 0.45 * wounds + 0.1 * hand
    return max(-1.0, min(1.0, value))


OPTIONS: dict[type[Any], Any] = {
    Turn: turn_options,
    Combo: combo_step_options,
    DashStep: dash_options,
    Discard: discard_options,
    PaySpecial: pay_options,
    BlockWindow: block_options,
    Teleport: teleport_options,
    Shift: shift_options,
    Draft: draft_options,
    KeepDealtSkill: keep_dealt_options,
    KeepPassedSkill: keep_passed_options,
    ChooseFaceup: faceup_options,
    KnockoutOffer: offer_options,
}
"""The original legal-action functions of the decisions that have a fast path."""


def legal_actions(state: KnockdownState) -> list[Action]:
    """The engine's plain ``legal_actions`` with the original functions."""
    task = state.top()
    if task is not None and type(task) in OPTIONS and state.winner < 0:
        options: list[Action] = OPTIONS[type(task)](state, task)
        return options
    return flow_reference.legal_actions(state)


def step(state: KnockdownState, action: Action) -> list[Event]:
    """The engine's plain ``resolve`` then ``advance`` over its ``Handler`` records, events kept."""
    return flow_reference.step(state, action)
