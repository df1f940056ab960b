"""Polarization (Arythea's Skill, once a turn; research mageknight_data §5: "use 1 mana as its
opposite colour (red↔blue, green↔white); by Day black may be used as any basic colour (not to
power spells); at Night gold may be used as black to power a spell").

Arena's form (docs/mageknight.md): the Skill turns one mana the hero can use now — a token, a
crystal or a Source die (its usual die for the turn) — into a mana token of the new colour, used
like any token this turn. Known limit: a basic token made from black by Day may then power a
Spell, which the card forbids.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.mageknight import mana
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.payment import spend, usual_dice
from arena.games.mageknight.tasks import HandlerStep

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

OPPOSITE = {mana.RED: mana.BLUE, mana.BLUE: mana.RED, mana.GREEN: mana.WHITE, mana.WHITE: mana.GREEN}


def _turns_into(state: MageKnightState, colour: str) -> list[str]:
    night = state.night_now()
    if colour in OPPOSITE:
        return [OPPOSITE[colour]]
    if colour == mana.BLACK and not night:
        return list(mana.BASIC)
    if colour == mana.GOLD and night:
        return [mana.BLACK]
    return []


def sources(state: MageKnightState, seat: int) -> list[str]:
    """The mana the hero could turn now (named as in the notation)."""
    hero = state.heroes[seat]
    out = [f"token:{c}" for c in sorted(set(hero.tokens)) if _turns_into(state, c)]
    out += [f"crystal:{c}" for c in mana.BASIC if hero.crystals.get(c, 0)]
    return out + [f"die:{i}" for i in usual_dice(state) if _turns_into(state, state.source[i])]


def options(state: MageKnightState, task: HandlerStep) -> list[Action]:
    if task.stage == "colour":
        return [act("pick", c) for c in _turns_into(state, task.picked[0])]
    return [act("pick", s) for s in sources(state, task.player)]


def step(state: MageKnightState, task: HandlerStep, a: Action, events: list[Event]) -> None:
    seat = task.player
    if task.stage == "colour":
        _gain(state, seat, task.picked[0], a.args[0], events)
        return
    colour = spend(state, seat, a.args[0], use=False)  # used as the colour it turns into
    targets = _turns_into(state, colour)
    if len(targets) > 1:
        state.push(HandlerStep(seat, "polarization", "colour", (colour,)))
        return
    _gain(state, seat, colour, targets[0], events)


def _gain(state: MageKnightState, seat: int, was: str, colour: str, events: list[Event]) -> None:
    state.heroes[seat].tokens.append(colour)
    if events is not DISCARDED:
        say = msg("mk-ev-polarization", player=Seat(seat), was=Ref("mana", was), colour=Ref("mana", colour))
        events.append(Event("polarization", {"player": seat, "from": was, "to": colour},
                            f"P{seat + 1} polarizes {was} mana into {colour}", say=say))  # fmt: skip
