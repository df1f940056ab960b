"""Moving without walking: Underground Travel, Wings of Wind, Flight (research data §3, §5).

The hero goes to a space at most ``max_spaces`` away (hex distance), paying ``move_per_space``
Move points per space, never onto an excluded terrain, a rampaging enemy, an inaccessible or
city space, and it provokes nobody. It must end on a safe space (no other hero but on the
portal, no unconquered keep or mage tower) — except Underground Travel's powered effect, which
may end on a fortified site and then assaults it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Hex as At
from arena.core.text import Seat, msg
from arena.games.mageknight import effects as fx
from arena.games.mageknight import fortified, geometry, movement
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.effecttree import node_at, root_effect
from arena.games.mageknight.hexes import Hex, distance
from arena.games.mageknight.tasks import RelocateTarget, ResolveEffect

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState


def destinations(state: MageKnightState, seat: int, node: fx.Relocate) -> list[Hex]:
    here = state.heroes[seat].position
    if here is None:
        return []
    out = []
    excluded = {str(t) for t in node.exclude}
    for centre in state.tiles:
        for h in geometry.tile_hexes(centre):
            steps = distance(here, h)
            if not 0 < steps <= node.max_spaces or steps * node.move_per_space > state.turn.move_points:
                continue
            data = movement.hex_data(state, h)
            if data is None or str(data.terrain) in excluded or h in state.enemies:
                continue
            if movement.move_cost(state, h) is None:
                continue
            if movement.other_heroes_at(state, seat, h) and not movement.is_portal(state, h):
                continue
            assault = fortified.is_assault(state, h, seat)
            if assault != (node.end_on == "fortified_site"):
                continue
            out.append(h)
    return sorted(out)


def usable(state: MageKnightState, seat: int, node: fx.Relocate) -> bool:
    turn = state.turn
    return not (turn.acted or turn.rested or state.combat) and bool(destinations(state, seat, node))


def start(state: MageKnightState, task: ResolveEffect) -> None:
    state.push(RelocateTarget(task.player, task.origin, task.ref, task.mode, task.path))


def _node(state: MageKnightState, task: RelocateTarget) -> fx.Relocate:
    node = node_at(root_effect(state, task.origin, task.ref, task.mode), task.path)
    assert isinstance(node, fx.Relocate)
    return node


def options(state: MageKnightState, task: RelocateTarget) -> list[Action]:
    return [act("move", *h) for h in destinations(state, task.player, _node(state, task))]


def settle(state: MageKnightState, task: RelocateTarget, events: list[Event]) -> bool:
    return not options(state, task)


def relocate(state: MageKnightState, task: RelocateTarget, a: Action, events: list[Event]) -> None:
    node = _node(state, task)
    hero = state.heroes[task.player]
    here = hero.position
    assert here is not None
    there = (int(a.args[0]), int(a.args[1]))
    state.turn.move_points -= distance(here, there) * node.move_per_space
    state.turn.moved = True
    state.turn.path.append(list(there))
    hero.position = there
    if events is not DISCARDED:
        say = msg("mk-ev-relocate", player=Seat(task.player), hex=At(*there))
        events.append(Event("relocate", {"player": task.player, "to": list(there)},
                            f"P{task.player + 1} travels to {there}", say=say))  # fmt: skip
    if node.assault:
        fortified.assault(state, task.player, there, here, events)
    state.push(*fortified.flips_near(state, there))
