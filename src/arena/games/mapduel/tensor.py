"""Map & Duel's observation tensor, read from one seat's view: the loop, every player's
character and counters, the viewer's hand and duel commitment, and the pending task."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, get_args

from arena.core.tensors import Counts, Each, Feature, OneHot, Scalar, TensorLayout, at
from arena.games.mapduel.datamodel import Cell, EffectKind
from arena.games.mapduel.viewmodel import TaskKind

if TYPE_CHECKING:
    from arena.games.mapduel.game import MapDuel

PENALTIES = ["pen-hp", "pen-suspend", "pen-slot", "pen-give", "pen-curse"]
"""The penalty table's rows, as queued effects name them (``effects.py``)."""


def _itself(value: Any) -> Any:
    return value


def observation_layout(game: MapDuel) -> TensorLayout:
    n = game.opts.players
    seats = list(range(n))
    cards = [c.id for c in game.cards]
    characters = [c.id for c in game.characters]
    actives = [c.active.id for c in game.characters]
    loop = len(game.map.cells)
    effects = [e.value for e in EffectKind] + PENALTIES
    player: list[Feature] = [
        OneHot("seat", at("seat"), list(range(1, n + 1)), "the player's seat at the table (1 first)"),
        OneHot("character", at("character"), characters, "the character (zeros: not chosen yet)"),
        Scalar("hp", at("hp"), "HP / 10", 0.1),
        Scalar("max_hp", at("max_hp"), "max HP / 10", 0.1),
        Scalar("slots", at("slots"), "equipment slots"),
        OneHot("cell", at("cell"), list(range(loop)), "the loop cell the player stands on"),
        Scalar("skip", at("skip"), "turns to skip"),
        Scalar("double", at("double"), "doubled next move"),
        Scalar("forced_penalties", at("forced_penalties"), "penalties still owed"),
        Scalar("alive", at("alive"), "still in the game"),
        Scalar("hand_size", at("hand_size"), "cards in hand / 10", 0.1),
        Counts("equipment", at("equipment"), cards, "equipment in play"),
    ]
    queued: list[Feature] = [
        OneHot("to", at("to"), seats, "its target"),
        OneHot("effect", at("effect"), effects, "its effect"),
        Scalar("amount", at("amount"), "its amount"),
    ]
    features: list[Feature] = [
        OneHot("viewer", at("viewer"), seats, "the viewer"),
        OneHot("to_move", at("to_move"), seats, "the player to decide (zeros: chance or the end)"),
        Scalar("chance", at("chance"), "a chance node"),
        Scalar("terminal", at("terminal"), "the game is over"),
        Each(
            "map",
            at("map"),
            loop,
            [OneHot("cell", _itself, [c.value for c in Cell], "its kind")],
            "the loop",
            flag=False,
        ),
        Counts(
            "seat_order",
            lambda v: list(enumerate(v["seat_order"])),
            [(i, p) for i in seats for p in seats],
            "(turn position, player) pairs",
        ),
        Each("players", at("players"), n, player, "per player", flag=False),
        Counts("hand", lambda v: _own(v, "hand"), cards, "the viewer's cards"),
        Scalar("deck_size", at("deck_size"), "cards left in the deck / 100", 0.01),
        Counts("discard", at("discard"), cards, "cards in the discard pile"),
        Counts("deck", at("deck"), cards, "the deck's contents while the viewer searches it"),
        Scalar("turns", lambda v: v["turns"] / max(1, v["max_turns"]), "turns played / the turn limit"),
        OneHot("phase", at("phase"), ["setup", "map", "duel"], "the phase"),
        OneHot("pending", at("pending", "kind"), get_args(TaskKind), "the task waited for"),
        OneHot("pending_player", at("pending", "player"), seats, "its player"),
        Scalar("pending_moves", at("pending", "moves"), "before-roll: moves this turn"),
        Scalar("pending_more_moves", at("pending", "more_moves"), "after-move: moves still to come"),
        Scalar("pending_acted", at("pending", "acted"), "an action card was played this move"),
        Scalar("pending_count", at("pending", "count"), "cards still to take"),
        OneHot("pending_lander", at("pending", "lander"), seats, "whose reward or penalty game"),
        OneHot("pending_game", at("pending", "game"), ["reward", "penalty"], "which game"),
        OneHot("pending_representative", at("pending", "representative"), seats, "the named representative"),
        Each(
            "pending_rolls",
            at("pending", "rolls"),
            n,
            [OneHot("die", _itself, [1, 2, 3, 4, 5, 6], "a die")],
            "roll-contest dice so far",
        ),
        OneHot("pending_victim", at("pending", "victim"), seats, "the chosen victim"),
        Counts("pending_recipients", at("pending", "recipients"), seats, "players still to receive a card"),
        Counts("pending_options", at("pending", "options"), cards, "equipment that can stop the effect"),
        OneHot("pending_effect", at("pending", "effect"), effects, "the effect to stop"),
        Scalar("pending_cards_played", at("pending", "cards_played"), "skill cards played this duel turn"),
        Scalar("pending_skill_used", at("pending", "skill_used"), "the active skill is used"),
        Scalar("duel", at("duel"), "a duel is on"),
        Scalar("duel_cycle", at("duel", "cycle"), "its cycle"),
        Scalar("duel_ending", at("duel", "ending"), "its last cycle"),
        Each(
            "duel_committed",
            at("duel", "committed"),
            n,
            [Scalar("cards", _itself, "cards committed")],
            "per player",
            flag=False,
        ),
        Counts("duel_my_cards", at("duel", "mine", "cards"), cards, "the viewer's committed cards"),
        Counts("duel_my_skills", at("duel", "mine", "skills"), actives, "the viewer's active skills used"),
        Each(
            "duel_queued", at("duel", "mine", "queued"), 2 * n, queued, "effects queued for the cycle's end"
        ),
        Counts("winners", at("winners"), seats, "the winners once the game is over"),
    ]
    return TensorLayout(features)


def _own(view: dict[str, Any], key: str) -> Any:
    viewer = view.get("viewer")
    return None if viewer is None else view["players"][viewer].get(key)
