"""The typed view of Map & Duel (``MapDuel.view_model()``): what ``view(player)`` returns.

Clients read these declared fields; the conformance suite validates every view of seeded
playouts against this model. ``pending`` mirrors the flow's top task (``tasks.py``): its kind
and its fields (a duel turn's counters only for its own player).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from arena.core.views import ViewModel


class Names(ViewModel):
    """A name in every locale (``zh-Hant`` derived from ``zh-Hans``); ``zh`` is ``zh-Hans``
    as clients read it before the four locales."""

    zh: str
    en: str
    fr: str | None = None
    zh_hans: str | None = Field(None, alias="zh-Hans")
    zh_hant: str | None = Field(None, alias="zh-Hant")


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
    skills: list[str]
    queued: list[Queued]


class Duel(ViewModel):
    cycle: int
    ending: bool
    committed: list[int]
    mine: MyCommitment | None


TaskKind = Literal[
    "draw-seat",
    "pick-character",
    "before-roll",
    "roll-move",
    "after-move",
    "search-deck",
    "name-representative",
    "roll-contest",
    "roll-table",
    "choose-victim",
    "give-cards",
    "discard-excess",
    "draw-cards",
    "take-cards",
    "choose-absorber",
    "duel-turn",
]
"""The kinds of task a position can wait on (``tasks.py``: its decision and chance tasks)."""


class Pending(ViewModel):
    """The task the position waits on: its ``kind`` and the fields that kind has (see
    ``tasks.py``); the others are absent."""

    kind: TaskKind
    player: int | None = None
    """The seat that decides (for a chance task: the seat the outcome is for)."""
    moves: int | None = None
    """``before-roll``: this move and those after it this turn."""
    more_moves: int | None = None
    """``after-move``: moves still to come this turn."""
    acted: bool | None = None
    """``before-roll`` / ``after-move``: an action card was played this move."""
    count: int | None = None
    """``search-deck`` / ``draw-cards`` / ``take-cards``: cards still to take."""
    lander: int | None = None
    """``name-representative``: the player whose reward or penalty game it is."""
    game: Literal["reward", "penalty"] | None = None
    representative: int | None = None
    rolls: list[int] | None = None
    """``roll-contest``: the dice rolled so far (the lander's first)."""
    victim: int | None = None
    recipients: list[int] | None = None
    """``give-cards``: the players still to receive a card, in order."""
    options: list[str] | None = None
    """``choose-absorber``: the equipment cards that can stop the effect."""
    effect: str | None = None
    cards_played: int | None = None
    """``duel-turn``, its own player only: skill cards played this turn."""
    skill_used: bool | None = None
    """``duel-turn``, its own player only: the active skill is used."""


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
