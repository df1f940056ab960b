"""Why an action is refused: a reason code, a sentence and the seed 002 rule it breaks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.errors import IllegalActionError
from arena.core.flow import CHANCE, Task
from arena.games.knockdown.actions import CHANCE_KINDS, Action, Kind

if TYPE_CHECKING:
    from arena.games.knockdown.state import KnockdownState

RULE = {
    Kind.KEEP: 'seed 002, "游戏设置" step 4',
    Kind.FACEUP: 'seed 002, "游戏设置" step 4',
    Kind.DRAFT: 'seed 002, "游戏设置" step 6',
    Kind.MOVE: 'seed 002, "行动 I. 移动"',
    Kind.ATTACK: 'seed 002, "行动 II. 攻击"',
    Kind.COMBO: 'seed 002, "行动 III. 组合技"',
    Kind.SPECIAL: 'seed 002, "如何执行一次特殊攻击"',
    Kind.DASH: 'seed 002, "如何突进"',
    Kind.PAY: 'seed 002, "如何执行一次特殊攻击"',
    Kind.END: 'seed 002, "行动 III. 组合技"; research A-6',
    Kind.BLOCK_REDUCE: 'seed 002, "格挡"',
    Kind.BLOCK_CANCEL: 'seed 002, "格挡"',
    Kind.PASS: 'seed 002, "格挡"',
    Kind.DISCARD: 'seed 002, "手牌上限"',
    Kind.PLACE: 'seed 002, "其他规则"; research A-11/A-12',
    Kind.KNOCKOUT: 'seed 002, "攻击流程" step 3',
    Kind.SPARE: 'seed 002, "攻击流程" step 3',
    Kind.IGNORE: 'seed 002, "格挡"; research A-9',
}
WAITING_FOR = {
    "keep_dealt_skill": "keep a skill card",
    "keep_passed_skill": "keep a passed skill card",
    "choose_faceup": "choose the face-up skill card",
    "draft": "take a card in the opening draft",
    "turn": "take an action",
    "combo": "continue the combo",
    "pay_special": "pay the special attack",
    "dash_step": "step after a dash",
    "block_window": "block or respond",
    "discard": "discard a card",
    "shift": "place a moved fighter",
    "teleport": "choose a teleport destination",
    "knockout_offer": "force a knockout check or not",
    "ignore_wounds": "choose the wounds the block ignores",
}


def refusal(state: KnockdownState, action: Action) -> IllegalActionError | None:
    """``None`` when ``action`` is legal in ``state``, else the error explaining why not."""
    obj: object = action
    if not isinstance(obj, Action):
        return IllegalActionError(
            f"{action!r} is not a knockdown action", reason="not-an-action", rule="knockdown"
        )
    if state.winner >= 0:
        return IllegalActionError("the match is over", reason="game-over", rule=state.END_RULE)
    if action in state.legal_actions():
        return None
    top = state.stack[-1]
    text = state.game.action_to_text(action)
    if state.FLOW.roles[type(top)] == CHANCE:
        return IllegalActionError(
            f"{text} is not a chance outcome here", reason="not-an-outcome", rule="chance node"
        )
    if action.kind in CHANCE_KINDS:
        return IllegalActionError(
            f"{text} is chance's, not a player's", reason="chance-only", rule="chance node"
        )
    reason, why = _why(state, top, action)
    waiting = WAITING_FOR.get(top.kind, top.kind)
    player = state.current_player()
    return IllegalActionError(
        f"{text}: {why} (player {player + 1} must {waiting})",
        reason=reason,
        rule=RULE.get(action.kind, "knockdown"),
    )


def _why(state: KnockdownState, top: Task, a: Action) -> tuple[str, str]:
    t, k = top.kind, a.kind
    p = state.current_player()
    hand = state.hands[p]
    if k == Kind.MOVE and t in ("turn", "dash_step"):
        if a.arg == state.cells[1 - p]:
            return "occupied", "you cannot stop in or pass through the opponent's cell"
        return "not-adjacent", "a move goes to an adjacent cell of the arena"
    if k == Kind.ATTACK and t == "turn":
        return "not-in-display", "attacks come only from the attack display"
    if k in (Kind.DASH, Kind.PAY, Kind.DISCARD, Kind.BLOCK_REDUCE, Kind.BLOCK_CANCEL) and a.arg not in hand:
        return "not-in-hand", "that card is not in your hand"
    if k == Kind.DASH and t == "combo":
        return "no-dash-symbol", "only a card with the dash symbol pays a dash"
    if k == Kind.PAY and t == "pay_special":
        return "cannot-pay", "that card's symbols do not help pay the remaining cost"
    if k in (Kind.BLOCK_REDUCE, Kind.BLOCK_CANCEL) and t == "block_window":
        return "cannot-block", "only assaults are blocked, with a block card, each option once"
    if k == Kind.SPECIAL and t in ("combo", "block_window"):
        return "special-unavailable", "not affordable, out of range, already used or not yours"
    if k == Kind.END and t == "combo":
        return "empty-combo", "a combo makes at least one dash or special attack"
    if k == Kind.COMBO and t == "turn":
        return "no-combo", "no special attack or dash is possible"
    return "wrong-phase", "not a decision you can make now"
