"""Seat tokens: each human seat gets a secret token at room creation (shown once); only its
sha256 digest is stored. A request speaks for a seat by ``Authorization: Bearer <token>`` (a
websocket: ``?token=``)."""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Sequence

from arena.server.errors import ApiError


def new_token() -> str:
    """A fresh secret seat token."""
    return secrets.token_urlsafe(24)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def bearer(authorization: str | None) -> str | None:
    """The token of ``Authorization: Bearer <token>``; 401 for any other shape."""
    if authorization is None:
        return None
    scheme, _, token = authorization.strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise ApiError(401, "bad-token", "expected the header Authorization: Bearer <seat token>")
    return token.strip()


def seat_of(token_hashes: Sequence[str | None], token: str | None, seat: int | None) -> int | None:
    """The seat a request speaks for, given each seat's token digest: ``None`` (spectator)
    without a token; 401 for a token that opens no seat; 403 when it opens another seat than
    ``seat``."""
    if token is None:
        if seat is not None:
            raise ApiError(401, "bad-token", f"seat {seat} needs its token (Authorization: Bearer ...)")
        return None
    digest = hash_token(token)
    owner = next(
        (i for i, h in enumerate(token_hashes) if h is not None and hmac.compare_digest(h, digest)),
        None,
    )
    if owner is None:
        raise ApiError(401, "bad-token", "this token opens no seat of this room")
    if seat is not None and seat != owner:
        raise ApiError(403, "not-your-seat", f"your token is for seat {owner}, not seat {seat}")
    return owner
