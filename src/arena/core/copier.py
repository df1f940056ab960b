"""Generated ``clone`` methods: one straight-line assignment per field, written once per class.

A state's clone runs at every node of a search, so it must not loop over field names with
``getattr``/``setattr``: :func:`field_copier` writes the straight-line function from the
class's field plan::

    clone = field_copier(MyState, shared=("game", "turn"), lists=("deck",), nested=("hands",))

``shared`` fields are copied by reference (immutable values, or objects replaced and never
mutated); ``lists`` get a shallow copy (their items are immutable); ``nested`` are lists of
lists; ``dict_lists`` are lists of dicts. Every field of the plan must be a slot or attribute
name (checked on generation, so a misspelt plan fails at import).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

S = TypeVar("S")


def field_copier(
    cls: type[S],
    *,
    shared: Sequence[str] = (),
    lists: Sequence[str] = (),
    nested: Sequence[str] = (),
    dict_lists: Sequence[str] = (),
) -> Callable[[S], S]:
    """A function returning a copy of an instance of ``cls``, field by field, per the plan."""
    plan = [*shared, *lists, *nested, *dict_lists]
    if len(set(plan)) != len(plan):
        raise TypeError(f"{cls.__name__}: a field is planned twice")
    for name in plan:
        if not name.isidentifier():
            raise TypeError(f"{cls.__name__}: {name!r} is not a field name")
    slots = {s for klass in cls.__mro__ for s in getattr(klass, "__slots__", ())}
    if slots and not set(plan) <= slots:
        raise TypeError(f"{cls.__name__}: no slot for {sorted(set(plan) - slots)}")
    lines = ["def clone(self):", "    o = new(cls)"]
    lines += [f"    o.{n} = self.{n}" for n in shared]
    lines += [f"    o.{n} = self.{n}[:]" for n in lists]
    lines += [f"    o.{n} = [x[:] for x in self.{n}]" for n in nested]
    lines += [f"    o.{n} = [dict(x) for x in self.{n}]" for n in dict_lists]
    lines.append("    return o")
    namespace: dict[str, Any] = {"new": cls.__new__, "cls": cls}  # compiled bases refuse object.__new__
    exec("\n".join(lines), namespace)  # the plan's own field names only (checked above)
    copier: Callable[[S], S] = namespace["clone"]
    return copier
