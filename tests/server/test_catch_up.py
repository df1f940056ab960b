"""A process's copy of a room that another process moved on catches up by replaying only the
steps it lacks (issue 31, "Many server processes"): the same room a rebuild from the log makes,
and a rebuild whenever the log was rewritten (an undo) or the database reads no snapshots."""

from __future__ import annotations

import time

import pytest

from arena.core.serialization import state_hash
from arena.server.db import make_engine, migrate
from arena.server.messages import CreateRoom
from arena.server.rooms import RoomManager

pytestmark = pytest.mark.all_databases


def managers(db_url: str) -> tuple[RoomManager, RoomManager]:
    engine_a, engine_b = make_engine(db_url), make_engine(db_url)
    migrate(engine_a)
    return RoomManager(engine_a, clock=time.monotonic), RoomManager(engine_b, clock=time.monotonic)


def play(manager: RoomManager, room_id: str, moves: int) -> None:
    for _ in range(moves):
        room = manager.get(room_id)
        seat = room.master.state.current_player()
        legal = room.state_message(seat, 0.0)["legal"]
        manager.act_as(room_id, seat, room.master.version, legal[0]["text"])


@pytest.mark.parametrize("game", ["tictactoe", "knockdown"])
def test_a_held_room_catches_up_to_what_a_rebuild_makes(db_url: str, db_backend: str, game: str) -> None:
    a, b = managers(db_url)
    room, _tokens, _creator = a.create(CreateRoom.model_validate({"game": game, "seed": 4}))
    held = b.get(room.id)  # process B holds the room at version 0
    play(a, room.id, 3)
    assert b.remote_change(room.id, a.get(room.id).master.version)
    caught = b.held(room.id)
    if db_backend == "sqlite":
        assert caught is None  # no snapshot reads: B drops its copy and rebuilds on demand
        return
    assert caught is held  # the same object, moved on (its websockets keep it)
    rebuilt, _idle = b.store.load(room.id)
    assert state_hash(caught.master.state) == state_hash(rebuilt.master.state)
    assert caught.master.version == rebuilt.master.version
    assert [st.text for st in caught.master.log] == [st.text for st in rebuilt.master.log]
    assert caught.master.generators().chance.getstate() == rebuilt.master.generators().chance.getstate()
    for seat in (None, 0, 1):  # the catch-up also shows the moves' events, as a live move does
        got, want = caught.state_message(seat, 0.0), rebuilt.state_message(seat, 0.0)
        assert {**got, "events": []} == {**want, "events": []} and got["events"]
    play(b, room.id, 1)  # and B plays on from it
    assert a.remote_change(room.id, b.get(room.id).master.version)


def test_a_rewritten_log_is_not_caught_up(db_url: str) -> None:
    """An undo in another process rewrites the log's end: the copy must be rebuilt, never
    extended (a master's catch-up refuses a log that does not extend its own)."""
    a, b = managers(db_url)
    room, _tokens, _creator = a.create(CreateRoom.model_validate({"game": "tictactoe", "seed": 1}))
    play(a, room.id, 2)
    held = b.get(room.id)
    play(a, room.id, 1)
    _version, _joined, logged = a.store.log_snapshot(room.id) if a.store.snapshots else (0, set(), [])
    if not logged:  # SQLite reads no snapshots: the rows as the rebuild reads them
        logged = [(st.step, st.player, st.text, st.index, st.auto) for st in a.get(room.id).master.log]
    step, player, _text, index, auto = logged[1]
    other = next(c for c in ("b2", "c3", "a1") if c not in {row[2] for row in logged})
    rewritten = [*logged[:1], (step, player, other, index, auto), *logged[2:]]
    before = [st.text for st in held.master.log]
    assert not held.master.catch_up(room.id, 9, rewritten)
    assert [st.text for st in held.master.log] == before and held.master.version == 2
