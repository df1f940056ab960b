"""Movement and lock (seed 003, "Les PM et les PA", "Blocage", "Blocage Parfait"), special
moves (forced moves, carries, teleports) and traps (seed 003, "Pions Piège")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.errors import IllegalActionError
from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Cell, Ref, msg
from arena.games.krosmaster.actions import Move
from arena.games.krosmaster.board import BUSH, TREE
from arena.games.krosmaster.dice import Roll
from arena.games.krosmaster.pieces import Piece
from arena.games.krosmaster.state import illegal
from arena.games.krosmaster.tasks import Blocked, Step, spell_resolution

if TYPE_CHECKING:
    from arena.games.krosmaster.state import KrosmasterState

R_MOVE = "seed 003, Se déplacer d'une case (1 PM)"
R_CONTACT = "seed 003, Blocage Parfait"


def held_in_contact(state: KrosmasterState, piece: Piece) -> Piece | None:
    """An adjacent enemy under Blocage Parfait: ``piece`` may not spend MP to leave. Never a
    Toupiti piece, which "ignore les règles de blocage" (seed 003, "Toupiti, Toupiti, le
    Tofu"; research §1.3: "Toupiti units neither lock nor can be locked")."""
    for c in state.board.neighbors[piece.pos]:
        pid = state.occupant[c]
        if pid >= 0:
            other = state.pieces[pid]
            if "locks_contact" in other.reward_flags and _holds(state, piece, other):
                return other
    return None


_MOVES = tuple(Move(c) for c in range(144))  # one immutable action per cell (boards are at most 12 x 12)


def legal_moves(state: KrosmasterState, piece: Piece) -> list[Move]:
    """The free adjacent cells (``KrosmasterState.is_free``, inlined), none without MP or when
    held in contact: ``held_in_contact`` is checked in the same pass over the neighbours (an
    enemy holding the piece stands on one of them; its Blocage Parfait flag, mostly absent, is
    asked first)."""
    if piece.mp < 1:
        return []
    occ, sc, pieces = state.occupant, state.scenery, state.pieces
    out = []
    for c in state.board.neighbors[piece.pos]:
        pid = occ[c]
        if pid < 0:
            if sc[c] != BUSH and sc[c] != TREE:
                out.append(_MOVES[c])
        elif "locks_contact" in pieces[pid].reward_flags and _holds(state, piece, pieces[pid]):
            return []
    return out


def _holds(state: KrosmasterState, piece: Piece, other: Piece) -> bool:
    """``other``, adjacent with Blocage Parfait, holds ``piece``: an enemy, in the full game
    (where rewards exist), and ``piece`` not Toupiti."""
    return state.game.full and not piece.has("toupiti") and state.game.is_enemy(other.owner, piece.owner)


def can_move(state: KrosmasterState, piece: Piece) -> bool:
    """``bool(legal_moves(...))`` without the list (one pass)."""
    if piece.mp < 1:
        return False
    occ, sc, pieces = state.occupant, state.scenery, state.pieces
    free = False
    for c in state.board.neighbors[piece.pos]:
        pid = occ[c]
        if pid < 0:
            if sc[c] != BUSH and sc[c] != TREE:
                free = True
        elif "locks_contact" in pieces[pid].reward_flags and _holds(state, piece, pieces[pid]):
            return False
    return free


def move_error(state: KrosmasterState, piece: Piece, to: int) -> IllegalActionError | None:
    board = state.board
    if not 0 <= to < board.n:
        return illegal(
            "off-board", "that cell is off the board", R_MOVE, msg("kros-refuse-off-board"), "move"
        )
    if piece.mp < 1:
        return illegal(
            "no-mp",
            f"{piece.label} has no MP left",
            R_MOVE,
            msg("kros-refuse-no-mp", piece=_ref(piece)),
            "move",
        )
    cell = Cell(board.name(to))
    if to not in board.neighbors[piece.pos]:
        return illegal(
            "not-adjacent",
            f"{board.name(to)} is not adjacent",
            "seed 003, Cases adjacentes",
            msg("kros-refuse-not-adjacent", cell=cell, here=Cell(board.name(piece.pos))),
            "adjacent",
        )
    if not state.is_free(to):
        return illegal(
            "cell-blocked",
            f"{board.name(to)} is not a free cell",
            "seed 003, Cases impassables",
            msg("kros-refuse-cell-blocked", cell=cell),
            "free-cell",
        )
    if state.game.full:
        holder = held_in_contact(state, piece)
        if holder is not None:
            return illegal(
                "held",
                f"{holder.label}'s Blocage Parfait holds {piece.label} in contact",
                R_CONTACT,
                msg("kros-refuse-held", holder=_ref(holder), piece=_ref(piece)),
                "perfect-lock",
            )
    return None


def _ref(piece: Piece) -> Ref:
    return Ref("piece", piece.label)


def start_move(state: KrosmasterState, piece: Piece, to: int) -> None:
    """Spend the MP; the step (and its lock checks) runs as a task."""
    piece.mp -= 1
    lockers = () if piece.has("toupiti") else tuple(state.enemies_adjacent(piece))
    state.stack.append(Step(piece.id, to, lockers))


def step(state: KrosmasterState, task: Step, events: list[Event]) -> Step | None:
    """Each adjacent enemy rolls lock against the mover's dodge; a lock wins on more
    successes (seed 003, "Blocage"). Returns the task to resume (``None``: done)."""
    piece = state.pieces[task.piece]
    lockers = task.lockers
    index, stage, lock, result = task.index, task.stage, task.lock, task.result
    while index < len(lockers):
        enemy = state.pieces[lockers[index]]
        if stage == "lock":
            if result is None:
                state.request_roll(Roll.LOCK, 2 if enemy.has("tacle") else 1, enemy)
                if index == task.index and stage == task.stage and task.result is None:
                    return task  # unchanged
                return Step(task.piece, task.to, lockers, index, stage, lock)
            lock, result = result, None
            if lock == 0:
                index += 1
                continue
            stage = "dodge"
        if result is None:
            state.request_roll(Roll.DODGE, 2 if piece.has("esquive") else 1, piece)
            return Step(task.piece, task.to, lockers, index, stage, lock)
        dodge, result = result, None
        if lock > dodge:
            # Seed 003, "Blocage": blocked = loses every remaining MP and AP.
            piece.mp = 0
            piece.ap = 0
            if events is not DISCARDED:
                events.append(
                    Event(
                        "blocked",
                        {"piece": piece.label, "by": enemy.label, "lock": lock, "dodge": dodge},
                        f"{piece.label} is locked by {enemy.label} ({lock} lock vs {dodge} dodge): "
                        "loses all MP and AP",
                        say=msg("kros-ev-blocked", piece=_ref(piece), by=_ref(enemy), lock=lock, dodge=dodge),
                    )
                )
            state.stack.append(Blocked(piece.id))  # "c'est immédiatement la fin de son tour"
            return None
        index += 1
        stage = "lock"
    frm = piece.pos
    state.relocate(piece, task.to)
    if events is not DISCARDED:  # the lean path (``step``) keeps no events: none is built
        name = state.board.name
        events.append(
            Event(
                "move",
                {"piece": piece.label, "from": name(frm), "to": name(task.to)},
                f"{piece.label} moves {name(frm)} → {name(task.to)}",
                say=msg("kros-ev-move", piece=_ref(piece), frm=Cell(name(frm)), to=Cell(name(task.to))),
            )
        )
    trigger_trap(state, piece, events)
    return None


def special_move(
    state: KrosmasterState,
    piece: Piece,
    cell: int,
    kind: str,
    text: str,
    events: list[Event],
    by: Piece | None = None,
) -> None:
    """A move that is not a step (forced moves, Pandawa, Potion de Rappel): never locked, in
    one go; a trap triggers only where it ends (seed 003 FAQ, "Charge"). ``kind`` names the
    event and its sentence (``forced-move``, ``teleport``, ``carry``: ``by`` carries ``piece``)."""
    frm = state.board.name(piece.pos)
    state.relocate(piece, cell)
    to = state.board.name(cell)
    if events is not DISCARDED:
        say = msg(
            f"kros-ev-{kind}",
            piece=_ref(piece),
            frm=Cell(frm),
            to=Cell(to),
            by=_ref(by if by is not None else piece),
        )
        events.append(
            Event(kind, {"piece": piece.label, "from": frm, "to": to}, text.format(frm=frm, to=to), say=say)
        )
    trigger_trap(state, piece, events)


def trigger_trap(state: KrosmasterState, piece: Piece, events: list[Event]) -> None:
    """Seed 003, "Pions Piège": a trap casts its spell when a character enters its cell."""
    if not piece.in_play or not piece.is_character:
        return
    tid = state.trap_at[piece.pos]
    if tid < 0:
        return
    trap = state.pieces[tid]
    if events is not DISCARDED:
        events.append(
            Event(
                "trap",
                {"trap": trap.label, "piece": piece.label},
                f"{piece.label} triggers {trap.label}",
                say=msg("kros-ev-trap", piece=_ref(piece), trap=_ref(trap)),
            )
        )
    state.stack.append(spell_resolution(trap, trap.spells[0], trap.pos, on_done="remove"))
