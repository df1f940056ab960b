"""A public, validated position builder for Map & Duel (rule tests, what-if tools)::

    state = MapDuelPosition(state).give(0, "frying-pan").hp(1, 2).cell(0, 20).build()

It edits a position through named operations (cards from the deck into a hand or equipment,
HP, a player's cell, the moves of the player about to roll) and :meth:`build` checks every
invariant of the position (cards conserved, HP within bounds, equipment within slots), naming
each problem.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from arena.core.errors import StateFormatError
from arena.games.mapduel.tasks import BeforeRoll

if TYPE_CHECKING:
    from arena.games.mapduel.state import MapDuelState


class MapDuelPosition:
    def __init__(self, state: MapDuelState) -> None:
        self.state = state

    def _take(self, card_id: str) -> int:
        card = self.state.game.codec.card_index[card_id]
        if self.state.deck[card] <= 0:
            raise StateFormatError(f"no {card_id} left in the deck")
        self.state.deck[card] -= 1
        return card

    def _changed(self) -> MapDuelPosition:
        self.state.forget_legal()
        return self

    def give(self, player: int, *card_ids: str) -> MapDuelPosition:
        """Move cards from the deck into ``player``'s hand."""
        for cid in card_ids:
            self.state.hands[player].append(self._take(cid))
        self.state.hands[player].sort()
        return self._changed()

    def equip(self, player: int, *card_ids: str) -> MapDuelPosition:
        """Move cards from the deck into ``player``'s equipment."""
        for cid in card_ids:
            self.state.equipment[player].append(self._take(cid))
        self.state.equipment[player].sort()
        return self._changed()

    def deck(self, *card_ids: str) -> MapDuelPosition:
        """The deck holds exactly these cards; the rest of it goes to the discard pile."""
        state = self.state
        keep = [state.game.codec.card_index[cid] for cid in card_ids]
        for card, count in enumerate(state.deck):
            stay = min(count, keep.count(card))
            if stay < keep.count(card):
                raise StateFormatError(f"not enough {state.game.cards[card].id} in the deck")
            state.discard[card] += count - stay
            state.deck[card] = stay
        return self._changed()

    def hp(self, player: int, value: int) -> MapDuelPosition:
        self.state.health[player] = value
        return self._changed()

    def cell(self, player: int, cell: int) -> MapDuelPosition:
        """Put ``player`` on loop cell ``cell`` (``0``: the start; 24: a full lap)."""
        self.state.position[player] = cell
        return self._changed()

    def moves(self, count: int) -> MapDuelPosition:
        """The player about to roll has ``count`` moves this turn (2: "act twice", B-5)."""
        top = self.state.top()
        if not isinstance(top, BeforeRoll):
            raise StateFormatError("nobody is about to roll")
        self.state.stack[-1] = replace(top, moves=count)
        return self._changed()

    def build(self) -> MapDuelState:
        problems = self.state.game.invariant_errors(self.state)
        if problems:
            raise StateFormatError("not a Map & Duel position: " + "; ".join(problems))
        return self.state


def invariant_errors(state: MapDuelState) -> list[str]:
    """Every broken invariant of a Map & Duel position (empty: a legal one)."""
    problems: list[str] = []
    game = state.game
    commits = sum(len(cs) for cs in state.duel.committed) if state.duel else 0
    total = (
        sum(state.deck)
        + sum(state.discard)
        + sum(map(len, state.hands))
        + sum(map(len, state.equipment))
        + commits
    )
    if total != game.deck_size():
        problems.append(f"{total} cards accounted for, not {game.deck_size()}")
    if min(state.deck) < 0 or min(state.discard) < 0:
        problems.append("a negative card count")
    for p in range(game.num_players):
        if state.duel is None and state.health[p] > state.max_health[p]:
            problems.append(f"player {p} has more HP than their maximum")
        if state.duel is None and len(state.equipment[p]) > state.slots[p] and not state.stack:
            problems.append(f"player {p} wears more equipment than their slots")
    return problems
