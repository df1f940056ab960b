"""``arena.core.registry``: lookup by id and alias, registration, option validation."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any, ClassVar

import pytest
from pydantic import Field, ValidationError

from arena.core import registry
from arena.core.errors import ArenaError, OptionsError
from arena.core.game import GameInfo, Options
from arena.games.tictactoe import TicTacToe


class SizedOptions(Options):
    size: int = Field(3, ge=3, le=5)
    variant: str = "classic"


class SizedTicTacToe(TicTacToe):
    """A fake game with options (it plays like tic-tac-toe; only the options matter here)."""

    info: ClassVar[GameInfo] = GameInfo(
        id="sized-ttt", names={"en": "Sized"}, min_players=2, max_players=2, version="1", aliases=("sttt",)
    )
    options_model = SizedOptions


@pytest.fixture
def scratch_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    """Registrations made by a test are undone after it."""
    monkeypatch.setattr(registry, "_classes", dict(registry._classes))
    monkeypatch.setattr(registry, "_paths", dict(registry._paths))


def test_game_ids_sorted_and_include_tictactoe() -> None:
    ids = registry.game_ids()
    assert "tictactoe" in ids
    assert ids == sorted(set(ids))


@pytest.mark.parametrize("name", ["tictactoe", "ttt"])
def test_load_by_id_and_alias(name: str) -> None:
    game = registry.load(name)
    assert isinstance(game, TicTacToe)
    assert game.id == "tictactoe"
    assert registry.game_class(name) is TicTacToe


def test_unknown_game() -> None:
    with pytest.raises(OptionsError) as info:
        registry.load("no-such-game")
    assert info.value.reason == "unknown-game"
    assert "no-such-game" in info.value.message
    assert "tictactoe" in info.value.message  # lists the known games


def test_unknown_option_named() -> None:
    with pytest.raises(OptionsError) as info:
        registry.load("tictactoe", board_size=4)
    assert "board_size" in info.value.message
    assert "tictactoe" in info.value.message


@pytest.mark.usefixtures("scratch_registry")
def test_register_class_then_load_by_id_and_alias() -> None:
    assert "sized-ttt" not in registry.game_ids()
    registry.register(SizedTicTacToe)
    assert "sized-ttt" in registry.game_ids()
    for name in ("sized-ttt", "sttt"):
        game = registry.load(name, size=4)
        assert type(game) is SizedTicTacToe
        assert game.options_dict() == {"size": 4, "variant": "classic"}


@pytest.mark.usefixtures("scratch_registry")
def test_register_module_path_is_imported_lazily() -> None:
    registry.register("arena.games.tictactoe:TicTacToe", "morpion")
    assert "morpion" in registry.game_ids()
    assert registry.game_class("morpion") is TicTacToe


def test_register_module_path_needs_an_id() -> None:
    with pytest.raises(ValueError):
        registry.register("arena.games.tictactoe:TicTacToe")


@pytest.mark.usefixtures("scratch_registry")
@pytest.mark.parametrize(
    ("options", "named"),
    [
        ({"size": 9}, "size"),
        ({"size": "big"}, "size"),
        ({"variant": 3}, "variant"),
        ({"colour": "red"}, "colour"),
    ],
)
def test_invalid_options_raise_options_error_naming_the_option(options: dict[str, Any], named: str) -> None:
    registry.register(SizedTicTacToe)
    with pytest.raises(OptionsError) as info:
        registry.load("sized-ttt", **options)
    assert isinstance(info.value, ArenaError)
    assert named in info.value.message
    assert "sized-ttt" in info.value.message
    assert isinstance(info.value.__cause__, Exception)  # the pydantic error is chained


@pytest.mark.usefixtures("scratch_registry")
def test_defaults_and_valid_options() -> None:
    registry.register(SizedTicTacToe)
    assert registry.load("sized-ttt").options_dict() == {"size": 3, "variant": "classic"}
    assert registry.load("sized-ttt", size=5, variant="x").options_dict() == {"size": 5, "variant": "x"}
    with pytest.raises(ValidationError, match="frozen"):
        registry.load("sized-ttt").options.size = 4  # type: ignore[misc]


def test_games_come_from_entry_points() -> None:
    """Issue 13: ``arena.core`` names no game; the four games are installed entry points."""
    from importlib.metadata import entry_points

    names = {ep.name for ep in entry_points(group=registry.GAMES_GROUP)}
    assert {"tictactoe", "krosmaster", "knockdown", "mapduel"} <= names
    assert names <= set(registry.game_ids())
    for module in Path(registry.__file__).parent.glob("*.py"):
        source = module.read_text(encoding="utf-8").lower()
        named = [gid for gid in ("krosmaster", "knockdown", "mapduel", "tictactoe") if gid in source]
        assert not named, f"{module.name} names {named}"


def test_listing_games_imports_no_rules_package() -> None:
    """``arena games`` reads the light ``arena.game_info`` entries only (a fresh interpreter)."""
    code = (
        "import sys\n"
        "from arena.cli.main import app\n"
        "try:\n"
        "    app(['games', '--json'])\n"
        "except SystemExit:\n"
        "    pass\n"
        "loaded = sorted(m for m in sys.modules if m.startswith('arena.games.') and m.count('.') > 2)\n"
        "print('LOADED', loaded, file=sys.stderr)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60)
    assert '"krosmaster"' in out.stdout and '"mapduel"' in out.stdout
    loaded = out.stderr.split("LOADED", 1)[1]
    assert "info" in loaded
    for heavy in (".state", ".game'", ".spells", ".rules"):
        assert heavy not in loaded, loaded


def test_the_arena_command_starts_light() -> None:
    """Issue 16, "Fast start": the ``arena`` entry point answers ``arena games`` without the
    Typer app, pydantic or any rules package, and ``arena --help`` without pydantic or the
    engine (what each imports is checked; timings are measured, never asserted)."""
    probe = (
        "import sys\n"
        "sys.argv = ['arena', *sys.argv[1:]]\n"
        "from arena.cli.entry import main\n"
        "try:\n"
        "    main()\n"
        "except SystemExit:\n"
        "    pass\n"
        "heavy = sorted(m for m in sys.modules if m.split('.')[0] == 'pydantic' or m in ('arena.cli.main',"
        " 'arena.core.game', 'arena.core.state', 'arena.ai') or m.startswith('arena.games.') and m.count('.') > 2"
        " and not m.endswith('.info'))\n"
        "print('HEAVY', heavy, file=sys.stderr)\n"
    )
    games = subprocess.run([sys.executable, "-c", probe, "games", "--json"], capture_output=True, text=True,
                           check=True, timeout=60)  # fmt: skip
    assert '"mageknight"' in games.stdout
    assert games.stderr.split("HEAVY", 1)[1].strip() == "[]"
    helped = subprocess.run(
        [sys.executable, "-c", probe, "--help"], capture_output=True, text=True, timeout=60
    )
    assert "selfplay" in helped.stdout
    heavy = helped.stderr.split("HEAVY", 1)[1]
    assert "pydantic" not in heavy and "arena.core.game" not in heavy and "arena.ai" not in heavy, heavy
