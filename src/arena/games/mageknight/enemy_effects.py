"""Effects on the enemies of a combat: lower Armor, no attack, lost resistances or
fortification, destruction (Chill, Tremor, Whirlwind, Demolish, Banner of Fear...).

Research mageknight §3.3: Fire (Ice) resistance makes an enemy ignore the non-Attack/Block
effects of red (blue) cards; an enemy's Armor never drops below 1; effects last for the combat.
Targets: ``one`` (or ``up_to`` ``count``) chosen among the enemies still standing that the effect
may touch, ``all`` of them, or ``all_others`` (every enemy but the one chosen by the same card).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.mageknight import effects as fx
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.combatrecord import CombatEnemy, CombatRecord
from arena.games.mageknight.datamodel import EnemyAbility
from arena.games.mageknight.effecttext import enemy_parts
from arena.games.mageknight.effecttree import node_at, root_effect
from arena.games.mageknight.tasks import EnemyTarget, ResolveEffect

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

STOP = act("draw-up")
IGNORED_BY = {"red": "fire", "blue": "ice"}


def _colour_of(state: MageKnightState, origin: str, ref: str) -> str:
    if origin == "card":
        colour = state.game.content.cards[ref].colour
        return str(colour) if colour is not None else ""
    return ""


def targets(state: MageKnightState, node: fx.EnemyEffect, colour: str) -> list[int]:
    """The standing enemies this effect may touch now."""
    record = state.combat
    if record is None or (node.phase is not None and record.phase != node.phase):
        return []
    out = []
    for i, foe in enumerate(record.enemies):
        data = state.game.content.enemies[foe.token]
        resist = {str(r) for r in data.resistances} - set(foe.lost_resistances)
        if foe.defeated or (IGNORED_BY.get(colour) in resist):
            continue
        if node.not_if_resistant is not None and str(node.not_if_resistant) in resist:
            continue
        fortified = (
            EnemyAbility.FORTIFIED in data.abilities or foe.fortified_site
        ) and not foe.lost_fortification
        if node.only_unfortified and fortified:
            continue
        out.append(i)
    return out


def usable(state: MageKnightState, node: fx.EnemyEffect, origin: str, ref: str) -> bool:
    return bool(targets(state, node, _colour_of(state, origin, ref)))


def start(state: MageKnightState, task: ResolveEffect, node: fx.EnemyEffect, events: list[Event]) -> None:
    chosen = targets(state, node, _colour_of(state, task.origin, task.ref))
    if node.target == "blocked":  # the enemy just blocked (Exploding Shield), if still touchable
        blocked = state.combat.last_blocked if state.combat is not None else -1
        if blocked in chosen:
            affect(state, node, blocked, events)
        return
    if node.target == "all":
        for i in chosen:
            affect(state, node, i, events)
        return
    if node.target == "all_others":
        picked = state.combat.last_targets if state.combat is not None else []
        for i in chosen:
            if i not in picked:
                affect(state, node, i, events)
        return
    state.push(EnemyTarget(task.player, task.origin, task.ref, task.mode, task.path))


def settle_target(state: MageKnightState, task: EnemyTarget, events: list[Event]) -> bool:
    """Nobody left to target (every enemy resists the card's colour): the effect ends."""
    return not target_options(state, task)


def target_options(state: MageKnightState, task: EnemyTarget) -> list[Action]:
    node = node_at(root_effect(state, task.origin, task.ref, task.mode), task.path)
    assert isinstance(node, fx.EnemyEffect)
    left = [i for i in targets(state, node, _colour_of(state, task.origin, task.ref)) if i not in task.picked]
    limit = node.count if node.target == "up_to" else 1
    picks = [act("pick", i) for i in left] if len(task.picked) < limit else []
    return [STOP, *picks] if node.target == "up_to" and task.picked else picks


def pick(state: MageKnightState, task: EnemyTarget, a: Action, events: list[Event]) -> None:
    node = node_at(root_effect(state, task.origin, task.ref, task.mode), task.path)
    assert isinstance(node, fx.EnemyEffect)
    if a == STOP:
        return
    i = int(a.args[0])
    affect(state, node, i, events)
    if state.combat is not None:
        state.combat.last_targets = [*task.picked, i]
    if node.target == "up_to" and len(task.picked) + 1 < node.count:
        state.push(EnemyTarget(task.player, task.origin, task.ref, task.mode, task.path, (*task.picked, i)))


def affect(state: MageKnightState, node: fx.EnemyEffect, i: int, events: list[Event]) -> None:
    record = state.combat
    assert record is not None
    foe: CombatEnemy = record.enemies[i]
    data = state.game.content.enemies[foe.token]
    if node.destroy:
        defeat(state, record, [i], events)
        return
    fortified = EnemyAbility.FORTIFIED in data.abilities or foe.fortified_site
    armor = node.armor_fortified if (node.armor_fortified is not None and fortified) else node.armor
    armor += node.armor_per_resistance * len(data.resistances)
    foe.armor_delta += armor
    foe.no_attack = foe.no_attack or node.no_attack
    foe.lost_resistances = sorted({*foe.lost_resistances, *(str(r) for r in node.lose_resistances)})
    foe.lost_fortification = foe.lost_fortification or node.lose_fortification
    if events is not DISCARDED:
        say = msg("mk-ev-enemy-effect", enemy=Ref("enemy", foe.summoned or foe.token), what=enemy_parts(node))
        events.append(Event("enemy-effect", {"enemy": foe.token, "armor": armor, "no_attack": node.no_attack},
                            f"{foe.token} is weakened", say=say))  # fmt: skip


def defeat(state: MageKnightState, record: CombatRecord, group: list[int], events: list[Event]) -> None:
    """Enemies defeated (by an attack or destroyed by an effect): their Fame at once."""
    hero = state.heroes[record.player]
    for i in group:
        foe = record.enemies[i]
        foe.defeated = True
        data = state.game.content.enemies[foe.token]
        fame = -(-data.fame // 2) if foe.half_fame else data.fame
        hero.fame += fame
        state.turn.defeated += 1
        if events is not DISCARDED:
            say = msg("mk-ev-defeat", player=Seat(record.player), enemy=Ref("enemy", foe.token), n=fame)
            events.append(Event("defeat", {"player": record.player, "enemy": foe.token, "fame": fame},
                                f"P{record.player + 1} defeats {foe.token} (+{fame} Fame)", say=say))  # fmt: skip
    record.attack = {}
