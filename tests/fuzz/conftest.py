"""Fuzzing fixtures: the app under fuzz (on a temporary database) with its OpenAPI schema as
Schemathesis reads it, and how many examples to draw (``ARENA_FUZZ_EXAMPLES``: the short
default keeps ``make test`` quick, docs/server.md gives the long run)."""

from __future__ import annotations

import atexit
import os
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

import schemathesis
from fastapi import FastAPI

from arena.server import Settings, create_app

EXAMPLES = int(os.environ.get("ARENA_FUZZ_EXAMPLES", "12"))
"""Examples per operation (and per websocket fuzz); the long fuzz sets 500."""

CONFIG = schemathesis.Config.from_dict(
    {
        "checks": {
            # the schema cannot say which options a game takes or which action text is legal
            # now: a schema-valid body that the game refuses (422) is right, not a failure
            "positive_data_acceptance": {"enabled": False},
        },
    }
)


def fuzz_settings(tmp: Path) -> Settings:
    """The app's settings under fuzzing: failed tokens are not rate-limited (every request
    comes from one address; the limiter has its own tests, tests/server/test_hardening.py)."""
    return Settings(database_url=f"sqlite:///{tmp / 'fuzz.db'}", run_ticker=False, failed_token_limit=0)


@cache
def fuzzed_app() -> FastAPI:
    """One app for the session (Schemathesis starts its lifespan once, keeps it to the end)."""
    tmp = tempfile.TemporaryDirectory(prefix="arena-fuzz-")
    atexit.register(tmp.cleanup)
    return create_app(fuzz_settings(Path(tmp.name)))


@cache
def api_schema() -> Any:
    """The app's ``/openapi.json`` loaded by Schemathesis (at collection: pytest 9 cannot run
    Schemathesis's fixture-loaded schemas)."""
    return schemathesis.openapi.from_asgi("/openapi.json", fuzzed_app(), config=CONFIG)
