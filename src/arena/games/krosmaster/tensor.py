"""Krosmaster's observation tensor, read from one seat's view: board planes (scenery, pieces
by owner, Demon cells, kamas), one block per piece the configuration may ever field, the
dice and choices waited for, and the full game's economy (GG, kamas, rewards, set-up)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arena.core.tensors import Counts, Each, Feature, OneHot, Scalar, TensorLayout, at
from arena.games.krosmaster.board import SCENERY_NAMES
from arena.games.krosmaster.datamodel import Power
from arena.games.krosmaster.dice import FACE_SLUGS, ROLL_NAMES
from arena.games.krosmaster.pieces import KIND_NAMES
from arena.games.krosmaster.rewards_data import Rank

if TYPE_CHECKING:
    from arena.games.krosmaster.game import Krosmaster

QUESTIONS = (
    *("arena", "deploy", "gg-from", "gg-give", "inspire", "keep", "tension-face", "tension-gg"),
    *("timeline", "zobal", "teleport", "summon", "roublard", "pile", "attach", "draft-pick"),
    *("edge", "parcel", "carry"),
)
"""The full game's prompts (``state.ask``); an unknown one reads as zeros."""
DRAWS = ("coin", "deal", "draft-first", "draft-reveal", "draw", "order-lot")
"""The full game's uniform draws (``state.ask_chance``)."""
CHOICES = ("mob", "trigger", "explode")
SETUP_STEPS = ("teams", "order", "timelines", "arena", "rewards", "orient", "deploy")
TENSION_STAGES = ("roll", "turn", "double", "inspire")
RANKS = [r.value for r in Rank]


def _pieces_at(view: dict[str, Any]) -> list[tuple[int, str]]:
    return [(p["owner"], p["cell"]) for p in view["pieces"] if p["cell"] is not None]


def _scenery(view: dict[str, Any]) -> list[tuple[str, str]]:
    return [(kind, cell) for cell, kind in view["scenery"].items()]


def _timelines(view: dict[str, Any]) -> list[tuple[int, int, str]]:
    return [(seat, i, label) for seat, line in enumerate(view["timelines"]) for i, label in enumerate(line)]


def _held_ranks(piece: dict[str, Any]) -> list[str]:
    return [t["rank"] for t in piece["rewards"]]


def _held_tokens(piece: dict[str, Any]) -> list[str]:
    return [t["token"] for t in piece["rewards"] if t["token"] is not None]


def _display(view: dict[str, Any]) -> list[str]:
    shown = view.get("reward_display") or {}
    return [t for pile in shown.values() for t in pile["visible"] if t is not None]


def _face_down(view: dict[str, Any]) -> dict[str, int]:
    shown = view.get("reward_display") or {}
    return {rank: sum(pile["face_down"]) for rank, pile in shown.items()}


def observation_layout(game: Krosmaster) -> TensorLayout:
    board = game.board
    cells = [board.name(c) for c in range(board.n)]
    seats = list(range(game.n_players))
    labels = [p.label for p in game.prototypes]
    spells = sorted(game.catalog.spells)
    tokens = [t.id for t in game.rewards.tokens]
    piece: list[Feature] = [
        OneHot("character", at("character"), sorted(game.catalog.characters), "its character"),
        OneHot("kind", at("kind"), KIND_NAMES, "krosmaster, mob, bomb or trap"),
        OneHot("owner", at("owner"), seats, "its player"),
        OneHot("summoner", at("summoner"), labels, "the piece that summoned it"),
        OneHot("cell", at("cell"), cells, "where it stands (zeros: off the board)"),
        Scalar("in_play", at("in_play"), "on the board"),
        Scalar("hp", at("hp"), "HP / 10", 0.1),
        Scalar("injuries", at("injuries"), "injuries / 10", 0.1),
        Scalar("mp", at("mp"), "MP left / 6", 1 / 6),
        Scalar("ap", at("ap"), "AP left / 12", 1 / 12),
        Scalar("base_mp", at("base_mp"), "base MP / 6", 1 / 6),
        Scalar("base_ap", at("base_ap"), "base AP / 12", 1 / 12),
        Scalar("mp_markers", at("markers", "mp"), "MP markers"),
        Scalar("ap_markers", at("markers", "ap"), "AP markers"),
        Counts("powers", at("powers"), [p.value for p in Power], "its powers"),
        Counts("spells", at("spells"), spells, "its spells"),
        Scalar("range_bonus", at("range_bonus"), "range bonus"),
        Scalar("initiative", at("initiative"), "initiative / 10", 0.1),
        Scalar("level", at("level"), "level / 10", 0.1),
        Counts("reward_ranks", _held_ranks, RANKS, "reward tokens held, by rank"),
        Counts("reward_tokens", _held_tokens, tokens, "the held tokens the viewer may identify"),
    ]
    features: list[Feature] = [
        OneHot("viewer", at("viewer"), seats, "the viewer"),
        OneHot("to_move", at("to_move"), seats, "the player to decide (zeros: chance or the end)"),
        OneHot("player", at("player"), seats, "whose turn it is"),
        OneHot("phase", at("phase"), ["setup", "play", "over"], "the phase"),
        Scalar("turn", lambda v: v["turn"] / max(1, v["max_turns"]), "turns played / the turn limit"),
        Counts(
            "scenery",
            _scenery,
            [(k, c) for k in SCENERY_NAMES[1:] for c in cells],
            "planes bush / tree / crate",
        ),
        Counts(
            "occupied", _pieces_at, [(s, c) for s in seats for c in cells], "one plane per player: its pieces"
        ),
        Each("pieces", at("pieces"), len(labels), piece, "every piece the configuration may field"),
        Counts(
            "timelines",
            _timelines,
            [(s, i, lb) for s in seats for i in range(len(labels)) for lb in labels],
            "(player, position, piece) in the timelines",
        ),
        OneHot("active", at("active"), labels, "the piece whose turn it is"),
        OneHot("roll", at("roll", "roll"), [*ROLL_NAMES, "tension"], "the roll waited for"),
        Scalar("roll_dice", at("roll", "dice"), "its dice"),
        Counts("roll_faces", at("roll", "faces"), FACE_SLUGS, "faces already rolled"),
        OneHot("roll_piece", at("roll", "piece"), labels, "the piece rolling"),
        OneHot("choice", at("choice", "kind"), CHOICES, "the piece choice waited for"),
        Counts("choice_options", at("choice", "options"), labels, "its options"),
        Counts("winners", at("winners"), seats, "the winners once the game is over"),
        Scalar("draw", at("draw"), "a drawn game"),
    ]
    if game.full:
        features += [
            Counts(
                "teams",
                lambda v: list(enumerate(v["teams"])),
                [(s, t) for s in seats for t in seats],
                "(player, team)",
            ),
            Counts(
                "order",
                lambda v: list(enumerate(v["order"])),
                [(i, s) for i in seats for s in seats],
                "(turn position, player)",
            ),
            OneHot("arena", at("arena"), sorted(game.arenas), "the arena played"),
            Counts("demons", at("demons"), cells, "Demon cells"),
            Counts("kamas", at("kamas"), cells, "kamas on each cell"),
            Scalar("bank", at("bank"), "kamas in the bank / 100", 0.01),
            Each(
                "stock",
                at("stock"),
                len(seats),
                [Scalar("kamas", lambda x: x, "kamas / 10", 0.1)],
                "per player",
                flag=False,
            ),
            Each(
                "gg",
                at("gg"),
                len(seats),
                [Scalar("gg", lambda x: x, "Glory Galons")],
                "per player",
                flag=False,
            ),
            Scalar("wild_gg", at("wild_gg"), "wild GG"),
            Scalar("gg_box", at("gg_box"), "GG left in the box"),
            Counts(
                "deploy_cells",
                lambda v: [(s, c) for s, cs in enumerate(v["deploy_cells"]) for c in cs],
                [(s, c) for s in seats for c in cells],
                "one plane per player: where it may deploy",
            ),
            Counts("scenery_damage", at("scenery_damage"), cells, "injuries on each piece of scenery"),
            Scalar("destruction", at("destruction"), "the destruction option"),
            Counts("reward_display", _display, tokens, "reward tokens face up on display"),
            Counts("reward_piles", _face_down, RANKS, "face-down tokens left, by rank"),
            Counts("rewards_discarded", at("rewards_discarded"), tokens, "reward tokens back in the box"),
            Scalar("rewards_lost", at("rewards_lost"), "reward tokens lost"),
            OneHot("prompt", at("prompt", "kind"), QUESTIONS, "the question asked"),
            OneHot("prompt_player", at("prompt", "player"), seats, "of whom"),
            OneHot("chance", at("chance", "kind"), DRAWS, "the draw waited for"),
            OneHot("setup", at("setup", "step"), SETUP_STEPS, "the set-up step"),
            Counts("setup_display", at("setup", "display"), labels, "the draft display"),
            Counts("tension_faces", at("tension", "faces"), FACE_SLUGS, "the tension roll's turned faces"),
            OneHot("tension_stage", at("tension", "stage"), TENSION_STAGES, "its stage"),
        ]
    return TensorLayout(features)
