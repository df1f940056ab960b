"""What players read of Mage Knight's actions: each legal action (chance outcomes included) as
data — a kind, typed arguments, a group and a label saying what it does, with names.

The notation (``actions.py``) stays the stable interface; the same words mean different things
in different decisions (``pick``, ``draw-up``, ``done``, ``choose 2``), so an action is described
from the decision waiting for it, the task on top of the stack.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from arena.core.describe import ActionInfo
from arena.core.text import Arg, Hex, Msg, Ref, Seat, msg
from arena.games.mageknight import combat_math as cm
from arena.games.mageknight import effects as fx
from arena.games.mageknight.actions import CHANCE_VERBS, Action
from arena.games.mageknight.datamodel import CardDeck
from arena.games.mageknight.effecttext import attack_name, block_name, effect_msg, enemy_parts, mana_source
from arena.games.mageknight.effecttree import node_at, root_effect
from arena.games.mageknight.heroes import WOUND
from arena.games.mageknight.interplay import AnyTurnSkill, ForcedDiscard, LoseCrystal
from arena.games.mageknight.tasks import (
    DUMMY,
    AltarOffering,
    AssignBanner,
    AssignDamage,
    ChooseEffect,
    ChooseHero,
    ChooseRewardCard,
    ChooseSkill,
    ChooseTactic,
    ChooseUnit,
    DealOffer,
    Disband,
    DiscardToDeck,
    DrawCards,
    DrawGarrison,
    DrawRampaging,
    DrawRewardCards,
    DrawSiteEnemy,
    DrawSkills,
    DrawSummon,
    DummyFlip,
    EffectTask,
    EnemyTarget,
    GladeWound,
    HandlerStep,
    LongNightDraw,
    MeditationChoose,
    MeditationDraw,
    MeditationPlace,
    PayCost,
    RelocateTarget,
    RerollDie,
    ReturnToDeck,
    RevealTile,
    RollManaDie,
    SpareCard,
    SpendHealing,
    TacticStep,
    TakeAdvanced,
    TidyHand,
)

if TYPE_CHECKING:
    from arena.core.flow import Task
    from arena.games.mageknight.state import MageKnightState


def info(
    kind: str,
    label: Msg,
    group: str = "",
    hidden: Msg | None = None,
    extra: dict[str, Arg] | None = None,
    **args: Arg,
) -> ActionInfo:
    """:func:`arena.core.describe.info`, with ``extra`` typed arguments merged in."""
    merged = {**args, **(extra or {})}
    return ActionInfo(kind, label, tuple(merged.items()), group or kind, hidden)


# -- the words shared by many labels -------------------------------------------------------------
def figure(index: int) -> Arg:
    """A seat said as its player, the Dummy as "the Dummy player"."""
    return msg("mk-dummy") if index == DUMMY else Seat(index)


def source_args(state: MageKnightState, source: str) -> dict[str, Arg]:
    """The typed arguments of a mana source: its colour, and the die's index for a die."""
    where, _, what = source.partition(":")
    if where == "die":
        i = int(what)
        colour = state.source[i] if 0 <= i < len(state.source) else ""
        return {"die": i, "mana": Ref("colour", colour)} if colour else {"die": i}
    return {"mana": Ref("colour", what), "mana_from": where}


def card_name(state: MageKnightState, card: str, mode: str = "basic") -> Ref:
    """A card said by its name (a Spell's powered effect by its own name)."""
    data = state.game.content.cards.get(card)
    if mode == "powered" and data is not None and data.powered_names is not None:
        return Ref("card-powered", card)
    return Ref("card", card)


def origin_name(state: MageKnightState, origin: str, ref: str, mode: str) -> Arg:
    """Where an effect being resolved comes from: a card, a Skill, a Unit, a site, a Tactic."""
    if origin == "card":
        return card_name(state, ref, mode)
    if origin == "skill":
        return Ref("skill", ref)
    if origin == "unit":
        return Ref("unit", ref.partition(":")[0])
    if origin == "ruins":
        return Ref("ruins", ref)
    if origin == "tactic":
        return Ref("tactic", ref)
    if origin == "burn":
        return msg("mk-origin-burn")
    if origin == "plunder":
        return msg("mk-origin-plunder", site=Ref("site", ref))
    return Ref("site", ref)


def _of(task: EffectTask, state: MageKnightState) -> Arg:
    return origin_name(state, task.origin, task.ref, task.mode)


def _node(state: MageKnightState, task: EffectTask) -> fx.Effect:
    return node_at(root_effect(state, task.origin, task.ref, task.mode), task.path)


def _unit_at(state: MageKnightState, seat: int, slot: int) -> str:
    units = state.heroes[seat].units
    return units[slot].unit if 0 <= slot < len(units) else ""


def _player(state: MageKnightState, task: Task | None) -> int:
    seat = getattr(task, "player", None)
    if isinstance(seat, int) and 0 <= seat < len(state.heroes):
        return seat
    current = state.current_player()
    return current if current >= 0 else 0


# -- a hero's turn and combat ------------------------------------------------------------------
def _sideways_value(state: MageKnightState, seat: int, card: str) -> int:
    """What a sideways card gives now (1, or a Skill's better value for one card: not spent here)."""
    from arena.games.mageknight.cards import _sideways_boost
    from arena.games.mageknight.effecttree import modifier_params

    modifier = _sideways_boost(state, seat, wound=card == WOUND)
    if modifier is None:
        return 1
    params = modifier_params(state, modifier)
    deck = state.game.card_deck(card)
    bonus_if = params.get("bonus_if")
    bonus = (bonus_if == "advanced_spell_artifact" and deck in ("advanced", "spell", "artifact")) or (
        bonus_if == "no_source_die" and not state.turn.dice_taken
    )
    value = params.get("bonus_value" if bonus else "value", 1)
    return value if isinstance(value, int) else 1


def _points(kind: str, n: int) -> Msg:
    """ "Move 1", "Influence 1", "Attack 1", "Block 1"."""
    if kind == "attack":
        return msg("mk-fx-points", what=attack_name("melee", "physical"), n=n)
    if kind == "block":
        return msg("mk-fx-points", what=block_name("physical"), n=n)
    return msg(f"mk-fx-{kind}", n=n)


def _play(state: MageKnightState, seat: int, a: Action) -> ActionInfo:
    card_id = a.args[0]
    hero = state.heroes[seat]
    if len(a.args) > 1 and a.args[1].startswith("sideways:"):
        kind = a.args[1].partition(":")[2]
        n = _sideways_value(state, seat, card_id)
        label = msg("mk-do-sideways", card=Ref("card", card_id), effect=_points(kind, n))
        return info("play-sideways", label, "hand", card=Ref("card", card_id), use=kind, amount=n)
    card = state.game.content.cards[card_id]
    paid = a.args[1:]
    offer = card_id not in hero.hand  # Magic Talent: a Spell of the offer
    if card.deck is CardDeck.ARTIFACT:
        if paid:
            label = msg("mk-do-play-throw", card=Ref("card", card_id), effect=effect_msg(card.powered))
            return info("play-powered", label, "hand", card=Ref("card", card_id), mode="powered")
        label = msg("mk-do-play", card=Ref("card", card_id), effect=effect_msg(card.basic))
        return info("play", label, "hand", card=Ref("card", card_id), mode="basic")
    if card.deck is CardDeck.SPELL:
        source = mana_source(state, paid[0])
        where = "mk-do-cast-offer" if offer else "mk-do-cast"
        if len(paid) == 2:
            label = msg(
                f"{where}-powered",
                card=Ref("card-powered", card_id),
                source=source,
                black=mana_source(state, paid[1]),
                effect=effect_msg(card.powered),
            )
            return info(
                "cast-powered", label, "hand", card=Ref("card", card_id), mode="powered",
                extra=source_args(state, paid[0]),
            )  # fmt: skip
        label = msg(where, card=Ref("card", card_id), source=source, effect=effect_msg(card.basic))
        return info(
            "cast", label, "hand", card=Ref("card", card_id), mode="basic", extra=source_args(state, paid[0])
        )
    if paid:
        label = msg(
            "mk-do-play-powered",
            card=Ref("card", card_id),
            source=mana_source(state, paid[0]),
            effect=effect_msg(card.powered),
        )
        return info(
            "play-powered",
            label,
            "hand",
            card=Ref("card", card_id),
            mode="powered",
            extra=source_args(state, paid[0]),
        )
    label = msg("mk-do-play", card=Ref("card", card_id), effect=effect_msg(card.basic))
    return info("play", label, "hand", card=Ref("card", card_id), mode="basic")


def _skill(state: MageKnightState, a: Action, group: str = "skills") -> ActionInfo:
    skill = a.args[0]
    effect = effect_msg(state.game.content.skills[skill].effect)
    return info(
        "skill",
        msg("mk-do-skill", skill=Ref("skill", skill), effect=effect),
        group,
        skill=Ref("skill", skill),
    )


def _activate(state: MageKnightState, seat: int, a: Action) -> ActionInfo:
    slot, ability = int(a.args[0]), int(a.args[1])
    unit = _unit_at(state, seat, slot)
    effect = effect_msg(state.game.content.units[unit].abilities[ability].effect)
    args: dict[str, Arg] = {"unit": Ref("unit", unit), "slot": slot, "ability": ability}
    if len(a.args) > 2:
        args.update(source_args(state, a.args[2]))
        label = msg(
            "mk-do-activate-paid", unit=Ref("unit", unit), source=mana_source(state, a.args[2]), effect=effect
        )
    else:
        label = msg("mk-do-activate", unit=Ref("unit", unit), effect=effect)
    return info("activate", label, "units", extra=args)


def _banner(state: MageKnightState, seat: int, a: Action) -> ActionInfo:
    slot = int(a.args[0])
    unit = state.heroes[seat].units[slot]
    if len(a.args) > 1:
        assert state.combat is not None
        foe = state.combat.enemies[int(a.args[1])]
        enemy = foe.summoned or foe.token
        label = msg(
            "mk-do-banner-fear",
            unit=Ref("unit", unit.unit),
            enemy=Ref("enemy", enemy),
            banner=Ref("card", unit.banner),
        )
        return info(
            "banner-fear", label, "units", unit=Ref("unit", unit.unit), enemy=Ref("enemy", enemy), slot=slot
        )
    label = msg("mk-do-banner-courage", unit=Ref("unit", unit.unit), banner=Ref("card", unit.banner))
    return info("banner-courage", label, "units", unit=Ref("unit", unit.unit), slot=slot)


def _hex_words(state: MageKnightState, h: tuple[int, int]) -> tuple[Arg, Arg]:
    """The terrain of hex ``h`` and its site (or an empty text)."""
    from arena.games.mageknight import movement

    data = movement.hex_data(state, h)
    if data is None:
        return "", ""
    site: Arg = Ref("site", str(data.site)) if data.site is not None else ""
    return Ref("terrain", str(data.terrain)), site


def _move(state: MageKnightState, a: Action) -> ActionInfo:
    from arena.games.mageknight import fortified, movement

    h = (int(a.args[0]), int(a.args[1]))
    terrain, site = _hex_words(state, h)
    cost = movement.move_cost(state, h)
    seat = state.turn.player if 0 <= state.turn.player < len(state.heroes) else 0
    here = state.heroes[seat].position
    provoked = movement.provoked_by(state, here, h) if here is not None else []
    assault = fortified.is_assault(state, h, seat)
    key = "mk-do-move-site" if site else "mk-do-move"
    label: Msg = msg(key, hex=Hex(*h), terrain=terrain, site=site, n=cost if cost is not None else 0)
    if provoked:
        foes = tuple(Ref("enemy", state.enemies[e]) for e in provoked)
        label = msg("mk-do-move-provokes", move=label, enemies=foes)
    elif assault:
        label = msg("mk-do-move-assault", move=label)
    return info("move", label, "move", hex=Hex(*h), terrain=terrain, amount=cost if cost is not None else 0)


def _explore(state: MageKnightState, a: Action) -> ActionInfo:
    from arena.games.mageknight.movement import EXPLORE_COST

    h = Hex(int(a.args[0]), int(a.args[1]))
    return info("explore", msg("mk-do-explore", hex=h, n=EXPLORE_COST), "move", hex=h, amount=EXPLORE_COST)


def _rest(a: Action) -> ActionInfo:
    if a.args[0] == WOUND:
        return info("rest", msg("mk-do-slow-recovery"), "turn", card=Ref("card", WOUND))
    n = int(a.args[1])
    label = msg("mk-do-rest", card=Ref("card", a.args[0]), n=n)
    return info("rest", label, "turn", card=Ref("card", a.args[0]), wounds=n)


def _purchase(state: MageKnightState, seat: int, a: Action) -> ActionInfo:
    from arena.games.mageknight import bonds
    from arena.games.mageknight.interaction import HEALING

    site_id = state.turn.interacting
    site = state.game.content.sites[site_id] if site_id else None
    if a.verb == "recruit":
        unit = a.args[0]
        if a.args[1:] == (bonds.BONDS,):
            cost = bonds.cost(state, unit)
            label = msg(
                "mk-do-recruit-bonds", unit=Ref("unit", unit), n=cost, skill=Ref("skill", bonds.SKILL)
            )
        else:
            cost = state.game.content.units[unit].cost
            label = msg("mk-do-recruit", unit=Ref("unit", unit), n=cost)
        return info("recruit", label, "interaction", unit=Ref("unit", unit), amount=cost)
    if a == HEALING:
        price = site.heal_price if site is not None and site.heal_price is not None else 0
        return info("buy-healing", msg("mk-do-buy-healing", n=price), "interaction", amount=price)
    card = a.args[0]
    if len(a.args) > 1:
        price = site.spell_price if site is not None and site.spell_price is not None else 0
        label = msg("mk-do-buy-spell", card=Ref("card", card), n=price, source=mana_source(state, a.args[1]))
        return info(
            "buy",
            label,
            "interaction",
            card=Ref("card", card),
            amount=price,
            extra=source_args(state, a.args[1]),
        )
    if card in state.offers["advanced"]:
        from arena.games.mageknight.effecttree import modifier_params
        from arena.games.mageknight.interaction import _learning

        learning = _learning(state, seat)
        params = modifier_params(state, learning) if learning is not None else {}
        learn_price = params.get("price", 0)
        n = learn_price if isinstance(learn_price, int) else 0
        label = msg("mk-do-learn", card=Ref("card", card), n=n, to=str(params.get("to", "discard")))
        return info("learn", label, "interaction", card=Ref("card", card), amount=n)
    price = site.advanced_action_price if site is not None and site.advanced_action_price is not None else 0
    label = msg("mk-do-buy-advanced", card=Ref("card", card), n=price)
    return info("buy", label, "interaction", card=Ref("card", card), amount=price)


def _site_here(state: MageKnightState, seat: int) -> Arg:
    from arena.games.mageknight import movement

    here = state.heroes[seat].position
    data = movement.hex_data(state, here) if here is not None else None
    return Ref("site", str(data.site)) if data is not None and data.site is not None else ""


def _enter(state: MageKnightState, seat: int) -> ActionInfo:
    here = state.heroes[seat].position
    site = _site_here(state, seat)
    if here is not None and here in state.ruins:
        token = state.game.content.ruins[state.ruins[here]]
        if token.kind == "altar":
            label = msg("mk-do-enter-altar", altar=Ref("ruins", token.id), n=token.mana_cost, fame=token.fame,
                        colour=Ref("mana", str(token.colour)))  # fmt: skip
            return info("enter", label, "sites", site=site, ruins=Ref("ruins", token.id))
        return info("enter", msg("mk-do-enter-ruins", ruins=Ref("ruins", token.id)), "sites", site=site)
    waiting = state.site_enemies.get(here, []) if here is not None else []
    if waiting:
        foes = tuple(Ref("enemy", e) for e in waiting)
        return info(
            "enter", msg("mk-do-enter-enemies", site=site, enemies=foes), "sites", site=site, enemies=foes
        )
    fame_only = bool(here is not None and state.shields.get(here))
    return info("enter", msg("mk-do-enter", site=site, again=int(fame_only)), "sites", site=site)


def _interact(state: MageKnightState, seat: int) -> ActionInfo:
    modifier = state.game.content.influence_modifier(state.heroes[seat].reputation) or 0
    site = _site_here(state, seat)
    label = msg("mk-do-interact", site=site, n=f"{modifier:+d}")
    return info("interact", label, "interaction", site=site, amount=modifier)


def _combat_points(record: Any, what: str) -> tuple[Msg, ...]:
    """The points played and not spent: "Ranged Fire Attack 3", "Ice Block 2"."""
    out = []
    if what == "attack":
        for key, n in sorted(record.attack.items()):
            range_, _, element = key.partition(":")
            out.append(msg("mk-fx-points", what=attack_name(range_, element), n=n))
    else:
        for element, n in sorted(record.block.items()):
            out.append(msg("mk-fx-points", what=block_name(element), n=n))
    return tuple(out)


def _foe_name(foe: Any) -> Ref:
    return Ref("enemy", foe.summoned or foe.token)


def _attack(state: MageKnightState, a: Action) -> ActionInfo:
    record = state.combat
    assert record is not None
    foes = [record.enemies[int(i)] for i in a.args]
    names = tuple(Ref("enemy", f.token) for f in foes)
    fame = sum(-(-state.game.content.enemies[f.token].fame // 2) if f.half_fame else
               state.game.content.enemies[f.token].fame for f in foes)  # fmt: skip
    label = msg(
        "mk-do-attack", enemies=names, points=_combat_points(record, "attack"), fame=fame, count=len(names)
    )

    return info("attack", label, "combat", enemies=names, targets=tuple(int(i) for i in a.args), fame=fame)


def _block(state: MageKnightState, a: Action) -> ActionInfo:
    from arena.games.mageknight.combat import _attacker

    record = state.combat
    assert record is not None
    foe = record.enemies[int(a.args[0])]
    attacker = _attacker(state, foe)
    attack = attacker.attacks[0] if attacker.attacks else None
    n = attack.amount if attack is not None else 0
    label = msg("mk-do-block", enemy=_foe_name(foe), points=_combat_points(record, "block"), n=n,
                element=Ref("element", str(attack.element)) if attack is not None else "")  # fmt: skip
    return info("block", label, "combat", enemy=_foe_name(foe), target=int(a.args[0]), amount=n)


def _next_phase(state: MageKnightState) -> ActionInfo:
    record = state.combat
    phase = record.phase if record is not None else "attack"
    unspent = 0
    if record is not None:
        unspent = sum(record.attack.values()) if phase in ("ranged", "attack") else sum(record.block.values())
    label = msg(f"mk-do-next-{phase}", n=unspent)
    return info("next-phase", label, "combat", phase=Ref("phase", phase))


def _convert(state: MageKnightState, seat: int, a: Action) -> ActionInfo:
    from arena.games.mageknight.conversions import _offers

    offer = next((o for o in _offers(state, seat) if o[0] == a), None)
    cost = offer[2] if offer is not None else 1
    into = a.args[0]
    if into == "attack":
        what = msg("mk-fx-points", what=attack_name("melee", "physical"), n=1)
    elif into == "ranged":
        what = msg("mk-fx-points", what=attack_name("ranged", "physical"), n=1)
    else:
        what = msg("mk-fx-points", what=block_name(into.partition(":")[2]), n=1)
    points = "move" if into in ("attack", "ranged") else "influence"
    label = msg(f"mk-do-convert-{points}", n=cost, into=what)
    return info("convert", label, "combat", amount=cost)


def _challenge(state: MageKnightState, a: Action) -> ActionInfo:
    h = (int(a.args[0]), int(a.args[1]))
    enemy = Ref("enemy", state.enemies.get(h, ""))
    key = "mk-do-challenge-more" if state.combat is not None else "mk-do-challenge"
    return info("challenge", msg(key, enemy=enemy, hex=Hex(*h)), "combat", enemy=enemy, hex=Hex(*h))


def _turn(state: MageKnightState, task: Task, a: Action) -> ActionInfo:
    seat = _player(state, task)
    verb = a.verb
    if verb == "play":
        return _play(state, seat, a)
    if verb == "skill":
        return _skill(state, a)
    if verb == "use-tactic":
        tactic = state.heroes[seat].tactic
        label = msg("mk-do-use-tactic", tactic=Ref("tactic", tactic), effect=tactic_effect(state, tactic))
        return info("use-tactic", label, "tactic", tactic=Ref("tactic", tactic))
    if verb == "activate":
        return _activate(state, seat, a)
    if verb == "banner":
        return _banner(state, seat, a)
    if verb == "move":
        return _move(state, a)
    if verb == "explore":
        return _explore(state, a)
    if verb == "rest":
        return _rest(a)
    if verb == "announce-end":
        return info("announce-end", msg("mk-do-announce-end"), "turn")
    if verb == "end-turn":
        return info("end-turn", msg("mk-do-end-turn"), "turn")
    if verb in ("recruit", "buy", "buy-healing"):
        return _purchase(state, seat, a)
    if verb == "interact":
        return _interact(state, seat)
    if verb == "plunder":
        site = _site_here(state, seat)
        plunder = state.game.content.sites[str(site.id)].plunder if isinstance(site, Ref) else None
        effect = effect_msg(plunder) if plunder is not None else msg("mk-fx-nothing")
        return info("plunder", msg("mk-do-plunder", site=site, effect=effect), "interaction", site=site)
    if verb == "enter":
        return _enter(state, seat)
    if verb == "burn":
        rule = state.game.content.sites["monastery"].burn
        rep = rule.reputation if rule is not None else 0
        return info("burn", msg("mk-do-burn", n=f"{rep:+d}"), "sites", site=Ref("site", "monastery"))
    if verb == "challenge":
        return _challenge(state, a)
    if verb == "attack":
        return _attack(state, a)
    if verb == "block":
        return _block(state, a)
    if verb == "next":
        return _next_phase(state)
    if verb == "convert":
        return _convert(state, seat, a)
    return _fallback(a)


def _fallback(a: Action) -> ActionInfo:
    """An action outside the decision it belongs to (never legal here): said by its verb."""
    return info(a.verb, msg("mk-do-other"), "other")


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


def tactic_effect(state: MageKnightState, tactic: str) -> Msg:
    effect = state.game.content.tactics[tactic].effect
    return effect_msg(effect) if effect is not None else msg("mk-tactic-no-effect")


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
    from arena.games.mageknight import banners
    from arena.games.mageknight.combat import _attacker

    record = state.combat
    assert record is not None
    attacker = _attacker(state, record.enemies[task.enemy])
    enemy = Ref("enemy", attacker.id)
    if a.args[0] == "hero":
        wounds = cm.hero_wounds(task.damage, state.game.armor(state, task.player))
        label = msg("mk-do-damage-hero", enemy=enemy, n=task.damage, wounds=wounds)
        return info("assign-damage", label, "damage", enemy=enemy, amount=task.damage, wounds=wounds)
    slot = int(a.args[0])
    unit_state = state.heroes[task.player].units[slot]
    armor = banners.armor(state, task.player, unit_state)
    unit = Ref("unit", unit_state.unit)
    label = msg("mk-do-damage-unit", enemy=enemy, n=task.damage, unit=unit, armor=armor,
                left=max(0, task.damage - armor))  # fmt: skip
    return info("assign-damage", label, "damage", enemy=enemy, unit=unit, slot=slot, amount=task.damage)


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


# -- chance -----------------------------------------------------------------------------------------
def _chance(state: MageKnightState, task: Task | None, a: Action) -> ActionInfo:
    verb = a.verb
    arg = a.args[0] if a.args else ""
    if verb == "order":
        seats = tuple(Seat(int(s)) for s in a.args)
        return info("hero-order", msg("mk-chance-order", order=seats), "chance", order=seats)
    if verb == "dummy-hero":
        return info(
            "dummy-hero", msg("mk-chance-dummy-hero", hero=Ref("hero", arg)), "chance", hero=Ref("hero", arg)
        )
    if verb == "source":
        dice = tuple(Ref("mana", c) for c in a.args)
        return info("roll-source", msg("mk-chance-source", dice=dice), "chance",
                    dice=tuple(Ref("colour", c) for c in a.args))  # fmt: skip
    if verb == "dummy-tactic":
        return info("dummy-tactic", msg("mk-chance-dummy-tactic", tactic=Ref("tactic", arg)), "chance",
                    tactic=Ref("tactic", arg))  # fmt: skip
    if verb == "tile":
        at: Arg = Hex(task.q, task.r) if isinstance(task, RevealTile) else ""
        return info("reveal-tile", msg("mk-chance-tile", tile=Ref("tile", arg), hex=at), "chance",
                    tile=Ref("tile", arg), hex=at)  # fmt: skip
    if verb == "lose":
        victim = task.victims[0] if isinstance(task, LoseCrystal) and task.victims else 0
        return info("lose-crystal", msg("mk-chance-lose", player=Seat(victim), colour=Ref("mana", arg)), "chance",
                    player=Seat(victim), colour=Ref("colour", arg))  # fmt: skip
    if verb == "die":
        return _die(state, task, arg)
    if verb == "enemy":
        return _enemy_drawn(state, task, arg)
    return _draw(state, task, arg)


def _die(state: MageKnightState, task: Task | None, face: str) -> ActionInfo:
    colour = Ref("mana", face)
    if isinstance(task, RerollDie):
        label = msg("mk-chance-reroll", n=task.die + 1, colour=colour)
        return info("roll-die", label, "chance", die=task.die, colour=Ref("colour", face))
    source: Arg = _of(task, state) if isinstance(task, RollManaDie) else ""
    return info("roll-die", msg("mk-chance-mana-die", source=source, colour=colour), "chance",
                colour=Ref("colour", face))  # fmt: skip


def _enemy_drawn(state: MageKnightState, task: Task | None, token: str) -> ActionInfo:
    if token in state.game.content.ruins:
        at = Hex(task.q, task.r) if isinstance(task, DrawGarrison) else ""
        return info("reveal-ruins", msg("mk-chance-ruins", ruins=Ref("ruins", token), hex=at), "chance",
                    ruins=Ref("ruins", token))  # fmt: skip
    enemy = Ref("enemy", token)
    if isinstance(task, DrawRampaging):
        label = msg("mk-chance-rampaging", enemy=enemy, hex=Hex(task.q, task.r))
    elif isinstance(task, DrawSummon):
        record = state.combat
        summoner: Arg = Ref("enemy", record.enemies[task.enemy].token) if record is not None else ""
        label = msg("mk-chance-summon", enemy=enemy, summoner=summoner)
    elif isinstance(task, DrawGarrison):
        label = msg("mk-chance-garrison", enemy=enemy, hex=Hex(task.q, task.r))
    elif isinstance(task, DrawSiteEnemy):
        label = msg("mk-chance-site-enemy", enemy=enemy, hex=Hex(task.q, task.r))
    else:
        label = msg("mk-chance-enemy", enemy=enemy)
    return info("draw-enemy", label, "chance", enemy=enemy)


def _draw(state: MageKnightState, task: Task | None, what: str) -> ActionInfo:
    """``draw <card>``: a card from a deck; ``draw skill:<id>``: a Skill token."""
    if what.startswith("skill:"):
        skill = Ref("skill", what.partition(":")[2])
        if isinstance(task, DrawSkills):
            label = msg("mk-chance-skill", player=Seat(task.player), skill=skill)
            return info("draw-skill", label, "chance", skill=skill, player=Seat(task.player))
        return info("draw-skill", msg("mk-chance-dummy-skill", skill=skill), "chance", skill=skill)
    kind = "unit" if what in state.game.content.units else "card"
    thing = Ref(kind, what)
    if isinstance(task, DrawCards):
        seat = Seat(task.player)
        return info("draw-card", msg("mk-chance-draw", player=seat, card=thing), "chance",
                    hidden=msg("mk-chance-draw-hidden", player=seat), card=thing, player=seat)  # fmt: skip
    if isinstance(task, DealOffer):
        offer = Ref("offer", task.into or task.deck)
        return info(
            "deal-offer", msg("mk-chance-deal", card=thing, offer=offer), "chance", card=thing, offer=offer
        )
    if isinstance(task, DummyFlip):
        return info("dummy-flip", msg("mk-chance-dummy-flip", card=thing), "chance", card=thing)
    if isinstance(task, DrawRewardCards):
        seat = Seat(task.player)
        return info("draw-reward", msg("mk-chance-reward", player=seat, card=thing, deck=Ref("deck", task.deck)),
                    "chance", hidden=msg("mk-chance-reward-hidden", player=seat, deck=Ref("deck", task.deck)),
                    card=thing, player=seat)  # fmt: skip
    if isinstance(task, MeditationDraw):
        return info("draw-discard", msg("mk-chance-meditation", player=Seat(task.player), card=thing), "chance",
                    card=thing)  # fmt: skip
    if isinstance(task, DiscardToDeck):
        return info("draw-discard", msg("mk-chance-long-night", player=Seat(task.player), card=thing), "chance",
                    card=thing)  # fmt: skip
    if isinstance(task, SpareCard):
        seat = Seat(task.player)
        return info("spare-card", msg("mk-chance-spare", player=seat, card=thing), "chance",
                    hidden=msg("mk-chance-spare-hidden", player=seat), card=thing)  # fmt: skip
    return info("draw-card", msg("mk-chance-card", card=thing), "chance", card=thing)


# -- the entry point --------------------------------------------------------------------------------
def describe(state: MageKnightState, action: Action) -> ActionInfo:
    """``action`` (legal now, or a chance outcome of this position) as data."""
    task = state.stack[-1] if state.stack else None
    if action.verb in CHANCE_VERBS:
        return _chance(state, task, action)
    if task is None:
        return _fallback(action)
    try:
        return _decision(state, task, action)
    except (KeyError, IndexError, ValueError, AssertionError, AttributeError):
        return _fallback(action)  # not an action of this decision: its verb only


__all__ = ["describe", "figure", "mana_source", "origin_name"]
