"""Build Krosmaster positions for rule tests: clear a scenario, place pieces, force dice.

Tests choose every die (``roll(state, "critique", "armure")``), so each rule is checked
with exact outcomes. Positions are built with the game's public position builder
(``arena.games.krosmaster.position``); the rules then run through the public ``apply``.
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
from arena.games.krosmaster.position import KrosmasterPosition
from arena.games.krosmaster.tasks import BuyReward, Prompt, RollDice


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
    KrosmasterPosition(state).clear(scenery=scenery)
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
    KrosmasterPosition(state).put(label, cell, injuries=injuries, powers=powers, spells=spells)
    return piece(state, label)


def scenery(state: KrosmasterState, cell: str, kind: str) -> None:
    """Put ``bush``, ``tree``, ``crate`` or ``none`` on a cell."""
    KrosmasterPosition(state).scenery(cell, kind)


def activate(state: KrosmasterState, label: str, *, mp: int | None = None, ap: int | None = None) -> Piece:
    """Make ``label`` the active character with full (or given) MP and AP."""
    KrosmasterPosition(state).activate(label, mp=mp, ap=ap)
    return piece(state, label)


def act(state: KrosmasterState, text: str) -> list[Event]:
    """Apply an action given in notation (checked) to a position that passes the builder's
    invariant checks (a test cannot play from an impossible position)."""
    KrosmasterPosition(state).build()
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
        assert state.waiting_for(RollDice) is not None, f"no die pending for {f!r}"
        events += state.apply(Die(int(FACE_BY_SLUG[f])))
    return events


def pending(state: KrosmasterState) -> tuple[str, int] | None:
    """(roll kind, number of dice) of the roll in progress, or None."""
    if state.waiting_for(RollDice) is None:
        return None
    from arena.games.krosmaster.dice import ROLL_NAMES

    return ROLL_NAMES[state.waiting_for(RollDice).roll], state.waiting_for(RollDice).dice


def legal_texts(state: KrosmasterState) -> set[str]:
    return {state.game.action_to_text(a) for a in state.legal_actions()}


def cell_of(state: KrosmasterState, label: str) -> str | None:
    p = piece(state, label)
    return state.board.name(p.pos) if p.in_play else None


# -- the full game (seed 003, "Début de partie"; issue 3) -----------------------------------------------
def full_state(scenario: str = "arena", extra: str | None = None, **options: Any) -> KrosmasterState:
    """A full game at its first set-up decision (``scenario`` ``arena`` or ``tutorial-7``)."""
    return new_state(scenario, extra, **options)


def texts(state: KrosmasterState) -> list[str]:
    """The legal actions (prompt answers or chance outcomes included) in notation, in order."""
    return [state.game.action_to_text(a) for a in state.legal_actions()]


def answer(state: KrosmasterState, *answers: str) -> list[Event]:
    """Apply several actions in notation (set-up answers, chance outcomes, moves…)."""
    events: list[Event] = []
    for text in answers:
        events += act(state, text)
    return events


def auto_setup(state: KrosmasterState) -> list[Event]:
    """Answer every pending set-up decision and chance node with its first option, until a
    character is active (turn 1 of the first player)."""
    events: list[Event] = []
    while not state.acting and not state.is_terminal():
        legal = state.legal_actions()
        assert legal, "no legal action before the first activation"
        events += state.apply(legal[0])
    return events


def full_game(scenario: str = "arena", extra: str | None = None, **options: Any) -> KrosmasterState:
    """A full game whose set-up was played with the first option everywhere: turn 1, the first
    player's first Krosmaster is active."""
    st = full_state(scenario, extra, **options)
    auto_setup(st)
    return st


def set_stock(state: KrosmasterState, seat: int, kamas: int) -> None:
    """Set a team's kama stock (54 kamas in all: the builder takes them from the bank)."""
    KrosmasterPosition(state).stock(seat, kamas)


def set_gg(state: KrosmasterState, seat: int, gg: int) -> None:
    """Set a player's GG, taking from (or returning to) the box: 15 GG in all."""
    KrosmasterPosition(state).glory(seat, gg)


def give_token(state: KrosmasterState, label: str, token_id: str) -> Piece:
    """Attach reward ``token_id`` face down to ``label``, taking it from a pile or the display."""
    KrosmasterPosition(state).token(label, token_id)
    return piece(state, label)


def tokens_accounted(state: KrosmasterState) -> list[str]:
    """Every reward token's id wherever it is (piles, display, cards, box, lost, in hand)."""
    rw = state.reward_supply
    out: list[str] = []
    for rank in rw["pool"]:
        out += rw["pool"][rank]
        out += [t for t in rw["visible"][rank] if t]
    for p in state.pieces:
        out += [e[0] for e in p.rewards]
    out += rw["box"] + [e[0] for e in rw["lost"]]
    out += [t.token for t in state.stack if isinstance(t, BuyReward) and t.token]
    return out


def check_conservation(state: KrosmasterState) -> None:
    """Seed 003's material: 15 GG, 54 kamas, 60 reward tokens, always all accounted for."""
    assert sum(state.gg) + state.wild_gg + state.gg_box == 15, (state.gg, state.wild_gg, state.gg_box)
    assert min(state.gg) >= 0 and state.wild_gg >= 0 and state.gg_box >= 0
    assert sum(state.kamas) + sum(state.stock) + state.bank == 54, (sum(state.kamas), state.stock, state.bank)
    assert min(state.kamas) >= 0 and min(state.stock) >= 0 and state.bank >= 0
    for rank, pool in state.reward_supply["pool"].items():
        assert (
            sum(state.reward_supply["piles"][rank]) == len(pool)
            and min(state.reward_supply["piles"][rank]) >= 0
        )
    assert sorted(tokens_accounted(state)) == sorted(state.game.rewards_by_id)
    for p in state.pieces:
        assert not p.rewards or (p.kind == 0 and len(p.rewards) <= p.data.level), p.label


def until_prompt(state: KrosmasterState, kind: str) -> None:
    """Answer everything with its first option until a decision of ``kind`` is asked."""
    while state.waiting_for(Prompt) is None or state.waiting_for(Prompt).question != kind:
        assert not state.is_terminal(), f"the game ended before a {kind!r} decision"
        state.apply(state.legal_actions()[0])


def show(state: KrosmasterState, rank: str, pile: int, token_id: str) -> None:
    """Put ``token_id`` face up on ``rank``'s pile ``pile`` (0 or 1); the token it replaces goes
    back into the face-down piles (counts unchanged)."""
    rw = state.reward_supply
    pool = rw["pool"][rank]
    assert token_id in pool, f"{token_id} is not in a face-down {rank} pile"
    pool.remove(token_id)
    old = rw["visible"][rank][pile]
    if old is not None:
        pool.append(old)
        pool.sort()
    else:
        rw["piles"][rank][pile] -= 1
    rw["visible"][rank][pile] = token_id


def config_id(options: dict[str, Any]) -> str:
    """A pytest id for a game configuration (``scenario=tutorial-7-max_turns=30``)."""
    return "-".join(f"{k}={v}" for k, v in options.items())
