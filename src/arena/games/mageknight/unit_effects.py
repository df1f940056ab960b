"""Effects on one's own Units: readying Spent ones, healing wounded ones (research §4.6; data
§2, §3, §5: Regeneration, Inspiration, Restoration, Herbalists, Banner of Courage).

``ready_unit``: a Spent Unit of at most ``max_level`` is Ready again (``levels_total``: Units
whose levels add up to at most that many; ``all_units``: every one; ``heal``: it is healed too);
``heal_unit``: one Wound is removed from a Unit. Each choice is ``pick unit:<slot>``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.mageknight import effects as fx
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.effecttree import node_at, root_effect
from arena.games.mageknight.tasks import ChooseUnit, ResolveEffect

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

STOP = act("draw-up")
TOTAL_NONE = 99


def _candidates(
    state: MageKnightState, seat: int, node: fx.ReadyUnit | fx.HealUnit, left: int, acting: int = -1
) -> list[int]:
    """``acting``: the Unit whose ability this is, never readied by it (Herbalists: docs/mageknight.md)."""
    levels = state.game.content.units
    out = []
    for i, unit in enumerate(state.heroes[seat].units):
        level = levels[unit.unit].level
        if i == acting and isinstance(node, fx.ReadyUnit):
            continue
        if isinstance(node, fx.HealUnit):
            if unit.wounds:
                out.append(i)
        elif not unit.ready and level <= min(node.max_level or 4, left):
            out.append(i)
    return out


def usable(state: MageKnightState, seat: int, node: fx.ReadyUnit | fx.HealUnit) -> bool:
    left = TOTAL_NONE if isinstance(node, fx.HealUnit) else (node.levels_total or TOTAL_NONE)
    return bool(_candidates(state, seat, node, left))


def start(
    state: MageKnightState, task: ResolveEffect, node: fx.ReadyUnit | fx.HealUnit, events: list[Event]
) -> None:
    hero = state.heroes[task.player]
    if isinstance(node, fx.ReadyUnit) and node.all_units:
        for unit in hero.units:
            unit.ready = True
        if events is not DISCARDED:
            events.append(Event("ready", {"player": task.player}, f"P{task.player + 1} readies every Unit",
                                say=msg("mk-ev-ready-all", player=Seat(task.player))))  # fmt: skip
        return
    left = node.count if isinstance(node, fx.HealUnit) else (node.levels_total or TOTAL_NONE)
    state.push(ChooseUnit(task.player, task.origin, task.ref, task.mode, task.path, left))


def _node(state: MageKnightState, task: ChooseUnit) -> fx.ReadyUnit | fx.HealUnit:
    node = node_at(root_effect(state, task.origin, task.ref, task.mode), task.path)
    assert isinstance(node, fx.ReadyUnit | fx.HealUnit)
    return node


def options(state: MageKnightState, task: ChooseUnit) -> list[Action]:
    node = _node(state, task)
    acting = state.turn.unit_slot if task.origin == "unit" else -1
    picks = [act("pick", f"unit:{i}") for i in _candidates(state, task.player, node, task.left, acting)]
    several = isinstance(node, fx.ReadyUnit) and node.levels_total is not None
    return [STOP, *picks] if several and picks else picks


def settle(state: MageKnightState, task: ChooseUnit, events: list[Event]) -> bool:
    return not options(state, task)


def choose(state: MageKnightState, task: ChooseUnit, a: Action, events: list[Event]) -> None:
    if a == STOP:
        return
    node = _node(state, task)
    unit = state.heroes[task.player].units[int(a.args[0].partition(":")[2])]
    level = state.game.content.units[unit.unit].level
    if isinstance(node, fx.HealUnit):
        unit.wounds -= 1
        if events is not DISCARDED:
            say = msg("mk-ev-heal-unit", player=Seat(task.player), unit=Ref("unit", unit.unit))
            events.append(Event("heal-unit", {"player": task.player, "unit": unit.unit}, f"{unit.unit} is healed",
                                say=say))  # fmt: skip
        if task.left > 1:
            state.push(ChooseUnit(task.player, task.origin, task.ref, task.mode, task.path, task.left - 1))
        return
    unit.ready = True
    if node.heal:
        unit.wounds = 0
    if events is not DISCARDED:
        say = msg("mk-ev-ready", player=Seat(task.player), unit=Ref("unit", unit.unit))
        events.append(Event("ready", {"player": task.player, "unit": unit.unit}, f"{unit.unit} is ready again",
                            say=say))  # fmt: skip
    if node.levels_total is not None and task.left - level > 0:
        state.push(ChooseUnit(task.player, task.origin, task.ref, task.mode, task.path, task.left - level))
