"""The database: SQLAlchemy 2 models, the engine, and Alembic migrations run at start-up.

A game is stored as its configuration (game, options, seed), its seats and its action log
(one row per applied step, chance outcomes included, with a per-room step index).
"""

from __future__ import annotations

import datetime as dt
import logging
import threading
from pathlib import Path
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    DateTime,
    Float,
    ForeignKey,
    Integer,
    String,
    Text,
    UniqueConstraint,
    create_engine,
    event,
    false,
    inspect,
    text,
)
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

MIGRATIONS = Path(__file__).parent / "migrations"
log = logging.getLogger("arena.server")


def utcnow() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


class Base(DeclarativeBase):
    pass


class RoomRow(Base):
    __tablename__ = "rooms"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    game: Mapped[str] = mapped_column(String(64))
    game_version: Mapped[str] = mapped_column(String(32))
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    seed: Mapped[int] = mapped_column(BigInteger)
    version: Mapped[int] = mapped_column(Integer, default=0)
    status: Mapped[str] = mapped_column(String(16), default="waiting")
    time_bank_s: Mapped[float | None] = mapped_column(Float, nullable=True)
    time_increment_s: Mapped[float] = mapped_column(Float, default=0.0)
    tutorial_step: Mapped[int | None] = mapped_column(Integer, nullable=True)
    """The tutorial step reached (0-based; past the last: over); ``None``: no tutorial."""
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    creator_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)
    """sha256 of the creator's token (cancels the room); ``None`` for rooms made before it."""
    active_at: Mapped[dt.datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    """A person's last action (creation, first use of a token, action, undo)."""
    stop_reason: Mapped[str | None] = mapped_column(Text, nullable=True)
    """Why a ``cancelled``, ``expired`` or ``stopped`` room stopped."""
    rated: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    """A rated game: the coach is off (``analysis-off-rated``)."""
    agent_cpu_s: Mapped[float] = mapped_column(Float, default=0.0, server_default=text("0"))
    """CPU seconds the room's searching agents have spent, kept across evictions and restarts
    (``ARENA_AGENT_ROOM_CPU_S`` bounds it)."""


class SeatRow(Base):
    __tablename__ = "seats"
    __table_args__ = (UniqueConstraint("room_id", "seat", name="uq_seats_room_seat"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    room_id: Mapped[str] = mapped_column(ForeignKey("rooms.id", ondelete="CASCADE"), index=True)
    seat: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(16))
    agent: Mapped[str | None] = mapped_column(String(200), nullable=True)
    name: Mapped[str] = mapped_column(String(100))
    token_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)
    time_left_s: Mapped[float | None] = mapped_column(Float, nullable=True)
    joined_at: Mapped[dt.datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class ActionRow(Base):
    __tablename__ = "actions"
    __table_args__ = (UniqueConstraint("room_id", "step", name="uq_actions_room_step"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    room_id: Mapped[str] = mapped_column(ForeignKey("rooms.id", ondelete="CASCADE"), index=True)
    step: Mapped[int] = mapped_column(Integer)
    player: Mapped[int] = mapped_column(Integer)
    action: Mapped[str] = mapped_column(Text)
    index: Mapped[int] = mapped_column(Integer)
    auto: Mapped[str | None] = mapped_column(String(32), nullable=True)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


def make_engine(url: str, sqlite_synchronous: str = "NORMAL", *, own_checkpoints: bool = False) -> Engine:
    """An engine for ``url``; SQLite files get their directory and WAL. ``sqlite_synchronous``:
    ``NORMAL`` (the default) makes a commit durable when it returns against the server process
    dying (a SIGKILL, a crash: the write-ahead log is in the operating system's hands), and
    syncs to the disk at checkpoints; ``FULL`` also survives a power cut, at one fsync a commit.
    ``own_checkpoints``: commits never copy the log into the database file (SQLite's automatic
    checkpoint, which syncs the disk inside whichever commit crosses 1,000 pages);
    :class:`Checkpoints` does it in its own thread."""
    sync = sqlite_synchronous.upper()
    if sync not in ("NORMAL", "FULL", "EXTRA"):
        raise ValueError(f"sqlite synchronous must be NORMAL, FULL or EXTRA, not {sqlite_synchronous!r}")
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite":
        return create_engine(url, pool_pre_ping=True)
    if parsed.database and parsed.database != ":memory:":
        Path(parsed.database).parent.mkdir(parents=True, exist_ok=True)
    # Connections kept open for the request threads (an overflow connection is reopened and
    # its pragmas run again on each use)
    engine = create_engine(
        url, connect_args={"check_same_thread": False, "timeout": 30}, pool_size=16, max_overflow=32
    )

    @event.listens_for(engine, "connect")
    def _pragmas(dbapi_conn: Any, _record: Any) -> None:
        cur = dbapi_conn.cursor()
        cur.execute("PRAGMA journal_mode=WAL")
        cur.execute(f"PRAGMA synchronous={sync}")
        cur.execute("PRAGMA foreign_keys=ON")
        if own_checkpoints:
            cur.execute("PRAGMA wal_autocheckpoint=0")
        cur.close()

    return engine


class Checkpoints:
    """A thread that copies an SQLite write-ahead log into the database file every ``every_s``
    seconds (a passive checkpoint: writers go on meanwhile), for an engine made with
    ``own_checkpoints``; a commit then never waits for the disk's sync of a checkpoint."""

    def __init__(self, engine: Engine, every_s: float = 1.0) -> None:
        self.engine, self.every_s = engine, every_s
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        if self.engine.dialect.name != "sqlite" or self._thread is not None:
            return
        self._thread = threading.Thread(target=self._run, name="arena-checkpoints", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Stop, after one last checkpoint."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=30)
            self._thread = None

    def checkpoint(self) -> tuple[int, int, int]:
        """One passive checkpoint: SQLite's (busy, frames in the log, frames copied)."""
        with self.engine.connect() as conn:
            busy, frames, copied = conn.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)").one()
            return int(busy), int(frames), int(copied)

    def _run(self) -> None:
        while True:
            stopping = self._stop.wait(self.every_s)
            try:
                self.checkpoint()
            except Exception:  # a busy or closed database: the next round tries again
                log.exception("checkpoint failed")
            if stopping:
                return


MIGRATION_LOCK = 31_031
"""The PostgreSQL advisory lock a migration holds: the second of two processes started on an
empty database waits, then finds it at the head."""

HEAD_REVISION = "0005"
"""The newest migration in ``migrations/versions`` (a test checks it is Alembic's head)."""


def revision(engine: Engine) -> list[str]:
    """The revisions the database is at (Alembic's ``alembic_version``; empty when new)."""
    with engine.connect() as conn:
        if not inspect(conn).has_table("alembic_version"):
            return []
        return list(conn.execute(text("SELECT version_num FROM alembic_version")).scalars())


def migrate(engine: Engine) -> None:
    """``alembic upgrade head`` on ``engine`` (the migrations ship inside the package); a
    database already at the head is left alone without loading Alembic (a faster start)."""
    if revision(engine) == [HEAD_REVISION]:
        return
    from alembic import command
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    # configparser reads "%" as interpolation: a URL's percent-escapes (a socket path, a password) doubled
    cfg.set_main_option("sqlalchemy.url", engine.url.render_as_string(hide_password=False).replace("%", "%%"))
    with engine.begin() as conn:
        if engine.dialect.name == "postgresql":  # processes starting together migrate one at a time
            conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({MIGRATION_LOCK})")
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")
