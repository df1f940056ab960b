"""Tasks of one player's effects reaching the others: the interactive Spells and Skills
(``interactive.py``, ``centre.py``) and Skills used on another player's turn (``anyturn.py``)."""

from __future__ import annotations

from typing import ClassVar

from arena.core.flow import Task, task_record


@task_record
class LoseCrystal(Task):
    """Chance (Mana Meltdown): ``victims[0]`` loses a random crystal; ``lost`` so far."""

    kind: ClassVar[str] = "lose_crystal"
    player: int
    victims: tuple[int, ...]
    lost: tuple[str, ...] = ()


@task_record
class ForcedDiscard(Task):
    """Mind Read: ``player`` discards a Spell or Action card of ``colour`` (their choice) or
    shows the hand; ``rest``: the players after; ``discarded``: ``seat:card`` so far."""

    kind: ClassVar[str] = "forced_discard"
    player: int
    caster: int
    colour: str
    steal: bool
    rest: tuple[int, ...]
    discarded: tuple[str, ...] = ()


@task_record
class ManaWound(Task):
    """``player`` used mana its ``owner``'s Mana Curse or Mana Exploit (``cause``) punishes: a Wound."""

    kind: ClassVar[str] = "mana_wound"
    player: int
    owner: int
    cause: str


@task_record
class AnyTurnSkill(Task):
    """At the end of another player's turn, ``player`` may use a Skill usable on any player's
    turn (Motivation); ``rest``: the players asked after."""

    kind: ClassVar[str] = "any_turn_skill"
    player: int
    rest: tuple[int, ...]


@task_record
class ReturnTokens(Task):
    """The mana tokens ``player`` gained on another player's turn return at its end."""

    kind: ClassVar[str] = "return_tokens"
    player: int
