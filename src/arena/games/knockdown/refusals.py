"""Why an action is refused: a reason code, the sentence players read (``say``, in their
language), the seed 002 rule it breaks (``rule_id`` into ``describe.RULES``: the seed's
sentence and its translation), and an English ``message`` for logs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.errors import IllegalActionError
from arena.core.flow import CHANCE, Task
from arena.core.text import Cell, Msg, Ref, Seat, msg
from arena.games.knockdown import rules
from arena.games.knockdown.actions import CHANCE_KINDS, IGNORE_BASE, Action, Kind
from arena.games.knockdown.datamodel import AttackType
from arena.games.knockdown.describe import (
    TASK_RULE,
    card_msg,
    cost_msg,
    skill_ref,
    special_ref,
    status,
    symbols,
    task_rule,
    wounds,
)
from arena.games.knockdown.tasks import BlockWindow, IgnoreWounds, PaySpecial, Shift

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
"""The rule cited in ``IllegalActionError.rule`` by action kind (kept: tests and logs read it)."""


class Why:
    """One refusal: reason code, English explanation, the sentence players read, the rule."""

    __slots__ = ("reason", "rule_id", "say", "text")

    def __init__(self, reason: str, text: str, say: Msg, rule_id: str) -> None:
        self.reason, self.text, self.say, self.rule_id = reason, text, say, rule_id


def refusal(state: KnockdownState, action: Action) -> IllegalActionError | None:
    """``None`` when ``action`` is legal in ``state``, else the error explaining why not."""
    obj: object = action
    if not isinstance(obj, Action):
        return IllegalActionError(
            f"{action!r} is not a knockdown action",
            reason="not-an-action",
            rule="knockdown",
            say=msg("kd-refuse-not-an-action"),
        )
    if state.winner >= 0:
        return IllegalActionError(
            "the match is over",
            reason="game-over",
            rule=state.END_RULE,
            say=msg("refuse-game-over"),
            rule_id="match-end",
        )
    if action in state.legal_actions():
        return None
    top = state.stack[-1]
    text = state.game.action_to_text(action)
    if state.FLOW.roles[type(top)] == CHANCE:
        return IllegalActionError(
            f"{text} is not a chance outcome here",
            reason="not-an-outcome",
            rule="chance node",
            say=msg("refuse-not-an-outcome"),
            rule_id=task_rule(state, top),
        )
    if action.kind in CHANCE_KINDS:
        return IllegalActionError(
            f"{text} is chance's, not a player's",
            reason="chance-only",
            rule="chance node",
            say=msg("refuse-chance-only"),
            rule_id=task_rule(state, top),
        )
    why = _why(state, top, action)
    waiting = state.game.texts().say(status(state, state.current_player()), "en")
    return IllegalActionError(
        f"{text}: {why.text} ({waiting})",
        reason=why.reason,
        rule=RULE.get(action.kind, "knockdown"),
        say=why.say,
        rule_id=why.rule_id,
    )


def _why(state: KnockdownState, top: Task, a: Action) -> Why:
    t, k, x = top.kind, a.kind, a.arg
    g = state.game
    p = state.current_player()
    hand = state.hands[p]
    if k == Kind.MOVE and t in ("turn", "dash_step"):
        to = Cell(g.grid.name(x))
        if x == state.cells[1 - p]:
            return Why(
                "occupied",
                "you cannot stop in or pass through the opponent's cell",
                msg("kd-refuse-occupied", cell=to, player=Seat(1 - p)),
                "move-occupied",
            )
        return Why(
            "not-adjacent",
            "a move goes to an adjacent cell of the arena",
            msg("kd-refuse-not-adjacent", cell=to, here=Cell(g.grid.name(state.cells[p]))),
            "move-adjacent",
        )
    if k == Kind.ATTACK and t == "turn":
        return Why(
            "not-in-display",
            "attacks come only from the attack display",
            msg("kd-refuse-attack-not-in-display", card=card_msg(g, x)),
            "attack-display",
        )
    if k == Kind.DRAFT and t == "draft":
        return Why(
            "not-in-display",
            "the opening draft takes a card of the display",
            msg("kd-refuse-draft-not-in-display", card=card_msg(g, x)),
            "draft",
        )
    if k in (Kind.KEEP, Kind.FACEUP) and t in ("keep_dealt_skill", "keep_passed_skill", "choose_faceup"):
        key = "kd-refuse-faceup-not-kept" if k == Kind.FACEUP else "kd-refuse-keep-not-offered"
        return Why(
            "not-offered",
            "that skill card is not one you may choose",
            msg(key, skill=skill_ref(g, x)),
            TASK_RULE[t],
        )
    hand_kinds = (Kind.DASH, Kind.PAY, Kind.DISCARD, Kind.BLOCK_REDUCE, Kind.BLOCK_CANCEL)
    if k in hand_kinds and x not in hand:
        rule = {Kind.DASH: "dash", Kind.PAY: "special-cost", Kind.DISCARD: task_rule(state, top)}
        return Why(
            "not-in-hand",
            "that card is not in your hand",
            msg("kd-refuse-not-in-hand", card=card_msg(g, x)),
            rule.get(k, "block"),
        )
    if k == Kind.DASH and t == "combo":
        if x in g.tables.dashers:
            return Why(
                "no-free-cell",
                "no free cell to dash to",
                msg("kd-refuse-dash-no-cell", card=card_msg(g, x)),
                "move-occupied",
            )
        return Why(
            "no-dash-symbol",
            "only a card with the dash symbol pays a dash",
            msg("kd-refuse-no-dash-symbol", card=card_msg(g, x)),
            "dash",
        )
    if k == Kind.PAY and isinstance(top, PaySpecial):
        helps = rules.reductions(top.cost, state.symbols(x))
        key = "kd-refuse-pay-leaves" if helps else "kd-refuse-pay-no-match"
        return Why(
            "cannot-pay",
            "that card's symbols do not help pay the remaining cost",
            msg(key, card=card_msg(g, x), special=special_ref(g, top.special), cost=symbols(top.cost)),
            "special-cost",
        )
    if k in (Kind.BLOCK_REDUCE, Kind.BLOCK_CANCEL) and isinstance(top, BlockWindow):
        return _cannot_block(state, a)
    if k == Kind.SPECIAL and t in ("combo", "block_window"):
        return _special(state, top, x)
    if k == Kind.END and t == "combo":
        return Why(
            "empty-combo",
            "a combo makes at least one dash or special attack",
            msg("kd-refuse-empty-combo"),
            "combo-end",
        )
    if k == Kind.COMBO and t == "turn":
        return Why("no-combo", "no special attack or dash is possible", msg("kd-refuse-no-combo"), "combo")
    if k == Kind.PLACE and t in ("shift", "teleport"):
        to = Cell(g.grid.name(x))
        if isinstance(top, Shift):
            say = msg(f"kd-refuse-place-{top.mode}", cell=to, player=Seat(top.fighter))
            return Why("bad-destination", "not a cell this move may reach", say, task_rule(state, top))
        n = getattr(top, "n", 1)
        return Why(
            "bad-destination",
            "not a cell this teleport may reach",
            msg("kd-refuse-teleport", cell=to, n=n),
            "teleport",
        )
    if k == Kind.IGNORE and isinstance(top, IgnoreWounds):
        heavy, light = divmod(x, IGNORE_BASE)
        choices = tuple(wounds(*divmod(s, IGNORE_BASE)) for s in top.splits)
        return Why(
            "bad-split",
            "the block does not ignore those wounds",
            msg("kd-refuse-ignore", wounds=wounds(heavy, light), choices=choices),
            "block-reduce",
        )
    return Why(
        "wrong-phase",
        "not a decision you can make now",
        msg("kd-refuse-wrong-phase", waiting=status(state, p)),
        task_rule(state, top),
    )


def _cannot_block(state: KnockdownState, a: Action) -> Why:
    g = state.game
    p = state.current_player()
    ctx = state.attacks[-1]
    attack = state.attack_of(ctx)
    card = card_msg(g, a.arg)
    text = "only assaults are blocked, with a block card, each option once"
    if ctx.response or attack.type != AttackType.ASSAULT:
        name = card_msg(g, ctx.index) if ctx.source == "card" else special_ref(g, ctx.index)
        say = msg("kd-refuse-block-not-assault", attack=name, type=Ref("attack-type", attack.type.value))
        return Why("cannot-block", text, say, "block-assault")
    if a.arg not in g.tables.blockers:
        return Why("cannot-block", text, msg("kd-refuse-no-block-symbol", card=card), "block")
    done = ctx.reduce if a.kind == Kind.BLOCK_REDUCE else ctx.cancel
    if done:
        key = "kd-refuse-block-reduced" if a.kind == Kind.BLOCK_REDUCE else "kd-refuse-block-cancelled"
        return Why("cannot-block", text, msg(key), "block-both")
    return Why("cannot-block", text, msg("kd-refuse-wrong-phase", waiting=status(state, p)), "block")


def _special(state: KnockdownState, top: Task, index: int) -> Why:
    """A special attack the combo or the block window does not offer: whose, which kind, used
    already, tokens, cost, range (the first that fails)."""
    g = state.game
    p = state.current_player()
    sp = g.specials[index]
    name = special_ref(g, index)
    text = "not affordable, out of range, already used or not yours"
    why = "special-unavailable"
    mine = [i for i, _ in g.side_specials[p]]
    if index not in mine:
        return Why(why, text, msg("kd-refuse-special-not-yours", special=name), "combo")
    response = sp.type == AttackType.RESPONSE
    if top.kind == "combo" and response:
        return Why(why, text, msg("kd-refuse-special-response-only", special=name), "response")
    if top.kind == "block_window":
        ctx = state.attacks[-1]
        if not response:
            return Why(why, text, msg("kd-refuse-special-not-response", special=name), "response")
        if ctx.response or ctx.responded:
            return Why(why, text, msg("kd-refuse-special-responded"), "response")
    else:
        used = state.combo_specials
        per_turn = g.opts.special_limit == "turn"
        if per_turn:
            used = used + state.turn_specials
        if index in used:
            key = "kd-refuse-special-used-turn" if per_turn else "kd-refuse-special-used"
            return Why(why, text, msg(key, special=name), "special-once")
    tokens = state.tokens[p]
    for token, need in sorted(sp.tokens.items()):
        if tokens.get(token, 0) < need:
            say = msg("kd-refuse-special-tokens", special=name, cost=cost_msg(sp), have=tokens.get(token, 0),
                      token=Ref("token", token))  # fmt: skip
            return Why(why, text, say, "special-cost")
    if not rules.can_pay(tuple(sorted(sp.cost)), tuple(state.symbols(c) for c in state.hands[p])):
        return Why(why, text, msg("kd-refuse-special-cost", special=name, cost=cost_msg(sp)), "special-cost")
    return Why(why, text, msg("kd-refuse-special-range", special=name, player=Seat(1 - p)), "attack-range")
