"""`arena analyze` (the coach on a replay log) and `arena play`'s `coach` command."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from arena.cli.main import app

BLUNDER = ["a3", "a2", "b3", "b2", "c1", "c2"]
"""X holds a3 and b3 and could win at c3; plays c1; O wins at c2 (row a2 b2 c2)."""


def write_log(path: Path, moves: list[str]) -> Path:
    from arena.core import registry

    game = registry.load("tictactoe")
    state = game.new_initial_state()
    lines = [json.dumps({"format": "arena-replay/1", "game": "tictactoe", "options": {}, "seed": 0})]
    for i, text in enumerate(moves):
        action = game.text_to_action(text)
        lines.append(json.dumps({"i": i, "p": state.current_player(), "a": text, "x": action}))
        state.apply(action)
    lines.append(json.dumps({"end": True, "returns": state.returns(), "terminal": state.is_terminal()}))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_analyze_at_a_step_shows_the_top_three(runner: CliRunner, tmp_path: Path) -> None:
    log = write_log(tmp_path / "g.jsonl", BLUNDER)
    out = runner.invoke(app, ["analyze", str(log), "--at", "4", "--iters", "300", "--json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert data["step"] == 4 and data["seat"] == 0 and data["iterations"] == 300
    assert data["moves"][0]["text"] == "c3"
    assert len(data["moves"]) == 3 and data["measure"] == "win"


def test_analyze_table_in_french(runner: CliRunner, tmp_path: Path) -> None:
    log = write_log(tmp_path / "g.jsonl", BLUNDER)
    out = runner.invoke(app, ["analyze", str(log), "--at", "4", "--iters", "200", "--lang", "fr"])
    assert out.exit_code == 0, out.output
    assert "Coach de Joueur 1 à l’étape 4" in out.output and "de chances de gagner" in out.output
    assert "c3" in out.output


def test_review_lists_the_worst_drop(runner: CliRunner, tmp_path: Path) -> None:
    log = write_log(tmp_path / "g.jsonl", BLUNDER)
    out = runner.invoke(app, ["analyze", str(log), "--review", "--seat", "0", "--iters", "300", "--json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert data["marked"][0] == 4
    table = runner.invoke(app, ["analyze", str(log), "--review", "--seat", "0", "--iters", "300"]).output
    assert "Review of Player 1's game" in table and "c1" in table and "c3" in table


def test_analyze_refuses_a_seat_not_to_move(runner: CliRunner, tmp_path: Path) -> None:
    log = write_log(tmp_path / "g.jsonl", BLUNDER)
    out = runner.invoke(app, ["analyze", str(log), "--at", "4", "--seat", "1", "--iters", "10"])
    assert out.exit_code == 2 and "not to move" in out.output


@pytest.mark.parametrize(("lang", "said"), [("en", "to win"), ("zh-Hans", "胜率"), ("fr", "de chances")])
def test_play_coach_command(runner: CliRunner, lang: str, said: str) -> None:
    out = runner.invoke(
        app, ["play", "tictactoe", "--seed", "1", "--lang", lang], input="help\ncoach\nquit\n"
    ).output
    assert "coach" in out.split("\n", 3)[-1]  # the help names it
    assert said in out
