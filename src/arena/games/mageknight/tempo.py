"""Steady Tempo (Advanced Action; research mageknight_data §2: "Move 2; at end of turn may put
this on the bottom of the Deed deck (if deck not empty) instead of discarding" / "Move 4; may
put it on top of the Deed deck"): the ``return_to_deck`` modifier, offered as a decision when
the turn's played cards are discarded (before drawing, so a card put on top is drawn again).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.durations import active
from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.effecttree import modifier_params
from arena.games.mageknight.tasks import ReturnToDeck

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

RULE = "research mageknight_data §2 (Steady Tempo)"
KEEP_DISCARDED = act("pick", "discard")


def returns(state: MageKnightState, seat: int) -> list[ReturnToDeck]:
    """One decision per ``return_to_deck`` modifier in force (read before the turn's expire)."""
    out = []
    for modifier in active(state.modifiers, "return_to_deck", seat):
        where = str(modifier_params(state, modifier).get("position", "bottom"))
        out.append(ReturnToDeck(seat, str(modifier.args[1]), where))
    return out


def options(state: MageKnightState, task: ReturnToDeck) -> list[Action]:
    hero = state.heroes[task.player]
    if task.card not in hero.discard or (task.position == "bottom" and not len(hero.deck)):
        return []
    return [KEEP_DISCARDED, act("pick", task.position)]


def settle(state: MageKnightState, task: ReturnToDeck, events: list[Event]) -> bool:
    """Nothing to decide: the card did not reach the discard pile (Time Bending), or the deck
    is empty (the bottom placement needs a deck)."""
    return not options(state, task)


def place(state: MageKnightState, task: ReturnToDeck, a: Action, events: list[Event]) -> None:
    if a == KEEP_DISCARDED:
        return
    hero = state.heroes[task.player]
    hero.discard.remove(task.card)
    if task.position == "top":
        hero.deck.top.insert(0, task.card)
    else:
        hero.deck.bottom.append(task.card)
    if events is not DISCARDED:
        where = "on top of" if task.position == "top" else "at the bottom of"
        say = msg(f"mk-ev-deck-{task.position}", player=Seat(task.player), card=Ref("card", task.card))
        events.append(Event("return-to-deck", {"player": task.player, "card": task.card, "where": task.position},
                            f"P{task.player + 1} puts {task.card} {where} the Deed deck", say=say))  # fmt: skip
