"""Rate limits: each client's write count in its current window, shared by all processes.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-29

See api/http/ratelimit.py: the counts live in the database so that several worker
processes (and machines) enforce one budget per client, not one each.
"""

from collections.abc import Sequence

import sqlalchemy as sa

from alembic import op

revision: str = "0004"
down_revision: str | Sequence[str] | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "rate_limits",
        sa.Column("scope", sa.String(length=100), nullable=False),
        sa.Column("hits", sa.Integer(), nullable=False),
        sa.Column("resets_at", sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint("scope", name=op.f("pk_rate_limits")),
    )
    op.create_index("ix_rate_limits_resets_at", "rate_limits", ["resets_at"])


def downgrade() -> None:
    op.drop_index("ix_rate_limits_resets_at", table_name="rate_limits")
    op.drop_table("rate_limits")
