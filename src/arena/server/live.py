"""A live room: the game rebuilt in memory from (config, seed, action log), and its messages.

Everything a client receives is built here, per seat: the seat's view, its legal actions,
and the log with every event passed through ``Event.for_player``. In a hidden-information
game an action's text is shown to another seat only when all of its step's events are
visible to that seat (chance outcomes: only when they produced visible events at all).
"""

from __future__ import annotations

import random
import threading
from dataclasses import dataclass, field
from typing import Any

from arena.core.agent import Agent
from arena.core.driver import derive_seed
from arena.core.events import Event
from arena.core.game import Game
from arena.core.match import Seeding
from arena.core.state import CHANCE, State

RESAMPLES = 6
"""States drawn per player when checking that an action revealed nothing (undo)."""


@dataclass
class Step:
    """One logged step: a player's action, or a chance outcome (``player == -1``)."""

    step: int
    player: int
    action: Any
    text: str
    index: int
    events: list[Event]
    auto: str | None = None


@dataclass
class Seat:
    seat: int
    kind: str
    agent: str | None
    name: str
    token_hash: str | None
    time_left: float | None
    joined: bool


@dataclass
class LiveRoom:
    """A game in memory. Mutate only with ``lock`` held (the manager does)."""

    id: str
    game: Game[Any]
    seed: int
    seats: list[Seat]
    version: int
    state: State[Any]
    log: list[Step]
    time_bank: float | None = None
    increment: float = 0.0
    lock: threading.RLock = field(default_factory=threading.RLock)
    agents: dict[int, Agent] = field(default_factory=dict)
    last_batch: list[Step] = field(default_factory=list)
    notes: list[dict[str, Any]] = field(default_factory=list)
    since: float | None = None
    last_mover: int | None = None
    ai_pending: bool = False
    ai_error: str | None = None
    seeding: Seeding | None = None
    """The generators of the one seeding scheme (``arena.core.match``): chance and seats."""
    _log_cache: dict[int | None, list[dict[str, Any]]] = field(default_factory=dict)
    _undo_cache: dict[tuple[int, int], bool] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.seeding is None:
            self.seeding = Seeding(self.seed, len(self.seats))

    def generators(self) -> Seeding:
        assert self.seeding is not None
        return self.seeding

    # -- facts -------------------------------------------------------------------------------
    @property
    def hidden(self) -> bool:
        return self.game.info.hidden_information

    def status(self) -> str:
        if self.state.is_terminal():
            return "finished"
        if any(s.kind == "human" and not s.joined for s in self.seats):
            return "waiting"
        return "playing"

    def to_move(self) -> list[int]:
        p = self.state.current_player()
        return [p] if p >= 0 else []

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].kind == "human"

    def clock(self, now: float) -> dict[str, float] | None:
        """Seconds left per human seat (the running clock counted up to ``now``)."""
        if self.time_bank is None:
            return None
        out: dict[str, float] = {}
        running = self.running_seat()
        for s in self.seats:
            if s.time_left is None:
                continue
            left = s.time_left
            if s.seat == running and self.since is not None:
                left -= now - self.since
            out[str(s.seat)] = round(max(0.0, left), 3)
        return out

    def running_seat(self, state: State[Any] | None = None) -> int | None:
        """The human seat whose clock runs now (or in ``state``), if any."""
        state = state if state is not None else self.state
        if self.time_bank is None or state.is_terminal():
            return None
        p = state.current_player()
        return p if self.is_human(p) and self.seats[p].time_left is not None else None

    # -- rebuilding ----------------------------------------------------------------------------
    def replay_prefix(self, n: int) -> State[Any]:
        """The state after the first ``n`` logged steps (replayed from the initial state)."""
        state = self.game.new_initial_state()
        for st in self.log[:n]:
            state.apply(st.action)
        return state

    def truncate(self, n: int) -> None:
        """Forget the steps from ``n`` on (undo); the caller sets ``state``."""
        del self.log[n:]
        for entries in self._log_cache.values():
            del entries[n:]

    # -- redaction -------------------------------------------------------------------------------
    def _visible(self, st: Step, viewer: int | None) -> tuple[list[dict[str, Any]], bool]:
        out: list[dict[str, Any]] = []
        full = True
        for ev in st.events:
            try:
                seen = ev.for_player(viewer)
            except (TypeError, ValueError):  # a malformed ``redacted``: show nothing of it
                seen = None
            if seen is not ev:
                full = False
            if seen is not None:
                out.append(seen.to_json())
        return out, full

    def _entry(self, st: Step, viewer: int | None) -> dict[str, Any]:
        events, full = self._visible(st, viewer)
        text: str | None = st.text
        if self.hidden:
            if st.player == CHANCE:
                text = st.text if full and st.events else None
            elif viewer != st.player and not full:
                text = None
        entry: dict[str, Any] = {"step": st.step, "player": st.player, "action": text, "events": events}
        if st.auto:
            entry["auto"] = st.auto
        return entry

    def log_for(self, viewer: int | None) -> list[dict[str, Any]]:
        cache = self._log_cache.setdefault(viewer, [])
        for st in self.log[len(cache) :]:
            cache.append(self._entry(st, viewer))
        return list(cache)

    # -- undo --------------------------------------------------------------------------------------
    def undo_refusal(self, seat: int) -> str | None:
        """Why ``seat`` cannot take back its last action now, or ``None`` when it can."""
        if self.state.is_terminal():
            return "the game is over"
        if self.state.current_player() != seat:
            return "you may undo only during your own turn"
        if not self.log:
            return "nothing to undo"
        last = self.log[-1]
        if last.player == CHANCE:
            return "a die roll, draw or other chance outcome came after your last action"
        if last.player != seat:
            return "the last action is not yours"
        if last.auto:
            return "an action played for you when your time ran out cannot be taken back"
        if any(ev.visible_to is not None for ev in last.events):
            return "your last action revealed hidden information"
        if self.hidden:
            key = (self.version, seat)
            if key not in self._undo_cache:
                self._undo_cache = {key: self._reveals(last)}
            if self._undo_cache[key]:
                return "your last action revealed hidden information"
        return None

    def _reveals(self, last: Step) -> bool:
        """Did ``last`` tell any player something hidden? Checked by redrawing what each
        player cannot see before it (``resample_hidden``) and comparing their views after."""
        before = self.replay_prefix(len(self.log) - 1)
        for q in range(self.game.num_players):
            target = self.state.view(q)
            for k in range(RESAMPLES):
                alt = before.resample_hidden(q, random.Random(derive_seed(self.seed, "undo", q, k)))
                if not alt.is_legal(last.action):
                    continue
                alt.apply(last.action, check=False)
                if alt.view(q) != target:
                    return True
        return False

    # -- messages ----------------------------------------------------------------------------------
    def state_message(self, seat: int | None, now: float) -> dict[str, Any]:
        """The contract's state message for ``seat`` (``None`` = spectator)."""
        state, game = self.state, self.game
        player = state.current_player()
        legal: list[dict[str, Any]] = []
        if seat is not None and player == seat:
            legal = [
                {"text": game.action_to_text(a), "index": game.action_to_index(a)}
                for a in state.legal_actions()
            ]
        events: list[dict[str, Any]] = []
        for st in self.last_batch:
            events.extend(self._visible(st, seat)[0])
        events.extend(self.notes)
        terminal = state.is_terminal()
        return {
            "type": "state",
            "room_id": self.id,
            "game": game.id,
            "version": self.version,
            "seat": seat,
            "status": self.status(),
            "seats": [{"seat": s.seat, "kind": s.kind, "name": s.name, "agent": s.agent} for s in self.seats],
            "view": state.view(seat),
            "current_player": player,
            "to_move": self.to_move(),
            "legal": legal,
            "events": events,
            "log": self.log_for(seat),
            "terminal": terminal,
            "returns": state.returns() if terminal else None,
            "winners": state.winners(),
            "can_undo": seat is not None and self.is_human(seat) and self.undo_refusal(seat) is None,
            "clock": self.clock(now),
        }
