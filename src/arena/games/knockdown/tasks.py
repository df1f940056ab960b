"""Knockdown's task records (the flow engine's stack) and the attack context record.

Each task is one step of the match: dealt by chance, decided by a seat, or run automatically
(``flow.py`` registers which). Fields are plain JSON values; a task that changes while it
waits is replaced (``replace(task, n=task.n - 1)``).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, ClassVar

from arena.core.errors import StateFormatError
from arena.core.flow import Task

# -- set-up: the skill draft (seed 002, "游戏设置" step 4) -------------------------------------


@dataclass(frozen=True, slots=True)
class DealSkill(Task):
    """Chance: the next skill card dealt (three to each seat, the first seat first)."""

    kind: ClassVar[str] = "deal_skill"


@dataclass(frozen=True, slots=True)
class KeepDealtSkill(Task):
    kind: ClassVar[str] = "keep_dealt_skill"
    player: int


@dataclass(frozen=True, slots=True)
class PassSkills(Task):
    kind: ClassVar[str] = "pass_skills"


@dataclass(frozen=True, slots=True)
class KeepPassedSkill(Task):
    kind: ClassVar[str] = "keep_passed_skill"
    player: int


@dataclass(frozen=True, slots=True)
class ChooseFaceup(Task):
    kind: ClassVar[str] = "choose_faceup"
    player: int


@dataclass(frozen=True, slots=True)
class RevealSkills(Task):
    kind: ClassVar[str] = "reveal_skills"


# -- rounds (seed 002, "游戏设置" steps 3, 5-7; "开始新一轮次") --------------------------------


@dataclass(frozen=True, slots=True)
class RoundSetup(Task):
    kind: ClassVar[str] = "round_setup"


@dataclass(frozen=True, slots=True)
class DecideOrder(Task):
    kind: ClassVar[str] = "decide_order"


@dataclass(frozen=True, slots=True)
class BreakInitiativeTie(Task):
    """Chance: who starts when the initiatives tie in round 1 (research A-1)."""

    kind: ClassVar[str] = "break_initiative_tie"


@dataclass(frozen=True, slots=True)
class Draft(Task):
    kind: ClassVar[str] = "draft"
    player: int


@dataclass(frozen=True, slots=True)
class ShuffleInCandles(Task):
    kind: ClassVar[str] = "shuffle_in_candles"


@dataclass(frozen=True, slots=True)
class RefillDisplay(Task):
    """Chance: the deck's next card fills the display (skipped once it holds four)."""

    kind: ClassVar[str] = "refill_display"
    setup: bool


# -- turns (seed 002, "游戏回合") ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TurnStart(Task):
    kind: ClassVar[str] = "turn_start"
    player: int


@dataclass(frozen=True, slots=True)
class Turn(Task):
    """The turn player's next action (move, attack or combo) while actions are left."""

    kind: ClassVar[str] = "turn"
    player: int


@dataclass(frozen=True, slots=True)
class TakeCard(Task):
    """An attack card goes to its attacker's hand once its attack is resolved."""

    kind: ClassVar[str] = "take_card"
    player: int
    card: int


@dataclass(frozen=True, slots=True)
class Discard(Task):
    kind: ClassVar[str] = "discard"
    player: int
    n: int


@dataclass(frozen=True, slots=True)
class TurnEnd(Task):
    kind: ClassVar[str] = "turn_end"
    player: int


# -- combos (seed 002, "行动 III. 组合技") -----------------------------------------------------


@dataclass(frozen=True, slots=True)
class Combo(Task):
    kind: ClassVar[str] = "combo"
    player: int


@dataclass(frozen=True, slots=True)
class DashStep(Task):
    kind: ClassVar[str] = "dash_step"
    player: int


@dataclass(frozen=True, slots=True)
class PaySpecial(Task):
    """The declared special ``special``'s cost still to pay, card by card."""

    kind: ClassVar[str] = "pay_special"
    player: int
    special: int
    cost: tuple[str, ...]
    response: bool


# -- the attack procedure (seed 002, "攻击流程") ------------------------------------------------


@dataclass(frozen=True, slots=True)
class BlockWindow(Task):
    """The defender blocks (reduce, cancel) or answers with a response special, or passes."""

    kind: ClassVar[str] = "block_window"
    player: int


@dataclass(frozen=True, slots=True)
class DealDamage(Task):
    kind: ClassVar[str] = "deal_damage"


@dataclass(frozen=True, slots=True)
class ApplyEffects(Task):
    kind: ClassVar[str] = "apply_effects"


@dataclass(frozen=True, slots=True)
class SimpleEffect(Task):
    """A wound, heal, poison or token effect of ``player``'s attack (or knockout board)."""

    kind: ClassVar[str] = "simple_effect"
    player: int
    effect: str
    n: int


@dataclass(frozen=True, slots=True)
class Shift(Task):
    """``player`` places fighter ``fighter`` one step (``mode``: push, pull, advance, retreat),
    ``n`` steps left."""

    kind: ClassVar[str] = "shift"
    player: int
    fighter: int
    mode: str
    n: int


@dataclass(frozen=True, slots=True)
class Teleport(Task):
    kind: ClassVar[str] = "teleport"
    player: int
    n: int


@dataclass(frozen=True, slots=True)
class KnockoutSymbol(Task):
    """After the effects: an attack with the knockout symbol offers a knockout check."""

    kind: ClassVar[str] = "knockout_symbol"


@dataclass(frozen=True, slots=True)
class KnockoutOffer(Task):
    kind: ClassVar[str] = "knockout_offer"
    player: int


@dataclass(frozen=True, slots=True)
class KnockoutRoll(Task):
    """Chance: ``player``'s 3d6 knockout check, forced by ``by`` (KD3)."""

    kind: ClassVar[str] = "knockout_roll"
    player: int
    by: int


@dataclass(frozen=True, slots=True)
class AttackDone(Task):
    kind: ClassVar[str] = "attack_done"


@dataclass(frozen=True, slots=True)
class AttackContext:
    """An attack being resolved: who, with what (``source`` ``card`` or ``special`` and its
    index), the blocks made, whether it is or was answered by a response, and the distance
    when it was made."""

    by: int
    source: str
    index: int
    distance: int
    response: bool
    reduce: bool = False
    cancel: bool = False
    responded: bool = False

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> AttackContext:
        try:
            ctx = cls(**data)
        except TypeError as exc:
            raise StateFormatError(f"knockdown: bad attack context: {exc}") from None
        if ctx.source not in ("card", "special"):
            raise StateFormatError(f"knockdown: attack source {ctx.source!r}")
        return ctx
