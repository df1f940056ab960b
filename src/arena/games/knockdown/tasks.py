"""Knockdown's task records (the flow engine's stack) and the attack context record.

Each task is one step of the match: dealt by chance, decided by a seat, or run automatically
(``flow.py`` registers which). Fields are plain JSON values; a task that changes while it
waits is replaced (``replace(task, n=task.n - 1)``).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, ClassVar

from arena.core.errors import StateFormatError
from arena.core.flow import Task, task_record

# -- set-up: the skill draft (seed 002, "游戏设置" step 4) -------------------------------------


@task_record
class DealSkill(Task):
    """Chance: the next skill card dealt (three to each seat, the first seat first)."""

    kind: ClassVar[str] = "deal_skill"


@task_record
class KeepDealtSkill(Task):
    kind: ClassVar[str] = "keep_dealt_skill"
    player: int


@task_record
class PassSkills(Task):
    kind: ClassVar[str] = "pass_skills"


@task_record
class KeepPassedSkill(Task):
    kind: ClassVar[str] = "keep_passed_skill"
    player: int


@task_record
class ChooseFaceup(Task):
    kind: ClassVar[str] = "choose_faceup"
    player: int


@task_record
class RevealSkills(Task):
    kind: ClassVar[str] = "reveal_skills"


# -- rounds (seed 002, "游戏设置" steps 3, 5-7; "开始新一轮次") --------------------------------


@task_record
class RoundSetup(Task):
    kind: ClassVar[str] = "round_setup"


@task_record
class DecideOrder(Task):
    kind: ClassVar[str] = "decide_order"


@task_record
class BreakInitiativeTie(Task):
    """Chance: who starts when the initiatives tie in round 1 (research A-1)."""

    kind: ClassVar[str] = "break_initiative_tie"


@task_record
class Draft(Task):
    kind: ClassVar[str] = "draft"
    player: int


@task_record
class ShuffleInCandles(Task):
    kind: ClassVar[str] = "shuffle_in_candles"


@task_record
class RefillDisplay(Task):
    """Chance: the deck's next card fills the display (skipped once it holds four)."""

    kind: ClassVar[str] = "refill_display"
    setup: bool


# -- turns (seed 002, "游戏回合") ----------------------------------------------------------------


@task_record
class TurnStart(Task):
    kind: ClassVar[str] = "turn_start"
    player: int


@task_record
class Turn(Task):
    """The turn player's next action (move, attack or combo) while actions are left."""

    kind: ClassVar[str] = "turn"
    player: int


@task_record
class TakeCard(Task):
    """An attack card goes to its attacker's hand once its attack is resolved."""

    kind: ClassVar[str] = "take_card"
    player: int
    card: int


@task_record
class Discard(Task):
    kind: ClassVar[str] = "discard"
    player: int
    n: int


@task_record
class TurnEnd(Task):
    kind: ClassVar[str] = "turn_end"
    player: int


# -- combos (seed 002, "行动 III. 组合技") -----------------------------------------------------


@task_record
class Combo(Task):
    kind: ClassVar[str] = "combo"
    player: int


@task_record
class DashStep(Task):
    kind: ClassVar[str] = "dash_step"
    player: int


@task_record
class PaySpecial(Task):
    """The declared special ``special``'s cost still to pay, card by card."""

    kind: ClassVar[str] = "pay_special"
    player: int
    special: int
    cost: tuple[str, ...]
    response: bool


# -- the attack procedure (seed 002, "攻击流程") ------------------------------------------------


@task_record
class BlockWindow(Task):
    """The defender blocks (reduce, cancel) or answers with a response special, or passes."""

    kind: ClassVar[str] = "block_window"
    player: int


@task_record
class DealDamage(Task):
    kind: ClassVar[str] = "deal_damage"


@task_record
class IgnoreWounds(Task):
    """The defender's reducing block leaves a choice (research A-9: "choose h heavy and l light
    wounds to ignore"): ``heavy`` and ``light`` come in; ``splits`` are the choices, each as
    the ``ignore`` action's argument (``h * IGNORE_BASE + l``)."""

    kind: ClassVar[str] = "ignore_wounds"
    player: int
    heavy: int
    light: int
    splits: tuple[int, ...]


@task_record
class ApplyEffects(Task):
    kind: ClassVar[str] = "apply_effects"


@task_record
class SimpleEffect(Task):
    """A wound, heal, poison or token effect of ``player``'s attack (or knockout board)."""

    kind: ClassVar[str] = "simple_effect"
    player: int
    effect: str
    n: int


@task_record
class Shift(Task):
    """``player`` places fighter ``fighter`` one step (``mode``: push, pull, advance, retreat),
    ``n`` steps left."""

    kind: ClassVar[str] = "shift"
    player: int
    fighter: int
    mode: str
    n: int


@task_record
class Teleport(Task):
    kind: ClassVar[str] = "teleport"
    player: int
    n: int


@task_record
class KnockoutSymbol(Task):
    """After the effects: an attack with the knockout symbol offers a knockout check."""

    kind: ClassVar[str] = "knockout_symbol"


@task_record
class KnockoutOffer(Task):
    kind: ClassVar[str] = "knockout_offer"
    player: int


@task_record
class KnockoutRoll(Task):
    """Chance: ``player``'s 3d6 knockout check, forced by ``by`` (KD3)."""

    kind: ClassVar[str] = "knockout_roll"
    player: int
    by: int


@task_record
class AttackDone(Task):
    kind: ClassVar[str] = "attack_done"


# -- records built once: a record is never changed (a change replaces it), so states share them.
TURN_STARTS = (TurnStart(0), TurnStart(1))
TURNS = (Turn(0), Turn(1))
TURN_ENDS = (TurnEnd(0), TurnEnd(1))
REFILL = RefillDisplay(setup=False)
ATTACK_STEPS = tuple(
    (AttackDone(), KnockoutSymbol(), ApplyEffects(), DealDamage(), BlockWindow(1 - p)) for p in (0, 1)
)
"""Per attacker: the attack procedure's tasks as stacked (the block window on top, run first)."""


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
