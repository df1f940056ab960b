"""Gems: a tiny game with chance, hidden information, reveals and turns, for the server tests.

Each turn the player to move draws a gem from their own bag (chance, seen only by them), then
may ``step`` (public, at most twice a turn), ``peek`` at the opponent's latest gem (a reveal
to the peeker only) and ``end`` the turn. Gems are named apart per seat (seat 0: ruby, jade,
onyx; seat 1: pearl, amber, opal) so a test can grep any message for a leak. After
``rounds`` turns each, the higher score (gem values + steps) wins. With ``quiet_peek`` a peek
emits only a public event: the reveal shows in the peeker's view alone.
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any, ClassVar

from arena.core.errors import IllegalActionError
from arena.core.events import Event
from arena.core.game import CodecGame, GameInfo, Options, WordCodec
from arena.core.state import CHANCE, TERMINAL, State

GEMS = ("ruby", "jade", "onyx", "pearl", "amber", "opal")
STEP, PEEK, END = 6, 7, 8
TEXTS = (*(f"draw {g}" for g in GEMS), "step", "peek", "end")
GEMS_OF = (GEMS[:3], GEMS[3:])


def bag(player: int) -> list[int]:
    return [3 * player, 3 * player + 1, 3 * player + 2]


class GemsOptions(Options):
    rounds: int = 2
    quiet_peek: bool = False  # a peek shows only in the peeker's view, with a public event


class Gems(CodecGame[int]):
    codec = WordCodec(TEXTS, "gems")
    info: ClassVar[GameInfo] = GameInfo(
        id="gems",
        names={"en": "Gems", "fr": "Gemmes", "zh": "宝石"},
        min_players=2,
        max_players=2,
        version="1",
        chance=True,
        hidden_information=True,
    )
    options_model = GemsOptions

    def new_initial_state(self) -> GemsState:
        return GemsState(self)

    def timeout_action(self, state: State[int], player: int) -> int | None:
        return END  # out of time: end the turn

    def state_from_json(self, data: dict[str, Any]) -> GemsState:
        s = GemsState(self)
        s.hands = [list(h) for h in data["hands"]]
        s.steps, s.turn, s.drawn = list(data["steps"]), data["turn"], data["drawn"]
        s.known = [set(k) for k in data["known"]]
        s.turn_steps = data["turn_steps"]
        return s


class GemsState(State[int]):
    def __init__(self, game: Gems) -> None:
        self.game = game
        self.hands: list[list[int]] = [[], []]
        self.steps = [0, 0]
        self.turn = 0  # turns played so far; the player to move is turn % 2
        self.drawn = False
        self.turn_steps = 0
        self.known: list[set[int]] = [set(), set()]  # indices of the opponent's gems seen

    @property
    def rounds(self) -> int:
        assert isinstance(self.game.options, GemsOptions)
        return self.game.options.rounds

    def current_player(self) -> int:
        if self.turn >= 2 * self.rounds:
            return TERMINAL
        return self.turn % 2 if self.drawn else CHANCE

    def chance_outcomes(self) -> list[tuple[int, Fraction]]:
        if not self.is_chance_node():
            return []
        return [(g, Fraction(1, 3)) for g in bag(self.turn % 2)]

    def legal_actions(self) -> list[int]:
        p = self.current_player()
        if p == TERMINAL:
            return []
        if p == CHANCE:
            return bag(self.turn % 2)
        out = [STEP] if self.turn_steps < 2 else []
        opp = self.hands[1 - p]
        if opp and len(opp) - 1 not in self.known[p]:
            out.append(PEEK)
        return [*out, END]

    def illegal_reason(self, action: int) -> IllegalActionError | None:
        if action in self.legal_actions():
            return None
        return IllegalActionError(f"{action!r} is not legal now", reason="not-legal", rule="gems 1")

    def _apply(self, action: int) -> list[Event]:
        p = self.turn % 2
        if self.is_chance_node():
            self.hands[p].append(action)
            self.drawn = True
            return [Event("draw", {"player": p, "gem": GEMS[action]}, "", frozenset({p}), {"player": p})]
        if action == STEP:
            self.steps[p] += 1
            self.turn_steps += 1
            return [Event("step", {"player": p})]
        if action == PEEK:
            idx = len(self.hands[1 - p]) - 1
            self.known[p].add(idx)
            gem = GEMS[self.hands[1 - p][idx]]
            assert isinstance(self.game.options, GemsOptions)
            if self.game.options.quiet_peek:
                return [Event("peek", {"player": p})]
            return [Event("peek", {"player": p, "gem": gem}, "", frozenset({p}), {"player": p})]
        self.turn += 1
        self.drawn = False
        self.turn_steps = 0
        return [Event("end-turn", {"player": p})]

    def score(self, p: int) -> int:
        return sum(g % 3 + 1 for g in self.hands[p]) + self.steps[p]

    def returns(self) -> list[float]:
        if not self.is_terminal() or self.score(0) == self.score(1):
            return [0.0, 0.0]
        return [1.0, -1.0] if self.score(0) > self.score(1) else [-1.0, 1.0]

    def clone(self) -> GemsState:
        return self.game.state_from_json(self.to_json())

    def view(self, player: int | None) -> dict[str, Any]:
        hands = []
        for owner, hand in enumerate(self.hands):
            shown = [
                GEMS[g] if player == owner or (player is not None and i in self.known[player]) else "?"
                for i, g in enumerate(hand)
            ]
            hands.append(shown)
        return {
            "hands": hands,
            "steps": list(self.steps),
            "turn": self.turn,
            "to_move": self.current_player(),
        }

    def to_json(self) -> dict[str, Any]:
        return {
            "hands": [list(h) for h in self.hands],
            "steps": list(self.steps),
            "turn": self.turn,
            "drawn": self.drawn,
            "turn_steps": self.turn_steps,
            "known": [sorted(k) for k in self.known],
        }

    def resample_hidden(self, player: int, rng: random.Random) -> GemsState:
        other = self.clone()
        opp = 1 - player
        for i in range(len(other.hands[opp])):
            if i not in self.known[player]:
                other.hands[opp][i] = rng.choice(bag(opp))
        return other
