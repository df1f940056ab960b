"""The web client's Traditional Chinese strings, derived: ``/i18n/zh-Hant.json`` is
``web/i18n/zh-Hans.json`` converted by OpenCC (``to_traditional``), never a file of its own.

The conversion runs once per version of the Simplified file (its modification time)."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import Response

from arena.core.text import to_traditional

router = APIRouter(tags=["web"])
I18N_DIR = Path(__file__).resolve().parents[2] / "web" / "i18n"


@lru_cache(maxsize=2)
def _derived(mtime_ns: int) -> bytes:
    simplified: dict[str, str] = json.loads((I18N_DIR / "zh-Hans.json").read_text(encoding="utf-8"))
    traditional = {key: to_traditional(text) for key, text in simplified.items()}
    return json.dumps(traditional, ensure_ascii=False, indent=1, sort_keys=True).encode()


def zh_hant_strings() -> dict[str, str]:
    """The web client's strings in Traditional Chinese."""
    data: dict[str, str] = json.loads(_derived((I18N_DIR / "zh-Hans.json").stat().st_mtime_ns))
    return data


@router.get("/i18n/zh-Hant.json", include_in_schema=False)
def zh_hant() -> Response:
    body = _derived((I18N_DIR / "zh-Hans.json").stat().st_mtime_ns)
    return Response(body, media_type="application/json", headers={"Cache-Control": "no-cache"})
