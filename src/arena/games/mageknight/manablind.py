"""Which effects are judged usable whatever mana pays for them.

:func:`~arena.games.mageknight.cards.play_options` asks, for each source that could pay a
powered effect, whether the effect is usable once that source is spent
(:func:`~arena.games.mageknight.payment.tentatively`). Most effects' verdicts
(:func:`~arena.games.mageknight.resolve.usable`) never read what a payment changes — the
Source dice taken, crystals, tokens, the stolen die — so one verdict serves every source.
:func:`mana_blind` says so from the effect's tree alone: only a mana cost (``costs.payable``
asks for a source) or a named handler (Concentration, Mana Draw... read the hand, the dice,
the mana) may depend on the payment, and so may any kind not listed here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.games.mageknight import effects as fx
from arena.games.mageknight.heroes import WOUND

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

LEAVES = (
    fx.Move, fx.Influence, fx.Attack, fx.Block, fx.Heal, fx.Draw, fx.Fame, fx.Reputation, fx.Wound,
    fx.ManaToken, fx.Crystal, fx.GainCard, fx.Roll, fx.Modifier, fx.ReadyUnit, fx.HealUnit,
    fx.Relocate, fx.Banner, fx.RemoveWounds, fx.EnemyEffect,
)  # fmt: skip
"""Kinds whose verdict reads the phase, the combat, the hand's Wounds, the Units, the map or
the modifiers — never the mana, the Source dice or the crystals."""

_KNOWN: dict[int, tuple[fx.Effect, bool]] = {}
"""id(effect) -> (the effect itself, its verdict): effects are immutable game data; the
effect is kept so its id is never reused by another object while the entry lives."""


def mana_blind(node: fx.Effect) -> bool:
    """Whether :func:`~arena.games.mageknight.resolve.usable` of ``node`` is the same whatever
    mana was (tentatively) spent before it."""
    known = _KNOWN.get(id(node))
    if known is not None and known[0] is node:
        return known[1]
    blind = _blind(node)
    _KNOWN[id(node)] = (node, blind)
    return blind


def _blind(node: fx.Effect) -> bool:
    if isinstance(node, LEAVES):
        return True
    if isinstance(node, fx.Choice):
        return all(mana_blind(o) for o in node.options)
    if isinstance(node, fx.All):
        return all(mana_blind(e) for e in node.effects)
    if isinstance(node, fx.OptionalEffect | fx.Scaled | fx.EndOfTurn):
        return mana_blind(node.effect)
    if isinstance(node, fx.Conditional):  # its condition: Day/Night, the phase, the space, Fame
        return all(mana_blind(b) for b in (node.then, node.else_) if b is not None)
    if isinstance(node, fx.Paid):  # a cost of cards, Wounds or points: mana cannot pay it
        return not isinstance(node.cost, fx.ManaCost) and mana_blind(node.effect)
    return False  # a mana cost, a handler, and any kind not listed: judged for each source


PLAYS_ANOTHER = ("concentration", "maximal_effect")
"""Handlers judged by another card's effect: usable when some card in hand has one usable."""


def blind_now(state: MageKnightState, seat: int, node: fx.Effect) -> bool:
    """:func:`mana_blind`, or — Concentration, Will Focus, Maximal Effect — a handler whose
    verdict only asks whether the effects of the cards in hand are usable, all of them
    :func:`mana_blind` (the hand is what it is while the card is judged; no payment changes it)."""
    if mana_blind(node):
        return True
    if not isinstance(node, fx.Handler) or node.id not in PLAYS_ANOTHER:
        return False
    powered = node.id == "concentration" or bool(node.params.get("powered"))
    cards = state.game.content.cards
    return all(
        mana_blind(cards[c].powered if powered else cards[c].basic)
        for c in set(state.heroes[seat].hand)
        if c != WOUND
    )
