"""What the rules ask again and again of a configured game, worked out once from its data.

A :class:`Tables` holds only what a set's immutable cards, the two sides in play and the arena
decide (``tables_for`` builds it once per set and sides, shared by every game of that
configuration): every action built once per kind and argument, each fighter's free steps by
the two cells, which attack reaches from where, the cards carrying a dash, block or wild
symbol, the tasks of each attack's effects, the skills' ward and recovery, and (memoized by
the hand) which specials a hand can pay and which of its cards can pay towards a cost. The
rules read these instead of rebuilding them on every call; ``tests/knockdown/test_fast_paths.py``
checks that the rules answer as the plain definitions do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.flow import Task
from arena.games.knockdown import rules
from arena.games.knockdown.actions import Action, Kind
from arena.games.knockdown.attack import effect_task
from arena.games.knockdown.datamodel import Attack, AttackType, Effect, SkillKind
from arena.games.knockdown.tasks import TakeCard

if TYPE_CHECKING:
    from arena.games.knockdown.game import Knockdown

MEMO_LIMIT = 50_000
"""A memo holding this many hands is emptied before it grows (a long-running server's bound)."""
_BUILT: dict[tuple[str, tuple[str, ...]], Tables] = {}


def tables_for(game: Knockdown) -> Tables:
    """The tables of ``game``'s set and sides, built once and shared by every game with the
    same (the house-rule options change none of them; a set loaded anew gets new tables)."""
    key = (game.opts.set, tuple(game.opts.fighters))
    built = _BUILT.get(key)
    if built is None or built.gset is not game.gset:
        built = _BUILT[key] = Tables(game)
    return built


class Tables:
    """Derived, read-only views of one configuration's data (plus two memos keyed by hands)."""

    def __init__(self, game: Knockdown) -> None:
        grid, sizes = game.grid, game.codec.sizes
        self.gset = game.gset
        self.n = n = grid.n
        self.actions: dict[Kind, tuple[Action, ...]] = {
            kind: tuple(Action(kind, i) for i in range(sizes[kind])) for kind in Kind
        }
        acts = self.actions
        self.move, self.attack, self.place = acts[Kind.MOVE], acts[Kind.ATTACK], acts[Kind.PLACE]
        self.special, self.dash, self.pay = acts[Kind.SPECIAL], acts[Kind.DASH], acts[Kind.PAY]
        self.discard, self.draft = acts[Kind.DISCARD], acts[Kind.DRAFT]
        self.keep, self.faceup = acts[Kind.KEEP], acts[Kind.FACEUP]
        self.reduce, self.cancel = acts[Kind.BLOCK_REDUCE], acts[Kind.BLOCK_CANCEL]
        self.reveal, self.deal = acts[Kind.REVEAL], acts[Kind.DEAL]
        self.reveal_weighted = tuple((a, 1) for a in acts[Kind.REVEAL])
        """Each deck card's refill outcome with its weight of one."""
        self.deal_weighted = tuple((a, 1) for a in acts[Kind.DEAL])
        # free[here * n + there]: the cells a fighter on ``here`` may step to (sorted).
        self.free: tuple[tuple[int, ...], ...] = tuple(
            tuple(c for c in grid.neighbours(here) if c != there) for here in range(n) for there in range(n)
        )
        self.moves: tuple[tuple[Action, ...], ...] = tuple(tuple(self.move[c] for c in f) for f in self.free)
        self.card_reach = tuple(_reach(game, card) for card in game.gset.attacks)
        self.special_reach = tuple(_reach(game, sp) for sp in game.specials)
        """``reach[index][attacker * n + defender]``: whether the attack has the defender in range."""
        self.card_effects = tuple(_effects(card.effects) for card in game.gset.attacks)
        self.special_effects = tuple(_effects(sp.effects) for sp in game.specials)
        """``effects[index][seat]``: the tasks resolving the attack's effects for its attacker,
        as stacked (the last effect first: the first one runs first)."""
        self.knockout_effects = tuple(_effects(side.knockout_effect)[p] for p, side in enumerate(game.sides))
        """Per seat: the tasks of its board's knockout effect (after a passed check), as stacked."""
        self.take_card = tuple(tuple(TakeCard(p, c) for c in range(len(game.gset.attacks))) for p in (0, 1))
        skills = game.gset.skills
        self.ward = tuple(s.effect.kind == SkillKind.WARD for s in skills)
        self.recover = tuple(s.effect.n if s.effect.kind == SkillKind.RECOVER else 0 for s in skills)
        symbols = game.card_symbols
        self.dashers = frozenset(c for c, s in enumerate(symbols) if "dash" in s or "wild" in s)
        self.blockers = frozenset(c for c, s in enumerate(symbols) if "block" in s or "wild" in s)
        self.special_tokens = tuple(tuple(sp.tokens.items()) for sp in game.specials)
        self.special_cost = tuple(tuple(sorted(sp.cost)) for sp in game.specials)
        self.side_specials: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...] = tuple(
            (
                tuple(sorted(i for i, sp in side if sp.type != AttackType.RESPONSE)),
                tuple(sorted(i for i, sp in side if sp.type == AttackType.RESPONSE)),
            )
            for side in game.side_specials
        )
        """Per seat: the indexes of its combo specials, then of its response specials."""
        self._symbols = symbols
        self._payable: dict[tuple[int, ...], frozenset[int]] = {}
        self._payers: dict[tuple[tuple[str, ...], tuple[int, ...]], tuple[Action, ...]] = {}

    def payable(self, seat: int, hand: tuple[int, ...]) -> frozenset[int]:
        """The seat's specials whose symbol cost some of ``hand`` pays (tokens not counted)."""
        key = (seat, *hand)
        known = self._payable.get(key)
        if known is None:
            if len(self._payable) >= MEMO_LIMIT:
                self._payable.clear()
            cards = tuple(self._symbols[c] for c in hand)
            known = frozenset(
                i
                for group in self.side_specials[seat]
                for i in group
                if rules.can_pay(self.special_cost[i], cards)
            )
            self._payable[key] = known
        return known

    def payers(self, cost: tuple[str, ...], hand: tuple[int, ...]) -> tuple[Action, ...]:
        """``pay`` actions, by card, for the cards of ``hand`` that pay towards ``cost`` and
        leave the rest payable by the others (``rules.pay_with``)."""
        key = (cost, hand)
        known = self._payers.get(key)
        if known is None:
            if len(self._payers) >= MEMO_LIMIT:
                self._payers.clear()
            symbols = self._symbols
            out = []
            for i, c in enumerate(hand):
                others = tuple(symbols[x] for j, x in enumerate(hand) if j != i)
                if rules.pay_with(cost, symbols[c], others) is not None:
                    out.append(c)
            known = self._payers[key] = tuple(self.pay[c] for c in sorted(out))
        return known


def _effects(effects: tuple[Effect, ...]) -> tuple[tuple[Task, ...], tuple[Task, ...]]:
    """For each seat using them: the effects' tasks, the last first (as stacked)."""
    return (
        tuple(effect_task(0, e) for e in reversed(effects)),
        tuple(effect_task(1, e) for e in reversed(effects)),
    )


def _reach(game: Knockdown, attack: Attack) -> tuple[bool, ...]:
    grid, n = game.grid, game.grid.n
    return tuple(grid.in_range(attack.range, a, d) for a in range(n) for d in range(n))
