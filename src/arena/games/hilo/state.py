"""Hi-Lo Duel positions: plain fields plus the flow's task stack (see ``flow.py``)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from arena.core.errors import StateFormatError
from arena.core.flow import FlowState, Task
from arena.core.state import State
from arena.games.hilo.actions import Action

if TYPE_CHECKING:
    from arena.games.hilo.game import HiLo

FIELDS = ("deck", "hands", "table", "discard", "scores", "leader", "last_die", "over", "stack")


class HiLoState(FlowState[Action], State[Action]):
    """Counts are per card value, in the order of ``game.cards.values``."""

    FLOW_MODULE = "arena.games.hilo.flow"

    __slots__ = ("deck", "discard", "game", "hands", "last_die", "leader", "over", "scores", "stack", "table")

    END_RULE = "Hi-Lo Duel: the game ends when both hands are empty"
    game: HiLo
    deck: list[int]
    """Cards left to deal, per value (their order is nobody's knowledge: draws are chance)."""
    hands: list[list[int]]
    """Each seat's hand as card values, ascending (hidden from the other seat)."""
    table: list[int]
    """The card each seat has played to the current trick (``0``: none yet)."""
    discard: list[int]
    """Played cards of finished tricks, per value (public)."""
    scores: list[int]
    leader: int
    last_die: int
    over: bool
    stack: list[Task]

    def __init__(self, game: HiLo) -> None:
        self.game = game
        self.deck = [game.cards.copies] * len(game.cards.values)
        self.hands = [[], []]
        self.table = [0, 0]
        self.discard = [0] * len(game.cards.values)
        self.scores = [0, 0]
        self.leader = 0
        self.last_die = 0
        self.over = False
        self.stack = []

    def is_over(self) -> bool:
        return self.over

    def returns(self) -> list[float]:
        if not self.over or self.scores[0] == self.scores[1]:
            return [0.0, 0.0]
        return [1.0, -1.0] if self.scores[0] > self.scores[1] else [-1.0, 1.0]

    # -- copies and JSON ---------------------------------------------------------------------
    def clone(self) -> HiLoState:
        other = HiLoState.__new__(HiLoState)
        other.game = self.game
        other.deck, other.discard = list(self.deck), list(self.discard)
        other.hands = [list(h) for h in self.hands]
        other.table, other.scores = list(self.table), list(self.scores)
        other.leader, other.last_die, other.over = self.leader, self.last_die, self.over
        other.stack = list(self.stack)  # task records are immutable
        return other

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {f: getattr(self, f) for f in FIELDS if f != "stack"}
        out["hands"] = [list(h) for h in self.hands]
        out = {k: (list(v) if isinstance(v, list) and k != "hands" else v) for k, v in out.items()}
        out["stack"] = self.FLOW.to_json(self.stack)
        return out

    @classmethod
    def from_json(cls, game: HiLo, data: Any) -> HiLoState:
        if not isinstance(data, dict) or set(data) != set(FIELDS):
            raise StateFormatError("a Hi-Lo state needs exactly the fields " + ", ".join(FIELDS))
        state = cls(game)
        for name in FIELDS[:-1]:
            value = data[name]
            if type(value) is not type(getattr(state, name)):
                raise StateFormatError(f"Hi-Lo state field {name!r} has the wrong type")
            setattr(state, name, [list(h) for h in value] if name == "hands" else value)
        state.stack = cls.FLOW.from_json(data["stack"])
        problems = game.invariant_errors(state)
        if problems:
            raise StateFormatError("not a Hi-Lo position: " + "; ".join(problems))
        return state

    # -- views and hidden information ------------------------------------------------------------
    def view(self, player: int | None) -> dict[str, Any]:
        from arena.games.hilo.view import view

        return view(self, player)

    def resample_hidden(self, player: int, rng: random.Random) -> HiLoState:
        """Redraw what ``player`` cannot know: the other hand, from every card unseen by them."""
        other = 1 - player
        out = self.clone()
        values = self.game.cards.values
        unseen = [values[i] for i, n in enumerate(self.deck) for _ in range(n)] + self.hands[other]
        unseen.sort()  # the draw depends on the view only
        rng.shuffle(unseen)
        k = len(self.hands[other])
        out.hands[other] = sorted(unseen[:k])
        out.deck = [0] * len(values)
        for v in unseen[k:]:
            out.deck[values.index(v)] += 1
        return out
