"""The typed view of Map & Duel (``MapDuel.view_model()``): what ``view(player)`` returns.

Clients read these declared fields; the conformance suite validates every view of seeded
playouts against this model. ``pending`` mirrors the flow's top task (its public keys); its
payload stays loosely typed until the game moves onto the shared flow engine's typed tasks.
"""

from __future__ import annotations

from typing import Any, Literal

from arena.core.views import ViewModel


class Names(ViewModel):
    zh: str
    en: str
    fr: str | None = None


class Player(ViewModel):
    player: int
    seat: int | None
    character: str | None
    names: Names | None
    active: str | None
    passive: str | None
    hp: int
    max_hp: int
    slots: int
    cell: int
    skip: int | bool
    double: int | bool
    forced_penalties: int
    alive: bool
    hand_size: int
    equipment: list[str]
    hand: list[str] | None = None
    """Present in the viewer's own row only."""


class Queued(ViewModel):
    to: int
    effect: str
    amount: int


class MyCommitment(ViewModel):
    cards: list[str]
    skills: list[Any]
    queued: list[Queued]


class Duel(ViewModel):
    cycle: int
    ending: bool
    committed: list[int]
    mine: MyCommitment | None


class Pending(ViewModel):
    """The top task's public keys (``t`` its kind, ``p`` its seat)."""

    t: str
    p: int | None = None
    by: Any = None
    kind: Any = None
    rolls: Any = None
    rep: Any = None
    v: Any = None
    n: Any = None
    moves: Any = None
    acted: Any = None
    played: Any = None
    opts: list[str] | None = None
    to: Any = None
    effect: str | None = None
    skill: Any = None


class MapDuelView(ViewModel):
    game: Literal["mapduel"]
    viewer: int | None
    to_move: int | None
    chance: bool
    terminal: bool
    map: list[str]
    seat_order: list[int]
    players: list[Player]
    deck_size: int
    discard: dict[str, int]
    turns: int
    max_turns: int
    phase: Literal["setup", "map", "duel"]
    pending: Pending | None
    duel: Duel | None
    winners: list[int] | None
    """The winners once the game is over (``None`` before)."""
    end: str
    deck: dict[str, int] | None = None
    """The deck's contents, shown only to a seat searching it."""
