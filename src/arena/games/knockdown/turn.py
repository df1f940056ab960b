"""Turns: two actions (move, attack, combo), the hand limit, the end of a turn.

Seed 002, "游戏回合", "行动 I. 移动", "行动 II. 攻击", "行动 III. 组合技", "如何突进",
"手牌上限", "日渐衰减的巨神柱" (KD2; research A-13, A-14).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Cell, Ref, Seat, msg
from arena.games.knockdown import rules
from arena.games.knockdown.actions import COMBO, END, Action, Kind
from arena.games.knockdown.attack import declare_special, push_attack
from arena.games.knockdown.describe import card_msg
from arena.games.knockdown.grid import candle_hits
from arena.games.knockdown.rounds import end_round
from arena.games.knockdown.tasks import (
    REFILL,
    TURN_ENDS,
    TURN_STARTS,
    TURNS,
    Combo,
    DashStep,
    Discard,
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
        if events is not DISCARDED:
            events.append(
                Event(
                    "turn-limit",
                    {"winner": winner},
                    f"turn limit: P{winner + 1} wins the round",
                    say=msg("kd-ev-turn-limit", player=Seat(winner)),
                )
            )
        end_round(state, winner, events)
        return
    state.stack += (TURNS[p], REFILL)  # the refill first


# -- the turn's actions --------------------------------------------------------------------------
def turn_options(state: KnockdownState, task: Turn) -> list[Action]:
    """Moves, then attacks with display cards, then the combo (the actions' stable order)."""
    p = task.player
    t = state.game.tables
    cells = state.cells
    out = list(t.moves[cells[p] * t.n + cells[1 - p]])
    if state.display:
        attack = t.attack
        out += [attack[c] for c in sorted(state.display)]
    if can_combo(state, p):
        out.append(COMBO)
    return out


def settle_turn(state: KnockdownState, task: Turn, events: list[Event]) -> bool:
    """Two actions, then the turn ends (seed 002, "游戏回合")."""
    if state.actions_left <= 0:
        state.stack.append(TURN_ENDS[task.player])
        return True
    if state.display or state.free_neighbours(task.player):
        return False  # an attack or a move is possible
    return not can_combo(state, task.player)


def take_turn_action(state: KnockdownState, task: Turn, a: Action, events: list[Event]) -> None:
    p = task.player
    state.stack.append(task)
    state.actions_left -= 1
    g = state.game
    if a.kind == Kind.MOVE:
        state.cells[p] = a.arg
        if events is not DISCARDED:
            to = g.grid.name(a.arg)
            say = msg("kd-ev-move", player=Seat(p), cell=Cell(to))
            events.append(Event("move", {"player": p, "to": to}, f"P{p + 1} moves to {to}", say=say))
    elif a.kind == Kind.ATTACK:
        state.display.remove(a.arg)
        t = g.tables
        hit = t.card_reach[a.arg][state.cells[p] * t.n + state.cells[1 - p]]
        if events is not DISCARDED:
            card = g.gset.attacks[a.arg]
            events.append(
                Event(
                    "attack",
                    {"player": p, "card": card.id, "hit": hit},
                    f"P{p + 1} attacks with {card.id} ({card.names.en})" + ("" if hit else ": out of range"),
                    say=msg(
                        "kd-ev-attack" if hit else "kd-ev-attack-miss",
                        player=Seat(p),
                        card=card_msg(g, a.arg),
                        other=Seat(1 - p),
                    ),
                )
            )
        state.stack.append(t.take_card[p][a.arg])
        if hit:
            push_attack(state, p, "card", a.arg, response=False)
    else:
        state.combo_specials, state.combo_steps = [], 0
        state.push(Combo(p))
        if events is not DISCARDED:
            say = msg("kd-ev-combo", player=Seat(p))
            events.append(Event("combo", {"player": p}, f"P{p + 1} starts a combo", say=say))


def take_card(state: KnockdownState, task: TakeCard, events: list[Event]) -> None:
    """Seed 002, "行动 II. 攻击": the card always goes to hand; "手牌上限": over 6, discard 1."""
    p = task.player
    state.hands[p] = sorted([*state.hands[p], task.card])
    if len(state.hands[p]) > rules.HAND_LIMIT:
        state.push(Discard(p, len(state.hands[p]) - rules.HAND_LIMIT))


def discard_options(state: KnockdownState, task: Discard) -> list[Action]:
    discard = state.game.tables.discard
    return [discard[c] for c in sorted(state.hands[task.player])]


def settle_discard(state: KnockdownState, task: Discard, events: list[Event]) -> bool:
    """An empty hand discards nothing."""
    return not state.hands[task.player]


def discard(state: KnockdownState, task: Discard, a: Action, events: list[Event]) -> None:
    p = task.player
    state.lose_card(p, a.arg)
    if events is not DISCARDED:
        card = state.game.card_ids[a.arg]
        say = msg("kd-ev-discard", player=Seat(p), card=card_msg(state.game, a.arg))
        events.append(Event("discard", {"player": p, "card": card}, f"P{p + 1} discards {card}", say=say))
    if task.n > 1 and state.hands[p]:
        state.push(Discard(p, task.n - 1))


def turn_end(state: KnockdownState, task: TurnEnd, events: list[Event]) -> None:
    """Candle damage (seed 002, "日渐衰减的巨神柱"; KD2, A-13, A-14), then poison, then recovery."""
    p = task.player
    g = state.game
    t = g.tables
    column = g.grid.col(state.cells[p])
    warded = any(t.ward[s] for s in state.faceup[p])
    left, right = state.candle_cells
    if state.candles_drawn and not warded and candle_hits(g.gset.arena, left, right, column):
        heavy = g.opts.candle_wound == "heavy"
        state.wound(p, int(heavy), int(not heavy))
        if events is not DISCARDED:
            say = msg("kd-ev-candle-wound", player=Seat(p), wound=Ref("wound", "heavy" if heavy else "light"))
            events.append(Event("candle-wound", {"player": p}, f"P{p + 1} is burnt by the candles", say=say))
    if state.poison[p]:
        state.wound(p, 0, state.poison[p])
        if events is not DISCARDED:
            events.append(
                Event(
                    "poison",
                    {"player": p, "wounds": state.poison[p]},
                    f"P{p + 1} suffers poison",
                    say=msg("kd-ev-poison", player=Seat(p), n=state.poison[p]),
                )
            )
        state.poison[p] -= 1
    heal = sum(t.recover[s] for s in state.faceup[p])
    if heal:
        state.light[p] = max(0, state.light[p] - heal)
    state.stack.append(TURN_STARTS[1 - p])


# -- combos (seed 002, "行动 III. 组合技") --------------------------------------------------------
def combo_specials(state: KnockdownState, p: int) -> list[int]:
    """The specials ``p`` may declare in the combo, ascending: each once per combo, paid by
    the hand and tokens, the opponent in range (research A-7)."""
    t = state.game.tables
    hand = state.hands[p]
    payable = t.payable(p, tuple(hand))
    if not payable:
        return []
    used = state.combo_specials
    if state.game.opts.special_limit == "turn":
        used = used + state.turn_specials
    cells = state.cells
    where = cells[p] * t.n + cells[1 - p]
    tokens = state.tokens[p]
    reach, costs = t.special_reach, t.special_tokens
    return [
        i
        for i in t.side_specials[p][0]
        if i in payable
        and i not in used
        and reach[i][where]
        and all(tokens.get(k, 0) >= v for k, v in costs[i])
    ]


def dash_cards(state: KnockdownState, p: int) -> list[int]:
    """The hand's dash (or wild) cards, ascending, when ``p`` has a free step."""
    cells = state.cells
    t = state.game.tables
    if not t.free[cells[p] * t.n + cells[1 - p]]:
        return []
    dashers = t.dashers
    return [c for c in sorted(state.hands[p]) if c in dashers]


def can_combo(state: KnockdownState, p: int) -> bool:
    """Whether ``p`` has a combo step (a special or a dash): ``combo_options`` is not empty."""
    t = state.game.tables
    cells = state.cells
    if t.free[cells[p] * t.n + cells[1 - p]] and not t.dashers.isdisjoint(state.hands[p]):
        return True
    return bool(combo_specials(state, p))


def combo_options(state: KnockdownState, p: int) -> list[Action]:
    """Specials (once per combo, in range: research A-7), then dashes, in order."""
    t = state.game.tables
    special, dash = t.special, t.dash
    return [special[i] for i in combo_specials(state, p)] + [dash[c] for c in dash_cards(state, p)]


def combo_step_options(state: KnockdownState, task: Combo) -> list[Action]:
    options = combo_options(state, task.player)
    if options and state.combo_steps:
        options.append(END)
    return options


def settle_combo(state: KnockdownState, task: Combo, events: list[Event]) -> bool:
    """A combo with no step left ends by itself."""
    return not can_combo(state, task.player)


def combo_step(state: KnockdownState, task: Combo, a: Action, events: list[Event]) -> None:
    p = task.player
    g = state.game
    if a.kind == Kind.END:
        if events is not DISCARDED:
            say = msg("kd-ev-combo-end", player=Seat(p))
            events.append(Event("combo-end", {"player": p}, f"P{p + 1} ends the combo", say=say))
        return
    state.push(task)
    state.combo_steps += 1
    if a.kind == Kind.DASH:
        state.lose_card(p, a.arg)
        if events is not DISCARDED:
            card = g.card_ids[a.arg]
            say = msg("kd-ev-dash", player=Seat(p), card=card_msg(g, a.arg))
            events.append(Event("dash", {"player": p, "card": card}, f"P{p + 1} dashes with {card}", say=say))
        state.push(DashStep(p))
        return
    state.combo_specials = [*state.combo_specials, a.arg]
    state.turn_specials = [*state.turn_specials, a.arg]
    declare_special(state, p, a.arg, events, response=False)


def dash_options(state: KnockdownState, task: DashStep) -> list[Action]:
    t = state.game.tables
    cells = state.cells
    return list(t.moves[cells[task.player] * t.n + cells[1 - task.player]])


def settle_dash(state: KnockdownState, task: DashStep, events: list[Event]) -> bool:
    """No free cell: the dash's step is lost."""
    return not state.free_neighbours(task.player)


def dash_step(state: KnockdownState, task: DashStep, a: Action, events: list[Event]) -> None:
    p = task.player
    state.cells[p] = a.arg
    if events is not DISCARDED:
        to = state.game.grid.name(a.arg)
        say = msg("kd-ev-dash-step", player=Seat(p), cell=Cell(to))
        events.append(Event("move", {"player": p, "to": to}, f"P{p + 1} dashes to {to}", say=say))
