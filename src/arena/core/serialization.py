"""Canonical JSON and state hashes."""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arena.core.state import State


def canonical_json(data: Any) -> str:
    """Compact JSON with sorted keys: equal data, equal text."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def state_hash(state: State[Any]) -> str:
    """A short stable digest of the whole state (hidden parts included)."""
    text = canonical_json(state.to_json())
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def roundtrip(state: State[Any]) -> State[Any]:
    """``state`` written to JSON text and read back (tests and the server use this)."""
    text = json.dumps(state.to_json())
    return state.game.state_from_json(json.loads(text))
