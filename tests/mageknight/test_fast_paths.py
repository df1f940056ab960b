"""The fast paths of ``legal_actions`` and chance agree with the plain computations they replace,
over many positions of seeded random games: a card's payments judged once for every source when
the effect cannot tell them apart (manablind.py), the mana sources found once per position, the
map's spaces and Move costs from cached tables, chance weights without Fractions, and the turn's
options sorted by a plain key."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from arena.core.chance import sample_outcome, to_weights
from arena.games.mageknight import cards, geometry, movement
from arena.games.mageknight.datamodel import Card, CardDeck
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.heroes import WOUND, set_aside
from arena.games.mageknight.hexes import within
from arena.games.mageknight.payment import mana_sources, tentatively
from arena.games.mageknight.resolve import usable
from arena.games.mageknight.state import MageKnightState
from arena.games.mageknight.tiles import Site, terrain_table, tile

ALL_MANA = ["red", "blue", "green", "white", "gold", "black"]


def reference_paid_modes(state: MageKnightState, seat: int, card: Card) -> list[tuple[str, ...]]:
    """``cards._paid_modes`` as it was: every source tried, every verdict judged anew."""
    out: list[tuple[str, ...]] = []
    colour = str(card.colour) if card.colour is not None else ""
    if card.deck is CardDeck.ARTIFACT:
        out += [()] if usable(state, seat, card.basic) else []
        return out + ([(cards.THROW,)] if usable(state, seat, card.powered) else [])
    if card.deck is not CardDeck.SPELL:
        out += [()] if usable(state, seat, card.basic) else []
        for source in mana_sources(state, seat, colour):
            with tentatively(state, seat, source):
                if usable(state, seat, card.powered):
                    out.append((source,))
        return out
    for source in mana_sources(state, seat, colour):
        with tentatively(state, seat, source):
            if usable(state, seat, card.basic):
                out.append((source,))
            if not state.night_now():
                continue
            for black in mana_sources(state, seat, "black"):
                with tentatively(state, seat, black):
                    if usable(state, seat, card.powered):
                        out.append((source, black))
    return out


def positions(players: int, seed: int, every: int = 1) -> Iterator[MageKnightState]:
    """Every ``every``-th decision of a seeded random game (chance nodes checked on the way)."""
    game = MageKnight(players=players)
    rng = random.Random(seed)
    state = game.new_initial_state()
    steps = 0
    while not state.is_terminal() and steps < 20_000:
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            assert state.chance_weights() == to_weights(outcomes)  # exactly, not only proportional
            state.apply(sample_outcome(outcomes, rng))
        else:
            if steps % every == 0:
                yield state
            state.apply(rng.choice(state.legal_actions()))
        steps += 1


def enriched(state: MageKnightState, seat: int, rng: random.Random) -> MageKnightState:
    """A copy whose hero holds more mana: several sources of every colour to pay with."""
    rich = state.clone()
    assert isinstance(rich, MageKnightState)
    hero = rich.heroes[seat]
    hero.tokens += rng.sample(ALL_MANA, rng.randint(1, len(ALL_MANA)))
    for colour in ALL_MANA[:4]:
        hero.crystals[colour] = rng.randint(0, 2)
    return rich


def check_payments(state: MageKnightState, seat: int, every_card: bool) -> None:
    hero = state.heroes[seat]
    content = state.game.content.cards
    before = state.to_json()
    sources: dict[str, list[str]] = {}
    for card_id in sorted(set(hero.hand) - {WOUND}):
        with set_aside(hero.hand, card_id):
            expected = reference_paid_modes(state, seat, content[card_id])
            assert cards._paid_modes(state, seat, content[card_id], sources) == expected, card_id
            assert cards._paid_modes(state, seat, content[card_id]) == expected, card_id
    if every_card:  # the whole catalogue, as if each card were in hand
        for card_id, card in sorted(content.items()):
            if card_id != WOUND:
                assert cards._paid_modes(state, seat, card, sources) == reference_paid_modes(
                    state, seat, card
                )
    assert state.to_json() == before  # judged, never changed


def reference_move_cost(state: MageKnightState, h: tuple[int, int]) -> int | None:
    tile_id = state.tiles.get(geometry.tile_centre_of(h))
    if tile_id is None:
        return None
    data = tile(tile_id).hexes[geometry.local_name(h)]
    assert movement.hex_data(state, h) == data
    if data.site is Site.CITY:
        return None
    costs = terrain_table().terrains[data.terrain]
    return movement.modified_cost(state, str(data.terrain), costs.night if state.night else costs.day)


@pytest.mark.parametrize(("players", "seed"), [(1, 1), (1, 2), (1, 3), (2, 4), (4, 5)])
def test_fast_paths_agree_with_the_plain_computations(players: int, seed: int) -> None:
    rng = random.Random(seed)
    turns = 0
    for state in positions(players, seed):
        seat = state.current_player()
        pending = state.pending()
        assert pending is not None
        if pending.task.kind != "turn":
            continue
        turns += 1
        legal = state.legal_actions()
        assert legal == sorted(legal)  # the sort key keeps the Actions' own order
        check_payments(state, seat, every_card=False)
        if turns % 4 == 0:
            check_payments(enriched(state, seat, rng), seat, every_card=True)
        here = state.heroes[seat].position
        for h in within(here, 3) if here is not None else []:
            assert movement.move_cost(state, h) == reference_move_cost(state, h)
    assert turns > 30


def test_play_options_agree_with_the_reference_payments(monkeypatch: pytest.MonkeyPatch) -> None:
    """The whole turn's options with the reference payments in place are the same."""
    rng = random.Random(7)
    seen = []
    for state in positions(1, 6, every=2):
        if state.pending() is not None and state.pending().task.kind == "turn":  # type: ignore[union-attr]
            seen.append(state.clone())
            seen.append(enriched(state, state.current_player(), rng))
    fast = [s.legal_actions() for s in seen]
    monkeypatch.setattr(
        cards, "_paid_modes", lambda state, seat, card, sources=None: reference_paid_modes(state, seat, card)
    )
    assert [s.legal_actions() for s in seen] == fast
    assert len(seen) > 40


def test_a_clone_copies_every_field() -> None:
    """``clone`` spells out SCALARS and LISTS: each field is copied, each list anew."""
    from arena.games.mageknight.state import LISTS, SCALARS

    state = next(s for i, s in enumerate(positions(1, 8)) if i == 60)
    copy = state.clone()
    assert isinstance(copy, MageKnightState)
    for name in MageKnightState.__slots__:
        assert getattr(copy, name) == getattr(state, name), name
    for name in LISTS:
        assert getattr(copy, name) is not getattr(state, name), name
    assert set(SCALARS) | set(LISTS) <= set(MageKnightState.__slots__)
