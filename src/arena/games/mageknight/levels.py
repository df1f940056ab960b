"""Levels and their rewards, at the end of the turn (research mageknight §2.3; data §10.2).

Fame thresholds 0, 3, 8, 15, 24, 35, 48, 63, 80, 99 (decisions MK3). Odd levels flip the Level
token (Armor, Hand limit, Command tokens from the level table); each even level draws two of the
hero's own Skill tokens: keep one (the other goes to the Common Skill offer) and take any
Advanced Action from the offer, or take a Skill from the Common offer (both drawn go there) and
the lowest Advanced Action. The new Advanced Action goes on top of the Deed deck; the offer is
refilled. Solo: each Skill gained reveals one of the Dummy's Skills into the Common offer.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.mageknight import bonds
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.offers import refill, take_from_offer
from arena.games.mageknight.tasks import ChooseSkill, DrawDummySkill, DrawSkills, LevelUp, TakeAdvanced

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

SKILLS_DRAWN = 2


def level_up(state: MageKnightState, task: LevelUp, events: list[Event]) -> None:
    hero = state.heroes[task.player]
    content = state.game.content
    target = content.level_for(hero.fame).level
    rewards: list[DrawSkills] = []
    for level in range(hero.level + 1, target + 1):
        if content.levels[level - 1].gain == "skill_and_advanced_action":
            rewards.append(DrawSkills(task.player, SKILLS_DRAWN, ()))
    if target > hero.level and events is not DISCARDED:
        say = msg("mk-ev-level", player=Seat(task.player), n=target)
        events.append(Event("level", {"player": task.player, "level": target},
                            f"P{task.player + 1} reaches level {target}", say=say))  # fmt: skip
    if target > hero.level:
        hero.level = target
    state.push(*rewards)


def skill_outcomes(state: MageKnightState, task: DrawSkills) -> list[tuple[Action, Fraction]]:
    pile = state.heroes[task.player].skill_pile
    return [(act("draw", f"skill:{s}"), Fraction(1, len(pile))) for s in sorted(pile)]


def settle_skills(state: MageKnightState, task: DrawSkills, events: list[Event]) -> bool:
    """No more own Skill tokens to draw: choose among those drawn (or the Common offer)."""
    pile = state.heroes[task.player].skill_pile
    if task.n > 0 and len(pile) > 1:
        return False
    drawn = task.drawn + ((pile.pop(),) if task.n > 0 and pile else ())
    state.push(ChooseSkill(task.player, drawn))
    return True


def draw_skill(state: MageKnightState, task: DrawSkills, a: Action, events: list[Event]) -> None:
    skill = a.args[0].partition(":")[2]
    state.heroes[task.player].skill_pile.remove(skill)
    drawn = (*task.drawn, skill)
    state.push(DrawSkills(task.player, task.n - 1, drawn) if task.n > 1 else ChooseSkill(task.player, drawn))


def choose_skill_options(state: MageKnightState, task: ChooseSkill) -> list[Action]:
    own = [act("pick", f"skill:{s}") for s in task.drawn]
    common = [act("pick", f"skill:{s}") for s in sorted(state.common_skills)]
    return sorted(set(own + common))


def choose_skill(state: MageKnightState, task: ChooseSkill, a: Action, events: list[Event]) -> None:
    hero = state.heroes[task.player]
    skill = a.args[0].partition(":")[2]
    own = skill in task.drawn
    if not own:
        state.common_skills.remove(skill)
    hero.skills.append(skill)
    state.common_skills += [s for s in task.drawn if s != skill]
    if events is not DISCARDED:
        say = msg("mk-ev-gain-skill", player=Seat(task.player), skill=Ref("skill", skill))
        events.append(Event("skill", {"player": task.player, "skill": skill}, f"P{task.player + 1} gains {skill}",
                            say=say))  # fmt: skip
    tail = [DrawDummySkill()] if state.dummy is not None and state.dummy.skill_pile else []
    state.push(*bonds.gained(state, skill), TakeAdvanced(task.player, any_card=own), *tail)


def advanced_options(state: MageKnightState, task: TakeAdvanced) -> list[Action]:
    offer = state.offers["advanced"]
    if not offer:
        return []
    return [act("pick", c) for c in (sorted(set(offer)) if task.any_card else offer[:1])]


def settle_advanced(state: MageKnightState, task: TakeAdvanced, events: list[Event]) -> bool:
    """An empty Advanced Action offer (its deck spent) gives none: said, not skipped silently."""
    if state.offers["advanced"]:
        return False
    if events is not DISCARDED:
        say = msg("mk-ev-no-advanced", player=Seat(task.player), offer=Ref("offer", "advanced"))
        events.append(Event("advanced", {"player": task.player, "card": None},
                            f"P{task.player + 1} takes no Advanced Action: the offer is empty", say=say))  # fmt: skip
    return True


def take_advanced(state: MageKnightState, task: TakeAdvanced, a: Action, events: list[Event]) -> None:
    card = a.args[0]
    take_from_offer(state, "advanced", card)
    state.heroes[task.player].deck.top.insert(0, card)
    if events is not DISCARDED:
        say = msg("mk-ev-gain-advanced", player=Seat(task.player), card=Ref("card", card))
        events.append(Event("advanced", {"player": task.player, "card": card}, f"P{task.player + 1} takes {card}",
                            say=say))  # fmt: skip
    state.push(refill("advanced"))


def dummy_skill_outcomes(state: MageKnightState, task: DrawDummySkill) -> list[tuple[Action, Fraction]]:
    assert state.dummy is not None
    pile = state.dummy.skill_pile
    return [(act("draw", f"skill:{s}"), Fraction(1, len(pile))) for s in sorted(pile)]


def dummy_skill(state: MageKnightState, task: DrawDummySkill, a: Action, events: list[Event]) -> None:
    assert state.dummy is not None
    skill = a.args[0].partition(":")[2]
    state.dummy.skill_pile.remove(skill)
    state.common_skills.append(skill)
    if events is not DISCARDED:
        events.append(Event("dummy-skill", {"skill": skill}, f"the Dummy's {skill} joins the Common Skill offer",
                            say=msg("mk-ev-dummy-skill", skill=Ref("skill", skill))))  # fmt: skip
