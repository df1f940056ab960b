"""Why Mage Knight refuses a combat step: the phase, the targets, attacks too weak or blocked
enemies (the checks of :mod:`refusals` for combat)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.durations import active
from arena.core.text import Hex as HexRef
from arena.core.text import Ref, msg
from arena.games.mageknight import (
    combat,
    combat_targets,
)
from arena.games.mageknight import combat_math as cm
from arena.games.mageknight.actions import Action
from arena.games.mageknight.hexes import Hex, distance

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState
from arena.games.mageknight import refusals_play as rp
from arena.games.mageknight.refusalwhy import Why, hero_hex, hex_arg, why


# -- combat ---------------------------------------------------------------------------------------
def combat_step(state: MageKnightState, seat: int, a: Action) -> Why | None:
    record = state.combat
    assert record is not None
    verb = a.verb
    if verb in ("play", "skill", "activate"):
        return rp.use(state, seat, a)
    if verb == "attack":
        return attack(state, a)
    if verb == "block":
        return block(state, a)
    if verb == "challenge":
        return join(state, seat, a)
    if verb == "convert" and a.args:
        return convert(state, seat, a.args[0])
    if verb in ("move", "explore"):
        return why("move-after-action", "move-then-act")
    if verb in ("interact", "enter", "burn", "plunder", "recruit", "buy", "buy-healing"):
        return why("already-acted", "one-action")
    if verb == "rest":
        return why("rest-after-acting", "rest-or-turn")
    if verb == "borrow":
        return why("borrow-without-card", "call-to-arms")
    if verb == "announce-end":
        return why("announce-after-acting", "announce-end")
    return None


def convert(state: MageKnightState, seat: int, into: str) -> Why | None:
    """A conversion in force whose points no enemy is left to take (Arena issue 30); any other
    refusal is the wrong moment's."""
    record = state.combat
    assert record is not None
    what = msg("mk-refuse-what-convert")
    if into in ("attack", "ranged") and active(state.modifiers, "move_to_attack", seat):
        gain = msg(f"mk-refuse-gain-{into}")
        if record.phase == "ranged" and into == "ranged" and not combat_targets.attackable(state, "ranged"):
            return why(
                "no-effect-now", "ranged-phase", "mk-refuse-no-target-ranged", what=what, gains=(gain,)
            )
        if record.phase == "attack" and not combat_targets.attackable(state, combat_targets.MELEE):
            return why("no-effect-now", "attack", "mk-refuse-no-target-attack", what=what, gains=(gain,))
    blocking = into.startswith("block:") and active(state.modifiers, "influence_as_block", seat)
    if blocking and record.phase == "block" and not combat_targets.anything_to_block(state):
        gain = msg("mk-refuse-gain-block")
        return why("no-effect-now", "block", "mk-refuse-no-target-block", what=what, gains=(gain,))
    return None


def targets(state: MageKnightState, a: Action) -> tuple[list[int], Why | None]:
    record = state.combat
    assert record is not None
    group: list[int] = []
    for text in a.args:
        i = int(text)
        if not 0 <= i < len(record.enemies) or i in group:
            return group, why("no-such-enemy", "attack", n=i + 1)
        if record.enemies[i].defeated:
            return group, why("enemy-defeated", "attack", enemy=Ref("enemy", record.enemies[i].token))
        group.append(i)
    return group, None


def attack(state: MageKnightState, a: Action) -> Why | None:
    record = state.combat
    assert record is not None
    if record.phase not in ("ranged", "attack"):
        return why("attack-wrong-phase", "attack-phase", phase=Ref("phase", record.phase))
    group, problem = targets(state, a)
    if problem is not None or not group:
        return problem
    if not record.attack:
        return why("no-attack-played", "attack")
    foes = [record.enemies[i] for i in group]
    ranged = record.phase == "ranged"
    if ranged:
        for foe in foes:
            if not cm.can_target_in_ranged_phase(combat._fortifications(state, foe)):
                return why("double-fortified", "ranged-phase", enemy=Ref("enemy", foe.token))
        fortified = [f for f in foes if combat._fortifications(state, f)]
        if fortified and not any(k.startswith("siege:") and n for k, n in record.attack.items()):
            return why("fortified-needs-siege", "ranged-phase", enemy=Ref("enemy", fortified[0].token))
    resistances = frozenset(
        str(r)
        for f in foes
        for r in combat.enemy(state, f.token).resistances
        if str(r) not in f.lost_resistances
    )
    total = cm.attack_total(combat._attack_pool(record), resistances, ranged_phase=ranged,
                            fortified=any(combat._fortifications(state, f) for f in foes))  # fmt: skip
    armor = sum(combat.armor_of(state, f) for f in foes)
    if total < armor or total == 0:
        names = tuple(Ref("enemy", f.token) for f in foes)
        return why("attack-too-weak", "attack", total=total, armor=armor, enemies=names)
    return None


def block(state: MageKnightState, a: Action) -> Why | None:
    record = state.combat
    assert record is not None
    if record.phase != "block":
        return why("block-wrong-phase", "block", phase=Ref("phase", record.phase))
    group, problem = targets(state, a)
    if problem is not None or len(group) != 1:
        return problem
    foe = record.enemies[group[0]]
    name = Ref("enemy", foe.token)
    if foe.blocked:
        return why("already-blocked", "block", enemy=name)
    attacker = combat._attacker(state, foe)
    if not attacker.attacks or foe.no_attack:
        return why("nothing-to-block", "block", enemy=name)
    if not (record.block or record.icon_bonus):
        return why("no-block-played", "block")
    (attack,) = attacker.attacks
    swift = "swift" in {str(x) for x in attacker.abilities}
    needed = cm.block_needed(attack.amount, swift)
    total = cm.block_total(combat._blocks_against(record, attacker), str(attack.element))
    if total < needed:
        key = "mk-refuse-block-too-weak-swift" if swift else ""
        return why(
            "block-too-weak", "block", key, enemy=Ref("enemy", attacker.id), total=total, needed=needed
        )
    return None


def join(state: MageKnightState, seat: int, a: Action) -> Why | None:
    record = state.combat
    assert record is not None
    there = hex_arg(a)
    if any(f.at is not None and tuple(f.at) == there for f in record.enemies):
        return why("already-fighting", "challenge-join", enemy=Ref("enemy", state.enemies.get(there, "")))
    if record.phase != "ranged" or record.attack or state.turn.combat_played:
        return why("challenge-late", "challenge-join")
    return challenge(state, seat, there)


def challenge(state: MageKnightState, seat: int, there: Hex) -> Why | None:
    here = hero_hex(state, seat)
    token = state.enemies.get(there)
    if token is None:
        return why("no-enemy-there", "challenge", hex=HexRef(*there))
    if distance(here, there) != 1:
        return why("challenge-not-adjacent", "challenge", enemy=Ref("enemy", token), hex=HexRef(*there))
    return None
