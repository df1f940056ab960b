"""A hero's own things: Fame, Reputation, Inventory, cards, figure (research mageknight §2.3).

:class:`HeroState` is one player's part of a position; :class:`DummyState` the solo Dummy
player's (research §1.12: a deck, a discard pile and crystals, nothing else).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from arena.core.errors import StateFormatError
from arena.games.mageknight.deck import Pile
from arena.games.mageknight.hexes import Hex

WOUND = "wound"


class set_aside:
    """Judge a play as if ``card`` had left the hand (a cost cannot use the card being played);
    the hand is restored exactly afterwards. A plain context manager class: judging plays runs
    in every ``legal_actions`` of a turn, and a generator-based one costs twice as much."""

    __slots__ = ("at", "card", "hand")

    def __init__(self, hand: list[str], card: str) -> None:
        self.hand, self.card, self.at = hand, card, -1

    def __enter__(self) -> None:
        self.at = self.hand.index(self.card)
        del self.hand[self.at]

    def __exit__(self, *exc: object) -> None:
        self.hand.insert(self.at, self.card)


@dataclass(slots=True)
class UnitState:
    """A recruited Unit: Ready or Spent, and its Wounds (2 from a Poison attack)."""

    unit: str
    ready: bool = True
    wounds: int = 0
    absorbed: bool = False
    """This combat, a resistant Unit absorbed damage without a Wound (no more damage to it)."""
    banner: str = ""
    """The Banner card assigned to it (banners.py), else empty."""
    banner_used: bool = False
    """Its Banner of Courage was used this Round."""
    bonded: bool = False
    """Recruited under Bonds of Loyalty (bonds.py): its own Command token, never disbanded."""

    def copy(self) -> UnitState:
        return UnitState(
            self.unit, self.ready, self.wounds, self.absorbed, self.banner, self.banner_used, self.bonded
        )


@dataclass(slots=True)
class HeroState:
    hero: str = ""
    fame: int = 0
    reputation: int = 0
    crystals: dict[str, int] = field(default_factory=dict)
    tokens: list[str] = field(default_factory=list)
    """Mana tokens in the play area (they vanish at the end of the turn)."""
    hand: list[str] = field(default_factory=list)
    """Card ids, sorted (a Wound is ``wound``)."""
    deck: Pile = field(default_factory=Pile)
    discard: list[str] = field(default_factory=list)
    play_area: list[str] = field(default_factory=list)
    position: Hex | None = None
    """The figure's hex, ``None`` while it is off the map (before its first turn, after a
    turn ended on the portal: seed 001, "传送门区")."""
    tactic: str = ""
    tactic_flipped: bool = False
    announced_end: bool = False
    level: int = 1
    skills: list[str] = field(default_factory=list)
    skill_pile: list[str] = field(default_factory=list)
    """The hero's own Skill tokens not drawn yet (face down: drawn by chance)."""
    skills_used: list[str] = field(default_factory=list)
    """Skills used this turn (once a turn) or this Round (once a Round): flipped face down."""
    stolen_die: int = -1
    """Mana Steal: the Source die kept on the Tactic card (``-1``: none)."""
    extra_turn: bool = False
    """The Right Moment: another turn right after this one."""
    tactic_used_turn: bool = False
    spared: list[str] = field(default_factory=list)
    """Sparing Power: the cards face down under the Tactic (unknown to everyone)."""
    units: list[UnitState] = field(default_factory=list)
    rewards: list[str] = field(default_factory=list)
    """Sites conquered this turn whose rewards are claimed at the end of the turn."""
    set_aside: list[str] = field(default_factory=list)
    """Cards set aside face up until the next Round (Time Bending)."""

    def copy(self) -> HeroState:
        return HeroState(
            self.hero,
            self.fame,
            self.reputation,
            dict(self.crystals),
            list(self.tokens),
            list(self.hand),
            self.deck.copy(),
            list(self.discard),
            list(self.play_area),
            self.position,
            self.tactic,
            self.tactic_flipped,
            self.announced_end,
            self.level,
            list(self.skills),
            list(self.skill_pile),
            list(self.skills_used),
            self.stolen_die,
            self.extra_turn,
            self.tactic_used_turn,
            list(self.spared),
            [u.copy() for u in self.units],
            list(self.rewards),
            list(self.set_aside),
        )

    def deed_cards(self) -> list[str]:
        """Every Deed card the hero owns (deck, hand, discard pile, play area: decisions MK9)."""
        return sorted(
            [*self.deck.cards(), *self.hand, *self.discard, *self.play_area, *self.spared, *self.set_aside,
             *(u.banner for u in self.units if u.banner)]
        )  # fmt: skip

    def to_json(self) -> dict[str, Any]:
        return {
            "hero": self.hero,
            "fame": self.fame,
            "reputation": self.reputation,
            "crystals": dict(self.crystals),
            "tokens": list(self.tokens),
            "hand": list(self.hand),
            "deck": self.deck.to_json(),
            "discard": list(self.discard),
            "play_area": list(self.play_area),
            "position": list(self.position) if self.position is not None else None,
            "tactic": self.tactic,
            "tactic_flipped": self.tactic_flipped,
            "announced_end": self.announced_end,
            "level": self.level,
            "skills": list(self.skills),
            "skill_pile": list(self.skill_pile),
            "skills_used": list(self.skills_used),
            "stolen_die": self.stolen_die,
            "extra_turn": self.extra_turn,
            "tactic_used_turn": self.tactic_used_turn,
            "spared": list(self.spared),
            "units": [
                {
                    "unit": u.unit,
                    "ready": u.ready,
                    "wounds": u.wounds,
                    "absorbed": u.absorbed,
                    "banner": u.banner,
                    "banner_used": u.banner_used,
                    "bonded": u.bonded,
                }
                for u in self.units
            ],
            "rewards": list(self.rewards),
            "set_aside": list(self.set_aside),
        }

    @classmethod
    def from_json(cls, data: Any) -> HeroState:
        if not isinstance(data, dict) or set(data) != set(cls.__dataclass_fields__):
            raise StateFormatError("a hero needs exactly the fields " + ", ".join(cls.__dataclass_fields__))
        try:
            position = data["position"]
            return cls(
                hero=str(data["hero"]),
                fame=int(data["fame"]),
                reputation=int(data["reputation"]),
                crystals={str(k): int(v) for k, v in data["crystals"].items()},
                tokens=[str(t) for t in data["tokens"]],
                hand=sorted(str(c) for c in data["hand"]),
                deck=Pile.from_json(data["deck"]),
                discard=[str(c) for c in data["discard"]],
                play_area=[str(c) for c in data["play_area"]],
                position=(int(position[0]), int(position[1])) if position is not None else None,
                tactic=str(data["tactic"]),
                tactic_flipped=bool(data["tactic_flipped"]),
                announced_end=bool(data["announced_end"]),
                level=int(data["level"]),
                skills=[str(s) for s in data["skills"]],
                skill_pile=sorted(str(s) for s in data["skill_pile"]),
                skills_used=[str(s) for s in data["skills_used"]],
                stolen_die=int(data["stolen_die"]),
                extra_turn=bool(data["extra_turn"]),
                tactic_used_turn=bool(data["tactic_used_turn"]),
                spared=sorted(str(c) for c in data["spared"]),
                units=[
                    UnitState(
                        str(u["unit"]),
                        bool(u["ready"]),
                        int(u["wounds"]),
                        bool(u["absorbed"]),
                        str(u.get("banner", "")),
                        bool(u.get("banner_used", False)),
                        bool(u.get("bonded", False)),
                    )
                    for u in data["units"]
                ],
                rewards=[str(r) for r in data["rewards"]],
                set_aside=[str(c) for c in data["set_aside"]],
            )
        except (TypeError, ValueError, AttributeError, IndexError) as exc:
            raise StateFormatError(f"bad hero record: {exc}") from None


@dataclass(slots=True)
class DummyState:
    hero: str = ""
    deck: Pile = field(default_factory=Pile)
    discard: list[str] = field(default_factory=list)
    crystals: dict[str, int] = field(default_factory=dict)
    """No 3-crystal cap for the Dummy (research §1.12)."""
    tactic: str = ""
    announced_end: bool = False
    skill_pile: list[str] = field(default_factory=list)
    """Solo: the Dummy's Skills, revealed into the Common offer as the hero gains Skills."""

    def copy(self) -> DummyState:
        return DummyState(
            self.hero,
            self.deck.copy(),
            list(self.discard),
            dict(self.crystals),
            self.tactic,
            self.announced_end,
            list(self.skill_pile),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "hero": self.hero,
            "deck": self.deck.to_json(),
            "discard": list(self.discard),
            "crystals": dict(self.crystals),
            "tactic": self.tactic,
            "announced_end": self.announced_end,
            "skill_pile": list(self.skill_pile),
        }

    @classmethod
    def from_json(cls, data: Any) -> DummyState:
        if not isinstance(data, dict) or set(data) != set(cls.__dataclass_fields__):
            raise StateFormatError(
                "the Dummy needs exactly the fields " + ", ".join(cls.__dataclass_fields__)
            )
        try:
            return cls(
                hero=str(data["hero"]),
                deck=Pile.from_json(data["deck"]),
                discard=[str(c) for c in data["discard"]],
                crystals={str(k): int(v) for k, v in data["crystals"].items()},
                tactic=str(data["tactic"]),
                announced_end=bool(data["announced_end"]),
                skill_pile=sorted(str(s) for s in data["skill_pile"]),
            )
        except (TypeError, ValueError, AttributeError) as exc:
            raise StateFormatError(f"bad Dummy record: {exc}") from None
