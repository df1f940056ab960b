"""Wounds taken into the hand, and Healing points (research mageknight §3.5, §4.6): one point
throws away a Wound from hand; healing a wounded Unit costs points equal to its level per Wound (a poisoned Unit needs two
heals). Unused points vanish. Never in combat. Each spending is a decision (``pick hand`` or
``pick unit:2``) unless only Wounds in hand can be healed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.durations import active
from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.heroes import WOUND
from arena.games.mageknight.tasks import DrawCards, SpendHealing

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
    healed = min(task.points, state.heroes[task.player].hand.count(WOUND))
    heal_hand(state, task, healed)
    if events is not DISCARDED:
        events.append(Event("heal", {"player": task.player, "wounds": healed}, f"P{task.player + 1} heals {healed}",
                            say=msg("mk-ev-heal", player=Seat(task.player), n=healed)))  # fmt: skip
    return True


def take_wounds(state: MageKnightState, seat: int, wounds: int, events: list[Event]) -> bool:
    """``wounds`` Wound cards into ``seat``'s hand; those of the player whose turn it is count as
    received this turn (Banner of Protection's strong effect). During a combat, those of the
    fighting hero count toward knock-out whatever gave them — an enemy, a card's cost, an effect
    (research §3.5, "Wounds added to hand during one combat", decisions MK13): whether the hero
    is knocked out now."""
    hero = state.heroes[seat]
    hero.hand = sorted([*hero.hand, *[WOUND] * wounds])
    if seat == state.turn.player:
        state.turn.wounds_received += wounds
    record = state.combat
    if record is None or seat != record.player or not wounds:
        return False
    record.wounds += wounds
    if record.wounds < state.game.hand_limit(state, seat):
        return False
    discard_non_wounds(state, seat, events)
    return True


def discard_non_wounds(state: MageKnightState, seat: int, events: list[Event]) -> None:
    """Knock-out (Wounds this combat ≥ the unmodified Hand limit) or Paralyze: discard every
    non-Wound card from hand (research §3.4, §3.5)."""
    hero = state.heroes[seat]
    kept = [c for c in hero.hand if c == WOUND]
    hero.discard += [c for c in hero.hand if c != WOUND]
    hero.hand = kept
    if events is not DISCARDED:
        events.append(Event("knocked-out", {"player": seat}, f"P{seat + 1} discards every non-Wound card",
                            say=msg("mk-ev-knocked-out", player=Seat(seat))))  # fmt: skip


def heal_hand(state: MageKnightState, task: SpendHealing, wounds: int) -> None:
    """Throw away ``wounds`` Wounds from hand with ``task``'s points; Golden Grail's strong effect
    ("draw a card each time you heal a Wound from hand this turn") draws one per Wound."""
    hero = state.heroes[task.player]
    for _ in range(wounds):
        hero.hand.remove(WOUND)
    _spent(state, task, wounds)
    if wounds and active(state.modifiers, "draw_on_heal", task.player):
        state.push(DrawCards(task.player, wounds))


def _spent(state: MageKnightState, task: SpendHealing, points: int) -> None:
    if task.source:
        state.turn.healed_by += [task.source] * points


def spend(state: MageKnightState, task: SpendHealing, a: Action, events: list[Event]) -> None:
    hero = state.heroes[task.player]
    if a == HAND:
        left = task.points - 1
        if left > 0:
            state.push(SpendHealing(task.player, left, task.source))
        heal_hand(state, task, 1)
        if events is not DISCARDED:
            events.append(Event("heal", {"player": task.player, "wounds": 1}, f"P{task.player + 1} heals a Wound",
                                say=msg("mk-ev-heal", player=Seat(task.player), n=1)))  # fmt: skip
    else:
        unit = hero.units[int(a.args[0].partition(":")[2])]
        unit.wounds -= 1
        cost = state.game.content.units[unit.unit].level
        left = task.points - cost
        _spent(state, task, cost)
        if events is not DISCARDED:
            say = msg("mk-ev-heal-unit", player=Seat(task.player), unit=Ref("unit", unit.unit))
            events.append(Event("heal-unit", {"player": task.player, "unit": unit.unit}, f"{unit.unit} is healed",
                                say=say))  # fmt: skip
        if left > 0:
            state.push(SpendHealing(task.player, left, task.source))
