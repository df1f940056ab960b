"""Banners (Artifacts 113-116; research mageknight_data §4: "basic = assign to a Unit (stays with
it; if the Unit is destroyed/disbanded the banner goes to your discard pile; at Round start may be
discarded)").

- Banner of Glory: the Unit's Armor +1 and +1 to its attacks and blocks; Fame +1 whenever it
  attacks or blocks.
- Banner of Fear: in the Block phase the Unit may be spent to cancel one enemy's attack, Fame +1
  (``banner 0 1``: Unit 0 cancels enemy 1).
- Banner of Protection: the Unit's Armor +1, Fire and Ice resistance.
- Banner of Courage: once a Round, outside combat, the Unit is readied (``banner 0``).

Readings (docs/mageknight.md): a Banner is assigned outside combat; it stays on its Unit from
Round to Round (the option to discard it at a Round's start is not offered); an enemy "attack"
cancelled by Fear is the enemy's attack (every base enemy has one).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.durations import active
from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.mageknight import effects as fx
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.effecttree import modifier_params, number
from arena.games.mageknight.heroes import HeroState, UnitState
from arena.games.mageknight.tasks import AssignBanner

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

RULE = "research mageknight_data §4 (Banners)"


def banner(state: MageKnightState, unit: UnitState) -> fx.Banner | None:
    """The Banner effect of the card on ``unit``, if any."""
    if not unit.banner:
        return None
    effect = state.game.content.cards[unit.banner].basic
    return effect if isinstance(effect, fx.Banner) else None


def armor(state: MageKnightState, seat: int, unit: UnitState) -> int:
    """A Unit's Armor with its Banner and the turn's Units bonus (Banner of Glory's strong
    effect, Into the Heat)."""
    flag = banner(state, unit)
    bonus = sum(
        number(modifier_params(state, m).get("armor", 0))
        for m in active(state.modifiers, "units_bonus", seat)
    )
    return state.game.content.units[unit.unit].armor + (flag.armor if flag is not None else 0) + bonus


def resistances(state: MageKnightState, unit: UnitState) -> set[str]:
    flag = banner(state, unit)
    own = {str(r) for r in state.game.content.units[unit.unit].resistances}
    return own | ({str(r) for r in flag.resistances} if flag is not None else set())


def on_unit_attack_or_block(state: MageKnightState, seat: int, events: list[Event]) -> int:
    """The Unit being activated attacks or blocks: Banner of Glory's +1 (and its Fame +1, once
    per activation); the Unit counts for Banner of Glory's strong effect."""
    slot = state.turn.unit_slot
    hero = state.heroes[seat]
    if not 0 <= slot < len(hero.units):
        return 0
    state.turn.unit_slot = -1  # once per activation
    if slot not in state.turn.units_fought:
        state.turn.units_fought.append(slot)
    flag = banner(state, hero.units[slot])
    if flag is None:
        return 0
    if flag.fame_on_use:
        hero.fame += flag.fame_on_use
        if events is not DISCARDED:
            say = msg("mk-ev-banner-fame", player=Seat(seat), banner=Ref("card", hero.units[slot].banner),
                      n=flag.fame_on_use)  # fmt: skip
            events.append(Event("fame", {"player": seat, "amount": flag.fame_on_use},
                                f"{hero.units[slot].banner}: Fame +{flag.fame_on_use}", say=say))  # fmt: skip
    return flag.bonus


def drop(hero: HeroState, unit: UnitState) -> None:
    """A Unit leaves (destroyed, disbanded): its Banner goes to the discard pile."""
    if unit.banner:
        hero.discard.append(unit.banner)
        unit.banner = ""


# -- assigning -------------------------------------------------------------------------------
def can_assign(state: MageKnightState, seat: int) -> bool:
    return state.combat is None and bool(state.heroes[seat].units)


def assign_options(state: MageKnightState, task: AssignBanner) -> list[Action]:
    return [act("pick", f"unit:{i}") for i in range(len(state.heroes[task.player].units))]


def assign(state: MageKnightState, task: AssignBanner, a: Action, events: list[Event]) -> None:
    hero = state.heroes[task.player]
    unit = hero.units[int(a.args[0].partition(":")[2])]
    if task.card in hero.play_area:
        hero.play_area.remove(task.card)
    drop(hero, unit)  # a Unit carries one Banner
    unit.banner, unit.banner_used = task.card, False
    if events is not DISCARDED:
        say = msg(
            "mk-ev-banner",
            player=Seat(task.player),
            banner=Ref("card", task.card),
            unit=Ref("unit", unit.unit),
        )
        events.append(Event("banner", {"player": task.player, "unit": unit.unit, "card": task.card},
                            f"P{task.player + 1} gives {task.card} to {unit.unit}", say=say))  # fmt: skip


# -- using -----------------------------------------------------------------------------------
def options(state: MageKnightState, seat: int) -> list[Action]:
    """Banner of Fear in the Block phase, Banner of Courage outside combat."""
    hero = state.heroes[seat]
    record = state.combat
    out: list[Action] = []
    for slot, unit in enumerate(hero.units):
        flag = banner(state, unit)
        if flag is None:
            continue
        fear = flag.cancel_attack and unit.ready and not unit.wounds
        if fear and record is not None and record.phase == "block" and record.units_allowed:
            out += [act("banner", slot, i) for i, foe in enumerate(record.enemies)
                    if not (foe.defeated or foe.blocked or foe.no_attack)]  # fmt: skip
        if flag.ready_once_per_round and record is None and not unit.ready and not unit.banner_used:
            out.append(act("banner", slot))
    return out


def use(state: MageKnightState, seat: int, a: Action, events: list[Event]) -> None:
    hero = state.heroes[seat]
    unit = hero.units[int(a.args[0])]
    flag = banner(state, unit)
    assert flag is not None
    if len(a.args) > 1:  # Fear: the Unit is spent, the enemy does not attack
        assert state.combat is not None
        foe = state.combat.enemies[int(a.args[1])]
        unit.ready, foe.no_attack = False, True
        hero.fame += flag.fame_on_use
        if events is not DISCARDED:
            say = msg("mk-ev-banner-fear", player=Seat(seat), unit=Ref("unit", unit.unit),
                      enemy=Ref("enemy", foe.summoned or foe.token), banner=Ref("card", unit.banner))  # fmt: skip
            events.append(Event("banner-fear", {"player": seat, "unit": unit.unit, "enemy": foe.token},
                                f"{unit.unit} waves the Banner of Fear: {foe.token} does not attack", say=say))  # fmt: skip
        return
    unit.ready, unit.banner_used = True, True  # Courage
    if events is not DISCARDED:
        say = msg(
            "mk-ev-banner-courage",
            player=Seat(seat),
            unit=Ref("unit", unit.unit),
            banner=Ref("card", unit.banner),
        )
        events.append(Event("banner-courage", {"player": seat, "unit": unit.unit},
                            f"the Banner of Courage readies {unit.unit}", say=say))  # fmt: skip
