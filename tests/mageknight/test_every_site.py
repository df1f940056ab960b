"""Every site of sites.yaml on a tile that holds it (research mageknight §1.7-1.9, §4.5,
mageknight_data §9-10; issue 14: "every ... site of the data file has a test of its effect"): the
adventure sites draw the defenders their data names when entered (Dungeon and Tomb under Night
rules and without Units), the fortified ones are assaulted for Reputation −1 against a face-down
token of their colour, a Crystal Mine gives its crystal at the end of the turn, a city is never
entered, and each site offers exactly what its data says (recruit, heal, plunder, burn)."""

from __future__ import annotations

import pytest

from arena.games.mageknight.actions import act
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.hexes import Hex, neighbours
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.state import MageKnightState
from arena.games.mageknight.tiles import Site, map_spaces, tile_set
from tests.mageknight.helpers import texts

GAME = MageKnight(players=1, heroes=["tovak"])
BASE = {(0, 0): "A", (1, -3): "1", (3, -2): "2"}
AT = (4, -5)  # a tile position next to the three above
HAND = ["march", "stamina", "rage", "promise", "swiftness"]


def place(site: str) -> tuple[dict[Hex, str], Hex]:
    """A tile holding ``site`` at ``AT`` (the first in file order) and the site's space."""
    for tile_id in tile_set().tiles:
        if tile_id in BASE.values() or tile_id in ("A", "B"):
            continue
        for h, data in map_spaces({AT: tile_id}).items():
            if data.site is not None and str(data.site) == site:
                return {**BASE, AT: tile_id}, h
    raise AssertionError(f"no tile holds {site}")


def on_site(site: str, night: bool = False) -> tuple[MageKnightState, Hex]:
    tiles, h = place(site)
    state = MageKnightPosition(GAME).tiles(tiles).hand(0, HAND).at(0, h).night(night).build()
    return state, h


def beside(site: str) -> tuple[MageKnightState, Hex]:
    """The hero on a space next to the site, with Move to spare."""
    tiles, h = place(site)
    spaces = map_spaces(tiles)
    start = next(n for n in neighbours(h) if n in spaces and spaces[n].site is None
                 and str(spaces[n].terrain) not in ("lake", "mountain"))  # fmt: skip
    state = MageKnightPosition(GAME).tiles(tiles).hand(0, HAND).at(0, start).build()
    for card in ("march", "stamina"):
        state.apply(act("play", card))
    state.apply(act("play", "promise", "sideways:move"))  # Move 5: a desert by Day
    return state, h


ADVENTURES = {"monster_den": ["brown"], "spawning_grounds": ["brown", "brown"], "dungeon": ["brown"],
              "tomb": ["red"]}  # fmt: skip


@pytest.mark.parametrize("site", sorted(ADVENTURES))
def test_an_adventure_site_entered_draws_the_defenders_its_data_names(site: str) -> None:
    """data §10.1: "enemies_on_enter" — one token per colour listed, drawn face up."""
    state, _ = on_site(site)
    assert "enter" in texts(state)
    state.apply(act("enter"))
    for colour in ADVENTURES[site]:
        assert state.is_chance_node()
        outcomes = state.chance_outcomes()
        assert {str(GAME.content.enemies[a.args[0]].colour) for a, _ in outcomes} == {colour}
        state.apply(outcomes[0][0])
    assert state.combat is not None and len(state.combat.enemies) == len(ADVENTURES[site])
    night_rules = site in ("dungeon", "tomb")  # "night_rules: true", "units_allowed: false"
    assert state.night_now() == night_rules
    assert state.combat.units_allowed == (not night_rules)


@pytest.mark.parametrize(("site", "colour"), [("keep", "grey"), ("mage_tower", "violet")])
def test_a_fortified_site_is_assaulted_for_reputation_against_its_colour(site: str, colour: str) -> None:
    """data §10.1: moving into an unconquered keep or mage tower assaults it (Reputation −1)
    against its face-down defender of that colour, fortified."""
    state, h = beside(site)
    assert state.garrisons.get(h) == colour
    state.apply(act("move", *h))
    assert state.heroes[0].reputation == -1
    if state.is_chance_node():
        outcomes = state.chance_outcomes()
        assert {str(GAME.content.enemies[a.args[0]].colour) for a, _ in outcomes} == {colour}
        state.apply(outcomes[0][0])
    assert state.combat is not None and state.combat.enemies[0].fortified_site


def test_a_city_is_never_entered() -> None:
    """MK1, data §10.1 "enterable: false": First Reconnaissance ends when a city is revealed."""
    tiles = {**BASE, AT: "city-5"}
    spaces = map_spaces(tiles)
    city = next(h for h, d in spaces.items() if d.site is Site.CITY)
    start = next(n for n in neighbours(city) if n in spaces and spaces[n].site is None
                 and str(spaces[n].terrain) not in ("lake", "mountain"))  # fmt: skip
    state = MageKnightPosition(GAME).tiles(tiles).hand(0, HAND).at(0, start).build()
    for card in ("march", "stamina"):
        state.apply(act("play", card))
    state.apply(act("play", "promise", "sideways:move"))
    assert f"move {city[0]} {city[1]}" not in texts(state)


def test_a_crystal_mine_gives_its_crystal_at_the_end_of_the_turn() -> None:
    """data §10.1 "end_of_turn_site_crystal": a crystal of the mine's colour."""
    state, h = on_site("mine")
    colour = str(map_spaces(place("mine")[0])[h].colour)
    state.apply(act("play", "march", "sideways:move"))
    state.apply(act("end-turn"))
    assert state.heroes[0].crystals.get(colour) == 1


@pytest.mark.parametrize("site", ["village", "monastery"])
def test_an_inhabited_site_offers_what_its_data_says(site: str) -> None:
    """data §10.1: village — recruit, heal (3 a point), plunder; monastery — recruit, heal (2),
    an Advanced Action for 6, burning."""
    state, _ = on_site(site)
    options = texts(state)
    assert "interact" in options
    assert ("plunder" in options) == (site == "village")
    assert ("burn" in options) == (site == "monastery")


@pytest.mark.parametrize("token", sorted(t for t, r in GAME.content.ruins.items() if r.kind == "enemies"))
def test_ruins_with_enemies_draw_the_defenders_of_their_token(token: str) -> None:
    """data §8: a yellow ruins token showing enemies — one of each colour drawn, fought; the
    reward waits for their defeat (the altars: test_units_sites)."""
    state, _ = on_site("ancient_ruins")
    state.apply(act("enter"))
    state.apply(act("enemy", token))  # the face-down yellow token turns up
    for colour in GAME.content.ruins[token].enemies:
        assert state.is_chance_node()
        outcomes = state.chance_outcomes()
        assert {str(GAME.content.enemies[a.args[0]].colour) for a, _ in outcomes} == {str(colour)}
        state.apply(outcomes[0][0])
    assert state.combat is not None and len(state.combat.enemies) == len(GAME.content.ruins[token].enemies)
