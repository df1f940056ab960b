"""Hidden information of the full game (seed 003, "Acheter une récompense démoniaque": a
blind purchase is unknown to the opponent, a token is placed face down; "Utiliser une
récompense démoniaque"; "Pions Récompense Démoniaque": face-down piles)."""

from __future__ import annotations

import json
import random
from fractions import Fraction

from arena.games.krosmaster import KrosmasterState
from arena.games.krosmaster.combat import knock_out
from arena.games.krosmaster.tasks import BuyReward, Prompt

from .harness import (
    act,
    activate,
    answer,
    check_conservation,
    full_game,
    give_token,
    piece,
    put,
    set_stock,
    texts,
)

DEMON = "e6"


def blind_buy(st: KrosmasterState, token_id: str, label: str = "guy") -> list:
    """Player 1's ``label`` buys a face-down Jade token blind and keeps it."""
    set_stock(st, 0, 6)
    put(st, label, DEMON)
    activate(st, label)
    events = act(st, "buy jade 1 blind")
    events += answer(st, f"draw {token_id}")
    assert st.waiting_for(Prompt) is not None and st.waiting_for(Prompt).question == "attach"
    return events


def test_a_blind_draw_is_seen_only_by_its_buyer() -> None:
    """seed 003: a blind purchase — "votre adversaire ne sait pas encore ce que vous venez
    d'acheter"; the log redacts the token for everyone else."""
    st = full_game(arena="la-fosse")
    events = blind_buy(st, "style-zobal")
    drawn = [e for e in events if e.kind == "reward-drawn"]
    assert len(drawn) == 1
    mine = drawn[0].for_player(0)
    assert mine is not None and mine.data["token"] == "style-zobal"
    for viewer in (1, None):
        seen = drawn[0].for_player(viewer)
        assert seen is not None and "style-zobal" not in json.dumps(seen.data) + seen.text
    for e in events:
        if e.kind != "reward-drawn":
            assert "style-zobal" not in json.dumps(e.data) + e.text
    answer(st, "choose oscar")
    views = {v: json.dumps(st.view(v)) for v in (0, 1, None)}
    assert "style-zobal" in views[0]
    assert "style-zobal" not in views[1] and "style-zobal" not in views[None]
    slot = next(p for p in st.view(1)["pieces"] if p["label"] == "oscar")["rewards"]
    assert slot == [{"rank": "jade", "face_up": False, "token": None, "name": None, "kind": None}]


def test_who_holds_a_face_down_token_is_public_and_a_visible_purchase_is_known() -> None:
    """A token bought face up was seen by all: its identity stays public once face down."""
    st = full_game(arena="la-fosse")
    set_stock(st, 0, 3)
    put(st, "guy", DEMON)
    activate(st, "guy")
    tid = st.reward_supply["visible"]["granit"][0]
    act(st, "buy granit 1")
    answer(st, texts(st)[0], "choose guy")
    for viewer in (0, 1, None):
        rewards = next(p for p in st.view(viewer)["pieces"] if p["label"] == "guy")["rewards"]
        assert rewards == [{**rewards[0], "token": tid, "face_up": False}]


def test_revealed_tokens_are_public() -> None:
    st = full_game(arena="la-fosse")
    give_token(st, "guy", "aura-feu")
    assert "aura-feu" not in json.dumps(st.view(1))
    activate(st, "guy")
    act(st, "reveal 1")
    assert "aura-feu" in json.dumps(st.view(1)) and "aura-feu" in json.dumps(st.view(None))


def test_pile_order_is_known_by_nobody() -> None:
    """The face-down piles are shown as counts only; every draw is uniform over the rank's
    unseen tokens (nobody knows the order)."""
    st = full_game(arena="la-fosse")
    for viewer in (0, 1, None):
        display = st.view(viewer)["reward_display"]
        assert display["or"]["face_down"] == [9, 9]
        text = json.dumps(st.view(viewer))
        for tid in st.reward_supply["pool"]["or"]:
            assert tid not in text
    set_stock(st, 0, 12)
    put(st, "guy", DEMON)
    activate(st, "guy")
    act(st, "buy or 2 blind")
    outcomes = st.chance_outcomes()
    assert len(outcomes) == 18 and {p for _, p in outcomes} == {Fraction(1, 18)}


def test_resample_hidden_keeps_every_view_and_redraws_the_unknown() -> None:
    """resample_hidden(p): p's view and the spectator's are unchanged; what p cannot know (the
    opponent's blind token, the piles) is redrawn among the same rank; p's own tokens stay."""
    st = full_game(arena="la-fosse")
    blind_buy(st, "style-zobal")
    answer(st, "choose oscar")
    give_token(st, "anna", "pano-abra")  # player 2's own face-down token
    check_conservation(st)
    rng = random.Random(7)
    redrawn = set()
    for _ in range(30):
        other = st.resample_hidden(1, rng)
        assert other.view(1) == st.view(1)
        assert other.view(None) == st.view(None)
        assert other.legal_actions() == st.legal_actions()
        assert piece(other, "anna").rewards == [["pano-abra", False, False]]
        tok = piece(other, "oscar").rewards[0][0]
        assert other.game.rewards_by_id[tok].rank.value == "jade"
        redrawn.add(tok)
        check_conservation(other)
    assert len(redrawn) > 1  # player 2 cannot know which Jade token it is
    for _ in range(10):
        own = st.resample_hidden(0, rng)
        assert piece(own, "oscar").rewards == [["style-zobal", False, False]]  # the owner knows
        assert own.view(0) == st.view(0)


def test_resample_hidden_redraws_a_token_in_hand_and_lost_tokens() -> None:
    """A token drawn blind and not yet attached is the buyer's secret; a face-down token that
    leaves play with a K.O.'d Krosmaster stays unknown to the others."""
    st = full_game(arena="la-fosse")
    blind_buy(st, "style-zobal")
    rng = random.Random(3)
    hands = {
        next(t.token for t in st.resample_hidden(1, rng).stack if isinstance(t, BuyReward)) for _ in range(30)
    }
    assert len(hands) > 1
    mine = {
        next(t.token for t in st.resample_hidden(0, rng).stack if isinstance(t, BuyReward)) for _ in range(5)
    }
    assert mine == {"style-zobal"}
    answer(st, "choose oscar")
    oscar = piece(st, "oscar")
    knock_out(st, oscar, [], by=1)
    assert st.reward_supply["lost"] == [["style-zobal", 0]]
    assert "style-zobal" not in json.dumps(st.view(1))
    lost = {st.resample_hidden(1, rng).reward_supply["lost"][0][0] for _ in range(30)}
    assert len(lost) > 1
