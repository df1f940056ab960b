"""Points spent as other points in combat, and the combat's Attack pool.

Agility (research mageknight_data §2: "Move 2; in combat this turn may spend Move points: 1 →
Atk 1" / "Move 4; in combat: 1 Move → Atk 1 and/or 2 Move → Rng 1"; decisions MK13: Move
gained in combat this turn) and Diplomacy ("Inf 2; may use Influence as Blk this turn" / "Inf 4;
choose Fire or Ice: may use Influence as Blk of that element this turn"). While such a modifier
is in force, Move (Influence) cards and sideways plays give their points in the combat phases
where the conversion applies, and ``convert attack`` / ``convert ranged`` / ``convert
block:fire`` spend them one Attack or Block point at a time (decisions MK11: "a card whose own
text names another use follows its text").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.durations import active
from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Seat, msg
from arena.games.mageknight import combat_targets
from arena.games.mageknight import effects as fx
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.effecttree import modifier_params, number

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

CONVERSIONS = {"move_to_attack": "move", "influence_as_block": "influence"}
"""Modifier id -> the points it lets combat use."""


def add_attack(state: MageKnightState, seat: int, key: str, amount: int) -> int:
    """Attack points ``range:element`` into the combat's pool; Sword of Justice's strong effect
    ("double all physical attacks played in the Attack phase this turn") doubles them in the
    Attack phase. The points added."""
    record = state.combat
    assert record is not None
    if (
        key.endswith(":physical")
        and record.phase == "attack"
        and active(state.modifiers, "double_physical_attacks", seat)
    ):
        amount *= 2
    record.attack[key] = record.attack.get(key, 0) + amount
    return amount


def _applies(state: MageKnightState, kind: str, params: dict[str, object]) -> bool:
    """Whether a conversion of ``kind`` (by the modifier's parameters) works in this phase."""
    record = state.combat
    if record is None:
        return False
    if kind == "influence_as_block":
        return combat_targets.anything_to_block(state)
    if record.phase == "ranged":
        return "ranged_cost" in params and combat_targets.attackable(state, combat_targets.RANGED)
    return combat_targets.attackable(state, combat_targets.MELEE)


def enables(state: MageKnightState, node: fx.Effect) -> set[str]:
    """The points a card's own conversion modifier (directly, or as a choice) lets it give now."""
    if isinstance(node, fx.Modifier) and node.id in CONVERSIONS:
        return {CONVERSIONS[node.id]} if _applies(state, node.id, dict(node.params)) else set()
    if isinstance(node, fx.Choice):
        return {k for option in node.options for k in enables(state, option)}
    return set()


def points_in_combat(state: MageKnightState, seat: int) -> set[str]:
    """``move`` / ``influence`` when a conversion in force makes them worth gaining now."""
    out = set()
    for kind, points in CONVERSIONS.items():
        if any(_applies(state, kind, modifier_params(state, m)) for m in active(state.modifiers, kind, seat)):
            out.add(points)
    return out


def _offers(state: MageKnightState, seat: int) -> list[tuple[Action, str, int, str]]:
    """(action, points spent, cost, pool key) for every conversion possible now."""
    record = state.combat
    if record is None:
        return []
    turn = state.turn
    out: list[tuple[Action, str, int, str]] = []
    for modifier in active(state.modifiers, "move_to_attack", seat):
        params = modifier_params(state, modifier)
        if record.phase == "attack" and "melee_cost" in params and combat_targets.attackable(state, "melee"):
            out.append((act("convert", "attack"), "move", number(params["melee_cost"]), "melee:physical"))
        if "ranged_cost" in params and combat_targets.attackable(state, "ranged"):
            out.append((act("convert", "ranged"), "move", number(params["ranged_cost"]), "ranged:physical"))
    for modifier in active(state.modifiers, "influence_as_block", seat):
        if combat_targets.anything_to_block(state):
            element = str(modifier_params(state, modifier).get("element", "physical"))
            out.append((act("convert", f"block:{element}"), "influence", 1, element))
    have = {"move": turn.move_points, "influence": turn.influence_points}
    return [o for o in out if have[o[1]] >= o[2]]


def options(state: MageKnightState, seat: int) -> list[Action]:
    return sorted({a for a, *_ in _offers(state, seat)})


def convert(state: MageKnightState, seat: int, a: Action, events: list[Event]) -> None:
    record = state.combat
    assert record is not None
    _, points, cost, key = next(o for o in _offers(state, seat) if o[0] == a)
    if points == "move":
        state.turn.move_points -= cost
        add_attack(state, seat, key, 1)
    else:
        state.turn.influence_points -= cost
        record.block[key] = record.block.get(key, 0) + 1
    if events is not DISCARDED:
        from arena.games.mageknight.effecttext import attack_name, block_name

        into = a.args[0]
        name = (attack_name("ranged" if into == "ranged" else "melee", "physical") if into in ("attack", "ranged")
                else block_name(into.partition(":")[2]))  # fmt: skip
        say = msg(
            f"mk-ev-convert-{points}", player=Seat(seat), n=cost, into=msg("mk-fx-points", what=name, n=1)
        )
        events.append(Event("convert", {"player": seat, "points": points, "into": a.args[0]},
                            f"P{seat + 1} spends {cost} {points} for {a.args[0]} 1", say=say))  # fmt: skip
