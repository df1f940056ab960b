"""Self-play on a Ray cluster: the tournament's jobs as Ray tasks (``--backend ray``).

A job is a whole game (its agents, seed and configuration) and its result depends on nothing
else, so a Ray cluster plays exactly the games the local process pool plays for the same seed;
results come back as they finish, the same ``partial.csv`` records them. Ray is an optional extra
(``pip install -e ".[ray]"``): imported only here, only when asked for.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar

from arena.core.errors import OptionsError

J = TypeVar("J")
R = TypeVar("R")


class RayScheduler:
    """Jobs on the Ray cluster at ``address`` (``None``: a local one started with ``workers``
    CPUs and shut down when the jobs are done)."""

    def __init__(self, address: str | None = None, workers: int = 2) -> None:
        try:
            import ray
        except ImportError:
            raise OptionsError(
                'the Ray backend needs Ray: pip install -e ".[ray]"', reason="bad-option"
            ) from None
        self.ray: Any = ray
        self.address = address
        self.workers = max(1, workers)

    def map_unordered(self, fn: Callable[[J], R], jobs: Sequence[J]) -> Iterator[R]:
        ray = self.ray
        started = not ray.is_initialized()
        if started:
            local = {"num_cpus": self.workers} if self.address is None else {}
            ray.init(address=self.address, include_dashboard=False, log_to_driver=False, **local)
        try:
            task = ray.remote(num_cpus=1)(fn)
            pending = [task.remote(job) for job in jobs]
            while pending:
                done, pending = ray.wait(pending, num_returns=1)
                for ref in done:
                    yield ray.get(ref)
        finally:
            if started:
                ray.shutdown()
