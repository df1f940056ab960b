"""Interacting with the inhabitants of a village or a monastery (the turn's action).

Research mageknight §1.5 (interaction is an action: no movement after it), §4.5 and data §10.1
(villages: recruit village Units, Healing for 3 Influence a point; monasteries: recruit
monastery Units, Healing for 2, the Advanced Action of the monastery for 6), §2.3 and data §10.3
(the Reputation modifier added once when the interaction starts; at −7 no interaction).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.durations import Modifier, active
from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.mageknight import bonds, movement
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.effecttree import modifier_params, number
from arena.games.mageknight.healing import can_heal
from arena.games.mageknight.payment import mana_sources, spend
from arena.games.mageknight.tasks import DealOffer, ResolveEffect, SpendHealing
from arena.games.mageknight.units import command_tokens, recruit

if TYPE_CHECKING:
    from arena.games.mageknight.sitemodel import Site
    from arena.games.mageknight.state import MageKnightState

INTERACT = act("interact")
HEALING = act("buy-healing")


def site_here(state: MageKnightState, seat: int) -> Site | None:
    here = state.heroes[seat].position
    data = movement.hex_data(state, here) if here is not None else None
    if data is None or data.site is None:
        return None
    return state.game.content.sites[str(data.site)]


def interact_options(state: MageKnightState, seat: int) -> list[Action]:
    turn = state.turn
    if turn.acted or turn.rested:
        return []
    site = site_here(state, seat)
    modifier = state.game.content.influence_modifier(state.heroes[seat].reputation)
    if site is None or modifier is None:
        return []
    if site.kind == "fortified":  # a conquered mage tower, or a keep its owner holds
        here = state.heroes[seat].position
        owners = state.shields.get(here) if here is not None else None
        if not owners or not site.recruit or (site.id == "keep" and owners != [seat]):
            return []
    elif site.kind != "inhabited":
        return []
    here = state.heroes[seat].position
    if here is not None and list(here) in state.burned:
        return []
    return [INTERACT]


def interact(state: MageKnightState, seat: int, events: list[Event]) -> None:
    site = site_here(state, seat)
    assert site is not None
    modifier = state.game.content.influence_modifier(state.heroes[seat].reputation) or 0
    state.turn.acted, state.turn.interacting = True, site.id
    state.turn.move_points, state.turn.influence_points = 0, modifier
    if events is not DISCARDED:
        say = msg("mk-ev-interact", player=Seat(seat), site=Ref("site", site.id), n=f"{modifier:+d}")
        events.append(Event("interact", {"player": seat, "site": site.id, "modifier": modifier},
                            f"P{seat + 1} interacts at the {site.id} (Reputation {modifier:+d})", say=say))  # fmt: skip


PLUNDER = act("plunder")


def plunder_options(state: MageKnightState, seat: int) -> list[Action]:
    """Research §4.5: a village may be plundered before one's turn (once between one's turns):
    draw 2 cards, Reputation −1. Offered at the very start of the turn."""
    turn = state.turn
    if turn.plundered or turn.played or turn.moved or turn.acted or turn.rested:
        return []
    site = site_here(state, seat)
    return [PLUNDER] if site is not None and site.plunder is not None else []


def plunder(state: MageKnightState, seat: int, events: list[Event]) -> None:
    site = site_here(state, seat)
    assert site is not None
    state.turn.plundered = True
    if events is not DISCARDED:
        events.append(Event("plunder", {"player": seat}, f"P{seat + 1} plunders the {site.id}",
                            say=msg("mk-ev-plunder", player=Seat(seat), site=Ref("site", site.id))))  # fmt: skip
    state.push(ResolveEffect(seat, "plunder", site.id, "basic", ()))


def purchase_options(state: MageKnightState, seat: int) -> list[Action]:
    if not state.turn.interacting:
        return []
    site = state.game.content.sites[state.turn.interacting]
    influence = state.turn.influence_points
    units = state.game.content.units
    out: list[Action] = []
    recruitable = [u for u in sorted(set(state.offers["unit"])) if site.recruit
                   and site.id in {str(r) for r in units[u].recruit}]  # fmt: skip
    if command_tokens(state, seat) > 0:  # a full command means disbanding one
        out += [act("recruit", u) for u in recruitable if units[u].cost <= influence]
    if bonds.free(state, seat):  # Bonds of Loyalty: its own token, 5 less
        out += [act("recruit", u, bonds.BONDS) for u in recruitable if bonds.cost(state, u) <= influence]
    if site.heal_price is not None and site.heal_price <= influence and can_heal(state, seat):
        out.append(HEALING)
    if site.advanced_action_price is not None and site.advanced_action_price <= influence:
        out += [act("buy", c) for c in sorted(set(state.offers["monastery"]))]
    if site.spell_price is not None and site.spell_price <= influence:
        cards = state.game.content.cards
        for spell in sorted(set(state.offers["spell"])):
            out += [act("buy", spell, s) for s in mana_sources(state, seat, str(cards[spell].colour))]
    learning = _learning(state, seat)
    if learning is not None and number(modifier_params(state, learning)["price"]) <= influence:
        out += [act("buy", c) for c in sorted(set(state.offers["advanced"]))]
    return out


def _learning(state: MageKnightState, seat: int) -> Modifier | None:
    """Learning (research mageknight_data §2: "once this turn may pay Inf 6 to take an AA from
    the offer into your discard pile" / "Inf 9 … into your hand"), not used yet this turn. Its
    Influence exists during an interaction only (decisions MK11), so the purchase is made there."""
    return next(iter(active(state.modifiers, "offer_purchase", seat)), None)


def purchase(state: MageKnightState, seat: int, a: Action, events: list[Event]) -> None:
    hero = state.heroes[seat]
    site = state.game.content.sites[state.turn.interacting]
    if a.verb == "recruit":
        recruit(state, seat, a.args[0], events, bonded=a.args[1:] == (bonds.BONDS,))
    elif a == HEALING:
        assert site.heal_price is not None
        state.turn.influence_points -= site.heal_price
        if events is not DISCARDED:
            events.append(Event("buy-healing", {"player": seat}, f"P{seat + 1} buys a Healing point",
                                say=msg("mk-ev-buy-healing", player=Seat(seat), n=site.heal_price)))  # fmt: skip
        state.push(SpendHealing(seat, 1))
    elif len(a.args) > 1:  # a Spell at a conquered mage tower: Influence and a mana of its colour
        assert site.spell_price is not None
        state.turn.influence_points -= site.spell_price
        spend(state, seat, a.args[1], str(state.game.content.cards[a.args[0]].colour))
        state.offers["spell"].remove(a.args[0])
        hero.deck.top.insert(0, a.args[0])
        if events is not DISCARDED:
            events.append(Event("buy", {"player": seat, "card": a.args[0]}, f"P{seat + 1} buys {a.args[0]}",
                                say=msg("mk-ev-buy", player=Seat(seat), card=Ref("card", a.args[0]))))  # fmt: skip
        state.push(DealOffer("spell", 1))

    elif a.args[0] in state.offers["advanced"]:
        learning = _learning(state, seat)
        assert learning is not None
        params = modifier_params(state, learning)
        state.modifiers.remove(learning)  # once this turn
        state.turn.influence_points -= number(params["price"])
        state.offers["advanced"].remove(a.args[0])
        (hero.hand if params.get("to") == "hand" else hero.discard).append(a.args[0])
        hero.hand.sort()
        if events is not DISCARDED:
            events.append(Event("buy", {"player": seat, "card": a.args[0]}, f"P{seat + 1} learns {a.args[0]}",
                                say=msg("mk-ev-learn", player=Seat(seat), card=Ref("card", a.args[0]))))  # fmt: skip
        state.push(DealOffer("advanced", 1))
    else:
        assert site.advanced_action_price is not None
        state.turn.influence_points -= site.advanced_action_price
        state.offers["monastery"].remove(a.args[0])
        hero.deck.top.insert(0, a.args[0])
        if events is not DISCARDED:
            events.append(Event("buy", {"player": seat, "card": a.args[0]}, f"P{seat + 1} buys {a.args[0]}",
                                say=msg("mk-ev-buy", player=Seat(seat), card=Ref("card", a.args[0]))))  # fmt: skip
