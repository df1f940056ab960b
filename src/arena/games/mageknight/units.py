"""Units: recruiting, activating, and their Wounds (research mageknight §4.6, data §7.1).

"Only a Unit that is Ready and not Wounded may be activated" — its ability is an effect
(interpreted like a card's), paid with mana when it shows one, and it is Spent until the next
Round. One Command token per Unit (the level table). Damage assigned to an unwounded Unit wounds
it and is reduced by its Armor; a Unit resistant to the attack first absorbs its Armor without a
Wound (then wounded only if damage remains, absorbing its Armor again) and cannot be assigned
damage again this combat; Poison gives 2 Wounds, Paralyze destroys it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.durations import active
from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.mageknight import banners, bonds
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.effecttree import modifier_params
from arena.games.mageknight.heroes import UnitState
from arena.games.mageknight.payment import mana_sources, spend, tentatively
from arena.games.mageknight.resolve import usable
from arena.games.mageknight.tasks import Disband, GainUnit, ResolveEffect

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState


def command_tokens(state: MageKnightState, seat: int) -> int:
    return int(state.game.content.levels[state.heroes[seat].level - 1].command)


def _allowed(state: MageKnightState, unit: UnitState) -> bool:
    """A Unit may act here: Units are allowed in this combat, or it is bonded (bonds.py)."""
    return state.combat is None or state.combat.units_allowed or unit.bonded


def activation_options(state: MageKnightState, seat: int) -> list[Action]:
    out: list[Action] = []
    units = state.game.content.units
    for slot, unit in enumerate(state.heroes[seat].units):
        if not unit.ready or unit.wounds or not _allowed(state, unit):
            continue
        for i, ability in enumerate(units[unit.unit].abilities):
            if ability.mana is None:
                if usable(state, seat, ability.effect):
                    out.append(act("activate", slot, i))
                continue
            for source in mana_sources(state, seat, str(ability.mana)):
                with tentatively(state, seat, source):
                    if usable(state, seat, ability.effect):
                        out.append(act("activate", slot, i, source))
    return out


def activate(state: MageKnightState, seat: int, a: Action, events: list[Event]) -> None:
    slot, ability = int(a.args[0]), int(a.args[1])
    unit = state.heroes[seat].units[slot]
    if len(a.args) > 2:
        spend(state, seat, a.args[2], str(state.game.content.units[unit.unit].abilities[ability].mana))
    unit.ready = False
    state.turn.unit_slot = slot
    if events is not DISCARDED:
        say = msg("mk-ev-activate", player=Seat(seat), unit=Ref("unit", unit.unit))
        events.append(Event("activate", {"player": seat, "unit": unit.unit, "ability": ability},
                            f"P{seat + 1} activates {unit.unit}", say=say))  # fmt: skip
    state.push(ResolveEffect(seat, "unit", f"{unit.unit}:{ability}", "basic", ()))


def recruit(
    state: MageKnightState, seat: int, unit: str, events: list[Event], *, bonded: bool = False
) -> None:
    """Pay its cost; with every Command token used, a Unit is disbanded first (research §4.6).
    ``bonded``: under Bonds of Loyalty, 5 less and on its own token."""
    cost = bonds.cost(state, unit) if bonded else state.game.content.units[unit].cost
    state.turn.influence_points -= cost
    state.offers["unit"].remove(unit)
    if not bonded and bonds.regular(state.heroes[seat].units) >= command_tokens(state, seat):
        state.push(Disband(seat, unit))
        return
    join(state, seat, unit, cost, events, bonded=bonded)


def gain_unit(state: MageKnightState, task: GainUnit, events: list[Event]) -> None:
    """A Unit gained for free (research mageknight_data §3, Call to Glory: "recruit any Unit from
    the offer free (disband first if at Command limit)"; §8, the ruins' Unit reward)."""
    if bonds.regular(state.heroes[task.player].units) >= command_tokens(state, task.player):
        state.push(Disband(task.player, task.unit, free=True))
        return
    join(state, task.player, task.unit, 0, events)


def disband_options(state: MageKnightState, task: Disband) -> list[Action]:
    """Any Unit but the bonded one ("cannot be disbanded")."""
    return [act("pick", f"unit:{i}") for i, u in enumerate(state.heroes[task.player].units) if not u.bonded]


def disband(state: MageKnightState, task: Disband, a: Action, events: list[Event]) -> None:
    gone = state.heroes[task.player].units.pop(int(a.args[0].partition(":")[2]))
    banners.drop(state.heroes[task.player], gone)
    if events is not DISCARDED:
        say = msg("mk-ev-disband", player=Seat(task.player), unit=Ref("unit", gone.unit))
        events.append(Event("disband", {"player": task.player, "unit": gone.unit}, f"{gone.unit} is disbanded",
                            say=say))  # fmt: skip
    join(state, task.player, task.unit, 0 if task.free else state.game.content.units[task.unit].cost, events)


def join(
    state: MageKnightState, seat: int, unit: str, cost: int, events: list[Event], *, bonded: bool = False
) -> None:
    state.heroes[seat].units.append(UnitState(unit, bonded=bonded))
    state.turn.recruited += 1
    if events is not DISCARDED:
        key = "mk-ev-recruit" if cost else "mk-ev-recruit-free"
        say = msg(key, player=Seat(seat), unit=Ref("unit", unit), n=cost)
        events.append(Event("recruit", {"player": seat, "unit": unit}, f"P{seat + 1} recruits {unit} for {cost}",
                            say=say))  # fmt: skip


def assignable(state: MageKnightState, seat: int) -> list[int]:
    """Unit slots that may take combat damage: unwounded, and not a resistant one that already
    absorbed damage without a Wound this combat."""
    for modifier in active(state.modifiers, "units_bonus", seat):  # Into the Heat
        if modifier_params(state, modifier).get("no_damage_to_units"):
            return []
    units = state.heroes[seat].units
    return [i for i, u in enumerate(units) if not u.wounds and not u.absorbed and _allowed(state, u)]


def take_damage(state: MageKnightState, seat: int, slot: int, damage: int, element: str,
                abilities: set[str], events: list[Event]) -> int:  # fmt: skip
    """Assign ``damage`` to a Unit; what is left for the hero."""
    hero = state.heroes[seat]
    unit = hero.units[slot]
    armor = banners.armor(state, seat, unit)
    resists = banners.resistances(state, unit)
    resistant = element in resists or (element == "cold_fire" and {"fire", "ice"} <= resists)
    if resistant:
        damage = max(0, damage - armor)
        if damage == 0:
            unit.absorbed = True
            if events is not DISCARDED:
                say = msg("mk-ev-absorb", player=Seat(seat), unit=Ref("unit", unit.unit))
                events.append(Event("absorb", {"player": seat, "unit": unit.unit}, f"{unit.unit} absorbs the attack",
                                    say=say))  # fmt: skip
            return 0
    if "paralyze" in abilities:
        banners.drop(hero, hero.units.pop(slot))
        if events is not DISCARDED:
            say = msg("mk-ev-destroyed", player=Seat(seat), unit=Ref("unit", unit.unit))
            events.append(Event("destroyed", {"player": seat, "unit": unit.unit}, f"{unit.unit} is destroyed",
                                say=say))  # fmt: skip
        return max(0, damage - armor)
    unit.wounds = 2 if "poison" in abilities else 1
    if events is not DISCARDED:
        say = msg("mk-ev-unit-wounded", player=Seat(seat), unit=Ref("unit", unit.unit))
        events.append(
            Event("unit-wounded", {"player": seat, "unit": unit.unit}, f"{unit.unit} is wounded", say=say)
        )
    return max(0, damage - armor)
