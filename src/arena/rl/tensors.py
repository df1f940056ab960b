"""Tensors of a configured game as NumPy arrays: observation, information state, action mask.

The observation tensor is the game's :class:`~arena.core.tensors.TensorLayout` over
``state.view(player)``: nothing a player may not see can reach it. The information-state
tensor is the observation followed by the player's memory of play: how many times it has
seen each action index played (its own actions, and another's action or a chance outcome
only when the game showed it everything that action caused: the rule of the server's logs,
:func:`arena.core.events.action_seen`). Shapes depend on the configuration only.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

from arena.core.errors import ArenaError, IllegalActionError, NotationError
from arena.core.events import Event, action_seen, seen_whole
from arena.core.game import Game
from arena.core.state import State
from arena.core.tensors import TensorLayout

FloatArray = npt.NDArray[np.float32]
MaskArray = npt.NDArray[np.int8]


class Observer:
    """The tensors of one configured game (shapes fixed by its options)."""

    def __init__(self, game: Game[Any]) -> None:
        layout = game.observation_layout()
        if layout is None:
            raise ArenaError(f"{game.id} declares no observation tensor", reason="unsupported")
        self.game = game
        self.layout: TensorLayout = layout
        self.num_actions = game.num_distinct_actions()
        self.num_players = game.num_players
        self.observation_shape: tuple[int] = (layout.size,)
        self.information_state_shape: tuple[int] = (layout.size + self.num_actions,)
        self.worst_return = -1.0
        """The return an ``illegal_action="lose"`` environment gives (the games' returns are
        in [-1, 1])."""

    def __deepcopy__(self, memo: dict[int, Any]) -> Observer:
        return self  # immutable: copies of states and memories share it

    def observation(self, state: State[Any], player: int) -> FloatArray:
        """``player``'s observation tensor (built from its view only)."""
        out = np.zeros(self.observation_shape, dtype=np.float32)
        self.layout.encode_into(state.view(player), out, 0)
        return out

    def observation_into(self, state: State[Any], player: int, out: FloatArray) -> None:
        """Write ``player``'s observation tensor into ``out`` (a row of a batch): features
        write only their non-zero entries, so a big sparse layout costs what it holds."""
        out.fill(0.0)
        self.layout.encode_into(state.view(player), out, 0)

    def information_state(self, state: State[Any], player: int, memory: ActionMemory) -> FloatArray:
        """``player``'s observation followed by the actions it has seen played, counted."""
        out = np.zeros(self.information_state_shape, dtype=np.float32)
        self.layout.encode_into(state.view(player), out, 0)
        out[self.layout.size :] = memory.counts[player]
        return out

    def action_mask(self, state: State[Any]) -> MaskArray:
        """1 at the index of each legal action of the player to move (all zeros at a chance
        node or the end)."""
        mask = np.zeros(self.num_actions, dtype=np.int8)
        self.action_mask_into(state, mask)
        return mask

    def action_mask_into(self, state: State[Any], out: MaskArray) -> None:
        """Write the action mask into ``out`` (a row of a batch)."""
        out.fill(0)
        if state.current_player() >= 0:
            to_index = self.game.action_to_index
            out[[to_index(a) for a in state.legal_actions()]] = 1

    def mask_entry(self, state: State[Any], index: Any) -> bool:
        """Whether integer ``index`` is legal now (malformed input raises as in
        :meth:`check_action`)."""
        index = self._index(index)
        return state.is_legal(self.game.index_to_action(index))

    def check_action(self, state: State[Any], index: Any) -> Any:
        """The legal action with integer ``index``; a clear error naming the mask otherwise
        (the state is untouched)."""
        index = self._index(index)
        action = self.game.index_to_action(index)
        error = state.illegal_reason(action)
        if error is not None:
            raise IllegalActionError(
                f"action {index} ({self.game.action_to_text(action)}) is not legal here: its "
                f"action_mask entry is 0 ({error.message})",
                reason=error.reason,
                rule=error.rule,
            )
        return action

    def _index(self, index: Any) -> int:
        """``index`` as a Python int in range; a clear error for anything else."""
        if isinstance(index, np.ndarray):
            if index.shape != ():
                raise NotationError(
                    f"an action is one integer index, got an array of shape {index.shape} "
                    f"(the action mask has {self.num_actions} entries)",
                    reason="bad-index",
                )
            index = index.item()
        if isinstance(index, bool) or not isinstance(index, (int, np.integer)):
            raise NotationError(
                f"an action is one integer index into the action mask (0..{self.num_actions - 1}), "
                f"got {index!r}",
                reason="bad-index",
            )
        if not 0 <= index < self.num_actions:
            raise NotationError(
                f"action index {index} outside the action mask (0..{self.num_actions - 1})",
                reason="bad-index",
            )
        return int(index)


class ActionMemory:
    """For each player, how many times it has seen each action index played."""

    def __init__(self, observer: Observer) -> None:
        self.hidden = observer.game.hidden_information
        self.game = observer.game
        self.counts = np.zeros((observer.num_players, observer.num_actions), dtype=np.float32)

    def record(self, actor: int, action: Any, events: list[Event]) -> None:
        """Count ``action`` (played by ``actor``, ``CHANCE`` for an outcome) for every player
        who may know it was played."""
        index = self.game.action_to_index(action)
        any_events = bool(events)
        for player in range(len(self.counts)):
            whole = seen_whole(events, player)
            if action_seen(player, actor, whole, any_events, hidden=self.hidden):
                self.counts[player, index] += 1


__all__ = ["ActionMemory", "FloatArray", "MaskArray", "Observer"]
