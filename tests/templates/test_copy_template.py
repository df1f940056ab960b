"""docs/adding-a-game.md, followed mechanically: copy the Hi-Lo template into a new package
under a new name, register it through an entry point (the way an installed package would),
and the conformance checks pass on it."""

from __future__ import annotations

import importlib
import random
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import arena.games.hilo
from arena.core import registry
from tests.conformance import harness

NEW_ID, NEW_PREFIX = "copydeck", "CopyDeck"


@pytest.fixture
def copied_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    # 1. copy and rename (a package of its own, outside arena)
    source = Path(arena.games.hilo.__file__).parent
    target = tmp_path / "site" / f"{NEW_ID}_game"
    shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__"))
    for path in target.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        text = text.replace("arena.games.hilo", f"{NEW_ID}_game").replace("HiLo", NEW_PREFIX)
        text = text.replace('id="hilo"', f'id="{NEW_ID}"').replace('Flow("hilo")', f'Flow("{NEW_ID}")')
        path.write_text(text, encoding="utf-8")
    # 7. register it through an entry point, as an installed distribution would
    dist = tmp_path / "site" / f"{NEW_ID}_game-1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {NEW_ID}-game\nVersion: 1.0\n", encoding="utf-8"
    )
    (dist / "entry_points.txt").write_text(
        f"[arena.games]\n{NEW_ID} = {NEW_ID}_game.game:{NEW_PREFIX}\n\n"
        f"[arena.game_info]\n{NEW_ID} = {NEW_ID}_game.info:INFO\n",
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    importlib.invalidate_caches()
    registry._entry_points.cache_clear()
    monkeypatch.setattr(registry, "_classes", dict(registry._classes))
    yield NEW_ID
    registry._entry_points.cache_clear()
    for name in [m for m in sys.modules if m.startswith(f"{NEW_ID}_game")]:
        del sys.modules[name]


def test_the_copied_template_is_a_registered_game_that_passes_conformance(copied_game: str) -> None:
    assert copied_game in registry.game_ids()
    info = registry.game_info(copied_game)
    assert info.id == copied_game and f"{NEW_ID}_game.state" not in sys.modules  # listed, rules not imported
    game = registry.load(copied_game)
    assert type(game).__module__ == f"{NEW_ID}_game.game"
    for seed in range(3):
        harness.check_game_playout(game, seed)
        record = harness.check_determinism(game, seed)
        harness.check_replay(game, record, random.Random(seed))
    model = game.view_model()
    assert model is not None
    state = game.new_initial_state()
    while not state.is_terminal():
        for seat in (0, 1, None):
            model.model_validate(state.view(seat))
        state.apply(state.legal_actions()[0])
