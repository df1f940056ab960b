"""The Dummy player's turns (solo; research mageknight §1.12, data §11.1).

"Dummy turn: if deck empty → announces End of the Round; else flip 3 cards to its discard; if it
holds crystals of the last card's colour, flip that many more" — flips are chance draws from its
shuffled deck. Not enough cards: it flips what is left and announces on its next turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, msg
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.rounds import announce_end_of_round
from arena.games.mageknight.tasks import DUMMY, DummyFlip, DummyTurn

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

FLIPS = 3


def dummy_turn(state: MageKnightState, task: DummyTurn, events: list[Event]) -> None:
    assert state.dummy is not None
    if not len(state.dummy.deck):
        announce_end_of_round(state, DUMMY, events)
        return
    state.push(DummyFlip(FLIPS, extend=True))


def flip_weights(state: MageKnightState, task: DummyFlip) -> list[tuple[Action, int]]:
    assert state.dummy is not None
    return [(Action("draw", (card,)), w) for card, w in state.dummy.deck.draw_weights()]


def settle_flip(state: MageKnightState, task: DummyFlip, events: list[Event]) -> bool:
    assert state.dummy is not None
    deck = state.dummy.deck
    if not len(deck):
        return True
    known = deck.known_next()
    if known is None:
        return False
    flip(state, task, act("draw", known), events)
    return True


def flip(state: MageKnightState, task: DummyFlip, a: Action, events: list[Event]) -> None:
    assert state.dummy is not None
    card = a.args[0]
    state.dummy.deck.take(card)
    state.dummy.discard.append(card)
    if events is not DISCARDED:
        events.append(Event("dummy-flip", {"card": card}, f"the Dummy flips {card}",
                            say=msg("mk-ev-dummy-flip", card=Ref("card", card))))  # fmt: skip
    if task.n > 1:
        state.push(DummyFlip(task.n - 1, task.extend))
    elif task.extend:
        more = state.dummy.crystals.get(state.game.card_colour(card), 0)
        if more:
            state.push(DummyFlip(more, extend=False))
