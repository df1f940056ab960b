"""Rewards and dice in effects: random crystals, a dungeon's roll, cards gained from a deck or
an offer (research mageknight §4.5, data §10.1).

- Random crystals: a mana die per crystal — a basic colour gives that crystal, gold a crystal of
  the player's choice, black 1 Fame instead (a full colour gives nothing, research §1.1).
- Artifacts from the deck: draw one more than the reward, put one of them at the bottom of the
  Artifact deck, the rest on top of the Deed deck. Spells and Advanced Actions: chosen from the
  offer (of the colour the effect names), onto the Deed deck — or into the hand or the discard
  pile when the effect says so (Magic Talent, Training, Book of Wisdom, research data §2–4); the
  offer is refilled. A Unit (a ruins reward, Call to Glory): recruited free from the Unit offer.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.mageknight import effects as fx
from arena.games.mageknight import mana
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.effecttree import node_at, root_effect
from arena.games.mageknight.sitetasks import ChooseRewardCard, DrawRewardCards, RollManaDie
from arena.games.mageknight.tasks import ChooseEffect, DealOffer, GainUnit, ResolveEffect

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

DECK_OF = {"advanced_action": "advanced", "spell": "spell", "artifact": "artifact", "unit": "unit"}


def start_roll(state: MageKnightState, task: ResolveEffect, node: fx.Crystal | fx.Roll) -> None:
    count = node.count if isinstance(node, fx.Crystal) else node.dice
    state.push(RollManaDie(task.player, task.origin, task.ref, task.mode, task.path, count))


def roll_outcomes(state: MageKnightState, task: RollManaDie) -> list[tuple[Action, Fraction]]:
    return [(act("die", c), p) for c, p in mana.die_outcomes()]


def rolled(state: MageKnightState, task: RollManaDie, a: Action, events: list[Event]) -> None:
    node = node_at(root_effect(state, task.origin, task.ref, task.mode), task.path)
    face = a.args[0]
    hero = state.heroes[task.player]
    if task.left > 1:
        state.push(RollManaDie(task.player, task.origin, task.ref, task.mode, task.path, task.left - 1))
    if isinstance(node, fx.Roll):
        hit = face in {str(c) for c in node.faces}
        if hit or node.else_ is not None:
            state.push(
                ResolveEffect(task.player, task.origin, task.ref, task.mode, (*task.path, 0 if hit else 1))
            )
        return
    if face == mana.BLACK:
        hero.fame += 1
        if events is not DISCARDED:
            events.append(Event("fame", {"player": task.player, "amount": 1}, "black: Fame +1 instead of a crystal",
                                say=msg("mk-ev-black-fame", player=Seat(task.player))))  # fmt: skip
    elif face == mana.GOLD:
        state.push(ChooseEffect(task.player, task.origin, task.ref, task.mode, task.path))
    elif mana.gain_crystal(hero.crystals, face) and events is not DISCARDED:
        from arena.games.mageknight.effecttext import crystal_event

        events.append(crystal_event(task.player, face, f"a {face} crystal"))


def start_gain(state: MageKnightState, task: ResolveEffect, node: fx.GainCard) -> None:
    deck = DECK_OF[str(node.deck)]
    if node.source == "deck":
        state.push(DrawRewardCards(task.player, deck, node.count + 1, ()))
    else:
        colour, to = str(node.colour) if node.colour is not None else "", str(node.to)
        state.push(*(ChooseRewardCard(task.player, deck, (), colour, to) for _ in range(node.count)))


def draw_outcomes(state: MageKnightState, task: DrawRewardCards) -> list[tuple[Action, Fraction]]:
    return [(act("draw", c), p) for c, p in state.decks[task.deck].draw_outcomes()]


def settle_draw(state: MageKnightState, task: DrawRewardCards, events: list[Event]) -> bool:
    pile = state.decks[task.deck]
    if task.n > 0 and len(pile):
        known = pile.known_next()
        if known is None:
            return False
        draw(state, task, act("draw", known), events)
        return True
    state.push(ChooseRewardCard(task.player, task.deck, task.drawn))
    return True


def draw(state: MageKnightState, task: DrawRewardCards, a: Action, events: list[Event]) -> None:
    state.decks[task.deck].take(a.args[0])
    drawn = (*task.drawn, a.args[0])
    if task.n > 1:
        state.push(DrawRewardCards(task.player, task.deck, task.n - 1, drawn))
    else:
        state.push(ChooseRewardCard(task.player, task.deck, drawn))


def choose_options(state: MageKnightState, task: ChooseRewardCard) -> list[Action]:
    cards = task.drawn if task.drawn else tuple(state.offers.get(task.deck, []))
    if task.colour and not task.drawn:  # "a Spell of colour c", "an AA of the same colour"
        cards = tuple(c for c in cards if state.game.card_colour(c) == task.colour)
    return [act("pick", c) for c in sorted(set(cards))]


def settle_choose(state: MageKnightState, task: ChooseRewardCard, events: list[Event]) -> bool:
    """One Artifact drawn (the deck ran short) goes on top of the Deed deck without a choice."""
    if task.drawn and len(task.drawn) == 1:
        state.heroes[task.player].deck.top.insert(0, task.drawn[0])
        return True
    return not choose_options(state, task)


def choose(state: MageKnightState, task: ChooseRewardCard, a: Action, events: list[Event]) -> None:
    hero = state.heroes[task.player]
    card = a.args[0]
    if task.drawn:
        rest = list(task.drawn)
        rest.remove(card)
        state.decks[task.deck].bottom.append(card)
        hero.deck.top[:0] = rest
        seat = task.player  # drawn from the deck: only the hero sees which cards
        if events is not DISCARDED:
            deck = Ref("deck", task.deck)
            hidden = msg("mk-ev-reward-hidden", player=Seat(seat), n=len(rest), deck=deck)
            say = msg("mk-ev-reward-drawn", player=Seat(seat), cards=tuple(Ref("card", c) for c in rest),
                      bottom=Ref("card", card), deck=deck)  # fmt: skip
            events.append(Event("reward", {"player": seat, "cards": rest}, f"P{seat + 1} gains {rest}", frozenset({seat}),
                                {"player": seat, "count": len(rest), "say": hidden}, say=say))  # fmt: skip
        return
    state.offers[task.deck].remove(card)
    if task.to == "units":  # recruited free; the Unit offer waits for the next Round to refill
        state.push(GainUnit(task.player, card))
        return
    if task.to == "hand":
        hero.hand = sorted([*hero.hand, card])
    elif task.to == "discard":
        hero.discard.append(card)
    else:
        hero.deck.top.insert(0, card)
    if events is not DISCARDED:
        say = msg(
            "mk-ev-reward", player=Seat(task.player), card=Ref("card", card), offer=Ref("offer", task.deck)
        )
        events.append(Event("reward", {"player": task.player, "cards": [card]}, f"P{task.player + 1} gains {card}",
                            say=say))  # fmt: skip
    state.push(DealOffer(task.deck, 1))
