"""Telling the other server processes that a room moved on (Redis publish/subscribe).

Each process holds the rooms it serves in memory; the database holds the one log. When a process
commits a change it publishes ``room id, version`` on one Redis channel; every other process that
holds that room drops its copy (its next read rebuilds the room from the log) and pushes the new
state to its own websocket connections. Without ``ARENA_REDIS_URL`` nothing is published: one
process serves its rooms alone.

A message is a JSON object ``{"room": id, "version": n, "from": process}``; a process ignores its
own, and anything malformed on the channel is logged and skipped.
"""

from __future__ import annotations

import json
import logging
import threading
import uuid
from collections.abc import Callable
from typing import Any

log = logging.getLogger("arena.server")

CHANNEL = "arena:rooms"
"""The Redis channel of every room's changes."""

RemoteChange = Callable[[str, int], None]
"""Called (in the listener thread) with a room id and the version another process reached."""


class Fanout:
    """No other process to tell (no Redis): publishing does nothing."""

    process = "local"

    def start(self, on_remote: RemoteChange) -> None:
        """Begin listening for the other processes' changes."""

    def publish(self, room_id: str, version: int) -> None:
        """Tell the other processes that ``room_id`` reached ``version``."""

    def close(self) -> None:
        """Stop listening."""


class RedisFanout(Fanout):
    """Changes published to, and read from, one Redis channel."""

    def __init__(self, url: str) -> None:
        import redis  # an optional dependency: only with ARENA_REDIS_URL

        self.client: Any = redis.Redis.from_url(url, socket_timeout=5, socket_connect_timeout=5)
        self.client.ping()  # a wrong URL fails at start-up, not at the first move
        self.process = uuid.uuid4().hex
        self._pubsub: Any = None
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()

    def start(self, on_remote: RemoteChange) -> None:
        self._pubsub = self.client.pubsub(ignore_subscribe_messages=True)
        self._pubsub.subscribe(CHANNEL)

        def listen() -> None:
            while not self._stop.is_set():
                try:
                    message = self._pubsub.get_message(timeout=0.5)
                except Exception:  # the connection dropped: redis-py reconnects on the next call
                    if self._stop.is_set():
                        return
                    log.warning("redis fan-out: connection lost; retrying", exc_info=True)
                    self._stop.wait(1.0)
                    continue
                if message is not None:
                    self._dispatch(message.get("data"), on_remote)

        self._thread = threading.Thread(target=listen, name="arena-fanout", daemon=True)
        self._thread.start()

    def _dispatch(self, data: Any, on_remote: RemoteChange) -> None:
        try:
            body = json.loads(data)
            room, version, sender = str(body["room"]), int(body["version"]), str(body["from"])
        except (TypeError, ValueError, KeyError):
            log.warning("redis fan-out: a malformed message skipped: %r", data)
            return
        if sender == self.process:
            return
        try:
            on_remote(room, version)
        except Exception:
            log.exception("redis fan-out: room %s at version %d not refreshed", room, version)

    def publish(self, room_id: str, version: int) -> None:
        body = json.dumps({"room": room_id, "version": version, "from": self.process})
        try:
            self.client.publish(CHANNEL, body)
        except Exception:  # the move is committed; the others catch up when a player acts
            log.warning("redis fan-out: room %s at version %d not published", room_id, version, exc_info=True)

    def close(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
        if self._pubsub is not None:
            self._pubsub.close()
        self.client.close()


def fanout_for(redis_url: str | None) -> Fanout:
    """The fan-out the settings ask for (Redis when a URL is given)."""
    return RedisFanout(redis_url) if redis_url else Fanout()
