"""Hi-Lo Duel: the template game with chance, hidden information and a flow.

A game package has this shape (copy it, see ``docs/adding-a-game.md``): ``info.py`` (what
``arena games`` lists), ``data.py`` + ``data/`` (validated content), ``actions.py`` (codec:
text notation and integer indices), ``state.py`` (fields, JSON, views, hidden information),
``flow.py`` (typed tasks and their handlers on the shared flow engine), ``view.py`` (the typed
view), ``position.py`` (the validated position builder), ``render.py`` (the terminal), and
this module: the ``Game`` with its options and hooks.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from pydantic import BaseModel

from arena.core.errors import HintQueryError, NoHints
from arena.core.game import CodecGame, GameInfo, Options, TerminalRenderer
from arena.core.state import State
from arena.core.tensors import TensorLayout
from arena.games.hilo import flow
from arena.games.hilo.actions import Action, HiLoCodec
from arena.games.hilo.data import CardSet, standard_cards
from arena.games.hilo.info import INFO
from arena.games.hilo.state import HiLoState
from arena.games.hilo.view import HiLoView

if TYPE_CHECKING:
    from arena.core.describe import ActionInfo
    from arena.core.text import Msg, RuleText


class HiLoOptions(Options):
    """No options: the card set is data (``data/cards.yaml``)."""


class HiLo(CodecGame[Action]):
    """Two seats, hidden hands dealt one card at a time, tricks decided by a die."""

    info: ClassVar[GameInfo] = INFO
    options_model: ClassVar[type[Options]] = HiLoOptions

    def __init__(self, *, cards: CardSet | None = None, **options: Any) -> None:
        super().__init__(**options)
        self.cards = cards or standard_cards()
        self.codec = HiLoCodec(self.cards.values)

    @property
    def num_players(self) -> int:
        return 2

    def new_initial_state(self) -> HiLoState:
        state = HiLoState(self)
        state.push(*flow.opening_tasks(self.cards.hand_size))
        state.advance([])
        return state

    def state_from_json(self, data: dict[str, Any]) -> HiLoState:
        return HiLoState.from_json(self, data)

    def observation_layout(self) -> TensorLayout:
        from arena.games.hilo.tensor import observation_layout

        return observation_layout(self.cards)

    def invariant_errors(self, state: HiLoState) -> list[str]:
        """What makes ``state`` impossible (empty: a legal position)."""
        problems: list[str] = []
        values = self.cards.values
        seen = Counter([*state.hands[0], *state.hands[1], *(v for v in state.table if v)])
        for i, v in enumerate(values):
            total = state.deck[i] + state.discard[i] + seen[v]
            if total != self.cards.copies or min(state.deck[i], state.discard[i]) < 0:
                problems.append(f"{total} cards of value {v} (expected {self.cards.copies})")
        if len(state.hands[0]) + len(state.hands[1]) > 2 * self.cards.hand_size:
            problems.append("more cards in hand than were dealt")
        if not state.over and not state.stack:
            problems.append("nothing to do but the game is not over")
        return problems

    # -- hooks -------------------------------------------------------------------------------
    def evaluate(self, state: State[Action], player: int) -> float:
        assert isinstance(state, HiLoState)
        if state.is_terminal():
            return state.returns()[player]
        return (state.scores[player] - state.scores[1 - player]) / (self.cards.hand_size + 1)

    def timeout_action(self, state: State[Action], player: int) -> Action | None:
        """A seat out of time plays its lowest card."""
        legal = [a for a in state.legal_actions() if a.kind == "play"]
        return legal[0] if legal else None

    def hints(self, state: State[Action], seat: int | None, query: dict[str, Any]) -> dict[str, Any]:
        """``unseen``: how many cards of each value ``seat`` has not seen (from its view only)."""
        if query.get("kind", "unseen") != "unseen":
            raise HintQueryError(f"unknown hint kind {query.get('kind')!r}; known: unseen")
        if seat is None:
            raise NoHints("a spectator has no unseen cards to count")
        view = state.view(seat)
        seen = Counter([*view["hand"], *(v for v in view["table"] if v)])
        seen.update({int(v): n for v, n in view["discard"].items()})
        return {"unseen": {str(v): self.cards.copies - seen[v] for v in self.cards.values}}

    def terminal_renderer(self) -> TerminalRenderer:
        from arena.games.hilo.render import render

        return render

    strings_dir: ClassVar[Path | None] = Path(__file__).with_name("strings")

    def catalog_rules(self) -> dict[str, RuleText]:
        from arena.games.hilo.describe import RULES

        return dict(RULES)

    def describe_action(self, state: State[Action], action: Action) -> ActionInfo:
        from arena.games.hilo.describe import describe

        assert isinstance(state, HiLoState)
        task = state.stack[-1] if state.stack else None
        return describe(action, getattr(task, "player", max(state.current_player(), 0)))

    def status(self, state: State[Action], seat: int | None) -> Msg:
        from arena.games.hilo.describe import status

        assert isinstance(state, HiLoState)
        player = state.current_player()
        if player < 0 or not state.stack:
            return super().status(state, seat)
        return status(state.stack[-1].kind, player, seat)

    @classmethod
    def view_model(cls) -> type[BaseModel]:
        return HiLoView
