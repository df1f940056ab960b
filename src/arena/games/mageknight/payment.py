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

from arena.core.durations import active
from arena.games.mageknight import mana
from arena.games.mageknight.effecttree import modifier_params

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState


def pays(state: MageKnightState, seat: int, mana_colour: str, needed: str) -> bool:
    """Whether one mana of ``mana_colour`` pays for ``needed`` now: the Day/Night rules (seed
    001), changed by the turn's mana rules — gold usable at Night (Amulet of the Sun), black
    usable by Day (Amulet of Darkness), gold and black as any basic colour (Mana Storm)."""
    night = state.night_now()
    if mana.pays(mana_colour, needed, night):
        return True
    for modifier in active(state.modifiers, "mana_rule", seat):
        params = modifier_params(state, modifier)
        if mana_colour == mana.GOLD and params.get("gold_usable") and needed in mana.BASIC:
            return True
        if mana_colour == mana.BLACK and params.get("black_usable") and needed == mana.BLACK:
            return True
        if mana_colour in (mana.GOLD, mana.BLACK) and params.get("special_as_basic") and needed in mana.BASIC:
            return True
    return False


def open_dice(state: MageKnightState) -> list[int]:
    """Source dice not taken or kept this turn, nor held by Mana Steal."""
    turn = state.turn
    stolen = {h.stolen_die for h in state.heroes}
    return [i for i in range(len(state.source)) if i not in turn.dice_taken and i not in turn.dice_kept
            and i not in stolen]  # fmt: skip


def usual_dice(state: MageKnightState) -> list[int]:
    """The open dice, while the turn may still take a Source die (one, unless an effect allows more)."""
    return open_dice(state) if len(state.turn.dice_taken) < state.turn.dice_allowed else []


def mana_sources(state: MageKnightState, seat: int, colour: str) -> list[str]:
    """Every source that pays one mana of ``colour`` now, named as in the notation."""
    hero = state.heroes[seat]
    out = [f"die:{i}" for i in usual_dice(state) if pays(state, seat, state.source[i], colour)]
    if hero.stolen_die >= 0 and pays(state, seat, state.source[hero.stolen_die], colour):
        out.append(f"die:{hero.stolen_die}")  # Mana Steal: besides the turn's usual die
    if colour in mana.BASIC and hero.crystals.get(colour, 0):
        out.append(f"crystal:{colour}")
    out += [f"token:{c}" for c in sorted(set(hero.tokens)) if pays(state, seat, c, colour)]
    for modifier in active(state.modifiers, "endless_mana", seat):  # the rings: any amount this turn
        colours = modifier_params(state, modifier).get("colours", ())
        assert isinstance(colours, tuple)
        out += [f"endless:{c}" for c in colours if pays(state, seat, str(c), colour)]
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
    if where == "endless":
        return what
    if where == "crystal":
        hero.crystals[what] -= 1
        state.turn.crystals_spent.append(what)
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
        list(turn.crystals_spent),
    )
    spend(state, seat, source)
    try:
        yield
    finally:
        (turn.dice_taken, turn.dice_allowed, hero.crystals, hero.tokens, hero.stolen_die,
         turn.crystals_spent) = saved  # fmt: skip
