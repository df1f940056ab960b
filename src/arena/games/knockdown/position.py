"""A public, validated position builder for Knockdown (rule tests, puzzles, what-if tools)::

    state = (KnockdownPosition(game).at("b1", "f2").hands(["c1", "c7"], ["c3"])
             .skills(faceup=(["s1"], ["s4"])).turn(0).build())

Cards and skills are named by their ids (``c1``..``c36``, ``s1``..``s12``). Unless given, the
display shows c30..c33 and every other card is in the deck (with a deck given, the cards named
nowhere are in the discard pile: all 36 are always somewhere). ``build`` runs
:meth:`Knockdown.invariant_errors` and refuses an impossible position, naming each problem.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.errors import StateFormatError
from arena.games.knockdown.rules import HAND_LIMIT
from arena.games.knockdown.tasks import Discard, TakeCard, Turn

if TYPE_CHECKING:
    from arena.games.knockdown.game import Knockdown
    from arena.games.knockdown.state import KnockdownState

DEFAULT_DISPLAY = ("c30", "c31", "c32", "c33")
ATTACK_CARDS = 36


def card_index(card_id: str) -> int:
    return int(card_id[1:]) - 1


class KnockdownPosition:
    """A seat's turn in round 1 of a match, set up piece by piece."""

    def __init__(self, game: Knockdown) -> None:
        self.game = game
        self._cells = ("b1", "f2")
        self._hands: tuple[list[str], list[str]] = ([], [])
        self._display: list[str] = list(DEFAULT_DISPLAY)
        self._deck: list[str] | None = None
        self._candles = 0
        self._faceup: tuple[list[str], list[str]] = ([], [])
        self._facedown: tuple[str | None, str | None] = (None, None)
        self._player = 0
        self._wounds = [(0, 0), (0, 0)]

    def at(self, first: str, second: str) -> KnockdownPosition:
        self._cells = (first, second)
        return self

    def hands(self, first: list[str], second: list[str]) -> KnockdownPosition:
        self._hands = (list(first), list(second))
        return self

    def display(self, cards: list[str]) -> KnockdownPosition:
        self._display = list(cards)
        return self

    def deck(self, cards: list[str], candles: int = 0) -> KnockdownPosition:
        self._deck, self._candles = list(cards), candles
        return self

    def candles(self, n: int) -> KnockdownPosition:
        self._candles = n
        return self

    def skills(
        self,
        faceup: tuple[list[str], list[str]] = ([], []),
        facedown: tuple[str | None, str | None] = (None, None),
    ) -> KnockdownPosition:
        self._faceup, self._facedown = faceup, facedown
        return self

    def wounds(self, seat: int, heavy: int, light: int) -> KnockdownPosition:
        self._wounds[seat] = (heavy, light)
        return self

    def turn(self, player: int) -> KnockdownPosition:
        """``player`` starts the round and is to act, with two actions."""
        self._player = player
        return self

    def build(self) -> KnockdownState:
        g = self.game
        skill = g.skill_ids.index
        s = g.new_initial_state()
        s.round, s.revealed, s.round_starter = 1, True, self._player
        s.cells = [g.grid.parse(self._cells[0]), g.grid.parse(self._cells[1])]
        s.hands = [sorted(card_index(c) for c in h) for h in self._hands]
        s.display = [card_index(c) for c in self._display]
        used = set(s.display) | set(s.hands[0]) | set(s.hands[1])
        if self._deck is not None:  # the cards named nowhere else are in the discard pile
            s.deck = sorted(card_index(c) for c in self._deck)
            s.discard = [i for i in range(ATTACK_CARDS) if i not in used and i not in s.deck]
        else:
            s.deck = [i for i in range(ATTACK_CARDS) if i not in used]
        s.deck_candles = self._candles
        s.skill_pool = []
        s.faceup = [[skill(x) for x in f] for f in self._faceup]
        s.facedown = [skill(x) if x else -1 for x in self._facedown]
        s.kept = [s.faceup[p] + ([s.facedown[p]] if s.facedown[p] >= 0 else []) for p in (0, 1)]
        s.tokens = [g.start_tokens(0), g.start_tokens(1)]
        s.heavy = [self._wounds[0][0], self._wounds[1][0]]
        s.light = [self._wounds[0][1], self._wounds[1][1]]
        s.turn_player, s.turns, s.actions_left = self._player, 1, 2
        s.stack = [Turn(self._player)]
        problems = g.invariant_errors(s)
        if problems:
            raise StateFormatError("not a Knockdown position: " + "; ".join(problems))
        return s


def invariant_errors(state: KnockdownState) -> list[str]:
    """Every broken invariant of a Knockdown position (empty: a legal one)."""
    problems: list[str] = []
    top = state.stack[-1] if state.stack else None
    if any(len(h) > HAND_LIMIT for h in state.hands) and not isinstance(top, Discard):
        problems.append(
            f"a hand holds more than {HAND_LIMIT} cards outside a discard"
        )  # seed 002, "手牌上限"
    if len(state.display) > 4:
        problems.append("the display holds more than 4 cards")
    taking = [t.card for t in state.stack if isinstance(t, TakeCard)]
    cards = state.display + state.deck + state.hands[0] + state.hands[1] + state.discard + taking
    if len(cards) != len(set(cards)):
        problems.append("an attack card is in two places")
    if any(c < 0 or c >= ATTACK_CARDS for c in cards):
        problems.append("no such attack card")
    if state.round and state.winner < 0 and len(cards) != ATTACK_CARDS:
        problems.append(f"{len(cards)} attack cards accounted for, not {ATTACK_CARDS}")
    if min(state.heavy + state.light + state.poison) < 0:
        problems.append("negative wounds or poison")
    if state.cells[0] == state.cells[1]:
        problems.append("both fighters on one cell")
    return problems
