"""``arena serve``: run the web server (uvicorn, one process; rooms live in its memory)."""

from __future__ import annotations

import gc
from typing import TYPE_CHECKING, Annotated, Any

import typer

if TYPE_CHECKING:
    from arena.server import Settings


def uvicorn_options(settings: Settings) -> dict[str, Any]:
    """uvicorn's options for the app: the websocket implementation, its frame size limit (a
    larger message is closed with 1009 before the app sees it), compression, and no ``server``
    banner."""
    return {
        "ws": "websockets-sansio",
        "ws_max_size": settings.ws_max_frame_bytes,
        "ws_per_message_deflate": settings.ws_compression,
        "server_header": False,
    }


def tune_gc() -> None:
    """The serving process's garbage collector: what start-up loaded (games, data, strings) is
    frozen out of collections, and the young generation is collected every 50,000 allocations
    instead of 700. A move makes little cyclic garbage; the default's frequent collections
    of a large heap cost the slowest moves a tenth of a second under load (docs/server.md)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(50_000, 20, 10)


def serve_cmd(
    port: Annotated[int, typer.Option("--port", min=0, max=65535, help="TCP port.")] = 8000,
    host: Annotated[str, typer.Option("--host", help="Interface to listen on.")] = "127.0.0.1",
    db: Annotated[
        str | None,
        typer.Option(
            "--db", help="SQLAlchemy database URL (default: $ARENA_DATABASE_URL or ./var/arena.db)."
        ),
    ] = None,
    log_level: Annotated[str, typer.Option("--log-level", help="uvicorn log level.")] = "info",
) -> None:
    """Serve the Arena web app and its API (http://HOST:PORT, OpenAPI at /docs)."""
    import uvicorn

    from arena.server import Settings, create_app

    settings = Settings.from_env(database_url=db)
    app = create_app(settings)
    tune_gc()
    typer.echo(f"Arena on http://{host}:{port}  (database: {settings.database_url})")
    uvicorn.run(app, host=host, port=port, log_level=log_level, **uvicorn_options(settings))
