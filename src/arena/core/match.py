"""The one stepwise match driver: a game played from (game, options, seed, seats).

Every place that plays a game — ``play_game``, ``arena play``, ``arena selfplay``,
tournaments, ``arena bench`` and the server's rooms — drives it through :class:`Match`, so
the same (game, options, seed, agents) gives the same game everywhere.

**The seeding scheme.** Chance outcomes are drawn from one generator seeded
``derive_seed(seed, "chance")``, one draw per chance node in order; seat ``i``'s agent draws
from its own generator seeded ``derive_seed(seed, "seat", i)``. Human seats (``None`` in the
seats) draw nothing. A seat's generator is only advanced by a move that is kept: callers
that compute a move away from the match (the server's agent threads) use
:meth:`seat_rng_copy` and hand the advanced copy back with :meth:`apply`.

**Rebuilding.** :meth:`Match.resume` replays a log of actions: chance steps are drawn again
from the chance generator and must equal the log (so the generator is where it was), human
and agent steps are applied as logged. Agents' generators are not re-run on resume (that
would mean re-running their searches): a resumed match's agents draw from generators
seeded ``derive_seed(seed, "seat", i, "resume", n)`` with ``n`` the steps replayed — a
resumed game is deterministic, but it only matches the uninterrupted game while no agent
moves after the resume point.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from arena.core.agent import Agent, Observation
from arena.core.chance import sample_weighted
from arena.core.errors import ReplayError
from arena.core.events import Event
from arena.core.game import Game
from arena.core.state import CHANCE, State


def derive_seed(seed: int, *parts: int | str) -> int:
    """A child seed, independent of Python's hash randomization."""
    text = json.dumps([seed, *parts])
    value = 1469598103934665603
    for ch in text.encode():
        value = ((value ^ ch) * 1099511628211) % (1 << 64)
    return value


@dataclass
class Step:
    """One applied action: who played it (``-1`` = chance) and its codes."""

    player: int
    action: Any
    text: str
    index: int


@dataclass
class GameRecord:
    """A finished (or stopped) game: enough to replay it exactly."""

    game_id: str
    options: dict[str, Any]
    seed: int
    steps: list[Step] = field(default_factory=list)
    returns: list[float] = field(default_factory=list)
    terminal: bool = False
    final_state: State[Any] | None = None

    @property
    def num_actions(self) -> int:
        """Decisions taken by players (chance outcomes not counted)."""
        return sum(1 for s in self.steps if s.player >= 0)

    def winners(self) -> list[int]:
        return self.final_state.winners() if self.final_state is not None else []


OnStep = Callable[[State[Any], Step, list[Event]], None]


class Seeding:
    """The generators of the seeding scheme for one game: chance and one per seat."""

    __slots__ = ("_chance_shared", "chance", "in_sync", "seats", "seed")

    def __init__(self, seed: int, num_seats: int) -> None:
        self.seed = seed
        self.chance = random.Random(derive_seed(seed, "chance"))
        self.seats = [random.Random(derive_seed(seed, "seat", i)) for i in range(num_seats)]
        self.in_sync = True
        self._chance_shared = False

    def copy(self) -> Seeding:
        """The generators in the same positions, for work that may be discarded (a server's
        change before it is stored). The chance generator is copied when the copy first draws
        from it (most moves draw nothing); the seats' list is the copy's own, its generators
        shared: such work replaces a seat's generator, never advances it."""
        other = Seeding.__new__(Seeding)
        other.seed, other.in_sync = self.seed, self.in_sync
        other.chance, other._chance_shared = self.chance, True
        other.seats = list(self.seats)
        return other

    def draw(self, weighted: list[tuple[Any, int]]) -> Any:
        """The chance outcome the scheme draws next, from ``State.chance_weights()`` (the same
        draw ``sample_outcome`` makes from the exact probabilities)."""
        if self._chance_shared:
            self.chance, self._chance_shared = _copy_rng(self.chance), False
        return sample_weighted(weighted, self.chance)

    def redraw(self, weighted: list[tuple[Any, int]], logged: Any) -> bool:
        """Replaying a log: draw again and say whether the log agrees (once it does not,
        :meth:`resumed` restarts the chance generator)."""
        if self.in_sync and self.draw(weighted) != logged:
            self.in_sync = False
        return self.in_sync

    def resumed(self, steps: int) -> None:
        """After replaying ``steps`` logged steps: agents' generators (and the chance one if
        the log did not follow the scheme) restart from seeds naming the resume point."""
        if not self.in_sync:
            self.chance = random.Random(derive_seed(self.seed, "chance", "resume", steps))
            self.in_sync, self._chance_shared = True, False
        if steps:
            self.seats = [
                random.Random(derive_seed(self.seed, "seat", i, "resume", steps))
                for i in range(len(self.seats))
            ]


def _copy_rng(rng: random.Random) -> random.Random:
    out = random.Random(0)  # a constant seed: no read of the system's entropy before setstate
    out.setstate(rng.getstate())
    return out


class Match:
    """A game in progress: its state, its log and the generators of the seeding scheme.

    ``seats[i]`` is seat ``i``'s agent, or ``None`` for a seat whose moves come from outside
    (a person). ``check=False`` applies agents' actions unchecked (the named fast path for
    trusted agents); people's actions are always checked.
    """

    def __init__(
        self,
        game: Game[Any],
        seed: int,
        seats: Sequence[Agent | None],
        *,
        check: bool = True,
        on_step: OnStep | None = None,
    ) -> None:
        if len(seats) != game.num_players:
            raise ValueError(f"{game.id} needs {game.num_players} seats, got {len(seats)}")
        self.game = game
        self.seed = seed
        self.seats = list(seats)
        self.check = check
        self.on_step = on_step
        self.state: State[Any] = game.new_initial_state()
        self.steps: list[Step] = []
        self.seeding = Seeding(seed, len(seats))

    # -- whose move ------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.state.is_terminal()

    def to_move(self) -> int:
        """``CHANCE``, a seat, or ``TERMINAL``."""
        return self.state.current_player()

    def waiting_for_human(self) -> int | None:
        """The seat whose move must come from outside, or ``None`` (chance, an agent, the end)."""
        player = self.state.current_player()
        if player >= 0 and self.seats[player] is None:
            return player
        return None

    # -- moves -----------------------------------------------------------------------------
    def _record(self, player: int, action: Any, events: list[Event]) -> Step:
        game = self.game
        step = Step(player, action, game.action_to_text(action), game.action_to_index(action))
        self.steps.append(step)
        if self.on_step is not None:
            self.on_step(self.state, step, events)
        return step

    def draw_chance(self) -> Any:
        """The outcome the seeding scheme draws at this chance node (advances the generator)."""
        return self.seeding.draw(self.state.chance_weights())

    def seat_rng_copy(self, seat: int) -> random.Random:
        """A copy of ``seat``'s generator, for a move computed away from the match."""
        return _copy_rng(self.seeding.seats[seat])

    def step(self) -> tuple[Step, list[Event]]:
        """Play one chance outcome or one agent move."""
        player = self.state.current_player()
        if player == CHANCE:
            action = self.draw_chance()
            events = self.state.apply(action, check=False)
            return self._record(CHANCE, action, events), events
        if player < 0:
            raise ReplayError("the game is over", reason="game-over")
        agent = self.seats[player]
        if agent is None:
            raise ReplayError(f"seat {player} is a person: use apply()", reason="not-an-agent")
        action = agent.act(Observation(self.state, player), self.seeding.seats[player])
        events = self.state.apply(action, check=self.check)
        return self._record(player, action, events), events

    def apply(self, action: Any, *, rng: random.Random | None = None) -> tuple[Step, list[Event]]:
        """Play ``action`` for the seat to move (checked). ``rng``: the advanced copy of an
        agent seat's generator that produced the action (see :meth:`seat_rng_copy`)."""
        player = self.state.current_player()
        events = self.state.apply(action)
        if rng is not None and player >= 0:
            self.seeding.seats[player] = rng
        return self._record(player, action, events), events

    def run(self, *, max_steps: int = 1_000_000, until_human: bool = True) -> list[Step]:
        """Play chance and agents until the end, ``max_steps`` steps, or (``until_human``) a
        person's turn; the steps played."""
        played: list[Step] = []
        for _ in range(max_steps):
            if self.state.is_terminal() or (until_human and self.waiting_for_human() is not None):
                break
            played.append(self.step()[0])
        return played

    def record(self) -> GameRecord:
        """The game so far as a :class:`GameRecord`."""
        state = self.state
        return GameRecord(
            self.game.id,
            self.game.options_dict(),
            self.seed,
            list(self.steps),
            state.returns(),
            state.is_terminal(),
            state,
        )

    # -- rebuilding ------------------------------------------------------------------------
    @classmethod
    def resume(
        cls,
        game: Game[Any],
        seed: int,
        seats: Sequence[Agent | None],
        actions: Iterable[tuple[int, Any]],
        *,
        check: bool = True,
        strict: bool = True,
    ) -> Match:
        """The match after the logged ``(player, action)`` steps (see the module docstring).

        ``strict=False`` accepts a log whose chance outcomes the seed did not draw (a log
        written under another scheme): the chance generator then restarts from
        ``derive_seed(seed, "chance", "resume", n)``."""
        match = cls(game, seed, seats, check=check)
        for player, action in actions:
            if player == CHANCE:
                if not match.state.is_chance_node():
                    raise ReplayError(f"step {len(match.steps)}: the log has chance where the game has none")
                if not match.seeding.redraw(match.state.chance_weights(), action) and strict:
                    raise ReplayError(
                        f"step {len(match.steps)}: the log's chance outcome differs from the seed's draw"
                    )
            events = match.state.apply(action)
            match._record(player, action, events)
        match.seeding.resumed(len(match.steps))
        return match
