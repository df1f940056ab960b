"""Effects said in words: a card's, Skill's, Unit's or Tactic's effect as a :class:`Msg`.

The rules read effects as data (``effects.py``); players read them here, in their language, from
the game's strings (``mk-fx-*``, ``mk-cost-*``, ``mk-cond-*``, ``mk-per-*``, ``mk-mod-*``,
``mk-handler-*``). Words only: ids never reach the text (colours, elements, terrains and
decks are said by their names, numbers stay numbers so plurals agree).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from arena.core.events import Event
from arena.core.text import Arg, Msg, Ref, Seat, msg
from arena.games.mageknight import effects as fx

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

BASIC = ("red", "blue", "green", "white")


def attack_name(range_: str, element: str) -> Msg:
    """ "Ranged Fire Attack" (without its amount)."""
    return msg(f"mk-attack-{range_}-{element.replace('_', '-')}")


def block_name(element: str) -> Msg:
    return msg(f"mk-block-{element.replace('_', '-')}")


def colours_arg(colours: Sequence[object]) -> tuple[Ref, ...]:
    return tuple(Ref("mana", str(c)) for c in colours)


def _either(options: list[Msg]) -> Msg:
    """ "A or B or C"."""
    out = options[-1]
    for option in reversed(options[:-1]):
        out = msg("mk-fx-or", a=option, b=out)
    return out


def _both(parts: list[Msg]) -> Msg:
    """ "A, B, C" (parts done in order)."""
    out = parts[-1]
    for part in reversed(parts[:-1]):
        out = msg("mk-fx-and", a=part, b=out)
    return out


def _mana(node: fx.ManaToken | fx.Crystal) -> Msg:

    what = "crystal" if isinstance(node, fx.Crystal) else "token"
    colours = [str(c) for c in node.colours]
    n = node.count
    if node.how == "random":
        return msg("mk-fx-crystal-random", n=n)
    if node.how == "held":
        return msg("mk-fx-crystal-held", n=n)
    if node.how == "each":
        return msg(f"mk-fx-{what}-each", colours=colours_arg(colours))
    if len(colours) == 1:
        return msg(f"mk-fx-{what}", n=n, colour=Ref("mana", colours[0]), colours=Ref("mana-pl", colours[0]))
    if set(colours) == set(BASIC) and len(colours) == 4:
        return msg(f"mk-fx-{what}-basic", n=n)
    if len(colours) == 6:
        return msg(f"mk-fx-{what}-any", n=n)
    spend = isinstance(node, fx.ManaToken) and node.spend_now
    return msg(f"mk-fx-{what}-choice", n=n, colours=colours_arg(colours), now=int(spend))


def cost_msg(cost: object) -> Msg:
    """A ``paid`` effect's cost: "discard a card", "pay a red mana", "take a Wound"..."""
    if isinstance(cost, fx.DiscardCost):
        colour: Arg = Ref("mana-f", str(cost.colour)) if cost.colour is not None else ""
        if cost.any_number:
            return msg("mk-cost-discard-any", n=cost.count)
        key = {"wound": "mk-cost-discard-wound", "action_card": "mk-cost-discard-action"}.get(
            str(cost.filter), "mk-cost-discard"
        )
        if cost.colour is not None:
            key = "mk-cost-discard-colour"
        return msg(key, n=cost.count, colour=colour)
    if isinstance(cost, fx.ThrowAwayCost):
        if cost.colour is not None:
            return msg("mk-cost-throw-colour", colour=Ref("mana-f", str(cost.colour)))
        return msg("mk-cost-throw-wound" if str(cost.filter) == "wound" else "mk-cost-throw")
    if isinstance(cost, fx.TakeWoundCost):
        return msg("mk-cost-wound", n=cost.amount)
    if isinstance(cost, fx.ManaCost):
        colours = [str(c) for c in cost.colours]
        if len(colours) == 1:
            return msg("mk-cost-mana", n=cost.count, colour=Ref("mana", colours[0]))
        return msg("mk-cost-mana-choice", n=cost.count, colours=colours_arg(colours))
    if isinstance(cost, fx.InfluenceCost):
        return msg("mk-cost-influence", n=cost.amount)
    if isinstance(cost, fx.MoveCost):
        return msg("mk-cost-move", n=cost.amount)
    return msg("mk-cost-wound-unit")


def _enemy(node: fx.EnemyEffect) -> Msg:
    target = msg(f"mk-target-{node.target.replace('_', '-')}", n=node.count)
    return msg("mk-fx-enemy", target=target, what=enemy_parts(node))


def enemy_parts(node: fx.EnemyEffect) -> tuple[Msg, ...]:
    """What an effect does to each enemy it targets ("Armor −3", "no attack")."""
    parts: list[Msg] = []
    if node.destroy:
        parts.append(msg("mk-fx-enemy-destroy"))
    if node.armor:
        parts.append(msg("mk-fx-enemy-armor", n=-node.armor))
    if node.armor_fortified is not None:
        parts.append(msg("mk-fx-enemy-armor-fortified", n=-node.armor_fortified))
    if node.armor_per_resistance:
        parts.append(msg("mk-fx-enemy-armor-resistance", n=-node.armor_per_resistance))
    if node.no_attack:
        parts.append(msg("mk-fx-enemy-no-attack"))
    if node.lose_fortification:
        parts.append(msg("mk-fx-enemy-unfortified"))
    if node.lose_resistances:
        parts.append(
            msg(
                "mk-fx-enemy-resistances",
                elements=tuple(Ref("element", str(e)) for e in node.lose_resistances),
            )
        )
    if not parts:
        parts.append(msg("mk-fx-enemy-nothing"))
    return tuple(parts)


def _modifier(node: fx.Modifier) -> Msg:
    p = node.params
    if node.id == "terrain_cost":
        terrains = tuple(p.get("terrains", ()))  # type: ignore[arg-type]
        count = 2 if "all" in terrains else len(terrains)
        where: Msg | tuple[Ref, ...] = (
            msg("mk-every-terrain") if "all" in terrains else tuple(Ref("terrain", str(t)) for t in terrains)
        )
        if "set" in p:
            return msg("mk-mod-terrain-set", terrains=where, n=_int(p["set"]), count=count)
        return msg("mk-mod-terrain-less", terrains=where, n=-_int(p.get("delta", 0)), least=_int(p.get("min", 0)),
                   count=count)  # fmt: skip

    if node.id == "enter_terrain":
        terrains = tuple(p.get("terrains", ()))  # type: ignore[arg-type]
        return msg("mk-mod-enter-terrain", terrains=tuple(Ref("terrain", str(t)) for t in terrains))
    if node.id == "sideways_value":
        return msg("mk-mod-sideways", n=_int(p.get("value", 1)), wound=int(bool(p.get("wound"))))
    if node.id == "influence_as_block":
        return msg("mk-mod-influence-block", block=block_name(str(p.get("element", "physical"))))
    if node.id == "extra_source_dice":
        return msg("mk-mod-extra-dice", n=_int(p.get("count", 1)))
    if node.id == "move_to_attack":
        return msg("mk-mod-move-attack", ranged=int("ranged_cost" in p))
    if node.id == "units_bonus":
        return msg("mk-mod-units-bonus", n=_int(p.get("attack", 0)), armor=_int(p.get("armor", 0)))
    if node.id == "next_card_bonus":
        return msg("mk-mod-next-card", attack=_int(p.get("attack", 0)), block=_int(p.get("block", 0)))
    if node.id == "next_unit_bonus":
        if "block" in p:
            return msg("mk-mod-next-unit-block", n=_int(p["block"]))
        if "ranged" in p:
            return msg("mk-mod-next-unit-ranged", n=_int(p["ranged"]))
        return msg("mk-mod-next-unit-attack", n=_int(p.get("attack", 0)))
    if node.id == "mana_rule":
        if p.get("gold_usable"):
            return msg("mk-mod-gold-at-night")
        if p.get("black_usable"):
            return msg("mk-mod-black-by-day")
        return msg("mk-mod-special-as-basic")
    if node.id == "endless_mana":
        colours = tuple(p.get("colours", ()))  # type: ignore[arg-type]
        return msg("mk-mod-endless-mana", colours=colours_arg(list(colours)))
    if node.id == "extended_adjacency":
        return msg("mk-mod-adjacency", n=_int(p.get("distance", 2)))
    if node.id == "return_to_deck":
        return msg("mk-mod-return-top" if p.get("position") == "top" else "mk-mod-return-bottom")
    if node.id == "cast_from_offer":
        offered = p.get("colour", ())
        listed = offered if isinstance(offered, tuple) else (offered,)
        return msg("mk-mod-cast-from-offer", colours=colours_arg(list(listed)))
    if node.id == "offer_purchase":
        return msg("mk-mod-learning", n=_int(p.get("price", 0)), to=str(p.get("to", "discard")))
    if node.id == "hand_limit":
        return msg("mk-mod-hand-limit", n=_int(p.get("delta", 0)), least=_int(p.get("min_hand", 0)))
    return msg(f"mk-mod-{node.id.replace('_', '-')}")


def _int(value: object) -> int:
    return value if isinstance(value, int) else 0


def effect_msg(node: fx.Effect) -> Msg:
    """``node`` as a short sentence ("Move 2", "Attack 2 or Block 2", "discard a card: Move 3")."""
    if isinstance(node, fx.Move):
        return msg("mk-fx-move", n=node.amount)
    if isinstance(node, fx.Influence):
        return msg("mk-fx-influence", n=node.amount)
    if isinstance(node, fx.Heal):
        return msg("mk-fx-heal", n=node.amount)
    if isinstance(node, fx.Draw):
        return msg("mk-fx-draw", n=node.amount)
    if isinstance(node, fx.Fame):
        return msg("mk-fx-fame", n=node.amount)
    if isinstance(node, fx.Reputation):
        return msg("mk-fx-reputation", n=f"{node.amount:+d}")
    if isinstance(node, fx.Wound):
        return msg("mk-fx-wound", n=node.amount)
    if isinstance(node, fx.Attack):
        return msg("mk-fx-points", what=attack_name(str(node.range), str(node.element)), n=node.amount)
    if isinstance(node, fx.Block):
        key = "mk-fx-points-swift" if node.ignores_swift else "mk-fx-points"
        return msg(key, what=block_name(str(node.element)), n=node.amount)
    if isinstance(node, fx.ManaToken | fx.Crystal):
        return _mana(node)
    if isinstance(node, fx.GainCard):
        feminine = (
            node.deck is not fx.Deck.SPELL and node.deck is not fx.Deck.ARTIFACT
        )  # une Action, une Unité
        colour: Arg = (
            Ref("mana-f" if feminine else "mana", str(node.colour)) if node.colour is not None else ""
        )
        return msg("mk-fx-gain-card", n=node.count, deck=str(node.deck), source=node.source, to=node.to,
                   colour=colour, coloured=int(node.colour is not None))  # fmt: skip
    if isinstance(node, fx.ReadyUnit):
        if node.all_units:
            return msg("mk-fx-ready-all")
        if node.levels_total is not None:
            return msg("mk-fx-ready-levels", n=node.levels_total, heal=int(node.heal))
        return msg("mk-fx-ready-unit", n=node.max_level or 0, heal=int(node.heal))
    if isinstance(node, fx.HealUnit):
        return msg("mk-fx-heal-unit", n=node.count)
    if isinstance(node, fx.RemoveWounds):
        if node.count is None:
            return msg("mk-fx-remove-all-wounds", turn=int(node.received_this_turn))
        return msg("mk-fx-remove-wounds", n=node.count, discard=int(node.from_ == "hand_or_discard"))
    if isinstance(node, fx.Relocate):
        key = "mk-fx-relocate-assault" if node.assault else "mk-fx-relocate"
        return msg(key, n=node.max_spaces)
    if isinstance(node, fx.EnemyEffect):
        return _enemy(node)
    if isinstance(node, fx.Banner):
        return msg("mk-fx-banner")
    if isinstance(node, fx.Roll):
        then = effect_msg(node.then)
        faces = colours_arg(list(node.faces))
        if node.else_ is not None:
            return msg("mk-fx-roll-else", n=node.dice, faces=faces, then=then, other=effect_msg(node.else_))
        return msg("mk-fx-roll", n=node.dice, faces=faces, then=then)
    if isinstance(node, fx.Choice):
        return _either([effect_msg(o) for o in node.options])
    if isinstance(node, fx.All):
        if not node.effects:
            return msg("mk-fx-nothing")
        return _both([effect_msg(e) for e in node.effects])
    if isinstance(node, fx.OptionalEffect):
        return msg("mk-fx-optional", effect=effect_msg(node.effect))
    if isinstance(node, fx.EndOfTurn):
        return msg("mk-fx-end-of-turn", effect=effect_msg(node.effect))
    if isinstance(node, fx.Paid):
        return msg("mk-fx-paid", cost=cost_msg(node.cost), effect=effect_msg(node.effect))
    if isinstance(node, fx.Conditional):
        cond = msg(f"mk-cond-{str(node.when).replace('_', '-')}")
        if node.else_ is None:
            return msg("mk-fx-if", cond=cond, then=effect_msg(node.then))
        return msg("mk-fx-if-else", cond=cond, then=effect_msg(node.then), other=effect_msg(node.else_))
    if isinstance(node, fx.Scaled):
        per = msg(f"mk-per-{str(node.per).replace('_', '-')}")
        if node.max is not None:
            return msg("mk-fx-scaled-max", effect=effect_msg(node.effect), per=per, n=node.max)
        return msg("mk-fx-scaled", effect=effect_msg(node.effect), per=per)
    if isinstance(node, fx.Modifier):
        return _modifier(node)
    assert isinstance(node, fx.Handler)
    return handler_msg(node)


def handler_msg(node: fx.Handler) -> Msg:
    p = node.params
    n = next((v for k, v in p.items() if isinstance(v, int) and not isinstance(v, bool)), 0)
    extra = int(any(v is True for v in p.values()))
    if node.id == "maximal_effect":
        return msg(
            "mk-handler-maximal-effect", n=_int(p.get("times", 1)), powered=int(bool(p.get("powered")))
        )
    return msg(f"mk-handler-{node.id.replace('_', '-')}", n=n, extra=extra)


def mana_source(state: MageKnightState, source: str) -> Msg:
    """``die:2`` → "the blue die", ``crystal:red`` → "a red crystal", ``token:gold`` → "a gold
    mana token", ``endless:white`` → "endless white mana"."""
    where, _, what = source.partition(":")
    if where == "die":
        i = int(what)
        if 0 <= i < len(state.source):
            return msg("mk-src-die", colour=Ref("mana", state.source[i]), n=i + 1)
        return msg("mk-src-die-n", n=i + 1)
    return msg(f"mk-src-{where}", colour=Ref("mana", what))


def mana_event(state: MageKnightState, seat: int, source: str, colour: str) -> Event:
    """A mana paid, said with its source ("Player 1 pays blue mana with a blue crystal")."""
    say = msg("mk-ev-mana", player=Seat(seat), colour=Ref("mana", colour), source=mana_source(state, source))
    return Event("mana", {"player": seat, "source": source, "colour": colour},
                 f"P{seat + 1} pays {colour} mana ({source})", say=say)  # fmt: skip


def crystal_event(seat: int, colour: str, text: str) -> Event:
    """``seat`` gains a crystal of ``colour``."""
    say = msg("mk-ev-crystal", player=Seat(seat), colour=Ref("mana", colour))
    return Event("crystal", {"player": seat, "colour": colour}, text, say=say)
