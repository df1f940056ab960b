"""Every space the hero can reach this turn with the Move points it has now, and the path there.

Seed 001, "移动力消耗": each step pays the Move cost of the space entered (Day or Night, the
turn's terrain modifiers), lakes and mountains stay out unless an effect opens them; "狂暴
(Rampaging)敌人": a rampaging enemy's space is never entered, and a step between two spaces
adjacent to the same one provokes it — the move ends there ("紫色的移动甚至就这样结束了"),
so does entering a fortified site (an assault); the longer way round that provokes nobody is
preferred when the points allow it ("绿色的移动路径 … 绕路需要花费你更多的移动力"); "其他模型":
another hero's space may be passed through. The first step is always one of the legal ``move``
actions: nothing is reachable while the hero may not move.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arena.games.mageknight import fortified, movement
from arena.games.mageknight.hexes import Hex, neighbours, within
from arena.games.mageknight.tiles import terrain_table

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState


@dataclass(frozen=True)
class Reached:
    """A space within reach: the cheapest path (the spaces entered, in order) and its cost."""

    at: Hex
    cost: int
    path: tuple[Hex, ...]
    steps: tuple[int, ...]
    """What each step of ``path`` costs."""
    provokes: tuple[Hex, ...]
    """The rampaging enemies the last step provokes (the move ends there)."""
    assault: bool
    """The last step assaults a fortified site (the move ends there)."""

    @property
    def ends(self) -> bool:
        """Whether the movement ends on arriving."""
        return bool(self.provokes) or self.assault


def first_steps(state: MageKnightState, seat: int) -> set[Hex]:
    """The spaces the seat's legal ``move`` actions enter (none when it is not its turn to move)."""
    if state.is_over() or state.current_player() != seat:
        return set()
    return {(int(a.args[0]), int(a.args[1])) for a in state.legal_actions() if a.verb == "move"}


def reachable(state: MageKnightState, seat: int) -> list[Reached]:
    """Dijkstra over the revealed map from the hero's space; a space reached by a step that ends
    the movement is not left again, and one reachable without provoking keeps that path."""
    here = state.heroes[seat].position
    firsts = first_steps(state, seat)
    if here is None or not firsts:
        return []
    points = state.turn.move_points
    far = movement.reach(state)
    known: dict[str, int | None] = {}
    best: dict[tuple[Hex, bool], Reached] = {}
    start = Reached(here, 0, (), (), (), False)
    queue: list[tuple[int, bool, Hex, int, Reached]] = [(0, False, here, 0, start)]
    pushed = 0  # ties broken by the order pushed, never by comparing paths
    while queue:
        cost, ended, at, _, came = heapq.heappop(queue)
        if (at, ended) in best:
            continue
        best[(at, ended)] = came
        if ended:
            continue
        for there in sorted(neighbours(at) if far == 1 else within(at, far)):
            step = _step(state, seat, at, there, known)
            if step is None or cost + step[0] > points or (at == here and there not in firsts):
                continue
            paid, provokes, assault = step
            nxt = Reached(there, cost + paid, (*came.path, there), (*came.steps, paid), provokes, assault)
            pushed += 1
            heapq.heappush(queue, (nxt.cost, nxt.ends, there, pushed, nxt))
    out: dict[Hex, Reached] = {}
    for (at, _ended), got in sorted(best.items(), key=lambda kv: (kv[0][1], kv[1].cost)):
        if at != here and at not in out:
            out[at] = got  # the path that does not end the movement first, then the cheapest
    return [out[h] for h in sorted(out)]


def _step(
    state: MageKnightState, seat: int, at: Hex, there: Hex, known: dict[str, int | None]
) -> tuple[int, tuple[Hex, ...], bool] | None:
    """What stepping from ``at`` into ``there`` costs, provokes and assaults (``None``: barred)."""
    cost = movement.step_cost(state, seat, at, there, known)
    if cost is None:
        return None
    return cost, tuple(movement.provoked_by(state, at, there)), fortified.is_assault(state, there, seat)


def terrain_costs(state: MageKnightState) -> dict[str, int | None]:
    """Each terrain's Move cost now (Day or Night, the turn's modifiers; ``None``: impassable)."""
    table = terrain_table().terrains
    return {
        str(name): movement.modified_cost(state, str(name), costs.night if state.night else costs.day)
        for name, costs in table.items()
    }


def reach_hint(state: MageKnightState, seat: int | None) -> dict[str, Any]:
    """The ``reach`` hint: for the seat to move, every reachable space with its path, cost and
    what its last step provokes; empty for anyone else (public facts only: the map, the
    rampaging enemies face up, the turn's Move points)."""
    spaces = [] if seat is None or not 0 <= seat < len(state.heroes) else reachable(state, seat)
    return {
        "kind": "reach",
        "move_points": state.turn.move_points if spaces else 0,
        "night": state.night,
        "costs": terrain_costs(state),
        "spaces": [
            {
                "at": list(r.at),
                "cost": r.cost,
                "path": [list(h) for h in r.path],
                "steps": list(r.steps),
                "provokes": [{"at": list(h), "enemy": state.enemies[h]} for h in r.provokes],
                "assault": r.assault,
                "ends": r.ends,
            }
            for r in spaces
        ],
    }
