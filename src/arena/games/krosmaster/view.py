"""What a player sees: a JSON-ready view, and a plain-text board for ``str(state)``.

Tutorial scenarios hold no hidden information, so every seat and spectators see the same
thing; the ``player`` argument is where later hidden parts (face-down rewards) are filtered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arena.games.krosmaster.dice import FACE_SLUGS, ROLL_NAMES
from arena.games.krosmaster.game import SCENERY_NAMES
from arena.games.krosmaster.pieces import KIND_NAMES

if TYPE_CHECKING:
    from arena.games.krosmaster.state import KrosmasterState


def public_view(state: KrosmasterState, player: int | None) -> dict[str, Any]:
    board = state.board
    game = state.game
    pieces = []
    for p in state.pieces:
        if not p.in_play and p.kind != 0 and p.injuries == 0:
            continue  # unused summon slots are not shown
        pieces.append(
            {
                "id": p.id,
                "label": p.label,
                "character": p.data.id,
                "name": p.data.name.model_dump(),
                "kind": KIND_NAMES[p.kind],
                "owner": p.owner,
                "summoner": state.pieces[p.summoner].label if p.summoner >= 0 else None,
                "cell": board.name(p.pos) if p.in_play else None,
                "in_play": p.in_play,
                "hp": p.hp,
                "injuries": p.injuries,
                "mp": p.mp,
                "ap": p.ap,
                "base_mp": p.base_mp,
                "base_ap": p.base_ap,
                "markers": {"mp": p.mp_markers, "ap": p.ap_markers},
                "powers": sorted(p.powers | p.turn_powers),
                "spells": list(p.spells),
                "range_bonus": p.range_bonus,
                "initiative": p.data.initiative,
            }
        )
    roll = None
    if state.roll is not None:
        r = state.roll
        roll = {
            "roll": ROLL_NAMES[r["roll"]],
            "dice": r["n"],
            "faces": [FACE_SLUGS[f] for f in r["faces"]],
            "piece": state.pieces[r["piece"]].label,
        }
    choice = None
    if state.choice is not None:
        choice = {
            "kind": state.choice["kind"],
            "options": [state.pieces[i].label for i in state.choice["options"]],
        }
    return {
        "game": "krosmaster",
        "viewer": player,
        "scenario": game.scenario.id,
        "title": game.scenario.title.model_dump(),
        "goal": game.scenario.goal.value,
        "width": board.width,
        "height": board.height,
        "scenery": {board.name(c): SCENERY_NAMES[k] for c, k in enumerate(state.scenery) if k},
        "pieces": pieces,
        "timelines": [[state.pieces[i].label for i in tl] for tl in game.timelines],
        "turn": state.turn,
        "max_turns": game.opts.max_turns,
        "player": state.player,
        "to_move": state.current_player(),
        "active": state.pieces[state.active].label if state.active >= 0 else None,
        "roll": roll,
        "choice": choice,
        "winner": state.winner if state.winner >= 0 else None,
        "draw": state.winner == -2,
    }


def ascii_board(state: KrosmasterState) -> str:
    """A compact text board (tests and debugging); the CLI draws a richer one."""
    board = state.board
    rows = []
    for y in range(board.height):
        cells = []
        for x in range(board.width):
            c = board.cell(x, y)
            pid = state.occ[c]
            if pid >= 0:
                p = state.pieces[pid]
                cells.append(p.label[:2].upper() if p.owner == 0 else p.label[:2].lower())
            else:
                cells.append(" " + ".BTC"[state.scenery[c]])
        rows.append(f"{board.height - y:>2} " + " ".join(cells))
    rows.append("   " + " ".join(f" {ch}" for ch in "abcdefghijkl"[: board.width]))
    return "\n".join(rows)
