"""Every registered game as an OpenSpiel Python game (the optional ``openspiel`` extra).

``register_openspiel_games()`` registers ``python_arena_<id>`` for each game; then
``pyspiel.load_game("python_arena_knockdown")`` (or with options:
``pyspiel.load_game("python_arena_krosmaster", {"options": '{"scenario": "tutorial-3"}'})``)
gives a game OpenSpiel's algorithms run on: explicit chance nodes with Arena's exact
probabilities, Arena's integer action indices (chance outcomes share the index space),
the observation tensor, and the information state (observation + the actions the player has
seen played, :mod:`arena.rl.tensors`). Terminal rewards are the game's returns.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pyspiel

from arena.core.registry import game_ids, load
from arena.core.state import State
from arena.rl.tensors import ActionMemory, Observer

MAX_GAME_LENGTH = 100_000
"""An upper bound on steps (chance included) OpenSpiel asks for; Arena's games end by
their own turn limits long before."""

_REGISTERED: set[str] = set()


def short_name(game_id: str) -> str:
    return f"python_arena_{game_id}"


def _game_type(game_id: str) -> Any:
    probe = load(game_id)
    info = probe.info
    Type = pyspiel.GameType
    two_player_zero_sum = info.min_players == info.max_players == 2
    return Type(
        short_name=short_name(game_id),
        long_name=f"Arena {info.id}",
        dynamics=Type.Dynamics.SEQUENTIAL,
        chance_mode=Type.ChanceMode.EXPLICIT_STOCHASTIC if info.chance else Type.ChanceMode.DETERMINISTIC,
        information=(
            Type.Information.IMPERFECT_INFORMATION
            if info.hidden_information
            else Type.Information.PERFECT_INFORMATION
        ),
        utility=Type.Utility.ZERO_SUM if two_player_zero_sum else Type.Utility.GENERAL_SUM,
        reward_model=Type.RewardModel.TERMINAL,
        max_num_players=info.max_players,
        min_num_players=info.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"options": "{}"},
    )


class ArenaSpielGame(pyspiel.Game):  # type: ignore[misc]
    """One configured Arena game behind OpenSpiel's ``Game`` API."""

    def __init__(self, game_type: Any, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        options = json.loads(str(params.get("options", "{}")) or "{}")
        if not isinstance(options, dict):
            raise ValueError("the 'options' parameter must be a JSON object")
        game_id = str(game_type.short_name).removeprefix("python_arena_")
        self.arena_game = load(game_id, **options)
        self.observer = Observer(self.arena_game)
        n = self.observer.num_actions
        zero_sum = game_type.utility == pyspiel.GameType.Utility.ZERO_SUM
        game_info = pyspiel.GameInfo(
            num_distinct_actions=n,
            max_chance_outcomes=n if self.arena_game.info.chance else 0,
            num_players=self.arena_game.num_players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0 if zero_sum else None,
            max_game_length=MAX_GAME_LENGTH,
        )
        super().__init__(game_type, game_info, {"options": json.dumps(options, sort_keys=True)})

    def new_initial_state(self) -> ArenaSpielState:
        return ArenaSpielState(self, self.arena_game.new_initial_state())

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> ArenaSpielObserver:
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return ArenaSpielObserver(self.observer, information_state=perfect_recall)


class ArenaSpielState(pyspiel.State):  # type: ignore[misc]
    """An Arena state behind OpenSpiel's ``State`` API (chance and terminal ids coincide:
    -1 and -4)."""

    def __init__(self, game: ArenaSpielGame, state: State[Any]) -> None:
        super().__init__(game)
        self.arena_game = game.arena_game
        self.arena_state = state
        self.memory = ActionMemory(game.observer)

    def current_player(self) -> int:
        return int(self.arena_state.current_player())

    def _legal_actions(self, player: int) -> list[int]:
        to_index = self.arena_game.action_to_index
        return sorted(to_index(a) for a in self.arena_state.legal_actions())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        to_index = self.arena_game.action_to_index
        return sorted((to_index(a), float(p)) for a, p in self.arena_state.chance_outcomes())

    def _apply_action(self, action: int) -> None:
        actor = self.arena_state.current_player()
        move = self.arena_game.index_to_action(int(action))
        events = self.arena_state.apply(move)
        self.memory.record(actor, move, events)

    def _action_to_string(self, player: int, action: int) -> str:
        return str(self.arena_game.action_to_text(self.arena_game.index_to_action(int(action))))

    def is_terminal(self) -> bool:
        return bool(self.arena_state.is_terminal())

    def returns(self) -> list[float]:
        return [float(r) for r in self.arena_state.returns()]

    def __str__(self) -> str:
        return json.dumps(self.arena_state.view(None), ensure_ascii=False, sort_keys=True)


class ArenaSpielObserver:
    """OpenSpiel's PyObserver: the observation tensor, or the information state with
    ``perfect_recall``."""

    def __init__(self, observer: Observer, *, information_state: bool) -> None:
        self.observer = observer
        self.information_state = information_state
        shape = observer.information_state_shape if information_state else observer.observation_shape
        self.tensor = np.zeros(shape, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: ArenaSpielState, player: int) -> None:
        if self.information_state:
            self.tensor[:] = self.observer.information_state(state.arena_state, player, state.memory)
        else:
            self.tensor[:] = self.observer.observation(state.arena_state, player)

    def string_from(self, state: ArenaSpielState, player: int) -> str:
        text = json.dumps(state.arena_state.view(player), ensure_ascii=False, sort_keys=True)
        if self.information_state:
            seen = np.flatnonzero(state.memory.counts[player])
            text += " seen:" + ",".join(f"{i}x{int(state.memory.counts[player, i])}" for i in seen)
        return text


def _init_with(game_type: Any) -> Any:
    def __init__(self: ArenaSpielGame, params: dict[str, Any] | None = None) -> None:
        ArenaSpielGame.__init__(self, game_type, params)

    return __init__


def register_openspiel_games(ids: list[str] | None = None) -> list[str]:
    """Register every (or the named) registered game with OpenSpiel; returns the short names.
    Registering again is a no-op."""
    names = []
    for game_id in ids if ids is not None else game_ids():
        name = short_name(game_id)
        if name not in _REGISTERED:
            game_type = _game_type(game_id)
            # One class per game, as OpenSpiel's own Python games register (a class, unlike a
            # closure, outlives the interpreter's shutdown, when OpenSpiel's registry lets go).
            factory = type(
                f"ArenaSpielGame_{game_id}",
                (ArenaSpielGame,),
                {"__init__": _init_with(game_type), "__module__": __name__},
            )
            pyspiel.register_game(game_type, factory)
            _REGISTERED.add(name)
        names.append(name)
    return names


__all__ = ["ArenaSpielGame", "ArenaSpielState", "register_openspiel_games", "short_name"]
