"""Map & Duel (seed 004) as an Arena game: options, the configured card pool, the codecs."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pydantic import BaseModel, Field, field_validator, model_validator

from arena.core.data import Problem
from arena.core.errors import DataError
from arena.core.game import CodecGame, GameInfo, Options, TerminalRenderer
from arena.core.state import State
from arena.core.tensors import TensorLayout
from arena.games.mapduel import flow as _flow  # noqa: F401  (registers the task handlers)
from arena.games.mapduel.actions import A, Codec
from arena.games.mapduel.datamodel import (
    Card,
    CardType,
    Character,
    MapData,
    base_cards,
    base_characters,
    dlc_packs,
    learned_evaluation,
    official_map,
    problems,
)
from arena.games.mapduel.evaluation import Evaluator
from arena.games.mapduel.info import INFO
from arena.games.mapduel.state import MapDuelState
from arena.games.mapduel.tables import Tables

if TYPE_CHECKING:
    from arena.core.describe import ActionInfo
    from arena.core.text import Msg, RuleText

RESHUFFLE_CYCLE_LIMIT = 20
"""The default safety valve on duels when discards are reshuffled mid-duel (B-22's house flag)."""


class MapDuelOptions(Options):
    """Options. ``dlc``: the packs any seat owns (MD3: one owner puts a pack in the deck).

    House flags (research B): ``include_undefined`` (B-26), ``voluntary_pass`` (B-15),
    ``reshuffle_when_empty`` (B-22); ``max_turns`` map turns then highest HP wins (B-14);
    ``max_cycles`` duel cycles then the duel round ends: a safety valve for
    ``reshuffle_when_empty`` (draws could then feed a duel for ever; 20 when not given). Without
    it no duel needs one — every cycle each living player plays a card or ends the duel, and no
    played card comes back before the duel round is over — so a duel ends only as 规则 6 says.

    ``card_moves``: how a card's move (``move ±N``) reads. ``movement`` (the seed's reading,
    issue 29): it is movement like a roll's, so onto or past Start it starts a duel round
    (规则 5) and on a cell it resolves that cell's event (地图回合规则 ①–⑦); ``clamped`` (a
    house option, the reading before issue 29): the mover stops short of Start, no event.
    """

    players: int = Field(4, ge=2, le=6)
    dlc: list[str] = Field(default_factory=list)
    include_undefined: bool = False
    voluntary_pass: bool = False
    reshuffle_when_empty: bool = False
    max_turns: int = Field(240, ge=1, le=100_000)
    max_cycles: int | None = Field(None, ge=1, le=1_000)
    card_moves: Literal["movement", "clamped"] = "movement"

    @property
    def cycle_limit(self) -> int | None:
        """The duel cycles after which a duel round ends (``None``: only by the rules)."""
        if self.max_cycles is not None:
            return self.max_cycles
        return RESHUFFLE_CYCLE_LIMIT if self.reshuffle_when_empty else None

    @field_validator("dlc")
    @classmethod
    def _known(cls, v: list[str]) -> list[str]:
        for pack in v:
            if pack not in dlc_packs():
                raise ValueError(f"unknown DLC pack {pack!r}; known: {', '.join(sorted(dlc_packs()))}")
        return sorted(set(v))

    @model_validator(mode="after")
    def _enough(self) -> MapDuelOptions:
        if self.players > len(base_characters().characters):
            raise ValueError("more players than characters")
        return self


class MapDuel(CodecGame[A]):
    """A party game: race round a loop of event cells; passing Start starts a card duel."""

    codec: Codec

    info: ClassVar[GameInfo] = INFO
    options_model: ClassVar[type[Options]] = MapDuelOptions
    strings_dir: ClassVar[Path | None] = Path(__file__).with_name("strings")

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        opts = self.options
        assert isinstance(opts, MapDuelOptions)
        self.opts = opts
        self.map: MapData = official_map()
        self.characters: list[Character] = list(base_characters().characters)
        self.cards: list[Card] = self._pool()
        self.codec = Codec(opts.players, [c.id for c in self.cards], [c.id for c in self.characters])
        self.character_ids = {c.id: i for i, c in enumerate(self.characters)}
        self.tables = Tables(self.codec, self.cards, self.characters, self.map.cells)
        self.evaluator = Evaluator(self, learned_evaluation())
        """The position's value for the search agents, learned by self-play (``evaluation.py``)."""

    def observation_layout(self) -> TensorLayout:
        from arena.games.mapduel.tensor import observation_layout

        return observation_layout(self)

    def _pool(self) -> list[Card]:
        packs = [base_cards(), *(dlc_packs()[p] for p in self.opts.dlc)]
        out: list[Card] = []
        seen: dict[str, str] = {}
        for pack in packs:
            for card in pack.cards:
                if CardType.UNDEFINED in card.types and not self.opts.include_undefined:
                    continue
                if card.id in seen:
                    raise DataError(f"card id {card.id!r} is in packs {seen[card.id]!r} and {pack.pack!r}")
                seen[card.id] = pack.pack
                out.append(card)
        return out

    @property
    def num_players(self) -> int:
        return self.opts.players

    @classmethod
    def sample_configs(cls) -> list[dict[str, object]]:
        return [{"players": 2}, {"players": 4}, {"players": 6, "dlc": ["party"], "include_undefined": True}]

    # -- what players read (describe.py, refusals.py, terms.py, strings/) ----------------------
    @classmethod
    def option_choices(cls) -> dict[str, list[Any]]:
        """The DLC packs shipped in ``data/packs`` (the schema lists any string)."""
        return {"dlc": sorted(dlc_packs())}

    def catalog_names(self) -> dict[str, dict[str, dict[str, str]]]:
        from arena.games.mapduel.terms import catalog_names

        return catalog_names()

    def catalog_rules(self) -> dict[str, RuleText]:
        from arena.games.mapduel.describe import RULES

        return dict(RULES)

    def describe_action(self, state: State[A], action: A) -> ActionInfo:
        from arena.games.mapduel.describe import describe

        assert isinstance(state, MapDuelState)
        return describe(state, action)

    def status(self, state: State[A], seat: int | None) -> Msg:
        from arena.games.mapduel.describe import status

        assert isinstance(state, MapDuelState)
        return status(state, seat)

    # -- hooks -------------------------------------------------------------------------------
    def terminal_renderer(self) -> TerminalRenderer:
        from arena.games.mapduel.render import render

        return render

    def hints(self, state: State[Any], seat: int | None, query: dict[str, Any]) -> dict[str, Any]:
        from arena.games.mapduel.hints import hints

        return hints(state, seat, query)

    def deck_size(self) -> int:
        """Every card of this configuration's library (copies included)."""
        return sum(c.copies for c in self.cards)

    def invariant_errors(self, state: State[Any]) -> list[str]:
        """Every broken invariant of ``state`` (empty: a legal position); the position builder
        and the soak use it."""
        from arena.games.mapduel.position import invariant_errors

        return invariant_errors(state)  # type: ignore[arg-type]

    @classmethod
    def view_model(cls) -> type[BaseModel]:
        from arena.games.mapduel.viewmodel import MapDuelView

        return MapDuelView

    def timeout_action(self, state: State[Any], player: int) -> A | None:
        """A seat out of time ends its turn (seed 004's map round); elsewhere the server plays
        the first legal action."""
        end = A("end")
        return end if end in state.legal_actions() else None

    @classmethod
    def bench_config(cls) -> dict[str, object]:
        return {"players": 4}

    @classmethod
    def validate_data(cls, path: Path) -> list[Problem]:
        """Problems in a map, character table or card pack file (empty = valid)."""
        return problems(path)

    # -- states -------------------------------------------------------------------------------------
    def new_initial_state(self) -> Any:
        from arena.games.mapduel.state import MapDuelState

        return MapDuelState.initial(self)

    def state_from_json(self, data: dict[str, Any]) -> Any:
        from arena.games.mapduel.state import MapDuelState

        return MapDuelState.from_json(self, data)

    def evaluate(self, state: State[A], player: int) -> float:
        """The seat's expected return under the learned model (``evaluation.py``)."""
        return self.evaluate_all(state)[player]

    def evaluate_all(self, state: State[A]) -> list[float]:
        """:meth:`evaluate` for every seat: ``2 · P(win) − 1``, the returns at the end."""
        if state.is_terminal():
            return [float(r) for r in state.returns()]
        assert isinstance(state, MapDuelState)
        return self.evaluator.values(state)
