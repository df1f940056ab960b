"""The CLI's building blocks: options, agent specs, legal-action lists, renderers."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest
from rich.console import Console

from arena.ai import RandomAgent
from arena.ai import registry as agents
from arena.cli import legal, options
from arena.cli.render import render_generic, renderer_for
from arena.core import registry
from arena.core.errors import NotationError, OptionsError


def test_options_parsing() -> None:
    assert options.parse_opts(["a=1", "b=x", "c=true", "d=[1, 2]", "e="]) == {
        "a": 1,
        "b": "x",
        "c": True,
        "d": [1, 2],
        "e": "",
    }
    assert options.collect(["scenario=x", "k=2"], scenario="tutorial-1", players=3) == {
        "scenario": "tutorial-1",
        "k": 2,
        "players": 3,
    }
    assert options.collect(None) == {}
    with pytest.raises(OptionsError, match="key=value"):
        options.parse_opts(["novalue"])


def test_agent_specs() -> None:
    assert agents.parse_spec("mcts:iters=400,c=1.4,name=x") == ("mcts", {"iters": 400, "c": 1.4, "name": "x"})
    assert agents.parse_spec("random") == ("random", {})
    assert agents.split_specs("random,mcts:iters=400,c=2,greedy") == [
        "random",
        "mcts:iters=400,c=2",
        "greedy",
    ]
    assert isinstance(agents.make_agent("random"), RandomAgent)
    with pytest.raises(
        agents.AgentSpecError, match="unknown agent 'nope'; known: greedy, mcts, plan, random"
    ):
        agents.make_agent("nope")
    with pytest.raises(agents.AgentSpecError, match="not key=value"):
        agents.parse_spec("mcts:400")


def test_register_agent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(agents._AGENTS, "fixed", lambda seed=0: RandomAgent())
    assert isinstance(agents.make_agent("fixed:seed=3"), RandomAgent)


def test_format_legal_few_actions_in_columns() -> None:
    lines = legal.format_legal(["a1", "b1", "c1", "a2"], width=20)
    assert lines == ["1 a1  2 b1  3 c1", "4 a2"]


def test_format_legal_groups_many_actions() -> None:
    cells = [f"{c}{r}" for c in "abcdef" for r in range(1, 6)]
    texts = [f"move {cell}" for cell in cells] + [f"cast dan-to-fu {cell}" for cell in cells[:4]] + ["end"]
    lines = legal.format_legal(texts, width=60)
    assert lines[0].startswith("move: 1 a1  2 a2")
    assert all(len(line) <= 60 for line in lines)
    assert any(line.startswith("cast dan-to-fu: 31 a1  32 a2") for line in lines)
    assert lines[-1] == "35 end"


def test_resolve_numbers_indices_and_notation() -> None:
    game = registry.load("tictactoe")
    actions = game.new_initial_state().legal_actions()
    assert legal.resolve(game, actions, "1") == actions[0]
    assert legal.resolve(game, actions, "#4") == 4
    assert legal.resolve(game, actions, " b2 ") == 4
    with pytest.raises(NotationError, match="no action numbered 10"):
        legal.resolve(game, actions, "10")
    with pytest.raises(NotationError):
        legal.resolve(game, actions, "#x")


def test_renderers() -> None:
    game = registry.load("tictactoe")
    state = game.new_initial_state()
    state.apply(game.parse_action("a3"))
    out = io.StringIO()
    renderer_for(game)(state, 1, Console(file=out, width=80), "en")
    text = out.getvalue()
    assert text.splitlines()[:2] == ["    a   b   c", "3   X │ . │ ."]
    assert "to move" not in text  # the status line is the game's status, said by the session
    assert game.terminal_renderer() is not None  # the game owns its renderer (its hook)

    class Plain(type(game)):  # type: ignore[misc]
        def terminal_renderer(self) -> None:
            return None

    assert renderer_for(Plain()) is render_generic
    out = io.StringIO()
    render_generic(state, None, Console(file=out, width=80))
    assert '"board"' in out.getvalue()


@pytest.mark.parametrize("argv", [["--help"], ["games", "--json"], ["bench", "--help"]])
def test_start_imports_no_rich(argv: list[str]) -> None:
    """Issue 16, "Fast start": ``arena --help`` and ``arena games --json`` print without Rich
    (it is imported by :mod:`arena.cli.term` only when a table is printed)."""
    probe = (
        "import sys\n"
        f"sys.argv = ['arena', *{argv!r}]\n"
        "from arena.cli.entry import main\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "sys.stderr.write('rich-loaded' if 'rich' in sys.modules else 'rich-absent')\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    assert done.stderr.endswith("rich-absent"), done.stderr[-500:]
