"""The compiled core (issue 16, "A compiled rules core, Python source kept"): `make test` runs
the suite against the wheel (`ARENA_BUILD=wheel`) and the conformance suite against the sources
(`ARENA_BUILD=source`); the wheel build falls back to pure Python where C does not compile."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import arena
from arena.core.build import compiled_core, compiled_modules, describe

ROOT = Path(__file__).resolve().parents[1]
BUILD = os.environ.get("ARENA_BUILD")


def _compiler() -> str | None:
    return shutil.which(os.environ.get("CC", "cc"))


@pytest.mark.skipif(BUILD != "wheel", reason="only when make test runs the suite on the wheel")
def test_the_suite_runs_on_the_installed_wheel_and_it_is_compiled() -> None:
    package = Path(arena.__file__).resolve().parent
    assert ROOT / "src" not in package.parents, f"imported the sources, not the wheel: {package}"
    if _compiler() is None:
        pytest.skip("no C compiler here: the wheel is the pure-Python package")
    assert compiled_core(), describe()
    assert {"arena.core.chance", "arena.games.tictactoe.game"} <= set(compiled_modules())
    assert (package / "core" / "chance.py").is_file()  # the Python source is kept beside it


@pytest.mark.skipif(BUILD != "source", reason="only when make test runs the sources")
def test_the_source_run_is_pure_python() -> None:
    assert Path(arena.__file__).resolve().parent == ROOT / "src" / "arena"
    assert not compiled_core() and compiled_modules() == ()


def _build_wheel(tmp_path: Path, **env: str) -> zipfile.ZipFile:
    project = tmp_path / "project"
    project.mkdir()
    for name in ("setup.py", "pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, project / name)
    shutil.copytree(ROOT / "src", project / "src", ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    out = tmp_path / "dist"
    command = [
        sys.executable,
        "-m",
        "pip",
        "wheel",
        "-q",
        "--no-deps",
        "--no-build-isolation",
        "-w",
        str(out),
        ".",
    ]
    done = subprocess.run(
        command, cwd=project, env={**os.environ, **env}, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr[-2000:]
    (wheel,) = out.glob("arena-*.whl")
    return zipfile.ZipFile(wheel)


def test_without_a_c_compiler_the_wheel_is_the_pure_package(tmp_path: Path) -> None:
    """`CC=false`: every C compile fails, the build warns and ships the sources only."""
    wheel = _build_wheel(tmp_path, CC="false", LDSHARED="false")
    names = wheel.namelist()
    assert "arena/core/state.py" in names and "arena/games/tictactoe/game.py" in names
    assert not [n for n in names if n.endswith((".so", ".pyd"))], names
    target = tmp_path / "installed"
    wheel.extractall(target)
    play = (
        "from arena.core.build import compiled_core; from arena.core.registry import load;"
        "s = load('tictactoe').new_initial_state()\n"
        "for cell in (4, 0, 2, 1, 6): s.apply(cell)\n"
        "print(compiled_core(), s.returns())"
    )
    done = subprocess.run(
        [sys.executable, "-c", play],
        env={**os.environ, "PYTHONPATH": str(target)},
        capture_output=True,
        text=True,
    )
    assert done.stdout.split() == ["False", "[1.0,", "-1.0]"], done.stderr
