"""Mage Knight positions: the heroes, the map, the Source, the Round, and the task stack.

The rules live in modules by responsibility (``setup.py``, ``rounds.py``, ``turn.py``,
``movement.py``, ``dummy.py``); ``flow.py`` registers them on the shared flow engine. Every
field is JSON-ready; ``clone`` copies each one explicitly.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from arena.core.durations import Modifier
from arena.core.errors import IllegalActionError, StateFormatError
from arena.core.flow import FlowState, Task
from arena.core.state import State
from arena.games.mageknight.actions import Action
from arena.games.mageknight.combatrecord import CombatRecord
from arena.games.mageknight.deck import Pile
from arena.games.mageknight.heroes import DummyState, HeroState
from arena.games.mageknight.hexes import Hex
from arena.games.mageknight.turnrecord import TurnRecord

if TYPE_CHECKING:
    from arena.games.mageknight.game import MageKnight

SCALARS = (
    "round",
    "night",
    "over",
    "city_revealed",
    "end_announced_by",
    "core_cities_left",
    "core_others_left",
)
LISTS = (
    "hero_order",
    "source",
    "countryside_pile",
    "core_candidates",
    "round_order",
    "turns_left",
    "round_turns",
    "thrown",
    "tactics_offer",
    "tactics_removed",
)


class MageKnightState(FlowState[Action], State[Action]):
    """One position of a First Reconnaissance game."""

    FLOW_MODULE = "arena.games.mageknight.flow"

    __slots__ = (
        *SCALARS,
        *LISTS,
        "combat",
        "burned",
        "common_skills",
        "modifiers",
        "ruins",
        "garrisons",
        "shields",
        "site_enemies",
        "decks",
        "dummy",
        "enemies",
        "enemy_discards",
        "enemy_piles",
        "game",
        "heroes",
        "offers",
        "stack",
        "tiles",
        "turn",
    )

    END_RULE = 'research mageknight §1.10: "the game ends after the last Round"'
    game: MageKnight
    heroes: list[HeroState]
    dummy: DummyState | None
    hero_order: list[int]
    """The seats in the order they chose Heroes (decisions MK8)."""
    round: int
    night: bool
    over: bool
    source: list[str]
    """The Source: each die's colour, by die index."""
    tiles: dict[Hex, str]
    """Placed tiles: tile-position centre → tile id."""
    countryside_pile: list[str]
    """Countryside tiles still to explore, next first (sorted by number: research §1.10)."""
    core_candidates: list[str]
    """Core tiles that may still be in the pile (which ones were chosen is nobody's knowledge)."""
    core_cities_left: int
    core_others_left: int
    city_revealed: bool
    enemies: dict[Hex, str]
    """Face-up rampaging enemy tokens on the map."""
    enemy_piles: dict[str, list[str]]
    """Face-down enemy tokens by colour, sorted (their order is chance)."""
    enemy_discards: dict[str, list[str]]
    """Defeated or discarded tokens by colour, shuffled back when their pile runs out."""
    combat: CombatRecord | None
    decks: dict[str, Pile]
    """The Advanced Action, Spell, Artifact and Unit decks (shuffled; cards put at the bottom
    are known to be drawn last)."""
    offers: dict[str, list[str]]
    """The face-up offers (``advanced``, ``spell``, ``unit``), the lowest (oldest) first."""
    common_skills: list[str]
    site_enemies: dict[Hex, list[str]]
    """Undefeated enemy tokens waiting face up at adventure sites (monster dens, spawning grounds)."""
    ruins: dict[Hex, str]
    """Face-up ancient ruins tokens (face-down ones wait in ``garrisons`` as ``yellow``)."""
    burned: list[list[int]]
    """Burned monasteries (they add no more Advanced Actions)."""
    modifiers: list[Modifier]
    """Rule changes in force (terrain costs...) until their moment: turn, combat, round."""
    garrisons: dict[Hex, str]
    """Keeps and mage towers whose defender is still face down: its colour (drawn when it turns up)."""
    shields: dict[Hex, list[int]]
    """Conquered sites: the seats whose Shields lie there."""
    round_order: list[int]
    """This Round's turn order (seats, and ``DUMMY``)."""
    turns_left: list[int]
    """After the End of the Round was announced: the figures still to take their last turn."""
    end_announced_by: int
    thrown: list[str]
    """Deed cards thrown away: out of the game (an Artifact's strong effect, Maximal Effect...)."""
    round_turns: list[int]
    """Turns each hero has begun this Round (the ``round_turn_limit`` house rule)."""
    tactics_offer: list[str]
    tactics_removed: list[str]
    turn: TurnRecord
    stack: list[Task]

    def __init__(self, game: MageKnight) -> None:
        self.game = game
        self.heroes = [HeroState() for _ in range(game.num_players)]
        self.dummy = DummyState() if game.solo else None
        self.hero_order = []
        self.round = 0
        self.night = False
        self.over = False
        self.source = []
        self.tiles = {}
        self.countryside_pile = []
        self.core_candidates = []
        self.core_cities_left = 0
        self.core_others_left = 0
        self.city_revealed = False
        self.enemies = {}
        self.enemy_piles = {}
        self.enemy_discards = {}
        self.combat = None
        self.decks = {}
        self.offers = {"advanced": [], "spell": [], "unit": [], "monastery": []}
        self.common_skills = []
        self.site_enemies = {}
        self.shields = {}
        self.garrisons = {}
        self.modifiers = []
        self.ruins = {}
        self.burned = []
        self.round_order = []
        self.turns_left = []
        self.end_announced_by = -1
        self.round_turns = [0] * game.num_players
        self.thrown = []
        self.tactics_offer = []
        self.tactics_removed = []
        self.turn = TurnRecord()
        self.stack = []

    # -- the State protocol ----------------------------------------------------------------
    def is_over(self) -> bool:
        return self.over

    def returns(self) -> list[float]:
        if not self.over:
            return [0.0] * len(self.heroes)
        from arena.games.mageknight.scoring import final_returns

        return final_returns(self)

    def view(self, player: int | None) -> dict[str, Any]:
        from arena.games.mageknight.view import player_view

        return player_view(self, player)

    def illegal_reason(self, action: Action) -> IllegalActionError | None:
        """``None`` for a legal action, else why not: the reason, the rule and its sentence
        (``refusals.py``; computed only for an action not in ``legal_actions()``)."""
        from arena.games.mageknight.refusals import refusal

        return refusal(self, action)

    def resample_hidden(self, player: int, rng: random.Random) -> MageKnightState:
        from arena.games.mageknight.view import resample

        return resample(self, player, rng)

    # -- copies and JSON ---------------------------------------------------------------------
    def clone(self) -> MageKnightState:
        other = MageKnightState.__new__(MageKnightState)
        other.game = self.game
        # SCALARS and LISTS spelled out (a loop of getattr/setattr costs a fifth of a clone)
        other.round, other.night, other.over = self.round, self.night, self.over
        other.city_revealed, other.end_announced_by = self.city_revealed, self.end_announced_by
        other.core_cities_left, other.core_others_left = self.core_cities_left, self.core_others_left
        other.hero_order, other.source = list(self.hero_order), list(self.source)
        other.countryside_pile, other.core_candidates = (
            list(self.countryside_pile),
            list(self.core_candidates),
        )
        other.round_order, other.turns_left = list(self.round_order), list(self.turns_left)
        other.round_turns, other.thrown = list(self.round_turns), list(self.thrown)
        other.tactics_offer, other.tactics_removed = list(self.tactics_offer), list(self.tactics_removed)
        other.heroes = [h.copy() for h in self.heroes]
        other.dummy = self.dummy.copy() if self.dummy is not None else None
        other.tiles = dict(self.tiles)
        other.enemies = dict(self.enemies)
        other.enemy_piles = {k: list(v) for k, v in self.enemy_piles.items()}
        other.enemy_discards = {k: list(v) for k, v in self.enemy_discards.items()}
        other.combat = self.combat.copy() if self.combat is not None else None
        other.decks = {k: v.copy() for k, v in self.decks.items()}
        other.offers = {k: list(v) for k, v in self.offers.items()}
        other.common_skills = list(self.common_skills)
        other.site_enemies = {h: list(v) for h, v in self.site_enemies.items()}
        other.shields = {h: list(v) for h, v in self.shields.items()}
        other.garrisons = dict(self.garrisons)
        other.modifiers = list(self.modifiers)  # frozen records
        other.ruins = dict(self.ruins)
        other.burned = [list(h) for h in self.burned]
        other.turn = self.turn.copy()
        other.stack = list(self.stack)  # task records are immutable
        return other

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {name: getattr(self, name) for name in SCALARS}
        out |= {name: list(getattr(self, name)) for name in LISTS}
        out["heroes"] = [h.to_json() for h in self.heroes]
        out["dummy"] = self.dummy.to_json() if self.dummy is not None else None
        out["tiles"] = [[q, r, t] for (q, r), t in sorted(self.tiles.items())]
        out["enemies"] = [[q, r, e] for (q, r), e in sorted(self.enemies.items())]
        out["enemy_piles"] = {k: list(v) for k, v in sorted(self.enemy_piles.items())}
        out["enemy_discards"] = {k: list(v) for k, v in sorted(self.enemy_discards.items())}
        out["combat"] = self.combat.to_json() if self.combat is not None else None
        out["decks"] = {k: v.to_json() for k, v in sorted(self.decks.items())}
        out["offers"] = {k: list(v) for k, v in sorted(self.offers.items())}
        out["common_skills"] = list(self.common_skills)
        out["site_enemies"] = [[q, r, list(v)] for (q, r), v in sorted(self.site_enemies.items())]
        out["shields"] = [[q, r, list(v)] for (q, r), v in sorted(self.shields.items())]
        out["garrisons"] = [[q, r, c] for (q, r), c in sorted(self.garrisons.items())]
        out["modifiers"] = [m.to_json() for m in self.modifiers]
        out["ruins"] = [[q, r, t] for (q, r), t in sorted(self.ruins.items())]
        out["burned"] = [list(h) for h in self.burned]
        out["turn"] = self.turn.to_json()
        out["stack"] = self.FLOW.to_json(self.stack)
        return out

    @classmethod
    def from_json(cls, game: MageKnight, data: Any) -> MageKnightState:
        fields = {
            *SCALARS,
            *LISTS,
            "heroes",
            "dummy",
            "tiles",
            "enemies",
            "enemy_piles",
            "enemy_discards",
            "combat",
        }
        fields |= {
            "turn",
            "stack",
            "decks",
            "offers",
            "burned",
            "common_skills",
            "modifiers",
            "ruins",
            "site_enemies",
            "shields",
            "garrisons",
        }
        if not isinstance(data, dict) or set(data) != fields:
            raise StateFormatError(
                "a Mage Knight state needs exactly the fields " + ", ".join(sorted(fields))
            )
        state = cls(game)
        for name in (*SCALARS, *LISTS):
            value = data[name]
            if type(value) is not type(getattr(state, name)):
                raise StateFormatError(f"Mage Knight state field {name!r} has the wrong type")
            setattr(state, name, list(value) if isinstance(value, list) else value)
        if not isinstance(data["heroes"], list) or len(data["heroes"]) != game.num_players:
            raise StateFormatError("one hero record per seat")
        state.heroes = [HeroState.from_json(h) for h in data["heroes"]]
        state.dummy = DummyState.from_json(data["dummy"]) if data["dummy"] is not None else None
        if (state.dummy is None) == game.solo:
            raise StateFormatError("a Dummy player exactly in solo games")
        try:
            state.tiles = {(int(q), int(r)): str(t) for q, r, t in data["tiles"]}
            state.enemies = {(int(q), int(r)): str(e) for q, r, e in data["enemies"]}
            state.enemy_piles = {str(k): sorted(str(e) for e in v) for k, v in data["enemy_piles"].items()}
            state.enemy_discards = {str(k): [str(e) for e in v] for k, v in data["enemy_discards"].items()}
            state.decks = {str(k): Pile.from_json(v) for k, v in data["decks"].items()}
            state.offers = {str(k): [str(c) for c in v] for k, v in data["offers"].items()}
            state.common_skills = [str(s) for s in data["common_skills"]]
            state.site_enemies = {(int(q), int(r)): [str(e) for e in v] for q, r, v in data["site_enemies"]}
            state.shields = {(int(q), int(r)): [int(s) for s in v] for q, r, v in data["shields"]}
            state.garrisons = {(int(q), int(r)): str(c) for q, r, c in data["garrisons"]}
            state.modifiers = [Modifier.from_json(m) for m in data["modifiers"]]
            state.ruins = {(int(q), int(r)): str(t) for q, r, t in data["ruins"]}
            state.burned = [[int(q), int(r)] for q, r in data["burned"]]
        except (TypeError, ValueError, AttributeError) as exc:
            raise StateFormatError(f"bad map record: {exc}") from None
        state.combat = CombatRecord.from_json(data["combat"]) if data["combat"] is not None else None
        state.turn = TurnRecord.from_json(data["turn"])
        state.stack = cls.FLOW.from_json(data["stack"])
        return state

    # -- shortcuts ---------------------------------------------------------------------------
    def figures_at(self, hex_: Hex) -> list[int]:
        return [seat for seat, h in enumerate(self.heroes) if h.position == hex_]

    def enemy_pile(self, colour: str) -> list[str]:
        """The face-down tokens of ``colour``; an empty pile takes its discards back, shuffled."""
        pile = self.enemy_piles.setdefault(colour, [])
        if not pile:
            pile.extend(sorted(self.enemy_discards.pop(colour, [])))
        return pile

    def night_now(self) -> bool:
        """Night, or a combat under Night rules (dungeons, tombs: decisions MK7)."""
        return self.night or (self.combat is not None and self.combat.night_rules)

    def enemy_discard(self, colour: str) -> list[str]:
        return self.enemy_discards.setdefault(colour, [])
