"""Krosmaster actions: typed values, their text notation and stable integer indices.

The active character is implied by the state, so an action names only what varies:

=====================  ==========================  ===========================================
value                  text                        meaning
=====================  ==========================  ===========================================
``End()``              ``end``                     end the active character's activation
``Move(to)``           ``move c4``                 spend 1 MP to step to an adjacent cell
``Cast(spell, cell)``  ``cast dan-to-fu c4``       cast a spell (by id) on a cell
``Choose(piece)``      ``choose tofu2``            pick the next mob to play / trigger to run
``Die(face)``          ``die critique``            chance: the face a die shows
``Pick(code)``         ``pick la-fosse``           a named option (arena, edge, die face, …)
``Place(cell)``        ``place c4``                put a figure or token on a cell (deployment…)
``Pickup()``           ``pickup``                  pick up a kama (1 AP)
``BuyGG()``            ``buy gg``                  buy a Glory Galon on a Demon cell (1 AP)
``Buy(rank,pile,b)``   ``buy jade 1 [blind]``      buy a demonic reward (1 AP)
``Reveal(slot)``       ``reveal 2``                turn up the active Krosmaster's reward
``Draw(token)``        ``draw eclair``             chance: the reward token drawn
``Deal(piece)``        ``deal reine``              chance: the character card dealt/revealed
``Lot(n)``             ``lot 1``                   chance: a coin (0 tails, 1 heads) or a lot
=====================  ==========================  ===========================================

Index layout for a configuration with ``n`` cells, ``s`` spells, ``p`` pieces, ``k`` pick
codes and ``r`` reward tokens: ``0`` end · ``1..n`` moves · ``s*n`` casts (spell-major) ·
``p`` chooses · 6 dice · then (full game only) ``k`` picks · ``n`` places · pickup · buy gg
· 12 buys · 8 reveals · ``r`` draws · ``p`` deals · 4 lots. The tutorial blocks come first,
so their indices never move.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from arena.core.errors import NotationError
from arena.games.krosmaster.board import Board
from arena.games.krosmaster.dice import FACE_BY_SLUG, FACE_SLUGS


@dataclass(frozen=True, slots=True)
class End:
    pass


@dataclass(frozen=True, slots=True)
class Move:
    to: int


@dataclass(frozen=True, slots=True)
class Cast:
    spell: str
    target: int


@dataclass(frozen=True, slots=True)
class Choose:
    piece: int


@dataclass(frozen=True, slots=True)
class Die:
    face: int


@dataclass(frozen=True, slots=True)
class Pick:
    code: str


@dataclass(frozen=True, slots=True)
class Place:
    cell: int


@dataclass(frozen=True, slots=True)
class Pickup:
    pass


@dataclass(frozen=True, slots=True)
class BuyGG:
    pass


@dataclass(frozen=True, slots=True)
class Buy:
    rank: str
    pile: int
    blind: bool


@dataclass(frozen=True, slots=True)
class Reveal:
    slot: int


@dataclass(frozen=True, slots=True)
class Draw:
    token: str


@dataclass(frozen=True, slots=True)
class Deal:
    piece: int


@dataclass(frozen=True, slots=True)
class Lot:
    n: int


Action = End | Move | Cast | Choose | Die | Pick | Place | Pickup | BuyGG | Buy | Reveal | Draw | Deal | Lot
ACTION_TYPES = (End, Move, Cast, Choose, Die, Pick, Place, Pickup, BuyGG, Buy, Reveal, Draw, Deal, Lot)
END = End()


# One value per argument, built once: a frozen dataclass takes ~0.25 µs to build, and the
# prompts and draws of every turn list these again (the values are immutable, so sharing is safe).
choose: Callable[[int], Choose] = cache(Choose)
pick: Callable[[str], Pick] = cache(Pick)
place: Callable[[int], Place] = cache(Place)
draw: Callable[[str], Draw] = cache(Draw)
PICKUP = Pickup()
BUY_GG = BuyGG()
RANKS = ("granit", "jade", "or")
REVEAL_SLOTS = 8
LOTS = 4


class ActionCodec:
    """Text and index codecs for one configuration (board, spell table, piece labels)."""

    def __init__(
        self,
        board: Board,
        spell_ids: list[str],
        piece_labels: list[str],
        pick_codes: list[str] | None = None,
        tokens: list[str] | None = None,
    ) -> None:
        self.board = board
        self.spell_ids = spell_ids
        self.spell_index = {s: i for i, s in enumerate(spell_ids)}
        self.piece_labels = piece_labels
        self.piece_by_label = {lab: i for i, lab in enumerate(piece_labels)}
        n = board.n
        self._move0 = 1
        self._cast0 = 1 + n
        self._choose0 = self._cast0 + len(spell_ids) * n
        self._die0 = self._choose0 + len(piece_labels)
        self.size = self._die0 + len(FACE_SLUGS)
        self.full = pick_codes is not None
        self.pick_codes = list(pick_codes or [])
        self.pick_index = {c: i for i, c in enumerate(self.pick_codes)}
        self.tokens = list(tokens or [])
        self.token_index = {t: i for i, t in enumerate(self.tokens)}
        if self.full:
            self._pick0 = self.size
            self._place0 = self._pick0 + len(self.pick_codes)
            self._pickup = self._place0 + n
            self._buygg = self._pickup + 1
            self._buy0 = self._buygg + 1
            self._reveal0 = self._buy0 + len(RANKS) * 4
            self._draw0 = self._reveal0 + REVEAL_SLOTS
            self._deal0 = self._draw0 + len(self.tokens)
            self._lot0 = self._deal0 + len(piece_labels)
            self.size = self._lot0 + LOTS
        self._decoded: list[Action | None] = [None] * self.size

    # -- indices -----------------------------------------------------------------------------
    def to_index(self, a: Action) -> int:
        kind = type(a)  # the common kinds by exact type first (prompts index every option)
        if kind is Choose:
            return self._choose0 + a.piece  # type: ignore[union-attr]
        if kind is Pick and self.full:
            return self._pick0 + self.pick_index[a.code]  # type: ignore[union-attr]
        if kind is Move:
            return self._move0 + a.to  # type: ignore[union-attr]
        return self._to_index(a)

    def _to_index(self, a: Action) -> int:
        if isinstance(a, End):
            return 0
        if isinstance(a, Move):
            return self._move0 + a.to
        if isinstance(a, Cast):
            return self._cast0 + self.spell_index[a.spell] * self.board.n + a.target
        if isinstance(a, Choose):
            return self._choose0 + a.piece
        if isinstance(a, Die):
            return self._die0 + a.face
        if not self.full:
            raise NotationError(f"{a!r} is not an action of a tutorial scenario", reason="unknown-action")
        if isinstance(a, Pick):
            return self._pick0 + self.pick_index[a.code]
        if isinstance(a, Place):
            return self._place0 + a.cell
        if isinstance(a, Pickup):
            return self._pickup
        if isinstance(a, BuyGG):
            return self._buygg
        if isinstance(a, Buy):
            return self._buy0 + RANKS.index(a.rank) * 4 + a.pile * 2 + int(a.blind)
        if isinstance(a, Reveal):
            return self._reveal0 + a.slot
        if isinstance(a, Draw):
            return self._draw0 + self.token_index[a.token]
        if isinstance(a, Deal):
            return self._deal0 + a.piece
        return self._lot0 + a.n

    def from_index(self, i: int) -> Action:
        """The action of index ``i`` (one immutable value per index, decoded once)."""
        if not 0 <= i < self.size:
            raise NotationError(f"action index {i} outside 0..{self.size - 1}", reason="bad-index")
        found = self._decoded[i]
        if found is None:
            found = self._decoded[i] = self._from_index(i)
        return found

    def _from_index(self, i: int) -> Action:
        if i == 0:
            return END
        if i < self._cast0:
            return Move(i - self._move0)
        if i < self._choose0:
            s, cell = divmod(i - self._cast0, self.board.n)
            return Cast(self.spell_ids[s], cell)
        if i < self._die0:
            return Choose(i - self._choose0)
        if i < self._die0 + len(FACE_SLUGS):
            return Die(i - self._die0)
        if i < self._place0:
            return Pick(self.pick_codes[i - self._pick0])
        if i < self._pickup:
            return Place(i - self._place0)
        if i == self._pickup:
            return PICKUP
        if i == self._buygg:
            return BUY_GG
        if i < self._reveal0:
            r, rest = divmod(i - self._buy0, 4)
            return Buy(RANKS[r], rest // 2, bool(rest % 2))
        if i < self._draw0:
            return Reveal(i - self._reveal0)
        if i < self._deal0:
            return Draw(self.tokens[i - self._draw0])
        if i < self._lot0:
            return Deal(i - self._deal0)
        return Lot(i - self._lot0)

    def decode(self, index: int | None) -> Any:
        """The action of a prompt or chance answer (typed loosely: callers know its kind)."""
        assert index is not None, "no answer to decode"
        return self.from_index(index)

    # -- text --------------------------------------------------------------------------------
    def to_text(self, a: Action) -> str:
        if isinstance(a, End):
            return "end"
        if isinstance(a, Move):
            return f"move {self.board.name(a.to)}"
        if isinstance(a, Cast):
            return f"cast {a.spell} {self.board.name(a.target)}"
        if isinstance(a, Choose):
            return f"choose {self.piece_labels[a.piece]}"
        if isinstance(a, Die):
            return f"die {FACE_SLUGS[a.face]}"
        if isinstance(a, Pick):
            return f"pick {a.code}"
        if isinstance(a, Place):
            return f"place {self.board.name(a.cell)}"
        if isinstance(a, Pickup):
            return "pickup"
        if isinstance(a, BuyGG):
            return "buy gg"
        if isinstance(a, Buy):
            return f"buy {a.rank} {a.pile + 1}" + (" blind" if a.blind else "")
        if isinstance(a, Reveal):
            return f"reveal {a.slot + 1}"
        if isinstance(a, Draw):
            return f"draw {a.token}"
        if isinstance(a, Deal):
            return f"deal {self.piece_labels[a.piece]}"
        return f"lot {a.n}"

    def from_text(self, text: str) -> Action:
        words = text.strip().lower().split()
        if not words:
            raise NotationError("empty action")
        head, args = words[0], words[1:]
        if head == "end" and not args:
            return END
        if head == "move" and len(args) == 1:
            return Move(self.board.parse(args[0]))
        if head == "cast" and len(args) == 2:
            if args[0] not in self.spell_index:
                raise NotationError(f"unknown spell {args[0]!r}", reason="unknown-spell")
            return Cast(args[0], self.board.parse(args[1]))
        if head == "choose" and len(args) == 1:
            if args[0] not in self.piece_by_label:
                raise NotationError(f"unknown piece {args[0]!r}", reason="unknown-piece")
            return Choose(self.piece_by_label[args[0]])
        if head == "die" and len(args) == 1:
            if args[0] not in FACE_BY_SLUG:
                raise NotationError(f"unknown die face {args[0]!r}", reason="unknown-face")
            return Die(int(FACE_BY_SLUG[args[0]]))
        if self.full:
            action = self._full_from_text(head, args)
            if action is not None:
                return action
        if len(words) == 1 and words[0][:1].isalpha() and words[0][1:].isascii() and words[0][1:].isdigit():
            return Move(self.board.parse(words[0]))
        expected = "end | move CELL | cast SPELL CELL | choose PIECE | die FACE"
        if self.full:
            expected += (
                " | pick CODE | place CELL | pickup | buy gg | buy RANK PILE [blind] | reveal N"
                " | draw TOKEN | deal PIECE | lot N"
            )
        raise NotationError(f"cannot read {text!r}: expected {expected}")

    def _full_from_text(self, head: str, args: list[str]) -> Action | None:
        """The full game's notation (``None`` when ``head``/``args`` are not one of its forms)."""
        one = args[0] if len(args) == 1 else None
        if head == "pick" and one is not None:
            if one not in self.pick_index:
                raise NotationError(f"unknown option {one!r}", reason="unknown-option")
            return Pick(one)
        if head == "place" and one is not None:
            return Place(self.board.parse(one))
        if head == "pickup" and not args:
            return PICKUP
        if head == "buy" and args == ["gg"]:
            return BUY_GG
        if head == "buy" and len(args) in (2, 3) and args[0] in RANKS:
            if args[1] not in ("1", "2") or (len(args) == 3 and args[2] != "blind"):
                raise NotationError(f"expected buy RANK 1|2 [blind], got {' '.join(args)!r}")
            return Buy(args[0], int(args[1]) - 1, len(args) == 3)
        if head == "reveal" and one is not None:
            if not (one.isascii() and one.isdigit() and 1 <= int(one) <= REVEAL_SLOTS):
                raise NotationError(f"reveal expects 1..{REVEAL_SLOTS}, got {one!r}")
            return Reveal(int(one) - 1)
        if head == "draw" and one is not None:
            if one not in self.token_index:
                raise NotationError(f"unknown reward token {one!r}", reason="unknown-token")
            return Draw(one)
        if head == "deal" and one is not None:
            if one not in self.piece_by_label:
                raise NotationError(f"unknown piece {one!r}", reason="unknown-piece")
            return Deal(self.piece_by_label[one])
        if head == "lot" and one is not None:
            if not (one.isascii() and one.isdigit() and int(one) < LOTS):
                raise NotationError(f"lot expects 0..{LOTS - 1}, got {one!r}")
            return Lot(int(one))
        return None
