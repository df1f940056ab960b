"""A public, validated position builder for Mage Knight (rule tests, puzzles, what-if tools)::

    state = (MageKnightPosition(game).hand(0, ["march", "rage"]).at(0, (1, -1))
             .source(["blue", "green", "gold"]).build())

The map is the set-up one (tile A, tiles 1 and 2) unless ``tiles`` says otherwise; rampaging
enemies are placed with ``enemy``; the position is seat ``turn``'s regular turn in Round 1
(Day unless ``night``), its hero having arrived where it stands (the turn's path starts there,
as a turn does). The offers not given with ``offer`` are dealt as the set-up deals them, with
the lowest cards of each deck instead of random ones (a Unit offer holds a village Unit, each
monastery on the map its Advanced Action); the solo Dummy has its crystals and Skill tokens.
``build`` refuses an impossible position, naming each problem.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from arena.core.errors import StateFormatError
from arena.games.mageknight import geometry, mana, movement, offers
from arena.games.mageknight.datamodel import CardDeck, RecruitSite
from arena.games.mageknight.heroes import WOUND
from arena.games.mageknight.hexes import Hex
from arena.games.mageknight.setup import place_tile
from arena.games.mageknight.tasks import DUMMY, NextTurn, Turn
from arena.games.mageknight.turnrecord import TurnRecord

if TYPE_CHECKING:
    from arena.games.mageknight.game import MageKnight
    from arena.games.mageknight.state import MageKnightState


class MageKnightPosition:
    def __init__(self, game: MageKnight) -> None:
        self.game = game
        self._hands: dict[int, list[str]] = {}
        self._decks: dict[int, list[str]] = {}
        self._discards: dict[int, list[str]] = {}
        self._at: dict[int, Hex | None] = {}
        self._crystals: dict[int, dict[str, int]] = {}
        self._tokens: dict[int, list[str]] = {}
        self._fame: dict[int, int] = {}
        self._source: list[str] | None = None
        self._night = False
        self._turn = 0
        self._tiles: dict[Hex, str] | None = None
        self._enemies: dict[Hex, str] = {}
        self._heroes = list(game.opts.heroes) or game.hero_ids[: game.num_players]
        self._tactics: dict[int, str] = {}
        self._offers: dict[str, list[str]] = {}

    def hand(self, seat: int, cards: list[str]) -> MageKnightPosition:
        self._hands[seat] = list(cards)
        return self

    def deck(self, seat: int, cards: list[str]) -> MageKnightPosition:
        """The Deed deck's cards (shuffled: their order is chance)."""
        self._decks[seat] = list(cards)
        return self

    def discard(self, seat: int, cards: list[str]) -> MageKnightPosition:
        """The discard pile (taken out of the Deed deck, like the hand)."""
        self._discards[seat] = list(cards)
        return self

    def at(self, seat: int, hex_: Hex | None) -> MageKnightPosition:
        self._at[seat] = hex_
        return self

    def crystals(self, seat: int, **colours: int) -> MageKnightPosition:
        self._crystals[seat] = dict(colours)
        return self

    def tokens(self, seat: int, colours: list[str]) -> MageKnightPosition:
        self._tokens[seat] = list(colours)
        return self

    def fame(self, seat: int, fame: int) -> MageKnightPosition:
        self._fame[seat] = fame
        return self

    def source(self, dice: list[str]) -> MageKnightPosition:
        self._source = list(dice)
        return self

    def night(self, night: bool = True) -> MageKnightPosition:
        self._night = night
        return self

    def tiles(self, placement: dict[Hex, str]) -> MageKnightPosition:
        self._tiles = dict(placement)
        return self

    def enemy(self, hex_: Hex, token: str) -> MageKnightPosition:
        self._enemies[hex_] = token
        return self

    def tactic(self, seat: int, tactic: str) -> MageKnightPosition:
        self._tactics[seat] = tactic
        return self

    def offer(self, deck: str, cards: list[str]) -> MageKnightPosition:
        """The face-up offer of ``deck`` (advanced, spell, unit; monastery: the Advanced Actions
        in the Unit offer), the lowest first."""
        self._offers[deck] = list(cards)
        return self

    def _cards_held(self) -> list[str]:
        held = [c for seat in range(self.game.num_players) for c in self._hands.get(seat, [])]
        held += [c for seat in range(self.game.num_players) for c in self._discards.get(seat, [])]
        return held + [c for cards in self._decks.values() for c in cards]

    def turn(self, seat: int) -> MageKnightPosition:
        self._turn = seat
        return self

    def build(self) -> MageKnightState:
        from arena.games.mageknight.state import MageKnightState

        g = self.game
        s = MageKnightState(g)
        s.round, s.night = 1, self._night
        s.hero_order = list(range(g.num_players))
        first, second, *rest = g.countryside_tiles
        s.tiles = dict(self._tiles) if self._tiles is not None else dict(zip(((0, 0), *g.setup_positions),
                                                                        ("A", first, second), strict=True))  # fmt: skip
        for centre, tile_id in list(s.tiles.items()):
            place_tile(s, centre, tile_id)  # face-down defenders; rampaging enemies come from ``enemy``
        s.countryside_pile = [t for t in rest if t not in s.tiles.values()]
        s.core_candidates = sorted([*g.core_city_tiles, *g.core_other_tiles])
        s.core_cities_left, s.core_others_left = 1, 2
        s.enemy_piles = {c: sorted(t) for c, t in g.enemy_tokens.items()}
        for h, token in self._enemies.items():
            s.enemies[h] = token
            pile = s.enemy_piles[str(g.content.enemies[token].colour)]
            if token in pile:
                pile.remove(token)
        s.decks = offers.initial_decks(s)
        for deck, cards in self._offers.items():
            for card in cards:
                s.decks[OFFER_DECKS.get(deck, deck)].take(card)
            s.offers[deck] = list(cards)
        for card in self._cards_held():  # an Advanced Action, Spell or Artifact held comes from its deck
            deck = g.card_deck(card)
            if deck in s.decks and card in s.decks[deck].cards():
                s.decks[deck].take(card)
        _deal_offers(s, set(self._offers))
        s.turn = TurnRecord(player=self._turn)
        s.source = (
            list(self._source) if self._source is not None else ["red", "blue", "green"][: g.source_dice]
        )
        tactics = g.tactics(self._night)
        for seat, hero in enumerate(s.heroes):
            hero.hero = self._heroes[seat]
            hero.hand = sorted(self._hands.get(seat, []))
            hero.discard = list(self._discards.get(seat, []))
            rest = g.hero_deck(hero.hero)
            for card in [*hero.hand, *hero.discard]:
                if card in rest:
                    rest.remove(card)
            hero.deck.pool = sorted(self._decks.get(seat, rest))
            hero.position = self._at.get(seat, (0, 0) if seat == self._turn else None)
            if seat == self._turn and hero.position is not None:
                s.turn.path = [list(hero.position)]  # arrived there: a Forced Withdrawal goes back to it
            hero.crystals = dict(self._crystals.get(seat, {}))
            hero.tokens = list(self._tokens.get(seat, []))
            hero.fame = self._fame.get(seat, 0)
            hero.tactic = self._tactics.get(seat, tactics[seat])
            hero.skill_pile = g.skill_tokens(hero.hero)
            hero.level = g.content.level_for(hero.fame).level
        if s.dummy is not None:
            s.dummy.hero = next(h for h in g.hero_ids if h not in self._heroes)
            s.dummy.deck.pool = sorted(g.hero_deck(s.dummy.hero))
            s.dummy.tactic = tactics[-1]
            s.dummy.skill_pile = g.skill_tokens(s.dummy.hero, dummy=True)  # research §1.12
            for colour in g.dummy_crystals(s.dummy.hero):
                s.dummy.crystals[colour] = s.dummy.crystals.get(colour, 0) + 1
        s.round_order = list(range(g.num_players)) + ([DUMMY] if s.dummy is not None else [])
        s.turn.started_with_cards = bool(s.heroes[self._turn].hand)
        s.stack = [NextTurn(), Turn(self._turn)]
        problems = invariant_errors(s)
        if problems:
            raise StateFormatError("not a Mage Knight position: " + "; ".join(problems))
        return s


OFFER_DECKS = {"monastery": "advanced"}
"""The deck an offer's cards come from, when not its own."""


def _deal_offers(state: MageKnightState, given: set[str]) -> None:
    """Deal the offers ``given`` does not name as the set-up does (research §1.3, §1.10: 3
    Advanced Actions, 3 Spells, players + 2 regular Units with a village Unit; a monastery's
    Advanced Action in the Unit offer, research §1.9), the lowest cards of each deck first."""
    g = state.game
    sizes = {**offers.OFFER_SIZE, "unit": g.num_players + int(g.scenario.unit_offer_extra)}
    for deck, size in sizes.items():
        if deck in given:
            continue
        pool = sorted(state.decks[deck].cards())
        dealt = pool[:size]
        if deck == "unit":
            village = [u for u in pool if RecruitSite.VILLAGE in g.content.units[u].recruit]
            if village and not any(u in village for u in dealt):
                dealt = [village[0], *dealt[: size - 1]]
        for card in dealt:
            state.decks[deck].take(card)
        state.offers[deck] = dealt
    if "monastery" not in given:
        pool = sorted(state.decks["advanced"].cards())[: offers.monastery_count(state)]
        for card in pool:
            state.decks["advanced"].take(card)
        state.offers["monastery"] = pool


def _crowded(state: MageKnightState) -> list[Hex]:
    """Spaces two heroes share, other than the portal (seed 001, "其他模型": no hero stays on
    another's space), the space the turn's hero stepped onto this turn excepted: it may pass
    through, and a hero who cannot leave withdraws at the end of the turn (decisions MK10)."""
    seen: Counter[Hex] = Counter(h.position for h in state.heroes if h.position is not None)
    mover = state.heroes[state.turn.player] if 0 <= state.turn.player < len(state.heroes) else None
    passing = mover.position if mover is not None and mover.position is not None else None
    entered = passing is not None and list(passing) in state.turn.path[1:]
    return sorted(
        h
        for h, n in seen.items()
        if n > 1 and not movement.is_portal(state, h) and not (entered and h == passing)
    )


def invariant_errors(state: MageKnightState) -> list[str]:
    """Every broken invariant of a Mage Knight position (empty: a legal one)."""
    problems: list[str] = []
    cards = state.game.content.cards
    for seat, hero in enumerate(state.heroes):
        unknown = [c for c in hero.deed_cards() if c != WOUND and c not in cards]
        if unknown:
            problems.append(f"P{seat + 1} holds unknown cards {unknown}")
        if any(n < 0 or n > mana.CRYSTAL_LIMIT for n in hero.crystals.values()):
            problems.append(f"P{seat + 1} holds more than {mana.CRYSTAL_LIMIT} crystals of a colour")
        if hero.position is not None and geometry.tile_centre_of(hero.position) not in state.tiles:
            problems.append(f"P{seat + 1} stands off the map")
        if hero.position is not None and hero.position in state.enemies:
            problems.append(f"P{seat + 1} stands on a rampaging enemy")
        if not -7 <= hero.reputation <= 7:
            problems.append("Reputation runs from -7 to 7")
        if (
            seat != state.turn.player
            and hero.position is not None
            and movement.is_portal(state, hero.position)
        ):
            problems.append(f"P{seat + 1} stays on the portal out of its turn")  # seed 001, "传送门区"
        if not 1 <= hero.level <= state.game.content.level_for(hero.fame).level:
            problems.append(f"P{seat + 1} is level {hero.level} with {hero.fame} Fame (the level table)")
    problems += [f"two heroes share the space {h}" for h in _crowded(state)]
    rolled = bool(state.source)  # the set-up rolls it
    if rolled and (
        len(state.source) != state.game.source_dice or any(c not in mana.COLOURS for c in state.source)
    ):
        problems.append(f"the Source holds {state.game.source_dice} mana dice")
    for h in state.enemies:
        if geometry.tile_centre_of(h) not in state.tiles:
            problems.append(f"an enemy at {h} is off the map")
    return problems


def census(state: MageKnightState) -> Counter[str]:
    """Every Deed card copy the position holds, wherever it is (Wounds excepted)."""
    held: Counter[str] = Counter()
    for hero in state.heroes:
        held.update(hero.deed_cards())
    if state.dummy is not None:
        held.update([*state.dummy.deck.cards(), *state.dummy.discard])
    for offer in ("advanced", "spell", "monastery"):
        held.update(state.offers[offer])
    for deck in ("advanced", "spell", "artifact"):
        held.update(state.decks[deck].cards() if deck in state.decks else [])
    held.update(state.thrown)
    del held[WOUND]
    return held


def census_errors(state: MageKnightState) -> list[str]:
    """Cards are conserved (issue 14's invariant, checked at every step of the seeded playouts; a
    built position may hold extra cards on purpose): once every hero is chosen, the position holds
    each hero's starting deck, the Dummy's, and every Advanced Action, Spell (solo: less the
    interactive ones) and Artifact, exactly once per copy."""
    g = state.game
    if not state.decks or any(not h.hero for h in state.heroes):
        return []
    if state.dummy is not None and not state.dummy.hero:
        return []
    expected: Counter[str] = Counter()
    for hero in [*(h.hero for h in state.heroes), *([state.dummy.hero] if state.dummy is not None else [])]:
        expected.update(g.hero_deck(hero))
    removed = set(g.scenario.solo_removed_spells) if g.solo else set()
    for deck in (CardDeck.ADVANCED, CardDeck.SPELL, CardDeck.ARTIFACT):
        expected.update(c.id for c in g.content.deck(deck) for _ in range(c.copies) if c.id not in removed)
    held = census(state)
    if held == expected:
        return []
    extra, missing = held - expected, expected - held
    return [f"cards are not conserved: {dict(extra)} too many, {dict(missing)} missing"]
