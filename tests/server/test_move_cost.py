"""What keeps a move cheap under load (issue 31, "Load, measured"): the change's generators
copied only when drawn from, commits that never run SQLite's checkpoint, the websocket's
JSON written by orjson exactly as the standard library would, compression and the collector
as settings. Timings are the bench's business (`arena loadtest`); these check behaviour."""

from __future__ import annotations

import gc
import json
import random
import time
from pathlib import Path

import pytest

from arena.cli.serve_cmd import tune_gc, uvicorn_options
from arena.core import registry
from arena.core.match import Seeding
from arena.server.db import Checkpoints, make_engine, migrate
from arena.server.messages import CreateRoom
from arena.server.rooms import RoomManager
from arena.server.schemas import StateMessage
from arena.server.settings import Settings
from arena.server.wire import encode


def test_a_seeding_copy_draws_what_the_original_would_and_leaves_it_untouched() -> None:
    original = Seeding(7, 2)
    before = original.chance.getstate()
    weighted = [(k, 1) for k in range(6)]
    copy = original.copy()
    drawn = [copy.draw(weighted) for _ in range(20)]
    assert original.chance.getstate() == before  # a discarded change left no trace
    assert [original.draw(weighted) for _ in range(20)] == drawn  # the same outcomes
    assert copy.seats == original.seats and copy.seats is not original.seats


def test_a_copy_that_never_draws_shares_the_chance_generator() -> None:
    original = Seeding(3, 2)
    copy = original.copy()
    assert copy.chance is original.chance  # nothing copied for a move without chance
    copy.draw([(0, 1), (1, 1)])
    assert copy.chance is not original.chance


def test_server_commits_leave_checkpoints_to_their_thread(tmp_path: Path) -> None:
    engine = make_engine(f"sqlite:///{tmp_path / 'a.db'}", own_checkpoints=True)
    migrate(engine)
    with engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA wal_autocheckpoint").scalar() == 0
    manager = RoomManager(engine, clock=time.monotonic)
    room, _tokens, _creator = manager.create(CreateRoom.model_validate({"game": "tictactoe", "seed": 1}))
    for _ in range(3):
        legal = room.state_message(room.master.state.current_player(), 0.0)["legal"]
        manager.act_as(room.id, room.master.state.current_player(), room.master.version, legal[0]["text"])
    busy, frames, copied = Checkpoints(engine).checkpoint()
    assert busy == 0 and frames > 0 and copied == frames  # the log was waiting, and is copied
    manager.close()
    plain = make_engine(f"sqlite:///{tmp_path / 'b.db'}")
    with plain.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA wal_autocheckpoint").scalar() == 1000  # SQLite's own


def test_the_checkpoint_thread_starts_and_stops(tmp_path: Path) -> None:
    engine = make_engine(f"sqlite:///{tmp_path / 'c.db'}", own_checkpoints=True)
    migrate(engine)
    checkpoints = Checkpoints(engine, every_s=0.01)
    checkpoints.start()
    checkpoints.stop()
    assert checkpoints._thread is None


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_websocket_json_is_what_the_standard_library_writes(tmp_path: Path, game_id: str) -> None:
    engine = make_engine(f"sqlite:///{tmp_path / 'w.db'}")
    migrate(engine)
    manager = RoomManager(engine, clock=time.monotonic)
    room, _tokens, _creator = manager.create(CreateRoom.model_validate({"game": game_id, "seed": 2}))
    rng = random.Random(5)
    for _ in range(12):
        for seat in [None, *range(room.master.game.num_players)]:
            for locale in ("en", "zh-Hans"):
                message = room.state_message(seat, 0.0, locale)
                written = json.loads(encode(message))
                assert written == json.loads(json.dumps(message, ensure_ascii=False))
                # the HTTP answer skips the documented model's pass: it must be what that pass wrote
                documented = StateMessage.model_validate(message).model_dump(mode="json", exclude_unset=True)
                assert written == documented
        player = room.master.state.current_player()
        if room.master.state.is_terminal() or player < 0:
            break
        legal = room.state_message(player, 0.0)["legal"]
        manager.act_as(room.id, player, room.master.version, rng.choice(legal)["text"])
    manager.close()


def test_compression_is_a_setting(monkeypatch: pytest.MonkeyPatch) -> None:
    assert uvicorn_options(Settings())["ws_per_message_deflate"] is False
    monkeypatch.setenv("ARENA_WS_COMPRESSION", "on")
    assert uvicorn_options(Settings.from_env())["ws_per_message_deflate"] is True
    monkeypatch.setenv("ARENA_WS_COMPRESSION", "maybe")
    with pytest.raises(ValueError, match="on or off"):
        Settings.from_env()


def test_the_serving_process_collects_young_objects_less_often() -> None:
    before = gc.get_threshold()
    try:
        tune_gc()
        assert gc.get_threshold() == (50_000, 20, 10)
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)
