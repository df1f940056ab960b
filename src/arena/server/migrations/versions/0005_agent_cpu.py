"""Safe online (issue 31): a room's agents' CPU seconds are stored, so its budget survives an
eviction or a restart.

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-26
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("rooms") as batch:
        batch.add_column(sa.Column("agent_cpu_s", sa.Float(), nullable=False, server_default=sa.text("0")))


def downgrade() -> None:
    with op.batch_alter_table("rooms") as batch:
        batch.drop_column("agent_cpu_s")
