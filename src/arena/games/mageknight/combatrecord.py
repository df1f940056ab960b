"""A combat in progress: the enemies, the phase, the attack and block points gathered.

Research mageknight §3.2: four phases — ``ranged`` (Ranged and Siege attacks), ``block``,
``damage`` (unblocked enemies deal damage), ``attack`` — then the combat ends.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from arena.core.errors import StateFormatError

PHASES = ("ranged", "block", "damage", "attack")


@dataclass(slots=True)
class CombatEnemy:
    token: str
    at: list[int] | None
    """The enemy's hex on the map (``None`` for an enemy not on the map)."""
    rampaging: bool = False
    fortified_site: bool = False
    defeated: bool = False
    blocked: bool = False
    summoned: str = ""
    """The brown token drawn by a summoner for this combat's Block and Damage phases."""
    armor_delta: int = 0
    """Armor lowered by effects (never below 1)."""
    no_attack: bool = False
    lost_resistances: list[str] = field(default_factory=list)
    lost_fortification: bool = False
    half_fame: bool = False
    """Defending another player's keep: half its Fame, rounded up (fortified.py)."""

    def copy(self) -> CombatEnemy:
        return CombatEnemy(
            self.token,
            list(self.at) if self.at is not None else None,
            self.rampaging,
            self.fortified_site,
            self.defeated,
            self.blocked,
            self.summoned,
            self.armor_delta,
            self.no_attack,
            list(self.lost_resistances),
            self.lost_fortification,
            self.half_fame,
        )


@dataclass(slots=True)
class CombatRecord:
    player: int
    enemies: list[CombatEnemy]
    phase: str = "ranged"
    attack: dict[str, int] = field(default_factory=dict)
    """Attack points played and not yet spent, by ``range:element``."""
    block: dict[str, int] = field(default_factory=dict)
    """Block points played and not yet spent, by element."""
    wounds: int = 0
    """Wounds the hero took into hand during this combat (knock-out, research §3.5)."""
    icon_bonus: dict[str, int] = field(default_factory=dict)
    """Block points per icon of the enemy blocked, by element (Cold Toughness powered)."""
    site: list[int] | None = None
    """The adventure site fought at (its hex), else ``None``."""
    night_rules: bool = False
    """Dungeons and tombs: every Day/Night rule reads as Night in this combat (decisions MK7)."""
    units_allowed: bool = True
    retreat: list[int] | None = None
    """An assault: the space the hero withdraws to if the defenders are not all defeated."""
    cards_played: int = 0
    """Cards and Skills used in this combat (Into the Heat is played at its start)."""
    last_targets: list[int] = field(default_factory=list)
    """The enemies the last targeted effect picked (``all_others`` spares them)."""
    burn: bool = False
    """Burning a monastery (its enemy is discarded whatever the result)."""
    fame_only: bool = False
    """Re-entering a conquered dungeon or tomb: Fame for the enemies, no Shield, no reward."""
    on_block: list[list[Any]] = field(default_factory=list)
    """Effects waiting for the next block to succeed: [origin, ref, mode, *path] (Burning Shield)."""
    after_block: list[list[Any]] = field(default_factory=list)
    """Effects of a successful block kept for the Attack phase (Burning Shield's Fire Attack 4)."""
    last_blocked: int = -1
    """The enemy blocked last (an effect's ``blocked`` target)."""
    swift_block: dict[str, int] = field(default_factory=dict)
    """Of the Block points gathered, those that count twice against a Swift enemy, by element
    (Utem Guardsmen's Block 4, research mageknight_data §7.1)."""

    def copy(self) -> CombatRecord:
        return CombatRecord(
            self.player,
            [e.copy() for e in self.enemies],
            self.phase,
            dict(self.attack),
            dict(self.block),
            self.wounds,
            dict(self.icon_bonus),
            list(self.site) if self.site is not None else None,
            self.night_rules,
            self.units_allowed,
            list(self.retreat) if self.retreat is not None else None,
            self.cards_played,
            list(self.last_targets),
            self.burn,
            self.fame_only,
            [list(e) for e in self.on_block],
            [list(e) for e in self.after_block],
            self.last_blocked,
            dict(self.swift_block),
        )

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> CombatRecord:
        try:
            enemies = [CombatEnemy(**e) for e in data["enemies"]]
            record = cls(**{**data, "enemies": enemies})
        except (TypeError, KeyError) as exc:
            raise StateFormatError(f"bad combat record: {exc}") from None
        if record.phase not in PHASES:
            raise StateFormatError(f"unknown combat phase {record.phase!r}")
        return record
