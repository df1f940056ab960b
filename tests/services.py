"""Throw-away service processes for tests: a PostgreSQL cluster in a temporary directory, from
Debian's packages (``make test`` installs ``postgresql`` when missing, like chromium).

The cluster listens on a Unix socket only (no TCP port), trusts local connections, and is stopped
(immediately) when the test session ends. PostgreSQL refuses to run as root, so under root its
commands run as the ``postgres`` system user that Debian's package creates.
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
import time
import uuid
from pathlib import Path

import pytest

REQUIRE = "ARENA_REQUIRE_SERVICES"
"""Set (by ``make test``): a missing service fails the tests instead of skipping them."""


def missing(what: str) -> None:
    """Skip (or, under ``make test``, fail) a test whose service is not installed."""
    message = f"{what} is not installed (make test installs it from Debian's packages)"
    if os.environ.get(REQUIRE):
        pytest.fail(message)
    pytest.skip(message)


class PostgresCluster:
    """One PostgreSQL cluster in a new directory of the system's temporary directory (pytest's
    are private to root, which the ``postgres`` user may not enter); :meth:`new_database` gives
    each test its own database; :meth:`stop` stops it and removes the directory."""

    def __init__(self) -> None:
        bins = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
        if not bins:
            missing("PostgreSQL")
        self.bin = Path(bins[-1]).parent
        base = self.base = Path(tempfile.mkdtemp(prefix="arena-postgres-"))
        self.data = base / "data"
        self.socket = base / "socket"
        self.socket.mkdir(parents=True)
        self.as_root = os.geteuid() == 0
        if self.as_root:
            shutil.chown(base, "postgres")
            shutil.chown(self.socket, "postgres")
        self.run("initdb", "-D", str(self.data), "-U", "arena", "--auth=trust", "-E", "UTF8", "--no-sync")
        options = f"-k {self.socket} -c listen_addresses='' -c fsync=on"
        self.run("pg_ctl", "-D", str(self.data), "-o", options, "-l", str(base / "log"), "-w", "start")

    def run(self, tool: str, *args: str) -> None:
        command = [str(self.bin / tool), *args]
        if self.as_root:
            command = ["runuser", "-u", "postgres", "--", *command]
        done = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
        if done.returncode:
            raise RuntimeError(
                f"{tool} failed ({done.returncode}): {done.stderr.strip() or done.stdout.strip()}"
            )

    def new_database(self) -> str:
        """A new empty database; its SQLAlchemy URL (psycopg 3, over the Unix socket)."""
        name = f"t{uuid.uuid4().hex[:16]}"
        self.run("createdb", "-h", str(self.socket), "-U", "arena", name)
        return f"postgresql+psycopg://arena@/{name}?host={self.socket}"

    def stop(self) -> None:
        try:
            self.run("pg_ctl", "-D", str(self.data), "-m", "immediate", "stop")
        finally:
            shutil.rmtree(self.base, ignore_errors=True)


class RedisServer:
    """One Redis server on a Unix socket in a new temporary directory, persisting nothing."""

    def __init__(self) -> None:
        binary = shutil.which("redis-server")
        if binary is None:
            missing("Redis (redis-server)")
        self.base = Path(tempfile.mkdtemp(prefix="arena-redis-"))
        self.socket = self.base / "redis.sock"
        self.log = open(self.base / "log", "wb")  # noqa: SIM115 - closed in stop()
        args = ["--port", "0", "--unixsocket", str(self.socket), "--unixsocketperm", "700"]
        args += ["--save", "", "--appendonly", "no", "--dir", str(self.base)]
        self.proc = subprocess.Popen([str(binary), *args], stdout=self.log, stderr=subprocess.STDOUT)
        for _ in range(200):
            if self.socket.exists():
                break
            if self.proc.poll() is not None:
                raise RuntimeError(f"redis-server exited: {(self.base / 'log').read_text()}")
            time.sleep(0.05)
        else:
            raise RuntimeError("redis-server did not open its socket within 10 s")
        self.url = f"unix://{self.socket}"

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.log.close()
        shutil.rmtree(self.base, ignore_errors=True)
