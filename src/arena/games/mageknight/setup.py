"""Set-up of First Reconnaissance (research mageknight §1.10, data §11; decisions MK1, MK8).

Heroes are chosen in a random order (the Dummy's at random after them, solo); tile A goes at
(0, 0) with tile 1 at (1, −3) and tile 2 at (3, −2) (MK8), their orc markers get face-up
green tokens; the countryside tiles wait sorted by number, the core pile is one random city
and two random other core tiles, shuffled; the Source is rolled; each hero shuffles their
Deed deck and draws up to their Hand limit.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import permutations
from math import factorial
from typing import TYPE_CHECKING

from arena.core.events import Event
from arena.core.flow import DISCARDED, Task
from arena.core.text import Hex, Ref, Seat, msg
from arena.games.mageknight import mana, offers, tactics
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.sitetasks import DrawGarrison
from arena.games.mageknight.tasks import (
    ChooseHero,
    DrawCards,
    DrawRampaging,
    DummyHero,
    HeroOrder,
    PlaceStartingMap,
    RollSource,
    StartRound,
)
from arena.games.mageknight.tiles import tile as placed_tile

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

RULE_SETUP = 'research mageknight §1.10 "First Reconnaissance"; decisions MK8'


def opening_tasks() -> list[Task]:
    """The set-up, in order, then Round 1."""
    return [HeroOrder(), PlaceStartingMap(), RollSource(), StartRound()]


# -- Heroes ----------------------------------------------------------------------------------
def order_outcomes(state: MageKnightState, task: HeroOrder) -> list[tuple[Action, Fraction]]:
    seats = range(len(state.heroes))
    p = Fraction(1, factorial(len(state.heroes)))
    return [(act("order", *perm), p) for perm in permutations(seats)]


def settle_order(state: MageKnightState, task: HeroOrder, events: list[Event]) -> bool:
    if len(state.heroes) > 1:
        return False
    hero_order(state, task, act("order", 0), events)
    return True


def hero_order(state: MageKnightState, task: HeroOrder, a: Action, events: list[Event]) -> None:
    state.hero_order = [int(x) for x in a.args]
    tail = [DummyHero()] if state.dummy is not None else []
    state.push(*(ChooseHero(seat) for seat in state.hero_order), *tail)
    if events is not DISCARDED:
        order = tuple(Seat(s) for s in state.hero_order)
        events.append(Event("hero-order", {"order": state.hero_order}, f"heroes are chosen in order {state.hero_order}",
                            say=msg("mk-ev-hero-order", order=order)))  # fmt: skip


def free_heroes(state: MageKnightState) -> list[str]:
    taken = {h.hero for h in state.heroes}
    return [h for h in state.game.hero_ids if h not in taken]


def hero_options(state: MageKnightState, task: ChooseHero) -> list[Action]:
    wanted = state.game.opts.heroes
    if wanted:
        return [act("hero", wanted[task.player])]
    return [act("hero", h) for h in free_heroes(state)]


def settle_hero(state: MageKnightState, task: ChooseHero, events: list[Event]) -> bool:
    """Heroes named in the options are taken without a decision."""
    if not state.game.opts.heroes:
        return False
    choose_hero(state, task, act("hero", state.game.opts.heroes[task.player]), events)
    return True


def choose_hero(state: MageKnightState, task: ChooseHero, a: Action, events: list[Event]) -> None:
    hero = state.heroes[task.player]
    hero.hero = a.args[0]
    hero.deck.shuffle_in(state.game.hero_deck(hero.hero))
    hero.skill_pile = state.game.skill_tokens(hero.hero)
    if events is not DISCARDED:
        say = msg("mk-ev-hero", player=Seat(task.player), hero=Ref("hero", hero.hero))
        events.append(Event("hero", {"player": task.player, "hero": hero.hero}, f"P{task.player + 1} plays {hero.hero}",
                            say=say))  # fmt: skip


def dummy_outcomes(state: MageKnightState, task: DummyHero) -> list[tuple[Action, Fraction]]:
    free = free_heroes(state)
    return [(act("dummy-hero", h), Fraction(1, len(free))) for h in free]


def dummy_hero(state: MageKnightState, task: DummyHero, a: Action, events: list[Event]) -> None:
    """The Dummy: a random unused Hero, its 16 cards and the crystals of its card's dots."""
    assert state.dummy is not None
    state.dummy.hero = a.args[0]
    state.dummy.deck.shuffle_in(state.game.hero_deck(state.dummy.hero))
    state.dummy.skill_pile = state.game.skill_tokens(state.dummy.hero, dummy=True)
    for colour in state.game.dummy_crystals(state.dummy.hero):
        state.dummy.crystals[colour] = state.dummy.crystals.get(colour, 0) + 1
    if events is not DISCARDED:
        events.append(Event("dummy", {"hero": state.dummy.hero}, f"the Dummy player is {state.dummy.hero}",
                            say=msg("mk-ev-dummy", hero=Ref("hero", state.dummy.hero))))  # fmt: skip


# -- the map ---------------------------------------------------------------------------------
def place_starting_map(state: MageKnightState, task: PlaceStartingMap, events: list[Event]) -> None:
    g = state.game
    first, second, *rest = g.countryside_tiles
    state.tiles = {(0, 0): g.starting_tile}
    state.countryside_pile = list(rest)
    state.core_candidates = sorted([*g.core_city_tiles, *g.core_other_tiles])
    state.core_cities_left, state.core_others_left = 1, 2
    state.enemy_piles = {colour: sorted(tokens) for colour, tokens in g.enemy_tokens.items()}
    state.decks = offers.initial_decks(state)
    draws: list[Task] = []
    for centre, tile in zip(g.setup_positions, (first, second), strict=True):
        draws += place_tile(state, centre, tile)
    if events is not DISCARDED:
        tiles = (Ref("tile", g.starting_tile), Ref("tile", first), Ref("tile", second))
        events.append(Event("map", {"tiles": [first, second]}, f"the map: tile A, tiles {first} and {second}",
                            say=msg("mk-ev-map", tiles=tiles)))  # fmt: skip
    heroes = [DrawCards(seat, g.hand_limit(state, seat)) for seat in range(len(state.heroes))]
    state.push(*draws, *offers.opening_deals(state), *heroes)


def place_tile(state: MageKnightState, centre: tuple[int, int], tile: str) -> list[Task]:
    """Put ``tile`` on the map: its keeps' and mage towers' defenders wait face down, its ruins
    turn face up by Day (face down by Night), its rampaging enemies are drawn face up."""
    state.tiles[centre] = tile
    sites = state.game.content.sites
    flips: list[Task] = []
    for h, data in placed_tile(tile).placed_at(centre).items():
        token = sites[str(data.site)].reveal_token if data.site is not None else None
        if token is None:
            continue
        state.garrisons[h] = str(token.colour)
        if token.face != "down" and not state.night:
            flips.append(DrawGarrison(str(token.colour), *h))
    draws: list[Task] = [
        DrawRampaging(colour, q, r) for (q, r), colour in state.game.rampaging_markers(tile, centre)
    ]
    return draws + flips


def rampaging_outcomes(state: MageKnightState, task: DrawRampaging) -> list[tuple[Action, Fraction]]:
    pile = state.enemy_piles[task.colour]
    return [(act("enemy", e), Fraction(pile.count(e), len(pile))) for e in sorted(set(pile))]


def draw_rampaging(state: MageKnightState, task: DrawRampaging, a: Action, events: list[Event]) -> None:
    token = a.args[0]
    state.enemy_piles[task.colour].remove(token)
    state.enemies[(task.q, task.r)] = token
    if events is not DISCARDED:
        say = msg("mk-ev-rampaging", enemy=Ref("enemy", token), hex=Hex(task.q, task.r))
        events.append(Event("enemy", {"enemy": token, "hex": [task.q, task.r]},
                            f"{token} rampages at ({task.q}, {task.r})", say=say))  # fmt: skip


# -- the Source and the Deed decks -------------------------------------------------------------
def source_outcomes(state: MageKnightState, task: RollSource) -> list[tuple[Action, Fraction]]:
    return [(act("source", *dice), p) for dice, p in mana.source_roll_outcomes(state.game.source_dice)]


def roll_source(state: MageKnightState, task: RollSource, a: Action, events: list[Event]) -> None:
    state.source = list(a.args)
    if events is not DISCARDED:
        say = msg("mk-ev-source", dice=tuple(Ref("mana", c) for c in state.source))
        events.append(
            Event("source", {"dice": state.source}, "the Source: " + ", ".join(state.source), say=say)
        )


def draw_weights(state: MageKnightState, task: DrawCards) -> list[tuple[Action, int]]:
    return [(Action("draw", (card,)), w) for card, w in state.heroes[task.player].deck.draw_weights()]


def settle_draw(state: MageKnightState, task: DrawCards, events: list[Event]) -> bool:
    """Nothing to draw, or the next card is known: no chance node."""
    deck = state.heroes[task.player].deck
    if task.n <= 0 or not len(deck):
        tactics.draw_ran_out(state, task.player, task.n)
        return True
    known = deck.known_next()
    if known is None:
        return False
    draw_card(state, task, act("draw", known), events)
    return True


def draw_card(state: MageKnightState, task: DrawCards, a: Action, events: list[Event]) -> None:
    hero = state.heroes[task.player]
    hero.deck.take(a.args[0])
    hero.hand = sorted([*hero.hand, a.args[0]])
    if events is not DISCARDED:
        seat = Seat(task.player)
        events.append(
            Event("draw", {"player": task.player, "card": a.args[0]}, f"P{task.player + 1} draws {a.args[0]}",
                  frozenset({task.player}), {"player": task.player, "say": msg("mk-ev-draw-hidden", player=seat)},
                  say=msg("mk-ev-draw", player=seat, card=Ref("card", a.args[0])))
        )  # fmt: skip
    if task.n > 1:
        state.push(DrawCards(task.player, task.n - 1))
