"""Krosmaster's heuristic evaluation (the ``Game.evaluate`` hook for greedy and MCTS agents).

A value in [-0.95, 0.95] for a live game (the ends are kept for real wins and losses):

* health (weight 0.70): the remaining HP fractions of the player's team's Krosmasters minus
  the enemies', half as the mean, half as the weakest one (a K.O. counts 0; with the
  tutorials' "K.O. one enemy" goal the weakest one weighs 3/4, since one K.O. decides it);
* summons (0.05): allied mobs in play minus enemy ones;
* position (0.05, four times that from half the house turn limit on: :func:`closeness_weight`):
  how close the team's Krosmasters stand to the nearest enemy Krosmaster;
* Glory Galons held (``state.gg``, per seat) and kamas held (``state.stock``, per seat),
  0.10 each, team minus enemies, the enemies' count scaled to the team's number of seats (in a
  4-player free-for-all one seat's count against the others' mean: their sum would pin the lead
  at its floor from the start, 3 GG against 9, and a seat's own losses would not count); read
  with ``getattr`` so the function works on states with or without the full game's economy
  (teams from ``game.team_of`` when present).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from arena.games.krosmaster.datamodel import Goal
from arena.games.krosmaster.pieces import KROSMASTER, MOB

if TYPE_CHECKING:
    from arena.games.krosmaster.state import KrosmasterState

CAP = 0.95
GG_SCALE = 6.0  # a seat's starting Glory Galons in a 2-player game (seed 003)
KAMA_SCALE = 10.0  # the price of one GG in kamas (seed 003)
CLOSE_WEIGHT = 0.05  # the position term's weight early in the game
CLOSE_LATE, CLOSE_FROM, CLOSE_FULL = 4.0, 0.25, 0.5  # x4 from half the turn limit, rising from a quarter


def evaluate(state: KrosmasterState, player: int) -> float:
    """``player``'s heuristic value of ``state`` in [-1, 1] (exact returns at the end)."""
    if state.is_terminal():
        return float(state.returns()[player])
    tally = _Tally(state)
    return tally.value(tally.team_of[player])


def evaluate_all(state: KrosmasterState) -> list[float]:
    """Every seat's value (:func:`evaluate`), from one pass over the pieces."""
    if state.is_terminal():
        return [float(r) for r in state.returns()]
    team_of = state.game.team_of
    if len(team_of) == 2 and team_of[0] == 0 and team_of[1] == 1:
        return _two_seats(state)
    tally = _Tally(state)
    if tally.teams == 2:
        by_team = [tally.value(0), tally.value(1)]
    else:
        by_team = [tally.value(t) for t in range(tally.teams)]
    team_of = tally.team_of
    return [by_team[team_of[seat]] for seat in range(state.game.num_players)]


def _two_seats(state: KrosmasterState) -> list[float]:
    """:class:`_Tally`'s values for two seats on two teams, with locals for its lists (the
    search agents' leaf value; the same arithmetic in the same order, so the same floats)."""
    tot0 = tot1 = 0.0
    n0 = n1 = mobs0 = mobs1 = 0
    weak0 = weak1 = 1.0
    cells0: list[int] = []
    cells1: list[int] = []
    for p in state.pieces:
        kind = p.kind
        if kind == KROSMASTER:
            in_play = p.in_play
            hp = p.hp
            frac = (hp - p.injuries) / hp if in_play and hp > 0 else 0.0
            if p.owner == 0:
                tot0 += frac
                n0 += 1
                if frac < weak0:
                    weak0 = frac
                if in_play:
                    cells0.append(p.pos)
            else:
                tot1 += frac
                n1 += 1
                if frac < weak1:
                    weak1 = frac
                if in_play:
                    cells1.append(p.pos)
        elif kind == MOB and p.in_play:
            if p.owner == 0:
                mobs0 += 1
            else:
                mobs1 += 1
    w_weak = 0.75 if state.game.scenario.goal == Goal.KO_ONE else 0.5
    mean0 = tot0 / n0 if n0 else 0.0
    mean1 = tot1 / n1 if n1 else 0.0
    health0 = (1 - w_weak) * (mean0 - mean1) + w_weak * (weak0 - weak1)
    health1 = (1 - w_weak) * (mean1 - mean0) + w_weak * (weak1 - weak0)
    v0 = 0.70 * health0 + 0.05 * max(-1.0, min(1.0, (mobs0 - mobs1) / 2))
    v1 = 0.70 * health1 + 0.05 * max(-1.0, min(1.0, (mobs1 - mobs0) / 2))
    w_close = closeness_weight(state)
    v0 += w_close * _closeness(state, cells0, cells1)
    v1 += w_close * _closeness(state, cells1, cells0)
    gg, stock = state.gg, state.stock  # the economy terms in _Tally.value's order
    if any(gg):
        v0 += 0.10 * _lead(gg, [True, False], GG_SCALE)
        v1 += 0.10 * _lead(gg, [False, True], GG_SCALE)
    if any(stock):
        v0 += 0.10 * _lead(stock, [True, False], KAMA_SCALE)
        v1 += 0.10 * _lead(stock, [False, True], KAMA_SCALE)
    return [max(-CAP, min(CAP, v0)), max(-CAP, min(CAP, v1))]


class _Tally:
    """One pass over the pieces: per team, Krosmasters' health, mobs in play, cells."""

    __slots__ = (
        "cells",
        "count",
        "mobs",
        "state",
        "team_of",
        "teams",
        "total",
        "w_close",
        "w_weak",
        "weakest",
    )

    def __init__(self, state: KrosmasterState) -> None:
        self.state = state
        game = state.game
        team_of = self.team_of = getattr(game, "team_of", None) or (0, 1)
        teams = self.teams = max(team_of) + 1
        total = self.total = [0.0] * teams
        count = self.count = [0] * teams
        weakest = self.weakest = [1.0] * teams
        mobs = self.mobs = [0] * teams
        cells: list[list[int]] = [[] for _ in range(teams)]
        self.cells = cells
        for p in state.pieces:
            kind = p.kind
            if kind == KROSMASTER:
                t = team_of[p.owner]
                in_play = p.in_play
                hp = p.hp
                frac = (hp - p.injuries) / hp if in_play and hp > 0 else 0.0
                total[t] += frac
                count[t] += 1
                if frac < weakest[t]:
                    weakest[t] = frac
                if in_play:
                    cells[t].append(p.pos)
            elif kind == MOB and p.in_play:
                mobs[team_of[p.owner]] += 1
        goal = getattr(getattr(game, "scenario", None), "goal", None)
        self.w_weak = 0.75 if goal == Goal.KO_ONE else 0.5
        self.w_close = closeness_weight(state)

    def value(self, mine: int) -> float:
        """Team ``mine``'s value against all the others together."""
        total, count, weakest, mobs, cells = self.total, self.count, self.weakest, self.mobs, self.cells
        mean_mine = total[mine] / count[mine] if count[mine] else 0.0
        if self.teams == 2:  # the common case, without the merging below
            other = 1 - mine
            mean_theirs = total[other] / count[other] if count[other] else 0.0
            weak_theirs, mobs_theirs, theirs = weakest[other], mobs[other], cells[other]
        else:
            others = [t for t in range(self.teams) if t != mine]
            their_count = sum(count[t] for t in others)
            mean_theirs = sum(total[t] for t in others) / their_count if their_count else 0.0
            weak_theirs = min(weakest[t] for t in others)
            mobs_theirs = sum(mobs[t] for t in others)
            theirs = [c for t in others for c in cells[t]]
        w_weak = self.w_weak
        health = (1 - w_weak) * (mean_mine - mean_theirs) + w_weak * (weakest[mine] - weak_theirs)
        value = 0.70 * health + 0.05 * _clip((mobs[mine] - mobs_theirs) / 2)
        value += self.w_close * _closeness(self.state, cells[mine], theirs)
        gg, stock = getattr(self.state, "gg", None), getattr(self.state, "stock", None)
        if gg or stock:  # empty or all zero (the tutorials): no economy term
            sides = [t == mine for t in self.team_of]
            if gg and any(gg):
                value += 0.10 * _lead(gg, sides, GG_SCALE)
            if stock and any(stock):
                value += 0.10 * _lead(stock, sides, KAMA_SCALE)
        return max(-CAP, min(CAP, value))


def closeness_weight(state: KrosmasterState) -> float:
    """The position term's weight: 0.05, rising to four times that as the house turn limit
    nears (linearly from a quarter of the limit to half of it). A game stopped at the limit is a
    draw, so the fewer turns are left, the more reaching the enemy is worth; without the ramp, a
    Krosmaster outranged by its enemy stood its ground for the whole game (the King against the
    Queen in tutorial 2: 17 draws in 200 games against ``random``, all from that seat)."""
    limit = state.game.max_turns
    pressed = (state.turn / limit - CLOSE_FROM) / (CLOSE_FULL - CLOSE_FROM) if limit else 0.0
    return CLOSE_WEIGHT * (1.0 + (CLOSE_LATE - 1.0) * max(0.0, min(1.0, pressed)))


def _clip(x: float) -> float:
    return max(-1.0, min(1.0, x))


def _closeness(state: KrosmasterState, mine: list[int], theirs: list[int]) -> float:
    """1 when every Krosmaster of ours touches an enemy one, 0 when they are a board apart."""
    if not mine or not theirs:
        return 0.0
    board = state.board
    span = board.width + board.height - 2 or 1
    table, n = board.dist, board.n
    steps = 0  # the sum over ours of the distance to the nearest of theirs
    for a in mine:
        base = a * n
        best = table[base + theirs[0]]
        for b in theirs:
            d = table[base + b]
            if d < best:
                best = d
        steps += best
    near = steps / len(mine)
    return 1.0 - min(1.0, (near - 1) / span)


def _lead(per_seat: object, allied: list[bool], scale: float) -> float:
    """(allies' total - enemies' total · allies/enemies) / scale, clipped; 0 when the state has
    no such field. Sides of equal size (2 players, 2 vs 2) compare plain totals."""
    if not isinstance(per_seat, Sequence) or len(per_seat) != len(allied):
        return 0.0
    allies = sum(allied)
    ratio = allies / (len(allied) - allies) if 0 < allies < len(allied) else 1.0
    if type(per_seat) is list:
        mine = theirs = 0  # exact sums while the counts are ints
        for v, ally in zip(per_seat, allied, strict=True):
            if type(v) is not int:
                break
            if ally:
                mine += v
            else:
                theirs += v
        else:
            return _clip((mine - theirs * ratio if ratio != 1.0 else float(mine - theirs)) / scale)
    try:
        mine_f = sum(float(v) for v, ally in zip(per_seat, allied, strict=True) if ally)
        theirs_f = sum(float(v) for v, ally in zip(per_seat, allied, strict=True) if not ally)
    except (TypeError, ValueError):
        return 0.0
    return _clip((mine_f - theirs_f * ratio) / scale)
