"""What Mage Knight's players read (issue 29): every action described with names, every status
and event a sentence of the game's strings, in English, French, Simplified Chinese and the
Traditional Chinese derived from it; the strings files agree; every name of the data is in the
catalog; the options have their labels.

Seed 001 (the Simplified Chinese walkthrough, pp. 11-15) gives the Chinese terms the strings
use: "回合" (Round), "轮" (turn), "资源池" (the Source), "魔晶" (crystal), "魔力指示物" (mana
token), "损伤卡" (Wound), "指令牌组" (Deed deck), "战术卡" (Tactic), "横置打出" (sideways).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from arena.core.chance import sample_outcome
from arena.core.describe import describe_json, describe_legal, group_titles
from arena.core.errors import IllegalActionError
from arena.core.text import LOCALES, Msg, is_simplified, to_traditional
from arena.games.mageknight.actions import VERBS, Action, act
from arena.games.mageknight.data import load_content
from arena.games.mageknight.effecttext import effect_msg
from arena.games.mageknight.flow import FLOW
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.heroes import UnitState
from arena.games.mageknight.sitetasks import ChooseRewardCard
from arena.games.mageknight.state import MageKnightState
from arena.games.mageknight.tasks import ChooseEffect, ChooseTactic, TacticStep, Turn
from arena.games.mageknight.tiles import tile_set
from tests.mageknight.helpers import to_decision

STRINGS = Path(__file__).parents[2] / "src" / "arena" / "games" / "mageknight" / "strings"
MAINTAINED = ("en", "fr", "zh-Hans")
KEY = re.compile(r"^([a-zA-Z][a-zA-Z0-9_-]*) *=", re.M)
SEEDS = (1, 2)
MAX_STEPS = 220


# -- the strings files ------------------------------------------------------------------------
def _parts() -> dict[str, dict[str, set[str]]]:
    """{part: {locale: keys}} for ``<locale>.ftl`` (part "") and ``<part>.<locale>.ftl``."""
    out: dict[str, dict[str, set[str]]] = {}
    for f in STRINGS.glob("*.ftl"):
        stem = f.name[: -len(".ftl")]
        locale = next((loc for loc in MAINTAINED if stem == loc or stem.endswith("." + loc)), None)
        assert locale is not None, f"{f.name}: not a maintained locale (zh-Hant is derived, never written)"
        part = stem[: -len(locale)].rstrip(".")
        out.setdefault(part, {})[locale] = set(KEY.findall(f.read_text(encoding="utf-8")))
    return out


def test_every_key_is_in_the_three_maintained_files() -> None:
    parts = _parts()
    assert "" in parts
    for part, by_locale in parts.items():
        assert set(by_locale) == set(MAINTAINED), f"part {part!r}: files for {sorted(by_locale)}"
        english = by_locale["en"]
        for locale in MAINTAINED:
            assert by_locale[locale] == english, (
                f"part {part!r}, {locale}: missing {sorted(english - by_locale[locale])}, "
                f"extra {sorted(by_locale[locale] - english)}"
            )
        for key in english:
            assert key.startswith(("mk-", "rule-", "group-", "option-", "value-", "help-verb-")), key


def test_the_strings_parse_without_junk() -> None:
    from fluent.syntax import parse
    from fluent.syntax.ast import Junk

    for f in STRINGS.glob("*.ftl"):
        junk = [e.content[:80] for e in parse(f.read_text(encoding="utf-8")).body if isinstance(e, Junk)]
        assert not junk, f"{f.name}: {junk}"


# -- names ------------------------------------------------------------------------------------
def test_every_named_thing_of_the_data_has_a_name_in_every_locale() -> None:
    game = MageKnight()
    names = game.catalog_names()
    content = load_content()
    expected = {
        "card": set(content.cards) | {"wound"},
        "hero": set(content.heroes),
        "skill": set(content.skills),
        "tactic": set(content.tactics),
        "unit": set(content.units),
        "enemy": set(content.enemies),
        "ruins": set(content.ruins),
        "site": set(content.sites),
        "tile": set(tile_set().tiles),
        "colour": {"red", "blue", "green", "white", "gold", "black"},
        "mana": {"red", "blue", "green", "white", "gold", "black"},
        "element": {"physical", "fire", "ice", "cold_fire"},
        "phase": {"ranged", "block", "damage", "attack"},
    }
    for kind, ids in expected.items():
        assert ids <= set(names[kind]), f"{kind}: {sorted(ids - set(names[kind]))}"
    for kind, table in names.items():
        for id_, by_locale in table.items():
            assert set(by_locale) == set(LOCALES), f"{kind}:{id_} lacks {set(LOCALES) - set(by_locale)}"
            assert is_simplified(by_locale["zh-Hans"]), f"{kind}:{id_}"
    assert names["card"]["march"]["zh-Hans"] == "进军"  # seed 001, "进军(March)"
    assert names["enemy"]["wolf_riders"]["zh-Hans"] == "狼骑兵"  # seed 001, "狼骑兵(Wolf Riders)"
    assert names["card-powered"]["mana_meltdown"]["en"] == "Mana Radiance"


def test_the_ids_a_view_carries_are_all_named() -> None:
    """The web client asks the catalog for the names of the ids the view carries (cards,
    units, enemies, tactics, skills, heroes, tiles, sites' terrain)."""
    game = MageKnight(players=2)
    names = game.catalog_names()
    rng = random.Random(3)
    state = game.new_initial_state()
    for _ in range(150):
        if state.is_terminal():
            break
        view = state.view(None)
        for hero in view["heroes"]:
            for card in [*hero["discard"], *hero["play_area"]]:
                assert card in names["card"]
            assert not hero["hero"] or hero["hero"] in names["hero"]
            assert not hero["tactic"] or hero["tactic"] in names["tactic"]
            for unit in hero["units"]:
                assert unit["unit"] in names["unit"]
        for offer, cards in view["offers"].items():
            kind = "unit" if offer == "unit" else "card"
            assert all(c in names[kind] for c in cards)
        assert all(t["tile"] in names["tile"] for t in view["tiles"])
        assert all(e["enemy"] in names["enemy"] for e in view["enemies"])
        assert all(t in names["tactic"] for t in view["tactics_offer"])
        _step(state, rng)


# -- effects in words ---------------------------------------------------------------------------
def _data_effects() -> Iterator[tuple[str, object]]:
    content = load_content()
    for cid, card in content.cards.items():
        yield f"{cid}.basic", card.basic
        yield f"{cid}.powered", card.powered
    for sid, skill in content.skills.items():
        yield sid, skill.effect
    for tid, tactic in content.tactics.items():
        if tactic.effect is not None:
            yield tid, tactic.effect
    for uid, unit in content.units.items():
        for i, ability in enumerate(unit.abilities):
            yield f"{uid}.{i}", ability.effect
    for sid, site in content.sites.items():
        for effect in (site.reward, site.plunder):
            if effect is not None:
                yield sid, effect
    for rid, token in content.ruins.items():
        if token.reward is not None:
            yield rid, token.reward


def test_every_effect_of_the_data_is_said_in_every_locale() -> None:
    game = MageKnight()
    cat = game.texts()
    cat.misses.clear()
    for name, effect in _data_effects():
        for locale in LOCALES:
            text = cat.say(effect_msg(effect), locale)  # type: ignore[arg-type]
            _clean(text, locale, name)
    assert not cat.misses, sorted(cat.misses)[:10]


# -- seeded random games: every label, status and event ------------------------------------------
@pytest.fixture(scope="module")
def raw_ids() -> re.Pattern[str]:
    """Ids of the data and the engine that are snake_case or kebab-case (never in a label)."""
    content = load_content()
    ids = {*content.cards, *content.skills, *content.tactics, *content.units, *content.enemies}
    ids |= {*content.ruins, *content.sites, *tile_set().tiles, *FLOW.by_kind, *VERBS}
    ids = {i for i in ids if "_" in i or "-" in i}
    return re.compile(
        r"(?<![\w-])(" + "|".join(sorted(map(re.escape, ids), key=len, reverse=True)) + r")(?![\w-])"
    )


def _clean(text: str, locale: str, what: str, raw: re.Pattern[str] | None = None) -> None:
    assert text and "{" not in text and "}" not in text, f"{what}: {text!r}"
    if raw is not None:
        assert not raw.search(text), f"{what}: raw id in {text!r}"
    if locale == "zh-Hans":
        assert is_simplified(text), f"{what}: Traditional characters in {text!r}"
    if locale == "zh-Hant":
        assert to_traditional(text) == text, f"{what}: Simplified characters in {text!r}"


def _step(state: MageKnightState, rng: random.Random) -> list[object]:
    """One step of a busy random player (it rarely ends a turn while it can do more)."""
    if state.is_chance_node():
        return list(state.apply(sample_outcome(state.chance_outcomes(), rng)))
    legal = state.legal_actions()
    busy = [a for a in legal if a.verb not in ("end-turn", "announce-end", "next", "rest", "draw-up", "done")]
    return list(state.apply(rng.choice(busy if busy and rng.random() < 0.8 else legal)))


@pytest.mark.parametrize("options", MageKnight.sample_configs(), ids=lambda o: f"{o.get('players', 1)}p")
def test_random_games_are_said_in_every_locale(options: dict[str, object], raw_ids: re.Pattern[str]) -> None:
    game = MageKnight(**options)
    cat = game.texts()
    cat.misses.clear()
    groups: set[str] = set()
    for seed in SEEDS:
        rng = random.Random(seed)
        state = game.new_initial_state()
        previous: list[Action] = []
        for step in range(MAX_STEPS):
            if state.is_terminal():
                break
            locales = LOCALES if step % 3 == 0 else (LOCALES[step % 4],)
            for locale in locales:
                for seat in [None, *range(game.num_players)]:
                    _clean(cat.say(game.status(state, seat), locale), locale, f"status {seat}", raw_ids)
                if state.is_chance_node():
                    for action, _ in state.chance_outcomes()[:8]:
                        d = describe_json(game, state, action, locale, cat)
                        _check_label(d, locale, raw_ids)
                        info = game.describe_action(state, action)
                        if info.hidden_label is not None:
                            _clean(cat.say(info.hidden_label, locale), locale, f"hidden {action}", raw_ids)
                        groups.add(d["group"])
                else:
                    for d in describe_legal(game, state, locale):
                        _check_label(d, locale, raw_ids)
                        groups.add(d["group"])
            if not state.is_chance_node():
                _refuse(state, previous, cat)
                previous = state.legal_actions()
            if step % 40 == 0:
                _board(game, state, raw_ids)

            for event in _step(state, rng):
                _check_event(event, game, cat, raw_ids)
    for locale in LOCALES:
        for title in group_titles(game, sorted(groups), locale).values():
            _clean(title, locale, "group", raw_ids)
    assert not cat.misses, sorted(cat.misses)[:10]


def _check_label(d: dict[str, object], locale: str, raw: re.Pattern[str]) -> None:
    label = str(d["label"])
    _clean(label, locale, str(d["text"]), raw)
    assert label != d["text"], label
    assert d["group"] != "other", f"{d['text']}: described outside its decision ({label})"


def _check_event(event: object, game: MageKnight, cat: object, raw: re.Pattern[str]) -> None:
    from arena.core.events import Event
    from arena.core.text import Catalog

    assert isinstance(event, Event) and isinstance(cat, Catalog)
    assert isinstance(event.say, Msg), f"event {event.kind} has no sentence"
    for locale in LOCALES:
        _clean(cat.say(event.say, locale), locale, f"event {event.kind}", raw)
    for viewer in [None, *range(game.num_players)]:
        seen = event.for_player(viewer)
        if seen is not None and seen is not event:
            assert isinstance(seen.say, Msg), f"hidden event {event.kind}: no sentence for the others"
            for locale in LOCALES:
                text = cat.say(seen.say, locale)
                _clean(text, locale, f"redacted {event.kind}", raw)


def _refuse(state: MageKnightState, previous: list[Action], cat: object) -> None:
    """A few actions legal in the previous decision but not now are refused with a sentence."""
    from arena.core.text import Catalog

    assert isinstance(cat, Catalog)
    legal = set(state.legal_actions())
    for action in [a for a in previous if a not in legal][:2]:
        with pytest.raises(IllegalActionError) as refused:
            state.apply(action)
        for locale in LOCALES:
            said = cat.refusal(refused.value, locale)
            assert said["message"] and "{" not in str(said["message"])


# -- the labels issue 29 names ----------------------------------------------------------------------
def _labels(game: MageKnight, state: MageKnightState, locale: str = "en") -> dict[str, str]:
    return {str(d["text"]): str(d["label"]) for d in describe_legal(game, state, locale)}


def _opening(options: dict[str, object] | None = None) -> tuple[MageKnight, MageKnightState]:
    game = MageKnight(**(options or {}))
    state = game.new_initial_state()
    to_decision(state)
    return game, state


def test_hero_choices_name_the_hero_and_what_it_brings() -> None:
    game, state = _opening()
    labels = _labels(game, state)
    assert labels["hero tovak"] == "Choose Tovak (own card: Cold Toughness)"
    assert game.texts().say(game.status(state, 0), "en") == "Choose your hero"
    assert _labels(game, state, "zh-Hans")["hero tovak"] == "选择托瓦克（专属卡牌：寒冰坚韧）"


def test_tactic_choices_name_the_tactic_its_number_and_effect() -> None:
    game, state = _opening({"heroes": ["tovak"]})
    assert isinstance(state.stack[-1], ChooseTactic)
    labels = _labels(game, state)
    assert labels["tactic early_bird"] == "Take the Tactic Early Bird (turn order 1): no other effect"
    assert labels["tactic great_start"] == "Take the Tactic Great Start (turn order 5): draw 2 cards"
    cat = game.texts()
    assert cat.say(game.status(state, 0), "en") == "Round 1 (Day): choose your Tactic"


def _turn(options: dict[str, object] | None = None) -> tuple[MageKnight, MageKnightState]:
    game, state = _opening({"heroes": ["tovak"], **(options or {})})
    state.apply(act("tactic", "early_bird"))
    to_decision(state)
    assert isinstance(state.stack[-1], Turn)
    return game, state


def test_playing_a_card_says_the_mana_and_the_effect() -> None:
    game, state = _turn()
    hero = state.heroes[0]
    hero.hand = ["stamina", "rage", "crystallize", "improvisation"]
    state.source[:] = ["blue", "red", "gold"]
    hero.crystals = {"blue": 1}
    labels = _labels(game, state)
    assert labels["play stamina"] == "Play Stamina: Move 2"
    assert labels["play stamina die:0"] == "Play Stamina powered with the blue die: Move 4"
    assert labels["play stamina sideways:move"] == "Play Stamina sideways: Move 1"
    assert labels["play crystallize crystal:blue"] == (
        "Play Crystallize powered with a blue crystal: gain a crystal of a basic colour of your choice"
    )
    fr = _labels(game, state, "fr")
    assert fr["play stamina die:0"] == "Jouer Endurance renforcé avec le dé bleu : Déplacement 4"
    zh = _labels(game, state, "zh-Hans")
    assert zh["play stamina die:0"] == "用蓝色骰子增幅打出耐力：移动4"
    assert zh["play stamina sideways:move"] == "横置打出耐力：移动1"


def test_crystallize_choices_name_the_colour() -> None:
    """``choose 0`` .. ``choose 3`` of Crystallize's basic effect each say the crystal gained."""
    game, state = _turn()
    state.heroes[0].hand = ["crystallize"]
    state.heroes[0].tokens = ["red", "blue", "green", "white"]
    state.apply(act("play", "crystallize"))
    assert isinstance(state.stack[-1], ChooseEffect)
    labels = _labels(game, state)
    assert labels["choose 1"] == "Crystallize: pay a blue mana: gain a blue crystal"
    assert set(labels) == {"choose 0", "choose 1", "choose 2", "choose 3"}
    cat = game.texts()
    assert cat.say(game.status(state, 0), "en") == "Crystallize: choose an effect"
    state.apply(act("choose", 1))
    pay = _labels(game, state)
    assert pay["pay token:blue"] == "Crystallize: pay with a blue mana token (gain a blue crystal)"


def test_rage_options_say_attack_or_block() -> None:
    from arena.games.mageknight.combat import begin

    game, state = _turn()
    begin(state, 0, [next(iter(state.enemies))], [])
    state.heroes[0].hand = ["rage"]
    assert state.combat is not None
    state.combat.phase = "block"
    state.apply(act("play", "rage"))
    assert _labels(game, state) == {"choose 1": "Rage: Block 2"}  # Attack 2 is not usable in the Block phase
    assert game.texts().say(game.status(state, 0), "en") == "Rage: choose an effect"


def test_a_unit_activation_names_the_unit_and_its_ability() -> None:
    game, state = _turn()
    state.heroes[0].units = [UnitState("peasants")]
    state.turn.interacting = "village"
    labels = _labels(game, state)
    assert labels["activate 0 1"] == "Activate Peasants: Influence 2"


def test_mana_search_done_and_dice_say_what_they_do() -> None:
    game, state = _turn()
    state.heroes[0].tactic = "mana_search"
    state.push(TacticStep(0, "mana_search", "reroll"))
    state.source[:] = ["black", "red", "gold"]
    labels = _labels(game, state)
    assert labels["draw-up"] == "Mana Search: reroll no die"
    assert labels["pick die:0"] == "Mana Search: reroll the black die"


def test_an_artifact_reward_says_which_card_goes_to_the_bottom() -> None:
    """The reward's ``pick horn_of_wrath`` puts that Artifact at the bottom of its deck: the
    label says so, and which cards are kept."""
    game, state = _turn()
    state.push(ChooseRewardCard(0, "artifact", ("horn_of_wrath", "ruby_ring")))
    labels = _labels(game, state)
    assert labels["pick horn_of_wrath"] == (
        "Put Horn of Wrath at the bottom of the Artifact deck and keep Ruby Ring"
    )
    info = game.describe_action(state, act("pick", "horn_of_wrath"))
    assert info.hidden_label is not None
    assert (
        game.texts().say(info.hidden_label, "en")
        == "Player 1 puts an Artifact at the bottom of the Artifact deck"
    )


def test_status_lines_name_the_decision_for_each_reader() -> None:
    game, state = _opening({"players": 2})
    cat = game.texts()
    seat = state.current_player()
    other = 1 - seat
    assert cat.say(game.status(state, seat), "en") == "Choose your hero"
    assert cat.say(game.status(state, other), "en") == f"Player {seat + 1} is choosing a hero"
    assert cat.say(game.status(state, None), "fr") == f"Joueur {seat + 1} choisit un héros"
    assert cat.say(game.status(state, None), "zh-Hans") == f"玩家{seat + 1}正在选择英雄"


def test_chance_steps_are_named_for_what_they_are() -> None:
    """A card drawn (hidden to the others), the Source rolled, an enemy drawn, a tile revealed."""
    game = MageKnight(players=2, heroes=["tovak", "goldyx"])
    state = game.new_initial_state()
    cat = game.texts()
    seen: dict[str, str] = {}
    hidden: dict[str, str] = {}
    for _ in range(60):
        if not state.is_chance_node():
            break
        action = state.chance_outcomes()[0][0]
        info = game.describe_action(state, action)
        seen.setdefault(info.kind, cat.say(info.label, "en"))
        if info.hidden_label is not None:
            hidden.setdefault(info.kind, cat.say(info.hidden_label, "en"))
        state.apply(action)
    assert seen["draw-enemy"].startswith("A rampaging enemy appears at (")
    assert seen["roll-source"].startswith("The Source is rolled: ")
    assert seen["deal-offer"].startswith("New in the ") and " offer: " in seen["deal-offer"]
    assert hidden["draw-card"] == "Player 1 draws a card"
    assert "dice" not in " ".join(seen.values()).lower().split()


def test_events_name_enemies_tactics_and_the_turn_order() -> None:
    game = MageKnight(heroes=["tovak"])
    state = game.new_initial_state()
    cat = game.texts()
    said: dict[str, str] = {}
    for _ in range(80):
        if not state.is_chance_node() and not isinstance(state.stack[-1], ChooseTactic):
            break
        action = state.chance_outcomes()[0][0] if state.is_chance_node() else act("tactic", "early_bird")
        for event in state.apply(action):
            assert event.say is not None
            said.setdefault(event.kind, cat.say(event.say, "en"))
    assert re.fullmatch(r"A rampaging enemy appears at \(-?\d+, -?\d+\): [A-Z][a-z]+.*\.", said["enemy"])
    assert said["tactic"].startswith("Player 1 takes the Tactic Early Bird (1)")
    assert said["round-order"] in (
        "Turn order: Player 1, the Dummy player.",
        "Turn order: the Dummy player, Player 1.",
    )


def test_a_hidden_draw_tells_the_others_only_that_a_card_was_drawn() -> None:
    game = MageKnight(players=2, heroes=["tovak", "goldyx"])
    state = game.new_initial_state()
    cat = game.texts()
    for _ in range(200):
        assert state.is_chance_node()
        action = state.chance_outcomes()[0][0]
        draws = [e for e in state.apply(action) if e.kind == "draw"]
        if draws:
            event = draws[0]
            owner = event.data["player"]
            mine = event.for_player(owner)
            theirs = event.for_player(1 - owner)
            assert mine is not None and theirs is not None and mine.say is not None and theirs.say is not None
            assert cat.say(theirs.say, "en") == f"Player {owner + 1} draws a card."
            assert cat.say(mine.say, "en").startswith(f"Player {owner + 1} draws ")
            return
    raise AssertionError("no card drawn")


# -- the options form -----------------------------------------------------------------------------
def test_every_option_has_a_label_a_help_and_its_values_named() -> None:
    from arena.games.mageknight.game import MageKnightOptions

    game = MageKnight()
    cat = game.texts()
    choices = MageKnight.option_choices()
    assert choices["heroes"] == ["arythea", "goldyx", "norowas", "tovak"]
    values: dict[str, list[object]] = {
        "players": [1, 2, 3, 4],
        "interactive_skills": ["auto", "true", "false"],  # tri-state: None is "automatic"
        **choices,
    }
    for locale in MAINTAINED:
        keys = cat.keys(locale)
        for key in MageKnightOptions.model_fields:
            assert f"option-{key}" in keys and f"option-{key}-help" in keys, (locale, key)
        for key, listed in values.items():
            for value in listed:
                assert f"value-{key}-{value}" in keys, (locale, key, value)
    names = game.catalog_names()["hero"]
    for hero in choices["heroes"]:
        for locale in MAINTAINED:
            assert cat.say(Msg(f"value-heroes-{hero}"), locale) == names[hero][locale]


def _board(game: MageKnight, state: MageKnightState, raw: re.Pattern[str]) -> None:
    """The terminal board in every locale: names and words of the catalog, no id."""
    from rich.console import Console

    from arena.games.mageknight.render import render

    for locale in LOCALES:
        for seat in (None, 0):
            console = Console(width=200, record=True)
            render(state, seat, console, locale)
            text = console.export_text()
            for line in text.splitlines():
                if line.strip() and not set(line) <= set(" .hfwds~^OGVMKT*DRCE0123456789"):
                    _clean(line, locale, "board", raw)


# -- decisions random games rarely reach ------------------------------------------------------------
def _described(game: MageKnight, state: MageKnightState) -> dict[str, str]:
    """Every legal action's label, checked said inside its decision, in every locale."""
    out = {}
    for locale in LOCALES:
        for d in describe_legal(game, state, locale):
            assert d["group"] != "other", d
            _clean(str(d["label"]), locale, str(d["text"]))
            if locale == "en":
                out[str(d["text"])] = str(d["label"])
    assert not game.texts().misses, sorted(game.texts().misses)[:5]
    return out


def test_rewards_skills_and_purchases_are_described() -> None:
    from arena.games.mageknight.tasks import ChooseSkill

    game, state = _turn()
    state.push(ChooseRewardCard(0, "spell", ()))
    spell = state.offers["spell"][0]
    labels = _described(game, state)
    name = game.texts().name("card", spell, "en")
    assert labels[f"pick {spell}"] == f"Take {name} from the Spell offer (on top of your Deed deck)"
    state.stack.pop()
    state.common_skills = ["hot_swordsmanship"]
    state.push(ChooseSkill(0, ("double_time", "night_sharpshooting")))
    labels = _described(game, state)
    assert labels["pick skill:hot_swordsmanship"].startswith(
        "Gain the Skill Hot Swordsmanship from the common offer"
    )
    state.stack.pop()
    state.turn.interacting, state.turn.influence_points = "monastery", 12
    aa = next(c for c in ("agility", "diplomacy", "learning") if c not in state.offers["advanced"])
    state.offers["monastery"] = [aa]
    state.heroes[0].hand = ["wound", "march"]
    labels = _described(game, state)
    name = game.texts().name("card", aa, "en")
    assert labels[f"buy {aa}"] == f"Buy {name} for 6 Influence (on top of your Deed deck)"

    assert labels["buy-healing"] == "Buy Healing 1 for 2 Influence"
    state.turn.interacting = "mage_tower"
    state.heroes[0].tokens = ["gold"]
    labels = _described(game, state)
    assert any(label.startswith("Buy ") and "a gold mana token" in label for label in labels.values())


def test_effect_decisions_are_described() -> None:
    from arena.games.mageknight.combat import begin
    from arena.games.mageknight.tasks import ChooseUnit, EnemyTarget, HandlerStep

    game, state = _turn()
    hero = state.heroes[0]
    hero.units = [UnitState("peasants", ready=False), UnitState("foresters", ready=False)]
    state.push(ChooseUnit(0, "card", "restoration", "powered", (1, 1), 3))
    labels = _described(game, state)
    assert labels["draw-up"] == "Rebirth: ready no more Units"
    assert labels["pick unit:0"] == "Rebirth: ready Peasants"
    state.stack.pop()
    state.push(HandlerStep(0, "polarization", "colour", ("black",)))
    assert _described(game, state)["pick red"] == "Polarization: into a red mana token"
    state.stack.pop()
    hero.play_area = ["mana_draw"]
    state.push(HandlerStep(0, "mana_draw", "die", ("2",)))
    assert _described(game, state)["pick die:0"].startswith("Mana Draw: take the ")
    state.stack.pop()
    begin(state, 0, [next(iter(state.enemies))], [])
    state.push(EnemyTarget(0, "card", "banner_of_fear", "powered", ()))
    enemy = game.texts().name("enemy", state.enemies[next(iter(state.enemies))], "en")
    assert _described(game, state)["pick 0"] == f"Banner of Fear: target {enemy} (no attack)"
    state.stack.pop()
    state.push(EnemyTarget(0, "card", "banner_of_fear", "powered", (), (0,)))
    assert _described(game, state) == {"draw-up": "Banner of Fear: no more targets"}


def test_leaving_an_altar_just_revealed_is_said() -> None:
    """Arena issue 30, item 1: the altar revealed on entering may be left unpaid (research data
    §8), an action described in every language, its status and event too."""
    from arena.games.mageknight.position import MageKnightPosition

    game = MageKnight(players=1, heroes=["tovak"])
    tiles = {(0, 0): "A", (1, -3): "1", (3, -2): "2", (4, -5): "8"}  # tile 8's NE: ancient ruins
    state = (
        MageKnightPosition(game).tiles(tiles).night().source(["red", "green", "white"]).hand(0, ["march"])
        .at(0, (5, -6)).build()
    )  # fmt: skip
    state.apply(act("enter"))
    state.apply(act("enemy", "altar_blue"))
    cat = game.texts()
    label = game.describe_action(state, act("done")).label
    assert cat.say(label, "en") == "Leave the Blue Altar without paying: nothing is spent, your turn goes on"
    assert cat.say(game.status(state, 0), "en") == "Blue Altar: pay its mana (3) or leave it unpaid"
    events = state.apply(act("done"))
    for locale in LOCALES:
        assert cat.say(label, locale) and cat.say(events[-1].say, locale)  # type: ignore[arg-type]
    assert cat.say(events[-1].say, "en") == "Player 1 leaves the Blue Altar unpaid."  # type: ignore[arg-type]
    assert not cat.misses, cat.misses


def test_long_night_in_the_middle_of_a_draw_is_said() -> None:
    """Arena issue 30, item 2: a draw that runs out may go on with Long Night (research §1.4):
    its two choices and the status are said in every language."""
    from arena.games.mageknight.position import MageKnightPosition

    game = MageKnight(players=1, heroes=["tovak"])
    discard = ["stamina", "swiftness", "promise", "threaten"]
    position = MageKnightPosition(game).hand(0, ["march"]).deck(0, ["rage"]).discard(0, discard).night()
    state = position.tactic(0, "long_night").build()
    state.apply(act("play", "march"))
    state.apply(act("end-turn"))
    to_decision(state)
    cat = game.texts()
    said = {str(a): cat.say(game.describe_action(state, a).label, "en") for a in state.legal_actions()}
    assert said == {
        "use-tactic": "Use Long Night: 3 random cards of your discard pile become your Deed deck, then keep"
        " drawing (4 more)",
        "done": "Stop drawing: your Deed deck is empty (4 not drawn)",
    }
    assert cat.say(game.status(state, 0), "en") == (
        "Your Deed deck is empty with 4 cards still to draw: use Long Night, or stop drawing"
    )
    for locale in LOCALES:
        assert cat.say(game.status(state, None), locale)
        assert all(cat.say(game.describe_action(state, a).label, locale) for a in state.legal_actions())
    assert not cat.misses, cat.misses


def test_entering_a_site_says_what_waits_there() -> None:
    game, state = _turn()
    here = (0, 0)
    state.heroes[0].position = here
    state.ruins[here] = "altar_red"
    info = game.describe_action(state, act("enter"))
    assert game.texts().say(info.label, "en") == "Enter the ruins: pay 3 red mana at the Red Altar for 7 Fame"
    del state.ruins[here]
    state.site_enemies[here] = ["prowlers"]
    info = game.describe_action(state, act("enter"))
    assert game.texts().say(info.label, "en") == "Enter the Portal and fight Prowlers"
