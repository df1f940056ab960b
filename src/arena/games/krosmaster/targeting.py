"""Who may cast what where (seed 003, "Lancer un sort", "Portée", "Ligne de vue"): the
checks with their reasons (``spell_error``, ``target_error``) and the bulk legal-cast listing
that applies the same rules over a range's candidate cells (``legal_casts``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from arena.core.errors import IllegalActionError
from arena.core.text import Cell, Ref, msg
from arena.games.krosmaster.actions import Cast
from arena.games.krosmaster.board import BUSH, CRATE, TREE, Board
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
    caster knows the spell, can pay, is within its limits). No error is built
    (``legal_casts`` applies the same checks inline, from the spell's ``_Facts``)."""
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
    alive, pid = 0, piece.id
    for p in state.pieces:  # a loop, not sum() over a generator: no frame resumed per piece
        if p.summoner == pid and p.source_spell == spell_id and p.in_play:
            alive += 1
    return alive


def spell_error(state: KrosmasterState, piece: Piece, spell_id: str) -> IllegalActionError | None:
    """:func:`spell_problem` as a typed error with its message and rule."""
    reason = spell_problem(state, piece, spell_id)
    if reason is None:
        return None
    who, spell = Ref("piece", piece.label), Ref("spell", spell_id)
    if reason == "unknown-spell":
        return illegal(
            reason,
            f"{piece.label} cannot cast {spell_id}",
            "seed 003, Lancer un sort",
            msg("kros-refuse-unknown-spell", piece=who, spell=spell),
            "spells",
        )
    sp = state.game.catalog.spells[spell_id]
    if reason == "no-ap":
        return illegal(
            reason,
            f"{spell_id} costs {sp.ap} AP; {piece.label} has {piece.ap}",
            R_COST,
            msg("kros-refuse-spell-ap", spell=spell, cost=sp.ap, piece=who, left=piece.ap),
            "cost-ap",
        )
    if reason == "no-mp":
        return illegal(
            reason,
            f"{spell_id} costs {sp.mp_cost} MP; {piece.label} has {piece.mp}",
            R_COST,
            msg("kros-refuse-spell-mp", spell=spell, cost=sp.mp_cost, piece=who, left=piece.mp),
            "cost-mp",
        )
    if reason == "injury-cost":
        return illegal(
            reason,
            f"{spell_id} costs {sp.injury_cost} injuries that would not fit on {piece.label}",
            "seed 003, Coûts (coût en blessures); FAQ Globule",
            msg(
                "kros-refuse-injury-cost",
                spell=spell,
                cost=sp.injury_cost,
                piece=who,
                room=max(0, piece.hp - piece.injuries),
            ),
            "injury-cost",
        )
    if reason == "once-per-turn":
        return illegal(
            reason,
            f"{spell_id} was already cast this turn",
            R_LIMIT,
            msg("kros-refuse-once-per-turn", spell=spell),
            "once-per-turn",
        )
    if reason == "once-per-game":
        return illegal(
            reason,
            f"{spell_id} was already cast this game",
            R_LIMIT,
            msg("kros-refuse-once-per-game", spell=spell),
            "once-per-game",
        )
    assert sp.summon is not None
    live = _summons_alive(state, piece, spell_id)
    return illegal(
        reason,
        f"{piece.label} already controls {live} × {sp.summon.token}",
        R_SUMMON,
        msg("kros-refuse-summon-limit", piece=who, count=live, mob=Ref("character", sp.summon.token)),
        "summon-control",
    )


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
        return illegal(
            "off-board", "that cell is off the board", R_RANGE, msg("kros-refuse-off-board"), "range"
        )
    rng = sp.range
    src = piece.pos
    dist = board.distance(src, target)
    name = board.name(target)
    spell, cell = Ref("spell", sp.id), Cell(name)
    if rng.type == RangeType.SELF:
        if target != src:
            return illegal(
                "self-only",
                f"{sp.id} targets only its caster's own cell",
                "seed 003, Sort personnel",
                msg("kros-refuse-self-only", spell=spell),
                "self-spell",
            )
    elif rng.type == RangeType.MELEE:
        if dist != 1:
            return illegal(
                "not-adjacent",
                f"{sp.id} needs an adjacent target",
                "seed 003, Sort de corps à corps",
                msg("kros-refuse-melee", spell=spell, cell=cell),
                "melee-spell",
            )
    else:
        hi = max_range(state, piece, sp)
        if dist < rng.min or dist > hi:
            return illegal(
                "out-of-range",
                f"{name} is {dist} away; {sp.id} reaches {rng.min}–{hi}",
                R_RANGE,
                msg("kros-refuse-out-of-range", cell=cell, distance=dist, spell=spell, low=rng.min, high=hi),
                "range",
            )
        if rng.in_line and not board.aligned(src, target):
            return illegal(
                "not-in-line",
                f"{sp.id} needs a target in the same row or column",
                "seed 003, Sort en ligne",
                msg("kros-refuse-not-in-line", spell=spell, cell=cell),
                "line-spell",
            )
        if rng.needs_los and dist > 1 and not state.has_los(src, target):
            return illegal(
                "no-line-of-sight",
                f"no line of sight to {name}",
                R_LOS,
                msg("kros-refuse-no-line-of-sight", cell=cell),
                "line-of-sight",
            )
    if sp.kind == SpellKind.SUMMON:
        if not state.is_free(target):
            return illegal(
                "not-free",
                f"{name} is not a free cell",
                "seed 003, Sort d'invocation",
                msg("kros-refuse-not-free", cell=cell),
                "summon-spell",
            )
        assert sp.summon is not None
        token = state.game.catalog.characters[sp.summon.token]
        if token.kind == CharacterKind.TRAP and state.trap_at[target] >= 0:
            return illegal(
                "one-trap-per-cell",
                f"{name} already holds a trap",
                "seed 003, Pions Piège",
                msg("kros-refuse-one-trap", cell=cell),
                "trap",
            )
    if sp.id in state.game.carry_spells and not state.is_free(target):
        return illegal(
            "not-free",
            f"{name} is not a free cell",
            "seed 003, Style Pandawa",
            msg("kros-refuse-not-free", cell=cell),
            "pandawa",
        )
    if sp.target == TargetRule.ALLY_CHARACTER:
        pid = state.occupant[target]
        if (
            pid < 0
            or pid == piece.id
            or not state.pieces[pid].is_character
            or state.game.is_enemy(state.pieces[pid].owner, piece.owner)
        ):
            return illegal(
                "not-an-ally",
                f"{sp.id} needs an allied character on {name}",
                "seed 003, Transposition",
                msg("kros-refuse-not-an-ally", spell=spell, cell=cell),
                "transposition",
            )
    return None


def cast_error(state: KrosmasterState, piece: Piece, spell_id: str, target: int) -> IllegalActionError | None:
    err = spell_error(state, piece, spell_id)
    if err is not None:
        return err
    return target_error(state, piece, state.game.catalog.spells[spell_id], target)


def _diamond(board: Board, src: int, lo: int, hi: int, in_line: bool) -> tuple[int, ...]:
    """The cells ``lo``..``hi`` steps from ``src`` (only its row and column when ``in_line``),
    in cell-index order (kept in :attr:`Board.diamonds`)."""
    key = (src, lo, hi, in_line)
    cache = board.diamonds
    found = cache.get(key)
    if found is None:
        cx, cy = board.xs[src], board.ys[src]
        out = []
        for y in range(max(0, cy - hi), min(board.height - 1, cy + hi) + 1):
            left = hi - abs(y - cy)
            for x in range(max(0, cx - left), min(board.width - 1, cx + left) + 1):
                if in_line and x != cx and y != cy:
                    continue
                if abs(x - cx) + abs(y - cy) >= lo:
                    out.append(y * board.width + x)
        found = cache[key] = tuple(out)
    return found


def _sighted(board: Board, src: int, lo: int, hi: int, in_line: bool) -> tuple[tuple[int, int], ...]:
    """:func:`_diamond` with each cell's :meth:`Board.sight_mask` from ``src`` (0 within one
    step, where sight is never checked): a target is out of sight when its mask meets the
    blockers' (kept in :attr:`Board.sighted`)."""
    key = (src, lo, hi, in_line)
    cache = board.sighted
    found = cache.get(key)
    if found is None:
        dist, base = board.dist, src * board.n
        found = cache[key] = tuple(
            (c, board.sight_mask(src, c) if dist[base + c] > 1 else 0)
            for c in _diamond(board, src, lo, hi, in_line)
        )
    return found


SELF, MELEE, RANGED = 0, 1, 2
SIGHTED_CASTS = 4096
"""The most listings of a spell's targets in sight kept per game (by spell, cell, reach and
blockers: a piece often lists the same ones again, and search revisits positions)."""


class _Facts(NamedTuple):
    """What :func:`legal_casts` needs to know of a spell (its cost, limits, range and target
    rules as plain values, and its casts), computed once per spell and game."""

    ap: int
    mp: int
    injury_cost: int
    once_turn: bool
    once_game: bool
    control: int  # summon control (0: not a summon)
    reach: int  # SELF, MELEE or RANGED
    lo: int
    hi: int
    extendable: bool
    in_line: bool
    needs_los: bool
    trap: bool
    ally: bool
    free: bool
    simple: bool  # no free-cell, trap or ally rule: every cell in range (and in sight) will do
    casts: list[Cast]  # one immutable action per cell
    near: list[list[Cast]]  # self and melee, by the caster's cell: its cast, or its neighbours'


def _facts(state: KrosmasterState, sp: SpellData) -> _Facts:
    game = state.game
    cache = game.spell_facts
    found = cache.get(sp.id)
    if found is None:
        summon = sp.kind == SpellKind.SUMMON
        trap = bool(
            summon
            and sp.summon is not None
            and game.catalog.characters[sp.summon.token].kind == CharacterKind.TRAP
        )
        ally = sp.target == TargetRule.ALLY_CHARACTER
        free = summon or sp.id in game.carry_spells
        rng = sp.range
        reach = SELF if rng.type == RangeType.SELF else MELEE if rng.type == RangeType.MELEE else RANGED
        casts = game.cast_actions.get(sp.id)
        if casts is None:
            casts = game.cast_actions[sp.id] = [Cast(sp.id, c) for c in range(state.board.n)]
        board = state.board  # one per configuration
        near = (
            [[casts[c]] for c in range(board.n)]
            if reach == SELF
            else [[casts[n] for n in board.neighbors[c]] for c in range(board.n)]
            if reach == MELEE
            else []
        )
        found = cache[sp.id] = _Facts(
            sp.ap,
            sp.mp_cost,
            sp.injury_cost,
            sp.limit == Limit.TURN,
            sp.limit == Limit.GAME,
            sp.summon.control if sp.summon is not None else 0,
            reach,
            rng.min,
            rng.max,
            rng.extendable,
            rng.in_line,
            rng.needs_los,
            trap,
            ally,
            free,
            not (free or trap or ally),
            casts,
            near,
        )
    return found


def legal_casts(state: KrosmasterState, piece: Piece, first_only: bool = False) -> list[Cast]:
    """Every legal cast of the active piece, spell by spell, cells in index order (only the
    first one found with ``first_only``).

    A fast path of ``spell_problem`` and ``target_error`` over the range's candidate cells
    (the same rules, checked in bulk; ``test_fast_casts_match_target_error`` keeps them in
    step)."""
    game = state.game
    facts = game.spell_facts
    board = state.board
    scenery = state.scenery
    found: list[Cast] = []
    blockers = -1  # the line-of-sight blockers' mask, made when a spell first needs it
    src = piece.pos
    ap, mp = piece.ap, piece.mp
    for sid in piece.spells:
        f = facts.get(sid)
        if f is None:
            f = _facts(state, game.catalog.spells[sid])
        # spell_problem, inlined (the spell is the piece's own); the AP and MP check first: it
        # refuses most spells, before the facts are unpacked
        if ap < f[0] or mp < f[1]:
            continue
        (
            _ap,
            _mp,
            injury_cost,
            once_turn,
            once_game,
            control,
            reach,
            lo,
            hi,
            extendable,
            in_line,
            needs_los,
            trap,
            ally,
            free,
            simple,
            casts,
            near,
        ) = f
        if injury_cost and piece.injuries + injury_cost > piece.hp:
            continue
        if (once_turn and sid in piece.used_turn) or (once_game and sid in piece.used_game):
            continue
        if control and _summons_alive(state, piece, sid) >= control:
            continue
        if reach == RANGED:
            if extendable:  # max_range, inlined
                hi += piece.range_bonus + piece.reward_range + (scenery[src] == CRATE)
            if needs_los:
                if blockers < 0:
                    blockers = state.los_blockers()
                if simple:  # the listing depends on nothing else: kept per game
                    key = (sid, src, hi, blockers)
                    seen = game.sighted_casts.get(key)
                    if seen is None:
                        if len(game.sighted_casts) >= SIGHTED_CASTS:
                            game.sighted_casts.clear()
                        sighted = _sighted(board, src, lo, hi, in_line)
                        seen = [casts[cell] for cell, mask in sighted if not mask & blockers]
                        game.sighted_casts[key] = seen
                    if first_only:
                        if seen:
                            return [seen[0]]
                        continue
                    found += seen
                    continue
                cells: tuple[int, ...] = ()
                sighted = _sighted(board, src, lo, hi, in_line)
            else:
                cells, sighted = _diamond(board, src, lo, hi, in_line), ()
        elif simple:  # self or melee: its own cell or its neighbours, listed once per game
            if near[src]:
                if first_only:
                    return [near[src][0]]
                found += near[src]
            continue
        else:
            cells, sighted = ((src,) if reach == SELF else board.neighbors[src]), ()
        if simple:
            if cells:
                if first_only:
                    return [casts[cells[0]]]
                found += [casts[cell] for cell in cells]
            continue
        occ = state.occupant
        for cell in cells or [cell for cell, mask in sighted if not mask & blockers]:
            if free and (occ[cell] >= 0 or scenery[cell] == BUSH or scenery[cell] == TREE):
                continue  # not a free cell (KrosmasterState.is_free)
            if trap and state.trap_at[cell] >= 0:
                continue
            if ally and (occ[cell] < 0 or not _ally_on(state, piece, cell)):
                continue  # an empty cell holds no ally (_ally_on's first check, inlined)
            found.append(casts[cell])
            if first_only:
                return found
    return found


def _ally_on(state: KrosmasterState, piece: Piece, cell: int) -> bool:
    """An allied character other than ``piece`` stands on ``cell``."""
    pid = state.occupant[cell]
    if pid < 0 or pid == piece.id:
        return False
    other = state.pieces[pid]
    return other.is_character and not state.game.is_enemy(other.owner, piece.owner)


def any_cast(state: KrosmasterState, piece: Piece) -> bool:
    return bool(legal_casts(state, piece, first_only=True))
