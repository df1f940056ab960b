"""Skills used on any player's turn — Motivation (research mageknight_data §5: "on any player's
turn: draw 2 cards; ... may not use another Motivation until end of your next turn").

On its owner's turn such a Skill is one of the turn's options (``cards.skill_options``). Off
that turn, the moment offered is the end of each other player's turn, after its draw (house
reading, docs/mageknight.md): every change the turn makes — its Fame for the lowest-Fame
token — is then known, and no later moment of that turn offers more. The other players are
asked in seat order from the active player's left, each deciding ``skill <id>`` or ``done``;
a mana token gained there returns at once, as tokens do at the end of a turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.mageknight import cards
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.costs import DONE
from arena.games.mageknight.interactive import others
from arena.games.mageknight.interplay import AnyTurnSkill, ReturnTokens

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

RULE = 'research mageknight_data §5 (Motivation, "on any player\'s turn")'


def window(state: MageKnightState, seat: int) -> list[AnyTurnSkill]:
    """The end of ``seat``'s turn: the other players are asked (none in solo)."""
    rest = others(state, seat)
    return [AnyTurnSkill(rest[0], rest[1:])] if rest else []


def skills(state: MageKnightState, seat: int) -> list[str]:
    """``seat``'s unused Skills usable on any turn, not under their shared lock."""
    content = state.game.content.skills
    return [s for s in cards.ready_skills(state, seat) if content[s].any_turn]


def options(state: MageKnightState, task: AnyTurnSkill) -> list[Action]:
    return [*(act("skill", s) for s in skills(state, task.player)), DONE]


def settle(state: MageKnightState, task: AnyTurnSkill, events: list[Event]) -> bool:
    """Nothing to use: the next player is asked."""
    if skills(state, task.player):
        return False
    _next(state, task)
    return True


def take(state: MageKnightState, task: AnyTurnSkill, a: Action, events: list[Event]) -> None:
    _next(state, task)
    if a.verb == "skill":  # pushed last, resolved first: the Skill, its tokens returned, the next player
        state.push(ReturnTokens(task.player))
        cards.use_skill(state, task.player, a, events, lock_turns=1)  # until the end of its next turn


def _next(state: MageKnightState, task: AnyTurnSkill) -> None:
    if task.rest:
        state.push(AnyTurnSkill(task.rest[0], task.rest[1:]))


def return_tokens(state: MageKnightState, task: ReturnTokens, events: list[Event]) -> None:
    hero = state.heroes[task.player]
    if hero.tokens and events is not DISCARDED:
        tokens = ", ".join(hero.tokens)
        say = msg(
            "mk-ev-tokens-return",
            player=Seat(task.player),
            colours=tuple(Ref("mana", c) for c in hero.tokens),
        )
        events.append(Event("tokens-return", {"player": task.player, "tokens": list(hero.tokens)},
                            f"P{task.player + 1}'s mana tokens return at the end of the turn: {tokens}", say=say))  # fmt: skip
    if hero.tokens:
        hero.tokens = []
