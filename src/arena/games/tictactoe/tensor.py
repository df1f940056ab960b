"""Tic-tac-toe's observation tensor (27 floats, OpenSpiel's layout): for each of the 9 cells
row by row, whether it is empty, X or O."""

from __future__ import annotations

from typing import Any

from arena.core.tensors import Counts, Feature, TensorLayout


def _cells(view: dict[str, Any]) -> list[tuple[int, int]]:
    return [(mark, cell) for cell, mark in enumerate(view["board"])]


def observation_layout() -> TensorLayout:
    features: list[Feature] = [
        Counts(
            "cells",
            _cells,
            [(mark, cell) for mark in range(3) for cell in range(9)],
            "planes empty / X / O, 9 cells each, row by row from the top left",
        )
    ]
    return TensorLayout(features)
