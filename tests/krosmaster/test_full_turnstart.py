"""The start of a player turn (seed 003, "Tour de jeu: 1 Début du tour de jeu": Jet de
tension, Inspiration, Remboursez !; tutorial 7 "La tension monte !"; "Règles pour 4 joueurs:
Jet de tension"; decisions K2, K3)."""

from __future__ import annotations

from typing import Any

import pytest

from arena.games.krosmaster import KrosmasterState
from arena.games.krosmaster.tasks import Prompt, RollDice
from arena.games.krosmaster.turnstart import TENSION

from .harness import answer, check_conservation, full_game, piece, rejected, roll, set_gg, texts


def end_turn(st: KrosmasterState) -> None:
    """End every activation of the active player (no action taken)."""
    player, turn = st.player, st.turn
    while st.turn == turn and st.acting and st.player == player:
        answer(st, "end")


def next_turn(**options: Any) -> KrosmasterState:
    """Turn 2 (the second player's first turn), its tension roll pending."""
    st = full_game(**{"arena": "la-fosse", **options})
    end_turn(st)
    return st


def test_no_tension_roll_on_the_first_players_first_turn() -> None:
    """seed 003, "Jet de tension": "Le premier joueur n'effectue pas de jet de tension au
    premier tour"; every later turn starts with one (2 dice)."""
    st = full_game(arena="la-fosse")
    assert st.turn == 1 and st.waiting_for(RollDice) is None and st.acting
    end_turn(st)
    assert st.turn == 2 and st.waiting_for(RollDice) is not None
    assert (
        st.waiting_for(RollDice).roll == TENSION
        and st.waiting_for(RollDice).dice == 2
        and st.player == st.order[1]
    )
    roll(st, "critique", "armure")
    answer(st, "pick keep", "pick keep")
    end_turn(st)
    assert st.turn == 3 and st.player == st.order[0]
    assert (
        st.waiting_for(RollDice) is not None and st.waiting_for(RollDice).roll == TENSION
    )  # the first player rolls from turn 3


def test_a_double_costs_each_player_a_gg() -> None:
    """seed 003, "Jet de tension": identical faces — every player returns a GG to the box."""
    st = next_turn()
    events = roll(st, "tacle", "tacle")
    assert st.gg == [5, 5] and st.gg_box == 2 + 2 and st.wild_gg == 1
    assert [e.kind for e in events].count("gg-lost") == 2
    check_conservation(st)


def test_different_faces_cost_nothing() -> None:
    st = next_turn()
    roll(st, "tacle", "esquive")
    assert st.gg == [6, 6] and st.gg_box == 2


def test_the_roller_turns_the_choice_faces() -> None:
    """K2: in the tension roll the roller turns the Critique-or-Esquive face and the Dofus
    face (any of the four) — decisions of the active player."""
    st = next_turn()
    seat = st.player
    roll(st, "critique-esquive", "dofus")
    assert (
        st.waiting_for(Prompt) is not None
        and st.waiting_for(Prompt).question == "tension-face"
        and st.waiting_for(Prompt).player == seat
    )
    assert texts(st) == ["pick critique", "pick esquive"]
    rejected(st, "pick tacle", "answer-first")
    answer(st, "pick esquive")
    assert texts(st) == ["pick critique", "pick armure", "pick tacle", "pick esquive"]
    answer(st, "pick esquive")
    assert st.gg == [5, 5]  # K3 same-face: esquive + esquive is a double


@pytest.mark.parametrize(
    ("tension", "faces", "turns", "double"),
    [
        ("same-face", ("critique-esquive", "critique"), ("critique",), True),
        ("same-face", ("critique-esquive", "critique"), ("esquive",), False),
        ("same-face", ("dofus", "armure"), ("armure",), True),
        ("raw", ("critique-esquive", "critique"), ("critique",), False),
        ("raw", ("dofus", "dofus"), ("tacle", "armure"), True),
        ("raw", ("armure", "armure"), (), True),
        ("shared-symbol", ("critique-esquive", "critique"), ("esquive",), True),
        ("shared-symbol", ("critique-esquive", "esquive"), ("critique",), True),
        ("shared-symbol", ("dofus", "armure"), ("armure",), False),
        ("shared-symbol", ("tacle", "armure"), (), False),
    ],
)
def test_what_a_double_is_k3(
    tension: str, faces: tuple[str, str], turns: tuple[str, ...], double: bool
) -> None:
    """K3: ``same-face`` (default) compares the faces after turning; ``raw`` the rolled faces;
    ``shared-symbol`` (tutorial 7's "un symbole est présent sur les deux dés") a common symbol."""
    st = next_turn(tension=tension)
    roll(st, *faces)
    for face in turns:
        answer(st, f"pick {face}")
    assert st.gg == ([5, 5] if double else [6, 6])
    assert st.waiting_for(Prompt) is not None and st.waiting_for(Prompt).question == "inspire"


def test_inspiration_gives_a_power_for_this_turn_only() -> None:
    """seed 003, "Inspiration": each die on a Krosmaster gives it that face's power for this
    turn; both dice may go on the same card."""
    st = next_turn()
    seat = st.player
    roll(st, "critique", "tacle")
    assert (
        st.waiting_for(Prompt) is not None
        and st.waiting_for(Prompt).question == "inspire"
        and st.waiting_for(Prompt).player == seat
    )
    own = [st.pieces[i].label for i in st.timelines[seat]]
    assert texts(st) == [*(f"choose {lab}" for lab in own), "pick keep"]
    rejected(st, f"choose {st.pieces[st.timelines[1 - seat][0]].label}", "answer-first")
    assert own[0] == "anna"  # no power of her own
    answer(st, "choose anna", "choose anna")
    p = piece(st, "anna")
    assert p.has("critique") and p.has("tacle")
    assert st.stock[seat] == 0  # both dice used: nothing refunded
    end_turn(st)
    assert not p.has("critique") and not p.has("tacle")  # "pour ce tour"


@pytest.mark.parametrize(("kept", "kamas"), [(0, 0), (1, 1), (2, 3)])
def test_remboursez(kept: int, kamas: int) -> None:
    """seed 003, "Remboursez !": one die not placed gives 1 kama from the bank, none placed
    gives 3."""
    st = next_turn()
    seat = st.player
    bank = st.bank
    roll(st, "critique", "tacle")
    lab = st.pieces[st.timelines[seat][0]].label
    answer(st, *(["pick keep"] * kept + [f"choose {lab}"] * (2 - kept)))
    assert st.stock[seat] == kamas and st.bank == bank - kamas
    assert st.acting
    check_conservation(st)


def test_remboursez_is_capped_by_the_bank() -> None:
    """The bank holds what is left of the 54 kamas; a refund cannot create kamas."""
    st = next_turn()
    seat = st.player
    st.stock[1 - seat] += st.bank - 1
    st.bank = 1
    roll(st, "critique", "tacle")
    answer(st, "pick keep", "pick keep")
    assert st.bank == 0 and st.stock[seat] == 1
    check_conservation(st)


def test_four_players_double_is_a_chain_of_two_choices() -> None:
    """seed 003, "Règles pour 4 joueurs: Jet de tension": on a double the active player picks
    one opponent who loses a GG; that opponent picks another player (maybe the active one) who
    loses one too."""
    st = full_game(players=4, mode="ffa", arena="la-fosse")
    end_turn(st)
    active = st.player
    assert active == st.order[1]
    roll(st, "armure", "armure")
    assert (
        st.waiting_for(Prompt) is not None
        and st.waiting_for(Prompt).question == "tension-gg"
        and st.waiting_for(Prompt).player == active
    )
    others = [s for s in range(4) if s != active]
    assert texts(st) == [f"pick p{s + 1}" for s in others]
    victim = others[0]
    answer(st, f"pick p{victim + 1}")
    assert st.gg[victim] == 2
    assert st.waiting_for(Prompt) is not None and st.waiting_for(Prompt).player == victim
    assert texts(st) == [f"pick p{s + 1}" for s in range(4) if s != victim]
    answer(st, f"pick p{active + 1}")
    assert st.gg[active] == 2 and sum(st.gg) == 10 and st.gg_box == 2
    assert st.waiting_for(Prompt) is not None and st.waiting_for(Prompt).question == "inspire"
    check_conservation(st)


def test_two_vs_two_double_chain_starts_with_an_enemy() -> None:
    """seed 003, "2 contre 2": the active player picks an opponent (not the partner)."""
    st = full_game(players=4, mode="2v2", arena="la-fosse")
    end_turn(st)
    active = st.player
    roll(st, "esquive", "esquive")
    enemies = [s for s in range(4) if st.game.is_enemy(active, s)]
    assert texts(st) == [f"pick p{s + 1}" for s in enemies]


def test_a_double_can_end_the_game_at_once() -> None:
    """seed 003, "But du jeu": checked at every instant once the wild GG is gone — a tension
    double that takes a player's last GG ends the game before inspiration."""
    st = next_turn()
    st.wild_gg = 0
    st.gg_box += 1
    set_gg(st, 0, 1)
    set_gg(st, 1, 2)
    roll(st, "dofus", "critique")
    answer(st, "pick critique")
    assert st.gg == [0, 1] and st.is_terminal() and st.winner == 1
    check_conservation(st)


def test_a_double_that_empties_both_sides_ends_nothing() -> None:
    """House decision (docs/krosmaster.md, "Both sides without GG, no wild GG"): nobody wins
    yet; play goes on (a player may still be the only one with Krosmasters)."""
    st = next_turn()
    st.wild_gg = 0
    st.gg_box += 1
    set_gg(st, 0, 1)
    set_gg(st, 1, 1)
    roll(st, "tacle", "tacle")
    assert st.gg == [0, 0] and not st.is_terminal()
    assert st.waiting_for(Prompt) is not None and st.waiting_for(Prompt).question == "inspire"
