"""Completeness: every game speaks every locale, and never shows its internals (issue 29).

Seeded random games of every registered game and sample configuration are played through the
server's master (each seat's and the spectator's state message: status, described choices,
group titles, typed arguments' names, log labels, events) and the terminal (the game's board
renderer, the choice list), in all four locales, with refusals of actions taken from other
positions. The test fails on a key or name the catalog lacks, an unfilled placeholder or a
JSON/dict fragment, a data id or task kind shown as a word, a label that is only notation,
and Chinese in the wrong script. Nothing here names a game.
"""

from __future__ import annotations

import io
import random
import re
from typing import Any

import pytest
from rich.console import Console

from arena.cli.legal import format_choices
from arena.cli.render import renderer_for
from arena.core.game import Game
from arena.core.state import State
from arena.core.text import LOCALES, is_simplified, to_traditional
from arena.server.errors import ApiError
from arena.server.master import Master

from . import harness

STEPS = 160
"""Steps played per game (enough to meet set-up, turns, and a combat or duel in each game)."""
SEEDS = (1, 2)
CJK = re.compile(r"[\u3400-\u9fff]")
FRAGMENT = re.compile(r"[{}]|\[\s*-?\d+\s*,|\[\s*\(|\bNone\b|\bTrue\b|\bFalse\b")
"""An unfilled placeholder, a dict, a Python list of numbers or of tuples, a Python literal
(a hex's coordinates alone, "(1, -4)", are the map's notation, shown on purpose)."""


def _task_kinds(state: State[Any]) -> set[str]:
    flow = getattr(type(state), "FLOW", None)
    roles = getattr(flow, "roles", {}) if flow is not None else {}
    return {t.kind for t in roles if "_" in t.kind or "-" in t.kind}


def _data_ids(game: Game[Any]) -> set[str]:
    """Ids that look like ids (with ``_`` or ``-``) among the names the game's catalog has."""
    ids: set[str] = set()
    for table in game.texts().names.values():
        ids |= {i for i in table if "_" in i or ("-" in i and not i.replace("-", "").isdigit())}
    return ids


class Checker:
    """Collects what a player reads and the problems in it."""

    def __init__(self, game: Game[Any]) -> None:
        self.game = game
        self.ids = _data_ids(game)
        self.problems: list[str] = []
        self.seen = 0
        self._traditional: set[str] | None = None

    def simplified_only(self, text: str) -> str:
        """The characters of ``text`` that OpenCC would convert to Traditional and never writes
        itself in this game's Traditional text (some, like 里, are both: 馬里奧). Whole strings
        are not compared: s2tw is phrase-based and not idempotent (回旋踢 / 迴旋踢)."""
        if self._traditional is None:
            texts = self.game.texts()
            chars = set(texts.source("zh-Hant"))
            for table in texts.names.values():
                for names in table.values():
                    chars |= set(names.get("zh-Hant", ""))
            self._traditional = chars
        return "".join(c for c in CJK.findall(text) if c not in self._traditional and to_traditional(c) != c)

    def check(self, text: str | None, locale: str, where: str, *, quote: bool = False) -> None:
        if not text:
            return
        self.seen += 1
        if len(self.problems) > 30:
            return
        bad = self.problems.append
        if FRAGMENT.search(text):
            bad(f"{where} [{locale}]: a placeholder or data fragment: {text!r}")
        words = set(re.findall(r"[A-Za-z0-9_][A-Za-z0-9_-]*", text))
        for word in words & self.ids:
            bad(f"{where} [{locale}]: the data id {word!r} shown as a word: {text!r}")
        if locale == "zh-Hans" and not is_simplified(text):
            bad(f"{where} [{locale}]: Traditional characters in Simplified text: {text!r}")
        if locale == "zh-Hant" and (simplified := self.simplified_only(text)):
            bad(f"{where} [{locale}]: Simplified characters {simplified} in Traditional text: {text!r}")
        if locale in ("en", "fr") and not quote and CJK.search(text):
            bad(f"{where} [{locale}]: Chinese in {locale} text: {text!r}")

    def kinds(self, text: str, kinds: set[str], locale: str, where: str) -> None:
        for word in set(re.findall(r"[a-z][a-z0-9_-]*", text)) & kinds:
            self.problems.append(f"{where} [{locale}]: the task kind {word!r} shown: {text!r}")


def _message(checker: Checker, msg: dict[str, Any], kinds: set[str], locale: str) -> None:
    check = checker.check
    check(msg["status_text"], locale, "status")
    checker.kinds(msg["status_text"], kinds, locale, "status")
    for title in msg["groups"].values():
        check(title, locale, "group title")
    for a in msg["legal"]:
        check(a["label"], locale, f"label of {a['text']!r}")
        if a["label"] == a["text"] and " " in a["text"]:
            checker.problems.append(f"label [{locale}]: only the notation {a['text']!r}")
        for arg in a["args"].values():
            check(arg.get("name"), locale, f"argument of {a['text']!r}")
    for entry in msg["log"][-8:]:
        check(entry.get("label"), locale, f"log step {entry['step']}")
        for ev in entry["events"]:
            check(ev.get("text"), locale, f"event {ev.get('kind')}")


def _terminal(checker: Checker, game: Game[Any], state: State[Any], seat: int | None, locale: str) -> None:
    out = io.StringIO()
    console = Console(file=out, width=120, color_system=None, force_terminal=False)
    renderer_for(game)(state, seat, console, locale)
    if seat is not None and state.current_player() == seat:
        texts = game.texts()
        rows = []
        for a in state.legal_actions():
            d = game.describe_action(state, a)
            rows.append((texts.say(_group(d), locale), texts.say(d.label, locale), game.action_to_text(a)))
        for line in format_choices(rows, 120):  # the notation in brackets is the typed interface
            out.write(re.sub(r" \[[^\]]*\]", "", line) + "\n")
    text = out.getvalue()
    for line in text.splitlines():
        checker.check(line.strip(), locale, "terminal")


def _group(d: Any) -> Any:
    from arena.core.text import Msg

    return Msg(f"group-{d.group or d.kind}")


def _refusals(checker: Checker, master: Master, foreign: list[str], locale: str) -> None:
    for text in foreign:
        try:
            master.parse(text)
        except ApiError as exc:
            fields = exc.fields(locale)
            checker.check(fields["message"], locale, f"refusal of {text!r}")
            checker.check(fields["translation"], locale, f"rule translation for {text!r}")


def _same_for_what_they_cannot_see(
    checker: Checker, game: Game[Any], state: State[Any], rng: random.Random
) -> None:
    """What a seat reads (its status, its choices' labels) is the same in every state it
    cannot tell apart from this one: no sentence leaks a hidden card."""
    from arena.core.describe import describe_legal

    texts = game.texts()
    player = state.current_player()
    for seat in range(game.num_players):
        alt = state.resample_hidden(seat, random.Random(rng.random()))
        mine = texts.say(game.status(state, seat), "en")
        theirs = texts.say(game.status(alt, seat), "en")
        if mine != theirs:
            checker.problems.append(
                f"status of seat {seat} depends on what it cannot see: {mine!r} / {theirs!r}"
            )
        if seat == player and describe_legal(game, state, "en") != describe_legal(game, alt, "en"):
            checker.problems.append(f"seat {seat}'s choices are described from what it cannot see")


def _play(game: Game[Any], seed: int, checker: Checker) -> None:
    rng = random.Random(seed)
    master = Master.new(game, seed, range(game.num_players))
    kinds = _task_kinds(master.state)
    foreign: list[str] = []
    seats: list[int | None] = [*range(game.num_players), None]
    for step in range(STEPS):
        state = master.state
        if state.is_terminal():
            break
        player = state.current_player()
        every = step % 4 == 0
        for locale in LOCALES:
            for seat in seats if every else [player]:
                _message(checker, master.seat_view(seat, locale), kinds, locale)
            if every:
                _terminal(checker, game, state, player if player >= 0 else None, locale)
                _refusals(checker, master, foreign[-3:], locale)
        if every and player >= 0:
            _same_for_what_they_cannot_see(checker, game, state, rng)
        legal = state.legal_actions()
        action = harness.choose(state, rng)
        others = [a for a in legal if a != action]
        if others:
            foreign.append(game.action_to_text(rng.choice(others)))
        change = master.play([(player, action, None)])
        master.commit(change)


@pytest.mark.parametrize(("game_id", "options"), harness.config_params())
def test_every_sentence_is_said_in_every_locale(game_id: str, options: dict[str, Any]) -> None:
    game = harness.load_game(game_id, options)
    texts = game.texts()
    checker = Checker(game)
    for seed in SEEDS:
        _play(game, seed, checker)
    misses = sorted(texts.misses)
    texts.misses.clear()
    assert not misses, f"{game_id}: the catalog lacks {len(misses)}: {misses[:20]}"
    assert not checker.problems, "\n".join(checker.problems[:30])
    assert checker.seen > 50, "the games showed almost nothing to read"


def test_the_checker_catches_each_kind_of_raw_text() -> None:
    """The completeness checks can fail: each kind of raw text is caught."""
    game = harness.load_game("tictactoe", {})
    checker = Checker(game)
    checker.ids = {"horn_of_wrath"}
    checker.check("P1 takes {'card': 3}", "en", "t")
    checker.check("Take horn_of_wrath", "en", "t")
    checker.check("遊戲", "zh-Hans", "t")
    checker.check("游戏", "zh-Hant", "t")
    checker.check("Play 农民", "en", "t")
    checker.check("玩家 1", "zh-Hans", "t")  # fine
    checker.kinds("waiting for choose_hero", {"choose_hero"}, "en", "t")
    assert len(checker.problems) == 6, checker.problems
