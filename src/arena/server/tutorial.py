"""Tutorial rooms: a game's guided first game (:mod:`arena.core.tutorial`) played in a room.

A tutorial room is created from the game's tutorial (its options and seed, one human seat) and
keeps the step reached with the room (``rooms.tutorial_step``). While it runs, an action is
checked for legality first (the game's own refusal), then against the step (422
``tutorial-step``, saying what the step asks); the step's action, and the actions the script
then plays itself (logged with ``auto: "tutorial"``), move it on. An info step is passed with
the action text :data:`~arena.core.tutorial.NEXT`. After the last step the room is an ordinary
game. Pure: no SQL, no I/O (the manager stores and commits).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arena.core import registry
from arena.core.errors import ArenaError
from arena.core.game import Game
from arena.core.text import Ref, msg
from arena.core.tutorial import NEXT, Tutorial, auto_actions, refusal
from arena.server.errors import ApiError
from arena.server.master import Master, Move
from arena.server.messages import CreateRoom

AUTO = "tutorial"
"""The log's mark on the actions the script plays itself."""


@dataclass
class TutorialRun:
    """A room's tutorial and the step it has reached (0-based; ``len(steps)``: over)."""

    tutorial: Tutorial
    index: int = 0

    @property
    def running(self) -> bool:
        return self.index < len(self.tutorial.steps)

    def view(self, game: Game[Any], locale: str) -> dict[str, Any] | None:
        """The state message's ``tutorial`` part in ``locale`` (``None`` once over)."""
        return self.tutorial.step_json(self.index, game.texts(), locale)

    def moves(self, master: Master, seat: int, text: str) -> list[Move]:
        """What ``text`` plays at the current step: the step's action then the script's own
        (an empty list for Next); 422 with the game's reason when it is illegal, 422
        ``tutorial-step`` when it is not what the step asks."""
        step = self.tutorial.steps[self.index]
        game = master.game
        action = None if text.strip() == NEXT else master.parse(text)
        why = refusal(game, master.state, step, action)
        if why is not None:
            raise ApiError.from_arena(why, texts=game.texts())
        if action is None:
            return []
        try:
            autos = auto_actions(game, step)
        except ArenaError as exc:
            say = msg("server-broken-tutorial", detail=exc.message)
            raise ApiError(500, "bad-tutorial", exc.message, say=say) from None
        return [(seat, action, None), *((seat, a, AUTO) for a in autos)]


def tutorial_of(game: Game[Any]) -> Tutorial:
    """The game's tutorial (422 ``no-tutorial`` when it has none, or its file is malformed)."""
    try:
        tutorial = game.tutorial()
    except ArenaError as exc:
        say = msg("server-broken-tutorial", detail=exc.message)
        raise ApiError(422, "no-tutorial", f"{game.id}: {exc.message}", say=say) from None
    if tutorial is None:
        say = msg("server-no-tutorial", game=Ref("game", game.id))
        raise ApiError(422, "no-tutorial", f"{game.id} has no tutorial", say=say, texts=game.texts())
    return tutorial


def tutorial_request(req: CreateRoom) -> tuple[Tutorial, dict[str, Any], int]:
    """A tutorial room's tutorial, options and seed (422 when the request sets any itself)."""
    if req.options or req.seed is not None or req.seats is not None or req.time_bank_s is not None:
        raise ApiError(
            422,
            "bad-tutorial",
            "a tutorial room takes its options, seed and seats from the tutorial",
            say=msg("server-tutorial-takes-nothing"),
        )
    try:
        base = registry.load(req.game)
    except ArenaError as exc:
        raise ApiError.from_arena(exc) from None
    tutorial = tutorial_of(base)
    return tutorial, dict(tutorial.options), tutorial.seed


def restored(game: Game[Any], step: int | None, room_id: str) -> TutorialRun | None:
    """A stored room's tutorial at ``step`` (409 ``room-unavailable`` for a step the tutorial
    does not have)."""
    if step is None:
        return None
    try:
        tutorial = tutorial_of(game)
    except ApiError as exc:
        why = f"room {room_id}: {exc.message}"
        say = msg("server-room-unavailable", room=room_id, detail=why)
        raise ApiError(409, "room-unavailable", why, say=say) from None
    if not 0 <= step <= len(tutorial.steps):
        why = f"room {room_id}: no tutorial step {step}"
        raise ApiError(
            409, "room-unavailable", why, say=msg("server-room-unavailable", room=room_id, detail=why)
        )
    return TutorialRun(tutorial, step)
