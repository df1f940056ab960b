"""The typed view of Knockdown (``Knockdown.view_model()``): what ``view(player)`` returns.

Clients (the web renderer, the RL tensors) read these declared fields; the conformance suite
validates every view of seeded playouts against this model.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from arena.core.views import ViewModel


class Names(ViewModel):
    """A name in every locale: the data's ``zh`` (Simplified), ``en`` and ``fr``, and the
    catalog's ``zh-Hans`` and ``zh-Hant`` (derived): clients pick ``names[locale]``."""

    zh: str
    en: str
    fr: str | None = None
    zh_hans: str | None = Field(None, alias="zh-Hans")
    zh_hant: str | None = Field(None, alias="zh-Hant")


class OwnSkills(ViewModel):
    """A seat's own skill cards: the draft as it went and the face-down card."""

    dealt: list[str]
    kept: list[str]
    passed: list[str]
    received: list[str]
    removed: str | None
    faceup: list[str]
    facedown: str | None
    hidden: Literal[0]


class OtherSkills(ViewModel):
    """The other seat's skills: face-up cards once both are chosen, and how many are hidden."""

    faceup: list[str]
    hidden: int


class Fighter(ViewModel):
    seat: int
    side: str
    name: Names
    side_name: Names
    class_: Names = Field(alias="class")
    cell: str
    heavy: int
    light: int
    tokens: dict[str, int]
    poison: int
    hand_size: int
    specials: list[str]
    knockout_text: Names
    skills: OwnSkills | OtherSkills


class ArenaInfo(ViewModel):
    columns: int
    rows: int
    starts: list[str]
    centre: int
    candles: list[str] | None
    """The candle columns (``None`` before they are placed)."""
    candles_drawn: int


PendingTask = Literal[
    "deal_skill",
    "keep_dealt_skill",
    "keep_passed_skill",
    "choose_faceup",
    "break_initiative_tie",
    "draft",
    "refill_display",
    "turn",
    "discard",
    "combo",
    "dash_step",
    "pay_special",
    "block_window",
    "shift",
    "teleport",
    "knockout_offer",
    "knockout_roll",
    "ignore_wounds",
]
"""The decision and chance tasks of ``flow.py`` (``test_shape`` checks the list is complete)."""


class Pending(ViewModel):
    """The decision the match waits for: the task's kind, its seat (for a chance task: none,
    or the seat whose knockout check is rolled), and its details."""

    task: PendingTask
    player: int | None
    special: str | None = None
    cost: list[str] | None = None
    n: int | None = None
    heavy: int | None = None
    """``ignore_wounds``: the heavy and light wounds the blocked attack brings."""
    light: int | None = None


class Attack(ViewModel):
    by: int
    source: str
    id: str
    reduce: bool | int | None
    cancel: bool | int | None
    response: bool


class KnockdownView(ViewModel):
    seat: int | None
    round: int
    wins: list[int]
    start: int
    turn_player: int
    turn: int
    actions_left: int
    to_move: int
    winner: int | None
    arena: ArenaInfo
    fighters: list[Fighter]
    display: list[str]
    deck: int
    deck_candles: int
    discard: list[str]
    hand: list[str] | None
    """Your hand (``None`` for a spectator)."""
    pending: Pending | None
    attack: Attack | None
    combo_used: list[str]
