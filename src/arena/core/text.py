"""What a player reads: locales, sentences, references to a game's named things, and the
catalog that says them in a locale.

Rules never build display strings. They build :class:`Msg` values (a message key and its
arguments) and :class:`Ref` values (a card, an enemy, a character... by data id); a
:class:`Catalog` turns them into text in one of :data:`LOCALES`, from Project Fluent files
(``strings/<locale>.ftl``, one set for the core and one beside each game's data) and from the
names in the game's data. Simplified Chinese is the maintained Chinese; Traditional is derived
from it by OpenCC (``s2tw``), so no file mixes the two scripts.

A catalog records what it could not say (a missing key, an unknown id) in :attr:`Catalog.misses`:
the completeness test plays games through it and fails on any miss.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Union

from arena.core.errors import ArenaError

LOCALES: tuple[str, ...] = ("en", "fr", "zh-Hans", "zh-Hant")
"""Every locale Arena speaks (BCP 47 tags)."""
DEFAULT_LOCALE = "en"
_ALIASES = {
    "en": "en",
    "fr": "fr",
    "zh": "zh-Hans",
    "zh-hans": "zh-Hans",
    "zh-cn": "zh-Hans",
    "zh-sg": "zh-Hans",
    "zh-hans-cn": "zh-Hans",
    "zh-hant": "zh-Hant",
    "zh-tw": "zh-Hant",
    "zh-hk": "zh-Hant",
    "zh-mo": "zh-Hant",
    "zh-hant-tw": "zh-Hant",
}
CORE_STRINGS = Path(__file__).with_name("strings")
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


class LocaleError(ArenaError):
    """A language tag Arena does not speak."""

    reason = "bad-locale"


def locale_of(tag: str | None, *, strict: bool = False) -> str:
    """The locale a BCP 47 ``tag`` names (``zh`` is ``zh-Hans``; ``fr-CA`` is ``fr``).

    An empty or unknown tag is English, or a :class:`LocaleError` with ``strict``."""
    if not tag:
        return DEFAULT_LOCALE
    low = tag.strip().replace("_", "-").lower()
    if low in _ALIASES:
        return _ALIASES[low]
    head = low.split("-")[0]
    if head in ("en", "fr"):
        return head
    if strict:
        raise LocaleError(f"unknown language {tag!r}: one of {', '.join(LOCALES)}")
    return DEFAULT_LOCALE


# -- what rules build ------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Ref:
    """A named thing of a game's data (``kind`` is its table: card, enemy, site, character...)."""

    kind: str
    id: str


@dataclass(frozen=True, slots=True)
class Cell:
    """A square of a grid board, in the game's notation (``c4``)."""

    id: str


@dataclass(frozen=True, slots=True)
class Hex:
    """A space of a hex map in axial coordinates."""

    q: int
    r: int


@dataclass(frozen=True, slots=True)
class Seat:
    """A seat of the game, said as the player's name ("Player 2")."""

    index: int


Arg = Union["Msg", Ref, Cell, Hex, Seat, int, float, str, "tuple[Arg, ...]"]
"""What a message argument may be: a sentence, a named thing, a place, a seat, a number, plain
text (notation, a number's text: never words), or a list of those (said as a list)."""


@dataclass(frozen=True, slots=True)
class Msg:
    """A sentence: a message key of the catalog and its arguments (hashable, locale-free)."""

    key: str
    args: tuple[tuple[str, Arg], ...] = ()

    def arg(self, name: str) -> Arg | None:
        for k, v in self.args:
            if k == name:
                return v
        return None


def msg(key: str, /, **args: Arg) -> Msg:
    """``Msg(key, args)`` from keyword arguments."""
    return Msg(key, tuple(args.items()))


# -- Traditional from Simplified -----------------------------------------------------------------------
@cache
def _converter(config: str) -> Any:
    import opencc  # a compiled extension: imported on the first Chinese text

    return opencc.OpenCC(config)


def to_traditional(text: str) -> str:
    """Simplified Chinese text in Traditional characters (Taiwan standard, OpenCC ``s2tw``)."""
    return str(_converter("s2tw").convert(text)) if text else text


def to_simplified(text: str) -> str:
    """Traditional Chinese text in Simplified characters (OpenCC ``t2s``)."""
    return str(_converter("t2s").convert(text)) if text else text


def traditional_only(text: str) -> str:
    """The characters of ``text`` that are Traditional forms only: OpenCC simplifies them and
    leaves them as they are when asked for Traditional (遊, 將). Whole strings are not compared:
    both conversions are phrase-based and not idempotent (坏 → 坯, 紧接着 → 紧接著)."""
    return "".join(c for c in _CJK.findall(text) if to_simplified(c) != c and to_traditional(c) == c)


def is_simplified(text: str) -> bool:
    """Whether ``text`` holds no Traditional-only character."""
    return not traditional_only(text)


def localized_names(names: Mapping[str, str]) -> dict[str, str]:
    """A data file's names (``en``, ``fr``, ``zh`` in Simplified) in every locale; a missing
    locale is left out (the catalog falls back to English and records the miss)."""
    out = {k: v for k, v in names.items() if k in ("en", "fr")}
    zh = names.get("zh-Hans") or names.get("zh")
    if zh:
        out["zh-Hans"] = zh
        out["zh-Hant"] = names.get("zh-Hant") or to_traditional(zh)
    return out


# -- the catalog -----------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class RuleText:
    """A rule a refusal cites: the citation (``seed 001, "地形消耗"``) and the seed's sentence."""

    cite: str
    quote: str


SAID_CACHE = 20_000
"""Formatted sentences a catalog keeps (then it starts again): bounded memory."""


class Catalog:
    """Says :class:`Msg`, :class:`Ref` and the other arguments in a locale.

    ``dirs`` hold ``<locale>.ftl`` and ``<part>.<locale>.ftl`` files (later directories
    override earlier ones);
    ``names`` maps a kind and an id to names by locale (``localized_names``); ``rules`` maps
    a rule id to its citation and quote (translated by the message ``rule-<id>``)."""

    def __init__(
        self,
        dirs: Iterable[Path],
        names: Mapping[str, Mapping[str, Mapping[str, str]]] | None = None,
        rules: Mapping[str, RuleText] | None = None,
    ) -> None:
        self.dirs = tuple(dirs)
        self.names = names or {}
        self.rules = rules or {}
        self.misses: set[tuple[str, str]] = set()
        """(locale, key) pairs asked for and not found (``name:kind:id`` for names)."""
        self._bundles: dict[str, Any] = {}
        self._said: dict[tuple[Msg, str], str] = {}
        """Sentences already formatted (the same ones recur in every room and every view)."""

    # -- sources ----------------------------------------------------------------------------------
    def source(self, locale: str) -> str:
        """The Fluent text of ``locale``: every directory's file, zh-Hant derived."""
        if locale == "zh-Hant":
            return to_traditional(self.source("zh-Hans"))
        parts: list[str] = []
        for d in self.dirs:
            files = [d / f"{locale}.ftl", *sorted(d.glob(f"*.{locale}.ftl"))]
            parts.extend(f.read_text(encoding="utf-8") for f in files if f.is_file())
        return "\n".join(parts)

    def _bundle(self, locale: str) -> Any:
        b = self._bundles.get(locale)
        if b is None:
            from fluent.runtime import FluentBundle, FluentResource

            lang = {"zh-Hans": "zh", "zh-Hant": "zh"}.get(locale, locale)
            b = FluentBundle([lang], use_isolating=False)
            b.add_resource(FluentResource(self.source(locale)), allow_overrides=True)
            self._bundles[locale] = b
        return b

    def has(self, key: str, locale: str = DEFAULT_LOCALE) -> bool:
        return bool(self._bundle(locale).has_message(key))

    def keys(self, locale: str = DEFAULT_LOCALE) -> set[str]:
        """Every message key of ``locale``."""
        return set(self._bundle(locale)._messages)

    # -- saying -------------------------------------------------------------------------------------
    def say(self, value: Arg | None, locale: str) -> str:
        """``value`` as text in ``locale`` (English where the locale lacks a key: recorded)."""
        if value is None:
            return ""
        if isinstance(value, Msg):
            return self._format(value, locale)
        if isinstance(value, Ref):
            return self.name(value.kind, value.id, locale)
        if isinstance(value, Seat):
            return self._format(Msg("seat", (("n", value.index + 1),)), locale)
        if isinstance(value, Cell):
            return value.id
        if isinstance(value, Hex):
            return f"({value.q}, {value.r})"
        if isinstance(value, tuple):
            sep = self._format(Msg("list-separator"), locale) if value else ""
            return sep.join(self.say(v, locale) for v in value)
        if isinstance(value, float) and value.is_integer():
            return str(int(value))
        return str(value)

    def name(self, kind: str, id_: str, locale: str) -> str:
        """The name of ``kind`` ``id_`` in ``locale`` (English, then the id: recorded)."""
        names = self.names.get(kind, {}).get(id_)
        if names is None:
            self.misses.add((locale, f"name:{kind}:{id_}"))
            return id_
        got = names.get(locale)
        if got:
            return got
        self.misses.add((locale, f"name:{kind}:{id_}"))
        return names.get(DEFAULT_LOCALE) or id_

    def _format(self, m: Msg, locale: str) -> str:
        """``m`` formatted in ``locale``, memoised when nothing was missing (at most
        ``SAID_CACHE`` sentences kept)."""
        try:
            return self._said[(m, locale)]
        except KeyError:
            pass
        except TypeError:  # an unhashable argument: formatted every time
            return self._format_now(m, locale)
        missed = len(self.misses)
        text = self._format_now(m, locale)
        if len(self.misses) == missed:  # a sentence with a miss is formatted (and recorded) again
            if len(self._said) >= SAID_CACHE:
                self._said.clear()
            self._said[(m, locale)] = text
        return text

    def _format_now(self, m: Msg, locale: str) -> str:
        bundle = self._bundle(locale)
        if not bundle.has_message(m.key):
            self.misses.add((locale, m.key))
            if locale != DEFAULT_LOCALE:
                return self._format(m, DEFAULT_LOCALE)
            return m.key
        args: dict[str, Any] = {}
        for k, v in m.args:
            args[k] = v if isinstance(v, int | float) and not isinstance(v, bool) else self.say(v, locale)
        message = bundle.get_message(m.key)
        if message.value is None:
            self.misses.add((locale, m.key))
            return m.key
        text, errors = bundle.format_pattern(message.value, args)
        if errors:
            self.misses.add((locale, f"{m.key}: {errors[0]}"))
        return str(text)

    # -- refusals -------------------------------------------------------------------------------------
    def refusal(self, error: ArenaError, locale: str) -> dict[str, str | None]:
        """An error as the player reads it: its reason code, the sentence, the rule cited, the
        seed's sentence and its translation (``None`` where the error cites no rule text)."""
        said = self.say(error.say, locale) if error.say is not None else error.message
        rule = self.rules.get(error.rule_id) if error.rule_id else None
        out: dict[str, str | None] = {
            "reason": error.reason,
            "message": said,
            "rule": rule.cite if rule else (error.rule or None),
            "quote": rule.quote if rule else None,
            "translation": None,
        }
        if rule is not None:
            out["translation"] = self.say(Msg(f"rule-{error.rule_id}"), locale)
        return out


def read_rules(path: Path) -> dict[str, RuleText]:
    """A game's table of rules (``data/rules.yaml``: ``id: {cite, quote}``), the seed's own
    sentences that refusals cite; a DataError naming the file when it is malformed."""
    from arena.core.data import read_yaml
    from arena.core.errors import DataError

    raw = read_yaml(path)
    if not isinstance(raw, dict):
        raise DataError(
            f"{path}: a mapping of rule ids to {{cite, quote}} is expected", reason="invalid-data"
        )
    out: dict[str, RuleText] = {}
    for rule_id, entry in raw.items():
        if not isinstance(entry, dict) or set(entry) != {"cite", "quote"}:
            raise DataError(f"{path}: rule {rule_id!r} needs exactly cite and quote", reason="invalid-data")
        out[str(rule_id)] = RuleText(str(entry["cite"]), str(entry["quote"]))
    return out


@cache
def core_catalog() -> Catalog:
    """The catalog of the core's own sentences (seats, chance, generic refusals)."""
    return Catalog([CORE_STRINGS])
