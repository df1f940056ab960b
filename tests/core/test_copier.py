"""``arena.core.copier.field_copier``: generated straight-line clones (issue 16, "generated
copiers for every game's clone")."""

from __future__ import annotations

import pytest

from arena.core.copier import field_copier


class Position:
    __slots__ = ("deck", "game", "hands", "tokens", "turn")

    def __init__(self) -> None:
        self.game = object()
        self.turn = 3
        self.deck = [1, 2, 3]
        self.hands = [[4], [5, 6]]
        self.tokens = [{"a": 1}, {}]


def test_the_copy_is_equal_and_independent_where_the_plan_says() -> None:
    copy = field_copier(
        Position, shared=("game", "turn"), lists=("deck",), nested=("hands",), dict_lists=("tokens",)
    )
    original = Position()
    twin = copy(original)
    assert type(twin) is Position and twin is not original
    assert (twin.turn, twin.deck, twin.hands, twin.tokens) == (3, [1, 2, 3], [[4], [5, 6]], [{"a": 1}, {}])
    assert twin.game is original.game
    twin.deck.append(9)
    twin.hands[1].append(7)
    twin.tokens[0]["a"] = 2
    assert original.deck == [1, 2, 3] and original.hands == [[4], [5, 6]] and original.tokens[0] == {"a": 1}


def test_a_bad_plan_fails_when_generated() -> None:
    with pytest.raises(TypeError, match="no slot"):
        field_copier(Position, shared=("game", "turns"))
    with pytest.raises(TypeError, match="twice"):
        field_copier(Position, shared=("deck",), lists=("deck",))
    with pytest.raises(TypeError, match="not a field name"):
        field_copier(Position, shared=("x; import os",))
