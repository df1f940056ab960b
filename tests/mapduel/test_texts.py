"""What players read of Map & Duel (issue 29): every action, status, event and refusal is a
sentence of the game's strings in every locale, names come from the data, and refusals quote
seed 004's own sentence of the rule they break."""

from __future__ import annotations

import random
import re
import typing
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from arena.core.chance import sample_weighted
from arena.core.describe import describe_legal
from arena.core.errors import IllegalActionError
from arena.core.events import Event
from arena.core.text import LOCALES, to_simplified, to_traditional
from arena.games.mapduel import MapDuel
from arena.games.mapduel.actions import A
from arena.games.mapduel.datamodel import base_cards, base_characters, dlc_packs
from arena.games.mapduel.describe import RULES
from arena.games.mapduel.game import MapDuelOptions
from arena.games.mapduel.position import MapDuelPosition
from arena.games.mapduel.state import MapDuelState

from .helpers import do, equip, give, hp, make, place

STRINGS = Path(__file__).parents[2] / "src" / "arena" / "games" / "mapduel" / "strings"
MAINTAINED = ("en", "fr", "zh-Hans")
SEED_004 = next((Path(__file__).parents[3] / "shared" / "seeds").glob("004_*.txt"), None)


def ftl_keys(locale: str) -> set[str]:
    keys: set[str] = set()
    for f in [STRINGS / f"{locale}.ftl", *sorted(STRINGS.glob(f"*.{locale}.ftl"))]:
        if f.is_file():
            keys |= set(re.findall(r"^([a-zA-Z][a-zA-Z0-9_-]*) =", f.read_text(encoding="utf-8"), re.M))
    return keys


def data_ids() -> set[str]:
    """The data's ids that cannot be ordinary words (kebab-case or snake_case)."""
    ids = {c.id for pack in [base_cards(), *dlc_packs().values()] for c in pack.cards}
    for ch in base_characters().characters:
        ids |= {ch.id, ch.active.id, ch.passive.id, ch.passive.kind.value}
    ids |= {"max_hp", "all_others", "draw-cancelled", "pen-hp", "pick1", "draw1", "draw2", "steal2"}
    return {i for i in ids if "-" in i or "_" in i or any(ch.isdigit() for ch in i)}


RAW = re.compile("|".join(sorted((re.escape(i) for i in data_ids()), key=len, reverse=True)))


def check_text(text: str, locale: str, what: str) -> None:
    assert text, what
    assert "{" not in text and "}" not in text, (what, text)
    assert not RAW.search(text), (what, text)
    if locale == "zh-Hans":
        assert to_simplified(text) == text, (what, text)
    if locale == "zh-Hant":
        assert all(traditional(c) for c in text), (what, text)


ALSO_TRADITIONAL = set("里斗丑")
"""Characters Traditional writes too (馬里奧, 斗篷, 小丑): OpenCC maps them alone to 裡, 鬥, 醜."""


@cache
def traditional(c: str) -> bool:
    """Whether ``c`` may stand in Traditional text (not a Simplified-only character)."""
    return c in ALSO_TRADITIONAL or to_traditional(c) == c


# -- (1) the same keys in every maintained locale -----------------------------------------------------
def test_every_key_in_every_maintained_locale() -> None:
    from fluent.syntax import ast, parse

    en = ftl_keys("en")
    assert en
    for f in STRINGS.glob("*.ftl"):
        junk = [e.content for e in parse(f.read_text(encoding="utf-8")).body if isinstance(e, ast.Junk)]
        assert not junk, (f.name, junk[:2])
    for locale in MAINTAINED[1:]:
        assert ftl_keys(locale) == en, locale
    assert not list(STRINGS.glob("*zh-Hant*")), "zh-Hant is derived by OpenCC, never written"


def test_every_rule_is_quoted_from_the_seed_and_translated() -> None:
    seed = SEED_004.read_text(encoding="utf-8") if SEED_004 else None
    for rule_id, rule in RULES.items():
        assert rule.cite.startswith("seed 004")
        if seed is not None:
            assert rule.quote in seed, rule_id  # never an invented quote
        assert f"rule-{rule_id}" in ftl_keys("en")


# -- (2) seeded random games through every locale ---------------------------------------------------------
def say_everything(game: MapDuel, state: MapDuelState, last_legal: list[A]) -> None:
    cat = game.texts()
    actions = state.legal_actions()
    for locale in LOCALES:
        for d in describe_legal(game, state, locale):
            check_text(d["label"], locale, d["text"])
            assert d["label"] != d["text"]
            assert d["group"] and cat.has(f"group-{d['group']}", locale), d["group"]
        for a in actions:
            hidden = game.describe_action(state, a).hidden_label
            if hidden is not None:
                check_text(cat.say(hidden, locale), locale, "hidden " + game.action_to_text(a))
        for seat in [*range(game.num_players), None]:
            check_text(cat.say(game.status(state, seat), locale), locale, f"status {seat}")
        for a in last_legal[:4]:
            if a in actions:
                continue
            error = state.illegal_reason(a)
            assert isinstance(error, IllegalActionError)
            assert error.say is not None and error.rule_id in RULES, (error.message, error.rule_id)
            said = cat.refusal(error, locale)
            check_text(str(said["message"]), locale, error.message)
            check_text(str(said["translation"]), locale, error.rule_id)


def say_events(game: MapDuel, events: list[Event]) -> None:
    cat = game.texts()
    for ev in events:
        assert ev.say is not None, ev.kind
        if ev.visible_to is not None:
            assert ev.redacted is not None and "say" in ev.redacted, ev.kind
        for viewer in [*range(game.num_players), None]:
            seen = ev.for_player(viewer)
            if seen is None:
                continue
            assert seen.say is not None, ev.kind
            for locale in LOCALES:
                check_text(cat.say(seen.say, locale), locale, f"event {ev.kind}")


@pytest.mark.parametrize("config", MapDuel.sample_configs(), ids=str)
def test_random_games_say_everything(config: dict[str, Any]) -> None:
    game = MapDuel(**typing.cast(dict[str, Any], config))
    kinds: set[str] = set()
    for seed in range(2):
        rng = random.Random(seed)
        state = game.new_initial_state()
        last: list[A] = []
        for step in range(260):
            if state.is_terminal():
                break
            if step % 2 == 0 or state.duel is not None:
                say_everything(game, state, last)
            if state.is_chance_node():
                action = sample_weighted(state.chance_weights(), rng)
            else:
                legal = state.legal_actions()
                action = legal[rng.randrange(len(legal))]
            last = state.legal_actions()
            events = state.apply(action)
            kinds |= {ev.kind for ev in events}
            say_events(game, events)
        say_everything(game, state, last)
    assert {"roll", "land", "duel", "play", "reveal"} <= kinds
    assert not game.texts().misses, sorted(game.texts().misses)[:10]


# -- (3) refusals, each with its reason and the seed's rule ---------------------------------------------
def refusal(state: MapDuelState, text: str, locale: str = "en") -> dict[str, str | None]:
    error = state.illegal_reason(state.game.text_to_action(text))
    assert error is not None
    return state.game.texts().refusal(error, locale)


def test_refusal_taken_character_seed_rule_2() -> None:
    """seed 004 游戏规则 2: "每名玩家选择一名角色"."""
    state = MapDuel(players=3).new_initial_state()
    do(state, "seat p0", "seat p1", "pick mario")
    said = refusal(state, "pick mario")
    assert said["message"] == "Mario is already played by Player 1."
    assert said["quote"] == "每名玩家选择一名角色,并将其角色牌放置在地图起点处。"
    assert said["rule"] == "seed 004, 游戏规则 2)"
    assert refusal(state, "pick mario", "zh-Hans")["message"] == "马里奥已被玩家1选走。"


def test_refusal_skill_card_on_the_map_card_rule_2() -> None:
    """seed 004 卡牌规则 ②: "技能卡:为仅在决斗回合中所使用的卡牌类型"."""
    state = make()
    give(state, 0, "strike")
    said = refusal(state, "play strike")
    assert said["message"] == "Strike is a skill card: skill cards are played in duel rounds only."
    assert said["quote"] == "②技能卡:为仅在决斗回合中所使用的卡牌类型。"
    assert said["translation"] == "② Skill cards: a card type used only in the duel round."


def test_refusal_card_not_in_hand() -> None:
    """seed 004 卡牌规则 1): "局内仅有地图回合或角色技能可获得卡牌"."""
    state = make()
    assert refusal(state, "act bomb p1")["message"] == "You hold no Bomb."
    assert refusal(state, "act bomb p1", "fr")["message"] == "Vous n’avez pas de Bombe en main."


def test_refusal_one_action_card_per_move_card_rule_1() -> None:
    """seed 004 卡牌规则 ①: "一次行动中仅可使用一张"."""
    state = make()
    give(state, 0, "bomb", "bomb")
    do(state, "act bomb p1")
    said = refusal(state, "act bomb p2")
    assert said["message"] == "You have already played an action card this move: one per move."
    assert said["quote"] == "通常情况下不消耗活动次数,可指定一名玩家生效,一次行动中仅可使用一张。"


def test_refusal_full_equipment_slots_card_rule_3() -> None:
    """seed 004 卡牌规则 ③: "每名角色均有相对应数量的装备槽"."""
    state = make(("ninja", "mario", "wizard"))  # the Ninja has one slot
    give(state, 0, "cloak", "wooden-shield")
    do(state, "equip cloak")
    said = refusal(state, "equip wooden-shield")
    assert said["message"] == "Your equipment slots are full (1)."
    assert said["quote"] == "③装备卡:每名角色均有相对应数量的装备槽(另见“角色表”)。"


def test_refusal_character_restriction_card_rule_0() -> None:
    """seed 004 卡牌规则 0: "某某角色不能使用"."""
    state = make(("knight", "mario", "wizard"))
    give(state, 0, "fireball", "strike")
    place(state, 0, 24)
    do(state, "roll", "die 1")  # back on Start: the duel round
    said = refusal(state, "play fireball")
    assert said["message"] == "Knight cannot use Fireball."
    assert said["rule"] == "seed 004, 卡牌规则 0)"


def test_refusal_must_play_a_card_duel_rule_2() -> None:
    """seed 004 决斗回合规则 2: "每名玩家每回合必须打出至少一张牌,否则此轮决斗回合结束"."""
    state = make()
    give(state, 0, "strike")
    place(state, 0, 24)
    do(state, "roll", "die 1")
    said = refusal(state, "end")
    assert said["message"] == "You must play at least one card: you hold one you can play."
    assert said["quote"] == "每名玩家每回合必须打出至少一张牌,否则此轮决斗回合结束。"


def test_refusal_fourth_card_and_second_skill_duel_rule_2() -> None:
    """seed 004 决斗回合规则 2: "每回合每名玩家最多只能打出3张卡牌并发动一次主动技能"."""
    state = make()
    give(state, 0, "strike", "strike", "strike", "strike")
    place(state, 0, 24)
    do(state, "roll", "die 1", "play strike", "play strike", "play strike")
    assert refusal(state, "play strike")["message"] == (
        "You have already played 3 cards this turn, the most a duel turn allows."
    )
    do(state, "skill p1")
    said = refusal(state, "skill p2")
    assert said["message"] == "You have already used Arcane missile this turn."
    assert said["quote"] == "除特殊声明外,每回合每名玩家最多只能打出3张卡牌并发动一次主动技能。"


def test_refusal_action_card_in_a_duel_card_rule_1() -> None:
    """seed 004 卡牌规则 ①: "行动卡:为仅在地图回合中所使用的卡牌类型"."""
    state = make()
    give(state, 0, "bomb", "strike")
    place(state, 0, 24)
    do(state, "roll", "die 1")
    said = refusal(state, "act bomb p1")
    assert said["message"] == "Action cards are played in the map round only; in a duel, play skill cards."
    assert said["quote"] == "①行动卡:为仅在地图回合中所使用的卡牌类型。"


def test_refusal_absorber_and_chance_and_game_over() -> None:
    """seed 004 卡牌规则 ③ "能且仅能选择任意一张装备卡抵御作用效果"; a die is chance's (游戏规则 3);
    after the end (决斗回合规则 1 "存活到最后")."""
    state = make()
    give(state, 0, "bomb")
    equip(state, 1, "wooden-shield", "mirror-armor", "cloak")
    do(state, "act bomb p1")
    said = refusal(state, "absorb cloak")
    assert said["message"] == "Cloak cannot stop the damage."
    do(state, "absorb mirror-armor", "roll")
    said = refusal(state, "roll")
    assert said["message"] == "That is chance’s outcome, not a player’s action."
    assert said["quote"] == "玩家按顺序投掷骰子,根据点数移动角色。"
    assert refusal(state, "draw strike")["message"] == "That is not a possible outcome here."
    state = make(("wizard", "mario"))
    give(state, 0, "bomb")
    hp(state, 1, 1)
    do(state, "act bomb p1")  # B-13: the last one alive wins
    said = refusal(state, "roll", "fr")
    assert said["message"] == "La partie est terminée."
    assert (
        said["quote"]
        == "基础规则:玩家按照原定顺序依次行动,通过角色技能或卡牌尽量减少对手的生命值,存活到最后。"
    )


# -- labels and statuses say what happens ------------------------------------------------------------------
def label(state: MapDuelState, text: str, locale: str = "en") -> str:
    game = state.game
    return game.texts().say(game.describe_action(state, game.text_to_action(text)).label, locale)


def test_labels_say_what_happens() -> None:
    state = make()
    give(state, 0, "bomb", "sprint", "cloak")
    place(state, 0, 1)
    assert label(state, "act bomb p1") == "Play Bomb: 2 damage to Player 2"
    assert label(state, "act sprint") == "Play Sprint: move 3 cells forward, to cell 4 (Rest one turn)"
    assert label(state, "equip cloak") == "Equip Cloak (stops one: card theft, lost turns)"
    assert label(state, "act sprint", "zh-Hans") == "打出冲刺：前进3格，到第4格（休息一回合）"
    assert label(state, "roll") == "Roll the die and move"
    do(state, "roll")
    assert label(state, "die 5") == "Player 1 rolls 5: to cell 6 (Reward game)"
    place(state, 0, 22)
    assert label(state, "die 4") == "Player 1 rolls 4: to Start, and a duel round begins"
    game = state.game
    assert game.texts().say(game.status(state, 0), "en") == "Player 1 rolls the die to move…"


def test_status_names_the_decision() -> None:
    state = make()
    game = state.game
    assert game.texts().say(game.status(state, 0), "en").startswith("Your turn: play an action card")
    assert game.texts().say(game.status(state, 1), "fr") == "Joueur 1 va lancer le dé."
    assert game.texts().say(game.status(state, None), "zh-Hant") == "玩家1準備擲骰。"


def test_names_of_the_view_in_four_locales() -> None:
    state = make()
    names = state.view(0)["players"][1]["names"]
    assert names["zh-Hans"] == "马里奥" and names["zh-Hant"] == "馬里奧" and names["fr"] == "Mario"


# -- the options form -----------------------------------------------------------------------------------------
def test_every_option_has_its_strings() -> None:
    choices = MapDuel.option_choices()
    assert choices == {"dlc": sorted(dlc_packs())}
    for locale in MAINTAINED:
        keys = ftl_keys(locale)
        for key, field in MapDuelOptions.model_fields.items():
            assert f"option-{key}" in keys and f"option-{key}-help" in keys, (locale, key)
            values = (
                list(typing.get_args(field.annotation))
                if typing.get_origin(field.annotation) is typing.Literal
                else []
            )
            for value in [*values, *choices.get(key, [])]:
                assert f"value-{key}-{value}" in keys, (locale, key, value)


def test_refusals_of_the_reward_game_decisions() -> None:
    """seed 004 ⑥ "其余玩家选择一名代表"; 奖励机制 "任意抽取一名玩家两张卡牌"; ④ "从现有牌堆中抽取任意一张卡牌"."""
    state = make()
    place(state, 0, 0)
    do(state, "roll", "die 6")  # cell 6: the reward game; Player 2 names the representative
    said = refusal(state, "rep p0")
    assert said["message"] == "Player 1 landed on the cell: the representative is one of the others."
    assert said["quote"] == "⑥奖励游戏:其余玩家选择一名代表,与到达此格的玩家比骰子点数大小。"
    do(state, "rep p2", "die 6", "die 1", "reward steal2")
    assert refusal(state, "from p0")["message"] == "Take the cards from another player."
    state = make()
    MapDuelPosition(state).deck("strike", "potion").build()
    do(state, "roll", "die 6", "rep p2", "die 6", "die 1", "reward pick2")
    said = refusal(state, "choose bomb", "fr")
    assert said["message"] == "Il ne reste plus de Bombe dans la pioche."
    assert said["rule"] == "seed 004, 地图回合规则 3) ④"


def test_events_when_the_deck_runs_short() -> None:
    """seed 004 卡牌规则 1: "若牌堆内的卡牌被抽完,则任何需要抽卡的行动或技能自动取消"; B-22's house flag."""
    state = make()
    MapDuelPosition(state).deck("strike").build()
    do(state, "roll")
    events = state.apply(state.game.text_to_action("die 3"))  # cell 3: draw 2
    cat = state.game.texts()
    said = [cat.say(ev.say, "en") for ev in events]
    assert said == [
        "Player 1 rolls 3.",
        "Player 1 lands on cell 3: Draw 2 cards.",
        "Player 1’s draw is cancelled: the deck holds 1, 2 needed.",
    ]
    state = make(reshuffle_when_empty=True)
    MapDuelPosition(state).deck("strike").build()
    do(state, "roll")
    events = state.apply(state.game.text_to_action("die 3"))
    assert cat.say(events[-1].say, "zh-Hans") == "弃牌堆洗回牌堆。"
    draw = state.apply(state.game.text_to_action("draw strike"))[0]
    assert cat.say(draw.say, "en") == "Player 1 draws Strike."
    hidden = draw.for_player(1)
    assert hidden is not None and cat.say(hidden.say, "en") == "Player 1 draws a card."
