"""Which enemies of the combat an Attack or a Block played now could still count against.

Research mageknight §3.2: in the Ranged and Siege phase only Ranged and Siege attacks count, and
against a fortified target only Siege; an enemy fortified twice (ability and site) cannot be
attacked before the Attack phase; "Block one enemy (attack) at a time" — an enemy defeated,
already blocked or without an attack has nothing to block. Points no enemy can use do nothing:
cards, Skills, Units, sideways plays and conversions giving only those are not offered (Arena
issue 30). The rules modules read these answers (resolve, cards, conversions, combat).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.durations import active
from arena.games.mageknight.combatrecord import CombatEnemy
from arena.games.mageknight.datamodel import Enemy, EnemyAbility

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

MELEE, RANGED, SIEGE = "melee", "ranged", "siege"


def enemy(state: MageKnightState, token: str) -> Enemy:
    return state.game.content.enemies[token]


def fortifications(state: MageKnightState, foe: CombatEnemy) -> int:
    """0, 1 or 2: the enemy's Fortified ability and its fortified site, less what effects took."""
    if foe.lost_fortification:
        return 0
    record = state.combat
    site = foe.fortified_site and not (
        record and active(state.modifiers, "ignore_site_fortification", record.player)
    )
    return int(EnemyAbility.FORTIFIED in enemy(state, foe.token).abilities) + int(site)


def attacker(state: MageKnightState, foe: CombatEnemy) -> Enemy:
    """Who attacks for ``foe`` in the Block and Damage phases (its summoned token, if any)."""
    return enemy(state, foe.summoned or foe.token)


def attackable(state: MageKnightState, range_: str) -> bool:
    """Whether an attack of ``range_`` (``melee``, ``ranged``, ``siege``) played now can count
    against some enemy still standing: any in the Attack phase; in the Ranged and Siege phase a
    Ranged attack only against an unfortified one, a Siege attack against one not fortified twice."""
    record = state.combat
    if record is None or record.phase not in ("ranged", "attack"):
        return False
    standing = [f for f in record.enemies if not f.defeated]
    if record.phase == "attack":
        return bool(standing)
    if range_ == MELEE:
        return False
    limit = 2 if range_ == SIEGE else 1
    return any(fortifications(state, f) < limit for f in standing)


def blockable(state: MageKnightState, foe: CombatEnemy) -> bool:
    """``foe`` has an attack left to block."""
    return not (foe.defeated or foe.blocked or foe.no_attack) and bool(attacker(state, foe).attacks)


def anything_to_block(state: MageKnightState) -> bool:
    """The Block phase, with an enemy attack left to block."""
    record = state.combat
    return record is not None and record.phase == "block" and any(blockable(state, f) for f in record.enemies)
