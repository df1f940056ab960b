"""Knockout checks, round end, next rounds, the match (seed 002, "击倒检定", "轮次结束条件", "开始新一轮次")."""

from __future__ import annotations

from fractions import Fraction

from arena.core.state import CHANCE, TERMINAL
from arena.games.knockdown import rules
from arena.games.knockdown.actions import Action, Kind

from .harness import game, play, position, skill, texts


def ko_position(cubes: tuple[int, int] = (2, 3)):  # type: ignore[no-untyped-def]
    s = position(
        game(("knight-a", "witch-a")),
        at=("b1", "c1"),
        display=["c13", "c30", "c31", "c32"],
        faceup=(["s5"], ["s2"]),
        facedown=("s3", "s4"),
    )
    s.heavy[1], s.light[1] = cubes
    play(s, "attack c13")  # Haymaker: 2 heavy, knockout
    return s


def test_dice_distribution() -> None:
    """decisions KD3: the dice variant, 3d6 summed, exact probabilities."""
    dist = dict(rules.roll_distribution())
    assert sum(dist.values()) == 1 and dist[3] == Fraction(1, 216) and dist[10] == Fraction(27, 216)
    assert rules.pass_probability(11) == Fraction(1, 2)
    assert rules.pass_probability(19) == 0  # research A-18


def test_knockout_is_optional_for_the_attacker() -> None:
    """seed 002, "攻击流程" step 3: the attacker *may* make the opponent take a check."""
    s = ko_position()
    play(s, "spare")
    assert s.current_player() == 0 and s.round == 1


def test_knockout_check_passed_halves_light() -> None:
    """seed 002, "击倒检定：骰子变体": sum >= all cubes passes; discard half the light cubes (rounded down)."""
    s = ko_position((2, 3))  # after the Haymaker: 4 heavy, 3 light = 7 cubes
    play(s, "knockout")
    assert s.current_player() == CHANCE and len(s.chance_outcomes()) == 16
    play(s, "roll 7")
    assert (s.heavy[1], s.light[1]) == (4, 2)  # 3 - floor(3/2)
    assert s.round == 1


def test_knockout_check_failed_ends_the_round() -> None:
    """seed 002, "击倒检定失败": the loser of the check loses the round; the attacker wins it,
    and the loser turns up the other skill card ("轮次结束条件")."""
    s = ko_position((2, 3))
    play(s, "knockout", "roll 6")
    assert s.wins == [1, 0] and s.round == 2
    assert s.faceup[1] == [skill("s2"), skill("s4")] and s.facedown[1] == -1
    assert s.round_starter == 1  # "开始新一轮次" step 4: the loser starts
    assert (s.heavy, s.light, s.hands) == ([0, 0], [0, 0], [[], []])  # step 1


def test_round_two_draft_order_by_initiative() -> None:
    """research A-2: the loser starts; the higher active initiative drafts first, the loser on a tie."""
    s = ko_position((2, 3))
    play(s, "knockout", "roll 6")
    for c in range(4):
        s.apply(Action(Kind.REVEAL, c))
    # P2 active: s2 (3) + s4 (4) -> 4; P1 active: s5 (6): P1 drafts first, P2 starts
    assert s.current_player() == 0 and s.round_starter == 1
    g2 = game(("knight-a", "witch-a"), draft_first="start")
    t = position(
        g2,
        at=("b1", "c1"),
        display=["c13", "c30", "c31", "c32"],
        faceup=(["s5"], ["s2"]),
        facedown=("s3", "s4"),
    )
    t.heavy[1] = 9
    play(t, "attack c13", "knockout", "roll 3")
    for c in range(4):
        t.apply(Action(Kind.REVEAL, c))
    assert t.current_player() == 1  # flag: the start player always drafts first


def test_match_is_best_of_three() -> None:
    """seed 002, "轮次结束条件": a round winner who already holds a victory token wins the match."""
    s = ko_position((2, 3))
    s.wins = [1, 1]
    play(s, "knockout", "roll 3")
    assert s.current_player() == TERMINAL and s.returns() == [1.0, -1.0] and s.winners() == [0]


def test_deck_out_tie_breaks() -> None:
    """seed 002, "攻击牌库耗尽": fewer heavy, then fewer light, then the player whose turn it is."""
    assert rules.deck_out_winner([1, 2], [5, 0], 1) == 0
    assert rules.deck_out_winner([2, 2], [1, 3], 1) == 0
    assert rules.deck_out_winner([2, 2], [3, 3], 1) == 1


def test_deck_out_ends_the_round_at_refill() -> None:
    """seed 002, "轮次结束条件"; research A-4: the refill that finds the deck empty ends the round."""
    s = position(game(("knight-a", "witch-a")), at=("a1", "g2"), deck=["c1"])
    s.light[0] = 1
    play(s, "attack c30", "attack c31")
    assert s.current_player() == CHANCE
    play(s, "reveal c1")
    # P2's refill found the deck empty: P2 (no wounds) wins
    assert s.wins == [0, 1] and s.round == 2


def test_only_a_knockout_check_ends_a_round_on_wounds() -> None:
    """research A-17: damage alone never ends a round."""
    s = position(game(("knight-a", "witch-a")), at=("b1", "c1"), display=["c3", "c30", "c31", "c32"])
    s.heavy[1] = 30
    play(s, "attack c3")
    assert s.round == 1 and s.current_player() == 0 and "knockout" not in texts(s)


def test_turn_limit_house_rule() -> None:
    """House rule (docs/knockdown.md): after turn_limit turns each, the round is scored as a deck-out."""
    g = game(("knight-a", "witch-a"), turn_limit=2)
    s = position(g, at=("a1", "g2"))
    s.heavy[0] = 1
    moves = 0
    while s.round == 1:
        assert not s.is_chance_node()
        play(s, next(t for t in texts(s) if t.startswith("move")))
        moves += 1
    assert moves == 8 and s.wins == [0, 1]
