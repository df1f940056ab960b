"""Krosmaster's heuristic evaluation (the ``Game.evaluate`` hook for greedy and MCTS agents).

A value in [-0.95, 0.95] for a live game (the ends are kept for real wins and losses):

* health (weight 0.70): the remaining HP fractions of the player's team's Krosmasters minus
  the enemies', half as the mean, half as the weakest one (a K.O. counts 0; with the
  tutorials' "K.O. one enemy" goal the weakest one weighs 3/4, since one K.O. decides it);
* summons (0.05): allied mobs in play minus enemy ones;
* position (0.05): how close the team's Krosmasters stand to the nearest enemy Krosmaster;
* Glory Galons held (``state.gg``, per seat) and kamas held (``state.stock``, per seat),
  0.10 each, team minus enemies; read with ``getattr`` so the function works on states with
  or without the full game's economy (teams from ``game.team_of`` when present).
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


def evaluate(state: KrosmasterState, player: int) -> float:
    """``player``'s heuristic value of ``state`` in [-1, 1] (exact returns at the end)."""
    if state.is_terminal():
        return float(state.returns()[player])
    game = state.game
    team_of = getattr(game, "team_of", None) or (0, 1)
    mine = team_of[player]
    total = [0.0, 0.0]  # [allies, enemies]
    count = [0, 0]
    weakest = [1.0, 1.0]
    mobs = [0, 0]
    cells: list[list[int]] = [[], []]
    for p in state.pieces:
        side = 0 if team_of[p.owner] == mine else 1
        if p.kind == KROSMASTER:
            frac = (p.hp - p.injuries) / p.hp if p.in_play and p.hp > 0 else 0.0
            total[side] += frac
            count[side] += 1
            if frac < weakest[side]:
                weakest[side] = frac
            if p.in_play:
                cells[side].append(p.pos)
        elif p.kind == MOB and p.in_play:
            mobs[side] += 1
    mean = [total[i] / count[i] if count[i] else 0.0 for i in (0, 1)]
    goal = getattr(getattr(game, "scenario", None), "goal", None)
    w_weak = 0.75 if goal == Goal.KO_ONE else 0.5
    health = (1 - w_weak) * (mean[0] - mean[1]) + w_weak * (weakest[0] - weakest[1])
    value = 0.70 * health + 0.05 * _clip((mobs[0] - mobs[1]) / 2)
    value += 0.05 * _closeness(state, cells[0], cells[1])
    gg, stock = getattr(state, "gg", None), getattr(state, "stock", None)
    if gg or stock:  # empty or all zero (the tutorials): no economy term
        sides = [team_of[s] == mine for s in range(len(team_of))]
        if gg and any(gg):
            value += 0.10 * _lead(gg, sides, GG_SCALE)
        if stock and any(stock):
            value += 0.10 * _lead(stock, sides, KAMA_SCALE)
    return max(-CAP, min(CAP, value))


def _clip(x: float) -> float:
    return max(-1.0, min(1.0, x))


def _closeness(state: KrosmasterState, mine: list[int], theirs: list[int]) -> float:
    """1 when every Krosmaster of ours touches an enemy one, 0 when they are a board apart."""
    if not mine or not theirs:
        return 0.0
    board = state.board
    span = board.width + board.height - 2 or 1
    table, n = board.dist, board.n
    near = sum(min([table[a * n + b] for b in theirs]) for a in mine) / len(mine)
    return 1.0 - min(1.0, (near - 1) / span)


def _lead(per_seat: object, allied: list[bool], scale: float) -> float:
    """(allies' total - enemies' total) / scale, clipped; 0 when the state has no such field."""
    if not isinstance(per_seat, Sequence) or len(per_seat) != len(allied):
        return 0.0
    try:
        diff = sum(float(v) if ally else -float(v) for v, ally in zip(per_seat, allied, strict=True))
    except (TypeError, ValueError):
        return 0.0
    return _clip(diff / scale)
