"""Mage Knight's turn described: cards played (basic, powered, sideways), Skills, Units,
Banners, moves and explorations, rests, purchases, sites, combat steps."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arena.core.describe import ActionInfo
from arena.core.text import Arg, Hex, Msg, Ref, msg
from arena.games.mageknight.actions import Action
from arena.games.mageknight.datamodel import CardDeck
from arena.games.mageknight.effecttext import attack_name, block_name, effect_msg, mana_source
from arena.games.mageknight.heroes import WOUND

if TYPE_CHECKING:
    from arena.core.flow import Task
    from arena.games.mageknight.state import MageKnightState
from arena.games.mageknight.describewords import _player, _unit_at, info, source_args, tactic_effect


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
            black = {f"black_{k}": v for k, v in source_args(state, paid[1]).items()}  # the second mana
            return info(
                "cast-powered", label, "hand", card=Ref("card", card_id), mode="powered",
                extra={**source_args(state, paid[0]), **black},
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
    foes = tuple(Ref("enemy", state.enemies[e]) for e in provoked)
    if provoked:
        label = msg("mk-do-move-provokes", move=label, enemies=foes)
    elif assault:
        label = msg("mk-do-move-assault", move=label)
    # ``provokes`` (the rampaging enemies this step provokes) and ``assault`` let a client ask
    # before a step that ends the move in a combat (Arena issue 30, "The map").
    return info("move", label, "move", hex=Hex(*h), terrain=terrain, amount=cost if cost is not None else 0,
                provokes=foes, assault=assault)  # fmt: skip


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
