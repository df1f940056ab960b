"""Build Krosmaster positions for rule tests: clear a scenario, place pieces, force dice.

Tests choose every die (``roll(state, "critique", "armure")``), so each rule is checked
with exact outcomes. Positions are built by poking the state's fields, the way a what-if
tool would; the rules then run through the public ``apply``.
"""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from arena.core.errors import IllegalActionError
from arena.core.events import Event
from arena.games.krosmaster import Krosmaster, KrosmasterState
from arena.games.krosmaster.actions import Die
from arena.games.krosmaster.datamodel import DATA_DIR, Catalog, base_catalog
from arena.games.krosmaster.dice import FACE_BY_SLUG
from arena.games.krosmaster.pieces import Piece


def game(scenario: str = "tutorial-3", extra: str | None = None, **options: Any) -> Krosmaster:
    """A configured game; ``extra`` is YAML with more ``spells``/``characters``."""
    catalog = base_catalog()
    if extra:
        raw = yaml.safe_load((DATA_DIR / "characters.yaml").read_text(encoding="utf-8"))
        more = yaml.safe_load(extra)
        for key in ("spells", "characters"):
            raw[key] = {**raw[key], **(more.get(key) or {})}
        catalog = Catalog.from_dict(raw)
    return Krosmaster(catalog=catalog, scenario=scenario, **options)


def new_state(scenario: str = "tutorial-3", extra: str | None = None, **options: Any) -> KrosmasterState:
    st = game(scenario, extra, **options).new_initial_state()
    assert isinstance(st, KrosmasterState)
    return st


def clear(state: KrosmasterState, *, scenery: bool = True) -> KrosmasterState:
    """Lift every piece (and, by default, every scenery piece) off the board."""
    for p in state.pieces:
        if p.in_play:
            state._lift(p)
    if scenery:
        state.scenery = [0] * state.board.n
    state.stack.clear()
    state.exploding.clear()
    state.choice = None
    state.roll = None
    state.acting = False
    state.active = -1
    return state


def piece(state: KrosmasterState, label: str) -> Piece:
    return state.pieces[state.game.piece_index[label]]


def put(
    state: KrosmasterState,
    label: str,
    cell: str,
    *,
    injuries: int = 0,
    powers: tuple[str, ...] | None = None,
    spells: tuple[str, ...] | None = None,
) -> Piece:
    """Place a piece (Krosmaster or summon slot) on a cell, optionally changing it."""
    p = piece(state, label)
    if p.in_play:
        state._lift(p)
    state._place(p, state.board.parse(cell))
    p.injuries = injuries
    if powers is not None:
        p.powers = frozenset(powers)
    if spells is not None:
        p.spells = spells
    return p


def scenery(state: KrosmasterState, cell: str, kind: str) -> None:
    """Put ``bush``, ``tree``, ``crate`` or ``none`` on a cell."""
    state.scenery[state.board.parse(cell)] = {"none": 0, "bush": 1, "tree": 2, "crate": 3}[kind]


def activate(state: KrosmasterState, label: str, *, mp: int | None = None, ap: int | None = None) -> Piece:
    """Make ``label`` the active character with full (or given) MP and AP."""
    p = piece(state, label)
    state.player = p.owner
    state.active = p.id
    state.acting = True
    state.stack.clear()
    state.choice = None
    state.roll = None
    p.mp = p.base_mp if mp is None else mp
    p.ap = p.base_ap if ap is None else ap
    p.activated = True
    return p


def act(state: KrosmasterState, text: str) -> list[Event]:
    """Apply an action given in notation (checked)."""
    return state.apply(state.game.parse_action(text))


def rejected(state: KrosmasterState, text: str, reason: str) -> None:
    """``text`` is illegal for ``reason`` and leaves the state exactly as it was."""
    before = state.to_json()
    with pytest.raises(IllegalActionError) as info:
        state.apply(state.game.parse_action(text))
    assert info.value.reason == reason
    assert state.to_json() == before


def roll(state: KrosmasterState, *faces: str) -> list[Event]:
    """Feed the pending dice, one face slug each (``critique``, ``armure``, ``tacle``,
    ``esquive``, ``critique-esquive``, ``dofus``)."""
    events: list[Event] = []
    for f in faces:
        assert state.roll is not None, f"no die pending for {f!r}"
        events += state.apply(Die(int(FACE_BY_SLUG[f])))
    return events


def pending(state: KrosmasterState) -> tuple[str, int] | None:
    """(roll kind, number of dice) of the roll in progress, or None."""
    if state.roll is None:
        return None
    from arena.games.krosmaster.dice import ROLL_NAMES

    return ROLL_NAMES[state.roll["roll"]], state.roll["n"]


def legal_texts(state: KrosmasterState) -> set[str]:
    return {state.game.action_to_text(a) for a in state.legal_actions()}


def cell_of(state: KrosmasterState, label: str) -> str | None:
    p = piece(state, label)
    return state.board.name(p.pos) if p.in_play else None
