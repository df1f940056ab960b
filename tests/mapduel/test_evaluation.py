"""Map & Duel's learned evaluation (issue 32): the deferred duel changes it counts (seed 004,
决斗回合规则 3), its data file, and the self-play training script that writes it."""

from __future__ import annotations

import math
import random
from pathlib import Path

import numpy as np
import pytest
import yaml

from arena.core.chance import sample_weighted
from arena.core.state import CHANCE
from arena.games.mapduel import MapDuel
from arena.games.mapduel.datamodel import DATA_DIR, learned_evaluation, problems
from arena.games.mapduel.evaluation import FEATURES, cap_weight, player_features, projected
from arena.games.mapduel.state import MapDuelState
from tests.scripts import load_script

from .helpers import do, equip, give, hp, make, place


def _duel(state: MapDuelState) -> None:
    """p0 passes Start: a duel round begins (seed 004, 规则 5)."""
    place(state, 0, 24)
    do(state, "roll", "die 1")


def test_the_worked_example_is_counted_before_the_cycle_settles() -> None:
    # 决斗回合规则 3: "此时玩家3不会阵亡,依旧剩余5点生命 ... 玩家3生命值为5-3-2+2=2": the HP changes
    # wait for the settlement, and the evaluation counts them as the settlement will apply them.
    state = make(("wizard", "mario", "gambler"))
    hp(state, 2, 5)
    give(state, 0, "wooden-shield")  # player 1 also plays a card (equipping counts, B-20)
    give(state, 1, "strike")
    give(state, 2, "potion")
    _duel(state)
    game = state.game
    before = game.evaluate(state, 0)
    do(state, "skill p2")  # Arcane missile: 3 damage to player 3, free
    assert state.health[2] == 5
    assert game.evaluate(state, 0) > before  # a skill's damage is worth it before the settlement
    do(state, "equip wooden-shield", "end", "play strike", "end", "play potion")
    assert state.health[2] == 5  # 依旧剩余5点生命
    assert projected(state)[0] == [7, 10, 2]
    do(state, "end")
    assert state.health == [7, 10, 2]


def test_a_strike_played_raises_the_players_value_at_once() -> None:
    # 决斗回合规则 3 (deferred damage): playing Strike costs a card and queues 2 damage on the
    # next player; the value counts the damage, not only the card gone.
    state = make(("mario", "gambler"))
    give(state, 0, "strike", "potion")
    _duel(state)
    game = state.game
    before = game.evaluate(state, 0)
    do(state, "play strike")
    assert state.health[1] == 9
    assert projected(state)[0][1] == 7
    assert game.evaluate(state, 0) > before
    assert game.evaluate_all(state) == pytest.approx([game.evaluate(state, 0), game.evaluate(state, 1)])
    assert game.evaluate(state, 0) == pytest.approx(-game.evaluate(state, 1))


def test_dodge_armour_and_absorbers_as_the_settlement_applies_them() -> None:
    # B-19 a dodge cancels the previous player's harm; the Knight's armour lowers damage by 1;
    # an equipped Wooden shield stops one damage effect (卡牌规则 ③); the Medic heals 1 more.
    state = make(("mario", "knight", "medic"))
    hp(state, 2, 5)
    give(state, 0, "dodge", "strike")
    give(state, 1, "strike")
    give(state, 2, "strike", "potion")
    equip(state, 2, "wooden-shield")
    _duel(state)
    do(state, "play dodge", "play strike", "end")  # Strike on the Knight: 1 through the armour
    do(state, "skill p2", "play strike", "end")  # Shield bash (1) and Strike (2) on the Medic
    do(state, "play strike", "play potion")  # Strike on Mario, the dodger's previous player
    health, max_health, equipped = projected(state)
    assert health == [10, 11, 6]  # Mario dodged; the shield stopped the bash; 5 - 2 + 3
    assert equipped == [0, 0, 0]
    do(state, "end")
    assert state.duel is not None and state.duel.cycle == 2
    assert (health, max_health, equipped) == (
        state.health,
        state.max_health,
        [len(e) for e in state.equipment],
    )


@pytest.mark.parametrize("options", [{"players": 2}, {"players": 4}, {"players": 3, "dlc": ["party"]}])
def test_the_projection_is_what_every_settlement_applies(options: dict[str, object]) -> None:
    # 决斗回合规则 3 over seeded random games: just before a duel cycle settles, the projected
    # HP and max HP are the ones the settlement leaves (the equipped count too, when no choice
    # of absorber is left to make).
    game = MapDuel(**options)
    settled = 0
    for seed in range(12):
        rng = random.Random(seed)
        state = game.new_initial_state()
        for _ in range(4000):
            if state.is_terminal():
                break
            if state.current_player() == CHANCE:
                state.step(sample_weighted(state.chance_weights(), rng))
                continue
            legal = state.legal_actions()
            end = game.text_to_action("end")
            if state.duel is not None and end in legal:
                after = state.clone()
                after.step(end)
                cycle_over = after.duel is None or after.duel.cycle != state.duel.cycle
                if cycle_over and (after.is_terminal() or after.current_player() != CHANCE):
                    health, max_health, _ = projected(state)
                    assert health == after.health and max_health == after.max_health
                    settled += 1
            state.step(legal[rng.randrange(len(legal))])
    assert settled > 20


def test_values_are_expected_returns() -> None:
    state = make(("mario", "knight", "medic"))
    game = state.game
    values = game.evaluate_all(state)
    assert all(-1.0 < v < 1.0 for v in values)
    assert sum((v + 1) / 2 for v in values) == pytest.approx(1.0)  # the chances add up to 1
    hp(state, 0, 1)
    assert game.evaluate(state, 0) < values[0]


def test_a_card_is_valued_through_its_effect_data() -> None:
    # A card of any pack is valued by its effect (data, not code): two cards with the same
    # effect are worth the same.
    game = MapDuel(players=2, dlc=["party"])
    by_id = {c.id: i for i, c in enumerate(game.cards)}
    value = game.evaluator.card_value
    assert value[by_id["strike"]] == value[by_id["boomerang"]]  # both: 2 damage as a skill
    assert len(value) == len(game.cards)


def test_the_data_file_validates_and_names_known_characters(tmp_path: Path) -> None:
    path = DATA_DIR / "evaluation.yaml"
    assert problems(path) == []
    model = learned_evaluation()
    assert set(model.characters) == {c.id for c in MapDuel(players=2).characters}
    assert sum(model.characters.values()) == pytest.approx(0.0, abs=1e-3)  # centred
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["evaluation"]["characters"]["dragon"] = 1.0
    bad = tmp_path / "evaluation.yaml"
    bad.write_text(yaml.safe_dump(data), encoding="utf-8")
    assert [p.message for p in problems(bad)] == ["unknown character 'dragon'"]
    data["evaluation"]["weights"]["health"] = 99
    data["evaluation"]["characters"] = {"mario": float("nan")}
    bad.write_text(yaml.safe_dump(data), encoding="utf-8")
    fields = [p.field for p in problems(bad)]
    assert any("weights.health" in f for f in fields) and any("characters.mario" in f for f in fields)


def test_the_training_script_is_reproducible_and_writes_a_valid_file(tmp_path: Path) -> None:
    trainer = load_script("scripts/train_mapduel_evaluation.py")
    one, two = tmp_path / "one.yaml", tmp_path / "two.yaml"
    args = ["--rounds", "2", "--games", "20", "--seed", "5"]
    trainer.main([*args, "--workers", "1", "--out", str(one)])
    trainer.main([*args, "--workers", "2", "--out", str(two)])
    assert one.read_text(encoding="utf-8") == two.read_text(encoding="utf-8")
    assert problems(one) == []
    model = yaml.safe_load(one.read_text(encoding="utf-8"))["evaluation"]
    assert list(model["weights"]) == list(FEATURES)
    assert model["training"]["rounds"] == 2 and model["training"]["games"] == 40
    assert model["training"]["positions"] > 0


def _logistic_on_differences(diff: np.ndarray, label: np.ndarray, l2: float) -> np.ndarray:
    """The two-player fit written the other way: "seat 0 wins" on the feature difference, both
    seat orders, L2 ``l2``/2, by gradient steps (an independent check of the Newton fit)."""
    x, y = np.vstack([diff, -diff]), np.concatenate([label, 1 - label])
    w = np.zeros(x.shape[1])
    for _ in range(20000):
        p = 1 / (1 + np.exp(-(x @ w)))
        w -= 0.5 * (x.T @ (p - y) + l2 * w) / len(y)
    return w


def test_the_fit_is_the_two_player_logistic_fit_and_recovers_a_known_model() -> None:
    trainer = load_script("scripts/train_mapduel_evaluation.py")
    rng = np.random.default_rng(7)
    truth = np.array([0.8, -0.5, 0.3])
    # Two players: the softmax fit equals the logistic fit on the difference, in both orders.
    features = rng.normal(size=(400, 2, 3))
    alive = np.ones((400, 2), dtype=bool)
    chance = trainer.chances(features, alive, truth)
    winner = (rng.random(400) > chance[:, 0]).astype(int)
    w = trainer.fit(features, alive, winner, 1.0)
    expected = _logistic_on_differences(features[:, 0] - features[:, 1], (winner == 0).astype(float), 1.0)
    assert w == pytest.approx(expected, abs=1e-4)
    # Four players, one dead in some positions: the dead never win and the weights come back.
    features = rng.normal(size=(6000, 4, 3))
    alive = rng.random((6000, 4)) > 0.15
    alive[:, 0] = True
    chance = trainer.chances(features, alive, truth)
    winner = np.array([rng.choice(4, p=row) for row in chance])
    assert not np.any(chance[~alive])
    w = trainer.fit(features, alive, winner, 1.0)
    assert w == pytest.approx(truth, abs=0.1)
    loss, accuracy = trainer.log_loss(features, alive, winner, w)
    assert loss < np.log(4) and accuracy > 0.4


def test_the_training_seats_random_in_every_seat_in_turn() -> None:
    trainer = load_script("scripts/train_mapduel_evaluation.py")
    two = [tuple(trainer.seating(g, 2)) for g in range(4)]
    assert two == [("greedy", "greedy"), ("greedy", "random"), ("random", "greedy"), ("greedy", "greedy")]
    four = [trainer.seating(g, 4) for g in range(16)]
    assert sum(a.count("random") for a in four) == 8
    assert {a.index("random") for a in four if "random" in a} == {0, 1, 2, 3}


def test_the_training_script_learns_from_four_players(tmp_path: Path) -> None:
    trainer = load_script("scripts/train_mapduel_evaluation.py")
    out = tmp_path / "four.yaml"
    args = ["--players", "4", "--rounds", "1", "--games", "12", "--seed", "3", "--workers", "1"]
    trainer.main([*args, "--out", str(out)])
    assert problems(out) == []
    training = yaml.safe_load(out.read_text(encoding="utf-8"))["evaluation"]["training"]
    assert training["players"] == 4 and training["command"].startswith(
        "scripts/train_mapduel_evaluation.py --players 4"
    )
    assert training["positions"] > 0
    with pytest.raises(SystemExit):
        trainer.main(["--players", "9", "--games", "12"])


def test_the_features_of_a_position() -> None:
    state = make(("mario", "knight"))
    give(state, 0, "strike", "dodge")
    rows = player_features(state)
    named = dict(zip(FEATURES, rows[0], strict=True))
    assert named["health"] == 10 and named["card"] == 2 and named["damage"] == 2 and named["cancel"] == 1
    assert rows[1][FEATURES.index("card")] == 0


def test_the_turn_cap_race_takes_over_the_value_as_the_cap_nears() -> None:
    # B-14: "Add a turn cap as a safety valve; at the cap, highest HP wins". The Knight (12 HP,
    # the model's favourite character) against a Mario on 10 HP: far from the cap the model's
    # odds hold; from three quarters of the turns on, the value moves to the HP race, and a
    # Mario two HP ahead is worth nearly a win on the last turn.
    state = make(("knight", "mario"), max_turns=100)
    game = state.game
    assert cap_weight(0, 100) == cap_weight(75, 100) == 0.0
    assert cap_weight(80, 100) == pytest.approx(0.2)
    assert cap_weight(100, 100) == cap_weight(140, 100) == 1.0
    hp(state, 0, 8)
    early = game.evaluate(state, 1)
    state.turns = 75
    assert game.evaluate(state, 1) == early  # the window has not begun
    assert early < 0  # the model still prefers the Knight on 8 HP
    values = []
    for turns in (80, 90, 99):
        state.turns = turns
        values.append(game.evaluate(state, 1))
    assert early < values[0] < values[1] < values[2]
    race = math.exp(10) / (math.exp(10) + math.exp(8))  # CAP_SHARPNESS 1 a HP
    assert values[2] == pytest.approx(2 * (0.96 * race + 0.04 * (early + 1) / 2) - 1)
    assert sum(game.evaluate_all(state)) == pytest.approx(0.0)  # two players: zero-sum


def test_a_player_the_settlement_will_kill_is_out_of_the_cap_race() -> None:
    # B-14 with 决斗回合规则 3: on the last turns a Strike that will bring a 2-HP player to 0 at
    # the settlement leaves it no share of the HP race, though it is not dead yet.
    state = make(("mario", "gambler", "chef"), max_turns=40)
    give(state, 0, "strike")
    hp(state, 1, 2)
    _duel(state)
    state.turns = 40
    do(state, "play strike")
    assert state.alive[1] and projected(state)[0][1] == 0
    values = state.game.evaluate_all(state)
    assert values[1] == pytest.approx(-1.0)
    # at the cap Mario and the Chef are level on 10 HP: a draw between them, 0 each
    assert values[0] == pytest.approx(0.0) and values[2] == pytest.approx(0.0)
