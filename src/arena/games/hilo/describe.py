"""What players read of Hi-Lo Duel: each action as data, the status line, the rules cited."""

from __future__ import annotations

from arena.core.describe import ActionInfo, info
from arena.core.text import Msg, RuleText, Seat, msg
from arena.games.hilo.actions import Action

RULES = {
    "play": RuleText(
        "Hi-Lo Duel, trick", "Play a card from your hand: the leader first, then the other seat."
    ),
    "deal": RuleText("Hi-Lo Duel, set-up", "Deal one card at a time, alternating, seat 0 first."),
    "die": RuleText("Hi-Lo Duel, trick", "The die decides whether the higher or the lower card wins."),
}
TASK_STATUS = {
    "lead": ("hilo-status-lead", "hilo-status-lead-other"),
    "follow": ("hilo-status-follow", "hilo-status-follow-other"),
}


def describe(action: Action, player: int) -> ActionInfo:
    """An action of ``player`` (a play), or a chance outcome (a deal to ``player``, a die)."""
    if action.kind == "play":
        return info("play", msg("hilo-play", value=action.value), value=action.value)
    if action.kind == "deal":
        return info(
            "deal",
            msg("hilo-deal", player=Seat(player), value=action.value),
            hidden=msg("hilo-deal-hidden", player=Seat(player)),
            value=action.value,
        )
    return info("die", msg("hilo-die", face=action.value), face=action.value)


def status(task_kind: str, player: int, seat: int | None) -> Msg:
    """The decision awaited: leading or answering a trick."""
    mine, other = TASK_STATUS.get(task_kind, ("status-your-turn", "status-to-move"))
    return msg(mine) if seat == player else msg(other, player=Seat(player))
