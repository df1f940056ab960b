"""Events: what happened during one ``apply``, for logs and displays.

An event is public unless ``visible_to`` names the players who may see it; every consumer
must go through :meth:`Event.for_player` so that nothing hidden reaches the wrong player.
``say`` is the event as a sentence of the game's catalog (:class:`arena.core.text.Msg`), said
in each reader's language; ``text`` is its English form for logs written without a catalog.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arena.core.text import Msg


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened: a ``kind``, a JSON-ready payload and a visibility."""

    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    text: str = ""
    visible_to: frozenset[int] | None = None
    redacted: dict[str, Any] | None = None
    say: Msg | None = None

    def for_player(self, player: int | None) -> Event | None:
        """The event as ``player`` may see it (``None`` = a spectator)."""
        if self.visible_to is None or (player is not None and player in self.visible_to):
            return self
        if self.redacted is None:
            return None
        data = dict(self.redacted)
        text = data.pop("text", "")  # the redacted version may carry its own text
        say = data.pop("say", None)  # ... and its own sentence
        return Event(self.kind, data, str(text), None, None, say)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, **self.data}
        if self.text:
            out["text"] = self.text
        return out


def seen_whole(events: Sequence[Event], viewer: int | None) -> bool:
    """Whether ``viewer`` sees every one of ``events`` unredacted (a malformed redaction
    counts as not seen)."""
    try:
        return all(ev.for_player(viewer) is ev for ev in events)
    except (TypeError, ValueError):
        return False


def action_seen(viewer: int | None, actor: int, whole: bool, any_events: bool, *, hidden: bool) -> bool:
    """Whether ``viewer`` may know which action ``actor`` (``-1``: chance) played, given
    whether it saw the action's events ``whole`` and whether there were any. In a game that
    hides nothing, always; otherwise a player knows its own actions, and another's action or
    a chance outcome only when everything it caused was shown to the viewer (a chance
    outcome with no event shown reveals nothing). The server's logs and the RL information
    state both follow this rule."""
    if not hidden:
        return True
    if actor < 0:
        return whole and any_events
    return viewer == actor or whole
