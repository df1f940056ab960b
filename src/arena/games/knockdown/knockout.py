"""Knockout checks: the offer after an attack with the knockout symbol, and the 3d6 roll.

Seed 002, "攻击流程" step 3, "击倒检定：骰子变体" (KD3).
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from arena.core.chance import to_weights
from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Seat, msg
from arena.games.knockdown import rules
from arena.games.knockdown.actions import KNOCKOUT, ROLL_MIN, SPARE, Action, Kind
from arena.games.knockdown.datamodel import SkillKind
from arena.games.knockdown.rounds import end_round
from arena.games.knockdown.tasks import KnockoutOffer, KnockoutRoll, KnockoutSymbol

if TYPE_CHECKING:
    from arena.games.knockdown.state import KnockdownState


def knockout_symbol(state: KnockdownState, task: KnockoutSymbol, events: list[Event]) -> None:
    """An attack with the knockout symbol lets its attacker force a knockout check."""
    ctx = state.attacks[-1]
    if state.attack_of(ctx).knockout:
        state.push(KnockoutOffer(ctx.by))


def offer_options(state: KnockdownState, task: KnockoutOffer) -> list[Action]:
    return [KNOCKOUT, SPARE]  # in order


def decide_offer(state: KnockdownState, task: KnockoutOffer, a: Action, events: list[Event]) -> None:
    p = task.player
    if a.kind == Kind.KNOCKOUT:
        if events is not DISCARDED:
            events.append(
                Event(
                    "knockout-check",
                    {"player": 1 - p},
                    f"P{p + 1} forces a knockout check on P{2 - p}",
                    say=msg("kd-ev-knockout-check", player=Seat(p), other=Seat(1 - p)),
                )
            )
        state.push(KnockoutRoll(1 - p, p))


ROLLS = tuple((Action(Kind.ROLL, total - ROLL_MIN), p) for total, p in rules.roll_distribution())
ROLL_WEIGHTS = tuple(to_weights(ROLLS))


def roll_outcomes(state: KnockdownState, task: KnockoutRoll) -> list[tuple[Action, Fraction]]:
    return list(ROLLS)


def roll_actions(state: KnockdownState, task: KnockoutRoll) -> list[Action]:
    return [a for a, _ in ROLLS]


def roll_weights(state: KnockdownState, task: KnockoutRoll) -> list[tuple[Action, int]]:
    """:func:`roll_outcomes` as integer weights (out of 216)."""
    return list(ROLL_WEIGHTS)


def knockout_check(state: KnockdownState, task: KnockoutRoll, a: Action, events: list[Event]) -> None:
    """3d6 (plus Steady, minus the attacker's Crush) at least the cubes passes and halves the
    light cubes (rounded down, removed) then the board's knockout effect; else knocked out."""
    d, by = task.player, task.by
    roll = a.arg + ROLL_MIN
    total = roll + rules.skill_total(state.active_skills(d), SkillKind.STEADY)
    total -= rules.skill_total(state.active_skills(by), SkillKind.CRUSH)
    cubes = state.heavy[d] + state.light[d]
    data = {"player": d, "roll": roll, "total": total, "cubes": cubes}
    if total >= cubes:
        state.light[d] -= state.light[d] // 2
        if events is not DISCARDED:
            events.append(
                Event(
                    "check-passed",
                    data,
                    f"P{d + 1} rolls {roll} (total {total}) against {cubes} cubes: passes",
                    say=msg("kd-ev-check-passed", player=Seat(d), roll=roll, total=total, cubes=cubes),
                )
            )
        state.stack += state.game.tables.knockout_effects[d]
        return
    if events is not DISCARDED:
        events.append(
            Event(
                "check-failed",
                data,
                f"P{d + 1} rolls {roll} (total {total}) against {cubes} cubes: knocked out",
                say=msg(
                    "kd-ev-check-failed", player=Seat(d), roll=roll, total=total, cubes=cubes, other=Seat(by)
                ),
            )
        )
    end_round(state, by, events)
