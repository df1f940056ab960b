"""Krosmaster test set-up: soak tests (``@pytest.mark.slow``) run only when asked for.

The project's ``make soak`` runs ``pytest -m slow``; a plain ``pytest`` run skips them.
"""

from __future__ import annotations

from pathlib import Path

import pytest

HERE = Path(__file__).parent


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if "slow" in (config.getoption("markexpr", default="") or ""):
        return
    skip = pytest.mark.skip(reason="soak test: run with `pytest -m slow` (make soak)")
    for item in items:
        if "slow" in item.keywords and HERE in Path(item.path).parents:
            item.add_marker(skip)
