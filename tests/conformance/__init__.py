"""The conformance suite: every registered game, every sample config, the same contract."""

import pytest

# The shared checks live in plain modules: let pytest rewrite their asserts for rich messages.
pytest.register_assert_rewrite(f"{__name__}.harness", f"{__name__}.fakegame")
