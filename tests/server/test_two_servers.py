"""Two servers on one database (issue 31, "many server processes"): the log cannot fork — two
servers accepting an action for one room at the same version commit exactly one; the other
gets the stale-version error, never a server error. Run on SQLite and on a real PostgreSQL."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.server.conftest import Room, error_of

pytestmark = pytest.mark.all_databases
HUMANS = {"seats": [{"kind": "human"}, {"kind": "human"}]}


def test_one_version_one_action_across_two_servers(
    make_client: Callable[[], Any], new_room: Callable[..., Room]
) -> None:
    a = new_room(seed=3, **HUMANS)
    b = Room(make_client(), a.created)  # the second server, on the same database
    assert b.state(0)["version"] == a.state(0)["version"] == 0
    assert a.act(0, "b2", version=0).status_code == 200
    refused = b.act(0, "a1", version=0)
    assert error_of(refused) == (409, "stale-version")
    # server B catches up from the log and goes on from there
    st = b.state(1)
    assert st["version"] == 1 and [e["action"] for e in st["log"]] == ["b2"]
    assert b.act(1, "a1", version=1).status_code == 200
    # server A, told of a later version than it holds, rebuilds the room from the log
    assert a.act(0, "c3", version=2).status_code == 200
    assert [e["action"] for e in b.act(1, "a3", version=3).json()["log"]] == ["b2", "a1", "c3", "a3"]
