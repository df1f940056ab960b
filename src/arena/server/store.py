"""The store: a room's rows (``rooms``, ``seats``, ``actions`` of :mod:`arena.server.db`) written
in one transaction per change, and a room rebuilt from its configuration and action log.

Only seat-token digests are stored, never tokens; the log holds every step's full text (the
store is not a reader: redaction happens when a message is built for a seat).

A room stops for good (``cancelled`` by its creator, ``expired`` when abandoned, ``stopped``
when the server's limits no longer allow its agents): its rows stay, with the reason, and
loading it answers 410 with that reason.
"""

from __future__ import annotations

import datetime as dt
import threading
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from typing import cast

from sqlalchemy import Table, bindparam, delete, insert, select, update
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from arena.core import registry
from arena.core.errors import ArenaError
from arena.core.text import msg
from arena.server.clocks import Clocks
from arena.server.db import ActionRow, RoomRow, SeatRow, utcnow
from arena.server.errors import ApiError
from arena.server.live import LiveRoom, Seat
from arena.server.master import LoggedStep, Master, Step
from arena.server.tutorial import restored


class StaleRoom(Exception):
    """The room's stored version is not the one this process holds (another process moved it)."""


MAX_ROOM_ID = 32

# The statements of a move, built once: a move's commit then costs the database's work, not the
# building of SQL expressions (about 3x less server time per move than through the ORM session).
_ROOMS, _SEATS, _ACTIONS = (cast(Table, row.__table__) for row in (RoomRow, SeatRow, ActionRow))
_MOVE_ROOM = (
    update(_ROOMS)
    .where(_ROOMS.c.id == bindparam("b_id"), _ROOMS.c.version == bindparam("b_held"))
    .values(version=bindparam("b_version"), status=bindparam("b_status"))
)
_MOVE_ACTIVE_ROOM = _MOVE_ROOM.values(active_at=bindparam("b_active"))
_SEAT_CLOCK = (
    update(_SEATS)
    .where(_SEATS.c.room_id == bindparam("b_room"), _SEATS.c.seat == bindparam("b_seat"))
    .values(time_left_s=bindparam("b_left"))
)
_TUTORIAL_STEP = (
    update(_ROOMS).where(_ROOMS.c.id == bindparam("b_id")).values(tutorial_step=bindparam("b_step"))
)
_AGENT_CPU = update(_ROOMS).where(_ROOMS.c.id == bindparam("b_id")).values(agent_cpu_s=bindparam("b_cpu"))
_ADD_STEP = insert(_ACTIONS)
_SEAT_JOINED = (
    update(_SEATS)
    .where(_SEATS.c.room_id == bindparam("b_room"), _SEATS.c.seat == bindparam("b_seat"))
    .values(joined_at=bindparam("b_now"))
)
_ROOM_STATUS = (
    update(_ROOMS)
    .where(_ROOMS.c.id == bindparam("b_id"))
    .values(status=bindparam("b_status"), active_at=bindparam("b_now"))
)
_TAKE_BACK = delete(_ACTIONS).where(
    _ACTIONS.c.room_id == bindparam("b_room"), _ACTIONS.c.step == bindparam("b_step")
)
STOPPED = ("cancelled", "expired", "stopped")
"""The statuses of rooms stopped for good (never resumed; 410 ``room-<status>``)."""


class Store:
    """Reads and writes rooms; each method is one transaction."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._writing: AbstractContextManager[object] = (
            threading.Lock() if engine.dialect.name == "sqlite" else nullcontext()
        )
        """SQLite takes one writer at a time and makes the others poll with growing sleeps: the
        process's writers queue on a lock instead (woken at once), which keeps a move's latency
        flat under load. Other databases lock rows themselves."""

    @contextmanager
    def _write_tx(self) -> Iterator[Session]:
        """A write transaction (one at a time on SQLite)."""
        with self._writing, Session(self.engine) as db, db.begin():
            yield db

    # -- writing ----------------------------------------------------------------------------------------
    def create(self, room: LiveRoom, creator_hash: str | None = None) -> None:
        """A new room with its seats and its opening steps (chance outcomes)."""
        m = room.master
        now = utcnow()
        with self._writing, self.engine.begin() as db:
            db.execute(
                insert(_ROOMS),
                {
                    "id": room.id,
                    "game": m.game.id,
                    "game_version": m.game.info.version,
                    "options": m.game.options_dict(),
                    "seed": m.seed,
                    "version": m.version,
                    "status": room.status(),
                    "time_bank_s": room.clocks.bank,
                    "time_increment_s": room.clocks.increment,
                    "tutorial_step": room.tutorial.index if room.tutorial is not None else None,
                    "rated": room.rated,
                    "created_at": now,
                    "creator_hash": creator_hash,
                    "active_at": now,
                },
            )
            seats = [
                {
                    "room_id": room.id,
                    "seat": s.seat,
                    "kind": s.kind,
                    "agent": s.agent,
                    "name": s.name,
                    "token_hash": s.token_hash,
                    "time_left_s": left,
                }
                for s, left in zip(room.seats, room.clocks.left, strict=True)
            ]
            db.execute(insert(_SEATS), seats)
            self._add_steps(db, room.id, m.log)

    def record(
        self,
        room: LiveRoom,
        steps: list[Step],
        *,
        finished: bool,
        left: list[float | None],
        tutorial_step: int | None = None,
        agent_cpu_s: float | None = None,
        person: bool = False,
    ) -> None:
        """A change: its new steps, the room's next version and status, the clocks, and the
        tutorial step it reaches (``None``: unchanged); ``person``: a person's action (the
        room's activity)."""
        with self._exclusive(room) as db:
            self._save_room(db, room, finished, left, person)
            self._add_steps(db, room.id, steps)
            if tutorial_step is not None:
                db.execute(_TUTORIAL_STEP, {"b_id": room.id, "b_step": tutorial_step})
            if agent_cpu_s is not None:
                db.execute(_AGENT_CPU, {"b_id": room.id, "b_cpu": agent_cpu_s})

    def record_undo(self, room: LiveRoom, step: int, left: list[float | None]) -> None:
        """An undo: the step taken back deleted, the room's next version, the clocks."""
        with self._exclusive(room) as db:
            self._save_room(db, room, False, left, True)
            db.execute(_TAKE_BACK, {"b_room": room.id, "b_step": step})

    def mark_joined(self, room_id: str, seat: int, status: str) -> None:
        """A human seat used its token for the first time."""
        now = utcnow()
        with self._writing, self.engine.begin() as db:
            db.execute(_SEAT_JOINED, {"b_room": room_id, "b_seat": seat, "b_now": now})
            db.execute(_ROOM_STATUS, {"b_id": room_id, "b_status": status, "b_now": now})

    def stop(self, room_id: str, status: str, reason: str) -> None:
        """The room stops for good (``status`` one of :data:`STOPPED`), with its reason."""
        assert status in STOPPED
        with self._write_tx() as db:
            db.execute(update(RoomRow).where(RoomRow.id == room_id).values(status=status, stop_reason=reason))

    def creator_hash(self, room_id: str) -> str | None:
        """The digest of the room's creator token (``None``: a room made before there was one)."""
        with Session(self.engine) as db:
            return db.scalar(select(RoomRow.creator_hash).where(RoomRow.id == room_id))

    @contextmanager
    def _exclusive(self, room: LiveRoom) -> Iterator[Connection]:
        """A transaction that changes ``room`` only if the database is where this process last
        left it: its version moves from the one this process holds (another server process may
        have moved it, and each (room, step) is unique). Otherwise nothing is written and the
        change is refused as stale (409 ``stale-version``): the log never forks."""
        try:
            with self._writing, self.engine.begin() as db:
                yield db
        except (IntegrityError, StaleRoom):
            raise ApiError(
                409,
                "stale-version",
                f"room {room.id} moved on in another server process",
                say=msg("server-stale-version"),
            ) from None

    @staticmethod
    def _add_steps(db: Connection, room_id: str, steps: list[Step]) -> None:
        if not steps:
            return
        now = utcnow()
        rows = [
            {
                "room_id": room_id,
                "step": st.step,
                "player": st.player,
                "action": st.text,
                "index": st.index,
                "auto": st.auto,
                "created_at": now,
            }
            for st in steps
        ]
        db.execute(_ADD_STEP, rows)

    @staticmethod
    def _save_room(
        db: Connection, room: LiveRoom, finished: bool, left: list[float | None], person: bool
    ) -> None:
        if finished:
            status = "finished"
        else:
            status = "waiting" if any(s.kind == "human" and not s.joined for s in room.seats) else "playing"
        held = room.master.version
        values: dict[str, object] = {
            "b_id": room.id,
            "b_held": held,
            "b_version": held + 1,
            "b_status": status,
        }
        if person:
            values["b_active"] = utcnow()
        moved = db.execute(_MOVE_ACTIVE_ROOM if person else _MOVE_ROOM, values)
        if moved.rowcount != 1:
            raise StaleRoom(room.id)
        if room.clocks.bank is not None:
            changed = [
                {"b_room": room.id, "b_seat": s.seat, "b_left": value}
                for s, before, value in zip(room.seats, room.clocks.left, left, strict=True)
                if value != before
            ]
            if changed:
                db.execute(_SEAT_CLOCK, changed)

    # -- reading ---------------------------------------------------------------------------------------
    def stored_version(self, room_id: str) -> int | None:
        """The room's version in the database (``None``: no such room)."""
        with Session(self.engine) as db:
            return db.scalar(select(RoomRow.version).where(RoomRow.id == room_id))

    @property
    def snapshots(self) -> bool:
        """Whether :meth:`log_snapshot` can read a room's version and log as one snapshot."""
        return self.engine.dialect.name == "postgresql"

    def log_snapshot(self, room_id: str, *, seats: bool = True) -> tuple[int, set[int], list[LoggedStep]]:
        """A room's version, joined seats (unless ``seats`` is false: none read) and whole action
        log, read in one snapshot (PostgreSQL's repeatable read: a commit landing meanwhile is
        not half seen)."""
        with self.engine.connect().execution_options(isolation_level="REPEATABLE READ") as db, db.begin():
            version = db.execute(select(_ROOMS.c.version).where(_ROOMS.c.id == room_id)).scalar_one()
            joined: set[int] = set()
            if seats:
                query = select(_SEATS.c.seat).where(
                    _SEATS.c.room_id == room_id, _SEATS.c.joined_at.is_not(None)
                )
                joined = {int(seat) for seat in db.execute(query).scalars()}
            a = _ACTIONS.c
            rows = db.execute(
                select(a.step, a.player, a.action, a.index, a.auto)
                .where(a.room_id == room_id)
                .order_by(a.step)
            )
            return (
                int(version),
                joined,
                [(int(r[0]), int(r[1]), str(r[2]), int(r[3]), r[4]) for r in rows],
            )

    def load(self, room_id: str) -> tuple[LiveRoom, float]:
        """The room rebuilt from its rows (no agents yet) and the seconds since a person's last
        action in it; 404 when unknown, 410 ``room-<status>`` with the reason when it stopped,
        409 ``room-unavailable`` when its game no longer loads or its log no longer replays."""
        with Session(self.engine) as db:
            row = db.get(RoomRow, room_id) if len(room_id) <= MAX_ROOM_ID else None
            if row is None:
                raise ApiError(
                    404, "unknown-room", f"no room {room_id!r}", say=msg("server-unknown-room", room=room_id)
                )
            if row.status in STOPPED:
                raise gone(room_id, row.status, row.stop_reason)
            idle_s = (utcnow() - _aware(row.active_at or row.created_at)).total_seconds()
            seat_rows = db.scalars(
                select(SeatRow).where(SeatRow.room_id == room_id).order_by(SeatRow.seat)
            ).all()
            action_rows = db.scalars(
                select(ActionRow).where(ActionRow.room_id == room_id).order_by(ActionRow.step)
            ).all()
            try:
                game = registry.load(row.game, **row.options)
            except ArenaError as exc:
                why = f"room {room_id}: {exc}"
                say = msg("server-room-unavailable", room=room_id, detail=why)
                raise ApiError(409, "room-unavailable", why, say=say) from None
            seats = [
                Seat(
                    s.seat,
                    s.kind,
                    s.agent,
                    s.name,
                    s.token_hash,
                    s.joined_at is not None or s.kind != "human",
                )
                for s in seat_rows
            ]
            master = Master.rebuild(
                room_id,
                game,
                row.seed,
                (s.seat for s in seats if s.kind == "human"),
                row.version,
                ((a.step, a.player, a.action, a.index, a.auto) for a in action_rows),
            )
            clocks = Clocks(row.time_bank_s, row.time_increment_s, [s.time_left_s for s in seat_rows])
            room = LiveRoom(row.id, master, seats, clocks, rated=bool(row.rated), agent_cpu_s=row.agent_cpu_s)
            room.tutorial = restored(game, row.tutorial_step, room_id)
            return room, idle_s

    def resumable(self) -> list[str]:
        """Unfinished rooms with an agent or a clock (they move on by themselves)."""
        with Session(self.engine) as db:
            return list(
                db.scalars(
                    select(RoomRow.id)
                    .where(RoomRow.status.not_in(("finished", *STOPPED)))
                    .where(
                        RoomRow.time_bank_s.is_not(None)
                        | RoomRow.id.in_(select(SeatRow.room_id).where(SeatRow.kind == "agent"))
                    )
                ).all()
            )


def gone(room_id: str, status: str, reason: str | None) -> ApiError:
    """The 410 of a room stopped for good."""
    detail = reason or status
    say = msg(f"server-room-{status}", room=room_id, detail=detail)
    return ApiError(
        410, f"room-{status}", f"room {room_id} is {status}: {reason or 'no reason given'}", say=say
    )


def _aware(moment: dt.datetime) -> dt.datetime:
    """SQLite gives naive datetimes back: they are UTC."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=dt.UTC)
