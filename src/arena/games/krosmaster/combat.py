"""Injuries, healing and K.O. (seed 003, "Blessures", "Invocateur K.O", "Pions Bombe"), bomb
explosions, and the win checks once a resolution has fully resolved."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.krosmaster import economy
from arena.games.krosmaster.datamodel import Goal
from arena.games.krosmaster.pieces import BOMB, KROSMASTER, Piece
from arena.games.krosmaster.tasks import spell_resolution

if TYPE_CHECKING:
    from arena.games.krosmaster.state import KrosmasterState

NO_WINNER, DRAW = -1, -2
R_TRIGGERED = "seed 003, Effets déclenchés (le joueur actif choisit l'ordre)"


def injure(
    state: KrosmasterState, piece: Piece, amount: int, events: list[Event], source: str, by: int = -1
) -> int:
    """Place up to ``amount`` injuries (never more than HP); K.O. at HP. Returns placed.
    ``by`` is the seat whose spell or effect caused them (-1: the active player)."""
    if amount <= 0 or not piece.in_play or piece.injuries >= piece.hp:
        return 0
    placed = min(amount, piece.hp - piece.injuries)
    piece.injuries += placed
    if events is not DISCARDED:  # the lean path (``step``) keeps no events: none is built
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
                say=msg(
                    "kros-ev-injury",
                    piece=Ref("piece", piece.label),
                    amount=placed,
                    injuries=piece.injuries,
                    hp=piece.hp,
                ),
            )
        )
    if piece.injuries >= piece.hp:
        knock_out(state, piece, events, state.player if by < 0 else by)
    return placed


def heal(state: KrosmasterState, piece: Piece, amount: int, events: list[Event]) -> int:
    healed = min(amount, piece.injuries)
    if healed > 0:
        piece.injuries -= healed
        if events is not DISCARDED:
            events.append(
                Event(
                    "heal",
                    {"piece": piece.label, "amount": healed, "injuries": piece.injuries},
                    f"{piece.label} heals {healed} ({piece.injuries}/{piece.hp})",
                    say=msg(
                        "kros-ev-heal",
                        piece=Ref("piece", piece.label),
                        amount=healed,
                        injuries=piece.injuries,
                        hp=piece.hp,
                    ),
                )
            )
    return healed


def knock_out(state: KrosmasterState, piece: Piece, events: list[Event], by: int = -1) -> None:
    if events is not DISCARDED:
        events.append(
            Event(
                "ko",
                {"piece": piece.label, "owner": piece.owner},
                f"{piece.label} is K.O.",
                say=msg("kros-ev-ko", piece=Ref("piece", piece.label)),
            )
        )
    if piece.kind == BOMB:
        # Seed 003, "Pions Bombe": it casts Explosion when K.O., then leaves the board.
        if piece.id not in state.exploding:
            state.exploding.append(piece.id)
        return
    state.lift(piece)
    if piece.id == state.active:
        piece.mp = piece.ap = 0
    if piece.kind != KROSMASTER:
        return
    for other in state.pieces:
        if other.summoner == piece.id and other.in_play:
            # Tokens of a K.O.'d Krosmaster leave play; bombs do not explode.
            if other.id in state.exploding:
                state.exploding.remove(other.id)
            state.lift(other)
            if events is not DISCARDED:
                events.append(
                    Event(
                        "removed",
                        {"piece": other.label},
                        f"{other.label} leaves play with its summoner",
                        say=msg("kros-ev-leaves-with-summoner", piece=Ref("piece", other.label)),
                    )
                )
    if state.game.full:
        discard_rewards(state, piece)
        state.ko_owners.append(piece.owner)
        give = economy.on_krosmaster_ko(state, piece, by, events)
        if give is not None:
            state.pending_gifts.append(give)
        return
    _note_tutorial_ko(state, piece)


def discard_rewards(state: KrosmasterState, piece: Piece) -> None:
    """A K.O.'d Krosmaster's tokens go back to the box; face-down ones unseen by the others
    stay unknown to them (``lost``, with the seat that knew them)."""
    for tid, up, public in piece.rewards:
        if up or public:
            state.reward_supply["box"].append(tid)
        else:
            state.reward_supply["lost"].append([tid, piece.owner])
    piece.rewards = []
    piece.refresh_rewards(state.game.rewards_by_id)


def _note_tutorial_ko(state: KrosmasterState, piece: Piece) -> None:
    """Note the K.O. for the win check at the end of the resolution in progress, and
    update tutorial 5's claims at once."""
    loser = piece.owner
    other = 1 - loser
    state.ko_owners.append(loser)
    if state.game.scenario.goal == Goal.KO_ONE_THEN_SURVIVE:
        # A claim is tested at the end of the opponent's next turn; losing a Krosmaster
        # during that very turn voids it.
        if state.claims[loser] == state.turn:
            state.claims[loser] = 0
        if not state.claims[other]:
            state.claims[other] = state.turn + (1 if state.player == other else 2)


def judge(state: KrosmasterState, events: list[Event]) -> None:
    """Win checks (each tutorial's "But du jeu"; seed 003, "But du jeu": being the only
    player with Krosmasters wins). They run once the spell, move or explosion that caused
    the K.O.s has fully resolved, so a caster K.O.'d by its own cost still resolves its
    spell (FAQ Globule) and K.O.s on both sides in one resolution give a draw."""
    if state.game.full:
        if state.pending_gifts:
            state.stack.append(state.pending_gifts.pop(0))  # an owner chooses who gets the GG first
            return
        state.ko_owners = []
        state.gg_changed = False
        economy.check_victory(state, events)
        return
    losers = set(state.ko_owners)
    state.ko_owners = []
    alive = [any(state.pieces[k].in_play for k in tl) for tl in state.game.timelines]
    if not alive[0] or not alive[1]:
        state.winner = DRAW if alive == [False, False] else (0 if alive[0] else 1)
    elif state.game.scenario.goal == Goal.KO_ONE:
        state.winner = DRAW if len(losers) == 2 else 1 - losers.pop()
    if state.winner != NO_WINNER and events is not DISCARDED:
        text = "draw" if state.winner == DRAW else f"player {state.winner + 1} wins"
        say = msg("kros-ev-draw") if state.winner == DRAW else msg("kros-ev-win", player=Seat(state.winner))
        events.append(
            Event("game-over", {"winner": state.winner if state.winner >= 0 else None}, text, say=say)
        )


def aftermath(state: KrosmasterState, events: list[Event]) -> bool:
    """Between resolutions: explode the K.O.'d bombs, then judge the K.O.s and GG changes.
    ``True`` when something was done (the caller resumes afterwards)."""
    if state.exploding:
        queue_explosions(state)
        return True
    if state.ko_owners or state.pending_gifts or state.gg_changed:
        judge(state, events)
        return True
    return False


# -- bombs ------------------------------------------------------------------------------------------------
def bomb_tick(state: KrosmasterState, bomb: Piece, events: list[Event]) -> None:
    """Seed 003, "Pions Bombe": at its summoner's turn start a bomb takes 1 injury."""
    if events is not DISCARDED:
        events.append(
            Event(
                "bomb-tick",
                {"piece": bomb.label},
                f"{bomb.label} ticks at its summoner's turn start",
                say=msg("kros-ev-bomb-tick", piece=Ref("piece", bomb.label)),
            )
        )
    injure(state, bomb, 1, events, "bomb-timer")


def explode(state: KrosmasterState, bomb: Piece) -> None:
    state.stack.append(spell_resolution(bomb, bomb.spells[0], bomb.pos, on_done="remove"))


def queue_explosions(state: KrosmasterState) -> None:
    live = [b for b in state.exploding if state.pieces[b].in_play]
    state.exploding = live
    if len(live) == 1:
        state.exploding = []
        explode(state, state.pieces[live[0]])
    elif live:
        state.choose_piece("explode", list(live), R_TRIGGERED)
