"""Card, skill, reward and penalty effects, and the decisions they raise.

- Targets: 卡牌规则 ② "玩家打出的卡牌只对下家有效" (B-18: next / previous / any / all others).
- Action cards: 卡牌规则 ① "仅在地图回合中所使用...一次行动中仅可使用一张", effect at once (B-21).
- Equipment: 卡牌规则 ③ / B-20, equipped within the slots; "若玩家装备卡可以抵御玩家此回合受到的效果,
  则优先使用装备卡" and "若装备多张装备卡,能且仅能选择任意一张装备卡抵御作用效果"
  (``ResolveEffect``, ``ChooseAbsorber``).
- Restrictions: 卡牌规则 0 "某某角色不能使用、某某角色不受影响".
- Penalty rows (惩罚机制): "扣除此玩家角色生命及生命上限2点(马里奥为1点)", "暂停活动2回合",
  "此局减少角色一个装备槽" (B-9, ``DiscardExcess``), "给其余玩家每人1张卡牌(若手中的卡不足则按血量
  扣除,剩余玩家从牌堆中抽取卡牌)" (B-12, ``GiveCards``), "往后3次的奖励/惩罚游戏均直接触发惩罚机制"
  (B-10).
"""

from __future__ import annotations

from collections.abc import Callable

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.mapduel import rules
from arena.games.mapduel.actions import A
from arena.games.mapduel.datamodel import Effect, EffectKind, PassiveKind, Target
from arena.games.mapduel.deck import schedule_draw
from arena.games.mapduel.state import MapDuelState, emit, emit_private
from arena.games.mapduel.tasks import ChooseAbsorber, DiscardExcess, GiveCards, ResolveEffect, TakeCards

ABSORBABLE = ("damage", "steal", "skip", "move", "max_hp", "penalty")
SELF, ANY, NEXT, PREVIOUS = Target.SELF, Target.ANY, Target.NEXT, Target.PREVIOUS
ARMOR, HEALER, STEADY = PassiveKind.ARMOR, PassiveKind.HEALER, PassiveKind.STEADY
KIND_NAMES = {kind: kind.value for kind in EffectKind}
"""Each effect kind's plain string (what a ``ResolveEffect`` records)."""


# -- targets and card options ------------------------------------------------------------------
def targets_for(state: MapDuelState, p: int, effect: Effect) -> list[int]:
    """The target arguments of an action: another living player for ``any``, else none (-1)."""
    if effect.target == Target.ANY:
        return [q for q in state.living() if q != p]
    return [-1]


card_move: Callable[[MapDuelState, int, int, list[Event]], None] | None = None
"""The map's movement (``map_round.move``): a card's move is a move (规则 5). Set by ``flow``,
which wires the modules: this one cannot import the map round, which imports it."""


def resolve_targets(state: MapDuelState, p: int, effect: Effect, chosen: int) -> list[int]:
    target = effect.target
    if target == SELF:
        return [p]
    if target == ANY:
        return [chosen]
    if target == NEXT:
        return [state.next_alive(p)]
    if target == PREVIOUS:
        return [state.next_alive(p, -1)]
    first = state.next_alive(p)
    i = state.seat_order.index(first)
    rotation = state.seat_order[i:] + state.seat_order[:i]
    return [q for q in rotation if state.alive[q] and q != p]


def action_card_options(state: MapDuelState, p: int) -> list[A]:
    out = []
    for c in sorted(set(state.hands[p])):
        card = state.card(c)
        if card.action is not None and state.usable(p, c):
            out += [A("act", c, t) for t in targets_for(state, p, card.action)]
    return out


def equip_options(state: MapDuelState, p: int) -> list[A]:
    if len(state.equipment[p]) >= state.slots[p]:
        return []
    return [
        A("equip", c) for c in sorted(set(state.hands[p])) if state.card(c).equipment and state.usable(p, c)
    ]


def skill_card_options(state: MapDuelState, p: int) -> list[A]:
    out = []
    for c in sorted(set(state.hands[p])):
        card = state.card(c)
        if card.skill is not None and state.usable(p, c):
            out += [A("play", c, t) for t in targets_for(state, p, card.skill)]
    return out


# -- playing cards -----------------------------------------------------------------------------
def play_action_card(state: MapDuelState, p: int, action: A, events: list[Event]) -> None:
    """卡牌规则 ①: an action card, one per move, effect at once (B-21)."""
    state.hands[p].remove(action.arg)
    state.discard[action.arg] += 1
    card = state.card(action.arg)
    assert card.action is not None
    effect = card.action
    if events is not DISCARDED:
        ref = Ref("card", card.id)
        say = (msg("md-ev-act-on", player=Seat(p), card=ref, target=Seat(action.target))
               if action.target >= 0 else msg("md-ev-act", player=Seat(p), card=ref))  # fmt: skip
        emit(events, "act", f"p{p} plays {card.names.en}" + (f" on p{action.target}" if action.target >= 0 else ""),
             say, player=p, card=card.id, target=action.target)  # fmt: skip
    name = KIND_NAMES[effect.effect]
    state.push(
        *(
            ResolveEffect(p, q, name, effect.amount, action.arg, False)
            for q in resolve_targets(state, p, effect, action.target)
        )
    )


def equip(state: MapDuelState, p: int, c: int, events: list[Event]) -> None:
    state.hands[p].remove(c)
    state.equipment[p].append(c)
    state.equipment[p].sort()
    if events is not DISCARDED:
        cid = state.card_id(c)
        emit(events, "equip", f"p{p} equips {cid}", msg("md-ev-equip", player=Seat(p), card=Ref("card", cid)),
             player=p, card=cid)  # fmt: skip


# -- absorbing ---------------------------------------------------------------------------------
def absorbers(state: MapDuelState, effect: ResolveEffect) -> list[int]:
    """卡牌规则 ③: the equipped cards of the target that can stop this effect."""
    q, category = effect.target, effect.category
    if effect.source == q or category not in ABSORBABLE:
        return []
    if category == "max_hp" and effect.amount > 0:
        return []
    absorbs = state.game.tables.absorbs
    return sorted({c for c in state.equipment[q] if category in absorbs[c]})


def consume(state: MapDuelState, q: int, c: int, effect: str, events: list[Event]) -> None:
    state.equipment[q].remove(c)
    state.discard[c] += 1
    if events is not DISCARDED:
        cid = state.card_id(c)
        what = Ref("stopped", "penalty" if effect.startswith("pen-") else effect)  # describe.stopped
        say = msg("md-ev-absorb", player=Seat(q), card=Ref("card", cid), stopped=what)
        emit(events, "absorb", f"p{q}'s {cid} stops {effect}", say, player=q, card=cid, effect=effect)


def absorber_actions(state: MapDuelState, task: ChooseAbsorber) -> list[A]:
    return [A("absorb", c) for c in task.options]


def choose_absorber(state: MapDuelState, task: ChooseAbsorber, action: A, events: list[Event]) -> None:
    consume(state, task.player, action.arg, task.effect, events)


# -- resolving ---------------------------------------------------------------------------------
def resolve_effect(state: MapDuelState, effect: ResolveEffect, events: list[Event]) -> None:
    """An effect reaches its target: restrictions, then equipment, then the effect itself."""
    q = effect.target
    if not state.alive[q]:
        return
    if effect.card >= 0 and state.game.tables.unaffected[state.character[q]][effect.card]:
        if events is not DISCARDED:
            cid = state.card_id(effect.card)
            say = msg("md-ev-unaffected", player=Seat(q), character=Ref("character", state.character_id(q)),
                      card=Ref("card", cid))  # fmt: skip
            emit(events, "unaffected", f"p{q} is not affected by {cid}", say, player=q)
        return
    options = absorbers(state, effect)
    if len(options) == 1:
        consume(state, q, options[0], effect.effect, events)
        return
    if len(options) > 1:
        state.push(ChooseAbsorber(q, tuple(options), effect.effect))
        return
    apply_effect(state, effect, events)


def apply_effect(state: MapDuelState, effect: ResolveEffect, events: list[Event]) -> None:
    """The effect itself (nothing stopped it)."""
    kind, q, n, deferred = effect.effect, effect.target, effect.amount, effect.deferred
    duel = state.duel
    if kind == "damage":
        n = max(0, n - state.passive(q, ARMOR))
        if deferred:
            assert duel is not None
            duel.health_change[q] -= n
        else:
            state.lose_health(q, n, events)
        if events is not DISCARDED:
            say = msg("md-ev-damage-queued" if deferred else "md-ev-damage", player=Seat(q), amount=n)
            emit(events, "damage", f"p{q} takes {n} damage", say, player=q, amount=n, deferred=deferred)
    elif kind == "heal":
        n += state.passive(q, HEALER)
        if deferred:
            assert duel is not None
            duel.health_change[q] += n
        else:
            state.health[q] = min(state.max_health[q], state.health[q] + n)
        if events is not DISCARDED:
            say = msg("md-ev-heal-queued" if deferred else "md-ev-heal", player=Seat(q), amount=n)
            emit(events, "heal", f"p{q} heals {n}", say, player=q, amount=n, deferred=deferred)
    elif kind == "max_hp":
        if deferred:
            assert duel is not None
            duel.max_health_change[q] += n
        else:
            state.max_health[q] += n
            state.health[q] = min(state.health[q], state.max_health[q])
            if state.health[q] <= 0:
                state.kill(q, events)
        if events is not DISCARDED:
            key = "md-ev-max-hp-" + ("up" if n > 0 else "down") + ("-queued" if deferred else "")
            emit(events, "max-hp", f"p{q} max HP {n:+d}", msg(key, player=Seat(q), amount=abs(n)), player=q,
                 amount=n, deferred=deferred)  # fmt: skip
    elif kind == "draw":
        schedule_draw(state, q, n, events)
    elif kind == "steal":
        count = min(n, len(state.hands[q]))
        if count:
            state.push(TakeCards(effect.source, q, count))  # B-11: at random
    elif kind == "skip":
        if state.has_passive(q, STEADY):
            if events is not DISCARDED:
                emit(events, "unaffected", f"p{q} is steady: no skip", msg("md-ev-steady", player=Seat(q),
                     passive=_passive(state, q)), player=q)  # fmt: skip
        else:
            state.skipped_turns[q] += n
            if events is not DISCARDED:
                emit(events, "skip", f"p{q} will skip {n} map turn(s)", msg("md-ev-skip", player=Seat(q), turns=n),
                     player=q, turns=n)  # fmt: skip
    elif kind == "move":
        if state.game.opts.card_moves == "movement":  # a card's move is a move (规则 5, ④..⑦)
            assert card_move is not None, "arena.games.mapduel.flow sets effects.card_move"
            if events is not DISCARDED:
                say = msg("md-ev-move-forward" if n > 0 else "md-ev-move-back", player=Seat(q), amount=abs(n))
                emit(events, "move", f"p{q} moves {n:+d} cells", say, player=q, steps=n)
            card_move(state, q, n, events)
            return
        length = len(state.game.map.cells)  # house option "clamped": short of Start, no event
        if state.position[q] > 0:
            state.position[q] = max(1, min(length, state.position[q] + n))
        elif n > 0:
            state.position[q] = min(length, n)
        if events is not DISCARDED:
            cell = state.position[q]
            emit(events, "move", f"p{q} moves to cell {cell} (no event)",
                 msg("md-ev-move-quiet", player=Seat(q), cell=cell), player=q, cell=cell)  # fmt: skip
    elif kind == "double":
        state.double_move[q] = True
        if events is not DISCARDED:
            emit(
                events,
                "double",
                f"p{q} will act twice next turn",
                msg("md-ev-double", player=Seat(q)),
                player=q,
            )
    elif kind == "slot":
        state.slots[q] += n
        if events is not DISCARDED:
            _slots(state, q, events)
    else:
        apply_penalty(state, kind, q, events)


def apply_penalty(state: MapDuelState, kind: str, q: int, events: list[Event]) -> None:
    """A row of the penalty table (惩罚机制) on ``q``."""
    if kind == "pen-hp":  # 扣除此玩家角色生命及生命上限2点(马里奥为1点)
        loss = state.passive(q, PassiveKind.PENALTY_LOSS) or rules.PENALTY_HP_LOSS
        state.max_health[q] -= loss
        if events is not DISCARDED:
            emit(events, "max-hp", f"p{q} loses {loss} HP and max HP", msg("md-ev-penalty-hp", player=Seat(q),
                 amount=loss), player=q, amount=-loss, deferred=False)  # fmt: skip
        state.lose_health(q, loss, events)
    elif kind == "pen-suspend":
        state.skipped_turns[q] += rules.SUSPEND_TURNS
        if events is not DISCARDED:
            turns = rules.SUSPEND_TURNS
            emit(events, "skip", f"p{q} is suspended for {turns} turns", msg("md-ev-suspend", player=Seat(q),
                 turns=turns), player=q, turns=turns)  # fmt: skip
    elif kind == "pen-slot":
        state.slots[q] = max(0, state.slots[q] - 1)  # B-9: slots floor at 0
        if events is not DISCARDED:
            _slots(state, q, events)
        if len(state.equipment[q]) > state.slots[q]:
            state.push(DiscardExcess(q))
    elif kind == "pen-give":
        others = [r for r in state.living() if r != q]
        i = state.seat_order.index(state.next_alive(q)) if others else 0
        rotation = [r for r in state.seat_order[i:] + state.seat_order[:i] if r in others]
        give_next(state, q, rotation, events)
    elif kind == "pen-curse":
        state.forced_penalties[q] += rules.FORCED_PENALTIES  # B-10: a repeat adds 3
        if events is not DISCARDED:
            count = state.forced_penalties[q]
            emit(events, "curse", f"p{q}'s next {count} reward/penalty games are penalties",
                 msg("md-ev-curse", player=Seat(q), count=count), player=q)  # fmt: skip
    else:
        raise AssertionError(kind)


# -- giving cards (B-12) -------------------------------------------------------------------------
def give_next(state: MapDuelState, p: int, recipients: list[int], events: list[Event]) -> None:
    """B-12: a card to each recipient; without cards, 1 HP and the recipient draws."""
    while recipients and not state.hands[p] and state.alive[p]:
        r = recipients.pop(0)
        if events is not DISCARDED:
            emit(events, "give-short", f"p{p} has no card for p{r}: loses 1 HP",
                 msg("md-ev-give-short", player=Seat(p), to=Seat(r)), player=p, to=r)  # fmt: skip
        state.lose_health(p, 1, events)
        schedule_draw(state, r, 1, events)
    if recipients and state.alive[p]:
        state.push(GiveCards(p, tuple(recipients)))


def give_actions(state: MapDuelState, task: GiveCards) -> list[A]:
    return [A("give", c) for c in sorted(set(state.hands[task.player]))]


def settle_give(state: MapDuelState, task: GiveCards, events: list[Event]) -> bool:
    if not state.alive[task.player]:
        return True
    if not state.hands[task.player] or not task.recipients:
        give_next(state, task.player, list(task.recipients), events)
        return True
    return False


def give(state: MapDuelState, task: GiveCards, action: A, events: list[Event]) -> None:
    p, to = task.player, task.recipients[0]
    if len(task.recipients) > 1:
        state.push(GiveCards(p, task.recipients[1:]))
    state.hands[p].remove(action.arg)
    state.hands[to].append(action.arg)
    state.hands[to].sort()
    if events is DISCARDED:
        return
    cid = state.card_id(action.arg)
    say = msg("md-ev-give", player=Seat(p), card=Ref("card", cid), to=Seat(to))
    emit_private(events, "give", f"p{p} gives {cid} to p{to}", {p, to},
                 {"player": p, "to": to, "card": cid}, {"player": p, "to": to}, say,
                 msg("md-ev-give-hidden", player=Seat(p), to=Seat(to)))  # fmt: skip


# -- discarding equipment beyond the slots (B-9) -----------------------------------------------------
def excess_actions(state: MapDuelState, task: DiscardExcess) -> list[A]:
    return [A("discard", c) for c in sorted(set(state.equipment[task.player]))]


def settle_excess(state: MapDuelState, task: DiscardExcess, events: list[Event]) -> bool:
    p = task.player
    return not state.alive[p] or len(state.equipment[p]) <= state.slots[p]


def discard_excess(state: MapDuelState, task: DiscardExcess, action: A, events: list[Event]) -> None:
    p = task.player
    state.equipment[p].remove(action.arg)
    state.discard[action.arg] += 1
    if len(state.equipment[p]) > state.slots[p]:
        state.push(task)
    if events is not DISCARDED:
        cid = state.card_id(action.arg)
        emit(events, "discard", f"p{p} discards {cid} (no slot)", msg("md-ev-discard", player=Seat(p),
             card=Ref("card", cid)), player=p, card=cid)  # fmt: skip


def _slots(state: MapDuelState, q: int, events: list[Event]) -> None:
    slots = state.slots[q]
    emit(events, "slot", f"p{q} has {slots} equipment slots", msg("md-ev-slot", player=Seat(q), slots=slots),
         player=q, slots=slots)  # fmt: skip


def _passive(state: MapDuelState, q: int) -> Ref:
    return Ref("passive", state.game.characters[state.character[q]].passive.id)
