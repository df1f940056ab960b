"""Browser-test fixtures: ``arena serve`` as a subprocess on a temp SQLite DB, Debian's chromium
driven by Playwright (never ``playwright install``), screenshots under test-artifacts/."""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "test-artifacts" / "screenshots"
CHROMIUM = os.environ.get("ARENA_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    """One ``arena serve`` process; ``kill()`` is SIGKILL, ``start()`` reuses port and DB."""

    def __init__(self, db: Path) -> None:
        self.db = db
        self.port = free_port()
        self.proc: subprocess.Popen[bytes] | None = None
        self.url = f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        cmd = [
            sys.executable,
            "-c",
            "from arena.cli.main import app; app()",
            "serve",
            "--port",
            str(self.port),
            "--db",
            f"sqlite:///{self.db}",
            "--log-level",
            "warning",
        ]
        self.log = self.db.with_suffix(".log")
        with self.log.open("ab") as out:
            self.proc = subprocess.Popen(cmd, cwd=self.db.parent, stdout=out, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"arena serve exited with {self.proc.returncode}: {self.log_tail()}")
            try:
                with urllib.request.urlopen(self.url + "/api/health", timeout=1) as r:
                    if json.load(r).get("status") == "ok":
                        return
            except (urllib.error.URLError, OSError, ValueError):
                time.sleep(0.1)
        raise RuntimeError("arena serve did not answer /api/health within 30 s")

    def log_tail(self, n: int = 3000) -> str:
        return self.log.read_text(errors="replace")[-n:] if self.log.exists() else ""

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()

    # -- HTTP helpers for setting up and checking games ------------------------------------------------
    def api(self, path: str, body: Any = None, token: str | None = None, method: str | None = None) -> Any:
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.url + path, data=data, method=method or ("POST" if data else "GET"))
        req.add_header("Content-Type", "application/json")
        if token:
            req.add_header("Authorization", f"Bearer {token}")
        try:
            with urllib.request.urlopen(req, timeout=30) as r:
                return json.load(r)
        except urllib.error.HTTPError as exc:
            if exc.code >= 500:
                raise AssertionError(f"{path}: HTTP {exc.code}; server log:\n{self.log_tail()}") from None
            raise


@pytest.fixture(scope="session")
def chromium_path() -> str:
    path = CHROMIUM if os.path.exists(CHROMIUM) else shutil.which("chromium")
    if not path:
        pytest.fail(
            "Debian's chromium is missing: run `make browser` (apt-get install chromium); "
            "the browser tests never download a browser of their own",
            pytrace=False,
        )
    return path


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    srv = Server(tmp_path_factory.mktemp("web-db") / "arena.db")
    srv.start()
    yield srv
    srv.stop()


@pytest.fixture()
def own_server(tmp_path: Path) -> Iterator[Server]:
    """A server only this test uses (it may be killed)."""
    srv = Server(tmp_path / "arena.db")
    srv.start()
    yield srv
    srv.kill()


@pytest.fixture(scope="session")
def browser(chromium_path: str) -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=chromium_path, headless=True, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture()
def page_factory(browser: Any) -> Iterator[Any]:
    """``page_factory(width=1280, height=900)`` -> a page in a fresh context (own localStorage)."""
    contexts: list[Any] = []

    def make(width: int = 1280, height: int = 900) -> Any:
        ctx = browser.new_context(viewport={"width": width, "height": height})
        ctx.set_default_timeout(15_000)
        contexts.append(ctx)
        page = ctx.new_page()
        page.errors = []  # uncaught page errors fail the test that looks at them
        page.on("pageerror", lambda e: page.errors.append(str(e)))
        return page

    yield make
    for c in contexts:
        c.close()


def shot(page: Any, name: str) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def open_with_catalog_held(page: Any, url: str) -> Any:
    """Open ``url`` with the room's catalog hint (names and texts) held back; once the page has
    asked for it and had time to draw without it, the held request (``.continue_()`` lets it go)."""
    held: list[Any] = []
    page.route("**/hints?*kind=catalog*", lambda route: held.append(route))
    page.goto(url)
    for _ in range(50):
        if held:
            break
        page.wait_for_timeout(100)
    assert held, "the page never asked for the catalog"
    page.wait_for_timeout(500)  # the state has long arrived; the names have not
    return held[0]
