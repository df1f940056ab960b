"""Cards moving between the deck and the hands: random draws and takes as chance, the face-up
search as a decision.

- ``DrawCards``: 卡牌规则 1 / B-22, "若牌堆内的卡牌被抽完,则任何需要抽卡的行动或技能自动取消" —
  all or nothing (:func:`schedule_draw`), uniform over the cards left (⑤ "随机抽取").
- ``TakeCards``: 奖励机制 "任意抽取一名玩家两张卡牌", B-11 — at random from the victim's hand.
- ``SearchDeck``: 地图回合规则 ④ "此玩家可以从现有牌堆中抽取任意一张卡牌", B-23 — a face-up
  search (the deck is shuffled after it: unordered here).
"""

from __future__ import annotations

from itertools import compress

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.mapduel.actions import A
from arena.games.mapduel.state import MapDuelState, emit, emit_private
from arena.games.mapduel.tasks import DrawCards, SearchDeck, TakeCards


def schedule_draw(state: MapDuelState, p: int, n: int, events: list[Event]) -> None:
    """卡牌规则 1 / B-22: all or nothing; cancelled when the deck holds too few."""
    if state.deck_total() < n and state.game.opts.reshuffle_when_empty:
        reshuffle(state, events)
    if state.deck_total() < n:
        if events is not DISCARDED:
            left = state.deck_total()
            say = msg("md-ev-draw-cancelled", player=Seat(p), left=left, count=n)
            emit(
                events, "draw-cancelled", f"p{p}: the deck holds {left} < {n}: draw cancelled", say, player=p
            )
        return
    if n > 0:
        state.push(DrawCards(p, n))


def reshuffle(state: MapDuelState, events: list[Event]) -> None:
    """B-22 (house flag ``reshuffle_when_empty``): the discard pile goes back into the deck."""
    for c, k in enumerate(state.discard):
        state.deck[c] += k
    state.discard = [0] * len(state.discard)
    if events is not DISCARDED:
        emit(events, "reshuffle", "the discard pile is shuffled back into the deck", msg("md-ev-reshuffle"))


def _gain(state: MapDuelState, p: int, c: int) -> None:
    state.hands[p].append(c)
    state.hands[p].sort()


# -- random draws ------------------------------------------------------------------------------
def draw_weights(state: MapDuelState, task: DrawCards) -> list[tuple[A, int]]:
    """Each card left in the deck, weighted by its copies (one card at a time)."""
    deck = state.deck  # (draw c, copies) for each card with copies left:
    return list(compress(zip(state.game.tables.by_card["draw"], deck, strict=True), deck))


def settle_draw(state: MapDuelState, task: DrawCards, events: list[Event]) -> bool:
    """Nothing to draw for a dead player or from an empty deck."""
    return not state.alive[task.player] or state.deck_total() == 0


def draw(state: MapDuelState, task: DrawCards, action: A, events: list[Event]) -> None:
    p = task.player
    if task.count > 1:
        state.push(DrawCards(p, task.count - 1))
    state.deck[action.arg] -= 1
    _gain(state, p, action.arg)
    if events is not DISCARDED:
        cid = state.card_id(action.arg)
        say = msg("md-ev-draw", player=Seat(p), card=Ref("card", cid))
        emit_private(events, "draw", f"p{p} draws {cid}", {p}, {"player": p, "card": cid}, {"player": p}, say,
                     msg("md-ev-draw-hidden", player=Seat(p)))  # fmt: skip


# -- random takes ------------------------------------------------------------------------------
def take_weights(state: MapDuelState, task: TakeCards) -> list[tuple[A, int]]:
    """A card taken blind from the victim's hand: each kind weighted by its copies."""
    hand = state.hands[task.victim]
    takes = state.game.tables.by_card["take"]
    return [(takes[c], hand.count(c)) for c in sorted(set(hand))]


def settle_take(state: MapDuelState, task: TakeCards, events: list[Event]) -> bool:
    """Nothing to take from an empty hand, nobody to take for a dead player."""
    return not state.hands[task.victim] or not state.alive[task.player]


def take(state: MapDuelState, task: TakeCards, action: A, events: list[Event]) -> None:
    p, victim = task.player, task.victim
    state.hands[victim].remove(action.arg)
    if task.count > 1 and state.hands[victim]:
        state.push(TakeCards(p, victim, task.count - 1))
    _gain(state, p, action.arg)
    if events is DISCARDED:
        return
    cid = state.card_id(action.arg)
    say = msg("md-ev-take", player=Seat(p), card=Ref("card", cid), victim=Seat(victim))
    emit_private(events, "take", f"p{p} takes {cid} from p{victim}", {p, victim},
                 {"player": p, "from": victim, "card": cid}, {"player": p, "from": victim}, say,
                 msg("md-ev-take-hidden", player=Seat(p), victim=Seat(victim)))  # fmt: skip


# -- the face-up search ------------------------------------------------------------------------
def search_actions(state: MapDuelState, task: SearchDeck) -> list[A]:
    return [A("choose", c) for c, k in enumerate(state.deck) if k]


def settle_search(state: MapDuelState, task: SearchDeck, events: list[Event]) -> bool:
    return not state.alive[task.player] or state.deck_total() == 0


def search(state: MapDuelState, task: SearchDeck, action: A, events: list[Event]) -> None:
    p = task.player
    if task.count > 1:
        state.push(SearchDeck(p, task.count - 1))
    state.deck[action.arg] -= 1
    _gain(state, p, action.arg)
    if events is DISCARDED:
        return
    cid = state.card_id(action.arg)
    say = msg("md-ev-choose", player=Seat(p), card=Ref("card", cid))
    emit_private(events, "choose", f"p{p} chooses {cid} from the deck", {p}, {"player": p, "card": cid},
                 {"player": p}, say, msg("md-ev-choose-hidden", player=Seat(p)))  # fmt: skip
