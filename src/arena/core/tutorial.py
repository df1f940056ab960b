"""Tutorials: a guided first game, as data.

A :class:`Tutorial` is a scripted start (options and seed) and ordered :class:`TutorialStep`\\ s.
Each step explains one rule (the message ``<messages>-<id>``, titled ``<messages>-<id>-title``;
``messages`` is the tutorial's prefix, ``tutorial`` by default), quotes the seed's own sentence
(``quote`` and ``cite``; translated by ``<messages>-<id>-quote``) and says what it expects:

- ``expect``: matchers on the described action (:class:`~arena.core.describe.ActionInfo`):
  ``{kind: play-powered, card: march}`` matches an action of that kind whose typed arguments
  include those values (a named thing by id, a hex as ``[q, r]``, a number, a flag);
- ``any``: any legal action of the listed kinds;
- neither: an info step, passed with Next.

``highlight`` names what to click (``web``: a CSS selector; ``terminal``: a hint, notation);
``auto`` lists actions the script plays itself once the step's action is played (a forced
choice). Tutorials are read from YAML and validated; a malformed file is a located DataError.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import Field, PrivateAttr, ValidationError, field_validator, model_validator

from arena.core.data import Strict, located_error, read_yaml
from arena.core.describe import ActionInfo
from arena.core.errors import ArenaError, DataError
from arena.core.text import Catalog, Hex, Msg, Ref, Seat, msg

if TYPE_CHECKING:
    from arena.core.game import Game
    from arena.core.state import State

NEXT = "tutorial:next"
"""The action text that passes an info step (the server's and the terminal's Next)."""
_ID = re.compile(r"^[a-z][a-z0-9-]*$")


class Highlight(Strict):
    """What to click: a CSS selector for the web client, a hint for the terminal."""

    web: str = ""
    terminal: str = ""


class TutorialStep(Strict):
    """One step: its rule text, the seed's sentence, what it expects and what to highlight."""

    id: str
    cite: str = Field(min_length=1)
    quote: str = Field(min_length=1)
    expect: list[dict[str, Any]] = Field(default_factory=list)
    any: list[str] = Field(default_factory=list)
    highlight: Highlight = Field(default_factory=Highlight)
    auto: list[str] = Field(default_factory=list)
    names: dict[str, str] = Field(default_factory=dict)
    """Message arguments naming the game's things, ``kind:id`` (``card: card:march``): the
    texts say their names from the data, never their ids."""
    _prefix: str = PrivateAttr(default="tutorial")

    @field_validator("id")
    @classmethod
    def _id(cls, v: str) -> str:
        if not _ID.match(v):
            raise ValueError(f"step id {v!r} must be lower-case words joined by '-'")
        return v

    @field_validator("expect")
    @classmethod
    def _matchers(cls, v: list[dict[str, Any]]) -> list[dict[str, Any]]:
        for m in v:
            if not isinstance(m.get("kind"), str) or not m["kind"]:
                raise ValueError(f"a matcher needs a kind: {m!r}")
        return v

    @field_validator("names")
    @classmethod
    def _names(cls, v: dict[str, str]) -> dict[str, str]:
        for k, ref in v.items():
            kind, _, id_ = ref.partition(":")
            if not kind or not id_:
                raise ValueError(f"name {k!r}: {ref!r} is not kind:id")
        return v

    @model_validator(mode="after")
    def _shape(self) -> TutorialStep:
        if self.expect and self.any:
            raise ValueError(f"step {self.id!r}: expect or any, not both")
        if self.auto and self.info:
            raise ValueError(f"step {self.id!r}: an info step plays no auto actions")
        return self

    @property
    def info(self) -> bool:
        """An info step: read, then Next."""
        return not self.expect and not self.any

    def _say(self, key: str) -> Msg:
        refs = {k: Ref(*v.split(":", 1)) for k, v in self.names.items()}
        return Msg(key, tuple(refs.items()))

    @property
    def key(self) -> str:
        """The step's message key (its text); ``-title`` and ``-quote`` follow it."""
        return f"{self._prefix}-{self.id}"

    @property
    def title(self) -> Msg:
        return self._say(f"{self.key}-title")

    @property
    def text(self) -> Msg:
        return self._say(self.key)

    @property
    def translation(self) -> Msg:
        return Msg(f"{self.key}-quote")

    def message_keys(self) -> list[str]:
        """The catalog messages this step says."""
        return [f"{self.key}-title", self.key, f"{self.key}-quote"]


class Tutorial(Strict):
    """A guided game: the game's options and seed that make the script's position, its steps."""

    messages: str = Field("tutorial", pattern=r"^[a-z][a-z0-9-]*$")
    """The prefix of the steps' message keys (a game's strings may require its own)."""
    options: dict[str, Any] = Field(default_factory=dict)
    seed: int = Field(ge=0, le=2**63 - 1)
    steps: list[TutorialStep] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique(self) -> Tutorial:
        seen: set[str] = set()
        for s in self.steps:
            if s.id in seen:
                raise ValueError(f"step id {s.id!r} appears twice")
            seen.add(s.id)
            s._prefix = self.messages
        return self

    def step(self, index: int) -> TutorialStep | None:
        """Step ``index`` (0-based), ``None`` once the tutorial is over."""
        return self.steps[index] if 0 <= index < len(self.steps) else None

    def message_keys(self) -> list[str]:
        return [k for s in self.steps for k in s.message_keys()] + [
            "tutorial-not-this-step",
            "tutorial-press-next",
        ]

    def step_json(self, index: int, catalog: Catalog, locale: str) -> dict[str, Any] | None:
        """Step ``index`` as a client reads it, in ``locale`` (``None`` once over)."""
        s = self.step(index)
        if s is None:
            return None
        return {
            "step": index + 1,
            "of": len(self.steps),
            "id": s.id,
            "title": catalog.say(s.title, locale),
            "text": catalog.say(s.text, locale),
            "quote": s.quote,
            "citation": s.cite,
            "translation": catalog.say(s.translation, locale),
            "highlight": s.highlight.web,
            "next": s.info,
        }


def _arg_matches(value: Any, want: Any) -> bool:
    """Whether a typed action argument is the value a matcher names."""
    if isinstance(value, Ref):
        return bool(value.id == want)
    if isinstance(value, Hex):
        return isinstance(want, list | tuple) and list(want) == [value.q, value.r]
    if isinstance(value, Seat):
        return bool(value.index == want)
    if isinstance(value, tuple):
        return isinstance(want, list) and len(want) == len(value) and all(map(_arg_matches, value, want))
    if isinstance(value, bool) or isinstance(want, bool):
        return value is want
    return bool(value == want)


def matches(matcher: dict[str, Any], action: ActionInfo) -> bool:
    """Whether ``action`` is of the matcher's kind and has every argument it names."""
    if action.kind != matcher.get("kind"):
        return False
    args = dict(action.args)
    return all(k in args and _arg_matches(args[k], v) for k, v in matcher.items() if k != "kind")


def check(step: TutorialStep, action: ActionInfo | None) -> Msg | None:
    """``None`` when ``action`` (described; ``None`` for Next) is what ``step`` asks, else the
    sentence saying what the step asks instead."""
    if action is None:
        ok = step.info
    elif step.info:
        ok = False
    elif step.any:
        ok = action.kind in step.any
    else:
        ok = any(matches(m, action) for m in step.expect)
    if ok:
        return None
    if step.info:
        return msg("tutorial-press-next", step=step.title)
    return msg("tutorial-not-this-step", step=step.title)


def load_tutorial(path: Path) -> Tutorial:
    """The tutorial of ``path``; a DataError naming the file and the field when malformed."""
    raw = read_yaml(path)
    if not isinstance(raw, dict):
        raise DataError(f"{path}: a mapping with options, seed and steps is expected", reason="invalid-data")
    try:
        return Tutorial.model_validate(raw)
    except ValidationError as exc:
        raise located_error(path, exc) from None


@cache
def cached_tutorial(path: Path) -> Tutorial:
    """:func:`load_tutorial`, read once per path."""
    return load_tutorial(path)


def refusal(game: Game[Any], state: State[Any], step: TutorialStep, action: Any | None) -> ArenaError | None:
    """Why ``action`` (``None``: Next) cannot be played at ``step``: the game's own refusal when it
    is illegal, an error with reason ``tutorial-step`` when it is legal but not the step's; ``None``
    when it is the step's."""
    if action is not None:
        illegal = state.illegal_reason(action)
        if illegal is not None:
            return illegal
    why = check(step, game.describe_action(state, action) if action is not None else None)
    if why is None:
        return None
    english = game.texts().say(why, "en")
    return ArenaError(english, reason="tutorial-step", say=why)


def auto_actions(game: Game[Any], step: TutorialStep) -> list[Any]:
    """The actions the script plays itself after ``step``'s (a DataError if one does not parse)."""
    try:
        return [game.parse_action(text) for text in step.auto]
    except ArenaError as exc:
        raise DataError(f"tutorial step {step.id!r}: auto action: {exc}", reason="invalid-data") from None
