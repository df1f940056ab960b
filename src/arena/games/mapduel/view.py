"""What a seat sees: public board and players, its own hand, never another's.

Hidden from a seat: the other hands (only their sizes), the deck's contents (only its size,
except to a player searching it), and the cards and skills the others committed in the
current duel cycle (only how many cards; all are revealed when the cycle settles).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arena.core.state import CHANCE, TERMINAL
from arena.games.mapduel.tasks import ChooseAbsorber, DuelTurn
from arena.games.mapduel.terms import view_names

if TYPE_CHECKING:
    from arena.games.mapduel.state import MapDuelState

OWNER_ONLY = ("cards_played", "skill_used")
"""Fields of a duel turn only its own player sees (how many cards, whether the skill is used)."""


def _task(state: MapDuelState, player: int | None) -> dict[str, Any] | None:
    """The top task as the view's ``pending``: its kind and fields, card indices as ids."""
    top = state.top()
    if top is None:
        return None
    out = state.FLOW.task_to_json(top)
    if isinstance(top, ChooseAbsorber):
        out["options"] = [state.card_id(c) for c in top.options]
    if isinstance(top, DuelTurn) and top.player != player:
        for key in OWNER_ONLY:
            del out[key]
    return out


def view(state: MapDuelState, player: int | None) -> dict[str, Any]:
    game = state.game
    players = []
    for p in range(state.n):
        ch = game.characters[state.character[p]] if state.character[p] >= 0 else None
        row: dict[str, Any] = {
            "player": p,
            "seat": state.seat_order.index(p) + 1 if p in state.seat_order else None,
            "character": ch.id if ch else None,
            "names": view_names(ch.names) if ch else None,
            "active": ch.active.id if ch else None,
            "passive": ch.passive.id if ch else None,
            "hp": state.health[p],
            "max_hp": state.max_health[p],
            "slots": state.slots[p],
            "cell": state.position[p],
            "skip": state.skipped_turns[p],
            "double": state.double_move[p],
            "forced_penalties": state.forced_penalties[p],
            "alive": state.alive[p],
            "hand_size": len(state.hands[p]),
            "equipment": [state.card_id(c) for c in state.equipment[p]],
        }
        if player == p:
            row["hand"] = [state.card_id(c) for c in state.hands[p]]
        players.append(row)
    duel = None
    if state.duel is not None:
        d = state.duel
        duel = {
            "cycle": d.cycle,
            "ending": d.ending,
            "committed": [len(cs) for cs in d.committed],
            "mine": None,
        }
        if player is not None:
            duel["mine"] = {
                "cards": [state.card_id(c) for c in d.committed[player]],
                "skills": list(d.skills_used[player]),
                "queued": [
                    {"to": e.target, "effect": e.effect, "amount": e.amount}
                    for e in d.queue
                    if e.source == player
                ],
            }
    cp = state.current_player()
    setup = not state.seat_order or -1 in state.character
    phase = "setup" if setup else ("duel" if state.duel else "map")
    out: dict[str, Any] = {
        "game": "mapduel",
        "viewer": player,
        "to_move": None if cp in (CHANCE, TERMINAL) else cp,
        "chance": cp == CHANCE,
        "terminal": cp == TERMINAL,
        "map": [c.value for c in game.map.cells],
        "seat_order": list(state.seat_order),
        "players": players,
        "deck_size": state.deck_total(),
        "discard": {state.card_id(c): k for c, k in enumerate(state.discard) if k},
        "turns": state.turns,
        "max_turns": game.opts.max_turns,
        "phase": phase,
        "pending": _task(state, player),
        "duel": duel,
        "winners": state.game_winners,
        "end": state.end_reason,
    }
    if player is not None and state.searching(player):
        out["deck"] = {state.card_id(c): k for c, k in enumerate(state.deck) if k}  # ④: a face-up search
    return out
