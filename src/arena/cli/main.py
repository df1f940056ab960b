"""The ``arena`` command: wiring of the sub-commands (the work lives in sibling modules)."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer

from arena.cli import options as opts
from arena.cli import term
from arena.cli.fuzz_cmd import fuzz_cmd
from arena.cli.games_cmd import games_cmd
from arena.cli.loadtest import loadtest_cmd
from arena.cli.messages import Lang
from arena.cli.run_options import Address, Backend, GameArg, MaxSteps, Seed, Workers
from arena.cli.serve_cmd import serve_cmd
from arena.cli.strength import strength_cmd
from arena.cli.tournament import tournament_cmd
from arena.cli.validate_cmd import validate_cmd
from arena.core.errors import ArenaError, OptionsError, ReplayError

# Each command imports the engine, agents and games it runs when it runs: ``arena --help`` and
# ``arena games`` stay fast (issue 16, "Fast start").

app = typer.Typer(
    name="arena",
    help="Arena: play, pit agents against each other, benchmark and replay board games.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,  # click's plain help: `arena --help` starts in half the time
)

JsonFlag = Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")]


@contextmanager
def _arena_errors() -> Iterator[None]:
    """Expected errors (bad game, options, agent) end the command with a message, exit 2."""
    try:
        yield
    except ArenaError as exc:
        term.error(f"error: {exc}")
        raise typer.Exit(2) from None


def _echo_json(data: Any) -> None:
    typer.echo(json.dumps(data, indent=2, ensure_ascii=False, default=str))


# -- arena play --------------------------------------------------------------------------------
@app.command("play")
def play_cmd(
    game: GameArg,
    vs: Annotated[
        str | None, typer.Option("--vs", help="Agent for the other seats, e.g. random (default).")
    ] = None,
    hotseat: Annotated[bool, typer.Option("--hotseat", help="Every seat is played here.")] = False,
    seat: Annotated[int, typer.Option("--seat", help="Your seat (0 moves first).")] = 0,
    seed: Annotated[int | None, typer.Option("--seed", help="Seed for chance and agents.")] = None,
    lang: Annotated[Lang, typer.Option("--lang", help="Language.")] = Lang.en,
    save: Annotated[Path | None, typer.Option("--save", help="Write the replay log here.")] = None,
    opt: opts.OptList = None,
    scenario: opts.Scenario = None,
    arena_: opts.ArenaMap = None,
    players: opts.Players = None,
    mode: opts.Mode = None,
    tutorial: Annotated[bool, typer.Option("--tutorial", help="The game's guided first game.")] = False,
) -> None:
    """Play a game in the terminal against an agent (or hot seat), or its tutorial."""
    from arena.cli.play import PlayConfig, PlaySession, stdin_reader

    console = term.console()
    with _arena_errors():
        if hotseat and vs is not None:
            raise OptionsError("choose either --vs AGENT or --hotseat", reason="bad-option")
        options = opts.collect(opt, scenario=scenario, arena=arena_, players=players, mode=mode)
        guide = opts.load_game(game, {}).tutorial() if tutorial else None
        if tutorial and guide is None:
            raise OptionsError(f"{game} has no tutorial", reason="no-tutorial")
        if guide is not None:
            options, seed = dict(guide.options), guide.seed
        g = opts.load_game(game, options)
        if not 0 <= seat < g.num_players:
            raise OptionsError(f"--seat must be in 0..{g.num_players - 1}", reason="bad-option")
        humans = frozenset(range(g.num_players)) if hotseat else frozenset({seat})
        config = PlayConfig(
            game=g,
            humans=humans,
            agent_spec=vs or "random",
            seed=seed if seed is not None else random.SystemRandom().randrange(2**32),
            lang=lang.value,
            save=save,
        )
        session = PlaySession(config, console, stdin_reader(console))
        if guide is not None:
            from arena.cli.tutorial import TutorialSession

            session = TutorialSession(config, console, stdin_reader(console)).follow(guide)
    raise typer.Exit(session.run())


# -- arena selfplay ----------------------------------------------------------------------------
@app.command("selfplay")
def selfplay_cmd(
    game: GameArg,
    agents: Annotated[
        str, typer.Option("--agents", help="One agent spec per seat, comma-separated (or one for all).")
    ] = "random",
    games: Annotated[int, typer.Option("--games", min=0, help="Number of games.")] = 10,
    seed: Seed = 0,
    max_steps: MaxSteps = 1_000_000,
    check: Annotated[bool, typer.Option("--check", help="Check every action's legality.")] = False,
    save_dir: Annotated[Path | None, typer.Option("--save-dir", help="Write each game's replay.")] = None,
    workers: Workers = 1,
    backend: Backend = "local",
    address: Address = None,
    as_json: JsonFlag = False,
    opt: opts.OptList = None,
    scenario: opts.Scenario = None,
    arena_: opts.ArenaMap = None,
    players: opts.Players = None,
    mode: opts.Mode = None,
) -> None:
    """Agents play N seeded games; summary of results and failures (exit 1 on any error)."""
    from arena.cli.agents import split_specs
    from arena.cli.selfplay import run_selfplay
    from arena.cli.tournament import make_scheduler

    with _arena_errors():
        options = opts.collect(opt, scenario=scenario, arena=arena_, players=players, mode=mode)
        g = opts.load_game(game, options)
        summary = run_selfplay(
            g,
            split_specs(agents),
            games=games,
            seed=seed,
            max_steps=max_steps,
            check=check,
            save_dir=save_dir,
            scheduler=make_scheduler(backend, workers, address),
        )
    if as_json:
        _echo_json(summary)
    else:
        _print_selfplay(summary)
    if summary["errors"]:
        raise typer.Exit(1)


def _print_selfplay(s: dict[str, Any]) -> None:
    console = term.console()
    table = term.table(title=f"selfplay {s['game']} — seed {s['seed']}", show_header=False)
    table.add_column("figure", style="bold")
    table.add_column("value")
    rows: list[tuple[str, str]] = [
        ("options", json.dumps(s["options"], ensure_ascii=False)),
        ("agents", ", ".join(s["agents"])),
        ("games finished", str(s["games"])),
        ("unfinished (max steps)", str(s["unfinished"])),
        ("errors", str(s["errors"])),
        ("wins per seat", ", ".join(f"{p}: {w}" for p, w in enumerate(s["wins"]))),
        ("draws", str(s["draws"])),
        ("avg actions / steps", f"{s['avg_actions']:.1f} / {s['avg_steps']:.1f}"),
        ("elapsed", f"{s['elapsed_s']:.3f} s"),
        ("games/s, actions/s", f"{s['games_per_s']:.1f}, {s['actions_per_s']:.0f}"),
    ]
    for row in rows:
        table.add_row(*row)
    console.print(table)
    for d in s["error_details"]:
        console.print(
            f"game {d['index']} (seed {d['seed']}, {d['stage']}, after {d['steps']} steps): "
            f"{d['error']}: {d['message']}",
            style="red",
            markup=False,
            soft_wrap=True,
        )
        for frame in d["traceback"]:
            console.print(f"    {frame}", markup=False, soft_wrap=True)


# -- arena bench -------------------------------------------------------------------------------
@app.command("bench")
def bench_cmd(
    game: GameArg,
    games: Annotated[int, typer.Option("--games", min=1, help="Random games per repetition.")] = 20,
    reps: Annotated[int, typer.Option("--reps", min=1, help="Repetitions (median reported).")] = 3,
    seed: Seed = 0,
    max_steps: MaxSteps = 100_000,
    mcts_iters: Annotated[
        int, typer.Option("--mcts-iters", min=0, help="MCTS iterations per position.")
    ] = 200,
    compare: Annotated[
        str | None, typer.Option("--compare", help="'openspiel': the same work on OpenSpiel (tictactoe).")
    ] = None,
    vector: Annotated[
        bool,
        typer.Option(
            "--vector",
            help="RL steps/s: arena.rl.VectorEnv for n = 1, 64, 512 against a loop of PettingZoo envs.",
        ),
    ] = False,
    baseline: Annotated[
        str | None,
        typer.Option(
            "--baseline",
            help="A git commit: run its bench and this checkout's alternately, and print the ratios.",
        ),
    ] = None,
    as_json: JsonFlag = False,
    opt: opts.OptList = None,
    scenario: opts.Scenario = None,
    arena_: opts.ArenaMap = None,
    players: opts.Players = None,
    mode: opts.Mode = None,
) -> None:
    """Random-game throughput, micro-timings and MCTS iterations/s (one core; medians over reps)."""
    from arena.cli.bench import compare_openspiel, run_bench

    with _arena_errors():
        options = opts.collect(opt, scenario=scenario, arena=arena_, players=players, mode=mode)
        g = opts.load_game(game, options, bench=True)
        if baseline is not None:
            args = {"game": g.id, "options": options, "games": games, "seed": seed}
            args |= {"max_steps": max_steps, "iters": mcts_iters}
            _print_baseline(baseline, args, reps, as_json)
            return
        if vector:
            _print_vector_bench(g, as_json)
            return
        if compare is not None and (compare != "openspiel" or g.id != "tictactoe"):
            raise OptionsError("--compare supports only: arena bench tictactoe --compare openspiel")
        result = run_bench(g, games=games, reps=reps, seed=seed, max_steps=max_steps, mcts_iters=mcts_iters)
        if compare is not None:
            result["openspiel"] = compare_openspiel(
                games=max(games, 1000), reps=reps, seed=seed, mcts_iters=max(mcts_iters, 1)
            )
    if as_json:
        _echo_json(result)
        return
    table = term.table(title=f"bench {result['game']} — {games} games x {reps} reps", show_header=False)
    table.add_column("figure", style="bold")
    table.add_column("median", justify="right")
    table.add_row("options", json.dumps(result["options"], ensure_ascii=False))
    table.add_row("games/s", f"{result['games_per_s']:.1f}")
    table.add_row("actions/s (incl. chance)", f"{result['actions_per_s']:.0f}")
    table.add_row("steps per game", f"{result['avg_steps']:.1f}")
    for key, label in (
        ("legal_actions_us_median", "legal_actions µs (median)"),
        ("legal_actions_us_p99", "legal_actions µs (p99)"),
        ("clone_us_median", "clone µs (median)"),
        ("apply_us_median", "apply µs (median)"),
        ("mcts_iters_per_s", "MCTS iterations/s"),
    ):
        table.add_row(label, f"{result[key]:.2f}")
    for key, value in result.get("openspiel", {}).items():
        table.add_row(f"openspiel: {key}", str(value))
    table.add_row("python", result["python"])
    table.add_row("machine", f"{result['machine']}, {result['cpus']} CPUs")
    table.add_row("load (1, 5, 15 min)", ", ".join(map(str, result["load_avg_1_5_15min"])) or "-")
    table.add_row("compiled core", "yes" if result["compiled_core"] else "no (pure Python)")
    term.console().print(table)


def _print_baseline(ref: str, args: dict[str, Any], reps: int, as_json: bool) -> None:
    from arena.cli.baseline import compare

    result = compare(ref, args, reps)
    if as_json:
        _echo_json(result)
        return
    title = f"bench {result['game']} — {ref} against this checkout, {reps} alternating reps"
    table = term.table(title=title)
    for column in ("figure", ref, "now", "now / before"):
        table.add_column(column, justify="right")
    for row in result["rows"]:
        ratio = "-" if row["ratio"] is None else f"{row['ratio']:.2f}"
        table.add_row(row["figure"], f"{row['baseline']:,.2f}", f"{row['current']:,.2f}", ratio)
    term.console().print(table)
    load = ", ".join(map(str, result["load_avg_1_5_15min"] or [])) or "-"
    term.console().print(
        f"options {json.dumps(result['options'], ensure_ascii=False)}; load {load}; "
        "µs figures: lower is faster"
    )


def _print_vector_bench(game: Any, as_json: bool) -> None:
    from arena.rl.bench import vector_bench

    result = vector_bench(game)
    if as_json:
        _echo_json(result)
        return
    table = term.table(
        title=f"RL steps/s — {result['game']} {json.dumps(result['options'], ensure_ascii=False)}"
    )
    for column in ("n games", "VectorEnv steps/s", "PettingZoo loop steps/s", "ratio"):
        table.add_column(column, justify="right")
    for row in result["rows"]:
        vec, loop = row["vector_steps_per_s"], row["pettingzoo_loop_steps_per_s"]
        table.add_row(str(row["n"]), f"{vec:,.0f}", f"{loop:,.0f}", f"{vec / loop:.2f}")
    term.console().print(table)


# -- arena replay ------------------------------------------------------------------------------
@app.command("replay")
def replay_cmd(
    file: Annotated[Path, typer.Argument(help="A replay log (JSON lines).")],
    verify: Annotated[
        bool, typer.Option("--verify", help="Also require hashes everywhere, matching indices, an end line.")
    ] = False,
    show: Annotated[bool, typer.Option("--show", help="Draw the final position.")] = False,
) -> None:
    """Re-play a replay log and check it reproduces every recorded state."""
    from arena.cli.render import renderer_for
    from arena.cli.replay_cmd import check_replay

    console = term.console()
    try:
        checked = check_replay(file, verify=verify)
    except ReplayError as exc:
        term.error(f"replay error: {exc}")
        raise typer.Exit(1) from None
    state = checked.state
    if state.is_terminal():
        winners = state.winners()
        result = f"seat {', '.join(map(str, winners))} wins" if winners else "draw"
    else:
        result = "unfinished"
    if show:
        renderer_for(state.game)(state, None, console, "en")
    chance = f" + {checked.chance} chance" if checked.chance else ""
    if not checked.ended:
        result += " (the log has no end line)"
    console.print(
        f"OK {state.game.id}: {checked.actions} actions{chance}; result: {result}; returns {state.returns()}",
        markup=False,
        soft_wrap=True,
    )


# -- arena analyze -----------------------------------------------------------------------------
@app.command("analyze")
def analyze_cmd(
    file: Annotated[Path, typer.Argument(help="A replay log (JSON lines).")],
    at: Annotated[
        int | None,
        typer.Option(
            "--at", min=0, help="Analyze the position before this step (default: the last decision)."
        ),
    ] = None,
    seat: Annotated[
        int | None, typer.Option("--seat", min=0, help="The seat analyzed (default: the one to move).")
    ] = None,
    iters: Annotated[
        int | None, typer.Option("--iters", min=1, help="Search iterations (default 400).")
    ] = None,
    time_s: Annotated[float | None, typer.Option("--time", min=0.001, help="Search seconds instead.")] = None,
    do_review: Annotated[
        bool,
        typer.Option("--review", help="Review the seat's whole game: the moves whose estimate dropped most."),
    ] = False,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the search.")] = 0,
    lang: Annotated[Lang, typer.Option("--lang", help="Language.")] = Lang.en,
    as_json: JsonFlag = False,
) -> None:
    """The coach: the top 3 moves with their visit shares and the estimate (win chance, or
    Mage Knight's expected Fame) at one step of a replay log, or a review of a seat's game."""
    from arena.cli.analyze_cmd import Budget, print_analysis, print_review, run_analysis, run_review, to_json
    from arena.core.text import locale_of

    locale = locale_of(lang.value)
    budget = Budget(iters, time_s, seed)
    with _arena_errors():
        if do_review:
            if seat is None:
                raise OptionsError("--review needs --seat N", reason="bad-option")
            _, reviewed = run_review(file, seat, budget, locale)
            if as_json:
                typer.echo(to_json(reviewed))
            else:
                print_review(reviewed, term.console(), locale)
            return
        _, found = run_analysis(file, at, seat, budget, locale)
    if as_json:
        typer.echo(to_json(found))
    else:
        print_analysis(found, term.console(), locale)


@app.command("games")
def games(as_json: JsonFlag = False) -> None:
    """List the registered games."""
    games_cmd(as_json)


app.command("loadtest")(loadtest_cmd)
app.command("serve")(serve_cmd)
app.command("tournament")(tournament_cmd)
app.command("strength")(strength_cmd)
app.command("validate")(validate_cmd)
app.command("fuzz")(fuzz_cmd)
