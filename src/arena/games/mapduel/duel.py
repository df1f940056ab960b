"""The duel round (决斗回合规则) as tasks: duel turns in seat order, then the cycle's settlement.

- :func:`start_duel`: 规则 5 "当任意一名玩家移动回起点,则立即开始决斗回合" and ③ 立即决斗
  "所有玩家跳过此轮地图行动回合,直接进行决斗回合"; seat 1 opens (B-4/B-16).
- ``DuelTurn``: 决斗回合规则 2 "每回合每名玩家最多只能打出3张卡牌并发动一次主动技能" and
  "每名玩家每回合必须打出至少一张牌" (B-15: a skill alone does not count; house flag
  ``voluntary_pass``); 卡牌规则 ② skill cards only in duels; equipping counts as a card (B-20).
- ``SettleCycle``: 决斗回合规则 3 "所有状态更新均在所有人都行动一次后" — the committed cards are
  revealed, the queued effects resolve (B-16/B-17), a dodge cancels the previous player's
  damage (B-19).
- ``EndCycle``: the deferred HP changes apply; 规则 6 "任意一名玩家阵亡时,决斗回合结束" and a
  turn without a card ends the round (B-15); simultaneous last deaths are a draw (B-14).
- :func:`end_duel`: 规则 6, back to the map round, all on Start, seat 1 first (B-4); the
  discard pile is shuffled back (B-22).
"""

from __future__ import annotations

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Msg, Ref, Seat, msg
from arena.games.mapduel import rules
from arena.games.mapduel.actions import A
from arena.games.mapduel.datamodel import Effect, EffectKind, PassiveKind
from arena.games.mapduel.effects import (
    KIND_NAMES,
    equip,
    equip_options,
    resolve_targets,
    skill_card_options,
    targets_for,
)
from arena.games.mapduel.state import DuelRound, MapDuelState, emit, emit_private
from arena.games.mapduel.tasks import DuelTurn, EndCycle, MapTurn, NextDuelTurn, ResolveEffect, SettleCycle

DAMAGE, DRAW, STEAL, SHARP = EffectKind.DAMAGE, EffectKind.DRAW, EffectKind.STEAL, PassiveKind.SHARP


def start_duel(state: MapDuelState, why: str, events: list[Event]) -> None:
    """规则 5 / ③: every player leaves the map round; the duel starts at seat 1."""
    state.replace_stack(NextDuelTurn(), MapTurn())
    state.position = [0] * state.n
    state.duel = DuelRound(state.n)
    if events is not DISCARDED:
        say = msg("md-ev-duel-start" if why == "start" else "md-ev-duel-cell")
        emit(events, "duel", f"duel round ({why})", say, reason=why)


def next_duel_turn(state: MapDuelState, task: NextDuelTurn, events: list[Event]) -> None:
    duel = state.duel
    assert duel is not None
    state.push(task)  # stays under the turns until the cycle settles
    order = state.seat_order
    while duel.next_turn < len(order) and not state.alive[order[duel.next_turn]]:
        duel.next_turn += 1
    if duel.next_turn >= len(order):
        state.push(SettleCycle())
        return
    p = order[duel.next_turn]
    duel.next_turn += 1
    state.push(DuelTurn(p, 0, False))


# -- a duel turn -------------------------------------------------------------------------------
def duel_turn_actions(state: MapDuelState, task: DuelTurn) -> list[A]:
    p = task.player
    out = []
    cards = skill_card_options(state, p) + equip_options(state, p)
    if task.cards_played < rules.MAX_CARDS_PER_DUEL_TURN:
        out += cards
    if not task.skill_used:
        effect = state.game.characters[state.character[p]].active.effect
        out += [A("skill", -1, q) for q in targets_for(state, p, effect)]
    if task.cards_played > 0 or state.game.opts.voluntary_pass or not cards:
        out.append(A("end"))
    return out


def settle_duel_turn(state: MapDuelState, task: DuelTurn, events: list[Event]) -> bool:
    return not state.alive[task.player]


def play_duel_turn(state: MapDuelState, task: DuelTurn, action: A, events: list[Event]) -> None:
    p = task.player
    duel = state.duel
    assert duel is not None
    if action.kind == "end":
        if task.cards_played == 0:  # 规则 6 / B-15: no card played ends the duel round
            duel.ending = True
            if events is not DISCARDED:
                emit(events, "duel-over", f"p{p} plays no card: the duel round ends",
                     msg("md-ev-duel-over", player=Seat(p)), player=p)  # fmt: skip
            state.push(SettleCycle())
        return
    if action.kind == "equip":
        state.push(DuelTurn(p, task.cards_played + 1, task.skill_used))  # B-20: equipping counts
        equip(state, p, action.arg, events)
        return
    if action.kind == "skill":
        state.push(DuelTurn(p, task.cards_played, True))
        character = state.game.characters[state.character[p]]
        duel.skills_used[p].append(character.active.id)
        duel_effect(state, p, character.active.effect, action.target, -1)
        if events is not DISCARDED:
            skill = Ref("skill", character.active.id)
            say = (msg("md-ev-skill-on", player=Seat(p), skill=skill, target=Seat(action.target))
                   if action.target >= 0 else msg("md-ev-skill", player=Seat(p), skill=skill))  # fmt: skip
            emit_private(events, "skill", f"p{p} uses {character.active.names.en}", {p},
                         {"player": p, "skill": character.active.id, "target": action.target}, {"player": p},
                         say, msg("md-ev-skill-hidden", player=Seat(p)))  # fmt: skip
        return
    state.stack.append(DuelTurn(p, task.cards_played + 1, task.skill_used))
    state.hands[p].remove(action.arg)
    duel.committed[p].append(action.arg)
    card = state.card(action.arg)
    assert card.skill is not None
    if events is not DISCARDED:
        ref, count = Ref("card", card.id), len(duel.committed[p])
        say = (msg("md-ev-play-on", player=Seat(p), card=ref, target=Seat(action.target))
               if action.target >= 0 else msg("md-ev-play", player=Seat(p), card=ref))  # fmt: skip
        emit_private(events, "play", f"p{p} plays {card.id}", {p},
                     {"player": p, "card": card.id, "target": action.target},
                     {"player": p, "count": count}, say, msg("md-ev-play-hidden", player=Seat(p), count=count))  # fmt: skip
    duel_effect(state, p, card.skill, action.target, action.arg)


def duel_effect(state: MapDuelState, p: int, effect: Effect, chosen: int, card: int) -> None:
    """B-16: HP and max-HP changes are queued; card movements happen now."""
    duel = state.duel
    assert duel is not None
    amount, kind = effect.amount, effect.effect
    if kind == DAMAGE and card >= 0:
        amount += state.passive(p, SHARP)
    name = KIND_NAMES[kind]
    for q in resolve_targets(state, p, effect, chosen):
        if kind in (DRAW, STEAL):
            state.push(ResolveEffect(p, q, name, amount, card, False))
        else:
            duel.queue.append(ResolveEffect(p, q, name, amount, card, True))


# -- the settlement ------------------------------------------------------------------------------
def settle_cycle(state: MapDuelState, task: SettleCycle, events: list[Event]) -> None:
    """B-16/B-17: the cycle's cards are revealed and its queued effects resolve."""
    duel = state.duel
    assert duel is not None
    if events is not DISCARDED:
        shown = {f"p{p}": [state.card_id(c) for c in cs] for p, cs in enumerate(duel.committed) if cs}
        skills = {f"p{p}": s for p, s in enumerate(duel.skills_used) if s}
        emit(events, "reveal", f"duel cycle {duel.cycle}: {shown} {skills}", _reveal(state, duel), cards=shown,
             skills=skills)  # fmt: skip
    for cs in duel.committed:
        for c in cs:
            state.discard[c] += 1
    duel.committed = [[] for _ in range(state.n)]
    duel.skills_used = [[] for _ in range(state.n)]
    queue, duel.queue = duel.queue, []
    cancels = {e.source for e in queue if e.effect == "cancel"}
    keep = []
    for e in queue:
        if e.effect == "cancel":
            continue
        harmful = e.effect == "damage" or (e.effect == "max_hp" and e.amount < 0)
        if harmful and e.target in cancels and e.source == state.next_alive(e.target, -1):
            if events is not DISCARDED:
                say = msg(
                    "md-ev-cancel",
                    player=Seat(e.target),
                    source=Seat(e.source),
                    stopped=Ref("stopped", e.effect),
                )
                emit(events, "cancel", f"p{e.target} dodges p{e.source}'s {e.effect}", say, player=e.target,
                     src=e.source)  # fmt: skip
            continue
        keep.append(e)
    state.push(*keep, EndCycle())


def end_cycle(state: MapDuelState, task: EndCycle, events: list[Event]) -> None:
    duel = state.duel
    assert duel is not None
    dead = []
    for p in state.living():
        state.max_health[p] += duel.max_health_change[p]
        state.health[p] = min(state.health[p] + duel.health_change[p], state.max_health[p])
        if events is not DISCARDED and (duel.max_health_change[p] or duel.health_change[p]):
            hp, most = state.health[p], state.max_health[p]
            emit(events, "update", f"p{p} HP {hp}/{most}", msg("md-ev-update", player=Seat(p), hp=hp, maxhp=most),
                 player=p, hp=hp, maxhp=most)  # fmt: skip
        if state.health[p] <= 0:
            dead.append(p)
    duel.health_change = [0] * state.n
    duel.max_health_change = [0] * state.n
    for p in dead:
        state.kill(p, events)
    living = state.living()
    if len(living) <= 1:
        state.finish(
            living or dead, "last alive" if living else "draw: the last players died together", events
        )
        return
    limit = state.game.opts.cycle_limit
    if dead or duel.ending or (limit is not None and duel.cycle >= limit):
        end_duel(state, events)
        return
    duel.next_turn = 0  # the next cycle: NextDuelTurn is on top again
    duel.cycle += 1


def end_duel(state: MapDuelState, events: list[Event]) -> None:
    """规则 6: back to the map round, all on Start, seat 1 first (B-4); B-22 reshuffle."""
    state.duel = None
    for c, k in enumerate(state.discard):
        state.deck[c] += k
    state.discard = [0] * len(state.discard)
    state.position = [0] * state.n
    state.next_seat = 0
    state.replace_stack(MapTurn())
    if events is not DISCARDED:
        emit(events, "duel-end", "the duel round ends; everyone is back on Start", msg("md-ev-duel-end"))


def _reveal(state: MapDuelState, duel: DuelRound) -> Msg:
    """决斗回合规则 3: what each player committed this cycle, said when it settles."""
    plays = []
    for p in state.seat_order:
        cards = tuple(Ref("card", state.card_id(c)) for c in duel.committed[p])
        skills = tuple(Ref("skill", s) for s in duel.skills_used[p])
        if cards and skills:
            plays.append(msg("md-ev-reveal-both", player=Seat(p), cards=cards, skills=skills))
        elif cards:
            plays.append(msg("md-ev-reveal-cards", player=Seat(p), cards=cards))
        elif skills:
            plays.append(msg("md-ev-reveal-skills", player=Seat(p), skills=skills))
    if not plays:
        return msg("md-ev-reveal-none", cycle=duel.cycle)
    return msg("md-ev-reveal", cycle=duel.cycle, plays=tuple(plays))
