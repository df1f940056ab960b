"""The engine's fast paths agree with the slower references they replace, at every position of
seeded random games: the flow engine's plain definitions over its ``Handler`` records
(``tests/core/flow_reference.py``), the rule modules' ``legal`` functions that ``legal.py``'s
builders stand for (``flow.REFERENCE_LEGAL``, sorted in the codec's order), the Fraction
outcomes and the learned evaluation's model."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from arena.core.chance import sample_weighted, to_probabilities, to_weights
from arena.core.events import Event
from arena.core.state import CHANCE
from arena.games.mapduel import MapDuel
from arena.games.mapduel.actions import A
from arena.games.mapduel.datamodel import PassiveKind, learned_evaluation
from arena.games.mapduel.evaluation import CAP_SHARPNESS, CAP_WINDOW, FEATURES, player_features
from arena.games.mapduel.flow import REFERENCE_LEGAL
from arena.games.mapduel.map_round import table_outcomes, table_weights
from arena.games.mapduel.state import MapDuelState
from arena.games.mapduel.tasks import RollTable
from tests.core import flow_reference

CONFIGS = [
    {"players": 2},
    {"players": 4},
    {"players": 3, "voluntary_pass": True, "reshuffle_when_empty": True},
    {"players": 6, "dlc": ["party"], "include_undefined": True, "max_cycles": 4},
]


def reference_resolve(state: MapDuelState, action: Any) -> list[Event]:
    """The flow engine's plain ``resolve`` (over its ``Handler`` records), no cache kept."""
    state.forget_legal()
    events = flow_reference.step(state, action)
    state.forget_legal()
    return events


def reference_legal(state: MapDuelState) -> list[Any]:
    """The rule modules' ``legal`` functions (or the Fraction outcomes), in the codec's order."""
    task = state.top()
    plain = REFERENCE_LEGAL.get(type(task)) if task is not None and not state.is_over() else None
    actions = flow_reference.legal_actions(state) if plain is None else plain(state, task)
    return sorted(set(actions), key=state.game.codec.index.__getitem__)


def reference_evaluate(state: MapDuelState, player: int) -> float:
    """The learned model applied plainly, one player at a time: each player's features times
    the weights plus its character's value, a softmax, mixed near the turn cap (B-14) with the
    softmax of the living players' positive projected HP, ``2 · P − 1``."""
    if state.is_terminal():
        return float(state.returns()[player])
    model = learned_evaluation()
    weights = [getattr(model.weights, f) for f in FEATURES]
    mean = sum(model.characters.values()) / len(model.characters)
    characters = state.game.characters

    def value(c: int) -> float:
        return model.characters.get(characters[c].id, mean)

    free = [c for c in range(len(characters)) if c not in state.character]  # set-up: still to take
    unpicked = sum((weights[0] + weights[1]) * characters[c].hp + weights[3] * characters[c].slots + value(c)
                   for c in free) / max(1, len(free))  # fmt: skip
    strengths: list[float | None] = []
    for p, row in enumerate(player_features(state)):
        if not state.alive[p]:
            strengths.append(None)
        elif state.character[p] < 0:
            strengths.append(unpicked)
        else:
            strengths.append(
                sum(w * x for w, x in zip(weights, row, strict=True)) + value(state.character[p])
            )
    total = sum(math.exp(s) for s in strengths if s is not None)
    mine = strengths[player]
    if mine is None:
        return -1.0
    chance = math.exp(mine) / total
    health = [row[0] if state.alive[p] else 0.0 for p, row in enumerate(player_features(state))]
    limit = state.game.opts.max_turns
    weight = min(1.0, max(0.0, (state.turns - (1 - CAP_WINDOW) * limit) / (CAP_WINDOW * limit)))
    if weight > 0 and any(h > 0 for h in health):
        race = math.exp(CAP_SHARPNESS * health[player]) / sum(
            math.exp(CAP_SHARPNESS * h) for h in health if h > 0
        )
        chance = (1 - weight) * chance + weight * (race if health[player] > 0 else 0.0)
    return 2.0 * chance - 1.0


@pytest.mark.parametrize("options", CONFIGS)
def test_fast_paths_agree_with_the_references(options: dict[str, Any]) -> None:
    game = MapDuel(**options)
    for seed in range(6):
        rng = random.Random(seed)
        fast, slow, checked = (game.new_initial_state() for _ in range(3))
        for _ in range(3000):
            if fast.is_terminal():
                break
            player = flow_reference.current_player(slow)
            assert fast.current_player() == player
            assert fast.legal_actions() == reference_legal(slow)
            if player == CHANCE:
                weights = fast.chance_weights()
                assert to_probabilities(weights) == flow_reference.chance_outcomes(slow)
                assert weights == flow_reference.chance_weights(slow)
                action = sample_weighted(weights, rng)
            else:
                assert fast.chance_weights() == []
                assert game.evaluate_all(fast) == pytest.approx(
                    [reference_evaluate(slow, p) for p in range(game.num_players)], abs=1e-9
                )
                legal = fast.legal_actions()
                action = legal[rng.randrange(len(legal))]
            fast.step(action)
            events = reference_resolve(slow, action)
            assert checked.apply(action) == events  # kinds, data, texts and who sees them
            assert fast.to_json() == slow.to_json() == checked.to_json()
        assert fast.is_terminal() and flow_reference.current_player(slow) == fast.current_player()
        assert game.evaluate_all(fast) == [reference_evaluate(slow, p) for p in range(game.num_players)]


def test_table_weights_are_the_outcomes_over_their_denominator() -> None:
    # the rows of 奖励机制 / 惩罚机制: the lean weights are what to_weights made of the Fractions
    state = MapDuel(players=2).new_initial_state()
    for game in ("reward", "penalty"):
        task = RollTable(0, game)
        assert table_weights(state, task) == to_weights(table_outcomes(state, task))


@pytest.mark.parametrize("options", [CONFIGS[1], CONFIGS[3]])
def test_tables_agree_with_the_card_data(options: dict[str, Any]) -> None:
    # 卡牌规则 0 / ③ and the passives, read once from the data: the same answers as the models
    game = MapDuel(**options)
    tables = game.tables
    state = game.new_initial_state()
    codec = game.codec
    for row, ch in [*enumerate(game.characters), (-1, None)]:
        who = "" if ch is None else ch.id
        for c, card in enumerate(game.cards):
            usable = who not in card.cannot_use
            assert tables.equips[row][c] == (card.equipment is not None and usable)
            assert tables.action_target[row][c] == (card.action.target if card.action and usable else None)
            assert tables.skill_target[row][c] == (card.skill.target if card.skill and usable else None)
            assert tables.unaffected[row][c] == (who in card.unaffected)
        if ch is not None:
            state.character[0] = row
            for kind in PassiveKind:
                assert state.passive(0, kind) == (ch.passive.amount if ch.passive.kind == kind else 0)
                assert state.has_passive(0, kind) == (ch.passive.kind == kind)
    for c, card in enumerate(game.cards):
        gear = {x.value for x in card.equipment.absorbs} if card.equipment else set()
        assert tables.absorbs[c] == gear
        assert codec.index[tables.act[c][0]] == codec.index[A("act", c, -1)]
    assert tables.cells == [cell.value for cell in game.map.cells]
    assert all(tables.cells[k] == cell for k, cell in enumerate(game.map.cells))
    shared = [tables.roll, tables.end, *tables.seat, *tables.pick, *tables.die, *tables.rep, *tables.take_from,
              *tables.skill, *(a for kind in tables.by_card.values() for a in kind),
              *(a for row in tables.act + tables.play for a in row)]  # fmt: skip
    assert all(codec.actions[codec.index[a]] is a for a in shared)  # the codec's own instances
