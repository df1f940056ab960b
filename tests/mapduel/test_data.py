"""The designed data set (decision MD2) and its validation with located errors."""

from __future__ import annotations

from collections import Counter
from itertools import pairwise
from pathlib import Path

import pytest

from arena.core.errors import DataError, OptionsError
from arena.games.mapduel import MapDuel
from arena.games.mapduel.datamodel import (
    DATA_DIR,
    CardType,
    PassiveKind,
    base_cards,
    base_characters,
    dlc_packs,
    official_map,
    problems,
)


def test_map_has_24_cells_with_the_seeds_counts() -> None:
    # seed 004, 地图回合规则 1-2: "不算上起点共有24格" and "4、3、2、2、6、3、2、2格"
    cells = official_map().cells
    assert len(cells) == 24
    counts = Counter(c.value for c in cells)
    assert counts == {"blank": 4, "rest": 3, "duel": 2, "pick1": 2, "draw1": 6, "draw2": 3, "reward": 2,
                      "penalty": 2}  # fmt: skip


def test_no_two_identical_cells_touch() -> None:
    # decision MD2: "spread so that no two identical special cells touch"
    cells = official_map().cells
    assert all(a != b for a, b in pairwise(cells))


def test_character_table() -> None:
    # decision MD2: 6-8 characters including Mario, each with HP, slots, one active, one passive
    chars = base_characters().characters
    assert 6 <= len(chars) <= 8
    mario = next(c for c in chars if c.id == "mario")
    assert mario.names.zh == "马里奥"
    # seed 004, 惩罚机制: "扣除此玩家角色生命及生命上限2点(马里奥为1点)"
    assert mario.passive.kind == PassiveKind.PENALTY_LOSS and mario.passive.amount == 1
    for c in chars:
        assert c.hp > 0 and c.slots >= 0 and c.active and c.passive and c.names.en and c.names.zh


def test_eighty_cards_of_every_type() -> None:
    # seed 004, 卡牌规则 0 and 2: "游戏内默认含有80张卡牌", four types, "一种卡牌可能拥有多种类型"
    pack = base_cards()
    assert sum(c.copies for c in pack.cards) == 80
    types = Counter(t for c in pack.cards for t in c.types)
    assert set(types) == set(CardType)
    assert any(len(c.types) > 1 for c in pack.cards)
    # "如某某角色不能使用、某某角色不受影响"
    assert any(c.cannot_use for c in pack.cards) and any(c.unaffected for c in pack.cards)
    for c in pack.cards:
        assert c.names.zh and c.names.en and c.names.fr


def test_dlc_pack_in_its_own_file() -> None:
    # decision MD2: one example DLC pack of at least 10 cards in its own data file
    party = dlc_packs()["party"]
    assert len(party.cards) >= 10
    assert (DATA_DIR / "packs" / "party.yaml").is_file()
    assert not {c.id for c in party.cards} & {c.id for c in base_cards().cards}


def test_dlc_enters_the_deck_when_any_player_has_it() -> None:
    # decision MD3; seed 004, 卡牌规则 2: "只要一人购买,您所在的对局内均可在牌堆内抽取到DLC卡牌包内的卡牌"
    plain, party = MapDuel(players=4), MapDuel(players=4, dlc=["party"])
    assert "cream-pie" not in plain.codec.card_index
    assert "cream-pie" in party.codec.card_index
    state = party.new_initial_state()
    assert state.deck[party.codec.card_index["cream-pie"]] == 2
    with pytest.raises(OptionsError):
        MapDuel(players=4, dlc=["nope"])


def test_undefined_cards_are_out_of_the_default_deck() -> None:
    # B-26: "Undefined cards are excluded from the default deck (flag)"
    assert "coupon" not in MapDuel().codec.card_index
    game = MapDuel(include_undefined=True)
    assert sum(game.new_initial_state().deck) == 80


@pytest.mark.parametrize("players", [1, 7])
def test_two_to_six_players(players: int) -> None:
    # decision MD3 / B-25: 2 to 6 players
    with pytest.raises(OptionsError):
        MapDuel(players=players)


def test_shipped_files_are_valid() -> None:
    for path in [*DATA_DIR.glob("*.yaml"), *(DATA_DIR / "packs").glob("*.yaml")]:
        assert problems(path) == [], path


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "pack.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_errors_name_file_line_and_field(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        "pack: mine\nnames: {zh: 我的, en: Mine}\ncards:\n"
        "  - id: ok\n    names: {zh: 好, en: OK}\n    types: [skill]\n    skill: {effect: heal, target: self}\n"
        "  - id: bad\n    names: {zh: 坏, en: Bad}\n    types: [skill]\n"
        "    skill: {effect: damage, amount: 0}\n",
    )
    (problem,) = problems(path)
    assert problem.file == str(path)
    assert problem.line == 11
    assert problem.field == "cards.1.skill"
    assert "at least 1" in problem.message


def test_unknown_character_in_a_restriction(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        "pack: mine\nnames: {zh: 我的, en: Mine}\ncards:\n"
        "  - id: ok\n    names: {zh: 好, en: OK}\n    types: [action]\n"
        "    action: {effect: heal, target: self}\n    cannot_use: [luigi]\n",
    )
    (problem,) = problems(path)
    assert problem.line == 8 and problem.field == "cards.0.cannot_use.0" and "luigi" in problem.message


def test_type_without_its_block_and_bad_yaml(tmp_path: Path) -> None:
    path = _write(tmp_path, "pack: x\nnames: {zh: 甲, en: X}\ncards:\n  - id: c\n    names: {zh: 乙, en: C}\n"
                  "    types: [equipment]\n")  # fmt: skip
    (problem,) = problems(path)
    assert problem.line == 4 and "equipment" in problem.message
    bad = _write(tmp_path, "cards: [\n")
    (problem,) = problems(bad)
    assert "YAML" in problem.message and problem.line >= 1


def test_map_file_validation(tmp_path: Path) -> None:
    path = tmp_path / "map.yaml"
    path.write_text("id: m\nnames: {zh: 图, en: M}\ncells: [blank, blank, rest, duel]\n", encoding="utf-8")
    (problem,) = problems(path)
    assert "must not touch" in problem.message and problem.line == 1


def test_loader_raises_data_error(tmp_path: Path) -> None:
    from arena.games.mapduel.datamodel import CardPack, _load

    path = _write(tmp_path, "pack: x\nnames: {zh: 甲, en: X}\ncards: []\n")
    with pytest.raises(DataError, match=r"pack\.yaml:3"):
        _load(path, CardPack)
