"""The terminal's commands beside a choice: ``help [verb]`` and what a verb means.

A *verb* is the first word of an action's notation (``move 1 -1``: ``move``). ``help`` lists the
commands and the verbs that can be played now; ``help move`` says what the verb does, from the
game's own strings (``help-verb-<verb>`` in its catalog, in the player's language), and lists the
choices it has now.
"""

from __future__ import annotations

from typing import Any

from arena.core.game import Game
from arena.core.state import State
from arena.core.text import Catalog, msg


def verb_of(text: str) -> str:
    """The verb of an action's notation."""
    return text.split(maxsplit=1)[0] if text.strip() else ""


def verbs_now(game: Game[Any], legal: list[Any]) -> list[str]:
    """The verbs of the legal actions, in their first appearance's order."""
    seen: dict[str, None] = {}
    for action in legal:
        seen.setdefault(verb_of(game.action_to_text(action)), None)
    return [v for v in seen if v]


def verb_numbers(game: Game[Any], legal: list[Any], verb: str) -> list[int]:
    """The list numbers (from 1) of the legal actions with ``verb``."""
    return [i for i, a in enumerate(legal, start=1) if verb_of(game.action_to_text(a)) == verb]


def verb_help(texts: Catalog, verb: str, locale: str) -> str | None:
    """What the game says ``verb`` does, or ``None`` when it says nothing of it."""
    key = f"help-verb-{verb}"
    return texts.say(msg(key), locale) if texts.has(key) else None


def legal_rows(
    game: Game[Any], state: State[Any], legal: list[Any], texts: Catalog, locale: str
) -> list[tuple[str, str, str]]:
    """(group title, label, notation) of each legal action, in the player's language."""
    rows = []
    for action in legal:
        info = game.describe_action(state, action)
        key = f"group-{info.group or info.kind}"
        group = texts.say(msg(key), locale) if texts.has(key) else (info.group or info.kind)
        rows.append((group, texts.say(info.label, locale), game.action_to_text(action)))
    return rows
