"""``GameInfo``: what a game is, readable without importing its rules (``arena games``)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class GameInfo:
    """Static facts about a game: identity, names, player counts and traits."""

    id: str
    names: dict[str, str]
    min_players: int
    max_players: int
    version: str
    chance: bool = False
    hidden_information: bool = False
    description: dict[str, str] = field(default_factory=dict)
    aliases: tuple[str, ...] = ()
    strong_agent: str = "mcts"
    """The agent spec offered first for an AI seat: the strongest measured at a playable pace
    (docs/ai.md)."""

    def name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.names.get("en") or self.id
