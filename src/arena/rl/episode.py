"""One game played through integer action indices, chance drawn by Arena's seeding scheme.

Every RL front end (PettingZoo, Gymnasium, the vector environment, OpenSpiel's wrapper) plays
through an :class:`Episode`, so an episode with seed ``s`` is the game ``arena play`` would
play with seed ``s`` for the same actions: chance outcomes come from
``derive_seed(s, "chance")`` and agent seats draw from ``derive_seed(s, "seat", i)``
(:class:`arena.core.match.Seeding`).
"""

from __future__ import annotations

from typing import Any

from arena.core.agent import Agent, Observation
from arena.core.match import Seeding
from arena.core.state import CHANCE, State
from arena.rl.tensors import ActionMemory, FloatArray, MaskArray, Observer


class Episode:
    """A game in progress, advanced by indices; chance nodes are settled as soon as reached."""

    def __init__(self, observer: Observer, seed: int, *, memory: bool = True) -> None:
        self.observer = observer
        self.game = observer.game
        self.seed = seed
        self.seeding = Seeding(seed, observer.num_players)
        self.state: State[Any] = self.game.new_initial_state()
        self.memory: ActionMemory | None = ActionMemory(observer) if memory else None
        self.steps = 0
        self.settle()

    # -- playing ---------------------------------------------------------------------------
    def play(self, index: Any, *, check: bool = True) -> None:
        """Play the action with integer ``index`` for the player to move (checked: an
        illegal or malformed index raises and changes nothing), then settle chance.
        ``check=False`` is for callers that took ``index`` from this position's mask."""
        if check:
            action = self.observer.check_action(self.state, index)
        else:
            action = self.game.index_to_action(index)
        self._apply(self.state.current_player(), action)
        self.settle()

    def play_agent(self, agent: Agent) -> None:
        """Let ``agent`` play the seat to move, from that seat's observation and generator."""
        player = self.state.current_player()
        action = agent.act(Observation(self.state, player), self.seeding.seats[player])
        if not self.state.is_legal(action):
            raise ValueError(f"agent {agent.name} chose an illegal action: {action!r}")
        self._apply(player, action)
        self.settle()

    def settle(self) -> None:
        """Draw chance outcomes until a player must act or the game is over."""
        state = self.state
        while state.is_chance_node():
            self._apply(CHANCE, self.seeding.draw(state.chance_weights()))

    def _apply(self, actor: int, action: Any) -> None:
        events = self.state.apply(action, check=False)
        self.steps += 1
        if self.memory is not None:
            self.memory.record(actor, action, events)

    # -- reading -----------------------------------------------------------------------------
    @property
    def to_move(self) -> int:
        return self.state.current_player()

    @property
    def over(self) -> bool:
        return self.state.is_terminal()

    def returns(self) -> list[float]:
        return [float(r) for r in self.state.returns()]

    def observation(self, player: int) -> FloatArray:
        return self.observer.observation(self.state, player)

    def information_state(self, player: int) -> FloatArray:
        if self.memory is None:
            raise ValueError("this episode keeps no memory of play (memory=False)")
        return self.observer.information_state(self.state, player, self.memory)

    def action_mask(self) -> MaskArray:
        return self.observer.action_mask(self.state)


class HoldsEpisode:
    """An environment playing one :class:`Episode` at a time (``None`` before ``reset``)."""

    episode: Episode | None

    def _running(self) -> Episode:
        if self.episode is None:
            raise RuntimeError("call reset() before using the environment")
        return self.episode
