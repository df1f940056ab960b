"""Costs inside effects (``paid``): discarding or throwing away cards, mana, Wounds, points.

Research mageknight §1.6: "Discard a card" costs never use Wounds unless stated; "throw away"
removes a card from the game. Improvisation: "discard another card: Move 3 …" (seed 001,
"特殊卡"); Crystallize: "pay 1 mana of a basic colour → gain a crystal of that colour".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.mageknight import effects as fx
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.datamodel import CardDeck
from arena.games.mageknight.effecttree import node_at, root_effect
from arena.games.mageknight.healing import take_wounds
from arena.games.mageknight.heroes import WOUND
from arena.games.mageknight.payment import mana_sources, spend
from arena.games.mageknight.tasks import PayCost, ResolveEffect

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

ACTION_DECKS = frozenset({CardDeck.BASIC, CardDeck.HERO, CardDeck.ADVANCED})
DONE = act("done")
"""Stop discarding (an ``any_number`` discard, once its minimum is paid)."""


def eligible(state: MageKnightState, seat: int, cost: Any) -> list[str]:
    """The cards in hand a discard or throw-away cost accepts (distinct ids, sorted)."""
    cards = state.game.content.cards
    out = set()
    for card in state.heroes[seat].hand:
        if cost.filter is fx.Filter.WOUND:
            ok = card == WOUND
        elif card == WOUND:
            ok = False
        elif cost.filter is fx.Filter.ACTION_CARD:
            ok = cards[card].deck in ACTION_DECKS
        else:
            ok = True
        if ok and (cost.colour is None or cards.get(card) is None or cards[card].colour == cost.colour):
            out.add(card)
    return sorted(out)


def _mana_options(state: MageKnightState, seat: int, cost: fx.ManaCost) -> list[str]:
    return sorted({s for colour in cost.colours for s in mana_sources(state, seat, str(colour))})


def payable(state: MageKnightState, seat: int, cost: Any) -> bool:
    if isinstance(cost, fx.DiscardCost):
        hand = state.heroes[seat].hand
        return sum(1 for c in hand if c in eligible(state, seat, cost)) >= cost.count
    if isinstance(cost, fx.ThrowAwayCost):
        return bool(eligible(state, seat, cost))
    if isinstance(cost, fx.TakeWoundCost):
        return True
    if isinstance(cost, fx.ManaCost):
        return cost.count == 1 and bool(_mana_options(state, seat, cost))
    if isinstance(cost, fx.InfluenceCost):
        return state.turn.influence_points >= cost.amount
    if isinstance(cost, fx.MoveCost):
        return state.turn.move_points >= cost.amount
    # wound_unit: the Unit using the ability, always unwounded (only such Units act)
    return isinstance(cost, fx.WoundUnitCost)


def start(state: MageKnightState, task: ResolveEffect, node: fx.Paid, events: list[Event]) -> None:
    """Pay an automatic cost at once; a cost with a choice becomes a :class:`PayCost` decision."""
    cost = node.cost
    then = ResolveEffect(task.player, task.origin, task.ref, task.mode, (*task.path, 0), task.bonus)
    if isinstance(cost, fx.TakeWoundCost):
        if events is not DISCARDED:
            say = msg("mk-ev-wound-cost", player=Seat(task.player), n=cost.amount)
            events.append(Event("wound", {"player": task.player, "n": cost.amount}, f"P{task.player + 1} takes a Wound",
                                say=say))  # fmt: skip
        take_wounds(state, task.player, cost.amount, events)
    elif isinstance(cost, fx.InfluenceCost):
        state.turn.influence_points -= cost.amount
    elif isinstance(cost, fx.MoveCost):
        state.turn.move_points -= cost.amount
    elif isinstance(cost, fx.WoundUnitCost):  # Utem Swordsmen: "this Unit is Wounded"
        unit = state.heroes[task.player].units[state.turn.unit_slot]
        unit.wounds += cost.amount
        if events is not DISCARDED:
            say = msg("mk-ev-unit-wounded", player=Seat(task.player), unit=Ref("unit", unit.unit))
            events.append(Event("unit-wound", {"player": task.player, "unit": unit.unit},
                                f"P{task.player + 1}'s {unit.unit} is wounded", say=say))  # fmt: skip
    else:
        count = cost.count if isinstance(cost, fx.DiscardCost | fx.ManaCost) else 1
        state.push(PayCost(task.player, task.origin, task.ref, task.mode, task.path, count, task.bonus))
        return
    state.push(then)


def _single_colour(cost: Any) -> str:
    """The one colour a mana cost asks for, else empty (any of several)."""
    colours = cost.colours if isinstance(cost, fx.ManaCost) else ()
    return str(colours[0]) if len(colours) == 1 else ""


def _cost_of(state: MageKnightState, task: PayCost) -> Any:
    node = node_at(root_effect(state, task.origin, task.ref, task.mode), task.path)
    assert isinstance(node, fx.Paid)
    return node.cost


def pay_options(state: MageKnightState, task: PayCost) -> list[Action]:
    cost = _cost_of(state, task)
    if isinstance(cost, fx.ManaCost):
        return [act("pay", s) for s in _mana_options(state, task.player, cost)]
    verb = "discard" if isinstance(cost, fx.DiscardCost) else "throw-away"
    out = [act(verb, c) for c in eligible(state, task.player, cost)]
    return [DONE, *out] if task.left <= 0 else out


def settle_pay(state: MageKnightState, task: PayCost, events: list[Event]) -> bool:
    """An ``any_number`` discard with nothing more to discard is complete."""
    if task.left > 0 or pay_options(state, task) != [DONE]:
        return False
    _then(state, task, task.paid)
    return True


def pay(state: MageKnightState, task: PayCost, a: Action, events: list[Event]) -> None:
    if a == DONE:
        _then(state, task, task.paid)
        return
    hero = state.heroes[task.player]
    seat = task.player
    if a.verb == "pay":
        cost = _cost_of(state, task)
        colour = spend(state, seat, a.args[0], _single_colour(cost))
        if events is not DISCARDED:
            from arena.games.mageknight.effecttext import mana_event

            events.append(mana_event(state, seat, a.args[0], colour))
    else:
        card = a.args[0]
        hero.hand.remove(card)
        if a.verb == "discard":
            hero.discard.append(card)
            state.turn.played += 1
        elif card != WOUND:  # thrown away: out of the game (a Wound goes back to its pile)
            state.thrown.append(card)
        if events is not DISCARDED:
            say = msg(f"mk-ev-{a.verb}", player=Seat(seat), card=Ref("card", card))
            events.append(
                Event(a.verb, {"player": seat, "card": card}, f"P{seat + 1} {a.verb}s {card}", say=say)
            )
    paid = task.paid + 1
    more = isinstance(cost := _cost_of(state, task), fx.DiscardCost) and cost.any_number
    if task.left > 1 or more:
        left = max(task.left - 1, 0)
        state.push(PayCost(seat, task.origin, task.ref, task.mode, task.path, left, task.bonus, paid))
        return
    _then(state, task, paid)


def _then(state: MageKnightState, task: PayCost, paid: int) -> None:
    """The paid effect; one scaled by the cards discarded (Sword of Justice: "discard any number
    of cards: Attack 3 per card") resolves its inner effect once per card."""
    node = node_at(root_effect(state, task.origin, task.ref, task.mode), task.path)
    assert isinstance(node, fx.Paid)
    effect = node.effect
    if isinstance(effect, fx.Scaled) and effect.per is fx.Quantity.CARDS_DISCARDED:
        inner = ResolveEffect(task.player, task.origin, task.ref, task.mode, (*task.path, 0, 0), task.bonus)
        state.push(*[inner] * paid)
        return
    state.push(ResolveEffect(task.player, task.origin, task.ref, task.mode, (*task.path, 0), task.bonus))
