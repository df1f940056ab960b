"""``arena.core.errors``: every rejection carries a reason, a message and a rule."""

from __future__ import annotations

import json
import pickle

import pytest

from arena.core.errors import (
    ArenaError,
    DataError,
    IllegalActionError,
    NotationError,
    OptionsError,
    ReplayError,
    StateFormatError,
)

DEFAULT_REASONS = {
    ArenaError: "error",
    IllegalActionError: "illegal",
    NotationError: "bad-notation",
    OptionsError: "bad-options",
    DataError: "bad-data",
    ReplayError: "bad-replay",
    StateFormatError: "bad-state",
}


@pytest.mark.parametrize(("cls", "reason"), DEFAULT_REASONS.items(), ids=lambda v: getattr(v, "__name__", v))
def test_default_reason_and_hierarchy(cls: type[ArenaError], reason: str) -> None:
    error = cls("something went wrong")
    assert isinstance(error, ArenaError) and isinstance(error, Exception)
    assert error.reason == reason
    assert error.message == "something went wrong"
    assert error.rule == ""


def test_to_dict() -> None:
    error = IllegalActionError("b2 is already marked", reason="occupied", rule="tic-tac-toe")
    assert error.to_dict() == {
        "error": "IllegalActionError",
        "reason": "occupied",
        "message": "b2 is already marked",
        "rule": "tic-tac-toe",
    }
    json.dumps(error.to_dict())


def test_reason_override_is_per_instance() -> None:
    IllegalActionError("x", reason="occupied")
    assert IllegalActionError("y").reason == "illegal"


def test_str_includes_rule() -> None:
    assert str(IllegalActionError("out of range", rule="rulebook p.7")) == "out of range [rulebook p.7]"
    assert "p.7" in str(OptionsError("bad", rule="p.7"))


def test_str_without_rule_is_the_message() -> None:
    assert str(NotationError("not a cell: 'z9'")) == "not a cell: 'z9'"


def test_raised_and_caught_as_arena_error() -> None:
    with pytest.raises(ArenaError) as info:
        raise ReplayError("line 3: desync", rule="replay")
    assert info.value.to_dict()["error"] == "ReplayError"


def test_pickle_keeps_reason_and_rule() -> None:
    """Errors cross process boundaries (parallel runners): nothing may be lost."""
    error = IllegalActionError("b2 is already marked", reason="occupied", rule="tic-tac-toe")
    copy = pickle.loads(pickle.dumps(error))
    assert type(copy) is IllegalActionError
    assert copy.to_dict() == error.to_dict()
    assert str(copy) == str(error)
