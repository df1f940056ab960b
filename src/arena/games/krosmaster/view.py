"""What a player sees: a JSON-ready view, and a plain-text board for ``str(state)``.

Tutorial scenarios hold no hidden information, so every seat and spectators see the same
thing; the ``player`` argument is where later hidden parts (face-down rewards) are filtered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arena.games.krosmaster.board import SCENERY_NAMES
from arena.games.krosmaster.describe import view_names
from arena.games.krosmaster.dice import FACE_SLUGS, ROLL_NAMES
from arena.games.krosmaster.pieces import KIND_NAMES
from arena.games.krosmaster.tasks import (
    SETUP_TASKS,
    ChanceDraw,
    ChoosePiece,
    Draft,
    Prompt,
    RollDice,
    TurnStart,
)

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
                "name": view_names(p.data.name),
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
                "powers": sorted(p.powers | p.turn_powers | p.reward_powers),
                "spells": list(p.spells),
                "range_bonus": p.range_bonus,
                "initiative": p.data.initiative,
                "level": p.data.level,
                "rewards": [
                    _token_view(state, tid, up, public, p.owner, player) for tid, up, public in p.rewards
                ],
            }
        )
    roll = None
    rolling = state.waiting_for(RollDice)
    if rolling is not None:
        roll = {
            "roll": ROLL_NAMES[rolling.roll] if rolling.roll < len(ROLL_NAMES) else "tension",
            "dice": rolling.dice,
            "faces": [FACE_SLUGS[f] for f in rolling.faces],
            "piece": state.pieces[rolling.roller].label if rolling.roller >= 0 else None,
            "player": rolling.player,
        }
    choice = None
    choosing = state.waiting_for(ChoosePiece)
    if choosing is not None:
        choice = {
            "kind": choosing.reason,
            "options": [state.pieces[i].label for i in choosing.options],
        }
    out = {
        "game": "krosmaster",
        "full": game.full,
        "viewer": player,
        "scenario": game.scenario.id,
        "title": view_names(game.scenario.title),
        # the full game is won by Glory Galons (seed 003, "BUT DU JEU"; "2 CONTRE 2" by a team)
        "goal": ("glory_team" if game.mode == "2v2" else "glory") if game.full else game.scenario.goal.value,
        "width": board.width,
        "height": board.height,
        "scenery": {board.name(c): SCENERY_NAMES[k] for c, k in enumerate(state.scenery) if k},
        "pieces": pieces,
        "timelines": [[state.pieces[i].label for i in tl] for tl in state.timelines],
        "turn": state.turn,
        "max_turns": game.max_turns,
        "player": state.player,
        "to_move": state.current_player(),
        "active": state.pieces[state.active].label if state.active >= 0 else None,
        "roll": roll,
        "choice": choice,
        "winner": state.winner if state.winner >= 0 else None,
        "winners": state.winners() if state.winner >= 0 else [],
        "draw": state.winner == -2,
        "phase": "over"
        if state.winner != -1
        else ("setup" if any(isinstance(t, SETUP_TASKS) for t in state.stack) else "play"),
    }
    if game.full:
        out.update(_full_view(state, player))
    return out


def _token_view(
    state: KrosmasterState, tid: str, up: bool, public: bool, owner: int, viewer: int | None
) -> dict[str, Any]:
    """Who holds a face-down token is public; its identity only for its owner, or for all when
    it was bought face up (everyone saw it) or has been revealed."""
    tok = state.game.rewards_by_id[tid]
    known = up or public or (viewer is not None and viewer == owner)
    return {
        "rank": tok.rank.value,
        "face_up": bool(up),
        "token": tid if known else None,
        "name": view_names(tok.names) if known else None,
        "kind": tok.kind.value if known else None,
    }


def _full_view(state: KrosmasterState, player: int | None) -> dict[str, Any]:
    """The full game: GG, kamas, Demon cells, rewards on display, set-up and turn start."""
    game = state.game
    board = state.board
    rw = state.reward_supply
    setup_task = next((t for t in state.stack if isinstance(t, SETUP_TASKS)), None)
    tension = next((t for t in state.stack if isinstance(t, TurnStart)), None)
    prompt = None
    asking = state.waiting_for(Prompt)
    if asking is not None:
        codec = game.codec
        prompt = {
            "kind": asking.question,
            "player": asking.player,
            "rule": asking.rule,
            "about": asking.about,
            "options": [codec.to_text(codec.from_index(i)) for i in asking.options],
        }
    drawing = state.waiting_for(ChanceDraw)
    return {
        "mode": game.mode,
        "players": game.n_players,
        "teams": list(game.team_of),
        "order": list(state.order),
        "arena": state.arena,
        "arena_name": view_names(game.arenas[state.arena].names) if state.arena else None,
        "arenas": sorted(game.arenas),
        "demons": [board.name(c) for c in sorted(state.demon_cells)],
        "kamas": {board.name(c): n for c, n in enumerate(state.kamas) if n},
        "bank": state.bank,
        "stock": list(state.stock),
        "gg": list(state.gg),
        "wild_gg": state.wild_gg,
        "gg_box": state.gg_box,
        "deploy_cells": [[board.name(c) for c in cells] for cells in state.deploy_cells],
        "scenery_damage": {board.name(c): n for c, n in enumerate(state.scenery_injuries) if n},
        "destruction": game.opts.destruction,
        "reward_display": {
            rank: {
                "visible": list(rw["visible"][rank]),
                "names": [
                    view_names(game.rewards_by_id[t].names) if t else None for t in rw["visible"][rank]
                ],
                "face_down": list(rw["piles"][rank]),
            }
            for rank in rw["visible"]
        },
        "rewards_discarded": list(rw["box"]),
        "rewards_lost": len(rw["lost"]),
        "prompt": prompt,
        "chance": None if drawing is None else {"kind": drawing.what},
        "setup": None
        if setup_task is None
        else {
            "step": setup_task.step,
            "display": [state.pieces[p].label for p in setup_task.display]
            if isinstance(setup_task, Draft)
            else [],
        },
        "tension": None
        if tension is None or not tension.turned
        else {"faces": list(tension.turned), "stage": tension.stage},
    }


def ascii_board(state: KrosmasterState) -> str:
    """A compact text board (tests and debugging); the CLI draws a richer one."""
    board = state.board
    rows = []
    for y in range(board.height):
        cells = []
        for x in range(board.width):
            c = board.cell(x, y)
            pid = state.occupant[c]
            if pid >= 0:
                p = state.pieces[pid]
                cells.append(p.label[:2].upper() if p.owner == 0 else p.label[:2].lower())
            else:
                cells.append(" " + ".BTC"[state.scenery[c]])
        rows.append(f"{board.height - y:>2} " + " ".join(cells))
    rows.append("   " + " ".join(f" {ch}" for ch in "abcdefghijkl"[: board.width]))
    return "\n".join(rows)
