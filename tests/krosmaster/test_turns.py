"""Turn flow, timelines, first player, mobs, bombs, markers and win checks
(seed 003, "Début de partie", "Tour de jeu", "Pions Invocation", each "But du jeu")."""

from __future__ import annotations

import pytest

from arena.core.errors import OptionsError
from arena.core.events import Event
from arena.games.krosmaster import Krosmaster
from arena.games.krosmaster.datamodel import Goal, Placement, ScenarioData, scenarios
from arena.games.krosmaster.state import DRAW, NO_WINNER, KrosmasterState
from tests.krosmaster.harness import (
    act,
    activate,
    cell_of,
    clear,
    game,
    legal_texts,
    new_state,
    pending,
    piece,
    put,
    rejected,
    roll,
)


def active(st: KrosmasterState) -> str | None:
    return st.pieces[st.active].label if st.acting else None


def start_turn(st: KrosmasterState, player: int) -> list[Event]:
    """Begin ``player``'s turn from a hand-built position (as ``_end_turn`` would)."""
    st.player = player
    st.timeline_index = -1
    st.mob_stage = False
    for p in st.pieces:
        if p.owner == player:
            p.activated = False
    events: list[Event] = []
    st.advance(events)
    return events


def punch_ko(st: KrosmasterState, target: str) -> list[Event]:
    """The active character punches ``target`` (who has 1 PV left) with failed crit and armor."""
    events = act(st, f"cast coup-de-poing {cell_of(st, target)}")
    events += roll(st, "armure")  # critical roll: no success
    kind, n = pending(st) or ("", 0)
    assert kind == "armor"
    events += roll(st, *["critique"] * n)  # armor roll: no success
    assert not piece(st, target).in_play
    return events


def timeline_labels(st: KrosmasterState) -> list[list[str]]:
    return [[st.game.prototypes[i].label for i in tl] for tl in st.game.timelines]


# -- timeline and first player ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("scenario", "timelines"),
    [
        ("tutorial-1", [["reine"], ["roi"]]),
        ("tutorial-3", [["reine"], ["roi"]]),
        ("tutorial-4", [["anna", "reine"], ["oscar", "roi"]]),
        ("tutorial-5", [["anna", "guy"], ["oscar", "kreol"]]),
        ("tutorial-6", [["guy", "bad"], ["kreol", "opee"]]),
    ],
)
def test_timeline_by_decreasing_initiative(scenario: str, timelines: list[list[str]]) -> None:
    """seed 003, "Initiative" (tutorial 4) and "Timeline": highest Initiative plays first."""
    assert timeline_labels(new_state(scenario)) == timelines


@pytest.mark.parametrize(
    ("scenario", "totals", "first"),
    [
        ("tutorial-1", (8, 2), "reine"),
        ("tutorial-2", (8, 2), "reine"),
        ("tutorial-3", (8, 2), "reine"),
        ("tutorial-4", (17, 8), "anna"),
        ("tutorial-5", (16, 10), "anna"),
        ("tutorial-6", (10, 5), "guy"),
    ],
)
def test_first_player_as_each_tutorial_says(scenario: str, totals: tuple[int, int], first: str) -> None:
    """seed 003, each tutorial's "Déploiement": the Reine plays first (8 vs 2); the Reine's
    team (9 + 8 = 17 vs 6 + 2 = 8); Anna & Guy (9 + 7 = 16 vs 6 + 4 = 10); Guy & Bad first."""
    st = new_state(scenario)
    g = st.game
    sums = tuple(sum(g.prototypes[i].data.initiative for i in tl) for tl in g.timelines)
    assert sums == totals
    assert g.first_player == 0
    assert st.player == 0 and st.turn == 1
    assert active(st) == first
    p = piece(st, first)
    assert (p.mp, p.ap) == (p.base_mp, p.base_ap)


CUSTOM = """
characters:
{chars}
"""


def _custom(monkeypatch: pytest.MonkeyPatch, teams: list[list[int]]) -> KrosmasterState:
    """A scenario whose teams are plain Krosmasters with the given initiatives."""
    lines, placed = [], []
    for t, inits in enumerate(teams):
        row = []
        for i, init in enumerate(inits):
            cid = f"test-k{t}{i}"
            lines.append(
                f"  {cid}: {{name: {{fr: K{t}{i}, en: K{t}{i}}}, code: k{t}{i}, kind: krosmaster, "
                f"initiative: {init}, mp: 3, hp: 5, ap: 6}}"
            )
            row.append(Placement(character=cid, at=f"{'abcd'[i]}{1 if t == 0 else 8}"))
        placed.append(tuple(row))
    sc = ScenarioData(
        id="test-initiative",
        title={"fr": "t", "en": "t"},
        source="test",
        width=8,
        height=8,
        map=("........",) * 8,
        teams=(placed[0], placed[1]),
        goal=Goal.KO_ONE,
    )
    monkeypatch.setitem(scenarios(), sc.id, sc)
    st = game(sc.id, extra=CUSTOM.format(chars="\n".join(lines))).new_initial_state()
    assert isinstance(st, KrosmasterState)
    return st


@pytest.mark.parametrize(
    ("teams", "first"),
    [
        ([[6, 5, 4], [9, 7]], 1),  # higher total
        ([[9, 7], [6, 5, 4]], 0),
        ([[5, 5, 5], [10, 5]], 1),  # equal totals: the highest single initiative
        ([[6, 6, 3], [6, 5, 4]], 0),  # equal totals and highest: the second highest
        ([[6, 5, 4], [6, 6, 3]], 1),
        ([[6, 5, 2, 2], [6, 5, 4]], 1),  # ... then the third
    ],
)
def test_first_player_tie_breaks(monkeypatch: pytest.MonkeyPatch, teams: list[list[int]], first: int) -> None:
    """seed 003, "Premier joueur" and "Règles avancées: Initiative": the higher total, then the
    highest Initiative, then the second highest, etc."""
    st = _custom(monkeypatch, teams)
    assert st.game.first_player == first
    assert st.player == first
    assert st.pieces[st.active].owner == first


def test_perfect_initiative_tie_goes_to_the_first_listed_team(monkeypatch: pytest.MonkeyPatch) -> None:
    """seed 003, "Règles avancées: Initiative" ends with a coin toss on a perfect tie; the
    engine has no coin before the first move and gives it to the first listed team (game.py,
    a documented house choice)."""
    st = _custom(monkeypatch, [[6, 5], [5, 6]])
    assert st.game.first_player == 0


def test_tied_initiatives_keep_the_owners_order(monkeypatch: pytest.MonkeyPatch) -> None:
    """seed 003, "Règles avancées: Timeline" and K12: the owner orders tied Krosmasters once,
    at team creation (the scenario's listing order), and keeps that order."""
    st = _custom(monkeypatch, [[4, 7, 4], [3, 3]])
    assert timeline_labels(st) == [["k01", "k00", "k02"], ["k10", "k11"]]
    seen = []
    for _ in range(5):
        seen.append(active(st))
        act(st, "end")
    assert seen == ["k01", "k00", "k02", "k10", "k11"]
    assert active(st) == "k01" and st.turn == 3


# -- the order of play ----------------------------------------------------------------------------------------
def test_team_plays_in_timeline_order_then_the_other_team() -> None:
    """seed 003, "Equipe de personnages" (tutorial 4) and "Tours des personnages": all of a
    player's characters in Timeline order, then the opponent's."""
    st = new_state("tutorial-4")
    seen = []
    for _ in range(8):
        seen.append((st.turn, st.player, active(st)))
        act(st, "end")
    assert seen == [
        (1, 0, "anna"),
        (1, 0, "reine"),
        (2, 1, "oscar"),
        (2, 1, "roi"),
        (3, 0, "anna"),
        (3, 0, "reine"),
        (4, 1, "oscar"),
        (4, 1, "roi"),
    ]


def test_unspent_mp_and_ap_are_lost_and_refilled() -> None:
    """seed 003, "2.2 Phase d'activation": unspent PM and PA are lost; each turn the character
    has its whole capital again."""
    st = new_state("tutorial-1")
    act(st, "move d2")
    reine = piece(st, "reine")
    assert (reine.mp, reine.ap) == (3, 6)
    act(st, "end")
    assert (reine.mp, reine.ap) == (0, 0)
    assert active(st) == "roi"
    act(st, "end")
    assert active(st) == "reine"
    assert (reine.mp, reine.ap) == (4, 6)


def test_mp_and_ap_in_any_order_then_automatic_end() -> None:
    """seed 003 tutorial 1: the Roi may spend 2 PM, then 5 PA on a punch, then 1 PM; his
    2 remaining PA buy nothing, so his turn ends by itself ("2.2": a character that cannot
    spend anything more ends its activation)."""
    st = clear(new_state("tutorial-1"))
    put(st, "reine", "e5")
    put(st, "roi", "e8")
    start_turn(st, 1)
    assert active(st) == "roi"
    act(st, "move e7")
    act(st, "move e6")
    act(st, "cast coup-de-poing e5")
    roll(st, "armure")
    roll(st, "tacle")
    assert piece(st, "reine").injuries == 1
    roi = piece(st, "roi")
    assert (roi.mp, roi.ap) == (1, 2)
    assert "end" in legal_texts(st)
    act(st, "move d6")
    roll(st, "armure")  # the Reine's lock roll fails
    assert cell_of(st, "roi") == "d6"
    assert (roi.mp, roi.ap) == (0, 0)
    assert st.player == 0 and st.turn == 2 and active(st) == "reine"


def test_activation_with_nothing_possible_is_skipped() -> None:
    """seed 003, "2.2": a character that cannot spend anything ends at once (walled in with no
    PA for a spell)."""
    st = clear(new_state("tutorial-1"))
    put(st, "roi", "a8")
    put(st, "reine", "h1")
    st.scenery[st.board.parse("a7")] = 1
    st.scenery[st.board.parse("b8")] = 1
    piece(st, "roi").ap_markers = -7
    events = start_turn(st, 1)
    assert [e.kind for e in events].count("activation") == 2
    assert st.player == 0 and active(st) == "reine"


# -- mobs -----------------------------------------------------------------------------------------------------
def test_tofu_summoned_this_turn_plays_after_the_reine() -> None:
    """seed 003, "Pions Mob" (tutorial 3, "Ordre de jeu"): Tofus play once the Reine has
    finished, even one summoned this turn."""
    st = new_state("tutorial-3")
    act(st, "cast invocation-de-tofu c1")
    assert cell_of(st, "tofu1") == "c1"
    assert active(st) == "reine"
    act(st, "end")
    assert active(st) == "tofu1"
    tofu = piece(st, "tofu1")
    assert (tofu.mp, tofu.ap) == (5, 4)
    act(st, "end")
    assert st.player == 1 and active(st) == "roi"


def test_mobs_follow_their_own_summoner_in_a_team() -> None:
    """seed 003, "Pions Mob": a mob plays right after the Krosmaster that summoned it (the
    Reine's Tofu after the Reine, who plays after Anna; the Bouftou after the Roi)."""
    st = new_state("tutorial-4")
    assert active(st) == "anna"
    act(st, "end")
    assert active(st) == "reine"
    act(st, "cast invocation-de-tofu d2")
    act(st, "end")
    assert active(st) == "tofu1"
    act(st, "end")
    assert active(st) == "oscar"
    act(st, "end")
    assert active(st) == "roi"
    act(st, "cast invocation-de-bouftou g9")
    act(st, "end")
    assert active(st) == "bouftou"
    act(st, "end")
    order = []
    for _ in range(6):
        order.append(active(st))
        act(st, "end")
    assert order == ["anna", "reine", "tofu1", "oscar", "roi", "bouftou"]


def test_owner_chooses_the_order_of_several_mobs() -> None:
    """seed 003, "Ordre de jeu" (tutorial 3) and "Pions Mob": several Tofus play one by one,
    in the order their player chooses."""
    st = new_state("tutorial-3")
    act(st, "cast invocation-de-tofu c1")
    act(st, "cast invocation-de-tofu e1")
    act(st, "end")
    assert not st.acting
    assert legal_texts(st) == {"choose tofu1", "choose tofu2"}
    rejected(st, "choose roi", "choose-first")
    rejected(st, "choose tofu3", "choose-first")
    rejected(st, "end", "choose-first")
    act(st, "choose tofu2")
    assert active(st) == "tofu2"
    act(st, "end")
    assert active(st) == "tofu1"  # the last one needs no choice
    rejected(st, "choose tofu2", "no-choice")
    act(st, "end")
    assert st.player == 1 and active(st) == "roi"


def test_three_tofus_two_choices() -> None:
    """seed 003, "Pions Mob": the active player picks each next mob among those left."""
    st = clear(new_state("tutorial-3"))
    put(st, "reine", "d1")
    put(st, "roi", "h8")
    for label, cell in (("tofu1", "a1"), ("tofu2", "a3"), ("tofu3", "a5")):
        put(st, label, cell)
    start_turn(st, 0)
    act(st, "end")
    assert legal_texts(st) == {"choose tofu1", "choose tofu2", "choose tofu3"}
    act(st, "choose tofu3")
    act(st, "end")
    assert legal_texts(st) == {"choose tofu1", "choose tofu2"}
    act(st, "choose tofu1")
    act(st, "end")
    assert active(st) == "tofu2"


# -- bombs ----------------------------------------------------------------------------------------------------
def t6(**cells: str) -> KrosmasterState:
    st = clear(new_state("tutorial-6"))
    for label, cell in cells.items():
        put(st, label, cell)
    return st


def test_bomb_ticks_at_its_summoners_activation_start() -> None:
    """seed 003, "Pions Bombe": at the start of the turn of the character who put it into
    play a bomb takes 1 injury and explodes ("Effets déclenchés", phase 2.1)."""
    st = t6(guy="a1", bad="j1", kreol="j10", opee="a10", bombe1="e5")
    start_turn(st, 0)
    assert active(st) == "guy"
    assert piece(st, "bombe1").in_play  # Guy's activation does not touch Bad's bomb
    events = act(st, "end")
    kinds = [e.kind for e in events]
    assert kinds[:5] == ["activation", "bomb-tick", "injury", "ko", "removed"]
    assert not piece(st, "bombe1").in_play
    assert active(st) == "bad"


def test_active_player_orders_simultaneous_bomb_ticks() -> None:
    """seed 003, "2.1 Effets déclenchés": when several trigger at once the active player
    chooses the order, one by one."""
    st = t6(guy="a1", bad="j1", kreol="j10", opee="a10", bombe1="c5", bombe2="h5")
    start_turn(st, 0)
    act(st, "end")
    assert legal_texts(st) == {"choose bombe1", "choose bombe2"}
    assert st.player == 0
    events = act(st, "choose bombe2")
    ticks = [e.data["piece"] for e in events if e.kind == "bomb-tick"]
    assert ticks == ["bombe2", "bombe1"]
    assert active(st) == "bad"


def test_bomb_placed_this_turn_waits_for_the_next_activation() -> None:
    """seed 003, "Pions Bombe" (and tutorial 6: the bombs "lancées par le Roublard au tour
    précédent"): a new bomb ticks at its summoner's next turn start, not in the enemy turn."""
    st = t6(guy="a1", bad="e1", kreol="j10", opee="a10")
    start_turn(st, 0)
    act(st, "end")
    assert active(st) == "bad"
    act(st, "cast lance-de-bombe-a-eau e4")
    assert cell_of(st, "bombe1") == "e4"
    act(st, "end")
    assert active(st) == "kreol"
    act(st, "end")
    act(st, "end")
    assert active(st) == "guy" and piece(st, "bombe1").in_play
    act(st, "end")
    assert not piece(st, "bombe1").in_play
    assert active(st) == "bad"


def test_markers_from_a_preliminary_explosion_apply_at_once() -> None:
    """seed 003, "2.1" then "2.2": the bomb explodes in the preliminary phase and its -1 PA
    marker is applied when Bad's activation phase starts, then discarded."""
    st = t6(guy="a1", bad="e4", kreol="j10", opee="a10", bombe1="e5")
    start_turn(st, 0)
    act(st, "end")
    assert pending(st) == ("critical", 1)
    roll(st, "armure")
    assert pending(st) == ("armor", 1)
    events = roll(st, "critique")
    bad = piece(st, "bad")
    assert bad.injuries == 1
    assert [e.data for e in events if e.kind == "markers"] == [{"piece": "bad", "mp": 0, "ap": -1}]
    assert active(st) == "bad"
    assert (bad.mp, bad.ap, bad.ap_markers) == (3, 5, 0)


def test_summoner_ko_removes_bombs_without_explosion() -> None:
    """seed 003, "Invocateur K.O" (tutorial 6): Bad Aboum's bombs are removed, they do not
    explode."""
    st = t6(guy="a1", bad="e4", kreol="e5", opee="a10", bombe1="d5", bombe2="f5")
    piece(st, "bad").injuries = 8
    start_turn(st, 1)
    assert active(st) == "kreol"
    events = punch_ko(st, "bad")
    assert not piece(st, "bombe1").in_play and not piece(st, "bombe2").in_play
    assert [e.data["piece"] for e in events if e.kind == "removed"] == ["bombe1", "bombe2"]
    assert not any(e.kind in ("bomb-tick", "marker", "markers") for e in events)
    assert piece(st, "kreol").ap_markers == 0
    assert st.winner == NO_WINNER


# -- markers and per-turn state -------------------------------------------------------------------------------
def test_markers_apply_at_activation_start_then_are_discarded() -> None:
    """seed 003, "Marqueurs +1/-1 PM et +1/-1 PA" and tutorial 6 "Marqueur Point d'Action":
    markers change PM/PA for that turn only and are all discarded."""
    st = clear(new_state("tutorial-4"))
    put(st, "anna", "a1")
    put(st, "reine", "c1")
    put(st, "roi", "j10")
    put(st, "oscar", "h10")
    anna, reine = piece(st, "anna"), piece(st, "reine")
    anna.ap_markers, anna.mp_markers = -2, 1
    reine.ap_markers = 1
    start_turn(st, 0)
    assert active(st) == "anna"
    assert (anna.mp, anna.ap, anna.mp_markers, anna.ap_markers) == (4, 4, 0, 0)
    act(st, "end")
    assert (reine.mp, reine.ap, reine.ap_markers) == (4, 7, 0)
    act(st, "end")
    act(st, "end")
    act(st, "end")
    assert active(st) == "anna"
    assert (anna.mp, anna.ap) == (3, 6)


def test_markers_never_make_mp_or_ap_negative() -> None:
    """seed 003, "Marqueur Point d'Action": several -1 PA markers can take all of a turn's PA,
    never more; none may remain afterwards."""
    st = clear(new_state("tutorial-4"))
    put(st, "anna", "a1")
    put(st, "reine", "c1")
    put(st, "roi", "j10")
    put(st, "oscar", "h10")
    anna, reine = piece(st, "anna"), piece(st, "reine")
    anna.ap_markers = -9
    reine.ap_markers, reine.mp_markers = -7, -5
    events = start_turn(st, 0)
    assert next(e.data for e in events if e.kind == "markers") == {"piece": "anna", "mp": 0, "ap": -9}
    assert active(st) == "anna"  # she can still walk
    assert (anna.mp, anna.ap, anna.ap_markers) == (3, 0, 0)
    assert all(t.startswith("move") or t == "end" for t in legal_texts(st))
    events = act(st, "end")
    assert [e.data for e in events if e.kind == "markers"] == [{"piece": "reine", "mp": -5, "ap": -7}]
    assert (reine.mp, reine.ap, reine.mp_markers, reine.ap_markers) == (0, 0, 0, 0)
    assert st.player == 1  # the Reine could do nothing: her activation ended at once


def test_per_turn_spell_limit_resets_each_activation() -> None:
    """seed 003, "Limite d'utilisation" and tutorial 5 (Tir à Distance, "une seule fois par
    tour"): once per character turn, available again next turn; its +PO ends with the turn."""
    st = clear(new_state("tutorial-6"))
    put(st, "guy", "a1")
    put(st, "bad", "j1")
    put(st, "kreol", "j10")
    put(st, "opee", "a10")
    start_turn(st, 0)
    act(st, "cast tir-a-distance a1")
    guy = piece(st, "guy")
    assert (guy.mp, guy.ap, guy.range_bonus) == (0, 5, 3)
    rejected(st, "cast tir-a-distance a1", "once-per-turn")
    act(st, "end")
    assert guy.range_bonus == 0
    for _ in range(3):
        act(st, "end")
    assert active(st) == "guy"
    assert "cast tir-a-distance a1" in legal_texts(st)
    assert guy.used_turn == frozenset()


# -- K.O. and victory -----------------------------------------------------------------------------------------
def test_kod_krosmaster_is_skipped() -> None:
    """seed 003, "Les fondamentaux" (K.O.: the figure leaves the board) and "Tours des
    personnages": a K.O.'d Krosmaster no longer plays (tutorial 6 goes on)."""
    st = t6(guy="e4", bad="j1", kreol="e5", opee="a10")
    piece(st, "kreol").injuries = 8
    start_turn(st, 0)
    punch_ko(st, "kreol")
    assert st.winner == NO_WINNER
    assert cell_of(st, "kreol") is None
    act(st, "end")
    act(st, "end")
    assert st.player == 1 and active(st) == "opee"
    act(st, "end")
    assert st.player == 0 and active(st) == "guy"


@pytest.mark.parametrize(
    ("scenario", "attacker", "target", "winner"),
    [
        ("tutorial-1", "reine", "roi", 0),
        ("tutorial-2", "roi", "reine", 1),
        ("tutorial-3", "reine", "roi", 0),
        ("tutorial-4", "oscar", "anna", 1),
        ("tutorial-4", "reine", "roi", 0),
    ],
)
def test_ko_one_enemy_wins_tutorials_1_to_4(scenario: str, attacker: str, target: str, winner: int) -> None:
    """seed 003, "But du jeu" of tutorials 1–3 ("Mettre K.O le Krosmaster adverse") and 4
    ("Mettre K.O un Krosmaster adverse")."""
    st = clear(new_state(scenario))
    put(st, attacker, "d4")
    put(st, target, "d5", injuries=piece(st, target).hp - 1)
    if scenario == "tutorial-4":
        for label, cell in {"anna": "a1", "reine": "b1", "roi": "j10", "oscar": "i10"}.items():
            if not piece(st, label).in_play:
                put(st, label, cell)
    activate(st, attacker)
    events = punch_ko(st, target)
    assert [e.data["piece"] for e in events if e.kind == "ko"] == [target]
    assert st.is_terminal() and st.winner == winner
    assert st.legal_actions() == []
    assert st.returns() == ([1.0, -1.0] if winner == 0 else [-1.0, 1.0])
    assert st.winners() == [winner]
    rejected(st, "end", "game-over")


def test_ko_of_a_mob_does_not_win() -> None:
    """seed 003 tutorial 3 "But du jeu": the goal is the Reine, "pas ... une cape en plumes de
    Tofus"; mobs are not Krosmasters."""
    st = clear(new_state("tutorial-3"))
    put(st, "roi", "d4")
    put(st, "tofu1", "d5")
    put(st, "reine", "a1")
    activate(st, "roi")
    act(st, "cast coup-de-poing d5")
    roll(st, "armure")
    roll(st, "critique")
    assert not piece(st, "tofu1").in_play
    assert st.winner == NO_WINNER and not st.is_terminal()
    assert st.returns() == [0.0, 0.0]


def test_tutorial_6_needs_every_enemy_ko() -> None:
    """seed 003 tutorial 6 "But du jeu": "Mettre K.O tous les ennemis"."""
    st = t6(guy="e4", bad="f6", kreol="e5", opee="f5")
    piece(st, "kreol").injuries = 8
    piece(st, "opee").injuries = 7
    start_turn(st, 0)
    punch_ko(st, "kreol")
    assert not st.is_terminal()
    act(st, "end")
    assert active(st) == "bad"
    punch_ko(st, "opee")
    assert st.is_terminal() and st.winner == 0
    assert st.returns() == [1.0, -1.0]


def test_winning_bomb_explosion_still_removes_the_bomb() -> None:
    """seed 003, "Pions Bombe" and tutorial 6 "But du jeu": a bomb ticking at Bad's turn start
    KOs the last enemy; the game is won and the K.O.'d bomb is off the board (regression:
    it used to stay on its cell in the final position)."""
    st = t6(guy="a1", bad="j1", opee="e6", bombe1="e5")  # Kréol is already K.O.
    piece(st, "opee").injuries = 7
    start_turn(st, 0)
    act(st, "end")
    roll(st, "armure")  # the explosion's critical roll
    events = roll(st, "critique")  # Opée's armor roll
    assert [e.data["piece"] for e in events if e.kind == "ko"] == ["opee"]
    assert st.is_terminal() and st.winner == 0
    bomb = piece(st, "bombe1")
    assert not bomb.in_play and bomb.pos == -1
    assert st.occupant[st.board.parse("e5")] == -1
    assert st.exploding == [] and st.stack == []


def t5(**cells: str) -> KrosmasterState:
    st = clear(new_state("tutorial-5"))
    for label, cell in cells.items():
        put(st, label, cell)
    return st


def test_tutorial_5_ko_held_through_the_next_enemy_turn_wins() -> None:
    """seed 003 tutorial 5 "But du jeu": KO an enemy Krosmaster without the opponent KO-ing one
    of yours on the following turn; the win comes at the end of that enemy turn."""
    st = t5(anna="e4", oscar="e5", guy="a1", kreol="j10")
    piece(st, "oscar").injuries = 9
    start_turn(st, 0)
    assert active(st) == "anna"
    punch_ko(st, "oscar")
    assert not st.is_terminal()
    act(st, "end")
    act(st, "end")
    assert st.turn == 2 and st.player == 1 and active(st) == "kreol"  # Oscar is skipped
    assert not st.is_terminal()
    events = act(st, "end")
    assert [e.kind for e in events if e.kind == "claim"] == ["claim"]
    assert st.is_terminal() and st.winner == 0
    assert st.returns() == [1.0, -1.0]


def test_tutorial_5_claim_voided_by_a_ko_in_the_next_enemy_turn() -> None:
    """seed 003 tutorial 5 "But du jeu": if the opponent KOs one of your Krosmasters on the
    next turn, your KO wins nothing; the opponent's own KO must then hold through your turn."""
    st = t5(anna="e4", oscar="e5", guy="h8", kreol="h9")
    piece(st, "oscar").injuries = 9
    piece(st, "guy").injuries = 5
    start_turn(st, 0)
    punch_ko(st, "oscar")
    act(st, "end")
    act(st, "end")
    assert active(st) == "kreol"
    punch_ko(st, "guy")
    assert not st.is_terminal()
    act(st, "end")
    assert not st.is_terminal()  # the first claim is void
    assert st.turn == 3 and active(st) == "anna"
    act(st, "end")
    assert st.is_terminal() and st.winner == 1  # Kréol's KO held through turn 3
    assert st.returns() == [-1.0, 1.0]


def test_tutorial_5_last_krosmaster_ko_wins_at_once() -> None:
    """seed 003, "But du jeu" ("seul à avoir des Krosmaster en jeu"): answering a KO by KO-ing
    the opponent's last Krosmaster wins immediately."""
    st = t5(anna="e4", oscar="e5", guy="h8", kreol="h9")
    piece(st, "oscar").injuries = 9
    piece(st, "guy").injuries = 5
    start_turn(st, 0)
    punch_ko(st, "oscar")
    act(st, "end")
    act(st, "end")
    punch_ko(st, "guy")
    act(st, "end")
    assert active(st) == "anna"
    put(st, "kreol", "e5", injuries=8)
    punch_ko(st, "kreol")
    assert st.is_terminal() and st.winner == 0


def test_max_turns_is_a_draw() -> None:
    """House rule (game.py option ``max_turns``): a draw after that many player turns."""
    st = new_state("tutorial-1", max_turns=3)
    for turn in (1, 2, 3):
        assert st.turn == turn and not st.is_terminal()
        events = act(st, "end")
    assert [e.kind for e in events] == ["turn-limit"]
    assert st.is_terminal() and st.winner == DRAW
    assert st.returns() == [0.0, 0.0]
    assert st.winners() == []
    assert st.legal_actions() == []
    rejected(st, "end", "game-over")


def test_a_claim_due_on_the_last_turn_beats_the_turn_limit() -> None:
    """seed 003 tutorial 5 "But du jeu" vs the house turn limit: the claim is tested first."""
    st = clear(new_state("tutorial-5", max_turns=2))
    put(st, "anna", "e4")
    put(st, "oscar", "e5", injuries=9)
    put(st, "guy", "a1")
    put(st, "kreol", "j10")
    start_turn(st, 0)
    punch_ko(st, "oscar")
    for _ in range(3):
        act(st, "end")
    assert st.is_terminal() and st.winner == 0 and st.turn == 2


def test_returns_are_zero_while_playing() -> None:
    """Arena protocol: returns are 0 until the end."""
    st = new_state("tutorial-3")
    assert st.returns() == [0.0, 0.0]
    assert st.winners() == []
    assert not st.is_terminal()
    assert activate(st, "reine").label == "reine"


@pytest.mark.parametrize(
    ("options", "where"), [({"max_turns": 0}, "max_turns"), ({"scenario": "nope"}, "scenario")]
)
def test_bad_options_are_rejected(options: dict[str, object], where: str) -> None:
    """game.py options: a turn limit of at least 1 (house rule) and a known scenario."""
    with pytest.raises(OptionsError) as info:
        Krosmaster(**options)
    assert where in info.value.message
