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


def test_render_speaks_every_word_in_the_locale() -> None:
    """Seed 002, "攻击范围类型": the line and unlimited ranges are named in the reader's
    language, as are the fighters' marks on the arena and the set-up (no round yet)."""
    fr, zh = draw(0, "fr"), draw(0, "zh-Hans")
    assert "[J1]" in fr and "[J2]" in fr and "[P1]" not in fr
    assert "[甲]" in zh and "[乙]" in zh
    assert "portée illimitée" in fr and "portée en ligne" in fr
    assert "范围 无限" in zh and "范围 直线" in zh
    for text in (fr, zh, draw(0, "en")):
        assert "unlimited" not in text and "portée line" not in text and "范围 line" not in text
    start = game().new_initial_state()
    out = io.StringIO()
    renderer_for(start.game)(start, 0, Console(file=out, width=120, color_system=None), "fr")
    assert "Mise en place" in out.getvalue() and "Manche 0" not in out.getvalue()
