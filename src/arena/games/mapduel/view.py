"""What a seat sees: public board and players, its own hand, never another's.

Hidden from a seat: the other hands (only their sizes), the deck's contents (only its size,
except to a player searching it), and the cards and skills the others committed in the
current duel cycle (only how many cards; all are revealed when the cycle settles).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arena.core.state import CHANCE, TERMINAL

if TYPE_CHECKING:
    from arena.games.mapduel.state import MapDuelState

PUBLIC_TASK_KEYS = (
    "t",
    "p",
    "by",
    "kind",
    "rolls",
    "rep",
    "v",
    "n",
    "moves",
    "acted",
    "played",
    "opts",
    "to",
)


def _task(state: MapDuelState, player: int | None) -> dict[str, Any] | None:
    if not state.tasks:
        return None
    top = state.tasks[-1]
    out = {k: top[k] for k in PUBLIC_TASK_KEYS if k in top}
    if "opts" in out:
        out["opts"] = [state.cid(c) for c in out["opts"]]
    if top["t"] == "absorb":
        out["effect"] = top["eff"]["k"]
    if top["t"] == "dturn" and top["p"] != player:
        out.pop("played", None)
    if top["t"] == "dturn" and top["p"] == player:
        out["skill"] = top["skill"]
    return out


def view(state: MapDuelState, player: int | None) -> dict[str, Any]:
    game = state.game
    players = []
    for p in range(state.n):
        ch = game.characters[state.char[p]] if state.char[p] >= 0 else None
        row: dict[str, Any] = {
            "player": p,
            "seat": state.order.index(p) + 1 if p in state.order else None,
            "character": ch.id if ch else None,
            "names": ch.names.model_dump() if ch else None,
            "active": ch.active.id if ch else None,
            "passive": ch.passive.id if ch else None,
            "hp": state.hp[p],
            "max_hp": state.maxhp[p],
            "slots": state.slots[p],
            "cell": state.pos[p],
            "skip": state.skip[p],
            "double": state.double[p],
            "forced_penalties": state.forced[p],
            "alive": state.alive[p],
            "hand_size": len(state.hands[p]),
            "equipment": [state.cid(c) for c in state.equip[p]],
        }
        if player == p:
            row["hand"] = [state.cid(c) for c in state.hands[p]]
        players.append(row)
    duel = None
    if state.duel is not None:
        d = state.duel
        duel = {
            "cycle": d["cycle"],
            "ending": d["over"],
            "committed": [len(cs) for cs in d["commits"]],
            "mine": None,
        }
        if player is not None:
            duel["mine"] = {
                "cards": [state.cid(c) for c in d["commits"][player]],
                "skills": list(d["skills"][player]),
                "queued": [
                    {"to": e["tgt"], "effect": e["k"], "amount": e["n"]}
                    for e in d["queue"]
                    if e["src"] == player
                ],
            }
    cp = state.current_player()
    out: dict[str, Any] = {
        "game": "mapduel",
        "viewer": player,
        "to_move": None if cp in (CHANCE, TERMINAL) else cp,
        "chance": cp == CHANCE,
        "terminal": cp == TERMINAL,
        "map": [c.value for c in game.map.cells],
        "seat_order": list(state.order),
        "players": players,
        "deck_size": state.deck_total(),
        "discard": {state.cid(c): k for c, k in enumerate(state.discard) if k},
        "turns": state.turns,
        "max_turns": game.opts.max_turns,
        "phase": "setup" if not state.order or -1 in state.char else ("duel" if state.duel else "map"),
        "pending": _task(state, player),
        "duel": duel,
        "winners": state.won,
        "end": state.end,
    }
    top = state.tasks[-1] if state.tasks else {}
    if player is not None and top.get("t") == "choose" and top.get("p") == player:
        out["deck"] = {state.cid(c): k for c, k in enumerate(state.deck) if k}  # ④: a face-up search
    return out
