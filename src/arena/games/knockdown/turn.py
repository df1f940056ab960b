"""Turns: two actions (move, attack, combo), the hand limit, the end of a turn.

Seed 002, "游戏回合", "行动 I. 移动", "行动 II. 攻击", "行动 III. 组合技", "如何突进",
"手牌上限", "日渐衰减的巨神柱" (KD2; research A-13, A-14).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.events import Event
from arena.games.knockdown import rules
from arena.games.knockdown.actions import COMBO, END, Action, Kind, ordered
from arena.games.knockdown.attack import affordable, declare_special, push_attack, specials_of
from arena.games.knockdown.datamodel import SkillKind
from arena.games.knockdown.grid import candle_hits
from arena.games.knockdown.rounds import end_round
from arena.games.knockdown.tasks import (
    Combo,
    DashStep,
    Discard,
    RefillDisplay,
    TakeCard,
    Turn,
    TurnEnd,
    TurnStart,
)

if TYPE_CHECKING:
    from arena.games.knockdown.state import KnockdownState


def turn_start(state: KnockdownState, task: TurnStart, events: list[Event]) -> None:
    p = task.player
    state.turn_player = p
    state.turns += 1
    state.actions_left = rules.ACTIONS_PER_TURN
    state.turn_specials = []
    if state.turns > 2 * state.game.opts.turn_limit:
        winner = rules.deck_out_winner(state.heavy, state.light, p)
        events.append(Event("turn-limit", {"winner": winner}, f"turn limit: P{winner + 1} wins the round"))
        end_round(state, winner, events)
        return
    state.push(RefillDisplay(setup=False), Turn(p))


# -- the turn's actions --------------------------------------------------------------------------
def turn_options(state: KnockdownState, task: Turn) -> list[Action]:
    p = task.player
    out = [Action(Kind.MOVE, c) for c in state.free_neighbours(p)]
    out += [Action(Kind.ATTACK, c) for c in state.display]
    if combo_options(state, p):
        out.append(COMBO)
    return ordered(out)


def settle_turn(state: KnockdownState, task: Turn, events: list[Event]) -> bool:
    """Two actions, then the turn ends (seed 002, "游戏回合")."""
    if state.actions_left <= 0:
        state.push(TurnEnd(task.player))
        return True
    if state.display or state.free_neighbours(task.player):
        return False  # an attack or a move is possible
    return not combo_options(state, task.player)


def take_turn_action(state: KnockdownState, task: Turn, a: Action, events: list[Event]) -> None:
    p = task.player
    state.push(task)
    state.actions_left -= 1
    g = state.game
    if a.kind == Kind.MOVE:
        state.cells[p] = a.arg
        events.append(
            Event("move", {"player": p, "to": g.grid.name(a.arg)}, f"P{p + 1} moves to {g.grid.name(a.arg)}")
        )
    elif a.kind == Kind.ATTACK:
        state.display.remove(a.arg)
        card = g.gset.attacks[a.arg]
        hit = g.grid.in_range(card.range, state.cells[p], state.cells[1 - p])
        events.append(
            Event(
                "attack",
                {"player": p, "card": card.id, "hit": hit},
                f"P{p + 1} attacks with {card.id} ({card.names.en})" + ("" if hit else ": out of range"),
            )
        )
        state.push(TakeCard(p, a.arg))
        if hit:
            push_attack(state, p, "card", a.arg, response=False)
    else:
        state.combo_specials, state.combo_steps = [], 0
        state.push(Combo(p))
        events.append(Event("combo", {"player": p}, f"P{p + 1} starts a combo"))


def take_card(state: KnockdownState, task: TakeCard, events: list[Event]) -> None:
    """Seed 002, "行动 II. 攻击": the card always goes to hand; "手牌上限": over 6, discard 1."""
    p = task.player
    state.hands[p] = sorted([*state.hands[p], task.card])
    if len(state.hands[p]) > rules.HAND_LIMIT:
        state.push(Discard(p, len(state.hands[p]) - rules.HAND_LIMIT))


def discard_options(state: KnockdownState, task: Discard) -> list[Action]:
    return ordered(Action(Kind.DISCARD, c) for c in state.hands[task.player])


def discard(state: KnockdownState, task: Discard, a: Action, events: list[Event]) -> None:
    p = task.player
    state.lose_card(p, a.arg)
    card = state.game.card_ids[a.arg]
    events.append(Event("discard", {"player": p, "card": card}, f"P{p + 1} discards {card}"))
    if task.n > 1 and state.hands[p]:
        state.push(Discard(p, task.n - 1))


def turn_end(state: KnockdownState, task: TurnEnd, events: list[Event]) -> None:
    """Candle damage (seed 002, "日渐衰减的巨神柱"; KD2, A-13, A-14), then poison, then recovery."""
    p = task.player
    mine = state.active_skills(p)
    g = state.game
    column = g.grid.col(state.cells[p])
    warded = rules.has_skill(mine, SkillKind.WARD)
    left, right = state.candle_cells
    if state.candles_drawn and not warded and candle_hits(g.gset.arena, left, right, column):
        heavy = g.opts.candle_wound == "heavy"
        state.wound(p, int(heavy), int(not heavy))
        events.append(Event("candle-wound", {"player": p}, f"P{p + 1} is burnt by the candles"))
    if state.poison[p]:
        state.wound(p, 0, state.poison[p])
        events.append(Event("poison", {"player": p, "wounds": state.poison[p]}, f"P{p + 1} suffers poison"))
        state.poison[p] -= 1
    heal = rules.skill_total(mine, SkillKind.RECOVER)
    if heal:
        state.light[p] = max(0, state.light[p] - heal)
    state.push(TurnStart(1 - p))


# -- combos (seed 002, "行动 III. 组合技") --------------------------------------------------------
def combo_options(state: KnockdownState, p: int) -> list[Action]:
    """Specials (once per combo, in range: research A-7) and dashes."""
    used = set(state.combo_specials)
    if state.game.opts.special_limit == "turn":
        used |= set(state.turn_specials)
    grid = state.game.grid
    out = []
    for i, special in specials_of(state, p, response=False):
        if i in used or not affordable(state, p, special):
            continue
        if not grid.in_range(special.range, state.cells[p], state.cells[1 - p]):
            continue  # research A-7: out of range, not declared
        out.append(Action(Kind.SPECIAL, i))
    if state.free_neighbours(p):
        for c in state.hands[p]:
            symbols = state.symbols(c)
            if "dash" in symbols or "wild" in symbols:
                out.append(Action(Kind.DASH, c))
    return out


def combo_step_options(state: KnockdownState, task: Combo) -> list[Action]:
    options = combo_options(state, task.player)
    return ordered([*options, END] if options and state.combo_steps else options)


def combo_step(state: KnockdownState, task: Combo, a: Action, events: list[Event]) -> None:
    p = task.player
    g = state.game
    if a.kind == Kind.END:
        events.append(Event("combo-end", {"player": p}, f"P{p + 1} ends the combo"))
        return
    state.push(task)
    state.combo_steps += 1
    if a.kind == Kind.DASH:
        state.lose_card(p, a.arg)
        card = g.card_ids[a.arg]
        events.append(Event("dash", {"player": p, "card": card}, f"P{p + 1} dashes with {card}"))
        state.push(DashStep(p))
        return
    state.combo_specials = [*state.combo_specials, a.arg]
    state.turn_specials = [*state.turn_specials, a.arg]
    declare_special(state, p, a.arg, events, response=False)


def dash_options(state: KnockdownState, task: DashStep) -> list[Action]:
    return ordered(Action(Kind.MOVE, c) for c in state.free_neighbours(task.player))


def dash_step(state: KnockdownState, task: DashStep, a: Action, events: list[Event]) -> None:
    p = task.player
    state.cells[p] = a.arg
    to = state.game.grid.name(a.arg)
    events.append(Event("move", {"player": p, "to": to}, f"P{p + 1} dashes to {to}"))
