"""``arena validate GAME PATH``: exit 0 valid, 1 with located problems, 2 on usage errors."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from arena.cli.main import app
from arena.games.mapduel.datamodel import DATA_DIR


def test_shipped_mapduel_files_are_valid(runner: CliRunner) -> None:
    for name in ("cards.yaml", "characters.yaml", "map.yaml", "packs/party.yaml"):
        result = runner.invoke(app, ["validate", "mapduel", str(DATA_DIR / name)])
        assert result.exit_code == 0, result.output
        assert "OK" in result.output


def test_errors_are_listed_with_their_location(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "pack.yaml"
    path.write_text(
        "pack: mine\nnames: {zh: 我的, en: Mine}\ncards:\n"
        "  - id: pie\n    names: {zh: 派, en: Pie}\n    types: [skill]\n"
        "    skill: {effect: damage, amount: 2, target: sideways}\n",
        encoding="utf-8",
    )
    result = runner.invoke(app, ["validate", "mapduel", str(path)])
    assert result.exit_code == 1
    assert f"{path}:7: cards.0.skill.target:" in result.output
    data = json.loads(runner.invoke(app, ["validate", "mapduel", str(path), "--json"]).output)
    assert data["valid"] is False and data["problems"][0]["line"] == 7


def test_characters_and_maps_are_checked_too(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "chars.yaml"
    path.write_text(
        "characters:\n  - id: luigi\n    names: {zh: 路易吉, en: Luigi}\n    hp: 0\n    slots: 2\n"
        "    active: {id: jump, names: {zh: 跳, en: Jump}, effect: {effect: damage, amount: 1}}\n"
        "    passive: {id: tall, names: {zh: 高, en: Tall}, kind: lucky}\n",
        encoding="utf-8",
    )
    result = runner.invoke(app, ["validate", "mapduel", str(path)])
    assert result.exit_code == 1 and ":4: characters.0.hp:" in result.output


def test_usage_errors_exit_2(runner: CliRunner, tmp_path: Path) -> None:
    assert runner.invoke(app, ["validate", "no-such-game", str(tmp_path)]).exit_code == 2
    assert runner.invoke(app, ["validate", "mapduel", str(tmp_path / "missing.yaml")]).exit_code == 2
    path = tmp_path / "x.yaml"
    path.write_text("a: 1\n", encoding="utf-8")
    assert runner.invoke(app, ["validate", "tictactoe", str(path)]).exit_code == 2  # no validator
    assert runner.invoke(app, ["validate"]).exit_code == 2
