"""Bonds of Loyalty (Norowas's passive Skill; research mageknight_data §5: "on gaining: add 2
regular Units to the offer; acts as an extra Command token; Unit under it costs 5 less (min 0),
usable even where Units are not allowed, cannot be disbanded").

Recruiting under it is ``recruit <unit> bonds`` (its own token: no Unit is disbanded); the Unit
is marked ``bonded``. When that Unit is destroyed, the token is free again. The numbers are the
Skill's data (``discount``, ``offer_units``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.games.mageknight import effects as fx
from arena.games.mageknight.tasks import DealOffer

if TYPE_CHECKING:
    from arena.games.mageknight.heroes import UnitState
    from arena.games.mageknight.state import MageKnightState

SKILL = "bonds_of_loyalty"
BONDS = "bonds"
"""The ``recruit`` argument placing the Unit under the Skill."""


def _param(state: MageKnightState, name: str) -> int:
    effect = state.game.content.skills[SKILL].effect
    assert isinstance(effect, fx.Handler)
    value = effect.params.get(name, 0)
    assert isinstance(value, int)
    return value


def free(state: MageKnightState, seat: int) -> bool:
    """The hero holds the Skill and no Unit lies under it."""
    hero = state.heroes[seat]
    return SKILL in hero.skills and not any(u.bonded for u in hero.units)


def cost(state: MageKnightState, unit: str) -> int:
    return max(0, int(state.game.content.units[unit].cost) - _param(state, "discount"))


def regular(units: list[UnitState]) -> int:
    """The Units on the hero's Command tokens (the bonded one has its own)."""
    return sum(not u.bonded for u in units)


def gained(state: MageKnightState, skill: str) -> list[DealOffer]:
    """On gaining the Skill: regular Units into the offer."""
    return [DealOffer("unit", _param(state, "offer_units"))] if skill == SKILL else []
