"""Issue 32: how well the 2-player and the 4-player learned models predict the winner of games
with more players. Plays 4-player (300) and 6-player party (200) games seeded 2 — unseen in
training (seed 1) — with the training script's seating, once with each model driving
``greedy``, and prints each model's log loss and accuracy on the positions kept.

    PYTHONPATH=. .venv/bin/python docs/results/mapduel-4p-evaluation/compare.py
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import yaml
from tests.scripts import load_script

from arena.games.mapduel.datamodel import DATA_DIR, base_characters
from arena.games.mapduel.evaluation import FEATURES

HERE = Path(__file__).parent
trainer = load_script("scripts/train_mapduel_evaluation.py")
MODELS = {
    "2-player": yaml.safe_load((DATA_DIR / "evaluation.yaml").read_text(encoding="utf-8"))["evaluation"],
    "4-player": yaml.safe_load((HERE / "evaluation-4.yaml").read_text(encoding="utf-8"))["evaluation"],
}
TABLES = {
    "4 players": ({"players": 4}, 300),
    "6 players, party pack": ({"players": 6, "dlc": ["party"], "include_undefined": True}, 200),
}


def weights(model: dict[str, Any]) -> Any:
    ids = [c.id for c in base_characters().characters]
    return np.array([model["weights"][f] for f in FEATURES] + [model["characters"][c] for c in ids])


for table, (options, games) in TABLES.items():
    for driver, model in MODELS.items():
        rows = trainer.play_chunk(trainer.Chunk(1, 0, games, 2, 0.15, model, options))
        features = np.array([f for _, f, _, _ in rows])
        alive = np.array([a for _, _, a, _ in rows])
        winner = np.array([w for _, _, _, w in rows])
        for name, judged in MODELS.items():
            loss, accuracy = trainer.log_loss(features, alive, winner, weights(judged))
            print(
                f"{table}, greedy by the {driver} model, {len(winner)} positions: "
                f"{name} model log loss {loss:.3f}, accuracy {accuracy:.3f}"
            )
