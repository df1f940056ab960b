"""The Krosmaster die (decision K2) and which faces succeed in each roll.

Six faces: Critique, Armure, Tacle, Esquive, Critique-ou-Esquive (choice), Dofus (wild).
Seed 003, "Jets de dés": the choice and wild faces are turned to a basic face; in a
critical, armor, lock or dodge roll they are turned in the roller's favour automatically.
"""

from __future__ import annotations

from enum import IntEnum


class Face(IntEnum):
    CRITIQUE = 0
    ARMURE = 1
    TACLE = 2
    ESQUIVE = 3
    CRITIQUE_OU_ESQUIVE = 4
    DOFUS = 5

    @property
    def slug(self) -> str:
        return FACE_SLUGS[self]


FACE_SLUGS = ("critique", "armure", "tacle", "esquive", "critique-esquive", "dofus")
FACE_BY_SLUG = {s: Face(i) for i, s in enumerate(FACE_SLUGS)}


class Roll(IntEnum):
    """The four rolls of combat (seed 003, "Lancer un sort", "Blocage")."""

    CRITICAL = 0
    ARMOR = 1
    LOCK = 2
    DODGE = 3


INSPIRATION_FACES = ("critique", "armure", "tacle", "esquive")
"""The faces a Dofus face may be turned to on a tension roll (seed 003, "Inspiration")."""
ROLL_NAMES = ("critical", "armor", "lock", "dodge")

SUCCESS: dict[Roll, frozenset[Face]] = {
    Roll.CRITICAL: frozenset({Face.CRITIQUE, Face.CRITIQUE_OU_ESQUIVE, Face.DOFUS}),
    Roll.ARMOR: frozenset({Face.ARMURE, Face.DOFUS}),
    Roll.LOCK: frozenset({Face.TACLE, Face.DOFUS}),
    Roll.DODGE: frozenset({Face.ESQUIVE, Face.CRITIQUE_OU_ESQUIVE, Face.DOFUS}),
}


def successes(roll: Roll, faces: list[int]) -> int:
    """Successes of a roll, choice and wild faces turned in the roller's favour."""
    ok = SUCCESS[roll]
    return sum(1 for f in faces if f in ok)
