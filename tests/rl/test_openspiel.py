"""Issue 15: every registered game as an OpenSpiel Python game — OpenSpiel's own random
simulation test and its ``MCTSBot`` run on each."""

from __future__ import annotations

import importlib.util

import numpy as np
import pytest

from arena.core import registry

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("pyspiel") is None, reason="open_spiel extra not installed"
)

GAMES = registry.game_ids()


@pytest.fixture(scope="module")
def pyspiel():  # type: ignore[no-untyped-def]
    import pyspiel as module

    from arena.rl import register_openspiel_games

    register_openspiel_games()
    return module


@pytest.mark.parametrize("game_id", GAMES)
def test_random_simulation_and_mcts_bot(pyspiel, game_id: str) -> None:  # type: ignore[no-untyped-def]
    from open_spiel.python.algorithms import mcts

    game = pyspiel.load_game(f"python_arena_{game_id}")
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)
    state = game.new_initial_state()
    rng = np.random.RandomState(0)
    while state.is_chance_node():
        actions, probs = zip(*state.chance_outcomes(), strict=True)
        state.apply_action(int(rng.choice(actions, p=np.asarray(probs) / sum(probs))))
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=4, evaluator=evaluator, random_state=rng)
    action = bot.step(state)
    assert action in state.legal_actions()
    player = state.current_player()
    assert len(state.observation_tensor(player)) == game.observation_tensor_size()
    assert len(state.information_state_tensor(player)) == game.information_state_tensor_size()


def test_options_travel_as_a_json_parameter(pyspiel) -> None:  # type: ignore[no-untyped-def]
    game = pyspiel.load_game("python_arena_krosmaster", {"options": '{"scenario": "tutorial-3"}'})
    assert game.get_parameters()["options"] == '{"scenario": "tutorial-3"}'
    assert game.num_players() == 2
    ttt = pyspiel.load_game("python_arena_tictactoe")
    assert ttt.get_type().information == pyspiel.GameType.Information.PERFECT_INFORMATION
    assert ttt.get_type().chance_mode == pyspiel.GameType.ChanceMode.DETERMINISTIC
    kd = pyspiel.load_game("python_arena_knockdown")
    assert kd.get_type().information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert kd.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM


def test_a_clone_keeps_history_and_memory(pyspiel) -> None:  # type: ignore[no-untyped-def]
    game = pyspiel.load_game("python_arena_hilo")
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    clone = state.clone()
    assert clone.history() == state.history()
    assert clone.information_state_tensor(0) == state.information_state_tensor(0)
    clone.apply_action(clone.legal_actions()[0])
    assert clone.information_state_tensor(0) != state.information_state_tensor(0)
