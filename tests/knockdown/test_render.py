"""The terminal renderer shows the seat's view only, in en, fr and zh."""

from __future__ import annotations

import io

from rich.console import Console

from arena.cli.render import renderer_for

from .harness import game, position


def draw(seat: int | None, lang: str) -> str:
    s = position(game(), hands=(["c1", "c2"], ["c3"]), faceup=(["s1"], ["s2"]), facedown=("s3", "s4"))
    s.heavy[1], s.light[1] = 1, 2
    s.candles_drawn, s.candle_cells = 2, [1, 5]
    out = io.StringIO()
    renderer_for(s.game)(s, seat, Console(file=out, width=120, color_system=None), lang)
    return out.getvalue()


def test_render_player_and_spectator() -> None:
    text = draw(0, "en")
    assert "[P1]" in text and "[P2]" in text and "Display" in text and "Your hand" in text
    assert "Jab" in text and "Hook" not in text  # P2's c3 (Hook) stays hidden
    assert "■□□" in text and "🕯" in text and "Mist Bolt" in text  # names, never ids
    assert "mist-bolt" not in text and " s3" not in text
    assert "face down: " in text  # the seat's own face-down skill, named
    assert "Hook" not in text
    spectator = draw(None, "en")
    assert "Your hand" not in spectator and "Jab" not in spectator


def test_render_languages() -> None:
    assert "攻击牌展示区" in draw(1, "zh") and "雾中人" in draw(1, "zh")
    assert "攻擊牌展示區" in draw(1, "zh-Hant")
    assert "Présentoir" in draw(1, "fr")
