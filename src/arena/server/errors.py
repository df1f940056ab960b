"""The API's one error shape: ``{"error": {"reason", "message", "rule", "quote", "translation"}}``
with a 4xx status, its sentences in the reader's language.

``message`` is the refusal said in the request's locale (``?lang=`` or ``Accept-Language``);
``rule`` cites the rule broken, ``quote`` is the seed's sentence and ``translation`` its
translation, when the game's table of rules has them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arena.core.errors import ArenaError
from arena.core.text import DEFAULT_LOCALE, core_catalog, locale_of

if TYPE_CHECKING:
    from arena.core.text import Catalog, Msg


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
        return cls(status, exc.reason, exc.message, exc.rule or None, say=exc.say, error=exc, texts=texts)

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


def validation_error(errors: Any) -> ApiError:
    """A 400 ``bad-request`` naming pydantic's first complaint (request bodies, ws messages)."""
    first = errors[0] if errors else {}
    where = ".".join(str(p) for p in first.get("loc", ()) if p != "body")
    msg = first.get("msg", "invalid request")
    return ApiError(400, "bad-request", f"{where}: {msg}" if where else str(msg))
