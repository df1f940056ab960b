"""Lean search (issue 16): exact chance expectations abandoned before cloning when hopeless,
with the same values wherever they were exact before."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from arena.ai.common import HOPELESS, chance_paths_estimate, expected_values
from arena.core.errors import IllegalActionError
from arena.core.events import Event
from arena.core.game import Game, GameInfo
from arena.core.state import CHANCE, State

Tree = Any
"""A chance tree: a list of subtrees (equally likely outcomes) or a leaf value."""


class TreeGame(Game[int]):
    info = GameInfo(id="tree", names={"en": "Tree"}, min_players=1, max_players=1, version="1", chance=True)

    def __init__(self, tree: Tree) -> None:
        super().__init__()
        self.tree = tree
        self.clones = 0

    def new_initial_state(self) -> TreeState:
        return TreeState(self, self.tree)

    def state_from_json(self, data: dict[str, Any]) -> TreeState:
        raise NotImplementedError

    def evaluate(self, state: State[int], player: int) -> float:
        assert isinstance(state, TreeState)
        return float(state.node)

    def num_distinct_actions(self) -> int:
        return 64

    def action_to_index(self, action: int) -> int:
        return action

    def index_to_action(self, index: int) -> int:
        return index

    def action_to_text(self, action: int) -> str:
        return str(action)

    def text_to_action(self, text: str) -> int:
        return int(text)


class TreeState(State[int]):
    def __init__(self, game: TreeGame, node: Tree) -> None:
        self.game = game
        self.node = node

    def current_player(self) -> int:
        return CHANCE if isinstance(self.node, list) else 0  # a leaf: a decision, evaluated

    def legal_actions(self) -> list[int]:
        return list(range(len(self.node))) if isinstance(self.node, list) else []

    def chance_weights(self) -> list[tuple[int, int]]:
        return [(i, 1) for i in self.legal_actions()]

    def illegal_reason(self, action: int) -> IllegalActionError | None:
        return None if action in self.legal_actions() else IllegalActionError("no", reason="no")

    def _apply(self, action: int) -> list[Event]:
        self.node = self.node[action]
        return []

    def returns(self) -> list[float]:
        return [0.0]

    def clone(self) -> TreeState:
        assert isinstance(self.game, TreeGame)
        self.game.clones += 1
        return TreeState(self.game, self.node)

    def view(self, player: int | None) -> dict[str, Any]:
        return {}

    def to_json(self) -> dict[str, Any]:
        return {}


def _values(game: TreeGame) -> list[float] | None:
    return expected_values(game, game.new_initial_state(), 36)


def test_three_dice_are_abandoned_before_their_tree_is_cloned() -> None:
    """Three six-sided dice (216 paths) do not fit 36 leaves: the estimate says so after one
    clone a level, where the enumeration used to clone about 30 states before giving up."""
    dice = [[[float(a + b + c) for c in range(6)] for b in range(6)] for a in range(6)]
    game = TreeGame(dice)
    assert chance_paths_estimate(game.new_initial_state(), 10_000) == 216 > HOPELESS * 36
    game.clones = 0
    assert _values(game) is None
    assert game.clones <= 6


def test_two_dice_stay_exact() -> None:
    dice = [[float(a + b) for b in range(6)] for a in range(6)]
    game = TreeGame(dice)
    assert _values(game) == pytest.approx([5.0])


def test_an_unbalanced_tree_that_fits_stays_exact() -> None:
    """Twelve reveals of which one reveals again among eleven: 22 leaves, though the first
    and last paths alone suggest 132 (under HOPELESS times the limit, so still tried)."""
    tree: list[Any] = [float(i) for i in range(11)] + [[float(j) for j in range(11)]]
    game = TreeGame(tree)
    assert chance_paths_estimate(game.new_initial_state(), 10_000) == 132
    expected = (sum(range(11)) + sum(range(11)) / 11) / 12
    assert _values(game) == pytest.approx([expected])


def test_the_exact_expectation_weighs_outcomes_by_their_integer_weights() -> None:
    leaves = [float(x) for x in itertools.islice(itertools.count(), 5)]
    game = TreeGame(leaves)
    assert _values(game) == pytest.approx([2.0])


def test_chance_priors_are_computed_once_per_position() -> None:
    """A transposition table (perfect information): in Krosmaster a figure reaches the same
    cell by several orders of steps, and the dice of the blow it then strikes are valued once."""
    import random

    from arena.ai.search import Search
    from arena.cli.bench import bench_positions
    from arena.core import registry
    from arena.core.agent import Observation

    game = registry.load("krosmaster", scenario="tutorial-4")
    state = bench_positions(game, 0, 100_000)[2]
    search = Search(Observation(state, state.current_player()), random.Random(1), 0.4, 0)
    search.prior_weight = 12
    computed: list[Any] = []
    requested: list[Any] = []
    compute, lookup = search.chance_prior, search.prior_values

    def counting(position: State[Any]) -> list[float]:
        computed.append(position.position_key())
        return compute(position)

    def asking(position: State[Any]) -> list[float]:
        if position.is_chance_node():
            requested.append(position.position_key())
        return lookup(position)

    search.chance_prior = counting  # type: ignore[method-assign]
    search.prior_values = asking  # type: ignore[method-assign]
    search.run(150, None)
    assert search.chance_priors is not None
    assert len(computed) == len(set(computed)) == len(search.chance_priors) > 0
    assert set(requested) == set(computed)
    assert len(requested) > len(computed)  # positions reached twice, valued once


def test_equal_positions_have_equal_keys_and_others_differ() -> None:
    from arena.core import registry

    game = registry.load("tictactoe")
    a, b = game.new_initial_state(), game.new_initial_state()
    for cell in (0, 4, 8):
        a.apply(cell)
    for cell in (8, 4, 0):
        b.apply(cell)
    assert a.position_key() == b.position_key()
    b.apply(1)
    assert a.position_key() != b.position_key()
    assert hash(a.position_key()) == hash(a.clone().position_key())


def test_the_lean_paths_event_sink_never_keeps_anything() -> None:
    """``FlowState.step`` hands every handler one shared sink: whatever a handler adds to it
    must vanish, or events would pile up across states."""
    from arena.core.flow import DISCARDED

    sink = DISCARDED
    event = Event("x")
    sink.append(event)
    sink.extend([event, event])
    sink.insert(0, event)
    sink += [event]
    assert sink is DISCARDED and len(DISCARDED) == 0


class PickState(TreeState):
    """A decision at the root (player 0 picks a subtree by index), chance below it (lists of
    equally likely outcomes), terminal leaves (floats, player 0's return)."""

    def current_player(self) -> int:
        if isinstance(self.node, tuple):
            return 0
        return CHANCE if isinstance(self.node, list) else -4  # terminal

    def is_terminal(self) -> bool:
        return isinstance(self.node, float)

    def legal_actions(self) -> list[int]:
        return list(range(len(self.node))) if isinstance(self.node, (list, tuple)) else []

    def returns(self) -> list[float]:
        return [float(self.node)] if isinstance(self.node, float) else [0.0]

    def clone(self) -> PickState:
        assert isinstance(self.game, TreeGame)
        self.game.clones += 1
        return PickState(self.game, self.node)

    def position_key(self) -> Any:
        return repr(self.node)


def _lazy_search(tree: Tree, lazy: bool) -> tuple[Any, list[Any]]:
    """A prior search on ``tree`` whose full chance priors are recorded as computed."""
    import random

    from arena.ai.search import Search
    from arena.core.agent import Observation

    game = TreeGame(tree)
    state = PickState(game, tree)
    search = Search(Observation(state, 0), random.Random(7), 0.7, 0)
    search.prior_weight = 4
    search.lazy_priors = lazy
    computed: list[Any] = []
    compute = search.chance_prior

    def counting(position: State[Any]) -> list[float]:
        computed.append(position.node)
        return compute(position)

    search.chance_prior = counting  # type: ignore[method-assign]
    return search, computed


def test_lazy_priors_are_computed_only_for_the_children_the_search_follows() -> None:
    """Issue 16, "priors computed lazily": six actions each followed by a die; the first is
    sure to score 1, the others score at most 0.5. Eager priors value all six dice on
    expansion; lazy ones give each one sampled outcome and compute the full prior of the
    first alone (the best child, which values the root and which the selection follows)."""
    tree = ([1.0, 1.0], *([0.0, 0.5 - i / 100] for i in range(5)))
    eager, eager_computed = _lazy_search(tree, lazy=False)
    eager.run(1, None)
    assert len(eager_computed) == 6
    lazy, lazy_computed = _lazy_search(tree, lazy=True)
    lazy.run(1, None)
    assert lazy_computed == [[1.0, 1.0]]
    kids = list(lazy.root.children.values())
    assert [k.provisional for k in kids] == [False] + [True] * 5
    assert lazy.root.total == [1.0]  # the root valued by its best child's full prior
    assert all(k.prior is not None and k.prior[0] in (0.0, 0.5 - i / 100) for i, k in enumerate(kids[1:]))


def test_a_followed_child_always_has_its_full_prior() -> None:
    """Whatever one sample said, a child is refined before the selection follows it, and its
    refined prior is the exact expectation the eager search gives it."""
    tree = tuple([a / 10, a / 10 + 0.5] for a in range(6))
    lazy, _ = _lazy_search(tree, lazy=True)
    lazy.run(60, None)
    eager, _ = _lazy_search(tree, lazy=False)
    eager.run(60, None)
    exact = {k: ch.prior for k, ch in eager.root.children.items()}
    for k, child in lazy.root.children.items():
        if child.visits:
            assert not child.provisional
        if not child.provisional:
            assert child.prior == pytest.approx(exact[k])
    best = max(lazy.root.children, key=lambda k: lazy.root.children[k].visits)
    assert best == 5  # the highest expectation (0.75) draws the most visits


def test_lazy_priors_follow_the_games_tuning_unless_asked() -> None:
    """``lazy=auto`` takes the game's ``search_tuning["lazy"]`` (measured per game: docs/ai.md),
    else on; ``lazy=0`` and ``lazy=1`` force it; anything else is refused."""
    from arena.ai.mcts import DEFAULT_LAZY, MCTSAgent
    from arena.ai.registry import make_agent
    from arena.core import registry

    default, eager, lazy = make_agent("mcts"), make_agent("mcts:lazy=0"), make_agent("mcts:lazy=1")
    assert isinstance(default, MCTSAgent) and isinstance(eager, MCTSAgent) and isinstance(lazy, MCTSAgent)
    for game_id in ("knockdown", "krosmaster", "mapduel", "mageknight", "hilo"):
        game = registry.load(game_id)
        assert default.lazy_priors(game) is bool(game.search_tuning.get("lazy", DEFAULT_LAZY))
        assert not eager.lazy_priors(game) and lazy.lazy_priors(game)
    with pytest.raises(ValueError, match="lazy"):
        make_agent("mcts:lazy=2")
