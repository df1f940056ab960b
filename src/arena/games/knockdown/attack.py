"""The attack procedure: special attacks and their cost, blocks and responses, damage, effects.

Seed 002, "攻击流程", "如何执行一次特殊攻击", "格挡", "其他规则"; research A-7 (range),
A-9 (block budgets), A-11/A-12 (pushes and pulls).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.events import Event
from arena.core.flow import DISCARDED, Task
from arena.core.text import Cell, Seat, msg
from arena.games.knockdown import rules
from arena.games.knockdown.actions import IGNORE_BASE, PASS, Action, Kind
from arena.games.knockdown.datamodel import Effect, EffectKind, SkillKind
from arena.games.knockdown.describe import card_msg, special_ref, wounds
from arena.games.knockdown.tasks import (
    ATTACK_STEPS,
    ApplyEffects,
    AttackContext,
    AttackDone,
    BlockWindow,
    DealDamage,
    Discard,
    IgnoreWounds,
    PaySpecial,
    Shift,
    SimpleEffect,
    Teleport,
)

if TYPE_CHECKING:
    from arena.games.knockdown.state import KnockdownState


def push_attack(state: KnockdownState, p: int, source: str, index: int, response: bool) -> None:
    """Open the procedure for ``p``'s attack: block window, damage, effects, knockout."""
    state.attacks.append(AttackContext(p, source, index, state.distance(), response))
    state.stack += ATTACK_STEPS[p]


# -- special attacks and their cost -------------------------------------------------------------
def declare_special(state: KnockdownState, p: int, index: int, events: list[Event], response: bool) -> None:
    special = state.game.specials[index]
    tokens = dict(state.tokens[p])
    for k, v in special.tokens.items():
        tokens[k] = tokens.get(k, 0) - v
    state.tokens[p] = tokens
    if events is not DISCARDED:
        events.append(
            Event(
                "special",
                {"player": p, "special": special.id},
                f"P{p + 1} uses {special.id} ({special.names.en})",
                say=msg(
                    "kd-ev-special-response" if response else "kd-ev-special",
                    player=Seat(p),
                    special=special_ref(state.game, index),
                ),
            )
        )
    state.push(PaySpecial(p, index, tuple(sorted(special.cost)), response))


def pay_options(state: KnockdownState, task: PaySpecial) -> list[Action]:
    return list(state.game.tables.payers(task.cost, tuple(state.hands[task.player])))


def settle_payment(state: KnockdownState, task: PaySpecial, events: list[Event]) -> bool:
    """A paid special attacks if the target is still in range (research A-7)."""
    if task.cost:
        return not state.game.tables.payers(task.cost, tuple(state.hands[task.player]))
    p, special = task.player, state.game.specials[task.special]
    if state.game.grid.in_range(special.range, state.cells[p], state.cells[1 - p]):
        push_attack(state, p, "special", task.special, response=task.response)
    return True


def pay(state: KnockdownState, task: PaySpecial, a: Action, events: list[Event]) -> None:
    p = task.player
    others = tuple(state.symbols(c) for c in state.hands[p] if c != a.arg)
    left = rules.pay_with(task.cost, state.symbols(a.arg), others)
    assert left is not None
    state.lose_card(p, a.arg)
    if events is not DISCARDED:
        card = state.game.card_ids[a.arg]
        say = msg(
            "kd-ev-pay",
            player=Seat(p),
            card=card_msg(state.game, a.arg),
            special=special_ref(state.game, task.special),
        )
        events.append(Event("pay", {"player": p, "card": card}, f"P{p + 1} pays with {card}", say=say))
    state.push(PaySpecial(p, task.special, left, task.response))


# -- blocks and responses (seed 002, "格挡") ----------------------------------------------------
def block_options(state: KnockdownState, task: BlockWindow) -> list[Action]:
    """The defender blocks an assault (reduce and/or cancel) or responds; in the actions'
    stable order: response specials, reducing blocks, cancelling blocks, then the pass."""
    p = task.player
    ctx = state.attacks[-1]
    if ctx.response:
        return []
    t = state.game.tables
    hand = state.hands[p]
    out: list[Action] = []
    responses = t.side_specials[p][1]
    if responses and not ctx.responded:
        payable = t.payable(p, tuple(hand))
        cells, tokens, reach, costs = state.cells, state.tokens[p], t.special_reach, t.special_tokens
        where = cells[p] * t.n + cells[1 - p]
        special = t.special
        out += [
            special[i]
            for i in responses
            if i in payable and reach[i][where] and all(tokens.get(k, 0) >= v for k, v in costs[i])
        ]
    if (not ctx.reduce or not ctx.cancel) and rules.blockable(state.attack_of(ctx)):
        blockers = t.blockers
        cards = [c for c in sorted(hand) if c in blockers]
        if not ctx.reduce:
            reduce = t.reduce
            out += [reduce[c] for c in cards]
        if not ctx.cancel:
            cancel = t.cancel
            out += [cancel[c] for c in cards]
    if out:
        out.append(PASS)
    return out


def settle_block(state: KnockdownState, task: BlockWindow, events: list[Event]) -> bool:
    """No block card and no response: the window closes by itself (``block_options`` empty)."""
    p = task.player
    ctx = state.attacks[-1]
    if ctx.response:
        return True
    t = state.game.tables
    hand = state.hands[p]
    blocks = not ctx.reduce or not ctx.cancel
    if blocks and not t.blockers.isdisjoint(hand) and rules.blockable(state.attack_of(ctx)):
        return False
    if ctx.responded or not t.side_specials[p][1]:
        return True
    return not block_options(state, task)


def block_or_respond(state: KnockdownState, task: BlockWindow, a: Action, events: list[Event]) -> None:
    p = task.player
    if a.kind == Kind.PASS:
        return
    state.push(task)
    ctx = state.attacks[-1]
    if a.kind == Kind.SPECIAL:
        state.attacks[-1] = AttackContext(
            ctx.by, ctx.source, ctx.index, ctx.distance, ctx.response, ctx.reduce, ctx.cancel, True
        )
        declare_special(state, p, a.arg, events, response=True)
        return
    mode = "reduce" if a.kind == Kind.BLOCK_REDUCE else "cancel"
    reduce, cancel = ctx.reduce or mode == "reduce", ctx.cancel or mode == "cancel"
    state.attacks[-1] = AttackContext(
        ctx.by, ctx.source, ctx.index, ctx.distance, ctx.response, reduce, cancel, ctx.responded
    )
    state.lose_card(p, a.arg)
    if events is not DISCARDED:
        card = state.game.card_ids[a.arg]
        events.append(
            Event(
                "block",
                {"player": p, "card": card, "mode": mode},
                f"P{p + 1} blocks with {card} ({mode})",
                say=msg(f"kd-ev-block-{mode}", player=Seat(p), card=card_msg(state.game, a.arg)),
            )
        )


# -- damage and effects ------------------------------------------------------------------------
def deal_damage(state: KnockdownState, task: DealDamage, events: list[Event]) -> None:
    ctx = state.attacks[-1]
    a, d = ctx.by, 1 - ctx.by
    g = state.game
    heavy, light = rules.skill_damage(
        state.attack_of(ctx), ctx.source, ctx.distance, state.active_skills(a), state.active_skills(d)
    )
    if ctx.reduce:
        budget = len(state.hands[d]) + rules.skill_total(state.active_skills(d), SkillKind.BLOCK)
        splits = rules.block_splits(heavy, light, budget, g.opts.block == "stack")
        if len(splits) > 1:  # the defender chooses (research A-9)
            state.stack.append(IgnoreWounds(d, heavy, light, tuple(h * IGNORE_BASE + lt for h, lt in splits)))
            return
        ignore_heavy, ignore_light = splits[0]
        heavy, light = heavy - ignore_heavy, light - ignore_light
    inflict(state, d, heavy, light, events)


def ignore_options(state: KnockdownState, task: IgnoreWounds) -> list[Action]:
    return [Action(Kind.IGNORE, split) for split in task.splits]


def ignore_wounds(state: KnockdownState, task: IgnoreWounds, a: Action, events: list[Event]) -> None:
    """The blocker's choice of the wounds its reducing block ignores; the rest are dealt."""
    ignore_heavy, ignore_light = divmod(a.arg, IGNORE_BASE)
    if events is not DISCARDED:
        events.append(
            Event(
                "ignore",
                {"player": task.player, "heavy": ignore_heavy, "light": ignore_light},
                f"P{task.player + 1} ignores {ignore_heavy} heavy and {ignore_light} light",
                say=msg("kd-ev-ignore", player=Seat(task.player), wounds=wounds(ignore_heavy, ignore_light)),
            )
        )
    inflict(state, task.player, task.heavy - ignore_heavy, task.light - ignore_light, events)


def inflict(state: KnockdownState, d: int, heavy: int, light: int, events: list[Event]) -> None:
    """Step 1 of "攻击流程" after blocks: mist absorbs a light wound, the rest is dealt to ``d``."""
    if light and state.tokens[d].get("mist", 0):
        state.tokens[d] = dict(state.tokens[d], mist=state.tokens[d]["mist"] - 1)
        light -= 1
        if events is not DISCARDED:
            say = msg("kd-ev-mist", player=Seat(d))
            events.append(Event("mist", {"player": d}, f"P{d + 1}'s mist absorbs a light wound", say=say))
    state.wound(d, heavy, light)
    if events is not DISCARDED:
        events.append(
            Event(
                "damage",
                {"player": d, "heavy": heavy, "light": light},
                f"P{d + 1} takes {heavy} heavy and {light} light",
                say=msg("kd-ev-damage", player=Seat(d), wounds=wounds(heavy, light))
                if heavy or light
                else msg("kd-ev-damage-none", player=Seat(d)),
            )
        )


def apply_effects(state: KnockdownState, task: ApplyEffects, events: list[Event]) -> None:
    ctx = state.attacks[-1]
    if ctx.cancel:
        if events is not DISCARDED:
            events.append(Event("cancelled", {}, "the effect is cancelled", say=msg("kd-ev-cancelled")))
        return
    t = state.game.tables
    effects = (t.card_effects if ctx.source == "card" else t.special_effects)[ctx.index][ctx.by]
    state.stack += effects  # stacked: the first effect on top


def effect_task(me: int, effect: Effect) -> Task:
    """The task resolving one effect of ``me``'s attack (or knockout board)."""
    k = effect.kind
    if k in (EffectKind.PUSH, EffectKind.PULL):
        return Shift(me, 1 - me, k.value, effect.n)
    if k in (EffectKind.ADVANCE, EffectKind.RETREAT):
        return Shift(me, me, k.value, effect.n)
    if k == EffectKind.TELEPORT:
        return Teleport(me, effect.n)
    if k == EffectKind.DISCARD:
        return Discard(1 - me, effect.n)
    return SimpleEffect(me, k.value, effect.n)


def simple_effect(state: KnockdownState, task: SimpleEffect, events: list[Event]) -> None:
    me, k, n = task.player, task.effect, task.n
    you = 1 - me
    supply = state.game.gset.supply
    if k == "heavy":
        state.wound(you, n, 0)
    elif k == "light":
        state.wound(you, 0, n)
    elif k == "self_light":
        state.wound(me, 0, n)
    elif k == "heal":
        state.light[me] = max(0, state.light[me] - n)
    elif k == "mend":
        state.heavy[me] = max(0, state.heavy[me] - n)
    elif k == "poison":
        state.poison[you] = min(supply("poison"), state.poison[you] + n)
    else:  # mist, potion
        state.tokens[me] = dict(state.tokens[me], **{k: min(supply(k), state.tokens[me].get(k, 0) + n)})
    if events is not DISCARDED:
        say = msg(f"kd-ev-effect-{k.replace('_', '-')}", player=Seat(me), other=Seat(you), n=n)
        events.append(
            Event("effect", {"player": me, "effect": k, "n": n}, f"effect {k} {n} (P{me + 1})", say=say)
        )


# -- moving fighters (seed 002, "其他规则") ------------------------------------------
def shift_destinations(state: KnockdownState, task: Shift) -> list[int]:
    grid = state.game.grid
    here, there = state.cells[task.fighter], state.cells[1 - task.fighter]
    d = grid.distance(here, there)
    away = task.mode in ("push", "retreat")
    return [
        c
        for c in grid.neighbours(here)
        if c != there and (grid.distance(c, there) > d if away else grid.distance(c, there) < d)
    ]


def shift_options(state: KnockdownState, task: Shift) -> list[Action]:
    place = state.game.tables.place
    return [place[c] for c in shift_destinations(state, task)]  # ascending


def settle_shift(state: KnockdownState, task: Shift, events: list[Event]) -> bool:
    """One possible cell (or none) needs no decision."""
    cells = shift_destinations(state, task)
    if len(cells) > 1:
        return False
    if cells:
        _place(state, task, cells[0], events)
    return True


def shift(state: KnockdownState, task: Shift, a: Action, events: list[Event]) -> None:
    _place(state, task, a.arg, events)


def _place(state: KnockdownState, task: Shift, cell: int, events: list[Event]) -> None:
    who = task.fighter
    state.cells[who] = cell
    if events is not DISCARDED:
        to = state.game.grid.name(cell)
        events.append(
            Event(
                "shift",
                {"player": who, "to": to, "mode": task.mode},
                f"P{who + 1} is moved ({task.mode}) to {to}",
                say=msg(f"kd-ev-shift-{task.mode}", player=Seat(who), cell=Cell(to)),
            )
        )
    if task.n > 1:
        state.push(Shift(task.player, task.fighter, task.mode, task.n - 1))


def teleport_options(state: KnockdownState, task: Teleport) -> list[Action]:
    me, other = task.player, state.cells[1 - task.player]
    place = state.game.tables.place
    return [place[c] for c in state.game.grid.within(state.cells[me], task.n) if c != other]  # ascending


def teleport(state: KnockdownState, task: Teleport, a: Action, events: list[Event]) -> None:
    p = task.player
    state.cells[p] = a.arg
    if events is not DISCARDED:
        to = state.game.grid.name(a.arg)
        say = msg("kd-ev-teleport", player=Seat(p), cell=Cell(to))
        events.append(Event("teleport", {"player": p, "to": to}, f"P{p + 1} teleports to {to}", say=say))


def attack_done(state: KnockdownState, task: AttackDone, events: list[Event]) -> None:
    state.attacks.pop()
