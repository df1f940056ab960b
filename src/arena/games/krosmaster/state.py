"""Krosmaster Arena rules: the state machine of turns, activations and spell resolution.

Pure: no I/O, no clock, no random. Every die is a chance node (``Die(face)``, 1/6 each);
a roll of n dice is n chance nodes. Multi-step resolutions (lock checks, the five steps of
a spell, bomb explosions) are explicit tasks on a stack of JSON-ready dicts, so a state can
stop at any die, be cloned, serialized and resumed.

Seed references name seed 003 (French rulebook) sections; decisions K1–K12 are in
``shared/spec/decisions.md``.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from arena.core.errors import IllegalActionError, StateFormatError
from arena.core.events import Event
from arena.core.state import CHANCE, TERMINAL, State
from arena.games.krosmaster import spells as sp_rules
from arena.games.krosmaster.actions import END, Action, Cast, Choose, Die, End, Move
from arena.games.krosmaster.board import Board
from arena.games.krosmaster.datamodel import Goal
from arena.games.krosmaster.dice import FACE_SLUGS, ROLL_NAMES, Roll, successes
from arena.games.krosmaster.game import BUSH, TREE, Krosmaster
from arena.games.krosmaster.pieces import BOMB, KROSMASTER, MOB, TRAP, Piece

NO_WINNER, DRAW = -1, -2
DIE_ACTIONS = tuple(Die(f) for f in range(6))
SIXTH = Fraction(1, 6)
CHANCE_OUTCOMES = [(d, SIXTH) for d in DIE_ACTIONS]

R_MOVE = "seed 003, Se déplacer d'une case (1 PM)"
R_BLOCK = "seed 003, Blocage"
R_CAST = "seed 003, Lancer un sort"
R_TURN = "seed 003, Tour de jeu"
R_DICE = "seed 003, Jets de dés"


def _illegal(reason: str, message: str, rule: str) -> IllegalActionError:
    return IllegalActionError(message, reason=reason, rule=rule)


class KrosmasterState(State[Action]):
    """One position of a Krosmaster Arena game."""

    __slots__ = (
        "acting",
        "active",
        "board",
        "choice",
        "claims",
        "exploding",
        "game",
        "kos",
        "mob_stage",
        "occ",
        "pieces",
        "player",
        "roll",
        "scenery",
        "stack",
        "tl_pos",
        "trap_at",
        "turn",
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
            s._place(s.pieces[pid], cell)
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
        s._advance([])
        return s

    def clone(self) -> KrosmasterState:
        s = KrosmasterState.__new__(KrosmasterState)
        s.game = self.game
        s.board = self.board
        s.scenery = self.scenery[:]
        s.pieces = [p.copy() for p in self.pieces]
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
        return s

    # -- the protocol ------------------------------------------------------------------------------
    def current_player(self) -> int:
        if self.winner != NO_WINNER:
            return TERMINAL
        if self.roll is not None:
            return CHANCE
        return self.player

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        return list(CHANCE_OUTCOMES) if self.roll is not None and self.winner == NO_WINNER else []

    def legal_actions(self) -> list[Action]:
        if self.winner != NO_WINNER:
            return []
        if self.roll is not None:
            return list(DIE_ACTIONS)
        if self.choice is not None:
            return [Choose(p) for p in self.choice["options"]]
        if not self.acting:
            return []
        return [END, *self._moves(), *self._casts()]

    def illegal_reason(self, action: Action) -> IllegalActionError | None:
        obj: object = action
        if not isinstance(obj, (End, Move, Cast, Choose, Die)):
            return _illegal("unknown-action", f"not a Krosmaster action: {obj!r}", R_TURN)
        if self.winner != NO_WINNER:
            return _illegal("game-over", "the game is over", R_TURN)
        if self.roll is not None:
            if isinstance(action, Die) and 0 <= action.face < 6:
                return None
            return _illegal("dice-pending", "a die must be rolled first", R_DICE)
        if isinstance(action, Die):
            return _illegal("no-roll", "no die is being rolled", R_DICE)
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
        return sp_rules.cast_error(self, piece, action.spell, action.target)

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        if isinstance(action, Die):
            self._on_die(action.face, events)
        elif isinstance(action, Choose):
            self._on_choose(action.piece, events)
        elif isinstance(action, End):
            self._end_activation(events)
        elif isinstance(action, Move):
            self._start_move(self.pieces[self.active], action.to, events)
        elif isinstance(action, Cast):
            sp_rules.start_cast(self, self.pieces[self.active], action.spell, action.target, events)
        self._advance(events)
        return events

    def returns(self) -> list[float]:
        if self.winner in (NO_WINNER, DRAW):
            return [0.0, 0.0]
        return [1.0 if p == self.winner else -1.0 for p in (0, 1)]

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

    def has_los(self, a: int, b: int) -> bool:
        return not any(self.blocks_los(c) for c in self.board.between(a, b))

    def _place(self, piece: Piece, cell: int) -> None:
        piece.pos = cell
        piece.in_play = True
        if piece.kind == TRAP:
            self.trap_at[cell] = piece.id
        else:
            self.occ[cell] = piece.id

    def _lift(self, piece: Piece) -> None:
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

    def enemies_adjacent(self, piece: Piece) -> list[int]:
        """Adjacent enemy characters that can lock (not Toupiti), in cell order."""
        out = []
        for c in self.board.neighbors[piece.pos]:
            pid = self.occ[c]
            if pid >= 0:
                other = self.pieces[pid]
                if other.owner != piece.owner and other.kind <= MOB and not other.has("toupiti"):
                    out.append(pid)
        return out

    # -- movement (seed 003, "Les PM et les PA", "Blocage") ------------------------------------------------
    def _moves(self) -> list[Move]:
        piece = self.pieces[self.active]
        if piece.mp < 1:
            return []
        return [Move(c) for c in self.board.neighbors[piece.pos] if self.is_free(c)]

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
    def injure(self, piece: Piece, amount: int, events: list[Event], source: str) -> int:
        """Place up to ``amount`` injuries (never more than HP); KO at HP. Returns placed."""
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
            self.knock_out(piece, events)
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

    def knock_out(self, piece: Piece, events: list[Event]) -> None:
        events.append(Event("ko", {"piece": piece.label, "owner": piece.owner}, f"{piece.label} is K.O."))
        if piece.kind == BOMB:
            # Seed 003, "Pions Bombe": it casts Explosion when K.O., then leaves the board.
            if piece.id not in self.exploding:
                self.exploding.append(piece.id)
            return
        self._lift(piece)
        if piece.id == self.active:
            piece.mp = piece.ap = 0
        if piece.kind != KROSMASTER:
            return
        for other in self.pieces:
            if other.summoner == piece.id and other.in_play:
                # Tokens of a K.O.'d Krosmaster leave play; bombs do not explode.
                if other.id in self.exploding:
                    self.exploding.remove(other.id)
                self._lift(other)
                events.append(
                    Event("removed", {"piece": other.label}, f"{other.label} leaves play with its summoner")
                )
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
                        self._lift(p)
                self.exploding.clear()
                self.stack.clear()
                self.choice = None
                self.roll = None
                self.acting = False
                return
            if self.roll is not None or self.choice is not None:
                return
            top = self.stack[-1] if self.stack else None
            if top is not None and top["t"] in ("move", "spell"):
                if top["t"] == "move":
                    self._step_move(top, events)
                else:
                    sp_rules.step_resolution(self, top, events)
                continue
            if self.exploding:
                self._queue_explosions()
                continue
            if self.kos:
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

    def _has_options(self) -> bool:
        piece = self.pieces[self.active]
        if not piece.in_play:
            return False
        if piece.mp >= 1 and any(self.is_free(c) for c in self.board.neighbors[piece.pos]):
            return True
        return sp_rules.any_cast(self, piece)

    def _next_activation(self, events: list[Event]) -> None:
        timeline = self.game.timelines[self.player]
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
        if self.turn >= self.game.opts.max_turns:
            self.winner = DRAW
            events.append(Event("turn-limit", {"turns": self.turn}, "turn limit reached: draw"))
            return
        self.player = 1 - self.player
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

    # -- casting helpers used by spells.py ----------------------------------------------------------------------------
    def _casts(self) -> list[Cast]:
        return sp_rules.legal_casts(self, self.pieces[self.active])

    # -- views and serialization ------------------------------------------------------------------------------------------
    def view(self, player: int | None) -> dict[str, Any]:
        from arena.games.krosmaster.view import public_view

        return public_view(self, player)

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
        except (KeyError, TypeError, ValueError) as exc:
            raise StateFormatError(f"malformed Krosmaster state: {exc!r}") from exc
        return s

    def __str__(self) -> str:
        from arena.games.krosmaster.view import ascii_board

        return ascii_board(self)


def _copy_task(t: dict[str, Any]) -> dict[str, Any]:
    return {
        k: (list(v) if isinstance(v, list) else dict(v) if isinstance(v, dict) else v) for k, v in t.items()
    }
