"""A live room: its master (the game), its seats, its clocks and agents, and the messages
that put them together (the state message, the public room info)."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any

from arena.core.agent import Agent
from arena.server.clocks import Clocks
from arena.server.master import Master
from arena.server.tutorial import TutorialRun


@dataclass
class Seat:
    seat: int
    kind: str
    agent: str | None
    name: str
    token_hash: str | None
    joined: bool


@dataclass
class LiveRoom:
    """A room in memory. Mutate only with ``lock`` held (the manager does)."""

    id: str
    master: Master
    seats: list[Seat]
    clocks: Clocks
    lock: threading.RLock = field(default_factory=threading.RLock)
    agents: dict[int, Agent] = field(default_factory=dict)
    ai_pending: bool = False
    ai_error: str | None = None
    tutorial: TutorialRun | None = None
    """A tutorial room's progress (``None``: an ordinary room)."""
    rated: bool = False
    """A rated game: no seat may ask the coach."""
    agent_cpu_s: float = 0.0
    """CPU seconds its searching agents had spent when it was loaded (the database's count)."""

    @property
    def tutoring(self) -> bool:
        """A tutorial is running: actions are checked against its step."""
        return self.tutorial is not None and self.tutorial.running

    def status(self) -> str:
        if self.master.state.is_terminal():
            return "finished"
        if any(s.kind == "human" and not s.joined for s in self.seats):
            return "waiting"
        return "playing"

    def running_seat(self) -> int | None:
        """The seat whose clock runs now, if any."""
        return self.clocks.running_seat(self.master.state)

    def state_message(self, seat: int | None, now: float, locale: str = "en") -> dict[str, Any]:
        """The contract's state message for ``seat`` (``None`` = spectator), said in ``locale``."""
        m = self.master
        extra: dict[str, Any] = {}
        if self.tutorial is not None and self.tutorial.running:
            extra = {"tutorial": self.tutorial.view(m.game, locale), "can_undo": False}
        return {
            "type": "state",
            "room_id": self.id,
            "game": m.game.id,
            "version": m.version,
            "seat": seat,
            "status": self.status(),
            "seats": [{"seat": s.seat, "kind": s.kind, "name": s.name, "agent": s.agent} for s in self.seats],
            **m.seat_view(seat, locale),
            "clock": self.clocks.message(m.state, now),
            **extra,
        }

    def info(self, connected: set[int]) -> dict[str, Any]:
        """The public room info (``connected``: the seats with an open websocket)."""
        return {
            "room_id": self.id,
            "game": self.master.game.id,
            "options": self.master.game.options_dict(),
            "seats": [
                {
                    "seat": s.seat,
                    "kind": s.kind,
                    "agent": s.agent,
                    "name": s.name,
                    "connected": s.kind == "agent" or s.seat in connected,
                }
                for s in self.seats
            ],
            "status": self.status(),
            "version": self.master.version,
            "time_bank_s": self.clocks.bank,
            "time_increment_s": self.clocks.increment,
            "agent_error": self.ai_error,
            "rated": self.rated,
        }
