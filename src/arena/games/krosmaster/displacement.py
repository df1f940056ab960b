"""What spells do to positions: forced moves (Recul, Rapproche, Repousse, Attire), swaps
(Assaut, Transposition), AP/MP markers and summons (seed 003, "Effets additionnels",
"Sort d'invocation")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Cell, Msg, Ref, msg
from arena.games.krosmaster.datamodel import (
    ForcedMove,
)
from arena.games.krosmaster.movement import special_move
from arena.games.krosmaster.pieces import Piece
from arena.games.krosmaster.tasks import SpellResolution

if TYPE_CHECKING:
    from arena.games.krosmaster.state import KrosmasterState


def forced_move_effect(
    state: KrosmasterState,
    task: SpellResolution,
    caster: Piece,
    fx: ForcedMove,
    affected: list[Piece],
    events: list[Event],
) -> None:
    board = state.board
    if fx.kind in ("recul", "rapproche"):
        # The caster moves away from / toward the targeted cell, even an empty one.
        if not caster.in_play or caster.pos != task.origin or task.target == caster.pos:
            return
        d = board.direction(caster.pos, task.target)
        if fx.kind == "recul":
            d = (-d[0], -d[1])
        forced_move(state, caster, d, fx.amount, events)
        return
    for p in affected:
        if not p.in_play:
            continue
        d = board.direction(task.origin, p.pos)
        if fx.kind == "attire":
            d = (-d[0], -d[1])
        if d != (0, 0):
            forced_move(state, p, d, fx.amount, events)


def markers_said(mp: int, ap: int) -> tuple[Msg, ...]:
    """The non-zero MP and AP markers as phrases ("MP +1", "AP -2")."""
    out = []
    if mp:
        out.append(msg("kros-ui-mp", n=f"{mp:+d}"))
    if ap:
        out.append(msg("kros-ui-ap", n=f"{ap:+d}"))
    return tuple(out)


def add_markers(p: Piece, mp: int, ap: int, events: list[Event]) -> None:
    """Seed 003, "Marqueurs": they take effect at the start of the next activation."""
    p.mp_markers += mp
    p.ap_markers += ap
    if events is not DISCARDED:
        events.append(
            Event(
                "marker",
                {"piece": p.label, "mp": mp, "ap": ap},
                f"{p.label} gets markers MP {mp:+d} AP {ap:+d}",
                say=msg("kros-ev-markers", piece=Ref("piece", p.label), markers=markers_said(mp, ap)),
            )
        )


def forced_move(
    state: KrosmasterState, piece: Piece, d: tuple[int, int], amount: int, events: list[Event]
) -> None:
    """Recul/Rapproche/Repousse/Attire: in one go, stopping before an obstacle or the edge;
    never locked (FAQ); a trap triggers only where the move ends (FAQ Charge)."""
    start = piece.pos
    cell = start
    for _ in range(amount):
        nxt = state.board.step(cell, d)
        if nxt < 0 or not state.is_free(nxt):
            break
        cell = nxt
    if cell == start:
        return
    special_move(state, piece, cell, "forced-move", f"{piece.label} is moved {{frm}} → {{to}}", events)


def swap(state: KrosmasterState, a: Piece, b: Piece, events: list[Event]) -> None:
    """Assaut / Transposition: exchange cells; never locked (seed 003 tutorial 4)."""
    ca, cb = a.pos, b.pos
    a.pos, b.pos = cb, ca
    state.occupant[ca] = b.id
    state.occupant[cb] = a.id
    if events is not DISCARDED:
        events.append(
            Event(
                "swap",
                {"a": a.label, "b": b.label},
                f"{a.label} and {b.label} swap places",
                say=msg("kros-ev-swap", a=Ref("piece", a.label), b=Ref("piece", b.label)),
            )
        )


def enter(state: KrosmasterState, mob: Piece, summoner: Piece, cell: int, events: list[Event]) -> None:
    """``mob`` enters play on ``cell``, summoned by ``summoner`` (a spell or a reward)."""
    mob.reset_for_entry()
    state.place(mob, cell)
    if events is not DISCARDED:
        events.append(
            Event(
                "summon",
                {"piece": mob.label, "by": summoner.label, "at": state.board.name(cell)},
                f"{summoner.label} summons {mob.label} on {state.board.name(cell)}",
                say=msg(
                    "kros-ev-summon",
                    by=Ref("piece", summoner.label),
                    piece=Ref("piece", mob.label),
                    cell=Cell(state.board.name(cell)),
                ),
            )
        )


def summon(state: KrosmasterState, caster: Piece, spell_id: str, cell: int, events: list[Event]) -> None:
    for p in state.pieces:
        if p.summoner == caster.id and p.source_spell == spell_id and not p.in_play:
            # A mob summoned now plays after its summoner this very turn (seed 003, "Pions Mob").
            enter(state, p, caster, cell, events)
            return
    raise AssertionError("summon control checked before casting")
