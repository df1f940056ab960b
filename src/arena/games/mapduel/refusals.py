"""Why an action is refused, in the player's words: the sentence (``say``) and the rule of
seed 004 it breaks (``rule_id``, a key of ``describe.RULES``).

:func:`explain` looks at the decision waiting (the top task) and the action tried: a card not
in hand, a skill card on the map, the fourth card of a duel turn, full equipment slots, a
target that cannot be named... The English ``message``, the ``reason`` code and the ``rule``
citation stay those of ``flow.py`` (what logs and tests read).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arena.core.text import Msg, Ref, Seat, msg
from arena.games.mapduel import rules
from arena.games.mapduel.actions import A
from arena.games.mapduel.datamodel import Card, Effect, Target
from arena.games.mapduel.tasks import (
    AfterMove,
    BeforeRoll,
    ChooseAbsorber,
    ChooseVictim,
    DiscardExcess,
    DrawCards,
    DrawSeat,
    DuelTurn,
    GiveCards,
    NameRepresentative,
    PickCharacter,
    RollContest,
    RollMove,
    RollTable,
    SearchDeck,
    TakeCards,
)

if TYPE_CHECKING:
    from arena.games.mapduel.state import MapDuelState

Why = tuple[Msg, str]
"""A refusal's sentence and the id of the rule it cites."""

CHANCE_RULES = {
    DrawSeat: "md-roll",
    RollMove: "md-roll",
    RollContest: "md-representative",
    RollTable: "md-reward-table",
    DrawCards: "md-draw",
    TakeCards: "md-steal",
}
"""The rule that makes each chance step chance (cited when a player tries to play it)."""


def chance_rule(task: Any) -> str:
    return CHANCE_RULES.get(type(task), "md-roll")


def explain(state: MapDuelState, task: Any, action: Any) -> Why:
    """Why ``action`` is refused while ``task`` waits (``action`` is not legal there)."""
    if not isinstance(action, A) or action not in state.game.codec.index:
        return msg("md-no-unknown"), _task_rule(task)
    kind = action.kind
    if isinstance(task, PickCharacter):
        if kind == "pick":
            taken = state.character.index(action.arg) if action.arg in state.character else -1
            character = Ref("character", state.game.characters[action.arg].id)
            return msg("md-no-taken", character=character, player=Seat(taken)), "md-pick"
        return msg("md-no-pick-first"), "md-pick"
    if isinstance(task, BeforeRoll | AfterMove):
        return _map_turn(state, task, action)
    if isinstance(task, DuelTurn):
        return _duel_turn(state, task, action)
    if isinstance(task, SearchDeck):
        if kind == "choose":
            return msg("md-no-not-in-deck", card=card_ref(state, action.arg)), "md-pick-card"
        return msg("md-no-search", count=task.count), "md-pick-card"
    if isinstance(task, NameRepresentative):
        if kind == "rep":
            if action.arg == task.lander:
                return msg("md-no-rep-lander", player=Seat(task.lander)), "md-representative"
            return msg("md-no-out", player=Seat(action.arg)), "md-representative"
        return msg("md-no-rep", lander=Seat(task.lander)), "md-representative"
    if isinstance(task, ChooseVictim):
        if kind == "from":
            if action.arg == task.player:
                return msg("md-no-victim-self"), "md-steal"
            return msg("md-no-out", player=Seat(action.arg)), "md-steal"
        return msg("md-no-victim"), "md-steal"
    if isinstance(task, GiveCards):
        to = Seat(task.recipients[0]) if task.recipients else Seat(task.player)
        if kind == "give":
            return msg("md-no-not-in-hand", card=card_ref(state, action.arg)), "md-give"
        return msg("md-no-give", to=to), "md-give"
    if isinstance(task, DiscardExcess):
        if kind == "discard":
            return msg("md-no-not-equipped", card=card_ref(state, action.arg)), "md-lose-slot"
        return msg("md-no-discard", slots=state.slots[task.player]), "md-lose-slot"
    if isinstance(task, ChooseAbsorber):
        what = stopped(task.effect)
        if kind == "absorb" and action.arg in state.equipment[task.player]:
            return msg("md-no-cannot-stop", card=card_ref(state, action.arg), stopped=what), "md-absorb"
        if kind == "absorb":
            return msg("md-no-not-equipped", card=card_ref(state, action.arg)), "md-absorb"
        return msg("md-no-absorb", stopped=what), "md-absorb"
    return msg("md-no-unknown"), _task_rule(task)


def _task_rule(task: Any) -> str:
    if isinstance(task, DuelTurn):
        return "md-duel-limits"
    if isinstance(task, BeforeRoll | AfterMove):
        return "md-roll"
    if type(task) in CHANCE_RULES:
        return chance_rule(task)
    return "md-pick" if isinstance(task, PickCharacter) else "md-survive"


# -- the map round -------------------------------------------------------------------------------------
def _map_turn(state: MapDuelState, task: BeforeRoll | AfterMove, a: A) -> Why:
    p, kind = task.player, a.kind
    if kind == "roll":
        return msg("md-no-rolled"), "md-roll"
    if kind == "end":
        return msg("md-no-roll-first"), "md-roll"
    if kind == "act":
        card = state.card(a.arg)
        if task.acted and card.action is not None:
            return msg("md-no-one-action"), "md-one-action"
        return _use(state, p, a, card, card.action, "action")
    if kind == "equip":
        return _equip(state, p, a.arg)
    if kind == "play":
        return msg("md-no-duel-only", card=card_ref(state, a.arg)), "md-skill-card"
    if kind == "skill":
        return msg("md-no-skill-on-map"), "md-duel-limits"
    return msg("md-no-map-turn"), "md-roll"


def _use(state: MapDuelState, p: int, a: A, card: Card, effect: Effect | None, use: str) -> Why:
    """Why ``p`` may not play ``card`` as an ``action`` (map) or ``skill`` (duel) card on
    ``a.target``."""
    ref = card_ref(state, a.arg)
    if a.arg not in state.hands[p]:
        return msg("md-no-not-in-hand", card=ref), "md-hand"
    if effect is None:
        if card.action is not None:  # a skill play of an action card
            return msg("md-no-map-only", card=ref), "md-action-card"
        if card.skill is not None:
            return msg("md-no-duel-only", card=ref), "md-skill-card"
        if card.equipment is not None:
            return msg("md-no-equip-it", card=ref), "md-equipment"
        return msg("md-no-undefined", card=ref), "md-undefined"
    if state.character_id(p) in card.cannot_use:
        character = Ref("character", state.character_id(p))
        return msg("md-no-cannot-use", character=character, card=ref), "md-restriction"
    return _target(state, p, a.target, effect, ref, "md-one-action" if use == "action" else "md-skill-target")


def _target(state: MapDuelState, p: int, target: int, effect: Effect, what: Ref, rule: str) -> Why:
    if effect.target != Target.ANY:
        return msg("md-no-target-fixed", card=what), rule
    if target < 0:
        return msg("md-no-target-needed", card=what), rule
    if target == p:
        return msg("md-no-target-self", card=what), rule
    return msg("md-no-out", player=Seat(target)), rule


def _equip(state: MapDuelState, p: int, c: int, played: int = 0) -> Why:
    card, ref = state.card(c), card_ref(state, c)
    if c not in state.hands[p]:
        return msg("md-no-not-in-hand", card=ref), "md-hand"
    if card.equipment is None:
        return msg("md-no-not-equipment", card=ref), "md-equipment"
    if state.character_id(p) in card.cannot_use:
        character = Ref("character", state.character_id(p))
        return msg("md-no-cannot-use", character=character, card=ref), "md-restriction"
    if played >= rules.MAX_CARDS_PER_DUEL_TURN:
        return msg("md-no-three-cards"), "md-duel-limits"
    return msg("md-no-slots-full", slots=state.slots[p]), "md-equipment"


# -- the duel round --------------------------------------------------------------------------------------
def _duel_turn(state: MapDuelState, task: DuelTurn, a: A) -> Why:
    p, kind = task.player, a.kind
    if kind == "act":
        return msg("md-no-act-in-duel"), "md-action-card"
    if kind == "play":
        card = state.card(a.arg)
        if task.cards_played >= rules.MAX_CARDS_PER_DUEL_TURN and a.arg in state.hands[p] and card.skill:
            return msg("md-no-three-cards"), "md-duel-limits"
        return _use(state, p, a, card, card.skill, "skill")
    if kind == "equip":
        return _equip(state, p, a.arg, task.cards_played)
    if kind == "skill":
        active = state.game.characters[state.character[p]].active
        if task.skill_used:
            return msg("md-no-skill-used", skill=Ref("skill", active.id)), "md-duel-limits"
        return _target(state, p, a.target, active.effect, Ref("skill", active.id), "md-skill-target")
    if kind == "end":
        return msg("md-no-must-play"), "md-must-play"
    if kind == "roll":
        return msg("md-no-roll-in-duel"), "md-duel-limits"
    return msg("md-no-duel-turn"), "md-duel-limits"


def card_ref(state: MapDuelState, c: int) -> Ref:
    """A card of the state's deck by its data id (as ``describe.card_ref``)."""
    return Ref("card", state.card_id(c))


def stopped(effect: str) -> Ref:
    """What an equipment card stops (as ``describe.stopped``)."""
    return Ref("stopped", "penalty" if effect.startswith("pen-") else effect)
