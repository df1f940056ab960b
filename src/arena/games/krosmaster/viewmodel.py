"""The typed view of Krosmaster Arena (``Krosmaster.view_model()``): what ``view(player)`` returns.

Clients (the web renderer, the RL tensors) read these declared fields; the conformance suite
validates every view of seeded playouts against this model. Cells are named like chess
squares (``a1`` bottom-left).
"""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field

from arena.core.views import ViewModel


class Names(ViewModel):
    """A name in every locale (``names[locale]``); ``zh`` is the Simplified one, kept for the
    clients that read it before the locales."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    fr: str
    en: str | None = None
    zh: str | None = None
    zh_hans: str | None = Field(None, alias="zh-Hans")
    zh_hant: str | None = Field(None, alias="zh-Hant")


class Token(ViewModel):
    """A reward token on a Krosmaster: who holds it is public; what it is only when known."""

    rank: str
    face_up: bool
    token: str | None
    name: Names | None
    kind: str | None


class Markers(ViewModel):
    mp: int
    ap: int


class Piece(ViewModel):
    id: int
    label: str
    character: str
    name: Names
    kind: str
    owner: int
    summoner: str | None
    cell: str | None
    in_play: bool
    hp: int
    injuries: int
    mp: int
    ap: int
    base_mp: int
    base_ap: int
    markers: Markers
    powers: list[str]
    spells: list[str]
    range_bonus: int
    initiative: int
    level: int
    rewards: list[Token]


class Roll(ViewModel):
    roll: str
    dice: int
    faces: list[str]
    piece: str | None
    player: int | None


class Choice(ViewModel):
    kind: str
    options: list[str]


class Prompt(ViewModel):
    kind: str
    player: int
    rule: str
    about: str
    options: list[str]


class RewardPile(ViewModel):
    visible: list[str | None]
    names: list[Names | None]
    face_down: list[int]
    """How many tokens each face-down pile of the rank holds."""


class Setup(ViewModel):
    step: str
    display: list[str]


class Tension(ViewModel):
    faces: list[str]
    stage: str | int


class ChanceKind(ViewModel):
    kind: str


class KrosmasterView(ViewModel):
    game: Literal["krosmaster"]
    full: bool
    viewer: int | None
    scenario: str
    title: Names
    goal: str
    width: int
    height: int
    scenery: dict[str, Literal["bush", "tree", "crate"]]
    pieces: list[Piece]
    timelines: list[list[str]]
    turn: int
    max_turns: int
    player: int
    to_move: int
    active: str | None
    roll: Roll | None
    choice: Choice | None
    winner: int | None
    winners: list[int]
    draw: bool
    phase: Literal["setup", "play", "over"]
    """Set-up (its step in ``setup.step``), play, or over: clients read this, never guess."""
    # -- the full game only (absent in tutorials 1–6) --
    mode: str | None = None
    players: int | None = None
    teams: list[int] | None = None
    order: list[int] | None = None
    arena: str | None = None
    arena_name: Names | None = None
    arenas: list[str] | None = None
    demons: list[str] | None = None
    kamas: dict[str, int] | None = None
    bank: int | None = None
    stock: list[int] | None = None
    gg: list[int] | None = None
    wild_gg: int | None = None
    gg_box: int | None = None
    deploy_cells: list[list[str]] | None = None
    scenery_damage: dict[str, int] | None = None
    destruction: bool | None = None
    reward_display: dict[str, RewardPile] | None = None
    rewards_discarded: list[str] | None = None
    rewards_lost: int | None = None
    prompt: Prompt | None = None
    chance: ChanceKind | None = None
    setup: Setup | None = None
    tension: Tension | None = None
