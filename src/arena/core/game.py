"""``Game``: the immutable description of a configured game.

A game class declares its :class:`GameInfo` and an options model (pydantic). An instance is
one configuration (options validated); it creates initial states and owns the action
codecs, so an action's text and integer index are stable for that configuration.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from arena.core.errors import NoHints, NotationError, OptionsError
from arena.core.info import GameInfo as GameInfo  # re-exported: games import it from here

if TYPE_CHECKING:
    from arena.core.describe import ActionInfo
    from arena.core.state import State
    from arena.core.tensors import TensorLayout
    from arena.core.text import Catalog, Msg, RuleText
    from arena.core.tutorial import Tutorial

TerminalRenderer = Callable[[Any, "int | None", Any, str], None]
"""``render(state, seat, console, lang)``: draws ``state`` as ``seat`` sees it on a Rich
console (``seat`` is ``None`` for a spectator)."""


class DataProblem(Protocol):
    """One problem a game's data validator found in a designer's file (1-based ``line``,
    0 = unknown; ``field`` is the path inside the file)."""

    @property
    def file(self) -> str: ...
    @property
    def line(self) -> int: ...
    @property
    def field(self) -> str: ...
    @property
    def message(self) -> str: ...


A = TypeVar("A")


class Options(BaseModel):
    """Base of every game's options model: unknown keys are errors."""

    model_config = ConfigDict(extra="forbid", frozen=True)


O = TypeVar("O", bound=Options)
CATALOGS_KEPT = 64
"""Catalogs kept in memory (one per game class and ``catalog_key``), the oldest dropped first."""


class Game(ABC, Generic[A]):
    """A configured game. Subclasses set ``info`` and ``options_model``."""

    info: ClassVar[GameInfo]
    options_model: ClassVar[type[Options]] = Options
    search_tuning: ClassVar[dict[str, float]] = {}
    """Measured defaults for search agents on this game (MCTS reads ``prior``, ``c`` and ``lazy``
    when its own are ``"auto"``, and ``iters`` and ``time``, its default budget, when a spec
    names neither); empty: the agents' generic defaults."""

    def __init__(self, **options: Any) -> None:
        try:
            self.options = self.options_model(**options)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first.get("loc", ()))
            raise OptionsError(
                f"invalid option {where or '?'} for {self.info.id}: {first.get('msg')}"
            ) from exc

    def __deepcopy__(self, memo: dict[int, Any]) -> Game[A]:
        """A configured game is immutable: copies share it."""
        return self

    # -- description -------------------------------------------------------------------
    @property
    def id(self) -> str:
        return self.info.id

    def options_dict(self) -> dict[str, Any]:
        """Options as given to the constructor (JSON-ready, defaults included)."""
        return self.options.model_dump(mode="json")

    @property
    def num_players(self) -> int:
        """Number of seats in this configuration."""
        return self.info.min_players

    @property
    def alliances(self) -> tuple[int, ...]:
        """The alliance each seat plays for: seats of one alliance win or lose together (a game
        with partnerships overrides it; default: every seat alone)."""
        return tuple(range(self.num_players))

    @property
    def hidden_information(self) -> bool:
        """Whether this configuration hides anything from some player (default: the game's
        trait; a game whose simple configurations hide nothing overrides it)."""
        return self.info.hidden_information

    @classmethod
    def sample_configs(cls) -> list[dict[str, object]]:
        """Option sets the conformance suite plays (default: the defaults only)."""
        return [{}]

    # -- states --------------------------------------------------------------------------
    @abstractmethod
    def new_initial_state(self) -> State[A]:
        """The state before the first action."""

    @abstractmethod
    def state_from_json(self, data: dict[str, Any]) -> State[A]:
        """Rebuild a state written by ``State.to_json``."""

    def evaluate(self, state: State[A], player: int) -> float:
        """A heuristic value of ``state`` for ``player`` in [-1, 1] (the searches' hook; ``greedy``
        reads :meth:`evaluate_step`, which is this unless the game overrides it).

        The default knows only terminal states; games override it with their own evaluation.
        It may read the whole state: agents call it on determinized states only.
        """
        if state.is_terminal():
            return float(state.returns()[player])
        return 0.0

    def evaluate_step(self, state: State[A], player: int) -> float:
        """``evaluate`` for an agent that looks a single decision ahead (``greedy``).

        A game whose ``evaluate`` counts progress only a run of decisions can cash (walking up
        to a fight that takes several plays to win) overrides it with a value that leaves that
        progress out: a one-decision agent would stop where the progress is counted and go no
        further. Default: ``evaluate``. Like it, in [-1, 1], and called on determinized states
        only."""
        return self.evaluate(state, player)

    def evaluate_all(self, state: State[A]) -> list[float]:
        """``evaluate`` for every player at once (search agents' hook; games whose evaluation
        shares work between players override it)."""
        return [self.evaluate(state, p) for p in range(self.num_players)]

    coach_measure: ClassVar[str] = "win"
    """What the coach (``arena.ai.analysis``) reports: ``"win"``, a win probability in [0, 1],
    or ``"fame"`` (a game that scores: the expected score, :meth:`coach_estimate`)."""

    def coach_estimate(self, state: State[A], seat: int, value: float) -> float:
        """The coach's number for a search's mean ``value`` (``seat``'s returns or evaluation,
        in [-1, 1]) of a position like ``state`` — a determinization for ``seat``, never the
        truth. Default: the win probability ``(value + 1) / 2`` (+1 a win, -1 a loss, 0 a draw
        or an even position), clamped to [0, 1]; games whose ``coach_measure`` is a score
        override it."""
        return min(1.0, max(0.0, (value + 1.0) / 2.0))

    # -- hooks: the parts a game owns (every default is the game-agnostic behaviour) --------
    @classmethod
    def bench_config(cls) -> dict[str, Any]:
        """The options ``arena bench`` measures when none are given (default: the defaults)."""
        return {}

    @classmethod
    def validate_data(cls, path: Path) -> Sequence[DataProblem]:
        """Check a designer's data file for ``arena validate``: every problem found, located.
        Raises :class:`~arena.core.errors.ArenaError` (reason ``unsupported``) by default."""
        from arena.core.errors import ArenaError

        raise ArenaError(f"{cls.info.id} has no data validator", reason="unsupported")

    def timeout_action(self, state: State[A], player: int) -> A | None:
        """The action a seat whose time ran out plays (the server's clock hook).

        ``None`` (the default) means the game names none: the server then plays the seat's
        first legal action. Games return the action that ends the seat's turn soonest."""
        return None

    def hints(self, state: State[A], seat: int | None, query: dict[str, Any]) -> dict[str, Any]:
        """UI previews for ``seat`` (reachable cells, damage odds, card texts...), computed with
        the engine's own rule functions and only from what ``seat`` may see. Raises
        :class:`~arena.core.errors.NoHints` when the game (or the query) has none."""
        raise NoHints(f"no hints for game {self.info.id!r}")

    def tutorial(self) -> Tutorial | None:
        """The game's guided first game (:mod:`arena.core.tutorial`), or ``None`` (the default)."""
        return None

    def terminal_renderer(self) -> TerminalRenderer | None:
        """The game's terminal board renderer, or ``None`` for the generic JSON view.

        Renderers import Rich lazily inside this hook: rules modules never import I/O."""
        return None

    # -- what players read: the catalog, action descriptions, status lines ---------------------
    strings_dir: ClassVar[Path | None] = None
    """The game's Fluent files (``<locale>.ftl``), beside its data; ``None``: the core's only."""
    _catalogs: ClassVar[dict[tuple[type[Any], str], Catalog]] = {}

    def catalog_key(self) -> str:
        """What distinguishes this configuration's catalog from the class's (default: nothing;
        a game whose options add named content returns them)."""
        return ""

    def texts(self) -> Catalog:
        """The sentences and names players read, in every locale (built once per class and
        :meth:`catalog_key`)."""
        key = (type(self), self.catalog_key())
        got = Game._catalogs.get(key)
        if got is None:
            from arena.core.text import CORE_STRINGS, Catalog, localized_names

            names = {"game": {self.info.id: localized_names(self.info.names)}}
            for kind, table in self.catalog_names().items():
                names.setdefault(kind, {}).update(table)
            dirs = [CORE_STRINGS] + ([self.strings_dir] if self.strings_dir else [])
            if len(Game._catalogs) >= CATALOGS_KEPT:  # designers' data makes new keys: bounded
                Game._catalogs.pop(next(iter(Game._catalogs)))
            got = Game._catalogs[key] = Catalog(dirs, names, self.catalog_rules())
        return got

    @classmethod
    def option_choices(cls) -> dict[str, list[Any]]:
        """The values a form offers for options whose schema does not list them (a scenario,
        an arena, a hero: every value the data has), by option key. Labels and help come from
        the strings: ``option-<key>``, ``option-<key>-help``, ``value-<key>-<value>``."""
        return {}

    @classmethod
    def option_value_text(cls, key: str, value: Any) -> Msg | None:
        """How a form names ``value`` of option ``key``: the message ``value-<key>-<value>``
        (``None`` is ``auto``) by default; games may say more (a character and its Level)."""
        from arena.core.text import Msg

        if value is None:
            name = "auto"
        elif isinstance(value, bool):
            name = "true" if value else "false"
        else:
            name = str(value)
        return Msg(f"value-{key}-{name}")

    def catalog_names(self) -> dict[str, dict[str, dict[str, str]]]:
        """Names of the game's things by kind and id, in every locale (``localized_names`` of
        the data's names): cards, characters, enemies, sites, colours..."""
        return {}

    def catalog_rules(self) -> dict[str, RuleText]:
        """The rules refusals cite, by id: citation and the seed's sentence (translated by the
        message ``rule-<id>``)."""
        return {}

    def describe_action(self, state: State[A], action: A) -> ActionInfo:
        """``action`` (legal in ``state``, or a chance outcome) as data: kind, typed arguments,
        group, and the label saying what it does. The default knows only the notation; every
        game overrides it."""
        from arena.core.describe import ActionInfo
        from arena.core.text import msg

        text = self.action_to_text(action)
        return ActionInfo(text.split(" ", 1)[0], msg("action-notation", text=text))

    def status(self, state: State[A], seat: int | None) -> Msg:
        """The decision awaited, as ``seat`` reads it ("Choose your hero", "Player 2 is
        choosing a tactic"). The default names only whose turn it is."""
        from arena.core.state import CHANCE, TERMINAL
        from arena.core.text import Seat, msg

        player = state.current_player()
        if player == TERMINAL:
            return msg("status-over")
        if player == CHANCE:
            return msg("status-chance")
        if seat == player:
            return msg("status-your-turn")
        return msg("status-to-move", player=Seat(player))

    @classmethod
    def view_model(cls) -> type[BaseModel] | None:
        """The pydantic model every ``state.view(player)`` validates against (JSON Schema
        source for clients and tensors); ``None`` while a game has not declared one."""
        return None

    def observation_layout(self) -> TensorLayout | None:
        """The layout of this configuration's observation tensor, read from
        ``state.view(player)`` (:mod:`arena.core.tensors`); ``None`` while a game has not
        declared one. Its shape depends on the options only, never on the position."""
        return None

    # -- action codecs ---------------------------------------------------------------------
    @abstractmethod
    def num_distinct_actions(self) -> int:
        """Size of the integer action space (chance outcomes included)."""

    @abstractmethod
    def action_to_index(self, action: A) -> int:
        """The stable integer of an action in this configuration."""

    @abstractmethod
    def index_to_action(self, index: int) -> A:
        """Inverse of :meth:`action_to_index`; raises NotationError when out of range."""

    @abstractmethod
    def action_to_text(self, action: A) -> str:
        """Stable text notation."""

    @abstractmethod
    def text_to_action(self, text: str) -> A:
        """Parse text notation; raises NotationError on malformed text."""

    def parse_action(self, text: str) -> A:
        """Text or ``#index`` notation to an action."""
        text = text.strip()
        if text.startswith("#"):
            digits = text[1:]
            if not (digits.isascii() and digits.isdigit()):
                raise NotationError(f"not an action index: {text!r}")
            return self.index_to_action(int(digits))
        return self.text_to_action(text)

    def check_index(self, index: int) -> None:
        if not 0 <= index < self.num_distinct_actions():
            raise NotationError(
                f"action index {index} outside 0..{self.num_distinct_actions() - 1}",
                reason="bad-index",
            )

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.options_dict()})"


class ActionCodec(Protocol[A]):
    """A game's table of actions: integer indices and text notation, both ways."""

    @property
    def size(self) -> int: ...

    def to_index(self, action: A) -> int: ...

    def from_index(self, index: int) -> A: ...

    def to_text(self, action: A) -> str: ...

    def from_text(self, text: str) -> A: ...


class CodecGame(Game[A]):
    """A game whose notation lives in one codec object (``self.codec``), set by ``__init__``."""

    codec: ActionCodec[A]

    def num_distinct_actions(self) -> int:
        return self.codec.size

    def action_to_index(self, action: A) -> int:
        return self.codec.to_index(action)

    def index_to_action(self, index: int) -> A:
        return self.codec.from_index(index)

    def action_to_text(self, action: A) -> str:
        return self.codec.to_text(action)

    def text_to_action(self, text: str) -> A:
        return self.codec.from_text(text)


class WordCodec:
    """The codec of a game whose actions are the indices of a fixed table of words."""

    def __init__(self, texts: tuple[str, ...], kind: str) -> None:
        self.texts = texts
        self.kind = kind
        self.size = len(texts)

    def to_index(self, action: int) -> int:
        return action

    def from_index(self, index: int) -> int:
        if not 0 <= index < self.size:
            raise NotationError(f"action index {index} outside 0..{self.size - 1}", reason="bad-index")
        return index

    def to_text(self, action: int) -> str:
        return self.texts[action]

    def from_text(self, text: str) -> int:
        try:
            return self.texts.index(text.strip())
        except ValueError:
            raise NotationError(f"not a {self.kind} action: {text!r}") from None
