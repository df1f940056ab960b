"""The evaluation hook for search agents: a position's worth in Fame, scaled into [-1, 1].

Fame is what the scenario scores, but it comes in lumps (a tile explored, an enemy defeated),
so a search that sees only Fame wanders. The heuristic also counts, in Fame units, what leads
to Fame:

* the next target, the better of two: the next exploration (the Move points still missing to
  reach the cheapest space a tile can be explored from and explore it; a Dijkstra over the
  terrain costs, a step that provokes a rampaging enemy counted dearer, cached per map) or a
  marauding orc to fight (part of its Fame, less the Move still missing to stand next to it);
  the turn's unspent Move counts toward it first, and only while the turn lasts;
* in a fight, the Attack played toward each enemy's Armor, and the Wounds it gave the hero only
  once it is over;
* a core tile being revealed (its Fame comes with it), the non-Wound cards still to play this
  Round, Influence not spent yet, crystals, Units, cards beyond the starting deck, and —
  against — Wounds.

Three of these terms are for an agent that plans a run of decisions (``evaluate``, ``planner``):
the orcs as targets, the provoking step's surcharge and the fight's Wounds held back until it is
over. The last values a search line that ends inside a combat by its Attack and Fame rather than
by the Wounds the enemy, striking first (research mageknight §3.2), has already dealt; a finished
fight counts them in full. The search then fights where it used to wait (solo: +3.2 Fame a game;
docs/ai.md, "A fight's Wounds held back"). One that looks a single decision ahead (``evaluate_step``,
one-ply ``greedy``) cannot cash a fight, which takes several card plays, and only stood next to the
orc; and it explored less with the surcharge (solo, 100 games: 5.42 Fame with it, 6.84 without;
docs/ai.md, "Mage Knight solo"). Its evaluation leaves all three out.

Multiplayer: the hero's worth minus the best other's. Solo: the city, the scenario's win, less
the Rounds its reveal cuts short. The weights are a designer's tuning (docs/mageknight.md, "AI";
docs/ai.md, "Mage Knight solo"), not rules.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Hashable
from functools import lru_cache
from typing import TYPE_CHECKING

from arena.games.mageknight import geometry, movement
from arena.games.mageknight.datamodel import EnemyColour
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
PROVOKE = 4  # Move points a step on the way is counted beyond its terrain when it provokes a rampaging enemy (planner)
ORC_TARGET = 0.3  # per Fame of a marauding orc to walk up to (for an agent that plans the fight)
FIGHT_PROGRESS = 0.5  # per Fame of an enemy fought, times the share of its Armor the Attack played covers
CITY_REVEALED = 1.0  # the solo scenario's goal (research §1.10)
ROUND_FAME = 3.0  # solo: a Round after this one, which the city's reveal cuts short
SCALE = 12.0  # worth difference mapped to about 0.76 by tanh


def worth(state: MageKnightState, seat: int, *, planner: bool = True) -> float:
    """What the hero has and has built toward more, in Fame (``planner``: valued for an agent that
    plans a run of decisions, see ``next_target``)."""
    hero = state.heroes[seat]
    value = float(hero.fame)
    revealing = sum(isinstance(task, RevealTile) and task.player == seat for task in state.stack)
    value += revealing * state.game.scenario_fame_per_tile  # its Fame comes with the reveal
    cards = [*hero.hand, *hero.discard, *hero.play_area, *hero.deck.cards()]
    wounds = cards.count(WOUND)
    value += WOUND_CARD * wounds + GAINED_CARD * max(0, len(cards) - wounds - 16)
    fight = state.combat if state.combat is not None and state.combat.player == seat else None
    if planner and fight is not None:
        value -= WOUND_CARD * min(wounds, fight.wounds)  # the fight's Wounds count once it is over
    value += CRYSTAL * sum(hero.crystals.values())
    value += sum(UNIT + (WOUNDED_UNIT if u.wounds else 0.0) for u in hero.units)
    if CARD_LEFT:
        left = [*hero.hand, *hero.deck.cards()]
        value += CARD_LEFT * (len(left) - left.count(WOUND))
    live = any(isinstance(task, Turn) and task.player == seat for task in state.stack)  # not ended yet
    move = state.turn.move_points if live else 0
    target, move = next_target(state, hero.position or (0, 0), move, planner=planner)
    value += target
    if fight is not None:
        value += fight_progress(state)
    if live:
        value += MOVE_POINT * move + INFLUENCE_POINT * state.turn.influence_points
    return value


def exploration_cost(state: MageKnightState, here: Hex, *, planner: bool = True) -> int | None:
    """The Move points from ``here`` to the cheapest space a tile can be explored from, the
    exploration's own 2 included (seed 001, "移动力消耗": each space entered costs its terrain's
    Move); ``None`` when no tile is left or no such space can be reached. Rampaging enemies'
    and the garrisoned sites' spaces are not walked through, and a step that provokes a
    rampaging enemy (seed 001, "狂暴(Rampaging)敌人": the move ends, the fight is forced) costs
    ``PROVOKE`` more for a ``planner`` (its terrain's only for an agent that looks one decision
    ahead)."""
    back = movement.top_back(state)
    if back is None:
        return None
    costs = _terrain_costs(state)
    on_map = frozenset(state.enemies)
    rampaging = on_map if planner and movement.reach(state) <= 1 else frozenset()
    barred = on_map | frozenset(state.site_enemies)
    table = _exploration_costs(frozenset(state.tiles.items()), barred, rampaging, back, costs)
    return table.get(here)


def next_target(state: MageKnightState, here: Hex, move: int, *, planner: bool = True) -> tuple[float, int]:
    """The hero's next target from ``here`` with ``move`` points in hand, and the Move left once
    it is reached: the next exploration (``FRONTIER`` per Move point still missing) or, for a
    ``planner``, a marauding orc to fight (``ORC_TARGET`` per Fame, less ``FRONTIER`` per Move point
    missing to stand next to it), whichever is worth more; ``(0, move)`` when neither can be
    reached.

    For an agent that looks one decision ahead the exploration is the only target (walked at the
    terrain's cost): one-ply ``greedy``, which cannot play the several cards a fight takes, stood
    next to an orc for the whole game (solo: 1.08 Fame; docs/ai.md, "Mage Knight solo")."""
    options: list[tuple[float, int]] = []
    need = exploration_cost(state, here, planner=planner)
    if need is not None:
        options.append((-FRONTIER * max(0, need - move), max(0, move - need)))
    if planner:
        for fame, cost in orc_costs(state, here):
            options.append((ORC_TARGET * fame - FRONTIER * max(0, cost - move), max(0, move - cost)))
    return max(options, default=(0.0, move))


def orc_costs(state: MageKnightState, here: Hex) -> list[tuple[int, int]]:
    """Each marauding orc (a green rampaging enemy, seed 001 "兽人劫掠者") the hero can walk up to:
    its Fame and the Move points from ``here`` to the cheapest space next to it (each space
    entered costs its terrain's Move; enemies' and garrisoned sites' spaces are not entered)."""
    content = state.game.content.enemies
    orcs = [(h, content[t].fame) for h, t in state.enemies.items() if content[t].colour is EnemyColour.GREEN]
    if not orcs:
        return []
    barred = frozenset(state.enemies) | frozenset(state.site_enemies)
    table = _walk_costs(frozenset(state.tiles.items()), barred, _terrain_costs(state), here)
    out = []
    for h, fame in orcs:
        near = [table[n] for n in neighbours(h) if n in table]
        if near:
            out.append((fame, min(near)))
    return out


def fight_progress(state: MageKnightState) -> float:
    """The combat in progress: each enemy not yet defeated is worth ``FIGHT_PROGRESS`` per Fame
    times the share of its Armor the unspent Attack covers (the weakest first), so a search
    assembling the Attack sees it grow before the enemy falls."""
    combat = state.combat
    assert combat is not None
    content = state.game.content.enemies
    attack = sum(combat.attack.values())
    value = 0.0
    foes = sorted(
        (max(1, content[f.token].armor - f.armor_delta), content[f.token].fame)
        for f in combat.enemies
        if not f.defeated
    )
    for armor, fame in foes:
        share = min(1.0, attack / armor)
        value += FIGHT_PROGRESS * fame * share
        attack -= min(attack, armor)
    return value


@lru_cache(maxsize=256)
def _walk_costs(
    tiles: frozenset[tuple[Hex, str]], barred: frozenset[Hex], costs: tuple[int | None, ...], here: Hex
) -> dict[Hex, int]:
    """Every space's Move cost from ``here`` (a step costs the space entered; a ``barred``
    space is never entered)."""
    enter = _entry_costs(tiles, barred, costs)
    best = {here: 0}
    queue = [(0, here)]
    while queue:
        cost, h = heapq.heappop(queue)
        if cost > best[h]:
            continue
        for n in neighbours(h):
            step = enter.get(n)
            if step is not None and cost + step < best.get(n, 1 << 30):
                best[n] = cost + step
                heapq.heappush(queue, (cost + step, n))
    return best


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
    enter = _entry_costs(tiles, barred, costs)
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


def _entry_costs(
    tiles: frozenset[tuple[Hex, str]], barred: frozenset[Hex], costs: tuple[int | None, ...]
) -> dict[Hex, int | None]:
    """Every map space's Move cost to enter (its terrain's, ``costs`` in ``_TERRAINS`` order);
    ``None`` for a space never entered: ``barred``, the city, a terrain that cannot be entered."""
    by_name = {name: cost for (name, _, _), cost in zip(_TERRAINS, costs, strict=True)}
    enter: dict[Hex, int | None] = {}
    for centre, tile_id in tiles:
        printed = tile(tile_id)
        for h in geometry.tile_hexes(centre):
            data = printed.hexes[geometry.local_name(h)]
            barred_here = h in barred or data.site is Site.CITY
            enter[h] = None if barred_here else by_name[str(data.terrain)]
    return enter


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


def evaluate(state: MageKnightState, seat: int, *, planner: bool = True) -> float:
    """The seat's worth against the others' best (solo: plus the city's reveal), in [-1, 1]
    (``planner``: for an agent that plans a run of decisions; ``False`` for one that looks a
    single decision ahead)."""
    mine = worth(state, seat, planner=planner)
    others = [worth(state, i, planner=planner) for i in range(len(state.heroes)) if i != seat]
    edge = mine - max(others) if others else mine + _solo_prospects(state)
    return math.tanh(edge / SCALE)
