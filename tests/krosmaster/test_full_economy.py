"""Kamas, Glory Galons and the full game's victory (seed 003, "Les PM et les PA": Ramasser
1 kama, Acheter un GG; "But du jeu"; tutorial 7: Galons de la Gloire, Ennemi K.O, GG sauvage,
Ramasser un pion Kama, Acheter un GG)."""

from __future__ import annotations

import random
import time
import traceback
from collections import Counter
from typing import Any

import pytest

from arena.core.chance import sample_outcome
from arena.games.krosmaster import Krosmaster, KrosmasterState
from arena.games.krosmaster.actions import End
from arena.games.krosmaster.board import BUSH, TREE
from arena.games.krosmaster.economy import krosmasters_in_play
from arena.games.krosmaster.pieces import TRAP
from arena.games.krosmaster.state import NO_WINNER
from arena.games.krosmaster.tasks import Prompt, RollDice

from .harness import (
    act,
    activate,
    check_conservation,
    full_game,
    give_token,
    legal_texts,
    piece,
    put,
    rejected,
    roll,
    set_gg,
    set_stock,
)

DEMON = "e6"  # La Fosse (K4): a Demon cell
DOUBLE = "f6"  # La Fosse: a Kama cell with 2 kamas


def fosse() -> KrosmasterState:
    st = full_game(arena="la-fosse")
    assert st.order == [0, 1]  # tutorial 7's teams: STASIS (player 1) plays first
    return st


def punch_ko(st: KrosmasterState, attacker: str, victim: str, at: str = "d8", to: str = "d9") -> list:
    """``attacker`` K.O.s ``victim`` (1 injury left) with Coup de poing (K6: 5 AP, 1 neutral)."""
    a = put(st, attacker, at)
    v = put(st, victim, to)
    v.injuries = v.hp - 1
    activate(st, a.label)
    events = act(st, f"cast coup-de-poing {to}")
    events += roll(st, "tacle")  # critical: no success
    if st.waiting_for(RollDice) is not None:
        events += roll(st, *["tacle"] * st.waiting_for(RollDice).dice)  # armor: no success
    return events


# -- Ramasser 1 kama (1 PA) --------------------------------------------------------------------------------
def test_pickup_costs_one_ap_per_kama_into_the_shared_stock() -> None:
    """seed 003, "Ramasser 1 kama": 1 AP per kama on the Krosmaster's cell, one at a time;
    the stock is common to the whole team."""
    st = fosse()
    assert st.kamas[st.board.parse(DOUBLE)] == 2
    put(st, "guy", DOUBLE)
    p = activate(st, "guy", ap=6)
    assert "pickup" in legal_texts(st)
    act(st, "pickup")
    assert p.ap == 5 and st.stock[0] == 1 and st.kamas[st.board.parse(DOUBLE)] == 1
    act(st, "pickup")
    assert p.ap == 4 and st.stock[0] == 2 and st.kamas[st.board.parse(DOUBLE)] == 0
    rejected(st, "pickup", "no-kama")
    assert "pickup" not in legal_texts(st)
    put(st, "oscar", DEMON)
    activate(st, "oscar")
    act(st, "pickup")  # a Demon cell holds one kama at the start
    assert st.stock == [3, 0]
    check_conservation(st)


def test_pickup_needs_an_ap() -> None:
    st = fosse()
    put(st, "guy", DOUBLE)
    activate(st, "guy", ap=0)
    rejected(st, "pickup", "no-ap")


def test_mobs_cannot_pick_up_kamas() -> None:
    """seed 003, "Ramasser 1 kama": "un personnage représenté par un pion Mob ne peut pas
    ramasser de kama"."""
    st = fosse()
    put(st, "tofu1", DOUBLE)
    activate(st, "tofu1")
    assert "pickup" not in legal_texts(st)
    rejected(st, "pickup", "krosmasters-only")


# -- Acheter un GG (1 PA) ----------------------------------------------------------------------------------
def test_buy_gg_on_a_demon_cell_takes_the_wild_gg_first() -> None:
    """seed 003, "Acheter un GG": on a Demon cell, 1 AP and 10 kamas to the bank; the wild GG
    first, then the opponent's; again while AP and kamas last."""
    st = fosse()
    set_stock(st, 0, 25)
    bank = st.bank
    put(st, "guy", DEMON)
    p = activate(st, "guy", ap=6)
    assert "buy gg" in legal_texts(st)
    act(st, "buy gg")
    assert p.ap == 5 and st.stock[0] == 15 and st.bank == bank + 10
    assert st.wild_gg == 0 and st.gg == [7, 6]
    act(st, "buy gg")
    assert st.gg == [8, 5] and st.stock[0] == 5 and p.ap == 4
    rejected(st, "buy gg", "no-kamas")
    check_conservation(st)


def test_buy_gg_only_on_a_demon_cell_and_only_by_a_krosmaster() -> None:
    """seed 003, "Acheter un GG": a Krosmaster on a Demon cell, with 10 kamas in the stock."""
    st = fosse()
    set_stock(st, 0, 10)
    put(st, "guy", DOUBLE)
    activate(st, "guy")
    rejected(st, "buy gg", "not-on-demon")
    put(st, "tofu1", DEMON)
    activate(st, "tofu1")
    rejected(st, "buy gg", "krosmasters-only")
    put(st, "tofu1", "d8")
    put(st, "reine", DEMON)
    set_stock(st, 0, 9)
    activate(st, "reine")
    rejected(st, "buy gg", "no-kamas")


# -- But du jeu ------------------------------------------------------------------------------------------
def test_victory_once_the_wild_gg_is_gone_and_one_player_alone_has_gg() -> None:
    """seed 003, "But du jeu": be the only player with GG — checked at every instant, once
    there is no wild GG left (the buying player wins in the middle of an activation)."""
    st = fosse()
    set_gg(st, 1, 1)
    set_stock(st, 0, 20)
    put(st, "guy", DEMON)
    activate(st, "guy")
    act(st, "buy gg")  # the wild GG: player 2 still holds one
    assert not st.is_terminal() and st.wild_gg == 0
    act(st, "buy gg")
    assert st.is_terminal() and st.winner == 0 and st.returns() == [1.0, -1.0]
    check_conservation(st)


def test_no_gg_is_not_a_defeat_while_the_wild_gg_remains() -> None:
    """seed 003, "But du jeu": the condition is checked "dès lors qu'il n'y a plus de GG
    sauvage"."""
    st = fosse()
    set_gg(st, 1, 0)
    set_stock(st, 0, 5)
    put(st, "guy", DOUBLE)
    activate(st, "guy")
    act(st, "pickup")
    assert not st.is_terminal()


def test_ko_gives_level_gg_wild_first() -> None:
    """tutorial 7, "Ennemi K.O" and "GG sauvage": a K.O. gives GG equal to the Level (3): the
    wild GG first, then 2 from the opponent."""
    st = fosse()
    events = punch_ko(st, "reine", "anna")
    assert not piece(st, "anna").in_play
    assert st.wild_gg == 0 and st.gg == [6 + 3, 6 - 2]
    assert any(e.kind == "gg" and e.data["wild"] == 1 for e in events)
    assert not st.is_terminal()
    check_conservation(st)


def test_ko_takes_the_last_gg_and_wins() -> None:
    st = fosse()
    st.wild_gg = 0
    st.gg_box += 1
    set_gg(st, 1, 2)
    punch_ko(st, "reine", "anna")
    assert st.gg == [8, 0] and st.is_terminal() and st.winner == 0


def test_only_player_with_krosmasters_wins() -> None:
    """seed 003, "But du jeu": "Un joueur peut aussi clamer la victoire s'il est le seul à
    avoir des Krosmaster en jeu" — even with GG left on both sides."""
    st = fosse()
    for lab in ("kreol", "roi", "opee"):
        st.lift(piece(st, lab))
    punch_ko(st, "reine", "anna")
    assert st.gg[1] > 0
    assert st.is_terminal() and st.winner == 0
    check_conservation(st)


# -- conservation along random full games ------------------------------------------------------------------
SOAK_CONFIGS = [
    {"arena": "la-fosse"},
    {"arena": "arene-elementaire", "teams": "draft", "destruction": True},
    {"players": 4, "mode": "ffa", "teams": "random"},
    {"players": 4, "mode": "2v2"},
]


def full_invariants(st: KrosmasterState) -> list[Any]:
    """The rules' invariants that hold in the full game too; returns the legal actions."""
    legal = st.legal_actions()
    assert st.is_terminal() == (not legal) == (st.winner != NO_WINNER)
    for p in st.pieces:
        assert 0 <= p.injuries <= p.hp and p.mp >= 0 and p.ap >= 0, p.label
        if p.id != st.active:
            assert p.mp == 0 and p.ap == 0, p.label
        if p.in_play:
            assert st.occupant[p.pos] == p.id or p.kind == TRAP, p.label
            assert st.scenery[p.pos] not in (BUSH, TREE), p.label
            assert p.owner >= 0, p.label
    if st.acting:
        assert st.pieces[st.active].owner == st.player
    if st.waiting_for(Prompt) is not None and not st.is_terminal():
        assert st.current_player() == st.waiting_for(Prompt).player
    return legal


def play_random(options: dict[str, Any], seed: int) -> tuple[KrosmasterState, int, str]:
    """One seeded random full game with every legal action's invariants and seed 003's
    conservation checked at every step (15 GG, 54 kamas, 60 reward tokens). Returns the final
    state, the number of actions and how it ended."""
    rng = random.Random(seed)
    st = Krosmaster(**options).new_initial_state()
    assert isinstance(st, KrosmasterState)
    n = 0
    while True:
        check_conservation(st)
        legal = full_invariants(st)
        if not legal:
            break
        if st.is_chance_node():
            action = sample_outcome(st.chance_outcomes(), rng)
        else:
            action = legal[rng.randrange(len(legal))]
            if isinstance(action, End) and len(legal) > 1 and rng.random() < 0.9:
                action = legal[1 + rng.randrange(len(legal) - 1)]
        st.apply(action)
        n += 1
    g = st.game
    teams_alive = {g.team_of[s] for s in range(g.n_players) if krosmasters_in_play(st, s)}
    if (
        st.turn >= g.max_turns
        and len(teams_alive) > 1
        and (st.wild_gg or len({g.team_of[s] for s, v in enumerate(st.gg) if v}) != 1)
    ):
        how = "turn-limit"
    elif len(teams_alive) <= 1:
        how = "krosmasters"
    else:
        how = "gg"
    return st, n, how


@pytest.mark.parametrize("options", SOAK_CONFIGS, ids=lambda o: "-".join(str(v) for v in o.values()))
def test_random_full_games_conserve_gg_kamas_and_rewards(options: dict[str, Any]) -> None:
    """seed 003's material is conserved at every step of random full games (5 per config)."""
    for seed in range(5):
        st, _, _ = play_random(options, seed)
        assert st.is_terminal()


@pytest.mark.slow
@pytest.mark.parametrize("options", SOAK_CONFIGS, ids=lambda o: "-".join(str(v) for v in o.values()))
def test_soak_500_full_games_end_with_a_winner(options: dict[str, Any]) -> None:
    """Issue 3's bar: 500 seeded random full games per configuration end with a winner, with no
    exception and conservation at every step; prints games/s, actions per game, end reasons."""
    errors: list[str] = []
    ends: Counter[str] = Counter()
    actions = 0
    start = time.perf_counter()
    for seed in range(500):
        try:
            st, n, how = play_random(options, seed)
        except Exception:
            errors.append(f"seed {seed}:\n{traceback.format_exc()}")
            continue
        actions += n
        ends[how if st.winner >= 0 else f"draw ({how})"] += 1
    elapsed = time.perf_counter() - start
    played = 500 - len(errors)
    print(
        f"\n{options}: {played / elapsed:.2f} games/s, {actions / max(1, played):.0f} actions/game, {dict(ends)}"
    )
    assert errors == [], f"{len(errors)} failing games; first:\n{errors[0]}"
    assert all(not k.startswith("draw") for k in ends), dict(ends)


def test_gg_victory_is_checked_at_every_instant_inside_a_resolution() -> None:
    """seed 003, "But du jeu": "Cette condition est vérifiée à chaque instant" — the K.O. that
    takes the opponent's last GG wins at once, before the area spell's next target ripostes and
    K.O.s the caster (which would have given GG back)."""
    st = fosse()
    st.wild_gg = 0
    st.gg_box += 1
    set_gg(st, 1, 3)
    kreol = put(st, "kreol", "e9")
    give_token(st, "kreol", "panoplie-epineuse")
    activate(st, "kreol")
    act(st, "reveal 1")
    assert kreol.has("riposte")
    guy = put(st, "guy", "d8")
    guy.injuries = guy.hp - 1
    give_token(st, "guy", "marteau-faistos")
    activate(st, "guy", ap=6)
    act(st, "reveal 1")
    anna = put(st, "anna", "d9")
    anna.injuries = anna.hp - 1
    act(st, "cast marteau-faistos d9")  # Hammer (K9): d9, e9 (and the tree on c9), d10
    roll(st, "tacle")  # critical (neutral: one die)
    roll(st, "tacle")  # Anna's armor: she falls, player 2's last 3 GG go to player 1
    assert st.gg == [9, 0]
    assert st.is_terminal() and st.winner == 0
    assert guy.in_play  # Kréol never got to riposte
    check_conservation(st)
