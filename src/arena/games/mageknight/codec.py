"""Mage Knight's integer action indices: one fixed table per configuration.

Every action text a game may produce is listed once, in a documented order (verb by verb, each
over its argument domain), so the index of an action is stable for a configuration and
``num_distinct_actions`` is the table's size. Hexes come from the tile positions m·(1,−3) +
n·(3,−2) with m, n ≥ 0 and m + n ≤ ``REACH`` (enough for every tile of the scenario's deck).
"""

from __future__ import annotations

from itertools import combinations, permutations
from typing import TYPE_CHECKING

from arena.core.errors import NotationError
from arena.games.mageknight import geometry, mana
from arena.games.mageknight.actions import Action, parse
from arena.games.mageknight.datamodel import CardDeck
from arena.games.mageknight.heroes import WOUND
from arena.games.mageknight.hexes import Hex
from arena.games.mageknight.tiles import tile_set

if TYPE_CHECKING:
    from arena.games.mageknight.game import MageKnight

REACH = 6
MAX_DICE = 7
MAX_WOUNDS_RESTED = 30
"""Wounds one rest may discard at most (the action table's limit; a house limit that only a hand
of more than 30 Wounds meets: random play reached 31, and each further Wound would add a column
of ~80 actions to every configuration's action space)."""
MAX_CHOICE = 16
MAX_ENEMIES = 6
MAX_UNITS = 6
MAX_ABILITIES = 4
MAX_SEATS = 4
SIDEWAYS = ("move", "influence", "attack", "block")


def tile_positions(reach: int = REACH) -> list[Hex]:
    lanes = geometry.WEDGE_LANES
    out = []
    for m in range(reach + 1):
        for n in range(reach + 1 - m):
            out.append((m * lanes[0][0] + n * lanes[1][0], m * lanes[0][1] + n * lanes[1][1]))
    return sorted(out)


def _texts(game: MageKnight) -> list[str]:
    content = game.content
    heroes = sorted(content.heroes)
    tactics = sorted(content.tactics)
    cards = sorted(content.cards)
    positions = tile_positions()
    hexes = sorted(h for p in positions for h in geometry.tile_hexes(p))
    sources = [f"die:{i}" for i in range(MAX_DICE)]
    sources += [f"crystal:{c}" for c in mana.BASIC] + [f"token:{c}" for c in mana.COLOURS]
    sources += [f"endless:{c}" for c in mana.COLOURS]
    out = [f"hero {h}" for h in heroes]
    out += [f"tactic {t}" for t in tactics]
    spells = {c.id for c in content.cards.values() if c.deck is CardDeck.SPELL}
    for card in cards:
        out.append(f"play {card}")
        out += [f"play {card} {s}" for s in sources]
        out += [f"play {card} sideways:{v}" for v in SIDEWAYS] + [f"play {card} throw"]
        if card in spells:  # powered Spells: their colour and a black mana
            out += [f"play {card} {s} {b}" for s in sources for b in sources if (b != s and "black" in b) or
                    (b.startswith("die:") and b != s)]  # fmt: skip
    out += [f"play {WOUND} sideways:{v}" for v in SIDEWAYS]  # Power of Pain
    out += [f"move {q} {r}" for q, r in hexes]
    out += [f"explore {q} {r}" for q, r in positions]
    out += [f"rest {card} {n}" for card in cards for n in range(MAX_WOUNDS_RESTED + 1)]
    out += [f"rest {WOUND}", "announce-end", "end-turn", "draw-up"]
    out += [f"discard {card}" for card in [*cards, WOUND]]
    out += [f"throw-away {card}" for card in [*cards, WOUND]]
    out += [f"pay {s}" for s in sources]
    out += [f"pick {card}" for card in [*cards, WOUND]] + [f"pick die:{i}" for i in range(MAX_DICE)]
    out += [f"pick {c}" for c in mana.COLOURS] + [
        "pick stash",
        "pick take",
        "use-tactic",
        "pick hand",
        "pick discard",
    ]
    units = sorted(content.units)
    out += (
        ["interact", "plunder", "enter", "burn", "buy-healing"]
        + [f"recruit {u}" for u in units]
        + [f"buy {c}" for c in cards]
    )
    out += [f"buy {c} {s}" for c in sorted(spells) for s in sources]
    for slot in range(MAX_UNITS):
        for ability in range(MAX_ABILITIES):
            out += [f"activate {slot} {ability}"] + [f"activate {slot} {ability} {s}" for s in sources]
    out += ["assign hero"] + [f"assign {slot}" for slot in range(MAX_UNITS)]
    skills = sorted(content.skills)
    out += (
        [f"skill {s}" for s in skills]
        + [f"pick skill:{s}" for s in skills]
        + [f"draw skill:{s}" for s in skills]
    )
    out += [f"choose {i}" for i in range(MAX_CHOICE)]
    out += [f"challenge {q} {r}" for q, r in hexes]
    enemies = range(MAX_ENEMIES)
    out += [
        "attack " + " ".join(map(str, g)) for n in range(1, MAX_ENEMIES + 1) for g in combinations(enemies, n)
    ]
    out += [f"block {i}" for i in enemies] + ["next"] + [f"pick {i}" for i in enemies]
    # chance outcomes
    out += ["order " + " ".join(map(str, p)) for p in permutations(range(game.num_players))]
    out += [f"dummy-hero {h}" for h in heroes]
    out += ["source " + " ".join(dice) for dice, _ in mana.source_roll_outcomes(game.source_dice)]
    out += [f"draw {card}" for card in [*cards, WOUND, *sorted(content.units)]]
    out += [f"die {c}" for c in mana.COLOURS]
    out += [f"enemy {e}" for e in sorted(content.enemies)] + [f"enemy {t}" for t in sorted(content.ruins)]
    out += [f"tile {t}" for t in tile_set().tiles]
    out += [f"dummy-tactic {t}" for t in tactics]
    # Added later: appended, so every earlier action keeps its index.
    out += [f"pick unit:{i}" for i in range(MAX_UNITS)]
    out += ["pick top", "pick bottom"]  # Meditation / Trance
    out += ["done"]  # stop an any-number discard (Sword of Justice)
    out += ["convert attack", "convert ranged"] + [f"convert block:{e}" for e in ("physical", "fire", "ice")]
    out += [f"banner {slot}" for slot in range(MAX_UNITS)]  # Banner of Courage
    out += [f"banner {slot} {i}" for slot in range(MAX_UNITS) for i in range(MAX_ENEMIES)]  # Banner of Fear
    out += [f"pick {s}" for s in sources if s.startswith(("crystal:", "token:"))]  # Polarization
    for unit in units:  # Call to Arms: an ability of a Unit of the offer
        for ability in range(MAX_ABILITIES):
            out += [f"borrow {unit} {ability}"] + [f"borrow {unit} {ability} {s}" for s in sources]
    out += ["pick now", "pick each-turn"]  # Mana Claim
    out += [f"spend {seat} {slot}" for seat in range(MAX_SEATS) for slot in range(MAX_UNITS)]  # Energy Flow
    out += [f"lose {c}" for c in mana.BASIC]  # chance: Mana Meltdown
    out += [f"recruit {u} bonds" for u in units]  # Bonds of Loyalty
    return out


class MageKnightCodec:
    def __init__(self, game: MageKnight) -> None:
        self.texts = _texts(game)
        self.index = {text: i for i, text in enumerate(self.texts)}
        if len(self.index) != len(self.texts):
            raise AssertionError("duplicate action texts in the Mage Knight table")
        self.size = len(self.texts)

    def to_index(self, action: Action) -> int:
        try:
            return self.index[str(action)]
        except KeyError:
            raise NotationError(f"no index for {action}", reason="bad-action") from None

    def from_index(self, index: int) -> Action:
        if not 0 <= index < self.size:
            raise NotationError(f"action index {index} outside 0..{self.size - 1}", reason="bad-index")
        return parse(self.texts[index])

    def to_text(self, action: Action) -> str:
        return str(action)

    def from_text(self, text: str) -> Action:
        action = parse(" ".join(text.split()))
        if str(action) not in self.index:
            raise NotationError(f"not a Mage Knight action: {text!r}", reason="bad-notation")
        return action
