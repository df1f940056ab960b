"""The terminal renderer draws from the seat's view: no other hand is printed."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from arena.cli.render import renderer_for

from .helpers import do, give, make, place


@pytest.mark.parametrize("lang", ["en", "fr", "zh"])
def test_render_hides_other_hands(lang: str) -> None:
    state = make()
    give(state, 0, "strike")
    give(state, 1, "fireball")
    place(state, 0, 24)
    do(state, "roll", "die 1", "play strike")
    out = io.StringIO()
    renderer_for(state.game)(state, 0, Console(file=out, width=120, color_system=None), lang)
    text = out.getvalue()
    assert "24" in text and "p0" not in text  # players by their names, never ids
    assert {"en": "Player 1", "fr": "Joueur 1", "zh": "玩家 1"}[lang].replace(" ", "") in text.replace(
        " ", ""
    )
    assert state.game.cards[state.game.codec.card_index["fireball"]].names.get(lang) not in text
    spectator = io.StringIO()
    renderer_for(state.game)(state, None, Console(file=spectator, width=120, color_system=None), lang)
    strike = state.game.cards[state.game.codec.card_index["strike"]].names.get(lang)
    assert strike not in spectator.getvalue()  # committed this cycle: hidden from the others


@pytest.mark.parametrize(
    ("lang", "names"),
    [
        ("en", ("Rest one turn", "Draw 2 cards", "Penalty game")),
        ("fr", ("Repos d’un tour", "Piocher 2 cartes", "Jeu de pénalité")),
        ("zh-Hant", ("休息一回合", "抽2張卡", "懲罰遊戲")),
    ],
)
def test_the_loop_has_a_legend_of_its_cells(lang: str, names: tuple[str, ...]) -> None:
    """Seed 004, the map's cell events: each glyph of the loop is named in the reader's language."""
    state = make()
    out = io.StringIO()
    renderer_for(state.game)(state, 0, Console(file=out, width=200, color_system=None), lang)
    text = out.getvalue()
    for glyph, name in zip(("Zz", "D2", "P-"), names, strict=True):
        assert f"{glyph} {name}" in text
