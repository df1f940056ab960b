"""Seat tokens: each human seat gets a secret token at room creation (shown once); only its
sha256 digest is stored. A request speaks for a seat by ``Authorization: Bearer <token>`` (a
websocket: ``?token=``). :class:`FailedTokens` slows down whoever guesses tokens."""

from __future__ import annotations

import hashlib
import hmac
import math
import secrets
from collections import OrderedDict, deque
from collections.abc import Callable, Sequence

from arena.core.text import Seat, msg
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
        raise ApiError(
            401,
            "bad-token",
            "expected the header Authorization: Bearer <seat token>",
            say=msg("server-bad-token-header"),
        )
    return token.strip()


def seat_of(token_hashes: Sequence[str | None], token: str | None, seat: int | None) -> int | None:
    """The seat a request speaks for, given each seat's token digest: ``None`` (spectator)
    without a token; 401 for a token that opens no seat; 403 when it opens another seat than
    ``seat``."""
    if token is None:
        if seat is not None:
            raise ApiError(
                401,
                "bad-token",
                f"seat {seat} needs its token (Authorization: Bearer ...)",
                say=msg("server-token-needed", seat=Seat(seat)),
            )
        return None
    digest = hash_token(token)
    owner = next(
        (i for i, h in enumerate(token_hashes) if h is not None and hmac.compare_digest(h, digest)),
        None,
    )
    if owner is None:
        raise ApiError(401, "bad-token", "this token opens no seat of this room", say=msg("server-bad-token"))
    if seat is not None and seat != owner:
        raise ApiError(
            403,
            "not-your-seat",
            f"your token is for seat {owner}, not seat {seat}",
            say=msg("server-not-your-seat", mine=Seat(owner), seat=Seat(seat)),
        )
    return owner


class FailedTokens:
    """Failed tokens (401 answers) per client address, over a sliding window: an address with
    ``limit`` failures in the last ``window_s`` seconds must wait (``retry_after``) until the
    oldest of them leaves the window (``limit`` 0: no limit). At most ``max_clients``
    addresses are remembered (the least recently failing is forgotten first). ``clock`` gives
    monotonic seconds. Not thread-safe: the middleware and the websocket use it from the event
    loop only."""

    def __init__(
        self, limit: int, window_s: float, clock: Callable[[], float], max_clients: int = 10_000
    ) -> None:
        self.limit = limit
        self.window_s = window_s
        self.clock = clock
        self.max_clients = max_clients
        self._failures: OrderedDict[str, deque[float]] = OrderedDict()

    def failed(self, client: str) -> None:
        """Record one failed token from ``client``."""
        if self.limit <= 0:
            return
        now = self.clock()
        times = self._failures.pop(client, None) or deque(maxlen=self.limit)
        times.append(now)
        self._failures[client] = times
        while len(self._failures) > self.max_clients:
            self._failures.popitem(last=False)

    def retry_after(self, client: str) -> int:
        """Whole seconds ``client`` must wait before presenting a token again (0: it may now)."""
        if self.limit <= 0:
            return 0
        now = self.clock()
        times = self._failures.get(client)
        if times is None or len(times) < self.limit:
            return 0
        wait = times[0] + self.window_s - now
        return max(1, math.ceil(wait)) if wait > 0 else 0
