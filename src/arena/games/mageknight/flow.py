"""Mage Knight's handler table: every task kind, who decides it, and the rule it follows.

The rules are functions in ``setup``, ``rounds``, ``turn``, ``movement`` and ``dummy``; this
module registers them on the shared flow engine and binds the table to the state class.
"""

from __future__ import annotations

from arena.core.flow import Flow
from arena.games.mageknight import (
    anyturn,
    banners,
    combat,
    costs,
    dummy,
    enemy_effects,
    fortified,
    handlers,
    healing,
    interactive,
    levels,
    meditation,
    movement,
    offers,
    relocation,
    resolve,
    rewards,
    rounds,
    setup,
    sites,
    tactics,
    tempo,
    turn,
    unit_effects,
    units,
)
from arena.games.mageknight.interplay import AnyTurnSkill, ForcedDiscard, LoseCrystal, ManaWound, ReturnTokens
from arena.games.mageknight.sitetasks import (
    AltarOffering,
    BeginAssault,
    BeginSiteCombat,
    ChooseRewardCard,
    DrawGarrison,
    DrawRewardCards,
    DrawSiteEnemy,
    RollManaDie,
    RuinsEnter,
)
from arena.games.mageknight.state import MageKnightState
from arena.games.mageknight.tasks import (
    AssignBanner,
    AssignDamage,
    CheckUnitOffer,
    ChooseEffect,
    ChooseHero,
    ChooseSkill,
    ChooseTactic,
    ChooseUnit,
    Combat,
    CombatDamage,
    DealOffer,
    Disband,
    DiscardSummoned,
    DiscardToDeck,
    DrawCards,
    DrawDummySkill,
    DrawRampaging,
    DrawSkills,
    DrawSummon,
    DummyFlip,
    DummyHero,
    DummyTactic,
    DummyTurn,
    EndCombat,
    EndGame,
    EndRound,
    EndTurn,
    EnemyTarget,
    GainUnit,
    GladeWound,
    HandlerStep,
    HeroOrder,
    LevelUp,
    LongNightDraw,
    MeditationChoose,
    MeditationDraw,
    MeditationPlace,
    NextTurn,
    PayCost,
    PlaceStartingMap,
    RelocateTarget,
    RerollDie,
    ResolveEffect,
    ReturnToDeck,
    RevealTile,
    RollSource,
    ShuffleDiscard,
    SpareCard,
    SpendHealing,
    StartRound,
    StartTurn,
    TacticStep,
    TakeAdvanced,
    TidyHand,
    Turn,
)

FLOW: Flow[MageKnightState] = Flow("mageknight")
MageKnightState.FLOW = FLOW

# -- set-up ----------------------------------------------------------------------------------
FLOW.chance(HeroOrder, outcomes=setup.order_outcomes, settle=setup.settle_order, rule=setup.RULE_SETUP)(
    setup.hero_order
)
FLOW.decision(ChooseHero, legal=setup.hero_options, settle=setup.settle_hero, rule=setup.RULE_SETUP)(
    setup.choose_hero
)
FLOW.chance(DummyHero, outcomes=setup.dummy_outcomes, rule="research mageknight §1.12")(setup.dummy_hero)
FLOW.automatic(PlaceStartingMap)(setup.place_starting_map)
FLOW.chance(DrawRampaging, outcomes=setup.rampaging_outcomes, rule='seed 001, "狂暴(Rampaging)敌人"')(
    setup.draw_rampaging
)
FLOW.chance(RollSource, outcomes=setup.source_outcomes, rule='seed 001, "魔力骰子"')(setup.roll_source)
FLOW.chance(
    DrawCards,
    weights=setup.draw_weights,
    settle=setup.settle_draw,
    rule="decisions MK5",
)(setup.draw_card)

# -- Rounds ----------------------------------------------------------------------------------
FLOW.automatic(StartRound)(rounds.start_round)
FLOW.decision(ChooseTactic, legal=rounds.tactic_options, rule=rounds.RULE_TACTIC)(rounds.choose_tactic)
FLOW.chance(DummyTactic, outcomes=rounds.dummy_tactic_outcomes, rule="research mageknight §1.4")(
    rounds.dummy_tactic
)
FLOW.automatic(NextTurn)(rounds.next_turn)
FLOW.automatic(EndRound)(rounds.end_round)
FLOW.automatic(EndGame)(rounds.end_game)

# -- turns -----------------------------------------------------------------------------------
FLOW.automatic(StartTurn)(turn.start_turn)
FLOW.decision(Turn, legal=turn.turn_options, settle=turn.settle_turn, rule=turn.RULE_TURN)(
    turn.take_turn_action
)
FLOW.chance(
    RevealTile, outcomes=movement.reveal_outcomes, settle=movement.settle_reveal, rule=movement.RULE_EXPLORE
)(movement.reveal)
FLOW.automatic(EndTurn)(turn.end_turn)
FLOW.chance(RerollDie, weights=turn.reroll_weights, rule='seed 001, "魔力骰子"')(turn.reroll)
FLOW.decision(TidyHand, legal=turn.tidy_options, settle=turn.settle_tidy, rule='seed 001, "回合结束"')(
    turn.tidy
)
FLOW.automatic(DummyTurn)(dummy.dummy_turn)
FLOW.chance(
    DummyFlip,
    weights=dummy.flip_weights,
    settle=dummy.settle_flip,
    rule="research mageknight §1.12",
)(dummy.flip)

# -- effects ---------------------------------------------------------------------------------
FLOW.automatic(ResolveEffect)(resolve.resolve)
FLOW.decision(ChooseEffect, legal=resolve.choice_options, rule='seed 001, "打出一张卡牌"')(resolve.choose)
FLOW.decision(
    PayCost, legal=costs.pay_options, settle=costs.settle_pay, rule="research mageknight §1.6 (costs)"
)(costs.pay)
FLOW.decision(HandlerStep, legal=resolve.handler_options, rule='seed 001, "特殊卡"')(handlers.step)

# -- combat ----------------------------------------------------------------------------------
FLOW.decision(Combat, legal=combat.combat_options, rule=combat.RULE_COMBAT)(combat.fight)
FLOW.chance(DrawSummon, outcomes=combat.summon_outcomes, rule="research mageknight §3.4 (Summon)")(
    combat.summon
)
FLOW.automatic(CombatDamage)(combat.deal_damage)
FLOW.automatic(EndCombat)(combat.end_combat)

# -- offers and levels -----------------------------------------------------------------------
FLOW.chance(
    DealOffer,
    weights=offers.deal_weights,
    settle=offers.settle_deal,
    rule="decisions MK5",
)(offers.deal)
FLOW.automatic(CheckUnitOffer)(offers.check_unit_offer)
FLOW.automatic(LevelUp)(levels.level_up)
FLOW.chance(
    DrawSkills, outcomes=levels.skill_outcomes, settle=levels.settle_skills, rule="research mageknight §2.3"
)(levels.draw_skill)
FLOW.decision(ChooseSkill, legal=levels.choose_skill_options, rule="research mageknight §2.3")(
    levels.choose_skill
)
FLOW.decision(
    TakeAdvanced,
    legal=levels.advanced_options,
    settle=levels.settle_advanced,
    rule="research mageknight §2.3",
)(levels.take_advanced)
FLOW.chance(DrawDummySkill, outcomes=levels.dummy_skill_outcomes, rule="research mageknight §1.12")(
    levels.dummy_skill
)

# -- tactics ---------------------------------------------------------------------------------
FLOW.decision(
    TacticStep, legal=tactics.step_options, settle=tactics.settle_step, rule="research mageknight §1.4"
)(tactics.step)
FLOW.decision(
    LongNightDraw,
    legal=tactics.mid_draw_options,
    settle=tactics.settle_mid_draw,
    rule="research mageknight §1.4",
)(tactics.mid_draw)
FLOW.automatic(ShuffleDiscard)(tactics.shuffle_discard)
FLOW.chance(
    DiscardToDeck, outcomes=tactics.discard_outcomes, settle=tactics.settle_discard_draw, rule="research §1.4"
)(tactics.discard_to_deck)
FLOW.chance(SpareCard, outcomes=tactics.spare_outcomes, settle=tactics.settle_spare, rule="research §1.4")(
    tactics.spare
)
FLOW.decision(
    AssignDamage, legal=combat.assign_options, settle=combat.settle_assign, rule="research §3.2 phase 3"
)(combat.assign)
FLOW.automatic(DiscardSummoned)(combat.discard_summoned)
FLOW.decision(
    GladeWound, legal=turn.glade_options, settle=turn.settle_glade, rule="research mageknight §4.5"
)(turn.glade_wound)

# -- adventure sites and rewards -------------------------------------------------------------
FLOW.chance(DrawSiteEnemy, outcomes=sites.draw_outcomes, rule="research mageknight §4.5")(sites.draw)
FLOW.automatic(BeginSiteCombat)(sites.begin_combat)
FLOW.chance(RollManaDie, outcomes=rewards.roll_outcomes, rule="research mageknight §4.5")(rewards.rolled)
FLOW.chance(
    DrawRewardCards, outcomes=rewards.draw_outcomes, settle=rewards.settle_draw, rule="research §4.5"
)(rewards.draw)
FLOW.decision(
    ChooseRewardCard, legal=rewards.choose_options, settle=rewards.settle_choose, rule="research §4.5"
)(rewards.choose)

# -- keeps and mage towers -------------------------------------------------------------------
FLOW.chance(
    DrawGarrison, outcomes=fortified.garrison_outcomes, settle=fortified.settle_garrison, rule="research §4.5"
)(fortified.reveal_garrison)
FLOW.automatic(BeginAssault)(fortified.begin_assault)
FLOW.automatic(RuinsEnter)(sites.ruins_enter)
FLOW.decision(
    AltarOffering, legal=sites.altar_options, settle=sites.settle_altar, rule="research data §8 (ruins)"
)(sites.offer)
FLOW.decision(
    EnemyTarget, legal=enemy_effects.target_options, settle=enemy_effects.settle_target, rule="research §3.3"
)(enemy_effects.pick)
FLOW.decision(RelocateTarget, legal=relocation.options, settle=relocation.settle, rule="research data §3")(
    relocation.relocate
)
FLOW.decision(SpendHealing, legal=healing.options, settle=healing.settle, rule="research mageknight §3.5")(
    healing.spend
)
FLOW.decision(Disband, legal=units.disband_options, rule="research mageknight §4.6")(units.disband)
FLOW.automatic(GainUnit)(units.gain_unit)
FLOW.chance(
    MeditationDraw, weights=meditation.draw_weights, settle=meditation.settle_draw, rule=meditation.RULE
)(meditation.drawn)
FLOW.decision(
    MeditationChoose, legal=meditation.choose_options, settle=meditation.settle_choose, rule=meditation.RULE
)(meditation.chosen)
FLOW.decision(MeditationPlace, legal=meditation.place_options, rule=meditation.RULE)(meditation.place)
FLOW.decision(AssignBanner, legal=banners.assign_options, rule=banners.RULE)(banners.assign)
FLOW.decision(ReturnToDeck, legal=tempo.options, settle=tempo.settle, rule=tempo.RULE)(tempo.place)
FLOW.decision(
    ChooseUnit, legal=unit_effects.options, settle=unit_effects.settle, rule="research mageknight §4.6"
)(unit_effects.choose)

# -- interactive Spells and Skills -----------------------------------------------------------
FLOW.chance(
    LoseCrystal, outcomes=interactive.loss_outcomes, settle=interactive.settle_loss, rule=interactive.RULE
)(interactive.lose)
FLOW.decision(
    ForcedDiscard, legal=interactive.discard_options, settle=interactive.settle_discard, rule=interactive.RULE
)(interactive.forced_discard)
FLOW.automatic(ManaWound)(interactive.mana_wound)
FLOW.decision(AnyTurnSkill, legal=anyturn.options, settle=anyturn.settle, rule=anyturn.RULE)(anyturn.take)
FLOW.automatic(ReturnTokens)(anyturn.return_tokens)
