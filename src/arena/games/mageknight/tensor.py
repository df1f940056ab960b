"""Mage Knight's observation tensor, read from one seat's view: hex planes over the 196
spaces the map may ever cover (terrain and sites of the revealed tiles, enemies, face-down
garrisons, shields, heroes), one block per hero, the Dummy, the offers, the Source and the
turn, and the combat under way (phase, points played, each enemy with the calculator's verdicts).
Terrain and sites come from the revealed tiles' printed data (public)."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from arena.core.tensors import Counts, Each, Feature, OneHot, Scalar, TensorLayout, at
from arena.games.mageknight import geometry, mana
from arena.games.mageknight.codec import MAX_DICE, MAX_ENEMIES, MAX_UNITS, tile_positions
from arena.games.mageknight.combatrecord import PHASES
from arena.games.mageknight.datamodel import EnemyAbility
from arena.games.mageknight.flow import FLOW
from arena.games.mageknight.tasks import DUMMY
from arena.games.mageknight.tiles import map_spaces, tile_set
from arena.games.mageknight.vocabulary import AttackRange, Element, Terrain

if TYPE_CHECKING:
    from arena.games.mageknight.game import MageKnight

Hex = tuple[int, int]
OFFERS = ("advanced", "spell", "unit", "monastery")
DECKS = ("advanced", "spell", "artifact", "unit", "ruins")


def _spaces(view: dict[str, Any]) -> dict[Hex, Any]:
    return _placed_spaces(tuple(((t["at"][0], t["at"][1]), t["tile"]) for t in view["tiles"]))


@lru_cache(maxsize=1024)
def _placed_spaces(placement: tuple[tuple[Hex, str], ...]) -> dict[Hex, Any]:
    """The printed spaces of a map (read-only): the terrain and site planes share one
    computation per map, and a map changes only when a tile is revealed."""
    return map_spaces(dict(placement))


def _terrain(view: dict[str, Any]) -> list[tuple[str, Hex]]:
    return [(str(space.terrain), h) for h, space in _spaces(view).items()]


def _sites(view: dict[str, Any]) -> list[tuple[str, Hex]]:
    return [(str(space.site), h) for h, space in _spaces(view).items() if space.site is not None]


def _placed(items_key: str, what: str) -> Any:
    def get(view: dict[str, Any]) -> list[tuple[Any, Hex]]:
        out: list[tuple[Any, Hex]] = []
        for item in view[items_key]:
            where = (item["at"][0], item["at"][1])
            value = item[what]
            out += [(v, where) for v in value] if isinstance(value, list) else [(value, where)]
        return out

    return get


FOE_FLAGS = ("fortified", "defeated", "blocked", "no_attack", "attack_defeats", "block_stops")


def _foe_attack(foe: dict[str, Any]) -> dict[str, int]:
    out: dict[str, int] = {}
    for a in foe["attacks"]:
        out[a["element"]] = out.get(a["element"], 0) + int(a["amount"])
    return out


def _heroes_at(view: dict[str, Any]) -> list[tuple[int, Hex]]:
    return [(h["seat"], (h["position"][0], h["position"][1])) for h in view["heroes"] if h["position"]]


def observation_layout(game: MageKnight) -> TensorLayout:
    content = game.content
    seats = list(range(game.num_players))
    figures = [*seats, DUMMY]
    hexes: list[Hex] = sorted(h for p in tile_positions() for h in geometry.tile_hexes(p))
    cards, skills = sorted(content.cards), sorted(content.skills)
    tactics, units = sorted(content.tactics), sorted(content.units)
    enemies, heroes = sorted(content.enemies), sorted(content.heroes)
    garrison_colours = [*sorted({str(e.colour) for e in content.enemies.values()}), "yellow"]
    tiles = sorted(tile_set().tiles)
    unit: list[Feature] = [
        OneHot("unit", at("unit"), units, "the unit"),
        Scalar("ready", at("ready"), "ready"),
        Scalar("wounds", at("wounds"), "wounds"),
        OneHot("banner", at("banner"), cards, "the Banner it carries"),
        Scalar("bonded", at("bonded"), "under Bonds of Loyalty"),
    ]
    hero: list[Feature] = [
        OneHot("hero", at("hero"), heroes, "the hero"),
        Scalar("fame", at("fame"), "Fame / 50", 0.02),
        Scalar("reputation", at("reputation"), "Reputation / 7", 1 / 7),
        Counts("crystals", at("crystals"), mana.BASIC, "crystals in the Inventory"),
        Counts("tokens", at("tokens"), mana.COLOURS, "mana tokens in play"),
        Counts("hand", at("hand"), cards, "cards in hand (the viewer's own only)"),
        Scalar("hand_size", at("hand_size"), "cards in hand / 5", 0.2),
        Scalar("deck_size", at("deck_size"), "cards in the Deed deck / 16", 1 / 16),
        Counts("deck_top", at("deck_top"), cards, "Deed deck cards the viewer has seen on top"),
        Counts("discard", at("discard"), cards, "the discard pile"),
        Counts("play_area", at("play_area"), cards, "cards played this turn"),
        OneHot(
            "position",
            lambda h: tuple(h["position"]) if h["position"] else None,
            hexes,
            "the space it stands on",
        ),
        OneHot("tactic", at("tactic"), tactics, "its Tactic card"),
        Scalar("tactic_flipped", at("tactic_flipped"), "the Tactic is used"),
        Scalar("announced_end", at("announced_end"), "announced the end of the Round"),
        Scalar("level", at("level"), "level / 10", 0.1),
        Counts("skills", at("skills"), skills, "its Skills"),
        Counts("skills_used", at("skills_used"), skills, "Skills used this turn or Round"),
        Scalar("skill_tokens_left", at("skill_tokens_left"), "Skill tokens left / 10", 0.1),
        OneHot("stolen_die", at("stolen_die"), list(range(MAX_DICE)), "the Source die held by Mana Steal"),
        Scalar("spared", at("spared"), "cards kept aside by a tactic"),
        Counts("set_aside", at("set_aside"), cards, "cards set aside for the Round"),
        Each("units", at("units"), MAX_UNITS, unit, "its Units"),
    ]
    die: list[Feature] = [
        OneHot("colour", at("colour"), mana.COLOURS, "its face"),
        Scalar("usable", at("usable"), "usable now"),
        Scalar("taken", at("taken"), "taken this Round"),
        Scalar("held", at("held"), "held beyond the turn (Mana Steal, Mana Claim)"),
    ]
    pools = [f"{r}:{e}" for r in AttackRange for e in Element]
    foe: list[Feature] = [
        OneHot("token", at("token"), enemies, "the enemy"),
        OneHot("summoned", at("summoned"), enemies, "the token it summoned"),
        Scalar("armor", at("armor"), "Armor now / 10", 0.1),
        Counts("attack", _foe_attack, list(Element), "attack points by element / 10", 0.1),
        Counts("abilities", at("abilities"), list(EnemyAbility), "its abilities"),
        Counts("resistances", at("resistances"), list(Element), "its resistances"),
        *(Scalar(flag, at(flag), flag.replace("_", " ")) for flag in FOE_FLAGS),
    ]
    features: list[Feature] = [
        OneHot("seat", at("seat"), seats, "the viewer"),
        OneHot("to_move", at("to_move"), seats, "the seat to decide (zeros: chance, the Dummy, the end)"),
        Scalar("round", at("round"), "the Round / 6", 1 / 6),
        Scalar("rounds", at("rounds"), "Rounds in the scenario / 6", 1 / 6),
        Scalar("night", at("night"), "a Night Round"),
        Scalar("over", at("over"), "the game is over"),
        Counts(
            "tiles",
            lambda v: [(t["tile"], tuple(t["at"])) for t in v["tiles"]],
            [(t, p) for t in tiles for p in tile_positions()],
            "(tile, position) placed",
        ),
        Counts(
            "terrain",
            _terrain,
            [(str(t), h) for t in Terrain for h in hexes],
            "one plane per terrain over the spaces",
        ),
        Counts(
            "sites", _sites, [(s, h) for s in sorted(content.sites) for h in hexes], "one plane per site kind"
        ),
        Counts(
            "enemies",
            _placed("enemies", "enemy"),
            [(e, h) for e in enemies for h in hexes],
            "one plane per enemy: face-up enemies on the map",
        ),
        Counts(
            "site_enemies",
            _placed("site_enemies", "enemies"),
            [(e, h) for e in enemies for h in hexes],
            "one plane per enemy: revealed site defenders",
        ),
        Counts(
            "face_down",
            _placed("face_down", "colour"),
            [(c, h) for c in garrison_colours for h in hexes],
            "one plane per token colour: face-down enemies and ruins",
        ),
        Counts(
            "shields",
            _placed("shields", "seats"),
            [(s, h) for s in seats for h in hexes],
            "one plane per seat: its Shield tokens",
        ),
        Counts("hero_at", _heroes_at, [(s, h) for s in seats for h in hexes], "one plane per seat: its hero"),
        Scalar("countryside_left", at("tile_pile", "countryside"), "countryside tiles left"),
        Scalar("core_left", at("tile_pile", "core"), "core tiles left"),
        OneHot("next_tile", at("tile_pile", "next"), tiles, "the next tile, when known"),
        Each("heroes", at("heroes"), len(seats), hero, "per seat", flag=False),
        Scalar("dummy", at("dummy"), "a Dummy player plays"),
        OneHot("dummy_hero", at("dummy", "hero"), heroes, "its hero"),
        Scalar("dummy_deck", at("dummy", "deck_size"), "its deck / 16", 1 / 16),
        Counts("dummy_discard", at("dummy", "discard"), cards, "its discard pile"),
        Counts("dummy_crystals", at("dummy", "crystals"), mana.BASIC, "its crystals"),
        OneHot("dummy_tactic", at("dummy", "tactic"), tactics, "its Tactic"),
        Each("source", at("source"), MAX_DICE, die, "the Source dice"),
        Counts("tactics_offer", at("tactics_offer"), tactics, "Tactics still to choose"),
        *(
            Counts(
                f"offer_{kind}", at("offers", kind), units if kind == "unit" else cards, f"the {kind} offer"
            )
            for kind in OFFERS
        ),
        Counts("deck_sizes", at("deck_sizes"), DECKS, "cards left in each deck / 20", 0.05),
        Counts("common_skills", at("common_skills"), skills, "the common Skill offer"),
        Counts(
            "round_order",
            lambda v: list(enumerate(v["round_order"])),
            [(i, f) for i in range(len(figures)) for f in figures],
            "(position, figure) in the Round order (9: the Dummy)",
        ),
        OneHot("end_announced_by", at("end_announced_by"), seats, "who announced the end of the Round"),
        Scalar("city_revealed", at("city_revealed"), "the city is revealed"),
        OneHot("turn_player", at("turn", "player"), figures, "whose turn (9: the Dummy)"),
        Scalar("move_points", at("turn", "move_points"), "Move points / 10", 0.1),
        Scalar("influence_points", at("turn", "influence_points"), "Influence points / 10", 0.1),
        Scalar("moved", at("turn", "moved"), "moved this turn"),
        Scalar("acted", at("turn", "acted"), "took its action this turn"),
        Scalar("combat", at("combat"), "a combat is under way"),
        OneHot("combat_phase", at("combat", "phase"), list(PHASES), "its phase"),
        Counts(
            "combat_attack", at("combat", "attack"), pools, "Attack points played, by range:element / 10", 0.1
        ),
        Counts(
            "combat_block", at("combat", "block"), list(Element), "Block points played, by element / 10", 0.1
        ),
        Scalar("combat_wounds", at("combat", "wounds"), "Wounds taken in it"),
        Scalar("combat_units_allowed", at("combat", "units_allowed"), "Units may take part"),
        Each("combat_enemies", at("combat", "enemies"), MAX_ENEMIES, foe, "the enemies fought"),
        OneHot("pending", at("pending", "task"), sorted(FLOW.by_kind), "the task waited for"),
        OneHot("pending_player", at("pending", "player"), seats, "its seat"),
    ]
    return TensorLayout(features)
