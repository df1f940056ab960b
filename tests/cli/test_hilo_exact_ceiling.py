"""``examples/hilo_exact_ceiling.py`` (issue 32, item 3): Hi-Lo Duel's exact best responses to
``greedy`` and ``random``, which bound what any agent can score against them. The script
rewrites the game's rules and the agents' policies to be fast; these tests hold it to the
engine's rules and agents."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from arena.ai.greedy import GreedyAgent
from arena.core.agent import Observation
from arena.core.state import State
from arena.games.hilo.data import CardSet, standard_cards
from arena.games.hilo.game import HiLo
from arena.games.hilo.state import HiLoState
from tests.scripts import load_script

script = load_script("examples/hilo_exact_ceiling.py")

Policy = Callable[[tuple[int, ...], int | None], dict[int, float]]


def small_cards() -> CardSet:
    """The standard set cut to four values (three-card hands from eight cards): small enough
    to walk the engine's whole tree, with as many tricks as the real game."""
    cards = standard_cards()
    return CardSet.model_validate(
        {
            "names": cards.names.model_dump(),
            "values": [1, 2, 3, 4],
            "copies": 2,
            "hand_size": 3,
            "low_wins_faces": [1, 2],
        }
    )


def led_card(state: HiLoState, player: int) -> int | None:
    """The card the other seat led to this trick, or None when ``player`` leads."""
    return state.table[1 - player] or None


def engine_score(state: State[Any], policies: tuple[Policy, Policy], memo: dict[str, float]) -> float:
    """Seat 0's expected score (a draw ½) with both seats playing ``policies``, by walking the
    engine's own tree: its chance outcomes, its legal actions, its returns (positions reached
    again, by another order of the deal, are valued once)."""
    key = json.dumps(state.to_json(), sort_keys=True)
    if key in memo:
        return memo[key]
    if state.is_terminal():
        value = (state.returns()[0] + 1) / 2
    elif state.is_chance_node():
        value = sum(
            float(p) * engine_score(state.child(a), policies, memo) for a, p in state.chance_outcomes()
        )
    else:
        assert isinstance(state, HiLoState)
        player = state.current_player()
        legal = {a.value: a for a in state.legal_actions()}
        dist = policies[player](tuple(state.hands[player]), led_card(state, player))
        assert set(dist) <= set(legal)
        value = sum(p * engine_score(state.child(legal[card]), policies, memo) for card, p in dist.items())
    memo[key] = value
    return value


@pytest.mark.parametrize("first", ["greedy", "random"])
@pytest.mark.parametrize("second", ["greedy", "random"])
def test_the_script_s_rules_give_the_engine_s_exact_values(first: str, second: str) -> None:
    cards = small_cards()
    policies = (script.POLICIES[first], script.POLICIES[second])
    exact = engine_score(HiLo(cards=cards).new_initial_state(), policies, {})
    ret, _, _ = script.policy_pair(script.Rules(cards), *policies)
    assert (ret + 1) / 2 == pytest.approx(exact, abs=1e-12)


def test_the_deal_s_odds_sum_to_one() -> None:
    assert sum(w for _, _, w in script.Rules(standard_cards()).deals()) == pytest.approx(1.0, abs=1e-12)


def test_the_greedy_policy_is_the_greedy_agent_s_choices() -> None:
    """Every card the script gives ``greedy`` some probability, and only those, is played by
    the registered agent from the same position under some seed (its ties are broken by the
    seeded rng)."""
    game = HiLo()
    rng = random.Random(3)
    checked = 0
    for _ in range(40):
        state: State[Any] = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state = state.child(outcomes[rng.randrange(len(outcomes))][0])
                continue
            assert isinstance(state, HiLoState)
            player = state.current_player()
            support = script.greedy_policy(tuple(state.hands[player]), led_card(state, player))
            played = {
                GreedyAgent().act(Observation(state, player), random.Random(seed)).value for seed in range(24)
            }
            assert played == set(support)
            checked += 1
            legal = state.legal_actions()
            state = state.child(legal[rng.randrange(len(legal))])
    assert checked > 100


def test_the_best_response_beats_every_fixed_policy_in_either_seat() -> None:
    rules = script.Rules(small_cards())
    for name, policy in script.POLICIES.items():
        first = script.best_response(rules, policy, 0, wins_only=False)
        second = script.best_response(rules, policy, 1, wins_only=False)
        for other in script.POLICIES.values():
            assert first[0] >= script.policy_pair(rules, other, policy)[0] - 1e-12, name
            assert second[0] >= -script.policy_pair(rules, policy, other)[0] - 1e-12, name
        most_wins = script.best_response(rules, policy, 0, wins_only=True)
        assert first[1] <= most_wins[1] + 1e-12 and most_wins[0] <= first[0] + 1e-12


def test_the_trick_is_the_engine_s_from_either_seat() -> None:
    """Every trick of random playouts ("Hi-Lo Duel, trick: the die decides high or low"): the
    engine's die, score and next leader, against the script's ``Rules.trick`` from each seat's
    side (a tie keeps the lead with the trick's leader, whichever seat that is)."""
    game = HiLo()
    rules = script.Rules(game.cards)
    rng = random.Random(5)
    ties_led_by_seat_1 = 0
    for _ in range(300):
        state: State[Any] = game.new_initial_state()
        while not state.is_terminal():
            if isinstance(state, HiLoState) and state.is_chance_node() and all(state.table):
                cards, leader = list(state.table), state.leader
                engine: dict[tuple[int, bool], float] = {}
                for die, p in state.chance_outcomes():
                    after = state.child(die)
                    assert isinstance(after, HiLoState)
                    won = (after.scores[0] - after.scores[1]) - (state.scores[0] - state.scores[1])
                    key = (won, after.leader == 0)
                    engine[key] = engine.get(key, 0.0) + float(p)
                for seat in (0, 1):
                    sign = 1 if seat == 0 else -1
                    mine = rules.trick(cards[seat], cards[1 - seat], leader == seat)
                    assert {(sign * won, lead == (seat == 0)): p for p, won, lead in mine} == pytest.approx(
                        engine
                    )
                ties_led_by_seat_1 += cards[0] == cards[1] and leader == 1
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state = state.child(outcomes[rng.randrange(len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state = state.child(legal[rng.randrange(len(legal))])
    assert ties_led_by_seat_1 > 0
