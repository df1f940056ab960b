"""Krosmaster Arena rules: the state machine of turns, activations and spell resolution.

Pure: no I/O, no clock, no random. Every die is a chance node (``Die(face)``, 1/6 each);
a roll of n dice is n chance nodes. Multi-step resolutions (lock checks, the five steps of
a spell, bomb explosions) are explicit tasks on a stack of JSON-ready dicts, so a state can
stop at any die, be cloned, serialized and resumed.

Seed references name seed 003 (French rulebook) sections; decisions K1–K12 are in
``shared/spec/decisions.md``.
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

from arena.core.errors import IllegalActionError, NotationError, StateFormatError
from arena.core.events import Event
from arena.core.state import CHANCE, TERMINAL, State
from arena.games.krosmaster import economy, rewards, setup, turnstart
from arena.games.krosmaster import spells as sp_rules
from arena.games.krosmaster.actions import (
    ACTION_TYPES,
    END,
    Action,
    Buy,
    BuyGG,
    Cast,
    Choose,
    Deal,
    Die,
    Draw,
    End,
    Lot,
    Move,
    Pick,
    Pickup,
    Place,
    Reveal,
)
from arena.games.krosmaster.board import BUSH, CRATE, TREE, Board
from arena.games.krosmaster.datamodel import Goal
from arena.games.krosmaster.dice import FACE_SLUGS, ROLL_NAMES, Roll, successes
from arena.games.krosmaster.game import Krosmaster
from arena.games.krosmaster.pieces import BOMB, KROSMASTER, MOB, TRAP, Piece, copy_piece

NO_WINNER, DRAW = -1, -2
DIE_ACTIONS = tuple(Die(f) for f in range(6))
SIXTH = Fraction(1, 6)
CHANCE_OUTCOMES = [(d, SIXTH) for d in DIE_ACTIONS]

R_MOVE = "seed 003, Se déplacer d'une case (1 PM)"
R_BLOCK = "seed 003, Blocage"
R_CAST = "seed 003, Lancer un sort"
R_TURN = "seed 003, Tour de jeu"
R_DICE = "seed 003, Jets de dés"
R_CONTACT = "seed 003, Blocage Parfait"
SCENERY_HP = {CRATE: 3, BUSH: 6, TREE: 12}  # seed 003, "Destruction de décors": HP = kama drop
TASKS_FIRST = frozenset({"move", "spell", "setup", "turnstart", "buy", "gain", "give", "boost"})


def _illegal(reason: str, message: str, rule: str) -> IllegalActionError:
    return IllegalActionError(message, reason=reason, rule=rule)


class KrosmasterState(State[Action]):
    """One position of a Krosmaster Arena game."""

    __slots__ = (
        "acting",
        "active",
        "arena",
        "bank",
        "board",
        "chance",
        "choice",
        "claims",
        "demons",
        "deploy_cells",
        "exploding",
        "game",
        "gg",
        "gg_box",
        "gg_changed",
        "gives",
        "kamas",
        "kos",
        "mob_stage",
        "occ",
        "opos",
        "order",
        "pieces",
        "player",
        "prompt",
        "roll",
        "rw",
        "scen_inj",
        "scenery",
        "stack",
        "stock",
        "timelines",
        "tl_pos",
        "trap_at",
        "turn",
        "wild",
        "winner",
    )

    game: Krosmaster
    board: Board
    scenery: list[int]
    pieces: list[Piece]
    occ: list[int]
    trap_at: list[int]
    player: int
    turn: int
    tl_pos: int
    mob_stage: bool
    active: int
    acting: bool
    choice: dict[str, Any] | None
    roll: dict[str, Any] | None
    stack: list[dict[str, Any]]
    exploding: list[int]
    winner: int
    claims: list[int]
    kos: list[int]
    # the full game (empty or zero in tutorials 1–6)
    order: list[int]
    opos: int
    timelines: list[list[int]]
    prompt: dict[str, Any] | None
    chance: dict[str, Any] | None
    arena: str | None
    demons: frozenset[int]
    deploy_cells: list[list[int]]
    gg: list[int]
    wild: int
    gg_box: int
    gg_changed: bool
    gives: list[dict[str, Any]]
    kamas: list[int]
    stock: list[int]
    bank: int
    scen_inj: list[int]
    rw: dict[str, Any]

    # -- construction ------------------------------------------------------------------------------
    @classmethod
    def initial(cls, game: Krosmaster) -> KrosmasterState:
        s = cls.__new__(cls)
        s.game = game
        s.board = game.board
        s.scenery = list(game.scenery)
        s.pieces = [p.copy() for p in game.prototypes]
        s.occ = [-1] * game.board.n
        s.trap_at = [-1] * game.board.n
        for pid, cell in game.deploy.items():
            s.place(s.pieces[pid], cell)
        s.player = game.first_player
        s.turn = 1
        s.tl_pos = -1
        s.mob_stage = False
        s.active = -1
        s.acting = False
        s.choice = None
        s.roll = None
        s.stack = []
        s.exploding = []
        s.winner = NO_WINNER
        s.claims = [0, 0]
        s.kos = []
        n = game.n_players
        s.order = [game.first_player, 1 - game.first_player] if not game.full else list(range(n))
        s.opos = 0
        s.timelines = [list(tl) for tl in game.timelines]
        s.prompt = None
        s.chance = None
        s.arena = None
        s.demons = frozenset()
        s.deploy_cells = [[] for _ in range(n)]
        s.gg = [0] * n
        s.wild = 0
        s.gg_box = 0
        s.gg_changed = False
        s.gives = []
        s.kamas = []
        s.stock = [0] * n
        s.bank = 0
        s.scen_inj = [0] * game.board.n
        s.rw = {}
        if game.full:
            rewards.init_piles(s)
            setup.begin(s)
        s._advance([])
        return s

    def clone(self) -> KrosmasterState:
        s = KrosmasterState.__new__(KrosmasterState)
        s.game = self.game
        s.board = self.board
        s.scenery = self.scenery[:]
        s.pieces = list(map(copy_piece, self.pieces))
        s.occ = self.occ[:]
        s.trap_at = self.trap_at[:]
        s.player = self.player
        s.turn = self.turn
        s.tl_pos = self.tl_pos
        s.mob_stage = self.mob_stage
        s.active = self.active
        s.acting = self.acting
        s.choice = None if self.choice is None else {**self.choice, "options": list(self.choice["options"])}
        s.roll = None if self.roll is None else {**self.roll, "faces": list(self.roll["faces"])}
        s.stack = [_copy_task(t) for t in self.stack]
        s.exploding = self.exploding[:]
        s.winner = self.winner
        s.claims = self.claims[:]
        s.kos = self.kos[:]
        s.order = self.order
        s.opos = self.opos
        s.timelines = [tl[:] for tl in self.timelines]
        s.prompt = None if self.prompt is None else {**self.prompt, "options": list(self.prompt["options"])}
        s.chance = None if self.chance is None else {**self.chance, "outcomes": list(self.chance["outcomes"])}
        s.arena = self.arena
        s.demons = self.demons
        s.deploy_cells = list(self.deploy_cells)  # inner lists are replaced, never mutated
        s.gg = self.gg[:]
        s.wild = self.wild
        s.gg_box = self.gg_box
        s.gg_changed = self.gg_changed
        s.gives = [dict(g) for g in self.gives]
        s.kamas = self.kamas[:]
        s.stock = self.stock[:]
        s.bank = self.bank
        s.scen_inj = self.scen_inj if not any(self.scen_inj) else self.scen_inj[:]
        s.rw = _copy_rw(self.rw) if self.rw else {}
        return s

    # -- the protocol ------------------------------------------------------------------------------
    def current_player(self) -> int:
        if self.winner != NO_WINNER:
            return TERMINAL
        if self.roll is not None or self.chance is not None:
            return CHANCE
        if self.prompt is not None:
            return int(self.prompt["player"])
        return self.player

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        if self.winner != NO_WINNER:
            return []
        if self.roll is not None:
            return list(CHANCE_OUTCOMES)
        if self.chance is not None:
            outs = self.chance["outcomes"]
            p = Fraction(1, len(outs))
            decode = self.game.codec.from_index
            return [(decode(i), p) for i in outs]
        return []

    def legal_actions(self) -> list[Action]:
        if self.winner != NO_WINNER:
            return []
        if self.roll is not None:
            return list(DIE_ACTIONS)
        if self.chance is not None or self.prompt is not None:
            decode = self.game.codec.from_index
            pending = self.chance if self.chance is not None else self.prompt
            assert pending is not None
            return [decode(i) for i in pending["outcomes" if self.chance is not None else "options"]]
        if self.choice is not None:
            return [Choose(p) for p in self.choice["options"]]
        if not self.acting:
            return []
        out: list[Action] = [END, *self._moves(), *self._casts()]
        if self.game.full:
            out.extend(rewards.activation_actions(self, self.pieces[self.active]))
        return out

    def illegal_reason(self, action: Action) -> IllegalActionError | None:
        obj: object = action
        if not isinstance(obj, ACTION_TYPES):
            return _illegal("unknown-action", f"not a Krosmaster action: {obj!r}", R_TURN)
        if self.winner != NO_WINNER:
            return _illegal("game-over", "the game is over", R_TURN)
        if self.roll is not None:
            if isinstance(action, Die) and 0 <= action.face < 6:
                return None
            return _illegal("dice-pending", "a die must be rolled first", R_DICE)
        if isinstance(action, Die):
            return _illegal("no-roll", "no die is being rolled", R_DICE)
        if self.chance is not None or self.prompt is not None:
            pending = self.chance if self.chance is not None else self.prompt
            assert pending is not None
            key = "outcomes" if self.chance is not None else "options"
            try:
                index = self.game.codec.to_index(action)
            except (KeyError, ValueError, NotationError):
                index = -1
            if index in pending[key]:
                return None
            if self.chance is not None:
                return _illegal("chance-pending", f"chance decides now ({pending['kind']})", R_DICE)
            texts = ", ".join(
                self.game.codec.to_text(self.game.codec.from_index(i)) for i in pending["options"]
            )
            return _illegal("answer-first", f"{pending['kind']}: choose one of {texts}", pending["rule"])
        if isinstance(action, (Deal, Draw, Lot)):
            return _illegal("no-chance", "nothing is being drawn or flipped", R_DICE)
        if isinstance(action, (Pick, Place)):
            return _illegal("no-choice", "there is nothing to choose now", R_TURN)
        if self.choice is not None:
            if isinstance(action, Choose) and action.piece in self.choice["options"]:
                return None
            names = ", ".join(self.pieces[p].label for p in self.choice["options"])
            return _illegal("choose-first", f"choose one of: {names}", self.choice["rule"])
        if isinstance(action, Choose):
            return _illegal("no-choice", "there is nothing to choose now", R_TURN)
        if not self.acting:
            return _illegal("not-acting", "no character is active", R_TURN)
        if isinstance(action, End):
            return None
        piece = self.pieces[self.active]
        if isinstance(action, Move):
            return self._move_error(piece, action.to)
        if isinstance(action, (Pickup, BuyGG, Buy, Reveal)):
            if not self.game.full:
                return _illegal("not-in-tutorial", "no kamas, GG or rewards in this tutorial", R_TURN)
            return rewards.action_error(self, piece, action)
        assert isinstance(action, Cast)
        return sp_rules.cast_error(self, piece, action.spell, action.target)

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        if self.chance is not None or self.prompt is not None:
            self.chance = self.prompt = None
            self.stack[-1]["answer"] = self.game.codec.to_index(action)
        elif isinstance(action, Die):
            self._on_die(action.face, events)
        elif isinstance(action, Choose):
            self._on_choose(action.piece, events)
        elif isinstance(action, End):
            self._end_activation(events)
        elif isinstance(action, Move):
            self._start_move(self.pieces[self.active], action.to, events)
        elif isinstance(action, Cast):
            sp_rules.start_cast(self, self.pieces[self.active], action.spell, action.target, events)
        elif isinstance(action, (Pickup, BuyGG, Buy, Reveal)):
            rewards.apply_action(self, self.pieces[self.active], action, events)
        self._advance(events)
        return events

    def returns(self) -> list[float]:
        n = self.game.n_players
        if self.winner in (NO_WINNER, DRAW):
            return [0.0] * n
        team = self.game.team_of[self.winner]
        return [1.0 if self.game.team_of[p] == team else -1.0 for p in range(n)]

    # -- asking (the full game) ----------------------------------------------------------------------
    def ask(self, seat: int, kind: str, actions: list[Any], rule: str, about: str = "") -> None:
        """A decision of ``seat`` among ``actions``; the answer goes to the top task. ``about``
        says what is being decided (public: never a hidden identity)."""
        to_index = self.game.codec.to_index
        self.prompt = {
            "kind": kind,
            "player": seat,
            "options": [to_index(a) for a in actions],
            "rule": rule,
            "about": about,
        }

    def ask_chance(self, kind: str, outcomes: list[Any]) -> None:
        """A uniform chance node among ``outcomes``; the result goes to the top task."""
        to_index = self.game.codec.to_index
        self.chance = {"kind": kind, "outcomes": [to_index(a) for a in outcomes]}

    def ask_draw(self, rank: str) -> None:
        """Draw a face-down token of ``rank``: nobody knows the piles' order, so every token
        they hold is equally likely."""
        self.ask_chance("draw", [Draw(t) for t in self.rw["pool"][rank]])

    def request_tension_roll(self) -> None:
        self.roll = {"roll": turnstart.TENSION, "n": 2, "faces": [], "piece": -1, "player": self.player}

    # -- geometry helpers ------------------------------------------------------------------------------
    def is_free(self, cell: int) -> bool:
        """Seed 003, "Obstacle - Case libre": no bush, tree, character or bomb."""
        sc = self.scenery[cell]
        return self.occ[cell] < 0 and sc != BUSH and sc != TREE

    def blocks_los(self, cell: int) -> bool:
        """Trees and characters block sight; Toupiti pieces, bushes, crates never do."""
        if self.scenery[cell] == TREE:
            return True
        pid = self.occ[cell]
        return pid >= 0 and not self.pieces[pid].has("toupiti")

    def los_blockers(self) -> bytearray:
        """1 on every cell that blocks line of sight now (for bulk checks)."""
        out = bytearray(self.board.n)
        for c, sc in enumerate(self.scenery):
            if sc == TREE:
                out[c] = 1
        for p in self.pieces:
            if p.in_play and p.pos >= 0 and p.kind != TRAP and not p.has("toupiti"):
                out[p.pos] = 1
        return out

    def has_los(self, a: int, b: int) -> bool:
        return not any(self.blocks_los(c) for c in self.board.between(a, b))

    def place(self, piece: Piece, cell: int) -> None:
        """Put a piece off the board on ``cell`` (no rule checked: set-up and builders)."""
        piece.pos = cell
        piece.in_play = True
        if piece.kind == TRAP:
            self.trap_at[cell] = piece.id
        else:
            self.occ[cell] = piece.id

    def lift(self, piece: Piece) -> None:
        """Take a piece off the board (no rule checked)."""
        if piece.pos >= 0:
            if piece.kind == TRAP:
                self.trap_at[piece.pos] = -1
            elif self.occ[piece.pos] == piece.id:
                self.occ[piece.pos] = -1
        piece.pos = -1
        piece.in_play = False

    def relocate(self, piece: Piece, cell: int) -> None:
        """Move a piece on the board (no lock, no cost)."""
        if self.occ[piece.pos] == piece.id:
            self.occ[piece.pos] = -1
        piece.pos = cell
        self.occ[cell] = piece.id

    def special_move(self, piece: Piece, cell: int, kind: str, text: str, events: list[Event]) -> None:
        """A move that is not a step (forced moves, Pandawa, Potion de Rappel): never locked, in
        one go; a trap triggers only where it ends (seed 003 FAQ, "Charge")."""
        frm = self.board.name(piece.pos)
        self.relocate(piece, cell)
        to = self.board.name(cell)
        events.append(Event(kind, {"piece": piece.label, "from": frm, "to": to}, text.format(frm=frm, to=to)))
        self.trigger_trap(piece, events)

    def enemies_adjacent(self, piece: Piece) -> list[int]:
        """Adjacent enemy characters that can lock (not Toupiti), in cell order."""
        out = []
        for c in self.board.neighbors[piece.pos]:
            pid = self.occ[c]
            if pid >= 0:
                other = self.pieces[pid]
                if (
                    self.game.is_enemy(other.owner, piece.owner)
                    and other.kind <= MOB
                    and not other.has("toupiti")
                ):
                    out.append(pid)
        return out

    # -- movement (seed 003, "Les PM et les PA", "Blocage") ------------------------------------------------
    def _moves(self) -> list[Move]:
        piece = self.pieces[self.active]
        if piece.mp < 1 or (self.game.full and self._held_in_contact(piece) is not None):
            return []
        return [Move(c) for c in self.board.neighbors[piece.pos] if self.is_free(c)]

    def _held_in_contact(self, piece: Piece) -> Piece | None:
        """An adjacent enemy under Blocage Parfait: ``piece`` may not spend MP to leave."""
        for c in self.board.neighbors[piece.pos]:
            pid = self.occ[c]
            if pid >= 0:
                other = self.pieces[pid]
                if "locks_contact" in other.rw_flags and self.game.is_enemy(other.owner, piece.owner):
                    return other
        return None

    def _move_error(self, piece: Piece, to: int) -> IllegalActionError | None:
        if not 0 <= to < self.board.n:
            return _illegal("off-board", "that cell is off the board", R_MOVE)
        if piece.mp < 1:
            return _illegal("no-mp", f"{piece.label} has no MP left", R_MOVE)
        if to not in self.board.neighbors[piece.pos]:
            return _illegal(
                "not-adjacent", f"{self.board.name(to)} is not adjacent", "seed 003, Cases adjacentes"
            )
        if not self.is_free(to):
            return _illegal(
                "cell-blocked", f"{self.board.name(to)} is not a free cell", "seed 003, Cases impassables"
            )
        if self.game.full:
            holder = self._held_in_contact(piece)
            if holder is not None:
                return _illegal(
                    "held", f"{holder.label}'s Blocage Parfait holds {piece.label} in contact", R_CONTACT
                )
        return None

    def _start_move(self, piece: Piece, to: int, events: list[Event]) -> None:
        piece.mp -= 1
        lockers = [] if piece.has("toupiti") else self.enemies_adjacent(piece)
        self.stack.append(
            {"t": "move", "piece": piece.id, "to": to, "lockers": lockers, "i": 0, "stage": "lock"}
        )

    def _step_move(self, t: dict[str, Any], events: list[Event]) -> None:
        piece = self.pieces[t["piece"]]
        lockers: list[int] = t["lockers"]
        while t["i"] < len(lockers):
            enemy = self.pieces[lockers[t["i"]]]
            if t["stage"] == "lock":
                if "result" not in t:
                    self.request_roll(Roll.LOCK, 2 if enemy.has("tacle") else 1, enemy)
                    return
                t["lock"] = t.pop("result")
                if t["lock"] == 0:
                    t["i"] += 1
                    continue
                t["stage"] = "dodge"
            if "result" not in t:
                self.request_roll(Roll.DODGE, 2 if piece.has("esquive") else 1, piece)
                return
            dodge = t.pop("result")
            if t["lock"] > dodge:
                # Seed 003, "Blocage": blocked = loses every remaining MP and AP.
                piece.mp = 0
                piece.ap = 0
                events.append(
                    Event(
                        "blocked",
                        {"piece": piece.label, "by": enemy.label, "lock": t["lock"], "dodge": dodge},
                        f"{piece.label} is locked by {enemy.label} ({t['lock']} lock vs {dodge} dodge): "
                        "loses all MP and AP",
                    )
                )
                self.stack.pop()
                return
            t["i"] += 1
            t["stage"] = "lock"
        self.stack.pop()
        frm = piece.pos
        self.relocate(piece, t["to"])
        events.append(
            Event(
                "move",
                {"piece": piece.label, "from": self.board.name(frm), "to": self.board.name(t["to"])},
                f"{piece.label} moves {self.board.name(frm)} → {self.board.name(t['to'])}",
            )
        )
        self.trigger_trap(piece, events)

    def trigger_trap(self, piece: Piece, events: list[Event]) -> None:
        """Seed 003, "Pions Piège": a trap casts its spell when a character enters its cell."""
        if not piece.in_play or not piece.is_character:
            return
        tid = self.trap_at[piece.pos]
        if tid < 0:
            return
        trap = self.pieces[tid]
        events.append(
            Event("trap", {"trap": trap.label, "piece": piece.label}, f"{piece.label} triggers {trap.label}")
        )
        sp_rules.push_resolution(self, trap, trap.spells[0], trap.pos, on_done="remove")

    # -- dice -------------------------------------------------------------------------------------------------
    def request_roll(self, roll: Roll, n: int, roller: Piece) -> None:
        self.roll = {"roll": int(roll), "n": n, "faces": [], "piece": roller.id}

    def _on_die(self, face: int, events: list[Event]) -> None:
        roll = self.roll
        assert roll is not None
        roll["faces"].append(face)
        if len(roll["faces"]) < roll["n"]:
            return
        if roll["roll"] == turnstart.TENSION:
            self.roll = None
            self.stack[-1]["result"] = list(roll["faces"])
            return
        kind = Roll(roll["roll"])
        n_ok = successes(kind, roll["faces"])
        who = self.pieces[roll["piece"]]
        faces = [FACE_SLUGS[f] for f in roll["faces"]]
        events.append(
            Event(
                "roll",
                {"roll": ROLL_NAMES[kind], "piece": who.label, "faces": faces, "successes": n_ok},
                f"{who.label} rolls {ROLL_NAMES[kind]}: {', '.join(faces)} → {n_ok} success"
                + ("es" if n_ok != 1 else ""),
            )
        )
        self.roll = None
        self.stack[-1]["result"] = n_ok

    # -- choices ------------------------------------------------------------------------------------------------
    def _ask(self, kind: str, options: list[int], rule: str) -> None:
        self.choice = {"kind": kind, "options": options, "rule": rule}

    def _on_choose(self, pid: int, events: list[Event]) -> None:
        choice = self.choice
        assert choice is not None
        self.choice = None
        kind = choice["kind"]
        if kind == "mob":
            self._start_activation(self.pieces[pid], events)
        elif kind == "trigger":
            self.stack[-1]["todo"].remove(pid)
            self._bomb_tick(self.pieces[pid], events)
        elif kind == "explode":
            self.exploding.remove(pid)
            self._push_explosion(self.pieces[pid])

    # -- KO (seed 003, "Blessures", "Invocateur K.O") --------------------------------------------------------------------
    def injure(self, piece: Piece, amount: int, events: list[Event], source: str, by: int = -1) -> int:
        """Place up to ``amount`` injuries (never more than HP); KO at HP. Returns placed.
        ``by`` is the seat whose spell or effect caused them (-1: the active player)."""
        if amount <= 0 or not piece.in_play or piece.injuries >= piece.hp:
            return 0
        placed = min(amount, piece.hp - piece.injuries)
        piece.injuries += placed
        events.append(
            Event(
                "injury",
                {
                    "piece": piece.label,
                    "amount": placed,
                    "source": source,
                    "injuries": piece.injuries,
                    "hp": piece.hp,
                },
                f"{piece.label} takes {placed} injur{'y' if placed == 1 else 'ies'} ({piece.injuries}/{piece.hp})",
            )
        )
        if piece.injuries >= piece.hp:
            self.knock_out(piece, events, self.player if by < 0 else by)
        return placed

    def heal(self, piece: Piece, amount: int, events: list[Event]) -> int:
        healed = min(amount, piece.injuries)
        if healed > 0:
            piece.injuries -= healed
            events.append(
                Event(
                    "heal",
                    {"piece": piece.label, "amount": healed, "injuries": piece.injuries},
                    f"{piece.label} heals {healed} ({piece.injuries}/{piece.hp})",
                )
            )
        return healed

    def knock_out(self, piece: Piece, events: list[Event], by: int = -1) -> None:
        events.append(Event("ko", {"piece": piece.label, "owner": piece.owner}, f"{piece.label} is K.O."))
        if piece.kind == BOMB:
            # Seed 003, "Pions Bombe": it casts Explosion when K.O., then leaves the board.
            if piece.id not in self.exploding:
                self.exploding.append(piece.id)
            return
        self.lift(piece)
        if piece.id == self.active:
            piece.mp = piece.ap = 0
        if piece.kind != KROSMASTER:
            return
        for other in self.pieces:
            if other.summoner == piece.id and other.in_play:
                # Tokens of a K.O.'d Krosmaster leave play; bombs do not explode.
                if other.id in self.exploding:
                    self.exploding.remove(other.id)
                self.lift(other)
                events.append(
                    Event("removed", {"piece": other.label}, f"{other.label} leaves play with its summoner")
                )
        if self.game.full:
            rewards.discard_all(self, piece)
            self.kos.append(piece.owner)
            give = economy.on_krosmaster_ko(self, piece, by, events)
            if give is not None:
                self.gives.append(give)
            return
        self._on_krosmaster_ko(piece)

    def _on_krosmaster_ko(self, piece: Piece) -> None:
        """Note the K.O. for the win check at the end of the resolution in progress, and
        update tutorial 5's claims at once."""
        loser = piece.owner
        other = 1 - loser
        self.kos.append(loser)
        if self.game.scenario.goal == Goal.KO_ONE_THEN_SURVIVE:
            # A claim is tested at the end of the opponent's next turn; losing a Krosmaster
            # during that very turn voids it.
            if self.claims[loser] == self.turn:
                self.claims[loser] = 0
            if not self.claims[other]:
                self.claims[other] = self.turn + (1 if self.player == other else 2)

    def _judge(self, events: list[Event]) -> None:
        """Win checks (each tutorial's "But du jeu"; seed 003, "But du jeu": being the only
        player with Krosmasters wins). They run once the spell, move or explosion that caused
        the K.O.s has fully resolved, so a caster K.O.'d by its own cost still resolves its
        spell (FAQ Globule) and K.O.s on both sides in one resolution give a draw."""
        if self.game.full:
            if self.gives:
                self.stack.append(self.gives.pop(0))  # an owner chooses who gets the GG first
                return
            self.kos = []
            self.gg_changed = False
            economy.check_victory(self, events)
            return
        losers = set(self.kos)
        self.kos = []
        alive = [any(self.pieces[k].in_play for k in tl) for tl in self.game.timelines]
        if not alive[0] or not alive[1]:
            self.winner = DRAW if alive == [False, False] else (0 if alive[0] else 1)
        elif self.game.scenario.goal == Goal.KO_ONE:
            self.winner = DRAW if len(losers) == 2 else 1 - losers.pop()
        if self.winner != NO_WINNER:
            text = "draw" if self.winner == DRAW else f"player {self.winner + 1} wins"
            events.append(Event("game-over", {"winner": self.winner if self.winner >= 0 else None}, text))

    # -- bombs ------------------------------------------------------------------------------------------------------
    def _bomb_tick(self, bomb: Piece, events: list[Event]) -> None:
        """Seed 003, "Pions Bombe": at its summoner's turn start a bomb takes 1 injury."""
        events.append(
            Event("bomb-tick", {"piece": bomb.label}, f"{bomb.label} ticks at its summoner's turn start")
        )
        self.injure(bomb, 1, events, "bomb-timer")

    def _push_explosion(self, bomb: Piece) -> None:
        sp_rules.push_resolution(self, bomb, bomb.spells[0], bomb.pos, on_done="remove")

    def _queue_explosions(self) -> None:
        live = [b for b in self.exploding if self.pieces[b].in_play]
        self.exploding = live
        if len(live) == 1:
            self.exploding = []
            self._push_explosion(self.pieces[live[0]])
        elif live:
            self._ask("explode", list(live), "seed 003, Effets déclenchés (le joueur actif choisit l'ordre)")

    # -- turn flow (seed 003, "Tour de jeu") -----------------------------------------------------------------------
    def _advance(self, events: list[Event]) -> None:
        """Run the rules until a player or chance must act, or the game ends."""
        while True:
            if self.winner != NO_WINNER:
                # A bomb K.O.'d by the deciding blow still leaves the board (seed 003,
                # "Pions Bombe": K.O., explosion, then removal); the explosion is moot now.
                for p in self.pieces:
                    if p.kind == BOMB and p.in_play and p.injuries >= p.hp:
                        self.lift(p)
                self.exploding.clear()
                self.stack.clear()
                self.choice = None
                self.prompt = None
                self.chance = None
                self.roll = None
                self.acting = False
                return
            if (
                self.roll is not None
                or self.choice is not None
                or self.prompt is not None
                or self.chance is not None
            ):
                return
            top = self.stack[-1] if self.stack else None
            if top is not None and top["t"] in TASKS_FIRST:
                self._step_task(top, events)
                continue
            if self.exploding:
                self._queue_explosions()
                continue
            if self.kos or self.gives or self.gg_changed:
                self._judge(events)
                continue
            if top is not None:
                self._step_prelim(top, events)
                continue
            if self.acting:
                if self._has_options():
                    return
                self._end_activation(events)
                continue
            self._next_activation(events)

    def _step_task(self, t: dict[str, Any], events: list[Event]) -> None:
        kind = t["t"]
        if kind == "move":
            self._step_move(t, events)
        elif kind == "spell":
            sp_rules.step_resolution(self, t, events)
        elif kind == "setup":
            setup.step(self, t, events)
        elif kind == "turnstart":
            turnstart.step(self, t, events)
        elif kind == "buy":
            rewards.step_buy(self, t, events)
        elif kind == "gain":
            rewards.step_gain(self, t, events)
        elif kind == "give":
            rewards.step_give(self, t, events)
        else:
            rewards.step_boost(self, t, events)

    def _has_options(self) -> bool:
        piece = self.pieces[self.active]
        if not piece.in_play:
            return False
        if (
            piece.mp >= 1
            and any(self.is_free(c) for c in self.board.neighbors[piece.pos])
            and (not self.game.full or self._held_in_contact(piece) is None)
        ):
            return True
        if self.game.full and rewards.activation_actions(self, piece):
            return True
        return sp_rules.any_cast(self, piece)

    def _next_activation(self, events: list[Event]) -> None:
        timeline = self.timelines[self.player]
        if self.mob_stage and 0 <= self.tl_pos < len(timeline):
            k = timeline[self.tl_pos]
            # Seed 003, "Pions Mob": mobs play right after their summoner, in the owner's order.
            ready = [
                p.id
                for p in self.pieces
                if p.summoner == k and p.kind == MOB and p.in_play and not p.activated
            ]
            if len(ready) > 1:
                self._ask("mob", ready, "seed 003, Pions Mob (ordre de jeu)")
                return
            if ready:
                self._start_activation(self.pieces[ready[0]], events)
                return
            self.mob_stage = False
        while True:
            self.tl_pos += 1
            if self.tl_pos >= len(timeline):
                self._end_turn(events)
                return
            k = timeline[self.tl_pos]
            if self.pieces[k].in_play:
                self.mob_stage = True
                self._start_activation(self.pieces[k], events)
                return

    def _start_activation(self, piece: Piece, events: list[Event]) -> None:
        self.active = piece.id
        piece.activated = True
        events.append(Event("activation", {"piece": piece.label}, f"— {piece.label}'s turn —"))
        bombs = [b.id for b in self.pieces if b.summoner == piece.id and b.kind == BOMB and b.in_play]
        self.stack.append({"t": "prelim", "piece": piece.id, "todo": bombs})

    def _step_prelim(self, t: dict[str, Any], events: list[Event]) -> None:
        """Seed 003, "2.1 Phase préliminaire": triggered effects in the active player's order,
        buffs removed; then "2.2": MP/AP markers applied and discarded."""
        piece = self.pieces[t["piece"]]
        if not piece.in_play:
            self.stack.pop()
            self.active = -1
            return
        if piece.rewards and "buffs" not in t:
            t["buffs"] = True
            rewards.expire_buffs(self, piece, events)
        todo = [
            b for b in t["todo"] if self.pieces[b].in_play and self.pieces[b].injuries < self.pieces[b].hp
        ]
        t["todo"] = todo
        if len(todo) > 1:
            self._ask("trigger", list(todo), "seed 003, Effets déclenchés (le joueur actif choisit l'ordre)")
            return
        if todo:
            self._bomb_tick(self.pieces[todo.pop()], events)
            return
        self.stack.pop()
        piece.mp = max(0, piece.base_mp + piece.mp_markers)
        piece.ap = max(0, piece.base_ap + piece.ap_markers)
        if piece.mp_markers or piece.ap_markers:
            events.append(
                Event(
                    "markers",
                    {"piece": piece.label, "mp": piece.mp_markers, "ap": piece.ap_markers},
                    f"{piece.label}'s markers apply: MP {piece.mp_markers:+d}, AP {piece.ap_markers:+d}",
                )
            )
        piece.mp_markers = piece.ap_markers = 0
        piece.used_turn = frozenset()
        piece.range_bonus = 0
        self.acting = True

    def _end_activation(self, events: list[Event]) -> None:
        """Seed 003, "2.3 Phase de fin d'activation": turn-long effects end, MP/AP are lost."""
        piece = self.pieces[self.active]
        piece.range_bonus = 0
        piece.next_bonus = ()
        piece.mp = piece.ap = 0
        self.acting = False
        self.active = -1

    def _end_turn(self, events: list[Event]) -> None:
        """Seed 003, "3 Fin du tour de jeu"; tutorial 5's claim is tested here."""
        for p in (0, 1):
            if self.claims[p] and self.claims[p] <= self.turn:
                self.winner = p
                events.append(Event("claim", {"player": p}, f"player {p + 1} held on for a whole enemy turn"))
                return
        if self.turn >= self.game.max_turns:
            self.winner = DRAW
            events.append(Event("turn-limit", {"turns": self.turn}, "turn limit reached: draw"))
            return
        for piece in self.pieces:
            if piece.owner == self.player:
                piece.turn_powers = frozenset()  # inspiration lasts for the turn
        if any(self.scen_inj):
            self.scen_inj = [0] * self.board.n  # seed 003: scenery heals at the end of each turn
        n = len(self.order)
        self.opos = self.order.index(self.player)
        for _ in range(n):
            self.opos = (self.opos + 1) % n
            self.player = self.order[self.opos]
            if not self.game.full or economy.krosmasters_in_play(self, self.player):
                break  # 4 players: a player without Krosmasters no longer plays
        self.turn += 1
        self.tl_pos = -1
        self.mob_stage = False
        for piece in self.pieces:
            if piece.owner == self.player:
                piece.activated = False
        events.append(
            Event(
                "turn",
                {"player": self.player, "turn": self.turn},
                f"turn {self.turn}: player {self.player + 1}",
            )
        )
        self.start_turn(events)

    def start_turn(self, events: list[Event]) -> None:
        """Seed 003, "1 Début du tour de jeu": no tension roll on the first player's first turn."""
        if self.game.full and self.turn > 1:
            self.stack.append({"t": "turnstart", "stage": "roll"})

    # -- scenery destruction (seed 003, "Règle optionnelle : destruction de décors") ------------------------------
    def damage_scenery(self, cell: int, amount: int, events: list[Event]) -> None:
        kind = self.scenery[cell]
        hp = SCENERY_HP.get(kind)
        if hp is None or amount <= 0:
            return
        if not any(self.scen_inj):
            self.scen_inj = [0] * self.board.n
        self.scen_inj[cell] += amount
        name = self.board.name(cell)
        events.append(
            Event(
                "scenery-damage",
                {"cell": name, "amount": amount, "injuries": self.scen_inj[cell], "hp": hp},
                f"the scenery on {name} takes {amount} ({self.scen_inj[cell]}/{hp})",
            )
        )
        if self.scen_inj[cell] >= hp:
            self.scenery[cell] = 0
            self.scen_inj[cell] = 0
            drop = min(hp, self.bank)
            self.bank -= drop
            self.kamas[cell] += drop
            events.append(
                Event(
                    "scenery-destroyed",
                    {"cell": name, "kamas": drop},
                    f"the scenery on {name} is destroyed and drops {drop} kamas",
                )
            )

    # -- casting helpers used by spells.py ----------------------------------------------------------------------------
    def _casts(self) -> list[Cast]:
        return sp_rules.legal_casts(self, self.pieces[self.active])

    # -- views and serialization ------------------------------------------------------------------------------------------
    def view(self, player: int | None) -> dict[str, Any]:
        from arena.games.krosmaster.view import public_view

        return public_view(self, player)

    def resample_hidden(self, player: int, rng: random.Random) -> KrosmasterState:
        """Redraw what ``player`` cannot know: the face-down piles' contents and the other
        players' face-down tokens they did not see bought, rank by rank (a token's back shows
        its rank). The piles are unordered pools, so no order is redrawn."""
        s = self.clone()
        if not self.game.full or not s.rw:
            return s
        slots: dict[str, list[tuple[str, Any, Any]]] = {}
        tokens = self.game.rewards_by_id

        def add(tid: str, where: str, ref: Any, key: Any) -> None:
            slots.setdefault(tokens[tid].rank.value, []).append((where, ref, key))

        for _rank, pool in s.rw["pool"].items():
            for i, tid in enumerate(pool):
                add(tid, "pool", pool, i)
        for p in s.pieces:
            if p.owner != player:
                for entry in p.rewards:
                    if not entry[1] and not entry[2]:
                        add(entry[0], "card", entry, 0)
        for entry in s.rw["lost"]:
            if entry[1] != player:
                add(entry[0], "lost", entry, 0)
        for t in s.stack:
            if t["t"] == "buy" and t.get("blind") and t.get("token") and t["seat"] != player:
                add(t["token"], "hand", t, "token")
        for _rank, where in slots.items():
            ids = [ref[key] for _, ref, key in where]
            rng.shuffle(ids)
            for (_, ref, key), tid in zip(where, ids, strict=True):
                ref[key] = tid
        return s  # a pool is a set: its (now shuffled) order means nothing, draws are uniform

    def to_json(self) -> dict[str, Any]:
        return {
            "scenario": self.game.scenario.id,
            "scenery": self.scenery[:],
            "pieces": [p.to_json() for p in self.pieces],
            "player": self.player,
            "turn": self.turn,
            "tl_pos": self.tl_pos,
            "mob_stage": self.mob_stage,
            "active": self.active,
            "acting": self.acting,
            "choice": None
            if self.choice is None
            else {**self.choice, "options": list(self.choice["options"])},
            "roll": None if self.roll is None else {**self.roll, "faces": list(self.roll["faces"])},
            "stack": [_copy_task(t) for t in self.stack],
            "exploding": self.exploding[:],
            "winner": self.winner,
            "claims": self.claims[:],
            "kos": self.kos[:],
            "order": list(self.order),
            "opos": self.opos,
            "timelines": [tl[:] for tl in self.timelines],
            "prompt": None
            if self.prompt is None
            else {**self.prompt, "options": list(self.prompt["options"])},
            "chance": None
            if self.chance is None
            else {**self.chance, "outcomes": list(self.chance["outcomes"])},
            "arena": self.arena,
            "deploy_cells": [d[:] for d in self.deploy_cells],
            "gg": self.gg[:],
            "wild": self.wild,
            "gg_box": self.gg_box,
            "gg_changed": self.gg_changed,
            "gives": [dict(g) for g in self.gives],
            "kamas": self.kamas[:],
            "stock": self.stock[:],
            "bank": self.bank,
            "scen_inj": self.scen_inj[:],
            "rw": _copy_rw(self.rw) if self.rw else {},
        }

    @classmethod
    def from_json(cls, game: Krosmaster, data: dict[str, Any]) -> KrosmasterState:
        try:
            if data["scenario"] != game.scenario.id:
                raise StateFormatError(
                    f"state is for scenario {data['scenario']!r}, not {game.scenario.id!r}"
                )
            s = cls.__new__(cls)
            s.game = game
            s.board = game.board
            s.scenery = [int(x) for x in data["scenery"]]
            if len(s.scenery) != game.board.n or len(data["pieces"]) != len(game.prototypes):
                raise StateFormatError("state does not match this configuration's board or pieces")
            s.pieces = [p.copy() for p in game.prototypes]
            s.occ = [-1] * game.board.n
            s.trap_at = [-1] * game.board.n
            for piece, pdata in zip(s.pieces, data["pieces"], strict=True):
                piece.load_json(pdata)
                if piece.in_play and piece.pos >= 0:
                    if piece.kind == TRAP:
                        s.trap_at[piece.pos] = piece.id
                    else:
                        s.occ[piece.pos] = piece.id
            s.player = int(data["player"])
            s.turn = int(data["turn"])
            s.tl_pos = int(data["tl_pos"])
            s.mob_stage = bool(data["mob_stage"])
            s.active = int(data["active"])
            s.acting = bool(data["acting"])
            s.choice = data["choice"]
            s.roll = data["roll"]
            s.stack = [_copy_task(t) for t in data["stack"]]
            s.exploding = list(data["exploding"])
            s.winner = int(data["winner"])
            s.claims = list(data["claims"])
            s.kos = list(data.get("kos", []))
            s.order = [int(x) for x in data["order"]]
            s.opos = int(data["opos"])
            s.timelines = [[int(x) for x in tl] for tl in data["timelines"]]
            s.prompt = data["prompt"]
            s.chance = data["chance"]
            s.arena = data["arena"]
            s.demons = setup.arena_layout(s.arena)["demons"] if s.arena else frozenset()
            s.deploy_cells = [[int(c) for c in d] for d in data["deploy_cells"]]
            s.gg = [int(x) for x in data["gg"]]
            s.wild = int(data["wild"])
            s.gg_box = int(data["gg_box"])
            s.gg_changed = bool(data["gg_changed"])
            s.gives = [dict(g) for g in data["gives"]]
            s.kamas = [int(x) for x in data["kamas"]]
            s.stock = [int(x) for x in data["stock"]]
            s.bank = int(data["bank"])
            s.scen_inj = [int(x) for x in data["scen_inj"]]
            s.rw = _copy_rw(data["rw"]) if data["rw"] else {}
            if game.full:
                for piece in s.pieces:
                    rewards.refresh(s, piece)
        except (KeyError, TypeError, ValueError) as exc:
            raise StateFormatError(f"malformed Krosmaster state: {exc!r}") from exc
        return s

    def __str__(self) -> str:
        from arena.games.krosmaster.view import ascii_board

        return ascii_board(self)


def _copy_rw(rw: dict[str, Any]) -> dict[str, Any]:
    return {
        "pool": {r: list(v) for r, v in rw["pool"].items()},
        "piles": {r: list(v) for r, v in rw["piles"].items()},
        "visible": {r: list(v) for r, v in rw["visible"].items()},
        "box": list(rw["box"]),
        "lost": [list(x) for x in rw.get("lost", [])],
    }


def _copy_task(t: dict[str, Any]) -> dict[str, Any]:
    return {
        k: (list(v) if isinstance(v, list) else dict(v) if isinstance(v, dict) else v) for k, v in t.items()
    }
