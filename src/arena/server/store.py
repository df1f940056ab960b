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

from sqlalchemy import delete, select, update
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from arena.core import registry
from arena.core.errors import ArenaError
from arena.core.text import msg
from arena.server.clocks import Clocks
from arena.server.db import ActionRow, RoomRow, SeatRow, utcnow
from arena.server.errors import ApiError
from arena.server.live import LiveRoom, Seat
from arena.server.master import Master, Step
from arena.server.tutorial import restored


class StaleRoom(Exception):
    """The room's stored version is not the one this process holds (another process moved it)."""


MAX_ROOM_ID = 32
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
        with self._write_tx() as db:
            db.add(
                RoomRow(
                    id=room.id,
                    game=m.game.id,
                    game_version=m.game.info.version,
                    options=m.game.options_dict(),
                    seed=m.seed,
                    version=m.version,
                    status=room.status(),
                    time_bank_s=room.clocks.bank,
                    time_increment_s=room.clocks.increment,
                    tutorial_step=room.tutorial.index if room.tutorial is not None else None,
                    rated=room.rated,
                    created_at=now,
                    creator_hash=creator_hash,
                    active_at=now,
                )
            )
            db.flush()
            for s, left in zip(room.seats, room.clocks.left, strict=True):
                db.add(
                    SeatRow(
                        room_id=room.id,
                        seat=s.seat,
                        kind=s.kind,
                        agent=s.agent,
                        name=s.name,
                        token_hash=s.token_hash,
                        time_left_s=left,
                    )
                )
            self._add_steps(db, room.id, m.log)

    def record(
        self,
        room: LiveRoom,
        steps: list[Step],
        *,
        finished: bool,
        left: list[float | None],
        tutorial_step: int | None = None,
        person: bool = False,
    ) -> None:
        """A change: its new steps, the room's next version and status, the clocks, and the
        tutorial step it reaches (``None``: unchanged); ``person``: a person's action (the
        room's activity)."""
        with self._exclusive(room) as db:
            self._save_room(db, room, finished, left, person)
            self._add_steps(db, room.id, steps)
            db.flush()
            if tutorial_step is not None:
                db.execute(update(RoomRow).where(RoomRow.id == room.id).values(tutorial_step=tutorial_step))

    def record_undo(self, room: LiveRoom, step: int, left: list[float | None]) -> None:
        """An undo: the step taken back deleted, the room's next version, the clocks."""
        with self._exclusive(room) as db:
            self._save_room(db, room, False, left, True)
            db.execute(delete(ActionRow).where(ActionRow.room_id == room.id, ActionRow.step == step))

    def mark_joined(self, room_id: str, seat: int, status: str) -> None:
        """A human seat used its token for the first time."""
        with self._write_tx() as db:
            db.execute(
                update(SeatRow)
                .where(SeatRow.room_id == room_id, SeatRow.seat == seat)
                .values(joined_at=utcnow())
            )
            db.execute(update(RoomRow).where(RoomRow.id == room_id).values(status=status, active_at=utcnow()))

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
    def _exclusive(self, room: LiveRoom) -> Iterator[Session]:
        """A transaction that changes ``room`` only if the database is where this process last
        left it: its version moves from the one this process holds (another server process may
        have moved it, and each (room, step) is unique). Otherwise nothing is written and the
        change is refused as stale (409 ``stale-version``): the log never forks."""
        try:
            with self._writing, Session(self.engine) as db, db.begin():
                yield db
        except (IntegrityError, StaleRoom):
            raise ApiError(
                409,
                "stale-version",
                f"room {room.id} moved on in another server process",
                say=msg("server-stale-version"),
            ) from None

    def _add_steps(self, db: Session, room_id: str, steps: list[Step]) -> None:
        for st in steps:
            db.add(
                ActionRow(
                    room_id=room_id,
                    step=st.step,
                    player=st.player,
                    action=st.text,
                    index=st.index,
                    auto=st.auto,
                    created_at=utcnow(),
                )
            )

    def _save_room(
        self, db: Session, room: LiveRoom, finished: bool, left: list[float | None], person: bool
    ) -> None:
        if finished:
            status = "finished"
        else:
            status = "waiting" if any(s.kind == "human" and not s.joined for s in room.seats) else "playing"
        held = room.master.version
        values: dict[str, object] = {"version": held + 1, "status": status}
        if person:
            values["active_at"] = utcnow()
        moved = db.execute(
            update(RoomRow).where(RoomRow.id == room.id, RoomRow.version == held).values(**values)
        )
        if moved.rowcount != 1:  # type: ignore[attr-defined]  # a CursorResult
            raise StaleRoom(room.id)
        if room.clocks.bank is not None:
            for s, before, value in zip(room.seats, room.clocks.left, left, strict=True):
                if value != before:
                    db.execute(
                        update(SeatRow)
                        .where(SeatRow.room_id == room.id, SeatRow.seat == s.seat)
                        .values(time_left_s=value)
                    )

    # -- reading ---------------------------------------------------------------------------------------
    def stored_version(self, room_id: str) -> int | None:
        """The room's version in the database (``None``: no such room)."""
        with Session(self.engine) as db:
            return db.scalar(select(RoomRow.version).where(RoomRow.id == room_id))

    def load(self, room_id: str) -> tuple[LiveRoom, float]:
        """The room rebuilt from its rows (no agents yet) and the seconds since a person's last
        action in it; 404 when unknown, 410 ``room-<status>`` with the reason when it stopped,
        409 ``room-unavailable`` when its game no longer loads or its log no longer replays."""
        with Session(self.engine) as db:
            row = db.get(RoomRow, room_id) if len(room_id) <= MAX_ROOM_ID else None
            if row is None:
                raise ApiError(404, "unknown-room", f"no room {room_id!r}")
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
                raise ApiError(409, "room-unavailable", f"room {room_id}: {exc}") from None
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
            room = LiveRoom(row.id, master, seats, clocks, rated=bool(row.rated))
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
    return ApiError(410, f"room-{status}", f"room {room_id} is {status}: {reason or 'no reason given'}")


def _aware(moment: dt.datetime) -> dt.datetime:
    """SQLite gives naive datetimes back: they are UTC."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=dt.UTC)
