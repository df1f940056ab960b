"""Tutorial rooms (issue 30): created from the game's tutorial, each action checked for legality
then against the step, info steps passed with ``tutorial:next``, the progress kept across a
restart, an ordinary game after the last step."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from arena.core import registry
from arena.core.tutorial import NEXT
from tests.server.conftest import Room


def tutorial_room(client: Any, lang: str = "en") -> Room:
    r = client.post(f"/api/rooms?lang={lang}", json={"game": "mageknight", "tutorial": True})
    assert r.status_code == 201, r.text
    return Room(client, r.json())


def expected(step: dict[str, Any]) -> str:
    """The step's action, as the tutorial's terminal hint names it."""
    tutorial = registry.load("mageknight").tutorial()
    assert tutorial is not None
    return NEXT if step["next"] else tutorial.steps[step["step"] - 1].highlight.terminal


def test_a_tutorial_room_plays_its_script_then_goes_on(client: Any) -> None:
    room = tutorial_room(client)
    st = room.state(0)
    assert st["tutorial"]["step"] == 1 and st["tutorial"]["id"] == "source" and st["tutorial"]["next"]
    assert st["tutorial"]["quote"].startswith("使用数量") and st["can_undo"] is False
    total = st["tutorial"]["of"]
    for _ in range(total):
        step = st["tutorial"]
        r = room.act(0, expected(step), st["version"])
        assert r.status_code == 200, (step["id"], r.text)
        st = r.json()
    assert "tutorial" not in st and st["legal"]
    autos = [e for e in st["log"] if e.get("auto") == "tutorial"]
    assert [e["action"] for e in autos] == ["choose 2"]


def test_off_step_and_illegal_actions_are_refused_with_their_reasons(client: Any) -> None:
    room = tutorial_room(client)
    st = room.state(0)
    r = room.act(0, "tactic early_bird", st["version"])  # the Source step is an info step
    assert r.status_code == 422 and r.json()["error"]["reason"] == "tutorial-step"
    assert "Next" in r.json()["error"]["message"]
    room.act(0, NEXT, st["version"])
    room.act(0, NEXT)
    st = room.state(0)
    assert st["tutorial"]["id"] == "tactics"
    r = room.act(0, "tactic planning", st["version"])
    err = r.json()["error"]
    assert r.status_code == 422 and err["reason"] == "tutorial-step" and "Early Bird" in err["message"]
    r = room.act(0, NEXT, st["version"])
    assert r.json()["error"]["reason"] == "tutorial-step"
    r = room.act(0, "move 0 -1", st["version"])  # illegal now: the game's own reason
    assert r.status_code == 422 and r.json()["error"]["reason"] != "tutorial-step"
    assert room.undo(0).status_code == 409


def test_the_step_is_said_in_the_readers_language(client: Any) -> None:
    room = tutorial_room(client)
    r = client.get(f"/api/rooms/{room.id}/state?seat=0&lang=fr", headers=room.auth(0))
    step = r.json()["tutorial"]
    assert step["title"] == "La Source et ses dés" and step["highlight"] == ".mk-source"
    assert step["translation"].startswith("Utilisez") and step["citation"] == 'seed 001, "魔力骰子"'


def test_a_restart_keeps_the_step(make_client: Callable[[], Any]) -> None:
    first = make_client()
    room = tutorial_room(first)
    for _ in range(3):
        st = room.state(0)
        assert room.act(0, expected(st["tutorial"]), st["version"]).status_code == 200
    make_client.stop(first)  # type: ignore[attr-defined]
    again = Room(make_client(), room.created)
    st = again.state(0)
    assert st["tutorial"]["id"] == "first-turn" and st["view"]["heroes"][0]["tactic"] == "early_bird"


def test_a_tutorial_request_takes_nothing_else(client: Any) -> None:
    r = client.post("/api/rooms", json={"game": "mageknight", "tutorial": True, "seed": 3})
    assert r.status_code == 422 and r.json()["error"]["reason"] == "bad-tutorial"
    r = client.post("/api/rooms", json={"game": "tictactoe", "tutorial": True})
    assert r.status_code == 422 and r.json()["error"]["reason"] == "no-tutorial"
