"""Mage Knight refusals (issue 29): every illegal action says why, citing the rule it breaks.

One test per reason: the position is built (``MageKnightPosition``) or played into, the action
is refused with its reason code, the rule cited is the expected one (its citation in the test's
docstring), the sentence renders in every locale with no catalog miss, the rendered refusal
carries the seed's (or the research's) sentence and its translation, the English sentence says
the specifics (the cost and what is left, the card...), and the position is left untouched.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from arena.core.chance import sample_weighted
from arena.core.durations import Modifier
from arena.core.errors import IllegalActionError
from arena.core.text import LOCALES, to_simplified
from arena.games.mageknight import refusals
from arena.games.mageknight.actions import act, parse
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.heroes import WOUND, UnitState
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.refusals import DECISIONS, RULES, explain
from arena.games.mageknight.state import MageKnightState
from arena.games.mageknight.tasks import ChooseSkill, Disband, SpendHealing, TakeAdvanced

from .helpers import to_decision

STRINGS = Path(refusals.__file__).with_name("strings")
SEED = Path("/work/shared/seeds/001_e99d147dc969e948.txt")
RESEARCH = Path("/work/shared/spec/research")
VILLAGE = (2, -3)
"""Tile 1's village (tile 1 at (1, -3) in the set-up map)."""


def solo() -> MageKnight:
    return MageKnight(players=1, heroes=["tovak"])


def duo() -> MageKnight:
    return MageKnight(players=2, heroes=["tovak", "goldyx"])


def refused(
    state: MageKnightState, text: str, reason: str, rule: str | None, *words: str
) -> IllegalActionError:
    """``text`` is refused in ``state`` for ``reason`` citing ``rule`` (a ``RULES`` id; ``None``:
    no rule text), said in every locale with no miss; the English sentence holds ``words``."""
    action = parse(text)
    assert action not in state.legal_actions(), f"{text} is legal"
    before = state.to_json()
    error = state.illegal_reason(action)
    assert error is not None
    assert (error.reason, error.rule_id) == (reason, rule or ""), error.message
    assert state.to_json() == before, "a refusal changed the position"
    texts = state.game.texts()
    for locale in LOCALES:
        said = texts.refusal(error, locale)
        assert said["reason"] == reason and said["message"]
        if rule is not None:
            assert said["rule"] == RULES[rule].cite == error.rule
            assert said["quote"] == RULES[rule].quote
            assert said["translation"]
    assert not texts.misses, texts.misses
    english = texts.refusal(error, "en")["message"] or ""
    for word in words:
        assert word in english, english
    with pytest.raises(IllegalActionError):
        state.apply(action)
    return error


def fight(hand: list[str], enemy: str = "prowlers", *, crystals: dict[str, int] | None = None,
          units: list[UnitState] | None = None, more: tuple[tuple[int, int], str] | None = None) -> MageKnightState:  # fmt: skip
    """A solo hero at (1, 0) who has challenged ``enemy`` on (2, -1) (the Ranged phase)."""
    position = MageKnightPosition(solo()).hand(0, hand).at(0, (1, 0)).enemy((2, -1), enemy)
    if more is not None:
        position = position.enemy(*more)
    state = position.crystals(0, **(crystals or {})).build()
    state.heroes[0].units = units or []
    state.apply(act("challenge", 2, -1))
    return state


def at_village(hand: list[str], **crystals: int) -> MageKnightState:
    position = MageKnightPosition(solo()).hand(0, hand).at(0, VILLAGE).crystals(0, **crystals)
    return position.offer("unit", ["peasants", "northern_monks"]).build()


# -- the catalog ----------------------------------------------------------------------------------
def _keys(locale: str) -> set[str]:
    text = (STRINGS / f"refusals.{locale}.ftl").read_text(encoding="utf-8")
    return set(re.findall(r"^([a-zA-Z][\w-]*) =", text, re.M))


def test_the_three_refusal_files_hold_the_same_keys() -> None:
    en = _keys("en")
    assert en == _keys("fr") == _keys("zh-Hans")
    assert all(k.startswith(("mk-refuse-", "rule-")) for k in en)


def test_every_rule_and_decision_is_said_in_every_locale() -> None:
    texts = solo().texts()
    for locale in LOCALES:
        for rule in RULES:
            assert texts.has(f"rule-{rule}", locale), (locale, rule)
        for phrase, rule in DECISIONS.values():
            assert rule in RULES
            assert texts.has(f"mk-refuse-decision-{phrase}", locale), (locale, phrase)
        for verb in (*refusals.PLAYER_VERBS, "other"):
            assert texts.has(f"mk-refuse-verb-{verb}", locale), (locale, verb)
    assert set(refusals.CHANCE_RULES.values()) <= set(RULES)


def test_simplified_chinese_strings_hold_no_traditional_character() -> None:
    text = (STRINGS / "refusals.zh-Hans.ftl").read_text(encoding="utf-8")
    for line in text.splitlines():
        assert to_simplified(line) == line, line


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("**", ""))


@pytest.mark.skipif(not SEED.is_file(), reason="the seed rulebooks are not on this machine")
def test_every_quote_is_copied_from_its_source() -> None:
    """Never an invented quote: seed 001's sentence, or the research text of the section cited."""
    seed = SEED.read_text(encoding="utf-8")
    research = _flat((RESEARCH / "mageknight.md").read_text(encoding="utf-8"))
    data = _flat((RESEARCH / "mageknight_data.md").read_text(encoding="utf-8"))
    for rule, text in RULES.items():
        if text.cite.startswith("seed 001"):
            assert text.quote in seed, rule
            section = text.cite.split('"')[1]
            assert section in seed, rule
        elif text.cite.startswith("research mageknight_data"):
            assert text.quote in data, rule
        else:
            assert text.cite.startswith("research mageknight §") and text.quote in research, rule


def test_random_games_refuse_every_illegal_action_with_a_sentence() -> None:
    """Seeded random games of every sample configuration: illegal actions of the codec's table
    are explained (no crash, no catalog miss, the position untouched); legal ones are not."""
    for config in MageKnight.sample_configs():
        game = MageKnight(**config)
        texts = game.codec.texts
        for seed in range(2):
            rng = random.Random(seed)
            state = game.new_initial_state()
            for _ in range(120):
                if state.is_terminal():
                    break
                if state.is_chance_node():
                    state.apply(sample_weighted(state.chance_weights(), rng))
                    continue
                legal = state.legal_actions()
                before = state.to_json()
                for text in rng.sample(texts, 12):
                    action = game.codec.from_text(text)
                    if action in legal:
                        assert state.illegal_reason(action) is None
                        continue
                    why = explain(state, action)
                    for locale in LOCALES:
                        game.texts().say(why.say, locale)
                assert state.to_json() == before
                assert all(state.illegal_reason(a) is None for a in rng.sample(legal, min(3, len(legal))))
                state.apply(legal[rng.randrange(len(legal))])
        assert not game.texts().misses, game.texts().misses


# -- outside any rule of play -----------------------------------------------------------------------
def test_the_game_over() -> None:
    """research mageknight §1.10 "Otherwise the game ends after the last Round.\""""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    state.over = True
    error = state.illegal_reason(act("end-turn"))
    assert error is not None and (error.reason, error.rule_id) == ("game-over", "game-end")
    assert solo().texts().refusal(error, "fr")["quote"] == RULES["game-end"].quote


def test_not_an_action() -> None:
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    error = state.illegal_reason("march")  # type: ignore[arg-type]
    assert error is not None and error.reason == "not-an-action"


def test_chance_outcomes_belong_to_chance() -> None:
    """A player never names a die roll or a draw: the turn's rule (seed 001, "五、一轮") is cited."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    refused(state, "die red", "chance-only", "rest-or-turn")


def test_a_chance_node_takes_only_its_outcomes() -> None:
    """seed 001, "轮次行动" ("从他的指令牌组中抽取卡牌"): a card drawn is chance's."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    state.apply(act("play", "march"))
    state.apply(act("end-turn"))
    assert state.stack[-1].kind == "draw_cards"
    refused(state, "end-turn", "not-an-outcome", "draw-up")


def test_wrong_moment_names_the_decision() -> None:
    """seed 001, "五、一轮" ("一轮中,你既可以进行一个常规轮,也可以选择休整。"): the turn is pending."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    refused(
        state,
        "draw-up",
        "wrong-moment",
        "rest-or-turn",
        "Drawing up to your Hand limit is not possible",
        "take your turn",
    )


def test_wrong_moment_in_combat_names_its_phase() -> None:
    """seed 001, "常规轮": combat is the turn's one action; it is finished phase by phase."""
    state = fight(["march"])
    state.apply(act("next"))
    refused(state, "end-turn", "wrong-moment", "one-action", "Ending the turn", "Block phase")


# -- movement (seed 001, "移动力消耗", "狂暴(Rampaging)敌人", "其他模型", "常规轮") -------------------------
def test_not_enough_move_for_the_terrain_by_day() -> None:
    """seed 001, "移动力消耗": the Move of the cards played pays the cost of the space entered."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    state.apply(act("play", "march"))
    refused(state, "move 1 -1", "not-enough-move", "move-points", "Forest costs 3 Move by Day", "2 Move left")


def test_not_enough_move_for_the_terrain_at_night() -> None:
    """seed 001, "移动力消耗": by Night the forest costs 5 (research §1.2)."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).night().build()
    state.apply(act("play", "march"))
    error = refused(state, "move 1 -1", "not-enough-move", "move-points", "costs 5 Move at Night")
    assert "5" in (solo().texts().refusal(error, "zh-Hans")["message"] or "")


def test_inaccessible_terrain() -> None:
    """seed 001, "移动力消耗": "红色的“X”代表这种地形是难以通过的。" (a lake)."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    state.apply(act("play", "march"))
    refused(state, "move 0 1", "impassable", "impassable", "Lake")


def test_a_move_goes_to_an_adjacent_space() -> None:
    """seed 001, "移动力消耗": "你可以移动到任何邻近于当前格的地方"."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    state.apply(act("play", "march"))
    refused(state, "move 2 -3", "not-adjacent", "adjacent", "(2, -3)", "(0, 0)")


def test_a_space_off_the_map() -> None:
    """seed 001, "探索": the map grows only by exploring."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).at(0, (1, 0)).build()
    refused(state, "move 2 0", "off-map", "explore-edge", "(2, 0)")


def test_the_city_is_never_entered() -> None:
    """research mageknight §1.10: "Cities can be neither conquered nor entered.\""""
    game = solo()
    tiles = {(0, 0): "A", (1, -3): "1", (3, -2): game.core_city_tiles[0]}
    state = MageKnightPosition(game).tiles(tiles).hand(0, ["march"]).at(0, (2, -1)).build()
    refused(state, "move 3 -2", "city-closed", "cities")


def test_a_rampaging_enemy_space_is_never_entered() -> None:
    """seed 001, "狂暴(Rampaging)敌人": "1)你不能进入被未击败的狂暴敌人占据的空间;"."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).enemy((1, -1), "prowlers").build()
    state.apply(act("play", "march"))
    refused(state, "move 1 -1", "rampaging-space", "rampaging-space", "Prowlers", "(1, -1)")


def test_a_provoking_step_into_another_heros_space() -> None:
    """seed 001, "其他模型": "停留在其他玩家所在格就是不被允许的" — and a provoked move ends there."""
    position = (
        MageKnightPosition(duo())
        .source(["red", "blue", "green", "white"])
        .hand(0, ["march"])
        .at(1, (1, 0))
        .enemy((1, -1), "prowlers")
    )
    state = position.build()
    state.apply(act("play", "march"))
    refused(state, "move 1 0", "crowded-provoke", "other-figures")


def test_no_move_after_the_turns_action() -> None:
    """seed 001, "常规轮": "·在当前格战斗或互动,然后移动;" is not a turn."""
    state = at_village(["march"])
    state.apply(act("interact"))
    refused(state, "move 1 -2", "move-after-action", "move-then-act")


def test_no_move_during_combat() -> None:
    """seed 001, "常规轮": no move once the turn's action (a combat) has begun."""
    refused(fight(["march"]), "move 0 0", "move-after-action", "move-then-act")


def test_no_move_after_resting() -> None:
    """research mageknight §1.5: "No movement/combat/interaction while resting.\""""
    state = MageKnightPosition(solo()).hand(0, ["march", "rage"]).build()
    state.apply(act("rest", "rage", 0))
    refused(state, "move 1 0", "rested", "rest")


# -- exploring (seed 001, "探索"; research §1.9) -----------------------------------------------------
def test_exploring_costs_two_move() -> None:
    """seed 001, "探索": "你必须支付2点移动力来探索新的地块。"."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).at(0, (1, -4)).build()
    refused(state, "explore 2 -6", "explore-cost", "explore-cost", "costs 2 Move", "0 Move left")


def test_no_tile_left_to_explore() -> None:
    """seed 001, "探索": the tile explored is the top of the tile pile — none is left."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).at(0, (1, -4)).build()
    state.countryside_pile, state.core_cities_left, state.core_others_left = [], 0, 0
    state.apply(act("play", "march"))
    refused(state, "explore 2 -6", "no-tile-left", "explore-pile")


def test_a_tile_position_already_filled() -> None:
    """seed 001, "探索": a new tile goes to an empty space of the table."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).at(0, (0, -1)).build()
    state.apply(act("play", "march"))
    refused(state, "explore 1 -3", "tile-placed", "explore-edge", "(1, -3)")


def test_exploring_from_a_space_not_at_that_edge() -> None:
    """seed 001, "探索": one explores from the edge of the map next to the empty space."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    state.apply(act("play", "march"))
    refused(state, "explore 4 -5", "explore-not-adjacent", "explore-edge", "(4, -5)")


def test_exploring_beyond_the_coastline() -> None:
    """seed 001, "探索": "这个空白的地方不是在由起始版块延伸的海岸线之外"."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).at(0, (0, -1)).build()
    state.apply(act("play", "march"))
    refused(state, "explore -2 -1", "explore-coastline", "explore-edge", "coastline")


def test_a_core_tile_needs_two_neighbours() -> None:
    """research mageknight §1.9: "Core (brown back) tiles must be adjacent to ≥2 tiles.\""""
    state = MageKnightPosition(solo()).hand(0, ["march"]).at(0, (1, -4)).build()
    state.countryside_pile = []
    state.apply(act("play", "march"))
    refused(state, "explore 2 -6", "explore-placement", "explore-placement", "a core tile", "(2, -6)")


# -- cards (seed 001, "打出一张卡牌", "卡牌类型", "打出横置卡牌") ----------------------------------------
def test_a_card_not_in_hand() -> None:
    """seed 001, "打出一张卡牌": "要打出卡牌,你要从手上展示它"."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    refused(state, "play stamina", "not-in-hand", "from-hand", "Stamina is not in your hand")


def test_a_wound_is_not_played_sideways() -> None:
    """seed 001, "打出横置卡牌": "任何卡牌(除了损伤卡)"."""
    state = MageKnightPosition(solo()).hand(0, ["march", WOUND]).build()
    refused(state, "play wound sideways:move", "wound-unplayable", "sideways")


def test_a_wound_is_not_played() -> None:
    """research mageknight §1.6: "Wounds can't be played, discarded (...) or played sideways.\""""
    state = MageKnightPosition(solo()).hand(0, ["march", WOUND]).build()
    refused(state, "play wound", "wound-unplayable", "wounds")


def test_a_combat_card_outside_combat() -> None:
    """seed 001, "卡牌类型": "卡牌左上角的标志决定了这张卡牌何时能被打出。"."""
    state = MageKnightPosition(solo()).hand(0, ["rage"]).build()
    refused(state, "play rage", "card-timing", "card-types", "Rage", "Combat", "during movement")


def test_a_move_card_in_an_interaction() -> None:
    """seed 001, "卡牌类型": Move cards are played during movement, not when interacting."""
    state = at_village(["march", "promise"])
    state.apply(act("interact"))
    refused(state, "play march", "card-timing", "card-types", "March", "during an interaction")


def test_healing_is_not_played_in_combat() -> None:
    """seed 001, "卡牌类型": "治疗卡牌可以在除战斗以外的任何时候打出。"."""
    refused(fight(["tranquility"]), "play tranquility", "healing-in-combat", "healing-cards", "Tranquility")


def test_sideways_only_as_the_moment_allows() -> None:
    """seed 001, "卡牌类型": during movement a sideways card is Move 1 (Attack only in combat)."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    refused(state, "play march sideways:attack", "sideways-timing", "card-types", "Move 1")


def test_no_sideways_card_in_the_ranged_phase() -> None:
    """research mageknight §3.2: "only Ranged/Siege attacks (no sideways)"."""
    refused(fight(["march"]), "play march sideways:attack", "sideways-ranged", "ranged-phase")


def test_an_effect_of_no_use_in_this_combat_phase() -> None:
    """research mageknight §3.2 (Block phase: blocks): Rage's powered Attack 4 does nothing there."""
    state = fight(["rage"], crystals={"red": 1})
    state.apply(act("next"))
    refused(state, "play rage crystal:red", "effect-wrong-phase", "block", "Rage gives Attack", "Block phase")


def test_an_effect_that_can_do_nothing_now() -> None:
    """seed 001, "打出一张卡牌": Crystallize's basic effect needs a mana to crystallise — none."""
    state = MageKnightPosition(solo()).hand(0, ["crystallize"]).source(["black", "black", "black"]).build()
    refused(state, "play crystallize", "no-effect-now", "card-effects", "Crystallize", "basic effect")


def test_only_an_artifact_is_thrown_away() -> None:
    """research mageknight §1.6: "Artifacts: basic effect, or throw away for the strong effect.\""""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    refused(state, "play march throw", "throw-artifact-only", "artifacts", "March")


def test_an_action_card_takes_one_mana() -> None:
    """seed 001, "打出一张卡牌": the powered effect costs one mana of the card's colour."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).source(["green", "green", "blue"]).build()
    refused(state, "play march die:0 die:1", "bad-payment", "powered-mana", "March")


def test_a_spell_always_costs_mana() -> None:
    """research mageknight §1.6: "basic effect costs 1 mana of the spell's colour"."""
    state = MageKnightPosition(solo()).hand(0, ["space_bending"]).build()
    refused(state, "play space_bending", "spell-needs-mana", "spells", "Space Bending", "blue")


def test_a_spells_powered_effect_is_cast_at_night() -> None:
    """research mageknight §1.6: "strong effect only at Night and costs that colour + 1 black"."""
    state = (
        MageKnightPosition(solo()).hand(0, ["space_bending"]).crystals(0, blue=1).tokens(0, ["black"]).build()
    )
    refused(state, "play space_bending crystal:blue token:black", "spell-night-only", "spells", "Night")


# -- mana (seed 001, "魔力骰子", "打出一张卡牌") --------------------------------------------------------
def test_one_source_die_a_turn() -> None:
    """seed 001, "魔力骰子": "玩家在同一轮内只能使用一个骰子"."""
    state = (
        MageKnightPosition(solo()).hand(0, ["march", "stamina"]).source(["green", "blue", "green"]).build()
    )
    state.apply(act("play", "march", "die:0"))
    refused(state, "play stamina die:1", "source-die-used", "one-die", "a Source die this turn")


def test_a_die_not_in_the_source() -> None:
    """seed 001, "魔力骰子": a die used this turn goes back to the Source only when the turn ends."""
    state = MageKnightPosition(solo()).hand(0, ["march", "march"]).source(["green", "blue", "green"]).build()
    refused(state, "play march die:5", "die-unavailable", "die-in-source", "Source die 5")
    state.apply(act("play", "march", "die:0"))
    refused(state, "play march die:0", "die-unavailable", "die-in-source", "Source die 0 was already used")


def test_black_mana_by_day() -> None:
    """seed 001, "魔力骰子": "在白昼不能使用黑色魔力"."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).source(["black", "blue", "green"]).build()
    refused(state, "play march die:0", "black-by-day", "black-by-day")


def test_gold_mana_at_night() -> None:
    """seed 001, "魔力骰子": "因为是夜晚,所以金色魔力是不能使用的"."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).source(["gold", "blue", "red"]).night().build()
    refused(state, "play march die:0", "gold-at-night", "gold-at-night")


def test_mana_of_another_colour() -> None:
    """seed 001, "打出一张卡牌": "你必须支付一点与卡牌颜色对应的魔力"."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).source(["red", "blue", "white"]).build()
    refused(
        state, "play march die:1", "wrong-colour", "powered-mana", "A blue mana does not pay for a green mana"
    )


def test_a_crystal_not_held() -> None:
    """seed 001, "打出一张卡牌": "也可以是同样颜色的魔晶或魔力指示物" — one you hold."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    refused(state, "play march crystal:green", "no-crystal", "powered-mana", "no green crystal")


def test_a_mana_token_not_held() -> None:
    """seed 001, "打出一张卡牌": a mana token of the colour, held in the play area."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    refused(state, "play march token:green", "no-token", "powered-mana", "no green mana token")


def test_a_mana_that_does_not_exist() -> None:
    """seed 001, "打出一张卡牌": crystals are of the four basic colours (no gold crystal)."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    refused(state, "play march crystal:gold", "bad-mana", "powered-mana", "no gold crystals")


# -- Skills (research mageknight_data §5) -------------------------------------------------------------
def test_a_skill_not_owned() -> None:
    """research mageknight_data §5: a hero uses the Skills it has gained."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    refused(state, "skill double_time", "skill-not-owned", "skills", "Double Time")


def test_a_skill_used_this_turn() -> None:
    """research mageknight_data §5: '"T" = once per turn'."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    state.heroes[0].skills, state.heroes[0].skills_used = ["double_time"], ["double_time"]
    refused(state, "skill double_time", "skill-used", "skills", "Double Time was already used this turn")


def test_a_skill_used_this_round() -> None:
    """research mageknight_data §5: '"R" = once per Round (flip face down; face up again at next Round start)'."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    state.heroes[0].skills, state.heroes[0].skills_used = ["motivation_tovak"], ["motivation_tovak"]
    refused(state, "skill motivation_tovak", "skill-used", "skills", "Motivation was already used this Round")


def test_a_passive_skill_is_not_used() -> None:
    """research mageknight_data §5: a Skill with no use mark works by itself."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    state.heroes[0].skills = ["bonds_of_loyalty"]
    refused(state, "skill bonds_of_loyalty", "skill-passive", "skills", "Bonds of Loyalty")


def test_motivation_waits_for_the_end_of_the_next_turn() -> None:
    """research mageknight_data §5: "may not use another Motivation until end of your next turn"."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    state.heroes[0].skills = ["motivation_tovak"]
    state.modifiers.append(Modifier("shared_lock", "owner_turns", 0, ("motivation", 2)))
    refused(state, "skill motivation_tovak", "skill-locked", "motivation", "Motivation")


def test_a_skill_of_no_use_now() -> None:
    """seed 001, "打出一张卡牌": Cold Swordsmanship's Attack does nothing outside combat."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    state.heroes[0].skills = ["cold_swordsmanship"]
    refused(state, "skill cold_swordsmanship", "no-effect-now", "card-effects", "Cold Swordsmanship")


# -- Units (research mageknight §4.6) ------------------------------------------------------------------
def unit_position(*units: UnitState) -> MageKnightState:
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    state.heroes[0].units = list(units)
    return state


def test_no_such_unit() -> None:
    """research mageknight §4.6: "Only a Unit that is Ready and not Wounded may be activated.\""""
    refused(unit_position(), "activate 0 0", "no-unit", "unit-ready", "Unit number 1")


def test_a_wounded_unit_is_not_activated() -> None:
    """research mageknight §4.6: "A Wounded Unit can neither be activated nor be assigned combat damage.\""""
    state = unit_position(UnitState("peasants", wounds=1))
    refused(state, "activate 0 3", "unit-wounded", "unit-wounded", "Peasants: wounded")


def test_a_spent_unit_waits_for_the_next_round() -> None:
    """research mageknight §4.6: "Only a Unit that is Ready and not Wounded may be activated.\""""
    state = unit_position(UnitState("peasants", ready=False))
    refused(state, "activate 0 3", "unit-spent", "unit-ready", "Peasants: spent")


def test_a_units_ability_that_does_not_exist() -> None:
    """research mageknight §4.6: a Unit uses one of its printed abilities."""
    refused(
        unit_position(UnitState("peasants")),
        "activate 0 3",
        "no-ability",
        "unit-ready",
        "no ability number 4",
    )


def test_a_units_ability_that_needs_mana() -> None:
    """research mageknight §4.6 (Ⓜ = needs mana): the Herbalists' Heal needs a green mana."""
    state = unit_position(UnitState("herbalists"))
    refused(state, "activate 0 0", "ability-needs-mana", "unit-ready", "Herbalists", "green")
    refused(state, "activate 0 1 crystal:red", "bad-payment", "unit-ready", "Herbalists")


def test_no_units_in_this_combat() -> None:
    """research mageknight §4.5: "fight it under Night rules (below), no Units"."""
    state = fight(["march"], units=[UnitState("peasants")])
    assert state.combat is not None
    state.combat.units_allowed = False
    refused(state, "activate 0 0", "units-not-allowed", "no-units")


def test_call_to_arms_borrows_a_unit() -> None:
    """research mageknight_data §3 (Call to Arms): a Unit of the offer only through that Spell."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    refused(state, "borrow peasants 0", "borrow-without-card", "call-to-arms", "Call to Arms")


# -- the turn's action (seed 001, "常规轮"; research §1.5, §4.5) -----------------------------------
def test_one_action_a_turn() -> None:
    """seed 001, "常规轮": "你可以做出一个行动(大多数情况下都会是战斗或与本地居民互动)"."""
    state = at_village(["march"])
    state.apply(act("interact"))
    refused(state, "interact", "already-acted", "one-action")


def test_no_interaction_during_a_combat() -> None:
    """seed 001, "常规轮": "·一轮内既战斗又互动。" is not a turn."""
    refused(fight(["march"]), "interact", "already-acted", "one-action")


def test_no_action_on_another_heros_space() -> None:
    """seed 001, "其他模型": "停留在其他玩家所在格就是不被允许的" (decisions MK10: no action there)."""
    state = (
        MageKnightPosition(duo())
        .source(["red", "blue", "green", "white"])
        .hand(0, ["march", "stamina"])
        .at(0, (1, -3))
        .at(1, VILLAGE)
        .build()
    )
    state.apply(act("play", "march"))
    state.apply(act("play", "stamina"))
    state.apply(act("move", *VILLAGE))  # passing through the other hero's space
    refused(state, "interact", "crowded", "other-figures")


def test_no_one_to_interact_with() -> None:
    """research mageknight §1.5: "Voluntary actions: interact at inhabited sites, ..."."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    refused(state, "interact", "no-inhabitants", "actions")


def test_an_unconquered_mage_tower() -> None:
    """research mageknight §4.5: "Once conquered anyone may recruit tower Units and buy Spells"."""
    tiles = {(0, 0): "A", (1, -3): "4", (3, -2): "2"}
    state = MageKnightPosition(solo()).tiles(tiles).hand(0, ["march"]).at(0, (1, -3)).build()
    refused(state, "interact", "not-conquered", "mage-tower", "Mage Tower")


def test_reputation_minus_seven_closes_every_door() -> None:
    """research mageknight §2.3: "−7 = X (no interaction)"."""
    state = at_village(["march"])
    state.heroes[0].reputation = -7
    refused(state, "interact", "reputation-x", "reputation-x")


def test_burning_a_burned_monastery() -> None:
    """research mageknight §4.5: "win → Shield, Artifact, monastery destroyed"."""
    tiles = {(0, 0): "A", (1, -3): "5", (3, -2): "2"}
    state = MageKnightPosition(solo()).tiles(tiles).hand(0, ["march"]).at(0, (2, -4)).build()
    state.burned.append([2, -4])
    refused(state, "burn", "monastery-burnt", "burn")


def test_burning_where_there_is_no_monastery() -> None:
    """research mageknight §4.5: "Burn (action)" is a monastery's."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    refused(state, "burn", "no-monastery", "burn")


def test_entering_where_there_is_no_adventure_site() -> None:
    """research mageknight §1.5: "enter an adventure site" is an action there only."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    refused(state, "enter", "no-adventure-site", "actions")


def test_a_conquered_monster_den_holds_nothing() -> None:
    """research mageknight §1.5 / §4.5: a conquered den has no enemy left to fight."""
    tiles = {(0, 0): "A", (1, -3): "6", (3, -2): "2"}
    state = MageKnightPosition(solo()).tiles(tiles).hand(0, ["march"]).at(0, (0, -3)).build()
    state.shields[(0, -3)] = [0]
    refused(state, "enter", "site-conquered", "actions", "Monster Den")


def test_an_altar_asks_for_its_mana() -> None:
    """research mageknight §4.5: "Altar: pay 3 mana of shown colour → Shield + 7 Fame"."""
    tiles = {(0, 0): "A", (1, -3): "8", (3, -2): "2"}
    state = MageKnightPosition(solo()).tiles(tiles).hand(0, ["march"]).at(0, (2, -4)).build()
    state.garrisons.pop((2, -4), None)
    state.ruins[(2, -4)] = "altar_red"
    refused(state, "enter", "altar-mana", "altar", "3 red mana", "you can pay 1")


def test_an_altar_is_paid_whole_or_not_at_all() -> None:
    """research mageknight §4.5: "Altar: pay 3 mana of shown colour → Shield + 7 Fame" (Arena
    issue 30: a face-down altar revealed at Night took two crystals it could not use)."""
    tiles = {(0, 0): "A", (1, -3): "1", (3, -2): "2", (4, -5): "8"}  # tile 8's NE: ancient ruins
    state = (
        MageKnightPosition(solo()).tiles(tiles).night().source(["red", "green", "white"]).hand(0, ["march"])
        .at(0, (5, -6)).crystals(0, blue=2).build()
    )  # fmt: skip
    state.apply(act("enter"))
    state.apply(act("enemy", "altar_blue"))
    refused(state, "pay crystal:blue", "altar-mana", "altar", "3 blue mana", "you can pay 2")


def test_challenging_an_empty_space() -> None:
    """research mageknight §1.8: "you may attack one or more rampaging enemies adjacent to you"."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    refused(state, "challenge 1 0", "no-enemy-there", "challenge", "(1, 0)")


def test_challenging_an_enemy_far_away() -> None:
    """research mageknight §1.8: only an adjacent rampaging enemy is challenged."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).enemy((1, -4), "prowlers").build()
    refused(state, "challenge 1 -4", "challenge-not-adjacent", "challenge", "Prowlers")


# -- interaction: recruiting and buying (research §4.5) -------------------------------------------
def test_recruiting_needs_an_interaction() -> None:
    """research mageknight §1.5: recruiting is part of the interaction (the action)."""
    refused(at_village(["march"]), "recruit peasants", "not-interacting", "actions")


def test_a_unit_not_in_the_offer() -> None:
    """research mageknight §4.5: "Interact: recruit Units with village icon" — of the offer."""
    state = at_village(["march"])
    state.apply(act("interact"))
    refused(state, "recruit foresters", "unit-not-in-offer", "village", "Foresters")


def test_a_monastery_unit_at_a_village() -> None:
    """research mageknight §4.5: "recruit Units with village icon"."""
    state = at_village(["march"])
    state.apply(act("interact"))
    refused(
        state, "recruit northern_monks", "unit-not-recruitable-here", "village", "Northern Monks", "Village"
    )


def test_not_enough_influence_to_recruit() -> None:
    """research mageknight §4.5: a Unit costs its Influence (Peasants 4)."""
    state = at_village(["march"])
    state.apply(act("interact"))
    refused(
        state, "recruit peasants", "not-enough-influence", "village", "Peasants costs 4 Influence", "have 0"
    )


def test_not_enough_influence_for_healing() -> None:
    """research mageknight §4.5: "buy Healing 3 Influence each"."""
    state = at_village(["march", WOUND])
    state.apply(act("interact"))
    refused(state, "buy-healing", "not-enough-influence", "village", "costs 3 Influence")


def test_nothing_to_heal() -> None:
    """research mageknight §3.5: a Healing point throws away a Wound — there is none."""
    state = at_village(["promise"], white=1)
    state.apply(act("interact"))
    state.apply(act("play", "promise", "crystal:white"))
    refused(state, "buy-healing", "nothing-to-heal", "heal-points")


def test_a_card_not_sold_here() -> None:
    """research mageknight §4.5: a village sells no Advanced Action."""
    state = at_village(["march"])
    state.apply(act("interact"))
    refused(state, "buy march", "not-sold-here", "village", "March", "Village")


def test_plundering_after_the_turn_began() -> None:
    """research mageknight §4.5: "Plunder (before your turn / on another's turn ...)"."""
    state = at_village(["march", "rage"])
    state.apply(act("play", "march"))
    refused(state, "plunder", "plunder-late", "plunder")


def test_plundering_where_there_is_no_village() -> None:
    """research mageknight §4.5: plundering is a village's."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    refused(state, "plunder", "cannot-plunder", "plunder")


# -- resting, the End of the Round, the end of the turn ---------------------------------------------
def test_resting_after_playing_a_card() -> None:
    """seed 001, "五、一轮": "你既可以进行一个常规轮,也可以选择休整" — not both."""
    state = MageKnightPosition(solo()).hand(0, ["march", "rage"]).build()
    state.apply(act("play", "march"))
    refused(state, "rest rage 0", "rest-after-acting", "rest-or-turn")


def test_slow_recovery_only_with_a_hand_of_wounds() -> None:
    """research mageknight §1.5: "Slow Recovery (hand is only Wounds) = reveal hand, discard 1 Wound"."""
    state = MageKnightPosition(solo()).hand(0, ["march", WOUND]).build()
    refused(state, "rest wound", "slow-recovery-only", "rest")


def test_resting_with_wounds_not_held() -> None:
    """research mageknight §1.5: "discard 1 non-Wound card + any number of Wounds" — those held."""
    state = MageKnightPosition(solo()).hand(0, ["march", WOUND]).build()
    refused(state, "rest march 2", "rest-wounds", "rest", "You hold 1 Wound, not 2")


def test_the_end_of_the_round_needs_an_empty_deed_deck() -> None:
    """seed 001, "回合结束": "如果玩家在轮次开始时,指令牌组就已经没牌了 … 也可以声明回合结束"."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    count = len(state.heroes[0].deck)
    refused(state, "announce-end", "deck-not-empty", "announce-end", f"still holds {count} cards")


def test_the_end_of_the_round_is_announced_before_acting() -> None:
    """seed 001, "回合结束": announcing it ends the turn at once — not after playing."""
    state = MageKnightPosition(solo()).hand(0, ["march", "rage"]).deck(0, []).build()
    state.apply(act("play", "march"))
    refused(state, "announce-end", "announce-after-acting", "announce-end")


def test_the_end_of_the_round_is_announced_before_a_unit_acts() -> None:
    """seed 001, "回合结束": the announcement replaces the turn — not after a Unit was activated
    (Arena issue 30, item 3)."""
    state = MageKnightPosition(solo()).hand(0, ["march", "rage"]).deck(0, []).build()
    state.heroes[0].units = [UnitState("peasants")]
    state.apply(next(a for a in state.legal_actions() if a.verb == "activate"))
    refused(state, "announce-end", "announce-after-acting", "announce-end")


def test_the_end_of_the_round_is_announced_before_a_skill_is_used() -> None:
    """seed 001, "回合结束": the announcement replaces the turn — not after a Skill was used
    (Arena issue 30, item 3)."""
    state = MageKnightPosition(solo()).hand(0, ["march", "rage"]).deck(0, []).build()
    state.heroes[0].skills = ["double_time"]
    state.apply(act("skill", "double_time"))
    refused(state, "announce-end", "announce-after-acting", "announce-end")


def test_the_end_of_the_round_is_announced_once() -> None:
    """seed 001, "回合结束": after the announcement the others take their last turn."""
    state = (
        MageKnightPosition(duo())
        .source(["red", "blue", "green", "white"])
        .hand(0, ["march"])
        .deck(0, [])
        .build()
    )
    state.end_announced_by = 1
    refused(state, "announce-end", "end-already-announced", "announce-end")


def test_a_turn_plays_or_discards_a_card() -> None:
    """research mageknight §1.5: "You must play or discard at least one card per turn"."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    refused(state, "end-turn", "must-play-card", "must-play")


def test_no_turn_ends_on_another_heros_space() -> None:
    """seed 001, "其他模型": "你不能在该地点结束此次移动"."""
    state = (
        MageKnightPosition(duo())
        .source(["red", "blue", "green", "white"])
        .hand(0, ["march", "stamina", "rage"])
        .at(1, (1, 0))
        .build()
    )
    state.apply(act("play", "march"))
    state.apply(act("play", "stamina"))
    state.apply(act("move", 1, 0))  # Move 2 left: the hero can still leave
    refused(state, "end-turn", "end-on-hero", "other-figures")


def test_a_wound_is_never_discarded_before_drawing() -> None:
    """seed 001, "轮次行动": "除非有卡牌特别允许,损伤卡是永远不能被弃除的。"."""
    state = MageKnightPosition(solo()).hand(0, ["march", "rage", WOUND]).build()
    state.apply(act("play", "march"))
    state.apply(act("end-turn"))
    to_decision(state)
    assert state.stack[-1].kind == "tidy_hand"
    refused(state, "discard wound", "discard-wound", "tidy")


# -- Tactics (seed 001, "选择战术"; research mageknight_data §6) -----------------------------------
def test_a_tactic_with_nothing_to_announce() -> None:
    """seed 001, "选择战术": "这些战术卡决定了玩家本回合的行动顺序" — Early Bird does nothing else."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).tactic(0, "early_bird").build()
    refused(state, "use-tactic", "tactic-not-now", "tactic-order", "Early Bird")


def test_a_tactic_already_flipped() -> None:
    """research mageknight_data §6: The Right Moment, "once this Day … flip"."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).tactic(0, "the_right_moment").build()
    state.heroes[0].tactic_flipped = True
    refused(state, "use-tactic", "tactic-used", "the-right-moment", "The Right Moment")


def test_long_night_waits_for_an_empty_deed_deck() -> None:
    """research mageknight_data §6: Long Night, "when Deed deck is empty"."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).night().tactic(0, "long_night").build()
    state.heroes[0].discard = ["rage"]
    refused(state, "use-tactic", "tactic-not-now", "long-night", "Deed deck is empty")


def test_a_night_tactic_by_day() -> None:
    """seed 001, "选择战术": "现在展示白昼战术卡,每位玩家从中选取一张卡牌。"."""
    state = solo().new_initial_state()
    to_decision(state)
    assert state.stack[-1].kind == "choose_tactic"
    refused(state, "tactic long_night", "tactic-other-time", "tactics", "Long Night is a Night Tactic", "Day")


def test_a_tactic_no_longer_offered() -> None:
    """research mageknight_data §6: "at end of each Day/Night both used tactics leave the game"."""
    state = solo().new_initial_state()
    to_decision(state)
    state.tactics_offer.remove("early_bird")
    refused(state, "tactic early_bird", "tactic-taken", "tactics-once", "Early Bird")


def test_a_hero_already_chosen() -> None:
    """research mageknight §1.3: "Before Round 1, players choose Heroes in an agreed order"."""
    state = MageKnight(players=2).new_initial_state()
    to_decision(state)
    state.apply(act("hero", "tovak"))
    to_decision(state)
    assert state.stack[-1].kind == "choose_hero"
    refused(state, "hero tovak", "hero-taken", "hero-choice", "Tovak")


# -- combat (research mageknight §3.2) ------------------------------------------------------------
def test_no_combat_no_attack() -> None:
    """research mageknight §3.1: a combat begins by an assault, a site, a challenge or a provocation."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    refused(state, "attack 0", "not-in-combat", "combat-start")


def test_attacking_in_the_block_phase() -> None:
    """research mageknight §3.2: "Attack phase: any attacks" — none in the Block phase."""
    state = fight(["march"])
    state.apply(act("next"))
    refused(state, "attack 0", "attack-wrong-phase", "attack-phase", "Block phase")


def test_blocking_in_the_ranged_phase() -> None:
    """research mageknight §3.2: "Block one enemy (attack) at a time" — in the Block phase."""
    refused(fight(["march"]), "block 0", "block-wrong-phase", "block", "Ranged and Siege Attacks phase")


def test_no_such_enemy() -> None:
    """research mageknight §3.2: an attack targets the enemies of the combat."""
    refused(fight(["march"]), "attack 3", "no-such-enemy", "attack", "enemy number 4")


def test_an_enemy_already_defeated() -> None:
    """research mageknight §3.2: "all defeated" — a defeated enemy is no target."""
    state = fight(["march"], more=((1, -1), "diggers"))
    state.apply(act("challenge", 1, -1))
    assert state.combat is not None
    state.combat.enemies[0].defeated = True
    refused(state, "attack 0", "enemy-defeated", "attack", "Prowlers: already defeated")


def test_attacking_with_no_attack_played() -> None:
    """research mageknight §3.2: the total of the attacks played against the Armor."""
    refused(fight(["march"]), "attack 0", "no-attack-played", "attack")


def test_a_fortified_enemy_in_the_ranged_phase() -> None:
    """research mageknight §3.2: "if any target is fortified only Siege counts"."""
    state = fight(["swiftness"], "diggers", crystals={"white": 1}, more=((1, -1), "prowlers"))
    state.apply(act("challenge", 1, -1))  # an unfortified enemy: the Ranged Attack is of use
    state.apply(act("play", "swiftness", "crystal:white"))  # Ranged Attack 3
    refused(state, "attack 0", "fortified-needs-siege", "ranged-phase", "Diggers: fortified")


def test_an_enemy_fortified_twice() -> None:
    """research mageknight §3.2: "an enemy fortified twice (ability + site) can't be targeted"."""
    state = fight(["swiftness"], "diggers", crystals={"white": 1}, more=((1, -1), "prowlers"))
    state.apply(act("challenge", 1, -1))  # an unfortified enemy: the Ranged Attack is of use
    assert state.combat is not None
    state.combat.enemies[0].fortified_site = True
    state.apply(act("play", "swiftness", "crystal:white"))
    refused(state, "attack 0", "double-fortified", "ranged-phase", "Diggers: fortified twice")


def test_a_ranged_attack_against_a_lone_fortified_enemy() -> None:
    """research mageknight §3.2, "if any target is fortified only Siege counts": against the
    Diggers alone (Fortified) Swiftness's Ranged Attack 3 can do nothing in the Ranged phase — not
    offered (Arena issue 30), nor a Unit's Ranged Attack; with an unfortified enemy it is."""
    state = fight(["swiftness"], "diggers", crystals={"white": 1}, units=[UnitState("utem_crossbowmen")])
    assert not any(a.verb in ("play", "activate") for a in state.legal_actions())
    refused(state, "play swiftness crystal:white", "no-effect-now", "ranged-phase", "Swiftness gives Ranged Attack",
            "only Siege attacks count")  # fmt: skip
    refused(state, "activate 0 1", "no-effect-now", "ranged-phase", "Utem Crossbowmen gives Ranged Attack")
    other = fight(["swiftness"], "diggers", crystals={"white": 1}, more=((1, -1), "prowlers"))
    other.apply(act("challenge", 1, -1))
    assert "play swiftness crystal:white" in {str(a) for a in other.legal_actions()}


def test_a_siege_attack_against_an_enemy_fortified_twice() -> None:
    """research mageknight §3.2, "an enemy fortified twice (ability + site) can't be targeted":
    not even Crushing Bolt's Siege Attack 3 can do anything against it in the Ranged phase — not
    offered (Arena issue 30); against an enemy fortified once it is."""
    state = fight(["crushing_bolt"], "diggers", crystals={"green": 1})
    assert "play crushing_bolt crystal:green" in {str(a) for a in state.legal_actions()}
    assert state.combat is not None
    state.combat.enemies[0].fortified_site = True
    refused(state, "play crushing_bolt crystal:green", "no-effect-now", "ranged-phase",
            "Crushing Bolt gives Siege Attack")  # fmt: skip
    assert "play crushing_bolt" in {str(a) for a in state.legal_actions()}  # its green crystal


def test_a_sideways_block_with_nothing_left_to_block() -> None:
    """research mageknight §3.2, "Block one enemy (attack) at a time": once the only enemy is
    blocked, a sideways Block 1 or Rage's Block 2 can do nothing — not offered (Arena issue 30)."""
    state = fight(["march", "stamina", "promise", "swiftness", "rage", "crystallize"])
    state.apply(act("next"))
    assert "play rage sideways:block" in {str(a) for a in state.legal_actions()}
    for card in ("march", "stamina", "promise", "swiftness"):
        state.apply(act("play", card, "sideways:block"))
    state.apply(act("block", 0))
    assert not any(a.verb == "play" and a.args[0] == "rage" for a in state.legal_actions())
    refused(state, "play rage sideways:block", "no-effect-now", "block", "Rage played sideways gives Block",
            "no enemy attack is left to block")  # fmt: skip
    refused(state, "play rage", "no-effect-now", "block", "Rage gives Block", "no enemy attack is left")


def test_a_sideways_attack_with_every_enemy_defeated() -> None:
    """research mageknight §3.2, "Attack: total … ≥ sum of Armor of all targeted enemies": with
    every enemy defeated in the Ranged phase, the Attack phase has nothing left to attack — no
    sideways Attack, no Attack card offered (Arena issue 30), only the end of the combat."""
    state = fight(["swiftness", "march", "rage"], crystals={"white": 1})
    state.apply(act("play", "swiftness", "crystal:white"))
    state.apply(act("attack", 0))  # Ranged Attack 3 against the Prowlers' Armor 3
    state.apply(act("next"))
    assert [str(a) for a in state.legal_actions()] == ["next"]  # nothing to block either
    state.apply(act("next"))
    assert state.combat is not None and state.combat.phase == "attack"
    assert [str(a) for a in state.legal_actions()] == ["next"]
    refused(state, "play march sideways:attack", "no-effect-now", "attack", "March played sideways gives Attack",
            "no enemy is left to attack")  # fmt: skip
    refused(state, "play rage", "no-effect-now", "attack", "Rage gives Attack")


def test_a_conversion_with_nothing_left_to_attack() -> None:
    """research mageknight_data §2 (Agility: "in combat this turn may spend Move points: 1 → Atk
    1"), §3.2 of the research: with every enemy defeated, converting Move into Attack does
    nothing — not offered (Arena issue 30)."""
    state = fight(["swiftness"], crystals={"white": 1})
    state.apply(act("play", "swiftness", "crystal:white"))
    state.apply(act("attack", 0))
    state.apply(act("next"))
    state.apply(act("next"))
    state.modifiers.append(Modifier("move_to_attack", "turn", 0, ("card", "agility", "basic", 1)))
    state.turn.move_points = 2
    assert "convert attack" not in {str(a) for a in state.legal_actions()}
    refused(state, "convert attack", "no-effect-now", "attack", "This conversion gives Attack")


def test_an_attack_short_of_the_armor() -> None:
    """research mageknight §3.2: "total (after resistances) ≥ sum of Armor … no partial damage"."""
    state = fight(["rage", "march"])
    state.apply(act("next"))
    state.apply(act("next"))  # the Prowlers' 4 damage: 2 Wounds
    to_decision(state)
    state.apply(act("play", "rage"))
    state.apply(act("choose", 0))  # Attack 2
    refused(state, "attack 0", "attack-too-weak", "attack", "counts 2 against Prowlers", "Armor is 3")


def test_blocking_with_no_block_played() -> None:
    """research mageknight §3.2: the Block played against the attack."""
    state = fight(["march"])
    state.apply(act("next"))
    refused(state, "block 0", "no-block-played", "block")


def test_a_block_short_of_the_attack() -> None:
    """research mageknight §3.2: "total Block … must be ≥ the attack … Partial block = no effect"."""
    state = fight(["rage", "march"])
    state.apply(act("next"))
    state.apply(act("play", "march", "sideways:block"))
    refused(state, "block 0", "block-too-weak", "block", "counts 1 against Prowlers; 4 is needed")


def test_a_swift_enemy_needs_twice_the_block() -> None:
    """research mageknight §3.2: "(×2 vs Swift)"."""
    state = fight(["rage", "march"], "wolf_riders")
    state.apply(act("next"))
    state.apply(act("play", "march", "sideways:block"))
    refused(state, "block 0", "block-too-weak", "block", "6 is needed", "Swift")


def test_an_enemy_already_blocked() -> None:
    """research mageknight §3.2: "Block one enemy (attack) at a time" — once."""
    state = fight(["march"])
    state.apply(act("next"))
    assert state.combat is not None
    state.combat.enemies[0].blocked = True
    refused(state, "block 0", "already-blocked", "block", "Prowlers: already blocked")


def test_an_enemy_with_no_attack_to_block() -> None:
    """research mageknight §3.2: a block stops an attack — this enemy makes none."""
    state = fight(["march"])
    state.apply(act("next"))
    assert state.combat is not None
    state.combat.enemies[0].no_attack = True
    refused(state, "block 0", "nothing-to-block", "block", "Prowlers: no attack")


def test_no_block_offered_against_an_enemy_without_attack() -> None:
    """research mageknight §3.2: a block stops an attack — with the Block points gathered, an
    enemy whose attack was cancelled (Banner of Fear, Whirlwind...) is no block to offer (Arena
    issue 30: an offer that can do nothing)."""
    state = fight(["march", "rage", "stamina", "promise"])
    state.apply(act("next"))
    for card in ("march", "rage", "stamina", "promise"):
        state.apply(act("play", card, "sideways:block"))
    assert state.combat is not None
    state.combat.enemies[0].no_attack = True
    refused(state, "block 0", "nothing-to-block", "block", "Prowlers: no attack")


def test_an_enemy_already_in_the_combat() -> None:
    """research mageknight §1.8: other adjacent rampaging enemies may be added — not the same twice."""
    refused(fight(["march"]), "challenge 2 -1", "already-fighting", "challenge-join", "Prowlers")


def test_a_challenge_after_the_combat_began() -> None:
    """research mageknight §1.8: "After a provoking move or assault you may add (challenge) …" at once."""
    state = fight(["march"], more=((1, -1), "diggers"))
    state.apply(act("next"))
    refused(state, "challenge 1 -1", "challenge-late", "challenge-join")


def test_an_option_of_no_use_now() -> None:
    """seed 001, "打出一张卡牌": Rage's "Attack 2" does nothing in the Block phase."""
    state = fight(["rage"])
    state.apply(act("next"))
    state.apply(act("play", "rage"))
    refused(state, "choose 0", "option-unusable", "card-effects", "Option 0")


def test_an_option_that_does_not_exist() -> None:
    """seed 001, "打出一张卡牌": the choices of the effect played."""
    state = fight(["rage"])
    state.apply(act("next"))
    state.apply(act("play", "rage"))
    refused(state, "choose 7", "no-such-option", "card-effects", "option 7", "one option")


def test_damage_to_a_wounded_unit() -> None:
    """research mageknight §4.6: "A Wounded Unit can neither be activated nor be assigned combat damage.\""""
    state = fight(["march"], units=[UnitState("peasants", wounds=1), UnitState("peasants")])
    state.apply(act("next"))
    state.apply(act("next"))
    assert state.stack[-1].kind == "assign_damage"
    refused(state, "assign 0", "unit-wounded", "unit-wounded", "Peasants: wounded")


def test_damage_to_a_unit_that_absorbed_an_attack() -> None:
    """research mageknight §4.6: "a resistant Unit that absorbed without a Wound cannot be assigned damage again"."""
    state = fight(["march"], units=[UnitState("peasants", absorbed=True), UnitState("peasants")])
    state.apply(act("next"))
    state.apply(act("next"))
    refused(state, "assign 0", "unit-absorbed", "unit-absorbed", "Peasants: already absorbed")


# -- costs, level-ups, healing, disbanding ---------------------------------------------------------
def test_a_discard_cost_never_takes_a_wound() -> None:
    """research mageknight §1.6: '"Discard a card" costs can never use Wounds unless stated'."""
    state = MageKnightPosition(solo()).hand(0, ["improvisation", "march", WOUND]).build()
    state.apply(act("play", "improvisation"))
    assert state.stack[-1].kind == "pay_cost"
    refused(state, "discard wound", "discard-wound", "discard-costs")


def test_a_card_of_the_wrong_colour_for_a_cost() -> None:
    """research mageknight §1.6: a cost takes the cards it names (Decompose: a red Action card)."""
    state = MageKnightPosition(solo()).hand(0, ["decompose", "rage", "march"]).build()
    state.apply(act("play", "decompose"))
    state.apply(act("choose", 0))  # throw away a red Action card
    assert state.stack[-1].kind == "pay_cost"
    refused(state, "throw-away march", "cost-not-accepted", "discard-costs", "March")


def test_a_skill_neither_drawn_nor_offered() -> None:
    """research mageknight §2.3: "either keep one … or take a Skill from the Common offer"."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    state.stack.append(ChooseSkill(0, ("double_time", "cold_swordsmanship")))
    refused(state, "pick skill:shield_mastery", "skill-not-offered", "level-up", "Shield Mastery")


def test_only_the_lowest_advanced_action_after_a_common_skill() -> None:
    """research mageknight §2.3: "or take a Skill from the Common offer … and take the lowest Advanced Action"."""
    game = solo()
    first, second, third = sorted(c.id for c in game.content.cards.values() if str(c.deck) == "advanced")[:3]
    state = MageKnightPosition(game).hand(0, ["march"]).offer("advanced", [first, second]).build()
    state.stack.append(TakeAdvanced(0, any_card=False))
    lowest = game.texts().name("card", first, "en")
    refused(state, f"pick {second}", "lowest-advanced-only", "level-up", lowest)
    refused(state, f"pick {third}", "not-in-offer", "level-up")


def test_a_bonded_unit_is_never_disbanded() -> None:
    """research mageknight §4.6: "recruiting with no free Command token requires disbanding" — another."""
    state = MageKnightPosition(solo()).hand(0, ["march"]).build()
    state.heroes[0].units = [UnitState("peasants", bonded=True), UnitState("foresters")]
    state.stack.append(Disband(0, "herbalists"))
    refused(state, "pick unit:0", "bonded-unit", "disband", "Peasants")
    refused(state, "pick unit:4", "no-unit", "disband", "Unit number 5")


def test_healing_a_unit() -> None:
    """research mageknight §3.5: "healing a wounded Unit costs points = Unit level"."""
    state = MageKnightPosition(solo()).hand(0, ["march", WOUND]).build()
    state.heroes[0].units = [UnitState("peasants"), UnitState("utem_guardsmen", wounds=1)]
    state.stack.append(SpendHealing(0, 1))
    refused(state, "pick unit:0", "unit-not-wounded", "heal-points", "Peasants: not wounded")
    refused(state, "pick unit:1", "not-enough-healing", "heal-points", "costs 2 Healing points; you have 1")
