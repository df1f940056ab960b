"""The database: SQLAlchemy 2 models, the engine, and Alembic migrations run at start-up.

A game is stored as its configuration (game, options, seed), its seats and its action log
(one row per applied step, chance outcomes included, with a per-room step index).
"""

from __future__ import annotations

import datetime as dt
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


def make_engine(url: str, sqlite_synchronous: str = "NORMAL") -> Engine:
    """An engine for ``url``; SQLite files get their directory and WAL. ``sqlite_synchronous``:
    ``NORMAL`` (the default) makes a commit durable when it returns against the server process
    dying (a SIGKILL, a crash: the write-ahead log is in the operating system's hands), and
    syncs to the disk at checkpoints; ``FULL`` also survives a power cut, at one fsync a commit."""
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
        cur.close()

    return engine


HEAD_REVISION = "0004"
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
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")
