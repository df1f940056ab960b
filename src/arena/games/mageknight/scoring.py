"""Final scoring: Fame plus the standard Achievements (research mageknight §1.11; decisions
MK9, MK14). Solo awards no titles; multiplayer titles +3 (ties +1 each, none for a tie at 0),
Greatest Beating −3 (ties −1 each, none for a tie among players without Wounds).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.games.mageknight.heroes import WOUND

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

CATEGORIES = ("knowledge", "loot", "leader", "conqueror", "adventurer", "beating")
TITLE, TIE = 3, 1


def categories(state: MageKnightState, seat: int) -> dict[str, int]:
    hero = state.heroes[seat]
    cards = hero.deed_cards()
    deck_of = state.game.card_deck
    return {
        "knowledge": sum(2 if deck_of(c) == "spell" else 1 if deck_of(c) == "advanced" else 0 for c in cards),
        "loot": sum(2 for c in cards if deck_of(c) == "artifact") + sum(hero.crystals.values()) // 2,
        "leader": sum(_level(state, u.unit) // (2 if u.wounds else 1) for u in hero.units),
        "conqueror": 0,  # Shields on keeps, mage towers, monasteries
        "adventurer": 0,  # Shields on adventure sites
        "beating": -2 * cards.count(WOUND),
    }


def _level(state: MageKnightState, unit: str) -> int:
    return int(state.game.content.units[unit].level)


def final_scores(state: MageKnightState) -> list[int]:
    per_seat = [categories(state, s) for s in range(len(state.heroes))]
    scores = [h.fame + sum(c.values()) for h, c in zip(state.heroes, per_seat, strict=True)]
    if len(state.heroes) == 1:
        return scores
    for name in CATEGORIES:
        values = [c[name] for c in per_seat]
        best = min(values) if name == "beating" else max(values)
        leaders = [s for s, v in enumerate(values) if v == best]
        if best == 0:
            continue  # decisions MK9: no title for a tie at 0 (nor a Beating penalty)
        bonus = TITLE if len(leaders) == 1 else TIE
        for s in leaders:
            scores[s] += -bonus if name == "beating" else bonus
    return scores


def final_returns(state: MageKnightState) -> list[float]:
    """Multiplayer: the most points win (ties share the victory): +1 for winners, −1 for the
    others. Solo: the city revealed wins (research §1.10, the Apocalypse Dragon solo text [1])."""
    if len(state.heroes) == 1:
        return [1.0 if state.city_revealed else -1.0]
    scores = final_scores(state)
    best = max(scores)
    return [1.0 if s == best else -1.0 for s in scores]
