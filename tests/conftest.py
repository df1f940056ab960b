"""Shared pytest setup: Hypothesis profiles (``HYPOTHESIS_PROFILE=ci`` for a derandomized run)."""

import os

from hypothesis import settings

settings.register_profile("ci", derandomize=True, database=None, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
