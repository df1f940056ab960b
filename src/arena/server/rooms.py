"""The rooms manager: the live rooms' cache, and each request orchestrated over the master
(:mod:`~arena.server.master`), the store, auth, clocks and the agent runner.

Durability: every change (a player's action with the chance outcomes that follow it, an
undo, a time-out) is committed to the database in one transaction BEFORE the live state is
replaced, the caller answered, or anyone notified. A restarted server rebuilds each room
from (game, options, seed, action log). Chance outcomes and agents' moves are drawn with the
one seeding scheme of ``arena.core.match`` (the room's :class:`~arena.core.match.Seeding`), so
a room created with seed S plays the game ``arena selfplay``/``play_game`` plays with seed S;
chance outcomes are logged like actions.

Bounded (issue 31): the cache holds the rooms at work (an agent to move or thinking, a clock
running, a websocket open) and at most ``room_cache`` others, the least recently used idle ones
leaving first (finished rooms included); a room that left is rebuilt from its log when read
again. A room stops for good when its creator cancels it, when abandoned (no person's action
or connection for ``room_expire_s``), or at loading when its agents are over the server's
current limits; its agent work stops and it then answers 410 with the reason.
"""

from __future__ import annotations

import contextlib
import hmac
import itertools
import logging
import random
import secrets
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator
from typing import Any

from sqlalchemy.engine import Engine

from arena.core import registry
from arena.core.errors import ArenaError
from arena.core.game import Game
from arena.core.text import Ref, msg
from arena.server import auth
from arena.server.agents import AgentRunner, Budgets, spent_s
from arena.server.clocks import Clocks
from arena.server.errors import ApiError
from arena.server.fanout import Fanout
from arena.server.live import LiveRoom, Seat
from arena.server.master import Master, Move
from arena.server.messages import CreateRoom, SeatSpec
from arena.server.settings import Settings
from arena.server.store import Store, gone
from arena.server.tutorial import TutorialRun, tutorial_request

SHRINK_LOOK = 32
"""At least this many least recently used rooms are looked at for eviction when the cache is full."""

log = logging.getLogger("arena.server")


class RoomManager:
    """Thread-safe owner of every live room (a cache rebuilt from the database on demand)."""

    def __init__(
        self,
        engine: Engine,
        *,
        clock: Callable[[], float],
        settings: Settings | None = None,
        on_change: Callable[[str], None] | None = None,
        fanout: Fanout | None = None,
    ) -> None:
        self.settings = settings = settings if settings is not None else Settings()
        self.store = Store(engine)
        self.inline_changes = engine.dialect.name == "sqlite"
        """A websocket's change may run on the event loop: an SQLite commit in this process
        costs tens of microseconds (no disk sync in it: the checkpoints have their own thread),
        less than the hop to a worker thread and back; a network database's round trip goes to
        a worker thread."""
        self.fanout = fanout if fanout is not None else Fanout()
        self.clock = clock
        self.on_change = on_change
        self.connected: Callable[[str], bool] = lambda _room_id: False
        """Whether a room has an open websocket (set by the app)."""
        self._rooms: OrderedDict[str, LiveRoom] = OrderedDict()
        """The live rooms, least recently used first."""
        self._active: dict[str, float] = {}
        """Each live room's last activity (``clock``): a person's request, action or connection."""
        self._guard = threading.Lock()
        self.runner = AgentRunner(Budgets.of(settings), self._agent_play, self._notify)
        self._stopping = threading.Event()

    def close(self) -> None:
        self._stopping.set()
        self.runner.close()

    def start_sweeper(self) -> None:
        """Sweep (:meth:`sweep`) every ``room_sweep_s`` in a thread, until :meth:`close`."""

        def loop() -> None:
            while not self._stopping.wait(self.settings.room_sweep_s):
                try:
                    expired, _evicted = self.sweep()
                except Exception:
                    log.exception("room sweep failed")
                    continue
                for room_id in expired:  # their websockets are told, and closed
                    self._tell(room_id)

        threading.Thread(target=loop, name="arena-sweep", daemon=True).start()

    def _tell(self, room_id: str) -> None:
        """The room's connections learn that it changed (or that it stopped)."""
        if self.on_change is not None and not self.runner.closed:
            self.on_change(room_id)

    def _notify(self, room_id: str) -> None:
        with self._guard:
            room = self._rooms.get(room_id)
        if room is not None:
            self.fanout.publish(room_id, room.master.version)
        if self.on_change is not None and not self.runner.closed:
            self.on_change(room_id)

    def remote_change(self, room_id: str, version: int) -> bool:
        """Another server process committed ``version`` of ``room_id``: this process's copy, if
        older, catches up (the steps it lacks replayed) or is dropped (the next read rebuilds it
        from the log). True when it was held."""
        with self._guard:
            room = self._rooms.get(room_id)
            if room is None or room.master.version >= version:
                return False
        if not self._caught_up(room):
            self._forget(room)
        return True

    def _caught_up(self, room: LiveRoom) -> bool:
        """Replay onto a held room only the steps another process stored after its log (a
        person's game without clocks, agents or tutorial, on a database that reads snapshots):
        the room :meth:`get` would rebuild, without replaying the whole game. False: rebuild."""
        if (
            not self.store.snapshots
            or room.agents
            or room.tutorial is not None
            or room.clocks.bank is not None
        ):
            return False
        with room.lock:
            if not self._is_live(room):
                return True  # gone meanwhile: nothing to drop
            try:
                waiting = any(not seat.joined for seat in room.seats)
                version, joined, logged = self.store.log_snapshot(room.id, seats=waiting)
                if not room.master.catch_up(room.id, version, logged):
                    return False
            except Exception:  # an unreadable log: the rebuild says why
                log.debug("room %s: catching up failed", room.id, exc_info=True)
                return False
            for seat in room.seats:
                seat.joined = seat.joined or seat.seat in joined
        return True

    # -- creating -----------------------------------------------------------------------------------
    def create(self, req: CreateRoom) -> tuple[LiveRoom, dict[int, str], str]:
        """A new room; returns it, the secret token of each human seat and the creator's token
        (which cancels it), shown once. A tutorial room (``req.tutorial``) plays the game's
        tutorial from its scripted start. Agent specs over the server's caps: 422."""
        tutorial = None
        options, seed_asked = req.options, req.seed
        if req.tutorial:
            tutorial, options, seed_asked = tutorial_request(req)
        game = load_game(req.game, options)
        n = game.num_players
        specs = req.seats if req.seats is not None else [SeatSpec() for _ in range(n)]
        if len(specs) != n:
            raise ApiError(
                422,
                "bad-seats",
                f"{game.id} with these options has {n} seats, got {len(specs)}",
                say=msg("server-bad-seats", game=Ref("game", game.id), n=str(n), got=str(len(specs))),
                texts=game.texts(),
            )
        room_id = secrets.token_urlsafe(9)
        seed = seed_asked if seed_asked is not None else secrets.randbelow(2**63)
        seats: list[Seat] = []
        tokens: dict[int, str] = {}
        agents = self.runner.seat_agents(
            room_id, {i: spec.agent or "random" for i, spec in enumerate(specs) if spec.kind == "agent"}
        )
        for i, spec in enumerate(specs):
            if spec.kind == "agent":
                agent_spec = spec.agent or "random"
                seats.append(Seat(i, "agent", agent_spec, spec.name or agent_spec, None, True))
            else:
                tokens[i] = auth.new_token()
                name = spec.name or ""  # unnamed: clients say "Player N" in their reader's language
                seats.append(Seat(i, "human", None, name, auth.hash_token(tokens[i]), False))
        humans = [s.kind == "human" for s in seats]
        master = Master.new(game, seed, (s.seat for s in seats if s.kind == "human"))
        clocks = Clocks.new(req.time_bank_s, req.time_increment_s, humans)
        room = LiveRoom(room_id, master, seats, clocks, agents=agents, rated=req.rated)
        room.tutorial = TutorialRun(tutorial) if tutorial is not None else None
        creator = auth.new_token()
        with room.lock:
            self.store.create(room, auth.hash_token(creator))
            room.clocks.start(master.state, self.clock())
            with self._guard:
                self._rooms[room_id] = room
                self._active[room_id] = self.clock()
            self.runner.schedule(room)
        self._shrink()
        return room, tokens, creator

    # -- loading ---------------------------------------------------------------------------------------
    def get(self, room_id: str) -> LiveRoom:
        """The live room (rebuilt from the database when not in memory); 404 when unknown, 410
        when stopped for good (cancelled, expired, or its agents over the current limits)."""
        with self._guard:
            room = self._rooms.get(room_id)
            if room is not None:
                self._rooms.move_to_end(room_id)
                return room
        room = self._load(room_id)
        with self._guard:
            live = self._rooms.setdefault(room_id, room)
            if live is not room:
                return live
            self._active[room_id] = self.clock()
        with room.lock:
            room.clocks.start(room.master.state, self.clock())
            self.runner.schedule(room)
        self._shrink()
        return room

    def held(self, room_id: str) -> LiveRoom | None:
        """The live room if this process holds it in memory (no database read), else ``None``."""
        with self._guard:
            return self._rooms.get(room_id)

    def current(self, room_id: str, version: int) -> LiveRoom:
        """:meth:`get`, rebuilt from the log first when a player has seen a later version than
        this process holds and the database agrees (another server process moved the room on;
        a forged version costs one primary-key read, never a rebuild)."""
        room = self.get(room_id)
        if version > room.master.version and self.store.stored_version(room_id) != room.master.version:
            self._forget(room)
            room = self.get(room_id)
        return room

    def _load(self, room_id: str) -> LiveRoom:
        """A stored room with its agents; an unfinished one abandoned for ``room_expire_s``
        expires, one whose agents the current limits refuse stops (410 either way)."""
        room, idle_s = self.store.load(room_id)
        if room.master.state.is_terminal():
            return room  # its agents will not move again
        if idle_s >= self.settings.room_expire_s:
            raise self._stop_stored(room_id, "expired", f"no action for {idle_s:.0f} s")
        specs = {s.seat: s.agent or "random" for s in room.seats if s.kind == "agent"}
        try:
            room.agents.update(self.runner.seat_agents(room_id, specs, room.agent_cpu_s))
        except ApiError as exc:
            raise self._stop_stored(
                room_id, "stopped", f"its agents are over this server's limits: {exc.message}"
            ) from None
        return room

    def _stop_stored(self, room_id: str, status: str, reason: str) -> ApiError:
        """Stop a stored room for good; the 410 it answers from now on."""
        self.store.stop(room_id, status, reason)
        log.info("room %s %s: %s", room_id, status, reason)
        return gone(room_id, status, reason)

    def resume_all(self) -> int:
        """Load every unfinished room with an agent or a clock (so they move on by themselves),
        except those stopped now (:meth:`_load`); the number resumed."""
        resumed = 0
        for rid in self.store.resumable():
            try:
                self.get(rid)
                resumed += 1
            except ApiError as exc:
                log.warning("room %s not resumed: %s", rid, exc.message)
            except Exception:
                log.exception("cannot resume room %s", rid)
        return resumed

    @contextlib.contextmanager
    def _stale_forgotten(self, room: LiveRoom) -> Iterator[None]:
        """A store write refused as stale (another server process moved the room on) drops this
        process's copy of the room: the next request rebuilds it from the log."""
        try:
            yield
        except ApiError as exc:
            if exc.reason == "stale-version":
                self._forget(room)
            raise

    def live_rooms(self) -> list[LiveRoom]:
        with self._guard:
            return list(self._rooms.values())

    def _is_live(self, room: LiveRoom) -> bool:
        """``room`` is the one in memory (not cancelled, expired or evicted since it was got)."""
        with self._guard:
            return self._rooms.get(room.id) is room

    @contextlib.contextmanager
    def _locked(self, room_id: str) -> Iterator[LiveRoom]:
        """The live room, its lock held (got again if it left memory meanwhile); a person's
        activity."""
        while True:
            room = self.get(room_id)
            with room.lock:
                if self._is_live(room):
                    self._touch(room_id)
                    yield room
                    return

    def _touch(self, room_id: str) -> None:
        with self._guard:
            if room_id in self._rooms:
                self._active[room_id] = self.clock()

    # -- auth ----------------------------------------------------------------------------------------------
    def authenticate(self, room: LiveRoom, token: str | None, seat: int | None) -> int | None:
        """The seat a request speaks for (see :func:`arena.server.auth.seat_of`); a seat's
        first use of its token marks it joined."""
        who = auth.seat_of([s.token_hash for s in room.seats], token, seat)
        if who is not None:
            self._touch(room.id)
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
        self.expire_due(self.current(room_id, version))
        with self._locked(room_id) as room:
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
        self.expire_due(self.current(room_id, version))
        with self._locked(room_id) as room:
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
        agent_cpu_s: float | None = None,
    ) -> None:
        """Compute the change (the master), settle the clocks, store it (with the tutorial step
        reached and the agents' CPU seconds, if given), then swap it in."""
        m = room.master
        change = m.play(moves, timeout_seat=timeout_seat, seat_rng=seat_rng)
        left = room.clocks.settle(m.state, change.state, self.clock(), charge=charge, timed_out=timeout_seat)
        finished = change.state.is_terminal()
        with self._stale_forgotten(room):
            self.store.record(
                room,
                change.steps,
                finished=finished,
                left=left,
                tutorial_step=tutorial_step,
                agent_cpu_s=agent_cpu_s,
                person=charge is not None and timeout_seat is None,
            )
        m.commit(change)
        if tutorial_step is not None and room.tutorial is not None:
            room.tutorial.index = tutorial_step
        self._after_change(room, left)

    def _agent_play(
        self, room: LiveRoom, seat: int, action: Any, auto: str | None, rng: random.Random
    ) -> bool:
        if not self._is_live(room):
            return False
        self._commit(room, [(seat, action, auto)], seat_rng=(seat, rng), agent_cpu_s=spent_s(room.agents))
        return True

    def _after_change(self, room: LiveRoom, left: list[float | None]) -> None:
        """Record the committed clocks and restart the running one; wake an agent to move."""
        room.clocks.restart(room.master.state, left, self.clock())
        self.runner.schedule(room)

    # -- lifetime ------------------------------------------------------------------------------------------
    def cancel(self, room_id: str, token: str | None) -> None:
        """The creator stops an unfinished room for good (its agents stop); 401 without the
        creator's token, 403 with another one, 409 ``game-over`` when it is finished."""
        if token is None:
            raise ApiError(
                401,
                "bad-token",
                "cancelling a room needs its creator's token (Authorization: Bearer ...)",
                say=msg("server-cancel-needs-token"),
            )
        with self._locked(room_id) as room:
            digest = self.store.creator_hash(room_id)
            if digest is None or not hmac.compare_digest(digest, auth.hash_token(token)):
                raise ApiError(
                    403,
                    "not-the-creator",
                    "only the room's creator token cancels it",
                    say=msg("server-not-the-creator"),
                )
            if room.master.state.is_terminal():
                raise ApiError(
                    409,
                    "game-over",
                    "the game is over: there is nothing to cancel",
                    say=msg("server-nothing-to-cancel"),
                )
            self._stop_live(room, "cancelled", "cancelled by its creator")
        self._tell(room_id)

    def _stop_live(self, room: LiveRoom, status: str, reason: str) -> None:
        """Stop a live room for good (its lock held): stored, out of memory, agents stopped."""
        self.store.stop(room.id, status, reason)
        self._forget(room)
        self.runner.stop(room)
        log.info("room %s %s: %s", room.id, status, reason)

    def _forget(self, room: LiveRoom) -> None:
        with self._guard:
            if self._rooms.get(room.id) is room:
                del self._rooms[room.id]
                self._active.pop(room.id, None)

    def sweep(self) -> tuple[list[str], list[str]]:
        """Expire the live rooms abandoned for ``room_expire_s`` (no person's action, request or
        open websocket) and evict those idle for ``room_evict_s``; (expired ids, evicted ids)."""
        expired: list[str] = []
        evicted: list[str] = []
        now = self.clock()
        for room in self.live_rooms():
            if self.connected(room.id):
                self._touch(room.id)
                continue
            with self._guard:
                idle = now - self._active.get(room.id, now)
            with room.lock:
                if not self._is_live(room):
                    continue
                if idle >= self.settings.room_expire_s and not room.master.state.is_terminal():
                    self._stop_live(room, "expired", f"no action or connection for {idle:.0f} s")
                    expired.append(room.id)
                elif idle >= self.settings.room_evict_s and self._evict(room):
                    evicted.append(room.id)
        return expired, evicted

    def _shrink(self) -> None:
        """Evict the least recently used idle rooms while more than ``room_cache`` are live.
        Only the ``SHRINK_LOOK`` least recently used (or twice the excess) are looked at: when
        they are all at work (played, watched), so is the rest, and a commit must not scan
        every room."""
        excess = len(self._rooms) - self.settings.room_cache
        if excess <= 0:
            return
        with self._guard:
            oldest = list(itertools.islice(self._rooms.values(), max(SHRINK_LOOK, 2 * excess)))
        for room in oldest:
            if excess <= 0:
                return
            if room.lock.acquire(blocking=False):  # a busy room is at work
                try:
                    excess -= self._evict(room)
                finally:
                    room.lock.release()

    def _evict(self, room: LiveRoom) -> bool:
        """Drop an idle room from memory (its lock held); it is rebuilt from its log when read
        again. A room at work stays: an agent to move or thinking, a clock running, a websocket."""
        state = room.master.state
        at_work = not state.is_terminal() and (
            room.ai_pending
            or state.current_player() in room.agents
            or room.clocks.running_seat(state) is not None
        )
        if at_work or self.connected(room.id):
            return False
        self._forget(room)
        return True

    # -- clocks -------------------------------------------------------------------------------------------------
    def expire_due(self, room: LiveRoom) -> bool:
        """End the turn of the seat whose time bank ran out (committed); True if it did."""
        with room.lock:
            seat = room.clocks.due(room.master.state, self.clock())
            if seat is None or not self._is_live(room):
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
