"""The Tactics' effects (research mageknight §1.4, data §6; decisions MK3 item 9, MK13).

When taken: Rethink (discard up to 3 cards, Wounds allowed, draw as many, then shuffle the
discard pile into the Deed deck), Mana Steal (a basic-coloured Source die kept on the card, used
once this Day besides the turn's usual die, then rerolled), Great Start (draw 2: plain data),
Preparation (any card of the Deed deck into hand, the deck shuffled). Ongoing: Planning (Hand
limit +1 when drawing with at least 2 cards in hand: data). Announced with ``use-tactic``: The
Right Moment (another turn right after this one), Long Night (an empty Deed deck: 3 random cards
of the discard pile become the deck), Mana Search (before using Source mana this turn, reroll up
to 2 Source dice, depleted ones first), Midnight Meditation (before a turn: up to 5 cards from
hand shuffled into the deck, as many drawn). Sparing Power: before each turn, a card from the
deck goes face down under the card, or the card flips and they all join the hand. The Dummy
gains nothing from Tactic effects (MK13).
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from typing import TYPE_CHECKING

from arena.core.durations import active
from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.mageknight import effects as fx
from arena.games.mageknight import mana
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.effecttree import modifier_params, number
from arena.games.mageknight.heroes import HeroState
from arena.games.mageknight.payment import held_dice
from arena.games.mageknight.tasks import (
    DiscardToDeck,
    DrawCards,
    LongNightDraw,
    RerollDie,
    ShuffleDiscard,
    SpareCard,
    TacticStep,
)

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

USE = act("use-tactic")
DONE = act("draw-up")
STASH, TAKE = act("pick", "stash"), act("pick", "take")
LIMITS = {"rethink": 3, "midnight_meditation": 5, "mana_search": 2}
WHEN_TAKEN = frozenset({"rethink", "mana_steal", "preparation"})
"""The handlers resolved when the Tactic is taken (the others are announced, or ongoing)."""


def param(state: MageKnightState, tactic: str, name: str, default: int) -> int:
    effect = state.game.content.tactics[tactic].effect
    if not isinstance(effect, fx.Handler | fx.Modifier):
        return default
    value = effect.params.get(name, default)
    return value if isinstance(value, int) else default


def start(state: MageKnightState, seat: int, handler: str) -> None:
    """A when-taken handler begins (from the effect interpreter)."""
    tactic = state.heroes[seat].tactic
    stage = {"rethink": "discard", "mana_steal": "die", "preparation": "search"}[handler]
    state.push(TacticStep(seat, tactic, stage))


def usable_when_taken(state: MageKnightState, seat: int, handler: str) -> bool:
    hero = state.heroes[seat]
    if handler == "mana_steal":
        return bool(_stealable(state))
    if handler == "preparation":
        return bool(len(hero.deck))
    return handler == "rethink"


def _stealable(state: MageKnightState) -> list[int]:
    held = held_dice(state)
    return [i for i, c in enumerate(state.source) if c in mana.BASIC and i not in held]


# -- announced during a turn ------------------------------------------------------------------
def use_options(state: MageKnightState, seat: int) -> list[Action]:
    """``use-tactic`` when the hero's Tactic can be announced now."""
    hero = state.heroes[seat]
    turn = state.turn
    fresh = not (turn.played or turn.moved or turn.rested or turn.acted)
    tactic, flipped = hero.tactic, hero.tactic_flipped
    if tactic == "the_right_moment" and not flipped:
        return [USE]
    if tactic == "long_night" and long_night_ready(state, seat):
        return [USE]
    if tactic == "mana_search" and not hero.tactic_used_turn and not turn.dice_taken:
        return [USE]
    if tactic == "midnight_meditation" and not flipped and fresh and hero.hand:
        return [USE]
    return []


def long_night_ready(state: MageKnightState, seat: int) -> bool:
    """Long Night may be used now: the hero holds it face up, its Deed deck is empty and its
    discard pile is not (research mageknight §1.4)."""
    hero = state.heroes[seat]
    return (
        hero.tactic == "long_night" and not hero.tactic_flipped and not len(hero.deck) and bool(hero.discard)
    )


def draw_ran_out(state: MageKnightState, seat: int, n: int) -> None:
    """A draw of ``seat`` still ``n`` cards short found the Deed deck empty: "The Long Night
    Tactic can be used even during card drawing: once your Deed deck is empty, follow its
    instructions and then continue drawing" (rulebook; research mageknight §1.4, "Usable even
    mid-draw"). Without it the draw simply stops (no reshuffle, research §1.5)."""
    if n > 0 and long_night_ready(state, seat):
        state.push(LongNightDraw(seat, n))


MID_DRAW = (USE, act("done"))


def mid_draw_options(state: MageKnightState, task: LongNightDraw) -> list[Action]:
    return list(MID_DRAW) if long_night_ready(state, task.player) else []


def settle_mid_draw(state: MageKnightState, task: LongNightDraw, events: list[Event]) -> bool:
    return not mid_draw_options(state, task)


def mid_draw(state: MageKnightState, task: LongNightDraw, a: Action, events: list[Event]) -> None:
    """``use-tactic``: Long Night's cards become the deck, then the draw goes on; ``done``: the
    draw stops there."""
    if a == USE:
        state.push(DrawCards(task.player, task.n))  # after Long Night's cards reach the deck
        use(state, task.player, events)


def use(state: MageKnightState, seat: int, events: list[Event]) -> None:
    hero = state.heroes[seat]
    tactic = hero.tactic
    if events is not DISCARDED:
        say = msg("mk-ev-use-tactic", player=Seat(seat), tactic=Ref("tactic", tactic))
        events.append(
            Event("use-tactic", {"player": seat, "tactic": tactic}, f"P{seat + 1} uses {tactic}", say=say)
        )
    if tactic == "the_right_moment":
        hero.tactic_flipped, hero.extra_turn = True, True
    elif tactic == "long_night":
        hero.tactic_flipped = True
        state.push(DiscardToDeck(seat, param(state, tactic, "cards", 3)))
    elif tactic == "mana_search":
        hero.tactic_used_turn = True
        state.push(TacticStep(seat, tactic, "reroll"))
    elif tactic == "midnight_meditation":
        hero.tactic_flipped = True
        state.push(TacticStep(seat, tactic, "shuffle"))


# -- the decisions ------------------------------------------------------------------------------
def _depleted(state: MageKnightState, die: int) -> bool:
    return not mana.usable(state.source[die], state.night)


def step_options(state: MageKnightState, task: TacticStep) -> list[Action]:
    hero = state.heroes[task.player]
    limit = param(state, task.tactic, {"reroll": "dice"}.get(task.stage, "cards"), LIMITS.get(task.tactic, 0))
    if task.stage in ("discard", "shuffle"):
        left = list(hero.hand)
        for card in task.picked:
            left.remove(card)
        cards = [act("discard", c) for c in sorted(set(left))] if len(task.picked) < limit else []
        return [DONE, *cards]
    if task.stage == "die":
        return [act("pick", f"die:{i}") for i in _stealable(state)]
    if task.stage == "search":
        return [act("pick", c) for c in sorted(set(hero.deck.cards()))]
    if task.stage == "spare":
        return [STASH, TAKE] if len(hero.deck) else [TAKE]
    picked = {int(d.partition(":")[2]) for d in task.picked}
    held = held_dice(state)
    dice = [
        i
        for i in range(len(state.source))
        if i not in picked and i not in state.turn.dice_kept and i not in held
    ]
    if any(_depleted(state, i) for i in dice):  # depleted dice are chosen first
        dice = [i for i in dice if _depleted(state, i)]
    out = [act("pick", f"die:{i}") for i in dice] if len(picked) < limit else []
    return [DONE, *out]


def settle_step(state: MageKnightState, task: TacticStep, events: list[Event]) -> bool:
    """Nothing to choose (no basic-coloured die to steal, an empty deck to search): skipped."""
    return not step_options(state, task)


def step(state: MageKnightState, task: TacticStep, a: Action, events: list[Event]) -> None:
    seat = task.player
    hero = state.heroes[seat]
    if task.stage == "die":
        hero.stolen_die = int(a.args[0].partition(":")[2])
        if events is not DISCARDED:
            say = msg("mk-ev-mana-steal", player=Seat(seat), n=hero.stolen_die + 1,
                      colour=Ref("mana", state.source[hero.stolen_die]), tactic=Ref("tactic", task.tactic))  # fmt: skip
            events.append(Event("mana-steal", {"player": seat, "die": hero.stolen_die},
                                f"P{seat + 1} keeps Source die {hero.stolen_die} on Mana Steal", say=say))  # fmt: skip
    elif task.stage == "search":
        _take_from_deck(hero, a.args[0])
        hero.deck.shuffle_in([])
        if events is not DISCARDED:
            say = msg("mk-ev-preparation", player=Seat(seat), tactic=Ref("tactic", task.tactic))
            events.append(
                Event("preparation", {"player": seat}, f"P{seat + 1} searches the Deed deck", say=say)
            )
    elif task.stage == "spare":
        if a == STASH:
            state.push(SpareCard(seat))
        else:
            hero.hand = sorted([*hero.hand, *hero.spared])
            hero.spared, hero.tactic_flipped = [], True
    elif a != DONE:
        state.push(TacticStep(seat, task.tactic, task.stage, (*task.picked, a.args[0])))
    else:
        _finish(state, task, events)


def _take_from_deck(hero: HeroState, card: str) -> None:
    for part in (hero.deck.top, hero.deck.pool, hero.deck.bottom):
        if card in part:
            part.remove(card)
            break
    hero.hand = sorted([*hero.hand, card])


def _finish(state: MageKnightState, task: TacticStep, events: list[Event]) -> None:
    seat = task.player
    hero = state.heroes[seat]
    if task.stage == "reroll":
        state.push(*(RerollDie(int(d.partition(":")[2])) for d in task.picked))
        return
    for card in task.picked:
        hero.hand.remove(card)
    if task.stage == "discard":  # Rethink
        hero.discard += list(task.picked)
        state.push(DrawCards(seat, len(task.picked)), ShuffleDiscard(seat))
    else:  # Midnight Meditation
        hero.deck.shuffle_in(list(task.picked))
        state.push(DrawCards(seat, len(task.picked)))
    if events is not DISCARDED:
        key = "mk-ev-rethink" if task.stage == "discard" else "mk-ev-midnight"
        say = msg(key, player=Seat(seat), tactic=Ref("tactic", task.tactic), n=len(task.picked),
                  cards=tuple(Ref("card", c) for c in task.picked))  # fmt: skip
        events.append(Event(task.tactic, {"player": seat, "n": len(task.picked)},
                            f"P{seat + 1} {task.tactic}: {len(task.picked)} cards", say=say))  # fmt: skip


def shuffle_discard(state: MageKnightState, task: ShuffleDiscard, events: list[Event]) -> None:
    hero = state.heroes[task.player]
    hero.deck.shuffle_in(hero.discard)
    hero.discard = []


def discard_outcomes(state: MageKnightState, task: DiscardToDeck) -> list[tuple[Action, Fraction]]:
    pile = state.heroes[task.player].discard
    counts = Counter(pile)
    return [(act("draw", c), Fraction(n, len(pile))) for c, n in sorted(counts.items())]


def settle_discard_draw(state: MageKnightState, task: DiscardToDeck, events: list[Event]) -> bool:
    pile = state.heroes[task.player].discard
    if task.n > 0 and len(set(pile)) > 1:
        return False
    if task.n > 0 and pile:
        discard_to_deck(state, task, act("draw", pile[0]), events)
    return True


def discard_to_deck(state: MageKnightState, task: DiscardToDeck, a: Action, events: list[Event]) -> None:
    hero = state.heroes[task.player]
    hero.discard.remove(a.args[0])
    hero.deck.pool = sorted([*hero.deck.pool, a.args[0]])
    if task.n > 1:
        state.push(DiscardToDeck(task.player, task.n - 1))


def spare_outcomes(state: MageKnightState, task: SpareCard) -> list[tuple[Action, Fraction]]:
    return [(act("draw", c), p) for c, p in state.heroes[task.player].deck.draw_outcomes()]


def settle_spare(state: MageKnightState, task: SpareCard, events: list[Event]) -> bool:
    deck = state.heroes[task.player].deck
    known = deck.known_next()
    if known is None and len(deck):
        return False
    if known is not None:
        spare(state, task, act("draw", known), events)
    return True


def spare(state: MageKnightState, task: SpareCard, a: Action, events: list[Event]) -> None:
    hero = state.heroes[task.player]
    hero.deck.take(a.args[0])
    hero.spared = sorted([*hero.spared, a.args[0]])
    if events is not DISCARDED:
        events.append(Event("sparing-power", {"player": task.player}, f"P{task.player + 1} spares a card",
                            say=msg("mk-ev-spare", player=Seat(task.player))))  # fmt: skip


def hand_limit_bonus(state: MageKnightState, seat: int) -> int:
    """Planning: +1 when drawing at the end of the turn with at least 2 cards in hand (the
    Tactic's modifier, data)."""
    hero = state.heroes[seat]
    extra = 0
    for modifier in active(state.modifiers, "hand_limit", seat):  # an effect's "Hand limit +N"
        params = modifier_params(state, modifier)
        if len(hero.hand) >= number(params.get("min_hand", 0)):
            extra += number(params.get("delta", 0))
    if not hero.tactic:
        return extra
    effect = state.game.content.tactics[hero.tactic].effect
    if not isinstance(effect, fx.Modifier) or effect.id != "hand_limit":
        return extra
    delta, least = effect.params.get("delta", 0), effect.params.get("min_hand", 0)
    assert isinstance(delta, int) and isinstance(least, int)
    return extra + (delta if len(hero.hand) >= least else 0)
