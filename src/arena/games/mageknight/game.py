"""Mage Knight as an Arena game: options, content access, codec and hooks.

First Reconnaissance (decisions MK1): solo with the Dummy player (4 Rounds) or 2–4 heroes
(3 Rounds), on the Wedge map, all content from ``data/`` (research mageknight_data).
"""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from pydantic import BaseModel, Field, model_validator

from arena.core.game import CodecGame, GameInfo, Options, TerminalRenderer
from arena.core.state import State
from arena.core.tensors import TensorLayout
from arena.games.mageknight import evaluation, geometry
from arena.games.mageknight.actions import Action
from arena.games.mageknight.codec import MageKnightCodec
from arena.games.mageknight.data import Content, load_content
from arena.games.mageknight.flow import FLOW
from arena.games.mageknight.hexes import Hex
from arena.games.mageknight.info import INFO
from arena.games.mageknight.setup import opening_tasks
from arena.games.mageknight.sitemodel import Scenario
from arena.games.mageknight.state import MageKnightState
from arena.games.mageknight.tiles import TileKind, terrain_table, tile, tile_set

if TYPE_CHECKING:
    from arena.core.data import Problem
    from arena.core.describe import ActionInfo
    from arena.core.text import Msg, RuleText
    from arena.core.tutorial import Tutorial


class MageKnightOptions(Options):
    """Players 1–4 (1 = solo with the Dummy); Heroes per seat (default: chosen in play)."""

    players: int = Field(1, ge=1, le=4)
    heroes: tuple[str, ...] = ()
    interactive_skills: bool | None = None
    """Decisions MK6: on by default with 2–4 players; solo removes the interactive skill anyway."""
    solo_score_extras: bool = False
    """Decisions MK14: the Apocalypse Dragon solo score extras (off by default)."""
    round_turn_limit: int = Field(30, ge=1, le=1000)
    """House rule (docs/mageknight.md, "Endless Rounds"): a hero about to take a turn beyond this
    many in one Round announces the End of the Round instead, so no Round lasts forever."""

    @model_validator(mode="after")
    def _check(self) -> MageKnightOptions:
        if self.heroes and len(self.heroes) != self.players:
            raise ValueError("name one Hero per player, or none")
        if len(set(self.heroes)) != len(self.heroes):
            raise ValueError("two players cannot play the same Hero")
        known = set(load_content().heroes)
        unknown = [h for h in self.heroes if h not in known]
        if unknown:
            raise ValueError(f"unknown Hero {unknown[0]!r}; known: {', '.join(sorted(known))}")
        return self


class MageKnight(CodecGame[Action]):
    """The First Reconnaissance scenario of the 2011 base game."""

    info: ClassVar[GameInfo] = INFO
    options_model: ClassVar[type[Options]] = MageKnightOptions
    strings_dir: ClassVar[Path | None] = Path(__file__).with_name("strings")
    codec: MageKnightCodec

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        opts = self.options
        assert isinstance(opts, MageKnightOptions)
        self.opts = opts
        self.content: Content = load_content()
        terrain_table()  # read now (cached), not in the first turn's legal_actions (a 5-25 ms YAML read)
        self.codec = MageKnightCodec(self)

    @classmethod
    def sample_configs(cls) -> list[dict[str, object]]:
        return [{}, {"players": 2}, {"players": 4, "heroes": ["tovak", "goldyx", "norowas", "arythea"]}]

    @classmethod
    def bench_config(cls) -> dict[str, object]:
        return {"players": 1, "heroes": ["tovak"]}

    @property
    def num_players(self) -> int:
        return self.opts.players

    def observation_layout(self) -> TensorLayout:
        from arena.games.mageknight.tensor import observation_layout

        return observation_layout(self)

    @property
    def hidden_information(self) -> bool:
        """Solo hides nothing from the player: every deck's order, the tiles and the face-down
        enemies are chance nodes (MK5); with other heroes, their hands are hidden."""
        return not self.solo

    @property
    def solo(self) -> bool:
        return self.opts.players == 1

    # -- the scenario (research mageknight_data §11) ------------------------------------------
    @property
    def scenario(self) -> Scenario:
        return self.content.scenario

    @property
    def rounds(self) -> int:
        rounds = self.scenario.rounds
        return len(rounds.solo if self.solo else rounds.multiplayer)

    @property
    def source_dice(self) -> int:
        return self.opts.players + int(self.scenario.source_dice_extra)

    @property
    def scenario_fame_per_tile(self) -> int:
        return int(self.scenario.fame_per_revealed_tile)

    @property
    def starting_tile(self) -> str:
        return "A"

    @property
    def setup_positions(self) -> tuple[Hex, Hex]:
        return geometry.setup_positions()

    @cached_property
    def countryside_tiles(self) -> list[str]:
        """Sorted by number: 8 / 9 / 11 for 2 / 3 / 4 players, 8 solo (research §1.10)."""
        count = self.scenario.countryside_tiles[self.opts.players]
        return tile_set().ids(TileKind.COUNTRYSIDE)[:count]

    @cached_property
    def core_city_tiles(self) -> list[str]:
        return [t for t in tile_set().ids(TileKind.CORE) if tile(t).city is not None]

    @cached_property
    def core_other_tiles(self) -> list[str]:
        return [t for t in tile_set().ids(TileKind.CORE) if tile(t).city is None]

    def rampaging_markers(self, tile_id: str, centre: Hex) -> list[tuple[Hex, str]]:
        """The face-up enemies a revealed tile brings: orcs are green tokens, draconum red."""
        colour = {"orcs": "green", "draconum": "red"}
        return [
            (h, colour[str(d.rampaging)]) for h, d in tile(tile_id).placed_at(centre).items() if d.rampaging
        ]

    # -- heroes, cards, tactics ---------------------------------------------------------------
    @property
    def hero_ids(self) -> list[str]:
        return list(self.content.heroes)

    def hero_deck(self, hero: str) -> list[str]:
        return list(self.content.starting_deck(hero))

    def dummy_crystals(self, hero: str) -> list[str]:
        return [str(c) for c in self.content.heroes[hero].dummy_crystals]

    def skill_tokens(self, hero: str, *, dummy: bool = False) -> list[str]:
        """A hero's face-down Skill tokens: the interactive one is removed in solo (MK4) and when
        the ``interactive_skills`` option is off (MK6)."""
        interactive = self.opts.interactive_skills
        keep = not self.solo and (interactive if interactive is not None else True) and not dummy
        return sorted(s.id for s in self.content.hero_skills(hero, interactive=keep))

    @cached_property
    def turn_skills(self) -> frozenset[str]:
        """Skills usable once a turn (the others once a Round)."""
        return frozenset(s.id for s in self.content.skills.values() if str(s.usage) == "turn")

    def card_colour(self, card: str) -> str:
        colour = self.content.cards[card].colour
        return str(colour) if colour is not None else ""

    def card_deck(self, card: str) -> str:
        if card == "wound":
            return "wound"
        return str(self.content.cards[card].deck)

    def tactics(self, night: bool) -> list[str]:
        period = "night" if night else "day"
        chosen = [t for t in self.content.tactics.values() if str(t.time) == period]
        return [t.id for t in sorted(chosen, key=lambda t: t.number)]

    def tactic_number(self, tactic: str) -> int:
        return int(self.content.tactics[tactic].number)

    @cached_property
    def enemy_tokens(self) -> dict[str, list[str]]:
        piles: dict[str, list[str]] = {}
        for enemy in self.content.enemies.values():
            piles.setdefault(str(enemy.colour), []).extend([enemy.id] * enemy.copies)
        return piles

    def hand_limit(self, state: MageKnightState, seat: int) -> int:
        return int(self.content.levels[state.heroes[seat].level - 1].hand_limit)

    def armor(self, state: MageKnightState, seat: int) -> int:
        return int(self.content.levels[state.heroes[seat].level - 1].armor)

    # -- what players read (names, actions, status; texts in ``strings/``) ---------------------
    def catalog_names(self) -> dict[str, dict[str, dict[str, str]]]:
        """Every name of the data (``names.py``): what descriptions, events and refusals say."""
        from arena.games.mageknight.names import catalog_names

        return catalog_names()

    def describe_action(self, state: State[Action], action: Action) -> ActionInfo:
        from arena.games.mageknight.describe import describe

        assert isinstance(state, MageKnightState)
        return describe(state, action)

    def status(self, state: State[Action], seat: int | None) -> Msg:
        from arena.games.mageknight.status import status

        assert isinstance(state, MageKnightState)
        return status(state, seat)

    @classmethod
    def validate_data(cls, path: Path) -> list[Problem]:
        """Problems in a designer's Mage Knight data file (``data/``'s file names), located."""
        from arena.games.mageknight.validate import problems

        return problems(path)

    @classmethod
    def option_choices(cls) -> dict[str, list[Any]]:
        """The Heroes a form offers (``heroes`` names one per player)."""
        return {"heroes": sorted(load_content().heroes)}

    # -- hooks -------------------------------------------------------------------------------
    def catalog_rules(self) -> dict[str, RuleText]:
        from arena.games.mageknight.refusals import RULES

        return dict(RULES)

    def tutorial(self) -> Tutorial:
        """Learn Mage Knight: seed 001's walkthrough as a guided first game (``data/tutorial.yaml``)."""
        from arena.core.tutorial import cached_tutorial

        return cached_tutorial(Path(__file__).with_name("data") / "tutorial.yaml")

    def terminal_renderer(self) -> TerminalRenderer:
        from arena.games.mageknight.render import render

        return render

    def hints(self, state: State[Any], seat: int | None, query: dict[str, Any]) -> dict[str, Any]:
        from arena.games.mageknight.hints import hints

        return hints(state, seat, query)

    @classmethod
    def view_model(cls) -> type[BaseModel]:
        from arena.games.mageknight.viewmodel import MageKnightView

        return MageKnightView

    def invariant_errors(self, state: State[Any]) -> list[str]:
        from arena.games.mageknight.position import invariant_errors

        assert isinstance(state, MageKnightState)
        return invariant_errors(state)

    def timeout_action(self, state: State[Any], player: int) -> Action | None:
        """A hero out of time ends the combat phase, draws up, or ends the turn if allowed."""
        legal = state.legal_actions()
        return next((a for a in legal if a.verb in ("next", "draw-up", "end-turn")), None)

    # -- states ------------------------------------------------------------------------------
    def new_initial_state(self) -> MageKnightState:
        assert MageKnightState.FLOW is FLOW
        state = MageKnightState(self)
        state.push(*opening_tasks())
        state.advance([])
        return state

    def state_from_json(self, data: dict[str, Any]) -> MageKnightState:
        return MageKnightState.from_json(self, data)

    def evaluate(self, state: State[Action], player: int) -> float:
        """The hero's worth in Fame against the others', in [-1, 1] (``evaluation.py``)."""
        return self._evaluate(state, player, planner=True)

    def evaluate_step(self, state: State[Action], player: int) -> float:
        """``evaluate`` for one decision ahead (``evaluation.py``, ``planner=False``): no marauding
        orc as a target (a fight's several card plays cannot be planned one at a time), each step
        to the next exploration at its terrain's cost, and a fight's Wounds counted at once."""
        return self._evaluate(state, player, planner=False)

    def _evaluate(self, state: State[Action], player: int, *, planner: bool) -> float:
        if state.is_terminal():
            return float(state.returns()[player])
        assert isinstance(state, MageKnightState)
        return evaluation.evaluate(state, player, planner=planner)

    coach_measure: ClassVar[str] = "fame"

    def coach_estimate(self, state: State[Action], seat: int, value: float) -> float:
        """Expected Fame (``coach.py``)."""
        from arena.games.mageknight.coach import expected_fame

        assert isinstance(state, MageKnightState)
        return expected_fame(state, seat, value)
