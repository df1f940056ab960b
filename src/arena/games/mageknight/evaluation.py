"""The evaluation hook for search agents: a position's worth in Fame, scaled into [-1, 1].

Fame is what the scenario scores, but it comes in lumps (a tile explored, an enemy defeated),
so a search that sees only Fame wanders. The heuristic also counts, in Fame units, what leads
to Fame: Move and Influence not spent yet this turn, the non-Wound cards still to play this
Round (a card played for points never used is a loss), crystals, Units, cards beyond the
starting deck, the steps to the nearest space a tile can be explored from, and — against —
Wounds. Multiplayer: the hero's worth minus the best other's.
The weights are a designer's tuning (docs/mageknight.md, "AI"), not rules.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING

from arena.games.mageknight import geometry, movement
from arena.games.mageknight.heroes import WOUND
from arena.games.mageknight.hexes import Hex, distance

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

MOVE_POINT = 0.15  # unspent at the end of the turn, it is lost
INFLUENCE_POINT = 0.15
CRYSTAL = 0.4
UNIT = 1.5
WOUNDED_UNIT = -0.5
GAINED_CARD = 0.8
WOUND_CARD = -0.7
CARD_LEFT = 0.3  # a non-Wound card still to play this Round (hand and deck)
FRONTIER = 0.3  # per step between the hero and the nearest space it could explore from
CITY_REVEALED = 3.0  # the solo scenario's goal (research §1.10)
SCALE = 12.0  # worth difference mapped to about 0.76 by tanh


def worth(state: MageKnightState, seat: int) -> float:
    """What the hero has and has built toward more, in Fame."""
    hero = state.heroes[seat]
    value = float(hero.fame)
    cards = [*hero.hand, *hero.discard, *hero.play_area, *hero.deck.cards()]
    wounds = cards.count(WOUND)
    value += WOUND_CARD * wounds + GAINED_CARD * max(0, len(cards) - wounds - 16)
    value += CRYSTAL * sum(hero.crystals.values())
    value += sum(UNIT + (WOUNDED_UNIT if u.wounds else 0.0) for u in hero.units)
    if CARD_LEFT:
        left = [*hero.hand, *hero.deck.cards()]
        value += CARD_LEFT * (len(left) - left.count(WOUND))
    back = movement.top_back(state) if FRONTIER else None
    if back is not None:
        known: dict[str, int | None] = {}  # a space's cost depends only on its terrain here
        edge = [h for h in _frontier(frozenset(state.tiles), back)
                if h not in state.enemies and movement.move_cost(state, h, known) is not None]  # fmt: skip
        if edge:
            here = hero.position or (0, 0)
            value -= FRONTIER * min(distance(here, h) for h in edge)
    if state.turn.player == seat:
        value += MOVE_POINT * state.turn.move_points + INFLUENCE_POINT * state.turn.influence_points
    return value


@lru_cache(maxsize=512)
def _frontier(tiles: frozenset[Hex], back: geometry.Back) -> tuple[Hex, ...]:
    """The map's spaces from which a tile with ``back`` could be explored (lakes and enemies'
    spaces included: the caller keeps those one may stand on now)."""
    return tuple(h for centre in tiles for h in geometry.tile_hexes(centre)
                 if geometry.explorable_positions(h, tiles, back))  # fmt: skip


def evaluate(state: MageKnightState, seat: int) -> float:
    """The seat's worth against the others' best (solo: plus the city's reveal), in [-1, 1]."""
    mine = worth(state, seat)
    others = [worth(state, i) for i in range(len(state.heroes)) if i != seat]
    edge = mine - max(others) if others else mine + (CITY_REVEALED if state.city_revealed else 0.0)
    return math.tanh(edge / SCALE)
