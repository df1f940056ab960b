"""Spells: who may cast what where (seed 003, "Lancer un sort", "Portée", "Ligne de vue"),
and the five-step resolution (cost, additional effects, critical roll, armor roll,
injuries) with areas (K9), additional-effect keywords and powers.

Functions here take the state and mutate it; they are the rules, not a separate layer.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, NamedTuple

from arena.core.errors import IllegalActionError
from arena.core.events import Event
from arena.games.krosmaster.actions import Cast, Choose
from arena.games.krosmaster.board import CRATE
from arena.games.krosmaster.combat import heal, injure
from arena.games.krosmaster.datamodel import (
    RESISTANCE_OF,
    Area,
    BonusDamage,
    BonusIfOwnTokenAdjacent,
    BonusPerOwnTokenAdjacent,
    CharacterKind,
    Element,
    ForcedMove,
    Limit,
    LoseAllMp,
    Markers,
    RangeBonusThisTurn,
    RangeType,
    SpellData,
    SpellKind,
    Steal,
    Swap,
    TargetRule,
)
from arena.games.krosmaster.dice import Roll
from arena.games.krosmaster.movement import special_move
from arena.games.krosmaster.pieces import Piece
from arena.games.krosmaster.scenery import damage_scenery
from arena.games.krosmaster.tasks import SpellResolution, evolve, spell_resolution

if TYPE_CHECKING:
    from arena.games.krosmaster.state import KrosmasterState

R_COST = "seed 003, Lancer un sort: Coûts"
R_RANGE = "seed 003, Portée (PO)"
R_LOS = "seed 003, Ligne de vue"
R_LIMIT = "seed 003, Limite d'utilisation"
R_SUMMON = "seed 003, Contrôle d'invocation"


def _illegal(reason: str, message: str, rule: str) -> IllegalActionError:
    return IllegalActionError(message, reason=reason, rule=rule)


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
        return _illegal(reason, f"{piece.label} cannot cast {spell_id}", "seed 003, Lancer un sort")
    sp = state.game.catalog.spells[spell_id]
    if reason == "no-ap":
        return _illegal(reason, f"{spell_id} costs {sp.ap} AP; {piece.label} has {piece.ap}", R_COST)
    if reason == "no-mp":
        return _illegal(reason, f"{spell_id} costs {sp.mp_cost} MP; {piece.label} has {piece.mp}", R_COST)
    if reason == "injury-cost":
        return _illegal(
            reason,
            f"{spell_id} costs {sp.injury_cost} injuries that would not fit on {piece.label}",
            "seed 003, Coûts (coût en blessures); FAQ Globule",
        )
    if reason == "once-per-turn":
        return _illegal(reason, f"{spell_id} was already cast this turn", R_LIMIT)
    if reason == "once-per-game":
        return _illegal(reason, f"{spell_id} was already cast this game", R_LIMIT)
    assert sp.summon is not None
    live = _summons_alive(state, piece, spell_id)
    return _illegal(reason, f"{piece.label} already controls {live} × {sp.summon.token}", R_SUMMON)


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
        return _illegal("off-board", "that cell is off the board", R_RANGE)
    rng = sp.range
    src = piece.pos
    dist = board.distance(src, target)
    name = board.name(target)
    if rng.type == RangeType.SELF:
        if target != src:
            return _illegal(
                "self-only", f"{sp.id} targets only its caster's own cell", "seed 003, Sort personnel"
            )
    elif rng.type == RangeType.MELEE:
        if dist != 1:
            return _illegal(
                "not-adjacent", f"{sp.id} needs an adjacent target", "seed 003, Sort de corps à corps"
            )
    else:
        hi = max_range(state, piece, sp)
        if dist < rng.min or dist > hi:
            return _illegal("out-of-range", f"{name} is {dist} away; {sp.id} reaches {rng.min}–{hi}", R_RANGE)
        if rng.in_line and not board.aligned(src, target):
            return _illegal(
                "not-in-line", f"{sp.id} needs a target in the same row or column", "seed 003, Sort en ligne"
            )
        if rng.needs_los and dist > 1 and not state.has_los(src, target):
            return _illegal("no-line-of-sight", f"no line of sight to {name}", R_LOS)
    if sp.kind == SpellKind.SUMMON:
        if not state.is_free(target):
            return _illegal("not-free", f"{name} is not a free cell", "seed 003, Sort d'invocation")
        assert sp.summon is not None
        token = state.game.catalog.characters[sp.summon.token]
        if token.kind == CharacterKind.TRAP and state.trap_at[target] >= 0:
            return _illegal("one-trap-per-cell", f"{name} already holds a trap", "seed 003, Pions Piège")
    if sp.id in state.game.carry_spells and not state.is_free(target):
        return _illegal("not-free", f"{name} is not a free cell", "seed 003, Style Pandawa")
    if sp.target == TargetRule.ALLY_CHARACTER:
        pid = state.occupant[target]
        if (
            pid < 0
            or pid == piece.id
            or not state.pieces[pid].is_character
            or state.game.is_enemy(state.pieces[pid].owner, piece.owner)
        ):
            return _illegal(
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


def iter_casts(state: KrosmasterState, piece: Piece) -> Iterator[Cast]:
    """Every legal cast of the active piece, spell by spell, cells in index order.

    A fast path of ``target_error`` over the range's candidate cells (the same rules, checked
    in bulk; ``test_fast_casts_match_target_error`` keeps the two in step)."""
    game = state.game
    spells = game.catalog.spells
    board = state.board
    occ = state.occupant
    pieces = state.pieces
    blockers: bytearray | None = None
    src = piece.pos
    dist = board.dist
    base = src * board.n
    between = board.between
    for sid in piece.spells:
        if spell_problem(state, piece, sid) is not None:
            continue
        sp = spells[sid]
        needs_los, _, trap, ally, free = _facts(state, sp)
        if needs_los and blockers is None:
            blockers = state.los_blockers()
        los = blockers if needs_los else None
        casts = game.cast_actions.get(sid)
        if casts is None:  # one immutable action per spell and cell, made once per game
            casts = game.cast_actions[sid] = [Cast(sid, c) for c in range(board.n)]
        for cell in _candidate_cells(state, piece, sp):
            if los is not None and dist[base + cell] > 1 and _blocked(los, between(src, cell)):
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
            yield casts[cell]


def _blocked(blockers: bytearray, cells: tuple[int, ...]) -> bool:
    for c in cells:  # noqa: SIM110 - a loop: any() over a generator is twice as slow here
        if blockers[c]:
            return True
    return False


def legal_casts(state: KrosmasterState, piece: Piece) -> list[Cast]:
    return list(iter_casts(state, piece))


def any_cast(state: KrosmasterState, piece: Piece) -> bool:
    return next(iter_casts(state, piece), None) is not None


# -- casting -------------------------------------------------------------------------------------------------
def start_cast(state: KrosmasterState, piece: Piece, spell_id: str, target: int, events: list[Event]) -> None:
    """Step 1, pay the cost; the rest of the resolution runs as a task."""
    sp = state.game.catalog.spells[spell_id]
    piece.ap -= sp.ap
    piece.mp -= sp.mp_cost
    if sp.limit == Limit.TURN:
        piece.used_turn = piece.used_turn | {spell_id}
    elif sp.limit == Limit.GAME:
        piece.used_game = piece.used_game | {spell_id}
    events.append(
        Event(
            "cast",
            {"piece": piece.label, "spell": spell_id, "target": state.board.name(target)},
            f"{piece.label} casts {sp.name.fr} on {state.board.name(target)}",
        )
    )
    origin = piece.pos
    if sp.injury_cost:
        # FAQ (Globule): paying injuries up to exactly HP K.O.s the caster; the spell resolves.
        injure(state, piece, sp.injury_cost, events, "cost")
    state.stack.append(spell_resolution(piece, spell_id, target, origin=origin))


def area_cells(state: KrosmasterState, origin: int, target: int, area: Area) -> list[int]:
    """K9: the main target and additional targets of an area; never the caster's cell."""
    board = state.board
    if area == Area.NONE:
        return [target]
    d = board.direction(origin, target) if origin >= 0 else (0, 0)
    if d == (0, 0):
        d = (0, -1)
    p = (-d[1], d[0])
    tx, ty = board.xs[target], board.ys[target]
    if area == Area.CROSS:
        offs = [(0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)]
    elif area == Area.SQUARE:
        offs = [(dx, dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1)]
    elif area == Area.RING:
        offs = [(dx, dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if (dx, dy) != (0, 0)]
    elif area == Area.HAMMER:
        offs = [(0, 0), p, (-p[0], -p[1]), d]
    elif area == Area.STAFF:
        offs = [(0, 0), p, (-p[0], -p[1])]
    else:  # SHOVEL
        offs = [(0, 0), d]
    cells = []
    for dx, dy in offs:
        c = board.at(tx + dx, ty + dy)
        if c >= 0 and c != origin:
            cells.append(c)
    return cells


def _dice(piece: Piece, power: str) -> int:
    return 2 if piece.has(power) else 1


def step_resolution(
    state: KrosmasterState, task: SpellResolution, events: list[Event]
) -> SpellResolution | None:
    """Advance a spell task: additional effects, critical roll, per-target armor and injuries.
    Returns the task to resume (``None``: resolved)."""
    sp = state.game.catalog.spells[task.spell]
    caster = state.pieces[task.caster]
    stage = task.stage
    if stage == "effects":
        if sp.id in state.game.carry_spells:
            return _carry_adjacent_ally(state, task, caster, task.target, events)
        task = _additional_effects(state, task, sp, caster, events)
        if sp.kind in (SpellKind.ATTACK, SpellKind.HEAL) and (task.targets or task.scenery):
            return task
        _finish(state, task, events)
        return None
    if stage == "crit":
        if task.result is None:  # roll first
            n = _dice(caster, "critique")
            if sp.element == Element.NEUTRAL:
                n = min(n, 1)  # seed 003, "Dégâts neutres": never more than one critical die
            state.request_roll(Roll.CRITICAL, n, caster)
            return task
        t, critical = task, task.result
        return SpellResolution(
            t.caster,
            t.spell,
            t.target,
            t.origin,
            "hit",
            t.targets,
            t.bonus,
            t.scenery,
            t.reward_bonus,
            t.index,
            critical,
            t.dealt,
            t.on_done,
        )
    if stage == "hit":
        index, dealt, result = task.index, task.dealt, task.result
        while index < len(task.targets):
            target = state.pieces[task.targets[index]]
            base = sp.damage + task.bonus[index] + task.critical
            if sp.kind == SpellKind.HEAL:
                _heal_target(state, caster, target, base, events)
                index += 1
                continue
            if not target.in_play or target.injuries >= target.hp:
                index += 1
                continue
            if result is None:
                n = _dice(target, "armure") - (1 if sp.has("perce_armure") else 0)
                if base > 0 and n > 0:
                    state.request_roll(Roll.ARMOR, n, target)
                    return evolve(task, index=index, dealt=dealt, result=None)
                result = 0
            armor, result = result, None
            dealt += _hit(state, caster, target, sp, base - armor, events)
            index += 1
        for cell in task.scenery:
            # Optional destruction: melee attacks hurt scenery, which never rolls armor.
            damage_scenery(state, cell, sp.damage + task.reward_bonus + task.critical, events)
        return evolve(task, stage="after", index=index, dealt=dealt, result=None)
    # stage "after": Vol de Vie heals the caster by the injuries inflicted (step 5).
    sram = "vol_de_vie_melee" in caster.reward_flags and sp.is_elemental and sp.range.type == RangeType.MELEE
    if (sp.has("vol_de_vie") or sram) and task.dealt and caster.in_play:
        heal(state, caster, task.dealt, events)
    _finish(state, task, events)
    return None


def _finish(state: KrosmasterState, task: SpellResolution, events: list[Event]) -> None:
    if task.on_done == "remove":
        piece = state.pieces[task.caster]
        if piece.in_play:
            state.lift(piece)
            events.append(
                Event("removed", {"piece": piece.label}, f"{piece.label} is removed from the board")
            )


def _hit(
    state: KrosmasterState, caster: Piece, target: Piece, sp: SpellData, damage: int, events: list[Event]
) -> int:
    """Step 5: injuries after armor, with Résistance, Immunisé and Riposte."""
    if sp.is_elemental:
        res = RESISTANCE_OF.get(sp.element)
        if res is not None and target.has(res):
            damage -= 1
        if target.has("immunise"):
            damage = 0
    placed = injure(state, target, max(0, damage), events, sp.id, by=caster.owner)
    if (
        placed
        and target.has("riposte")
        and caster.is_character
        and state.game.is_enemy(caster.owner, target.owner)
        and caster.in_play
    ):
        events.append(
            Event("riposte", {"piece": target.label, "to": caster.label}, f"{target.label} ripostes")
        )
        injure(state, caster, 1, events, "riposte", by=target.owner)
    return placed


def _heal_target(
    state: KrosmasterState, caster: Piece, target: Piece, amount: int, events: list[Event]
) -> None:
    if not target.in_play or not target.is_character:
        return
    if amount >= 1 and target.injuries >= 1 and caster.has("guerison"):
        amount += 1  # seed 003, "Guérison": one more injury healed
    heal(state, target, amount, events)


def _own_tokens_adjacent(state: KrosmasterState, caster: Piece, token: str, cell: int) -> int:
    """Name reference (seed 003 FAQ): only the tokens this very caster put into play."""
    n = 0
    for c in state.board.neighbors[cell]:
        pid = state.occupant[c]
        if pid >= 0:
            p = state.pieces[pid]
            if p.summoner == caster.id and p.data.id == token:
                n += 1
    return n


def _additional_effects(
    state: KrosmasterState, task: SpellResolution, sp: SpellData, caster: Piece, events: list[Event]
) -> SpellResolution:
    """Step 2 (seed 003, "Effets additionnels"): applied to every target, even at 0 damage.

    Insensible pieces ignore every additional effect except extra damage (seed 003,
    "Insensible"); damage bonuses are computed here and added at step 5.
    """
    target_cell = task.target
    if sp.kind == SpellKind.SUMMON:
        _summon(state, caster, task.spell, target_cell, events)
        return task
    # Areas never include the caster's cell (K9, ``area_cells``); a spell aimed at the caster's
    # own cell (range 0, "Sort personnel") affects its caster: Mot Soignant on herself, a self
    # spell's +X PM markers (seed 003, "Portée (PO)": "0 est la case où se trouve le personnage").
    cells = area_cells(state, task.origin, target_cell, sp.area)
    targets = [pid for c in cells if (pid := state.occupant[c]) >= 0]
    extra = reward_bonus(caster, sp) if state.game.full else 0
    bonus = [_damage_bonus(state, caster, sp, state.pieces[pid].pos) + extra for pid in targets]
    scenery: tuple[int, ...] = ()
    if (
        state.game.full
        and state.game.opts.destruction
        and sp.kind == SpellKind.ATTACK
        and sp.range.type == RangeType.MELEE
    ):
        scenery = tuple(c for c in cells if state.scenery[c])  # the critical roll still happens for it
    # the critical roll comes next (attacks and heals with a target or scenery)
    task = SpellResolution(
        task.caster,
        task.spell,
        task.target,
        task.origin,
        "crit",
        tuple(targets),
        tuple(bonus),
        scenery,
        extra,
        on_done=task.on_done,
    )

    affected = [state.pieces[pid] for pid in targets if not state.pieces[pid].has("insensible")]
    for fx in sp.effects:
        if isinstance(fx, ForcedMove):
            _forced_move_effect(state, task, caster, fx, affected, events)
        elif isinstance(fx, Swap):
            first = state.pieces[targets[0]] if targets else None
            if first is not None and first in affected and first.is_character and caster.in_play:
                swap(state, caster, first, events)
        elif isinstance(fx, Markers):
            for p in affected:
                if p.is_character:
                    _add_markers(p, fx.mp, fx.ap, events)
        elif isinstance(fx, Steal):
            mp, ap = (fx.amount, 0) if fx.kind == "vole_pm" else (0, fx.amount)
            for p in affected:
                if p.is_character:
                    _add_markers(p, -mp, -ap, events)
                    _add_markers(caster, mp, ap, events)
        elif isinstance(fx, RangeBonusThisTurn):
            caster.range_bonus += fx.amount
            events.append(
                Event(
                    "range-bonus",
                    {"piece": caster.label, "amount": fx.amount},
                    f"{caster.label}: +{fx.amount} max range this turn",
                )
            )
        elif isinstance(fx, LoseAllMp):
            caster.mp = 0
    return task


def reward_bonus(caster: Piece, sp: SpellData) -> int:
    """Damage from face-up buffs and equipment, and the boosts waiting for the next matching
    spell this turn (consumed here). Only attack spells; "elemental" never means neutral."""
    if sp.kind != SpellKind.ATTACK:
        return 0
    melee = sp.range.type == RangeType.MELEE
    element = sp.element
    bonus: int = sum(b.amount for b in caster.reward_bonuses if b.applies(element, melee))
    if caster.next_bonus:
        kept = []
        for amount, elements, next_only in caster.next_bonus:
            if element.value in elements:
                bonus += amount
                if next_only:
                    continue
            kept.append((amount, elements, next_only))
        caster.next_bonus = tuple(kept)
    return bonus


def _carry_adjacent_ally(
    state: KrosmasterState, task: SpellResolution, caster: Piece, cell: int, events: list[Event]
) -> SpellResolution | None:
    """Style Pandawa: an ally adjacent to the caster goes to the targeted free cell (no lock)."""
    answer = task.answer
    allies = [
        pid
        for c in state.board.neighbors[caster.pos]
        if (pid := state.occupant[c]) >= 0
        and state.pieces[pid].is_character
        and not state.game.is_enemy(state.pieces[pid].owner, caster.owner)
    ]
    if answer is None and len(allies) > 1:
        state.ask(caster.owner, "carry", [Choose(pid) for pid in allies], "seed 003, Style Pandawa")
        return task
    if answer is not None:
        allies = [state.game.codec.decode(answer).piece]
    if allies and state.is_free(cell):
        ally = state.pieces[allies[0]]
        special_move(state, ally, cell, "carry", f"{caster.label} carries {ally.label} to {{to}}", events)
    _finish(state, task, events)
    return None


def _damage_bonus(state: KrosmasterState, caster: Piece, sp: SpellData, cell: int) -> int:
    bonus = 0
    for fx in sp.effects:
        if isinstance(fx, BonusPerOwnTokenAdjacent):
            bonus += fx.amount * _own_tokens_adjacent(state, caster, fx.token, cell)
        elif isinstance(fx, BonusIfOwnTokenAdjacent):
            if _own_tokens_adjacent(state, caster, fx.token, cell):
                bonus += fx.amount
        elif isinstance(fx, BonusDamage):
            bonus += fx.amount
    return bonus


def _forced_move_effect(
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


def _add_markers(p: Piece, mp: int, ap: int, events: list[Event]) -> None:
    """Seed 003, "Marqueurs": they take effect at the start of the next activation."""
    p.mp_markers += mp
    p.ap_markers += ap
    events.append(
        Event(
            "marker", {"piece": p.label, "mp": mp, "ap": ap}, f"{p.label} gets markers MP {mp:+d} AP {ap:+d}"
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
    events.append(Event("swap", {"a": a.label, "b": b.label}, f"{a.label} and {b.label} swap places"))


def _summon(state: KrosmasterState, caster: Piece, spell_id: str, cell: int, events: list[Event]) -> None:
    for p in state.pieces:
        if p.summoner == caster.id and p.source_spell == spell_id and not p.in_play:
            p.reset_for_entry()
            # A mob summoned now plays after its summoner this very turn (seed 003, "Pions Mob").
            state.place(p, cell)
            events.append(
                Event(
                    "summon",
                    {"piece": p.label, "by": caster.label, "at": state.board.name(cell)},
                    f"{caster.label} summons {p.label} on {state.board.name(cell)}",
                )
            )
            return
    raise AssertionError("summon control checked before casting")
