"""Mana: the six colours, the Source's dice, crystals and tokens (seed 001, "魔力骰子").

Pure functions over plain values; the state keeps the Source as a tuple of die colours
(index = the die's place in the Source, stable for the whole game).

- A Round's Source: every die is rolled; "at least half must show basic colours; if not,
  reroll all black and gold dice together until true" (seed 001: "保证至少一半显示的是基本颜色
  (红、蓝、绿、白)。如果不是,就重掷所有的黑色和金色骰子(一起掷)直到满足上述条件").
  :func:`source_roll_outcomes` gives the exact distribution of the final Source as a sorted
  tuple of colours (basic dice are never rerolled, so it is exact, not sampled).
- A used die is rerolled alone at the end of its user's turn (seed 001: "重掷并保持新的颜色将它们放回
  资源池"): one die, six faces.
- By Day black dice are depleted and gold is any basic colour; by Night gold is depleted and
  black is usable (seed 001, "在白昼不能使用黑色魔力", "因为是夜晚,所以金色魔力是不能使用的").
- Crystals: at most 3 per basic colour; a 4th becomes a mana token (seed 001: "如果你被要求获得物品栏中
  已经存在三个的魔晶,你转而获得一个魔力指示物").
"""

from __future__ import annotations

from collections import Counter, defaultdict
from fractions import Fraction
from functools import cache
from itertools import combinations_with_replacement
from math import factorial

RED, BLUE, GREEN, WHITE, GOLD, BLACK = "red", "blue", "green", "white", "gold", "black"
BASIC = (RED, BLUE, GREEN, WHITE)
COLOURS = (*BASIC, GOLD, BLACK)
"""Die faces, in the canonical order used to sort a Source."""
CRYSTAL_LIMIT = 3
DIE_FACE = Fraction(1, len(COLOURS))


def canonical(dice: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """A Source's dice sorted in colour order (the dice are interchangeable until taken)."""
    return tuple(sorted(dice, key=COLOURS.index))


def _multiset_probability(faces: tuple[str, ...]) -> Fraction:
    """The chance that len(faces) fair dice show exactly this multiset."""
    counts = Counter(faces)
    ways = factorial(len(faces))
    for n in counts.values():
        ways //= factorial(n)
    return ways * DIE_FACE ** len(faces)


def _rolls(k: int) -> list[tuple[tuple[str, ...], Fraction]]:
    return [(faces, _multiset_probability(faces)) for faces in combinations_with_replacement(COLOURS, k)]


def enough_basic(dice: tuple[str, ...], total: int) -> bool:
    """At least half of the Source shows basic colours."""
    return 2 * sum(d in BASIC for d in dice) >= total


@cache
def _settle(kept: tuple[str, ...], rerolled: int, total: int) -> tuple[tuple[tuple[str, ...], Fraction], ...]:
    """Final Sources from ``kept`` basic dice and ``rerolled`` gold/black dice thrown together
    until the condition holds. A throw that changes nothing (all gold/black again) repeats, so
    the other outcomes are renormalised by 1 - P(repeat)."""
    out: dict[tuple[str, ...], Fraction] = defaultdict(Fraction)
    stay = Fraction(0)
    weights: list[tuple[tuple[str, ...], Fraction]] = []
    for faces, p in _rolls(rerolled):
        new_basic = tuple(f for f in faces if f in BASIC)
        if not new_basic:
            stay += p
            continue
        weights.append((faces, p))
    for faces, p in weights:
        p = p / (1 - stay)
        dice = kept + faces
        if enough_basic(dice, total):
            out[canonical(dice)] += p
            continue
        basics = canonical(kept + tuple(f for f in faces if f in BASIC))
        for final, q in _settle(basics, total - len(basics), total):
            out[final] += p * q
    return tuple(sorted(out.items(), key=lambda kv: [COLOURS.index(c) for c in kv[0]]))


@cache
def source_roll_outcomes(total: int) -> tuple[tuple[tuple[str, ...], Fraction], ...]:
    """Every Source a Round can start with (sorted dice) and its exact probability."""
    if total < 1:
        raise ValueError("a Source holds at least one die")
    out: dict[tuple[str, ...], Fraction] = defaultdict(Fraction)
    for faces, p in _rolls(total):
        if enough_basic(faces, total):
            out[faces] += p
            continue
        basics = tuple(f for f in faces if f in BASIC)
        for final, q in _settle(basics, total - len(basics), total):
            out[final] += p * q
    return tuple(sorted(out.items(), key=lambda kv: [COLOURS.index(c) for c in kv[0]]))


def die_outcomes() -> list[tuple[str, Fraction]]:
    """One die rerolled at the end of a turn."""
    return [(c, DIE_FACE) for c in COLOURS]


def usable(colour: str, night: bool) -> bool:
    """Whether a Source die of ``colour`` may be taken (black is depleted by Day, gold by Night)."""
    return colour != (GOLD if night else BLACK)


def pays(mana: str, needed: str, night: bool) -> bool:
    """Whether one mana of colour ``mana`` pays for ``needed`` (a basic colour or black): gold
    is any basic colour by Day only (seed 001, "白昼时,你同样可以使用金色骰子或是金色魔力指示物")."""
    if mana == needed:
        return usable(mana, night)
    return mana == GOLD and not night and needed in BASIC


def gain_crystal(crystals: dict[str, int], colour: str) -> bool:
    """Add a crystal; ``False`` when the Inventory already holds 3 of it (the caller then
    gives a mana token instead, or nothing for a reward)."""
    if colour not in BASIC:
        raise ValueError(f"no {colour} crystals: only basic colours crystallise")
    if crystals.get(colour, 0) >= CRYSTAL_LIMIT:
        return False
    crystals[colour] = crystals.get(colour, 0) + 1
    return True
