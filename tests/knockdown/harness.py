"""Building Knockdown positions for rule tests, and playing text actions on them."""

from __future__ import annotations

from typing import Any

import pytest

from arena.core.errors import IllegalActionError
from arena.core.events import Event
from arena.games.knockdown import Knockdown, KnockdownState
from arena.games.knockdown.position import KnockdownPosition


def game(fighters: tuple[str, str] = ("mist-a", "knight-a"), **opts: Any) -> Knockdown:
    return Knockdown(fighters=fighters, **opts)


def card(cid: str) -> int:
    return int(cid[1:]) - 1


def skill(sid: str) -> int:
    return int(sid[1:]) - 1


def position(
    g: Knockdown,
    *,
    at: tuple[str, str] = ("b1", "f2"),
    hands: tuple[list[str], list[str]] = ([], []),
    display: list[str] | None = None,
    deck: list[str] | None = None,
    candles: int = 0,
    faceup: tuple[list[str], list[str]] = ([], []),
    facedown: tuple[str | None, str | None] = (None, None),
    player: int = 0,
) -> KnockdownState:
    """Player ``player``'s turn in round 1, display already full, no skills unless given (the
    game's public position builder, which validates the position)."""
    pos = KnockdownPosition(g).at(*at).hands(*hands).skills(faceup, facedown).turn(player).candles(candles)
    if display is not None:
        pos.display(display)
    if deck is not None:
        pos.deck(deck, candles)
    state = pos.build()
    assert isinstance(state, KnockdownState)
    return state


def play(s: KnockdownState, *texts: str) -> list[Event]:
    """Apply actions given in notation (checked); returns all events."""
    out: list[Event] = []
    for t in texts:
        out += s.apply(s.game.parse_action(t))
    return out


def texts(s: KnockdownState) -> list[str]:
    return [s.game.action_to_text(a) for a in s.legal_actions()]


def rejected(s: KnockdownState, text: str, reason: str | None = None) -> IllegalActionError:
    before = s.to_json()
    with pytest.raises(IllegalActionError) as info:
        s.apply(s.game.parse_action(text))
    assert s.to_json() == before
    if reason is not None:
        assert info.value.reason == reason, info.value
    return info.value


def cell(s: KnockdownState, p: int) -> str:
    return s.game.grid.name(s.cells[p])
