"""Ratings from a round robin's outcomes ``(i, j, score of i)``: the Bradley–Terry (Elo) fit
with bootstrap intervals, the pairwise score matrix and each pair's record."""

from __future__ import annotations

import math
import random
from itertools import combinations
from typing import Any


def fit_elo(outcomes: list[tuple[int, int, float]], n: int, iters: int = 300) -> list[float]:
    """Bradley–Terry ratings (Elo scale, mean 1500) from (i, j, score of i) outcomes."""
    wins = [0.0] * n
    pairs: dict[tuple[int, int], float] = {}
    for i, j in combinations(range(n), 2):  # the prior: one virtual draw per pair
        wins[i] += 0.5
        wins[j] += 0.5
        pairs[(i, j)] = 1.0
    for i, j, s in outcomes:
        wins[i] += s
        wins[j] += 1 - s
        key = (i, j) if i < j else (j, i)
        pairs[key] = pairs.get(key, 0.0) + 1
    gamma = [1.0] * n
    for _ in range(iters):  # minorization-maximization (Hunter 2004)
        denom = [0.0] * n
        for (i, j), count in pairs.items():
            d = count / (gamma[i] + gamma[j])
            denom[i] += d
            denom[j] += d
        gamma = [wins[i] / denom[i] if denom[i] > 0 else gamma[i] for i in range(n)]
        mean_log = sum(math.log(g) for g in gamma) / n
        gamma = [g / math.exp(mean_log) for g in gamma]
    return [1500 + 400 * math.log10(g) for g in gamma]


def elo_table(
    outcomes: list[tuple[int, int, float]], specs: list[str], boot: int, seed: int
) -> list[dict[str, Any]]:
    """Each agent's Elo with a 95% percentile-bootstrap interval, best first."""
    from arena.core.match import derive_seed

    n = len(specs)
    point = fit_elo(outcomes, n)
    rng = random.Random(derive_seed(seed, "bootstrap"))
    samples: list[list[float]] = [[] for _ in range(n)]
    for _ in range(boot if outcomes else 0):
        resampled = [outcomes[rng.randrange(len(outcomes))] for _ in outcomes]
        for i, r in enumerate(fit_elo(resampled, n, iters=100)):
            samples[i].append(r)
    rows = []
    for i, spec in enumerate(specs):
        s = sorted(samples[i])
        lo = s[int(0.025 * (len(s) - 1))] if s else point[i]
        hi = s[math.ceil(0.975 * (len(s) - 1))] if s else point[i]
        games = [o for o in outcomes if i in (o[0], o[1])]
        pts = sum(o[2] if o[0] == i else 1 - o[2] for o in games)
        rows.append(
            {
                "agent": spec,
                "elo": round(point[i], 1),
                "elo_lo": round(lo, 1),
                "elo_hi": round(hi, 1),
                "games": len(games),
                "score": round(pts / len(games), 4) if games else 0.0,
            }
        )
    return sorted(rows, key=lambda r: -r["elo"])


def pair_scores(outcomes: list[tuple[int, int, float]], n: int) -> list[list[float | None]]:
    """Row agent's mean score against the column agent."""
    tot = [[0.0] * n for _ in range(n)]
    cnt = [[0] * n for _ in range(n)]
    for i, j, s in outcomes:
        tot[i][j] += s
        tot[j][i] += 1 - s
        cnt[i][j] += 1
        cnt[j][i] += 1
    return [[round(tot[i][j] / cnt[i][j], 4) if cnt[i][j] else None for j in range(n)] for i in range(n)]


def pair_records(outcomes: list[tuple[int, int, float]], specs: list[str]) -> list[dict[str, Any]]:
    """Each agent against each other one: games, wins, draws, losses, the win rate and the
    mean score (a draw half) with its 95% interval half-width (1.96·sd/√n)."""
    rows = []
    for i, j in combinations(range(len(specs)), 2):
        for me, other in ((i, j), (j, i)):
            mine = [s if a == me else 1 - s for a, b, s in outcomes if {a, b} == {me, other}]
            n = len(mine)
            if not n:
                continue
            mean = sum(mine) / n
            sd = math.sqrt(sum((x - mean) ** 2 for x in mine) / (n - 1)) if n > 1 else 0.0
            rows.append(
                {
                    "agent": specs[me],
                    "against": specs[other],
                    "games": n,
                    "wins": mine.count(1.0),
                    "draws": mine.count(0.5),
                    "losses": mine.count(0.0),
                    "win_rate": round(mine.count(1.0) / n, 4),
                    "score": round(mean, 4),
                    "score_ci95": round(1.96 * sd / math.sqrt(n), 4),
                }
            )
    return rows
