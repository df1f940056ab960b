"""Knockdown's handler table: every task kind, who decides it, and the rule it follows.

The rules are plain functions in ``setup``, ``rounds``, ``turn``, ``attack`` and
``knockout``; this module only registers them on the shared flow engine
(:mod:`arena.core.flow`), which answers :class:`KnockdownState`'s protocol methods from
the table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from arena.core.events import Event
from arena.core.flow import Flow
from arena.games.knockdown import attack, knockout, rounds, setup, turn
from arena.games.knockdown.state import KnockdownState
from arena.games.knockdown.tasks import (
    ApplyEffects,
    AttackDone,
    BlockWindow,
    BreakInitiativeTie,
    ChooseFaceup,
    Combo,
    DashStep,
    DealDamage,
    DealSkill,
    DecideOrder,
    Discard,
    Draft,
    IgnoreWounds,
    KeepDealtSkill,
    KeepPassedSkill,
    KnockoutOffer,
    KnockoutRoll,
    KnockoutSymbol,
    PassSkills,
    PaySpecial,
    RefillDisplay,
    RevealSkills,
    RoundSetup,
    Shift,
    ShuffleInCandles,
    SimpleEffect,
    TakeCard,
    Teleport,
    Turn,
    TurnEnd,
    TurnStart,
)

FLOW: Flow[KnockdownState] = Flow("knockdown")
KnockdownState.FLOW = FLOW


def skip_when_empty(legal: Callable[[KnockdownState, Any], list[Any]]) -> Callable[..., bool]:
    """A decision with nothing to choose is skipped (no block card, no dash, an empty hand)."""

    def settle(state: KnockdownState, task: Any, events: list[Event]) -> bool:
        return not legal(state, task)

    return settle


def _decision(
    task_type: type[Any],
    legal: Callable[..., list[Any]],
    apply: Callable[..., None],
    rule: str,
    settle: Callable[..., bool] | None = None,
) -> None:
    """A decision skipped when it has nothing to choose: ``settle`` when given (it must answer
    as ``skip_when_empty(legal)`` does), else ``skip_when_empty(legal)``."""
    FLOW.decision(task_type, legal=legal, settle=settle or skip_when_empty(legal), rule=rule)(apply)


# -- set-up ----------------------------------------------------------------------------------------
FLOW.chance(DealSkill, weights=setup.deal_weights, legal=setup.deal_actions, rule=setup.RULE_DRAFT)(
    setup.deal
)
_decision(KeepDealtSkill, setup.keep_dealt_options, setup.keep_dealt, setup.RULE_DRAFT)
FLOW.automatic(PassSkills)(setup.pass_skills)
_decision(KeepPassedSkill, setup.keep_passed_options, setup.keep_passed, setup.RULE_DRAFT)
_decision(ChooseFaceup, setup.faceup_options, setup.choose_faceup, setup.RULE_DRAFT)
FLOW.automatic(RevealSkills)(setup.reveal_skills)

# -- rounds ----------------------------------------------------------------------------------------
FLOW.automatic(RoundSetup)(rounds.round_setup)
FLOW.automatic(DecideOrder)(rounds.decide_order)
FLOW.chance(BreakInitiativeTie, weights=rounds.tie_weights, legal=rounds.tie_actions, rule="research A-1")(
    rounds.break_tie
)
_decision(Draft, rounds.draft_options, rounds.draft, 'seed 002, "游戏设置" step 6')
FLOW.automatic(ShuffleInCandles)(rounds.shuffle_in_candles)
FLOW.chance(
    RefillDisplay,
    weights=rounds.refill_weights,
    legal=rounds.refill_actions,
    settle=rounds.settle_refill,
    rule='seed 002, "游戏回合"',
)(rounds.refill)

# -- turns and combos ------------------------------------------------------------------------------
FLOW.automatic(TurnStart)(turn.turn_start)
FLOW.decision(Turn, legal=turn.turn_options, settle=turn.settle_turn, rule='seed 002, "游戏回合"')(
    turn.take_turn_action
)
FLOW.automatic(TakeCard)(turn.take_card)
_decision(Discard, turn.discard_options, turn.discard, 'seed 002, "手牌上限"', turn.settle_discard)
FLOW.automatic(TurnEnd)(turn.turn_end)
_decision(Combo, turn.combo_step_options, turn.combo_step, 'seed 002, "行动 III. 组合技"', turn.settle_combo)
_decision(DashStep, turn.dash_options, turn.dash_step, 'seed 002, "如何突进"', turn.settle_dash)

# -- the attack procedure --------------------------------------------------------------------------
FLOW.decision(
    PaySpecial,
    legal=attack.pay_options,
    settle=attack.settle_payment,
    rule='seed 002, "如何执行一次特殊攻击"',
)(attack.pay)
_decision(BlockWindow, attack.block_options, attack.block_or_respond, 'seed 002, "格挡"', attack.settle_block)
FLOW.automatic(DealDamage)(attack.deal_damage)
FLOW.decision(IgnoreWounds, legal=attack.ignore_options, rule='seed 002, "格挡"; research A-9')(
    attack.ignore_wounds
)
FLOW.automatic(ApplyEffects)(attack.apply_effects)
FLOW.automatic(SimpleEffect)(attack.simple_effect)
FLOW.decision(Shift, legal=attack.shift_options, settle=attack.settle_shift, rule='seed 002, "其他规则"')(
    attack.shift
)
_decision(Teleport, attack.teleport_options, attack.teleport, 'seed 002, "其他规则"')
FLOW.automatic(AttackDone)(attack.attack_done)

# -- knockout --------------------------------------------------------------------------------------
FLOW.automatic(KnockoutSymbol)(knockout.knockout_symbol)
_decision(KnockoutOffer, knockout.offer_options, knockout.decide_offer, 'seed 002, "攻击流程" step 3')
FLOW.chance(
    KnockoutRoll,
    outcomes=knockout.roll_outcomes,
    weights=knockout.roll_weights,
    legal=knockout.roll_actions,
    rule='seed 002, "击倒检定：骰子变体"',
)(knockout.knockout_check)
