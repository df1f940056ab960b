"""Healing points (research mageknight §3.5, §4.6): one point throws away a Wound from hand;
healing a wounded Unit costs points equal to its level per Wound (a poisoned Unit needs two
heals). Unused points vanish. Never in combat. Each spending is a decision (``pick hand`` or
``pick unit:2``) unless only Wounds in hand can be healed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.events import Event
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.heroes import WOUND
from arena.games.mageknight.tasks import SpendHealing

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

HAND = act("pick", "hand")


def can_heal(state: MageKnightState, seat: int) -> bool:
    hero = state.heroes[seat]
    return WOUND in hero.hand or any(u.wounds for u in hero.units)


def options(state: MageKnightState, task: SpendHealing) -> list[Action]:
    hero = state.heroes[task.player]
    levels = state.game.content.units
    out = [HAND] if WOUND in hero.hand and task.points >= 1 else []
    out += [act("pick", f"unit:{i}") for i, u in enumerate(hero.units)
            if u.wounds and levels[u.unit].level <= task.points]  # fmt: skip
    return out


def settle(state: MageKnightState, task: SpendHealing, events: list[Event]) -> bool:
    """No choice when only Wounds in hand can be healed (or nothing can)."""
    choices = options(state, task)
    if choices and choices != [HAND]:
        return False
    hero = state.heroes[task.player]
    healed = min(task.points, hero.hand.count(WOUND))
    for _ in range(healed):
        hero.hand.remove(WOUND)
    events.append(
        Event("heal", {"player": task.player, "wounds": healed}, f"P{task.player + 1} heals {healed}")
    )
    return True


def spend(state: MageKnightState, task: SpendHealing, a: Action, events: list[Event]) -> None:
    hero = state.heroes[task.player]
    if a == HAND:
        hero.hand.remove(WOUND)
        left = task.points - 1
        events.append(
            Event("heal", {"player": task.player, "wounds": 1}, f"P{task.player + 1} heals a Wound")
        )
    else:
        unit = hero.units[int(a.args[0].partition(":")[2])]
        unit.wounds -= 1
        left = task.points - state.game.content.units[unit.unit].level
        events.append(
            Event("heal-unit", {"player": task.player, "unit": unit.unit}, f"{unit.unit} is healed")
        )
    if left > 0:
        state.push(SpendHealing(task.player, left))
