"""Adventure sites: monster dens, spawning grounds, dungeons and tombs (the turn's action).

Research mageknight §4.5, data §10.1: entering one is an action; its enemies are drawn when a
hero first enters (a monster den: 1 brown, spawning grounds: 2 brown, a dungeon: 1 brown, a
tomb: 1 red); a dungeon or tomb combat is fought under Night rules and without Units (MK7);
winning puts the hero's Shield there and gives the site's reward at the end of the turn; losing
leaves the undefeated enemies face up for the next visitor (monster dens, spawning grounds: no
replacement token, MK13) or discards them (dungeons, tombs). A conquered dungeon or tomb may be
entered again, for Fame only.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from arena.core.events import Event
from arena.games.mageknight import movement
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.combatrecord import CombatEnemy, CombatRecord
from arena.games.mageknight.hexes import Hex
from arena.games.mageknight.sitemodel import Site
from arena.games.mageknight.tasks import BeginSiteCombat, Combat, DrawSiteEnemy

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

ENTER = act("enter")
ADVENTURES = frozenset({"monster_den", "spawning_grounds", "dungeon", "tomb"})


def _site(state: MageKnightState, h: Hex) -> Site | None:
    data = movement.hex_data(state, h)
    if data is None or data.site is None or str(data.site) not in ADVENTURES:
        return None
    return state.game.content.sites[str(data.site)]


def enter_options(state: MageKnightState, seat: int) -> list[Action]:
    here = state.heroes[seat].position
    if here is None or state.turn.acted or state.turn.rested or _site(state, here) is None:
        return []
    site = _site(state, here)
    assert site is not None
    if state.shields.get(here) and not site.reassault_fame_only:
        return []  # a conquered den or spawning grounds holds nothing more
    return [ENTER]


def enter(state: MageKnightState, seat: int, events: list[Event]) -> None:
    here = state.heroes[seat].position
    assert here is not None
    site = _site(state, here)
    assert site is not None
    state.turn.acted, state.turn.move_points = True, 0
    waiting = state.site_enemies.get(here, [])
    draws = [DrawSiteEnemy(seat, str(c), *here) for c in site.enemies_on_enter[len(waiting) :]]
    fame_only = bool(state.shields.get(here))
    events.append(Event("enter", {"player": seat, "site": site.id}, f"P{seat + 1} enters the {site.id}"))
    state.push(*draws, BeginSiteCombat(seat, here[0], here[1], fame_only))


def draw_outcomes(state: MageKnightState, task: DrawSiteEnemy) -> list[tuple[Action, Fraction]]:
    pile = state.enemy_pile(task.colour)
    return [(act("enemy", e), Fraction(pile.count(e), len(pile))) for e in sorted(set(pile))]


def draw(state: MageKnightState, task: DrawSiteEnemy, a: Action, events: list[Event]) -> None:
    state.enemy_pile(task.colour).remove(a.args[0])
    state.site_enemies.setdefault((task.q, task.r), []).append(a.args[0])
    events.append(
        Event("enemy", {"enemy": a.args[0], "hex": [task.q, task.r]}, f"{a.args[0]} guards the site")
    )


def begin_combat(state: MageKnightState, task: BeginSiteCombat, events: list[Event]) -> None:
    here = (task.q, task.r)
    site = _site(state, here)
    assert site is not None
    foes = [CombatEnemy(token, None) for token in state.site_enemies.pop(here, [])]
    state.combat = CombatRecord(task.player, foes, site=[task.q, task.r], night_rules=site.night_rules,
                                units_allowed=site.units_allowed, fame_only=task.fame_only)  # fmt: skip
    names = ", ".join(f.token for f in foes)
    events.append(Event("combat", {"player": task.player, "enemies": [f.token for f in foes]},
                        f"P{task.player + 1} fights {names} at the {site.id}"))  # fmt: skip
    state.push(Combat(task.player))


def after_combat(state: MageKnightState, record: CombatRecord, events: list[Event]) -> None:
    """Shield and reward when every enemy fell; else the undefeated stay or are discarded."""
    assert record.site is not None
    here = (record.site[0], record.site[1])
    site = _site(state, here)
    assert site is not None
    standing = [f.token for f in record.enemies if not f.defeated]
    if standing:
        if site.undefeated == "stay":
            state.site_enemies[here] = standing
        else:
            for token in standing:
                state.enemy_discard(str(state.game.content.enemies[token].colour)).append(token)
        return
    if record.fame_only:
        return
    state.shields.setdefault(here, []).append(record.player)
    if site.reward is not None:
        state.heroes[record.player].rewards.append(site.id)
    events.append(Event("conquered", {"player": record.player, "site": site.id},
                        f"P{record.player + 1} conquers the {site.id}"))  # fmt: skip
