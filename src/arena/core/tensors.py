"""Fixed-shape tensors from a player's view: a small layout vocabulary games declare as data.

A game describes its observation tensor as a :class:`TensorLayout`, a list of named
features, each reading one part of ``state.view(player)`` (never the state itself, so a
tensor cannot hold what its player may not see) and writing a fixed number of floats.
The layout depends on the configuration only; :meth:`TensorLayout.slices` documents which
slice means what (``docs/rl.md`` is generated from it).

The vocabulary: :class:`Scalar` (a number), :class:`OneHot` (one of a closed list),
:class:`Counts` (how many of each item of a closed list), :class:`Each` (the same
sub-features for each item of a list, up to a fixed number). Values are read with getters
built by :func:`at` (a key path, missing parts read as ``None``) or any function.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

Getter = Callable[[Any], Any]
"""Reads a feature's value from a view (or from one item of an :class:`Each`)."""
Buffer = Any
"""Where features write: a ``list[float]`` or a 1-D float array (indexable, assignable)."""


def at(*path: str | int) -> Getter:
    """A getter following ``path`` through dicts and lists; a missing step reads ``None``."""

    def get(value: Any) -> Any:
        for step in path:
            if type(value) is dict or isinstance(value, Mapping):  # views are plain JSON: the fast path
                value = value.get(step)
            elif isinstance(value, (list, tuple)) and type(step) is int and -len(value) <= step < len(value):
                value = value[step]
            else:
                return None
        return value

    return get


def _number(value: Any) -> float:
    kind = type(value)
    if kind is int or kind is float:
        return float(value)
    if value is None:
        return 0.0
    if isinstance(value, bool):
        return 1.0 if value else 0.0
    if isinstance(value, (int, float)):
        return float(value)
    return 1.0  # any other present value (a name, a dict) counts as "present"


@dataclass(frozen=True)
class Slice:
    """Where one feature lives in the flat tensor (``start:stop``) and what it means."""

    name: str
    start: int
    stop: int
    shape: tuple[int, ...]
    doc: str


class Feature:
    """One named part of a tensor: reads a value with ``get`` and writes ``size`` floats."""

    name: str
    doc: str
    get: Getter

    @property
    def size(self) -> int:
        raise NotImplementedError

    @property
    def shape(self) -> tuple[int, ...]:
        return (self.size,)

    def write(self, value: Any, out: Buffer, start: int) -> None:
        """Write the encoding of ``value`` at ``out[start:start + size]`` (zeros there)."""
        raise NotImplementedError

    def slices(self, start: int, prefix: str) -> list[Slice]:
        return [Slice(prefix + self.name, start, start + self.size, self.shape, self.doc)]


@dataclass(frozen=True)
class Scalar(Feature):
    """A number (``None`` reads 0, a bool 0/1, any other present value 1), times ``scale``."""

    name: str
    get: Getter
    doc: str = ""
    scale: float = 1.0

    @property
    def size(self) -> int:
        return 1

    def write(self, value: Any, out: Buffer, start: int) -> None:
        out[start] = _number(value) * self.scale


@dataclass(frozen=True)
class _Vocabulary(Feature):
    """A feature with one position per item of a closed ``vocab``."""

    name: str
    get: Getter
    vocab: Sequence[Hashable]
    doc: str = ""
    _index: dict[Hashable, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_index", {v: i for i, v in enumerate(self.vocab)})

    @property
    def size(self) -> int:
        return len(self.vocab)


@dataclass(frozen=True)
class OneHot(_Vocabulary):
    """1 at the position of the value in ``vocab``; all zeros for ``None`` or an unknown value."""

    def write(self, value: Any, out: Buffer, start: int) -> None:
        if value is None:
            return
        if type(value) is list:
            value = tuple(value)  # a JSON pair (a hex, a cell) reads as a tuple
        try:
            i = self._index.get(value)
        except TypeError:  # unhashable: not in the vocabulary
            return
        if i is not None:
            out[start + i] = 1.0


@dataclass(frozen=True)
class Counts(_Vocabulary):
    """How many of each ``vocab`` item the value holds, times ``scale``: a list counts its
    items, a mapping reads item → count, a single item counts once. Unknown items are
    ignored."""

    scale: float = 1.0

    def write(self, value: Any, out: Buffer, start: int) -> None:
        if value is None:
            return
        pairs: Iterable[tuple[Any, Any]]
        if type(value) is dict or isinstance(value, Mapping):
            pairs = value.items()
        elif type(value) is list or isinstance(value, tuple):
            pairs = ((item, 1) for item in value)
        else:
            pairs = ((value, 1),)
        index = self._index
        scale = self.scale
        for item, count in pairs:
            if type(item) is list:
                item = tuple(item)
            try:
                i = index.get(item)
            except TypeError:  # unhashable: not in the vocabulary
                continue
            if i is not None:
                out[start + i] += _number(count) * scale


@dataclass(frozen=True)
class Each(Feature):
    """The same ``features`` for each item of a list, up to ``limit`` items (the rest are
    left out; missing items are all zeros). With ``flag`` (the default) each block starts
    with a 1 for "item present"; lists of a fixed length (one item per seat) leave it out."""

    name: str
    get: Getter
    limit: int
    features: Sequence[Feature]
    doc: str = ""
    flag: bool = True
    _block: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_block", int(self.flag) + sum(f.size for f in self.features))

    @property
    def size(self) -> int:
        return self.limit * self._block

    @property
    def shape(self) -> tuple[int, ...]:
        return (self.limit, self._block)

    def write(self, value: Any, out: Buffer, start: int) -> None:
        if not isinstance(value, (list, tuple)):
            return
        flag = int(self.flag)
        for item in value[: self.limit]:
            if flag:
                out[start] = 1.0
            at_ = start + flag
            for sub in self.features:
                sub.write(sub.get(item), out, at_)
                at_ += sub.size
            start += self._block

    def slices(self, start: int, prefix: str) -> list[Slice]:
        doc = f"{self.doc} (item i at +{self._block}·i; rows below: item 0)".lstrip()
        rows = [Slice(prefix + self.name, start, start + self.size, self.shape, doc)]
        if self.flag:
            rows.append(
                Slice(f"{prefix}{self.name}[i].present", start, start + 1, (1,), "1 when item i exists")
            )
        at_ = start + int(self.flag)
        for sub in self.features:
            rows.extend(sub.slices(at_, f"{prefix}{self.name}[i]."))
            at_ += sub.size
        return rows


class TensorLayout:
    """A fixed-shape ``float32`` tensor as a sequence of named features over a view."""

    def __init__(self, features: Sequence[Feature]) -> None:
        names = [f.name for f in features]
        if len(set(names)) != len(names):
            raise ValueError(f"duplicate feature names in a tensor layout: {names}")
        self.features = tuple(features)
        self.size = sum(f.size for f in features)

    @property
    def shape(self) -> tuple[int]:
        return (self.size,)

    def encode(self, view: Mapping[str, Any]) -> list[float]:
        """The tensor of ``view`` as a flat list of floats (length ``size``)."""
        out = [0.0] * self.size
        self.encode_into(view, out, 0)
        return out

    def encode_into(self, view: Mapping[str, Any], out: Buffer, start: int) -> None:
        """Write the tensor of ``view`` at ``out[start:start + size]``, which must hold zeros."""
        for feature in self.features:
            feature.write(feature.get(view), out, start)
            start += feature.size

    def slices(self) -> list[Slice]:
        """Every feature's slice, nested features as ``name[i].sub`` rows (for docs)."""
        rows: list[Slice] = []
        start = 0
        for feature in self.features:
            rows.extend(feature.slices(start, ""))
            start += feature.size
        return rows

    def markdown(self) -> str:
        """The layout as a Markdown table (slice, shape, meaning)."""
        lines = ["| feature | slice | shape | meaning |", "|---|---|---|---|"]
        for row in self.slices():
            shape = "×".join(str(n) for n in row.shape)
            lines.append(f"| `{row.name}` | {row.start}:{row.stop} | {shape} | {row.doc} |")
        return "\n".join(lines)
