"""The full game's set-up as decisions and chance (seed 003, "Début de partie": Choix des
personnages, Premier joueur, Choix et orientation du plateau, Timeline, Pions Kama, Pions
Récompense Démoniaque, GG de départ, Déploiement; "Règles avancées": Équipe personnalisée,
Initiative, Timeline, Règles pour 4 joueurs; tutorial 7; decisions K4, K12)."""

from __future__ import annotations

import pytest

from arena.core.errors import DataError, OptionsError
from arena.games.krosmaster.battlefields import arena_layout, arenas
from arena.games.krosmaster.tasks import ChanceDraw, Prompt

from .harness import (
    answer,
    auto_setup,
    check_conservation,
    full_state,
    game,
    piece,
    rejected,
    texts,
    until_prompt,
)

STASIS = ("reine-des-tofus", "guy-yomtella", "oscar-nak", "bad-aboum")
WAKFU = ("anna-tommy", "kreol-panikon", "roi-des-bouftous", "opee-tissoin")
BIG = """
characters:
  geant:
    name: {fr: Géant, en: Giant, zh: 巨人}
    code: geant
    kind: krosmaster
    level: 6
    initiative: 5
    mp: 3
    hp: 12
    ap: 6
    spells: []
"""


def owners(state, labels: list[str]) -> list[int]:
    return [piece(state, lab).owner for lab in labels]


# -- Équipe personnalisée ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("team", "players", "message"),
    [
        (
            ("guy-yomtella",) * 2
            + ("oscar-nak",) * 2
            + ("anna-tommy",) * 2
            + ("kreol-panikon",) * 2
            + ("bad-aboum",),
            2,
            "2 to 8 Krosmasters",
        ),
        (("guy-yomtella", "oscar-nak", "anna-tommy"), 2, "sum to 12"),
        (("reine-des-tofus", "reine-des-tofus", "guy-yomtella", "oscar-nak"), 2, "unique hero"),
        (("guy-yomtella", "guy-yomtella", "guy-yomtella", "oscar-nak"), 2, "at most twice"),
        (("guy-yomtella", "oscar-nak", "anna-tommy"), 4, "sum to 6"),
        (("guy-yomtella", "guy-yomtella", "oscar-nak", "oscar-nak", "anna-tommy"), 4, "1 to 4 Krosmasters"),
        (("bouftou", "guy-yomtella", "oscar-nak", "anna-tommy"), 2, "not a Krosmaster"),
    ],
)
def test_custom_team_rules_are_checked_at_config_time(
    team: tuple[str, ...], players: int, message: str
) -> None:
    """seed 003, "Équipe personnalisée": 2–8 Krosmasters, Levels summing to 12 (4 players:
    1–4 summing to 6), a gold name once, a white name at most twice."""
    other = ("anna-tommy", "kreol-panikon") if players == 4 else WAKFU
    teams = (team, *([other] * (players - 1)))
    with pytest.raises(DataError, match=message):
        game("arena", players=players, team_list=teams)


def test_custom_teams_that_follow_the_rules_are_accepted() -> None:
    """seed 003, "Équipe personnalisée": a white name twice is fine; 2 Krosmasters of Level 6
    make a team of 12; 4 players: one Krosmaster of Level 6 is a team. Both players may field
    the same team."""
    twice = ("guy-yomtella", "guy-yomtella", "oscar-nak", "oscar-nak")
    st = full_state(team_list=(twice, twice))
    assert sorted(p.label for p in st.pieces if p.kind == 0) == sorted(
        ["guy1", "guy2", "guy3", "guy4", "oscar1", "oscar2", "oscar3", "oscar4"]
    )
    game("arena", extra=BIG, team_list=(("geant", "geant"), STASIS))
    game(
        "arena",
        extra=BIG,
        players=4,
        team_list=(("geant",), ("geant",), ("guy-yomtella", "oscar-nak"), ("anna-tommy",) * 2),
    )


# -- Choix des personnages: au hasard, en draftant ------------------------------------------------------------
def test_random_teams_are_dealt_round_the_table() -> None:
    """seed 003, "Au hasard": four cards dealt to each player, one at a time (a chance node
    over the undealt cards)."""
    st = full_state(teams="random", arena="la-fosse")
    order = ["opee", "roi", "guy", "anna", "bad", "reine", "kreol", "oscar"]
    for lab in order:
        assert st.waiting_for(ChanceDraw) is not None and st.waiting_for(ChanceDraw).what == "deal"
        assert f"deal {lab}" in texts(st)
        answer(st, f"deal {lab}")
    assert owners(st, order) == [0, 1] * 4
    assert piece(st, "tofu1").owner == piece(st, "reine").owner == 1  # summons follow the summoner
    assert piece(st, "bombe1").owner == piece(st, "bad").owner == 0


def test_draft_pick_sequence_and_last_card() -> None:
    """seed 003, "En draftant": 2 cards face up; a random player picks one (refilled); then each
    player in turn, starting with the next, picks twice; the last card goes to the first picker."""
    st = full_state(teams="draft", arena="la-fosse")
    deck = ["anna", "reine", "guy", "oscar", "kreol", "bad", "roi", "opee"]
    answer(st, "deal anna", "deal reine")
    assert st.waiting_for(ChanceDraw) is not None and st.waiting_for(ChanceDraw).what == "draft-first"
    answer(st, "lot 1")  # player 2 picks first
    pickers = []
    refill = iter(deck[2:])
    picked = []
    while st.waiting_for(Prompt) is not None and st.waiting_for(Prompt).question == "draft-pick":
        pickers.append(st.waiting_for(Prompt).player)
        opts = texts(st)
        assert len(opts) == 2 or not st.reward_supply  # two face-up cards while the deck lasts
        choice = opts[0]
        picked.append((st.waiting_for(Prompt).player, choice.split()[1]))
        answer(st, choice)
        if st.waiting_for(ChanceDraw) is not None and st.waiting_for(ChanceDraw).what == "draft-reveal":
            answer(st, f"deal {next(refill)}")
    assert pickers == [1, 0, 0, 1, 1, 0, 0]
    for seat, lab in picked:
        assert piece(st, lab).owner == seat
    last = [
        p.label
        for p in st.pieces
        if p.kind == 0 and (p.label, p.owner) not in {(lab, s) for s, lab in picked}
    ]
    assert len(last) == 1 and piece(st, last[0]).owner == 1
    assert sorted(owners(st, deck)) == [0] * 4 + [1] * 4


def test_four_player_draft_gives_two_each() -> None:
    """seed 003, "Règles pour 4 joueurs": 2 Krosmasters each; the draft's pairs of picks
    follow the table, the last card to the first picker."""
    st = full_state(teams="draft", players=4, mode="ffa", arena="la-fosse")
    pickers = []
    while not st.acting:
        if st.waiting_for(Prompt) is not None and st.waiting_for(Prompt).question == "draft-pick":
            pickers.append(st.waiting_for(Prompt).player)
        if st.waiting_for(ChanceDraw) is not None and st.waiting_for(ChanceDraw).what == "draft-first":
            answer(st, "lot 2")
            continue
        st.apply(st.legal_actions()[0])
    assert pickers == [2, 3, 3, 0, 0, 1, 1]
    assert sorted(p.owner for p in st.pieces if p.kind == 0) == [0, 0, 1, 1, 2, 2, 3, 3]


# -- Premier joueur, Initiative ----------------------------------------------------------------------------
def first_player(teams: tuple[tuple[str, ...], ...]) -> list[int]:
    st = full_state(team_list=teams, arena="la-fosse")
    return list(st.order)


def test_first_player_has_the_higher_initiative_total() -> None:
    """seed 003, "Premier joueur" and tutorial 7: STASIS 8+7+6+3 = 24 beats WAKFU 16."""
    assert first_player((STASIS, WAKFU)) == [0, 1]
    assert first_player((WAKFU, STASIS)) == [1, 0]


def test_initiative_tie_goes_to_the_highest_single_then_the_next() -> None:
    """seed 003, "Initiative": equal totals — compare the highest Initiative, then the second…"""
    a = ("anna-tommy", "opee-tissoin", "kreol-panikon", "bad-aboum")  # 9 1 4 3 = 17
    b = ("reine-des-tofus", "kreol-panikon", "bad-aboum", "roi-des-bouftous")  # 8 4 3 2 = 17
    assert first_player((b, a)) == [1, 0]
    c = ("anna-tommy", "guy-yomtella", "opee-tissoin", "opee-tissoin")  # 9 7 1 1 = 18
    d = ("anna-tommy", "oscar-nak", "roi-des-bouftous", "opee-tissoin")  # 9 6 2 1 = 18
    assert first_player((d, c)) == [1, 0]


def test_perfect_initiative_tie_is_a_coin_flip() -> None:
    """seed 003, "Initiative": "En cas d'égalité parfaite, tirez à pile ou face"."""
    st = full_state(team_list=(STASIS, STASIS), arena="la-fosse")
    assert st.waiting_for(ChanceDraw) is not None and st.waiting_for(ChanceDraw).what == "order-lot"
    assert texts(st) == ["lot 0", "lot 1"]
    assert [p for _, p in st.chance_outcomes()] == [pytest.approx(0.5)] * 2
    answer(st, "lot 1")
    assert st.order == [1, 0]


# -- Timeline (K12) ----------------------------------------------------------------------------------------
def test_timeline_ties_are_ordered_by_the_owner_once() -> None:
    """seed 003, "Timeline" (Règles avancées) and K12: the owner orders tied Krosmasters, the
    first player first; that order holds for the whole game."""
    twins = ("guy-yomtella", "guy-yomtella", "oscar-nak", "oscar-nak")  # 7 7 6 6 = 26
    st = full_state(team_list=(WAKFU, twins), arena="la-fosse")
    assert st.order == [1, 0]
    assert (
        st.waiting_for(Prompt) is not None
        and st.waiting_for(Prompt).question == "timeline"
        and st.waiting_for(Prompt).player == 1
    )
    assert texts(st) == ["choose guy1", "choose guy2"]
    answer(st, "choose guy2")
    assert st.waiting_for(Prompt) is not None and st.waiting_for(Prompt).question == "timeline"
    assert texts(st) == ["choose oscar1", "choose oscar2"]
    answer(st, "choose oscar2")
    labels = [[st.pieces[i].label for i in tl] for tl in st.timelines]
    assert labels[1] == ["guy2", "guy1", "oscar2", "oscar1"]
    assert labels[0] == ["anna", "kreol", "roi", "opee"]  # no tie: by decreasing Initiative
    auto_setup(st)
    assert st.pieces[st.active].label == "guy2"


def test_both_players_order_their_ties_first_player_first() -> None:
    """K12: "Le premier joueur crée d'abord sa Timeline, puis son adversaire"."""
    twins = ("guy-yomtella", "guy-yomtella", "oscar-nak", "oscar-nak")
    st = full_state(team_list=(twins, twins), arena="la-fosse")
    answer(st, "lot 1")  # perfect tie: player 2 is first
    seats = []
    while st.waiting_for(Prompt) is not None and st.waiting_for(Prompt).question == "timeline":
        seats.append(st.waiting_for(Prompt).player)
        answer(st, texts(st)[-1])
    assert seats == [1, 1, 0, 0]


# -- Choix et orientation du plateau ---------------------------------------------------------------------
def test_first_player_chooses_the_board_side() -> None:
    """seed 003, "Choix et orientation du plateau": the first player picks the arena."""
    st = full_state(team_list=(WAKFU, STASIS))
    assert (
        st.waiting_for(Prompt) is not None
        and st.waiting_for(Prompt).question == "arena"
        and st.waiting_for(Prompt).player == 1
    )
    assert texts(st) == ["pick arene-elementaire", "pick la-fosse"]
    rejected(st, "pick north", "answer-first")
    answer(st, "pick arene-elementaire")
    assert st.arena == "arene-elementaire"


def test_arena_option_fixes_the_board() -> None:
    """The ``arena`` option stands for the players' agreement: no board decision is asked."""
    st = full_state(arena="la-fosse")
    assert st.arena == "la-fosse"
    assert st.waiting_for(Prompt) is None or st.waiting_for(Prompt).question != "arena"


@pytest.mark.parametrize("edge", ["north", "east", "south", "west"])
def test_other_player_picks_an_edge_and_the_first_sits_opposite(edge: str) -> None:
    """seed 003, "Choix et orientation du plateau": the other player picks one of the four
    sides, the first player takes the opposite one; K4: 10 deployment cells per side within
    its two rows (seed 003, "Déploiement")."""
    opposite = {"north": "south", "south": "north", "east": "west", "west": "east"}
    for arena in sorted(arenas()):
        st = full_state(arena=arena, team_list=(WAKFU, STASIS))
        until_prompt(st, "edge")
        assert st.waiting_for(Prompt).player == 1 - st.order[0] == 0
        answer(st, f"pick {edge}")
        layout = arena_layout(arena)
        assert st.deploy_cells[0] == layout["edges"][edge]
        assert st.deploy_cells[1] == layout["edges"][opposite[edge]]
        assert len(st.deploy_cells[0]) == len(st.deploy_cells[1]) == 10


def test_four_players_player_four_picks_the_board_player_one_orients() -> None:
    """seed 003, "Chacun pour soi: Mise en place du plateau": player 4 chooses the board,
    player 1 orients it; K4: player 1 takes the chosen quadrant, the others follow clockwise
    in playing order."""
    teams = (WAKFU[2:], STASIS[2:], WAKFU[:2], STASIS[:2])  # Initiative 3, 9, 13, 15
    st = full_state(players=4, mode="ffa", team_list=teams)
    order = list(st.order)
    assert order == [3, 2, 1, 0]  # seed 003, "Chacun pour soi: Initiative": decreasing totals
    assert (
        st.waiting_for(Prompt) is not None
        and st.waiting_for(Prompt).question == "arena"
        and st.waiting_for(Prompt).player == order[3]
    )
    answer(st, "pick la-fosse")
    until_prompt(st, "parcel")
    assert st.waiting_for(Prompt).player == order[0]
    answer(st, "pick se")
    layout = arena_layout("la-fosse")
    for i, quadrant in enumerate(["se", "sw", "nw", "ne"]):
        assert st.deploy_cells[order[i]] == layout["parcels"][quadrant]


# -- Pions Kama, récompenses, GG -------------------------------------------------------------------------
@pytest.mark.parametrize("arena", sorted(arenas()))
def test_kamas_rewards_and_gg_at_the_start(arena: str) -> None:
    """seed 003, "Pions Kama" (one per Demon cell, the Kama cells' count), the bank holds the
    rest of the 54; "Pions Récompense Démoniaque": 2 face-down piles per rank and the top of
    each turned face up; "GG de départ": 6 each and 1 wild GG."""
    st = full_state(arena=arena)
    auto_setup(st)
    data = arenas()[arena]
    for cell, n in data.kama_cells().items():
        assert st.kamas[cell] == n
    for cell in data.demon_cells():
        assert st.kamas[cell] == 1 and cell in st.demon_cells
    assert sum(st.kamas) == data.starting_kamas()
    assert st.bank == 54 - data.starting_kamas()
    assert st.stock == [0, 0]
    rw = st.reward_supply
    for rank in ("granit", "jade", "or"):
        assert rw["piles"][rank] == [9, 9]
        assert len([t for t in rw["visible"][rank] if t]) == 2
        assert all(st.game.rewards_by_id[t].rank.value == rank for t in rw["visible"][rank])
    assert st.gg == [6, 6] and st.wild_gg == 1 and st.gg_box == 2
    check_conservation(st)


def test_four_players_gg() -> None:
    """seed 003, "Chacun pour soi: Galons de la Gloire": 3 wild GG, 3 GG each."""
    for mode in ("ffa", "2v2"):
        st = full_state(players=4, mode=mode, arena="la-fosse")
        assert st.gg == [3, 3, 3, 3] and st.wild_gg == 3 and st.gg_box == 0


# -- Déploiement -----------------------------------------------------------------------------------------
def test_deployment_first_player_first_on_own_cells_in_timeline_order() -> None:
    """seed 003, "Déploiement": the first player places his figures in his deployment cells,
    then his opponent in his."""
    st = full_state(arena="la-fosse", team_list=(WAKFU, STASIS))
    until_prompt(st, "edge")
    answer(st, "pick north")  # player 1 (second) takes the north; player 2 (first) the south
    assert (
        st.waiting_for(Prompt) is not None
        and st.waiting_for(Prompt).question == "deploy"
        and st.waiting_for(Prompt).player == 1
    )
    south = arena_layout("la-fosse")["edges"]["south"]
    assert sorted(st.game.codec.to_index(a) - st.game.codec._place0 for a in st.legal_actions()) == sorted(
        south
    )
    rejected(st, "place b12", "answer-first")  # an enemy deployment cell
    rejected(st, "place f6", "answer-first")  # not a deployment cell
    first = st.board.name(south[0])
    answer(st, f"place {first}")
    assert piece(st, "reine").pos == south[0]  # the timeline's first (Initiative 8)
    assert f"place {first}" not in texts(st)  # an occupied cell is no longer free
    for _ in range(3):
        answer(st, texts(st)[0])
    assert st.waiting_for(Prompt) is not None and st.waiting_for(Prompt).player == 0
    north = set(arena_layout("la-fosse")["edges"]["north"])
    for _ in range(4):
        assert {st.board.parse(t.split()[1]) for t in texts(st)} <= north
        answer(st, texts(st)[-1])
    assert st.acting and st.player == 1 and st.turn == 1
    assert st.pieces[st.active].label == "reine"
    for p in st.pieces:
        if p.kind == 0:
            assert p.in_play and p.pos in (north if p.owner == 0 else set(south))


def test_tutorial_7_the_arena() -> None:
    """seed 003, tutorial 7 "L'Arena (et le Roi aussi)": La Fosse, STASIS (Reine, Guy, Oscar,
    Bad) against WAKFU (Anna, Kréol, Roi, Opée); STASIS (24) deploys and plays first."""
    st = full_state("tutorial-7")
    assert st.arena == "la-fosse"
    assert st.order == [0, 1]
    assert [[st.pieces[i].label for i in tl] for tl in st.timelines] == [
        ["reine", "guy", "oscar", "bad"],
        ["anna", "kreol", "roi", "opee"],
    ]
    assert st.gg == [6, 6] and st.wild_gg == 1
    until_prompt(st, "edge")
    assert st.waiting_for(Prompt) is not None and st.waiting_for(Prompt).player == 1
    auto_setup(st)
    assert st.player == 0 and st.turn == 1 and st.pieces[st.active].label == "reine"
    with pytest.raises(OptionsError, match="its own teams"):
        game("tutorial-7", team_list=(STASIS, WAKFU))
