"""Arena's web server: rooms, durable action logs, websockets and the browser client.

``create_app(settings)`` builds the FastAPI app; ``arena serve`` runs it with uvicorn.
"""

from arena.server.app import create_app
from arena.server.settings import Settings

__all__ = ["Settings", "create_app"]
