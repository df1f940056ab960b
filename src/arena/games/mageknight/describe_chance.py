"""Mage Knight's chance outcomes described: a card drawn (hidden from the others), a die, an
enemy or a tile revealed, the Source rolled."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.describe import ActionInfo
from arena.core.text import Arg, Hex, Ref, Seat, msg
from arena.games.mageknight.actions import Action
from arena.games.mageknight.interplay import LoseCrystal
from arena.games.mageknight.sitetasks import DrawGarrison, DrawRewardCards, DrawSiteEnemy, RollManaDie
from arena.games.mageknight.tasks import (
    DealOffer,
    DiscardToDeck,
    DrawCards,
    DrawRampaging,
    DrawSkills,
    DrawSummon,
    DummyFlip,
    MeditationDraw,
    RerollDie,
    RevealTile,
    SpareCard,
)

if TYPE_CHECKING:
    from arena.core.flow import Task
    from arena.games.mageknight.state import MageKnightState
from arena.games.mageknight.describewords import _of, info


# -- chance -----------------------------------------------------------------------------------------
def _chance(state: MageKnightState, task: Task | None, a: Action) -> ActionInfo:
    verb = a.verb
    arg = a.args[0] if a.args else ""
    if verb == "order":
        seats = tuple(Seat(int(s)) for s in a.args)
        return info("hero-order", msg("mk-chance-order", order=seats), "chance", order=seats)
    if verb == "dummy-hero":
        return info(
            "dummy-hero", msg("mk-chance-dummy-hero", hero=Ref("hero", arg)), "chance", hero=Ref("hero", arg)
        )
    if verb == "source":
        dice = tuple(Ref("mana", c) for c in a.args)
        return info("roll-source", msg("mk-chance-source", dice=dice), "chance",
                    dice=tuple(Ref("colour", c) for c in a.args))  # fmt: skip
    if verb == "dummy-tactic":
        return info("dummy-tactic", msg("mk-chance-dummy-tactic", tactic=Ref("tactic", arg)), "chance",
                    tactic=Ref("tactic", arg))  # fmt: skip
    if verb == "tile":
        at: Arg = Hex(task.q, task.r) if isinstance(task, RevealTile) else ""
        return info("reveal-tile", msg("mk-chance-tile", tile=Ref("tile", arg), hex=at), "chance",
                    tile=Ref("tile", arg), hex=at)  # fmt: skip
    if verb == "lose":
        victim = task.victims[0] if isinstance(task, LoseCrystal) and task.victims else 0
        return info("lose-crystal", msg("mk-chance-lose", player=Seat(victim), colour=Ref("mana", arg)), "chance",
                    player=Seat(victim), colour=Ref("colour", arg))  # fmt: skip
    if verb == "die":
        return _die(state, task, arg)
    if verb == "enemy":
        return _enemy_drawn(state, task, arg)
    return _draw(state, task, arg)


def _die(state: MageKnightState, task: Task | None, face: str) -> ActionInfo:
    colour = Ref("mana", face)
    if isinstance(task, RerollDie):
        label = msg("mk-chance-reroll", n=task.die + 1, colour=colour)
        return info("roll-die", label, "chance", die=task.die, colour=Ref("colour", face))
    source: Arg = _of(task, state) if isinstance(task, RollManaDie) else ""
    return info("roll-die", msg("mk-chance-mana-die", source=source, colour=colour), "chance",
                colour=Ref("colour", face))  # fmt: skip


def _enemy_drawn(state: MageKnightState, task: Task | None, token: str) -> ActionInfo:
    if token in state.game.content.ruins:
        at = Hex(task.q, task.r) if isinstance(task, DrawGarrison) else ""
        return info("reveal-ruins", msg("mk-chance-ruins", ruins=Ref("ruins", token), hex=at), "chance",
                    ruins=Ref("ruins", token))  # fmt: skip
    enemy = Ref("enemy", token)
    if isinstance(task, DrawRampaging):
        label = msg("mk-chance-rampaging", enemy=enemy, hex=Hex(task.q, task.r))
    elif isinstance(task, DrawSummon):
        record = state.combat
        summoner: Arg = Ref("enemy", record.enemies[task.enemy].token) if record is not None else ""
        label = msg("mk-chance-summon", enemy=enemy, summoner=summoner)
    elif isinstance(task, DrawGarrison):
        label = msg("mk-chance-garrison", enemy=enemy, hex=Hex(task.q, task.r))
    elif isinstance(task, DrawSiteEnemy):
        label = msg("mk-chance-site-enemy", enemy=enemy, hex=Hex(task.q, task.r))
    else:
        label = msg("mk-chance-enemy", enemy=enemy)
    return info("draw-enemy", label, "chance", enemy=enemy)


def _draw(state: MageKnightState, task: Task | None, what: str) -> ActionInfo:
    """``draw <card>``: a card from a deck; ``draw skill:<id>``: a Skill token."""
    if what.startswith("skill:"):
        skill = Ref("skill", what.partition(":")[2])
        if isinstance(task, DrawSkills):
            label = msg("mk-chance-skill", player=Seat(task.player), skill=skill)
            return info("draw-skill", label, "chance", skill=skill, player=Seat(task.player))
        return info("draw-skill", msg("mk-chance-dummy-skill", skill=skill), "chance", skill=skill)
    kind = "unit" if what in state.game.content.units else "card"
    thing = Ref(kind, what)
    if isinstance(task, DrawCards):
        seat = Seat(task.player)
        return info("draw-card", msg("mk-chance-draw", player=seat, card=thing), "chance",
                    hidden=msg("mk-chance-draw-hidden", player=seat), card=thing, player=seat)  # fmt: skip
    if isinstance(task, DealOffer):
        offer = Ref("offer", task.into or task.deck)
        return info(
            "deal-offer", msg("mk-chance-deal", card=thing, offer=offer), "chance", card=thing, offer=offer
        )
    if isinstance(task, DummyFlip):
        return info("dummy-flip", msg("mk-chance-dummy-flip", card=thing), "chance", card=thing)
    if isinstance(task, DrawRewardCards):
        seat = Seat(task.player)
        return info("draw-reward", msg("mk-chance-reward", player=seat, card=thing, deck=Ref("deck", task.deck)),
                    "chance", hidden=msg("mk-chance-reward-hidden", player=seat, deck=Ref("deck", task.deck)),
                    card=thing, player=seat)  # fmt: skip
    if isinstance(task, MeditationDraw):
        return info("draw-discard", msg("mk-chance-meditation", player=Seat(task.player), card=thing), "chance",
                    card=thing)  # fmt: skip
    if isinstance(task, DiscardToDeck):
        return info("draw-discard", msg("mk-chance-long-night", player=Seat(task.player), card=thing), "chance",
                    card=thing)  # fmt: skip
    if isinstance(task, SpareCard):
        seat = Seat(task.player)
        return info("spare-card", msg("mk-chance-spare", player=seat, card=thing), "chance",
                    hidden=msg("mk-chance-spare-hidden", player=seat), card=thing)  # fmt: skip
    return info("draw-card", msg("mk-chance-card", card=thing), "chance", card=thing)
