"""Tokens (decisions KD1), hidden information (research A-19), notation, evaluation."""

from __future__ import annotations

import random

import pytest

from arena.core.errors import NotationError
from arena.games.knockdown.actions import Action, Kind

from .harness import card, game, play, position, skill


def test_mist_absorbs_one_light_per_attack() -> None:
    """KD1, mist tokens (Man in the Mist): discard 1 mist to ignore 1 light wound of an attack."""
    s = position(game(("knight-a", "mist-b")), at=("b1", "c1"), display=["c6", "c30", "c31", "c32"])
    assert s.tokens[1] == {"mist": 2}
    play(s, "attack c6")  # 2 light
    assert s.light[1] == 1 and s.tokens[1] == {"mist": 1}


def test_poison_hurts_at_the_end_of_the_poisoned_turn() -> None:
    """KD1, poison tokens (Wyrd Witch): 1 light per token at the end of your turn, then remove 1."""
    s = position(game(("witch-a", "knight-a")), at=("b1", "d1"), hands=(["c23"], []))
    play(s, "combo", "special venom-dart", "pay c23")
    assert s.poison[1] == 1 and s.light[1] == 0
    play(s, "move a1")  # the combo ended by itself: nothing left to pay with
    while s.is_chance_node():
        s.apply(s.chance_outcomes()[0][0])
    play(s, "move e1", "move f1")
    assert s.light[1] == 1 and s.poison[1] == 0


def test_poison_capped_by_the_supply() -> None:
    """KD1: 2 poison tokens in the box."""
    s = position(game(("witch-b", "knight-a")), at=("b1", "c1"), hands=(["c15"], []))
    s.poison[1] = 1
    play(s, "combo", "special blight-touch", "pay c15")
    assert s.poison[1] == 2


def test_views_hide_hands_facedown_skills_and_deck() -> None:
    """Hidden information: hands and face-down skill cards are private; the deck order is hidden."""
    s = position(game(), hands=(["c1", "c2"], ["c3"]), faceup=(["s1"], ["s2"]), facedown=("s3", "s4"))
    v0, v1, spec = s.view(0), s.view(1), s.view(None)
    assert v0["hand"] == ["c1", "c2"] and v1["hand"] == ["c3"] and spec["hand"] is None
    assert v0["fighters"][1]["hand_size"] == 1 and "'c3'" not in str(v0)
    assert v0["fighters"][1]["skills"] == {"faceup": ["s2"], "hidden": 1}
    assert v1["fighters"][1]["skills"]["facedown"] == "s4"
    assert isinstance(v0["deck"], int) and "s4" not in str(spec)


def test_resample_redraws_only_what_the_player_cannot_see() -> None:
    """resample_hidden: the opponent's hand (with the deck) and unseen skills change; the view does not."""
    s = position(game(), hands=(["c1", "c2"], ["c3", "c4"]), faceup=(["s1"], ["s2"]), facedown=("s3", "s4"))
    s.skill_pool = [skill("s9"), skill("s10")]
    seen = set()
    for k in range(20):
        r = s.resample_hidden(0, random.Random(k))
        assert r.view(0) == s.view(0) and r.hands[0] == s.hands[0]
        assert r.faceup[1] == [skill("s2")]
        seen.add((tuple(r.hands[1]), r.facedown[1]))
    assert len(seen) > 5


def test_notation_round_trip() -> None:
    """Stable text notation and integer index for every kind of action."""
    g = game()
    for text in (
        "deal s3",
        "reveal c12",
        "reveal candle",
        "first p2",
        "roll 11",
        "keep s1",
        "faceup s12",
        "draft c1",
        "move g2",
        "attack c36",
        "combo",
        "special mist-bolt",
        "dash c2",
        "pay c3",
        "end",
        "block c4 reduce",
        "block c4 cancel",
        "pass",
        "discard c5",
        "to a1",
        "knockout",
        "spare",
    ):
        a = g.text_to_action(text)
        assert g.action_to_text(a) == text
        assert g.index_to_action(g.action_to_index(a)) == a
    assert g.num_distinct_actions() == len(
        {g.action_to_index(g.index_to_action(i)) for i in range(g.num_distinct_actions())}
    )
    for bad in ("attack c99", "move h1", "roll 2", "special nope", "block c4", ""):
        with pytest.raises(NotationError):
            g.text_to_action(bad)
    assert g.text_to_action("attack c12") == Action(Kind.ATTACK, card("c12"))


def test_evaluate_hook() -> None:
    """Game.evaluate: in [-1, 1], favours the player with fewer wounds and more round wins."""
    g = game()
    s = position(g)
    assert g.evaluate(s, 0) == pytest.approx(0.0)
    s.heavy[1] = 3
    assert g.evaluate(s, 0) > 0 > g.evaluate(s, 1)
    s.wins = [1, 0]
    assert -1.0 <= g.evaluate(s, 1) < g.evaluate(s, 0) <= 1.0


def test_private_events_are_redacted() -> None:
    """Hidden information in the logs: a dealt or kept skill card is shown to its owner only."""
    s = game().new_initial_state()
    events = []
    for sid in ("s1", "s2", "s3", "s4", "s5", "s6"):
        events += s.apply(Action(Kind.DEAL, skill(sid)))
    events += play(s, "keep s1")
    deal_p2 = [e for e in events if e.kind == "deal" and e.data["player"] == 1]
    assert len(deal_p2) == 3
    for e in deal_p2:
        assert e.for_player(1) is e
        seen = e.for_player(0)
        assert seen is not None and "skill" not in seen.data and not seen.text
    keep = next(e for e in events if e.kind == "keep")
    assert keep.for_player(1) is not None and "skill" not in keep.for_player(1).data  # type: ignore[union-attr]
