"""What clients send: request bodies and websocket messages (pydantic; unknown fields are errors).

What the server sends is in :mod:`arena.server.schemas`."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

MAX_SEED = 2**63 - 1


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SeatSpec(Strict):
    """One seat of a new room: a person, or an agent by spec (``random``, ``mcts:iters=200``)."""

    kind: Literal["human", "agent"] = "human"
    agent: Annotated[str | None, Field(max_length=200)] = None
    name: Annotated[str | None, Field(max_length=100)] = None


class CreateRoom(Strict):
    """``POST /api/rooms``. Seats default to one human per player."""

    game: Annotated[str, Field(min_length=1, max_length=64)]
    options: dict[str, Any] = Field(default_factory=dict)
    seed: Annotated[int | None, Field(ge=0, le=MAX_SEED)] = None
    seats: list[SeatSpec] | None = None
    time_bank_s: Annotated[float | None, Field(gt=0, le=7 * 24 * 3600)] = None
    time_increment_s: Annotated[float, Field(ge=0, le=24 * 3600)] = 0.0
    tutorial: bool = False
    """The game's guided first game: its own options, seed and one human seat (give none)."""
    rated: bool = False
    """A rated game: the coach (analysis, review) is off for every seat."""


class CheckOptions(Strict):
    """``POST /api/games/{id}/check``: options to validate before creating a room."""

    options: dict[str, Any] = Field(default_factory=dict)


class ActBody(Strict):
    """``POST /api/rooms/{id}/actions``."""

    seat: Annotated[int, Field(ge=0)]
    version: Annotated[int, Field(ge=0)]
    action: Annotated[str, Field(min_length=1, max_length=500)]


class UndoBody(Strict):
    """``POST /api/rooms/{id}/undo``."""

    seat: Annotated[int, Field(ge=0)]
    version: Annotated[int, Field(ge=0)]


class WsAct(Strict):
    """Play an action (text notation or ``#index``) at the room's current ``version``."""

    type: Literal["act"]
    version: Annotated[int, Field(ge=0)]
    action: Annotated[str, Field(min_length=1, max_length=500)]


class WsUndo(Strict):
    """Take back the seat's last action."""

    type: Literal["undo"]
    version: Annotated[int, Field(ge=0)]


class WsPing(Strict):
    """Answered by ``{"type": "pong"}``."""

    type: Literal["ping"]


WsMessage = Annotated[WsAct | WsUndo | WsPing, Field(discriminator="type")]
ws_message_adapter: TypeAdapter[WsAct | WsUndo | WsPing] = TypeAdapter(WsMessage)
CLIENT_MESSAGES: tuple[type[BaseModel], ...] = (WsAct, WsUndo, WsPing)
