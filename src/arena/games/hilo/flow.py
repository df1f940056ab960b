"""Hi-Lo Duel's turn structure as tasks on the shared flow engine.

Deal the hands one card at a time (chance over what is left), then tricks: the leader plays,
the other seat plays, a die decides whether the higher or the lower card wins (house rules
of the template, ``data/cards.yaml``), the winner scores and leads next. When the hands are
empty the game ends.
"""

from __future__ import annotations

from fractions import Fraction
from typing import ClassVar

from arena.core.events import Event
from arena.core.flow import Flow, Task, task_record
from arena.core.text import Seat, msg
from arena.games.hilo.actions import Action
from arena.games.hilo.state import HiLoState

RULE_PLAY = "Hi-Lo Duel, trick: play a card from your hand"
RULE_DEAL = "Hi-Lo Duel, set-up: deal one card at a time"
RULE_DIE = "Hi-Lo Duel, trick: the die decides high or low"
# The events' sentences are said by the game's catalog (strings/*.ftl); ``text`` keeps the
# English for logs written without one.

FLOW: Flow[HiLoState] = Flow("hilo")
HiLoState.FLOW = FLOW


@task_record
class DealCard(Task):
    kind: ClassVar[str] = "deal-card"
    player: int


@task_record
class Lead(Task):
    kind: ClassVar[str] = "lead"
    player: int


@task_record
class Follow(Task):
    kind: ClassVar[str] = "follow"
    player: int


@task_record
class RollDie(Task):
    kind: ClassVar[str] = "roll-die"


@task_record
class Finish(Task):
    kind: ClassVar[str] = "finish"


def opening_tasks(hand_size: int) -> list[Task]:
    """The deal (alternating, seat 0 first) and the first trick."""
    return [*(DealCard(i % 2) for i in range(2 * hand_size)), Lead(0)]


# -- dealing ---------------------------------------------------------------------------------
def _deal_weights(state: HiLoState, task: DealCard) -> list[tuple[Action, int]]:
    """Each value left in the deck, weighted by its copies (a card at a time, MK5's way)."""
    values = state.game.cards.values
    return [(Action("deal", values[i]), n) for i, n in enumerate(state.deck) if n]


@FLOW.chance(DealCard, weights=_deal_weights, rule=RULE_DEAL)
def _deal(state: HiLoState, task: DealCard, action: Action, events: list[Event]) -> None:
    state.deck[state.game.cards.values.index(action.value)] -= 1
    state.hands[task.player] = sorted([*state.hands[task.player], action.value])
    who = Seat(task.player)
    events.append(
        Event(
            "deal",
            {"player": task.player, "value": action.value},
            f"seat {task.player} is dealt a {action.value}",
            frozenset({task.player}),
            {
                "player": task.player,
                "text": f"seat {task.player} is dealt a card",
                "say": msg("hilo-deal-hidden", player=who),
            },
            msg("hilo-deal", player=who, value=action.value),
        )
    )


# -- the trick -------------------------------------------------------------------------------
def _plays(state: HiLoState, task: Lead | Follow) -> list[Action]:
    return [Action("play", v) for v in sorted(set(state.hands[task.player]))]


def _play(state: HiLoState, player: int, value: int, events: list[Event]) -> None:
    state.hands[player].remove(value)
    state.table[player] = value
    say = msg("hilo-event-play", player=Seat(player), value=value)
    events.append(Event("play", {"player": player, "value": value}, f"seat {player} plays {value}", say=say))


@FLOW.decision(Lead, legal=_plays, rule=RULE_PLAY)
def _lead(state: HiLoState, task: Lead, action: Action, events: list[Event]) -> None:
    _play(state, task.player, action.value, events)
    state.push(Follow(1 - task.player))


@FLOW.decision(Follow, legal=_plays, rule=RULE_PLAY)
def _follow(state: HiLoState, task: Follow, action: Action, events: list[Event]) -> None:
    _play(state, task.player, action.value, events)
    state.push(RollDie())


def _die_outcomes(state: HiLoState, task: RollDie) -> list[tuple[Action, Fraction]]:
    return [(Action("die", face), Fraction(1, 6)) for face in range(1, 7)]


@FLOW.chance(RollDie, outcomes=_die_outcomes, rule=RULE_DIE)
def _roll(state: HiLoState, task: RollDie, action: Action, events: list[Event]) -> None:
    state.last_die = action.value
    low_wins = action.value in state.game.cards.low_wins_faces
    a, b = state.table
    winner = -1 if a == b else int((b > a) != low_wins)
    if winner >= 0:
        state.scores[winner] += 1
        state.leader = winner
    for v in state.table:
        state.discard[state.game.cards.values.index(v)] += 1
    state.table = [0, 0]
    what = "the lower card wins" if low_wins else "the higher card wins"
    result = "a tie" if winner < 0 else f"seat {winner} takes the trick"
    if winner < 0:
        say = msg("hilo-event-tie", face=action.value)
    else:
        key = "hilo-event-trick-low" if low_wins else "hilo-event-trick-high"
        say = msg(key, face=action.value, player=Seat(winner))
    events.append(
        Event(
            "trick",
            {"die": action.value, "winner": winner},
            f"die {action.value}: {what}, {result}",
            say=say,
        )
    )
    state.push(Lead(state.leader) if state.hands[state.leader] else Finish())


@FLOW.automatic(Finish)
def _finish(state: HiLoState, task: Finish, events: list[Event]) -> None:
    state.over = True
    first, second = state.scores
    events.append(
        Event(
            "end",
            {"scores": list(state.scores)},
            f"final score {first}-{second}",
            say=msg("hilo-event-end", first=first, second=second),
        )
    )
