"""Migrations at start-up: a new database is upgraded to Alembic's head; one already there is
left alone without loading Alembic (issue 16, "arena serve ready in under 1 s")."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from alembic.config import Config
from alembic.script import ScriptDirectory
from sqlalchemy import inspect

from arena.server.db import HEAD_REVISION, MIGRATIONS, make_engine, migrate, revision


def test_head_revision_is_alembics_head() -> None:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    assert ScriptDirectory.from_config(config).get_heads() == [HEAD_REVISION]


@pytest.mark.all_databases
def test_a_new_database_is_upgraded_to_the_head(db_url: str) -> None:
    engine = make_engine(db_url)
    assert revision(engine) == []
    migrate(engine)
    assert revision(engine) == [HEAD_REVISION]
    assert {"rooms", "seats"} <= set(inspect(engine).get_table_names())
    engine.dispose()


def test_a_database_at_the_head_is_opened_without_alembic(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'at-head.db'}"
    engine = make_engine(url)
    migrate(engine)
    engine.dispose()
    probe = (
        "import sys; from arena.server.db import make_engine, migrate;"
        f"migrate(make_engine({url!r})); print('alembic' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"
