"""``/openapi.json`` describes every endpoint and message: each HTTP route with a non-empty
response schema, the websocket with its messages both ways, and what the server really sends
over a websocket validates against those models."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from fastapi.routing import APIRoute, RouteContext, iter_route_contexts
from starlette.routing import Mount, Route, WebSocketRoute

from arena.server.messages import CLIENT_MESSAGES, ws_message_adapter
from arena.server.schemas import SERVER_MESSAGES, server_message_adapter
from tests.server.conftest import Room

HUMANS = {"seats": [{"kind": "human"}, {"kind": "human"}]}


def _schema(client: Any) -> dict[str, Any]:
    r = client.get("/openapi.json")
    assert r.status_code == 200
    return r.json()  # type: ignore[no-any-return]


def _routes(client: Any) -> list[RouteContext]:
    """Every route of the app, the included routers' routes with their full paths."""
    routes = list(iter_route_contexts(client.app.routes))
    for ctx in routes:  # nothing else serves requests: API routes, websockets, FastAPI's docs, files
        route = ctx.original_route
        assert isinstance(route, APIRoute | WebSocketRoute | Mount) or (
            isinstance(route, Route) and not route.include_in_schema
        ), ctx.path_format
    return routes


def _resolve(schema: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    ref = node.get("$ref")
    if ref is None:
        return node
    name = ref.removeprefix("#/components/schemas/")
    return schema["components"]["schemas"][name]  # type: ignore[no-any-return]


def test_every_http_route_has_a_response_schema(client: Any) -> None:
    schema = _schema(client)
    routes = [(ctx.path_format, ctx.original_route) for ctx in _routes(client)]
    api = [(path, r) for path, r in routes if isinstance(r, APIRoute)]
    assert len(api) >= 10
    for path, route in api:
        assert isinstance(route, APIRoute) and path in schema["paths"], path
        for method in route.methods:
            op = schema["paths"][path][method.lower()]
            status = str(route.status_code or 200)
            assert status in op["responses"], (path, method, sorted(op["responses"]))
            body = op["responses"][status]["content"]["application/json"]["schema"]
            assert body and _resolve(schema, body), (path, method, body)
            assert _resolve(schema, body).get("type") in ("object", "array"), (path, body)
            for code, answer in op["responses"].items():  # every refusal has the one error shape
                if code.startswith("4"):
                    ref = answer["content"]["application/json"]["schema"]["$ref"]
                    assert ref.endswith("/ErrorResponse"), (path, code, ref)


def test_the_websocket_and_its_messages_are_documented(client: Any) -> None:
    schema = _schema(client)
    components = schema["components"]["schemas"]
    sockets = [ctx.path_format for ctx in _routes(client) if isinstance(ctx.original_route, WebSocketRoute)]
    assert sockets == ["/ws/rooms/{room_id}"]
    for path in sockets:
        item = schema["paths"][path]
        assert {p["name"] for p in item["parameters"]} == {"room_id", "seat", "token"}
        ws = item["x-websocket"]
        for direction, models in (
            ("client-to-server", CLIENT_MESSAGES),
            ("server-to-client", SERVER_MESSAGES),
        ):
            refs = [r["$ref"].rpartition("/")[2] for r in ws[direction]["oneOf"]]
            assert refs == [m.__name__ for m in models]
            consts = {components[m.__name__]["properties"]["type"]["const"] for m in models}
            assert set(ws[direction]["discriminator"]["mapping"]) == consts
    listed = schema["x-websocket-messages"]
    for model in (*CLIENT_MESSAGES, *SERVER_MESSAGES):
        assert model.__name__ in components, model.__name__
        assert components[model.__name__]["properties"], model.__name__
        assert model.__name__ in listed["client-to-server"] + listed["server-to-client"]
    # every reference resolves (the websocket's models sit with FastAPI's own)
    refs = set(re.findall(r'"#/components/schemas/([^"]+)"', json.dumps(schema)))
    assert refs <= set(components), refs - set(components)
    # the state message is the same schema over HTTP and the websocket
    state = schema["paths"]["/api/rooms/{room_id}/state"]["get"]["responses"]["200"]
    assert state["content"]["application/json"]["schema"]["$ref"].endswith("/StateMessage")


def test_what_the_server_sends_validates(new_room: Callable[..., Room]) -> None:
    room = new_room("gems", seed=2, time_bank_s=60, **HUMANS)
    c = room.client
    sent: list[dict[str, Any]] = []
    with (
        c.websocket_connect(f"/ws/rooms/{room.id}?seat=0&token={room.tokens[0]}") as ws0,
        c.websocket_connect(f"/ws/rooms/{room.id}") as spec,
    ):
        sent += [ws0.receive_json(), spec.receive_json()]
        for msg in (
            {"type": "ping"},
            {"type": "act", "version": 0, "action": "step"},
            {"type": "undo", "version": 1},
        ):
            ws_message_adapter.validate_python(msg)  # the client's messages are valid too
            ws0.send_json(msg)
            sent.append(ws0.receive_json())
        sent.append(spec.receive_json())
        ws0.send_json({"type": "act", "version": 0, "action": "nonsense"})
        sent.append(ws0.receive_json())
    with c.websocket_connect("/ws/rooms/nowhere") as gone:
        sent.append(gone.receive_json())
    assert [m["type"] for m in sent] == [
        "state",
        "state",
        "pong",
        "state",
        "state",
        "state",
        "error",
        "error",
    ]
    assert any(e.get("kind") == "undo" for e in sent[4]["events"])
    for msg in sent:
        server_message_adapter.validate_python(msg)
    # and the HTTP answers, with the log's optional "auto" left out where unset
    created = c.post("/api/rooms", json={"game": "tictactoe", **HUMANS}).json()
    assert all(set(s) == {"seat", "kind", "name", "agent", "token", "invite_url"} for s in created["seats"])
    assert all("auto" not in e for e in room.state(0)["log"])
