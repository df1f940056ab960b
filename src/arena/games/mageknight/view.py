"""What a player sees (decisions MK5), and redrawing what they cannot.

Public: the map, the face-up enemies, the Source, every hero's figure, Fame, Reputation,
crystals, tokens, play area and discard pile, hand and deck sizes, Tactics, the Dummy's flips.
Private: each hand (its owner only). Nobody: the order of any deck, which core tiles are in the
pile, the face-down enemy tokens — those are chance nodes, never fields a view could leak.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from arena.games.mageknight import combat, mana
from arena.games.mageknight.payment import held_dice
from arena.games.mageknight.scoring import score_table

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState


def _hero(state: MageKnightState, seat: int, player: int | None) -> dict[str, Any]:
    h = state.heroes[seat]
    return {
        "seat": seat,
        "hero": h.hero,
        "fame": h.fame,
        "reputation": h.reputation,
        "crystals": {c: h.crystals.get(c, 0) for c in mana.BASIC},
        "tokens": list(h.tokens),
        "hand": list(h.hand) if seat == player else None,
        "hand_size": len(h.hand),
        "deck_size": len(h.deck),
        "deck_top": list(h.deck.top) if seat == player else None,
        "discard": list(h.discard),
        "play_area": list(h.play_area),
        "position": list(h.position) if h.position is not None else None,
        "tactic": h.tactic or None,
        "tactic_flipped": h.tactic_flipped,
        "announced_end": h.announced_end,
        "level": h.level,
        "skills": list(h.skills),
        "skills_used": list(h.skills_used),
        "skill_tokens_left": len(h.skill_pile),
        "stolen_die": h.stolen_die if h.stolen_die >= 0 else None,
        "spared": len(h.spared),
        "set_aside": list(h.set_aside),
        "units": [
            {"unit": u.unit, "ready": u.ready, "wounds": u.wounds, "banner": u.banner, "bonded": u.bonded}
            for u in h.units
        ],
    }


def player_view(state: MageKnightState, player: int | None) -> dict[str, Any]:
    pending = state.pending()
    waiting = None
    if pending is not None:
        task = pending.task
        waiting = {"task": task.kind, "player": pending.player if pending.player >= 0 else None}
    dummy = state.dummy
    held = held_dice(state)
    return {
        "seat": player,
        "round": state.round,
        "night": state.night,
        "rounds": state.game.rounds,
        "source": [
            {
                "die": i,
                "colour": c,
                "usable": mana.usable(c, state.night),
                "taken": i in state.turn.dice_taken,
                "held": i in held,
            }
            for i, c in enumerate(state.source)
        ],
        "tiles": [{"at": [q, r], "tile": t} for (q, r), t in sorted(state.tiles.items())],
        "enemies": [{"at": [q, r], "enemy": e} for (q, r), e in sorted(state.enemies.items())],
        "site_enemies": [
            {"at": [q, r], "enemies": list(v)} for (q, r), v in sorted(state.site_enemies.items())
        ],
        "face_down": [{"at": [q, r], "colour": c} for (q, r), c in sorted(state.garrisons.items())],
        "shields": [{"at": [q, r], "seats": list(v)} for (q, r), v in sorted(state.shields.items())],
        "tile_pile": {
            "countryside": len(state.countryside_pile),
            "core": state.core_cities_left + state.core_others_left,
            "next": state.countryside_pile[0] if state.countryside_pile else None,
        },
        "heroes": [_hero(state, s, player) for s in range(len(state.heroes))],
        "dummy": None
        if dummy is None
        else {
            "hero": dummy.hero,
            "deck_size": len(dummy.deck),
            "discard": list(dummy.discard),
            "crystals": dict(dummy.crystals),
            "tactic": dummy.tactic or None,
        },
        "tactics_offer": list(state.tactics_offer),
        "offers": {k: list(v) for k, v in state.offers.items()},
        "deck_sizes": {k: len(v) for k, v in state.decks.items()},
        "common_skills": list(state.common_skills),
        "round_order": list(state.round_order),
        "end_announced_by": state.end_announced_by if state.end_announced_by >= 0 else None,
        "city_revealed": state.city_revealed,
        "turn": {
            "player": state.turn.player,
            "move_points": state.turn.move_points,
            "influence_points": state.turn.influence_points,
            "moved": state.turn.moved,
            "acted": state.turn.acted,
        },
        "combat": combat.panel(state),
        "to_move": state.current_player(),
        "pending": waiting,
        "over": state.over,
        "scores": score_table(state) if state.over else None,
    }


def resample(state: MageKnightState, player: int, rng: random.Random) -> MageKnightState:
    """Another position ``player`` cannot tell from this one: every other hero's hand (unless
    that hero is deciding now) and face-down Sparing Power cards are redrawn from what they
    could be — those cards and the shuffled part of their deck. (The player's own Sparing Power
    cards are kept: a known limitation, they are face down for their owner too.)"""
    new = state.clone()
    for seat, hero in enumerate(new.heroes):
        if seat == player:
            continue
        hand = hero.hand if state.current_player() != seat else []
        pool = sorted(hand + hero.spared + hero.deck.pool)  # the draw depends on the view only
        rng.shuffle(pool)
        k, s = len(hand), len(hero.spared)
        if hand:
            hero.hand = sorted(pool[:k])
        hero.spared, hero.deck.pool = sorted(pool[k : k + s]), sorted(pool[k + s :])
    return new
