"""Mage Knight's task records for adventure sites and their rewards: the defenders drawn, the
site's combat begun, ruins entered and altars offered to, garrisons drawn and assaults begun,
the reward cards drawn and chosen, the mana die rolled (the flow engine's stack)."""

from __future__ import annotations

from typing import ClassVar

from arena.core.flow import Task, task_record
from arena.games.mageknight.tasks import EffectTask


@task_record
class DrawSiteEnemy(Task):
    """Chance: an enemy token of ``colour`` drawn for the adventure site on hex (q, r)."""

    kind: ClassVar[str] = "draw_site_enemy"
    player: int
    colour: str
    q: int
    r: int


@task_record
class BeginSiteCombat(Task):
    kind: ClassVar[str] = "begin_site_combat"
    player: int
    q: int
    r: int
    fame_only: bool
    burn: bool = False
    """Burning the monastery on (q, r): a violet enemy, no Units (research §4.5)."""


@task_record
class RollManaDie(EffectTask):
    """Chance: a mana die rolled for the effect at ``path`` (random crystals, a dungeon's roll),
    ``left`` more to roll."""

    kind: ClassVar[str] = "roll_mana_die"
    left: int


@task_record
class DrawRewardCards(Task):
    """Chance: ``n`` more cards drawn from ``deck`` for a reward (``drawn`` so far)."""

    kind: ClassVar[str] = "draw_reward_cards"
    player: int
    deck: str
    n: int
    drawn: tuple[str, ...]


@task_record
class ChooseRewardCard(Task):
    """The player picks a card: from the offer of ``deck`` (``drawn`` empty; of ``colour`` when
    given, put ``to`` the hand, the discard pile, the top of the Deed deck or, a Unit, among the
    hero's Units), or among the Artifacts ``drawn``, the one that goes to the bottom of the deck."""

    kind: ClassVar[str] = "choose_reward_card"
    player: int
    deck: str
    drawn: tuple[str, ...]
    colour: str = ""
    to: str = "deck_top"


@task_record
class DrawGarrison(Task):
    """Chance: the face-down defender of the keep or mage tower on hex (q, r) is revealed."""

    kind: ClassVar[str] = "draw_garrison"
    colour: str
    q: int
    r: int


@task_record
class BeginAssault(Task):
    """The hero assaults the fortified site on hex (q, r), from the space (fq, fr)."""

    kind: ClassVar[str] = "begin_assault"
    player: int
    q: int
    r: int
    fq: int
    fr: int


@task_record
class RuinsEnter(Task):
    """The hero at the ancient ruins on hex (q, r) meets its (face-up) token; ``revealed``: the
    token was face down when the hero entered (the turn's action is not spent yet)."""

    kind: ClassVar[str] = "ruins_enter"
    player: int
    q: int
    r: int
    revealed: bool = False


@task_record
class AltarOffering(Task):
    """An altar's mana, ``left`` more to pay (named sources), for its Fame; ``revealed``: the
    altar was face down until now, so the hero may still leave it (``done``) at no cost."""

    kind: ClassVar[str] = "altar_offering"
    player: int
    q: int
    r: int
    left: int
    revealed: bool = False
