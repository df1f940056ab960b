"""What a player sees, and redrawing what they cannot (research A-19).

Public: the arena, wounds, tokens, the display, the discard pile, hand and deck sizes, the
face-up skill cards once both are chosen. Private: each hand, the skill draft, the face-down
skill card, the deck's order and contents. ``resample`` redraws exactly the private parts
of the opponent that ``player`` has not seen: their hand (with the deck), their unseen
skill cards, which of the two passed cards they kept, and their pending face-up choice.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from arena.games.knockdown.describe import names_json
from arena.games.knockdown.rules import with_seat
from arena.games.knockdown.tasks import Discard, IgnoreWounds, KnockoutRoll, PaySpecial, Shift, Teleport

if TYPE_CHECKING:
    from arena.games.knockdown.state import KnockdownState


def _skills(state: KnockdownState, seat: int, player: int | None) -> dict[str, Any]:
    ids = state.game.skill_ids
    names = [ids[s] for s in state.faceup[seat]]
    if seat == player:
        return {
            "dealt": [ids[s] for s in state.dealt[seat]],
            "kept": [ids[s] for s in state.kept[seat]],
            "passed": [ids[s] for s in state.received[1 - seat]],
            "received": [ids[s] for s in state.received[seat]],
            "removed": ids[state.removed[seat]] if state.removed[seat] >= 0 else None,
            "faceup": names,
            "facedown": ids[state.facedown[seat]] if state.facedown[seat] >= 0 else None,
            "hidden": 0,
        }
    shown = names if state.revealed else []
    total = len(state.kept[seat]) + len(state.dealt[seat])
    return {"faceup": shown, "hidden": total - len(shown)}


def player_view(state: KnockdownState, player: int | None) -> dict[str, Any]:
    g = state.game
    grid = g.grid
    arena = g.gset.arena
    fighters = []
    for seat in (0, 1):
        side = state.side(seat)
        fighters.append(
            {
                "seat": seat,
                "side": side.id,
                "name": names_json(side.names),
                "side_name": names_json(side.side_names),
                "class": names_json(side.class_names),
                "cell": grid.name(state.cells[seat]),
                "heavy": state.heavy[seat],
                "light": state.light[seat],
                "tokens": dict(state.tokens[seat]),
                "poison": state.poison[seat],
                "hand_size": len(state.hands[seat]),
                "specials": [sp.id for sp in side.specials],
                "knockout_text": names_json(side.knockout_text),
                "skills": _skills(state, seat, player),
            }
        )
    pending: dict[str, Any] | None = None
    waiting = state.pending()
    if waiting is not None:
        task = waiting.task
        seat = task.player if isinstance(task, KnockoutRoll) else waiting.player  # who rolls
        pending = {"task": task.kind, "player": seat if seat >= 0 else None}
        if isinstance(task, PaySpecial):
            pending |= {"special": g.specials[task.special].id, "cost": list(task.cost)}
        if isinstance(task, Shift | Teleport | Discard):
            pending |= {"n": task.n}
        if isinstance(task, IgnoreWounds):  # the attack's wounds, public like its damage
            pending |= {"heavy": task.heavy, "light": task.light}
    attack = None
    if state.attacks:
        ctx = state.attacks[-1]
        attack = {
            "by": ctx.by,
            "source": ctx.source,
            "id": state.attack_of(ctx).id,
            "reduce": ctx.reduce,
            "cancel": ctx.cancel,
            "response": ctx.response,
        }
    return {
        "seat": player,
        "round": state.round,
        "wins": list(state.wins),
        "start": state.round_starter,
        "turn_player": state.turn_player,
        "turn": state.turns,
        "actions_left": state.actions_left,
        "to_move": state.current_player(),
        "winner": state.winner if state.winner >= 0 else None,
        "arena": {
            "columns": arena.columns,
            "rows": arena.rows,
            "starts": [grid.name(grid.cell(c, r)) for c, r in arena.starts],
            "centre": arena.centre,
            "candles": [grid.name(grid.cell(c, 0))[0] for c in state.candle_cells]
            if state.candle_cells[0] >= 0
            else None,
            "candles_drawn": state.candles_drawn,
        },
        "fighters": fighters,
        "display": [g.card_ids[c] for c in state.display],
        "deck": len(state.deck) + state.deck_candles,
        "deck_candles": state.deck_candles,
        "discard": [g.card_ids[c] for c in state.discard],
        "hand": [g.card_ids[c] for c in state.hands[player]] if player is not None else None,
        "pending": pending,
        "attack": attack,
        "combo_used": [g.specials[i].id for i in state.combo_specials],
    }


def resample(state: KnockdownState, player: int, rng: random.Random) -> KnockdownState:
    """A state ``player`` cannot tell apart from ``state``, the opponent's secrets redrawn."""
    new = state.clone()
    o = 1 - player
    if state.current_player() != o:
        # The opponent's hand with the deck (their hand is fixed while they decide, so
        # that their pending payment or block stays possible).
        pool = sorted(new.hands[o] + new.deck)  # sorted: the draw depends on the view only
        rng.shuffle(pool)
        k = len(new.hands[o])
        new.hands[o], new.deck = sorted(pool[:k]), sorted(pool[k:])
    visible = set(state.faceup[o]) if state.revealed else set()
    up_pos = [state.kept[o].index(s) for s in state.faceup[o]]
    kept = list(new.kept[o])
    # Cards the player never saw, shuffled together and dealt back to their places in this
    # order: the undealt pile, the opponent's dealt hand, their first keep.
    pooled, dealt = len(new.skill_pool), len(new.dealt[o])
    values = new.skill_pool + new.dealt[o]
    if kept and kept[0] not in visible:
        values.append(kept[0])
    values.sort()
    rng.shuffle(values)
    if len(values) > pooled + dealt:
        kept[0] = values[-1]
    new.skill_pool = sorted(values[:pooled])
    new.dealt = with_seat(new.dealt, o, values[pooled : pooled + dealt])
    # Which of the two cards the player passed the opponent kept.
    if len(kept) == 2 and new.removed[o] >= 0 and kept[1] not in visible:
        low, high = sorted((kept[1], new.removed[o]))
        if rng.random() < 0.5:
            low, high = high, low
        kept[1], new.removed = low, with_seat(new.removed, o, high)
    new.kept = with_seat(new.kept, o, kept)
    if state.faceup[o]:
        if not state.revealed:
            up_pos = [rng.randrange(len(kept))]
        new.faceup = with_seat(new.faceup, o, [kept[i] for i in up_pos])
        rest = [s for i, s in enumerate(kept) if i not in up_pos]
        new.facedown = with_seat(new.facedown, o, rest[0] if rest else -1)
    return new
