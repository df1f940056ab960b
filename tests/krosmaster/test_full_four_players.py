"""Four players (seed 003, "Règles avancées: Règles pour 4 joueurs": Chacun pour soi, 2 contre
2 — Initiative, Galons de la Gloire, K.O. of one's own, last Krosmaster, victory)."""

from __future__ import annotations

from typing import Any

from arena.games.krosmaster import KrosmasterState
from arena.games.krosmaster.tasks import Prompt, RollDice

from .harness import (
    act,
    activate,
    answer,
    check_conservation,
    full_game,
    full_state,
    give_token,
    piece,
    put,
    roll,
    set_gg,
    texts,
)

STASIS = ("reine-des-tofus", "guy-yomtella", "oscar-nak", "bad-aboum")
WAKFU = ("anna-tommy", "kreol-panikon", "roi-des-bouftous", "opee-tissoin")


def four(mode: str = "ffa", **options: Any) -> KrosmasterState:
    st = full_game(players=4, mode=mode, arena="la-fosse", **options)
    assert st.order == [0, 1, 2, 3]  # default teams: Reine+Guy 15, Anna+Kréol 13, Oscar+Bad 9, Roi+Opée 3
    return st


def punch_ko(st: KrosmasterState, attacker: str, victim: str) -> None:
    """``attacker`` K.O.s ``victim`` (1 injury left) with Coup de poing."""
    put(st, attacker, "d8")
    v = put(st, victim, "d9")
    v.injuries = v.hp - 1
    activate(st, attacker)
    act(st, "cast coup-de-poing d9")
    roll(st, "tacle")
    if st.waiting_for(RollDice) is not None:
        roll(st, *["tacle"] * st.waiting_for(RollDice).dice)


def test_two_vs_two_initiative_order() -> None:
    """seed 003, "2 contre 2: Initiative": the highest total is player 1, the partner player 3;
    the other team's highest is player 2, the partner player 4."""
    teams = (STASIS[:2], STASIS[2:], WAKFU[:2], WAKFU[2:])  # 15, 9, 13, 3; seats 0+2 vs 1+3
    st = full_state(players=4, mode="2v2", team_list=teams, arena="la-fosse")
    assert st.order == [0, 1, 2, 3]
    st = full_state(players=4, mode="ffa", team_list=teams, arena="la-fosse")
    assert st.order == [0, 2, 1, 3]


def test_ko_takes_the_wild_gg_first() -> None:
    """seed 003, "Chacun pour soi: Galons de la Gloire": 3 wild GG, taken first (GG sauvage)."""
    st = four()
    punch_ko(st, "reine", "anna")
    assert st.gg == [6, 3, 3, 3] and st.wild_gg == 0
    check_conservation(st)


def test_ko_after_the_wild_gg_takes_from_the_owner() -> None:
    st = four()
    st.wild_gg = 0
    st.gg_box += 3
    punch_ko(st, "reine", "anna")
    assert st.gg == [6, 0, 3, 3]
    assert not st.is_terminal()  # player 2 still has Kréol: "pas forcément éliminé"
    check_conservation(st)


def test_last_krosmaster_ko_takes_all_gg() -> None:
    """seed 003, "Chacun pour soi": K.O.'ing another player's last Krosmaster takes all his GG."""
    st = four()
    set_gg(st, 1, 3)
    st.lift(piece(st, "kreol"))
    punch_ko(st, "reine", "anna")
    assert st.gg == [6, 0, 3, 3] and st.wild_gg == 3
    check_conservation(st)


def test_own_ko_gives_level_gg_to_an_opponent_of_choice() -> None:
    """seed 003, "Chacun pour soi": a player who K.O.s one of his own characters gives the
    opponent of his choice as many GG as its Level (here by Style Sacrieur, FAQ)."""
    st = four()
    st.wild_gg = 0
    st.gg_box += 3
    piece(st, "guy").injuries = 4
    give_token(st, "guy", "style-sacrieur")
    activate(st, "guy")
    act(st, "reveal 1")
    assert not piece(st, "guy").in_play
    assert (
        st.waiting_for(Prompt) is not None
        and st.waiting_for(Prompt).question == "gg-give"
        and st.waiting_for(Prompt).player == 0
    )
    assert texts(st) == ["pick p2", "pick p3", "pick p4"]
    answer(st, "pick p3")
    assert st.gg == [0, 3, 6, 3]
    assert st.player == 1 and st.waiting_for(RollDice) is not None  # Guy was player 1's last: player 2's turn
    check_conservation(st)


def test_a_player_without_krosmasters_no_longer_plays() -> None:
    """seed 003, "Chacun pour soi": a player stays in the game while he has a figure; one
    without Krosmasters has no turn."""
    st = four()
    for lab in ("anna", "kreol"):
        st.lift(piece(st, lab))
    while st.turn == 1:
        answer(st, "end")
    assert st.player == 2


def test_free_for_all_victory_only_player_with_gg() -> None:
    """seed 003, "But du jeu": once the wild GGs are gone, the only player with GG wins."""
    st = four()
    st.wild_gg = 0
    st.gg_box += 3
    for seat in (2, 3):
        set_gg(st, seat, 0)
    punch_ko(st, "reine", "anna")
    assert st.gg == [6, 0, 0, 0] and st.is_terminal() and st.winner == 0
    assert st.returns() == [1.0, -1.0, -1.0, -1.0]


def test_two_vs_two_team_victory() -> None:
    """seed 003, "2 contre 2: But du jeu": the only team with GG wins — both partners."""
    st = four("2v2")
    st.wild_gg = 0
    st.gg_box += 3
    set_gg(st, 3, 0)
    set_gg(st, 0, 0)
    punch_ko(st, "oscar", "anna")  # player 3 (partner of player 1) takes player 2's last GG
    assert st.is_terminal() and st.winners() == [0, 2]
    assert st.returns() == [1.0, -1.0, 1.0, -1.0]
    assert st.view(None)["winners"] == [0, 2]


def test_two_vs_two_only_team_with_figures_wins() -> None:
    """seed 003, "2 contre 2": a player and his partner alone with figures on the board win."""
    st = four("2v2")
    for lab in ("kreol", "roi", "opee"):
        st.lift(piece(st, lab))
    punch_ko(st, "reine", "anna")
    assert st.is_terminal() and st.winners() == [0, 2]


def test_partners_are_not_enemies() -> None:
    """seed 003, "2 contre 2": partners are allies — no lock when leaving a partner, no
    Riposte against a partner's spell; the active player's tension victim is an opponent."""
    st = four("2v2")
    g = st.game
    assert not g.is_enemy(0, 2) and not g.is_enemy(1, 3) and g.is_enemy(0, 1) and g.is_enemy(2, 3)
    put(st, "guy", "d8")
    put(st, "oscar", "d9")  # partner (player 3), Armure but no lock against an ally
    activate(st, "guy")
    act(st, "move c8")
    assert st.waiting_for(RollDice) is None and st.board.name(piece(st, "guy").pos) == "c8"
    put(st, "kreol", "c7")  # an enemy: leaving it asks for a lock roll
    act(st, "move b8")
    assert st.waiting_for(RollDice) is not None


def test_riposte_only_against_enemies() -> None:
    """seed 003, "Riposte" (Panoplie Épineuse): only an enemy's spell is answered."""
    st = four("2v2")
    oscar = put(st, "oscar", "d9")
    give_token(st, "oscar", "panoplie-epineuse")
    activate(st, "oscar")
    act(st, "reveal 1")
    assert oscar.has("riposte")
    guy = put(st, "guy", "d8")
    activate(st, "guy")
    act(st, "cast coup-de-poing d9")
    roll(st, "tacle")
    roll(st, *["tacle"] * st.waiting_for(RollDice).dice) if st.waiting_for(RollDice) is not None else None
    assert oscar.injuries == 1 and guy.injuries == 0
    anna = put(st, "anna", "e9")
    activate(st, "anna")
    act(st, "cast coup-de-poing d9")
    roll(st, "tacle")
    roll(st, *["tacle"] * st.waiting_for(RollDice).dice) if st.waiting_for(RollDice) is not None else None
    assert oscar.injuries == 2 and anna.injuries == 1


def test_buying_a_gg_takes_it_from_an_opponent_of_choice() -> None:
    """seed 003, "Acheter un GG" with 4 players: once the wild GGs are gone, the buyer takes a
    GG from the opponent of his choice (one who has any)."""
    st = four()
    st.wild_gg = 0
    st.gg_box += 3
    set_gg(st, 1, 0)
    st.bank -= 10
    st.stock[0] = 10
    put(st, "guy", "e6")  # La Fosse: a Demon cell
    activate(st, "guy")
    act(st, "buy gg")
    assert (
        st.waiting_for(Prompt) is not None
        and st.waiting_for(Prompt).question == "gg-from"
        and st.waiting_for(Prompt).player == 0
    )
    assert texts(st) == ["pick p3", "pick p4"]
    answer(st, "pick p4")
    assert st.gg == [4, 0, 3, 2] and st.stock[0] == 0
    check_conservation(st)


def test_tension_chain_can_end_the_game() -> None:
    """seed 003, "But du jeu" (à chaque instant) and "Jet de tension" (4 players): the first
    loss may leave a single player with GG — the game ends before the second choice."""
    st = four()
    st.wild_gg = 0
    st.gg_box += 3
    set_gg(st, 2, 0)
    set_gg(st, 3, 1)
    player = st.player
    while st.player == player:
        answer(st, "end")
    assert st.player == 1
    set_gg(st, 1, 0)
    roll(st, "armure", "armure")
    answer(st, "pick p4")
    assert st.gg == [3, 0, 0, 0] and st.is_terminal() and st.winner == 0
    check_conservation(st)


def test_the_evaluation_counts_a_seats_own_glory_galons_in_a_free_for_all() -> None:
    """seed 003, "BUT DU JEU" (be the only one with GG) and "Chacun pour soi" (3 GG a seat): the
    search's evaluation compares a seat's GG with its opponents' mean, so losing one of its own
    costs it from the first turn (against the others' sum, 3 against 9, the lead sat at its floor
    and a seat's own losses did not count). In 2 vs 2 the partners' total meets the other pair's."""
    from arena.games.krosmaster.evaluation import evaluate, evaluate_all

    st = four()
    assert st.gg == [3, 3, 3, 3]
    before = evaluate(st, 0)
    st.gg[0] -= 1
    st.gg_box += 1
    assert evaluate(st, 0) < before  # its own loss
    assert evaluate(st, 1) > evaluate(st, 0)
    st.gg[0] += 1
    st.gg[1] -= 1
    assert evaluate(st, 0) > before  # an opponent's loss, a third of the weight of its own
    assert evaluate_all(st) == [evaluate(st, seat) for seat in range(4)]
    pair = four(mode="2v2")
    even = evaluate_all(pair)
    assert even[0] == even[2] and even[1] == even[3]
    pair.gg[1] -= 1
    pair.gg_box += 1
    assert evaluate(pair, 0) > even[0] and evaluate(pair, 3) < even[3]
