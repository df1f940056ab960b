"""Rounds: set-up, who starts, the opening draft, the display and the round's end.

Seed 002, "游戏设置" steps 3, 5-7 and "开始新一轮次"; "攻击牌库耗尽"; "轮次结束条件";
research A-1, A-2 (initiative ties), A-4 (the deck running out).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.knockdown import rules
from arena.games.knockdown.actions import Action, Kind
from arena.games.knockdown.describe import card_msg
from arena.games.knockdown.rules import with_seat
from arena.games.knockdown.tasks import (
    BreakInitiativeTie,
    DecideOrder,
    Draft,
    RefillDisplay,
    RoundSetup,
    ShuffleInCandles,
    TurnStart,
)

if TYPE_CHECKING:
    from arena.games.knockdown.state import KnockdownState

DISPLAY_SIZE = 4
ROUNDS_TO_WIN = 2


def round_setup(state: KnockdownState, task: RoundSetup, events: list[Event]) -> None:
    g = state.game
    state.round += 1
    state.cells = [g.grid.cell(c, r) for c, r in g.gset.arena.starts]
    state.heavy, state.light, state.poison = [0, 0], [0, 0], [0, 0]
    state.tokens = [g.start_tokens(p) for p in (0, 1)]
    state.deck = list(range(len(g.gset.attacks)))
    state.deck_candles = 0
    state.display, state.hands, state.discard = [], [[], []], []
    state.candles_drawn, state.candle_cells = 0, [-1, -1]
    state.attacks, state.turns = [], 0
    if events is not DISCARDED:
        say = msg("kd-ev-round", round=state.round)
        events.append(Event("round", {"round": state.round}, f"round {state.round} begins", say=say))
    state.push(RefillDisplay(setup=True), DecideOrder())


def _initiative(state: KnockdownState, p: int) -> int:
    return max((s.initiative for s in state.active_skills(p)), default=0)


def decide_order(state: KnockdownState, task: DecideOrder, events: list[Event]) -> None:
    """Round 1: the higher initiative starts and drafts first (a tie: chance, A-1).
    Later rounds: the loser starts; the higher initiative drafts first, the loser on a tie (A-2)."""
    i0, i1 = _initiative(state, 0), _initiative(state, 1)
    if state.round == 1:
        if i0 == i1:
            state.push(BreakInitiativeTie())
            return
        _begin_draft(state, 0 if i0 > i1 else 1, 0 if i0 > i1 else 1, events)
        return
    loser = state.round_starter
    first = loser
    if state.game.opts.draft_first == "initiative" and i0 != i1:
        first = 0 if i0 > i1 else 1
    _begin_draft(state, loser, first, events)


FIRSTS = (Action(Kind.FIRST, 0), Action(Kind.FIRST, 1))


def tie_weights(state: KnockdownState, task: BreakInitiativeTie) -> list[tuple[Action, int]]:
    return [(FIRSTS[0], 1), (FIRSTS[1], 1)]


def tie_actions(state: KnockdownState, task: BreakInitiativeTie) -> list[Action]:
    return list(FIRSTS)


def break_tie(state: KnockdownState, task: BreakInitiativeTie, a: Action, events: list[Event]) -> None:
    _begin_draft(state, a.arg, a.arg, events)


def _begin_draft(state: KnockdownState, start: int, first: int, events: list[Event]) -> None:
    state.round_starter = start
    other = 1 - first
    if events is not DISCARDED:
        events.append(
            Event(
                "order",
                {"start": start, "draft_first": first},
                f"P{start + 1} starts; P{first + 1} drafts first",
                say=msg("kd-ev-order", start=Seat(start), first=Seat(first)),
            )
        )
    state.push(
        Draft(first),
        Draft(other),
        Draft(other),
        Draft(first),
        RefillDisplay(setup=True),
        ShuffleInCandles(),
        TurnStart(start),
    )


def draft_options(state: KnockdownState, task: Draft) -> list[Action]:
    draft = state.game.tables.draft
    return [draft[c] for c in sorted(state.display)]


def draft(state: KnockdownState, task: Draft, a: Action, events: list[Event]) -> None:
    p = task.player
    state.display.remove(a.arg)
    state.hands[p] = sorted([*state.hands[p], a.arg])
    if events is not DISCARDED:
        card = state.game.card_ids[a.arg]
        say = msg("kd-ev-draft", player=Seat(p), card=card_msg(state.game, a.arg))
        events.append(Event("draft", {"player": p, "card": card}, f"P{p + 1} drafts {card}", say=say))


def shuffle_in_candles(state: KnockdownState, task: ShuffleInCandles, events: list[Event]) -> None:
    state.deck_candles = state.game.gset.arena.candle_cards


# -- the display ---------------------------------------------------------------------------------
def refill_weights(state: KnockdownState, task: RefillDisplay) -> list[tuple[Action, int]]:
    """Each attack card left in the deck, and the Candle cards together (one outcome)."""
    weighted = state.game.tables.reveal_weighted
    out = [weighted[c] for c in state.deck]
    if state.deck_candles:
        out.append((weighted[-1][0], state.deck_candles))
    return out


def refill_actions(state: KnockdownState, task: RefillDisplay) -> list[Action]:
    """The outcomes of :func:`refill_weights`, in order (the last: a candle card)."""
    reveal = state.game.tables.reveal
    out = [reveal[c] for c in state.deck]
    if state.deck_candles:
        out.append(reveal[-1])
    return out


def settle_refill(state: KnockdownState, task: RefillDisplay, events: list[Event]) -> bool:
    """A full display needs no card; an empty deck ends the round (seed 002, "攻击牌库耗尽")."""
    if len(state.display) >= DISPLAY_SIZE:
        return True
    if not state.deck and not state.deck_candles:
        winner = rules.deck_out_winner(state.heavy, state.light, state.turn_player)
        if events is not DISCARDED:
            events.append(
                Event(
                    "deck-out",
                    {"winner": winner},
                    f"the attack deck is exhausted: P{winner + 1} wins the round",
                    say=msg("kd-ev-deck-out", player=Seat(winner)),
                )
            )
        end_round(state, winner, events)
        return True
    return False


def refill(state: KnockdownState, task: RefillDisplay, a: Action, events: list[Event]) -> None:
    """The revealed card joins the display; a candle card moves the candles (seed 002,
    "日渐衰减的巨神柱"). Either way the display is refilled again until it holds four."""
    state.push(task)
    g = state.game
    if a.arg == len(g.gset.attacks):
        state.deck_candles -= 1
        state.candles_drawn += 1
        arena = g.gset.arena
        if state.candles_drawn == 1:
            state.candle_cells = [arena.candle_slots[0], arena.candle_slots[1]]
        else:
            left, right = state.candle_cells
            state.candle_cells = [min(left + 1, arena.centre), max(right - 1, arena.centre)]
        if events is not DISCARDED:
            columns = [g.grid.name(c)[0] for c in state.candle_cells]
            events.append(
                Event(
                    "candle",
                    {"columns": columns},
                    f"a candle card: candles under columns {columns[0]} and {columns[1]}",
                    say=msg(
                        "kd-ev-candle-first" if state.candles_drawn == 1 else "kd-ev-candle",
                        left=columns[0],
                        right=columns[1],
                    ),
                )
            )
        return
    state.deck.remove(a.arg)
    state.display.append(a.arg)
    if events is not DISCARDED:
        say = msg("kd-ev-reveal", card=card_msg(g, a.arg))
        events.append(Event("reveal", {"card": g.card_ids[a.arg]}, f"revealed {g.card_ids[a.arg]}", say=say))


def end_round(state: KnockdownState, winner: int, events: list[Event]) -> None:
    """Seed 002, "轮次结束条件": two round wins take the match; the loser turns up a skill."""
    state.stack.clear()
    state.attacks = []
    state.wins = with_seat(state.wins, winner, state.wins[winner] + 1)
    loser = 1 - winner
    if events is not DISCARDED:
        events.append(
            Event(
                "round-won",
                {"winner": winner, "wins": list(state.wins)},
                f"P{winner + 1} wins round {state.round} ({state.wins[0]}-{state.wins[1]})",
                say=msg(
                    "kd-ev-round-won",
                    player=Seat(winner),
                    round=state.round,
                    first=state.wins[0],
                    second=state.wins[1],
                ),
            )
        )
    if state.wins[winner] >= ROUNDS_TO_WIN:
        state.winner = winner
        if events is not DISCARDED:
            say = msg("kd-ev-match-won", player=Seat(winner))
            events.append(Event("match-won", {"winner": winner}, f"P{winner + 1} wins the match", say=say))
        return
    if state.facedown[loser] >= 0:
        skill = state.facedown[loser]
        state.faceup = with_seat(state.faceup, loser, [*state.faceup[loser], skill])
        state.facedown = with_seat(state.facedown, loser, -1)
        name = state.game.skill_ids[skill]
        if events is not DISCARDED:
            say = msg("kd-ev-flip", player=Seat(loser), skill=Ref("skill", name))
            events.append(
                Event("flip", {"player": loser, "skill": name}, f"P{loser + 1} turns up {name}", say=say)
            )
    state.round_starter = loser
    state.push(RoundSetup())
