"""The engine's bulk fast paths agree with the one-cell rules they speed up.

``targeting.legal_casts`` enumerates targets without calling ``target_error`` per cell; here every
decision of seeded random games (tutorials and the full game) is checked against the slow,
rule-by-rule definition: a cast is legal iff ``spell_error`` and ``target_error`` both pass.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from arena.core.chance import sample_outcome
from arena.games.krosmaster import Krosmaster, KrosmasterState
from arena.games.krosmaster import targeting as sp_rules
from arena.games.krosmaster.actions import Cast
from arena.games.krosmaster.tasks import ChoosePiece, Prompt


def _slow_casts(state: KrosmasterState) -> set[Cast]:
    piece = state.pieces[state.active]
    out = set()
    for sid in piece.spells:
        if sp_rules.spell_error(state, piece, sid) is not None:
            continue
        sp = state.game.catalog.spells[sid]
        for cell in range(state.board.n):
            if sp_rules.target_error(state, piece, sp, cell) is None:
                out.add(Cast(sid, cell))
    return out


@pytest.mark.parametrize(
    "options",
    [{"scenario": "tutorial-6"}, {"scenario": "tutorial-7"}, {"players": 4, "mode": "2v2"}],
    ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()),
)
def test_fast_casts_match_target_error(options: dict[str, Any]) -> None:
    """Seed 003, "Portée", "Ligne de vue", "Sort d'invocation": one definition of a target."""
    game = Krosmaster(**options)
    checked = 0
    for seed in range(2):
        rng = random.Random(seed)
        state = game.new_initial_state()
        steps = 0
        while not state.is_terminal() and steps < 600:
            if state.is_chance_node():
                state.apply(sample_outcome(state.chance_outcomes(), rng))
            else:
                if (
                    state.acting
                    and state.waiting_for(Prompt) is None
                    and state.waiting_for(ChoosePiece) is None
                ):
                    fast = sp_rules.legal_casts(state, state.pieces[state.active])
                    assert len(fast) == len(set(fast))
                    assert set(fast) == _slow_casts(state)
                    checked += 1
                state.apply(rng.choice(state.legal_actions()))
            steps += 1
    assert checked > 50


def test_buy_actions_match_action_error() -> None:
    """Seed 003, "Démons" and "Kamas": the pick-up, buy and reveal actions offered on a Demon
    cell are exactly the candidates ``action_error`` accepts, for every stock of kamas, with
    piles emptied and face-up tokens taken at random."""
    from arena.games.krosmaster import rewards
    from arena.games.krosmaster.actions import RANKS, Buy, BuyGG, Pickup, Reveal
    from arena.games.krosmaster.economy import GG_PRICE
    from arena.games.krosmaster.rewards_data import PRICE

    prices = [GG_PRICE, *PRICE.values()]
    stocks = sorted({0, 40, *prices, *(p - 1 for p in prices)})

    game = Krosmaster(scenario="tutorial-7")
    rng = random.Random(3)
    tweak = random.Random(4)
    state = game.new_initial_state()
    checked = 0
    for _ in range(400):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply(sample_outcome(state.chance_outcomes(), rng))
            continue
        piece = state.pieces[state.active] if state.acting else None
        if piece is not None and piece.in_play:
            free = [c for c in state.demon_cells if state.is_free(c)]
            for stock in stocks:
                probe = state.clone()
                mover = probe.pieces[piece.id]
                if free and mover.pos not in probe.demon_cells:
                    probe.lift(mover)
                    probe.place(mover, free[0])
                probe.stock[mover.owner] = stock
                for r in RANKS:  # some piles emptied, some face-up tokens gone
                    for pile in (0, 1):
                        if tweak.random() < 0.3:
                            probe.reward_supply["piles"][r][pile] = tweak.choice((0, 1))
                        if tweak.random() < 0.2:
                            probe.reward_supply["visible"][r][pile] = None
                candidates = [
                    *(Reveal(slot) for slot in range(len(mover.rewards))),
                    Pickup(),
                    BuyGG(),
                    *(Buy(r, p, b) for r in RANKS for p in (0, 1) for b in (False, True)),
                ]
                slow = [a for a in candidates if rewards.action_error(probe, mover, a) is None]
                assert rewards.activation_actions(probe, mover) == slow
                checked += bool(slow)
        state.apply(rng.choice(state.legal_actions()))
    assert checked > 50


@pytest.mark.parametrize("options", [{"scenario": "tutorial-4"}, {"players": 2}], ids=["tutorial-4", "full"])
def test_area_cells_match_the_geometry(options: dict[str, Any]) -> None:
    """K9: the areas kept per game (``spells.area_cells``) are the board's geometry
    (``plain_area_cells``) for every caster cell (or none: traps), target and area, asked twice."""
    from arena.games.krosmaster.datamodel import Area
    from arena.games.krosmaster.spells import area_cells, plain_area_cells
    from arena.games.krosmaster.tasks import NO_ORIGIN

    game = Krosmaster(**options)
    state = game.new_initial_state()
    n = state.board.n
    for area in Area:
        for origin in (NO_ORIGIN, *range(n)):
            for target in range(n):
                want = plain_area_cells(state, origin, target, area)
                assert area_cells(state, origin, target, area) == want
                assert area_cells(state, origin, target, area) == want
    assert len(game.areas) == len(Area) * (n + 1) * n


@pytest.mark.parametrize(
    "options", [{"scenario": "tutorial-7"}, {"players": 4, "mode": "2v2"}], ids=["t7", "2v2"]
)
def test_spell_rules_match_the_spell_data(options: dict[str, Any]) -> None:
    """Seed 003, "Lancer un sort", "Effets additionnels": the resolution's per-spell facts
    (``spells._rules``, kept per game) read every spell of the catalog as its data says, and
    the effects they skip are the ones ``_additional_effects`` and ``_damage_bonus`` ignore."""
    from arena.games.krosmaster import spells
    from arena.games.krosmaster.datamodel import RESISTANCE_OF, Element, Limit, RangeType, SpellKind

    game = Krosmaster(**options)
    state = game.new_initial_state()
    for sp in game.catalog.spells.values():
        rules = spells._rules(game, sp)
        assert spells._rules(game, sp) is rules
        melee = sp.range.type == RangeType.MELEE
        assert rules.once_turn == (sp.limit == Limit.TURN) and rules.once_game == (sp.limit == Limit.GAME)
        assert rules.summon == (sp.kind == SpellKind.SUMMON) and rules.heal == (sp.kind == SpellKind.HEAL)
        assert rules.rolls == (sp.kind in (SpellKind.ATTACK, SpellKind.HEAL))
        assert rules.carry == (sp.id in game.carry_spells)
        assert rules.melee_attack == (sp.kind == SpellKind.ATTACK and melee) and rules.melee == melee
        assert rules.neutral == (sp.element == Element.NEUTRAL)
        assert rules.pierce == sp.has("perce_armure") and rules.drain == sp.has("vol_de_vie")
        assert rules.elemental == sp.is_elemental
        assert rules.resistance == (RESISTANCE_OF.get(sp.element) if sp.is_elemental else None)
        bonuses = ("bonus_per_own_token_adjacent", "bonus_if_own_token_adjacent", "bonus_damage")
        skipped = [fx.kind for fx in sp.effects if fx not in rules.effects]
        assert all(kind in ("vol_de_vie", "perce_armure", *bonuses) for kind in skipped)
        assert rules.extra_damage == any(kind in bonuses for kind in skipped)
        if not rules.extra_damage:
            caster = state.pieces[0]
            assert all(spells._damage_bonus(state, caster, sp, c) == 0 for c in range(state.board.n))
