"""The search tree behind the ``mcts`` agent (:mod:`arena.ai.mcts`): UCT with sampled chance,
information-set determinization, the one-ply heuristic prior and early stopping. What each
option means is the agent's documentation; this module is the tree and its iterations, through
the core API only."""

from __future__ import annotations

import gc
import math
import random
import time
from collections.abc import Callable, Hashable
from typing import Any

from arena.ai.common import expected_values, settle, values
from arena.core.agent import Observation
from arena.core.chance import sample_weighted
from arena.core.game import Game
from arena.core.state import CHANCE, State

STOP_CHECK = 16
"""Iterations between two checks of whether the move is already decided."""
MAX_COLLECT_RATE = 0.25
"""The most of a timed search's elapsed time kept for the collection after it."""

TRANSPOSITIONS = 50_000
"""At most this many chance priors are remembered (the table is emptied when full)."""

RootStats = dict[int, tuple[int, float]]
"""Root children by action index: (visits, total value for the player to move)."""


class OutOfTime(Exception):
    """An expansion reached the deadline: the iteration is dropped and the search ends."""


class Node:
    """A tree node: statistics of the edge into it, per-player value totals.

    In perfect-information games a node always stands for the same state, so it also keeps
    what was computed there once: whose turn, the chance outcomes, the untried actions.
    """

    __slots__ = (
        "action",
        "avail",
        "children",
        "outcomes",
        "player",
        "prior",
        "provisional",
        "total",
        "untried",
        "visits",
    )

    def __init__(self, players: int, action: Any = None) -> None:
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = [0.0] * players
        self.action = action
        self.player = 0
        self.untried: list[Any] | None = None
        self.outcomes: list[tuple[Any, int]] = []
        self.prior: list[float] | None = None
        self.provisional = False
        """The prior is one sampled outcome of the chance after the action, not yet refined."""


def key_function(game: Game[Any], sample: Any) -> Callable[[Any], Any]:
    """Actions are tree keys when hashable, else their stable indices."""
    try:
        hash(sample)
    except TypeError:
        return game.action_to_index
    return _identity


def _identity(action: Any) -> Any:
    return action


class Search:
    """One search from one observation (one process's share of the work)."""

    def __init__(self, obs: Observation[Any], rng: random.Random, c: float, rollout: int) -> None:
        self.obs = obs
        self.game = obs.game
        self.players = self.game.num_players
        self.rng = rng
        self.c = c
        self.rollout = rollout
        self.root = Node(self.players)
        """The tree; the agent may replace it by a subtree kept from its previous search."""
        self.key = key_function(self.game, obs.legal_actions[0])
        self.iterations = 0
        self.exact_leaves = 0
        """With ``rollout=0``: a leaf waiting on at most this many dice outcomes gets their exact
        expectation instead of one sampled outcome (0: always sample)."""
        self.perfect = not getattr(self.game, "hidden_information", self.game.info.hidden_information)
        """Perfect information: every determinization is the same state, so nodes cache."""
        self.prior_weight = 0
        """Heuristic prior (0: off): a child starts with its one-ply expected evaluation counted
        as this many virtual visits, and a new decision node is valued by its best child."""
        self.prior_leaves = 36
        self.prior_samples = 4
        self.lazy_priors = False
        """Lazy priors: a child whose action leaves chance pending gets one sampled outcome's
        evaluation as a provisional prior; its full prior is computed only when the child is
        about to be selected, or to value its new parent (see :meth:`refine`)."""
        self.stop_early = True
        """Stop once the most visited root child can no longer be overtaken (same move)."""
        self.greedy_opponents = False
        """With priors: the other players are not searched; each plays the child its prior
        likes best (greedy's move, where the game has no separate ``evaluate_step``), so the
        iterations go to the searcher's own choices."""
        self.cutoff: float | None = None
        """A timed search: the clock reading at which an expansion below the root gives up."""
        self.clock: Callable[[], float] = time.perf_counter
        self.collect_rate = 0.0
        """Seconds of garbage collection per second of search, as the last timed search measured
        it (the agent carries it from move to move): a timed search keeps that share of its
        elapsed time for the collection that follows it."""
        self.legal_keys = {self.key(a) for a in obs.legal_actions}
        self.chance_priors: dict[Hashable, list[float]] | None = {} if self.perfect else None
        """Transpositions (perfect information only): the prior of a chance node by its
        ``position_key``, computed once per position; the agent may share one table between
        its searches."""

    def run(
        self, iters: int | None, seconds: float | None, clock: Callable[[], float] = time.perf_counter
    ) -> RootStats:
        """Iterate until ``iters`` iterations or ``seconds`` of ``clock`` have passed (whichever first).

        The cyclic garbage collector is paused meanwhile: the tree holds no cycles and the
        states are freed by reference counting, so collections would only cost time. A budget
        of time is kept, not just checked: no iteration starts unless the longest one so far
        would still end before the deadline with time left for the young collection that the
        paused collector owes, which a timed search runs before it returns and times
        (``collect_rate``); an expansion below the root that reaches that point gives up
        (:class:`OutOfTime`: the iteration is dropped). Checked only before each iteration, the
        last one overran the budget, by up to the 0.2-0.5 s of expanding fifty spell casts
        with their priors, and the owed collection came on top (Krosmaster's free-for-all at
        1 s of CPU a move: 1.00-1.38 s).
        """
        deadline = None if seconds is None else clock() + seconds
        if self.prior_weight > 0:
            step = self.iterate_prior_perfect if self.perfect else self.iterate_prior
        else:
            step = self.iterate_perfect if self.perfect else self.iterate
        start = last = clock()
        longest = 0.0  # the longest iteration so far, on the clock
        rate = min(max(self.collect_rate, 0.0), MAX_COLLECT_RATE)
        self.clock = clock
        collecting = gc.isenabled()
        gc.disable()
        try:
            while iters is None or self.iterations < iters:
                if deadline is not None:
                    now = clock()
                    if now - last > longest:
                        longest = now - last
                    last = now
                    self.cutoff = deadline - rate * (now - start)
                    if now + longest >= self.cutoff:
                        break
                try:
                    step()
                except OutOfTime:
                    break
                if self.stop_early and self.iterations % STOP_CHECK == 0:
                    remaining = self._remaining(iters, deadline, start, clock())
                    if self.decided(remaining):
                        break
        finally:
            if collecting:
                gc.enable()
        if collecting and deadline is not None:
            searched = clock() - start
            gc.collect(0)
            self.collect_rate = (clock() - start - searched) / searched if searched > 0 else 0.0
        return self.root_stats()

    def chance_child(
        self, node: Node, state: State[Any], outcomes: list[tuple[Any, int]]
    ) -> tuple[Node, bool]:
        """Sample an outcome, apply it to ``state``; its child of ``node`` and whether it is new."""
        outcome = sample_weighted(outcomes, self.rng)
        state.step(outcome)
        k = self.key(outcome)
        child = node.children.get(k)
        if child is not None:
            return child, False
        child = node.children[k] = Node(self.players, outcome)
        return child, True

    def _remaining(self, iters: int | None, deadline: float | None, start: float, now: float) -> float:
        """Iterations still to come: the budget left, or the time left at the rate so far."""
        left = math.inf if iters is None else iters - self.iterations
        if deadline is not None and now > start:
            left = min(left, (deadline - now) * self.iterations / (now - start))
        return left

    def decided(self, remaining: float) -> bool:
        """True when no other root child can overtake the most visited one in ``remaining``
        more iterations, so searching on would not change the move (the move is the most
        visited child, and an iteration adds at most one visit to one root child)."""
        legal = self.legal_keys
        if len(legal) < 2:
            return True
        counts = sorted((n.visits for k, n in self.root.children.items() if k in legal), reverse=True)
        if len(counts) < len(legal):  # an untried legal child could still take every visit
            counts.append(0)
        return len(counts) >= 2 and counts[0] - counts[1] > remaining

    def iterate_perfect(self) -> None:
        """One iteration when nodes are states: legal actions computed once per node."""
        rng, c = self.rng, self.c
        log, sqrt = math.log, math.sqrt
        state = self.obs.determinize(rng)
        node = self.root
        path = [node]
        while not state.is_terminal():
            untried = node.untried
            if untried is None:  # first time through this node
                if state.is_chance_node():
                    node.player = CHANCE
                    node.outcomes = state.chance_weights()
                    untried = node.untried = []
                else:
                    node.player = state.current_player()
                    untried = node.untried = list(state.legal_actions())
                    rng.shuffle(untried)
            if node.player == CHANCE:
                node, new = self.chance_child(node, state, node.outcomes)
                path.append(node)
                if new:
                    break
                continue
            if untried:
                action = untried.pop()
                child = node.children[self.key(action)] = Node(self.players, action)
                state.step(action)
                path.append(child)
                break
            player = node.player
            kids = list(node.children.values())
            means = [ch.total[player] / ch.visits for ch in kids]
            lo = min(means)
            scale = 1.0 / (max(means) - lo or 1.0)
            log_n = log(node.visits)
            best, best_score = kids[0], -math.inf
            for i, child in enumerate(kids):
                score = (means[i] - lo) * scale + c * sqrt(log_n / child.visits)
                if score > best_score:
                    best, best_score = child, score
            state.step(best.action)
            node = best
            path.append(node)
        self.backup(path, self.leaf_values(state))

    def iterate(self) -> None:
        """Select, expand, evaluate, back up — on a fresh determinization (information sets)."""
        rng, key, c = self.rng, self.key, self.c
        state = self.obs.determinize(rng)
        node = self.root
        path = [node]
        while not state.is_terminal():
            if state.is_chance_node():
                node, new = self.chance_child(node, state, state.chance_weights())
                path.append(node)
                if new:
                    break
                continue
            player = state.current_player()
            children = node.children
            untried = []
            available = []
            for action in state.legal_actions():
                k = key(action)
                child = children.get(k)
                if child is None:
                    untried.append((k, action))
                else:
                    child.avail += 1
                    available.append((child, action))
            if untried:
                k, action = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                child = children[k] = Node(self.players)
                child.avail = 1
                state.step(action)
                path.append(child)
                break
            means = [ch.total[player] / ch.visits for ch, _ in available]
            lo = min(means)
            scale = 1.0 / (max(means) - lo or 1.0)
            best, best_score, best_action = None, -math.inf, None
            for (child, action), mean in zip(available, means, strict=True):
                score = (mean - lo) * scale + c * math.sqrt(math.log(child.avail) / child.visits)
                if score > best_score:
                    best, best_score, best_action = child, score, action
            assert best is not None
            state.step(best_action)
            node = best
            path.append(node)
        self.backup(path, self.leaf_values(state))

    # -- heuristic prior ---------------------------------------------------------------------------
    def prior_values(self, state: State[Any]) -> list[float]:
        """Every player's expected evaluation of ``state`` once its pending chance has resolved:
        exact up to ``prior_leaves`` outcome paths, else the mean of ``prior_samples`` samples."""
        if not state.is_chance_node():
            return values(self.game, state)
        table = self.chance_priors
        if table is None:
            return self.chance_prior(state)
        key = state.position_key()
        known = table.get(key)
        if known is None:
            if len(table) >= TRANSPOSITIONS:
                table.clear()
            known = table[key] = self.chance_prior(state)
        return known

    def chance_prior(self, state: State[Any]) -> list[float]:
        """:meth:`prior_values` at a chance node, computed."""
        exact = expected_values(self.game, state, self.prior_leaves)
        if exact is not None:
            return exact
        total = [0.0] * self.players
        for _ in range(self.prior_samples):
            for p, v in enumerate(values(self.game, settle(state.clone(), self.rng))):
                total[p] += v
        return [t / self.prior_samples for t in total]

    def expand(self, node: Node, state: State[Any], actions: list[Any]) -> None:
        """Create the children of ``actions`` (absent ones) with their one-ply priors
        (provisional ones where the action leaves chance pending, with lazy priors). Below the
        root, at a timed search's ``cutoff`` the children made so far are removed and
        :class:`OutOfTime` is raised; the root is always expanded whole."""
        key, children = self.key, node.children
        lazy = self.lazy_priors
        cutoff = None if node is self.root else self.cutoff
        clock = self.clock
        made: list[Hashable] = []
        for action in actions:
            k = key(action)
            if k in children:
                continue
            if cutoff is not None and clock() >= cutoff:
                for made_key in made:  # as if never reached: expanded afresh next time
                    del children[made_key]
                if not children:
                    node.untried = None
                raise OutOfTime
            made.append(k)
            child = children[k] = Node(self.players, action)
            after = state.clone()
            after.step(action)
            if lazy and after.is_chance_node():
                child.prior = values(self.game, settle(after, self.rng))
                child.provisional = True
            else:
                child.prior = self.prior_values(after)

    def refine(self, child: Node, state: State[Any]) -> None:
        """Replace ``child``'s provisional prior by its full one (``state``: its parent's)."""
        after = state.clone()
        after.step(child.action)
        child.prior = self.prior_values(after)
        child.provisional = False

    def select_refined(
        self, node: Node, player: int, kids: list[Node], log_n: float, state: State[Any]
    ) -> Node:
        """:meth:`select_prior`, the chosen child's prior refined first when provisional (and
        the choice made again with it): each provisional prior is computed once, and only for
        a child the selection is about to follow."""
        while True:
            best = self.select_prior(node, player, kids, log_n)
            if not best.provisional:
                return best
            self.refine(best, state)

    def select_prior(self, node: Node, player: int, kids: list[Node], log_n: float) -> Node:
        """UCB on means that count the prior as ``prior_weight`` visits, rescaled to [0, 1]."""
        w = self.prior_weight
        means = []
        for ch in kids:
            prior = ch.prior[player] if ch.prior is not None else 0.0
            means.append((ch.total[player] + w * prior) / (ch.visits + w))
        lo = min(means)
        scale = 1.0 / (max(means) - lo or 1.0)
        c = self.c
        best, best_score = kids[0], -math.inf
        for child, mean in zip(kids, means, strict=True):
            score = (mean - lo) * scale + c * math.sqrt(log_n / (child.visits + 1))
            if score > best_score:
                best, best_score = child, score
        return best

    def best_prior(self, kids: list[Node], player: int, state: State[Any]) -> list[float]:
        """The prior values of the child the player to move likes best (a new leaf's value)."""
        best = self.greedy_child(kids, player, state)
        return [0.0] * self.players if best.prior is None else list(best.prior)

    def greedy_child(self, kids: list[Node], player: int, state: State[Any]) -> Node:
        """The child whose prior the player to move likes best (greedy's move); a provisional
        best is refined and the choice made again."""
        while True:
            best = max(kids, key=lambda ch: ch.prior[player] if ch.prior is not None else -math.inf)
            if best.prior is None or not best.provisional:
                return best
            self.refine(best, state)

    def iterate_prior_perfect(self) -> None:
        """One iteration with priors when nodes are states: a new decision node is expanded whole
        (every child gets its prior) and valued by its best child for the player to move."""
        state = self.obs.determinize(self.rng)
        node = self.root
        path = [node]
        while True:
            if state.is_terminal():
                result = [float(r) for r in state.returns()]
                break
            if node.untried is None:  # first time through this node
                node.untried = []
                if state.is_chance_node():
                    node.player = CHANCE
                    node.outcomes = state.chance_weights()
                else:
                    node.player = state.current_player()
                    self.expand(node, state, state.legal_actions())
                    result = self.best_prior(list(node.children.values()), node.player, state)
                    break
            if node.player == CHANCE:
                node = self.chance_child(node, state, node.outcomes)[0]
                path.append(node)
                continue
            kids = list(node.children.values())
            if self.greedy_opponents and node.player != self.obs.player:
                node = self.greedy_child(kids, node.player, state)
            else:
                node = self.select_refined(node, node.player, kids, math.log(node.visits + 1), state)
            state.step(node.action)
            path.append(node)
        self.backup(path, result)

    def iterate_prior(self) -> None:
        """One iteration with priors on a fresh determinization (information sets): children
        missing for this determinization's legal actions are created with their priors."""
        key = self.key
        state = self.obs.determinize(self.rng)
        node = self.root
        path = [node]
        while True:
            if state.is_terminal():
                result = [float(r) for r in state.returns()]
                break
            if state.is_chance_node():
                node = self.chance_child(node, state, state.chance_weights())[0]
                path.append(node)
                continue
            player = state.current_player()
            fresh = not node.children
            legal = state.legal_actions()
            self.expand(node, state, legal)
            kids = [node.children[key(a)] for a in legal]
            for ch in kids:
                ch.avail += 1
            if fresh:
                result = self.best_prior(kids, player, state)
                break
            if self.greedy_opponents and player != self.obs.player:
                best = self.greedy_child(kids, player, state)
            else:
                best = self.select_refined(node, player, kids, math.log(max(node.visits, 1) + 1), state)
            state.step(best.action)
            node = best
            path.append(node)
        self.backup(path, result)

    def backup(self, path: list[Node], result: list[float]) -> None:
        """Add one visit and the leaf's values to every node on the path."""
        for n in path:
            n.visits += 1
            total = n.total
            for p in range(self.players):
                total[p] += result[p]
        self.iterations += 1

    def leaf_values(self, state: State[Any]) -> list[float]:
        """Random playout of ``rollout`` decisions (-1: to the end), chance settled, then values."""
        rng = self.rng
        budget = self.rollout
        if budget == 0 and self.exact_leaves and state.is_chance_node():
            exact = expected_values(self.game, state, self.exact_leaves)
            if exact is not None:
                return exact
        steps = 0
        while not state.is_terminal() and budget != 0 and steps < 100_000:
            steps += 1
            if state.is_chance_node():
                state.step(sample_weighted(state.chance_weights(), rng))
                continue
            legal = state.legal_actions()
            state.step(legal[rng.randrange(len(legal))])
            budget -= 1
        settle(state, rng)
        return values(self.game, state)

    def root_stats(self) -> RootStats:
        player = self.obs.player
        index = self.game.action_to_index
        by_key = {self.key(a): a for a in self.obs.legal_actions}
        w = self.prior_weight
        if w > 0:  # the prior counts as w visits of every child, as in the selection
            return {
                index(by_key[k]): (n.visits + w, n.total[player] + w * n.prior[player])
                for k, n in self.root.children.items()
                if k in by_key and n.prior is not None
            }
        return {
            index(by_key[k]): (n.visits, n.total[player])
            for k, n in self.root.children.items()
            if k in by_key and n.visits > 0
        }
