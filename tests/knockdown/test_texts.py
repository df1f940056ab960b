"""What players read (issue 29): every sentence in en, fr, zh-Hans (zh-Hant derived), names from
the data, actions described with labels that say what happens, status lines naming the decision,
events said (hidden ones redacted), and refusals with their reason and seed 002's rule."""

from __future__ import annotations

import random
import re
import typing
from pathlib import Path
from typing import Any

import pytest

from arena.core.describe import describe_legal
from arena.core.errors import IllegalActionError
from arena.core.text import LOCALES, Catalog, to_simplified, to_traditional
from arena.games.knockdown import Knockdown, KnockdownState
from arena.games.knockdown.actions import Action, Kind
from arena.games.knockdown.describe import RULES, TASK_RULE
from arena.games.knockdown.game import KnockdownOptions
from arena.games.knockdown.viewmodel import KnockdownView

from .harness import game, play, position

STRINGS = Path(__file__).parents[2] / "src/arena/games/knockdown/strings"
SEED = Path("/work/shared/seeds/002_5bef1f1d9771fda1.txt")
MAINTAINED = ("en", "fr", "zh-Hans")
PREFIXES = ("kd-", "rule-", "group-", "option-", "value-")


def _keys(locale: str) -> set[str]:
    return Catalog([STRINGS]).keys(locale)


def test_every_key_in_every_maintained_locale() -> None:
    """The three maintained files hold the same keys, each with the game's prefix."""
    en = _keys("en")
    assert en and all(k.startswith(PREFIXES) for k in en)
    for locale in MAINTAINED[1:]:
        got = _keys(locale)
        assert got == en, (locale, sorted(en - got), sorted(got - en))
    assert not list(STRINGS.glob("*zh-Hant*")), "Traditional is derived, never written"


def test_rules_quote_seed_002_and_are_translated() -> None:
    """Every rule a refusal cites quotes seed 002's own sentence (emphasis marks aside) and has
    its translation in each maintained locale; every pending task names one."""
    g = game()
    cat = g.texts()
    if SEED.is_file():
        seed = SEED.read_text(encoding="utf-8").replace("**", "")
        for rule_id, rule in RULES.items():
            assert rule.quote in seed, rule_id
            assert rule.cite.startswith("seed 002"), rule_id
    for rule_id in RULES:
        for locale in MAINTAINED:
            assert cat.has(f"rule-{rule_id}", locale), (rule_id, locale)
    assert set(TASK_RULE.values()) <= set(RULES)
    pending = set(typing.get_args(typing.get_args(KnockdownView.model_fields["pending"].annotation)[0]
                                  .model_fields["task"].annotation))  # fmt: skip
    assert pending <= set(TASK_RULE)


def test_every_data_name_in_every_locale() -> None:
    """Cards, skills, specials, fighters, tokens, wound kinds, symbols, attack types: named in
    all four locales from the data."""
    g = game()
    names = g.catalog_names()
    kinds = {"card", "skill", "skill-text", "special", "fighter", "token", "wound", "symbol", "attack-type"}
    assert kinds <= set(names)
    assert set(names["card"]) == {*g.card_ids, "candle"}
    assert set(names["special"]) >= {sp.id for sp in g.specials}
    for kind, table in names.items():
        for id_, by_locale in table.items():
            assert all(by_locale.get(loc) for loc in LOCALES), (kind, id_, by_locale)


def test_options_form_strings() -> None:
    """Every option has a label and a help sentence; every fixed value and every choice a name."""
    cat = game().texts()
    choices = Knockdown.option_choices()
    assert choices["set"] == ["tainted-grail"] and "mist-a" in choices["fighters"]
    for key, field in KnockdownOptions.model_fields.items():
        values = [str(v) for v in typing.get_args(field.annotation) if isinstance(v, str)]
        values += [str(v) for v in choices.get(key, [])]
        for locale in MAINTAINED:
            assert cat.has(f"option-{key}", locale) and cat.has(f"option-{key}-help", locale), (key, locale)
            for v in values:
                assert cat.has(f"value-{key}-{v}", locale), (key, v, locale)


def test_views_carry_names_in_four_locales() -> None:
    """A view's names dicts carry en, fr, zh and the derived zh-Hans / zh-Hant."""
    g = game()
    view = g.new_initial_state().view(0)
    KnockdownView.model_validate(view)
    for f in view["fighters"]:
        for field in ("name", "side_name", "class", "knockout_text"):
            assert all(f[field].get(loc) for loc in LOCALES), (field, f[field])
    hint = g.hints(g.new_initial_state(), 0, {"kind": "catalog"})
    assert hint["cards"]["c1"]["names"]["zh-Hant"] == "刺拳"
    assert hint["terms"]["wounds"]["heavy"]["fr"] == "blessure grave"


# -- playouts: every label, status, event and refusal said, in every locale ----------------------
def _data_ids(g: Knockdown) -> set[str]:
    """Ids a player must never read: cards, skills, specials, fighter sides, task kinds (cell
    names such as ``c1`` are notation, not ids)."""
    cells = {g.grid.name(c) for c in range(g.grid.n)}
    ids = {*g.card_ids, *g.skill_ids, *(sp.id for sp in g.specials), *(f.id for f in g.gset.fighters)}
    ids |= set(TASK_RULE) | {"self_light"}
    return {i for i in ids - cells if re.search(r"[\d_-]", i)}


class Checker:
    def __init__(self, g: Knockdown) -> None:
        self.g, self.cat = g, g.texts()
        ids = sorted(_data_ids(g), key=len, reverse=True)
        self.raw = re.compile(r"(?<![\w-])(" + "|".join(re.escape(i) for i in ids) + r")(?![\w-])")
        self.said = 0

    def text(self, s: str, locale: str, what: Any) -> None:
        self.said += 1
        assert s, what
        assert "{" not in s and "}" not in s, (s, what)
        assert not self.raw.search(s), (s, what)
        if locale == "zh-Hans":
            assert to_simplified(s) == s, (s, what)
        if locale == "zh-Hant":
            assert to_traditional(s) == s, (s, what)

    def state(self, s: KnockdownState, others: list[Action]) -> None:
        g, cat = self.g, self.cat
        for locale in LOCALES:
            for d in describe_legal(g, s, locale):
                assert d["label"] != d["text"], d
                self.text(d["label"], locale, d)
            for seat in (0, 1, None):
                self.text(cat.say(g.status(s, seat), locale), locale, ("status", seat))
        for a in s.legal_actions():
            hidden = g.describe_action(s, a).hidden_label
            if hidden is not None:
                for locale in LOCALES:
                    self.text(cat.say(hidden, locale), locale, ("hidden", a))
        legal = set(s.legal_actions())
        for a in others[:4]:
            if a in legal:
                continue
            error = s.illegal_reason(a)
            assert isinstance(error, IllegalActionError), a
            assert error.say is not None and error.rule_id in RULES, (a, error)
            for locale in LOCALES:
                said = cat.refusal(error, locale)
                self.text(str(said["message"]), locale, ("refusal", a))
                assert said["quote"] and said["translation"], said

    def events(self, events: list[Any]) -> None:
        for e in events:
            assert e.say is not None, e
            for viewer in (0, 1, None):
                seen = e.for_player(viewer)
                if seen is None:
                    continue
                assert seen.say is not None, (e, viewer)
                for locale in LOCALES:
                    self.text(self.cat.say(seen.say, locale), locale, e)


@pytest.mark.parametrize(
    "config", Knockdown.sample_configs(), ids=lambda c: "-".join(map(str, c.values())) or "default"
)
def test_playouts_say_everything(config: dict[str, Any]) -> None:
    """Seeded random games: every state's labels (4 locales), status for each seat and a
    spectator, every event and its redaction, refusals of another state's actions; no miss."""
    g = Knockdown(**config)
    check = Checker(g)
    for seed in (1, 2):
        rng = random.Random(seed)
        s = g.new_initial_state()
        previous: list[Action] = []
        for _ in range(160):
            if s.is_terminal():
                break
            check.state(s, previous)
            previous = s.legal_actions()
            if s.is_chance_node():
                outcomes = s.chance_outcomes()
                a = rng.choices([o for o, _ in outcomes], [float(p) for _, p in outcomes])[0]
                info = g.describe_action(s, a)
                for locale in LOCALES:
                    check.text(check.cat.say(info.label, locale), locale, a)
            else:
                a = rng.choice(previous)
            check.events(s.apply(a))
        check.state(s, previous)
    assert not check.cat.misses, sorted(check.cat.misses)[:10]
    assert check.said > 1000


# -- labels that say what happens -----------------------------------------------------------------
def _labels(s: KnockdownState, locale: str = "en") -> dict[str, str]:
    return {d["text"]: d["label"] for d in describe_legal(s.game, s, locale)}


def test_labels_name_cards_and_effects() -> None:
    """Attack labels name the card (with its symbols) and what it does after skills."""
    s = position(game(), at=("b1", "c1"), display=["c5", "c8", "c30", "c31"])
    labels = _labels(s)
    assert (
        labels["attack c5"]
        == "Attack with Uppercut (strike): deal 1 heavy and 1 light wound, a knockout check may follow"
    )
    assert (
        labels["attack c8"]
        == "Attack with Roundhouse (kick): deal 1 heavy wound, push the opponent back 1 cell"
    )
    assert (
        labels["attack c31"]
        == "Take Wyrd Flame (arcane, strike) without attacking: Player 2 is out of its range"
    )
    assert labels["move a1"] == "Move to a1"
    zh = _labels(s, "zh-Hans")
    assert zh["attack c5"] == "用上勾拳（拳）攻击：造成1点重伤和1点轻伤、可以随后进行击倒检定"


def test_block_labels_say_what_they_ignore() -> None:
    """seed 002, "格挡": the reducing block's label says the wounds it ignores (research A-9)."""
    s = position(
        game(("knight-a", "witch-b")),
        at=("b1", "c1"),
        hands=([], ["c4", "c1", "c2"]),
        display=["c5", "c30", "c31", "c32"],
        faceup=(["s1"], []),  # Iron Fist: +1 light at distance 1
    )
    play(s, "attack c5")  # Uppercut: 1 heavy, 1 light (+1)
    labels = _labels(s)
    assert labels["block c4 reduce"] == (
        "Block with Hook (strike, block) to reduce the damage, then choose what to ignore: "
        "2 light wounds, 1 heavy wound"
    )
    assert (
        labels["block c4 cancel"]
        == "Block with Hook (strike, block) to cancel the attack's effects (it has none)"
    )
    assert g_status(s, 1) == "Player 1 attacks you with Uppercut (strike): block, respond or take it."
    play(s, "block c4 reduce")
    assert (
        g_status(s, 1)
        == "Your block reduces the damage: choose which of the 1 heavy and 2 light wounds to ignore."
    )
    assert _labels(s)["ignore 0h2l"] == "Ignore 0 heavy and 2 light wounds (take 1 heavy wound)"
    one = position(
        game(("knight-a", "witch-b")),
        at=("b1", "c1"),
        hands=([], ["c4", "c1", "c2"]),
        display=["c5", "c30", "c31", "c32"],
    )
    play(one, "attack c5")
    assert _labels(one)["block c4 reduce"] == "Block with Hook (strike, block): ignore 1 heavy wound"


def g_status(s: KnockdownState, seat: int | None, locale: str = "en") -> str:
    return str(s.game.texts().say(s.game.status(s, seat), locale))


def test_special_and_pay_labels() -> None:
    """seed 002, "如何执行一次特殊攻击": the special's cost and effect; each payment what is left."""
    s = position(game(("knight-a", "witch-a")), at=("b1", "c1"), hands=(["c1", "c3", "c6"], []))
    play(s, "combo")
    assert (
        _labels(s)["special cleave"]
        == "Special attack Cleave (pay strike, strike): deal 1 heavy and 2 light wounds"
    )
    play(s, "special cleave")
    assert g_status(s, 0) == "Pay for Cleave: strike, strike still to pay."
    assert g_status(s, 1) == "Player 1 is paying for Cleave."
    assert _labels(s)["pay c1"] == "Pay for Cleave with Jab (strike); still to pay: strike"
    play(s, "pay c1")
    assert _labels(s, "fr")["pay c3"] == "Payer Coup fendant avec Crochet (poing) : coût entièrement payé"


def test_status_names_the_decision() -> None:
    """Status lines name the decision, for the seat deciding and for the others."""
    g = game()
    s = g.new_initial_state()
    assert g_status(s, 0) == "The skill cards are being dealt."
    for sid in range(6):
        s.apply(Action(Kind.DEAL, sid))
    assert g_status(s, 0) == "Keep one of your three skill cards; the other two go to Player 2."
    assert g_status(s, 1) == "Player 1 is choosing a skill card to keep."
    assert g_status(s, None, "zh-Hans") == "玩家1正在选择要保留的技能牌。"
    t = position(g)
    assert g_status(t, 0) == "Your turn: 2 actions left (move, attack or combo)."
    assert g_status(t, 1, "fr") == "Tour de Joueur 1 : 2 actions restantes."
    t.winner, t.wins = 1, [1, 2]
    assert g_status(t, 1) == "You win the match, 2–1!"
    assert g_status(t, 0, "zh-Hans") == "玩家2以2比1赢得对决。"


def test_hidden_deal_and_keep() -> None:
    """A dealt or kept skill card is named to its owner only: the others read a redacted sentence."""
    g = game()
    s = g.new_initial_state()
    cat = g.texts()
    deal = g.describe_action(s, Action(Kind.DEAL, 0))
    assert cat.say(deal.label, "en") == "Deal Iron Fist to Player 1"
    assert (
        deal.hidden_label is not None
        and cat.say(deal.hidden_label, "en") == "A skill card is dealt to Player 1"
    )
    events = s.apply(Action(Kind.DEAL, 0))
    assert cat.say(events[0].say, "en") == "Player 1 is dealt Iron Fist."
    other = events[0].for_player(1)
    assert other is not None and cat.say(other.say, "fr") == "Joueur 1 reçoit une carte compétence."


# -- refusals: the reason and the rule ------------------------------------------------------------
def _refused(s: KnockdownState, text: str, reason: str, rule_id: str) -> dict[str, str | None]:
    error = s.illegal_reason(s.game.parse_action(text))
    assert isinstance(error, IllegalActionError)
    assert (error.reason, error.rule_id) == (reason, rule_id), error
    return dict(s.game.texts().refusal(error, "en"))


def test_refusal_move_seed_002_move() -> None:
    """seed 002, "行动 I. 移动": adjacent cells only, never the opponent's cell."""
    s = position(game(), at=("a1", "b1"))
    said = _refused(s, "move b1", "occupied", "move-occupied")
    assert said["message"] == "b1 is Player 2's cell: you cannot stop there or pass through it."
    assert said["quote"] == "你不能在对手斗士所在格停止移动，也不能穿过该格。"
    assert (
        said["translation"] == "You cannot stop moving in the opponent's fighter's cell, nor pass through it."
    )
    said = _refused(s, "move c1", "not-adjacent", "move-adjacent")
    assert said["message"] == "c1 is not next to your fighter on a1: a move goes to an adjacent cell."


def test_refusal_attack_seed_002_attack() -> None:
    """seed 002, "行动 II. 攻击": attacks use a display card."""
    s = position(game(), display=["c3", "c30", "c31", "c32"])
    said = _refused(s, "attack c5", "not-in-display", "attack-display")
    assert said["message"] == "Uppercut (strike) is not on the attack display: attacks use a display card."
    error = s.illegal_reason(s.game.parse_action("attack c5"))
    assert error is not None
    zh = s.game.texts().refusal(error, "zh-Hans")
    assert zh["message"] == "上勾拳（拳）不在攻击牌展示区：攻击只能选择展示区的攻击牌。"


def test_refusal_combo_seed_002_combo() -> None:
    """seed 002, "行动 III. 组合技" (research A-6): a combo needs a step; no step, no combo."""
    s = position(game(("knight-a", "witch-a")), at=("b1", "c1"), hands=(["c1", "c3"], []))
    play(s, "combo")
    said = _refused(s, "end", "empty-combo", "combo-end")
    assert said["message"] == "A combo makes at least one special attack or dash before it ends."
    t = position(game(), at=("a1", "g2"), hands=(["c6"], []))
    _refused(t, "combo", "no-combo", "combo")


def test_refusal_special_seed_002_special_attack() -> None:
    """seed 002, "如何执行一次特殊攻击": the cost is paid from the hand; once per combo; in range."""
    s = position(game(("knight-a", "witch-a")), at=("b1", "c1"), hands=(["c1", "c3", "c4", "c20"], []))
    play(s, "combo")
    said = _refused(s, "special venom-dart", "special-unavailable", "combo")
    assert said["message"] == "Venom Dart is not on your fighter board."
    said = _refused(s, "special riposte", "special-unavailable", "response")
    assert said["message"] == "Riposte is a response: it answers an attack against you."
    said = _refused(s, "special charge", "special-unavailable", "special-cost")
    assert said["message"] == "Your hand cannot pay Charge's cost (dash, any (?))."
    play(s, "special cleave", "pay c1", "pay c3")
    said = _refused(s, "special cleave", "special-unavailable", "special-once")
    assert said["message"] == "You have already used Cleave in this combo."
    far = position(game(("knight-a", "witch-a")), at=("a1", "g2"), hands=(["c1", "c3", "c11"], []))
    play(far, "combo")
    said = _refused(far, "special cleave", "special-unavailable", "attack-range")
    assert said["message"] == "Player 2 is out of Cleave's range."


def test_refusal_pay_seed_002_cost() -> None:
    """seed 002, "如何执行一次特殊攻击": only cards whose symbols pay the cost left."""
    s = position(game(("knight-a", "witch-a")), at=("b1", "c1"), hands=(["c1", "c3", "c6"], []))
    play(s, "combo", "special cleave")
    said = _refused(s, "pay c6", "cannot-pay", "special-cost")
    assert said["message"] == "Low Kick (kick) has no symbol Cleave still needs (strike, strike)."
    said = _refused(s, "pay c9", "not-in-hand", "special-cost")
    assert said["message"] == "Roundhouse (kick, block) is not in your hand."


def test_refusal_block_seed_002_block() -> None:
    """seed 002, "格挡": a block card, each option once."""
    s = position(
        game(("knight-a", "witch-b")),
        at=("b1", "c1"),
        hands=([], ["c4", "c1", "c9"]),
        display=["c5", "c30", "c31", "c32"],
    )
    play(s, "attack c5")
    said = _refused(s, "block c1 reduce", "cannot-block", "block")
    assert said["message"] == "Jab (strike) has no block symbol."
    play(s, "block c4 reduce")
    if s.current_player() == 1 and s.pending().task.kind == "block_window":
        said = _refused(s, "block c9 reduce", "cannot-block", "block-both")
        assert said["message"] == "You have already blocked to reduce this attack's damage."


def test_refusal_wrong_phase_names_the_decision() -> None:
    """An action of another decision: the refusal says what is awaited, citing its rule."""
    s = position(game(), at=("b1", "c1"), display=["c5", "c30", "c31", "c32"])
    play(s, "attack c5")
    said = _refused(s, "move a1", "wrong-phase", "knockout")
    assert said["message"] == (
        "Not now: Force a knockout check on Player 2? They have 2 cubes and pass on 2 or more."
    )
    error = s.illegal_reason(s.game.parse_action("move a1"))
    assert error is not None and "Force a knockout check" in error.message


def test_refusal_game_over_and_chance() -> None:
    """seed 002, "轮次结束条件": nothing after the match; chance outcomes are not players' actions."""
    g = game()
    s = g.new_initial_state()
    error = s.illegal_reason(Action(Kind.KEEP, 0))
    assert error is not None and error.reason == "not-an-outcome" and error.rule_id == "skill-deal"
    s.winner = 0
    error = s.illegal_reason(Action(Kind.KEEP, 0))
    assert error is not None and error.reason == "game-over" and error.rule_id == "match-end"
    said = g.texts().refusal(error, "fr")
    assert said["message"] == "La partie est terminée." and said["quote"] == RULES["match-end"].quote
    junk: Any = "keep s1"
    bad = s.illegal_reason(junk)
    assert bad is not None and bad.reason == "not-an-action" and bad.say is not None
