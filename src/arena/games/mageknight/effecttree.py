"""Finding an effect in its tree: the root effect of a card mode, and a child path in it.

An effect being resolved is named by ``origin`` (``card``), ``ref`` (the card id), ``mode``
(``basic`` / ``powered``) and a ``path`` of child indices (``All`` → its parts, ``Choice`` → its
options, ``Conditional``/``Roll`` → then, else, the wrappers → their one effect).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.durations import Modifier
from arena.games.mageknight import effects as fx

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState


def root_effect(state: MageKnightState, origin: str, ref: str, mode: str) -> fx.Effect:
    if origin == "card":
        card = state.game.content.cards[ref]
        return card.powered if mode == "powered" else card.basic
    if origin == "skill":
        return state.game.content.skills[ref].effect
    if origin == "unit":
        unit, _, ability = ref.partition(":")
        return state.game.content.units[unit].abilities[int(ability)].effect
    if origin == "site":
        reward = state.game.content.sites[ref].reward
        assert reward is not None
        return reward
    if origin == "ruins":
        token = state.game.content.ruins[ref].reward
        assert token is not None
        return token
    if origin == "plunder":
        plunder = state.game.content.sites[ref].plunder
        assert plunder is not None
        return plunder
    if origin == "burn":
        burn = state.game.content.sites[ref].burn
        assert burn is not None
        return burn.reward
    if origin == "tactic":
        effect = state.game.content.tactics[ref].effect
        assert effect is not None
        return effect
    raise KeyError(f"no effect origin {origin!r}")


def children(node: fx.Effect) -> list[fx.Effect]:
    if isinstance(node, fx.Choice):
        return list(node.options)
    if isinstance(node, fx.All):
        return list(node.effects)
    if isinstance(node, fx.OptionalEffect | fx.EndOfTurn | fx.Paid | fx.Scaled):
        return [node.effect]
    if isinstance(node, fx.Conditional | fx.Roll):
        return [node.then] + ([node.else_] if node.else_ is not None else [])
    return []


def node_at(root: fx.Effect, path: tuple[int, ...]) -> fx.Effect:
    node = root
    for i in path:
        node = children(node)[i]
    return node


def modifier_params(state: MageKnightState, modifier: Modifier) -> dict[str, object]:
    """The parameters of the data effect (a modifier, or the handler of an interactive Skill)
    that made ``modifier`` (its args say where it is)."""
    origin, ref, mode, *path = modifier.args
    node = node_at(root_effect(state, str(origin), str(ref), str(mode)), tuple(int(i) for i in path))
    assert isinstance(node, fx.Modifier | fx.Handler)
    return dict(node.params)


def number(value: object) -> int:
    assert isinstance(value, int)
    return value
