"""``/openapi.json`` with the websocket: FastAPI documents HTTP routes only, so the room
websocket's path, parameters and messages (both directions) are added here.

The messages' models land in ``components.schemas``; the path item of ``/ws/rooms/{room_id}``
(no HTTP operation) carries an ``x-websocket`` entry naming them, and the top-level
``x-websocket-messages`` lists them by direction.

The hardening's answers are documented too (413 for a body too large, 429 for too many failed
tokens), and OpenAPI ``links`` say how a created room's id and seat 0's token feed the room's
other operations (Schemathesis follows them in its stateful tests, tests/fuzz).
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


ERROR_ANSWER = {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorResponse"}}}}
TOO_LARGE = {"description": "the request body is over the server's limit (`ARENA_MAX_BODY_BYTES`)"}
TOO_MANY_FAILURES = {
    "description": "too many wrong seat tokens from this address lately (`Retry-After` says how long to wait)",
    "headers": {"Retry-After": {"schema": {"type": "integer"}, "description": "seconds to wait"}},
}


def _limits_answers(schema: dict[str, Any]) -> None:
    """413 on every operation taking a body, 429 on every one taking a seat token."""
    for item in schema.get("paths", {}).values():
        for op in item.values():
            if not isinstance(op, dict) or "responses" not in op:
                continue
            if "requestBody" in op:
                op["responses"].setdefault("413", {**TOO_LARGE, **ERROR_ANSWER})
            if any(
                p.get("in") == "header" and p.get("name") == "authorization" for p in op.get("parameters", [])
            ):
                op["responses"].setdefault("429", {**TOO_MANY_FAILURES, **ERROR_ANSWER})


SEAT_0_TOKEN = "Bearer {$response.body#/seats/0/token}"
ROOM_LINKS: dict[tuple[str, str], dict[str, dict[str, Any]]] = {
    # from a created room (201): its id, seat 0 and seat 0's token
    ("post", "/api/rooms"): {
        "RoomInfo": {
            "op": ("get", "/api/rooms/{room_id}"),
            "parameters": {"path.room_id": "$response.body#/room_id"},
        },
        "StateOfSeat0": {
            "op": ("get", "/api/rooms/{room_id}/state"),
            "parameters": {
                "path.room_id": "$response.body#/room_id",
                "query.seat": "$response.body#/seats/0/seat",
                "header.authorization": SEAT_0_TOKEN,
            },
        },
        "ActAsSeat0": {
            "op": ("post", "/api/rooms/{room_id}/actions"),
            "parameters": {"path.room_id": "$response.body#/room_id", "header.authorization": SEAT_0_TOKEN},
            "requestBody": {"seat": "$response.body#/seats/0/seat", "version": 0},
        },
        "UndoAsSeat0": {
            "op": ("post", "/api/rooms/{room_id}/undo"),
            "parameters": {"path.room_id": "$response.body#/room_id", "header.authorization": SEAT_0_TOKEN},
            "requestBody": {"seat": "$response.body#/seats/0/seat", "version": 0},
        },
        "HintsOfSeat0": {
            "op": ("get", "/api/rooms/{room_id}/hints"),
            "parameters": {
                "path.room_id": "$response.body#/room_id",
                "query.seat": "$response.body#/seats/0/seat",
                "header.authorization": SEAT_0_TOKEN,
            },
        },
        "Replay": {
            "op": ("get", "/api/rooms/{room_id}/replay"),
            "parameters": {"path.room_id": "$response.body#/room_id"},
        },
    },
}
PLAY_ON = {
    name: {
        "op": ("post", target),
        "parameters": {
            "path.room_id": "$response.body#/room_id",
            "header.authorization": "$request.header.authorization",
        },
        "requestBody": {"seat": "$response.body#/seat", "version": "$response.body#/version"},
    }
    for name, target in (("ActAgain", "/api/rooms/{room_id}/actions"), ("Undo", "/api/rooms/{room_id}/undo"))
}
"""From a state answered to an action or an undo (200): the same seat plays on at its version."""
ROOM_LINKS[("post", "/api/rooms/{room_id}/actions")] = PLAY_ON
ROOM_LINKS[("post", "/api/rooms/{room_id}/undo")] = PLAY_ON


def _links(schema: dict[str, Any]) -> None:
    """Add :data:`ROOM_LINKS` to the success answers of their operations (by operationId)."""
    paths = schema.get("paths", {})
    for (method, path), links in ROOM_LINKS.items():
        op = paths.get(path, {}).get(method)
        if op is None:
            continue
        success = next(code for code in op["responses"] if code.startswith("2"))
        op["responses"][success]["links"] = {
            name: {
                "operationId": paths[link["op"][1]][link["op"][0]]["operationId"],
                **{key: value for key, value in link.items() if key != "op"},
            }
            for name, link in links.items()
            if link["op"][1] in paths and link["op"][0] in paths[link["op"][1]]
        }


def install(app: FastAPI) -> None:
    """Make ``app.openapi()`` (served at ``/openapi.json``) document the websocket too."""

    def openapi() -> dict[str, Any]:
        if app.openapi_schema:
            return app.openapi_schema
        schema = get_openapi(
            title=app.title, version=app.version, description=app.description, routes=app.routes
        )
        _validation_is_400(schema)
        _limits_answers(schema)
        _links(schema)
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
