"""Every invariant of a Krosmaster position, as a list of problems (empty: a legal position).

Used by the position builder (``position.py``), the soak tests and the conformance of built
positions. Seed 003 sections are named where a rule makes the invariant.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.games.krosmaster.board import BUSH, TREE
from arena.games.krosmaster.pieces import BOMB, KROSMASTER, TRAP
from arena.games.krosmaster.tasks import BuyReward, Prompt, SpellResolution

if TYPE_CHECKING:
    from arena.games.krosmaster.state import KrosmasterState

GG_TOTAL, KAMAS_TOTAL = 15, 54  # seed 003, "Matériel"


def invariant_errors(state: KrosmasterState) -> list[str]:
    problems: list[str] = []
    exploding = set(state.exploding) | {t.caster for t in state.stack if isinstance(t, SpellResolution)}
    for p in state.pieces:
        if not 0 <= p.injuries <= p.hp:  # seed 003, "Blessures"
            problems.append(f"{p.label} has {p.injuries} injuries for {p.hp} HP")
        if p.mp < 0 or p.ap < 0:
            problems.append(f"{p.label} has negative MP or AP")
        if p.id != state.active and (p.mp or p.ap):
            problems.append(f"{p.label} holds MP/AP but is not the active character")
        if p.in_play:
            if p.pos < 0:
                problems.append(f"{p.label} is in play on no cell")
                continue
            holder = state.trap_at[p.pos] if p.kind == TRAP else state.occupant[p.pos]
            if holder != p.id:
                problems.append(f"{p.label}'s cell does not record it")
            if p.kind != TRAP and state.scenery[p.pos] in (BUSH, TREE):  # seed 003, "Obstacle"
                problems.append(f"{p.label} stands on a bush or a tree")
            if p.kind != TRAP and p.injuries >= p.hp and not (p.kind == BOMB and p.id in exploding):
                problems.append(f"{p.label} is K.O. but still on the board")
        elif p.pos != -1:
            problems.append(f"{p.label} is off the board but has a cell")
    for cell, pid in enumerate(state.occupant):
        if pid >= 0 and not (state.pieces[pid].in_play and state.pieces[pid].pos == cell):
            problems.append(f"cell {state.board.name(cell)} records a piece that is not there")
    spells = state.game.catalog.spells
    for k in state.pieces:  # seed 003, "Contrôle d'invocation"
        if k.kind != KROSMASTER:
            continue
        for sid in k.spells:
            summon = spells[sid].summon if sid in spells else None
            if summon is not None:
                live = sum(
                    1 for p in state.pieces if p.summoner == k.id and p.source_spell == sid and p.in_play
                )
                if live > summon.control:
                    problems.append(f"{k.label} controls {live} summons of {sid} (at most {summon.control})")
    if state.acting and state.waiting_for(Prompt) is None:  # a K.O.'s prompt may interrupt it
        active = state.pieces[state.active] if state.active >= 0 else None
        # K.O. by a spell still resolving (the Explosion of a bomb it hit, other targets still
        # to roll): off the board until the spell is over, then its activation ends
        resolving = any(isinstance(t, SpellResolution) for t in state.stack)
        if active is None or not (active.in_play or resolving) or active.owner != state.player:
            problems.append("the active character is not on the board or not the player's")
    if state.game.full:
        problems += _material_errors(state)
    return problems


def _material_errors(state: KrosmasterState) -> list[str]:
    """Seed 003's material, all accounted for: 15 GG, 54 kamas, every reward token once."""
    problems: list[str] = []
    if (
        sum(state.gg) + state.wild_gg + state.gg_box != GG_TOTAL
        or min(*state.gg, state.wild_gg, state.gg_box) < 0
    ):
        problems.append("the Glory Galons do not add up to 15")
    kamas = sum(state.kamas) + sum(state.stock) + state.bank
    if kamas != KAMAS_TOTAL or min(*state.kamas, *state.stock, state.bank) < 0:
        problems.append(f"the kamas add up to {kamas}, not 54")
    rewards = state.reward_supply
    for rank, pool in rewards["pool"].items():
        if sum(rewards["piles"][rank]) != len(pool) or min(rewards["piles"][rank]) < 0:
            problems.append(f"the {rank} piles do not match their pool")
    held: list[str] = []
    for rank in rewards["pool"]:
        held += rewards["pool"][rank] + [t for t in rewards["visible"][rank] if t]
    for p in state.pieces:
        held += [entry[0] for entry in p.rewards]
        if p.rewards and (p.kind != KROSMASTER or len(p.rewards) > p.data.level):
            problems.append(f"{p.label} holds more reward tokens than its level")
    held += rewards["box"] + [entry[0] for entry in rewards["lost"]]
    held += [t.token for t in state.stack if isinstance(t, BuyReward) and t.token]
    if sorted(held) != sorted(state.game.rewards_by_id):
        problems.append("the reward tokens are not each in exactly one place")
    return problems
