"""Knockdown actions: one small typed value per decision, a text notation and an index.

Multi-part decisions are sequences of small ones (a combo is ``combo``, then ``special X`` /
``dash cN`` / ``end``; a special's cost is paid card by card with ``pay cN``), so that
``legal_actions`` stays a short enumerable list.

==================  ===================  =================================================
kind                text                 meaning
==================  ===================  =================================================
DEAL (chance)       ``deal s3``          a skill card dealt in the set-up draft
REVEAL (chance)     ``reveal c12``       the deck's next card (``reveal candle``)
FIRST (chance)      ``first p2``         initiative tie broken at random (research A-1)
ROLL (chance)       ``roll 11``          the sum of 3d6 for a knockout check (KD3)
KEEP                ``keep s3``          keep a skill card in the draft
FACEUP              ``faceup s3``        the kept skill card to turn face up
DRAFT               ``draft c12``        take a display card in the opening draft
MOVE                ``move c2``          the Move action, or a dash's step
ATTACK              ``attack c12``       the Attack action with a display card
COMBO               ``combo``            start a Combo action
SPECIAL             ``special cleave``   a special attack (in a combo, or a response)
DASH                ``dash c12``         discard a dash card to step (then ``move``)
PAY                 ``pay c12``          discard a hand card towards the pending cost
END                 ``end``              end the combo
BLOCK               ``block c4 reduce``  discard a block card: reduce (or ``cancel``)
PASS                ``pass``             no (more) block or response
DISCARD             ``discard c12``      discard from hand (hand limit, effects)
PLACE               ``to c2``            where a push, pull or teleport takes a fighter
KNOCKOUT / SPARE    ``knockout``         force (or not) a knockout check
IGNORE              ``ignore 1h2l``      the wounds a reducing block ignores (research A-9)
==================  ===================  =================================================
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import IntEnum

from arena.core.errors import NotationError
from arena.games.knockdown.grid import Grid


class Kind(IntEnum):
    DEAL = 0
    REVEAL = 1
    FIRST = 2
    ROLL = 3
    KEEP = 4
    FACEUP = 5
    DRAFT = 6
    MOVE = 7
    ATTACK = 8
    COMBO = 9
    SPECIAL = 10
    DASH = 11
    PAY = 12
    END = 13
    BLOCK_REDUCE = 14
    BLOCK_CANCEL = 15
    PASS = 16
    DISCARD = 17
    PLACE = 18
    KNOCKOUT = 19
    SPARE = 20
    IGNORE = 21


IGNORE_BASE = 16
"""An ``ignore`` action's argument: ``heavy * IGNORE_BASE + light`` wounds ignored."""


CHANCE_KINDS = frozenset({Kind.DEAL, Kind.REVEAL, Kind.FIRST, Kind.ROLL})
ROLL_MIN = 3


@dataclass(frozen=True, slots=True, order=True)
class Action:
    kind: Kind
    arg: int = 0

    def __repr__(self) -> str:
        return f"Action({self.kind.name}, {self.arg})"


def ordered(actions: Iterable[Action]) -> list[Action]:
    """Actions in their stable order (by kind, then argument), sorted fast."""
    return sorted(actions, key=_order)


def _order(action: Action) -> int:
    return action.kind * 4096 + action.arg


COMBO = Action(Kind.COMBO)
END = Action(Kind.END)
PASS = Action(Kind.PASS)
KNOCKOUT = Action(Kind.KNOCKOUT)
SPARE = Action(Kind.SPARE)

_WORDS = {
    Kind.DEAL: "deal",
    Kind.REVEAL: "reveal",
    Kind.FIRST: "first",
    Kind.ROLL: "roll",
    Kind.KEEP: "keep",
    Kind.FACEUP: "faceup",
    Kind.DRAFT: "draft",
    Kind.MOVE: "move",
    Kind.ATTACK: "attack",
    Kind.COMBO: "combo",
    Kind.SPECIAL: "special",
    Kind.DASH: "dash",
    Kind.PAY: "pay",
    Kind.END: "end",
    Kind.PASS: "pass",
    Kind.DISCARD: "discard",
    Kind.PLACE: "to",
    Kind.KNOCKOUT: "knockout",
    Kind.SPARE: "spare",
    Kind.IGNORE: "ignore",
}


class ActionCodec:
    """Text and index codecs for one configuration: its cards, skills, specials and cells."""

    def __init__(self, grid: Grid, cards: list[str], skills: list[str], specials: list[str]) -> None:
        self.grid, self.cards, self.skills, self.specials = grid, cards, skills, specials
        self.card_index = {c: i for i, c in enumerate(cards)}
        self.skill_index = {s: i for i, s in enumerate(skills)}
        self.special_index = {s: i for i, s in enumerate(specials)}
        nc, ns = len(cards), len(skills)
        self.sizes: dict[Kind, int] = {
            Kind.DEAL: ns,
            Kind.REVEAL: nc + 1,
            Kind.FIRST: 2,
            Kind.ROLL: 16,
            Kind.KEEP: ns,
            Kind.FACEUP: ns,
            Kind.DRAFT: nc,
            Kind.MOVE: grid.n,
            Kind.ATTACK: nc,
            Kind.COMBO: 1,
            Kind.SPECIAL: len(specials),
            Kind.DASH: nc,
            Kind.PAY: nc,
            Kind.END: 1,
            Kind.BLOCK_REDUCE: nc,
            Kind.BLOCK_CANCEL: nc,
            Kind.PASS: 1,
            Kind.DISCARD: nc,
            Kind.PLACE: grid.n,
            Kind.KNOCKOUT: 1,
            Kind.SPARE: 1,
            Kind.IGNORE: IGNORE_BASE * IGNORE_BASE,
        }
        self.offsets: dict[Kind, int] = {}
        total = 0
        for kind in Kind:
            self.offsets[kind] = total
            total += self.sizes[kind]
        self.size = total
        self._bounds = [(self.offsets[k], k) for k in Kind]

    # -- indices -----------------------------------------------------------------------------
    def to_index(self, a: Action) -> int:
        return self.offsets[a.kind] + a.arg

    def from_index(self, i: int) -> Action:
        if not 0 <= i < self.size:
            raise NotationError(f"action index {i} outside 0..{self.size - 1}", reason="bad-index")
        kind = Kind.DEAL
        for off, k in self._bounds:
            if off <= i:
                kind = k
        return Action(kind, i - self.offsets[kind])

    # -- text --------------------------------------------------------------------------------
    def to_text(self, a: Action) -> str:
        k, x = a.kind, a.arg
        if k in (Kind.DEAL, Kind.KEEP, Kind.FACEUP):
            return f"{_WORDS[k]} {self.skills[x]}"
        if k == Kind.REVEAL:
            return "reveal candle" if x == len(self.cards) else f"reveal {self.cards[x]}"
        if k == Kind.FIRST:
            return f"first p{x + 1}"
        if k == Kind.ROLL:
            return f"roll {x + ROLL_MIN}"
        if k in (Kind.MOVE, Kind.PLACE):
            return f"{_WORDS[k]} {self.grid.name(x)}"
        if k == Kind.SPECIAL:
            return f"special {self.specials[x]}"
        if k == Kind.BLOCK_REDUCE:
            return f"block {self.cards[x]} reduce"
        if k == Kind.BLOCK_CANCEL:
            return f"block {self.cards[x]} cancel"
        if k in (Kind.COMBO, Kind.END, Kind.PASS, Kind.KNOCKOUT, Kind.SPARE):
            return _WORDS[k]
        if k == Kind.IGNORE:
            return f"ignore {x // IGNORE_BASE}h{x % IGNORE_BASE}l"
        return f"{_WORDS[k]} {self.cards[x]}"

    def _card(self, word: str) -> int:
        if word not in self.card_index:
            raise NotationError(f"unknown attack card {word!r}", reason="unknown-card")
        return self.card_index[word]

    def _skill(self, word: str) -> int:
        if word not in self.skill_index:
            raise NotationError(f"unknown skill card {word!r}", reason="unknown-skill")
        return self.skill_index[word]

    def from_text(self, text: str) -> Action:
        words = text.strip().lower().split()
        if not words:
            raise NotationError("empty action")
        head, args = words[0], words[1:]
        bare = {
            w: k
            for k, w in _WORDS.items()
            if k in (Kind.COMBO, Kind.END, Kind.PASS, Kind.KNOCKOUT, Kind.SPARE)
        }
        if head in bare and not args:
            return Action(bare[head])
        if len(args) == 1:
            arg = args[0]
            if head in ("deal", "keep", "faceup"):
                kind = {"deal": Kind.DEAL, "keep": Kind.KEEP, "faceup": Kind.FACEUP}[head]
                return Action(kind, self._skill(arg))
            if head == "reveal":
                return Action(Kind.REVEAL, len(self.cards) if arg == "candle" else self._card(arg))
            if head == "first" and arg in ("p1", "p2"):
                return Action(Kind.FIRST, int(arg[1]) - 1)
            if head == "roll" and (arg.isascii() and arg.isdigit()) and ROLL_MIN <= int(arg) <= 18:
                return Action(Kind.ROLL, int(arg) - ROLL_MIN)
            if head in ("move", "to"):
                return Action(Kind.MOVE if head == "move" else Kind.PLACE, self.grid.parse(arg))
            if head == "ignore":
                return Action(Kind.IGNORE, _ignored(arg))
            if head == "special":
                if arg not in self.special_index:
                    raise NotationError(f"unknown special attack {arg!r}", reason="unknown-special")
                return Action(Kind.SPECIAL, self.special_index[arg])
            cards = {"draft": Kind.DRAFT, "attack": Kind.ATTACK, "dash": Kind.DASH, "pay": Kind.PAY}
            cards["discard"] = Kind.DISCARD
            if head in cards:
                return Action(cards[head], self._card(arg))
        if head == "block" and len(args) == 2 and args[1] in ("reduce", "cancel"):
            kind = Kind.BLOCK_REDUCE if args[1] == "reduce" else Kind.BLOCK_CANCEL
            return Action(kind, self._card(args[0]))
        raise NotationError(
            f"cannot read {text!r}: expected e.g. move c2 | attack c12 | combo | special ID | dash c3 | "
            "pay c3 | end | block c4 reduce | pass | discard c5 | to d1 | knockout | spare | draft c1 | keep s2"
        )


def _ignored(word: str) -> int:
    """``1h2l`` -> the IGNORE argument (1 heavy, 2 light)."""
    heavy, sep, rest = word.partition("h")
    light = rest[:-1] if rest.endswith("l") else ""
    if not (sep and heavy.isascii() and heavy.isdigit() and light.isascii() and light.isdigit()):
        raise NotationError(f"cannot read {word!r}: expected e.g. ignore 1h2l", reason="bad-ignore")
    h, lt = int(heavy), int(light)
    if not (h < IGNORE_BASE and lt < IGNORE_BASE):
        raise NotationError(f"ignore {word}: at most {IGNORE_BASE - 1} of each", reason="bad-ignore")
    return h * IGNORE_BASE + lt
