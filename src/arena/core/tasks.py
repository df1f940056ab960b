"""Task records, the entries of a flow's stack (:mod:`arena.core.flow`), and the lean path's
event sink."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar, Self, SupportsIndex, TypeVar, dataclass_transform

from arena.core.events import Event


class Task:
    """Base of task records. Subclasses are declared with :func:`task_record` and set ``kind``,
    the stable name written in JSON (``"turn"``, ``"deal"``...)."""

    __slots__ = ()
    kind: ClassVar[str] = ""


C = TypeVar("C", bound=type)


class _Discarded(list[Event]):
    """An event list that keeps nothing (the lean path's sink, shared by every state): each
    way of adding to a list is a no-op, so nothing ever accumulates in it."""

    __slots__ = ()

    def append(self, event: Event) -> None:
        pass

    def extend(self, events: Iterable[Event]) -> None:
        pass

    def insert(self, index: SupportsIndex, event: Event) -> None:
        pass

    def __iadd__(self, events: Iterable[Event]) -> Self:  # type: ignore[override,misc]
        return self


DISCARDED: list[Event] = _Discarded()
"""The events of :meth:`FlowState.step`: appended to by the handlers, kept nowhere."""


@dataclass_transform(frozen_default=True)
def task_record(cls: C) -> C:
    """Declare a task record: a slotted dataclass, equal and hashable by value, that the type
    checker treats as frozen (mypy --strict rejects any assignment to a field).

    At run time it is not frozen: a frozen dataclass sets each field through
    ``object.__setattr__`` and takes about 5x longer to build (2.1 against 0.4 µs for 15
    fields, measured), and task records are built on nearly every step of a game. Stack clones
    share records, so a field is never assigned: the task is replaced."""
    record: Any = dataclass(slots=True, unsafe_hash=True)(cls)
    record.__task_record__ = True
    built: C = record
    return built
