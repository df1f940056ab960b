"""Issue 32, item 3: the skill ceiling of a dice game — an oracle that knows every future die
and draw, and every move its opponent will make. A research harness, not an agent: it reads
the true state and the match's generators, so it is never registered and no server can seat it.

    .venv/bin/python examples/skill_ceiling.py mapduel -o players=2 --vs greedy \
        --games 200 --seed 1 --horizon 16 --out docs/results/strength-mapduel-2p-oracle/oracle-vs-greedy.jsonl

Game ``k`` is seeded ``derive_seed(seed, "oracle", k // n)`` with the oracle in seat ``k % n``
of ``n`` seats (a deal is played from every seat in turn) and ``--vs`` in the other seats. At
each of its decisions the oracle tries every legal action on a copy of the match: the state, the
chance generator of the seeding scheme (so the copy rolls the very dice and draws the very cards
the real game will after the same moves), and the opponents with copies of their generators
(greedy and random then play exactly what they will play). Each copy runs ``--horizon`` further
decisions, the oracle's own ones by a greedy step that also knows the dice (the move whose
result, chance settled from the copied generator, the game's ``evaluate`` likes best); the copy
is valued by its returns if it ends, else by ``evaluate``. The oracle plays the best (first on
ties). Its win rate bounds what an agent that cannot see the future can reach, from below: a
deeper oracle could only win more.

``--sight sampled`` plays the same look-ahead without the foresight, for contrast: each
decision draws ``--samples`` worlds from what the seat may see (the hidden state resampled
through the seat's observation, dice and draws from a fresh generator, the opponents' agents
with fresh generators; one seed per decision and sample, shared by every action), and an action
is worth its mean over them. That player knows only the opponents' agent spec, as
``mcts:opponents=greedy`` does; the gap between it and the oracle is what seeing the future is
worth.

``--agent SPEC`` seats a registered agent there instead, on the same deals: the control that
says how much of the ceiling that agent reaches.

One JSON line per game goes to ``--out`` as it finishes (the same fields as ``arena strength``),
and the summary (win rate and the pairwise score, each with its 95% interval, 1.96·sd/√n) is
printed.
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

from arena.cli.agents import make_agent
from arena.cli.strength import describe, outcome, side_pairwise
from arena.core import registry
from arena.core.agent import Observation
from arena.core.chance import sample_weighted
from arena.core.game import Game
from arena.core.match import Match, derive_seed
from arena.core.state import CHANCE, State


def copy_rng(rng: random.Random) -> random.Random:
    out = random.Random()
    out.setstate(rng.getstate())
    return out


def settle(state: State[Any], chance: random.Random) -> None:
    """Play chance from the (copied) generator of the seeding scheme until someone must act."""
    while state.is_chance_node():
        state.step(sample_weighted(state.chance_weights(), chance))


def worth(game: Game[Any], state: State[Any], seat: int) -> float:
    """``seat``'s returns, doubled, if the game ended, else the game's ``evaluate``."""
    return state.returns()[seat] * 2 if state.is_terminal() else game.evaluate(state, seat)


def known_dice_greedy(game: Game[Any], state: State[Any], seat: int, chance: random.Random) -> Any:
    """The move whose result, with the dice the generator will roll, ``evaluate`` likes best."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    best, best_value = legal[0], -2.0
    for action in legal:
        child = state.clone()
        child.step(action)
        settle(child, copy_rng(chance))
        value = worth(game, child, seat)
        if value > best_value:
            best, best_value = action, value
    return best


def future(match: Match, seat: int, action: Any, horizon: int, world: int | None = None) -> State[Any]:
    """``action`` played on a copy of the match whose future is the real one, then ``horizon``
    further decisions (the opponents' by copies of their agents and generators, ``seat``'s by
    :func:`known_dice_greedy`): the state reached. With ``world`` (a seed) the copy sees only
    what ``seat`` may: the hidden state resampled from its observation, fresh generators."""
    game = match.game
    seats = [copy.deepcopy(agent) for agent in match.seats]
    if world is None:
        state = match.state.clone()
        chance = copy_rng(match.seeding.chance)
        rngs = [copy_rng(r) for r in match.seeding.seats]
    else:
        draw = random.Random(world)
        state = Observation(match.state, seat).determinize(random.Random(draw.getrandbits(64)))
        chance = random.Random(draw.getrandbits(64))
        rngs = [random.Random(draw.getrandbits(64)) for _ in match.seeding.seats]
    state.step(action)
    settle(state, chance)
    for _ in range(horizon):
        if state.is_terminal():
            break
        player = state.current_player()
        agent = seats[player]
        if agent is None:  # the oracle's own later move
            move = known_dice_greedy(game, state, seat, chance)
        else:
            move = agent.act(Observation(state, player), rngs[player])
        state.step(move)
        settle(state, chance)
    return state


def look_ahead(match: Match, seat: int, action: Any, horizon: int, worlds: list[int] | None = None) -> float:
    """The value of :func:`future` for ``seat``: its returns (doubled) if the game ended, else
    ``evaluate``; with ``worlds``, the mean over those sampled worlds."""
    sights: list[int | None] = [None] if worlds is None else list(worlds)
    values = [worth(match.game, future(match, seat, action, horizon, world), seat) for world in sights]
    return sum(values) / len(values)


def play(game: Game[Any], seed: int, seat: int, vs: str, horizon: int, samples: int = 0) -> dict[str, Any]:
    """One game of the oracle in ``seat`` against ``vs`` everywhere else (``samples`` > 0: the
    sampled-sight player instead)."""
    start = time.perf_counter()
    agents = [None if s == seat else make_agent(vs) for s in range(game.num_players)]
    match = Match(game, seed, agents)
    decisions, slowest = 0, 0.0
    while True:
        match.run(until_human=True)
        if match.is_over():
            break
        assert match.to_move() == seat and match.to_move() != CHANCE
        t = time.perf_counter()
        legal = match.state.legal_actions()
        best, best_value = legal[0], -3.0
        worlds = [derive_seed(seed, "sight", decisions, k) for k in range(samples)] if samples else None
        if len(legal) > 1:
            for action in legal:
                value = look_ahead(match, seat, action, horizon, worlds)
                if value > best_value:
                    best, best_value = action, value
        match.apply(best)
        decisions += 1
        slowest = max(slowest, time.perf_counter() - t)
    name = f"sampled:horizon={horizon},samples={samples}" if samples else f"oracle:horizon={horizon}"
    seats = [("sampled" if samples else "oracle") if a is None else vs for a in agents]
    return game_line(match, seed, seat, name, seats, decisions, start) | {"slowest_s": round(slowest, 6)}


def play_agent(game: Game[Any], seed: int, seat: int, vs: str, spec: str) -> dict[str, Any]:
    """One game of the agent ``spec`` in ``seat`` against ``vs`` everywhere else."""
    start = time.perf_counter()
    agents = [make_agent(spec if s == seat else vs) for s in range(game.num_players)]
    match = Match(game, seed, agents)
    match.run(until_human=False)
    seats = [spec if s == seat else vs for s in range(game.num_players)]
    decisions = sum(1 for step in match.steps if step.player == seat)
    return game_line(match, seed, seat, spec, seats, decisions, start)


def game_line(
    match: Match, seed: int, seat: int, name: str, seats: list[str], decisions: int, start: float
) -> dict[str, Any]:
    """A finished game's JSON line, with the fields of ``arena strength``."""
    returns = [float(r) for r in match.state.returns()]
    return {
        "seed": seed,
        "agent": name,
        "seat": seat,
        "seats": seats,
        "score": returns[seat],
        "returns": returns,
        "outcome": outcome(returns, seat),
        "decisions": decisions,
        "steps": len(match.steps),
        "terminal": match.is_over(),
        "seconds": round(time.perf_counter() - start, 4),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("game")
    parser.add_argument("-o", "--opt", action="append", default=[], help="game option key=value (JSON value)")
    parser.add_argument("--vs", default="greedy")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--horizon", type=int, default=16)
    parser.add_argument("--sight", choices=("future", "sampled"), default="future")
    parser.add_argument("--samples", type=int, default=4, help="worlds a decision with --sight sampled")
    parser.add_argument("--agent", help="a registered agent's spec in the oracle's seat (the control)")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    if args.sight == "sampled" and args.samples < 1:
        parser.error("--samples must be at least 1 with --sight sampled")
    from arena.cli.options import parse_opts

    game = registry.load(args.game, **parse_opts(args.opt))
    done = {}
    if args.out.exists():  # resume: the games already played are kept
        done = {r["index"]: r for r in map(json.loads, args.out.read_text().splitlines())}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("a", encoding="utf-8") as fh:
        for k in range(args.games):
            if k in done:
                continue
            seat = k % game.num_players
            seed = derive_seed(args.seed, "oracle", k // game.num_players)
            samples = args.samples if args.sight == "sampled" else 0
            if args.agent:
                row = {"index": k} | play_agent(game, seed, seat, args.vs, args.agent)
            else:
                row = {"index": k} | play(game, seed, seat, args.vs, args.horizon, samples)
            done[k] = row
            fh.write(json.dumps(row) + "\n")
            fh.flush()
    rows = [done[k] for k in sorted(done)]
    summary = {
        "game": game.id,
        "options": game.options_dict(),
        "vs": args.vs,
        "horizon": args.horizon,
        "sight": args.sight,
        "samples": args.samples if args.sight == "sampled" else None,
        "games": len(rows),
        "outcome": describe([r["outcome"] for r in rows]),
        "wins": sum(1 for r in rows if r["outcome"] == 1.0),
        "draws": sum(1 for r in rows if r["outcome"] == 0.5),
        "pairwise": describe(
            [side_pairwise(r["returns"], tuple(range(len(r["returns"]))), r["seat"]) for r in rows]
        ),
        "agent": args.agent,
        "slowest_decision_s": max((r.get("slowest_s", 0.0) for r in rows), default=0.0),
    }
    json.dump(summary, sys.stdout, indent=2)
    print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
