"""Knockdown positions: plain fields plus the flow engine's task stack.

The rules live in modules by responsibility (``setup.py`` the skill draft, ``rounds.py``
rounds and the display, ``turn.py`` turns and combos, ``attack.py`` the attack procedure,
``knockout.py`` knockout checks); ``flow.py`` registers them as the stack's handlers, and
the flow engine (:class:`arena.core.flow.FlowState`) answers the State protocol from that
table, the match over as ``winner >= 0``. Every field is JSON-ready, so
``to_json`` / ``from_json`` and ``clone`` are exact.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from arena.core.copier import field_copier
from arena.core.errors import IllegalActionError, StateFormatError
from arena.core.flow import FlowState, Task
from arena.core.state import State
from arena.games.knockdown.actions import Action
from arena.games.knockdown.datamodel import Attack, SkillCard
from arena.games.knockdown.tasks import AttackContext, DealSkill

if TYPE_CHECKING:
    from arena.games.knockdown.game import Knockdown

LIST_FIELDS = (
    "skill_pool",
    "removed",
    "facedown",
    "wins",
    "cells",
    "heavy",
    "light",
    "poison",
    "deck",
    "display",
    "discard",
    "candle_cells",
    "combo_specials",
    "turn_specials",
)
NESTED_FIELDS = ("dealt", "kept", "received", "faceup", "hands")
"""Per-seat lists: each seat's list is replaced, never changed in place (clones share them)."""
SHARED_FIELDS = (
    "skill_pool",
    "removed",
    "facedown",
    "wins",
    "candle_cells",
    "combo_specials",
    "turn_specials",
    "dealt",
    "kept",
    "received",
    "faceup",
)
"""Fields replaced whole (``rules.with_seat`` for one seat's entry), never changed in place: clones
share them (they change only in the skill draft and at a round's end)."""
SCALAR_FIELDS = (
    "revealed",
    "round",
    "round_starter",
    "winner",
    "deck_candles",
    "candles_drawn",
    "turn_player",
    "turns",
    "actions_left",
    "combo_steps",
)
FIELDS = (*LIST_FIELDS, *NESTED_FIELDS, *SCALAR_FIELDS, "tokens", "attacks", "stack")


class KnockdownState(FlowState[Action], State[Action]):
    """One position of a Knockdown match (best of three rounds). Cards and skills are indexes
    into the game set's lists; seats are 0 and 1."""

    FLOW_MODULE = "arena.games.knockdown.flow"

    __slots__ = (*FIELDS, "game")

    END_RULE = 'seed 002, "轮次结束条件"'
    game: Knockdown
    skill_pool: list[int]
    """Skill cards not dealt (hidden)."""
    dealt: list[list[int]]
    kept: list[list[int]]
    received: list[list[int]]
    """The two skill cards each seat received from the other in the draft."""
    removed: list[int]
    """The received card each seat did not keep (``-1``: none yet)."""
    faceup: list[list[int]]
    facedown: list[int]
    revealed: bool
    """Whether the face-up skills have been shown (both chosen)."""
    round: int
    wins: list[int]
    round_starter: int
    winner: int
    """The match's winner (``-1`` while it goes on)."""
    cells: list[int]
    """Each fighter's cell."""
    heavy: list[int]
    light: list[int]
    tokens: list[dict[str, int]]
    poison: list[int]
    deck: list[int]
    deck_candles: int
    """Candle cards still in the deck (their positions in it are chance)."""
    display: list[int]
    hands: list[list[int]]
    discard: list[int]
    candles_drawn: int
    candle_cells: list[int]
    """The two candle columns' cells on the bottom row (``-1`` before the first candle)."""
    turn_player: int
    turns: int
    actions_left: int
    combo_specials: list[int]
    """Specials used in the current combo (each once per combo)."""
    turn_specials: list[int]
    """Specials used this turn (the ``special_limit: turn`` house rule)."""
    combo_steps: int
    attacks: list[AttackContext]
    """Attacks being resolved, innermost (a response) last."""
    stack: list[Task]

    def __init__(self, game: Knockdown) -> None:
        self.game = game
        self.skill_pool = list(range(len(game.gset.skills)))
        self.dealt, self.kept, self.received = [[], []], [[], []], [[], []]
        self.removed = [-1, -1]
        self.faceup = [[], []]
        self.facedown = [-1, -1]
        self.revealed = False
        self.round = 0
        self.wins = [0, 0]
        self.round_starter = 0
        self.winner = -1
        self.cells = [game.grid.cell(c, r) for c, r in game.gset.arena.starts]
        self.heavy, self.light, self.poison = [0, 0], [0, 0], [0, 0]
        self.tokens = [{}, {}]
        self.deck = []
        self.deck_candles = 0
        self.display = []
        self.hands = [[], []]
        self.discard = []
        self.candles_drawn = 0
        self.candle_cells = [-1, -1]
        self.turn_player = 0
        self.turns = 0
        self.actions_left = 0
        self.combo_specials, self.turn_specials = [], []
        self.combo_steps = 0
        self.attacks = []
        self.stack = []

    @classmethod
    def initial(cls, game: Knockdown) -> KnockdownState:
        state = cls(game)
        state.stack = [DealSkill()]
        return state

    # -- copies and JSON -----------------------------------------------------------------------
    def clone(self) -> KnockdownState:
        return _copy_state(self)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {name: list(getattr(self, name)) for name in LIST_FIELDS}
        out |= {name: [list(x) for x in getattr(self, name)] for name in NESTED_FIELDS}
        out |= {name: getattr(self, name) for name in SCALAR_FIELDS}
        out["tokens"] = [dict(t) for t in self.tokens]
        out["attacks"] = [ctx.to_json() for ctx in self.attacks]
        out["stack"] = self.FLOW.to_json(self.stack)
        return out

    @classmethod
    def from_json(cls, game: Knockdown, data: Any) -> KnockdownState:
        if not isinstance(data, dict) or set(data) != set(FIELDS):
            raise StateFormatError("a knockdown state needs exactly the fields " + ", ".join(FIELDS))
        state = cls(game)
        for name in (*LIST_FIELDS, *NESTED_FIELDS, *SCALAR_FIELDS, "tokens"):
            value = data[name]
            if type(value) is not type(getattr(state, name)):
                raise StateFormatError(f"knockdown state field {name!r} has the wrong type")
            if name in NESTED_FIELDS or name == "tokens":
                if len(value) != 2 or not all(isinstance(x, list | dict) for x in value):
                    raise StateFormatError(f"knockdown state field {name!r} needs one entry per seat")
                value = [type(x)(x) for x in value]
            elif isinstance(value, list):
                value = list(value)
            setattr(state, name, value)
        if not isinstance(data["attacks"], list):
            raise StateFormatError("knockdown state field 'attacks' has the wrong type")
        state.attacks = [AttackContext.from_json(ctx) for ctx in data["attacks"]]
        state.stack = cls.FLOW.from_json(data["stack"])
        return state

    # -- shortcuts -------------------------------------------------------------------------------
    def side(self, p: int) -> Any:
        return self.game.sides[p]

    def active_skills(self, p: int) -> list[SkillCard]:
        return [self.game.gset.skills[s] for s in self.faceup[p]]

    def symbols(self, card: int) -> tuple[str, ...]:
        return self.game.card_symbols[card]

    def free_neighbours(self, p: int) -> list[int]:
        t = self.game.tables
        return list(t.free[self.cells[p] * t.n + self.cells[1 - p]])

    def distance(self) -> int:
        return self.game.grid.distance(self.cells[0], self.cells[1])

    def attack_of(self, ctx: AttackContext) -> Attack:
        """The card or special an attack context resolves."""
        if ctx.source == "card":
            return self.game.gset.attacks[ctx.index]
        return self.game.specials[ctx.index]

    def lose_card(self, p: int, card: int) -> None:
        """A card leaves ``p``'s hand for the discard pile."""
        self.hands[p] = [c for c in self.hands[p] if c != card]
        self.discard.append(card)

    def wound(self, p: int, heavy: int, light: int) -> None:
        self.heavy[p] += heavy
        self.light[p] += light

    # -- the State protocol --------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.winner >= 0

    def illegal_reason(self, action: Action) -> IllegalActionError | None:
        from arena.games.knockdown.refusals import refusal

        return refusal(self, action)

    def returns(self) -> list[float]:
        if self.winner < 0:
            return [0.0, 0.0]
        return [1.0, -1.0] if self.winner == 0 else [-1.0, 1.0]

    def view(self, player: int | None) -> dict[str, Any]:
        from arena.games.knockdown.view import player_view

        return player_view(self, player)

    def resample_hidden(self, player: int, rng: random.Random) -> KnockdownState:
        from arena.games.knockdown.view import resample

        return resample(self, player, rng)

    def __str__(self) -> str:
        g = self.game
        cells = ["." for _ in range(g.grid.n)]
        for p in (0, 1):
            cells[self.cells[p]] = "12"[p]
        rows = [
            "".join(cells[r * g.grid.columns : (r + 1) * g.grid.columns])
            for r in reversed(range(g.grid.rows))
        ]
        return (
            f"round {self.round} wins {self.wins} turn P{self.turn_player + 1} "
            f"wounds {self.heavy}/{self.light} stack {[t.kind for t in self.stack[-3:]]}\n" + "\n".join(rows)
        )


# Attack contexts and task records are immutable: their lists are copied shallowly. The rules
# replace each seat's hand and token dict (``hands[p] = ...``), never change them in place, so
# a clone copies the outer lists only; the SHARED_FIELDS are not copied at all.
_copy_state = field_copier(
    KnockdownState,
    shared=("game", *SCALAR_FIELDS, *SHARED_FIELDS),
    lists=(
        *(f for f in (*LIST_FIELDS, *NESTED_FIELDS) if f not in SHARED_FIELDS),
        "tokens",
        "attacks",
        "stack",
    ),
)
