"""Krosmaster Arena positions: plain fields plus the flow's task stack (``tasks.py``,
``flow.py``).

Pure: no I/O, no clock, no random. Every die is a chance node (``Die(face)``, 1/6 each); a
roll of n dice is n chance nodes. Multi-step resolutions (lock checks, the five steps of a
spell, bomb explosions, the set-up) are typed tasks on the stack, so a state can stop at any
die, be cloned, serialized and resumed. The rules live in the rule modules (``movement``,
``combat``, ``spells``, ``turns``...), functions over this state; the flow table
(``flow.py``) ties them to the tasks. This module imports none of them.
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any, TypeVar

from arena.core.errors import IllegalActionError, NotationError
from arena.core.events import Event
from arena.core.flow import FlowState, Task
from arena.core.state import TERMINAL, State
from arena.games.krosmaster import serialization
from arena.games.krosmaster.actions import ACTION_TYPES, Action, Die
from arena.games.krosmaster.board import BITS, BUSH, TREE, Board
from arena.games.krosmaster.pieces import BOMB, TRAP, Piece, copy_piece
from arena.games.krosmaster.tasks import (
    Activation,
    BuyReward,
    ChanceDraw,
    ChoosePiece,
    Prompt,
    RollDice,
    evolve,
    evolve_one,
)

if TYPE_CHECKING:
    from arena.core.text import Msg
    from arena.games.krosmaster.game import Krosmaster

NO_WINNER, DRAW = -1, -2
R_TURN = "seed 003, Tour de jeu"
R_DICE = "seed 003, Jets de dés"

T = TypeVar("T", bound=Task)


def illegal(
    reason: str, message: str, rule: str, say: Msg | None = None, rule_id: str = ""
) -> IllegalActionError:
    """A refusal: its reason code, the English ``message`` (logs, tests), the ``rule`` cited,
    what players read (``say``, a sentence of ``strings/``) and the rule's id in
    ``describe.RULES`` (the seed's sentence and its translation)."""
    return IllegalActionError(message, reason=reason, rule=rule, say=say, rule_id=rule_id)


class KrosmasterState(FlowState[Action], State[Action]):
    """One position of a Krosmaster Arena game."""

    FLOW_MODULE = "arena.games.krosmaster.flow"

    __slots__ = (
        "active",
        "arena",
        "bank",
        "board",
        "claims",
        "demon_cells",
        "deploy_cells",
        "exploding",
        "game",
        "gg",
        "gg_box",
        "gg_changed",
        "kamas",
        "ko_owners",
        "mob_stage",
        "occupant",
        "order",
        "order_index",
        "pending_gifts",
        "pieces",
        "player",
        "reward_supply",
        "scenery",
        "scenery_injuries",
        "stack",
        "stock",
        "timeline_index",
        "timelines",
        "trap_at",
        "turn",
        "wild_gg",
        "winner",
    )

    END_RULE = R_TURN
    game: Krosmaster
    board: Board
    scenery: list[int]
    pieces: list[Piece]
    occupant: list[int]
    trap_at: list[int]
    player: int
    turn: int
    timeline_index: int
    mob_stage: bool
    active: int
    stack: list[Task]
    exploding: list[int]
    winner: int
    claims: list[int]
    ko_owners: list[int]
    # ``scenery``, ``trap_at``, ``scenery_injuries`` and ``timelines`` are shared by clones: a
    # rule replaces them with a changed copy, never assigns to an item (rare changes; clone is hot)
    # the full game (empty or zero in tutorials 1–6)
    order: list[int]
    order_index: int
    timelines: list[list[int]]
    arena: str | None
    demon_cells: frozenset[int]
    deploy_cells: list[list[int]]
    gg: list[int]
    wild_gg: int
    gg_box: int
    gg_changed: bool
    pending_gifts: list[Task]
    kamas: list[int]
    stock: list[int]
    bank: int
    scenery_injuries: list[int]
    reward_supply: dict[str, Any]

    # -- construction ------------------------------------------------------------------------------
    @classmethod
    def blank(cls, game: Krosmaster) -> KrosmasterState:
        """The scenario's pieces deployed, nothing on the stack (``flow.initial_state`` starts
        the game from here)."""
        s = cls.__new__(cls)
        s.game = game
        s.board = game.board
        s.scenery = list(game.scenery)
        s.pieces = [p.copy() for p in game.prototypes]
        s.occupant = [-1] * game.board.n
        s.trap_at = [-1] * game.board.n
        for pid, cell in game.deploy.items():
            s.place(s.pieces[pid], cell)
        s.player = game.first_player
        s.turn = 1
        s.timeline_index = -1
        s.mob_stage = False
        s.active = -1
        s.stack = []
        s.exploding = []
        s.winner = NO_WINNER
        s.claims = [0, 0]
        s.ko_owners = []
        n = game.n_players
        s.order = [game.first_player, 1 - game.first_player] if not game.full else list(range(n))
        s.order_index = 0
        s.timelines = [list(tl) for tl in game.timelines]
        s.arena = None
        s.demon_cells = frozenset()
        s.deploy_cells = [[] for _ in range(n)]
        s.gg = [0] * n
        s.wild_gg = 0
        s.gg_box = 0
        s.gg_changed = False
        s.pending_gifts = []
        s.kamas = []
        s.stock = [0] * n
        s.bank = 0
        s.scenery_injuries = [0] * game.board.n
        s.reward_supply = {}
        return s

    def clone(self) -> KrosmasterState:
        s = KrosmasterState.__new__(KrosmasterState)
        s.game = self.game
        s.board = self.board
        s.scenery = self.scenery  # replaced, never mutated (like trap_at, scenery_injuries)
        s.pieces = list(map(copy_piece, self.pieces))
        s.occupant = self.occupant[:]
        s.trap_at = self.trap_at
        s.player = self.player
        s.turn = self.turn
        s.timeline_index = self.timeline_index
        s.mob_stage = self.mob_stage
        s.active = self.active
        s.stack = list(self.stack)  # task records are immutable
        s.exploding = self.exploding[:]
        s.winner = self.winner
        s.claims = self.claims[:]
        s.ko_owners = self.ko_owners[:]
        s.order = self.order  # replaced, never mutated
        s.order_index = self.order_index
        s.timelines = self.timelines  # replaced by the one step that fills them (setup.timelines)
        s.arena = self.arena
        s.demon_cells = self.demon_cells
        s.deploy_cells = list(self.deploy_cells)  # inner lists are replaced, never mutated
        s.gg = self.gg[:]
        s.wild_gg = self.wild_gg
        s.gg_box = self.gg_box
        s.gg_changed = self.gg_changed
        s.pending_gifts = list(self.pending_gifts)
        s.kamas = self.kamas[:]
        s.stock = self.stock[:]
        s.bank = self.bank
        s.scenery_injuries = self.scenery_injuries
        s.reward_supply = serialization.copy_supply(self.reward_supply) if self.reward_supply else {}
        return s

    # -- the protocol ------------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.winner != NO_WINNER

    def illegal_reason(self, action: Action) -> IllegalActionError | None:
        from arena.core.text import msg

        obj: object = action
        if not isinstance(obj, ACTION_TYPES):
            return illegal(
                "unknown-action",
                f"not a Krosmaster action: {obj!r}",
                R_TURN,
                msg("kros-refuse-unknown-action"),
                "turn",
            )
        if self.winner != NO_WINNER:
            return illegal("game-over", "the game is over", R_TURN, msg("refuse-game-over"), "win")
        top = self.stack[-1] if self.stack else None
        if isinstance(top, RollDice):
            if isinstance(action, Die) and 0 <= action.face < 6:
                return None
            return illegal(
                "dice-pending", "a die must be rolled first", R_DICE, msg("kros-refuse-dice-pending"), "dice"
            )
        if isinstance(action, Die):
            return illegal("no-roll", "no die is being rolled", R_DICE, msg("kros-refuse-no-roll"), "dice")
        if isinstance(top, ChanceDraw):
            if self.index_of(action) in top.outcomes:
                return None
            from arena.games.krosmaster.describe import status

            return illegal(
                "chance-pending",
                f"chance decides now ({top.what})",
                R_DICE,
                msg("kros-refuse-chance-pending", chance=status(self, None)),
                "dice",
            )
        if top is None or self.FLOW.roles[type(top)] == TERMINAL:  # an automatic task
            return illegal(
                "not-acting", "no character is active", R_TURN, msg("kros-refuse-not-acting"), "turn"
            )
        return super().illegal_reason(action)

    def returns(self) -> list[float]:
        n = self.game.n_players
        if self.winner in (NO_WINNER, DRAW):
            return [0.0] * n
        team = self.game.team_of[self.winner]
        return [1.0 if self.game.team_of[p] == team else -1.0 for p in range(n)]

    def advance(self, events: list[Event]) -> None:
        """Run the rules until a seat or chance must act (the flow engine's loop); at the end
        of the game clear the board of what no longer happens."""
        FlowState.advance(self, events)
        if self.winner != NO_WINNER and self.stack:
            self.clear_after_end()

    def clear_after_end(self) -> None:
        """The game ended with tasks left: a bomb K.O.'d by the deciding blow still leaves the
        board (seed 003, "Pions Bombe": K.O., explosion, then removal); the explosion is moot
        now, and so is the rest of the stack."""
        for p in self.pieces:
            if p.kind == BOMB and p.in_play and p.injuries >= p.hp:
                self.lift(p)
        self.exploding.clear()
        self.stack.clear()

    # -- the stack ----------------------------------------------------------------------------------
    def waiting_for(self, task_type: type[T]) -> T | None:
        """The top task when the position waits on a task of ``task_type`` (else ``None``)."""
        if self.winner != NO_WINNER or not self.stack:
            return None
        top = self.stack[-1]
        return top if isinstance(top, task_type) else None

    @property
    def acting(self) -> bool:
        """A character's activation is under way (its owner decides when nothing else is
        pending)."""
        return any(type(t) is Activation for t in self.stack)

    def deliver(self, **changes: Any) -> None:
        """Hand a die result or an answer to the task waiting under the pending one."""
        if len(changes) == 1:
            ((name, value),) = changes.items()
            self.stack[-1] = evolve_one(self.stack[-1], name, value)
        else:
            self.stack[-1] = evolve(self.stack[-1], **changes)

    def ask(self, seat: int, question: str, actions: list[Any], rule: str, about: str = "") -> None:
        """A decision of ``seat`` among ``actions``; the answer goes to the task below.
        ``about`` says what is being decided (public: never a hidden identity)."""
        to_index = self.game.codec.to_index
        self.stack.append(Prompt(question, seat, tuple([to_index(a) for a in actions]), rule, about))

    def ask_chance(self, what: str, outcomes: list[Any]) -> None:
        """A uniform chance node among ``outcomes``; the result goes to the task below."""
        to_index = self.game.codec.to_index
        self.stack.append(ChanceDraw(what, tuple([to_index(a) for a in outcomes])))

    def choose_piece(self, reason: str, options: list[int], rule: str) -> None:
        """The player whose turn it is picks which of ``options`` goes first."""
        self.stack.append(ChoosePiece(reason, tuple(options), rule))

    def request_roll(self, roll: int, dice: int, roller: Piece) -> None:
        """``roller`` rolls ``dice`` dice (one chance node each); the number of successes goes
        to the task below."""
        self.stack.append(RollDice(roll, dice, (), roller.id))

    def index_of(self, action: Action) -> int:
        """The codec index of ``action`` (-1 for none)."""
        try:
            return int(self.game.codec.to_index(action))
        except (KeyError, ValueError, NotationError):
            return -1

    # -- geometry ------------------------------------------------------------------------------------
    def is_free(self, cell: int) -> bool:
        """Seed 003, "Obstacle - Case libre": no bush, tree, character or bomb."""
        sc = self.scenery[cell]
        return self.occupant[cell] < 0 and sc != BUSH and sc != TREE

    def blocks_los(self, cell: int) -> bool:
        """Trees and characters block sight; Toupiti pieces, bushes, crates never do."""
        if self.scenery[cell] == TREE:
            return True
        pid = self.occupant[cell]
        return pid >= 0 and not self.pieces[pid].has("toupiti")

    def los_blockers(self) -> int:
        """A bit mask of the cells that block line of sight now (bit ``c`` for cell ``c``),
        for bulk checks against :meth:`Board.sight_mask`."""
        game = self.game
        last = game.tree_last
        if last is not None and last[0] == self.scenery:  # as a rule the layout last asked
            trees = last[1]
        else:
            layout = tuple(self.scenery)
            found = game.tree_masks.get(layout)
            if found is None:  # a few layouts per game: trees fall only to scenery damage
                if len(game.tree_masks) > 256:
                    game.tree_masks.clear()
                found = game.tree_masks[layout] = sum(1 << c for c, sc in enumerate(layout) if sc == TREE)
            trees = found
            game.tree_last = (self.scenery[:], trees)
        for p in self.pieces:
            if p.in_play and p.pos >= 0 and p.kind != TRAP:
                # not p.has("toupiti"), inlined; the turn's and rewards' powers are mostly empty
                if "toupiti" in p.powers or (
                    (p.turn_powers or p.reward_powers)
                    and ("toupiti" in p.turn_powers or "toupiti" in p.reward_powers)
                ):
                    continue
                trees |= BITS[p.pos]
        return trees

    def has_los(self, a: int, b: int) -> bool:
        return not any(self.blocks_los(c) for c in self.board.between(a, b))

    def place(self, piece: Piece, cell: int) -> None:
        """Put a piece off the board on ``cell`` (no rule checked: set-up and builders)."""
        piece.pos = cell
        piece.in_play = True
        if piece.kind == TRAP:
            self.trap_at = traps = self.trap_at[:]  # shared by clones: replaced
            traps[cell] = piece.id
        else:
            self.occupant[cell] = piece.id

    def lift(self, piece: Piece) -> None:
        """Take a piece off the board (no rule checked)."""
        if piece.pos >= 0:
            if piece.kind == TRAP:
                self.trap_at = traps = self.trap_at[:]  # shared by clones: replaced
                traps[piece.pos] = -1
            elif self.occupant[piece.pos] == piece.id:
                self.occupant[piece.pos] = -1
        piece.pos = -1
        piece.in_play = False

    def relocate(self, piece: Piece, cell: int) -> None:
        """Move a piece on the board (no lock, no cost)."""
        if self.occupant[piece.pos] == piece.id:
            self.occupant[piece.pos] = -1
        piece.pos = cell
        self.occupant[cell] = piece.id

    def enemies_adjacent(self, piece: Piece) -> list[int]:
        """Adjacent enemy characters that can lock (not Toupiti), in cell order."""
        out = []
        for c in self.board.neighbors[piece.pos]:
            pid = self.occupant[c]
            if pid >= 0:
                other = self.pieces[pid]
                if (
                    self.game.is_enemy(other.owner, piece.owner)
                    and other.is_character
                    and not other.has("toupiti")
                ):
                    out.append(pid)
        return out

    # -- views, hidden information and serialization ---------------------------------------------------
    def view(self, player: int | None) -> dict[str, Any]:
        from arena.games.krosmaster.view import public_view

        return public_view(self, player)

    def resample_hidden(self, player: int, rng: random.Random) -> KrosmasterState:
        """Redraw what ``player`` cannot know: the face-down piles' contents and the other
        players' face-down tokens they did not see bought, rank by rank (a token's back shows
        its rank). The piles are unordered pools, so no order is redrawn."""
        s = self.clone()
        if not self.game.full or not s.reward_supply:
            return s
        rank_of = self.game.reward_ranks
        # per rank: the token ids, and where each goes back (a list and its index; ``None``
        # and a stack index for a token in a buyer's hand)
        ids: dict[str, list[str]] = {}
        places: dict[str, list[tuple[list[Any] | None, int]]] = {}

        def add(tid: str, ref: list[Any] | None, key: int) -> None:
            rank = rank_of[tid]
            found = ids.get(rank)
            if found is None:
                ids[rank], places[rank] = [tid], [(ref, key)]
            else:
                found.append(tid)
                places[rank].append((ref, key))

        for _rank, pool in s.reward_supply["pool"].items():
            for i, tid in enumerate(pool):
                add(tid, pool, i)
        for p in s.pieces:
            if p.owner != player:
                for entry in p.rewards:
                    if not entry[1] and not entry[2]:
                        add(entry[0], entry, 0)
        for entry in s.reward_supply["lost"]:
            if entry[1] != player:
                add(entry[0], entry, 0)
        for k, task in enumerate(s.stack):
            if isinstance(task, BuyReward) and task.blind and task.token and task.seat != player:
                add(task.token, None, k)
        for rank, drawn in ids.items():
            drawn.sort()  # the draw depends on the view only, never on where the tokens truly are
            rng.shuffle(drawn)
            for (ref, key), tid in zip(places[rank], drawn, strict=True):
                if ref is None:
                    s.stack[key] = evolve(s.stack[key], token=tid)
                else:
                    ref[key] = tid
        return s  # a pool is a set: its (now shuffled) order means nothing, draws are uniform

    def to_json(self) -> dict[str, Any]:
        return serialization.to_json(self)

    def position_key(self) -> Hashable:
        """The fields of ``to_json`` as a tuple (``serialization.position_key``): equal exactly
        when the canonical JSON keys are, without the JSON."""
        return serialization.position_key(self)

    @classmethod
    def from_json(cls, game: Krosmaster, data: dict[str, Any]) -> KrosmasterState:
        state = cls.blank(game)
        serialization.load(state, data)
        return state

    def __str__(self) -> str:
        from arena.games.krosmaster.view import ascii_board

        return ascii_board(self)
