"""The master of a room's game: pure (no SQL, no clock, no I/O), rebuilt from (game, seed, log).

It checks the order of a request (version, game over, turn, notation, legality), computes a
change (the actions, the chance outcomes that follow them drawn with the room's
:class:`~arena.core.match.Seeding`, a time-out's end-turn actions) on copies, and swaps it in
only when told (:meth:`Master.commit`, once the store has committed it). Undo replays the log
minus the undone step. Everything a seat receives about the game is built here, per seat: its
view, its legal actions, and the log with every event passed through ``Event.for_player``. In a
hidden-information game an action's text is shown to another seat only when all of its step's
events are visible to that seat (chance outcomes: only when they produced visible events at all).
"""

from __future__ import annotations

import logging
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from arena.core import undo
from arena.core.describe import ActionInfo, describe_legal, group_titles
from arena.core.errors import ArenaError, NoHints
from arena.core.events import Event, action_seen
from arena.core.game import Game
from arena.core.match import Seeding
from arena.core.state import CHANCE, State
from arena.core.text import DEFAULT_LOCALE, Msg, Seat, msg
from arena.server.clocks import timeout_action
from arena.server.errors import ApiError

log = logging.getLogger("arena.server")

MAX_AUTO_STEPS = 10_000
"""Cap on chance outcomes or time-out actions chained in one change (a broken game guard)."""

Move = tuple[int, Any, str | None]
"""(seat, action, auto mark) to apply."""


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
    info: ActionInfo | None = None
    """The action described in the state it was played from (the log's sentence)."""


@dataclass
class Change:
    """A change computed on copies, not yet in the master: its new steps, state and generators."""

    steps: list[Step]
    state: State[Any]
    seeding: Seeding


@dataclass
class Undo:
    """An accepted undo, not yet in the master: the step taken back and the state before it."""

    step: int
    undone: Step
    state: State[Any]


@dataclass
class Master:
    """A room's game in memory. The caller serialises access (the room's lock)."""

    game: Game[Any]
    seed: int
    humans: frozenset[int]
    state: State[Any]
    log: list[Step] = field(default_factory=list)
    version: int = 0
    seeding: Seeding | None = None
    """The generators of the one seeding scheme (``arena.core.match``): chance and seats."""
    last_batch: list[Step] = field(default_factory=list)
    notes: list[dict[str, Any]] = field(default_factory=list)
    _log_cache: dict[tuple[int | None, str], list[dict[str, Any]]] = field(default_factory=dict)
    _undo_cache: dict[tuple[int, int], bool] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.seeding is None:
            self.seeding = Seeding(self.seed, self.game.num_players)

    # -- building -----------------------------------------------------------------------------------
    @classmethod
    def new(cls, game: Game[Any], seed: int, humans: Iterable[int]) -> Master:
        """A new game, with the chance outcomes of its opening already drawn (version 0)."""
        master = cls(game, seed, frozenset(humans), game.new_initial_state())
        change = master.play([])
        master.state, master.seeding = change.state, change.seeding
        master.log, master.last_batch = change.steps, list(change.steps)
        return master

    @classmethod
    def rebuild(
        cls,
        name: str,
        game: Game[Any],
        seed: int,
        humans: Iterable[int],
        version: int,
        logged: Iterable[LoggedStep],
    ) -> Master:
        """The game replayed from its log of (step, player, text, index, auto); 409
        ``room-unavailable`` (naming room ``name``) when a step no longer replays."""
        state = game.new_initial_state()
        steps: list[Step] = []
        seeding = Seeding(seed, game.num_players)
        for row in logged:
            steps.append(_replayed(game, state, seeding, row, name))
        seeding.resumed(len(steps))
        return cls(game, seed, frozenset(humans), state, steps, version, seeding)

    def catch_up(self, name: str, version: int, logged: list[LoggedStep]) -> bool:
        """Bring this master to ``version`` from the room's whole stored log, replaying only the
        steps after its own (on copies, swapped in at the end): the master :meth:`rebuild`
        would make. False, and nothing changed, when the stored log does not extend this one
        (an undo rewrote it) or the chance generator left the scheme (then rebuild instead)."""
        known = len(self.log)
        if len(logged) < known or any(
            (row[1], row[2]) != (st.player, st.text) for row, st in zip(logged, self.log, strict=False)
        ):
            return False
        state, seeding = self.state.clone(), self.generators().copy()
        steps = [_replayed(self.game, state, seeding, row, name) for row in logged[known:]]
        if not seeding.in_sync:
            return False
        seeding.resumed(len(logged))
        self.state, self.seeding, self.version = state, seeding, version
        self.log.extend(steps)
        self.last_batch, self.notes = steps, []
        self._undo_cache.clear()
        return True

    def generators(self) -> Seeding:
        assert self.seeding is not None
        return self.seeding

    # -- facts ----------------------------------------------------------------------------------------
    @property
    def hidden(self) -> bool:
        return self.game.info.hidden_information

    def to_move(self) -> list[int]:
        p = self.state.current_player()
        return [p] if p >= 0 else []

    def is_human(self, seat: int) -> bool:
        return seat in self.humans

    # -- checking, in the contract's order ------------------------------------------------------------------
    def check_version(self, version: int) -> None:
        if version != self.version:
            raise ApiError(
                409,
                "stale-version",
                f"the room is at version {self.version}, you sent {version}",
                say=msg("server-stale-version"),
            )

    def check_turn(self, seat: int, version: int) -> None:
        self.check_version(version)
        if self.state.is_terminal():
            raise ApiError(409, "game-over", "the game is over", say=msg("refuse-game-over"))
        if self.state.current_player() != seat:
            to_move = tuple(Seat(p) for p in self.to_move())
            raise ApiError(
                403,
                "not-your-turn",
                f"it is not seat {seat}'s turn (to move: {self.to_move()})",
                say=msg("refuse-not-your-turn", player=to_move),
            )

    def parse(self, text: str) -> Any:
        """The action ``text`` names, legal now (422 with the engine's reason and rule, said
        in the reader's language by the game's catalog)."""
        texts = self.game.texts()
        try:
            action = self.game.parse_action(text)
        except ArenaError as exc:
            if exc.say is None:
                exc.say = msg("refuse-bad-notation", text=text)
            raise ApiError.from_arena(exc, texts=texts) from None
        error = self.state.illegal_reason(action)
        if error is not None:
            if error.say is None:
                error.say = msg("refuse-not-legal", action=text)
            raise ApiError.from_arena(error, texts=texts)
        return action

    # -- changing ---------------------------------------------------------------------------------------
    def play(
        self,
        moves: Sequence[Move],
        *,
        timeout_seat: int | None = None,
        seat_rng: tuple[int, random.Random] | None = None,
    ) -> Change:
        """``moves`` then every chance outcome that follows, on copies. With ``timeout_seat``,
        keep playing that seat's time-out action while it is still to move. ``seat_rng``: an
        agent seat's generator, advanced by the move it produced (kept only if committed)."""
        state = self.state.clone()
        steps: list[Step] = []
        base = len(self.log)
        seeding = self.generators().copy()
        if seat_rng is not None:
            seeding.seats[seat_rng[0]] = seat_rng[1]
        for player, action, auto in moves:
            self._chance(state, steps, seeding, base)  # between moves (a script's), chance first
            info = describe(self.game, state, action)
            events = state.apply(action)
            steps.append(self._step(base + len(steps), player, action, events, auto, info))
        self._chance(state, steps, seeding, base)
        if timeout_seat is not None:
            for _ in range(MAX_AUTO_STEPS):
                if state.current_player() != timeout_seat:
                    break
                action = timeout_action(self.game, state, timeout_seat)
                info = describe(self.game, state, action)
                events = state.apply(action)
                steps.append(self._step(base + len(steps), timeout_seat, action, events, "timeout", info))
                self._chance(state, steps, seeding, base)
        return Change(steps, state, seeding)

    def commit(self, change: Change) -> None:
        """Swap in a change (once it is stored)."""
        self.state, self.version, self.seeding = change.state, self.version + 1, change.seeding
        self.log.extend(change.steps)
        self.last_batch, self.notes = change.steps, []

    def _step(
        self, i: int, player: int, action: Any, events: list[Event], auto: str | None, info: ActionInfo | None
    ) -> Step:
        game = self.game
        text, index = game.action_to_text(action), game.action_to_index(action)
        return Step(i, player, action, text, index, events, auto, info)

    def _chance(self, state: State[Any], steps: list[Step], seeding: Seeding, base: int) -> None:
        """Every chance outcome due now, drawn by the seeding scheme (``arena.core.match``)."""
        for _ in range(MAX_AUTO_STEPS):
            if not state.is_chance_node():
                return
            i = base + len(steps)
            action = seeding.draw(state.chance_weights())
            info = describe(self.game, state, action)
            events = state.apply(action, check=False)
            steps.append(self._step(i, CHANCE, action, events, None, info))

    # -- undo ----------------------------------------------------------------------------------------------
    def check_undo(self, seat: int, version: int) -> Undo:
        """``seat``'s last action taken back, computed (409 ``stale-version``/``cannot-undo``)."""
        self.check_version(version)
        reason = self.undo_refusal(seat)
        if reason is not None:
            english = self.game.texts().say(reason, DEFAULT_LOCALE)
            raise ApiError(409, "cannot-undo", english, say=reason)
        n = len(self.log) - 1
        return Undo(n, self.log[n], self.replay_prefix(n))

    def commit_undo(self, undo: Undo, seat: int) -> None:
        """Swap in an undo (once it is stored); the generators stay where they are."""
        self.truncate(undo.step)
        self.state, self.version = undo.state, self.version + 1
        self.last_batch = []
        self.notes = [{"kind": "undo", "seat": seat, "step": undo.step, "action": undo.undone.text}]

    def undo_refusal(self, seat: int) -> Msg | None:
        """Why ``seat`` cannot take back its last action now, or ``None`` when it can
        (``arena.core.undo``; the costly check for hidden information cached per version)."""
        reason = undo.undo_refusal(self.state, self.log, seat)
        if reason is not None or not self.hidden:
            return reason
        key = (self.version, seat)
        if key not in self._undo_cache:
            before = self.replay_prefix(len(self.log) - 1)
            self._undo_cache = {
                key: undo.reveals(self.game, self.state, before, self.log[-1].action, self.seed)
            }
        return msg("undo-revealed") if self._undo_cache[key] else None

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

    # -- what each seat sees ----------------------------------------------------------------------------------
    def _visible(
        self, st: Step, viewer: int | None, locale: str = DEFAULT_LOCALE
    ) -> tuple[list[dict[str, Any]], bool]:
        out: list[dict[str, Any]] = []
        full = True
        texts = self.game.texts()
        for ev in st.events:
            try:
                seen = ev.for_player(viewer)
            except (TypeError, ValueError):  # a malformed ``redacted``: show nothing of it
                seen = None
            if seen is not ev:
                full = False
            if seen is not None:
                data = seen.to_json()
                if seen.say is not None:
                    data["text"] = texts.say(seen.say, locale)
                out.append(data)
        return out, full

    def _entry(self, st: Step, viewer: int | None, locale: str) -> dict[str, Any]:
        events, full = self._visible(st, viewer, locale)
        seen = action_seen(viewer, st.player, full, bool(st.events), hidden=self.hidden)
        text: str | None = st.text if seen else None
        texts = self.game.texts()
        label: Msg | None
        if st.info is None:
            label = None
        elif seen:
            label = st.info.label
        else:
            label = st.info.hidden_label or msg("hidden")
        entry: dict[str, Any] = {
            "step": st.step,
            "player": st.player,
            "action": text,
            "label": texts.say(label, locale) if label is not None else None,
            "events": events,
        }
        if st.auto:
            entry["auto"] = st.auto
        return entry

    def log_for(self, viewer: int | None, locale: str = DEFAULT_LOCALE) -> list[dict[str, Any]]:
        cache = self._log_cache.setdefault((viewer, locale), [])
        for st in self.log[len(cache) :]:
            cache.append(self._entry(st, viewer, locale))
        return list(cache)

    def seat_view(self, seat: int | None, locale: str = DEFAULT_LOCALE) -> dict[str, Any]:
        """The game's part of the state message for ``seat`` (``None`` = spectator), its
        sentences in ``locale``: the legal actions described, the status line, the log."""
        state, game = self.state, self.game
        texts = game.texts()
        player = state.current_player()
        legal: list[dict[str, Any]] = []
        if seat is not None and player == seat:
            legal = describe_legal(game, state, locale)
        events: list[dict[str, Any]] = []
        for st in self.last_batch:
            events.extend(self._visible(st, seat, locale)[0])
        for note in self.notes:
            events.append({**note, "text": texts.say(note_sentence(note), locale)})
        terminal = state.is_terminal()
        return {
            "locale": locale,
            "view": state.view(seat),
            "current_player": player,
            "to_move": self.to_move(),
            "status_text": texts.say(game.status(state, seat), locale),
            "legal": legal,
            "groups": group_titles(game, sorted({a["group"] for a in legal}), locale),
            "events": events,
            "log": self.log_for(seat, locale),
            "terminal": terminal,
            "returns": state.returns() if terminal else None,
            "winners": state.winners(),
            "can_undo": seat is not None and self.is_human(seat) and self.undo_refusal(seat) is None,
        }

    def replay(self, room_id: str, locale: str = DEFAULT_LOCALE) -> dict[str, Any]:
        """The public replay of a finished game (409 ``not-finished`` before its end)."""
        if not self.state.is_terminal():
            raise ApiError(
                409, "not-finished", "replays are shown once the game is over", say=msg("server-not-finished")
            )
        steps = list(self.log)
        state = self.game.new_initial_state()
        initial = state.view(None)
        views = []
        for st in steps:
            state.apply(st.action)
            views.append(state.view(None))
        return {
            "room_id": room_id,
            "game": self.game.id,
            "options": self.game.options_dict(),
            "seed": self.seed,
            "actions": [st.text for st in steps],
            "players": [st.player for st in steps],
            "initial_view": initial,
            "views": views,
            "log": self.log_for(None, locale),
            "returns": self.state.returns(),
            "winners": self.state.winners(),
        }

    def hints(self, seat: int | None, query: dict[str, Any]) -> dict[str, Any]:
        """The game's hints for ``seat`` (404 ``no-hints``, 422 for a refused query)."""
        try:
            return self.game.hints(self.state, seat, query)
        except NoHints as exc:
            raise ApiError.from_arena(exc, 404) from None
        except ArenaError as exc:
            raise ApiError.from_arena(exc, 422) from None


def describe(game: Game[Any], state: State[Any], action: Any) -> ActionInfo | None:
    """``game.describe_action`` for the log, ``None`` if the game fails to (logged: a missing
    sentence must never cost a move)."""
    try:
        return game.describe_action(state, action)
    except Exception:
        log.exception("%s: describe_action failed for %r", game.id, action)
        return None


def note_sentence(note: dict[str, Any]) -> Msg:
    """A server note (an undo) as a sentence."""
    return msg("note-undo", player=Seat(int(note.get("seat", 0))), action=str(note.get("action", "")))


LoggedStep = tuple[int, int, str, int, str | None]
"""A stored step: (step, player, text, index, auto mark)."""


def _replayed(game: Game[Any], state: State[Any], seeding: Seeding, row: LoggedStep, name: str) -> Step:
    """One stored step applied to ``state`` (a chance outcome redrawn by ``seeding``, so it
    stays where the scheme was); 409 ``room-unavailable`` when it no longer replays."""
    i, player, text, index, auto = row
    try:
        action = game.parse_action(text)
        if player == CHANCE and state.is_chance_node():
            seeding.redraw(state.chance_weights(), action)  # back where it was
        info = describe(game, state, action)
        events = state.apply(action)
    except ArenaError as exc:
        why = f"room {name}: step {i} ({text!r}) no longer replays: {exc}"
        say = msg("server-room-unavailable", room=name, detail=why)
        raise ApiError(409, "room-unavailable", why, say=say) from None
    return Step(i, player, action, text, index, events, auto, info)
