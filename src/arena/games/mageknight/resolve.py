"""The effect interpreter: card (and later skill, unit) effects as data, resolved on the stack.

An effect being resolved is named by where it lives — ``origin`` (``card``), the card ``ref``,
``mode`` (``basic`` / ``powered``) — and a ``path`` of child indices into its tree (``All`` →
its parts, ``Choice`` → its options, ``Conditional`` → then / else, the wrappers → their one
effect). :class:`~arena.games.mageknight.tasks.ResolveEffect` tasks walk the tree; a ``Choice``
becomes a :class:`~arena.games.mageknight.tasks.ChooseEffect` decision whose legal actions are
``choose i`` for the options usable now (seed 001, "打出一张卡牌"; decisions MK11).

Which primitives the rules resolve so far is :data:`RESOLVED`; an effect using another one is
not usable, so a card whose chosen mode needs it is not a legal play (never a silent no-op).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from arena.core.durations import Modifier, active
from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.mageknight import (
    banners,
    combat_targets,
    conversions,
    costs,
    enemy_effects,
    handlers,
    healing,
    mana,
    movement,
    relocation,
    rewards,
    unit_effects,
)
from arena.games.mageknight import effects as fx
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.effecttext import attack_name, block_name, crystal_event, effect_msg
from arena.games.mageknight.effecttree import modifier_params, node_at, number, root_effect
from arena.games.mageknight.heroes import WOUND
from arena.games.mageknight.tasks import (
    AssignBanner,
    ChooseEffect,
    DrawCards,
    HandlerStep,
    ResolveEffect,
    SpendHealing,
)
from arena.games.mageknight.vocabulary import Terrain

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

REPUTATION_RANGE = (-7, 7)


# -- when an effect can be used (decisions MK11) ----------------------------------------------
def phase(state: MageKnightState) -> str:
    """``movement`` (before the turn's action), ``combat``, ``interaction`` or ``over``."""
    if state.combat is not None:
        return "combat"
    turn = state.turn
    if turn.interacting:
        return "interaction"
    if turn.acted or turn.rested:
        return "over"
    return "movement"


def condition_holds(state: MageKnightState, seat: int, when: fx.Condition) -> bool:
    if when is fx.Condition.DAY:
        return not state.night_now()
    if when is fx.Condition.NIGHT:
        return state.night_now()
    if when is fx.Condition.IN_COMBAT:
        return phase(state) == "combat"
    if when is fx.Condition.NOT_IN_COMBAT:
        return phase(state) != "combat"
    if when is fx.Condition.IN_INTERACTION:
        return phase(state) == "interaction"
    if when is fx.Condition.COMBAT_START:
        record = state.combat
        return record is not None and record.phase == "ranged" and record.cards_played <= 1
    if when is fx.Condition.IN_FOREST:  # Restoration: the hero's space is a forest
        here = state.heroes[seat].position
        data = movement.hex_data(state, here) if here is not None else None
        return data is not None and data.terrain is Terrain.FOREST
    if when is fx.Condition.LOWEST_FAME:
        fame = state.heroes[seat].fame
        return all(fame < h.fame for i, h in enumerate(state.heroes) if i != seat)
    return False


def _idle(state: MageKnightState, seat: int, node: fx.Effect) -> bool:
    """A conditional with no branch for the present condition."""
    if not isinstance(node, fx.Conditional) or node.when is fx.Condition.THIS_BLOCK_SUCCEEDED:
        return False
    return (node.then if condition_holds(state, seat, node.when) else node.else_) is None


CONTEXTUAL = (fx.Move, fx.Influence, fx.Attack, fx.Block, fx.Heal)
"""Gains bound to a moment of the turn (decisions MK11)."""
ALWAYS_USABLE = (fx.Draw, fx.Fame, fx.Reputation, fx.Wound, fx.ManaToken, fx.Crystal, fx.GainCard, fx.Roll)
"""Gains usable at any moment."""
UNIT_EFFECTS = (fx.ReadyUnit, fx.HealUnit)


def usable(state: MageKnightState, seat: int, node: fx.Effect) -> bool:
    """Whether resolving ``node`` now does something the rules allow at this moment."""
    now = phase(state)
    if isinstance(node, fx.Move):
        return now == "movement" or (now == "combat" and "move" in conversions.points_in_combat(state, seat))
    if isinstance(node, fx.Influence):
        return now == "interaction" or (
            now == "combat" and "influence" in conversions.points_in_combat(state, seat)
        )
    if isinstance(node, fx.Attack):  # some enemy it can count against in this phase (issue 30)
        return combat_targets.attackable(state, str(node.range))
    if isinstance(node, fx.Block):
        return combat_targets.anything_to_block(state)
    if isinstance(node, fx.Heal):
        return now != "combat" and healing.can_heal(state, seat)
    if isinstance(node, ALWAYS_USABLE):
        return True
    if isinstance(node, fx.Choice):
        return any(usable(state, seat, o) for o in node.options)
    if isinstance(node, fx.All):
        # Its main gains decide (Threaten's Reputation −1 alone is no reason to play it).
        main = [e for e in node.effects if isinstance(e, CONTEXTUAL)]
        if main:
            return any(part_usable(state, seat, node, e) for e in main)
        # A conditional part whose condition fails does nothing (Motivation's token): skipped.
        acting = [e for e in node.effects if not _idle(state, seat, e)]
        return bool(acting) and all(usable(state, seat, e) for e in acting)
    if isinstance(node, fx.OptionalEffect):
        return usable(state, seat, node.effect)
    if isinstance(node, fx.Conditional):
        if node.when is fx.Condition.THIS_BLOCK_SUCCEEDED:  # waits for the block (Burning Shield)
            return combat_targets.anything_to_block(state)
        branch = node.then if condition_holds(state, seat, node.when) else node.else_
        return branch is not None and usable(state, seat, branch)
    if isinstance(node, fx.Paid):
        return costs.payable(state, seat, node.cost) and usable(state, seat, node.effect)
    if isinstance(node, fx.Modifier):
        return node.id in MODIFIERS
    if isinstance(node, fx.Handler):
        return handlers.usable(state, seat, node, lambda e: usable(state, seat, e))
    if isinstance(node, UNIT_EFFECTS):
        return now != "combat" and unit_effects.usable(state, seat, node)
    if isinstance(node, fx.Relocate):
        return relocation.usable(state, seat, node)
    if isinstance(node, fx.Banner):
        return banners.can_assign(state, seat)
    if isinstance(node, fx.RemoveWounds):  # the Wounds of this turn: counted at its end
        return node.received_this_turn or bool(_removable_wounds(state, seat, node))
    if isinstance(node, fx.EnemyEffect):
        # Some enemy it may touch (a red or blue card's effect may then find every target
        # resistant to its colour, research §3.3: it resolves on nobody).
        return bool(enemy_effects.targets(state, node, ""))
    if isinstance(node, fx.Scaled):
        return node.per in QUANTITIES and usable(state, seat, node.effect)
    # judged now (Fame, Reputation: any time)
    return usable(state, seat, node.effect)


def part_usable(state: MageKnightState, seat: int, whole: fx.All, part: fx.Effect) -> bool:
    """A part of an ``all`` effect: usable, or points its own sibling conversion makes worth
    gaining in this combat (Agility's Move, Diplomacy's Influence)."""
    if usable(state, seat, part):
        return True
    if not isinstance(part, fx.Move | fx.Influence) or phase(state) != "combat":
        return False
    return part.kind in {k for e in whole.effects for k in conversions.enables(state, e)}


QUANTITIES = frozenset({
    fx.Quantity.BLOCKED_ENEMY_ICONS, fx.Quantity.WOUNDS_IN_HAND, fx.Quantity.WOUNDS_IN_HAND_AND_ON_UNITS,
    fx.Quantity.CRYSTAL_COLOURS, fx.Quantity.READY_UNWOUNDED_UNITS, fx.Quantity.UNITS_RECRUITED_THIS_TURN,
    fx.Quantity.ENEMIES_IN_COMBAT, fx.Quantity.ENEMIES_DEFEATED_THIS_TURN, fx.Quantity.SPELLS_CAST_THIS_TURN,
    fx.Quantity.HEALING_SPENT_FROM_THIS_CARD, fx.Quantity.CARDS_DISCARDED,
    fx.Quantity.UNITS_ATTACKED_OR_BLOCKED_THIS_TURN,
})  # fmt: skip


def quantity(state: MageKnightState, seat: int, node: fx.Scaled, card: str = "") -> int:
    """How many times a ``scaled`` effect of ``card`` applies now."""
    hero, turn = state.heroes[seat], state.turn
    per = node.per
    if per is fx.Quantity.WOUNDS_IN_HAND:
        n = hero.hand.count(WOUND)
    elif per is fx.Quantity.WOUNDS_IN_HAND_AND_ON_UNITS:
        n = hero.hand.count(WOUND) + sum(u.wounds > 0 for u in hero.units)
    elif per is fx.Quantity.CRYSTAL_COLOURS:
        n = sum(1 for c in mana.BASIC if hero.crystals.get(c, 0))
    elif per is fx.Quantity.READY_UNWOUNDED_UNITS:
        n = sum(u.ready and not u.wounds for u in hero.units)
    elif per is fx.Quantity.UNITS_RECRUITED_THIS_TURN:
        n = turn.recruited
    elif per is fx.Quantity.ENEMIES_IN_COMBAT:
        n = sum(not f.defeated for f in state.combat.enemies) if state.combat is not None else 0
    elif per is fx.Quantity.ENEMIES_DEFEATED_THIS_TURN:
        n = turn.defeated
    elif per is fx.Quantity.HEALING_SPENT_FROM_THIS_CARD:  # Golden Grail: "per point of this Healing spent"
        n = turn.healed_by.count(card)
    elif per is fx.Quantity.UNITS_ATTACKED_OR_BLOCKED_THIS_TURN:  # Banner of Glory powered
        n = len(turn.units_fought)
    elif per is fx.Quantity.CARDS_DISCARDED:  # counted by the cost that pays it (costs.py)
        n = 0
    else:  # spells cast this turn (of a colour when the effect names one)
        n = sum(node.colour is None or c == str(node.colour) for c in turn.spells_cast)
    return min(n, node.max) if node.max is not None else n


# -- resolving -----------------------------------------------------------------------------------
def resolve(state: MageKnightState, task: ResolveEffect, events: list[Event]) -> None:
    node = node_at(root_effect(state, task.origin, task.ref, task.mode), task.path)
    RESOLVERS[node.kind](state, task, node, events)


def _child(task: ResolveEffect, i: int, bonus: int | None = None) -> ResolveEffect:
    kept = task.bonus if bonus is None else bonus
    return ResolveEffect(task.player, task.origin, task.ref, task.mode, (*task.path, i), kept)


def _gain_points(state: MageKnightState, task: ResolveEffect, node: Any, events: list[Event]) -> None:
    amount = node.amount + task.bonus
    if isinstance(node, fx.Move):
        state.turn.move_points += amount
    else:
        state.turn.influence_points += amount
    if events is not DISCARDED:
        say = msg("mk-ev-gain", player=Seat(task.player), what=msg(f"mk-fx-{node.kind}", n=amount))
        events.append(
            Event(node.kind, {"player": task.player, "amount": amount}, f"{node.kind} {amount}", say=say)
        )


def _combat_points(state: MageKnightState, task: ResolveEffect, node: Any, events: list[Event]) -> None:
    """Attack and Block points gather until an attack or a block spends them (seed 001, "堆叠卡牌")."""
    record = state.combat
    assert record is not None
    amount = node.amount + task.bonus + _card_bonus(state, task, node, events)
    if isinstance(node, fx.Attack):
        amount = conversions.add_attack(state, task.player, f"{node.range}:{node.element}", amount)
    else:
        record.block[str(node.element)] = record.block.get(str(node.element), 0) + amount
        if node.ignores_swift:  # Utem Guardsmen: counts twice against Swift (combat.py)
            record.swift_block[str(node.element)] = record.swift_block.get(str(node.element), 0) + amount
    if events is not DISCARDED:
        what = f"{node.kind} {amount} {node.element}"
        data = {"player": task.player, "amount": amount, "element": str(node.element)}
        name = (attack_name(str(node.range), str(node.element)) if isinstance(node, fx.Attack)
                else block_name(str(node.element)))  # fmt: skip
        points = "mk-fx-points-swift" if isinstance(node, fx.Block) and node.ignores_swift else "mk-fx-points"
        say = msg("mk-ev-gain", player=Seat(task.player), what=msg(points, what=name, n=amount))
        events.append(Event(node.kind, data, what, say=say))


def _enemy(state: MageKnightState, task: ResolveEffect, node: Any, events: list[Event]) -> None:
    enemy_effects.start(state, task, node, events)


def _card_bonus(
    state: MageKnightState, task: ResolveEffect, node: fx.Attack | fx.Block, events: list[Event]
) -> int:
    """Ambush: +N to the first Attack or Block card played this turn (the modifier is spent);
    Into the Heat: Units' Attacks and Blocks +N this combat."""
    kind = "attack" if isinstance(node, fx.Attack) else "block"
    if task.origin == "unit":
        bonus = sum(number(modifier_params(state, m).get(kind, 0))
                    for m in active(state.modifiers, "units_bonus", task.player))  # fmt: skip
        bonus += banners.on_unit_attack_or_block(state, task.player, events)
        lead = "ranged" if isinstance(node, fx.Attack) and node.range == fx.AttackRange.RANGED else kind
        if isinstance(node, fx.Attack) and node.range == fx.AttackRange.SIEGE:
            return bonus  # Leadership: not Siege
        for modifier in active(state.modifiers, "next_unit_bonus", task.player):  # Leadership
            extra = modifier_params(state, modifier).get(lead)
            if extra is not None:
                state.modifiers.remove(modifier)
                return bonus + number(extra)
        return bonus
    if task.origin != "card":
        return 0
    for modifier in active(state.modifiers, "next_card_bonus", task.player):
        state.modifiers.remove(modifier)
        return number(modifier_params(state, modifier).get(kind, 0))
    return 0


def _banner(state: MageKnightState, task: ResolveEffect, node: Any, events: list[Event]) -> None:
    state.push(AssignBanner(task.player, task.ref))


def _removable_wounds(state: MageKnightState, seat: int, node: fx.RemoveWounds) -> int:
    """Wounds a ``remove_wounds`` effect throws away now: from the hand (Banner of Protection's
    strong effect: those received this turn)."""
    held = state.heroes[seat].hand.count(WOUND)
    if node.received_this_turn:
        held = min(held, state.turn.wounds_received)
    return held if node.count is None else min(held, node.count)


def _remove_wounds(state: MageKnightState, task: ResolveEffect, node: Any, events: list[Event]) -> None:
    """Thrown away (not Healing): back to the Wound pile."""
    n = _removable_wounds(state, task.player, node)
    for _ in range(n):
        state.heroes[task.player].hand.remove(WOUND)
    if events is not DISCARDED:
        events.append(Event("remove-wounds", {"player": task.player, "wounds": n},
                            f"P{task.player + 1} throws away {n} Wounds",
                            say=msg("mk-ev-remove-wounds", player=Seat(task.player), n=n)))  # fmt: skip


def _unit_effect(state: MageKnightState, task: ResolveEffect, node: Any, events: list[Event]) -> None:
    unit_effects.start(state, task, node, events)


def _relocate(state: MageKnightState, task: ResolveEffect, node: Any, events: list[Event]) -> None:
    relocation.start(state, task)


def _heal(state: MageKnightState, task: ResolveEffect, node: Any, events: list[Event]) -> None:
    """Healing points, spent on Wounds in hand and wounded Units (healing.py)."""
    state.push(SpendHealing(task.player, node.amount, task.ref if task.origin == "card" else ""))


def _draw(state: MageKnightState, task: ResolveEffect, node: Any, events: list[Event]) -> None:
    state.push(DrawCards(task.player, node.amount))


def _fame(state: MageKnightState, task: ResolveEffect, node: Any, events: list[Event]) -> None:
    hero = state.heroes[task.player]
    if isinstance(node, fx.Fame):
        hero.fame += node.amount
    else:
        low, high = REPUTATION_RANGE
        hero.reputation = max(low, min(high, hero.reputation + node.amount))
    if events is not DISCARDED:
        what = (msg("mk-fx-fame", n=node.amount) if isinstance(node, fx.Fame)
                else msg("mk-fx-reputation", n=f"{node.amount:+d}"))  # fmt: skip
        events.append(Event(node.kind, {"player": task.player, "amount": node.amount}, f"{node.kind} {node.amount:+d}",
                            say=msg("mk-ev-gain", player=Seat(task.player), what=what)))  # fmt: skip


def _wound(state: MageKnightState, task: ResolveEffect, node: Any, events: list[Event]) -> None:
    if events is not DISCARDED:
        say = msg("mk-ev-wound-cost", player=Seat(task.player), n=node.amount)
        events.append(Event("wound", {"player": task.player, "n": node.amount}, f"P{task.player + 1} takes a Wound",
                            say=say))  # fmt: skip
    healing.take_wounds(state, task.player, node.amount, events)


def _colours(node: Any) -> list[str]:
    return [str(c) for c in node.colours]


def _random(state: MageKnightState, task: ResolveEffect, node: Any, events: list[Event]) -> None:
    rewards.start_roll(state, task, node)


def _gain_card(state: MageKnightState, task: ResolveEffect, node: Any, events: list[Event]) -> None:
    rewards.start_gain(state, task, node)


def _mana(state: MageKnightState, task: ResolveEffect, node: Any, events: list[Event]) -> None:
    """Tokens and crystals: ``each`` gives one per colour, ``choose`` one of them per count
    (a decision when there is more than one colour); a 4th crystal becomes a token (seed 001)."""
    if node.how == "random":
        rewards.start_roll(state, task, node)
        return
    colours = _colours(node)
    if node.how == "held" and isinstance(node, fx.Crystal):
        held = state.heroes[task.player].crystals
        colours = [c for c in colours if held.get(c, 0)]
    if node.how == "each":
        for colour in colours:
            gain_mana(state, task.player, node, colour, events)
        return
    if len(colours) == 1 or not colours:
        for _ in range(node.count):
            for colour in colours:
                gain_mana(state, task.player, node, colour, events)
        return
    for _ in range(node.count):
        state.push(ChooseEffect(task.player, task.origin, task.ref, task.mode, task.path, task.bonus))


def gain_mana(state: MageKnightState, seat: int, node: Any, colour: str, events: list[Event]) -> None:
    hero = state.heroes[seat]
    if isinstance(node, fx.Crystal) and mana.gain_crystal(hero.crystals, colour):
        if events is not DISCARDED:
            events.append(crystal_event(seat, colour, f"P{seat + 1} gains a {colour} crystal"))
        return
    hero.tokens.append(colour)
    if events is not DISCARDED:
        say = msg("mk-ev-token", player=Seat(seat), colour=Ref("mana", colour))
        events.append(
            Event("token", {"player": seat, "colour": colour}, f"P{seat + 1} gains {colour} mana", say=say)
        )


def _choice(state: MageKnightState, task: ResolveEffect, node: Any, events: list[Event]) -> None:
    state.push(ChooseEffect(task.player, task.origin, task.ref, task.mode, task.path, task.bonus))


def _all(state: MageKnightState, task: ResolveEffect, node: Any, events: list[Event]) -> None:
    """In order; a bonus goes to the first gain it can raise."""
    parts = [i for i, part in enumerate(node.effects) if part_usable(state, task.player, node, part)]
    raised = next((i for i in parts if isinstance(node.effects[i], CONTEXTUAL)), None)
    state.push(*(_child(task, i, task.bonus if i == raised else 0) for i in parts))


def _conditional(state: MageKnightState, task: ResolveEffect, node: Any, events: list[Event]) -> None:
    if node.when is fx.Condition.THIS_BLOCK_SUCCEEDED and state.combat is not None:
        # Burning Shield: "if part of a successful block" — the next block spends these points.
        state.combat.on_block.append([task.origin, task.ref, task.mode, *task.path, 0])
        return
    if condition_holds(state, task.player, node.when):
        state.push(_child(task, 0))
    elif node.else_ is not None:
        state.push(_child(task, 1))


def _optional(state: MageKnightState, task: ResolveEffect, node: Any, events: list[Event]) -> None:
    state.push(ChooseEffect(task.player, task.origin, task.ref, task.mode, task.path, task.bonus))


def _paid(state: MageKnightState, task: ResolveEffect, node: Any, events: list[Event]) -> None:
    costs.start(state, task, node, events)


MODIFIERS = frozenset({"extra_source_dice", "terrain_cost", "enter_terrain", "sideways_value", "next_card_bonus",
                       "units_bonus", "ignore_site_fortification", "hand_limit", "mana_rule", "endless_mana", "next_unit_bonus",
                       "spent_crystals_return", "extended_adjacency", "draw_on_heal",
                       "return_to_deck", "double_physical_attacks", "move_to_attack", "influence_as_block",
                       "offer_purchase", "cast_from_offer"})  # fmt: skip
"""Rule modifiers resolved so far (the others make their effect not usable yet)."""


def _modifier(state: MageKnightState, task: ResolveEffect, node: Any, events: list[Event]) -> None:
    """Mana Draw basic: "use one extra Source die this turn" (seed 001, "魔力抽取(Mana Draw)允许我们
    额外使用资源池中的一个魔力骰子"); terrain modifiers last for their duration (movement.py reads
    them from the effect that made them)."""
    if node.id == "extra_source_dice":
        count = int(node.params.get("count", 1))
        state.turn.dice_allowed += count
        if events is not DISCARDED:
            say = msg("mk-ev-modifier", player=Seat(task.player), what=effect_msg(node))
            events.append(Event("modifier", {"player": task.player, "id": node.id}, f"+{count} Source die this turn",
                                say=say))  # fmt: skip
        return
    where = (task.origin, task.ref, task.mode, *task.path)
    state.modifiers.append(Modifier(node.id, str(node.duration), task.player, where))
    if events is not DISCARDED:
        say = msg("mk-ev-modifier", player=Seat(task.player), what=effect_msg(node))
        events.append(Event("modifier", {"player": task.player, "id": node.id}, f"{node.id} until {node.duration}",
                            say=say))  # fmt: skip


def _handler(state: MageKnightState, task: ResolveEffect, node: Any, events: list[Event]) -> None:
    handlers.start(state, task.player, node, (task.origin, task.ref, task.mode, *task.path))


def _scaled(state: MageKnightState, task: ResolveEffect, node: Any, events: list[Event]) -> None:
    """The effect once per unit of its quantity; Cold Toughness's +1 Ice Block per icon of the
    enemy it blocks is counted when the block is declared (combat.py)."""
    if node.per is fx.Quantity.BLOCKED_ENEMY_ICONS:
        record = state.combat
        assert record is not None
        block = node.effect
        record.icon_bonus[str(block.element)] = record.icon_bonus.get(str(block.element), 0) + block.amount
        return
    card = task.ref if task.origin == "card" else ""
    state.push(*(_child(task, 0, 0) for _ in range(quantity(state, task.player, node, card))))


def _end_of_turn(state: MageKnightState, task: ResolveEffect, node: Any, events: list[Event]) -> None:
    """Resolved at the end of the turn (Noble Manners' Fame, the rings' Fame per Spell cast)."""
    state.turn.deferred.append([task.origin, task.ref, task.mode, [*task.path, 0]])


RESOLVERS: dict[str, Callable[[MageKnightState, ResolveEffect, Any, list[Event]], None]] = {
    "move": _gain_points,
    "influence": _gain_points,
    "attack": _combat_points,
    "block": _combat_points,
    "heal": _heal,
    "enemy": _enemy,
    "relocate": _relocate,
    "ready_unit": _unit_effect,
    "heal_unit": _unit_effect,
    "draw": _draw,
    "fame": _fame,
    "reputation": _fame,
    "wound": _wound,
    "mana_token": _mana,
    "crystal": _mana,
    "choice": _choice,
    "all": _all,
    "conditional": _conditional,
    "optional": _optional,
    "paid": _paid,
    "roll": _random,
    "gain_card": _gain_card,
    "modifier": _modifier,
    "handler": _handler,
    "scaled": _scaled,
    "end_of_turn": _end_of_turn,
    "banner": _banner,
    "remove_wounds": _remove_wounds,
}
RESOLVED = frozenset(RESOLVERS)


# -- choices ------------------------------------------------------------------------------------
def choice_options(state: MageKnightState, task: ChooseEffect) -> list[Action]:
    node = node_at(root_effect(state, task.origin, task.ref, task.mode), task.path)
    if isinstance(node, fx.Choice):
        return [act("choose", i) for i, o in enumerate(node.options) if usable(state, task.player, o)]
    if isinstance(node, fx.OptionalEffect):
        return [act("choose", 0), act("choose", 1)]  # 0: resolve it, 1: decline
    colours = _colours(node)
    return [act("choose", i) for i in range(len(colours))]


def choose(state: MageKnightState, task: ChooseEffect, a: Action, events: list[Event]) -> None:
    node = node_at(root_effect(state, task.origin, task.ref, task.mode), task.path)
    i = int(a.args[0])
    if isinstance(node, fx.Choice):
        state.push(ResolveEffect(task.player, task.origin, task.ref, task.mode, (*task.path, i), task.bonus))
    elif isinstance(node, fx.OptionalEffect):
        if i == 0:
            state.push(
                ResolveEffect(task.player, task.origin, task.ref, task.mode, (*task.path, 0), task.bonus)
            )
    else:
        gain_mana(state, task.player, node, _colours(node)[i], events)


def handler_options(state: MageKnightState, task: HandlerStep) -> list[Action]:
    return handlers.step_options(state, task, lambda e: usable(state, task.player, e))
