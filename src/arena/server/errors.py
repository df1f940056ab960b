"""The API's one error shape: ``{"error": {"reason", "message", "rule", "quote", "translation"}}``
with a 4xx status, its sentences in the reader's language.

``message`` is the refusal said in the request's locale (``?lang=`` or ``Accept-Language``);
``rule`` cites the rule broken, ``quote`` is the seed's sentence and ``translation`` its
translation, when the game's table of rules has them."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qsl

from pydantic import ValidationError

from arena.core.errors import ArenaError, OptionsError
from arena.core.text import DEFAULT_LOCALE, Msg, core_catalog, locale_of, msg

if TYPE_CHECKING:
    from arena.core.text import Catalog


class ApiError(Exception):
    """A refusal the client must see: HTTP status, kebab-case reason, message, rule; ``say``
    (or the engine's ``error``, said by the game's ``texts``) in the reader's language."""

    def __init__(
        self,
        status: int,
        reason: str,
        message: str,
        rule: str | None = None,
        *,
        say: Msg | None = None,
        error: ArenaError | None = None,
        texts: Catalog | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.reason = reason
        self.message = message
        self.rule = rule or None
        self.say = say
        self.error = error
        self.texts = texts

    @classmethod
    def from_arena(cls, exc: ArenaError, status: int = 422, *, texts: Catalog | None = None) -> ApiError:
        """``exc`` as a refusal; an error the engine does not say itself (an unknown game,
        options, an agent spec, a hint query) is said by the core's sentence for its reason."""
        say = exc.say if exc.say is not None else arena_say(exc)
        return cls(status, exc.reason, exc.message, exc.rule or None, say=say, error=exc, texts=texts)

    def fields(self, locale: str = DEFAULT_LOCALE) -> dict[str, Any]:
        texts = self.texts or core_catalog()
        if self.error is not None and self.error.say is not None:
            said = texts.refusal(self.error, locale)
            return {**said, "reason": self.reason, "rule": said["rule"] or self.rule}
        message = texts.say(self.say, locale) if self.say is not None else self.message
        return {
            "reason": self.reason,
            "message": message,
            "rule": self.rule,
            "quote": None,
            "translation": None,
        }

    def body(self, locale: str = DEFAULT_LOCALE) -> dict[str, Any]:
        """The HTTP response body."""
        return {"error": self.fields(locale)}

    def ws_message(self, locale: str = DEFAULT_LOCALE) -> dict[str, Any]:
        """The websocket message."""
        return {"type": "error", **self.fields(locale)}


def request_locale(query_lang: str | None, accept_language: str | None) -> str:
    """The locale of a request: ``?lang=`` first, then the first ``Accept-Language`` tag."""
    if query_lang:
        return locale_of(query_lang)
    if accept_language:
        first = accept_language.split(",")[0].split(";")[0].strip()
        return locale_of(first)
    return DEFAULT_LOCALE


def scope_locale(scope: Mapping[str, Any]) -> str:
    """:func:`request_locale` of an ASGI scope (the middlewares answer before any route)."""
    query = dict(parse_qsl(scope.get("query_string", b"").decode("latin-1")))
    headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", ())}
    return request_locale(query.get("lang"), headers.get("accept-language"))


def validation_error(errors: Any) -> ApiError:
    """A 400 ``bad-request`` naming pydantic's first complaint (request bodies, ws messages),
    said as one sentence naming the field and the problem."""
    first = errors[0] if errors else {}
    where = ".".join(str(p) for p in first.get("loc", ()) if p != "body")
    text = first.get("msg", "invalid request")
    return ApiError(
        400, "bad-request", f"{where}: {text}" if where else str(text), say=field_problem(first, where)
    )


_LIMITS = {
    "greater_than_equal": ("server-field-at-least", "ge"),
    "greater_than": ("server-field-more-than", "gt"),
    "less_than_equal": ("server-field-at-most", "le"),
    "less_than": ("server-field-less-than", "lt"),
    "string_too_short": ("server-field-short", "min_length"),
    "string_too_long": ("server-field-long", "max_length"),
    "too_short": ("server-field-few", "min_length"),
    "too_long": ("server-field-many", "max_length"),
}
"""Pydantic's bounds: the sentence and the ``ctx`` entry holding the bound."""
_KINDS = {
    "missing": "server-field-missing",
    "extra_forbidden": "server-field-extra",
    "int_type": "server-field-integer",
    "int_parsing": "server-field-integer",
    "int_from_float": "server-field-integer",
    "float_type": "server-field-number",
    "float_parsing": "server-field-number",
    "finite_number": "server-field-number",
    "bool_type": "server-field-bool",
    "bool_parsing": "server-field-bool",
    "string_type": "server-field-text",
    "dict_type": "server-field-object",
    "model_type": "server-field-object",
    "model_attributes_type": "server-field-object",
    "list_type": "server-field-list",
    "union_tag_not_found": "server-field-missing",
}
"""Pydantic's error types said by a sentence naming the field only."""
_QUOTED = re.compile(r"'([^']*)'")


def field_problem(error: Mapping[str, Any], where: str) -> Msg:
    """Pydantic's complaint ``error`` about the field ``where`` as one sentence."""
    kind = str(error.get("type", ""))
    ctx: Mapping[str, Any] = error.get("ctx") or {}
    if kind == "json_invalid":
        return msg("server-not-json", detail=str(ctx.get("error", "")))
    if kind in ("union_tag_not_found", "union_tag_invalid"):  # the tag names the message's kind
        where = ".".join(p for p in (where, str(ctx.get("discriminator", "")).strip("'")) if p)
    if not where:
        return msg("server-body-missing") if kind == "missing" else msg("server-body-invalid")
    if kind in _KINDS:
        return msg(_KINDS[kind], field=where)
    if kind in _LIMITS and _LIMITS[kind][1] in ctx:
        key, bound = _LIMITS[kind]
        return msg(key, field=where, limit=_number(ctx[bound]))
    if kind in ("literal_error", "enum", "union_tag_invalid"):
        expected = str(ctx.get("expected_tags") or ctx.get("expected") or "")
        return msg("server-field-one-of", field=where, expected=tuple(_QUOTED.findall(expected)) or expected)
    detail = str(error.get("msg", "")).removeprefix("Value error, ")
    return msg("server-field-invalid", field=where, detail=detail)


def _number(value: Any) -> str:
    """A bound as notation (no grouping: ``9223372036854775807``, ``0.5``)."""
    return f"{value:g}" if isinstance(value, float) else str(value)


def arena_say(exc: ArenaError) -> Msg | None:
    """The core's sentence for an engine error that carries none (``None``: none fits)."""
    if isinstance(exc, OptionsError) and isinstance(exc.__cause__, ValidationError):
        first = exc.__cause__.errors()[0]
        loc = [str(p) for p in first.get("loc", ())]
        if loc:
            return field_problem(first, ".".join(["options", *loc]))
        return msg("server-bad-options", detail=str(first.get("msg", "")).removeprefix("Value error, "))
    if exc.reason == "bad-options":
        return msg("server-bad-options", detail=exc.message)
    if exc.reason == "bad-agent":
        return msg("server-bad-agent-spec")
    if exc.reason in ("unknown-game", "no-hints", "bad-hint-query"):
        return msg(f"server-{exc.reason}")
    return None
