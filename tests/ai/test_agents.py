"""The agent contract, for every agent on every registered game, and hidden-information hygiene."""

from __future__ import annotations

import random
from typing import Any

import pytest

from arena.ai.common import expected_value, expected_values
from arena.ai.greedy import GreedyAgent
from arena.ai.mcts import MCTSAgent
from arena.ai.registry import make_agent
from arena.ai.search import Search
from arena.core import registry
from arena.core.agent import Observation
from arena.core.chance import sample_outcome
from arena.core.driver import play_game
from tests.ai.poison import POISON_A, POISON_B, PoisonedRead, poisoned_state

SPECS = [
    "random",
    "greedy",
    "mcts:iters=12",
    "mcts:iters=12,rollout=3",
    "mcts:iters=12,exact=36",
    "mcts:iters=12,workers=2",
    "mcts:iters=12,prior=0",
    "mcts:iters=12,prior=2,leaves=2,samples=1",
    "mcts:iters=12,opponents=greedy",
    "plan:nodes=40,time=0",
    "plan:nodes=40,time=0,samples=0",
]
GAMES = registry.game_ids()


def _first_config(gid: str) -> dict[str, Any]:
    return dict(registry.game_class(gid).sample_configs()[0])


def _game_steps(gid: str, spec: str, seed: int, max_steps: int = 40) -> list[tuple[int, int]]:
    game = registry.load(gid, **_first_config(gid))
    agents = [make_agent(spec) for _ in range(game.num_players)]
    record = play_game(game, agents, seed, max_steps=max_steps, check=True)  # check: illegal raises
    return [(s.player, s.index) for s in record.steps]


@pytest.mark.parametrize("gid", GAMES)
@pytest.mark.parametrize("spec", SPECS)
def test_only_legal_actions_and_deterministic_under_a_seed(gid: str, spec: str) -> None:
    first = _game_steps(gid, spec, seed=5)
    assert first, "no step played"
    assert _game_steps(gid, spec, seed=5) == first


@pytest.mark.parametrize("gid", GAMES)
def test_every_agent_answers_from_the_legal_list(gid: str) -> None:
    game = registry.load(gid, **_first_config(gid))
    state = game.new_initial_state()
    rng = random.Random(0)
    for _ in range(30):  # a few positions along a random game
        if state.is_terminal():
            break
        if not state.is_chance_node():
            legal = state.legal_actions()
            for spec in ("greedy", "mcts:iters=10"):
                obs = Observation(state, state.current_player())
                assert make_agent(spec).act(obs, random.Random(1)) in legal, spec
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


# -- hidden information: decisions depend only on view and determinize ---------------------------
POISON_SPECS = [
    "random",
    "greedy",
    "greedy:leaves=1,samples=3",
    "mcts:iters=60",
    "mcts:iters=60,rollout=0",
    "mcts:iters=60,workers=2",
    "mcts:iters=60,exact=36",
    "mcts:iters=60,prior=0",
    "mcts:iters=60,prior=3",
    "plan:nodes=60,time=0",
]


@pytest.mark.parametrize("spec", POISON_SPECS)
@pytest.mark.parametrize("player", [0, 1])
def test_agents_never_read_hidden_values(spec: str, player: int) -> None:
    decisions = []
    for poison in (POISON_A, POISON_B):
        state = poisoned_state(poison, my_card=1, player=player)
        obs = Observation(state, player)
        action = make_agent(spec).act(obs, random.Random(42))
        assert action in state.legal_actions()
        decisions.append(action)
    assert decisions[0] == decisions[1]


def test_the_poison_is_detected_when_read() -> None:
    """The test above can fail: searching the true state trips the poison."""
    state = poisoned_state(POISON_A)
    with pytest.raises(PoisonedRead):
        GreedyAgent().act(_TrueStateObservation(state, 0), random.Random(0))
    with pytest.raises(PoisonedRead):
        MCTSAgent(iters=20).act(_TrueStateObservation(state, 0), random.Random(0))


class _TrueStateObservation(Observation[Any]):
    """A cheating observation whose determinization is the true state."""

    def determinize(self, rng: random.Random) -> Any:
        return self._state.clone()


# -- search quality and budgets -------------------------------------------------------------------
def _ttt(cells: list[int]) -> Any:
    state = registry.load("tictactoe").new_initial_state()
    for c in cells:
        state.apply(c)
    return state


@pytest.mark.parametrize("perfect", [True, False])
def test_mcts_takes_a_win_and_blocks_a_loss(perfect: bool) -> None:
    win = _ttt([0, 3, 1, 4])  # X holds 0, 1: X wins at 2
    block = _ttt([0, 4, 1])  # X threatens 2: O must block there
    for state, expected in ((win, 2), (block, 2)):
        obs = Observation(state, state.current_player())
        search = Search(obs, random.Random(0), 1.4, -1)
        search.perfect = perfect  # both tree policies: cached nodes and information sets
        stats = search.run(300, None)
        assert max(stats, key=lambda i: stats[i][0]) == expected


def test_greedy_takes_an_immediate_win() -> None:
    state = _ttt([0, 3, 1, 4])
    assert GreedyAgent().act(Observation(state, 0), random.Random(0)) == 2


def test_greedy_plays_by_the_game_s_one_decision_evaluation_and_searches_by_its_evaluation() -> None:
    """A game may value for a one-decision agent what differs from what it values for a search
    (``Game.evaluate_step``; Mage Knight leaves out the fights only a plan can cash): ``greedy``
    follows ``evaluate_step``, ``plan`` and ``mcts`` keep ``evaluate``."""
    from arena.ai.plan import PlanAgent
    from arena.games.tictactoe.game import TicTacToe

    class Split(TicTacToe):
        def evaluate(self, state: Any, player: int) -> float:
            return 1.0 if state.board[8] == player + 1 else 0.0

        def evaluate_step(self, state: Any, player: int) -> float:
            return 1.0 if state.board[0] == player + 1 else 0.0

    state = Split().new_initial_state()
    assert GreedyAgent().act(Observation(state, 0), random.Random(0)) == 0
    assert PlanAgent(nodes=20, time=0).act(Observation(state, 0), random.Random(0)) == 8
    assert TicTacToe().evaluate_step(_ttt([4]), 1) == TicTacToe().evaluate(_ttt([4]), 1)  # the default


def test_greedy_leaves_a_position_met_again_another_way() -> None:
    """The same view met again (a free step back and forth brings it back and changes nothing the
    evaluation sees) is left by an action not yet played from it while one is legal: a Mage Knight
    hero whose terrain cost 0 walked for ever between two spaces before, one 2-player game never
    ended. Each legal action is played once before any is played again."""
    from arena.games.mageknight.game import MageKnight
    from arena.games.mageknight.position import MageKnightPosition

    game = MageKnight(players=1, heroes=["tovak"])
    state = MageKnightPosition(game).hand(0, ["march", "stamina", "rage"]).build()
    agent, legal = GreedyAgent(), state.legal_actions()
    chosen = [agent.act(Observation(state, 0), random.Random(1)) for _ in range(len(legal) + 1)]
    index = game.action_to_index
    assert sorted(map(index, chosen[:-1])) == sorted(map(index, legal))
    assert chosen[-1] in legal  # every action played once: any may be played again


def test_mcts_budgets() -> None:
    state = _ttt([0])
    agent = MCTSAgent(iters=37, workers=2, early=0)
    agent.act(Observation(state, 1), random.Random(0))
    assert agent.last_iterations == 37  # shares of the iteration budget add up
    timed = MCTSAgent(time=0.05)
    assert timed.act(Observation(state, 1), random.Random(0)) in state.legal_actions()
    assert timed.last_iterations > 0
    with pytest.raises(ValueError):
        MCTSAgent(iters=0)
    with pytest.raises(ValueError):
        MCTSAgent(rollout="deep")


def test_greedy_expectation_is_exact_on_small_chance_and_sampled_on_large() -> None:
    from tests.cli.conftest import DiceGame

    class Total(DiceGame):
        def evaluate(self, state: Any, player: int) -> float:
            return (state.pending or 0) / 6

    game = Total(rounds=1)
    state = game.new_initial_state()  # a die is about to be rolled: values 1..6
    rng = random.Random(0)
    assert expected_value(game, state, 0, rng) == pytest.approx(3.5 / 6)  # 6 leaves: exact
    sampled = expected_value(game, state, 0, rng, max_leaves=2, samples=5)
    assert sampled * 30 == pytest.approx(round(sampled * 30))  # the mean of five rolls, / 6
    assert state.is_chance_node()  # the state itself is untouched
    assert expected_values(game, state, 36) == pytest.approx([3.5 / 6, 3.5 / 6])  # MCTS exact leaves
    assert expected_values(game, state, 5) is None  # six outcomes do not fit in five leaves


# -- heuristic prior (progressive bias) -----------------------------------------------------------
@pytest.mark.parametrize("perfect", [True, False])
def test_the_prior_alone_finds_the_win(perfect: bool) -> None:
    """One iteration only expands the root: the children's one-ply priors choose the move."""
    state = _ttt([0, 3, 1, 4])  # X wins at 2; tic-tac-toe's hook knows only the end
    obs = Observation(state, 0)
    for seed in range(8):
        search = Search(obs, random.Random(seed), 0.7, -1)
        search.perfect = perfect
        search.prior_weight = 1
        stats = search.run(1, None)
        assert max(stats, key=lambda i: (stats[i][0], stats[i][1] / stats[i][0])) == 2
    without = set()
    for seed in range(8):  # without the prior one iteration tries one random move
        search = Search(obs, random.Random(seed), 0.7, -1)
        without.add(next(iter(search.run(1, None))))
    assert len(without) > 1


def test_one_iteration_with_the_prior_plays_the_greedy_move() -> None:
    """On Krosmaster (an ``evaluate`` hook, so ``prior=auto`` is on) one iteration picks the
    action with the best exact one-ply expectation — greedy's choice."""
    game = registry.load("krosmaster", scenario="tutorial-4")
    state = game.new_initial_state()
    rng = random.Random(3)
    checked = 0
    while not state.is_terminal() and checked < 6:
        if state.is_chance_node():
            state.apply(sample_outcome(state.chance_outcomes(), rng))
            continue
        legal = state.legal_actions()
        player = state.current_player()
        expected = []
        for action in legal:
            after = state.clone()
            after.apply(action)
            exact = expected_values(game, after, 36)
            if exact is None:
                break
            expected.append(exact[player])
        else:
            if len(legal) > 1 and len(set(expected)) == len(expected):
                chosen = MCTSAgent(iters=1).act(Observation(state, player), random.Random(0))
                assert chosen == legal[expected.index(max(expected))]
                checked += 1
        state.apply(legal[rng.randrange(len(legal))])
    assert checked >= 3


def test_the_prior_is_backed_up_from_the_best_reply() -> None:
    """A new decision node is valued by its best child for the player to move there: after
    X's blunder the O node is worth O's immediate win."""
    state = _ttt([0, 3, 1, 4, 8])  # X did not win at 2; O now wins at 5
    obs = Observation(_ttt([0, 3, 1, 4]), 0)
    search = Search(obs, random.Random(0), 0.7, -1)
    search.prior_weight = 1
    search.run(40, None)
    blunder = search.root.children[8]
    assert blunder.visits > 0 and blunder.total[0] / blunder.visits < 0
    assert search.root.children[2].prior == [1.0, -1.0]
    assert state.legal_actions()  # the position is live: O to move


def test_greedy_opponents_are_not_searched() -> None:
    """``opponents=greedy``: at another player's node the search follows only the child whose
    prior that player likes best (greedy's move); the searcher's own nodes are searched."""
    game = registry.load("krosmaster", scenario="tutorial-4")
    state, rng = game.new_initial_state(), random.Random(5)
    while state.is_chance_node():
        state.apply(sample_outcome(state.chance_outcomes(), rng))
    me = state.current_player()
    search = Search(Observation(state, me), random.Random(1), 0.4, 0)
    search.prior_weight, search.greedy_opponents = 12, True
    search.run(600, None)
    theirs = mine = 0
    stack = [search.root]
    while stack:
        node = stack.pop()
        stack.extend(node.children.values())
        kids = [k for k in node.children.values() if k.prior is not None]
        if node.player < 0 or not kids or node.visits < 3:
            continue
        visited = [k for k in kids if k.visits > 0]
        if node.player == me:
            mine += len(visited) > 1
        else:
            best = max(k.prior[node.player] for k in kids)
            assert all(k.prior[node.player] == best for k in visited)
            theirs += 1
    assert theirs > 0 and mine > 0
    with pytest.raises(ValueError, match="opponents"):
        MCTSAgent(opponents="paranoid")


@pytest.mark.parametrize("gid", ["tictactoe", "krosmaster"])
def test_stopping_early_plays_the_move_of_the_whole_budget(gid: str) -> None:
    """``early=1`` stops once the most visited root child cannot be overtaken: the move is the
    one the whole ``iters`` budget gives, for fewer iterations."""
    game = registry.load(gid, **_first_config(gid))
    state, rng = game.new_initial_state(), random.Random(3)
    saved = compared = 0
    while not state.is_terminal() and compared < 12:
        if state.is_chance_node():
            state.apply(sample_outcome(state.chance_outcomes(), rng))
            continue
        obs = Observation(state, state.current_player())
        if len(obs.legal_actions) > 1:
            seed = rng.getrandbits(32)
            early, full = MCTSAgent(iters=120), MCTSAgent(iters=120, early=0)
            move = early.act(obs, random.Random(seed))
            assert move == full.act(obs, random.Random(seed))
            assert full.last_iterations == 120 and early.last_iterations <= 120
            saved += 120 - early.last_iterations
            compared += 1
        state.apply(obs.legal_actions[rng.randrange(len(obs.legal_actions))])
    assert compared > 0 and saved > 0


def test_the_stop_rule_needs_a_lead_larger_than_what_is_left() -> None:
    state = _ttt([0])
    search = Search(Observation(state, 1), random.Random(0), 1.4, -1)
    assert not search.decided(0)  # nothing searched yet: any move may still win
    search.stop_early = False
    search.run(200, None)
    visits = sorted((n.visits for n in search.root.children.values()), reverse=True)
    lead = visits[0] - visits[1]
    assert search.decided(lead - 1) and not search.decided(lead)


def test_the_next_search_starts_from_the_kept_subtree() -> None:
    """``reuse=1``: in a game that hides nothing, the search after one's own move starts from
    the node of the previous tree that stands for the new position; a position that is not in
    the kept subtree starts a fresh tree."""
    game = registry.load("krosmaster", scenario="tutorial-4")
    assert not game.hidden_information
    agent = MCTSAgent(iters=60)
    state, rng, reused = game.new_initial_state(), random.Random(4), []
    while len(reused) < 8:
        if state.is_chance_node():
            state.apply(sample_outcome(state.chance_outcomes(), rng))
            continue
        obs = Observation(state, state.current_player())
        move = agent.act(obs, rng)
        if len(obs.legal_actions) > 1:
            reused.append(agent.last_reused)
        state.apply(move)
    assert any(r > 0 for r in reused[1:]) and reused[0] == 0
    other = game.new_initial_state()  # a position the kept tree does not hold
    while other.is_chance_node():
        other.apply(sample_outcome(other.chance_outcomes(), rng))
    agent.act(Observation(other, other.current_player()), rng)
    assert agent.last_reused == 0


def test_reuse_is_off_when_information_is_hidden() -> None:
    game = registry.load("knockdown", **_first_config("knockdown"))
    assert game.hidden_information
    agent = MCTSAgent(iters=30)
    state, rng = game.new_initial_state(), random.Random(2)
    for _ in range(30):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply(sample_outcome(state.chance_outcomes(), rng))
            continue
        obs = Observation(state, state.current_player())
        state.apply(agent.act(obs, rng))
        assert agent.last_reused == 0


def test_auto_settings_follow_the_game_tuning() -> None:
    """``prior`` and ``c`` left on ``"auto"`` take the game's measured ``search_tuning``;
    explicit values win; a game without an evaluation hook searches with rollouts."""
    kros = registry.load("krosmaster", scenario="tutorial-4")
    ttt = registry.load("tictactoe")
    auto = MCTSAgent()
    assert (auto.prior_weight(kros), auto.exploration(kros)) == (12, 0.4)
    assert (auto.prior_weight(ttt), auto.exploration(ttt)) == (0, 1.4)  # its own tuning
    assert auto.exploration(registry.load("hilo")) == 0.7  # no tuning: the generic constant
    mine = MCTSAgent(prior=3, c=1.1)
    assert (mine.prior_weight(kros), mine.exploration(kros)) == (3, 1.1)
    with pytest.raises(ValueError):
        MCTSAgent(c="wide")


def test_a_spec_without_a_budget_takes_the_game_default_budget() -> None:
    """``mcts`` naming neither ``iters`` nor ``time`` searches the game's default budget:
    400 iterations, and on Krosmaster at most 1 s a move (issue 32: the default agent within
    1 s a move; the full game's largest positions took up to 8 s at 400 iterations). A spec
    naming either keeps exactly its own budget."""
    kros = registry.load("krosmaster", arena="arene-elementaire", teams="draft")
    ttt = registry.load("tictactoe")
    assert MCTSAgent().budget(ttt) == (400, None)
    assert MCTSAgent().budget(kros) == (400, 1.0)
    assert MCTSAgent(iters=50).budget(kros) == (50, None)
    assert MCTSAgent(time=0.25).budget(kros) == (None, 0.25)
    assert MCTSAgent(iters=50, time=2).budget(ttt) == (50, 2)
