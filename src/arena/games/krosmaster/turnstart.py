"""The start of a player turn in the full game (seed 003, "1 Début du tour de jeu"):
tension roll, inspiration and "Remboursez !".

One task (``TurnStart``, stage by stage): roll 2 dice (chance), the roller turns the
choice faces (decisions), a double costs GG (K3 fixes what a double is; 4 players: a chain of
two choices), then each die goes to a Krosmaster as a power for the turn or is kept for kamas.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.krosmaster.actions import Choose, Pick, choose, pick
from arena.games.krosmaster.dice import FACE_SLUGS, INSPIRATION_FACES, Face
from arena.games.krosmaster.economy import check_victory, lose_gg_to_box, opponents
from arena.games.krosmaster.tasks import TENSION, RollDice, TurnStart

if TYPE_CHECKING:
    from arena.games.krosmaster.state import KrosmasterState

R_TENSION = "seed 003, Jet de tension"
R_TENSION_4P = "seed 003, Règles pour 4 joueurs: Jet de tension"
R_INSPIRATION = "seed 003, Inspiration"
R_REFUND = "seed 003, Remboursez !"
TURNABLE: dict[int, tuple[str, ...]] = {  # by face (an IntEnum: the raw int finds it)
    Face.CRITIQUE_OU_ESQUIVE: ("critique", "esquive"),
    Face.DOFUS: INSPIRATION_FACES,
}
SYMBOLS = {
    Face.CRITIQUE: {"critique"},
    Face.ARMURE: {"armure"},
    Face.TACLE: {"tacle"},
    Face.ESQUIVE: {"esquive"},
    Face.CRITIQUE_OU_ESQUIVE: {"critique", "esquive", "critique-esquive"},
    Face.DOFUS: {"dofus"},
}


def is_double(variant: str, raw: list[int], turned: list[str]) -> bool:
    """K3: ``same-face`` (default) compares the faces after turning; ``raw`` the rolled faces;
    ``shared-symbol`` also pairs the choice face with Critique or Esquive (10/36)."""
    if variant == "raw":
        return raw[0] == raw[1]
    if variant == "shared-symbol":
        return bool(SYMBOLS[Face(raw[0])] & SYMBOLS[Face(raw[1])])
    return turned[0] == turned[1]


def _double_event(seat: int) -> Event:
    return Event(
        "tension-double", {"player": seat}, "a double: the tension rises!", say=msg("kros-ev-tension-double")
    )


def _game_over(state: KrosmasterState, events: list[Event]) -> bool:
    """Seed 003, "But du jeu": checked at every instant — a GG lost to the tension may end the
    game before anyone is inspired."""
    check_victory(state, events)
    return bool(state.winner != -1)


def step(state: KrosmasterState, task: TurnStart, events: list[Event]) -> TurnStart | None:
    """Advance the turn start (or ask). Returns the task to resume (``None``: done)."""
    seat = state.player
    stage = task.stage
    answer = task.answer
    game = state.game
    raw, turned, losers = task.raw, list(task.turned), list(task.losers)
    kept, index = task.kept, task.index

    def resume() -> TurnStart:
        return TurnStart(stage, None, raw, tuple(turned), tuple(losers), kept, index)

    if stage == "roll":
        if task.rolled is None:
            state.stack.append(RollDice(TENSION, 2, (), -1, state.player))
            return task
        raw = task.rolled
        turned = [FACE_SLUGS[f] if f < 4 else "" for f in raw]
        stage = "turn"
    if stage == "turn":
        if answer is not None:
            turned[turned.index("")] = game.codec.decode(answer).code
            answer = None
        if "" in turned:
            i = turned.index("")
            faces = TURNABLE[raw[i]]
            state.ask(
                seat,
                "tension-face",
                [pick(f) for f in faces],
                "seed 003, Jets de dés (tension: the roller turns)",
            )
            return resume()
        if events is not DISCARDED:  # the lean path (``step``) keeps no events: none is built
            events.append(
                Event(
                    "tension",
                    {"player": seat, "faces": list(turned)},
                    f"tension roll: {' + '.join(turned)}",
                    say=msg(
                        "kros-ev-tension", player=Seat(seat), faces=tuple(Ref("face", f) for f in turned)
                    ),
                )
            )
        stage = "double"
        losers = []
    if stage == "double":
        if not is_double(game.opts.tension, list(raw), turned):
            stage = "inspire"
        elif game.n_players == 2:
            if events is not DISCARDED:
                events.append(_double_event(seat))
            for s in range(2):
                lose_gg_to_box(state, s, events)
            if _game_over(state, events):
                return None
            stage = "inspire"
        else:
            # Active player picks one opponent; that opponent picks another player.
            if answer is not None:
                victim = int(game.codec.decode(answer).code[1:]) - 1
                lose_gg_to_box(state, victim, events)
                losers.append(victim)
                answer = None
                if _game_over(state, events):
                    return None
            if not losers:
                if events is not DISCARDED:
                    events.append(_double_event(seat))
                state.ask(
                    seat, "tension-gg", [Pick(f"p{s + 1}") for s in opponents(state, seat)], R_TENSION_4P
                )
                return resume()
            if len(losers) == 1:
                first = losers[0]
                others = [s for s in range(game.n_players) if s != first]
                state.ask(first, "tension-gg", [Pick(f"p{s + 1}") for s in others], R_TENSION_4P)
                return resume()
            stage = "inspire"
        kept = 0
        index = 0
    if stage == "inspire":
        if answer is not None:
            action: Any = game.codec.decode(answer)
            face = turned[index]
            if isinstance(action, Choose):
                piece = state.pieces[action.piece]
                piece.turn_powers = piece.turn_powers | {face}
                if events is not DISCARDED:
                    events.append(
                        Event(
                            "inspiration",
                            {"piece": piece.label, "power": face},
                            f"{piece.label} is inspired: {face} this turn",
                            say=msg(
                                "kros-ev-inspiration",
                                piece=Ref("piece", piece.label),
                                power=Ref("power", face),
                            ),
                        )
                    )
            else:
                kept += 1
            index += 1
        if index < 2:
            team = [pid for pid in state.timelines[seat] if state.pieces[pid].in_play]
            face = turned[index]
            state.ask(seat, "inspire", [*map(choose, team), pick("keep")], R_INSPIRATION, about=face)
            return resume()
        refund = {0: 0, 1: 1, 2: 3}[kept]
        got = min(refund, state.bank)
        if got:
            state.bank -= got
            state.stock[seat] += got
            if events is not DISCARDED:
                events.append(
                    Event(
                        "refund",
                        {"player": seat, "kamas": got},
                        f"Remboursez ! player {seat + 1} takes {got} kama{'s' if got > 1 else ''}",
                        say=msg("kros-ev-refund", player=Seat(seat), kamas=got),
                    )
                )
    return None
