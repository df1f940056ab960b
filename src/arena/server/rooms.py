"""The rooms manager: the live rooms' cache, and each request orchestrated over the master
(:mod:`~arena.server.master`), the store, auth, clocks and the agent runner.

Durability: every change (a player's action with the chance outcomes that follow it, an
undo, a time-out) is committed to the database in one transaction BEFORE the live state is
replaced, the caller answered, or anyone notified. A restarted server rebuilds each room
from (game, options, seed, action log). Chance outcomes and agents' moves are drawn with the
one seeding scheme of ``arena.core.match`` (the room's :class:`~arena.core.match.Seeding`), so
a room created with seed S plays the game ``arena selfplay``/``play_game`` plays with seed S;
chance outcomes are logged like actions.
"""

from __future__ import annotations

import logging
import random
import secrets
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy.engine import Engine

from arena.core import registry
from arena.core.errors import ArenaError
from arena.core.game import Game
from arena.core.text import msg
from arena.server import auth
from arena.server.agents import AgentRunner, seat_agent
from arena.server.clocks import Clocks
from arena.server.errors import ApiError
from arena.server.fanout import Fanout
from arena.server.live import LiveRoom, Seat
from arena.server.master import Master, Move
from arena.server.messages import CreateRoom, SeatSpec
from arena.server.store import Store
from arena.server.tutorial import TutorialRun, tutorial_request

log = logging.getLogger("arena.server")


class RoomManager:
    """Thread-safe owner of every live room (a cache rebuilt from the database on demand)."""

    def __init__(
        self,
        engine: Engine,
        *,
        clock: Callable[[], float],
        ai_workers: int = 2,
        on_change: Callable[[str], None] | None = None,
        fanout: Fanout | None = None,
    ) -> None:
        self.store = Store(engine)
        self.fanout = fanout if fanout is not None else Fanout()
        self.clock = clock
        self.on_change = on_change
        self._rooms: dict[str, LiveRoom] = {}
        self._guard = threading.Lock()
        self.runner = AgentRunner(ai_workers, self._agent_play, self._notify)

    def close(self) -> None:
        self.runner.close()

    def _notify(self, room_id: str) -> None:
        with self._guard:
            room = self._rooms.get(room_id)
        if room is not None:
            self.fanout.publish(room_id, room.master.version)
        if self.on_change is not None and not self.runner.closed:
            self.on_change(room_id)

    def remote_change(self, room_id: str, version: int) -> bool:
        """Another server process committed ``version`` of ``room_id``: this process's copy, if
        older, is dropped (the next read rebuilds it from the log). True when it was held."""
        with self._guard:
            room = self._rooms.get(room_id)
            if room is None or room.master.version >= version:
                return False
            del self._rooms[room_id]
        return True

    # -- creating -----------------------------------------------------------------------------------
    def create(self, req: CreateRoom) -> tuple[LiveRoom, dict[int, str]]:
        """A new room; returns it and the secret token of each human seat (shown once). A
        tutorial room (``req.tutorial``) plays the game's tutorial from its scripted start."""
        tutorial = None
        options, seed_asked = req.options, req.seed
        if req.tutorial:
            tutorial, options, seed_asked = tutorial_request(req)
        game = load_game(req.game, options)
        n = game.num_players
        specs = req.seats if req.seats is not None else [SeatSpec() for _ in range(n)]
        if len(specs) != n:
            raise ApiError(422, "bad-seats", f"{game.id} with these options has {n} seats, got {len(specs)}")
        room_id = secrets.token_urlsafe(9)
        seed = seed_asked if seed_asked is not None else secrets.randbelow(2**63)
        seats: list[Seat] = []
        tokens: dict[int, str] = {}
        agents = {}
        for i, spec in enumerate(specs):
            if spec.kind == "agent":
                agent_spec = spec.agent or "random"
                agents[i] = seat_agent(agent_spec)
                seats.append(Seat(i, "agent", agent_spec, spec.name or agent_spec, None, True))
            else:
                tokens[i] = auth.new_token()
                name = spec.name or ""  # unnamed: clients say "Player N" in their reader's language
                seats.append(Seat(i, "human", None, name, auth.hash_token(tokens[i]), False))
        humans = [s.kind == "human" for s in seats]
        master = Master.new(game, seed, (s.seat for s in seats if s.kind == "human"))
        clocks = Clocks.new(req.time_bank_s, req.time_increment_s, humans)
        room = LiveRoom(room_id, master, seats, clocks, agents=agents)
        room.tutorial = TutorialRun(tutorial) if tutorial is not None else None
        with room.lock:
            self.store.create(room)
            room.clocks.start(master.state, self.clock())
            with self._guard:
                self._rooms[room_id] = room
            self.runner.schedule(room)
        return room, tokens

    # -- loading ---------------------------------------------------------------------------------------
    def get(self, room_id: str) -> LiveRoom:
        """The live room (rebuilt from the database on first use); 404 when unknown."""
        with self._guard:
            room = self._rooms.get(room_id)
        if room is not None:
            return room
        room = self.store.load(room_id)
        for s in room.seats:
            if s.kind == "agent":
                room.agents[s.seat] = seat_agent(s.agent or "random")
        with self._guard:
            room = self._rooms.setdefault(room_id, room)
        with room.lock:
            room.clocks.start(room.master.state, self.clock())
            self.runner.schedule(room)
        return room

    def current(self, room_id: str, version: int) -> LiveRoom:
        """:meth:`get`, rebuilt from the log first when a player has seen a later version than
        this process holds and the database agrees (another server process moved the room on;
        a forged version costs one primary-key read, never a rebuild)."""
        room = self.get(room_id)
        if version > room.master.version and self.store.stored_version(room_id) != room.master.version:
            with self._guard:
                if self._rooms.get(room_id) is room:
                    del self._rooms[room_id]
            room = self.get(room_id)
        return room

    def resume_all(self) -> int:
        """Load every unfinished room with an agent or a clock (so they move on by themselves)."""
        ids = self.store.resumable()
        for rid in ids:
            try:
                self.get(rid)
            except Exception:
                log.exception("cannot resume room %s", rid)
        return len(ids)

    @contextmanager
    def _stale_forgotten(self, room: LiveRoom) -> Iterator[None]:
        """A store write refused as stale (another server process moved the room on) drops this
        process's copy of the room: the next request rebuilds it from the log."""
        try:
            yield
        except ApiError as exc:
            if exc.reason == "stale-version":
                with self._guard:
                    if self._rooms.get(room.id) is room:
                        del self._rooms[room.id]
            raise

    def live_rooms(self) -> list[LiveRoom]:
        with self._guard:
            return list(self._rooms.values())

    # -- auth ----------------------------------------------------------------------------------------------
    def authenticate(self, room: LiveRoom, token: str | None, seat: int | None) -> int | None:
        """The seat a request speaks for (see :func:`arena.server.auth.seat_of`); a seat's
        first use of its token marks it joined."""
        who = auth.seat_of([s.token_hash for s in room.seats], token, seat)
        if who is not None and not room.seats[who].joined:
            with room.lock:
                if not room.seats[who].joined:
                    self.store.mark_joined(room.id, who, room.status())
                    room.seats[who].joined = True
        return who

    # -- playing ----------------------------------------------------------------------------------------------
    def act(self, room_id: str, token: str | None, seat: int, version: int, text: str) -> LiveRoom:
        """A person's action, checked in the contract's order; committed before returning."""
        self.authenticate(self.get(room_id), token, seat)
        return self.act_as(room_id, seat, version, text)

    def act_as(self, room_id: str, seat: int, version: int, text: str) -> LiveRoom:
        """:meth:`act` for a seat already authenticated (a websocket)."""
        room = self.current(room_id, version)
        self.expire_due(room)
        with room.lock:
            room.master.check_turn(seat, version)
            if room.tutorial is not None and room.tutorial.running:
                moves = room.tutorial.moves(room.master, seat, text)
                self._commit(room, moves, charge=seat, tutorial_step=room.tutorial.index + 1)
            else:
                action = room.master.parse(text)
                self._commit(room, [(seat, action, None)], charge=seat)
        self._notify(room.id)
        return room

    def undo(self, room_id: str, token: str | None, seat: int, version: int) -> LiveRoom:
        """Take back ``seat``'s last action (409 ``cannot-undo`` with the reason)."""
        self.authenticate(self.get(room_id), token, seat)
        return self.undo_as(room_id, seat, version)

    def undo_as(self, room_id: str, seat: int, version: int) -> LiveRoom:
        """:meth:`undo` for a seat already authenticated (a websocket)."""
        room = self.current(room_id, version)
        self.expire_due(room)
        with room.lock:
            m = room.master
            if room.tutoring:
                m.check_version(version)
                raise ApiError(
                    409, "cannot-undo", "a tutorial step cannot be taken back", say=msg("undo-tutorial")
                )
            undo = m.check_undo(seat, version)
            left = room.clocks.charged(m.state, seat, self.clock())
            with self._stale_forgotten(room):
                self.store.record_undo(room, undo.step, left)
            m.commit_undo(undo, seat)
            self._after_change(room, left)
        self._notify(room.id)
        return room

    def _commit(
        self,
        room: LiveRoom,
        moves: list[Move],
        *,
        charge: int | None = None,
        timeout_seat: int | None = None,
        seat_rng: tuple[int, random.Random] | None = None,
        tutorial_step: int | None = None,
    ) -> None:
        """Compute the change (the master), settle the clocks, store it (with the tutorial step
        reached, if given), then swap it in."""
        m = room.master
        change = m.play(moves, timeout_seat=timeout_seat, seat_rng=seat_rng)
        left = room.clocks.settle(m.state, change.state, self.clock(), charge=charge, timed_out=timeout_seat)
        finished = change.state.is_terminal()
        with self._stale_forgotten(room):
            self.store.record(room, change.steps, finished=finished, left=left, tutorial_step=tutorial_step)
        m.commit(change)
        if tutorial_step is not None and room.tutorial is not None:
            room.tutorial.index = tutorial_step
        self._after_change(room, left)

    def _agent_play(
        self, room: LiveRoom, seat: int, action: Any, auto: str | None, rng: random.Random
    ) -> None:
        self._commit(room, [(seat, action, auto)], seat_rng=(seat, rng))

    def _after_change(self, room: LiveRoom, left: list[float | None]) -> None:
        """Record the committed clocks and restart the running one; wake an agent to move."""
        room.clocks.restart(room.master.state, left, self.clock())
        self.runner.schedule(room)

    # -- clocks -------------------------------------------------------------------------------------------------
    def expire_due(self, room: LiveRoom) -> bool:
        """End the turn of the seat whose time bank ran out (committed); True if it did."""
        with room.lock:
            seat = room.clocks.due(room.master.state, self.clock())
            if seat is None:
                return False
            self._commit(room, [], charge=seat, timeout_seat=seat)
        self._notify(room.id)
        return True

    def tick_clocks(self) -> list[str]:
        """Expire every due time bank among the live rooms; the ids of the rooms changed."""
        changed = []
        for room in self.live_rooms():
            if room.clocks.bank is not None and self.expire_due(room):
                changed.append(room.id)
        return changed


def load_game(game_id: str, options: dict[str, Any]) -> Game[Any]:
    """The configured game (422 with the game's reason, said by its catalog when it can be)."""
    try:
        return registry.load(game_id, **options)
    except ArenaError as exc:
        texts = None
        if exc.say is not None:
            try:  # the sentence is the game's: its catalog, from a default configuration
                texts = registry.load(game_id).texts()
            except ArenaError:
                texts = None
        raise ApiError.from_arena(exc, texts=texts) from None
