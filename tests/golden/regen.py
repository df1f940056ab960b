"""Regenerate the golden replays after an intended rules change:

    .venv/bin/python -m tests.golden.regen

Each golden file is a replay log (JSON lines, a state hash per step) of a seeded random game.
"""

from __future__ import annotations

from pathlib import Path

from arena.ai import RandomAgent
from arena.core import registry
from arena.core.driver import play_game
from arena.core.replay import write_replay

HERE = Path(__file__).parent
GOLDEN: list[tuple[str, dict[str, object], int]] = [
    ("tictactoe", {}, 1),
    *[("krosmaster", {"scenario": f"tutorial-{n}"}, 2026) for n in range(1, 7)],
    ("krosmaster", {"scenario": "tutorial-7"}, 2026),
    ("krosmaster", {"players": 4, "mode": "2v2", "teams": "draft"}, 2026),
    ("knockdown", {}, 2026),
    ("mapduel", {"players": 4}, 2026),
    ("hilo", {}, 2026),
    ("mageknight", {}, 2026),
    ("mageknight", {"players": 2}, 2026),
]


def name(game_id: str, options: dict[str, object], seed: int) -> str:
    tail = "-".join(str(v) for v in options.values())
    return f"{game_id}{'-' + tail if tail else ''}-seed{seed}.jsonl"


def main() -> None:
    for game_id, options, seed in GOLDEN:
        game = registry.load(game_id, **options)
        record = play_game(game, [RandomAgent() for _ in range(game.num_players)], seed)
        write_replay(record, HERE / name(game_id, options, seed))
        print("wrote", name(game_id, options, seed), len(record.steps), "steps")


if __name__ == "__main__":
    main()
