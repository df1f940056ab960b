"""The evaluation hook search agents use on Mage Knight (``evaluation.py``): Fame first, and
what leads to Fame; never outside [-1, 1]."""

from __future__ import annotations

import math

import pytest

from arena.games.mageknight import evaluation, geometry, movement, reach
from arena.games.mageknight.actions import act
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.heroes import WOUND
from arena.games.mageknight.hexes import distance, neighbours
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.state import MageKnightState
from arena.games.mageknight.tasks import RevealTile

SOLO = MageKnight(players=1, heroes=["tovak"])


def test_fame_crystals_and_units_raise_the_worth_and_wounds_lower_it() -> None:
    base = MageKnightPosition(SOLO).hand(0, ["march", "rage"])
    plain = evaluation.worth(base.build(), 0)
    assert (
        evaluation.worth(MageKnightPosition(SOLO).hand(0, ["march", "rage"]).fame(0, 5).build(), 0)
        == plain + 5
    )
    assert evaluation.worth(base.crystals(0, red=2).build(), 0) > plain
    wounded = MageKnightPosition(SOLO).hand(0, ["march", "wound"]).build()
    assert evaluation.worth(wounded, 0) < plain


def test_move_counts_toward_the_next_exploration_until_the_turn_ends() -> None:
    """Move is spent toward the next space a tile can be explored from (seed 001, "探索": 2 Move
    explore a tile) and is lost when the turn ends (seed 001, "移动力消耗": "剩余的移动力都丢失了")."""
    state = MageKnightPosition(SOLO).hand(0, ["march", "rage"]).build()
    before = evaluation.worth(state, 0)
    need = evaluation.exploration_cost(state, (0, 0))
    assert need is not None and need >= 2
    state.apply(act("play", "march"))  # Move 2, one card fewer to play this Round
    assert evaluation.worth(state, 0) == pytest.approx(
        before + 2 * evaluation.FRONTIER - evaluation.CARD_LEFT
    )
    state.apply(act("end-turn"))
    assert evaluation.worth(state, 0) == pytest.approx(before - evaluation.CARD_LEFT)


def test_move_beyond_the_exploration_counts_little() -> None:
    state = MageKnightPosition(SOLO).hand(0, ["march"]).build()
    need = evaluation.exploration_cost(state, (0, 0))
    assert need is not None
    before = evaluation.worth(state, 0)
    state.turn.move_points = need + 3
    gain = evaluation.FRONTIER * need + evaluation.MOVE_POINT * 3
    assert evaluation.worth(state, 0) == pytest.approx(before + gain)


@pytest.mark.parametrize("night", [False, True])
def test_the_exploration_cost_is_the_cheapest_walk_the_reach_hint_finds(night: bool) -> None:
    """Each space entered costs its terrain's Move, Day or Night (seed 001, "移动力消耗"), then 2
    to explore (seed 001, "探索"): the same cost as the game's own reach Dijkstra (``reach.py``)."""
    state = MageKnightPosition(SOLO).hand(0, ["march"]).night(night).build()
    state.turn.move_points = 60
    edge = set(evaluation._frontier(frozenset(state.tiles), "countryside"))
    costs = [r.cost for r in reach.reachable(state, 0) if r.at in edge]
    assert costs and evaluation.exploration_cost(state, (0, 0)) == min(costs) + 2


def test_a_rampaging_enemy_bars_its_space() -> None:
    """A rampaging enemy's space is never entered (seed 001, "狂暴(Rampaging)敌人"): a space to
    explore from taken by one no longer counts, one must explore from another."""
    state = MageKnightPosition(SOLO).hand(0, ["march"]).build()
    edge = evaluation._frontier(frozenset(state.tiles), "countryside")
    near = min(
        (h for h in edge if evaluation.exploration_cost(state, h) == 2),
        key=lambda h: (distance((0, 0), h), h),
    )
    barred = MageKnightPosition(SOLO).hand(0, ["march"]).enemy(near, "prowlers").build()
    cost = evaluation.exploration_cost(barred, near)
    assert cost is None or cost > 2


def test_a_hero_nearer_a_space_to_explore_from_is_worth_more() -> None:
    """Exploring is the scenario's steady Fame (a tile revealed: 1 Fame, research §1.10); the Move
    still missing to get there and explore counts against the hero."""
    state = MageKnightPosition(SOLO).hand(0, ["march"]).build()
    edge = evaluation._frontier(frozenset(state.tiles), "countryside")
    assert edge and all(geometry.explorable_positions(h, state.tiles, "countryside") for h in edge)
    at_portal = evaluation.worth(state, 0)
    far = evaluation.exploration_cost(state, (0, 0))
    nearest = min(edge, key=lambda h: distance((0, 0), h))
    there = MageKnightPosition(SOLO).hand(0, ["march"]).at(0, nearest).build()
    assert far is not None and evaluation.exploration_cost(there, nearest) == 2
    gain = evaluation.FRONTIER * (far - 2)
    assert evaluation.worth(there, 0) == pytest.approx(at_portal + gain) and gain > 0


def test_a_core_tile_being_revealed_counts_its_fame() -> None:
    """+1 Fame each time a tile is revealed (research §1.10): a pending reveal already counts."""
    state = MageKnightPosition(SOLO).hand(0, ["march"]).build()
    before = evaluation.worth(state, 0)
    state.push(RevealTile(0, 5, -7))
    assert evaluation.worth(state, 0) == pytest.approx(before + SOLO.scenario_fame_per_tile)


def test_a_step_that_provokes_a_rampaging_enemy_counts_provoke_more() -> None:
    """A step from a space next to a rampaging enemy to another space next to it provokes it: the
    move ends and the fight is forced (seed 001, "狂暴(Rampaging)敌人": "如果你从邻近狂暴敌人的一格
    移动到另一个邻近该敌人的一格,那么就会引发它对你的攻击"). The walk to the next exploration counts
    such a step ``PROVOKE`` Move more than its terrain: every space's cost is that of a Dijkstra
    whose steps are priced by the game's own ``move_cost`` and ``provoked_by``. For an agent that
    looks one decision ahead (``planner=False``) the step costs its terrain only; the enemy's own
    space is never entered either way."""
    orc = (1, -1)  # next to the portal, on the start tile
    plain = MageKnightPosition(SOLO).hand(0, ["march"]).build()
    state = MageKnightPosition(SOLO).hand(0, ["march"]).enemy(orc, "prowlers").build()
    spaces = [h for centre in state.tiles for h in geometry.tile_hexes(centre)]
    enter = {h: None if h in state.enemies else movement.move_cost(state, h) for h in spaces}
    edge = evaluation._frontier(frozenset(state.tiles), "countryside")

    def walks(surcharge: int) -> dict[tuple[int, int], int]:
        best = {h: 2 for h in edge if enter[h] is not None}  # seed 001, "探索": 2 Move
        queue = [(cost, h) for h, cost in best.items()]
        while queue:
            queue.sort(reverse=True)
            cost, there = queue.pop()
            if cost > best[there] or enter[there] is None:
                continue
            for here in neighbours(there):
                if here in enter:
                    step = enter[there] + (surcharge if movement.provoked_by(state, here, there) else 0)  # type: ignore[operator]
                    if cost + step < best.get(here, 1 << 30):
                        best[here] = cost + step
                        queue.append((best[here], here))
        return best

    best = walks(evaluation.PROVOKE)
    assert all(evaluation.exploration_cost(state, h) == best.get(h) for h in spaces)
    dearer = [h for h in spaces if h != orc and (evaluation.exploration_cost(plain, h) or 0) < best.get(h, 0)]
    assert dearer, "some walk from next to the Orc now goes round it or provokes it"
    terrain_only = walks(0)
    assert all(evaluation.exploration_cost(state, h, planner=False) == terrain_only.get(h) for h in spaces)
    assert any(terrain_only.get(h) != best.get(h) for h in dearer)


def _solo_edge(state: MageKnightState) -> float:
    """What ``evaluate`` adds to the hero's worth in solo, in Fame."""
    return math.atanh(evaluation.evaluate(state, 0)) * evaluation.SCALE - evaluation.worth(state, 0)


def test_solo_the_city_is_the_win_less_the_rounds_its_reveal_cuts_short() -> None:
    """Solo First Reconnaissance (research §1.10, "End": when the city is revealed the hero gets one
    last turn, then the game ends; the solo scenario is won iff the city is revealed): the city
    revealed is worth ``CITY_REVEALED`` less ``ROUND_FAME`` for each Round after this one, so it
    pays in the last Round and costs before; a core tile being revealed counts that with the
    chance it is the city (the core tiles left, a public count); ending a Round costs nothing."""
    state = MageKnightPosition(SOLO).hand(0, ["march"]).build()
    assert _solo_edge(state) == pytest.approx(0.0, abs=1e-9)
    for played in range(1, SOLO.rounds + 1):
        hidden = state.clone()
        hidden.round = played
        assert _solo_edge(hidden) == pytest.approx(0.0, abs=1e-9)
        revealed = hidden.clone()
        revealed.city_revealed = True
        cut = evaluation.CITY_REVEALED - evaluation.ROUND_FAME * (SOLO.rounds - played)
        assert _solo_edge(revealed) == pytest.approx(cut)
        revealing = hidden.clone()
        revealing.push(RevealTile(0, 5, -7))
        chance = revealing.core_cities_left / (revealing.core_cities_left + revealing.core_others_left)
        assert 0 < chance < 1 and _solo_edge(revealing) == pytest.approx(cut * chance)
    last = state.clone()
    last.round, last.city_revealed = SOLO.rounds, True
    assert _solo_edge(last) > 0  # the last Round: the win, nothing cut short


def _target(state: MageKnightState, move: int) -> tuple[float, int]:
    """``next_target`` from the portal, its value rounded (compared with figures computed here)."""
    value, spare = evaluation.next_target(state, (0, 0), move)
    return round(value, 9), spare


def test_a_marauding_orc_the_hero_can_walk_up_to_is_a_target_worth_part_of_its_fame() -> None:
    """Marauding orcs are rampaging enemies (seed 001, "狂暴(Rampaging)敌人": "兽人劫掠者是狂暴敌人")
    that a hero next to them may challenge for their Fame (research mageknight §1.8). The next
    target is the better of the next exploration and an orc: ``ORC_TARGET`` per Fame, less
    ``FRONTIER`` per Move point still missing to stand next to it, the walk priced as the game's
    own reach Dijkstra prices it (each space entered costs its terrain, seed 001 "移动力消耗")."""
    near, far = (1, -1), (3, -3)  # next to the portal; three spaces away on the tile beyond
    state = MageKnightPosition(SOLO).hand(0, ["march"]).enemy(near, "prowlers").build()
    assert movement.top_back(state) == "countryside"  # from the first turn
    fame = SOLO.content.enemies["prowlers"].fame
    assert evaluation.orc_costs(state, (0, 0)) == [(fame, 0)]
    assert _target(state, 0) == (round(evaluation.ORC_TARGET * fame, 9), 0)
    assert _target(state, 3) == (round(evaluation.ORC_TARGET * fame, 9), 3)

    state = MageKnightPosition(SOLO).hand(0, ["march"]).enemy(far, "wolf_riders").build()
    state.turn.move_points = 60
    walks = {r.at: r.cost for r in reach.reachable(state, 0)}
    cost = min(walks[h] for h in neighbours(far) if h in walks)
    fame = SOLO.content.enemies["wolf_riders"].fame
    assert evaluation.orc_costs(state, (0, 0)) == [(fame, cost)] and cost > 0
    explore = evaluation.exploration_cost(state, (0, 0))
    assert explore is not None
    for move in range(cost + 2):
        orc = evaluation.ORC_TARGET * fame - evaluation.FRONTIER * max(0, cost - move)
        tile = -evaluation.FRONTIER * max(0, explore - move)
        spare = max(0, move - cost) if orc >= tile else max(0, move - explore)
        assert _target(state, move) == (round(max(orc, tile), 9), spare)


def test_one_decision_ahead_the_next_exploration_stays_the_target() -> None:
    """A fight takes several card plays before the enemy falls (research mageknight §3.2: the
    Attack must reach the Armor), which an agent that looks one decision ahead cannot plan: its
    evaluation (``Game.evaluate_step``, ``planner=False``) keeps the next exploration the target
    (walked at the terrain's cost), and so differs from the search's where an orc is near."""
    state = MageKnightPosition(SOLO).hand(0, ["march"]).enemy((1, -1), "prowlers").build()
    explore = evaluation.exploration_cost(state, (0, 0), planner=False)
    assert explore is not None and evaluation.orc_costs(state, (0, 0))
    value, spare = evaluation.next_target(state, (0, 0), 0, planner=False)
    assert (round(value, 9), spare) == (round(-evaluation.FRONTIER * explore, 9), 0)
    assert _target(state, 0)[0] > value
    assert evaluation.worth(state, 0, planner=False) < evaluation.worth(state, 0)
    assert SOLO.evaluate_step(state, 0) == pytest.approx(evaluation.evaluate(state, 0, planner=False))
    assert SOLO.evaluate_step(state, 0) < SOLO.evaluate(state, 0)
    alone = MageKnightPosition(SOLO).hand(0, ["march"]).build()  # no orc: the two agree
    assert SOLO.evaluate_step(alone, 0) == SOLO.evaluate(alone, 0)


def test_a_draconum_or_a_garrison_is_no_target() -> None:
    """Only the marauding orcs (green tokens) are walked up to: a draconum (red) or a keep's
    garrison token (grey) next to the hero leaves the next exploration the target."""
    for enemy in ("high_dragon", "crossbowmen"):
        state = MageKnightPosition(SOLO).hand(0, ["march"]).enemy((1, -1), enemy).build()
        assert evaluation.orc_costs(state, (0, 0)) == []
        explore = evaluation.exploration_cost(state, (0, 0))
        assert explore is not None
        assert _target(state, 0) == (round(-evaluation.FRONTIER * explore, 9), 0)


def test_a_fight_in_progress_counts_the_attack_played_toward_each_enemy_s_armor() -> None:
    """An enemy is defeated when the Attack played reaches its Armor (research mageknight §3.2:
    no partial damage), so the Fame it brings (§1.8) comes in one lump; while the hero assembles
    the Attack, each enemy not yet defeated counts ``FIGHT_PROGRESS`` per Fame times the share of
    its Armor the unspent Attack covers, the weakest first."""
    state = MageKnightPosition(SOLO).hand(0, ["march", "rage"]).enemy((1, -1), "prowlers").build()
    state.apply(act("challenge", 1, -1))
    combat = state.combat
    assert combat is not None
    prowlers = SOLO.content.enemies["prowlers"]
    before = evaluation.worth(state, 0)
    for points in range(prowlers.armor + 3):
        combat.attack = {"melee:physical": points} if points else {}
        share = min(1.0, points / prowlers.armor)
        assert evaluation.worth(state, 0) == pytest.approx(
            before + evaluation.FIGHT_PROGRESS * prowlers.fame * share
        )
    combat.enemies[0].defeated = True
    assert evaluation.fight_progress(state) == 0.0


def test_a_fight_s_wounds_count_for_the_search_once_it_is_over() -> None:
    """The enemy strikes before the hero's attack (research mageknight §3.2: Ranged, Block,
    Damage, Attack), so a fight that will be won first costs its Wounds (seed 001, "损伤卡": a
    Wound is a card in hand, "损伤卡是永远不能被弃除的"). The search's evaluation holds them back
    while the combat lasts, so a line that ends inside the combat is valued by its Attack, not by
    the Wounds dealt first; once the combat is over they count. The evaluation for one decision
    ahead counts them at once."""
    state = MageKnightPosition(SOLO).hand(0, ["march", "rage"]).enemy((1, -1), "prowlers").build()
    for text in ("challenge 1 -1", "next"):
        state.apply(SOLO.parse_action(text))
    before, before_step = evaluation.worth(state, 0), evaluation.worth(state, 0, planner=False)
    state.apply(SOLO.parse_action("next"))  # no Block played: the hero takes the damage (no Unit)
    combat = state.combat
    assert combat is not None and combat.wounds > 0
    assert state.heroes[0].hand.count(WOUND) == combat.wounds
    assert evaluation.worth(state, 0) == pytest.approx(before)
    step = evaluation.WOUND_CARD * combat.wounds
    assert evaluation.worth(state, 0, planner=False) == pytest.approx(before_step + step)
    taken = combat.wounds
    state.apply(SOLO.parse_action("next"))  # no Attack: the combat ends, the orc stays
    assert state.combat is None and state.heroes[0].hand.count(WOUND) == taken
    assert evaluation.worth(state, 0) < before + evaluation.WOUND_CARD * taken + 1e-9
