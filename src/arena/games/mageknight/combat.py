"""Combat with rampaging enemies: provoked or challenged, fought in four phases.

Seed 001, "狂暴(Rampaging)敌人": moving between two spaces adjacent to the same rampaging enemy
provokes it — the move ends and combat is forced; research mageknight §1.8 (challenging adjacent
rampaging enemies as the turn's action; Reputation +1 per orc, +2 per draconum defeated),
§3.2–§3.5 (the phases, elements, abilities, wounds and knock-out), decisions MK12.

Notation inside a combat: ``attack 0 2`` (attack enemies 0 and 2 together with the attack
points played), ``block 1`` (block enemy 1's attack with the block points played), ``challenge
q r`` (add another adjacent rampaging enemy before anything is played), ``next`` (end the phase).
Only attacks and blocks that succeed are offered: a failed one would spend the points for
nothing (no partial damage, research §3.2); nor is a card, Skill, Unit, sideways play or
conversion whose points no enemy is left to take (combat_targets.py, Arena issue 30).
"""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations
from typing import TYPE_CHECKING, Any

from arena.core.durations import expire
from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.mageknight import banners, combat_targets, conversions, enemy_effects, fortified, sites
from arena.games.mageknight import combat_math as cm
from arena.games.mageknight import effects as fx
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.cards import play, play_options, skill_options, use_skill
from arena.games.mageknight.combatrecord import CombatEnemy, CombatRecord
from arena.games.mageknight.datamodel import Enemy, EnemyAbility
from arena.games.mageknight.effecttree import node_at, root_effect
from arena.games.mageknight.healing import discard_non_wounds, take_wounds
from arena.games.mageknight.heroes import WOUND
from arena.games.mageknight.hexes import Hex, adjacent
from arena.games.mageknight.tasks import (
    AssignDamage,
    Combat,
    CombatDamage,
    DiscardSummoned,
    DrawSummon,
    EndCombat,
    ResolveEffect,
)
from arena.games.mageknight.units import activate, activation_options, assignable, take_damage

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

RULE_COMBAT = 'research mageknight §3.2 "Phases"'
NEXT = act("next")
REPUTATION_FOR = {"green": 1, "red": 2}
"""Reputation for defeating rampaging orcs (green) and draconum (red) (research §1.8)."""


def enemy(state: MageKnightState, token: str) -> Enemy:
    return state.game.content.enemies[token]


def begin(state: MageKnightState, seat: int, hexes: list[Hex], events: list[Event]) -> None:
    """Start the turn's combat against the rampaging enemies on ``hexes``."""
    foes = [CombatEnemy(state.enemies[h], list(h), rampaging=True) for h in hexes]
    state.combat = CombatRecord(seat, foes)
    state.turn.acted = True
    state.turn.move_points = 0
    if events is not DISCARDED:
        names = ", ".join(f.token for f in foes)
        say = msg("mk-ev-combat", player=Seat(seat), enemies=tuple(Ref("enemy", f.token) for f in foes))
        events.append(Event("combat", {"player": seat, "enemies": [f.token for f in foes]},
                            f"P{seat + 1} fights {names}", say=say))  # fmt: skip
    state.push(Combat(seat))


def challenge_options(state: MageKnightState, seat: int) -> list[Action]:
    """Rampaging enemies adjacent to the hero that are not yet in the combat."""
    here = state.heroes[seat].position
    if here is None:
        return []
    fighting = {tuple(e.at) for e in state.combat.enemies if e.at} if state.combat else set()
    return [act("challenge", *h) for h in sorted(state.enemies) if adjacent(h, here) and h not in fighting]


# -- the phase decisions ------------------------------------------------------------------------
def _abilities(state: MageKnightState, foe: CombatEnemy) -> set[str]:
    return {str(a) for a in enemy(state, foe.token).abilities}


def _fortifications(state: MageKnightState, foe: CombatEnemy) -> int:
    return combat_targets.fortifications(state, foe)


def armor_of(state: MageKnightState, foe: CombatEnemy) -> int:
    """Armor after the effects on it, never below 1 (research §3.3)."""
    return max(1, enemy(state, foe.token).armor + foe.armor_delta)


def _attack_pool(record: CombatRecord) -> dict[tuple[str, str], int]:
    out: dict[tuple[str, str], int] = {}
    for key, n in record.attack.items():
        kind, _, element = key.partition(":")
        out[(kind, element)] = n
    return out


def _attack_against(state: MageKnightState, record: CombatRecord, group: tuple[int, ...]) -> int:
    """The Attack points played that count against the enemies ``group`` together, after their
    resistances and fortification in this phase (0: the group cannot be attacked now)."""
    foes = [record.enemies[i] for i in group]
    ranged = record.phase == "ranged"
    if ranged and any(not cm.can_target_in_ranged_phase(_fortifications(state, f)) for f in foes):
        return 0
    resistances = frozenset(
        str(r) for f in foes for r in enemy(state, f.token).resistances if str(r) not in f.lost_resistances
    )
    fortified = any(_fortifications(state, f) for f in foes)
    return cm.attack_total(_attack_pool(record), resistances, ranged_phase=ranged, fortified=fortified)


def _attack_succeeds(state: MageKnightState, record: CombatRecord, group: tuple[int, ...]) -> bool:
    total = _attack_against(state, record, group)
    return total > 0 and cm.defeats(total, (armor_of(state, record.enemies[i]) for i in group))


def _attacker(state: MageKnightState, foe: CombatEnemy) -> Enemy:
    """Who attacks for ``foe`` in the Block and Damage phases (its summoned token, if any)."""
    return combat_targets.attacker(state, foe)


def _block_against(record: CombatRecord, attacker: Enemy) -> tuple[int, int]:
    """The Block ``attacker``'s attack needs (Swift doubles it) and what the Block points played
    count against it (efficiency by element, Cold Toughness, the points exempt from Swift)."""
    if not attacker.attacks:
        return 0, 0
    (attack,) = attacker.attacks
    needed = cm.block_needed(attack.amount, EnemyAbility.SWIFT in attacker.abilities)
    return needed, cm.block_total(_blocks_against(record, attacker), str(attack.element))


def _block_succeeds(state: MageKnightState, record: CombatRecord, foe: CombatEnemy) -> bool:
    if not combat_targets.blockable(state, foe) or not (record.block or record.icon_bonus):
        return False
    needed, have = _block_against(record, _attacker(state, foe))
    return have >= needed


def _verdict(state: MageKnightState, record: CombatRecord, i: int, foe: CombatEnemy) -> dict[str, int]:
    """The combat calculator's numbers for enemy ``i`` with the points played so far: the Block
    its attack needs and the Block that counts, the Armour to beat and the Attack that counts
    against it alone in this phase, the damage its attack deals unblocked (Brutal doubles it)
    and the Wounds that is to the hero (one per Armour point, rounded up)."""
    attacker = _attacker(state, foe)
    needed, have = _block_against(record, attacker)
    brutal = EnemyAbility.BRUTAL in attacker.abilities
    damage = sum(cm.damage_dealt(a.amount, brutal) for a in attacker.attacks)
    return {
        "block_needed": needed,
        "block_have": have,
        "attack_needed": armor_of(state, foe),
        "attack_have": 0 if foe.defeated else _attack_against(state, record, (i,)),
        "damage_if_unblocked": damage,
        "wounds_to_hero": cm.hero_wounds(damage, state.game.armor(state, record.player)),
    }


def panel(state: MageKnightState) -> dict[str, Any] | None:
    """The combat as everyone sees it, with the calculator's answers for the points played so
    far: which enemy the Attack (alone) would defeat, whose attack the Block would stop, and
    the numbers behind those answers (``_verdict``) with the hero's Armour.

    A summoned token stands in for its summoner in the Block and damage phases (§3.4): its
    row then shows the summoned enemy's own Armour, abilities and resistances (the summoner's
    Armour is kept in ``summoner_armor``). ``phase`` is ``damage`` while damage is assigned."""
    record = state.combat
    if record is None:
        return None
    foes = []
    for i, foe in enumerate(record.enemies):
        attacker = _attacker(state, foe)
        standing = foe.summoned and not foe.defeated
        shown = attacker if standing else enemy(state, foe.token)
        lost = () if standing else foe.lost_resistances
        foes.append({
            "token": foe.token,
            "summoned": foe.summoned or None,
            "armor": attacker.armor if standing else armor_of(state, foe),
            "summoner_armor": armor_of(state, foe) if standing else None,
            "attacks": [{"amount": a.amount, "element": str(a.element)} for a in attacker.attacks],
            "abilities": sorted(str(a) for a in shown.abilities),
            "resistances": sorted(str(r) for r in shown.resistances if str(r) not in lost),
            "fortified": bool(_fortifications(state, foe)),
            "defeated": foe.defeated,
            "blocked": foe.blocked,
            "no_attack": foe.no_attack,
            "attack_defeats": not foe.defeated and record.phase in ("ranged", "attack")
            and bool(record.attack) and _attack_succeeds(state, record, (i,)),
            "block_stops": record.phase == "block" and not (foe.defeated or foe.blocked)
            and _block_succeeds(state, record, foe),
            **_verdict(state, record, i, foe),
        })  # fmt: skip
    assigning = any(isinstance(t, AssignDamage | CombatDamage) for t in state.stack)
    return {
        "player": record.player,
        "phase": "damage" if assigning else record.phase,
        "enemies": foes,
        "attack": dict(sorted(record.attack.items())),
        "block": dict(sorted(record.block.items())),
        "wounds": record.wounds,
        "units_allowed": record.units_allowed,
        "hero_armor": state.game.armor(state, record.player),
    }


def icons(foe: Enemy) -> int:
    """Cold Toughness counts the blocked enemy's special abilities, its attack's colour (Fire or
    Ice 1, Cold Fire 2, physical 0) and its resistances (research mageknight §2.2)."""
    colour = {"physical": 0, "fire": 1, "ice": 1, "cold_fire": 2}
    return len(foe.abilities) + sum(colour[str(a.element)] for a in foe.attacks) + len(foe.resistances)


def _blocks_against(record: CombatRecord, attacker: Enemy) -> dict[str, int]:
    """The Block points gathered as they count against ``attacker``: Cold Toughness's per icon of
    it; against a Swift enemy, the points that count twice against Swift (Utem Guardsmen) added
    once more — Swift's doubling does not apply to them (research mageknight_data §7.1)."""
    blocks = dict(record.block)
    for element, per_icon in record.icon_bonus.items():
        blocks[element] = blocks.get(element, 0) + per_icon * icons(attacker)
    if EnemyAbility.SWIFT in attacker.abilities:
        for element, n in record.swift_block.items():
            blocks[element] = blocks.get(element, 0) + n
    return blocks


def combat_options(state: MageKnightState, task: Combat) -> list[Action]:
    record = state.combat
    assert record is not None
    out = play_options(state, task.player) + skill_options(state, task.player)
    out += activation_options(state, task.player) + conversions.options(state, task.player)
    out += banners.options(state, task.player)
    alive = [i for i, f in enumerate(record.enemies) if not f.defeated]
    if record.phase in ("ranged", "attack") and record.attack:
        for size in range(1, len(alive) + 1):
            out += [
                act("attack", *g) for g in combinations(alive, size) if _attack_succeeds(state, record, g)
            ]
    if record.phase == "block":
        out += [act("block", i) for i in alive if not record.enemies[i].blocked and
                _block_succeeds(state, record, record.enemies[i])]  # fmt: skip
    if record.phase == "ranged" and not record.attack and not state.turn.combat_played:
        out += challenge_options(state, task.player)
    return [*out, NEXT]


def fight(state: MageKnightState, task: Combat, a: Action, events: list[Event]) -> None:
    record = state.combat
    assert record is not None
    seat = task.player
    if a == NEXT:
        _next_phase(state, record, events)
        return
    state.push(task)
    if a.verb == "play":
        state.turn.combat_played = True
        record.cards_played += 1
        play(state, seat, a, events)
    elif a.verb == "skill":
        state.turn.combat_played = True
        use_skill(state, seat, a, events)
    elif a.verb == "activate":
        state.turn.combat_played = True
        activate(state, seat, a, events)
    elif a.verb == "banner":
        state.turn.combat_played = True
        banners.use(state, seat, a, events)
    elif a.verb == "convert":
        conversions.convert(state, seat, a, events)
    elif a.verb == "attack":
        enemy_effects.defeat(state, record, [int(x) for x in a.args], events)
    elif a.verb == "block":
        foe = record.enemies[int(a.args[0])]
        foe.blocked = True
        record.block, record.icon_bonus, record.swift_block = {}, {}, {}
        record.last_blocked = int(a.args[0])
        if events is not DISCARDED:
            say = msg("mk-ev-block", player=Seat(seat), enemy=Ref("enemy", foe.summoned or foe.token))
            events.append(Event("block", {"player": seat, "enemy": foe.token}, f"P{seat + 1} blocks {foe.token}",
                                say=say))  # fmt: skip
        _block_succeeded(state, record)
    elif a.verb == "challenge":
        h = (int(a.args[0]), int(a.args[1]))
        record.enemies.append(CombatEnemy(state.enemies[h], list(h), rampaging=True))
        if events is not DISCARDED:
            say = msg("mk-ev-challenge", player=Seat(seat), enemy=Ref("enemy", state.enemies[h]))
            events.append(Event("challenge", {"player": seat, "enemy": state.enemies[h]}, f"P{seat + 1} challenges",
                                say=say))  # fmt: skip


def _block_succeeded(state: MageKnightState, record: CombatRecord) -> None:
    """The effects waiting on this block (Burning Shield's): an effect on the blocked enemy at
    once, an Attack kept for the Attack phase."""
    now = []
    for origin, ref, mode, *path in record.on_block:
        effect = node_at(root_effect(state, origin, ref, mode), tuple(path))
        if isinstance(effect, fx.EnemyEffect):
            now.append(ResolveEffect(record.player, origin, ref, mode, tuple(path)))
        else:
            record.after_block.append([origin, ref, mode, *path])
    record.on_block = []
    state.push(*now)


def _next_phase(state: MageKnightState, record: CombatRecord, events: list[Event]) -> None:
    record.attack, record.block, record.icon_bonus, record.on_block = {}, {}, {}, []
    record.swift_block = {}
    if record.phase == "ranged":
        record.phase = "block"
        summons = [DrawSummon(record.player, i) for i, f in enumerate(record.enemies)
                   if not f.defeated and enemy(state, f.token).summon is not None]  # fmt: skip
        state.push(*summons, Combat(record.player))
    elif record.phase == "block":
        record.phase = "damage"
        state.push(CombatDamage(record.player), Combat(record.player))
    else:
        state.push(EndCombat(record.player))


# -- summoning -------------------------------------------------------------------------------------
def summon_outcomes(state: MageKnightState, task: DrawSummon) -> list[tuple[Action, Fraction]]:
    assert state.combat is not None
    colour = str(enemy(state, state.combat.enemies[task.enemy].token).summon)
    pile = state.enemy_pile(colour)
    return [(act("enemy", e), Fraction(pile.count(e), len(pile))) for e in sorted(set(pile))]


def summon(state: MageKnightState, task: DrawSummon, a: Action, events: list[Event]) -> None:
    assert state.combat is not None
    foe = state.combat.enemies[task.enemy]
    colour = str(enemy(state, foe.token).summon)
    state.enemy_pile(colour).remove(a.args[0])
    foe.summoned = a.args[0]
    if events is not DISCARDED:
        say = msg("mk-ev-summon", enemy=Ref("enemy", foe.token), summoned=Ref("enemy", a.args[0]))
        events.append(Event("summon", {"enemy": foe.token, "summoned": a.args[0]}, f"{foe.token} summons {a.args[0]}",
                            say=say))  # fmt: skip


# -- damage (research §3.2 phase 3, §3.4, §3.5) ------------------------------------------------
def deal_damage(state: MageKnightState, task: CombatDamage, events: list[Event]) -> None:
    """Every unblocked enemy attack is assigned, one at a time (Units first if wanted), then the
    summoned tokens are discarded (§3.4)."""
    record = state.combat
    assert record is not None
    record.phase = "attack"
    assigns: list[AssignDamage] = []
    for i, foe in enumerate(record.enemies):
        attacker = _attacker(state, foe)
        if foe.defeated or foe.blocked or foe.no_attack:
            continue
        brutal = EnemyAbility.BRUTAL in attacker.abilities
        assigns += [AssignDamage(record.player, i, j, cm.damage_dealt(a.amount, brutal))
                    for j, a in enumerate(attacker.attacks)]  # fmt: skip
    kept = [ResolveEffect(record.player, o, r, m, tuple(p)) for o, r, m, *p in record.after_block]
    record.after_block = []
    state.push(*assigns, DiscardSummoned(record.player), *kept)


def discard_summoned(state: MageKnightState, task: DiscardSummoned, events: list[Event]) -> None:
    assert state.combat is not None
    for foe in state.combat.enemies:
        if foe.summoned:
            state.enemy_discard(str(enemy(state, foe.token).summon)).append(foe.summoned)
            foe.summoned = ""


def assign_options(state: MageKnightState, task: AssignDamage) -> list[Action]:
    return [act("assign", "hero"), *(act("assign", slot) for slot in assignable(state, task.player))]


def settle_assign(state: MageKnightState, task: AssignDamage, events: list[Event]) -> bool:
    """Without a Unit that can take it, the hero takes the damage."""
    if assignable(state, task.player):
        return False
    assign(state, task, act("assign", "hero"), events)
    return True


def assign(state: MageKnightState, task: AssignDamage, a: Action, events: list[Event]) -> None:
    record = state.combat
    assert record is not None
    attacker = _attacker(state, record.enemies[task.enemy])
    attack = attacker.attacks[task.attack]
    abilities = {str(x) for x in attacker.abilities}
    if a.args[0] != "hero":
        left = take_damage(
            state, task.player, int(a.args[0]), task.damage, str(attack.element), abilities, events
        )
        if left:
            state.push(AssignDamage(task.player, task.enemy, task.attack, left))
        return
    hero = state.heroes[task.player]
    wounds = cm.hero_wounds(task.damage, state.game.armor(state, task.player))
    if "poison" in abilities:
        hero.discard += [WOUND] * wounds
    if events is not DISCARDED:
        say = msg("mk-ev-damage", player=Seat(task.player), enemy=Ref("enemy", attacker.id), n=task.damage,
                  wounds=wounds, poison=int("poison" in abilities))  # fmt: skip
        events.append(Event("wounds", {"player": task.player, "enemy": attacker.id, "wounds": wounds},
                            f"{attacker.id} deals {task.damage}: P{task.player + 1} takes {wounds} Wounds", say=say))  # fmt: skip
    knocked_out = take_wounds(state, task.player, wounds, events)  # the knock-out counted there
    if wounds and "paralyze" in abilities and not knocked_out:
        discard_non_wounds(state, task.player, events)


def end_combat(state: MageKnightState, task: EndCombat, events: list[Event]) -> None:
    record = state.combat
    assert record is not None
    hero = state.heroes[record.player]
    for foe in record.enemies:
        if not foe.defeated:
            continue
        if foe.at is not None:
            state.enemies.pop((foe.at[0], foe.at[1]), None)
        colour = str(enemy(state, foe.token).colour)
        state.enemy_discard(colour).append(foe.token)
        if foe.rampaging and colour in REPUTATION_FOR:
            hero.reputation = min(7, hero.reputation + REPUTATION_FOR[colour])
    state.modifiers = expire(state.modifiers, "combat")
    if record.retreat is not None:
        fortified.after_assault(state, record, events)
    elif record.site is not None:
        sites.after_combat(state, record, events)
    state.combat = None
    for unit in hero.units:
        unit.absorbed = False
    if events is not DISCARDED:
        events.append(Event("combat-end", {"player": record.player}, "the combat ends",
                            say=msg("mk-ev-combat-end", player=Seat(record.player))))  # fmt: skip
