"""The decisions' legal actions built directly in the codec's order (the registered ``legal``).

Each builder returns exactly ``sorted(set(reference(state, task)), key=codec.index)`` for
its task's reference function (``flow.REFERENCE_LEGAL``: ``map_round``, ``effects``,
``duel``, ``deck``), with the shared action values of :class:`~.tables.Tables`
and the per-character card permissions computed once. The codec orders kinds as ``pick``,
``roll``, ``end``, ``rep``, ``from``, the card kinds (``choose``, ``equip``, ``give``,
``discard``, ``absorb``...), ``act``, ``play``, ``skill``; each kind by argument, then target.
``tests/mapduel/test_fast_paths.py`` checks the agreement over many random positions.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import compress
from typing import TYPE_CHECKING, Any

from arena.core.flow import Task
from arena.games.mapduel import rules
from arena.games.mapduel.actions import A
from arena.games.mapduel.datamodel import Target
from arena.games.mapduel.tasks import (
    AfterMove,
    BeforeRoll,
    ChooseAbsorber,
    ChooseVictim,
    DiscardExcess,
    DuelTurn,
    GiveCards,
    NameRepresentative,
    PickCharacter,
    SearchDeck,
)

if TYPE_CHECKING:
    from arena.games.mapduel.state import MapDuelState

ANY = Target.ANY


def _others(state: MapDuelState, p: int) -> list[int]:
    """The other living players, ascending (targets are ordered by player in the codec)."""
    alive = state.alive
    return sorted({q for q in state.seat_order if alive[q] and q != p})


def _map_options(state: MapDuelState, p: int, first: A, acted: bool) -> list[A]:
    """``first`` (``roll`` or ``end``), the equipment ``p`` may put on, then (unless ``acted``)
    the action cards ``p`` may play on each target (卡牌规则 ①, ③)."""
    hand = state.hands[p]
    if not hand:
        return [first]
    tables = state.game.tables
    row = state.character[p]
    cards = sorted(set(hand))
    out = [first]
    if len(state.equipment[p]) < state.slots[p]:
        equips, may = tables.by_card["equip"], tables.equips[row]
        out += [equips[c] for c in cards if may[c]]
    if not acted:
        out += _targeted(state, p, cards, tables.action_target[row], tables.act)
    return out


def _targeted(
    state: MapDuelState, p: int, cards: list[int], targets: list[Target | None], actions: list[list[A]]
) -> list[A]:
    """The cards of ``cards`` that have a target (``targets[c]``: ``None``, ``ANY`` other
    player, or one fixed) as their actions: ``actions[c][0]`` untargeted, ``[q + 1]`` on q."""
    out: list[A] = []
    others = None
    for c in cards:
        target = targets[c]
        if target is None:
            continue
        if target is ANY:
            if others is None:
                others = _others(state, p)
            out += [actions[c][q + 1] for q in others]
        else:
            out.append(actions[c][0])
    return out


def before_roll(state: MapDuelState, task: BeforeRoll) -> list[A]:
    return _map_options(state, task.player, state.game.tables.roll, task.acted)


def after_move(state: MapDuelState, task: AfterMove) -> list[A]:
    return _map_options(state, task.player, state.game.tables.end, task.acted)


def duel_turn(state: MapDuelState, task: DuelTurn) -> list[A]:
    """``end`` (after a card, with ``voluntary_pass``, or with no card to play), equipment and
    skill cards (fewer than 3 played), the active skill (once) — B-15, B-20, 卡牌规则 ②."""
    tables = state.game.tables
    p = task.player
    row = state.character[p]
    played = task.cards_played
    # after 3 cards none is listed (and "end" is, as played > 0): the hand is not even looked at
    cards = sorted(set(state.hands[p])) if played < rules.MAX_CARDS_PER_DUEL_TURN else []
    equips: list[A] = []
    if cards and len(state.equipment[p]) < state.slots[p]:
        by_card, may = tables.by_card["equip"], tables.equips[row]
        equips = [by_card[c] for c in cards if may[c]]
    plays = _targeted(state, p, cards, tables.skill_target[row], tables.play)
    out = []
    if played > 0 or state.game.opts.voluntary_pass or not (equips or plays):
        out.append(tables.end)
    out += equips
    out += plays
    if not task.skill_used:
        skill = tables.skill
        if tables.active_any[row]:
            out += [skill[q + 1] for q in _others(state, p)]
        else:
            out.append(skill[0])
    return out


def pick_character(state: MapDuelState, task: PickCharacter) -> list[A]:
    taken = set(state.character)
    return [a for i, a in enumerate(state.game.tables.pick) if i not in taken]


def search_deck(state: MapDuelState, task: SearchDeck) -> list[A]:
    return list(compress(state.game.tables.by_card["choose"], state.deck))  # the cards left


def name_representative(state: MapDuelState, task: NameRepresentative) -> list[A]:
    rep = state.game.tables.rep
    return [rep[q] for q in _others(state, task.lander)]


def choose_victim(state: MapDuelState, task: ChooseVictim) -> list[A]:
    take_from = state.game.tables.take_from
    return [take_from[q] for q in _others(state, task.player)]


def give_cards(state: MapDuelState, task: GiveCards) -> list[A]:
    give = state.game.tables.by_card["give"]
    return [give[c] for c in sorted(set(state.hands[task.player]))]


def discard_excess(state: MapDuelState, task: DiscardExcess) -> list[A]:
    discard = state.game.tables.by_card["discard"]
    return [discard[c] for c in sorted(set(state.equipment[task.player]))]


def choose_absorber(state: MapDuelState, task: ChooseAbsorber) -> list[A]:
    absorb = state.game.tables.by_card["absorb"]
    return [absorb[c] for c in sorted(set(task.options))]


BUILDERS: dict[type[Task], Callable[[Any, Any], list[A]]] = {
    PickCharacter: pick_character,
    BeforeRoll: before_roll,
    AfterMove: after_move,
    DuelTurn: duel_turn,
    SearchDeck: search_deck,
    NameRepresentative: name_representative,
    ChooseVictim: choose_victim,
    GiveCards: give_cards,
    DiscardExcess: discard_excess,
    ChooseAbsorber: choose_absorber,
}
"""One builder per decision task kind (``flow.py`` registers each as its decision's ``legal``)."""
