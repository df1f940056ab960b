"""Paying mana: which sources can pay a colour now, and spending one by its name.

Seed 001, "打出一张卡牌": one mana of a colour from a Source die of that colour ("每轮你只能使用资源池
中的一个魔力骰子" unless an effect allows more), a crystal or a mana token; by Day a gold die or
token pays any basic colour. Sources are named in the notation: ``die:2``, ``crystal:blue``,
``token:gold``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.durations import active
from arena.games.mageknight import mana
from arena.games.mageknight.effecttree import modifier_params
from arena.games.mageknight.interplay import ManaWound

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState


def pays(state: MageKnightState, seat: int, mana_colour: str, needed: str) -> bool:
    """Whether one mana of ``mana_colour`` pays for ``needed`` now: the Day/Night rules (seed
    001), changed by the turn's mana rules — gold usable at Night (Amulet of the Sun), black
    usable by Day (Amulet of Darkness), gold and black as any basic colour (Mana Storm)."""
    if mana.pays(mana_colour, needed, state.night_now()):
        return True
    return _ruled(mana_colour, needed, _mana_rules(state, seat))


def _mana_rules(state: MageKnightState, seat: int) -> list[dict[str, object]]:
    """The parameters of ``seat``'s mana rules in force."""
    return [modifier_params(state, m) for m in active(state.modifiers, "mana_rule", seat)]


def _ruled(mana_colour: str, needed: str, rules: list[dict[str, object]]) -> bool:
    """Whether a mana rule lets ``mana_colour`` pay for ``needed`` (:func:`pays`)."""
    for params in rules:
        if mana_colour == mana.GOLD and params.get("gold_usable") and needed in mana.BASIC:
            return True
        if mana_colour == mana.BLACK and params.get("black_usable") and needed == mana.BLACK:
            return True
        if mana_colour in (mana.GOLD, mana.BLACK) and params.get("special_as_basic") and needed in mana.BASIC:
            return True
    return False


def held_dice(state: MageKnightState) -> set[int]:
    """Source dice out of the Source for longer than a turn: on a Mana Steal Tactic, or claimed
    by Mana Claim until the end of the Round."""
    return {h.stolen_die for h in state.heroes} | {
        int(m.args[0]) for m in active(state.modifiers, "mana_claim")
    }


def open_dice(state: MageKnightState) -> list[int]:
    """Source dice not taken or kept this turn, nor held (:func:`held_dice`)."""
    turn = state.turn
    held = held_dice(state)
    return [i for i in range(len(state.source)) if i not in turn.dice_taken and i not in turn.dice_kept
            and i not in held]  # fmt: skip


def usual_dice(state: MageKnightState) -> list[int]:
    """The open dice, while the turn may still take a Source die (one, unless an effect allows
    more) — none while another player's Source Freeze lies in the Source (research
    mageknight_data §5; decisions MK6: "blocks only a player's usual one Source die")."""
    return open_dice(state) if dice_room(state) > 0 else []


def dice_room(state: MageKnightState) -> int:
    """How many more Source dice the turn may take (its allowance, less one while another
    player's Source Freeze lies in the Source)."""
    turn = state.turn
    frozen = any(m.kind == "source_freeze" and m.player != turn.player for m in state.modifiers)
    return max(0, turn.dice_allowed - frozen - len(turn.dice_taken))


def mana_sources(state: MageKnightState, seat: int, colour: str) -> list[str]:
    """Every source that pays one mana of ``colour`` now, named as in the notation."""
    hero = state.heroes[seat]
    night = state.night_now()
    rules = _mana_rules(state, seat)

    def paying(c: str) -> bool:  # pays(state, seat, c, colour), the rules read once
        return mana.pays(c, colour, night) or _ruled(c, colour, rules)

    out = [f"die:{i}" for i in usual_dice(state) if paying(state.source[i])]
    if hero.stolen_die >= 0 and paying(state.source[hero.stolen_die]):
        out.append(f"die:{hero.stolen_die}")  # Mana Steal: besides the turn's usual die
    if colour in mana.BASIC and hero.crystals.get(colour, 0):
        out.append(f"crystal:{colour}")
    out += [f"token:{c}" for c in sorted(set(hero.tokens)) if paying(c)]
    for modifier in active(state.modifiers, "endless_mana", seat):  # the rings: any amount this turn
        colours = modifier_params(state, modifier).get("colours", ())
        assert isinstance(colours, tuple)
        out += [f"endless:{c}" for c in colours if paying(str(c))]
    return sorted(set(out), key=out.index)


def spend(state: MageKnightState, seat: int, source: str, paying: str = "", *, use: bool = True) -> str:
    """Spend the named mana (paying for ``paying`` when known); the colour it was. ``use``: the
    mana is used (not only judged, nor converted), which other players' Mana Curse or Mana
    Exploit may punish (:func:`mana_used`)."""
    hero = state.heroes[seat]
    where, _, what = source.partition(":")
    if where == "die":
        die = int(what)
        if die == hero.stolen_die:  # used once, rerolled at the end of the turn, not the usual die
            hero.stolen_die = -1
            state.turn.dice_allowed += 1
        state.turn.dice_taken.append(die)
        colour = state.source[die]
    elif where == "endless":
        colour = what
    elif where == "crystal":
        hero.crystals[what] -= 1
        state.turn.crystals_spent.append(what)
        colour = what
    else:
        hero.tokens.remove(what)
        colour = what
    if use:
        mana_used(state, seat, paying if colour == mana.GOLD and paying in mana.BASIC else colour)
    return colour


def mana_used(state: MageKnightState, seat: int, colour: str) -> None:
    """``seat`` used mana of ``colour`` (gold: the colour it paid for) on its turn: another
    player's Mana Curse on that colour costs a Wound (once a turn), another player's Mana Exploit
    of any other colour a Wound (once per colour)."""
    turn = state.turn
    if turn.player != seat:
        return
    for m in state.modifiers:
        if m.player == seat or m.kind not in ("mana_claim", "mana_exploit"):
            continue
        if m.kind == "mana_claim" and m.args[3] and m.args[1] == colour and "curse" not in turn.mana_wounds:
            turn.mana_wounds.append("curse")
            state.push(ManaWound(seat, m.player, "mana_curse"))
        exploit = f"exploit:{colour}"
        if m.kind == "mana_exploit" and m.args[0] != colour and exploit not in turn.mana_wounds:
            turn.mana_wounds.append(exploit)
            state.push(ManaWound(seat, m.player, "mana_exploit"))


class tentatively:
    """Judge what follows a payment as if ``source`` were spent (a powered effect may need the
    same dice or crystals); everything is restored exactly afterwards. A plain context manager
    class (cheaper than a generator-based one: it runs for every source judged)."""

    __slots__ = ("saved", "seat", "source", "state")

    def __init__(self, state: MageKnightState, seat: int, source: str) -> None:
        self.state, self.seat, self.source = state, seat, source
        self.saved: tuple[list[int], int, dict[str, int], list[str], int, list[str]] | None = None

    def __enter__(self) -> None:
        hero, turn = self.state.heroes[self.seat], self.state.turn
        self.saved = (
            list(turn.dice_taken),
            turn.dice_allowed,
            dict(hero.crystals),
            list(hero.tokens),
            hero.stolen_die,
            list(turn.crystals_spent),
        )
        spend(self.state, self.seat, self.source, use=False)

    def __exit__(self, *exc: object) -> None:
        hero, turn = self.state.heroes[self.seat], self.state.turn
        assert self.saved is not None
        (turn.dice_taken, turn.dice_allowed, hero.crystals, hero.tokens, hero.stolen_die,
         turn.crystals_spent) = self.saved  # fmt: skip
