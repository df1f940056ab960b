"""Set-up: the skill draft (seed 002, "游戏设置" step 4).

Three skill cards are dealt to each seat; each keeps one and passes the other two; each keeps
one of the two received (the other is removed); each turns one kept card face up, and both
face-up cards are revealed together.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.knockdown.actions import Action
from arena.games.knockdown.rules import with_seat
from arena.games.knockdown.tasks import (
    ChooseFaceup,
    DealSkill,
    KeepDealtSkill,
    KeepPassedSkill,
    PassSkills,
    RevealSkills,
    RoundSetup,
)

if TYPE_CHECKING:
    from arena.games.knockdown.state import KnockdownState

RULE_DRAFT = 'seed 002, "游戏设置" step 4'
DEALT = 3


def deal_weights(state: KnockdownState, task: DealSkill) -> list[tuple[Action, int]]:
    weighted = state.game.tables.deal_weighted
    return [weighted[s] for s in state.skill_pool]


def deal_actions(state: KnockdownState, task: DealSkill) -> list[Action]:
    """The outcomes of :func:`deal_weights`, in order."""
    deal = state.game.tables.deal
    return [deal[s] for s in state.skill_pool]


def deal(state: KnockdownState, task: DealSkill, a: Action, events: list[Event]) -> None:
    p = 0 if len(state.dealt[0]) < DEALT else 1
    pool = list(state.skill_pool)
    pool.remove(a.arg)
    state.skill_pool, state.dealt = pool, with_seat(state.dealt, p, [*state.dealt[p], a.arg])
    if events is not DISCARDED:
        name = state.game.skill_ids[a.arg]
        events.append(
            Event(
                "deal",
                {"player": p, "skill": name},
                f"P{p + 1} is dealt {name}",
                frozenset({p}),
                {"player": p, "say": msg("kd-ev-deal-hidden", player=Seat(p))},
                msg("kd-ev-deal", player=Seat(p), skill=Ref("skill", name)),
            )
        )
    if len(state.dealt[1]) < DEALT:
        state.push(task)
        return
    state.push(
        KeepDealtSkill(0),
        KeepDealtSkill(1),
        PassSkills(),
        KeepPassedSkill(0),
        KeepPassedSkill(1),
        ChooseFaceup(0),
        ChooseFaceup(1),
        RevealSkills(),
        RoundSetup(),
    )


def keep_dealt_options(state: KnockdownState, task: KeepDealtSkill) -> list[Action]:
    keep = state.game.tables.keep
    return [keep[s] for s in sorted(state.dealt[task.player])]


def keep_dealt(state: KnockdownState, task: KeepDealtSkill, a: Action, events: list[Event]) -> None:
    p = task.player
    dealt = list(state.dealt[p])
    dealt.remove(a.arg)
    state.dealt, state.kept = (
        with_seat(state.dealt, p, dealt),
        with_seat(state.kept, p, [*state.kept[p], a.arg]),
    )
    if events is not DISCARDED:
        events.append(_private(state, p, "keep", a.arg))


def pass_skills(state: KnockdownState, task: PassSkills, events: list[Event]) -> None:
    state.received = [state.dealt[1], state.dealt[0]]
    state.dealt = [[], []]
    for p in (0, 1):
        names = [state.game.skill_ids[s] for s in state.received[p]]
        if events is not DISCARDED:
            events.append(
                Event(
                    "passed",
                    {"to": p, "skills": names},
                    f"P{2 - p} passes {', '.join(names)}",
                    frozenset({0, 1}),
                    {"to": p, "say": msg("kd-ev-passed-hidden", player=Seat(1 - p), to=Seat(p))},
                    msg(
                        "kd-ev-passed",
                        player=Seat(1 - p),
                        to=Seat(p),
                        skills=tuple(Ref("skill", n) for n in names),
                    ),
                )
            )


def keep_passed_options(state: KnockdownState, task: KeepPassedSkill) -> list[Action]:
    keep = state.game.tables.keep
    return [keep[s] for s in sorted(state.received[task.player])]


def keep_passed(state: KnockdownState, task: KeepPassedSkill, a: Action, events: list[Event]) -> None:
    p = task.player
    state.kept = with_seat(state.kept, p, [*state.kept[p], a.arg])
    state.removed = with_seat(state.removed, p, next(s for s in state.received[p] if s != a.arg))
    if events is not DISCARDED:
        events.append(_private(state, p, "keep", a.arg))


def faceup_options(state: KnockdownState, task: ChooseFaceup) -> list[Action]:
    faceup = state.game.tables.faceup
    return [faceup[s] for s in sorted(state.kept[task.player])]


def choose_faceup(state: KnockdownState, task: ChooseFaceup, a: Action, events: list[Event]) -> None:
    p = task.player
    state.faceup = with_seat(state.faceup, p, [a.arg])
    state.facedown = with_seat(state.facedown, p, next(s for s in state.kept[p] if s != a.arg))
    if events is not DISCARDED:
        events.append(_private(state, p, "faceup", a.arg))


def reveal_skills(state: KnockdownState, task: RevealSkills, events: list[Event]) -> None:
    state.revealed = True
    names = [state.game.skill_ids[state.faceup[p][0]] for p in (0, 1)]
    if events is not DISCARDED:
        say = msg(
            "kd-ev-skills",
            one=Seat(0),
            first=Ref("skill", names[0]),
            two=Seat(1),
            second=Ref("skill", names[1]),
        )
        events.append(
            Event("skills", {"faceup": names}, f"face-up skills: P1 {names[0]}, P2 {names[1]}", say=say)
        )


def _private(state: KnockdownState, p: int, kind: str, skill: int) -> Event:
    name = state.game.skill_ids[skill]
    return Event(
        kind,
        {"player": p, "skill": name},
        f"P{p + 1} {kind} {name}",
        frozenset({p}),
        {"player": p, "say": msg(f"kd-ev-{kind}-hidden", player=Seat(p))},
        msg(f"kd-ev-{kind}", player=Seat(p), skill=Ref("skill", name)),
    )
