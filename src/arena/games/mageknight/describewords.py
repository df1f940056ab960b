"""The words Mage Knight's action labels share: a figure, a card by its mode, where an effect
comes from, a mana source, the Unit in a slot, the seat a task belongs to."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.describe import ActionInfo
from arena.core.text import Arg, Msg, Ref, Seat, msg
from arena.games.mageknight import effects as fx
from arena.games.mageknight.effecttext import effect_msg
from arena.games.mageknight.effecttree import node_at, root_effect
from arena.games.mageknight.tasks import (
    DUMMY,
    EffectTask,
)

if TYPE_CHECKING:
    from arena.core.flow import Task
    from arena.games.mageknight.state import MageKnightState


def info(
    kind: str,
    label: Msg,
    group: str = "",
    hidden: Msg | None = None,
    extra: dict[str, Arg] | None = None,
    **args: Arg,
) -> ActionInfo:
    """:func:`arena.core.describe.info`, with ``extra`` typed arguments merged in."""
    merged = {**args, **(extra or {})}
    return ActionInfo(kind, label, tuple(merged.items()), group or kind, hidden)


# -- the words shared by many labels -------------------------------------------------------------
def figure(index: int) -> Arg:
    """A seat said as its player, the Dummy as "the Dummy player"."""
    return msg("mk-dummy") if index == DUMMY else Seat(index)


def source_args(state: MageKnightState, source: str) -> dict[str, Arg]:
    """The typed arguments of a mana source: its colour, and the die's index for a die."""
    where, _, what = source.partition(":")
    if where == "die":
        i = int(what)
        colour = state.source[i] if 0 <= i < len(state.source) else ""
        return {"die": i, "mana": Ref("colour", colour)} if colour else {"die": i}
    return {"mana": Ref("colour", what), "mana_from": where}


def card_name(state: MageKnightState, card: str, mode: str = "basic") -> Ref:
    """A card said by its name (a Spell's powered effect by its own name)."""
    data = state.game.content.cards.get(card)
    if mode == "powered" and data is not None and data.powered_names is not None:
        return Ref("card-powered", card)
    return Ref("card", card)


def origin_name(state: MageKnightState, origin: str, ref: str, mode: str) -> Arg:
    """Where an effect being resolved comes from: a card, a Skill, a Unit, a site, a Tactic."""
    if origin == "card":
        return card_name(state, ref, mode)
    if origin == "skill":
        return Ref("skill", ref)
    if origin == "unit":
        return Ref("unit", ref.partition(":")[0])
    if origin == "ruins":
        return Ref("ruins", ref)
    if origin == "tactic":
        return Ref("tactic", ref)
    if origin == "burn":
        return msg("mk-origin-burn")
    if origin == "plunder":
        return msg("mk-origin-plunder", site=Ref("site", ref))
    return Ref("site", ref)


def _of(task: EffectTask, state: MageKnightState) -> Arg:
    return origin_name(state, task.origin, task.ref, task.mode)


def _node(state: MageKnightState, task: EffectTask) -> fx.Effect:
    return node_at(root_effect(state, task.origin, task.ref, task.mode), task.path)


def _unit_at(state: MageKnightState, seat: int, slot: int) -> str:
    units = state.heroes[seat].units
    return units[slot].unit if 0 <= slot < len(units) else ""


def _player(state: MageKnightState, task: Task | None) -> int:
    seat = getattr(task, "player", None)
    if isinstance(seat, int) and 0 <= seat < len(state.heroes):
        return seat
    current = state.current_player()
    return current if current >= 0 else 0


def tactic_effect(state: MageKnightState, tactic: str) -> Msg:
    effect = state.game.content.tactics[tactic].effect
    return effect_msg(effect) if effect is not None else msg("mk-tactic-no-effect")
