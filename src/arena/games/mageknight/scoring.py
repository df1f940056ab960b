"""Final scoring: Fame plus the standard Achievements (research mageknight §1.11; decisions
MK9, MK14). Solo awards no titles; multiplayer titles +3 (ties +1 each, none for a tie at 0),
Greatest Beating −3 (ties −1 each, none for a tie among players without Wounds).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arena.games.mageknight.heroes import WOUND
from arena.games.mageknight.tiles import Site, map_spaces

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

CATEGORIES = ("knowledge", "loot", "leader", "conqueror", "adventurer", "beating")
TITLE, TIE = 3, 1
SHIELD = 2
"""Greatest Conqueror and Greatest Adventurer: +2 per own Shield (research §1.11)."""
CITY_BONUS, ROUND_BONUS, QUIET_BONUS = 10, 30, 5
"""The solo score extras (decisions MK14, an option)."""
CONQUERED = frozenset({Site.KEEP, Site.MAGE_TOWER, Site.MONASTERY})
"""Sites whose Shields count for Greatest Conqueror (a monastery's Shield marks it burned)."""


def _shields(state: MageKnightState, seat: int) -> tuple[int, int]:
    """The seat's Shields on conquered sites and on adventure sites."""
    if not any(seat in owners for owners in state.shields.values()):
        return 0, 0
    spaces = map_spaces(state.tiles)
    conquered = adventures = 0
    for h, owners in state.shields.items():
        data = spaces.get(h)
        if data is None or data.site is None:
            continue
        mine = owners.count(seat)
        if data.site in CONQUERED:
            conquered += mine
        elif state.game.content.sites[str(data.site)].kind == "adventure":
            adventures += mine
    return conquered, adventures


def categories(state: MageKnightState, seat: int) -> dict[str, int]:
    """The seat's score in each Achievement category (before titles)."""
    hero = state.heroes[seat]
    cards = hero.deed_cards()
    deck_of = state.game.card_deck
    conquered, adventures = _shields(state, seat)
    return {
        "knowledge": sum(2 if deck_of(c) == "spell" else 1 if deck_of(c) == "advanced" else 0 for c in cards),
        "loot": sum(2 for c in cards if deck_of(c) == "artifact") + sum(hero.crystals.values()) // 2,
        "leader": sum(_level(state, u.unit) // (2 if u.wounds else 1) for u in hero.units),
        "conqueror": SHIELD * conquered,
        "adventurer": SHIELD * adventures,
        "beating": -2 * cards.count(WOUND),
    }


def _level(state: MageKnightState, unit: str) -> int:
    return int(state.game.content.units[unit].level)


def titles(per_seat: list[dict[str, int]]) -> list[dict[str, int]]:
    """Each seat's title bonus per category (multiplayer only; decisions MK9 for ties at 0)."""
    out: list[dict[str, int]] = [{} for _ in per_seat]
    if len(per_seat) < 2:
        return out
    for name in CATEGORIES:
        values = [c[name] for c in per_seat]
        best = min(values) if name == "beating" else max(values)
        if best == 0:
            continue  # decisions MK9: no title for a tie at 0 (nor a Beating penalty)
        leaders = [s for s, v in enumerate(values) if v == best]
        bonus = TITLE if len(leaders) == 1 else TIE
        for s in leaders:
            out[s][name] = -bonus if name == "beating" else bonus
    return out


def solo_extras(state: MageKnightState) -> dict[str, int]:
    """Decisions MK14's option (data §11, the Apocalypse Dragon solo text [1]): +10 if the city
    was revealed, +30 per Round left unplayed, +1 per card left in the Dummy's deck, +5 if the
    End of the Round was not announced in the last Round played."""
    dummy = state.dummy
    return {
        "city": CITY_BONUS if state.city_revealed else 0,
        "rounds_early": ROUND_BONUS * max(0, state.game.rounds - state.round),
        "dummy_deck": len(dummy.deck) if dummy is not None else 0,
        "no_announcement": QUIET_BONUS if state.end_announced_by < 0 else 0,
    }


def score_table(state: MageKnightState) -> list[dict[str, Any]]:
    """One row per seat: Fame, each category's score, the titles won (multiplayer), the solo
    extras (when that option is on) and the total."""
    per_seat = [categories(state, s) for s in range(len(state.heroes))]
    won = titles(per_seat)
    solo = len(state.heroes) == 1 and state.game.opts.solo_score_extras
    rows = []
    for seat, (hero, scores, bonus) in enumerate(zip(state.heroes, per_seat, won, strict=True)):
        extras = solo_extras(state) if solo else {}
        total = hero.fame + sum(scores.values()) + sum(bonus.values()) + sum(extras.values())
        rows.append({"seat": seat, "fame": hero.fame, "categories": scores, "titles": bonus,
                     "extras": extras, "total": total})  # fmt: skip
    return rows


def final_scores(state: MageKnightState) -> list[int]:
    return [int(row["total"]) for row in score_table(state)]


def final_returns(state: MageKnightState) -> list[float]:
    """Multiplayer: the most points win (research §1.11, "tied players share the victory"): +1
    for the winners, −1 for the others; a victory every player shares is a draw, 0 each (so a
    two-player game stays zero-sum). Solo: the city revealed wins (research §1.10, the
    Apocalypse Dragon solo text [1])."""
    if len(state.heroes) == 1:
        return [1.0 if state.city_revealed else -1.0]
    scores = final_scores(state)
    best = max(scores)
    if min(scores) == best:
        return [0.0] * len(scores)
    return [1.0 if s == best else -1.0 for s in scores]
