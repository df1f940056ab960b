"""Monte Carlo tree search (UCT) for every registered game, through the core API only.

* **Hidden information** — information-set MCTS (single observer, Cowling et al. 2012): every
  iteration starts from a fresh determinization ``obs.determinize(rng)``; one tree is shared by
  all of them, and because legal actions may differ between determinizations, UCB uses each
  child's *availability* count (how often it was legal when its parent was visited) instead of
  the parent's visit count.
* **Chance** — sampled: at a chance node the iteration draws an outcome with the state's exact
  probabilities and follows (or creates) that outcome's child.
* **Heuristic prior** (``prior=W``, on by default for games with their own ``evaluate``) — a
  decision node is expanded whole the first time an iteration reaches it: every child gets
  its one-ply prior, the players' expected evaluations right after the action (exact over the
  dice that follow up to ``leaves`` outcome paths, else the mean of ``samples`` sampled ones —
  greedy's value). The prior counts as ``W`` virtual visits in the child's mean, and the new
  node is valued by its best child for the player to move there (a one-ply backup), so leaves
  are never valued half-resolved and the search starts from greedy's choice and corrects it.
  **Lazy priors** (``lazy=1``; ``auto``: the game's tuning, else off): a child whose action
  leaves chance pending starts from one sampled outcome's evaluation; its full prior (exact
  or averaged) is computed only when the selection is about to follow it or it is the best
  child valuing a new node.
* **Leaves** (prior off) — a random playout of ``rollout`` player decisions (``-1``: to the
  end), pending chance sampled, then the game's ``evaluate`` hook (or the returns at the end).
  The default ``rollout="auto"`` evaluates at the leaf when the game has its own ``evaluate`` and plays
  random games to the end otherwise (the default hook knows only terminal states).
* **Selection** — UCB1 on the children's mean values rescaled to [0, 1] at each node (min–max
  over the children, as in MuZero), so one ``c`` suits games whose evaluations differ by
  hundredths as well as games scored only ±1.
* **Budget** — ``iters`` iterations and/or ``time`` seconds of wall clock (whichever ends first;
  ``clock=cpu``: seconds of the process's CPU, the same search on a loaded machine).
  With ``iters`` only, the search is a pure function of the seed. A spec that names neither
  takes the game's default budget (``search_tuning["iters"]``, default 400, and
  ``search_tuning["time"]``, no cap by default): Krosmaster's caps a move at 1 s, which its
  full game's largest positions exceeded at 400 iterations.
* **Opponents** — ``opponents=search`` (default): every player is searched alike, each
  maximising its own value (max^n). ``opponents=greedy`` (with the prior on): the other players
  are not searched; at their nodes the iteration follows the child their prior likes best
  (greedy's move, where the game has no separate ``evaluate_step``), so the whole budget goes
  to the searcher's own choices.
* **Both cores** — ``workers=K`` runs K root-parallel searches (the calling process plus K-1
  forked ones, each with its own seed and an equal share of ``iters``, or the whole ``time``)
  and merges their root visit counts.
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable
from typing import Any

from arena.ai.common import clock_of, evaluates
from arena.ai.parallel import run_forked
from arena.ai.search import Node, RootStats, Search, key_function
from arena.core.agent import Observation
from arena.core.game import Game
from arena.core.state import State

__all__ = ["DEFAULT_C", "DEFAULT_PRIOR", "MCTSAgent", "Node", "RootStats", "Search", "default_rollout"]

DEFAULT_PRIOR = 4
"""``prior="auto"``: virtual visits given to a child's heuristic prior when the game has an
``evaluate`` hook of its own."""

DEFAULT_LAZY = 0
"""``lazy="auto"``: lazy priors only where the game's ``search_tuning["lazy"]`` asks for them
(measured per game at equal time against eager priors, 100 games each: Knockdown 52-48, on;
Krosmaster tutorial-4 48-52, off; docs/ai.md, "Lazy priors")."""

REUSE_DEPTH = 4
"""How many plies below the last move a kept subtree is searched for the new position."""
REUSE_WIDTH = 64
"""At most this many nodes per ply are compared with the new position."""

DEFAULT_ITERS = 400
"""Iterations per move of a spec that names no budget, on a game without its own default."""

OPPONENT_MODELS = ("search", "greedy")
"""``opponents=``: the other players searched like the searcher (max^n), or playing the move
their prior likes best (greedy's), with the prior on."""

DEFAULT_C = 0.7
"""``c="auto"``: the exploration constant when the game has no ``search_tuning`` of its own."""


class MCTSAgent:
    """UCT with sampled chance and information-set determinization (see the module doc).

    ``iters``: iterations per move; ``time``: seconds per move (neither: the game's default
    budget, :meth:`budget`); ``c``: exploration constant (the children's mean values are rescaled to [0, 1]
    at each node before UCB; ``"auto"``: the game's ``search_tuning["c"]``, else
    ``DEFAULT_C``); ``rollout``: ``"auto"``, or the number of random decisions before
    evaluating (``-1`` = to the end); ``workers``: root-parallel processes; ``exact``: with
    ``rollout=0``, leaves waiting on at most this many chance outcomes get the exact
    expectation (0 = sample one); ``prior``: virtual visits of the one-ply heuristic prior
    (``"auto"``: for a game with its own ``evaluate``, its ``search_tuning["prior"]``, else
    ``DEFAULT_PRIOR``; otherwise 0 = off, with rollouts as above); ``leaves``/``samples``: the
    prior's exact-expectation limit and its sample count beyond it; ``early``: 1 (default)
    stops a search once its most visited root child cannot be overtaken by the iterations left
    (with ``iters`` alone the move is the one the whole budget would give), 0 always spends the
    whole budget; ``reuse``: 1 (default) starts a search from the subtree of the previous one
    when the game hides nothing, the search ran in one process and the position is found in
    that subtree (its visits count towards the lead, not towards ``iters``); ``lazy``: 1
    gives a child whose action leaves chance pending one sampled outcome's evaluation as its
    prior and computes the full prior only when the selection is about to follow that child
    or it values its parent, 0 computes every child's prior on expansion (``"auto"``: the
    game's ``search_tuning["lazy"]``, else ``DEFAULT_LAZY``); ``opponents``: ``search`` or
    ``greedy`` (see the module doc).
    """

    name = "mcts"

    def __init__(
        self,
        iters: int | None = None,
        time: float | None = None,
        c: float | str = "auto",
        rollout: int | str = "auto",
        workers: int = 1,
        exact: int = 0,
        prior: int | str = "auto",
        leaves: int = 36,
        samples: int = 4,
        early: int = 1,
        reuse: int = 1,
        lazy: int | str = "auto",
        clock: str = "wall",
        opponents: str = "search",
    ) -> None:
        if iters is not None and iters < 1:
            raise ValueError("iters must be at least 1")
        if time is not None and time <= 0:
            raise ValueError("time must be positive")
        if workers < 1:
            raise ValueError("workers must be at least 1")
        if not (rollout == "auto" or (isinstance(rollout, int) and rollout >= -1)):
            raise ValueError("rollout must be 'auto' or an integer >= -1")
        if not (prior == "auto" or (isinstance(prior, int) and prior >= 0)):
            raise ValueError("prior must be 'auto' or an integer >= 0")
        if not (c == "auto" or (isinstance(c, (int, float)) and c >= 0)):
            raise ValueError("c must be 'auto' or a number >= 0")
        if not (lazy == "auto" or lazy in (0, 1)):
            raise ValueError("lazy must be 'auto', 0 or 1")
        if leaves < 1 or samples < 1:
            raise ValueError("leaves and samples must be at least 1")
        if opponents not in OPPONENT_MODELS:
            raise ValueError(f"opponents must be one of {', '.join(OPPONENT_MODELS)}")
        self.opponents = opponents
        self.prior = prior
        self.leaves = leaves
        self.samples = samples
        self.iters = iters
        self.time = time
        self.c = c
        self.rollout = rollout
        self.workers = workers
        self.exact = max(0, exact)
        self.early = bool(early)
        self.reuse = bool(reuse)
        self.lazy = lazy
        self.clock = clock_of(clock)
        self._root: Node | None = None
        """The tree of the last search in this process."""
        self._kept: tuple[Node, State[Any]] | None = None
        """Perfect information, one worker: the subtree under the last move and its state."""
        self.last_iterations = 0
        self.last_reused = 0
        self._collect_rate = 0.0
        """The last timed search's garbage collection per second of search (``Search.collect_rate``)."""
        self._chance_priors: dict[Hashable, list[float]] = {}
        """Chance priors by position, kept as long as the reused subtree (``Search.chance_priors``)."""

    def budget(self, game: Game[Any]) -> tuple[int | None, float | None]:
        """Iterations and seconds per move: the spec's, or, when it names neither, the game's
        default (``search_tuning`` ``"iters"``, else ``DEFAULT_ITERS``, and ``"time"``, else none)."""
        if self.iters is not None or self.time is not None:
            return self.iters, self.time
        tuning = game.search_tuning
        seconds = tuning.get("time")
        return int(tuning.get("iters", DEFAULT_ITERS)), None if seconds is None else float(seconds)

    def rollout_depth(self, game: Game[Any]) -> int:
        if self.rollout == "auto":
            return default_rollout(game)
        assert isinstance(self.rollout, int)
        return self.rollout

    def prior_weight(self, game: Game[Any]) -> int:
        if self.prior == "auto":
            if not evaluates(game):
                return 0
            return int(game.search_tuning.get("prior", DEFAULT_PRIOR))
        assert isinstance(self.prior, int)
        return self.prior

    def lazy_priors(self, game: Game[Any]) -> bool:
        if self.lazy == "auto":
            return bool(game.search_tuning.get("lazy", DEFAULT_LAZY))
        return bool(self.lazy)

    def exploration(self, game: Game[Any]) -> float:
        if self.c == "auto":
            return float(game.search_tuning.get("c", DEFAULT_C))
        return float(self.c)

    def act(self, obs: Observation[Any], rng: random.Random) -> Any:
        legal = obs.legal_actions
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        stats = self.search(obs, rng)
        index = obs.game.action_to_index
        scored = []
        for action in legal:
            visits, total = stats.get(index(action), (0, 0.0))
            scored.append((visits, total / visits if visits else -math.inf, action))
        top = max((v, m) for v, m, _ in scored)
        best = [a for v, m, a in scored if (v, m) == top]
        move = best[0] if len(best) == 1 else best[rng.randrange(len(best))]
        self._keep(obs, move)
        return move

    def _reusable(self, obs: Observation[Any]) -> bool:
        game = obs.game
        return self.reuse and self.workers == 1 and not getattr(game, "hidden_information", True)

    def _keep(self, obs: Observation[Any], move: Any) -> None:
        """Keep the subtree under ``move`` and the state it leads to, for the next search."""
        root, self._kept = self._root, None
        if root is None or not self._reusable(obs):
            return
        game = obs.game
        key = key_function(game, move)(move)
        child = root.children.get(key)
        if child is not None and child.untried is not None:
            after = obs.determinize(random.Random(0))  # hides nothing: the position itself
            after.step(move)
            self._kept = (child, after)

    def _recall(self, obs: Observation[Any]) -> Node | None:
        """The node of the kept subtree that stands for this position (a few plies down)."""
        kept, self._kept = self._kept, None
        if kept is None or not self._reusable(obs):
            return None
        target = obs.determinize(random.Random(0)).to_json()
        frontier = [kept]
        for _ in range(REUSE_DEPTH + 1):
            ahead: list[tuple[Node, State[Any]]] = []
            for node, state in frontier:
                if state.to_json() == target:
                    return node
                for child in node.children.values():
                    if child.untried is not None and len(ahead) < REUSE_WIDTH:
                        ahead.append((child, state.child(child.action)))
            frontier = ahead
        return None

    def search(self, obs: Observation[Any], rng: random.Random) -> RootStats:
        """Merged root statistics of ``workers`` independent searches."""
        seeds = [rng.getrandbits(63) for _ in range(self.workers)]
        depth = self.rollout_depth(obs.game)
        prior = self.prior_weight(obs.game)
        c = self.exploration(obs.game)
        iters, seconds = self.budget(obs.game)
        shares = [None] * self.workers if iters is None else _split(iters, self.workers)
        reused = self._recall(obs)
        self.last_reused = 0 if reused is None else reused.visits
        if reused is None:  # a fresh tree: the chance priors of another game or line are dropped
            self._chance_priors = {}
        self._root = None

        def one(i: int) -> tuple[RootStats, int]:
            search = Search(obs, random.Random(seeds[i]), c, depth)
            if reused is not None:
                search.root = reused
            search.exact_leaves = self.exact
            search.prior_weight = prior
            search.prior_leaves = self.leaves
            search.prior_samples = self.samples
            search.lazy_priors = self.lazy_priors(obs.game)
            search.stop_early = self.early
            search.greedy_opponents = self.opponents == "greedy" and prior > 0
            if search.chance_priors is not None:  # perfect information: one table per kept tree
                search.chance_priors = self._chance_priors
            search.collect_rate = self._collect_rate
            stats = search.run(shares[i], seconds, self.clock)
            if i == 0:
                self._root = search.root
                self._collect_rate = search.collect_rate  # in this process when workers == 1
            return stats, search.iterations

        results = run_forked(one, self.workers)
        merged: RootStats = {}
        iterations = 0
        for stats, count in results:
            iterations += count
            for idx, (v, t) in stats.items():
                v0, t0 = merged.get(idx, (0, 0.0))
                merged[idx] = (v0 + v, t0 + t)
        self.last_iterations = iterations
        return merged


def default_rollout(game: Game[Any]) -> int:
    """``rollout="auto"``: evaluate at the leaf with a game's own hook, else play to the end."""
    return 0 if evaluates(game) else -1


def _split(total: int, parts: int) -> list[int | None]:
    base, extra = divmod(total, parts)
    return [base + (1 if i < extra else 0) for i in range(parts)]
