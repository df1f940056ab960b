"""What a Mage Knight refusal is: a reason code, the rule it cites and the sentence the player
reads (:mod:`refusals` and the modules it delegates to build them), and the small readers of an
action's arguments they share."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arena.core.text import Arg, Msg, msg

if TYPE_CHECKING:
    from arena.games.mageknight.actions import Action
    from arena.games.mageknight.hexes import Hex
    from arena.games.mageknight.state import MageKnightState


@dataclass(frozen=True, slots=True)
class Why:
    """A reason: its code, the rule it cites (a :data:`RULES` id, or empty) and the sentence."""

    reason: str
    rule: str
    say: Msg


def why(reason: str, rule: str, key: str = "", /, **args: Arg) -> Why:
    return Why(reason, rule, msg(key or f"mk-refuse-{reason}", **args))


def hero_hex(state: MageKnightState, seat: int) -> Hex:
    here = state.heroes[seat].position
    if here is None:
        raise ValueError("the figure is off the map")
    return here


def hex_arg(a: Action, at: int = 0) -> Hex:
    return (int(a.args[at]), int(a.args[at + 1]))
