"""Shared pieces of every game's data layer: a strict pydantic base and YAML reading whose
errors name the file and the field (games build their own models on these)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError

from arena.core.errors import DataError


class Strict(BaseModel):
    """Data models reject unknown keys (a typo in a designer's file is an error) and are frozen."""

    model_config = ConfigDict(extra="forbid", frozen=True)


def read_yaml(path: Path) -> Any:
    """The parsed YAML of ``path``; a DataError naming the file when it cannot be read."""
    try:
        return yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise DataError(f"{path}: cannot read YAML: {exc}", reason="bad-yaml") from exc


def located_error(path: Path, exc: ValidationError, limit: int = 5) -> DataError:
    """A validation failure as one DataError: ``file: field.path: message; ...``."""
    parts = []
    for err in exc.errors()[:limit]:
        loc = ".".join(str(p) for p in err.get("loc", ()))
        parts.append(f"{loc}: {err.get('msg')}")
    return DataError(f"{path}: " + "; ".join(parts), reason="invalid-data")


@dataclass(frozen=True)
class Problem:
    """One problem of a designer's data file (``arena validate``): the file, the 1-based line
    (0 = unknown), the field path and the message (a :class:`arena.core.game.DataProblem`)."""

    file: str
    line: int
    field: str
    message: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where}: {self.field or '(file)'}: {self.message}"
