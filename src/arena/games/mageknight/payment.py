"""Paying mana: which sources can pay a colour now, and spending one by its name.

Seed 001, "打出一张卡牌": one mana of a colour from a Source die of that colour ("每轮你只能使用资源池
中的一个魔力骰子" unless an effect allows more), a crystal or a mana token; by Day a gold die or
token pays any basic colour. Sources are named in the notation: ``die:2``, ``crystal:blue``,
``token:gold``.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from arena.games.mageknight import mana

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState


def mana_sources(state: MageKnightState, seat: int, colour: str) -> list[str]:
    """Every source that pays one mana of ``colour`` now, named as in the notation."""
    hero = state.heroes[seat]
    turn = state.turn
    out: list[str] = []
    stolen = {h.stolen_die for h in state.heroes}
    if len(turn.dice_taken) < turn.dice_allowed:
        out += [f"die:{i}" for i, c in enumerate(state.source) if i not in turn.dice_taken and i not in stolen
                and i not in turn.dice_kept and mana.pays(c, colour, state.night_now())]  # fmt: skip
    if hero.stolen_die >= 0 and mana.pays(state.source[hero.stolen_die], colour, state.night_now()):
        out.append(f"die:{hero.stolen_die}")  # Mana Steal: besides the turn's usual die
    if colour in mana.BASIC and hero.crystals.get(colour, 0):
        out.append(f"crystal:{colour}")
    out += [f"token:{c}" for c in sorted(set(hero.tokens)) if mana.pays(c, colour, state.night_now())]
    return sorted(set(out), key=out.index)


def spend(state: MageKnightState, seat: int, source: str) -> str:
    """Spend the named mana; the colour it was."""
    hero = state.heroes[seat]
    where, _, what = source.partition(":")
    if where == "die":
        die = int(what)
        if die == hero.stolen_die:  # used once, rerolled at the end of the turn, not the usual die
            hero.stolen_die = -1
            state.turn.dice_allowed += 1
        state.turn.dice_taken.append(die)
        return state.source[die]
    if where == "crystal":
        hero.crystals[what] -= 1
        return what
    hero.tokens.remove(what)
    return what


@contextmanager
def tentatively(state: MageKnightState, seat: int, source: str) -> Iterator[None]:
    """Judge what follows a payment as if ``source`` were spent (a powered effect may need the
    same dice or crystals); everything is restored exactly afterwards."""
    hero, turn = state.heroes[seat], state.turn
    saved = (
        list(turn.dice_taken),
        turn.dice_allowed,
        dict(hero.crystals),
        list(hero.tokens),
        hero.stolen_die,
    )
    spend(state, seat, source)
    try:
        yield
    finally:
        turn.dice_taken, turn.dice_allowed, hero.crystals, hero.tokens, hero.stolen_die = saved
