"""``arena games`` piped into a narrow output: every game id is printed whole (issue 29)."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from arena.core import registry


@pytest.mark.parametrize("columns", [30, 50, 80, 120])
def test_ids_never_wrap_when_piped_narrow(columns: int) -> None:
    env = {**os.environ, "COLUMNS": str(columns), "TERM": "dumb"}
    out = subprocess.run(
        [sys.executable, "-c", "from arena.cli.entry import main; main()", "games"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=True,
    ).stdout
    missing = [gid for gid in registry.game_ids() if not re.search(rf"(?<![\w-]){gid}(?![\w-])", out)]
    assert not missing, f"ids wrapped at {columns} columns: {missing}\n{out}"
