"""Pure rule helpers: paying costs with symbols, block budgets, dice, conditions, tie-breaks."""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from itertools import product
from typing import TypeVar

from arena.games.knockdown.datamodel import ANY, Attack, AttackType, SkillCard, SkillKind, Symbol, When

WILD = Symbol.WILD.value
HAND_LIMIT = 6
"""Seed 002, "手牌上限": at most 6 attack cards in hand."""
ACTIONS_PER_TURN = 2
"""Seed 002, "游戏回合": two actions, never only one."""
T = TypeVar("T")


def with_seat(values: list[T], seat: int, value: T) -> list[T]:
    """A copy of the per-seat list ``values`` with ``seat``'s entry replaced by ``value`` (a
    state's draft and round lists are shared by its clones: they are replaced, never changed)."""
    out = list(values)
    out[seat] = value
    return out


def pays(symbol: str, item: str) -> bool:
    """Whether a card symbol pays one cost item: its own symbol, the ``any`` cost, or wild."""
    return item in (symbol, ANY) or symbol == WILD


@cache
def reductions(cost: tuple[str, ...], symbols: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """The costs left after one card pays at least one item (a card's symbols pay only one
    special, but both may count towards it: seed 002, "其他规则")."""
    out: set[tuple[str, ...]] = set()
    n = len(cost)
    choices = [[-1, *(i for i in range(n) if pays(s, cost[i]))] for s in symbols]
    for pick in product(*choices):
        used = [i for i in pick if i >= 0]
        if not used or len(set(used)) != len(used):
            continue
        out.add(tuple(sorted(c for i, c in enumerate(cost) if i not in used)))
    return tuple(sorted(out, key=lambda r: (len(r), r)))


@cache
def can_pay(cost: tuple[str, ...], cards: tuple[tuple[str, ...], ...]) -> bool:
    """Whether some of ``cards`` (symbol tuples) pay ``cost`` entirely."""
    if not cost:
        return True
    if not cards:
        return False
    first, rest = cards[0], cards[1:]
    return can_pay(cost, rest) or any(can_pay(r, rest) for r in reductions(cost, first))


def pay_with(
    cost: tuple[str, ...], card: tuple[str, ...], others: tuple[tuple[str, ...], ...]
) -> tuple[str, ...] | None:
    """The cost left when ``card`` pays towards it and the rest stays payable, else None."""
    for rem in reductions(tuple(sorted(cost)), card):
        if can_pay(rem, others):
            return rem
    return None


def block_splits(heavy: int, light: int, budget: int, stack: bool) -> list[tuple[int, int]]:
    """The (heavy, light) wounds a reducing block may ignore (seed 002, "格挡": "每有2张手牌可以
    忽略1 [重伤] … 每有1张手牌可以忽略1 [轻伤]"; research A-9): the blocker chooses h heavy and l
    light with 2h + l <= budget. Listed, fewest heavies first, are the real trade-offs: a split
    is left out when another ignores more heavies and no fewer wounds in all (a heavy cube is
    never better to keep than a light one: it decides deck-outs first, a passed knockout check
    never halves it, mist absorbs only light). One split when the budget leaves no choice.
    ``stack`` (the A-9 flag): both limits at once, a single split."""
    if stack:
        return [(min(heavy, budget // 2), min(light, budget))]
    splits: list[tuple[int, int]] = []
    best = -1  # the most wounds ignored by a split with more heavies
    for h in range(min(heavy, budget // 2), -1, -1):
        lt = min(light, budget - 2 * h)
        if h + lt > best:
            splits.append((h, lt))
            best = h + lt
    return splits[::-1]


@cache
def roll_distribution() -> tuple[tuple[int, Fraction], ...]:
    """The sum of 3d6 (seed 002, "击倒检定：骰子变体"), exact."""
    counts = [0] * 19
    for a, b, c in product(range(1, 7), repeat=3):
        counts[a + b + c] += 1
    return tuple((s, Fraction(counts[s], 216)) for s in range(3, 19))


def pass_probability(cubes: int, modifier: int = 0) -> Fraction:
    """P(3d6 + modifier >= cubes)."""
    return sum((p for s, p in roll_distribution() if s + modifier >= cubes), Fraction(0))


def matches(when: When, attack: Attack, source: str, dist: int) -> bool:
    """Whether an attack meets a skill's condition."""
    if when.source != "any" and when.source != source:
        return False
    if when.type is not None and when.type != attack.type:
        return False
    if when.knockout is not None and when.knockout != attack.knockout:
        return False
    return when.min_dist <= dist <= when.max_dist


def skill_damage(
    attack: Attack, source: str, dist: int, mine: list[SkillCard], theirs: list[SkillCard]
) -> tuple[int, int]:
    """Heavy and light after the attacker's bonus and the defender's armor skills."""
    heavy, light = attack.heavy, attack.light
    for s in mine:
        e = s.effect
        if e.kind == SkillKind.BONUS and matches(e.when, attack, source, dist):
            heavy, light = heavy + e.heavy, light + e.light
    for s in theirs:
        e = s.effect
        if e.kind == SkillKind.ARMOR and matches(e.when, attack, source, dist):
            light = max(0, light - e.light)
    return heavy, light


def skill_total(skills: list[SkillCard], kind: SkillKind) -> int:
    return sum(s.effect.n for s in skills if s.effect.kind == kind)


def has_skill(skills: list[SkillCard], kind: SkillKind) -> bool:
    return any(s.effect.kind == kind for s in skills)


def deck_out_winner(heavy: list[int], light: list[int], turn_player: int) -> int:
    """Seed 002, "攻击牌库耗尽": fewer heavy, then fewer light, then the player whose turn it is."""
    if heavy[0] != heavy[1]:
        return 0 if heavy[0] < heavy[1] else 1
    if light[0] != light[1]:
        return 0 if light[0] < light[1] else 1
    return turn_player


def blockable(attack: Attack) -> bool:
    """Seed 002, "格挡": only assault attacks can be blocked."""
    return attack.type == AttackType.ASSAULT
