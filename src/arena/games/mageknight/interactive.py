"""The four interactive Spells, 2–4 players only (Spells 109–112, research mageknight_data §3; the
solo game removes them, data §11):

- ``mana_meltdown`` (Mana Meltdown): each other player loses a random crystal — a chance node
  over their crystals — and you may take one of the crystals lost; a player without crystals
  takes a Wound instead.
- ``mana_radiance`` (Mana Radiance): choose a basic colour; every player, you included, takes a
  Wound per crystal of it they own; you gain 2 crystals of it.
- ``mana_claim`` (Mana Claim / Mana Curse): take a basic-colour Source die and keep it until the
  end of the Round: 3 mana tokens of its colour now, or 1 at the start of each of your later
  turns this Round; the Curse adds: until the Round ends, each other player who uses mana of that
  colour on their turn takes a Wound (at most one a turn).
- ``mind_read`` (Mind Read / Mind Steal): choose a basic colour and gain a crystal of it; each
  other player discards a Spell or Action card of that colour from the hand (their choice) or
  shows a hand without one; Mind Steal lets you keep one of the Action cards so discarded.
- ``exhaust_opponent_units`` (Energy Flow / Energy Steal, after readying your Unit): you may spend
  one Ready Unit of level ≤ II (≤ III) of each other player.

Other players are taken in seat order from the caster's left. Readings (docs/mageknight.md):
a gold mana counts as the colour it pays for (as Mana Exploit's text says); a crystal that would
be a 4th of its colour becomes a mana token.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from arena.core.durations import Modifier, active
from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.mageknight import mana
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.costs import ACTION_DECKS, DONE
from arena.games.mageknight.datamodel import CardDeck
from arena.games.mageknight.healing import take_wounds
from arena.games.mageknight.interplay import ForcedDiscard, LoseCrystal, ManaWound
from arena.games.mageknight.payment import open_dice
from arena.games.mageknight.tasks import HandlerStep

if TYPE_CHECKING:
    from arena.games.mageknight import effects as fx
    from arena.games.mageknight.state import MageKnightState

HANDLERS = frozenset({"mana_meltdown", "mana_radiance", "mana_claim", "mind_read", "exhaust_opponent_units"})
NOW, EACH_TURN = act("pick", "now"), act("pick", "each-turn")
RULE = "research mageknight_data §3 (Spells 109-112)"


def others(state: MageKnightState, seat: int) -> tuple[int, ...]:
    n = len(state.heroes)
    return tuple((seat + k) % n for k in range(1, n))


def _claimable(state: MageKnightState) -> list[int]:
    return [i for i in open_dice(state) if state.source[i] in mana.BASIC]


def _gain(state: MageKnightState, seat: int, colour: str, n: int = 1) -> None:
    hero = state.heroes[seat]
    for _ in range(n):
        if not mana.gain_crystal(hero.crystals, colour):
            hero.tokens.append(colour)


def _eligible_units(state: MageKnightState, victim: int, max_level: int) -> list[int]:
    units = state.game.content.units
    return [
        i for i, u in enumerate(state.heroes[victim].units) if u.ready and units[u.unit].level <= max_level
    ]


# -- the handler protocol (handlers.py dispatches here) ---------------------------------------
def usable(state: MageKnightState, seat: int, node: fx.Handler) -> bool:
    if node.id == "mana_claim":
        return bool(_claimable(state))
    return True


def start(state: MageKnightState, seat: int, node: fx.Handler) -> None:
    params = node.params
    if node.id == "mana_meltdown":
        state.push(LoseCrystal(seat, others(state, seat)))
    elif node.id == "mana_radiance":
        state.push(HandlerStep(seat, node.id, "colour", (str(params.get("crystals", 2)),)))
    elif node.id == "mana_claim":
        tokens, curse = str(params.get("tokens", 3)), str(bool(params.get("curse")))
        state.push(HandlerStep(seat, node.id, "die", (tokens, curse)))
    elif node.id == "mind_read":
        state.push(HandlerStep(seat, node.id, "colour", (str(bool(params.get("steal"))),)))
    else:
        _next_exhaust(state, seat, int(str(params.get("max_level", 2))), others(state, seat))


def options(state: MageKnightState, task: HandlerStep) -> list[Action]:
    if task.handler == "mana_meltdown":  # take one of the crystals lost, or none
        return [*(act("pick", f"crystal:{c}") for c in task.picked), DONE]
    if task.handler in ("mana_radiance", "mind_read") and task.stage == "colour":
        return [act("pick", c) for c in mana.BASIC]
    if task.handler == "mana_claim":
        if task.stage == "die":
            return [act("pick", f"die:{i}") for i in _claimable(state)]
        return [NOW, EACH_TURN]
    if task.handler == "mind_read":  # Mind Steal: one discarded Action card into the hand
        return [*(act("pick", c) for c in sorted({p.partition(":")[2] for p in task.picked})), DONE]
    victim = int(task.picked[1])
    return [*(act("spend", victim, i) for i in _eligible_units(state, victim, int(task.picked[0]))), DONE]


def step(state: MageKnightState, task: HandlerStep, a: Action, events: list[Event]) -> None:
    seat = task.player
    who = f"P{seat + 1}"
    if task.handler == "mana_meltdown":
        if a != DONE:
            colour = a.args[0].partition(":")[2]
            _gain(state, seat, colour)
            if events is not DISCARDED:
                from arena.games.mageknight.effecttext import crystal_event

                events.append(crystal_event(seat, colour, f"{who} takes a lost {colour} crystal"))
    elif task.handler == "mana_radiance":
        colour = a.args[0]
        for s, hero in enumerate(state.heroes):
            wounds = hero.crystals.get(colour, 0)
            if wounds and events is not DISCARDED:
                say = msg(
                    "mk-ev-wound-from", player=Seat(s), n=wounds, source=Ref("card-powered", "mana_meltdown")
                )
                events.append(Event("wound", {"player": s, "n": wounds},
                                    f"P{s + 1} takes {wounds} Wounds from Mana Radiance ({colour})", say=say))  # fmt: skip
            if wounds:
                take_wounds(state, s, wounds, events)
        _gain(state, seat, colour, int(task.picked[0]))
    elif task.handler == "mana_claim" and task.stage == "die":
        state.push(HandlerStep(seat, task.handler, "mode", (*task.picked, a.args[0].partition(":")[2])))
    elif task.handler == "mana_claim":
        _claim(state, task, a, events)
    elif task.handler == "mind_read" and task.stage == "colour":
        colour, steal = a.args[0], task.picked[0] == "True"
        _gain(state, seat, colour)
        if events is not DISCARDED:
            say = msg("mk-ev-mind-read", player=Seat(seat), colour=Ref("mana", colour))
            events.append(Event("mind-read", {"player": seat, "colour": colour}, f"{who} reads minds: {colour}",
                                say=say))  # fmt: skip
        rest = others(state, seat)
        if rest:
            state.push(ForcedDiscard(rest[0], seat, colour, steal, rest[1:]))
    elif task.handler == "mind_read":
        if a != DONE:
            _steal(state, seat, task.picked, a.args[0], events)
    else:
        max_level, victim = int(task.picked[0]), int(task.picked[1])
        if a != DONE:
            unit = state.heroes[victim].units[int(a.args[1])]
            unit.ready = False
            if events is not DISCARDED:
                say = msg(
                    "mk-ev-spend-unit", player=Seat(seat), victim=Seat(victim), unit=Ref("unit", unit.unit)
                )
                events.append(Event("spend-unit", {"player": victim, "unit": unit.unit},
                                    f"{who} spends P{victim + 1}'s {unit.unit}", say=say))  # fmt: skip
        _next_exhaust(state, seat, max_level, tuple(int(v) for v in task.picked[2:]))


# -- Mana Meltdown ------------------------------------------------------------------------------
def settle_loss(state: MageKnightState, task: LoseCrystal, events: list[Event]) -> bool:
    """A player without crystals takes a Wound instead (no chance); none left: the caster's pick."""
    if task.victims and sum(state.heroes[task.victims[0]].crystals.values()):
        return False
    if task.victims:
        victim = task.victims[0]
        if events is not DISCARDED:
            events.append(Event("wound", {"player": victim, "n": 1}, f"P{victim + 1} has no crystal: a Wound",
                                say=msg("mk-ev-no-crystal-wound", player=Seat(victim))))  # fmt: skip
        take_wounds(state, victim, 1, events)
    _after_loss(state, task.player, task.victims[1:], task.lost)
    return True


def loss_outcomes(state: MageKnightState, task: LoseCrystal) -> list[tuple[Action, Fraction]]:
    crystals = state.heroes[task.victims[0]].crystals
    total = sum(crystals.values())
    return [(act("lose", c), Fraction(n, total)) for c, n in sorted(crystals.items()) if n]


def lose(state: MageKnightState, task: LoseCrystal, a: Action, events: list[Event]) -> None:
    victim, colour = task.victims[0], a.args[0]
    state.heroes[victim].crystals[colour] -= 1
    if events is not DISCARDED:
        say = msg("mk-ev-lose-crystal", player=Seat(victim), colour=Ref("mana", colour))
        events.append(Event("lose-crystal", {"player": victim, "colour": colour},
                            f"P{victim + 1} loses a {colour} crystal to Mana Meltdown", say=say))  # fmt: skip
    _after_loss(state, task.player, task.victims[1:], (*task.lost, colour))


def _after_loss(state: MageKnightState, seat: int, victims: tuple[int, ...], lost: tuple[str, ...]) -> None:
    if victims:
        state.push(LoseCrystal(seat, victims, lost))
    elif lost:
        state.push(HandlerStep(seat, "mana_meltdown", "take", tuple(sorted(set(lost)))))


# -- Mana Claim / Mana Curse ----------------------------------------------------------------------
def _claim(state: MageKnightState, task: HandlerStep, a: Action, events: list[Event]) -> None:
    seat = task.player
    tokens, curse, die = int(task.picked[0]), task.picked[1] == "True", int(task.picked[2])
    colour, mode = state.source[die], a.args[0]
    state.modifiers.append(Modifier("mana_claim", "round", seat, (die, colour, mode, curse)))
    if mode == "now":
        state.heroes[seat].tokens += [colour] * tokens
    if events is not DISCARDED:
        text = f"P{seat + 1} claims Source die {die} ({colour}) until the Round ends" + (
            ": a curse" if curse else ""
        )
        say = msg(
            "mk-ev-mana-claim", player=Seat(seat), n=die + 1, colour=Ref("mana", colour), curse=int(curse)
        )
        events.append(
            Event("mana-claim", {"player": seat, "die": die, "colour": colour, "mode": mode}, text, say=say)
        )


def claim_tokens(state: MageKnightState, seat: int, events: list[Event]) -> None:
    """Start of the owner's turn: one token per die claimed for ``each-turn``."""
    for m in active(state.modifiers, "mana_claim", seat):
        if m.args[2] == "each-turn":
            state.heroes[seat].tokens.append(str(m.args[1]))
            if events is not DISCARDED:
                say = msg("mk-ev-claim-token", player=Seat(seat), colour=Ref("mana", str(m.args[1])))
                events.append(Event("mana-claim-token", {"player": seat, "colour": m.args[1]},
                                    f"P{seat + 1} takes a {m.args[1]} token from the claimed die", say=say))  # fmt: skip


# -- Mind Read / Mind Steal ---------------------------------------------------------------------
def _readable(state: MageKnightState, seat: int, colour: str) -> list[str]:
    """The Spells and Action cards of ``colour`` in ``seat``'s hand."""
    cards = state.game.content.cards
    decks = {*ACTION_DECKS, CardDeck.SPELL}
    return sorted({c for c in state.heroes[seat].hand if c in cards and cards[c].deck in decks
                   and str(cards[c].colour) == colour})  # fmt: skip


def discard_options(state: MageKnightState, task: ForcedDiscard) -> list[Action]:
    return [act("pick", c) for c in _readable(state, task.player, task.colour)]


def settle_discard(state: MageKnightState, task: ForcedDiscard, events: list[Event]) -> bool:
    """Nothing of that colour: the hand is shown (to everyone) and the next player follows."""
    if _readable(state, task.player, task.colour):
        return False
    if events is not DISCARDED:
        held = state.heroes[task.player].hand
        hand = ", ".join(held) or "nothing"
        say = msg("mk-ev-show-hand", player=Seat(task.player), colour=Ref("mana-f", task.colour),
                  cards=tuple(Ref("card", c) for c in held), n=len(held))  # fmt: skip
        events.append(Event("show-hand", {"player": task.player, "hand": list(held)},
                            f"P{task.player + 1} shows a hand without {task.colour}: {hand}", say=say))  # fmt: skip
    _after_discard(state, task, task.discarded)
    return True


def forced_discard(state: MageKnightState, task: ForcedDiscard, a: Action, events: list[Event]) -> None:
    card = a.args[0]
    hero = state.heroes[task.player]
    hero.hand.remove(card)
    hero.discard.append(card)
    if events is not DISCARDED:
        say = msg("mk-ev-discard", player=Seat(task.player), card=Ref("card", card))
        events.append(Event("discard", {"player": task.player, "card": card}, f"P{task.player + 1} discards {card}",
                            say=say))  # fmt: skip
    _after_discard(state, task, (*task.discarded, f"{task.player}:{card}"))


def _after_discard(state: MageKnightState, task: ForcedDiscard, discarded: tuple[str, ...]) -> None:
    if task.rest:
        state.push(
            ForcedDiscard(task.rest[0], task.caster, task.colour, task.steal, task.rest[1:], discarded)
        )
        return
    cards = state.game.content.cards
    actions = tuple(d for d in discarded if cards[d.partition(":")[2]].deck in ACTION_DECKS)
    if task.steal and actions:
        state.push(HandlerStep(task.caster, "mind_read", "keep", actions))


def _steal(
    state: MageKnightState, seat: int, discarded: tuple[str, ...], card: str, events: list[Event]
) -> None:
    owner = next(int(d.partition(":")[0]) for d in discarded if d.partition(":")[2] == card)
    state.heroes[owner].discard.remove(card)
    state.heroes[seat].hand = sorted([*state.heroes[seat].hand, card])
    if events is not DISCARDED:
        say = msg("mk-ev-mind-steal", player=Seat(seat), owner=Seat(owner), card=Ref("card", card))
        events.append(Event("mind-steal", {"player": seat, "from": owner, "card": card},
                            f"P{seat + 1} keeps P{owner + 1}'s {card}", say=say))  # fmt: skip


# -- Energy Flow / Energy Steal -----------------------------------------------------------------
def _next_exhaust(state: MageKnightState, seat: int, max_level: int, victims: tuple[int, ...]) -> None:
    for i, victim in enumerate(victims):
        if _eligible_units(state, victim, max_level):
            rest = tuple(str(v) for v in victims[i + 1 :])
            state.push(
                HandlerStep(seat, "exhaust_opponent_units", "unit", (str(max_level), str(victim), *rest))
            )
            return


# -- Mana Curse and Mana Exploit: payment.mana_used pushes the Wound --------------------------
def mana_wound(state: MageKnightState, task: ManaWound, events: list[Event]) -> None:
    if events is not DISCARDED:
        cause = task.cause.replace("_", " ").title()
        source = (
            Ref("skill", "mana_exploit")
            if task.cause == "mana_exploit"
            else Ref("card-powered", "mana_claim")
        )
        say = msg("mk-ev-wound-by", player=Seat(task.player), owner=Seat(task.owner), source=source)
        events.append(Event("wound", {"player": task.player, "n": 1},
                            f"P{task.player + 1} takes a Wound from P{task.owner + 1}'s {cause}", say=say))  # fmt: skip
    take_wounds(state, task.player, 1, events)
