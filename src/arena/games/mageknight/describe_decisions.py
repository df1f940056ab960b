"""Mage Knight's decisions described: the choices inside effects (an option, a cost, a handler's
step) and every other pending decision (tidying the hand, tactics, damage, rewards, Units...),
by task type (:data:`DECISIONS`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from arena.core.describe import ActionInfo
from arena.core.text import Arg, Hex, Ref, Seat, msg
from arena.games.mageknight import combat_math as cm
from arena.games.mageknight import effects as fx
from arena.games.mageknight.actions import Action
from arena.games.mageknight.datamodel import EnemyAbility
from arena.games.mageknight.effecttext import effect_msg, enemy_parts, mana_source
from arena.games.mageknight.heroes import WOUND
from arena.games.mageknight.interplay import AnyTurnSkill, ForcedDiscard
from arena.games.mageknight.sitetasks import AltarOffering, ChooseRewardCard
from arena.games.mageknight.tasks import (
    AssignBanner,
    AssignDamage,
    ChooseEffect,
    ChooseHero,
    ChooseSkill,
    ChooseTactic,
    ChooseUnit,
    Disband,
    EnemyTarget,
    GladeWound,
    HandlerStep,
    LongNightDraw,
    MeditationChoose,
    MeditationPlace,
    PayCost,
    RelocateTarget,
    ReturnToDeck,
    SpendHealing,
    TacticStep,
    TakeAdvanced,
    TidyHand,
)

if TYPE_CHECKING:
    from arena.core.flow import Task
    from arena.games.mageknight.state import MageKnightState
from arena.games.mageknight.describe_turn import _foe_name, _hex_words, _skill, _turn
from arena.games.mageknight.describewords import (
    _node,
    _of,
    _unit_at,
    card_name,
    info,
    source_args,
    tactic_effect,
)


# -- the decisions inside effects --------------------------------------------------------------
def _choose_effect(state: MageKnightState, task: ChooseEffect, a: Action) -> ActionInfo:
    node = _node(state, task)
    source = _of(task, state)
    i = int(a.args[0])
    if isinstance(node, fx.Choice):
        effect = effect_msg(node.options[i])
        return info("choose-effect", msg("mk-do-choose", source=source, effect=effect), "effect", option=i)
    if isinstance(node, fx.OptionalEffect):
        effect = effect_msg(node.effect)
        key = "mk-do-optional-yes" if i == 0 else "mk-do-optional-no"
        return info("choose-effect", msg(key, source=source, effect=effect), "effect", option=i)
    colours = [str(c) for c in getattr(node, "colours", ())]
    colour = colours[i] if i < len(colours) else ""
    what = "crystal" if isinstance(node, fx.Crystal) else "token"
    label = msg(f"mk-do-gain-{what}", source=source, colour=Ref("mana", colour))
    return info("choose-colour", label, "effect", colour=Ref("colour", colour))


def _pay_cost(state: MageKnightState, task: PayCost, a: Action) -> ActionInfo:
    source = _of(task, state)
    node = _node(state, task)
    effect = effect_msg(node.effect) if isinstance(node, fx.Paid) else msg("mk-fx-nothing")
    if a.verb == "done":
        return info("stop-paying", msg("mk-do-stop-discarding", source=source, n=task.paid), "payment")
    if a.verb == "pay":
        label = msg("mk-do-pay", source=source, mana=mana_source(state, a.args[0]), effect=effect)
        return info("pay", label, "payment", extra=source_args(state, a.args[0]))
    card = Ref("card", a.args[0])
    key = "mk-do-pay-discard" if a.verb == "discard" else "mk-do-pay-throw"
    return info(a.verb, msg(key, source=source, card=card, effect=effect), "payment", card=card)


def handler_source(state: MageKnightState, seat: int, handler: str) -> Ref:
    """The card, Skill or Tactic whose handler ``handler`` is being resolved: the last card
    played, Skill used or the Tactic held that has it (else the first in the data)."""
    content = state.game.content
    hero = state.heroes[seat]
    for card in reversed(hero.play_area):
        data = content.cards.get(card)
        if data is not None and handler in fx.handlers_used(data.basic) | fx.handlers_used(data.powered):
            mode = "powered" if handler in fx.handlers_used(data.powered) else "basic"
            return card_name(state, card, mode)
    for skill in reversed(hero.skills_used):
        if handler in fx.handlers_used(content.skills[skill].effect):
            return Ref("skill", skill)
    for sid, skill_data in content.skills.items():
        if sid in hero.skills and handler in fx.handlers_used(skill_data.effect):
            return Ref("skill", sid)
    tactic = content.tactics.get(hero.tactic)
    if tactic is not None and tactic.effect is not None and handler in fx.handlers_used(tactic.effect):
        return Ref("tactic", tactic.id)
    for data in content.cards.values():
        if handler in fx.handlers_used(data.powered):
            return card_name(state, data.id, "powered")
        if handler in fx.handlers_used(data.basic):
            return Ref("card", data.id)
    return Ref("skill", next(s for s, d in content.skills.items() if handler in fx.handlers_used(d.effect)))


def _handler_step(state: MageKnightState, task: HandlerStep, a: Action) -> ActionInfo:
    what = handler_source(state, task.player, task.handler)
    h, stage = task.handler, task.stage
    arg = a.args[0] if a.args else ""
    if a.verb == "done":
        return info("done", msg(f"mk-do-{h.replace('_', '-')}-none", what=what), "effect")
    if a.verb == "borrow":
        unit, ability = arg, int(a.args[1])
        effect = effect_msg(state.game.content.units[unit].abilities[ability].effect)
        args: dict[str, Arg] = {"unit": Ref("unit", unit), "ability": ability}
        if len(a.args) > 2:
            args.update(source_args(state, a.args[2]))
            label = msg("mk-do-borrow-paid", what=what, unit=Ref("unit", unit), effect=effect,
                        source=mana_source(state, a.args[2]))  # fmt: skip
        else:
            label = msg("mk-do-borrow", what=what, unit=Ref("unit", unit), effect=effect)
        return info("borrow", label, "units", extra=args)
    if a.verb == "spend":
        victim, slot = int(a.args[0]), int(a.args[1])
        spent = Ref("unit", _unit_at(state, victim, slot))
        label = msg("mk-do-exhaust", what=what, unit=spent, player=Seat(victim))
        return info("spend-unit", label, "effect", unit=spent, player=Seat(victim))
    if h in ("concentration", "maximal_effect"):
        if h == "concentration":
            card = state.game.content.cards[arg]
            label = msg("mk-do-concentration", what=what, card=Ref("card", arg), effect=effect_msg(card.powered),
                        n=task.bonus)  # fmt: skip
        else:
            times, mode = int(task.picked[0]), task.picked[1]
            card = state.game.content.cards[arg]
            effect = effect_msg(card.powered if mode == "powered" else card.basic)
            label = msg("mk-do-maximal", what=what, card=Ref("card", arg), effect=effect, n=times)
        return info("pick-card", label, "effect", card=Ref("card", arg))
    if arg.startswith("die:"):
        die = int(arg.partition(":")[2])
        src = mana_source(state, arg)
        key = {"source_die_crystal": "mk-do-die-crystal", "source_freeze": "mk-do-die-crystal",
               "mana_claim": "mk-do-claim-die", "mana_draw": "mk-do-mana-draw-die"}.get(h, "mk-do-pick-die")  # fmt: skip
        if h == "polarization":
            key = "mk-do-polarize-from"
        tokens = int(task.picked[0]) if h == "mana_claim" and task.picked else 0
        return info(
            "pick-die", msg(key, what=what, die=src, n=tokens), "effect", extra=source_args(state, arg)
        )
    if h == "polarization" and stage == "source":
        return info("pick-mana", msg("mk-do-polarize-from", what=what, die=mana_source(state, arg)), "effect",
                    extra=source_args(state, arg))  # fmt: skip
    if h == "mana_meltdown":
        colour = arg.partition(":")[2]
        label = msg("mk-do-meltdown-take", what=what, colour=Ref("mana", colour))
        return info("pick-crystal", label, "effect", colour=Ref("colour", colour))
    if h == "mana_claim":
        tokens = int(task.picked[0]) if task.picked else 0
        die = int(task.picked[2]) if len(task.picked) > 2 else -1
        colour = state.source[die] if 0 <= die < len(state.source) else ""
        label = msg(f"mk-do-claim-{arg}", what=what, n=tokens, colour=Ref("mana", colour),
                    curse=int(len(task.picked) > 1 and task.picked[1] == "True"))  # fmt: skip
        return info("claim-mode", label, "effect", colour=Ref("colour", colour))
    if h == "mind_read" and stage == "keep":
        return info("pick-card", msg("mk-do-mind-steal", what=what, card=Ref("card", arg)), "effect",
                    card=Ref("card", arg))  # fmt: skip
    if h == "healing_ritual":
        if stage == "hero":
            seat = int(arg)
            return info("pick-player", msg("mk-do-ritual-hero", what=what, player=Seat(seat)), "effect",
                        player=Seat(seat))  # fmt: skip
        n = int(arg)
        return info("pick-amount", msg("mk-do-ritual-count", what=what, n=n), "effect", amount=n)
    # a colour: Mana Draw's die, Polarization's target, Mana Radiance, Mind Read, Mana Exploit
    key = {"mana_draw": "mk-do-mana-draw-colour", "polarization": "mk-do-polarize-into",
           "mana_radiance": "mk-do-radiance", "mind_read": "mk-do-mind-read",
           "mana_exploit": "mk-do-exploit"}.get(h, "mk-do-pick-colour")  # fmt: skip
    tokens = int(task.picked[0]) if h in ("mana_draw", "mana_radiance") and task.picked else 0
    label = msg(
        key,
        what=what,
        colour=Ref("mana", arg),
        colours=Ref("mana-pl", arg),
        colourf=Ref("mana-f", arg),
        n=tokens,
    )
    return info("pick-colour", label, "effect",
                colour=Ref("colour", arg))  # fmt: skip


# -- the other decisions --------------------------------------------------------------------------
def _tidy(state: MageKnightState, task: TidyHand, a: Action) -> ActionInfo:
    from arena.games.mageknight import fortified, tactics

    if a.verb == "discard":
        card = Ref("card", a.args[0])
        return info("discard", msg("mk-do-tidy-discard", card=card), "tidy", card=card)
    hero = state.heroes[task.player]
    limit = state.game.hand_limit(state, task.player) + tactics.hand_limit_bonus(state, task.player)
    limit += fortified.keep_hand_bonus(state, task.player)
    n = max(0, min(limit - len(hero.hand), len(hero.deck)))
    return info("draw-up", msg("mk-do-draw-up", n=n, limit=limit), "tidy", amount=n)


def _tactic_step(state: MageKnightState, task: TacticStep, a: Action) -> ActionInfo:
    tactic = Ref("tactic", task.tactic)
    arg = a.args[0] if a.args else ""
    if a.verb == "draw-up":  # done
        n = len(task.picked)
        key = {"discard": "mk-do-rethink-done", "shuffle": "mk-do-midnight-done"}.get(
            task.stage, "mk-do-search-done"
        )
        return info("done", msg(key, tactic=tactic, n=n), "tactic", amount=n)
    if a.verb == "discard":
        key = "mk-do-rethink-card" if task.stage == "discard" else "mk-do-midnight-card"
        # the cards shuffled into the deck stay unknown to the others
        hidden = (
            msg("mk-do-midnight-hidden", player=Seat(task.player), tactic=tactic)
            if task.stage == "shuffle"
            else None
        )
        label = msg(key, tactic=tactic, card=Ref("card", arg))
        return info("pick-card", label, "tactic", hidden, card=Ref("card", arg))

    if task.stage == "die":
        return info("pick-die", msg("mk-do-steal-die", tactic=tactic, die=mana_source(state, arg)), "tactic",
                    extra=source_args(state, arg))  # fmt: skip
    if task.stage == "search":
        hidden = msg("mk-do-preparation-hidden", player=Seat(task.player), tactic=tactic)
        return info("pick-card", msg("mk-do-preparation", tactic=tactic, card=Ref("card", arg)), "tactic", hidden,
                    card=Ref("card", arg))  # fmt: skip
    if task.stage == "spare":
        n = len(state.heroes[task.player].spared)
        return info(f"spare-{arg}", msg(f"mk-do-spare-{arg}", tactic=tactic, n=n), "tactic", amount=n)
    return info("pick-die", msg("mk-do-search-die", tactic=tactic, die=mana_source(state, arg)), "tactic",
                extra=source_args(state, arg))  # fmt: skip


def _assign_damage(state: MageKnightState, task: AssignDamage, a: Action) -> ActionInfo:
    """Taking the damage or giving it to a Unit, with what follows as the rules compute it: the
    hero's Wounds (``armor``, ``wounds``; Poison's as many again into the discard pile), or the
    Unit's Armour and fate (``outcome``: absorbed, wounded, destroyed) and the damage ``left``."""
    from arena.games.mageknight import banners
    from arena.games.mageknight.combat import _attacker

    record = state.combat
    assert record is not None
    attacker = _attacker(state, record.enemies[task.enemy])
    enemy = Ref("enemy", attacker.id)
    poison = EnemyAbility.POISON in attacker.abilities
    if a.args[0] == "hero":
        armor = state.game.armor(state, task.player)
        wounds = cm.hero_wounds(task.damage, armor)
        label = msg("mk-do-damage-hero", enemy=enemy, n=task.damage, wounds=wounds)
        outcome = msg("mk-map-hero-wounds", wounds=wounds, armor=armor, poison=int(poison and wounds > 0))
        return info("assign-damage", label, "damage", enemy=enemy, amount=task.damage, wounds=wounds,
                    armor=armor, outcome=outcome)  # fmt: skip
    slot = int(a.args[0])
    unit_state = state.heroes[task.player].units[slot]
    armor = banners.armor(state, task.player, unit_state)
    unit = Ref("unit", unit_state.unit)
    fate, unit_wounds, left = _unit_fate(state, task, slot)
    label = msg("mk-do-damage-unit", enemy=enemy, n=task.damage, unit=unit, armor=armor, left=left)
    outcome = msg(f"mk-map-unit-{fate}", unit=unit, wounds=unit_wounds, left=left)
    return info("assign-damage", label, "damage", enemy=enemy, unit=unit, slot=slot, amount=task.damage,
                armor=armor, outcome=outcome, destroyed=fate == "destroyed", absorbed=fate == "absorbed",
                unit_wounds=unit_wounds, left=left)  # fmt: skip


def _unit_fate(state: MageKnightState, task: AssignDamage, slot: int) -> tuple[str, int, int]:
    """What giving the damage to the Unit in ``slot`` does, played on a copy by the rules
    (``units.take_damage``): ``absorbed``, ``wounded`` or ``destroyed``, its Wounds, the damage left."""
    from arena.core.flow import DISCARDED
    from arena.games.mageknight.combat import _attacker
    from arena.games.mageknight.units import take_damage

    copy = state.clone()
    assert copy.combat is not None
    attacker = _attacker(copy, copy.combat.enemies[task.enemy])
    element = str(attacker.attacks[task.attack].element)
    abilities = {str(x) for x in attacker.abilities}
    units = copy.heroes[task.player].units
    before = units[slot]
    left = take_damage(copy, task.player, slot, task.damage, element, abilities, DISCARDED)
    if not any(u is before for u in units):
        return "destroyed", 0, left
    return ("absorbed" if before.absorbed else "wounded"), before.wounds, left


def _reward_card(state: MageKnightState, task: ChooseRewardCard, a: Action) -> ActionInfo:
    card = Ref("card", a.args[0])
    if task.drawn:
        rest = list(task.drawn)
        rest.remove(a.args[0])
        kept = tuple(Ref("card", c) for c in rest)
        label = msg("mk-do-reward-bottom", card=card, kept=kept, deck=Ref("deck", task.deck))
        hidden = msg("mk-do-reward-bottom-hidden", player=Seat(task.player), deck=Ref("deck", task.deck))
        return info("reward-bottom", label, "reward", hidden, card=card, kept=kept)
    if task.to == "units":
        unit = Ref("unit", a.args[0])
        return info(
            "reward", msg("mk-do-reward-unit", unit=unit, offer=Ref("offer", task.deck)), "reward", unit=unit
        )
    key = {"hand": "mk-do-reward-offer-hand", "discard": "mk-do-reward-offer-discard"}.get(
        task.to, "mk-do-reward-offer"
    )
    label = msg(key, card=card, offer=Ref("offer", task.deck))
    return info("reward", label, "reward", card=card)


def _enemy_target(state: MageKnightState, task: EnemyTarget, a: Action) -> ActionInfo:
    source = _of(task, state)
    if a.verb == "draw-up":
        return info("done", msg("mk-do-target-done", source=source), "combat")
    record = state.combat
    i = int(a.args[0])
    foe = record.enemies[i] if record is not None else None
    enemy: Arg = _foe_name(foe) if foe is not None else ""
    node = _node(state, task)
    effect: Arg = enemy_parts(node) if isinstance(node, fx.EnemyEffect) else effect_msg(node)
    return info("target", msg("mk-do-target", source=source, enemy=enemy, effect=effect), "combat",
                enemy=enemy, target=i)  # fmt: skip


def _choose_unit(state: MageKnightState, task: ChooseUnit, a: Action) -> ActionInfo:
    source = _of(task, state)
    if a.verb == "draw-up":
        return info("done", msg("mk-do-ready-done", source=source), "units")
    slot = int(a.args[0].partition(":")[2])
    unit = Ref("unit", _unit_at(state, task.player, slot))
    node = _node(state, task)
    if isinstance(node, fx.HealUnit):
        return info(
            "heal-unit",
            msg("mk-do-heal-unit-effect", source=source, unit=unit),
            "units",
            unit=unit,
            slot=slot,
        )
    heal = int(isinstance(node, fx.ReadyUnit) and node.heal)
    return info("ready-unit", msg("mk-do-ready-unit", source=source, unit=unit, heal=heal), "units",
                unit=unit, slot=slot)  # fmt: skip


def _spend_healing(state: MageKnightState, task: SpendHealing, a: Action) -> ActionInfo:
    if a.args[0] == "hand":
        return info("heal-wound", msg("mk-do-heal-hand", n=task.points - 1), "healing", amount=1)
    slot = int(a.args[0].partition(":")[2])
    unit_id = _unit_at(state, task.player, slot)
    cost = state.game.content.units[unit_id].level if unit_id else 0
    unit = Ref("unit", unit_id)
    label = msg("mk-do-heal-unit", unit=unit, n=cost, left=max(0, task.points - cost))
    return info("heal-unit", label, "healing", unit=unit, slot=slot, amount=cost)


def _slot_unit(state: MageKnightState, seat: int, a: Action) -> tuple[int, Ref]:
    slot = int(a.args[0].partition(":")[2])
    return slot, Ref("unit", _unit_at(state, seat, slot))


def _decision(state: MageKnightState, task: Task, a: Action) -> ActionInfo:
    """An action of the decision ``task``."""
    describe = DECISIONS.get(type(task))
    if describe is not None:
        return describe(state, task, a)
    return _turn(state, task, a)


def _hero(state: MageKnightState, task: ChooseHero, a: Action) -> ActionInfo:
    hero = a.args[0]
    card = state.game.content.heroes[hero].hero_card
    label = msg("mk-do-hero", hero=Ref("hero", hero), card=Ref("card", card))
    return info("choose-hero", label, "setup", hero=Ref("hero", hero))


def _tactic(state: MageKnightState, task: ChooseTactic, a: Action) -> ActionInfo:
    tactic = a.args[0]
    n = state.game.tactic_number(tactic)
    label = msg("mk-do-tactic", tactic=Ref("tactic", tactic), n=n, effect=tactic_effect(state, tactic))
    return info("choose-tactic", label, "tactic", tactic=Ref("tactic", tactic), amount=n)


def _skill_choice(state: MageKnightState, task: ChooseSkill, a: Action) -> ActionInfo:
    skill = a.args[0].partition(":")[2]
    effect = effect_msg(state.game.content.skills[skill].effect)
    own = skill in task.drawn
    label = msg(
        "mk-do-gain-skill" if own else "mk-do-gain-common-skill", skill=Ref("skill", skill), effect=effect
    )
    return info("choose-skill", label, "level-up", skill=Ref("skill", skill))


def _advanced(state: MageKnightState, task: TakeAdvanced, a: Action) -> ActionInfo:
    data = state.game.content.cards[a.args[0]]
    label = msg("mk-do-take-advanced", card=Ref("card", data.id), effect=effect_msg(data.basic))
    return info("take-advanced", label, "level-up", card=Ref("card", data.id))


def _glade(state: MageKnightState, task: GladeWound, a: Action) -> ActionInfo:
    where = a.args[0]
    label = msg(f"mk-do-glade-{where}", site=Ref("site", "glade"))
    return info("throw-wound", label, "healing", card=Ref("card", WOUND))


def _altar(state: MageKnightState, task: AltarOffering, a: Action) -> ActionInfo:
    token = state.ruins.get((task.q, task.r), "")
    if a.verb == "done":
        return info("leave-altar", msg("mk-do-leave-altar", altar=Ref("ruins", token)), "payment")
    label = msg(
        "mk-do-altar", altar=Ref("ruins", token), source=mana_source(state, a.args[0]), n=task.left - 1
    )
    return info("pay", label, "payment", extra=source_args(state, a.args[0]))


def _relocate(state: MageKnightState, task: RelocateTarget, a: Action) -> ActionInfo:
    h = (int(a.args[0]), int(a.args[1]))
    terrain, site = _hex_words(state, h)
    source = _of(task, state)
    key = "mk-do-relocate-site" if site else "mk-do-relocate"
    return info(
        "travel", msg(key, source=source, hex=Hex(*h), terrain=terrain, site=site), "move", hex=Hex(*h)
    )


def _disband(state: MageKnightState, task: Disband, a: Action) -> ActionInfo:
    slot, unit = _slot_unit(state, task.player, a)
    label = msg("mk-do-disband", unit=unit, new=Ref("unit", task.unit))
    return info("disband", label, "units", unit=unit, slot=slot)


def _meditation_choose(state: MageKnightState, task: MeditationChoose, a: Action) -> ActionInfo:
    card = Ref("card", a.args[0])
    return info("pick-card", msg("mk-do-trance-card", card=card), "effect", card=card)


def _meditation_place(state: MageKnightState, task: MeditationPlace, a: Action) -> ActionInfo:
    card = Ref("card", task.card)
    return info(f"deck-{a.args[0]}", msg(f"mk-do-deck-{a.args[0]}", card=card), "effect", card=card)


def _assign_banner(state: MageKnightState, task: AssignBanner, a: Action) -> ActionInfo:
    slot, unit = _slot_unit(state, task.player, a)
    label = msg("mk-do-give-banner", banner=Ref("card", task.card), unit=unit)
    return info("give-banner", label, "units", unit=unit, card=Ref("card", task.card), slot=slot)


def _return_to_deck(state: MageKnightState, task: ReturnToDeck, a: Action) -> ActionInfo:
    card = Ref("card", task.card)
    where = a.args[0]
    key = "mk-do-keep-discarded" if where == "discard" else f"mk-do-deck-{where}"
    return info(f"deck-{where}", msg(key, card=card), "tidy", card=card)


def _forced_discard(state: MageKnightState, task: ForcedDiscard, a: Action) -> ActionInfo:
    card = Ref("card", a.args[0])
    what = Ref("card-powered" if task.steal else "card", "mind_read")
    label = msg("mk-do-forced-discard", card=card, player=Seat(task.caster), what=what)
    return info("discard", label, "effect", card=card)


def _long_night_draw(state: MageKnightState, task: LongNightDraw, a: Action) -> ActionInfo:
    from arena.games.mageknight import tactics

    tactic = Ref("tactic", "long_night")
    if a.verb == "done":
        return info("done", msg("mk-do-stop-drawing", n=task.n), "tidy", amount=task.n)
    cards = tactics.param(state, "long_night", "cards", 3)
    label = msg("mk-do-long-night-draw", tactic=tactic, k=cards, n=task.n)
    return info("use-tactic", label, "tactic", tactic=tactic, amount=task.n)


def _any_turn(state: MageKnightState, task: AnyTurnSkill, a: Action) -> ActionInfo:
    if a.verb == "done":
        return info("done", msg("mk-do-no-skill"), "skills")
    return _skill(state, a)


DECISIONS: dict[type[Any], Callable[[MageKnightState, Any, Action], ActionInfo]] = {
    ChooseHero: _hero,
    ChooseTactic: _tactic,
    TidyHand: _tidy,
    ChooseEffect: _choose_effect,
    PayCost: _pay_cost,
    HandlerStep: _handler_step,
    ChooseSkill: _skill_choice,
    TakeAdvanced: _advanced,
    TacticStep: _tactic_step,
    AssignDamage: _assign_damage,
    GladeWound: _glade,
    ChooseRewardCard: _reward_card,
    AltarOffering: _altar,
    EnemyTarget: _enemy_target,
    RelocateTarget: _relocate,
    SpendHealing: _spend_healing,
    Disband: _disband,
    MeditationChoose: _meditation_choose,
    MeditationPlace: _meditation_place,
    AssignBanner: _assign_banner,
    ReturnToDeck: _return_to_deck,
    ChooseUnit: _choose_unit,
    ForcedDiscard: _forced_discard,
    AnyTurnSkill: _any_turn,
    LongNightDraw: _long_night_draw,
}
