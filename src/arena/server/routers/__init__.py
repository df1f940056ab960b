"""The API's FastAPI routers: discovery (``games``), rooms over HTTP (``rooms``), websockets (``ws``)."""
