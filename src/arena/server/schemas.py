"""What the server answers: the HTTP responses and the websocket messages it sends (pydantic).

They describe the JSON shapes of docs/web-api.md for ``/openapi.json``; the routes build plain
dicts and FastAPI checks them against these models (``response_model``, unset optional fields
left out, so ``token`` or ``auto`` appear only where they did). Unknown fields are errors: a
field the server adds must be added here too.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter


class Out(BaseModel):
    model_config = ConfigDict(extra="forbid")


# -- errors ----------------------------------------------------------------------------------------
class ErrorFields(Out):
    reason: str = Field(description="kebab-case code, e.g. `stale-version`")
    message: str = Field(description="the refusal in the reader's language (`?lang=`, `Accept-Language`)")
    rule: str | None = Field(description='the rule broken, cited (`seed 001, "地形消耗"`)')
    quote: str | None = Field(None, description="the rule's sentence as the seed words it")
    translation: str | None = Field(None, description="that sentence in the reader's language")


class ErrorResponse(Out):
    """Every 4xx answer: ``{"error": {"reason", "message", "rule", "quote", "translation"}}``."""

    error: ErrorFields


# -- discovery ---------------------------------------------------------------------------------------
class Health(Out):
    status: Literal["ok"]
    version: str
    games: list[str]


class GameSummary(Out):
    id: str
    names: dict[str, str]
    min_players: int
    max_players: int
    options_schema: dict[str, Any] = Field(description="JSON schema of the game's options")
    sample_configs: list[dict[str, Any]]
    hidden_information: bool
    strong_agent: str = Field(description="the agent spec offered first for an AI seat")
    chance: bool
    version: str
    description: dict[str, str]
    option_choices: dict[str, list[Any]] = Field(
        description="values offered for options the schema leaves open"
    )
    options_text: dict[str, dict[str, Any]] = Field(
        description="each option's `label`, `help` and `values` names, in the reader's language"
    )
    tutorial: bool = Field(
        False, description="a guided first game exists (`POST /api/rooms` with `tutorial`)"
    )


class OptionsChecked(Out):
    """Options a game accepts, with the number of seats they make."""

    ok: Literal[True]
    players: int


# -- rooms ---------------------------------------------------------------------------------------------
class CreatedSeat(Out):
    seat: int
    kind: Literal["human", "agent"]
    name: str
    agent: str | None
    token: str | None = Field(None, description="the seat's secret token, shown once (human seats only)")
    invite_url: str | None = Field(None, description="human seats only")


class CreatedRoom(Out):
    room_id: str
    seats: list[CreatedSeat]
    spectator_url: str
    creator_token: str = Field(
        description="the creator's secret token, shown once: `DELETE /api/rooms/{id}` with it cancels the room"
    )


class CancelledRoom(Out):
    """``DELETE /api/rooms/{id}``: the room stopped for good."""

    room_id: str
    status: Literal["cancelled"]


class RoomSeat(Out):
    seat: int
    kind: Literal["human", "agent"]
    agent: str | None
    name: str
    connected: bool


Status = Literal["waiting", "playing", "finished"]


class RoomInfo(Out):
    room_id: str
    game: str
    options: dict[str, Any]
    seats: list[RoomSeat]
    status: Status
    version: int
    time_bank_s: float | None
    time_increment_s: float
    agent_error: str | None
    rated: bool = Field(description="a rated game: the coach is off")


class LogEntry(Out):
    step: int
    player: int = Field(description="the seat, or -1 for a chance outcome")
    action: str | None = Field(description="null when hidden from the reader")
    label: str | None = Field(
        None, description="what happened, in the reader's language (a hidden draw: said as hidden)"
    )
    events: list[dict[str, Any]] = Field(description="each with `text`, said in the reader's language")
    auto: Literal["timeout", "fallback", "tutorial"] | None = Field(None, description="present only when set")


class ActionArg(BaseModel):
    """A typed argument of an action: ``type`` (card, cell, hex, piece, colour, amount...) and
    its fields (``id``, ``name`` in the reader's language, ``q``/``r``, ``value``)."""

    model_config = ConfigDict(extra="allow")
    type: str


class LegalAction(Out):
    """A legal action described as data (the notation ``text`` is the stable interface)."""

    text: str
    index: int
    kind: str = Field(description="the verb: play, move, cast, choose...")
    group: str = Field(description="the heading it goes under (titles in `groups`)")
    args: dict[str, ActionArg]
    label: str = Field(description="what it does, in the reader's language")


class StateSeat(Out):
    seat: int
    kind: Literal["human", "agent"]
    name: str
    agent: str | None


class TutorialStepOut(Out):
    """A tutorial room's current step, in the reader's language."""

    step: int = Field(description="1-based")
    of: int
    id: str
    title: str
    text: str = Field(description="the rule, explained")
    quote: str = Field(description="the seed's sentence, verbatim")
    citation: str
    translation: str = Field(description="the quote in the reader's language")
    highlight: str = Field(description="a CSS selector: what to click")
    next: bool = Field(description="an info step: pass it with the action `tutorial:next`")


class StateMessage(Out):
    """A seat's (or a spectator's) state of a room: HTTP answers and websocket pushes."""

    type: Literal["state"]
    room_id: str
    game: str
    version: int
    seat: int | None
    status: Status
    seats: list[StateSeat]
    locale: str = Field(description="the language of every sentence in this message")
    view: dict[str, Any] = Field(description="the game's view for the seat")
    current_player: int
    to_move: list[int]
    status_text: str = Field(description="the decision awaited, in the reader's language")
    legal: list[LegalAction]
    groups: dict[str, str] = Field(description="the action groups' titles")
    events: list[dict[str, Any]]
    log: list[LogEntry]
    terminal: bool
    returns: list[float] | None
    winners: list[int]
    can_undo: bool
    clock: dict[str, float] | None
    tutorial: TutorialStepOut | None = Field(
        None, description="the tutorial's current step (tutorial rooms only)"
    )


class Replay(Out):
    room_id: str
    game: str
    options: dict[str, Any]
    seed: int
    actions: list[str]
    players: list[int]
    initial_view: dict[str, Any]
    views: list[dict[str, Any]]
    log: list[LogEntry]
    returns: list[float]
    winners: list[int]


# -- websocket, server -> client ---------------------------------------------------------------------------
class WsError(Out):
    """A refused message or connection (a refused connection is then closed, code 4000 + status)."""

    type: Literal["error"]
    reason: str
    message: str
    rule: str | None
    quote: str | None = None
    translation: str | None = None


class WsPong(Out):
    type: Literal["pong"]


ServerMessage = Annotated[StateMessage | WsError | WsPong, Field(discriminator="type")]
server_message_adapter: TypeAdapter[StateMessage | WsError | WsPong] = TypeAdapter(ServerMessage)
SERVER_MESSAGES: tuple[type[BaseModel], ...] = (StateMessage, WsError, WsPong)


# -- the coach -------------------------------------------------------------------------------------
class CoachMove(Out):
    """A candidate move: the legal action's description, its share of the search's visits and
    its value in the analysis' measure."""

    index: int
    text: str
    kind: str
    label: str = Field(description="what it does, in the reader's language")
    args: dict[str, ActionArg]
    share: float = Field(ge=0, le=1, description="its share of the root visits")
    value: float = Field(description="win probability in [0, 1], or expected Fame (`measure`)")
    visits: int


class Analysis(Out):
    """``GET /api/rooms/{id}/analysis``: the coach for the seat to move, from its view only."""

    step: int = Field(description="actions played before this position")
    seat: int
    measure: Literal["win", "fame"]
    value: float = Field(description="the position's estimate: win probability, or expected Fame")
    moves: list[CoachMove] = Field(description="the top moves, most visited first")
    iterations: int = Field(description="search iterations spent (at most the server's cap)")


class ReviewedMove(Out):
    step: int
    played: CoachMove
    best: CoachMove
    before: float
    after: float = Field(description="the estimate after the move played")
    drop: float = Field(ge=0, description="the best move's value minus the played move's")


class Review(Out):
    """``GET /api/rooms/{id}/review``: a finished game's decisions of one seat, ``marked``:
    the steps whose estimate dropped most, largest first."""

    seat: int
    measure: Literal["win", "fame"]
    moves: list[ReviewedMove]
    marked: list[int]
    iterations: int
