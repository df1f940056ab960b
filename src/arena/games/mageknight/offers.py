"""The offers: Advanced Actions, Spells and Units dealt face up from shuffled decks.

Research mageknight §1.3 step 1 and §1.10: the Advanced Action and Spell offers hold 3 cards;
the Unit offer holds players + 2 regular Units with at least one village Unit (redealt until
true); decisions MK5: each card dealt is a chance draw over what is left in its deck.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, msg
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.datamodel import CardDeck, RecruitSite
from arena.games.mageknight.deck import Pile
from arena.games.mageknight.tasks import CheckUnitOffer, DealOffer

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

OFFER_SIZE = {"advanced": 3, "spell": 3}
DECKS = ("advanced", "spell", "artifact", "unit")


def initial_decks(state: MageKnightState) -> dict[str, Pile]:
    """Every deck's cards, one id per copy (solo: the interactive Spells are removed)."""
    content = state.game.content
    removed = set(state.game.scenario.solo_removed_spells) if state.game.solo else set()
    decks = {
        "advanced": [c.id for c in content.deck(CardDeck.ADVANCED) for _ in range(c.copies)],
        "spell": [c.id for c in content.deck(CardDeck.SPELL) for _ in range(c.copies) if c.id not in removed],
        "artifact": [c.id for c in content.deck(CardDeck.ARTIFACT) for _ in range(c.copies)],
        "unit": [u.id for u in content.units.values() if not u.elite for _ in range(u.copies)],
        "ruins": list(content.ruins),
    }
    return {k: Pile(pool=sorted(v)) for k, v in decks.items()}


def opening_deals(state: MageKnightState) -> list[DealOffer | CheckUnitOffer]:
    units = state.game.num_players + int(state.game.scenario.unit_offer_extra)
    return [DealOffer("advanced", 3), DealOffer("spell", 3), DealOffer("unit", units), CheckUnitOffer()]


def deal_weights(state: MageKnightState, task: DealOffer) -> list[tuple[Action, int]]:
    return [(Action("draw", (card,)), w) for card, w in state.decks[task.deck].draw_weights()]


def settle_deal(state: MageKnightState, task: DealOffer, events: list[Event]) -> bool:
    """Nothing left to deal (or an empty deck): done; one kind of card left: no chance."""
    deck = state.decks[task.deck]
    if task.n <= 0 or not len(deck):
        return True
    known = deck.known_next()
    if known is not None:
        deal(state, task, act("draw", known), events)
        return True
    return False


def deal(state: MageKnightState, task: DealOffer, a: Action, events: list[Event]) -> None:
    card = a.args[0]
    state.decks[task.deck].take(card)
    offer = task.into or task.deck
    state.offers[offer].append(card)
    if events is not DISCARDED:
        kind = "unit" if offer == "unit" else "card"
        say = msg("mk-ev-offer", card=Ref(kind, card), offer=Ref("offer", offer))
        events.append(
            Event("offer", {"deck": offer, "card": card}, f"{card} joins the {offer} offer", say=say)
        )
    if task.n > 1:
        state.push(DealOffer(task.deck, task.n - 1, task.into))


def check_unit_offer(state: MageKnightState, task: CheckUnitOffer, events: list[Event]) -> None:
    """Research §1.10: at least one Unit with the village icon, else the offer is dealt again."""
    units = state.game.content.units
    need = int(state.game.scenario.unit_offer_min_village_units)
    village = sum(RecruitSite.VILLAGE in units[u].recruit for u in state.offers["unit"])
    if village >= need or not state.offers["unit"]:
        return
    size = len(state.offers["unit"])
    state.decks["unit"].shuffle_in(state.offers["unit"])
    state.offers["unit"] = []
    if events is not DISCARDED:
        events.append(Event("redeal", {"deck": "unit"}, "no village Unit in the offer: dealt again",
                            say=msg("mk-ev-redeal")))  # fmt: skip
    state.push(DealOffer("unit", size), CheckUnitOffer())


def take_from_offer(state: MageKnightState, deck: str, card: str) -> None:
    state.offers[deck].remove(card)


def refill(deck: str) -> DealOffer:
    """One card into the offer after one was taken (research §1.5: "refresh the AA offer")."""
    return DealOffer(deck, 1)


def refresh_for_new_round(state: MageKnightState, events: list[Event]) -> list[DealOffer | CheckUnitOffer]:
    """Research §1.3 step 1: the lowest Advanced Action and Spell leave their offers (to the
    bottom of their decks; solo: the Advanced Action joins the Dummy's deck and the Spell gives
    the Dummy a crystal of its colour, research §1.12), one new card each; a new Unit offer."""
    deals: list[DealOffer | CheckUnitOffer] = []
    for deck in ("advanced", "spell"):
        offer = state.offers[deck]
        if not offer:
            continue
        lowest = offer.pop(0)
        if state.dummy is not None and deck == "advanced":
            state.dummy.deck.shuffle_in([lowest])
        else:
            state.decks[deck].bottom.append(lowest)
        if state.dummy is not None and deck == "spell":
            colour = str(state.game.content.cards[lowest].colour)
            state.dummy.crystals[colour] = state.dummy.crystals.get(colour, 0) + 1
        if events is not DISCARDED:
            say = msg("mk-ev-offer-leaves", card=Ref("card", lowest), offer=Ref("offer", deck))
            events.append(Event("offer-leaves", {"deck": deck, "card": lowest}, f"{lowest} leaves the {deck} offer",
                                say=say))  # fmt: skip
        deals.append(DealOffer(deck, 1))
    state.decks["unit"].bottom += state.offers["unit"]
    state.decks["advanced"].bottom += state.offers["monastery"]
    size = state.game.num_players + int(state.game.scenario.unit_offer_extra)
    state.offers["unit"], state.offers["monastery"] = [], []
    monasteries = [DealOffer("advanced", 1, "monastery") for _ in range(monastery_count(state))]
    return [*deals, DealOffer("unit", size), CheckUnitOffer(), *monasteries]


def monastery_count(state: MageKnightState) -> int:
    """Monasteries on the map (each adds an Advanced Action to the Unit offer, research §1.3)."""
    from arena.games.mageknight.tiles import Site, map_spaces

    burned = {(q, r) for q, r in state.burned}
    return sum(data.site is Site.MONASTERY and h not in burned for h, data in map_spaces(state.tiles).items())
