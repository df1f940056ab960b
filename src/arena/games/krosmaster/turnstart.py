"""The start of a player turn in the full game (seed 003, "1 Début du tour de jeu"):
tension roll, inspiration and "Remboursez !".

One task ``{"t": "turnstart", "stage": …}``: roll 2 dice (chance), the roller turns the
choice faces (decisions), a double costs GG (K3 fixes what a double is; 4 players: a chain of
two choices), then each die goes to a Krosmaster as a power for the turn or is kept for kamas.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arena.core.events import Event
from arena.games.krosmaster.actions import Choose, Pick
from arena.games.krosmaster.dice import FACE_SLUGS, Face
from arena.games.krosmaster.economy import check_victory, lose_gg_to_box, opponents
from arena.games.krosmaster.game import INSPIRATION_FACES

if TYPE_CHECKING:
    from arena.games.krosmaster.state import KrosmasterState

R_TENSION = "seed 003, Jet de tension"
R_TENSION_4P = "seed 003, Règles pour 4 joueurs: Jet de tension"
R_INSPIRATION = "seed 003, Inspiration"
R_REFUND = "seed 003, Remboursez !"
TENSION = 4  # the roll kind of ``state.roll`` for the tension roll (raw faces are kept)
TURNABLE = {
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


def _game_over(state: KrosmasterState, events: list[Event]) -> bool:
    """Seed 003, "But du jeu": checked at every instant — a GG lost to the tension may end the
    game before anyone is inspired."""
    check_victory(state, events)
    return bool(state.winner != -1)


def step(state: KrosmasterState, t: dict[str, Any], events: list[Event]) -> None:
    seat = state.player
    stage = t["stage"]
    answer = t.pop("answer", None)
    game = state.game
    if stage == "roll":
        if "result" not in t:
            state.request_tension_roll()
            return
        t["raw"] = t.pop("result")
        t["turned"] = [FACE_SLUGS[f] if f < 4 else "" for f in t["raw"]]
        t["stage"] = stage = "turn"
    if stage == "turn":
        if answer is not None:
            t["turned"][t["turned"].index("")] = game.codec.decode(answer).code
            answer = None
        if "" in t["turned"]:
            i = t["turned"].index("")
            faces = TURNABLE[Face(t["raw"][i])]
            state.ask(
                seat,
                "tension-face",
                [Pick(f) for f in faces],
                "seed 003, Jets de dés (tension: the roller turns)",
            )
            return
        events.append(
            Event(
                "tension",
                {"player": seat, "faces": list(t["turned"])},
                f"tension roll: {' + '.join(t['turned'])}",
            )
        )
        t["stage"] = stage = "double"
        t["losers"] = []
    if stage == "double":
        if not is_double(game.opts.tension, t["raw"], t["turned"]):
            t["stage"] = stage = "inspire"
        elif game.n_players == 2:
            events.append(Event("tension-double", {"player": seat}, "a double: the tension rises!"))
            for s in range(2):
                lose_gg_to_box(state, s, events)
            if _game_over(state, events):
                return
            t["stage"] = stage = "inspire"
        else:
            # Active player picks one opponent; that opponent picks another player.
            if answer is not None:
                victim = int(game.codec.decode(answer).code[1:]) - 1
                lose_gg_to_box(state, victim, events)
                t["losers"].append(victim)
                answer = None
                if _game_over(state, events):
                    return
            if not t["losers"]:
                events.append(Event("tension-double", {"player": seat}, "a double: the tension rises!"))
                state.ask(
                    seat, "tension-gg", [Pick(f"p{s + 1}") for s in opponents(state, seat)], R_TENSION_4P
                )
                return
            if len(t["losers"]) == 1:
                first = t["losers"][0]
                others = [s for s in range(game.n_players) if s != first]
                state.ask(first, "tension-gg", [Pick(f"p{s + 1}") for s in others], R_TENSION_4P)
                return
            t["stage"] = stage = "inspire"
        t["kept"] = 0
        t["i"] = 0
    if stage == "inspire":
        if answer is not None:
            action: Any = game.codec.decode(answer)
            face = t["turned"][t["i"]]
            if isinstance(action, Choose):
                piece = state.pieces[action.piece]
                piece.turn_powers = piece.turn_powers | {face}
                events.append(
                    Event(
                        "inspiration",
                        {"piece": piece.label, "power": face},
                        f"{piece.label} is inspired: {face} this turn",
                    )
                )
            else:
                t["kept"] += 1
            t["i"] += 1
        if t["i"] < 2:
            team = [pid for pid in state.timelines[seat] if state.pieces[pid].in_play]
            face = t["turned"][t["i"]]
            state.ask(
                seat, "inspire", [*(Choose(pid) for pid in team), Pick("keep")], R_INSPIRATION, about=face
            )
            return
        refund = {0: 0, 1: 1, 2: 3}[t["kept"]]
        got = min(refund, state.bank)
        if got:
            state.bank -= got
            state.stock[seat] += got
            events.append(
                Event(
                    "refund",
                    {"player": seat, "kamas": got},
                    f"Remboursez ! player {seat + 1} takes {got} kama{'s' if got > 1 else ''}",
                )
            )
        state.stack.pop()
