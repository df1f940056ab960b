"""The designed data set (decisions KD1, KD5)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
import yaml

from arena.core.errors import DataError, OptionsError
from arena.games.knockdown import Knockdown
from arena.games.knockdown.datamodel import AttackType, RangeKind, Symbol, load_set, sets


def test_counts_match_the_rulebook() -> None:
    """seed 002, "游戏配件": 36 attack cards, 4 candle cards, 12 skill cards, 3+3+2 tokens; KD1: 3 fighters,
    each board double-sided."""
    s = sets()["tainted-grail"]
    assert len(s.attacks) == 36 and len(s.skills) == 12 and s.arena.candle_cards == 4
    assert {t.id: t.supply for t in s.tokens} == {"potion": 3, "mist": 3, "poison": 2}
    sides = Counter(f.fighter for f in s.fighters)
    assert sides == {"mist": 2, "knight": 2, "witch": 2}
    assert {f.side for f in s.fighters} == {"A", "B"}
    mist = s.fighter("mist-a")
    assert (mist.names.zh, mist.class_names.zh) == ("雾中人", "诡法师")


def test_every_symbol_range_and_attack_type_is_used() -> None:
    """KD1: every symbol and range type the rulebook names, and all three attack types."""
    s = sets()["tainted-grail"]
    symbols = {x for c in s.attacks for x in c.symbols}
    assert symbols == set(Symbol)
    ranges = {c.range.kind for c in s.attacks} | {sp.range.kind for f in s.fighters for sp in f.specials}
    assert ranges == set(RangeKind)
    types = {c.type for c in s.attacks} | {sp.type for f in s.fighters for sp in f.specials}
    assert types == set(AttackType)
    costs = {c for f in s.fighters for sp in f.specials for c in sp.cost}
    assert "any" in costs
    used_tokens = {t for f in s.fighters for t in f.tokens} | {
        e.kind.value for f in s.fighters for sp in f.specials for e in sp.effects
    }
    assert {"mist", "potion", "poison"} <= used_tokens
    assert all(f.specials for f in s.fighters) and all(f.knockout_text.zh for f in s.fighters)


def test_skill_initiatives_allow_ties() -> None:
    """KD1: 12 skill cards with initiative values (pairs, so research A-1 ties can happen)."""
    inits = Counter(sk.initiative for sk in sets()["tainted-grail"].skills)
    assert all(n == 2 for n in inits.values())


def test_bad_data_names_the_file(tmp_path: Path) -> None:
    """Data, not code: a broken YAML field is a DataError naming the file and the field."""
    src = Path(__file__).parents[2] / "src/arena/games/knockdown/data/tainted-grail"
    for f in src.iterdir():
        (tmp_path / f.name).write_text(f.read_text(encoding="utf-8"), encoding="utf-8")
    cards = yaml.safe_load((tmp_path / "attacks.yaml").read_text(encoding="utf-8"))
    cards[3]["range"] = "3-1"
    (tmp_path / "attacks.yaml").write_text(yaml.safe_dump(cards, allow_unicode=True), encoding="utf-8")
    with pytest.raises(DataError, match=r"attacks\.yaml"):
        load_set(tmp_path)


def test_options_validation() -> None:
    """Different fighters per seat (one miniature each); known sides only."""
    with pytest.raises(OptionsError):
        Knockdown(fighters=["mist-a", "mist-b"])
    with pytest.raises(OptionsError):
        Knockdown(fighters=["mist-a", "nobody"])
    assert Knockdown(fighters=["witch-b", "knight-a"]).sides[0].id == "witch-b"
