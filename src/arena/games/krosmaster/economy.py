"""Glory Galons, kamas and the full game's victory (seed 003, tutorial 7, "Les fondamentaux",
"Les PM et les PA", "Règles avancées": 4 players).

Conservation holds at every step: GG held + wild GG + GG in the box = 15, and kamas on the
board + every stock + the bank = 54.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Msg, Seat, msg
from arena.games.krosmaster.tasks import GiveGlory

if TYPE_CHECKING:
    from arena.games.krosmaster.pieces import Piece
    from arena.games.krosmaster.state import KrosmasterState

GG_IN_BOX = 15
KAMAS_IN_BOX = 54
NO_WINNER = -1
GG_PRICE = 10
R_GG = "seed 003, Galons de la Gloire (GG)"
R_WIN = "seed 003, But du jeu"
R_4P = "seed 003, Règles pour 4 joueurs"


def start_gg(state: KrosmasterState) -> None:
    """2 players: 6 GG each and 1 wild GG; 4 players: 3 each and 3 wild (seed 003)."""
    n = state.game.n_players
    each, wild = (6, 1) if n == 2 else (3, 3)
    state.gg = [each] * n
    state.wild_gg = wild
    state.gg_box = GG_IN_BOX - each * n - wild


def opponents(state: KrosmasterState, seat: int) -> list[int]:
    return [s for s in range(state.game.n_players) if state.game.is_enemy(seat, s)]


def take_gg(state: KrosmasterState, seat: int, amount: int, victim: int, events: list[Event]) -> int:
    """``seat`` gains ``amount`` GG: the wild GG first, the rest from ``victim`` (seed 003,
    "GG sauvage"). Returns how many were gained. Nothing moves once the game is over; the
    GG condition of victory is checked at once (seed 003, "But du jeu": "à chaque instant")."""
    if state.winner != NO_WINNER:
        return 0
    got = 0
    from_wild = min(amount, state.wild_gg)
    state.wild_gg -= from_wild
    got += from_wild
    rest = amount - from_wild
    from_victim = 0
    if rest and victim >= 0:
        from_victim = min(rest, state.gg[victim])
        state.gg[victim] -= from_victim
        got += from_victim
    state.gg[seat] += got
    if got:
        if events is not DISCARDED:
            parts = []
            if from_wild:
                parts.append(f"{from_wild} wild")
            if from_victim:
                parts.append(f"{from_victim} from player {victim + 1}")
            say = _gg_say(seat, got, from_wild, from_victim, victim)
            events.append(
                Event(
                    "gg",
                    {
                        "player": seat,
                        "amount": got,
                        "wild": from_wild,
                        "from": victim if from_victim else None,
                    },
                    f"player {seat + 1} gains {got} GG ({', '.join(parts)})",
                    say=say,
                )
            )
        state.gg_changed = True
        check_gg_victory(state, events)
    return got


def _gg_say(seat: int, got: int, from_wild: int, from_victim: int, victim: int) -> Msg:
    if not from_victim:
        return msg("kros-ev-gg-wild", player=Seat(seat), amount=got)
    if not from_wild:
        return msg("kros-ev-gg-from", player=Seat(seat), amount=got, victim=Seat(victim))
    return msg(
        "kros-ev-gg-both",
        player=Seat(seat),
        amount=got,
        wild=from_wild,
        taken=from_victim,
        victim=Seat(victim),
    )


def lose_gg_to_box(state: KrosmasterState, seat: int, events: list[Event]) -> None:
    """Tension (seed 003, "Jet de tension"): a GG goes back to the box."""
    if state.gg[seat] > 0:
        state.gg[seat] -= 1
        state.gg_box += 1
        state.gg_changed = True
        if events is not DISCARDED:
            events.append(
                Event(
                    "gg-lost",
                    {"player": seat},
                    f"player {seat + 1} returns a GG to the box (tension)",
                    say=msg("kros-ev-gg-lost", player=Seat(seat)),
                )
            )


def krosmasters_in_play(state: KrosmasterState, seat: int) -> bool:
    return any(p.in_play and p.owner == seat and p.kind == 0 for p in state.pieces)


def check_gg_victory(state: KrosmasterState, events: list[Event]) -> None:
    """Seed 003, "But du jeu": once no wild GG is left, the only player (2 vs 2: the only team)
    with GG wins — "vérifiée à chaque instant", so even in the middle of a spell's resolution."""
    game = state.game
    if state.winner != NO_WINNER or state.wild_gg:
        return
    teams_gg = {game.team_of[s] for s in range(game.n_players) if state.gg[s] > 0}
    if len(teams_gg) == 1:
        _declare(state, next(iter(teams_gg)), events)


def _declare(state: KrosmasterState, winner_team: int, events: list[Event]) -> None:
    game = state.game
    seats = [s for s in range(game.n_players) if game.team_of[s] == winner_team]
    state.winner = seats[0]
    if events is not DISCARDED:
        events.append(_won_event(seats))


def _won_event(seats: list[int]) -> Event:
    who = " and ".join(f"player {s + 1}" for s in seats)
    if len(seats) == 1:
        say = msg("kros-ev-win", player=Seat(seats[0]))
    else:
        say = msg("kros-ev-win-team", players=tuple(Seat(s) for s in seats))
    return Event(
        "game-over",
        {"winner": seats[0], "winners": seats},
        f"{who} win{'s' if len(seats) == 1 else ''}",
        say=say,
    )


def check_victory(state: KrosmasterState, events: list[Event]) -> None:
    """Seed 003, "But du jeu": be the only one (2 vs 2: the only team) with Krosmasters in
    play, or — checked at every instant once no wild GG is left — the only one with GG."""
    game = state.game
    if state.winner != NO_WINNER:
        return
    teams_alive = {game.team_of[s] for s in range(game.n_players) if krosmasters_in_play(state, s)}
    winner_team: int | None = None
    if len(teams_alive) <= 1:
        winner_team = next(iter(teams_alive)) if teams_alive else None
        if winner_team is None:
            state.winner = -2
            if events is not DISCARDED:
                events.append(
                    Event(
                        "game-over",
                        {"winner": None},
                        "no Krosmaster left on either side: draw",
                        say=msg("kros-ev-draw-no-krosmaster"),
                    )
                )
            return
    elif state.wild_gg == 0:
        teams_gg = {game.team_of[s] for s in range(game.n_players) if state.gg[s] > 0}
        if len(teams_gg) == 1:
            winner_team = next(iter(teams_gg))
    if winner_team is not None:
        seats = [s for s in range(game.n_players) if game.team_of[s] == winner_team]
        state.winner = seats[0]
        if events is not DISCARDED:
            events.append(_won_event(seats))


def on_krosmaster_ko(state: KrosmasterState, piece: Piece, by: int, events: list[Event]) -> GiveGlory | None:
    """GG for a K.O. (seed 003, "Ennemi K.O"; 4 players: last Krosmaster, own K.O.).

    Returns a task when the owner must choose who receives the GG (4 players, own K.O.)."""
    game = state.game
    if state.winner != NO_WINNER:
        return None
    loser = piece.owner
    level = piece.data.level
    if game.n_players == 2:
        take_gg(state, 1 - loser, level, loser, events)
        return None
    if by < 0 or not game.is_enemy(by, loser):
        # Seed 003, "Chacun pour soi": K.O.'ing one's own character gives its Level in GG to
        # an opponent of one's choice (a partner's K.O. in 2 vs 2 is treated the same way).
        choices = list(opponents(state, loser))
        if not choices or level == 0:
            return None
        return GiveGlory(loser, level, tuple(choices))
    if not krosmasters_in_play(state, loser):
        # The last Krosmaster of a player: the one who K.O.'d it takes all that player's GG.
        got = state.gg[loser]
        state.gg[loser] = 0
        state.gg[by] += got
        state.gg_changed = True
        if events is not DISCARDED:
            events.append(
                Event(
                    "gg",
                    {"player": by, "amount": got, "wild": 0, "from": loser},
                    f"player {by + 1} takes all {got} GG of player {loser + 1} ({R_4P})",
                    say=msg("kros-ev-gg-take-all", player=Seat(by), amount=got, victim=Seat(loser)),
                )
            )
        check_gg_victory(state, events)
        return None
    take_gg(state, by, level, loser, events)
    return None
