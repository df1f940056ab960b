"""Knockdown (不败之巅), Tainted Grail arena, as an Arena game: options, data, codecs, evaluation."""

from __future__ import annotations

import math
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pydantic import BaseModel, Field, model_validator

from arena.core.game import CodecGame, GameInfo, Options, TerminalRenderer
from arena.core.state import State
from arena.core.tensors import TensorLayout
from arena.games.knockdown.actions import END, PASS, Action, ActionCodec
from arena.games.knockdown.datamodel import FighterSide, GameSet, Special, sets
from arena.games.knockdown.flow import FLOW
from arena.games.knockdown.grid import Grid, grid_of
from arena.games.knockdown.info import INFO
from arena.games.knockdown.state import KnockdownState
from arena.games.knockdown.tables import Tables, tables_for

if TYPE_CHECKING:
    from arena.core.describe import ActionInfo
    from arena.core.text import Msg, RuleText


class KnockdownOptions(Options):
    """Fighter sides per seat, and the house-rule flags of decisions KD3/KD4 (docs/knockdown.md)."""

    set: str = "tainted-grail"
    fighters: tuple[str, str] = ("mist-a", "knight-a")
    block: Literal["budget", "stack"] = "budget"
    special_limit: Literal["combo", "turn"] = "combo"
    candle_wound: Literal["light", "heavy"] = "light"
    draft_first: Literal["initiative", "start"] = "initiative"
    turn_limit: int = Field(40, ge=2, le=1000)

    @model_validator(mode="after")
    def _check(self) -> KnockdownOptions:
        known = sets()
        if self.set not in known:
            raise ValueError(f"unknown set {self.set!r}; known: {', '.join(sorted(known))}")
        gset = known[self.set]
        sides = {f.id: f for f in gset.fighters}
        for f in self.fighters:
            if f not in sides:
                raise ValueError(f"unknown fighter side {f!r}; known: {', '.join(sorted(sides))}")
        if sides[self.fighters[0]].fighter == sides[self.fighters[1]].fighter:
            raise ValueError("the two players need different fighters (one miniature each)")
        return self


class Knockdown(CodecGame[Action]):
    """Two fighters duel on a 2x7 arena with attack cards, combos and knockout checks."""

    codec: ActionCodec

    info: ClassVar[GameInfo] = INFO
    options_model: ClassVar[type[Options]] = KnockdownOptions
    strings_dir: ClassVar[Path | None] = Path(__file__).with_name("strings")
    search_tuning: ClassVar[dict[str, float]] = {"lazy": 1}
    """Lazy priors: 52-48 against eager ones at equal time, 15% more iterations (docs/ai.md)."""

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        opts = self.options
        assert isinstance(opts, KnockdownOptions)
        self.opts = opts
        self.gset: GameSet = sets()[opts.set]
        self.grid: Grid = grid_of(self.gset.arena)
        self.card_ids = [c.id for c in self.gset.attacks]
        self.skill_ids = [s.id for s in self.gset.skills]
        self.card_symbols = [tuple(s.value for s in c.symbols) for c in self.gset.attacks]
        self.specials: list[Special] = [sp for f in self.gset.fighters for sp in f.specials]
        self.sides: tuple[FighterSide, FighterSide] = (
            self.gset.fighter(opts.fighters[0]),
            self.gset.fighter(opts.fighters[1]),
        )
        index = {sp.id: i for i, sp in enumerate(self.specials)}
        self.side_specials = [[(index[sp.id], sp) for sp in side.specials] for side in self.sides]
        self.codec = ActionCodec(self.grid, self.card_ids, self.skill_ids, [sp.id for sp in self.specials])
        self.tables: Tables = tables_for(self)

    def observation_layout(self) -> TensorLayout:
        from arena.games.knockdown.tensor import observation_layout

        return observation_layout(self)

    @classmethod
    def sample_configs(cls) -> list[dict[str, object]]:
        return [
            {},
            {"fighters": ["witch-b", "mist-b"]},
            {
                "fighters": ["knight-b", "witch-a"],
                "block": "stack",
                "special_limit": "turn",
                "candle_wound": "heavy",
            },
        ]

    # -- what players read ------------------------------------------------------------------
    def catalog_key(self) -> str:
        return self.opts.set

    def catalog_names(self) -> dict[str, dict[str, dict[str, str]]]:
        from arena.games.knockdown.describe import catalog_names

        return catalog_names(self)

    def catalog_rules(self) -> dict[str, RuleText]:
        from arena.games.knockdown.describe import RULES

        return dict(RULES)

    def describe_action(self, state: State[Action], action: Action) -> ActionInfo:
        from arena.games.knockdown.describe import describe

        assert isinstance(state, KnockdownState)
        return describe(state, action)

    def status(self, state: State[Action], seat: int | None) -> Msg:
        from arena.games.knockdown.describe import status

        assert isinstance(state, KnockdownState)
        return status(state, seat)

    @classmethod
    def option_choices(cls) -> dict[str, list[Any]]:
        """The sets shipped, and every fighter side of them (each seat picks one)."""
        known = sets()
        return {"set": sorted(known), "fighters": [f.id for s in known.values() for f in s.fighters]}

    # -- hooks -------------------------------------------------------------------------------
    def terminal_renderer(self) -> TerminalRenderer:
        from arena.games.knockdown.render import render

        return render

    def hints(self, state: State[Any], seat: int | None, query: dict[str, Any]) -> dict[str, Any]:
        from arena.games.knockdown.hints import hints

        return hints(state, seat, query)

    def start_tokens(self, seat: int) -> dict[str, int]:
        """The tokens a fighter side starts a round with, within the box's supply."""
        return {k: min(v, self.gset.supply(k)) for k, v in sorted(self.sides[seat].tokens.items())}

    def invariant_errors(self, state: State[Any]) -> list[str]:
        """Every broken invariant of ``state`` (empty: a legal position); the position builder
        and the soak use it."""
        from arena.games.knockdown.position import invariant_errors

        return invariant_errors(state)  # type: ignore[arg-type]

    @classmethod
    def view_model(cls) -> type[BaseModel]:
        from arena.games.knockdown.viewmodel import KnockdownView

        return KnockdownView

    def timeout_action(self, state: State[Any], player: int) -> Action | None:
        """A seat out of time ends its combo, else passes its block window (seed 002, "组合技",
        "格挡"); elsewhere the server plays the first legal action."""
        legal = state.legal_actions()
        return next((a for a in (END, PASS) if a in legal), None)

    @classmethod
    def bench_config(cls) -> dict[str, object]:
        return {"fighters": ["mist-a", "knight-a"]}

    @property
    def num_players(self) -> int:
        return 2

    # -- states ------------------------------------------------------------------------------
    def new_initial_state(self) -> KnockdownState:
        assert KnockdownState.FLOW is FLOW
        return KnockdownState.initial(self)

    def state_from_json(self, data: dict[str, Any]) -> KnockdownState:
        return KnockdownState.from_json(self, data)

    def evaluate(self, state: State[Action], player: int) -> float:
        """Round wins first, then wound pressure (heavies count more), then hand size."""
        if state.is_terminal():
            return float(state.returns()[player])
        assert isinstance(state, KnockdownState)
        return _value(state, player)

    def evaluate_all(self, state: State[Action]) -> list[float]:
        """:meth:`evaluate` for both seats, the state's checks made once."""
        if state.is_terminal():
            return [float(r) for r in state.returns()]
        assert isinstance(state, KnockdownState)
        heavy, light, poison, wins, hands = state.heavy, state.light, state.poison, state.wins, state.hands
        load0 = 1.3 * heavy[0] + light[0] + 0.7 * poison[0]
        load1 = 1.3 * heavy[1] + light[1] + 0.7 * poison[1]
        held0, held1 = len(hands[0]), len(hands[1])
        tanh = math.tanh
        v0 = (
            0.45 * (wins[0] - wins[1])
            + 0.45 * tanh((load1 - load0) / 5.0)
            + 0.1 * tanh((held0 - held1) / 4.0)
        )
        v1 = (
            0.45 * (wins[1] - wins[0])
            + 0.45 * tanh((load0 - load1) / 5.0)
            + 0.1 * tanh((held1 - held0) / 4.0)
        )
        return [max(-1.0, min(1.0, v0)), max(-1.0, min(1.0, v1))]


def _value(state: KnockdownState, me: int) -> float:
    """:meth:`Knockdown.evaluate` of a position not over, for seat ``me`` (``evaluate_all``
    computes the same for both seats, term by term)."""
    you = 1 - me
    heavy, light, poison = state.heavy, state.light, state.poison
    wins = state.wins[me] - state.wins[you]
    mine = 1.3 * heavy[me] + light[me] + 0.7 * poison[me]
    theirs = 1.3 * heavy[you] + light[you] + 0.7 * poison[you]
    wounds = math.tanh((theirs - mine) / 5.0)
    hand = math.tanh((len(state.hands[me]) - len(state.hands[you])) / 4.0)
    value = 0.45 * wins + 0.45 * wounds + 0.1 * hand
    return max(-1.0, min(1.0, value))
