"""The rooms manager: creates games, checks and applies actions, runs chance, agents, clocks.

Durability: every change (a player's action with the chance outcomes that follow it, an
undo, a time-out) is committed to the database in one transaction BEFORE the live state is
replaced, the caller answered, or anyone notified. A restarted server rebuilds each room
from (game, options, seed, action log). Chance outcomes and agents' moves are drawn with the
one seeding scheme of ``arena.core.match`` (the room's :class:`~arena.core.match.Seeding`), so
a room created with seed S plays the game ``arena selfplay``/``play_game`` plays with seed S;
chance outcomes are logged like actions.

Agents think in a thread pool on a copy of the state (never the live one), so a slow agent
never blocks other rooms or the event loop; their move is then applied like a person's.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import random
import secrets
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from sqlalchemy import delete, select, update
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

from arena.ai.random_agent import RandomAgent
from arena.ai.registry import make_agent
from arena.core import registry
from arena.core.agent import Observation
from arena.core.errors import ArenaError, NotationError
from arena.core.match import Seeding
from arena.core.state import CHANCE, State
from arena.server.db import ActionRow, RoomRow, SeatRow, utcnow
from arena.server.errors import ApiError
from arena.server.live import LiveRoom, Seat, Step
from arena.server.messages import CreateRoom, SeatSpec

log = logging.getLogger("arena.server")

MAX_AUTO_STEPS = 10_000
"""Cap on chance outcomes or time-out actions chained in one change (a broken game guard)."""
"""Actions a time-out plays, first legal one in this order, until the seat's turn is over."""


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class RoomManager:
    """Thread-safe owner of every live room (a cache rebuilt from the database on demand)."""

    def __init__(
        self,
        engine: Engine,
        *,
        clock: Callable[[], float],
        ai_workers: int = 2,
        on_change: Callable[[str], None] | None = None,
    ) -> None:
        self.engine = engine
        self.clock = clock
        self.on_change = on_change
        self._rooms: dict[str, LiveRoom] = {}
        self._guard = threading.Lock()
        self._pool = ThreadPoolExecutor(max_workers=max(1, ai_workers), thread_name_prefix="arena-ai")
        self._closed = False

    def close(self) -> None:
        self._closed = True
        self._pool.shutdown(wait=False, cancel_futures=True)

    def _notify(self, room_id: str) -> None:
        if self.on_change is not None and not self._closed:
            self.on_change(room_id)

    # -- creating -----------------------------------------------------------------------------------
    def create(self, req: CreateRoom) -> tuple[LiveRoom, dict[int, str]]:
        """A new room; returns it and the secret token of each human seat (shown once)."""
        try:
            game = registry.load(req.game, **req.options)
        except ArenaError as exc:
            raise ApiError.from_arena(exc) from None
        n = game.num_players
        specs = req.seats if req.seats is not None else [SeatSpec() for _ in range(n)]
        if len(specs) != n:
            raise ApiError(422, "bad-seats", f"{game.id} with these options has {n} seats, got {len(specs)}")
        room_id = secrets.token_urlsafe(9)
        seed = req.seed if req.seed is not None else secrets.randbelow(2**63)
        seats: list[Seat] = []
        tokens: dict[int, str] = {}
        agents = {}
        for i, spec in enumerate(specs):
            if spec.kind == "agent":
                agent_spec = spec.agent or "random"
                try:
                    agents[i] = make_agent(agent_spec)
                except ArenaError as exc:
                    raise ApiError.from_arena(exc) from None
                seats.append(Seat(i, "agent", agent_spec, spec.name or agent_spec, None, None, True))
            else:
                tokens[i] = secrets.token_urlsafe(24)
                bank = req.time_bank_s
                seats.append(
                    Seat(i, "human", None, spec.name or f"Player {i + 1}", hash_token(tokens[i]), bank, False)
                )
        room = LiveRoom(
            room_id,
            game,
            seed,
            seats,
            0,
            game.new_initial_state(),
            [],
            time_bank=req.time_bank_s,
            increment=req.time_increment_s,
            agents=agents,
        )
        with room.lock:
            state = room.state.clone()
            steps: list[Step] = []
            seeding = room.generators().copy()
            self._chance(room, state, steps, seeding)
            with Session(self.engine) as db, db.begin():
                db.add(
                    RoomRow(
                        id=room_id,
                        game=game.id,
                        game_version=game.info.version,
                        options=game.options_dict(),
                        seed=seed,
                        version=0,
                        status=room.status(),
                        time_bank_s=req.time_bank_s,
                        time_increment_s=req.time_increment_s,
                        created_at=utcnow(),
                    )
                )
                db.flush()
                for s in seats:
                    db.add(
                        SeatRow(
                            room_id=room_id,
                            seat=s.seat,
                            kind=s.kind,
                            agent=s.agent,
                            name=s.name,
                            token_hash=s.token_hash,
                            time_left_s=s.time_left,
                        )
                    )
                self._add_steps(db, room_id, steps)
            room.state, room.log, room.last_batch, room.seeding = state, steps, steps, seeding
            self._start_clock(room)
            with self._guard:
                self._rooms[room_id] = room
            self._schedule_ai(room)
        return room, tokens

    # -- loading ---------------------------------------------------------------------------------------
    def get(self, room_id: str) -> LiveRoom:
        """The live room (rebuilt from the database on first use); 404 when unknown."""
        with self._guard:
            room = self._rooms.get(room_id)
        if room is not None:
            return room
        room = self._load(room_id)
        with self._guard:
            room = self._rooms.setdefault(room_id, room)
        with room.lock:
            self._start_clock(room)
            self._schedule_ai(room)
        return room

    def _load(self, room_id: str) -> LiveRoom:
        with Session(self.engine) as db:
            row = db.get(RoomRow, room_id) if len(room_id) <= 32 else None
            if row is None:
                raise ApiError(404, "unknown-room", f"no room {room_id!r}")
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
                    s.time_left_s,
                    s.joined_at is not None or s.kind != "human",
                )
                for s in seat_rows
            ]
            state = game.new_initial_state()
            steps: list[Step] = []
            seeding = Seeding(row.seed, len(seats))
            for a in action_rows:
                try:
                    action = game.parse_action(a.action)
                    if a.player == CHANCE and state.is_chance_node():
                        seeding.redraw(state.chance_outcomes(), action)  # back where it was
                    events = state.apply(action)
                except ArenaError as exc:
                    msg = f"room {room_id}: step {a.step} ({a.action!r}) no longer replays: {exc}"
                    raise ApiError(409, "room-unavailable", msg) from None
                steps.append(Step(a.step, a.player, action, a.action, a.index, events, a.auto))
            room = LiveRoom(
                row.id,
                game,
                row.seed,
                seats,
                row.version,
                state,
                steps,
                time_bank=row.time_bank_s,
                increment=row.time_increment_s,
            )
            seeding.resumed(len(steps))
            room.seeding = seeding
        for s in seats:
            if s.kind == "agent":
                room.agents[s.seat] = make_agent(s.agent or "random")
        return room

    def resume_all(self) -> int:
        """Load every unfinished room with an agent or a clock (so they move on by themselves)."""
        with Session(self.engine) as db:
            ids = db.scalars(
                select(RoomRow.id)
                .where(RoomRow.status != "finished")
                .where(
                    RoomRow.time_bank_s.is_not(None)
                    | RoomRow.id.in_(select(SeatRow.room_id).where(SeatRow.kind == "agent"))
                )
            ).all()
        for rid in ids:
            try:
                self.get(rid)
            except Exception:
                log.exception("cannot resume room %s", rid)
        return len(ids)

    def live_rooms(self) -> list[LiveRoom]:
        with self._guard:
            return list(self._rooms.values())

    # -- auth ----------------------------------------------------------------------------------------------
    def authenticate(self, room: LiveRoom, token: str | None, seat: int | None) -> int | None:
        """The seat a request speaks for: ``None`` (spectator) without a token; 401 for a token
        that opens no seat of this room; 403 when it opens another seat than ``seat``."""
        if token is None:
            if seat is not None:
                raise ApiError(401, "bad-token", f"seat {seat} needs its token (Authorization: Bearer ...)")
            return None
        digest = hash_token(token)
        owner = next(
            (s for s in room.seats if s.token_hash is not None and hmac.compare_digest(s.token_hash, digest)),
            None,
        )
        if owner is None:
            raise ApiError(401, "bad-token", "this token opens no seat of this room")
        if seat is not None and seat != owner.seat:
            raise ApiError(403, "not-your-seat", f"your token is for seat {owner.seat}, not seat {seat}")
        if not owner.joined:
            self._mark_joined(room, owner)
        return owner.seat

    def _mark_joined(self, room: LiveRoom, seat: Seat) -> None:
        with room.lock:
            if seat.joined:
                return
            with Session(self.engine) as db, db.begin():
                db.execute(
                    update(SeatRow)
                    .where(SeatRow.room_id == room.id, SeatRow.seat == seat.seat)
                    .values(joined_at=utcnow())
                )
                db.execute(update(RoomRow).where(RoomRow.id == room.id).values(status=room.status()))
            seat.joined = True

    # -- playing ----------------------------------------------------------------------------------------------
    def act(self, room_id: str, token: str | None, seat: int, version: int, text: str) -> LiveRoom:
        """A person's action, checked in the contract's order; committed before returning."""
        self.authenticate(self.get(room_id), token, seat)
        return self.act_as(room_id, seat, version, text)

    def act_as(self, room_id: str, seat: int, version: int, text: str) -> LiveRoom:
        """:meth:`act` for a seat already authenticated (a websocket)."""
        room = self.get(room_id)
        self.expire_due(room)
        with room.lock:
            self._check_turn(room, seat, version)
            try:
                action = room.game.parse_action(text)
            except NotationError as exc:
                raise ApiError.from_arena(exc) from None
            except ArenaError as exc:
                raise ApiError.from_arena(exc) from None
            error = room.state.illegal_reason(action)
            if error is not None:
                raise ApiError.from_arena(error)
            self._apply(room, [(seat, action, None)], charge=seat)
        self._notify(room.id)
        return room

    def undo(self, room_id: str, token: str | None, seat: int, version: int) -> LiveRoom:
        """Take back ``seat``'s last action (409 ``cannot-undo`` with the reason)."""
        self.authenticate(self.get(room_id), token, seat)
        return self.undo_as(room_id, seat, version)

    def undo_as(self, room_id: str, seat: int, version: int) -> LiveRoom:
        """:meth:`undo` for a seat already authenticated (a websocket)."""
        room = self.get(room_id)
        self.expire_due(room)
        with room.lock:
            if version != room.version:
                raise ApiError(
                    409, "stale-version", f"the room is at version {room.version}, you sent {version}"
                )
            reason = room.undo_refusal(seat)
            if reason is not None:
                raise ApiError(409, "cannot-undo", reason)
            n = len(room.log) - 1
            undone = room.log[n]
            state = room.replay_prefix(n)
            left = self._charged(room, seat)
            with Session(self.engine) as db, db.begin():
                db.execute(delete(ActionRow).where(ActionRow.room_id == room.id, ActionRow.step == n))
                self._save_room(db, room, room.version + 1, "playing", left)
            room.truncate(n)
            room.state, room.version = state, room.version + 1
            room.last_batch = []
            room.notes = [{"kind": "undo", "seat": seat, "step": n, "action": undone.text}]
            self._after_change(room, left)
        self._notify(room.id)
        return room

    def _check_turn(self, room: LiveRoom, seat: int, version: int) -> None:
        if version != room.version:
            raise ApiError(409, "stale-version", f"the room is at version {room.version}, you sent {version}")
        if room.state.is_terminal():
            raise ApiError(409, "game-over", "the game is over")
        if room.state.current_player() != seat:
            raise ApiError(403, "not-your-turn", f"it is not seat {seat}'s turn (to move: {room.to_move()})")

    def _apply(
        self,
        room: LiveRoom,
        moves: list[tuple[int, Any, str | None]],
        *,
        charge: int | None = None,
        until_turn_ends: int | None = None,
        seat_rng: tuple[int, random.Random] | None = None,
    ) -> None:
        """Apply ``moves`` then every chance outcome that follows, on a copy; commit; swap in.

        With ``until_turn_ends`` (a seat), keep playing that seat's end-turn action while it
        is still to move (a time-out). ``seat_rng``: an agent seat's generator, advanced by the
        move it produced (kept only if the move is committed)."""
        state = room.state.clone()
        steps: list[Step] = []
        base = len(room.log)
        seeding = room.generators().copy()
        if seat_rng is not None:
            seeding.seats[seat_rng[0]] = seat_rng[1]
        for player, action, auto in moves:
            events = state.apply(action)
            steps.append(self._step(room, base + len(steps), player, action, events, auto))
        self._chance(room, state, steps, seeding, base)
        if until_turn_ends is not None:
            for _ in range(MAX_AUTO_STEPS):
                if state.current_player() != until_turn_ends:
                    break
                action = self._end_turn_action(room, state, until_turn_ends)
                events = state.apply(action)
                steps.append(self._step(room, base + len(steps), until_turn_ends, action, events, "timeout"))
                self._chance(room, state, steps, seeding, base)
        left = self._charged(room, charge) if charge is not None else [s.time_left for s in room.seats]
        if until_turn_ends is not None:
            left[until_turn_ends] = 0.0
        nxt = room.running_seat(state)
        if nxt is not None and nxt != room.last_mover and room.increment:
            value = left[nxt]
            assert value is not None
            left[nxt] = value + room.increment
        status = "finished" if state.is_terminal() else "playing"
        with Session(self.engine) as db, db.begin():
            self._add_steps(db, room.id, steps)
            self._save_room(db, room, room.version + 1, status, left)
        room.state, room.version, room.seeding = state, room.version + 1, seeding
        room.log.extend(steps)
        room.last_batch, room.notes = steps, []
        self._after_change(room, left)

    def _step(
        self, room: LiveRoom, i: int, player: int, action: Any, events: list[Any], auto: str | None
    ) -> Step:
        game = room.game
        return Step(
            i, player, action, game.action_to_text(action), game.action_to_index(action), events, auto
        )

    def _chance(
        self, room: LiveRoom, state: State[Any], steps: list[Step], seeding: Seeding, base: int = 0
    ) -> None:
        """Every chance outcome due now, drawn by the seeding scheme (``arena.core.match``)."""
        for _ in range(MAX_AUTO_STEPS):
            if not state.is_chance_node():
                return
            i = base + len(steps)
            action = seeding.draw(state.chance_outcomes())
            events = state.apply(action, check=False)
            steps.append(self._step(room, i, CHANCE, action, events, None))

    def _end_turn_action(self, room: LiveRoom, state: State[Any], seat: int) -> Any:
        """The game's time-out action for ``seat`` (its hook), else the first legal action."""
        action = room.game.timeout_action(state, seat)
        return state.legal_actions()[0] if action is None else action

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
        self, db: Session, room: LiveRoom, version: int, status: str, left: list[float | None]
    ) -> None:
        if status != "finished":
            status = "waiting" if any(s.kind == "human" and not s.joined for s in room.seats) else "playing"
        db.execute(update(RoomRow).where(RoomRow.id == room.id).values(version=version, status=status))
        if room.time_bank is not None:
            for s, value in zip(room.seats, left, strict=True):
                if value != s.time_left:
                    db.execute(
                        update(SeatRow)
                        .where(SeatRow.room_id == room.id, SeatRow.seat == s.seat)
                        .values(time_left_s=value)
                    )

    # -- clocks -------------------------------------------------------------------------------------------------
    def _charged(self, room: LiveRoom, seat: int | None) -> list[float | None]:
        """Seats' time left once ``seat``'s running clock is charged up to now."""
        left = [s.time_left for s in room.seats]
        if seat is not None and seat == room.running_seat() and room.since is not None:
            value = left[seat]
            assert value is not None
            left[seat] = max(0.0, value - (self.clock() - room.since))
        return left

    def _start_clock(self, room: LiveRoom) -> None:
        running = room.running_seat()
        room.since = self.clock() if running is not None else None
        room.last_mover = running

    def _after_change(self, room: LiveRoom, left: list[float | None]) -> None:
        """Record the committed clocks and restart the running one; wake an agent to move."""
        for s, value in zip(room.seats, left, strict=True):
            s.time_left = value
        running = room.running_seat()
        room.since = self.clock() if running is not None else None
        room.last_mover = running if running is not None else room.last_mover
        self._schedule_ai(room)

    def expire_due(self, room: LiveRoom) -> bool:
        """End the turn of the seat whose time bank ran out (committed); True if it did."""
        with room.lock:
            seat = room.running_seat()
            if seat is None or room.since is None:
                return False
            left = room.seats[seat].time_left
            assert left is not None
            if left - (self.clock() - room.since) > 0:
                return False
            self._apply(room, [], charge=seat, until_turn_ends=seat)
        self._notify(room.id)
        return True

    def tick_clocks(self) -> list[str]:
        """Expire every due time bank among the live rooms; the ids of the rooms changed."""
        changed = []
        for room in self.live_rooms():
            if room.time_bank is not None and self.expire_due(room):
                changed.append(room.id)
        return changed

    # -- agents --------------------------------------------------------------------------------------------------
    def _schedule_ai(self, room: LiveRoom) -> None:
        """If an agent is to move, let it think in the pool on a copy (room lock held)."""
        if self._closed or room.ai_pending or room.state.is_terminal():
            return
        seat = room.state.current_player()
        if seat < 0 or seat not in room.agents:
            return
        room.ai_pending = True
        snapshot, version, step = room.state.clone(), room.version, len(room.log)
        try:
            self._pool.submit(self._ai_job, room, seat, snapshot, version, step)
        except RuntimeError:  # pool shut down
            room.ai_pending = False

    def _ai_job(self, room: LiveRoom, seat: int, snapshot: State[Any], version: int, step: int) -> None:
        try:
            self._ai_move(room, seat, snapshot, version, step)
        except Exception:
            log.exception("agent move failed in room %s", room.id)

    def _ai_move(self, room: LiveRoom, seat: int, snapshot: State[Any], version: int, step: int) -> None:
        with room.lock:
            rng = room.generators().copy().seats[seat]  # kept only if the move is committed
        auto: str | None = None
        try:
            action = room.agents[seat].act(Observation(snapshot, seat), rng)
        except Exception as exc:
            log.exception("agent %s failed in room %s", room.seats[seat].agent, room.id)
            room.ai_error = f"{type(exc).__name__}: {exc}"
            action, auto = RandomAgent().act(Observation(snapshot, seat), rng), "fallback"
        changed = False
        with room.lock:
            room.ai_pending = False
            if self._closed:
                return
            if room.version == version and room.state.current_player() == seat:
                try:
                    self._apply(room, [(seat, action, auto)], seat_rng=(seat, rng))
                except (ArenaError, TypeError, ValueError, KeyError) as exc:  # not a legal action
                    room.ai_error = f"illegal agent action: {exc}"
                    fallback = RandomAgent().act(Observation(room.state.clone(), seat), rng)
                    self._apply(room, [(seat, fallback, "fallback")], seat_rng=(seat, rng))
                changed = True
            else:
                self._schedule_ai(room)
        if changed:
            self._notify(room.id)
