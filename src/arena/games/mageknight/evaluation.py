"""The evaluation hook for search agents: a position's worth in Fame, scaled into [-1, 1].

Fame is what the scenario scores, but it comes in lumps (a tile explored, an enemy defeated),
so a search that sees only Fame wanders. The heuristic also counts, in Fame units, what leads
to Fame: the Move points still missing to reach the cheapest space a tile can be explored from
and explore it (a Dijkstra over the terrain costs, a step that provokes a rampaging enemy
counted dearer, cached per map; the turn's unspent Move counts toward it first, and only while
the turn lasts), a core tile being revealed (its Fame comes with it), the non-Wound cards still
to play this Round, Influence not spent yet, crystals, Units, cards beyond the starting deck,
and — against — Wounds. Multiplayer: the hero's worth minus the best other's. Solo: the city,
the scenario's win, less the Rounds its reveal cuts short. The weights are a designer's tuning
(docs/mageknight.md, "AI"; docs/ai.md, "Mage Knight solo"), not rules.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Hashable
from functools import lru_cache
from typing import TYPE_CHECKING

from arena.games.mageknight import geometry, movement
from arena.games.mageknight.heroes import WOUND
from arena.games.mageknight.hexes import Hex, neighbours
from arena.games.mageknight.tasks import RevealTile, Turn
from arena.games.mageknight.tiles import Site, terrain_table, tile

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

MOVE_POINT = 0.03  # unspent Move beyond what the next exploration needs (lost at the turn's end)
INFLUENCE_POINT = 0.1
CRYSTAL = 0.4
UNIT = 1.5
WOUNDED_UNIT = -0.5
GAINED_CARD = 0.8
WOUND_CARD = -0.7
CARD_LEFT = 0.15  # a non-Wound card still to play this Round (hand and deck)
FRONTIER = 0.15  # per Move point still missing to reach a space a tile can be explored from and explore
PROVOKE = 4  # Move points a step on the way is counted beyond its terrain when it provokes a rampaging enemy
CITY_REVEALED = 1.0  # the solo scenario's goal (research §1.10)
ROUND_FAME = 3.0  # solo: a Round after this one, which the city's reveal cuts short
SCALE = 12.0  # worth difference mapped to about 0.76 by tanh


def worth(state: MageKnightState, seat: int) -> float:
    """What the hero has and has built toward more, in Fame."""
    hero = state.heroes[seat]
    value = float(hero.fame)
    revealing = sum(isinstance(task, RevealTile) and task.player == seat for task in state.stack)
    value += revealing * state.game.scenario_fame_per_tile  # its Fame comes with the reveal
    cards = [*hero.hand, *hero.discard, *hero.play_area, *hero.deck.cards()]
    wounds = cards.count(WOUND)
    value += WOUND_CARD * wounds + GAINED_CARD * max(0, len(cards) - wounds - 16)
    value += CRYSTAL * sum(hero.crystals.values())
    value += sum(UNIT + (WOUNDED_UNIT if u.wounds else 0.0) for u in hero.units)
    if CARD_LEFT:
        left = [*hero.hand, *hero.deck.cards()]
        value += CARD_LEFT * (len(left) - left.count(WOUND))
    live = any(isinstance(task, Turn) and task.player == seat for task in state.stack)  # not ended yet
    move = state.turn.move_points if live else 0
    need = exploration_cost(state, hero.position or (0, 0))
    if need is not None:
        value -= FRONTIER * max(0, need - move)
        move = max(0, move - need)
    if live:
        value += MOVE_POINT * move + INFLUENCE_POINT * state.turn.influence_points
    return value


def exploration_cost(state: MageKnightState, here: Hex) -> int | None:
    """The Move points from ``here`` to the cheapest space a tile can be explored from, the
    exploration's own 2 included (seed 001, "移动力消耗": each space entered costs its terrain's
    Move); ``None`` when no tile is left or no such space can be reached. Rampaging enemies'
    and the garrisoned sites' spaces are not walked through, and a step that provokes a
    rampaging enemy (seed 001, "狂暴(Rampaging)敌人": the move ends, the fight is forced) costs
    ``PROVOKE`` more."""
    back = movement.top_back(state)
    if back is None:
        return None
    costs = _terrain_costs(state)
    on_map = frozenset(state.enemies)
    rampaging = on_map if movement.reach(state) <= 1 else frozenset()
    barred = on_map | frozenset(state.site_enemies)
    table = _exploration_costs(frozenset(state.tiles.items()), barred, rampaging, back, costs)
    return table.get(here)


def _terrain_costs(state: MageKnightState) -> tuple[int | None, ...]:
    """Every terrain's Move cost now, in ``_TERRAINS`` order (remembered per Day or Night, player
    and modifiers in force: the turn's modifiers change them, nothing else does)."""
    key: Hashable | None = (state.night, state.turn.player, tuple(state.modifiers))
    try:
        known = _COSTS.get(key)
    except TypeError:  # a modifier holding an unhashable argument
        known, key = None, None
    if known is None:
        known = tuple(
            movement.modified_cost(state, name, night if state.night else day)
            for name, day, night in _TERRAINS
        )
        if key is not None:
            if len(_COSTS) >= 512:
                _COSTS.clear()
            _COSTS[key] = known
    return known


_COSTS: dict[Hashable, tuple[int | None, ...]] = {}

_TERRAINS = tuple((str(t), c.day, c.night) for t, c in terrain_table().terrains.items())
"""Every terrain's name and printed Day and Night Move costs, in one fixed order."""


@lru_cache(maxsize=256)
def _exploration_costs(
    tiles: frozenset[tuple[Hex, str]],
    barred: frozenset[Hex],
    rampaging: frozenset[Hex],
    back: geometry.Back,
    costs: tuple[int | None, ...],
) -> dict[Hex, int]:
    """Every space's Move cost to the nearest space a tile can be explored from, plus the
    exploration's 2 (a Dijkstra from those spaces backwards: a step costs the space entered,
    and ``PROVOKE`` more when both its spaces are next to the same ``rampaging`` enemy; a
    ``barred`` space is never entered, but one may start from it)."""
    by_name = {name: cost for (name, _, _), cost in zip(_TERRAINS, costs, strict=True)}
    enter: dict[Hex, int | None] = {}
    for centre, tile_id in tiles:
        printed = tile(tile_id)
        for h in geometry.tile_hexes(centre):
            data = printed.hexes[geometry.local_name(h)]
            barred_here = h in barred or data.site is Site.CITY
            enter[h] = None if barred_here else by_name[str(data.terrain)]
    centres = frozenset(centre for centre, _ in tiles)
    best = {h: movement.EXPLORE_COST for h in _frontier(centres, back) if enter.get(h) is not None}
    watched: dict[Hex, set[Hex]] = {}  # a space: the rampaging enemies next to it
    for e in rampaging:
        for n in neighbours(e):
            watched.setdefault(n, set()).add(e)
    queue = [(cost, h) for h, cost in best.items()]
    heapq.heapify(queue)
    while queue:
        cost, h = heapq.heappop(queue)
        step = enter[h]
        if cost > best[h] or step is None:
            continue
        near = watched.get(h)
        for n in neighbours(h):
            through = cost + step + (PROVOKE if near and not near.isdisjoint(watched.get(n, ())) else 0)
            if n in enter and through < best.get(n, 1 << 30):
                best[n] = through
                heapq.heappush(queue, (through, n))
    return best


@lru_cache(maxsize=512)
def _frontier(tiles: frozenset[Hex], back: geometry.Back) -> tuple[Hex, ...]:
    """The map's spaces from which a tile with ``back`` could be explored (lakes and enemies'
    spaces included: the caller keeps those one may stand on now)."""
    return tuple(h for centre in tiles for h in geometry.tile_hexes(centre)
                 if geometry.explorable_positions(h, tiles, back))  # fmt: skip


def _solo_prospects(state: MageKnightState) -> float:
    """The city revealed: the scenario's win, less the Rounds after this one, which its reveal cuts
    short (research §1.10: one last turn, then the end). A core tile being revealed is the city
    with the chance the public counts of core tiles left give. Nothing else moves with the Round,
    so ending one costs nothing here."""
    cut = CITY_REVEALED - ROUND_FAME * max(0, state.game.rounds - state.round)
    if state.city_revealed:
        return cut
    core_left = state.core_cities_left + state.core_others_left
    if core_left and any(isinstance(task, RevealTile) for task in state.stack):
        return cut * state.core_cities_left / core_left
    return 0.0


def evaluate(state: MageKnightState, seat: int) -> float:
    """The seat's worth against the others' best (solo: plus the city's reveal), in [-1, 1]."""
    mine = worth(state, seat)
    others = [worth(state, i) for i in range(len(state.heroes)) if i != seat]
    edge = mine - max(others) if others else mine + _solo_prospects(state)
    return math.tanh(edge / SCALE)
