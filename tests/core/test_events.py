"""``arena.core.events.Event``: visibility and redaction."""

from __future__ import annotations

import json

import pytest

from arena.core.events import Event

PLAYERS = [0, 1, 2, None]


def test_public_event_is_seen_as_is_by_everyone() -> None:
    event = Event("move", {"from": "a1", "to": "b2"}, "A moves")
    for p in PLAYERS:
        assert event.for_player(p) is event


def test_private_event_visible_only_to_its_players() -> None:
    event = Event("draw", {"card": "Ace"}, "you draw the Ace", frozenset({0, 2}))
    assert event.for_player(0) is event
    assert event.for_player(2) is event
    assert event.for_player(1) is None
    assert event.for_player(None) is None


def test_redacted_form_shown_to_others_and_spectators() -> None:
    event = Event("draw", {"card": "Ace", "seat": 0}, "P0 draws the Ace", frozenset({0}), {"seat": 0})
    assert event.for_player(0) is event
    for p in (1, None):
        seen = event.for_player(p)
        assert seen is not None
        assert seen.kind == "draw"
        assert seen.data == {"seat": 0}
        assert seen.text == ""  # the text may name the hidden card
        assert seen.visible_to is None and seen.redacted is None
        assert "Ace" not in json.dumps(seen.to_json())


def test_redacted_payload_is_a_copy() -> None:
    redacted = {"seat": 0}
    event = Event("draw", {"card": "Ace"}, "", frozenset({0}), redacted)
    seen = event.for_player(1)
    assert seen is not None
    seen.data["seat"] = 99
    assert event.redacted == {"seat": 0}


def test_empty_visibility_hides_from_everyone() -> None:
    event = Event("secret", {"x": 1}, visible_to=frozenset())
    assert all(event.for_player(p) is None for p in PLAYERS)


def test_to_json() -> None:
    assert Event("mark", {"cell": "b2"}).to_json() == {"kind": "mark", "cell": "b2"}
    assert Event("mark", {"cell": "b2"}, "X on b2").to_json() == {
        "kind": "mark",
        "cell": "b2",
        "text": "X on b2",
    }


def test_events_are_frozen() -> None:
    event = Event("mark")
    with pytest.raises(AttributeError):
        event.kind = "other"  # type: ignore[misc]
