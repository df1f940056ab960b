"""``/openapi.json`` with the websocket: FastAPI documents HTTP routes only, so the room
websocket's path, parameters and messages (both directions) are added here.

The messages' models land in ``components.schemas``; the path item of ``/ws/rooms/{room_id}``
(no HTTP operation) carries an ``x-websocket`` entry naming them, and the top-level
``x-websocket-messages`` lists them by direction.
"""

from __future__ import annotations

import json
from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi
from pydantic import BaseModel
from pydantic.json_schema import models_json_schema

from arena.server.messages import CLIENT_MESSAGES
from arena.server.routers.ws import WS_PATH
from arena.server.schemas import SERVER_MESSAGES

REF = "#/components/schemas/{model}"


def _message_union(models: tuple[type[BaseModel], ...]) -> dict[str, Any]:
    refs = {m.model_fields["type"].annotation.__args__[0]: REF.format(model=m.__name__) for m in models}  # type: ignore[union-attr]
    return {
        "oneOf": [{"$ref": ref} for ref in refs.values()],
        "discriminator": {"propertyName": "type", "mapping": refs},
    }


def websocket_schema() -> tuple[dict[str, Any], dict[str, Any]]:
    """(the websocket's path item, the messages' component schemas)."""
    pairs = [(m, "validation") for m in CLIENT_MESSAGES] + [(m, "serialization") for m in SERVER_MESSAGES]
    _, defs = models_json_schema(pairs, ref_template=REF)  # type: ignore[arg-type]
    path = {
        "summary": "A room's live connection (websocket)",
        "description": (
            "Connect with `?seat=N&token=...` to play a seat, without them to watch. On connect the "
            "server sends the seat's state message, then one after every change of the room. A bad "
            "message gets an error message and the connection stays open; a refused connection "
            "gets one error message, then is closed with code 4000 + the HTTP status."
        ),
        "parameters": [
            {"name": "room_id", "in": "path", "required": True, "schema": {"type": "string"}},
            {"name": "seat", "in": "query", "required": False, "schema": {"type": "integer", "minimum": 0}},
            {"name": "token", "in": "query", "required": False, "schema": {"type": "string"}},
        ],
        "x-websocket": {
            "client-to-server": _message_union(CLIENT_MESSAGES),
            "server-to-client": _message_union(SERVER_MESSAGES),
        },
    }
    return path, dict(defs.get("$defs", {}))


def _validation_is_400(schema: dict[str, Any]) -> None:
    """FastAPI documents request validation failures as 422 ``HTTPValidationError``; this API
    answers them 400 ``bad-request`` in its one error shape (422 is the engine's refusals)."""
    default = "#/components/schemas/HTTPValidationError"
    error = {"$ref": "#/components/schemas/ErrorResponse"}
    for item in schema.get("paths", {}).values():
        for op in item.values():
            responses = op.get("responses", {}) if isinstance(op, dict) else {}
            answer = responses.get("422", {})
            if answer.get("content", {}).get("application/json", {}).get("schema", {}).get("$ref") == default:
                del responses["422"]
                responses.setdefault(
                    "400",
                    {"description": "malformed request", "content": {"application/json": {"schema": error}}},
                )
    if default not in json.dumps(schema.get("paths", {})):
        for name in ("HTTPValidationError", "ValidationError"):
            schema.get("components", {}).get("schemas", {}).pop(name, None)


def install(app: FastAPI) -> None:
    """Make ``app.openapi()`` (served at ``/openapi.json``) document the websocket too."""

    def openapi() -> dict[str, Any]:
        if app.openapi_schema:
            return app.openapi_schema
        schema = get_openapi(
            title=app.title, version=app.version, description=app.description, routes=app.routes
        )
        _validation_is_400(schema)
        path, defs = websocket_schema()
        components = schema.setdefault("components", {}).setdefault("schemas", {})
        for name, model_schema in defs.items():
            components.setdefault(name, model_schema)
        schema.setdefault("paths", {})[WS_PATH] = path
        schema["x-websocket-messages"] = {
            "path": WS_PATH,
            "client-to-server": [m.__name__ for m in CLIENT_MESSAGES],
            "server-to-client": [m.__name__ for m in SERVER_MESSAGES],
        }
        app.openapi_schema = schema
        return schema

    app.openapi = openapi  # type: ignore[method-assign]
