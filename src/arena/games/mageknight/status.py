"""The status line of a Mage Knight position: the decision (or chance step) it waits for, said
for the seat who decides ("Choose your hero") and for everyone else ("Player 2 is choosing a
hero"). Every task kind a position can wait on has its own sentence (``mk-status-*``,
``mk-wait-*``, ``mk-chance-status-*``); the task kinds themselves never reach the text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.text import Arg, Hex, Msg, Ref, Seat, msg
from arena.games.mageknight import effects as fx
from arena.games.mageknight.describe_decisions import handler_source
from arena.games.mageknight.describewords import figure, origin_name
from arena.games.mageknight.effecttext import cost_msg
from arena.games.mageknight.effecttree import node_at, root_effect
from arena.games.mageknight.interplay import ForcedDiscard, LoseCrystal
from arena.games.mageknight.sitetasks import AltarOffering, ChooseRewardCard, DrawRewardCards
from arena.games.mageknight.tasks import (
    AssignBanner,
    AssignDamage,
    ChooseTactic,
    Combat,
    DealOffer,
    Disband,
    DiscardToDeck,
    DrawCards,
    EffectTask,
    GladeWound,
    HandlerStep,
    LongNightDraw,
    MeditationDraw,
    MeditationPlace,
    PayCost,
    ReturnToDeck,
    RevealTile,
    SpareCard,
    SpendHealing,
    TacticStep,
    TidyHand,
    Turn,
)

if TYPE_CHECKING:
    from arena.core.flow import Task
    from arena.games.mageknight.state import MageKnightState


def _key(kind: str) -> str:
    return kind.replace("_", "-")


def _details(state: MageKnightState, task: Task) -> dict[str, Arg]:
    """The names a task's sentence needs (the source of an effect, the enemy, the card...)."""
    out: dict[str, Arg] = {}
    if isinstance(task, EffectTask):
        out["source"] = origin_name(state, task.origin, task.ref, task.mode)
    if isinstance(task, PayCost):
        node = node_at(root_effect(state, task.origin, task.ref, task.mode), task.path)
        out["cost"] = cost_msg(node.cost) if isinstance(node, fx.Paid) else ""
    if isinstance(task, ChooseTactic):
        out["round"] = state.round
        out["night"] = int(state.night)
    if isinstance(task, Turn | Combat):
        out["move"] = state.turn.move_points
        out["influence"] = state.turn.influence_points
    if isinstance(task, Combat) and state.combat is not None:
        out["phase"] = Ref("phase", state.combat.phase)
    if isinstance(task, TidyHand):
        out["n"] = state.game.hand_limit(state, task.player)
    if isinstance(task, HandlerStep):
        out["what"] = handler_source(state, task.player, task.handler)
        out["stage"] = task.stage
    if isinstance(task, TacticStep):
        out["tactic"] = Ref("tactic", task.tactic)
        out["stage"] = task.stage
    if isinstance(task, AssignDamage) and state.combat is not None:
        from arena.games.mageknight.combat import _attacker

        out["enemy"] = Ref("enemy", _attacker(state, state.combat.enemies[task.enemy]).id)
        out["n"] = task.damage
    if isinstance(task, ChooseRewardCard):
        out["drawn"] = int(bool(task.drawn))
        out["offer"] = Ref("offer", task.deck) if not task.drawn else Ref("deck", task.deck)
    if isinstance(task, AltarOffering):
        out["n"] = task.left
        out["altar"] = Ref("ruins", state.ruins.get((task.q, task.r), ""))
        out["revealed"] = int(task.revealed)
    if isinstance(task, SpendHealing):
        out["n"] = task.points
    if isinstance(task, Disband):
        out["unit"] = Ref("unit", task.unit)
    if isinstance(task, MeditationPlace | ReturnToDeck):
        out["card"] = Ref("card", task.card)
    if isinstance(task, AssignBanner):
        out["card"] = Ref("card", task.card)
    if isinstance(task, ForcedDiscard):
        out["caster"] = Seat(task.caster)
        out["colour"] = Ref("mana-f", task.colour)
        out["what"] = Ref("card-powered" if task.steal else "card", "mind_read")
    if isinstance(task, LongNightDraw):
        out["tactic"] = Ref("tactic", "long_night")
        out["n"] = task.n
    if isinstance(task, GladeWound):
        out["site"] = Ref("site", "glade")
    return out


def _chance_details(state: MageKnightState, task: Task) -> dict[str, Arg]:
    out: dict[str, Arg] = {}
    player = getattr(task, "player", None)
    if isinstance(player, int) and 0 <= player < len(state.heroes):
        out["player"] = Seat(player)
    if isinstance(task, DrawCards | DrawRewardCards):
        out["n"] = task.n
    if isinstance(task, DrawRewardCards):
        out["deck"] = Ref("deck", task.deck)
    if isinstance(task, DealOffer):
        out["offer"] = Ref("offer", task.into or task.deck)
    if isinstance(task, RevealTile):
        out["hex"] = Hex(task.q, task.r)
    if isinstance(task, LoseCrystal) and task.victims:
        out["player"] = Seat(task.victims[0])
    if isinstance(task, EffectTask):
        out["source"] = origin_name(state, task.origin, task.ref, task.mode)
    what = CHANCE_SOURCES.get(type(task))
    if what is not None:
        out["what"] = what
    return out


CHANCE_SOURCES: dict[type[Task], Ref] = {
    DiscardToDeck: Ref("tactic", "long_night"),
    SpareCard: Ref("tactic", "sparing_power"),
    MeditationDraw: Ref("card", "meditation"),
    LoseCrystal: Ref("card", "mana_meltdown"),
}
"""The card or Tactic a chance step belongs to (said by its name)."""


def status(state: MageKnightState, seat: int | None) -> Msg:
    """The decision or chance step ``state`` waits for, as ``seat`` reads it."""
    pending = state.pending()
    if state.is_terminal() or pending is None:
        if len(state.heroes) == 1:  # solo: the city revealed wins (scoring.final_returns)
            return msg("mk-status-over-solo", won=int(state.city_revealed))
        return msg("mk-status-over")
    task = pending.task
    kind = _key(task.kind)
    if pending.player < 0:
        return msg(f"mk-chance-status-{kind}", **_chance_details(state, task))
    details = _details(state, task)
    if seat == pending.player:
        return msg(f"mk-status-{kind}", **details)
    return msg(f"mk-wait-{kind}", player=figure(pending.player), **details)
