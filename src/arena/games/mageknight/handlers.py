"""The named handlers: the few card effects the vocabulary cannot say (effects.py's list).

Resolved so far:

- ``concentration`` (Concentration, Will Focus powered; seed 001, "特殊卡": "专注(Concentration)
  被绿色魔力增幅并打出来使耐力(Stamina)获得加成,以得到移动6"): play another Action card from hand
  and get its powered effect free; the Move, Influence, Attack or Block it gives gets +bonus.
- ``mana_draw`` (Mana Draw powered; seed 001: "我们从资源池中拿出另一个骰子并将它作为绿色。这样我们本轮就
  可以获得2点绿色魔力"): take a Source die (besides the turn's usual one), set it to any colour
  but gold, gain 2 tokens of that colour; the die returns at the end of the turn unrerolled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.events import Event
from arena.games.mageknight import effects as fx
from arena.games.mageknight import mana, tactics
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.costs import ACTION_DECKS
from arena.games.mageknight.heroes import WOUND, set_aside
from arena.games.mageknight.tasks import HandlerStep, ResolveEffect

if TYPE_CHECKING:
    from collections.abc import Callable

    from arena.games.mageknight.state import MageKnightState

MANA_DRAW_COLOURS = (mana.RED, mana.BLUE, mana.GREEN, mana.WHITE, mana.BLACK)


def concentration_cards(state: MageKnightState, seat: int, usable: Callable[[fx.Effect], bool]) -> list[str]:
    """Action cards in hand whose powered effect is usable now (another Concentration excluded:
    its powered effect would look for a third card)."""
    cards = state.game.content.cards
    hand = state.heroes[seat].hand
    out = []
    for c in sorted(set(hand)):
        if c == WOUND or cards[c].deck not in ACTION_DECKS:
            continue
        powered = cards[c].powered
        if isinstance(powered, fx.Handler) and powered.id == "concentration":
            continue
        with set_aside(hand, c):
            if usable(powered):
                out.append(c)
    return out


def _free_dice(state: MageKnightState) -> list[int]:
    turn = state.turn
    return [i for i, c in enumerate(state.source)
            if i not in turn.dice_taken and i not in turn.dice_kept and mana.usable(c, state.night_now())]  # fmt: skip


def usable(
    state: MageKnightState, seat: int, node: fx.Handler, effect_usable: Callable[[fx.Effect], bool]
) -> bool:
    if node.id == "concentration":
        return bool(concentration_cards(state, seat, effect_usable))
    if node.id == "mana_draw":
        return bool(_free_dice(state))
    if node.id in tactics.WHEN_TAKEN:
        return tactics.usable_when_taken(state, seat, node.id)
    return False


def start(state: MageKnightState, seat: int, node: fx.Handler) -> None:
    if node.id in tactics.WHEN_TAKEN:
        tactics.start(state, seat, node.id)
        return
    stage = "card" if node.id == "concentration" else "die"
    bonus = node.params.get("bonus", 0)
    assert isinstance(bonus, int)
    state.push(HandlerStep(seat, node.id, stage, (str(node.params.get("tokens", 0)),), bonus))


def step_options(
    state: MageKnightState, task: HandlerStep, effect_usable: Callable[[fx.Effect], bool]
) -> list[Action]:
    if task.handler == "concentration":
        return [act("pick", c) for c in concentration_cards(state, task.player, effect_usable)]
    if task.stage == "die":
        return [act("pick", f"die:{i}") for i in _free_dice(state)]
    return [act("pick", c) for c in MANA_DRAW_COLOURS]


def step(state: MageKnightState, task: HandlerStep, a: Action, events: list[Event]) -> None:
    seat = task.player
    hero = state.heroes[seat]
    choice = a.args[0]
    if task.handler == "concentration":
        hero.hand.remove(choice)
        hero.play_area.append(choice)
        state.turn.played += 1
        events.append(Event("play", {"player": seat, "card": choice, "mode": "powered"},
                            f"P{seat + 1} plays {choice} powered by Concentration (+{task.bonus})"))  # fmt: skip
        state.push(ResolveEffect(seat, "card", choice, "powered", (), task.bonus))
        return
    if task.stage == "die":
        state.push(HandlerStep(seat, task.handler, "colour", (*task.picked, choice.partition(":")[2])))
        return
    tokens, die = int(task.picked[0]), int(task.picked[1])
    state.source[die] = choice
    state.turn.dice_kept.append(die)
    hero.tokens += [choice] * tokens
    events.append(Event("mana-draw", {"player": seat, "die": die, "colour": choice},
                        f"P{seat + 1} sets Source die {die} to {choice}: {tokens} {choice} mana"))  # fmt: skip
