"""Meditation / Trance (Spell 108; research mageknight_data §3: "pick 2 random cards from
discard pile, put on top or bottom of Deed deck; next draw Hand limit +2" / "same but you
choose the cards"). The Hand limit part is the ``hand_limit`` modifier of the card's data;
this is the named handler ``meditation``.

The picked card stays in the discard pile until it is placed (cards are conserved at every
step); each card is placed before the next is picked, so the second cannot be the first.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.tasks import MeditationChoose, MeditationDraw, MeditationPlace

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

RULE = "research mageknight_data §3, Spell 108 (Meditation / Trance)"
TOP = act("pick", "top")
BOTTOM = act("pick", "bottom")


def start(state: MageKnightState, seat: int, cards: int, choose: bool) -> None:
    state.push(MeditationChoose(seat, cards) if choose else MeditationDraw(seat, cards))


# -- Meditation: a random card ------------------------------------------------------------------
def draw_weights(state: MageKnightState, task: MeditationDraw) -> list[tuple[Action, int]]:
    """Each kind of card in the discard pile, weighted by its copies."""
    return [(act("draw", c), n) for c, n in sorted(Counter(state.heroes[task.player].discard).items())]


def settle_draw(state: MageKnightState, task: MeditationDraw, events: list[Event]) -> bool:
    """Nothing left to take, or no chance in it (one kind of card left)."""
    pile = state.heroes[task.player].discard
    if task.left <= 0 or not pile:
        return True
    if len(set(pile)) == 1:
        drawn(state, task, act("draw", pile[0]), events)
        return True
    return False


def drawn(state: MageKnightState, task: MeditationDraw, a: Action, events: list[Event]) -> None:
    card = a.args[0]
    if events is not DISCARDED:
        say = msg("mk-ev-meditation", player=Seat(task.player), card=Ref("card", card))
        events.append(Event("meditation", {"player": task.player, "card": card},
                            f"Meditation picks {card} from P{task.player + 1}'s discard pile", say=say))  # fmt: skip
    state.push(MeditationPlace(task.player, card, task.left - 1, False))


# -- Trance: a chosen card ----------------------------------------------------------------------
def choose_options(state: MageKnightState, task: MeditationChoose) -> list[Action]:
    return [act("pick", c) for c in sorted(set(state.heroes[task.player].discard))]


def settle_choose(state: MageKnightState, task: MeditationChoose, events: list[Event]) -> bool:
    return task.left <= 0 or not state.heroes[task.player].discard


def chosen(state: MageKnightState, task: MeditationChoose, a: Action, events: list[Event]) -> None:
    state.push(MeditationPlace(task.player, a.args[0], task.left - 1, True))


# -- top or bottom ------------------------------------------------------------------------------
def place_options(state: MageKnightState, task: MeditationPlace) -> list[Action]:
    return [BOTTOM, TOP]


def place(state: MageKnightState, task: MeditationPlace, a: Action, events: list[Event]) -> None:
    hero = state.heroes[task.player]
    hero.discard.remove(task.card)
    if a == TOP:
        hero.deck.top.insert(0, task.card)
    else:
        hero.deck.bottom.append(task.card)
    if events is not DISCARDED:
        where = "on top of" if a == TOP else "at the bottom of"
        say = msg(f"mk-ev-deck-{a.args[0]}", player=Seat(task.player), card=Ref("card", task.card))
        events.append(Event("meditation-place", {"player": task.player, "card": task.card, "where": a.args[0]},
                            f"P{task.player + 1} puts {task.card} {where} the Deed deck", say=say))  # fmt: skip
    if task.left > 0:
        state.push(
            MeditationChoose(task.player, task.left)
            if task.choose
            else MeditationDraw(task.player, task.left)
        )
