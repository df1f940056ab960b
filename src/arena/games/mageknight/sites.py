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
from arena.core.flow import DISCARDED
from arena.core.text import Hex as At
from arena.core.text import Ref, Seat, msg
from arena.games.mageknight import movement
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.combatrecord import CombatEnemy, CombatRecord
from arena.games.mageknight.hexes import Hex
from arena.games.mageknight.payment import dice_room, mana_sources, pays, spend
from arena.games.mageknight.sitemodel import Site
from arena.games.mageknight.sitetasks import (
    AltarOffering,
    BeginSiteCombat,
    DrawGarrison,
    DrawSiteEnemy,
    RuinsEnter,
)
from arena.games.mageknight.tasks import Combat

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

ENTER = act("enter")
LEAVE = act("done")
"""Leave an altar just revealed without paying its tribute."""
ADVENTURES = frozenset({"monster_den", "spawning_grounds", "dungeon", "tomb", "ancient_ruins"})
BURN = act("burn")
RUINS = "yellow"


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
        return []  # a conquered den, spawning grounds or ruins holds nothing more
    token = state.ruins.get(here)
    if token is not None and state.game.content.ruins[token].kind == "altar":
        altar = state.game.content.ruins[token]
        if payable_mana(state, seat, str(altar.colour)) < altar.mana_cost:
            return []
    return [ENTER]


ENDLESS = 99
"""What :func:`payable_mana` answers for a colour an endless source pays (the rings)."""


def payable_mana(state: MageKnightState, seat: int, colour: str) -> int:
    """How many mana of ``colour`` the hero can pay now, one after the other (Source dice within
    the turn's allowance, a die kept on Mana Steal, crystals, tokens; gold by Day): each source
    :func:`mana_sources` names pays one and lowers this count by one."""
    hero = state.heroes[seat]
    sources = mana_sources(state, seat, colour)
    if any(s.startswith("endless:") for s in sources):
        return ENDLESS
    stolen = f"die:{hero.stolen_die}" if hero.stolen_die >= 0 else ""
    usual = [s for s in sources if s.startswith("die:") and s != stolen]
    tokens = sum(pays(state, seat, t, colour) for t in hero.tokens)
    crystals = hero.crystals.get(colour, 0) if f"crystal:{colour}" in sources else 0
    return min(len(usual), dice_room(state)) + int(stolen in sources) + crystals + tokens


def enter(state: MageKnightState, seat: int, events: list[Event]) -> None:
    here = state.heroes[seat].position
    assert here is not None
    site = _site(state, here)
    assert site is not None
    if site.id == "ancient_ruins":
        if events is not DISCARDED:
            events.append(Event("enter", {"player": seat, "site": site.id}, f"P{seat + 1} enters the ruins",
                                say=msg("mk-ev-enter", player=Seat(seat), site=Ref("site", site.id))))  # fmt: skip
        face_down = state.garrisons.get(here) == RUINS
        if not face_down:  # a known token: its tribute or its fight is the turn's action
            _commit(state)
        flip = [DrawGarrison(RUINS, *here)] if face_down else []
        state.push(*flip, RuinsEnter(seat, here[0], here[1], face_down))
        return
    _commit(state)
    waiting = state.site_enemies.get(here, [])
    draws = [DrawSiteEnemy(seat, str(c), *here) for c in site.enemies_on_enter[len(waiting) :]]
    fame_only = bool(state.shields.get(here))
    if events is not DISCARDED:
        events.append(Event("enter", {"player": seat, "site": site.id}, f"P{seat + 1} enters the {site.id}",
                            say=msg("mk-ev-enter", player=Seat(seat), site=Ref("site", site.id))))  # fmt: skip
    state.push(*draws, BeginSiteCombat(seat, here[0], here[1], fame_only))


def ruins_enter(state: MageKnightState, task: RuinsEnter, events: list[Event]) -> None:
    """An altar asks for its mana; an enemy token's enemies are drawn (research data §8)."""
    here = (task.q, task.r)
    token = state.game.content.ruins[state.ruins[here]]
    if token.kind == "altar":
        state.push(AltarOffering(task.player, task.q, task.r, token.mana_cost, task.revealed))
        return
    _commit(state)
    waiting = state.site_enemies.get(here, [])
    colours = [str(c) for c in token.enemies]
    for name in waiting:  # the undefeated ones stay face up: draw only what is missing
        colour = str(state.game.content.enemies[name].colour)
        if colour in colours:
            colours.remove(colour)
    state.push(
        *(DrawSiteEnemy(task.player, c, *here) for c in colours), BeginSiteCombat(task.player, *here, False)
    )


def _commit(state: MageKnightState) -> None:
    """The turn's action begins: no more movement, the Move points left are lost."""
    state.turn.acted, state.turn.move_points = True, 0


def altar_options(state: MageKnightState, task: AltarOffering) -> list[Action]:
    """Research data §8 (ruins): the tribute is 3 mana of the altar's colour, paid one named
    source at a time, and only offered when the whole of it can be paid; an altar that was face
    down until the hero entered may be left without paying (``done``)."""
    colour = str(state.game.content.ruins[state.ruins[(task.q, task.r)]].colour)
    out = []
    if payable_mana(state, task.player, colour) >= task.left:
        out = [act("pay", s) for s in mana_sources(state, task.player, colour)]
    return [*out, LEAVE] if task.revealed else out


def settle_altar(state: MageKnightState, task: AltarOffering, events: list[Event]) -> bool:
    return not altar_options(state, task)


def offer(state: MageKnightState, task: AltarOffering, a: Action, events: list[Event]) -> None:
    if a == LEAVE:
        leave_altar(state, task, events)
        return
    _commit(state)  # the tribute is the turn's action
    colour = str(state.game.content.ruins[state.ruins[(task.q, task.r)]].colour)
    spend(state, task.player, a.args[0], colour)
    if task.left > 1:
        state.push(AltarOffering(task.player, task.q, task.r, task.left - 1))
        return
    here = (task.q, task.r)
    token = state.game.content.ruins[state.ruins.pop(here)]
    state.heroes[task.player].fame += token.fame
    state.shields.setdefault(here, []).append(task.player)
    if events is not DISCARDED:
        say = msg("mk-ev-altar", player=Seat(task.player), altar=Ref("ruins", token.id), n=token.fame)
        events.append(Event("altar", {"player": task.player, "fame": token.fame},
                            f"P{task.player + 1} honours the altar: +{token.fame} Fame", say=say))  # fmt: skip


def leave_altar(state: MageKnightState, task: AltarOffering, events: list[Event]) -> None:
    """The hero leaves an altar it just revealed without paying: nothing is spent. The site
    card reveals a face-down ruins token as soon as a hero enters the space, before the turn's
    action is chosen, and the altar's action is its tribute (research §4.5, data §8): so the
    turn goes on as if the token had been seen from the start — the action and the Move points
    left are kept, the token stays face up for a later visit."""
    if events is not DISCARDED:
        token = Ref("ruins", state.ruins.get((task.q, task.r), ""))
        events.append(Event("leave-altar", {"player": task.player}, f"P{task.player + 1} leaves the altar unpaid",
                            say=msg("mk-ev-leave-altar", player=Seat(task.player), altar=token)))  # fmt: skip


def burn_options(state: MageKnightState, seat: int) -> list[Action]:
    """Research §4.5: burning an unburned monastery is an action (Reputation −3)."""
    here = state.heroes[seat].position
    data = movement.hex_data(state, here) if here is not None else None
    if here is None or data is None or str(data.site) != "monastery" or list(here) in state.burned:
        return []
    return [] if state.turn.acted or state.turn.rested else [BURN]


def burn(state: MageKnightState, seat: int, events: list[Event]) -> None:
    here = state.heroes[seat].position
    assert here is not None
    rule = state.game.content.sites["monastery"].burn
    assert rule is not None
    hero = state.heroes[seat]
    hero.reputation = max(-7, hero.reputation + rule.reputation)
    state.turn.acted, state.turn.move_points = True, 0
    if events is not DISCARDED:
        events.append(Event("burn", {"player": seat}, f"P{seat + 1} burns the monastery",
                            say=msg("mk-ev-burn", player=Seat(seat), n=f"{rule.reputation:+d}")))  # fmt: skip
    state.push(DrawSiteEnemy(seat, str(rule.enemy), *here), BeginSiteCombat(seat, *here, False, burn=True))


def draw_outcomes(state: MageKnightState, task: DrawSiteEnemy) -> list[tuple[Action, Fraction]]:
    pile = state.enemy_pile(task.colour)
    return [(act("enemy", e), Fraction(pile.count(e), len(pile))) for e in sorted(set(pile))]


def draw(state: MageKnightState, task: DrawSiteEnemy, a: Action, events: list[Event]) -> None:
    state.enemy_pile(task.colour).remove(a.args[0])
    state.site_enemies.setdefault((task.q, task.r), []).append(a.args[0])
    if events is not DISCARDED:
        say = msg("mk-ev-site-enemy", enemy=Ref("enemy", a.args[0]), hex=At(task.q, task.r))
        events.append(Event("enemy", {"enemy": a.args[0], "hex": [task.q, task.r]}, f"{a.args[0]} guards the site",
                            say=say))  # fmt: skip


def begin_combat(state: MageKnightState, task: BeginSiteCombat, events: list[Event]) -> None:
    here = (task.q, task.r)
    foes = [CombatEnemy(token, None) for token in state.site_enemies.pop(here, [])]
    if task.burn:
        state.combat = CombatRecord(task.player, foes, site=[task.q, task.r], units_allowed=False, burn=True)
        state.push(Combat(task.player))
        return
    site = _site(state, here)
    assert site is not None
    state.combat = CombatRecord(task.player, foes, site=[task.q, task.r], night_rules=site.night_rules,
                                units_allowed=site.units_allowed, fame_only=task.fame_only)  # fmt: skip
    if events is not DISCARDED:
        names = ", ".join(f.token for f in foes)
        say = msg("mk-ev-combat-site", player=Seat(task.player), enemies=tuple(Ref("enemy", f.token) for f in foes),
                  site=Ref("site", site.id))  # fmt: skip
        events.append(Event("combat", {"player": task.player, "enemies": [f.token for f in foes]},
                            f"P{task.player + 1} fights {names} at the {site.id}", say=say))  # fmt: skip
    state.push(Combat(task.player))


def after_combat(state: MageKnightState, record: CombatRecord, events: list[Event]) -> None:
    """Shield and reward when every enemy fell; else the undefeated stay or are discarded."""
    assert record.site is not None
    here = (record.site[0], record.site[1])
    standing = [f.token for f in record.enemies if not f.defeated]
    if record.burn:  # the enemy is discarded either way; a win destroys the monastery
        for token in standing:
            state.enemy_discard(str(state.game.content.enemies[token].colour)).append(token)
        if not standing:
            state.burned.append(list(here))
            state.shields.setdefault(here, []).append(record.player)
            state.heroes[record.player].rewards.append("burn:monastery")
        return
    site = _site(state, here)
    assert site is not None
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
    if site.id == "ancient_ruins":
        state.heroes[record.player].rewards.append(f"ruins:{state.ruins.pop(here)}")
    elif site.reward is not None:
        state.heroes[record.player].rewards.append(f"site:{site.id}")
    if events is not DISCARDED:
        say = msg("mk-ev-conquered", player=Seat(record.player), site=Ref("site", site.id))
        events.append(Event("conquered", {"player": record.player, "site": site.id},
                            f"P{record.player + 1} conquers the {site.id}", say=say))  # fmt: skip
