"""Who may cast what where (seed 003, "Lancer un sort", "Portée", "Ligne de vue"): the
checks with their reasons (``spell_error``, ``target_error``) and the bulk legal-cast listing
that applies the same rules over a range's candidate cells (``legal_casts``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from arena.core.errors import IllegalActionError
from arena.games.krosmaster.actions import Cast
from arena.games.krosmaster.board import CRATE
from arena.games.krosmaster.datamodel import (
    CharacterKind,
    Limit,
    RangeType,
    SpellData,
    SpellKind,
    TargetRule,
)
from arena.games.krosmaster.pieces import Piece
from arena.games.krosmaster.state import illegal

if TYPE_CHECKING:
    from arena.games.krosmaster.state import KrosmasterState

R_COST = "seed 003, Lancer un sort: Coûts"
R_RANGE = "seed 003, Portée (PO)"
R_LOS = "seed 003, Ligne de vue"
R_LIMIT = "seed 003, Limite d'utilisation"
R_SUMMON = "seed 003, Contrôle d'invocation"


# -- who may cast what ------------------------------------------------------------------------------------
def spell_problem(state: KrosmasterState, piece: Piece, spell_id: str) -> str | None:
    """Target-independent checks, as the reason code of the first that fails (``None``: the
    caster knows the spell, can pay, is within its limits). No error is built: the legal-move
    generator asks this for every spell of every position."""
    if spell_id not in piece.spells:
        return "unknown-spell"
    sp = state.game.catalog.spells[spell_id]
    if piece.ap < sp.ap:
        return "no-ap"
    if piece.mp < sp.mp_cost:
        return "no-mp"
    if sp.injury_cost and piece.injuries + sp.injury_cost > piece.hp:
        return "injury-cost"
    if sp.limit == Limit.TURN and spell_id in piece.used_turn:
        return "once-per-turn"
    if sp.limit == Limit.GAME and spell_id in piece.used_game:
        return "once-per-game"
    if sp.summon is not None and _summons_alive(state, piece, spell_id) >= sp.summon.control:
        return "summon-limit"
    return None


def _summons_alive(state: KrosmasterState, piece: Piece, spell_id: str) -> int:
    return sum(1 for p in state.pieces if p.summoner == piece.id and p.source_spell == spell_id and p.in_play)


def spell_error(state: KrosmasterState, piece: Piece, spell_id: str) -> IllegalActionError | None:
    """:func:`spell_problem` as a typed error with its message and rule."""
    reason = spell_problem(state, piece, spell_id)
    if reason is None:
        return None
    if reason == "unknown-spell":
        return illegal(reason, f"{piece.label} cannot cast {spell_id}", "seed 003, Lancer un sort")
    sp = state.game.catalog.spells[spell_id]
    if reason == "no-ap":
        return illegal(reason, f"{spell_id} costs {sp.ap} AP; {piece.label} has {piece.ap}", R_COST)
    if reason == "no-mp":
        return illegal(reason, f"{spell_id} costs {sp.mp_cost} MP; {piece.label} has {piece.mp}", R_COST)
    if reason == "injury-cost":
        return illegal(
            reason,
            f"{spell_id} costs {sp.injury_cost} injuries that would not fit on {piece.label}",
            "seed 003, Coûts (coût en blessures); FAQ Globule",
        )
    if reason == "once-per-turn":
        return illegal(reason, f"{spell_id} was already cast this turn", R_LIMIT)
    if reason == "once-per-game":
        return illegal(reason, f"{spell_id} was already cast this game", R_LIMIT)
    assert sp.summon is not None
    live = _summons_alive(state, piece, spell_id)
    return illegal(reason, f"{piece.label} already controls {live} × {sp.summon.token}", R_SUMMON)


def max_range(state: KrosmasterState, piece: Piece, sp: SpellData) -> int:
    """PO max with the bonuses an extendable range gets (crate +1, Tir à Distance…)."""
    rng = sp.range
    if not rng.extendable:
        return rng.max
    bonus = piece.range_bonus + piece.reward_range
    if state.scenery[piece.pos] == CRATE:
        bonus += 1  # seed 003, "Les caisses": +1 PO max on a crate
    return rng.max + bonus


def target_error(
    state: KrosmasterState, piece: Piece, sp: SpellData, target: int
) -> IllegalActionError | None:
    """Range type, min/max range, line, line of sight, free cell, ally target."""
    board = state.board
    if not 0 <= target < board.n:
        return illegal("off-board", "that cell is off the board", R_RANGE)
    rng = sp.range
    src = piece.pos
    dist = board.distance(src, target)
    name = board.name(target)
    if rng.type == RangeType.SELF:
        if target != src:
            return illegal(
                "self-only", f"{sp.id} targets only its caster's own cell", "seed 003, Sort personnel"
            )
    elif rng.type == RangeType.MELEE:
        if dist != 1:
            return illegal(
                "not-adjacent", f"{sp.id} needs an adjacent target", "seed 003, Sort de corps à corps"
            )
    else:
        hi = max_range(state, piece, sp)
        if dist < rng.min or dist > hi:
            return illegal("out-of-range", f"{name} is {dist} away; {sp.id} reaches {rng.min}–{hi}", R_RANGE)
        if rng.in_line and not board.aligned(src, target):
            return illegal(
                "not-in-line", f"{sp.id} needs a target in the same row or column", "seed 003, Sort en ligne"
            )
        if rng.needs_los and dist > 1 and not state.has_los(src, target):
            return illegal("no-line-of-sight", f"no line of sight to {name}", R_LOS)
    if sp.kind == SpellKind.SUMMON:
        if not state.is_free(target):
            return illegal("not-free", f"{name} is not a free cell", "seed 003, Sort d'invocation")
        assert sp.summon is not None
        token = state.game.catalog.characters[sp.summon.token]
        if token.kind == CharacterKind.TRAP and state.trap_at[target] >= 0:
            return illegal("one-trap-per-cell", f"{name} already holds a trap", "seed 003, Pions Piège")
    if sp.id in state.game.carry_spells and not state.is_free(target):
        return illegal("not-free", f"{name} is not a free cell", "seed 003, Style Pandawa")
    if sp.target == TargetRule.ALLY_CHARACTER:
        pid = state.occupant[target]
        if (
            pid < 0
            or pid == piece.id
            or not state.pieces[pid].is_character
            or state.game.is_enemy(state.pieces[pid].owner, piece.owner)
        ):
            return illegal(
                "not-an-ally", f"{sp.id} needs an allied character on {name}", "seed 003, Transposition"
            )
    return None


def cast_error(state: KrosmasterState, piece: Piece, spell_id: str, target: int) -> IllegalActionError | None:
    err = spell_error(state, piece, spell_id)
    if err is not None:
        return err
    return target_error(state, piece, state.game.catalog.spells[spell_id], target)


def _candidate_cells(state: KrosmasterState, piece: Piece, sp: SpellData) -> tuple[int, ...]:
    """A superset of the legal targets, in a stable order (melee: neighbours N, E, S, W;
    otherwise cell-index order): the range's diamond, or its row and column for line
    spells (cached per board, cell and range)."""
    rng = sp.range
    board = state.board
    if rng.type == RangeType.SELF:
        return (piece.pos,)
    if rng.type == RangeType.MELEE:
        return board.neighbors[piece.pos]
    hi = max_range(state, piece, sp)
    key = (piece.pos, rng.min, hi, rng.in_line)
    cache = _DIAMONDS.setdefault((board.width, board.height), {})
    found = cache.get(key)
    if found is None:
        cx, cy = board.xs[piece.pos], board.ys[piece.pos]
        out = []
        for y in range(max(0, cy - hi), min(board.height - 1, cy + hi) + 1):
            left = hi - abs(y - cy)
            for x in range(max(0, cx - left), min(board.width - 1, cx + left) + 1):
                if rng.in_line and x != cx and y != cy:
                    continue
                if abs(x - cx) + abs(y - cy) >= rng.min:
                    out.append(y * board.width + x)
        found = cache[key] = tuple(out)
    return found


_DIAMONDS: dict[tuple[int, int], dict[tuple[int, int, int, bool], tuple[int, ...]]] = {}


class _Facts(NamedTuple):
    """What target legality needs to know of a spell, computed once per spell."""

    needs_los: bool
    summon: bool
    trap: bool
    ally: bool
    free: bool


def _facts(state: KrosmasterState, sp: SpellData) -> _Facts:
    cache = state.game.spell_facts
    found = cache.get(sp.id)
    if found is None:
        summon = sp.kind == SpellKind.SUMMON
        trap = bool(
            summon
            and sp.summon is not None
            and state.game.catalog.characters[sp.summon.token].kind == CharacterKind.TRAP
        )
        found = cache[sp.id] = _Facts(
            sp.range.needs_los,
            summon,
            trap,
            sp.target == TargetRule.ALLY_CHARACTER,
            summon or sp.id in state.game.carry_spells,
        )
    return found


def legal_casts(state: KrosmasterState, piece: Piece, first_only: bool = False) -> list[Cast]:
    """Every legal cast of the active piece, spell by spell, cells in index order (only the
    first one found with ``first_only``).

    A fast path of ``target_error`` over the range's candidate cells (the same rules, checked
    in bulk; ``test_fast_casts_match_target_error`` keeps the two in step)."""
    game = state.game
    spells = game.catalog.spells
    board = state.board
    occ = state.occupant
    pieces = state.pieces
    found: list[Cast] = []
    blockers = -1  # the line-of-sight blockers' mask, made when a spell first needs it
    src = piece.pos
    dist = board.dist
    base = src * board.n
    sight = board.sight
    for sid in piece.spells:
        if spell_problem(state, piece, sid) is not None:
            continue
        sp = spells[sid]
        needs_los, _, trap, ally, free = _facts(state, sp)
        if needs_los and blockers < 0:
            blockers = state.los_blockers()
        los = blockers if needs_los else 0
        casts = game.cast_actions.get(sid)
        if casts is None:  # one immutable action per spell and cell, made once per game
            casts = game.cast_actions[sid] = [Cast(sid, c) for c in range(board.n)]
        for cell in _candidate_cells(state, piece, sp):
            if los and dist[base + cell] > 1:
                mask = sight[base + cell]
                if (mask if mask >= 0 else board.sight_mask(src, cell)) & los:
                    continue
            if free and not state.is_free(cell):
                continue
            if trap and state.trap_at[cell] >= 0:
                continue
            if ally:
                pid = occ[cell]
                if (
                    pid < 0
                    or pid == piece.id
                    or not pieces[pid].is_character
                    or game.is_enemy(pieces[pid].owner, piece.owner)
                ):
                    continue
            found.append(casts[cell])
            if first_only:
                return found
    return found


def any_cast(state: KrosmasterState, piece: Piece) -> bool:
    return bool(legal_casts(state, piece, first_only=True))
