"""Every space within reach, its cost and path (Arena issue 30, "The map"): seed 001, "移动力消耗"
(the Move cost of the space entered, Day or Night), "狂暴(Rampaging)敌人" (a rampaging enemy's
space is never entered; a step between two spaces adjacent to it provokes it and ends the move),
"其他模型" (another hero's space may be passed through)."""

from __future__ import annotations

from arena.games.mageknight.actions import act
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.hints import hints
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.reach import Reached, reachable
from arena.games.mageknight.state import MageKnightState

GAME = MageKnight(players=1, heroes=["tovak"])
FOREST = (1, -1)  # the start tile's forest, next to the portal at (0, 0)


def placed(points: int, *, night: bool = False, enemy: str | None = None) -> MageKnightState:
    pos = MageKnightPosition(GAME).hand(0, ["march", "stamina"]).at(0, (0, 0)).night(night)
    if enemy:
        pos = pos.enemy((2, -2), enemy)
    state = pos.build()
    state.turn.move_points = points
    return state


def by_space(state: MageKnightState) -> dict[tuple[int, int], Reached]:
    return {r.at: r for r in reachable(state, 0)}


def test_a_forest_costs_3_by_day_and_5_by_night() -> None:
    """Seed 001, "移动力消耗": the larger number by Day, the other by Night (terrain data)."""
    assert by_space(placed(5))[FOREST].cost == 3
    assert by_space(placed(5, night=True))[FOREST].cost == 5
    assert FOREST not in by_space(placed(4, night=True))
    day, night = (hints(placed(5, night=n), 0, {"kind": "reach"})["costs"] for n in (False, True))
    assert (day["forest"], night["forest"]) == (3, 5) and day["lake"] is None  # the legend's costs


def test_paths_sum_the_costs_of_the_spaces_entered_and_skip_lakes() -> None:
    spaces = by_space(placed(6))
    village = spaces[(2, -1)]  # the mine's hills, by the plains: 2 + 3
    assert village.path == ((1, 0), (2, -1)) and village.steps == (2, 3) and village.cost == 5
    assert (0, 1) not in spaces and (-1, 0) not in spaces  # lakes: inaccessible
    assert all(r.cost <= 6 and r.cost == sum(r.steps) for r in spaces.values())
    # Every first step is a legal move, and the cost said is what the move pays.
    legal = {(int(a.args[0]), int(a.args[1])) for a in placed(6).legal_actions() if a.verb == "move"}
    assert {r.path[0] for r in spaces.values()} <= legal
    state = placed(6)
    for step in village.path:
        state.apply(act("move", *step))
    assert state.turn.move_points == 1 and state.heroes[0].position == (2, -1)


def test_a_step_that_provokes_ends_the_path_and_is_flagged() -> None:
    """Seed 001, "狂暴(Rampaging)敌人": the purple path ends where it provokes the Wolf Riders."""
    spaces = by_space(placed(8, enemy="prowlers"))
    assert (2, -2) not in spaces  # the enemy's own space
    provoking = spaces[(2, -3)]
    assert provoking.provokes == ((2, -2),) and provoking.ends
    assert all(r.path[-1] == r.at for r in spaces.values())
    # Nothing beyond a provoking step: every space on a path before its end provokes nobody.
    for r in spaces.values():
        for i in range(len(r.path) - 1):
            assert not spaces[r.path[i]].ends or spaces[r.path[i]].path != r.path[: i + 1]


def test_the_detour_that_provokes_nobody_is_preferred() -> None:
    """Seed 001: "绿色的移动路径可以使你在不引发战斗的情况下来到村庄，但绕路需要花费你更多的移动力"."""

    def village_from_beside_the_enemy(points: int) -> Reached:
        state = placed(points, enemy="prowlers")
        state.heroes[0].position = (1, -2)  # beside the Prowlers at (2, -2), as the village is
        state.turn.path = [[1, -2]]
        return by_space(state)[(2, -3)]

    detour = village_from_beside_the_enemy(5)  # round by the glade's forest: 3 + 2
    assert detour.path == ((1, -3), (2, -3)) and detour.cost == 5 and not detour.provokes
    direct = village_from_beside_the_enemy(4)  # too short for the detour: straight, provoking
    assert direct.path == ((2, -3),) and direct.cost == 2 and direct.provokes == ((2, -2),)


def test_nothing_is_reachable_without_points_or_for_another_seat() -> None:
    assert reachable(placed(0), 0) == []
    state = placed(4)
    assert hints(state, 0, {"kind": "reach"})["spaces"]
    assert hints(state, None, {"kind": "reach"})["spaces"] == []
    state.apply(act("play", "march"))
    assert hints(state, 0, {"kind": "reach"})["move_points"] == 6
