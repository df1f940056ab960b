"""The named handlers: the few card effects the vocabulary cannot say (effects.py's list).

Resolved so far:

- ``concentration`` (Concentration, Will Focus powered; seed 001, "特殊卡": "专注(Concentration)
  被绿色魔力增幅并打出来使耐力(Stamina)获得加成,以得到移动6"): play another Action card from hand
  and get its powered effect free; the Move, Influence, Attack or Block it gives gets +bonus.
- ``time_bending`` (Space Bending's strong effect): at the end of the turn the card is set aside
  until the next Round, the other cards played return to the hand, no card is drawn and the
  hero takes another turn at once (``turn.end_turn``).
- ``meditation`` (Meditation / Trance): two cards of the discard pile, at random or chosen, each
  put on top of the Deed deck or at its bottom (``meditation.py``).
- ``mana_draw`` (Mana Draw powered; seed 001: "我们从资源池中拿出另一个骰子并将它作为绿色。这样我们本轮就
  可以获得2点绿色魔力"): take a Source die (besides the turn's usual one), set it to any colour
  but gold, gain 2 tokens of that colour; the die returns at the end of the turn unrerolled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.durations import Modifier
from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.mageknight import centre, interactive, mana, meditation, polarization, ritual, tactics
from arena.games.mageknight import effects as fx
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.costs import ACTION_DECKS
from arena.games.mageknight.effecttree import children
from arena.games.mageknight.heroes import WOUND, set_aside
from arena.games.mageknight.payment import mana_sources, open_dice, spend, tentatively
from arena.games.mageknight.tasks import HandlerStep, RerollDie, ResolveEffect
from arena.games.mageknight.turnrecord import UNTIL_OWNER_TURN

if TYPE_CHECKING:
    from collections.abc import Callable

    from arena.games.mageknight.state import MageKnightState

MANA_DRAW_COLOURS = (mana.RED, mana.BLUE, mana.GREEN, mana.WHITE, mana.BLACK)


def concentration_cards(
    state: MageKnightState, seat: int, usable: Callable[[fx.Effect], bool], mode: str = "powered"
) -> list[str]:
    """Action cards in hand whose ``mode`` effect is usable now (another card that plays a card
    — Concentration, Maximal Effect — excluded: it would look for a third one)."""
    cards = state.game.content.cards
    hand = state.heroes[seat].hand
    out = []
    for c in sorted(set(hand)):
        if c == WOUND or cards[c].deck not in ACTION_DECKS:
            continue
        effect = cards[c].powered if mode == "powered" else cards[c].basic
        if isinstance(effect, fx.Handler) and effect.id in ("concentration", "maximal_effect"):
            continue
        with set_aside(hand, c):
            if usable(effect):
                out.append(c)
    return out


def _basic_dice(state: MageKnightState) -> list[int]:
    """Source dice showing a basic colour, not taken or kept this turn, nor stolen."""
    return [i for i in open_dice(state) if state.source[i] in mana.BASIC]


def _free_dice(state: MageKnightState) -> list[int]:
    return [i for i in open_dice(state) if mana.usable(state.source[i], state.night_now())]


RESOLVED = frozenset({"concentration", "mana_draw", "maximal_effect", "source_die_crystal", "reroll_source",
                      "meditation", "time_bending", "borrow_offer_unit", "polarization", "healing_ritual",
                      "prayer_of_weather", "bonds_of_loyalty", *interactive.HANDLERS, *centre.HANDLERS,
                      *tactics.WHEN_TAKEN})  # fmt: skip
"""The named handlers resolved so far (the others make their effect not usable yet)."""


def usable(
    state: MageKnightState, seat: int, node: fx.Handler, effect_usable: Callable[[fx.Effect], bool]
) -> bool:
    if node.id == "concentration":
        return bool(concentration_cards(state, seat, effect_usable))
    if node.id == "mana_draw":
        return bool(_free_dice(state))
    if node.id == "maximal_effect":
        mode = "powered" if node.params.get("powered") else "basic"
        return bool(concentration_cards(state, seat, effect_usable, mode))
    if node.id == "source_die_crystal":
        return bool(_basic_dice(state))
    if node.id == "borrow_offer_unit":
        return bool(borrow_options(state, seat, effect_usable))
    if node.id == "polarization":
        return bool(polarization.sources(state, seat))
    if node.id == "healing_ritual":
        return ritual.usable(state, seat)
    if node.id == "prayer_of_weather" or node.id in centre.HANDLERS:
        return True
    if node.id in interactive.HANDLERS:
        return interactive.usable(state, seat, node)
    if node.id in ("reroll_source", "meditation", "time_bending"):  # Meditation: even from an empty pile
        return True
    if node.id in tactics.WHEN_TAKEN:
        return tactics.usable_when_taken(state, seat, node.id)
    return False


def start(state: MageKnightState, seat: int, node: fx.Handler, where: tuple[object, ...]) -> None:
    """Begin handler ``node``, found in the data at ``where`` (origin, ref, mode, *path)."""
    if node.id == "prayer_of_weather":  # its token lies in the centre until the hero's next turn
        state.modifiers.append(Modifier(node.id, UNTIL_OWNER_TURN, seat, where))
        return
    if node.id in tactics.WHEN_TAKEN:
        tactics.start(state, seat, node.id)
        return
    if node.id in interactive.HANDLERS:
        interactive.start(state, seat, node)
        return
    if node.id in centre.HANDLERS:
        centre.start(state, seat, node.id)
        return
    if node.id == "reroll_source":  # Mana Storm powered: every die in the Source is rerolled
        state.push(*(RerollDie(i) for i in open_dice(state)))
        return
    if node.id == "maximal_effect":
        mode = "powered" if node.params.get("powered") else "basic"
        state.push(HandlerStep(seat, node.id, "card", (str(node.params.get("times", 1)), mode)))
        return
    if node.id == "time_bending":  # the end of this turn does the rest (turn.end_turn)
        state.modifiers.append(Modifier("time_bending", "turn", seat, ()))
        return
    if node.id == "meditation":
        cards = node.params.get("cards", 2)
        assert isinstance(cards, int)
        meditation.start(state, seat, cards, bool(node.params.get("choose")))
        return
    stages = {"concentration": "card", "borrow_offer_unit": "unit", "polarization": "source",
              "healing_ritual": "count"}  # fmt: skip
    stage = stages.get(node.id, "die")
    bonus = node.params.get("bonus", 0)
    assert isinstance(bonus, int)
    state.push(HandlerStep(seat, node.id, stage, (str(node.params.get("tokens", 0)),), bonus))


def borrow_options(
    state: MageKnightState, seat: int, effect_usable: Callable[[fx.Effect], bool]
) -> list[Action]:
    """Call to Arms (Spell 107; research mageknight_data §3: "use one ability of a Unit in the Unit
    offer this turn as if yours (no damage to it)"): ``borrow <unit> <ability> [mana]`` for each
    ability usable now, paid like an activation."""
    if state.combat is not None and not state.combat.units_allowed:
        return []
    units = state.game.content.units
    out: list[Action] = []
    for unit in sorted(set(state.offers["unit"])):
        for i, ability in enumerate(units[unit].abilities):
            if _wounds_its_unit(ability.effect):  # "no damage to it": it cannot pay with a Wound
                continue
            if ability.mana is None:
                out += [act("borrow", unit, i)] if effect_usable(ability.effect) else []
                continue
            for source in mana_sources(state, seat, str(ability.mana)):
                with tentatively(state, seat, source):
                    if effect_usable(ability.effect):
                        out.append(act("borrow", unit, i, source))
    return out


def _wounds_its_unit(effect: fx.Effect) -> bool:
    """Whether paying for the ability wounds the Unit using it (Utem Swordsmen's "this Unit is
    Wounded")."""
    if isinstance(effect, fx.Paid) and isinstance(effect.cost, fx.WoundUnitCost):
        return True
    return any(_wounds_its_unit(child) for child in children(effect))


def step_options(
    state: MageKnightState, task: HandlerStep, effect_usable: Callable[[fx.Effect], bool]
) -> list[Action]:
    if task.handler == "borrow_offer_unit":
        return borrow_options(state, task.player, effect_usable)
    if task.handler == "polarization":
        return polarization.options(state, task)
    if task.handler in interactive.HANDLERS:
        return interactive.options(state, task)
    if task.handler in centre.HANDLERS:
        return centre.options(state, task)
    if task.handler == "healing_ritual":
        return ritual.options(state, task)
    if task.handler == "concentration":
        return [act("pick", c) for c in concentration_cards(state, task.player, effect_usable)]
    if task.handler == "maximal_effect":
        return [
            act("pick", c) for c in concentration_cards(state, task.player, effect_usable, task.picked[1])
        ]
    if task.handler == "source_die_crystal":
        return [act("pick", f"die:{i}") for i in _basic_dice(state)]
    if task.stage == "die":
        return [act("pick", f"die:{i}") for i in _free_dice(state)]
    return [act("pick", c) for c in MANA_DRAW_COLOURS]


def step(state: MageKnightState, task: HandlerStep, a: Action, events: list[Event]) -> None:
    if task.handler in interactive.HANDLERS:
        interactive.step(state, task, a, events)
        return
    if task.handler in centre.HANDLERS:
        centre.step(state, task, a, events)
        return
    seat = task.player
    hero = state.heroes[seat]
    choice = a.args[0]
    if task.handler == "polarization":
        polarization.step(state, task, a, events)
        return
    if task.handler == "healing_ritual":
        ritual.step(state, task, a, events)
        return
    if task.handler == "borrow_offer_unit":
        state.turn.unit_slot = -1  # not one of the hero's Units (no Banner of its)
        if len(a.args) > 2:
            spend(
                state, seat, a.args[2], str(state.game.content.units[choice].abilities[int(a.args[1])].mana)
            )
        if events is not DISCARDED:
            say = msg("mk-ev-borrow", player=Seat(seat), unit=Ref("unit", choice))
            events.append(Event("borrow", {"player": seat, "unit": choice, "ability": int(a.args[1])},
                                f"P{seat + 1} calls {choice} of the offer to arms", say=say))  # fmt: skip
        state.push(ResolveEffect(seat, "unit", f"{choice}:{a.args[1]}", "basic", ()))
        return
    if task.handler == "concentration":
        hero.hand.remove(choice)
        hero.play_area.append(choice)
        state.turn.played += 1
        if events is not DISCARDED:
            say = msg("mk-ev-play-free", player=Seat(seat), card=Ref("card", choice), n=task.bonus)
            events.append(Event("play", {"player": seat, "card": choice, "mode": "powered"},
                                f"P{seat + 1} plays {choice} powered by Concentration (+{task.bonus})", say=say))  # fmt: skip
        state.push(ResolveEffect(seat, "card", choice, "powered", (), task.bonus))
        return
    if task.handler == "maximal_effect":  # the card is thrown away; its effect thrice (or twice)
        times, mode = int(task.picked[0]), task.picked[1]
        hero.hand.remove(choice)
        state.thrown.append(choice)
        if events is not DISCARDED:
            say = msg("mk-ev-maximal", player=Seat(seat), card=Ref("card", choice), n=times)
            events.append(Event("maximal-effect", {"player": seat, "card": choice, "times": times},
                                f"P{seat + 1} throws {choice} away: its {mode} effect {times} times", say=say))  # fmt: skip
        state.push(*(ResolveEffect(seat, "card", choice, mode, ()) for _ in range(times)))
        return
    if task.handler == "source_die_crystal":  # Mana Storm basic: a crystal of the die's colour
        die = int(choice.partition(":")[2])
        colour = state.source[die]
        if not mana.gain_crystal(hero.crystals, colour):
            hero.tokens.append(colour)
        if events is not DISCARDED:
            from arena.games.mageknight.effecttext import crystal_event

            events.append(crystal_event(seat, colour, f"P{seat + 1} crystallises die {die}"))
        state.push(RerollDie(die))
        return
    if task.stage == "die":
        state.push(HandlerStep(seat, task.handler, "colour", (*task.picked, choice.partition(":")[2])))
        return
    tokens, die = int(task.picked[0]), int(task.picked[1])
    state.source[die] = choice
    state.turn.dice_kept.append(die)
    hero.tokens += [choice] * tokens
    if events is not DISCARDED:
        say = msg("mk-ev-mana-draw", player=Seat(seat), n=die + 1, colour=Ref("mana", choice), tokens=tokens)
        events.append(Event("mana-draw", {"player": seat, "die": die, "colour": choice},
                            f"P{seat + 1} sets Source die {die} to {choice}: {tokens} {choice} mana", say=say))  # fmt: skip
