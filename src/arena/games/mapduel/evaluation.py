"""The value of a Map & Duel position for the search agents (``Game.evaluate``, issue 32).

A player's *strength* is a weighted sum of what it holds — its HP as the duel in progress will
leave them, its max HP, its equipped cards and slots, and each card in hand valued by what it
does (a skill's damage and healing, a dodge, a draw or a steal, an equipment card, an action
card) — plus its character's value. The players' chances of winning are the softmax of their
strengths; a seat's value is its expected return, ``2 · chance − 1``. The weights are learned
by self-play (``scripts/train_mapduel_evaluation.py``, that softmax model of the winner fitted
on positions of seeded two-player games) and live in ``data/evaluation.yaml``; a card of any
pack is valued through its effect's data, so a designer's new card needs no new weight.

The duel's HP changes are deferred to the end of the cycle (决斗回合规则 3): the strength counts
them already, as the settlement will apply them (a dodge cancels the previous player's harm,
armour lowers damage, an equipped absorber stops one harmful effect, healing stops at max HP),
so a Strike played now is worth its damage before the cycle settles.

The house turn cap (B-14: after ``max_turns`` map turns the highest HP wins) is counted too:
over the last quarter of the turns, the chances move linearly from the model's to the softmax
of the players' projected HP (:func:`cap_weight`), so a player ahead on HP near the cap is
worth its lead, and one behind is pressed to heal or hit the leader.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from arena.games.mapduel.datamodel import Card, EffectKind, EvaluationModel, PassiveKind

if TYPE_CHECKING:
    from arena.games.mapduel.game import MapDuel
    from arena.games.mapduel.state import MapDuelState

PLAYER_FEATURES = ("health", "max_health", "equipped", "slots")
"""A player's own features, in the order of :func:`player_features`."""
CARD_FEATURES = (
    "card",
    "damage",
    "heal",
    "cancel",
    "draw_steal",
    "max_hp_card",
    "equipment_card",
    "action_card",
)
"""A card in hand's features (:func:`card_features`): every card counts 1 as ``card``."""
FEATURES = PLAYER_FEATURES + CARD_FEATURES

ARMOR, HEALER, SHARP = PassiveKind.ARMOR, PassiveKind.HEALER, PassiveKind.SHARP

CAP_WINDOW = 0.25
"""The share of ``max_turns`` before the cap over which the cap's HP race takes over the value."""
CAP_SHARPNESS = 1.0
"""The cap race's log-odds per HP of lead (a 1-HP lead: 73% of a 2-player race)."""


def cap_weight(turns: int, max_turns: int) -> float:
    """How much of the value is the turn cap's HP race (B-14): 0 until ``1 − CAP_WINDOW`` of
    the turns are played, rising linearly to 1 at the cap."""
    start = (1.0 - CAP_WINDOW) * max_turns
    if turns <= start:
        return 0.0
    return min(1.0, (turns - start) / (max_turns - start))


def card_features(card: Card) -> list[float]:
    """What a card in hand brings, by its duel use first (a skill), else as equipment, else as
    an action card (``CARD_FEATURES`` order)."""
    out = [0.0] * len(CARD_FEATURES)
    out[0] = 1.0
    skill = card.skill
    if skill is not None:
        kind = skill.effect
        if kind == EffectKind.DAMAGE:
            out[1] = float(skill.amount)
        elif kind == EffectKind.HEAL:
            out[2] = float(skill.amount)
        elif kind == EffectKind.CANCEL:
            out[3] = 1.0
        elif kind in (EffectKind.DRAW, EffectKind.STEAL):
            out[4] = float(skill.amount)
        elif kind == EffectKind.MAX_HP:
            out[5] = float(skill.amount)
    elif card.equipment is not None:
        out[6] = 1.0
    elif card.action is not None:
        out[7] = 1.0
    return out


def projected(state: MapDuelState) -> tuple[list[int], list[int], list[int]]:
    """Each player's HP, max HP and equipped cards once the duel cycle in progress settles (the
    position's own values outside a duel): the queued effects as ``duel.settle_cycle`` and
    ``effects.resolve_effect`` will apply them, the first harmful one on a player stopped by
    each of its absorbers."""
    health, max_health = list(state.health), list(state.max_health)
    equipped = [len(e) for e in state.equipment]
    duel = state.duel
    if duel is None:
        return health, max_health, equipped
    for p in range(state.n):
        health[p] += duel.health_change[p]
        max_health[p] += duel.max_health_change[p]
    queue = duel.queue
    if queue:
        tables = state.game.tables
        cancels = {e.source for e in queue if e.effect == "cancel"}
        spare = [[tables.absorbs[c] for c in e] for e in state.equipment]
        for e in queue:
            kind, q = e.effect, e.target
            if kind == "cancel" or not state.alive[q]:
                continue
            if e.card >= 0 and tables.unaffected[state.character[q]][e.card]:
                continue
            harmful = kind == "damage" or (kind == "max_hp" and e.amount < 0)
            if harmful and e.source != q:
                if q in cancels and e.source == state.next_alive(q, -1):
                    continue
                stop = next((i for i, absorbs in enumerate(spare[q]) if kind in absorbs), -1)
                if stop >= 0:
                    del spare[q][stop]
                    equipped[q] -= 1
                    continue
            if kind == "damage":
                health[q] -= max(0, e.amount - state.passive(q, ARMOR))
            elif kind == "heal":
                health[q] += e.amount + state.passive(q, HEALER)
            elif kind == "max_hp":
                max_health[q] += e.amount
    for p in range(state.n):
        if health[p] > max_health[p]:
            health[p] = max_health[p]
    return health, max_health, equipped


def player_features(state: MapDuelState) -> list[list[float]]:
    """Every player's ``FEATURES`` (zeros for the dead): the training data's rows."""
    health, max_health, equipped = projected(state)
    cards = state.game.evaluator.card_rows
    out = []
    for p in range(state.n):
        row = [0.0] * len(FEATURES)
        if state.alive[p]:
            row[0:4] = [
                float(max(health[p], 0)),
                float(max_health[p]),
                float(equipped[p]),
                float(state.slots[p]),
            ]
            for c in state.hands[p]:
                for i, x in enumerate(cards[c]):
                    row[4 + i] += x
        out.append(row)
    return out


class Evaluator:
    """``model`` applied to ``game``'s cards and characters, each card's value summed once."""

    def __init__(self, game: MapDuel, model: EvaluationModel) -> None:
        self.model = model
        weights = model.weights
        self.player_weights: list[float] = [float(getattr(weights, f)) for f in PLAYER_FEATURES]
        card_weights = [float(getattr(weights, f)) for f in CARD_FEATURES]
        self.card_rows = [card_features(c) for c in game.cards]
        """Each card's ``CARD_FEATURES``, by card index (:func:`player_features` reads them)."""
        self.card_value = [
            sum(w * x for w, x in zip(card_weights, row, strict=True)) for row in self.card_rows
        ]
        known = model.characters
        mean = sum(known.values()) / len(known) if known else 0.0
        self.character_value = [known.get(c.id, mean) for c in game.characters]
        wh, wm, _, ws = self.player_weights
        self.start_strength = [
            (wh + wm) * c.hp + ws * c.slots + value
            for c, value in zip(game.characters, self.character_value, strict=True)
        ]
        """A character's strength as it enters the game: the value of a seat still to pick is
        the mean over the characters it may still take (set-up, B-1)."""

    def strength(self, state: MapDuelState, p: int, health: int, max_health: int, equipped: int) -> float:
        """Player ``p``'s strength (alive, its character picked), its projected HP, max HP and
        equipped cards given."""
        wh, wm, we, ws = self.player_weights
        value = wh * (health if health > 0 else 0) + wm * max_health + we * equipped + ws * state.slots[p]
        card_value = self.card_value
        for c in state.hands[p]:
            value += card_value[c]
        return value + self.character_value[state.character[p]]

    def unpicked_strength(self, state: MapDuelState) -> float:
        """The mean strength of the characters nobody has taken yet."""
        taken = set(state.character)
        free = [s for c, s in enumerate(self.start_strength) if c not in taken]
        return sum(free) / len(free) if free else 0.0

    def values(self, state: MapDuelState) -> list[float]:
        """Each seat's expected return, ``2 · P(win) − 1`` (the dead: −1)."""
        health, max_health, equipped = projected(state)
        alive = state.alive
        strengths = [
            -math.inf
            if not alive[p]
            else self.unpicked_strength(state)
            if state.character[p] < 0
            else self.strength(state, p, health[p], max_health[p], equipped[p])
            for p in range(state.n)
        ]
        chances = softmax(strengths)
        if chances is None:
            return [0.0] * state.n
        weight = cap_weight(state.turns, state.game.opts.max_turns)
        if weight > 0.0:
            # B-14: the living player(s) with the most HP win at the cap; those the settlement
            # in progress will kill are out of the race
            race = softmax(
                [CAP_SHARPNESS * h if alive[p] and h > 0 else -math.inf for p, h in enumerate(health)]
            )
            if race is not None:
                chances = [(1.0 - weight) * c + weight * r for c, r in zip(chances, race, strict=True)]
        return [2.0 * x - 1.0 for x in chances]


def softmax(scores: list[float]) -> list[float] | None:
    """The softmax of ``scores`` (``-inf``: probability 0), or None when every score is ``-inf``."""
    top = max(scores)
    if top == -math.inf:
        return None
    odds = [math.exp(s - top) if s > -math.inf else 0.0 for s in scores]
    total = sum(odds)
    return [x / total for x in odds]
