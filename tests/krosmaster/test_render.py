"""The terminal board speaks the player's language (issue 29) and shows only what the seat sees."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

from arena.cli.render import renderer_for
from arena.games.krosmaster import Krosmaster, KrosmasterState

from .harness import full_game, give_token


def _draw(state: KrosmasterState, seat: int | None, lang: str) -> str:
    out = io.StringIO()
    renderer_for(state.game)(state, seat, Console(file=out, width=160, color_system=None), lang)
    return out.getvalue()


@pytest.mark.parametrize("lang", ["en", "fr", "zh", "zh-Hant"])
@pytest.mark.parametrize("config", [{"scenario": "tutorial-4"}, {"scenario": "tutorial-7"}])
def test_the_board_speaks_the_terminals_language(lang: str, config: dict[str, str]) -> None:
    game = Krosmaster(**config)
    state = game.new_initial_state()
    rng = random.Random(4)
    for _ in range(60):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    text = _draw(state, 0, lang)
    cat = game.texts()
    from arena.core.text import locale_of

    loc = locale_of(lang)
    assert cat.say(game.status(state, 0), loc) in text
    assert cat.name("scenario", config["scenario"], loc) in text
    assert "None" not in text and "{" not in text
    assert not cat.misses, sorted(cat.misses)[:5]


def test_a_face_down_reward_is_named_for_its_owner_only() -> None:
    """seed 003, "Acheter une récompense démoniaque": the opponent does not know a reward drawn
    face down; the owner's board names it, the other's shows its rank."""
    st = full_game(arena="la-fosse")
    give_token(st, "guy", "style-xelor")
    cat = st.game.texts()
    name = cat.name("reward", "style-xelor", "fr")
    assert name in _draw(st, 0, "fr")
    other = _draw(st, 1, "fr")
    assert name not in other and "▮Or" in other


def test_the_table_names_each_piece_by_its_code_on_the_board() -> None:
    """A reader finds each figure of the board in the table: its two letters, its name in the
    reader's language, then its label for typing (seed 003, tutorial 1: Reine des Tofus vs Roi des
    Bouftous)."""
    state = Krosmaster(scenario="tutorial-1").new_initial_state()
    text = _draw(state, 0, "zh-Hant")
    assert "RE 豆美女王 (reine)" in text and "RO 綿球之王 (roi)" in text
    rows = [line for line in text.splitlines() if line[:3].strip().isdigit()]  # the board's rows
    assert any(" RE " in row for row in rows) and any(" RO " in row for row in rows)
