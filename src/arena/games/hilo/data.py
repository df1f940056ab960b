"""The card set, validated at load (``data/cards.yaml``)."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Annotated

from pydantic import Field, ValidationError, model_validator

from arena.core.data import Strict, located_error, read_yaml

DATA = Path(__file__).parent / "data" / "cards.yaml"


class Names(Strict):
    en: str
    fr: str
    zh: str


class CardSet(Strict):
    """Card values (ascending, distinct), copies of each, hand size and the die's low faces."""

    names: Names
    values: Annotated[list[Annotated[int, Field(ge=1, le=99)]], Field(min_length=2, max_length=20)]
    copies: Annotated[int, Field(ge=1, le=4)]
    hand_size: Annotated[int, Field(ge=1, le=5)]
    low_wins_faces: list[Annotated[int, Field(ge=1, le=6)]]

    @model_validator(mode="after")
    def _consistent(self) -> CardSet:
        if self.values != sorted(set(self.values)):
            raise ValueError("values must be ascending and distinct")
        if 2 * self.hand_size > len(self.values) * self.copies:
            raise ValueError("not enough cards to deal both hands")
        return self


def load_cards(path: Path) -> CardSet:
    try:
        return CardSet.model_validate(read_yaml(path))
    except ValidationError as exc:
        raise located_error(path, exc) from None


@cache
def standard_cards() -> CardSet:
    return load_cards(DATA)
