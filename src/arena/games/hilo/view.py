"""What a seat sees of a Hi-Lo position, as a typed model (its JSON Schema is the contract)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from arena.core.views import ViewModel

if TYPE_CHECKING:
    from arena.games.hilo.state import HiLoState

Phase = Literal["deal-card", "lead", "follow", "roll-die", "over"]
PHASES: tuple[Phase, ...] = ("deal-card", "lead", "follow", "roll-die", "over")


class HiLoView(ViewModel):
    """One seat's view (``seat`` is ``None`` for a spectator)."""

    seat: int | None
    phase: Phase
    to_move: int
    hand: list[int] | None
    """Your cards (``None`` for a spectator); the other hand is only counted."""
    hand_sizes: list[int]
    deck_size: int
    table: list[int]
    discard: dict[str, int]
    scores: list[int]
    leader: int
    last_die: int


def view(state: HiLoState, player: int | None) -> dict[str, Any]:
    top = state.top()
    phase = "over" if state.is_over() or top is None else top.kind
    values = state.game.cards.values
    return {
        "seat": player,
        "phase": phase,
        "to_move": state.current_player(),
        "hand": list(state.hands[player]) if player is not None else None,
        "hand_sizes": [len(h) for h in state.hands],
        "deck_size": sum(state.deck),
        "table": list(state.table),
        "discard": {str(values[i]): n for i, n in enumerate(state.discard) if n},
        "scores": list(state.scores),
        "leader": state.leader,
        "last_die": state.last_die,
    }
