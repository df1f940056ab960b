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
=====================  ==========================  ===========================================

Index layout for a configuration with ``n`` cells, ``s`` spells and ``p`` pieces:
``0`` end · ``1..n`` moves · then ``s*n`` casts (spell-major) · ``p`` chooses · 6 dice.
"""

from __future__ import annotations

from dataclasses import dataclass

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


Action = End | Move | Cast | Choose | Die
END = End()


class ActionCodec:
    """Text and index codecs for one configuration (board, spell table, piece labels)."""

    def __init__(self, board: Board, spell_ids: list[str], piece_labels: list[str]) -> None:
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

    # -- indices -----------------------------------------------------------------------------
    def to_index(self, a: Action) -> int:
        if isinstance(a, End):
            return 0
        if isinstance(a, Move):
            return self._move0 + a.to
        if isinstance(a, Cast):
            return self._cast0 + self.spell_index[a.spell] * self.board.n + a.target
        if isinstance(a, Choose):
            return self._choose0 + a.piece
        return self._die0 + a.face

    def from_index(self, i: int) -> Action:
        if not 0 <= i < self.size:
            raise NotationError(f"action index {i} outside 0..{self.size - 1}", reason="bad-index")
        if i == 0:
            return END
        if i < self._cast0:
            return Move(i - self._move0)
        if i < self._choose0:
            s, cell = divmod(i - self._cast0, self.board.n)
            return Cast(self.spell_ids[s], cell)
        if i < self._die0:
            return Choose(i - self._choose0)
        return Die(i - self._die0)

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
        return f"die {FACE_SLUGS[a.face]}"

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
        if len(words) == 1 and words[0][:1].isalpha() and words[0][1:].isdigit():
            return Move(self.board.parse(words[0]))
        raise NotationError(
            f"cannot read {text!r}: expected end | move CELL | cast SPELL CELL | choose PIECE | die FACE"
        )
