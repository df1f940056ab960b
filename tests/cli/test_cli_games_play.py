"""``arena games`` and ``arena play`` through the Typer test runner."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from arena.cli.main import app
from arena.cli.messages import tr
from arena.core import registry
from arena.core.text import Seat

ALL_CELLS = "a1\na2\na3\nb1\nb3\nc1\nc2\nc3\n"


def test_games_json_lists_tictactoe(runner: CliRunner) -> None:
    result = runner.invoke(app, ["games", "--json"])
    assert result.exit_code == 0, result.output
    games = {g["id"]: g for g in json.loads(result.stdout)}
    ttt = games["tictactoe"]
    assert ttt["names"] == {"en": "Tic-tac-toe", "fr": "Morpion", "zh": "井字棋"}
    assert (ttt["min_players"], ttt["max_players"], ttt["chance"]) == (2, 2, False)
    assert "ttt" in ttt["aliases"]


def test_games_table_survives_a_broken_game(runner: CliRunner, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry._paths, "zz-broken", "arena.games.does_not_exist:Nope")
    result = runner.invoke(app, ["games"])
    assert result.exit_code == 0, result.output
    assert "Morpion" in result.output
    assert "zz-broken" in result.output
    assert "failed to load" in result.output


def test_play_vs_random_reports_illegal_and_malformed_moves(runner: CliRunner) -> None:
    script = "b2\nb2\nzz\n99\n" + ALL_CELLS
    result = runner.invoke(app, ["play", "tictactoe", "--vs", "random", "--seed", "7"], input=script)
    out = result.output
    assert result.exit_code == 0, out
    assert "seed 7" in out
    # a refusal says why, the rule it breaks, and the rule's sentence
    assert "✗ b2 is already marked." in out
    assert "Rule: tic-tac-toe" in out and "“A player marks an empty cell.”" in out
    assert "✗ “zz” is not an action of this game." in out
    assert "✗ There is no choice numbered 99 (the list goes from 1 to 7)." in out
    assert "You play Player 1; Player 2: Random — any legal move." in out  # the agent by its name
    assert "Player 2 (Random): Put O on" in out  # the agent's moves, said
    assert "· Player 2 puts O on" in out  # every event said
    assert "Put X on a1 [a1]" in out  # choices: number, label, notation
    assert "Game over" in out
    assert out.count("Player 1 (you): Put X on") >= 3  # play went on after the errors


def test_play_is_reproducible_with_its_seed(runner: CliRunner) -> None:
    args = ["play", "ttt", "--seed", "11"]
    first = runner.invoke(app, args, input=ALL_CELLS).output
    second = runner.invoke(app, args, input=ALL_CELLS).output
    assert first == second


def test_play_hotseat_list_numbers_and_index(runner: CliRunner) -> None:
    # X: b2 (number 5), O: a1 (#6), X: b1, O: a2, X: b3 -> column b for X.
    script = "5\n#6\nb1\nhelp\nlegal\nboard\na2\nb3\n"
    result = runner.invoke(app, ["play", "tictactoe", "--hotseat", "--seed", "1"], input=script)
    out = result.output
    assert result.exit_code == 0, out
    assert "Player 1 (you): Put X on b2" in out
    assert "Player 2 (you): Put O on a1" in out
    assert "Commands: legal (the choices again), board, help, help VERB" in out
    assert "Player 1 wins." in out
    assert "Returns: 1 / -1" in out


def test_play_quit_and_end_of_input(runner: CliRunner) -> None:
    quit_result = runner.invoke(app, ["play", "ttt", "--seed", "2"], input="b2\nquit\n")
    assert quit_result.exit_code == 0
    assert "Game left unfinished after 2 actions" in quit_result.output
    eof_result = runner.invoke(app, ["play", "ttt", "--seed", "2"], input="")
    assert eof_result.exit_code == 0
    assert "Game left unfinished after 0 actions" in eof_result.output


def test_play_as_second_seat_in_french(runner: CliRunner) -> None:
    result = runner.invoke(
        app, ["play", "ttt", "--seat", "1", "--seed", "5", "--lang", "fr"], input=ALL_CELLS
    )
    assert result.exit_code == 0, result.output
    assert "Morpion" in result.output
    assert "À vous : posez un O sur une case vide." in result.output
    assert "Joueur 1 (Hasard) : Poser un X en" in result.output


def test_play_save_then_replay(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    script = "b2\n" + ALL_CELLS
    result = runner.invoke(app, ["play", "ttt", "--seed", "3", "--save", str(path)], input=script)
    assert result.exit_code == 0, result.output
    assert "Replay saved to" in result.output
    header = json.loads(path.read_text().splitlines()[0])
    assert header["seed"] == 3
    check = runner.invoke(app, ["replay", str(path), "--verify", "--show"])
    assert check.exit_code == 0, check.output
    assert "OK tictactoe" in check.output
    assert "a   b   c" in check.output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["play", "chess"], "unknown game 'chess'"),
        (["play", "ttt", "--vs", "alphazero"], "unknown agent 'alphazero'"),
        (["play", "ttt", "--vs", "random:depth=3"], "bad parameters for agent 'random'"),
        (["play", "ttt", "--seat", "2"], "--seat must be in 0..1"),
        (["play", "ttt", "--opt", "size=4"], "invalid option size"),
        (["play", "ttt", "--opt", "size"], "--opt expects key=value"),
        (["play", "ttt", "--hotseat", "--vs", "random"], "either --vs AGENT or --hotseat"),
    ],
)
def test_play_bad_arguments_exit_2(runner: CliRunner, args: list[str], message: str) -> None:
    result = runner.invoke(app, args, input="")
    assert result.exit_code == 2
    assert message in result.output


def test_play_with_chance_shows_rolls_and_hides_secrets(runner: CliRunner, dice: object) -> None:
    script = "roll 3\nadd\n" * 3
    result = runner.invoke(app, ["play", "cli-dice", "--seed", "4", "--opt", "rounds=2"], input=script)
    out = result.output
    assert result.exit_code == 0, out
    assert "Chance: roll " in out  # a game that describes nothing: its notation
    assert "Chance: (hidden)" in out  # seat 1's roll, hidden from seat 0
    assert "seat 0 rolls" in out and "seat 1 rolls" in out
    assert "✗ roll 3 is not allowed now" in out and "Rule: dice 1" in out
    assert 'secret {"note": "for the roller"}' in out  # seat 0's own secret
    assert 'secret {"note": "hidden"}' in out  # seat 1's secret, redacted for seat 0
    assert '"totals"' in out  # generic renderer: the view as JSON
    assert "Game over after 4 actions" in out


def test_play_engine_failure_exits_1_and_saves(runner: CliRunner, dice: object, tmp_path: Path) -> None:
    path = tmp_path / "crash.jsonl"
    args = ["play", "cli-dice", "--seed", "1", "--opt", "rounds=10", "--opt", "crash_on_six=true"]
    result = runner.invoke(app, [*args, "--save", str(path)], input="add\n" * 20)
    assert result.exit_code == 1
    assert "boom: rolled a six" in result.output
    assert "The engine failed" in result.output
    assert runner.invoke(app, ["replay", str(path)]).exit_code == 0


def test_play_names_the_partner_in_2v2(runner: CliRunner) -> None:
    """In Krosmaster's 2 vs 2 (seed 003, "2 CONTRE 2": players 1 and 3 against 2 and 4) the
    terminal says which seat is the player's partner and which seats play against, each agent
    by its name, and the board shows the sides."""
    args = ["play", "krosmaster", "--players", "4", "--mode", "2v2", "--vs", "greedy", "--seed", "3"]
    out = runner.invoke(app, [*args, "--opt", "max_turns=1"], input="quit\n").output
    assert "You play Player 1; Player 2, Player 3 (your partner), Player 4: Greedy — the best-looking" in out
    assert "2 vs 2: Player 1 and Player 3 against Player 2 and Player 4" in out
    zh = runner.invoke(app, [*args, "--seat", "1", "--lang", "zh-Hant"], input="quit\n").output
    assert (
        "你操作玩家2；玩家1、玩家3、玩家4（你的隊友）：貪心——" in zh
        and "2對2：玩家1和玩家3對玩家2和玩家4" in zh
    )
    # a partnership wins together: the verb agrees with both
    two = (Seat(0), Seat(2))
    assert tr("en", "wins", players=two, count=2) == "Player 1, Player 3 win."
    assert tr("fr", "wins", players=two, count=2) == "Joueur 1, Joueur 3 gagnent."
    assert tr("en", "wins", players=two[:1], count=1) == "Player 1 wins."
    spec = runner.invoke(
        app, ["play", "ttt", "--vs", "mcts:iters=5", "--seed", "1", "--lang", "fr"], input="quit\n"
    )
    assert (
        "Vous jouez Joueur 1 ; Joueur 2 : Recherche (MCTS) — pèse les réponses, environ une seconde par coup (mcts:iters=5)"
        in spec.output
    )
