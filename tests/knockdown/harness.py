"""Building Knockdown positions for rule tests, and playing text actions on them."""

from __future__ import annotations

from typing import Any

import pytest

from arena.core.errors import IllegalActionError
from arena.core.events import Event
from arena.games.knockdown import Knockdown, KnockdownState


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
    """Player ``player``'s turn in round 1, display already full, no skills unless given."""
    s = g.new_initial_state()
    s.round, s.revealed, s.start = 1, True, player
    s.pos = [g.grid.parse(at[0]), g.grid.parse(at[1])]
    s.hands = [sorted(card(c) for c in h) for h in hands]
    shown = ["c30", "c31", "c32", "c33"] if display is None else display
    s.display = [card(c) for c in shown]
    used = set(s.display) | set(s.hands[0]) | set(s.hands[1])
    s.deck = sorted(card(c) for c in deck) if deck is not None else [i for i in range(36) if i not in used]
    s.deck_candles = candles
    s.skill_pool = []
    s.faceup = [[skill(x) for x in f] for f in faceup]
    s.facedown = [skill(x) if x else -1 for x in facedown]
    s.kept = [s.faceup[p] + ([s.facedown[p]] if s.facedown[p] >= 0 else []) for p in (0, 1)]
    s.tokens = [s._start_tokens(0), s._start_tokens(1)]
    s.turn_player, s.turns, s.actions_left = player, 1, 2
    s.todo = [{"t": "turn", "p": player}]
    return s


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
    return s.game.grid.name(s.pos[p])
