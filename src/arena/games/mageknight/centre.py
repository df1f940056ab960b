"""Tovak's and Goldyx's interactive Skills, whose token lies in the centre (or in the Source)
until the start of the owner's next turn (research mageknight_data §5; decisions MK6):

- ``mana_exploit`` (Mana Exploit): "choose a colour other than gold (black included, by the
  wording): +token(c); mark the centred token with colour c; until the start of your next turn
  each other player takes 1 Wound when, on their turn, they use mana of any other colour — at
  most 1 Wound per colour per player; gold counts as the colour it is used as" (the Wounds:
  ``payment.mana_used``).
- ``source_freeze`` (Source Freeze): "put the token in the Source: while it is there, other
  players cannot use their usual one Source die; on your next turn gain 1 crystal of any basic
  colour shown by a Source die (that die is not rerolled), then take the token back face down"
  (MK6: dice granted by effects stay usable; ``payment.usual_dice``).

Prayer of Weather's token changes terrain costs (``movement``); Healing Ritual acts at once
(``ritual``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.durations import Modifier, active
from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.mageknight import mana
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.payment import open_dice
from arena.games.mageknight.tasks import HandlerStep
from arena.games.mageknight.turnrecord import UNTIL_OWNER_TURN

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

HANDLERS = frozenset({"mana_exploit", "source_freeze"})
EXPLOIT_COLOURS = (mana.RED, mana.BLUE, mana.GREEN, mana.WHITE, mana.BLACK)


def start(state: MageKnightState, seat: int, handler: str) -> None:
    if handler == "mana_exploit":
        state.push(HandlerStep(seat, handler, "colour"))
    else:
        state.modifiers.append(Modifier(handler, UNTIL_OWNER_TURN, seat, ()))


def _basic_dice(state: MageKnightState) -> list[int]:
    return [i for i in open_dice(state) if state.source[i] in mana.BASIC]


def options(state: MageKnightState, task: HandlerStep) -> list[Action]:
    if task.handler == "mana_exploit":
        return [act("pick", c) for c in EXPLOIT_COLOURS]
    return [act("pick", f"die:{i}") for i in _basic_dice(state)]


def step(state: MageKnightState, task: HandlerStep, a: Action, events: list[Event]) -> None:
    seat = task.player
    hero = state.heroes[seat]
    if task.handler == "mana_exploit":
        colour = a.args[0]
        hero.tokens.append(colour)
        state.modifiers.append(Modifier("mana_exploit", UNTIL_OWNER_TURN, seat, (colour,)))
        if events is not DISCARDED:
            say = msg("mk-ev-mana-exploit", player=Seat(seat), colour=Ref("mana", colour))
            events.append(Event("mana-exploit", {"player": seat, "colour": colour},
                                f"P{seat + 1} exploits {colour} mana: other colours wound the others", say=say))  # fmt: skip
        return
    die = int(a.args[0].partition(":")[2])
    colour = state.source[die]
    if not mana.gain_crystal(hero.crystals, colour):
        hero.tokens.append(colour)
    if events is not DISCARDED:
        from arena.games.mageknight.effecttext import crystal_event

        events.append(
            crystal_event(seat, colour, f"P{seat + 1} thaws the Source: a {colour} crystal (die {die})")
        )


def owner_turn_starts(state: MageKnightState, seat: int) -> None:
    """Before the owner's centre tokens come back: Source Freeze's crystal, if a die shows a
    basic colour."""
    if active(state.modifiers, "source_freeze", seat) and _basic_dice(state):
        state.push(HandlerStep(seat, "source_freeze", "crystal"))
