"""The web client's Traditional Chinese strings, derived: ``/i18n/zh-Hant.json`` is
``web/i18n/zh-Hans.json`` converted by OpenCC (``to_traditional``), never a file of its own.

The conversion runs once per version of the Simplified file (its modification time)."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from fastapi import APIRouter

from arena.core.text import to_traditional

router = APIRouter(tags=["web client"])
I18N_DIR = Path(__file__).resolve().parents[2] / "web" / "i18n"


@lru_cache(maxsize=2)
def _derived(mtime_ns: int) -> dict[str, str]:
    simplified: dict[str, str] = json.loads((I18N_DIR / "zh-Hans.json").read_text(encoding="utf-8"))
    return {key: to_traditional(text) for key, text in simplified.items()}


def zh_hant_strings() -> dict[str, str]:
    """The web client's strings in Traditional Chinese (a fresh copy)."""
    return dict(_derived((I18N_DIR / "zh-Hans.json").stat().st_mtime_ns))


@router.get("/i18n/zh-Hant.json", response_model=dict[str, str])
def zh_hant() -> dict[str, str]:
    """The web client's strings in Traditional Chinese, derived from ``zh-Hans.json`` (OpenCC
    ``s2tw``); ``en``, ``fr`` and ``zh-Hans`` are static files beside it."""
    return zh_hant_strings()
