"""Issue 32, item 3: Hi-Lo Duel's exact ceilings against `greedy` and `random`.

The best any player can do against a known opponent, with no foresight, is the *best response*
to that opponent's policy: at each of its decisions it weighs every hand the opponent may hold
(the deal's odds, times how likely the opponent's plays so far were with that hand) and plays
the card of the highest expected return. Hi-Lo Duel is small enough to compute it exactly over
every deal, every die and every play, with no sampling, so its win rate is a bound no agent can
pass against that opponent, however it searches or learns.

    .venv/bin/python examples/hilo_exact_ceiling.py [--json]

The opponents' policies are those of the registered agents in this game:

* `random` plays each legal card (each distinct value in its hand) with equal probability;
* `greedy` values each card by the game's `evaluate` after the trick's die (``ai/greedy.py``,
  ties broken uniformly). Leading, every card leaves the score as it is, so it leads each
  distinct value with equal probability; following, a higher card wins the trick on four faces
  of six, an equal one ties, a lower one wins on two: it plays a higher card (each distinct
  higher value alike), else an equal one, else a lower one (each alike).

The rules and the card set are the game's (``data/cards.yaml``: values, copies, hand size, the
faces on which the lower card wins; seat 0 leads the first trick, a trick's winner leads the
next, a tie leaves the lead where it was). ``--check N`` plays N seeded games of each pairing
of `greedy` and `random` through the engine (``arena.core.driver.play_game``) and prints them
beside this script's exact values of the same pairings: the script's rules and policies are
the game's.

For each opponent it prints the best response's expected score (a win 1, a draw ½), its
probability of winning, and the highest probability of winning any player can reach (a best
response that counts a draw as a loss), in each seat and with the seats swapped (the mean of
the two, as a strength run plays them); then the four pairings of the two policies, exactly.
"""

from __future__ import annotations

import argparse
import json
import math
from collections import Counter
from collections.abc import Callable, Iterator
from fractions import Fraction
from itertools import combinations_with_replacement

from arena.games.hilo.data import CardSet, standard_cards

Hand = tuple[int, ...]
Policy = Callable[[Hand, int | None], dict[int, float]]
"""A policy: (its hand, the led card or None when it leads) -> the probability of each card."""


def random_policy(hand: Hand, led: int | None) -> dict[int, float]:
    """`random`: every distinct value in hand alike."""
    cards = sorted(set(hand))
    return {c: 1.0 / len(cards) for c in cards}


def greedy_policy(hand: Hand, led: int | None) -> dict[int, float]:
    """`greedy` (see the module's docstring): leading, every card alike; following, the
    distinct higher cards alike, else an equal card, else the distinct lower cards alike."""
    cards = sorted(set(hand))
    if led is not None:
        higher = [c for c in cards if c > led]
        if higher:
            cards = higher
        elif led in cards:
            cards = [led]
    return {c: 1.0 / len(cards) for c in cards}


POLICIES: dict[str, Policy] = {"greedy": greedy_policy, "random": random_policy}


def minus(hand: Hand, card: int) -> Hand:
    """``hand`` without one copy of ``card``."""
    i = hand.index(card)
    return hand[:i] + hand[i + 1 :]


class Rules:
    """The trick's die and the deal, from the game's card set."""

    def __init__(self, cards: CardSet) -> None:
        self.values = list(cards.values)
        self.copies = cards.copies
        self.hand_size = cards.hand_size
        self.p_low = Fraction(len(cards.low_wins_faces), 6)

    def trick(self, mine: int, theirs: int, i_led: bool) -> list[tuple[float, int, bool]]:
        """The trick's die, my card against theirs: (probability, my tricks minus theirs, whether
        I lead the next trick). A tie scores nothing and leaves the lead where it was."""
        if mine == theirs:
            return [(1.0, 0, i_led)]
        high = 1 if mine > theirs else -1
        return [(float(self.p_low), -high, -high > 0), (float(1 - self.p_low), high, high > 0)]

    def hands(self) -> list[Hand]:
        """Every hand the deal can give (a value at most ``copies`` times)."""
        return [
            h
            for h in combinations_with_replacement(self.values, self.hand_size)
            if max(Counter(h).values()) <= self.copies
        ]

    def deals(self) -> Iterator[tuple[Hand, Hand, float]]:
        """Every (seat 0's hand, seat 1's hand, probability): the deal draws without
        replacement, so the pair is a multivariate hypergeometric draw."""
        n, k = len(self.values) * self.copies, self.hand_size
        total = math.comb(n, k) * math.comb(n - k, k)
        hands = self.hands()
        for a in hands:
            ca = Counter(a)
            for b in hands:
                cb = Counter(b)
                if any(ca[v] + cb[v] > self.copies for v in cb):
                    continue
                ways = 1
                for v in self.values:
                    ways *= math.comb(self.copies, ca[v]) * math.comb(self.copies - ca[v], cb[v])
                yield a, b, ways / total


Outcome = tuple[float, float, float]
"""Weighted sums of (return, win, draw)."""


def _add(x: Outcome, y: Outcome, w: float = 1.0) -> Outcome:
    return (x[0] + w * y[0], x[1] + w * y[1], x[2] + w * y[2])


def _end(score: int, weight: float) -> Outcome:
    if score > 0:
        return (weight, weight, 0.0)
    if score < 0:
        return (-weight, 0.0, 0.0)
    return (0.0, 0.0, weight)


class BestResponse:
    """The best response to ``policy``: its outcome, summed over a belief about the opponent's
    hand (unnormalised weights), choosing by ``key`` (the return, or the win alone)."""

    def __init__(self, rules: Rules, policy: Policy, wins_only: bool) -> None:
        self.rules, self.policy = rules, policy
        self.key: Callable[[Outcome], float] = (lambda o: o[1]) if wins_only else (lambda o: o[0])

    def value(self, mine: Hand, belief: dict[Hand, float], score: int, lead: bool) -> Outcome:
        """The outcome with ``mine`` in hand, ``score`` = my tricks minus theirs, ``lead``
        whether I lead the next trick."""
        if not mine:
            return _end(score, sum(belief.values()))
        if lead:
            return max((self._after_lead(mine, belief, score, a) for a in sorted(set(mine))), key=self.key)
        out: Outcome = (0.0, 0.0, 0.0)
        for b, seen in self._split(belief, None).items():
            follows = (self._trick(mine, seen, score, a, b, led=False) for a in sorted(set(mine)))
            out = _add(out, max(follows, key=self.key))
        return out

    def _after_lead(self, mine: Hand, belief: dict[Hand, float], score: int, a: int) -> Outcome:
        out: Outcome = (0.0, 0.0, 0.0)
        for b, seen in self._split(belief, a).items():
            out = _add(out, self._trick(mine, seen, score, a, b, led=True))
        return out

    def _split(self, belief: dict[Hand, float], led: int | None) -> dict[int, dict[Hand, float]]:
        """The opponent's card b -> the belief after seeing it (b removed from each hand)."""
        out: dict[int, dict[Hand, float]] = {}
        for hand, w in belief.items():
            for b, p in self.policy(hand, led).items():
                rest = out.setdefault(b, {})
                key = minus(hand, b)
                rest[key] = rest.get(key, 0.0) + w * p
        return out

    def _trick(self, mine: Hand, belief: dict[Hand, float], score: int, a: int, b: int, led: bool) -> Outcome:
        """My card ``a`` against their ``b``: the die, then the next trick (a tie leaves the
        lead with whoever led, ``led`` whether I did)."""
        out: Outcome = (0.0, 0.0, 0.0)
        rest = minus(mine, a)
        for p, won, lead in self.rules.trick(a, b, led):
            out = _add(out, self.value(rest, belief, score + won, lead), p)
        return out


def policy_pair(rules: Rules, first: Policy, second: Policy) -> Outcome:
    """Seat 0 playing ``first`` against seat 1 playing ``second``, exactly: seat 0's
    (return, win, draw)."""

    def play(h0: Hand, h1: Hand, score: int, leader: int) -> Outcome:
        if not h0:
            return _end(score, 1.0)
        hands, pols = (h0, h1), (first, second)
        other = 1 - leader
        out: Outcome = (0.0, 0.0, 0.0)
        for x, px in pols[leader](hands[leader], None).items():
            for y, py in pols[other](hands[other], x).items():
                c0, c1 = (x, y) if leader == 0 else (y, x)
                for p, won, first_leads in rules.trick(c0, c1, leader == 0):
                    nxt = 0 if first_leads else 1
                    out = _add(out, play(minus(h0, c0), minus(h1, c1), score + won, nxt), px * py * p)
        return out

    total: Outcome = (0.0, 0.0, 0.0)
    for h0, h1, w in rules.deals():
        total = _add(total, play(h0, h1, 0, 0), w)
    return total


def best_response(rules: Rules, policy: Policy, seat: int, wins_only: bool) -> Outcome:
    """The best response to ``policy`` in ``seat``: its (return, win, draw) over every deal."""
    br = BestResponse(rules, policy, wins_only)
    beliefs: dict[Hand, dict[Hand, float]] = {}
    for h0, h1, w in rules.deals():
        mine, theirs = (h0, h1) if seat == 0 else (h1, h0)
        beliefs.setdefault(mine, {})[theirs] = w
    total: Outcome = (0.0, 0.0, 0.0)
    for mine, belief in beliefs.items():
        total = _add(total, br.value(mine, belief, 0, seat == 0))
    return total


def summary(o: Outcome) -> dict[str, float]:
    """An outcome as the strength runs report it: score (a draw ½), wins, draws."""
    ret, win, draw = o
    return {"score": round((ret + 1) / 2, 4), "win": round(win, 4), "draw": round(draw, 4)}


def check(games: int, first: str, second: str) -> dict[str, float]:
    """``first`` (seat 0) against ``second`` (seat 1), ``games`` seeded games played through
    the engine: seat 0's win and draw rates and score, with the score's 95% interval."""
    from arena.cli.agents import make_agent
    from arena.core import registry
    from arena.core.driver import play_game
    from arena.core.match import derive_seed

    game = registry.load("hilo")
    scores = []
    for k in range(games):
        seed = derive_seed(1, "hilo-check", k)
        record = play_game(game, [make_agent(first), make_agent(second)], seed)
        scores.append((record.returns[0] + 1) / 2)
    mean = sum(scores) / games
    sd = math.sqrt(sum((s - mean) ** 2 for s in scores) / max(1, games - 1))
    return {
        "games": games,
        "score": round(mean, 4),
        "score ±": round(1.96 * sd / math.sqrt(games), 4),
        "win": round(sum(s == 1 for s in scores) / games, 4),
        "draw": round(sum(s == 0.5 for s in scores) / games, 4),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--check", type=int, default=0, metavar="N", help="also play N engine games")
    args = parser.parse_args()
    rules = Rules(standard_cards())
    out: dict[str, object] = {}
    for name, policy in POLICIES.items():
        seats = {}
        for seat in (0, 1):
            by_return = best_response(rules, policy, seat, wins_only=False)
            by_wins = best_response(rules, policy, seat, wins_only=True)
            seats[f"seat {seat}"] = summary(by_return) | {"highest win": round(by_wins[1], 4)}
        both = {k: round((seats["seat 0"][k] + seats["seat 1"][k]) / 2, 4) for k in seats["seat 0"]}
        out[f"best response to {name}"] = {"seats swapped": both, **seats}
    for a in POLICIES:
        for b in POLICIES:
            out[f"{a} (seat 0) against {b} (seat 1)"] = summary(policy_pair(rules, POLICIES[a], POLICIES[b]))
    if args.check:
        for a in POLICIES:
            for b in POLICIES:
                out[f"engine: {a} (seat 0) against {b} (seat 1)"] = check(args.check, a, b)
    if args.json:
        print(json.dumps(out, indent=2))
    else:
        for name, value in out.items():
            print(f"{name}: {value}")


if __name__ == "__main__":
    main()
