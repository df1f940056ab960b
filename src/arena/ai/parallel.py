"""Root parallelism: run ``fn(0) .. fn(k-1)`` at the same time, ``fn(0)`` in this process.

The others run in forked processes, which inherit the observation they search from (nothing
about the game is pickled; only the results come back). Where ``fork`` is unavailable, or
inside a daemonic process (which may not have children), the shares run one after the other
here, with the same results.
"""

from __future__ import annotations

import multiprocessing as mp
import traceback
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any, TypeVar

T = TypeVar("T")


def can_fork() -> bool:
    return "fork" in mp.get_all_start_methods() and not mp.current_process().daemon


def _child(fn: Callable[[int], Any], i: int, conn: Connection) -> None:
    try:
        conn.send(("ok", fn(i)))
    except BaseException as exc:  # report, never hang the parent
        conn.send(("error", f"{type(exc).__name__}: {exc}\n{traceback.format_exc()}"))
    finally:
        conn.close()


def run_forked(fn: Callable[[int], T], workers: int) -> list[T]:
    """``[fn(0), ..., fn(workers - 1)]``, computed in parallel processes when possible."""
    if workers <= 1 or not can_fork():
        return [fn(i) for i in range(workers)]
    ctx = mp.get_context("fork")
    procs: list[tuple[Any, Connection]] = []
    for i in range(1, workers):
        parent, child = ctx.Pipe(duplex=False)
        proc = ctx.Process(target=_child, args=(fn, i, child), daemon=True)
        proc.start()
        child.close()
        procs.append((proc, parent))
    results = [fn(0)]
    errors = []
    for proc, conn in procs:
        try:
            status, payload = conn.recv()
        except EOFError:
            status, payload = "error", f"worker exited with code {proc.exitcode}"
        proc.join()
        if status == "ok":
            results.append(payload)
        else:
            errors.append(payload)
    if errors:
        raise RuntimeError(f"root-parallel worker failed: {errors[0]}")
    return results
