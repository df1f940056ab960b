"""Keeps and mage towers: their face-down defenders, assaults, conquest (research mageknight
§1.7, §4.5, data §10.1).

A keep (grey token) or mage tower (violet token) is revealed with its defender face down; by Day
the token is turned face up when a hero stands next to it. Entering the space of one not yet
conquered ends the movement: an assault (Reputation −1 whatever the result) against its
defenders, fortified by the site. Win: the hero's Shield, the site's reward (a Spell for a mage
tower) at the end of the turn, and the hero stays there; fail: the undefeated defenders stay and
the hero withdraws to the space the assault came from. A conquered keep's owner recruits there
and has Hand limit +1 per owned keep when ending a turn on or next to one; a conquered mage
tower recruits and sells Spells (7 Influence and a mana of the Spell's colour).
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from arena.core.durations import active
from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Hex as At
from arena.core.text import Ref, Seat, msg
from arena.games.mageknight import movement
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.combatrecord import CombatEnemy, CombatRecord
from arena.games.mageknight.effecttree import modifier_params
from arena.games.mageknight.hexes import Hex, adjacent
from arena.games.mageknight.sitetasks import BeginAssault, DrawGarrison
from arena.games.mageknight.tasks import Combat
from arena.games.mageknight.tiles import Site

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

FORTIFIED = frozenset({Site.KEEP, Site.MAGE_TOWER})


def flips_near(state: MageKnightState, h: Hex) -> list[DrawGarrison]:
    """By Day, the face-down defenders next to a hero turn face up."""
    as_day = any(modifier_params(state, m).get("reveal_as_day") for m in active(state.modifiers, "mana_rule"))
    if state.night and not as_day:  # Amulet of the Sun: revealed as by Day
        return []
    return [DrawGarrison(c, *g) for g, c in sorted(state.garrisons.items()) if c != RUINS and adjacent(g, h)]


RUINS = "yellow"


def garrison_outcomes(state: MageKnightState, task: DrawGarrison) -> list[tuple[Action, Fraction]]:
    if task.colour == RUINS:
        return [(act("enemy", t), p) for t, p in state.decks["ruins"].draw_outcomes()]
    pile = state.enemy_pile(task.colour)
    return [(act("enemy", e), Fraction(pile.count(e), len(pile))) for e in sorted(set(pile))]


def settle_garrison(state: MageKnightState, task: DrawGarrison, events: list[Event]) -> bool:
    """Already turned face up (two reasons to flip the same token)."""
    return (task.q, task.r) not in state.garrisons


def reveal_garrison(state: MageKnightState, task: DrawGarrison, a: Action, events: list[Event]) -> None:
    h = (task.q, task.r)
    state.garrisons.pop(h)
    if task.colour == RUINS:
        state.decks["ruins"].take(a.args[0])
        state.ruins[h] = a.args[0]
        if events is not DISCARDED:
            say = msg("mk-ev-ruins", ruins=Ref("ruins", a.args[0]), hex=At(task.q, task.r))
            events.append(Event("ruins", {"token": a.args[0], "hex": [task.q, task.r]}, f"the ruins show {a.args[0]}",
                                say=say))  # fmt: skip
        return
    state.enemy_pile(task.colour).remove(a.args[0])
    state.site_enemies[h] = [a.args[0]]
    if events is not DISCARDED:
        say = msg("mk-ev-garrison", enemy=Ref("enemy", a.args[0]), hex=At(task.q, task.r))
        events.append(Event("garrison", {"enemy": a.args[0], "hex": [task.q, task.r]}, f"{a.args[0]} defends the site",
                            say=say))  # fmt: skip


def fortified_site(state: MageKnightState, h: Hex) -> Site | None:
    data = movement.hex_data(state, h)
    return data.site if data is not None and data.site in FORTIFIED else None


def rival_keep(state: MageKnightState, h: Hex, seat: int) -> bool:
    """A keep another player owns (data §10.1: "Another player's keep (owner not there)")."""
    owners = state.shields.get(h)
    if not owners or seat in owners or fortified_site(state, h) is not Site.KEEP:
        return False
    return all(state.heroes[o].position != h for o in owners)


def is_assault(state: MageKnightState, h: Hex, seat: int) -> bool:
    """Entering an unconquered keep or mage tower, or another player's keep, is an assault."""
    site = fortified_site(state, h)
    return site is not None and (not state.shields.get(h) or rival_keep(state, h, seat))


def assault(state: MageKnightState, seat: int, there: Hex, here: Hex, events: list[Event]) -> None:
    site = fortified_site(state, there)
    assert site is not None
    hero = state.heroes[seat]
    data = state.game.content.sites[str(site)]
    hero.reputation = max(-7, hero.reputation + data.assault_reputation)
    state.turn.acted, state.turn.move_points = True, 0
    if events is not DISCARDED:
        say = msg(
            "mk-ev-assault", player=Seat(seat), site=Ref("site", str(site)), n=f"{data.assault_reputation:+d}"
        )
        events.append(Event("assault", {"player": seat, "site": str(site)}, f"P{seat + 1} assaults the {site}",
                            say=say))  # fmt: skip
    if rival_keep(state, there, seat):  # its owner's garrison: a random grey token, fortified
        state.garrisons[there] = str(state.game.content.sites[str(site)].reveal_token.colour)  # type: ignore[union-attr]
    flip = [DrawGarrison(state.garrisons[there], *there)] if there in state.garrisons else []
    state.push(*flip, BeginAssault(seat, there[0], there[1], here[0], here[1]))


def begin_assault(state: MageKnightState, task: BeginAssault, events: list[Event]) -> None:
    here = (task.q, task.r)
    rival = rival_keep(state, here, task.player)
    defenders = [
        CombatEnemy(t, None, fortified_site=True, half_fame=rival) for t in state.site_enemies.pop(here, [])
    ]
    if state.combat is not None:  # the same step provoked rampaging enemies: one combat
        state.combat.enemies += defenders
        state.combat.site, state.combat.retreat = [task.q, task.r], [task.fq, task.fr]
        return
    state.combat = CombatRecord(task.player, defenders, site=[task.q, task.r], retreat=[task.fq, task.fr])
    state.push(Combat(task.player))


def after_assault(state: MageKnightState, record: CombatRecord, events: list[Event]) -> None:
    assert record.site is not None and record.retreat is not None
    here = (record.site[0], record.site[1])
    standing = [f.token for f in record.enemies if f.fortified_site and not f.defeated]
    site = fortified_site(state, here)
    assert site is not None
    rival = rival_keep(state, here, record.player)
    if standing and rival:  # the owner's garrison was drawn for this assault only
        for token in standing:
            state.enemy_discard(str(state.game.content.enemies[token].colour)).append(token)
    elif standing:
        state.site_enemies[here] = standing
    if standing:
        back = (record.retreat[0], record.retreat[1])
        state.heroes[record.player].position = back
        if events is not DISCARDED:
            say = msg("mk-ev-withdraw", player=Seat(record.player), hex=At(*back))
            events.append(Event("withdraw", {"player": record.player}, f"P{record.player + 1} withdraws to {back}",
                                say=say))  # fmt: skip
        return
    state.shields[here] = [record.player]  # a rival keep: this Shield replaces the owner's
    reward = state.game.content.sites[str(site)].reward
    if reward is not None and not rival:
        state.heroes[record.player].rewards.append(f"site:{site}")
    if events is not DISCARDED:
        say = msg("mk-ev-conquered", player=Seat(record.player), site=Ref("site", str(site)))
        events.append(Event("conquered", {"player": record.player, "site": str(site)},
                            f"P{record.player + 1} conquers the {site}", say=say))  # fmt: skip


def owned_keeps(state: MageKnightState, seat: int) -> list[Hex]:
    return [
        h for h, owners in state.shields.items() if owners == [seat] and fortified_site(state, h) is Site.KEEP
    ]


def keep_hand_bonus(state: MageKnightState, seat: int) -> int:
    """+1 per owned keep when ending the turn on or next to one of them (research §1.5)."""
    here = state.heroes[seat].position
    keeps = owned_keeps(state, seat)
    if here is None or not any(k == here or adjacent(k, here) for k in keeps):
        return 0
    return len(keeps)
