"""Scenery destruction (seed 003, "Règle optionnelle : destruction de décors"): melee attacks
injure crates, bushes and trees, which drop kamas from the bank when destroyed and heal at the
end of each turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Cell, Ref, msg
from arena.games.krosmaster.board import BUSH, CRATE, SCENERY_NAMES, TREE

if TYPE_CHECKING:
    from arena.games.krosmaster.state import KrosmasterState

SCENERY_HP = {CRATE: 3, BUSH: 6, TREE: 12}  # seed 003, "Destruction de décors": HP = kama drop


def damage_scenery(state: KrosmasterState, cell: int, amount: int, events: list[Event]) -> None:
    kind = state.scenery[cell]
    hp = SCENERY_HP.get(kind)
    if hp is None or amount <= 0:
        return
    # shared by clones (``KrosmasterState.clone``): replaced, never changed in place
    state.scenery_injuries = injuries = state.scenery_injuries[:]
    injuries[cell] += amount
    name = state.board.name(cell)
    if events is not DISCARDED:
        events.append(
            Event(
                "scenery-damage",
                {"cell": name, "amount": amount, "injuries": state.scenery_injuries[cell], "hp": hp},
                f"the scenery on {name} takes {amount} ({state.scenery_injuries[cell]}/{hp})",
                say=msg(
                    "kros-ev-scenery-damage",
                    scenery=Ref("scenery", SCENERY_NAMES[kind]),
                    cell=Cell(name),
                    amount=amount,
                    injuries=state.scenery_injuries[cell],
                    hp=hp,
                ),
            )
        )
    if state.scenery_injuries[cell] >= hp:
        state.scenery = scenery = state.scenery[:]
        scenery[cell] = 0
        injuries[cell] = 0
        drop = min(hp, state.bank)
        state.bank -= drop
        state.kamas[cell] += drop
        if events is not DISCARDED:
            events.append(
                Event(
                    "scenery-destroyed",
                    {"cell": name, "kamas": drop},
                    f"the scenery on {name} is destroyed and drops {drop} kamas",
                    say=msg(
                        "kros-ev-scenery-destroyed",
                        scenery=Ref("scenery", SCENERY_NAMES[kind]),
                        cell=Cell(name),
                        kamas=drop,
                    ),
                )
            )


def heal_scenery(state: KrosmasterState) -> None:
    """Seed 003: scenery heals at the end of each turn."""
    if any(state.scenery_injuries):
        state.scenery_injuries = [0] * state.board.n
