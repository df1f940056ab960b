"""The turn (seed 003, "Tour de jeu"): the timeline's activations, the preliminary phase,
the activation's options, the end of the activation and of the turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.krosmaster import economy, movement, reward_effects, rewards, targeting
from arena.games.krosmaster.combat import DRAW, R_TRIGGERED, bomb_tick
from arena.games.krosmaster.displacement import markers_said
from arena.games.krosmaster.pieces import BOMB, MOB, Piece
from arena.games.krosmaster.scenery import heal_scenery
from arena.games.krosmaster.tasks import Activation, Blocked, Preliminary, TurnStart

if TYPE_CHECKING:
    from arena.games.krosmaster.state import KrosmasterState

R_MOBS = "seed 003, Pions Mob (ordre de jeu)"


def has_options(state: KrosmasterState, piece: Piece) -> bool:
    """Whether the active piece can still do anything but end its activation."""
    if not piece.in_play:
        return False
    if movement.can_move(state, piece):
        return True
    if state.game.full and rewards.activation_actions(state, piece):
        return True
    return targeting.any_cast(state, piece)


def next_activation(state: KrosmasterState, events: list[Event]) -> None:
    """The next character of the player's timeline (its mobs right after it), or the end of
    the turn."""
    timeline = state.timelines[state.player]
    if state.mob_stage and 0 <= state.timeline_index < len(timeline):
        k = timeline[state.timeline_index]
        # Seed 003, "Pions Mob": mobs play right after their summoner, in the owner's order.
        ready = [
            p.id for p in state.pieces if p.summoner == k and p.kind == MOB and p.in_play and not p.activated
        ]
        if len(ready) > 1:
            state.choose_piece("mob", ready, R_MOBS)
            return
        if ready:
            start_activation(state, state.pieces[ready[0]], events)
            return
        state.mob_stage = False
    while True:
        state.timeline_index += 1
        if state.timeline_index >= len(timeline):
            end_turn(state, events)
            return
        k = timeline[state.timeline_index]
        if state.pieces[k].in_play:
            state.mob_stage = True
            start_activation(state, state.pieces[k], events)
            return


def start_activation(state: KrosmasterState, piece: Piece, events: list[Event]) -> None:
    state.active = pid = piece.id
    piece.activated = True
    if events is not DISCARDED:  # the lean path (``step``) keeps no events: none is built
        events.append(
            Event(
                "activation",
                {"piece": piece.label},
                f"— {piece.label}'s turn —",
                say=msg("kros-ev-activation", piece=Ref("piece", piece.label), player=Seat(piece.owner)),
            )
        )
    bombs = tuple([b.id for b in state.pieces if b.summoner == pid and b.kind == BOMB and b.in_play])
    state.stack.append(Preliminary(pid, bombs))


def preliminary(state: KrosmasterState, task: Preliminary, events: list[Event]) -> Preliminary | None:
    """Seed 003, "2.1 Phase préliminaire" ("appliquez les règles suivantes dans l'ordre"):
    triggered effects (bombs) in the active player's order, then the face-up buffs removed
    (the one-page summary lists them the other way; the rule's own text and research §5
    agree on this order); then "2.2": MP/AP markers applied and discarded. Returns the task to
    resume (``None``: the activation has begun, or its character is gone). ``buffs_expired``
    is set only by positions saved when buffs were removed first."""
    piece = state.pieces[task.piece]
    if not piece.in_play:
        state.active = -1
        return None
    expired = task.buffs_expired
    if task.bombs:  # none for most characters: no list to build
        pieces = state.pieces
        todo = [b for b in task.bombs if pieces[b].in_play and pieces[b].injuries < pieces[b].hp]
        if len(todo) > 1:
            state.choose_piece("trigger", list(todo), R_TRIGGERED)
            return Preliminary(task.piece, tuple(todo), expired)
        if todo:
            bomb = todo.pop()
            resume = Preliminary(task.piece, tuple(todo), expired)
            bomb_tick(state, state.pieces[bomb], events)
            return resume
    if piece.rewards and not expired:  # "dans l'ordre": the triggered effects first, then this
        reward_effects.expire_buffs(state, piece, events)
    piece.mp = max(0, piece.base_mp + piece.mp_markers)
    piece.ap = max(0, piece.base_ap + piece.ap_markers)
    if events is not DISCARDED and (piece.mp_markers or piece.ap_markers):
        events.append(
            Event(
                "markers",
                {"piece": piece.label, "mp": piece.mp_markers, "ap": piece.ap_markers},
                f"{piece.label}'s markers apply: MP {piece.mp_markers:+d}, AP {piece.ap_markers:+d}",
                say=msg(
                    "kros-ev-markers-apply",
                    piece=Ref("piece", piece.label),
                    markers=markers_said(piece.mp_markers, piece.ap_markers),
                ),
            )
        )
    piece.mp_markers = piece.ap_markers = 0
    piece.used_turn = frozenset()
    piece.range_bonus = 0
    state.stack.append(Activation(piece.id))
    return None


def end_blocked(state: KrosmasterState, task: Blocked, events: list[Event]) -> None:
    """Seed 003, "Blocage": "c'est immédiatement la fin de son tour" — the blocked character's
    activation (the task under this one) ends at once."""
    top = state.stack[-1] if state.stack else None
    if isinstance(top, Activation) and state.active == task.piece:
        state.stack.pop()
        end_activation(state)


def end_activation(state: KrosmasterState) -> None:
    """Seed 003, "2.3 Phase de fin d'activation": turn-long effects end, MP/AP are lost."""
    piece = state.pieces[state.active]
    piece.range_bonus = 0
    piece.next_bonus = ()
    piece.mp = piece.ap = 0
    state.active = -1


def end_turn(state: KrosmasterState, events: list[Event]) -> None:
    """Seed 003, "3 Fin du tour de jeu"; tutorial 5's claim is tested here."""
    for p in (0, 1):
        if state.claims[p] and state.claims[p] <= state.turn:
            state.winner = p
            if events is not DISCARDED:
                events.append(
                    Event(
                        "claim",
                        {"player": p},
                        f"player {p + 1} held on for a whole enemy turn",
                        say=msg("kros-ev-claim", player=Seat(p)),
                    )
                )
            return
    if state.turn >= state.game.max_turns:
        state.winner = DRAW
        if events is not DISCARDED:
            events.append(
                Event(
                    "turn-limit",
                    {"turns": state.turn},
                    "turn limit reached: draw",
                    say=msg("kros-ev-turn-limit", turns=state.turn),
                )
            )
        return
    for piece in state.pieces:
        if piece.owner == state.player:
            piece.turn_powers = frozenset()  # inspiration lasts for the turn
    heal_scenery(state)
    n = len(state.order)
    state.order_index = state.order.index(state.player)
    for _ in range(n):
        state.order_index = (state.order_index + 1) % n
        state.player = state.order[state.order_index]
        if not state.game.full or economy.krosmasters_in_play(state, state.player):
            break  # 4 players: a player without Krosmasters no longer plays
    state.turn += 1
    state.timeline_index = -1
    state.mob_stage = False
    for piece in state.pieces:
        if piece.owner == state.player:
            piece.activated = False
    if events is not DISCARDED:
        events.append(
            Event(
                "turn",
                {"player": state.player, "turn": state.turn},
                f"turn {state.turn}: player {state.player + 1}",
                say=msg("kros-ev-turn", turn=state.turn, player=Seat(state.player)),
            )
        )
    start_turn(state, events)


def start_turn(state: KrosmasterState, events: list[Event]) -> None:
    """Seed 003, "1 Début du tour de jeu": no tension roll on the first player's first turn."""
    if state.game.full and state.turn > 1:
        state.stack.append(TurnStart())
