"""What players read of Krosmaster Arena (issue 29): the strings in en, fr and zh-Hans (zh-Hant
derived), the names of the data, every action described, every status, event and refusal in
the four locales; each refusal test cites the seed 003 section of the rule it breaks."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any, Literal, get_args, get_origin

import pytest

from arena.core.describe import describe_legal
from arena.core.errors import IllegalActionError
from arena.core.text import LOCALES, Catalog, Msg, Ref, to_simplified, to_traditional
from arena.games.krosmaster import Krosmaster, KrosmasterState
from arena.games.krosmaster.battlefields import arenas
from arena.games.krosmaster.datamodel import base_catalog, scenarios
from arena.games.krosmaster.describe import (
    CHOICE_RULES,
    FIXED_NAMES,
    QUESTION_DEFAULTS,
    QUESTION_RULES,
    RULES,
)
from arena.games.krosmaster.game import KrosmasterOptions
from arena.games.krosmaster.match import matches
from arena.games.krosmaster.rewards_data import load_rewards
from arena.games.krosmaster.tasks import Prompt

from .harness import (
    act,
    activate,
    clear,
    full_game,
    give_token,
    new_state,
    put,
    roll,
    scenery,
    set_stock,
)

STRINGS = Path(__file__).parents[2] / "src" / "arena" / "games" / "krosmaster" / "strings"
MAINTAINED = ("en", "fr", "zh-Hans")
SEED_003 = Path("/work/shared/seeds/003_8ec14766cfee48e8.txt")
_KEY = re.compile(r"^([a-zA-Z][a-zA-Z0-9_-]*) *=", re.MULTILINE)


def is_simplified(text: str) -> bool:
    """``text`` holds no Traditional-only character: it comes back unchanged from Traditional.
    (``to_simplified(s) == s`` alone misreads some Simplified characters: OpenCC's t2s turns
    坏 "bad" into 坯; and ``to_traditional(s) == s`` some Traditional text: s2tw turns 花崗岩
    into 花崗巖. The round trips are exact.)"""
    return to_simplified(to_traditional(text)) == text


def is_traditional(text: str) -> bool:
    """``text`` holds no Simplified-only character (the mirror of :func:`is_simplified`)."""
    return to_traditional(to_simplified(text)) == text


def _keys(path: Path) -> set[str]:
    return set(_KEY.findall(path.read_text(encoding="utf-8")))


# -- the files ------------------------------------------------------------------------------------------
def test_every_key_in_every_maintained_locale() -> None:
    """Each part (``<part>.<locale>.ftl``) holds the same keys in en, fr and zh-Hans; no
    zh-Hant file (Traditional is derived); keys carry the ``kros-`` prefix."""
    files = sorted(STRINGS.glob("*.ftl"))
    assert not [f for f in files if "zh-Hant" in f.name]
    parts = {f.name.split(".")[0] for f in files}
    assert parts
    for part in parts:
        keys = {loc: _keys(STRINGS / f"{part}.{loc}.ftl") for loc in MAINTAINED}
        assert keys["en"], part
        for loc in MAINTAINED:
            assert keys[loc] == keys["en"], (part, loc, keys[loc] ^ keys["en"])
        for key in keys["en"]:
            assert key.startswith(("kros-", "rule-", "group-", "option-", "value-")), key


def test_the_chinese_strings_are_simplified_and_their_traditional_is_derived() -> None:
    cat = Krosmaster().texts()
    src = cat.source("zh-Hans")
    assert is_simplified(src)
    hant = cat.source("zh-Hant")
    assert hant == to_traditional(src) and hant != src


def test_data_zh_names_are_simplified() -> None:
    """Seed 000's names were Traditional: the data holds them in Simplified (zh = zh-Hans),
    one for every named thing."""
    names: list[tuple[str, Any]] = []
    cat = base_catalog().merged(load_rewards().catalog())
    names += [(f"spell {k}", v.name) for k, v in cat.spells.items()]
    names += [(f"character {k}", v.name) for k, v in cat.characters.items()]
    names += [(f"reward {t.id}", t.names) for t in load_rewards().tokens]
    names += [(f"arena {k}", v.names) for k, v in arenas().items()]
    names += [(f"scenario {k}", v.title) for k, v in scenarios().items()]
    for k, m in matches().items():
        names += [(f"match {k}", m.title), *((f"match {k} team", n) for n in m.team_names)]
    for what, n in names:
        assert n.zh, what
        assert is_simplified(n.zh), (what, n.zh)
    for kind, table in FIXED_NAMES.items():
        for key, n in table.items():
            assert n["en"] and n["fr"] and n["zh"] and is_simplified(n["zh"]), (kind, key)


def test_every_rule_cited_has_its_translation_and_the_seeds_sentence() -> None:
    cat = Krosmaster().texts()
    assert set(QUESTION_RULES.values()) <= set(RULES) and set(CHOICE_RULES.values()) <= set(RULES)
    seed = SEED_003.read_text(encoding="utf-8").replace("**", "") if SEED_003.is_file() else None
    for rule_id, rule in RULES.items():
        assert rule.cite.startswith("seed 003"), rule_id
        for loc in MAINTAINED:
            assert cat.has(f"rule-{rule_id}", loc), (rule_id, loc)
        if seed is not None:
            assert rule.quote in seed, rule_id  # the seed's own sentence, never a paraphrase


def test_the_options_form_speaks_every_locale() -> None:
    """Every option has a label and a help sentence; every value of a fixed set its name."""
    cat = Krosmaster().texts()
    choices = Krosmaster.option_choices()
    assert choices["scenario"] == [*sorted({*scenarios(), *matches()}), "arena"]
    assert choices["arena"] == sorted(arenas())
    for key, field in KrosmasterOptions.model_fields.items():
        values: list[Any] = list(choices.get(key, []))
        for arg in (field.annotation, *get_args(field.annotation)):
            if get_origin(arg) is Literal:
                values += list(get_args(arg))
        if field.annotation is bool:
            values = [True, False]
        if not field.is_required() and field.default is None:
            values.append(None)  # said "auto" (the server's options_text)
        for loc in MAINTAINED:
            assert cat.has(f"option-{key}", loc) and cat.has(f"option-{key}-help", loc), (key, loc)
            for v in values:
                said = Krosmaster.option_value_text(key, v)  # team_list: a Krosmaster and its Level
                assert said is not None and cat.has(said.key, loc), (key, v, loc)


def test_views_carry_names_in_the_four_locales() -> None:
    game = Krosmaster(scenario="tutorial-7")
    view = game.new_initial_state().view(0)
    reine = next(p for p in view["pieces"] if p["label"] == "reine")
    assert reine["name"]["fr"] == "Reine des Tofus" and reine["name"]["zh-Hans"] == "豆美女王"
    assert set(LOCALES) <= set(reine["name"])
    assert set(LOCALES) <= set(view["title"])
    assert game.view_model().model_validate(view)


def test_pieces_are_named_with_their_number() -> None:
    cat = Krosmaster(scenario="tutorial-3").texts()
    assert cat.name("piece", "tofu2", "en") == "Tofu 2"
    assert cat.name("piece", "reine", "fr") == "Reine des Tofus"
    assert cat.name("piece", "bouftou", "zh-Hans") == "绵球羊"
    assert cat.name("piece", "tofu3", "zh-Hant") == "豆美鳥 3"


# -- playing through every configuration ------------------------------------------------------------------
def _raw_ids(game: Krosmaster) -> set[str]:
    """The data ids a label must never show (those a word of a sentence cannot be)."""
    ids = {*game.catalog.spells, *game.catalog.characters, *(t.id for t in game.rewards.tokens)}
    ids |= {*arenas(), *scenarios(), *matches(), *FIXED_NAMES["face"], *(p.label for p in game.prototypes)}
    return {i for i in ids if "-" in i or "_" in i or any(c.isdigit() for c in i)}


def _check_text(text: str, loc: str, raw: set[str], what: Any) -> None:
    assert "{" not in text and "}" not in text, (what, text)
    words = set(re.findall(r"[a-z0-9_-]+", text))
    assert not (words & raw), (what, text, words & raw)
    if loc == "zh-Hans":
        assert is_simplified(text), (what, text)
    elif loc == "zh-Hant":
        assert is_traditional(text), (what, text)


def _say(cat: Catalog, value: Msg | None, loc: str, raw: set[str], what: Any) -> None:
    assert value is not None, what
    _check_text(cat.say(value, loc), loc, raw, what)


@pytest.mark.parametrize("config", Krosmaster.sample_configs(), ids=lambda c: "-".join(map(str, c.values())))
def test_random_games_speak_every_locale(config: dict[str, Any]) -> None:
    """Every state of a seeded game: each legal action described (a label saying what it does,
    never its notation or an id), the status for every seat and spectators, every event and
    its redaction, and refusals of other states' actions — in the four locales, nothing missing."""
    game = Krosmaster(**config)
    cat = game.texts()
    raw = _raw_ids(game)
    rng = random.Random(29)
    state = game.new_initial_state()
    seats: list[int | None] = [None, *range(game.num_players)]
    seen: list[Any] = []
    refusals = 0
    for step in range(160 if game.full else 120):
        if state.is_terminal():
            break
        loc = LOCALES[step % len(LOCALES)]
        for d in describe_legal(game, state, loc):
            assert d["label"] and d["label"] != d["text"], d
            _check_text(d["label"], loc, raw, d["text"])
        for action in state.legal_actions()[:3]:
            hidden = game.describe_action(state, action).hidden_label
            if hidden is not None:
                _say(cat, hidden, loc, raw, action)
        for seat in seats:
            for loc in LOCALES:
                _say(cat, game.status(state, seat), loc, raw, ("status", seat))
        legal = state.legal_actions()
        if step % 7 == 0:
            for other in seen[-4:]:
                err = state.illegal_reason(other)
                if err is None:
                    continue
                assert err.say is not None and err.rule_id in RULES, (other, err.reason)
                refusals += 1
                for loc in LOCALES:
                    said = cat.refusal(err, loc)
                    _check_text(str(said["message"]), loc, raw, err.reason)
                    assert said["quote"] and said["translation"], err.reason
                    _check_text(str(said["translation"]), loc, raw, err.rule_id)
        action = rng.choice(legal)
        seen.append(action)
        for event in state.apply(action):
            for seat in seats:
                shown = event.for_player(seat)
                if shown is None:
                    continue
                for loc in LOCALES:
                    _say(cat, shown.say, loc, raw, event.kind)
    assert not cat.misses, sorted(cat.misses)[:10]
    assert refusals


def test_a_blind_draw_is_said_without_its_name_to_the_others() -> None:
    """seed 003, "Acheter une récompense démoniaque": a reward drawn at random stays unknown to
    the opponent — the others read its rank, never its name."""
    st = full_game(arena="la-fosse")
    cat = st.game.texts()
    set_stock(st, 0, 12)
    put(st, "guy", "e6")  # a Demon cell of La Fosse
    activate(st, "guy")
    act(st, "buy granit 1 blind")
    draw = st.legal_actions()[0]
    info = st.game.describe_action(st, draw)
    assert info.hidden_label is not None
    assert "granite" in cat.say(info.hidden_label, "en").lower()
    events = st.apply(draw)
    (drawn,) = [e for e in events if e.kind == "reward-drawn"]
    token = drawn.data["token"]
    mine = cat.say(drawn.say, "en")
    theirs = drawn.for_player(1)
    assert theirs is not None and theirs.say is not None
    assert cat.name("reward", token, "en") in mine
    for loc in LOCALES:
        assert cat.name("reward", token, loc) not in cat.say(theirs.say, loc)


# -- refusals: the reason, the sentence, the rule and its seed sentence --------------------------------------
def _refused(st: KrosmasterState, text: str, reason: str) -> IllegalActionError:
    err = st.illegal_reason(st.game.parse_action(text))
    assert err is not None and err.reason == reason, (text, err)
    return err


def _said(st: KrosmasterState, err: IllegalActionError, loc: str = "en") -> dict[str, str | None]:
    return st.game.texts().refusal(err, loc)


def test_refusal_spell_cost_seed_003_couts() -> None:
    """seed 003, "Lancer un sort (coût en PA selon le sort)": the cost and what is left."""
    st = clear(new_state("tutorial-3"))
    put(st, "reine", "d4")
    put(st, "roi", "d5")
    activate(st, "reine", ap=2)
    err = _refused(st, "cast coup-de-poing d5", "no-ap")
    en = _said(st, err)
    assert en["message"] == "Punch costs 5 AP; Queen of the Tofus has 2 left."
    assert en["rule"] == RULES["cost-ap"].cite and en["quote"] == "Le coût en PA dépend du sort lancé."
    assert en["translation"] == "The AP cost depends on the spell cast."
    assert _said(st, err, "fr")["message"] == "Coup de poing coûte 5 PA ; il en reste 2 à Reine des Tofus."
    assert _said(st, err, "zh-Hans")["message"] == "【拳击】消耗 5 AP；豆美女王只剩 2 AP。"
    assert _said(st, err, "zh-Hant")["message"] == "【拳擊】消耗 5 AP；豆美女王只剩 2 AP。"


def test_refusal_out_of_range_seed_003_portee() -> None:
    """seed 003, "Portée (PO)": Dan To Fu reaches 1 to 3 cells."""
    st = clear(new_state("tutorial-3"))
    put(st, "reine", "a1")
    put(st, "roi", "a6")
    activate(st, "reine")
    err = _refused(st, "cast dan-to-fu a6", "out-of-range")
    assert _said(st, err)["message"] == "a6 is 5 cells away; Dan To Fu reaches 1 to 3."
    assert _said(st, err, "fr")["message"] == "a6 est à 5 cases ; Dan To Fu porte de 1 à 3."
    assert err.rule_id == "range"


def test_refusal_line_of_sight_seed_003_ligne_de_vue() -> None:
    """seed 003, "Ligne de vue": a tree between the caster and its target blocks the spell."""
    st = clear(new_state("tutorial-3"))
    put(st, "reine", "a1")
    put(st, "roi", "a3")
    scenery(st, "a2", "tree")
    activate(st, "reine")
    err = _refused(st, "cast dan-to-fu a3", "no-line-of-sight")
    said = _said(st, err, "zh-Hans")
    assert said["message"] == "到 a3 没有视线。"
    assert said["quote"] is not None and said["quote"].startswith("Une ligne de vue d'une case")


def test_refusal_move_seed_003_se_deplacer() -> None:
    """seed 003, "Se déplacer d'une case (1 PM)" and "Obstacle - Case libre - Case
    impassable": a step goes to a free adjacent cell, for 1 MP."""
    st = clear(new_state("tutorial-3"))
    put(st, "reine", "d4")
    scenery(st, "d5", "bush")
    activate(st, "reine")
    assert _said(st, _refused(st, "move d5", "cell-blocked"))["message"] == "d5 is not a free cell."
    assert (
        _said(st, _refused(st, "move d6", "not-adjacent"), "fr")["message"] == "d6 n’est pas adjacente à d4."
    )
    activate(st, "reine", mp=0)
    err = _refused(st, "move c4", "no-mp")
    assert _said(st, err)["message"] == "Queen of the Tofus has no MP left."
    assert _said(st, err, "en")["translation"] == (
        "By spending 1 MP, the active character may move to a free adjacent cell."
    )


def test_refusal_summon_control_seed_003_controle_d_invocation() -> None:
    """seed 003, "Contrôle d'invocation": Invocation de Bouftou (1) keeps one Gobball in play."""
    st = clear(new_state("tutorial-3"))
    put(st, "roi", "d4")
    put(st, "bouftou", "a1")
    activate(st, "roi")
    err = _refused(st, "cast invocation-de-bouftou d5", "summon-limit")
    assert _said(st, err)["message"] == "King of the Gobballs already has 1 × Gobball in play."
    assert err.rule_id == "summon-control"


def test_refusal_kamas_seed_003_acheter_un_gg() -> None:
    """seed 003, "Acheter un GG (1 PA)": 10 kamas from the stock, on a Demon cell."""
    st = full_game(arena="la-fosse")
    set_stock(st, 0, 4)
    put(st, "guy", "e6")
    activate(st, "guy")
    err = _refused(st, "buy gg", "no-kamas")
    assert _said(st, err)["message"] == "A Glory Galon costs 10 kamas; your stock holds 4."
    assert (
        _said(st, err, "fr")["message"] == "Un Galon de la Gloire coûte 10 kamas ; votre stock en contient 4."
    )
    assert err.rule_id == "buy-gg"
    put(st, "guy", "f6")
    activate(st, "guy")
    err = _refused(st, "buy gg", "not-on-demon")
    assert _said(st, err)["message"] == "Bill Tell is not on a Demon cell."


def test_refusal_mob_seed_003_ramasser_1_kama() -> None:
    """seed 003, "Ramasser 1 kama (1 PA)": "Seul un Krosmaster peut effectuer cette action"."""
    st = full_game(arena="la-fosse")
    put(st, "tofu1", "f6")
    activate(st, "tofu1")
    err = _refused(st, "pickup", "krosmasters-only")
    said = _said(st, err)
    assert said["message"] == "Tofu 1 is a mob: only a Krosmaster does this."
    assert said["quote"] == RULES["krosmasters-only"].quote


def test_refusal_equipment_type_seed_003_les_equipements() -> None:
    """seed 003, "Les équipements": one face-up equipment of each type."""
    st = full_game(arena="la-fosse")
    give_token(st, "guy", "arc-hange")
    give_token(st, "guy", "epee-razielle")
    put(st, "guy", "d8")
    activate(st, "guy")
    act(st, "reveal 1")
    err = _refused(st, "reveal 2", "slot-taken")
    assert _said(st, err)["message"] == "Bill Tell already has a face-up weapon (Archangel Bow)."
    assert err.rule_id == "equipment-type"


def test_refusal_while_dice_roll_seed_003_jets_de_des() -> None:
    """seed 003, "Jets de dés": while a die is pending, only its faces may come."""
    st = clear(new_state("tutorial-3"))
    put(st, "reine", "d4")
    put(st, "roi", "d5")
    activate(st, "reine")
    act(st, "cast coup-de-poing d5")
    err = _refused(st, "end", "dice-pending")
    assert _said(st, err)["message"] == "A die must be rolled first."
    roll(st, "tacle")
    status = st.game.texts().say(st.game.status(st, 0), "en")
    assert status == "King of the Gobballs rolls armor: die 1 of 2…"


def test_refusal_answer_first_names_the_question_seed_003_deploiement() -> None:
    """seed 003, "Déploiement": during the set-up only the question's answers are legal, and
    the refusal says which question waits."""
    st = new_state("arena", arena="la-fosse")
    while not (isinstance(st.stack[-1], Prompt) and st.stack[-1].question == "deploy"):
        st.apply(st.legal_actions()[0])
    err = _refused(st, "end", "answer-first")
    said = _said(st, err)
    assert str(said["message"]).startswith("Answer first: Deploy ")
    assert err.rule_id == "deploy"


def test_hints_say_a_refused_spell_in_the_asked_locale() -> None:
    """seed 003, "Lancer un sort (coût en PA selon le sort)": the spell cards' hint says why a
    spell cannot be cast, in the locale the query names."""
    st = clear(new_state("tutorial-3"))
    put(st, "reine", "d4")
    activate(st, "reine", ap=2)
    cards = st.game.hints(st, 0, {"kind": "spells", "piece": "reine", "locale": "fr"})["spells"]
    punch = next(c for c in cards if c["id"] == "coup-de-poing")
    assert punch["refusal"]["message"] == "coup-de-poing costs 5 AP; reine has 2"  # the log's sentence
    assert (
        punch["refusal"]["said"]["message"] == "Coup de poing coûte 5 PA ; il en reste 2 à Reine des Tofus."
    )
    assert punch["name"]["zh-Hant"] == "拳擊"


# -- the code and the strings agree ----------------------------------------------------------------------------
SOURCES = Path(__file__).parents[2] / "src" / "arena" / "games" / "krosmaster"
_VAR = re.compile(r"\{\s*\$([a-zA-Z][a-zA-Z0-9_-]*)")


def _variables() -> dict[str, dict[str, set[str]]]:
    """Per locale, per message key: the variables its text uses."""
    out: dict[str, dict[str, set[str]]] = {}
    for loc in MAINTAINED:
        table: dict[str, set[str]] = {}
        for f in STRINGS.glob(f"*.{loc}.ftl"):
            key = None
            for line in f.read_text(encoding="utf-8").splitlines():
                m = _KEY.match(line)
                if m:
                    key = m.group(1)
                    table[key] = set()
                if key and not line.startswith("#"):
                    table[key] |= set(_VAR.findall(line))
        out[loc] = table
    return out


def _msg_calls() -> list[tuple[str, str, set[str] | None]]:
    """Every ``msg("key", name=...)`` of the package: (where, key, argument names; ``None`` when
    some come from a ``**`` mapping). Keys built at run time are left out."""
    import ast

    calls = []
    for path in sorted(SOURCES.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "msg" and node.args):
                continue
            first = node.args[0]
            if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                continue
            names = {k.arg for k in node.keywords if k.arg is not None}
            spread = any(k.arg is None for k in node.keywords)
            calls.append((f"{path.name}:{node.lineno}", first.value, None if spread else names))
    return calls


def test_every_sentence_the_code_says_exists_with_the_arguments_it_uses() -> None:
    """Each ``msg`` call names a key of the strings (or the core's) and passes every variable its
    text uses, in each maintained locale."""
    variables = _variables()
    core = Krosmaster().texts()
    calls = _msg_calls()
    assert len(calls) > 150
    for where, key, names in calls:
        for loc in MAINTAINED:
            if key not in variables[loc]:
                assert not key.startswith("kros-") and core.has(key, loc), (where, key, loc)
                continue
            if names is not None:
                assert variables[loc][key] <= names, (where, key, loc, variables[loc][key] - names)
    # keys made at run time: special moves, question and choice statuses
    for kind in ("forced-move", "teleport", "carry"):
        for loc in MAINTAINED:
            assert variables[loc][f"kros-ev-{kind}"] <= {"piece", "frm", "to", "by"}, kind
    for q in [*QUESTION_RULES, "other"]:
        given = set(QUESTION_DEFAULTS.get(q, {})) | {"player"}
        for loc in MAINTAINED:
            assert variables[loc][f"kros-status-{q}-you"] <= given, (q, loc)
            assert variables[loc][f"kros-status-{q}"] <= given, (q, loc)
    for reason in ("mob", "trigger", "explode"):
        for loc in MAINTAINED:
            assert not variables[loc][f"kros-status-{reason}-you"] and variables[loc][
                f"kros-status-{reason}"
            ] <= {"player"}


def test_every_sentence_of_the_strings_is_said_by_the_code() -> None:
    """No dead sentence: each ``kros-`` key is one the code names (a literal, or built from a
    question, a choice or a special move)."""
    import ast

    said = {
        node.value
        for path in SOURCES.glob("*.py")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith("kros-")
    }
    said |= {f"kros-ev-{k}" for k in ("forced-move", "teleport", "carry")}
    said |= {f"kros-status-{q}{you}" for q in [*QUESTION_RULES, "other"] for you in ("", "-you")}
    said |= {f"kros-status-{r}{you}" for r in ("mob", "trigger", "explode") for you in ("", "-you")}
    keys = {k for k in _variables()["en"] if k.startswith("kros-")}
    said -= {"kros-ev-", "kros-status-"}  # the heads of the keys built at run time
    assert keys == said, (keys - said, said - keys)


_NUMBERS = {
    "amount",
    "n",
    "dice",
    "ap",
    "mp",
    "injuries",
    "hp",
    "successes",
    "kamas",
    "price",
    "stock",
    "pile",
}
_NUMBERS |= {"slot", "position", "turn", "turns", "total", "cost", "left", "room", "count", "distance", "low"}
_NUMBERS |= {"high", "lock", "dodge", "wild", "taken", "gg"}


@pytest.mark.parametrize("amount", [0, 1, 3])
def test_every_sentence_formats_in_every_locale(amount: int) -> None:
    """Each message, said with stand-in arguments (numbers for counts: 0, 1, several), formats
    without a Fluent error in the four locales."""
    game = Krosmaster(scenario="tutorial-3")
    cat = game.texts()
    for key, names in _variables()["en"].items():
        if not key.startswith("kros-"):
            continue
        args: dict[str, Any] = {}
        for name in names:
            args[name] = amount if name in _NUMBERS else Ref("piece", "reine")
        for loc in LOCALES:
            text = cat.say(Msg(key, tuple(args.items())), loc)
            assert text and "{" not in text, (key, loc, text)
    assert not cat.misses, sorted(cat.misses)[:5]
