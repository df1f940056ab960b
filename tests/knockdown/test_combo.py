"""Combos: special attacks paid with symbols, dashes (seed 002, "行动 III. 组合技")."""

from __future__ import annotations

from .harness import card, cell, game, play, position, rejected, texts


def test_special_paid_with_symbols_then_resolved() -> None:
    """seed 002, "如何执行一次特殊攻击": discard cards whose symbols pay the cost, then attack."""
    # knight-a cleave: [strike, strike], 1 heavy 1 light, range 1
    s = position(game(("knight-a", "witch-a")), at=("b1", "c1"), hands=(["c1", "c3", "c6"], []))
    play(s, "combo")
    assert "special cleave" in texts(s)
    play(s, "special cleave")
    assert texts(s) == ["pay c1", "pay c3"]  # kick (c6) pays nothing
    play(s, "pay c1", "pay c3")
    cleave = next(sp for sp in s.game.specials if sp.id == "cleave")
    assert (s.heavy[1], s.light[1]) == (cleave.heavy, cleave.light)
    assert s.hands[0] == [card("c6")] and s.discard == [card("c1"), card("c3")]


def test_any_cost_and_wild_symbol() -> None:
    """seed 002: a "?" cost is paid by any symbol; the wild (百搭) symbol pays any cost."""
    # knight-a charge: [dash, any]; c22 is wild, c6 kick
    s = position(game(("knight-a", "witch-a")), at=("b1", "d1"), hands=(["c22", "c6"], []))
    play(s, "combo", "special charge")
    assert texts(s) == ["pay c6", "pay c22"]
    play(s, "pay c6")
    assert texts(s) == ["pay c22"]  # the wild card pays the dash
    play(s, "pay c22")
    assert s.light[1] == 2


def test_two_symbol_card_pays_only_one_special() -> None:
    """seed 002, "其他规则": a card with 2 symbols pays one special, both symbols may count."""
    # c15 Grapple [strike, kick] pays a whole [strike, any] (witch-b blight-touch)
    s = position(game(("witch-b", "knight-a")), at=("b1", "c1"), hands=(["c15"], []))
    play(s, "combo", "special blight-touch", "pay c15")
    assert s.light[1] == 1 and s.poison[1] == 1
    assert s.hands[0] == []


def test_each_special_once_per_combo_and_end_needs_a_step() -> None:
    """seed 002, "行动 III. 组合技": each special at most once per combo; research A-6: no empty combo."""
    s = position(game(("knight-a", "witch-a")), at=("b1", "c1"), hands=(["c1", "c3", "c4", "c20"], []))
    play(s, "combo")
    rejected(s, "end", "empty-combo")
    play(s, "special cleave", "pay c1", "pay c3")
    assert "special cleave" not in texts(s)
    assert "end" in texts(s)
    play(s, "end")
    # a second combo action may use it again (research A-5: once per combo)
    play(s, "combo")
    assert "special cleave" in texts(s)


def test_once_per_turn_flag() -> None:
    """research A-5 flag special_limit=turn: the review's once-per-turn reading."""
    g = game(("knight-a", "witch-a"), special_limit="turn")
    s = position(g, at=("b1", "c1"), hands=(["c1", "c3", "c4", "c20"], []))
    play(s, "combo", "special cleave", "pay c1", "pay c3", "end", "combo")
    assert "special cleave" not in texts(s)


def test_dash_discards_a_dash_card_and_steps() -> None:
    """seed 002, "如何突进": each discarded dash card moves you one cell, by the move rules."""
    s = position(game(), at=("b1", "f2"), hands=(["c2", "c11", "c1"], []))
    play(s, "combo")
    assert [t for t in texts(s) if t.startswith("dash")] == ["dash c2", "dash c11"]
    play(s, "dash c2")
    assert texts(s) == ["move a1", "move c1", "move b2"]
    play(s, "move c1", "dash c11", "move d1")  # nothing left to do: the combo ends
    assert cell(s, 0) == "d1" and s.hands[0] == [card("c1")]


def test_special_out_of_range_is_not_offered() -> None:
    """research A-7: a special attack whose range misses the opponent cannot be declared."""
    s = position(game(("knight-a", "witch-a")), at=("a1", "g2"), hands=(["c1", "c3"], []))
    s.tokens[0] = {"potion": 0}  # no potion: the Draught is not affordable either
    assert "combo" not in texts(s)
    rejected(s, "combo", "no-combo")


def test_token_cost_special() -> None:
    """decisions KD1 (potion tokens): the Fallen Knight's Draught costs a potion, heals 2 light."""
    s = position(game(("knight-a", "witch-a")), at=("a1", "g2"))
    s.light[0] = 3
    play(s, "combo", "special draught")
    assert s.light[0] == 1 and s.tokens[0]["potion"] == 1
