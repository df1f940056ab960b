"""Set-up: the skill draft, start player, opening draft, candle cards (seed 002, "游戏设置")."""

from __future__ import annotations

from fractions import Fraction

from arena.core.state import CHANCE
from arena.games.knockdown.actions import Action, Kind

from .harness import game, play, skill, texts


def deal(s, *ids: str) -> None:  # type: ignore[no-untyped-def]
    for i in ids:
        assert s.is_chance_node()
        s.apply(Action(Kind.DEAL, skill(i)))


def test_skill_draft_pass_and_keep() -> None:
    """seed 002, "游戏设置" step 4: deal 3 each, keep 1, pass 2, keep 1 of 2, remove the third."""
    s = game().new_initial_state()
    outcomes = s.chance_outcomes()
    assert len(outcomes) == 12 and all(p == Fraction(1, 12) for _, p in outcomes)
    deal(s, "s1", "s2", "s3", "s4", "s5", "s6")
    assert s.dealt == [[0, 1, 2], [3, 4, 5]]
    assert texts(s) == ["keep s1", "keep s2", "keep s3"] and s.current_player() == 0
    play(s, "keep s2")
    assert texts(s) == ["keep s4", "keep s5", "keep s6"]
    play(s, "keep s6")
    # the unkept two are passed to the opponent
    assert texts(s) == ["keep s4", "keep s5"] and s.current_player() == 0
    play(s, "keep s4")
    assert texts(s) == ["keep s1", "keep s3"]
    play(s, "keep s3")
    assert s.kept == [[1, 3], [5, 2]]
    assert s.removed == [4, 0]  # the third card leaves the game
    play(s, "faceup s4")
    assert texts(s) == ["faceup s3", "faceup s6"]
    play(s, "faceup s6")
    assert s.faceup == [[3], [5]] and s.facedown == [1, 2]


def test_faceup_choice_hidden_until_both_chose() -> None:
    """seed 002, "游戏设置" step 4 ("只有正面朝上的技能牌才称为激活技能牌"); research A-19."""
    s = game().new_initial_state()
    deal(s, "s1", "s2", "s3", "s4", "s5", "s6")
    play(s, "keep s1", "keep s4", "keep s5", "keep s2", "faceup s5")
    assert s.view(1)["fighters"][0]["skills"] == {"faceup": [], "hidden": 2}
    assert s.view(0)["fighters"][0]["skills"]["faceup"] == ["s5"]
    play(s, "faceup s2")
    assert s.view(1)["fighters"][0]["skills"] == {"faceup": ["s5"], "hidden": 1}
    assert s.view(None)["fighters"][1]["skills"] == {"faceup": ["s2"], "hidden": 1}


def drafted_setup(first_up: str, second_up: str):  # type: ignore[no-untyped-def]
    s = game().new_initial_state()
    # s7 (initiative 6) vs s9 (initiative 1) etc.
    deal(s, first_up, "s2", "s3", second_up, "s4", "s8")
    play(s, f"keep {first_up}", f"keep {second_up}", "keep s4", "keep s2")
    play(s, f"faceup {first_up}", f"faceup {second_up}")
    return s


def test_higher_initiative_starts_and_drafts_one_two_one() -> None:
    """seed 002, "游戏设置" steps 5-7: display of 4; higher initiative takes 1, the other 2, then 1."""
    s = drafted_setup("s9", "s7")  # initiative 1 vs 6: player 2 starts
    for c in ("c1", "c2", "c3", "c4"):
        s.apply(Action(Kind.REVEAL, int(c[1:]) - 1))
    assert s.display == [0, 1, 2, 3] and s.deck_candles == 0
    assert s.current_player() == 1 and s.round_starter == 1
    play(s, "draft c2")
    assert s.current_player() == 0
    play(s, "draft c1", "draft c4")
    assert s.current_player() == 1
    play(s, "draft c3")
    assert [len(h) for h in s.hands] == [2, 2]
    assert s.current_player() == CHANCE  # the display is refilled before the candles go in
    assert all(a.arg != 36 for a, _ in s.chance_outcomes())
    for c in ("c5", "c6", "c7", "c8"):
        s.apply(Action(Kind.REVEAL, int(c[1:]) - 1))
    assert s.deck_candles == 4 and len(s.deck) == 28
    assert s.current_player() == 1 and s.actions_left == 2


def test_initiative_tie_is_broken_by_chance() -> None:
    """research A-1 (decisions KD4): equal initiative, a seeded random start player."""
    s = drafted_setup("s6", "s9")  # both initiative 1
    for c in ("c1", "c2", "c3", "c4"):
        s.apply(Action(Kind.REVEAL, int(c[1:]) - 1))
    assert texts(s) == ["first p1", "first p2"]
    assert [p for _, p in s.chance_outcomes()] == [Fraction(1, 2), Fraction(1, 2)]
    play(s, "first p2")
    assert s.round_starter == 1 and s.current_player() == 1
