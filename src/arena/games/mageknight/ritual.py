"""Healing Ritual (Arythea's interactive Skill, once a Round; research mageknight_data §5: "not in
combat: throw away up to 2 Wounds from hand; one of them goes into the hand of the closest other
hero (tie: you choose) instead of the Wound pile (not Healing)"; decisions MK6: closest by hex
distance, a figure off the map counting as on the portal, a single Wound thrown away goes to that
hero).

``pick 1`` / ``pick 2``: how many Wounds; then, on a tie, ``pick <seat>`` names the hero.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.healing import take_wounds
from arena.games.mageknight.heroes import WOUND
from arena.games.mageknight.hexes import distance
from arena.games.mageknight.tasks import HandlerStep

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

PORTAL = (0, 0)


def closest(state: MageKnightState, seat: int) -> list[int]:
    """The other heroes nearest to ``seat``'s figure (several on a tie)."""
    here = state.heroes[seat].position or PORTAL
    others = {s: distance(here, h.position or PORTAL) for s, h in enumerate(state.heroes) if s != seat}
    if not others:
        return []
    near = min(others.values())
    return sorted(s for s, d in others.items() if d == near)


def usable(state: MageKnightState, seat: int) -> bool:
    return WOUND in state.heroes[seat].hand and bool(closest(state, seat))


def options(state: MageKnightState, task: HandlerStep) -> list[Action]:
    if task.stage == "hero":
        return [act("pick", s) for s in closest(state, task.player)]
    return [act("pick", n) for n in range(1, min(2, state.heroes[task.player].hand.count(WOUND)) + 1)]


def step(state: MageKnightState, task: HandlerStep, a: Action, events: list[Event]) -> None:
    seat = task.player
    if task.stage == "hero":
        _give(state, seat, int(a.args[0]), events)
        return
    wounds = int(a.args[0])
    for _ in range(wounds):
        state.heroes[seat].hand.remove(WOUND)
    if events is not DISCARDED:
        events.append(Event("healing-ritual", {"player": seat, "wounds": wounds},
                            f"P{seat + 1} throws away {wounds} Wounds",
                            say=msg("mk-ev-remove-wounds", player=Seat(seat), n=wounds)))  # fmt: skip
    near = closest(state, seat)
    if len(near) > 1:
        state.push(HandlerStep(seat, "healing_ritual", "hero"))
    else:
        _give(state, seat, near[0], events)


def _give(state: MageKnightState, seat: int, other: int, events: list[Event]) -> None:
    if events is not DISCARDED:
        say = msg(
            "mk-ev-wound-by", player=Seat(other), owner=Seat(seat), source=Ref("skill", "healing_ritual")
        )
        events.append(Event("wound", {"player": other, "n": 1}, f"P{other + 1} takes a Wound from P{seat + 1}'s ritual",
                            say=say))  # fmt: skip
    take_wounds(state, other, 1, events)
