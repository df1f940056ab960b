"""What the current turn has accumulated: points, dice taken, what the hero has done.

Seed 001, "常规轮": a turn is movement, then at most one action — never move–act–move; and
"每一轮,玩家可以将资源池的一个魔力骰子当作对应颜色的魔力使用" (one Source die per turn unless an
effect allows more).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from arena.core.errors import StateFormatError

UNTIL_OWNER_TURN = "owner_turn"
"""A modifier's moment: an interactive Skill's centre token is in force until the start of its
owner's next turn or the end of the Round (research mageknight_data §5, "Interactive skills")."""


@dataclass(slots=True)
class TurnRecord:
    player: int = -1
    move_points: int = 0
    influence_points: int = 0
    dice_taken: list[int] = field(default_factory=list)
    """Source dice used this turn, by index (rerolled at the end of the turn)."""
    dice_allowed: int = 1
    dice_kept: list[int] = field(default_factory=list)
    """Dice taken by Mana Draw's powered effect: set aside this turn, returned unrerolled."""
    moved: bool = False
    """A figure step or an exploration happened (no more action after... see ``acted``)."""
    acted: bool = False
    """The turn's one action (combat or interaction) has begun: no more movement."""
    rested: bool = False
    played: int = 0
    """Cards played or discarded this turn (at least one is required to end it)."""
    started_with_cards: bool = True
    path: list[list[int]] = field(default_factory=list)
    """The hexes entered this turn, in order (for Forced Withdrawal and provoking)."""
    combat_played: bool = False
    """A card was played in this turn's combat (no more challenges then)."""
    plundered: bool = False
    """A village was plundered before this turn began (once between one's turns)."""
    recruited: int = 0
    """Units recruited this turn (Heroic Tale)."""
    defeated: int = 0
    """Enemies defeated this turn (Sword of Justice, Banner of Glory...)."""
    spells_cast: list[str] = field(default_factory=list)
    """The colours of the Spells cast this turn (the rings)."""
    deferred: list[list[Any]] = field(default_factory=list)
    """Effects resolved at the end of the turn: [origin, ref, mode, path]."""
    interacting: str = ""
    """The inhabited site the hero interacts with (the turn's action), else empty."""
    crystals_spent: list[str] = field(default_factory=list)
    """The colours of the crystals spent this turn (Crystal Mastery returns them)."""
    healed_by: list[str] = field(default_factory=list)
    """One entry per Healing point spent this turn: the card that gave it (Golden Grail)."""
    unit_slot: int = -1
    """The Unit being activated (its Banner's bonus and Fame), else -1."""
    units_fought: list[int] = field(default_factory=list)
    """Units that attacked or blocked this turn (Banner of Glory's strong effect)."""
    wounds_received: int = 0
    """Wounds put into the hand this turn (Banner of Protection's strong effect)."""
    mana_wounds: list[str] = field(default_factory=list)
    """What wounded the hero for using mana this turn: ``curse`` (Mana Curse, once a turn),
    ``exploit:<colour>`` (Mana Exploit, once per colour)."""
    began: bool = False
    """Something of the turn itself was done — a card, a Skill, a Unit, a Banner, a Tactic, a
    step, an action...: the End of the Round is announced only before (seed 001, "回合结束",
    "在轮次开始时"). Plundering and Midnight Meditation come before the turn and do not count."""

    def copy(self) -> TurnRecord:
        return TurnRecord(
            self.player,
            self.move_points,
            self.influence_points,
            list(self.dice_taken),
            self.dice_allowed,
            list(self.dice_kept),
            self.moved,
            self.acted,
            self.rested,
            self.played,
            self.started_with_cards,
            [list(h) for h in self.path],
            self.combat_played,
            self.plundered,
            self.recruited,
            self.defeated,
            list(self.spells_cast),
            [list(d) for d in self.deferred],
            self.interacting,
            list(self.crystals_spent),
            list(self.healed_by),
            self.unit_slot,
            list(self.units_fought),
            self.wounds_received,
            list(self.mana_wounds),
            self.began,
        )

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> TurnRecord:
        if not isinstance(data, dict) or set(data) != set(cls.__dataclass_fields__):
            raise StateFormatError("a turn record needs exactly " + ", ".join(cls.__dataclass_fields__))
        try:
            lists = {"dice_taken": list(data["dice_taken"]), "dice_kept": list(data["dice_kept"]),
                     "spells_cast": list(data["spells_cast"]), "deferred": [list(d) for d in data["deferred"]],
                     "crystals_spent": list(data["crystals_spent"]), "healed_by": list(data["healed_by"]),
                     "units_fought": list(data["units_fought"]), "mana_wounds": list(data["mana_wounds"])}  # fmt: skip
            return cls(**{**data, **lists, "path": [list(h) for h in data["path"]]})
        except TypeError as exc:
            raise StateFormatError(f"bad turn record: {exc}") from None
