"""Hi-Lo's observation tensor, read from one seat's view (the other hand is only counted)."""

from __future__ import annotations

from typing import Any

from arena.core.tensors import Counts, Each, Feature, OneHot, Scalar, TensorLayout, at
from arena.games.hilo.data import CardSet
from arena.games.hilo.view import PHASES


def _itself(value: Any) -> Any:
    return value


def observation_layout(cards: CardSet) -> TensorLayout:
    values = list(cards.values)
    per_seat = 1.0 / cards.hand_size
    features: list[Feature] = [
        OneHot("seat", at("seat"), [0, 1], "the viewer's seat"),
        OneHot("phase", at("phase"), PHASES, "what the game waits for: " + ", ".join(PHASES)),
        OneHot("to_move", at("to_move"), [0, 1], "the seat to act (zeros: chance or the end)"),
        Counts("hand", at("hand"), values, "the viewer's cards, copies of each value"),
        Each(
            "hand_sizes",
            at("hand_sizes"),
            2,
            [Scalar("cards", _itself, "cards held / hand size", per_seat)],
            "per seat",
            flag=False,
        ),
        Scalar(
            "deck_size", at("deck_size"), "cards left in the deck / deck", 1.0 / (len(values) * cards.copies)
        ),
        Each(
            "table",
            at("table"),
            2,
            [OneHot("card", _itself, values, "the card played this trick")],
            "per seat",
            flag=False,
        ),
        Counts("discard", at("discard"), [str(v) for v in values], "discarded copies of each value"),
        Each("scores", at("scores"), 2, [Scalar("tricks", _itself, "tricks won")], "per seat", flag=False),
        OneHot("leader", at("leader"), [0, 1], "the seat that leads the trick"),
        OneHot("last_die", at("last_die"), [1, 2, 3, 4, 5, 6], "the last die face (zeros: none yet)"),
    ]
    return TensorLayout(features)
