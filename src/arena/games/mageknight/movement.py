"""Movement and exploring (seed 001, "移动", "移动力消耗", "其他模型", "传送门区", "狂暴敌人", "探索").

- Entering a space costs its terrain's Move cost (Day or Night; lake and mountain inaccessible;
  cities are never entered in First Reconnaissance, MK1); the space left does not matter ("你只用支付你正进入的那格的移动力消耗").
- A hero may pass through another hero's space but not end the turn there (decisions MK10),
  nor step there when the step provokes a rampaging enemy.
- Rampaging enemies: their space cannot be entered; moving from a space adjacent to one into
  another space adjacent to the same one provokes it — the move ends and combat is forced.
- Exploring costs 2 Move from a space adjacent to an empty tile position inside the coastline
  where the top tile may be placed; +1 Fame per revealed tile (research §1.10).
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from typing import TYPE_CHECKING

from arena.core.durations import active
from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Hex as At
from arena.core.text import Ref, Seat, msg
from arena.games.mageknight import geometry
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.effecttree import modifier_params, number
from arena.games.mageknight.hexes import Hex, adjacent, neighbours, within
from arena.games.mageknight.rounds import city_revealed
from arena.games.mageknight.setup import place_tile
from arena.games.mageknight.tasks import DealOffer, RevealTile
from arena.games.mageknight.tiles import HexData, Site, Terrain, terrain_table, tile

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

EXPLORE_COST = 2
RULE_MOVE = 'seed 001, "移动力消耗"'
RULE_EXPLORE = 'seed 001, "探索"'


@cache
def _place(h: Hex) -> tuple[Hex, str]:
    """The tile position covering ``h`` and which of its hexes ``h`` is (pure geometry)."""
    return geometry.tile_centre_of(h), geometry.local_name(h)


def hex_data(state: MageKnightState, h: Hex) -> HexData | None:
    """The printed space at ``h`` (``None`` off the map)."""
    centre, name = _place(h)
    tile_id = state.tiles.get(centre)
    if tile_id is None:
        return None
    return tile(tile_id).hexes[name]


@cache
def _base_costs(terrain: Terrain) -> tuple[str, int | None, int | None]:
    """A terrain's name and its printed Day and Night Move costs."""
    costs = terrain_table().terrains[terrain]
    return str(terrain), costs.day, costs.night


def move_cost(state: MageKnightState, h: Hex, known: dict[str, int | None] | None = None) -> int | None:
    """What entering ``h`` costs now (``None``: not possible). ``known``: the costs of the
    terrains met so far in this very position (a cost depends only on the terrain)."""
    data = hex_data(state, h)
    if data is None:
        return None
    if data.site is Site.CITY:
        return None  # First Reconnaissance: cities are never entered (research §1.10, MK1)
    name, day, night = _base_costs(data.terrain)
    if known is None:
        return modified_cost(state, name, night if state.night else day)
    if name not in known:
        known[name] = modified_cost(state, name, night if state.night else day)
    return known[name]


def modified_cost(state: MageKnightState, terrain: str, base: int | None) -> int | None:
    """The turn's terrain modifiers (research §1.2: "effects can reduce terrain costs, never below
    0, or allow entering inaccessible terrain"): Path Finding, Foresters, Frost Bridge..."""
    cost = base
    for modifier in active(state.modifiers, "enter_terrain", state.turn.player):
        params = modifier_params(state, modifier)
        if cost is None and _names(params, terrain):
            cost = number(params.get("cost", 0))
    if cost is None:
        return None
    for modifier in active(state.modifiers, "terrain_cost", state.turn.player):
        params = modifier_params(state, modifier)
        if not _names(params, terrain):
            continue
        if "set" in params:
            cost = number(params["set"])
        if "delta" in params:
            floor = number(params.get("min", 0))  # a reduction stops there, never raises a cost
            cost = max(min(cost, floor), cost + number(params["delta"]))
    for modifier in active(state.modifiers, "prayer_of_weather"):  # Norowas's interactive Skill
        params = modifier_params(state, modifier)
        if modifier.player == state.turn.player:
            floor = number(params["own_min"])
            cost = max(min(cost, floor), cost + number(params["own_delta"]))
        else:
            ceiling = number(params["others_max"])
            cost = min(max(cost, ceiling), cost + number(params["others_delta"]))
    return cost


def _names(params: dict[str, object], terrain: str) -> bool:
    terrains = params.get("terrains", ("all",))
    return isinstance(terrains, tuple) and ("all" in terrains or terrain in terrains)


def reach(state: MageKnightState) -> int:
    """How far "adjacent" reaches this turn: 1, or Space Bending's distance (research data §3,
    Spell 106: "this turn spaces (and tile positions to explore) 2 away count as adjacent")."""
    far = 1
    for modifier in active(state.modifiers, "extended_adjacency", state.turn.player):
        far = max(far, number(modifier_params(state, modifier).get("distance", 2)))
    return far


def provoked_by(state: MageKnightState, here: Hex, there: Hex) -> list[Hex]:
    """The rampaging enemies a step from ``here`` to ``there`` provokes (adjacent to both);
    none while Space Bending bends the space ("leapt spaces ignored; no provoking")."""
    if reach(state) > 1:
        return []
    return [e for e in state.enemies if adjacent(e, here) and adjacent(e, there)]


def other_heroes_at(state: MageKnightState, seat: int, h: Hex) -> bool:
    return any(i != seat and hero.position == h for i, hero in enumerate(state.heroes))


def crowded(state: MageKnightState, seat: int) -> bool:
    """Decisions MK10 (seed 001, "停留在其他玩家所在格就是不被允许的"): the hero stands on another
    hero's space, the portal excepted — it may pass through, but take no action there."""
    here = state.heroes[seat].position
    return here is not None and other_heroes_at(state, seat, here) and not is_portal(state, here)


def is_portal(state: MageKnightState, h: Hex) -> bool:
    data = hex_data(state, h)
    return data is not None and data.site is Site.PORTAL


def move_options(state: MageKnightState, seat: int) -> list[Action]:
    here = state.heroes[seat].position
    turn = state.turn
    if here is None or turn.acted or turn.rested:
        return []
    out = []
    far = reach(state)
    known: dict[str, int | None] = {}
    for there in neighbours(here) if far == 1 else within(here, far):
        cost = step_cost(state, seat, here, there, known)
        if cost is not None and cost <= turn.move_points:
            out.append(Action("move", (str(there[0]), str(there[1]))))
    return out


def step_cost(
    state: MageKnightState, seat: int, here: Hex, there: Hex, known: dict[str, int | None] | None = None
) -> int | None:
    """What a step from ``here`` into ``there`` costs, or ``None`` when no step may enter it:
    impassable, a rampaging enemy's space, or another hero's space that the step provokes from
    (decisions MK10; the portal excepted). The Move points at hand are the caller's to compare."""
    cost = move_cost(state, there, known)
    if cost is None or there in state.enemies:
        return None
    if (
        other_heroes_at(state, seat, there)
        and provoked_by(state, here, there)
        and not is_portal(state, there)
    ):
        return None
    return cost


def move(state: MageKnightState, seat: int, there: Hex, events: list[Event]) -> list[Hex]:
    """Step the figure; returns the enemies provoked (the move then ends: combat is forced)."""
    hero = state.heroes[seat]
    here = hero.position
    assert here is not None
    cost = move_cost(state, there)
    assert cost is not None
    state.turn.move_points -= cost
    state.turn.moved = True
    state.turn.path.append(list(there))
    hero.position = there
    if events is not DISCARDED:
        say = msg("mk-ev-move", player=Seat(seat), hex=At(*there), n=cost)
        events.append(Event("move", {"player": seat, "to": list(there), "cost": cost}, f"P{seat + 1} moves to {there}",
                            say=say))  # fmt: skip
    provoked = provoked_by(state, here, there)
    if provoked:
        state.turn.move_points = 0
        if events is not DISCARDED:
            say = msg(
                "mk-ev-provoked",
                player=Seat(seat),
                enemies=tuple(Ref("enemy", state.enemies[e]) for e in provoked),
            )
            events.append(
                Event("provoked", {"player": seat, "enemies": [list(e) for e in provoked]},
                      f"P{seat + 1} provokes {', '.join(state.enemies[e] for e in provoked)}", say=say)
            )  # fmt: skip
    return provoked


# -- exploring ---------------------------------------------------------------------------------
def top_back(state: MageKnightState) -> geometry.Back | None:
    if state.countryside_pile:
        return "countryside"
    if state.core_cities_left + state.core_others_left:
        return "core"
    return None


def explore_options(state: MageKnightState, seat: int) -> list[Action]:
    here = state.heroes[seat].position
    back = top_back(state)
    if here is None or back is None or state.turn.acted or state.turn.rested:
        return []
    if state.turn.move_points < EXPLORE_COST:
        return []
    positions = geometry.explorable_positions(here, state.tiles, back)
    if reach(state) > 1:  # Space Bending: positions with a space 2 away count as adjacent
        for n in neighbours(here):
            positions += [
                p for p in geometry.explorable_positions(n, state.tiles, back) if p not in positions
            ]
    return [act("explore", *pos) for pos in positions]


def explore(state: MageKnightState, seat: int, centre: Hex, events: list[Event]) -> None:
    state.turn.move_points -= EXPLORE_COST
    state.turn.moved = True
    state.push(RevealTile(seat, *centre))


def reveal_outcomes(state: MageKnightState, task: RevealTile) -> list[tuple[Action, Fraction]]:
    """The core pile is one city and two other core tiles, chosen at random and shuffled:
    the next is a city with probability cities / tiles left, then any candidate of its kind."""
    cities = [t for t in state.core_candidates if t in state.game.core_city_tiles]
    others = [t for t in state.core_candidates if t not in state.game.core_city_tiles]
    total = state.core_cities_left + state.core_others_left
    out: list[tuple[Action, Fraction]] = []
    if state.core_cities_left:
        out += [(act("tile", t), Fraction(state.core_cities_left, total * len(cities))) for t in cities]
    if state.core_others_left:
        out += [(act("tile", t), Fraction(state.core_others_left, total * len(others))) for t in others]
    return out


def settle_reveal(state: MageKnightState, task: RevealTile, events: list[Event]) -> bool:
    if not state.countryside_pile:
        return False
    reveal(state, task, act("tile", state.countryside_pile[0]), events)
    return True


def reveal(state: MageKnightState, task: RevealTile, a: Action, events: list[Event]) -> None:
    tile_id = a.args[0]
    if state.countryside_pile and state.countryside_pile[0] == tile_id:
        state.countryside_pile.pop(0)
    else:
        state.core_candidates.remove(tile_id)
        if tile_id in state.game.core_city_tiles:
            state.core_cities_left -= 1
            state.core_candidates = [t for t in state.core_candidates if t not in state.game.core_city_tiles]
        else:
            state.core_others_left -= 1
            if not state.core_others_left:
                state.core_candidates = [t for t in state.core_candidates if t in state.game.core_city_tiles]
    centre = (task.q, task.r)
    draws = place_tile(state, centre, tile_id)
    hero = state.heroes[task.player]
    hero.fame += state.game.scenario_fame_per_tile
    if events is not DISCARDED:
        say = msg("mk-ev-explore", player=Seat(task.player), tile=Ref("tile", tile_id), hex=At(*centre),
                  n=state.game.scenario_fame_per_tile)  # fmt: skip
        events.append(
            Event("explore", {"player": task.player, "tile": tile_id, "at": list(centre)},
                  f"P{task.player + 1} reveals tile {tile_id} (+{state.game.scenario_fame_per_tile} Fame)", say=say)
        )  # fmt: skip
    if tile(tile_id).city is not None:
        city_revealed(state, task.player, events)
    monasteries = sum(data.site is Site.MONASTERY for _, data in tile(tile_id).spaces())
    state.push(*draws, *(DealOffer("advanced", 1, "monastery") for _ in range(monasteries)))
