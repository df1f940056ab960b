"""`arena play`: `help`, `help VERB` and `undo` in the terminal (issue 30: "the terminal: help
per verb, undo"), in every locale; the undo rule is the server's (arena.core.undo)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from arena.cli.main import app
from arena.core.registry import load
from arena.core.text import msg
from arena.games.mageknight.codec import _texts

MK = ["play", "mageknight", "--players", "1", "--seed", "4"]
CHANCE_VERBS = {"die", "draw", "enemy", "tile", "source", "order", "lose", "dummy-hero", "dummy-tactic"}
"""Verbs only chance plays (a die, a draw, a token, a tile): never typed by a player."""


def test_help_lists_the_verbs_now_and_explains_one(runner: CliRunner) -> None:
    out = runner.invoke(app, MK, input="help\nhelp hero\nhelp fly\nquit\n").output
    assert "Verbs you can play now: hero." in out
    assert "hero: Choose the hero you play" in out
    assert "[hero arythea]" in out.split("hero: Choose the hero you play")[1]  # its choices follow
    assert "✗ No choice starts with “fly” now." in out


def test_undo_takes_back_a_card_played_but_not_a_draw(runner: CliRunner) -> None:
    script = "undo\nhero arythea\ntactic early_bird\nplay march\nundo\nundo\nquit\n"
    out = runner.invoke(app, MK, input=script).output
    assert "✗ There is nothing to take back." in out
    assert "Taken back: Play March: Move 2" in out
    # Before March: the Tactic, then the Round's chance (the Dummy's Tactic): not undoable.
    assert "✗ A die roll, a draw or another chance outcome came after your last action." in out
    assert "Game left unfinished after 2 actions." in out  # hero and Tactic; March taken back


@pytest.mark.parametrize(
    ("lang", "said"), [("fr", "Action reprise : "), ("zh-Hans", "已撤回："), ("zh-Hant", "已撤回：")]
)
def test_help_and_undo_in_every_locale(runner: CliRunner, lang: str, said: str) -> None:
    script = "help\nhelp play\nhero arythea\ntactic early_bird\nplay march\nundo\nquit\n"
    out = runner.invoke(app, [*MK, "--lang", lang], input=script).output
    assert said in out
    assert "help-verb" not in out and "Type a choice" not in out


def test_every_mage_knight_verb_a_player_types_is_explained() -> None:
    game = load("mageknight", players=1)
    texts = game.texts()
    verbs = {t.split()[0] for t in _texts(game)} - CHANCE_VERBS
    for locale in ("en", "fr", "zh-Hans", "zh-Hant"):
        missing = sorted(v for v in verbs if not texts.has(f"help-verb-{v}", locale))
        assert not missing, (locale, missing)
        assert all(texts.say(msg(f"help-verb-{v}"), locale) for v in verbs)
