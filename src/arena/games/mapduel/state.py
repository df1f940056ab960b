"""Map & Duel positions (seed 004): plain fields, the flow's task stack, copies and JSON.

The turn structure is a stack of typed tasks (``tasks.py``) run by the shared flow engine
(``flow.py`` registers one handler per task kind; the rules live in ``map_round.py``,
``duel.py``, ``effects.py`` and ``deck.py``); the engine answers the protocol from the flow's
tables, and ``engine.py`` adds this game's per-position cache of the player to move and the
legal actions. Events are only built when they are kept: the lean path's sink (``DISCARDED``)
gets none.

The deck is an unordered multiset: each draw is a chance node uniform over the cards left,
which is exactly a shuffled deck's distribution without a hidden order (shuffles after a
search or a reshuffle need no node). Hidden: hands (counts are public), the deck's contents,
and the cards committed in the current duel cycle (revealed when the cycle settles).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from arena.core.errors import IllegalActionError, StateFormatError
from arena.core.events import Event
from arena.core.flow import DISCARDED, FlowState, Task
from arena.core.state import CHANCE, TERMINAL, State
from arena.core.text import Msg, Seat, msg
from arena.games.mapduel.actions import A
from arena.games.mapduel.datamodel import Card, PassiveKind
from arena.games.mapduel.engine import Engine
from arena.games.mapduel.tasks import DrawSeat, ResolveEffect, SearchDeck

if TYPE_CHECKING:
    from arena.games.mapduel.game import MapDuel

FIELDS = ("seat_order", "character", "health", "max_health", "slots", "position", "skipped_turns",
          "forced_penalties", "double_move", "alive", "hands", "equipment", "deck", "discard", "next_seat",
          "turns", "stack", "duel", "game_winners", "end_reason")  # fmt: skip
FLAT_FIELDS = (*FIELDS[:10], "deck", "discard")
DUEL_FIELDS = ("next_turn", "cycle", "ending", "queue", "committed", "skills_used", "health_change",
               "max_health_change")  # fmt: skip


CHANCE_KINDS = ("seat", "die", "draw", "take", "reward", "penalty")
"""The action kinds that are chance outcomes (``actions.py``)."""


def emit(events: list[Event], kind: str, text: str, say: Msg, /, **data: Any) -> None:
    """A public event: its English ``text`` and ``say``, the sentence players read. Callers
    build neither on the lean path (``events is DISCARDED``), where it would be dropped."""
    if events is not DISCARDED:
        events.append(Event(kind, data, text, say=say))


def emit_private(
    events: list[Event],
    kind: str,
    text: str,
    who: set[int],
    data: dict[str, Any],
    redacted: dict[str, Any],
    say: Msg,
    hidden_say: Msg,
) -> None:
    """An event whose ``data`` and ``say`` only ``who`` see (the others get ``redacted`` and
    ``hidden_say``)."""
    if events is not DISCARDED:
        events.append(Event(kind, data, text, frozenset(who), {**redacted, "say": hidden_say}, say))


END_KEYS = {  # why a game ended -> its sentence (describe.status says it too)
    "last alive": "md-st-over-last",
    "turn cap": "md-st-over-cap",
    "instant win": "md-st-over-instant",
    "draw: the last players died together": "md-st-over-draw",
}


class DuelRound:
    """The duel round in progress (决斗回合规则): whose turn is next in the cycle, what was
    committed this cycle (hidden until it settles) and the deferred HP changes (B-16)."""

    __slots__ = DUEL_FIELDS

    next_turn: int
    """Index in the seat order of the next duel turn of this cycle."""
    cycle: int
    ending: bool
    """Somebody played no card: the round ends when this cycle settles (规则 6, B-15)."""
    queue: list[ResolveEffect]
    """HP and max-HP effects committed this cycle, resolved at the settlement."""
    committed: list[list[int]]
    """Each player's skill cards played this cycle (hidden until the reveal)."""
    skills_used: list[list[str]]
    """Each player's active skills used this cycle."""
    health_change: list[int]
    max_health_change: list[int]

    def __init__(self, players: int) -> None:
        self.next_turn = 0
        self.cycle = 1
        self.ending = False
        self.queue = []
        self.committed = [[] for _ in range(players)]
        self.skills_used = [[] for _ in range(players)]
        self.health_change = [0] * players
        self.max_health_change = [0] * players

    def copy(self) -> DuelRound:
        other = DuelRound.__new__(DuelRound)
        other.next_turn, other.cycle, other.ending = self.next_turn, self.cycle, self.ending
        other.queue = list(self.queue)  # effect records are immutable
        other.committed = [list(c) for c in self.committed]
        other.skills_used = [list(s) for s in self.skills_used]
        other.health_change = list(self.health_change)
        other.max_health_change = list(self.max_health_change)
        return other


class MapDuelState(Engine, FlowState[A], State[A]):
    """Per-player lists are indexed by player; card counts by card index of ``game.cards``."""

    FLOW_MODULE = "arena.games.mapduel.flow"

    __slots__ = (*FIELDS, "game")

    END_RULE = "seed 004: 游戏结束"
    game: MapDuel
    seat_order: list[int]
    """Players in seat order (seat 1 first), filled by chance at set-up (B-1)."""
    character: list[int]
    """Each player's character index (``-1``: not picked yet)."""
    health: list[int]
    max_health: list[int]
    slots: list[int]
    """Equipment slots (the character's, changed by rewards and penalties, B-9)."""
    position: list[int]
    """The loop cell each player stands on (``0``: Start)."""
    skipped_turns: list[int]
    """Map turns each player will skip (rest, suspension, banana peels)."""
    forced_penalties: list[int]
    """Reward/penalty games that become penalties outright (B-10)."""
    double_move: list[bool]
    """Moves twice on their next map turn (reward ``double``, B-5)."""
    alive: list[bool]
    hands: list[list[int]]
    """Card indices in each hand, ascending (hidden from the others)."""
    equipment: list[list[int]]
    deck: list[int]
    """Cards left in the deck, per card (their order is nobody's knowledge)."""
    discard: list[int]
    next_seat: int
    """Index in the seat order of the next map turn."""
    turns: int
    """Map turns played (B-14's turn cap counts them)."""
    stack: list[Task]
    duel: DuelRound | None
    game_winners: list[int] | None
    """The winners once the game is over."""
    end_reason: str

    def __init__(self, game: MapDuel) -> None:
        self.game = game
        n = game.num_players
        self.seat_order = []
        self.character = [-1] * n
        self.health = [0] * n
        self.max_health = [0] * n
        self.slots = [0] * n
        self.position = [0] * n
        self.skipped_turns = [0] * n
        self.forced_penalties = [0] * n
        self.double_move = [False] * n
        self.alive = [True] * n
        self.hands = [[] for _ in range(n)]
        self.equipment = [[] for _ in range(n)]
        self.deck = [c.copies for c in game.cards]
        self.discard = [0] * len(game.cards)
        self.next_seat = 0
        self.turns = 0
        self.stack = []
        self.duel = None
        self.game_winners = None
        self.end_reason = ""
        self._legal: list[A] | None = None
        self._player: int | None = None

    @classmethod
    def initial(cls, game: MapDuel) -> MapDuelState:
        state = cls(game)
        state.stack = [DrawSeat()]
        return state

    # -- small helpers -----------------------------------------------------------------------
    @property
    def n(self) -> int:
        return self.game.num_players

    def card(self, c: int) -> Card:
        return self.game.cards[c]

    def card_id(self, c: int) -> str:
        return self.game.cards[c].id

    def character_id(self, p: int) -> str:
        return self.game.characters[self.character[p]].id if self.character[p] >= 0 else ""

    def passive(self, p: int, kind: PassiveKind) -> int:
        """The amount of ``p``'s passive of that kind (0 when it has another passive)."""
        ch = self.character[p]
        if ch < 0:
            return 0
        tables = self.game.tables
        return tables.passive_amount[ch] if tables.passive_kind[ch] == kind else 0

    def has_passive(self, p: int, kind: PassiveKind) -> bool:
        ch = self.character[p]
        return ch >= 0 and self.game.tables.passive_kind[ch] == kind

    def living(self) -> list[int]:
        """Alive players in seat order."""
        return [p for p in self.seat_order if self.alive[p]]

    def next_alive(self, p: int, step: int = 1) -> int:
        """B-18/B-25: the next (or previous, ``step=-1``) alive player in seat order."""
        k = len(self.seat_order)
        i = self.seat_order.index(p)
        for j in range(1, k + 1):
            q = self.seat_order[(i + step * j) % k]
            if self.alive[q] and q != p:
                return q
        return p

    def deck_total(self) -> int:
        return sum(self.deck)

    def usable(self, p: int, c: int) -> bool:
        """卡牌规则 0: some cards cannot be used by some characters."""
        return self.character_id(p) not in self.card(c).cannot_use

    def forget_legal(self) -> None:
        """Drop the cached legal actions and player to move (after a position builder's edit)."""
        self._legal = None
        self._player = None

    def replace_stack(self, *tasks: Task) -> None:
        """Drop every task and schedule ``tasks`` (the first runs first). In place: the engine
        holds the list while it runs the automatic tasks."""
        self.stack.clear()
        self.push(*tasks)

    # -- life and death (B-13, B-14) -----------------------------------------------------------
    def lose_health(self, q: int, n: int, events: list[Event]) -> None:
        """B-13: outside a duel HP changes at once; at 0 or less the character dies."""
        self.health[q] -= n
        if self.health[q] <= 0 and self.alive[q]:
            self.kill(q, events)

    def kill(self, q: int, events: list[Event]) -> None:
        self.alive[q] = False
        for c in self.hands[q] + self.equipment[q]:
            self.deck[c] += 1  # B-13: the hand returns to the deck
        self.hands[q], self.equipment[q] = [], []
        if events is not DISCARDED:
            emit(events, "death", f"p{q} dies", msg("md-ev-death", player=Seat(q)), player=q)
        living = self.living()
        if len(living) == 1 and self.duel is None:
            self.finish(living, "last alive", events)

    def finish(self, winners: list[int], why: str, events: list[Event]) -> None:
        """The game ends: ``winners`` win (several: a draw between them)."""
        self.game_winners = sorted(winners)
        self.end_reason = why
        self.replace_stack()
        if events is not DISCARDED:
            who = tuple(Seat(w) for w in self.game_winners)
            say = msg(END_KEYS.get(why, "md-st-over"), winners=who, count=len(who))
            emit(events, "game-over", f"game over ({why}): winner(s) {', '.join(f'p{w}' for w in winners)}",
                 say, winners=self.game_winners, reason=why)  # fmt: skip

    # -- the State protocol (the rest comes from Engine and FlowState) -------------------------
    def is_over(self) -> bool:
        return self.game_winners is not None

    def illegal_reason(self, action: A) -> IllegalActionError | None:
        if action in self.legal_actions():
            return None
        text = self.game.codec.to_text(action) if action in self.game.codec.index else repr(action)
        player = self.current_player()
        if player == TERMINAL:
            return IllegalActionError(
                f"{text}: the game is over",
                reason="game-over",
                rule=self.END_RULE,
                say=msg("refuse-game-over"),
                rule_id="md-survive",
            )
        if player == CHANCE:
            from arena.games.mapduel.refusals import chance_rule

            return IllegalActionError(
                f"{text}: this is a chance node; only its outcomes apply",
                reason="chance-node",
                rule="core: chance",
                say=msg(
                    "refuse-not-an-outcome"
                    if getattr(action, "kind", "") in CHANCE_KINDS
                    else "refuse-chance-only"
                ),
                rule_id=chance_rule(self.top()),
            )
        return FlowState.illegal_reason(self, action)

    def returns(self) -> list[float]:
        if self.game_winners is None:
            return [0.0] * self.n
        if len(self.game_winners) == 1:
            return [1.0 if p == self.game_winners[0] else -1.0 for p in range(self.n)]
        return [0.0 if p in self.game_winners else -1.0 for p in range(self.n)]

    # -- copies and JSON -------------------------------------------------------------------------
    def clone(self) -> MapDuelState:
        other = MapDuelState.__new__(MapDuelState)
        other.game = self.game
        other.seat_order, other.character = list(self.seat_order), list(self.character)
        other.health, other.max_health = list(self.health), list(self.max_health)
        other.slots, other.position = list(self.slots), list(self.position)
        other.skipped_turns, other.forced_penalties = list(self.skipped_turns), list(self.forced_penalties)
        other.double_move, other.alive = list(self.double_move), list(self.alive)
        other.hands = [list(h) for h in self.hands]
        other.equipment = [list(e) for e in self.equipment]
        other.deck, other.discard = list(self.deck), list(self.discard)
        other.next_seat, other.turns = self.next_seat, self.turns
        other.stack = list(self.stack)  # task records are immutable
        other.duel = None if self.duel is None else self.duel.copy()
        other.game_winners = None if self.game_winners is None else list(self.game_winners)
        other.end_reason = self.end_reason
        other._legal = self._legal  # never mutated: legal_actions() hands out copies
        other._player = self._player
        return other

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {f: list(getattr(self, f)) for f in FLAT_FIELDS}
        out["hands"] = [list(h) for h in self.hands]
        out["equipment"] = [list(e) for e in self.equipment]
        out["next_seat"], out["turns"], out["end_reason"] = self.next_seat, self.turns, self.end_reason
        out["stack"] = self.FLOW.to_json(self.stack)
        out["duel"] = None if self.duel is None else self._duel_json(self.duel)
        out["game_winners"] = None if self.game_winners is None else list(self.game_winners)
        return out

    def _duel_json(self, duel: DuelRound) -> dict[str, Any]:
        return {
            "next_turn": duel.next_turn,
            "cycle": duel.cycle,
            "ending": duel.ending,
            "queue": self.FLOW.to_json(duel.queue),
            "committed": [list(c) for c in duel.committed],
            "skills_used": [list(s) for s in duel.skills_used],
            "health_change": list(duel.health_change),
            "max_health_change": list(duel.max_health_change),
        }

    @classmethod
    def _duel_from_json(cls, data: Any, players: int) -> DuelRound:
        if not isinstance(data, dict) or set(data) != set(DUEL_FIELDS):
            raise StateFormatError("a mapduel duel round needs exactly the fields " + ", ".join(DUEL_FIELDS))
        duel = DuelRound(players)
        duel.next_turn, duel.cycle, duel.ending = data["next_turn"], data["cycle"], data["ending"]
        queue = cls.FLOW.from_json(data["queue"])
        if not all(isinstance(e, ResolveEffect) for e in queue):
            raise StateFormatError("a mapduel duel queue holds effects only")
        duel.queue = [e for e in queue if isinstance(e, ResolveEffect)]
        duel.committed = [list(c) for c in data["committed"]]
        duel.skills_used = [list(s) for s in data["skills_used"]]
        duel.health_change = list(data["health_change"])
        duel.max_health_change = list(data["max_health_change"])
        return duel

    @classmethod
    def from_json(cls, game: MapDuel, data: dict[str, Any]) -> MapDuelState:
        if not isinstance(data, dict) or set(data) != set(FIELDS):
            raise StateFormatError("a mapduel state needs exactly the fields " + ", ".join(FIELDS))
        state = cls(game)
        for name in FLAT_FIELDS:
            setattr(state, name, list(data[name]))
        state.hands = [list(h) for h in data["hands"]]
        state.equipment = [list(e) for e in data["equipment"]]
        state.next_seat, state.turns, state.end_reason = data["next_seat"], data["turns"], data["end_reason"]
        state.stack = cls.FLOW.from_json(data["stack"])
        state.duel = None if data["duel"] is None else cls._duel_from_json(data["duel"], game.num_players)
        state.game_winners = None if data["game_winners"] is None else list(data["game_winners"])
        if len(state.health) != game.num_players or len(state.deck) != len(game.cards):
            raise StateFormatError("mapduel state does not match this configuration")
        return state

    # -- views and hidden information ------------------------------------------------------------
    def view(self, player: int | None) -> dict[str, Any]:
        from arena.games.mapduel.view import view

        return view(self, player)

    def searching(self, player: int | None) -> bool:
        """Whether ``player`` is searching the face-up deck now (④, B-23)."""
        top = self.top()
        return isinstance(top, SearchDeck) and top.player == player

    def resample_hidden(self, player: int, rng: random.Random) -> MapDuelState:
        """Redraw the cards ``player`` cannot see: other hands and the deck, sizes kept.

        During ``player``'s own search of the deck (④, B-23) the deck is face up to them and
        stays put. Cards committed in the current duel cycle are not redrawn.
        """
        other = self.clone()
        other.forget_legal()
        if self.game_winners is not None:
            return other
        searching = self.searching(player)
        holders = [q for q in range(self.n) if q != player]
        pool = [c for q in holders for c in self.hands[q]]
        if not searching:
            for c, k in enumerate(self.deck):
                pool += [c] * k
        pool.sort()  # the draw depends on the view only, never on where the cards truly are
        rng.shuffle(pool)
        for q in holders:
            k = len(self.hands[q])
            other.hands[q] = sorted(pool[:k])
            pool = pool[k:]
        if not searching:
            other.deck = [0] * len(self.deck)
            for c in pool:
                other.deck[c] += 1
        return other

    def __str__(self) -> str:
        top = self.stack[-1].kind if self.stack else "-"
        who = " ".join(
            f"p{p}:{self.character_id(p)}@{self.position[p]} hp{self.health[p]}/{self.max_health[p]}"
            f" h{len(self.hands[p])}" + ("" if self.alive[p] else "†")
            for p in range(self.n)
        )
        return f"<mapduel {top} turn {self.turns} {who}>"
