"""The planning agent: best-first search over the player's own run of decisions.

Many games give one player several decisions in a row with no chance between them (a Mage
Knight turn: play cards, pay, move, explore, end the turn). One-ply greedy sees none of the
combinations (a card played for Move is worth something only once the hero walks), and UCT
spends its budget re-deciding each step. This agent searches the whole *segment* at once:

* From a determinization (``obs.determinize``), nodes are expanded best-first by the game's
  ``evaluate`` (the node with the highest value for the player is expanded next), up to
  ``nodes`` evaluated children or ``time`` seconds (0: no clock; then the search is a pure
  function of the seed), and ``depth`` decisions below the root.
* A short chance (at most ``through`` outcomes before the player decides again: a defender
  drawn on entering a site, a die rolled) is passed with one sampled outcome and the search
  goes on: the fight that follows is searched, not guessed.
* A segment ends where the player stops deciding: a longer chance (the hand drawn at the end
  of a turn; its value is the mean evaluation over ``samples`` sampled outcomes, or with
  ``samples=0`` the evaluation of the position as it stands, chance pending), another
  player's decision, or the end of the game (the return, ties told apart by the evaluation).
* A node's value is its best child's (the player chooses them all), an unexpanded node's its
  own evaluation; the root plays the action with the best value.
* **The plan is kept**: the best line found is followed at the next decisions as long as the
  position is the one it predicted (the player's view equal to the view the line expected,
  and the action legal) — the segment is searched once, not at every step of it.

Ties are broken by the seeded ``rng``.
"""

from __future__ import annotations

import gc
import heapq
import random
from dataclasses import dataclass, field
from typing import Any

from arena.ai.common import PlayedFromViews, best_of, clock_of, evaluates, settle
from arena.core.agent import Observation
from arena.core.chance import sample_weighted
from arena.core.game import Game
from arena.core.state import State

TIEBREAK = 0.01
"""The evaluation's weight beside the return at the end of the game."""


@dataclass
class _Node:
    """A position in the segment: its state, the action that led to it and its value."""

    state: State[Any] | None
    """``None`` once no longer needed (a segment's end)."""
    action: Any
    value: float
    depth: int
    open: bool
    """The player decides here (the node may be expanded)."""
    children: list[_Node] = field(default_factory=list)


@dataclass
class _Step:
    """One step of a kept plan: the view it expects and the action it plays there."""

    view: dict[str, Any]
    action: Any


class PlanAgent:
    """Best-first search over a run of the player's own decisions (see the module doc).

    ``nodes``: children evaluated per search; ``time``: seconds per search (0: none);
    ``depth``: decisions below the root; ``samples``: sampled outcomes valuing a segment's
    final chance (0: evaluated as it stands); ``through``: the chance outcomes passed in a row
    with one sample while the search goes on; ``clock``: ``wall`` (default) or ``cpu``, what
    ``time`` counts.
    """

    name = "plan"

    def __init__(
        self,
        nodes: int = 4000,
        time: float = 0.6,
        depth: int = 24,
        samples: int = 0,
        through: int = 2,
        clock: str = "wall",
    ) -> None:
        if nodes < 1 or depth < 1 or samples < 0 or time < 0 or through < 0:
            raise ValueError("nodes and depth must be at least 1, samples, time and through at least 0")
        self.through = through
        self.nodes = nodes
        self.time = time
        self.depth = depth
        self.samples = samples
        self.clock = clock_of(clock)
        self._plan: list[_Step] = []
        self._played = PlayedFromViews()

    def act(self, obs: Observation[Any], rng: random.Random) -> Any:
        started = self.clock()
        played = self._played.at(obs.view)
        action = self._decide(obs, rng, started, played)
        played.add(obs.game.action_to_index(action))
        return action

    def _decide(self, obs: Observation[Any], rng: random.Random, started: float, played: set[int]) -> Any:
        legal = obs.legal_actions
        index = obs.game.action_to_index
        if self._plan:
            step = self._plan.pop(0)
            if step.view == obs.view and step.action in legal and index(step.action) not in played:
                return step.action
            self._plan = []
        fresh = [a for a in legal if index(a) not in played]
        if len(legal) == 1 or len(fresh) == 1:
            return fresh[0] if fresh else legal[0]
        collecting = gc.isenabled()
        gc.disable()  # the tree's states are freed by reference counting: no cycle to look for
        try:
            root = self._search(obs, rng, started)
            return self._choose(root, obs.player, rng, played if fresh else set())
        finally:
            if collecting:
                gc.enable()

    # -- search ------------------------------------------------------------------------------------
    def _search(self, obs: Observation[Any], rng: random.Random, started: float) -> _Node:
        game, player = obs.game, obs.player
        state = obs.determinize(rng)
        root = _Node(state, None, 0.0, 0, True)
        frontier: list[tuple[float, int, _Node]] = [(0.0, 0, root)]
        made = 0
        tie = 0
        deadline = started + self.time if self.time else None
        while frontier and made < self.nodes:
            node = heapq.heappop(frontier)[2]
            assert node.state is not None
            for action in node.state.legal_actions():
                if deadline is not None and node is not root and self.clock() > deadline:
                    frontier.clear()  # out of time: this node keeps the children it has
                    break
                child = self._child(game, node, action, player, rng)
                node.children.append(child)
                made += 1
                if child.open and child.depth < self.depth:
                    tie += 1
                    heapq.heappush(frontier, (-child.value, tie, child))
        _back_up(root)
        return root

    def _child(self, game: Game[Any], node: _Node, action: Any, player: int, rng: random.Random) -> _Node:
        assert node.state is not None
        after = node.state.clone()
        after.step(action)
        if self.through and after.is_chance_node():
            after = self._through(after, rng)
        open_ = not after.is_terminal() and not after.is_chance_node() and after.current_player() == player
        if open_:
            value = game.evaluate(after, player)
        elif after.is_chance_node() and self.samples:
            value = sum(self._settled(game, after, player, rng) for _ in range(self.samples)) / self.samples
        else:
            value = self._settled(game, after, player, rng)
        return _Node(after if open_ else None, action, value, node.depth + 1, open_)

    def _through(self, state: State[Any], rng: random.Random) -> State[Any]:
        """``state`` past one sampled outcome of a short chance (at most ``through`` outcomes
        before a decision: a token drawn, a die rolled), else as it is."""
        probe = state.clone()
        for _ in range(self.through):
            probe.step(sample_weighted(probe.chance_weights(), rng))
            if not probe.is_chance_node():
                return probe
        return state

    def _settled(self, game: Game[Any], state: State[Any], player: int, rng: random.Random) -> float:
        """The value once one sample of the pending chance has resolved: the evaluation, or at
        the end the return plus ``TIEBREAK`` times the evaluation (equal ends told apart by what
        the player has: the Fame of two lost games, say)."""
        leaf = settle(state.clone(), rng) if state.is_chance_node() and self.samples else state
        if not leaf.is_terminal():
            return game.evaluate(leaf, player)
        tiebreak = TIEBREAK * game.evaluate(leaf, player) if evaluates(game) else 0.0
        return float(leaf.returns()[player]) + tiebreak

    def _choose(self, root: _Node, player: int, rng: random.Random, avoid: set[int]) -> Any:
        """The root's best action not in ``avoid`` (indices); the line below it is kept as the plan."""
        game = root.state.game if root.state is not None else None
        kids = [ch for ch in root.children if game is None or game.action_to_index(ch.action) not in avoid]
        best = best_of([(child.value, child) for child in kids or root.children], rng)
        line: list[_Step] = []
        node = best
        while node.children and node.state is not None:
            after = max(node.children, key=lambda ch: ch.value)
            line.append(_Step(node.state.view(player), after.action))
            node = after
        self._plan = line
        return best.action


def _back_up(root: _Node) -> None:
    """Each expanded node takes its best child's value (deepest first)."""
    order: list[_Node] = []
    stack = [root]
    while stack:
        node = stack.pop()
        order.append(node)
        stack.extend(node.children)
    for node in reversed(order):
        if node.children:
            node.value = max(ch.value for ch in node.children)
