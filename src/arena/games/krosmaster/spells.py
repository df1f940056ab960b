"""Spells: casting and the five-step resolution (cost, additional effects, critical roll,
armor roll, injuries) with areas (K9), additional-effect keywords and powers (seed 003,
"Lancer un sort"). Who may cast what where is :mod:`.targeting`; forced moves, swaps and
summons are :mod:`.displacement`.

Functions here take the state and mutate it; they are the rules, not a separate layer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Cell, Ref, msg
from arena.games.krosmaster.actions import Choose
from arena.games.krosmaster.combat import heal, injure
from arena.games.krosmaster.datamodel import (
    RESISTANCE_OF,
    Area,
    BonusDamage,
    BonusIfOwnTokenAdjacent,
    BonusPerOwnTokenAdjacent,
    Effect,
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
)
from arena.games.krosmaster.dice import Roll
from arena.games.krosmaster.displacement import add_markers, forced_move_effect, summon, swap
from arena.games.krosmaster.movement import special_move
from arena.games.krosmaster.pieces import Piece
from arena.games.krosmaster.scenery import damage_scenery
from arena.games.krosmaster.tasks import SpellResolution, evolve, spell_resolution

if TYPE_CHECKING:
    from arena.games.krosmaster.game import Krosmaster
    from arena.games.krosmaster.state import KrosmasterState


class _Rules(NamedTuple):
    """What the resolution asks of a spell, read once per spell and game from its
    :class:`SpellData` (its enums, properties and effect lists as plain values)."""

    once_turn: bool  # limit: once per turn
    once_game: bool  # limit: once per game
    summon: bool
    rolls: bool  # an attack or a heal: the critical roll and the hits follow the effects
    heal: bool
    carry: bool  # Style Pandawa
    melee_attack: bool  # may hurt scenery (destruction)
    neutral: bool
    pierce: bool  # perce_armure
    drain: bool  # vol_de_vie
    elemental: bool
    melee: bool
    resistance: str | None  # the power that resists the spell's element
    extra_damage: bool  # some effect adds damage (else _damage_bonus is 0)
    effects: tuple[Effect, ...]  # the additional effects _additional_effects applies, in order


_EXTRA_DAMAGE = (BonusPerOwnTokenAdjacent, BonusIfOwnTokenAdjacent, BonusDamage)
_APPLIED = (ForcedMove, Swap, Markers, Steal, RangeBonusThisTurn, LoseAllMp)


def _rules(game: Krosmaster, sp: SpellData) -> _Rules:
    found: _Rules | None = game.spell_rules.get(sp.id)
    if found is None:
        melee = sp.range.type == RangeType.MELEE
        found = game.spell_rules[sp.id] = _Rules(
            sp.limit == Limit.TURN,
            sp.limit == Limit.GAME,
            sp.kind == SpellKind.SUMMON,
            sp.kind in (SpellKind.ATTACK, SpellKind.HEAL),
            sp.kind == SpellKind.HEAL,
            sp.id in game.carry_spells,
            sp.kind == SpellKind.ATTACK and melee,
            sp.element == Element.NEUTRAL,
            sp.has("perce_armure"),
            sp.has("vol_de_vie"),
            sp.is_elemental,
            melee,
            RESISTANCE_OF.get(sp.element) if sp.is_elemental else None,
            any(isinstance(fx, _EXTRA_DAMAGE) for fx in sp.effects),
            tuple(fx for fx in sp.effects if isinstance(fx, _APPLIED)),
        )
    return found


# -- casting -------------------------------------------------------------------------------------------------
def start_cast(state: KrosmasterState, piece: Piece, spell_id: str, target: int, events: list[Event]) -> None:
    """Step 1, pay the cost; the rest of the resolution runs as a task."""
    sp = state.game.catalog.spells[spell_id]
    rules = _rules(state.game, sp)
    piece.ap -= sp.ap
    piece.mp -= sp.mp_cost
    if rules.once_turn:
        piece.used_turn = piece.used_turn | {spell_id}
    elif rules.once_game:
        piece.used_game = piece.used_game | {spell_id}
    if events is not DISCARDED:  # the lean path (``step``) keeps no events: none is built
        events.append(
            Event(
                "cast",
                {"piece": piece.label, "spell": spell_id, "target": state.board.name(target)},
                f"{piece.label} casts {sp.name.fr} on {state.board.name(target)}",
                say=msg(
                    "kros-ev-cast",
                    piece=Ref("piece", piece.label),
                    spell=Ref("spell", spell_id),
                    cell=Cell(state.board.name(target)),
                ),
            )
        )
    origin = piece.pos
    if sp.injury_cost:
        # FAQ (Globule): paying injuries up to exactly HP K.O.s the caster; the spell resolves.
        injure(state, piece, sp.injury_cost, events, "cost")
    state.stack.append(spell_resolution(piece, spell_id, target, origin=origin))


def area_cells(state: KrosmasterState, origin: int, target: int, area: Area) -> list[int]:
    """K9: the main target and additional targets of an area; never the caster's cell
    (:func:`plain_area_cells`, kept per game: geometry only)."""
    areas = state.game.areas
    found = areas.get((origin, target, area))
    if found is None:
        found = areas[origin, target, area] = tuple(plain_area_cells(state, origin, target, area))
    return list(found)


def plain_area_cells(state: KrosmasterState, origin: int, target: int, area: Area) -> list[int]:
    """:func:`area_cells` from the board's geometry."""
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
    rules = _rules(state.game, sp)
    caster = state.pieces[task.caster]
    stage = task.stage
    if stage == "effects":
        if rules.carry:
            return _carry_adjacent_ally(state, task, caster, task.target, events)
        task = _additional_effects(state, task, sp, rules, caster, events)
        if rules.rolls and (task.targets or task.scenery):
            return task
        _finish(state, task, events)
        return None
    if stage == "crit":
        if task.result is None:  # roll first
            n = _dice(caster, "critique")
            if rules.neutral:
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
            if rules.heal:
                _heal_target(state, caster, target, base, events)
                index += 1
                continue
            if not target.in_play or target.injuries >= target.hp:
                index += 1
                continue
            if result is None:
                n = _dice(target, "armure") - (1 if rules.pierce else 0)
                if base > 0 and n > 0:
                    state.request_roll(Roll.ARMOR, n, target)
                    return evolve(task, index=index, dealt=dealt, result=None)
                result = 0
            armor, result = result, None
            dealt += _hit(state, caster, target, sp, rules, base - armor, events)
            index += 1
        for cell in task.scenery:
            # Optional destruction: melee attacks hurt scenery, which never rolls armor. Scenery
            # is Insensible, which keeps extra damage (seed 003, "Insensible": "sauf ceux qui
            # infligent des dégâts supplémentaires"): Bouftabaffe's +2 counts.
            bonus = _damage_bonus(state, caster, sp, cell)
            damage_scenery(state, cell, sp.damage + bonus + task.reward_bonus + task.critical, events)
        return evolve(task, stage="after", index=index, dealt=dealt, result=None)
    # stage "after": Vol de Vie heals the caster by the injuries inflicted (step 5).
    sram = "vol_de_vie_melee" in caster.reward_flags and rules.elemental and rules.melee
    if (rules.drain or sram) and task.dealt and caster.in_play:
        heal(state, caster, task.dealt, events)
    _finish(state, task, events)
    return None


def _finish(state: KrosmasterState, task: SpellResolution, events: list[Event]) -> None:
    if task.on_done == "remove":
        piece = state.pieces[task.caster]
        if piece.in_play:
            state.lift(piece)
            if events is not DISCARDED:
                events.append(
                    Event(
                        "removed",
                        {"piece": piece.label},
                        f"{piece.label} is removed from the board",
                        say=msg("kros-ev-removed", piece=Ref("piece", piece.label)),
                    )
                )


def _hit(
    state: KrosmasterState,
    caster: Piece,
    target: Piece,
    sp: SpellData,
    rules: _Rules,
    damage: int,
    events: list[Event],
) -> int:
    """Step 5: injuries after armor, with Résistance, Immunisé and Riposte."""
    if rules.elemental:
        res = rules.resistance
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
        if events is not DISCARDED:
            events.append(
                Event(
                    "riposte",
                    {"piece": target.label, "to": caster.label},
                    f"{target.label} ripostes",
                    say=msg(
                        "kros-ev-riposte", piece=Ref("piece", target.label), to=Ref("piece", caster.label)
                    ),
                )
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
    state: KrosmasterState,
    task: SpellResolution,
    sp: SpellData,
    rules: _Rules,
    caster: Piece,
    events: list[Event],
) -> SpellResolution:
    """Step 2 (seed 003, "Effets additionnels"): applied to every target, even at 0 damage.

    Insensible pieces ignore every additional effect except extra damage (seed 003,
    "Insensible"); damage bonuses are computed here and added at step 5.
    """
    target_cell = task.target
    if rules.summon:
        summon(state, caster, task.spell, target_cell, events)
        return task
    # Areas never include the caster's cell (K9, ``area_cells``); a spell aimed at the caster's
    # own cell (range 0, "Sort personnel") affects its caster: Mot Soignant on herself, a self
    # spell's +X PM markers (seed 003, "Portée (PO)": "0 est la case où se trouve le personnage").
    # the areas area_cells keeps, read without its list copy (the cells are only read here)
    cells = state.game.areas.get((task.origin, target_cell, sp.area))
    if cells is None:
        cells = tuple(area_cells(state, task.origin, target_cell, sp.area))
    occupant = state.occupant
    targets = [pid for c in cells if (pid := occupant[c]) >= 0]
    extra = reward_bonus(caster, sp) if state.game.full else 0
    if rules.extra_damage:
        bonus = [_damage_bonus(state, caster, sp, state.pieces[pid].pos) + extra for pid in targets]
    else:  # _damage_bonus is 0 for every target
        bonus = [extra] * len(targets)
    scenery: tuple[int, ...] = ()
    if rules.melee_attack and state.game.full and state.game.opts.destruction:
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

    if not rules.effects:  # no effect below applies to this spell
        return task
    affected = [state.pieces[pid] for pid in targets if not state.pieces[pid].has("insensible")]
    for fx in rules.effects:
        if isinstance(fx, ForcedMove):
            forced_move_effect(state, task, caster, fx, affected, events)
        elif isinstance(fx, Swap):
            first = state.pieces[targets[0]] if targets else None
            if first is not None and first in affected and first.is_character and caster.in_play:
                swap(state, caster, first, events)
        elif isinstance(fx, Markers):
            for p in affected:
                if p.is_character:
                    add_markers(p, fx.mp, fx.ap, events)
        elif isinstance(fx, Steal):
            mp, ap = (fx.amount, 0) if fx.kind == "vole_pm" else (0, fx.amount)
            for p in affected:
                if p.is_character:
                    add_markers(p, -mp, -ap, events)
                    add_markers(caster, mp, ap, events)
        elif isinstance(fx, RangeBonusThisTurn):
            caster.range_bonus += fx.amount
            if events is not DISCARDED:
                events.append(
                    Event(
                        "range-bonus",
                        {"piece": caster.label, "amount": fx.amount},
                        f"{caster.label}: +{fx.amount} max range this turn",
                        say=msg("kros-ev-range-bonus", piece=Ref("piece", caster.label), amount=fx.amount),
                    )
                )
        elif isinstance(fx, LoseAllMp):
            caster.mp = 0
    return task


def reward_bonus(caster: Piece, sp: SpellData) -> int:
    """Damage from face-up buffs and equipment, and the boosts waiting for the next matching
    spell this turn (consumed here). Only attack spells; "elemental" never means neutral."""
    if not (caster.reward_bonuses or caster.next_bonus) or sp.kind != SpellKind.ATTACK:
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
        special_move(
            state, ally, cell, "carry", f"{caster.label} carries {ally.label} to {{to}}", events, by=caster
        )
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
