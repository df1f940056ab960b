"""``arena fuzz``: the engine soak through the Typer test runner."""

from __future__ import annotations

import json
import shlex
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from arena.cli.main import app
from arena.core import registry

from .conftest import DiceGame

SUMMARY_KEYS = {
    "game", "seed", "target_actions", "timed_out", "rates", "configs", "games", "actions", "chance_actions", "elapsed_s",
    "actions_per_s", "rejected_action_checks", "invariant_checks", "checks", "failures",
}  # fmt: skip


def fuzz(runner: CliRunner, *args: str) -> tuple[int, dict[str, Any], str]:
    result = runner.invoke(app, ["fuzz", *args, "--json"])
    return result.exit_code, json.loads(result.stdout), result.stderr


def test_fuzz_tictactoe_json_summary(runner: CliRunner, tmp_path: Path) -> None:
    code, s, _ = fuzz(runner, "tictactoe", "--actions", "3000", "--seed", "4", "--out", str(tmp_path))
    assert code == 0
    assert set(s) == SUMMARY_KEYS
    assert (s["game"], s["seed"], s["target_actions"], s["actions"]) == ("tictactoe", 4, 3000, 3000)
    assert s["failures"] == [] and list(tmp_path.iterdir()) == []
    [config] = s["configs"]
    assert config["name"] == "default" and config["options"] == {}
    assert (
        config["games"] == s["games"] and config["actions"] == 3000 and config["finished"] >= s["games"] - 1
    )
    assert s["chance_actions"] == 0 and "chance" not in s["checks"]
    assert s["invariant_checks"] == sum(s["checks"].values()) > 3000
    assert s["checks"]["turn_and_returns"] == 3000 + s["games"]  # every state reached is checked
    assert s["rejected_action_checks"] > 0 and s["elapsed_s"] > 0 and s["actions_per_s"] > 0
    assert set(s["rates"]) == {"roundtrip", "views", "resamples", "rejections", "probes", "malformed"}


def test_fuzz_is_reproducible_by_seed(runner: CliRunner) -> None:
    def run(seed: str) -> dict[str, Any]:
        s = fuzz(runner, "hilo", "--actions", "1500", "--seed", seed)[1]
        del s["elapsed_s"], s["actions_per_s"]
        return s

    first = run("11")
    assert first == run("11")
    assert first != run("12")


def test_fuzz_hilo_prints_a_summary_and_progress(runner: CliRunner) -> None:
    result = runner.invoke(app, ["fuzz", "hilo", "--actions", "2000", "--progress-every", "0"])
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "fuzz hilo — seed 0" in out and "configuration" in out
    for label in ("games:", "actions (incl. chance): 2,000", "actions/s:", "rejected-action checks:",
                  "invariant checks:", "failures: 0"):  # fmt: skip
        assert label in out, out
    progress = result.stderr.splitlines()
    assert len(progress) == 2000 // 64 and progress[0].startswith("hilo: 64/2,000 actions, ")
    assert progress[-1].endswith(" 0 failures") and "invariant checks" in progress[-1]


def test_fuzz_time_limit(runner: CliRunner) -> None:
    code, s, _ = fuzz(runner, "tictactoe", "--actions", "1000000", "--max-seconds", "0")
    assert code == 0 and s["timed_out"] is True and s["actions"] == 64 and s["target_actions"] == 1_000_000


def test_fuzz_one_configuration(runner: CliRunner) -> None:
    names = [c["name"] for c in fuzz(runner, "mapduel", "--actions", "0")[1]["configs"]]
    assert len(names) == len(registry.game_class("mapduel").sample_configs()) > 1
    code, s, _ = fuzz(runner, "mapduel", "--actions", "300", "--config", names[1])
    assert code == 0 and [c["name"] for c in s["configs"]] == [names[1]]
    code, s, _ = fuzz(runner, "mapduel", "--actions", "0", "--config", f"mapduel-{names[2]}")
    assert code == 0 and [c["name"] for c in s["configs"]] == [names[2]]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["no-such-game"], "unknown game"),
        (["tictactoe", "--config", "players=7"], "no sample configuration"),
    ],
)
def test_fuzz_usage_errors(runner: CliRunner, args: list[str], message: str) -> None:
    result = runner.invoke(app, ["fuzz", *args])
    assert result.exit_code == 2 and message in result.stderr


class CrashingDice(DiceGame):
    """The CLI dice game, one of whose sample configurations crashes on a six."""

    @classmethod
    def sample_configs(cls) -> list[dict[str, object]]:
        return [{"rounds": 2}, {"rounds": 2, "crash_on_six": True}]


def test_fuzz_failure_is_located_and_replayable(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(registry._classes, "cli-dice", CrashingDice)
    args = ("cli-dice", "--actions", "500", "--seed", "5", "--out", str(tmp_path), "--max-failures", "2")
    code, s, err = fuzz(runner, *args)
    assert code == 1
    assert len(s["failures"]) == 2  # stopped at --max-failures
    first = s["failures"][0]
    assert first["config"] == "crash_on_six=true-rounds=2" and first["options"]["crash_on_six"] is True
    assert (first["stage"], first["action"], first["error"]) == ("apply", "roll 6", "RuntimeError")
    assert first["game_index"] % 2 == 1 and "boom: rolled a six" in first["message"]
    log = Path(first["log"])
    assert log.parent == tmp_path and log.is_file()
    # what to run again is on stderr: seed, configuration, game, step, the action's notation
    line = next(x for x in err.splitlines() if x.startswith("FAILURE"))
    assert "cli-dice seed 5 config crash_on_six=true-rounds=2" in line and "'roll 6'" in line
    assert (
        f"game {first['game_index']} (game {first['config_game']} of its configuration)" in line
        and f"applying action {first['step'] + 1}" in line
    )
    assert f"arena replay {log}" in err and "--config " in err
    # the log replays the game up to the failing action
    replay = runner.invoke(app, ["replay", str(log)])
    assert replay.exit_code == 0, replay.output
    rows = [json.loads(x) for x in log.read_text().splitlines()[1:-1]]
    assert len(rows) == first["step"] and rows[-1]["p"] == 0  # the last one before the fatal roll
    assert f"OK cli-dice: {sum(1 for r in rows if r['p'] >= 0)} actions" in replay.stdout
    assert "unfinished" in replay.stdout
    # and the command printed plays that configuration alone up to the same failure
    again = next(x for x in err.splitlines() if x.startswith("  again: arena fuzz "))
    command = again.removeprefix("  again: arena ").split(";")[0]
    assert command == (
        f'fuzz cli-dice --seed 5 --config "crash_on_six=true-rounds=2" --actions {first["config_actions"]}'
    )
    code, alone, _ = fuzz(runner, *shlex.split(command)[1:], "--out", str(tmp_path / "again"))
    assert code == 1 and alone["actions"] <= first["config_actions"]
    [same] = alone["failures"]
    for key in ("config", "config_game", "game_seed", "config_actions", "step", "stage", "action", "message"):
        assert same[key] == first[key], key
