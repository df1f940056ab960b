"""Why Mage Knight refuses playing a card, a Skill or a Unit: timing, payment and mana, effects
with nothing to act on (the checks of :mod:`refusals` for those actions)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import nullcontext
from typing import TYPE_CHECKING

from arena.core.durations import active
from arena.core.text import Arg, Msg, Ref, msg
from arena.games.mageknight import (
    cards,
    combat_targets,
    healing,
    mana,
)
from arena.games.mageknight import effects as fx
from arena.games.mageknight.actions import Action
from arena.games.mageknight.datamodel import CardDeck, CardType
from arena.games.mageknight.effecttree import modifier_params
from arena.games.mageknight.heroes import WOUND, set_aside
from arena.games.mageknight.payment import held_dice, pays, tentatively
from arena.games.mageknight.resolve import phase, usable

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState
from arena.games.mageknight.refusalwhy import Why, why


# -- playing cards, Skills, Units ---------------------------------------------------------------
def use(state: MageKnightState, seat: int, a: Action) -> Why | None:
    if not a.args:
        return None
    if a.verb == "play":
        return play(state, seat, a)
    if a.verb == "skill":
        return skill(state, seat, a.args[0])
    return activate(state, seat, a)


def play(state: MageKnightState, seat: int, a: Action) -> Why | None:
    hero = state.heroes[seat]
    card_id, paid = a.args[0], a.args[1:]
    sideways = len(paid) == 1 and paid[0].startswith("sideways:")
    if card_id == WOUND and not (sideways and cards._sideways_boost(state, seat, wound=True) is not None):
        return why("wound-unplayable", "sideways" if sideways else "wounds")
    in_offer = card_id in {s for _, s in cards.offer_spells(state, seat)}
    if card_id not in hero.hand and not in_offer:
        return why("not-in-hand", "from-hand", card=Ref("card", card_id))
    if sideways:
        return sideways_refusal(state, seat, card_id, paid[0].partition(":")[2])
    card = state.game.content.cards[card_id]
    now = phase(state)
    converted = combat_points(state, seat)
    types = cards.TYPES_IN.get(now, set()) | {cards.CONVERTED_TYPES[p] for p in converted}
    if types.isdisjoint(card.types):
        if now == "combat" and CardType.HEALING in card.types:
            return why("healing-in-combat", "healing-cards", card=Ref("card", card_id))
        kinds = tuple(msg(f"mk-refuse-type-{t}") for t in card.types)
        return why("card-timing", "card-types", card=Ref("card", card_id), types=kinds,
                    moment=msg(f"mk-refuse-moment-{now}"))  # fmt: skip
    if card.deck is CardDeck.ARTIFACT:
        if paid not in ((), (cards.THROW,)):
            return why("bad-payment", "artifacts", card=Ref("card", card_id))
        mode = "powered" if paid else "basic"
        effect = card.powered if paid else card.basic
        return effect_why(
            state, seat, effect, Ref("card", card_id), mode, hold=card_id if not in_offer else ""
        )
    if cards.THROW in paid:
        return why("throw-artifact-only", "artifacts", card=Ref("card", card_id))
    colour = str(card.colour)
    if card.deck is CardDeck.SPELL:
        if not paid:
            return why("spell-needs-mana", "spells", card=Ref("card", card_id), colour=Ref("mana", colour))
        if len(paid) > 2:
            return why("bad-payment", "spells", card=Ref("card", card_id))
        if len(paid) == 2 and not state.night_now():
            return why("spell-night-only", "spells", card=Ref("card", card_id))
    elif len(paid) > 1:
        return why("bad-payment", "powered-mana", card=Ref("card", card_id))
    needs = [colour, mana.BLACK][: len(paid)]
    hold = card_id if not in_offer else ""
    with _aside(hero.hand, hold):
        problem = payment(state, seat, paid, needs)
    if problem is not None:
        return problem
    mode = "powered" if len(paid) == (2 if card.deck is CardDeck.SPELL else 1) else "basic"
    effect = card.powered if mode == "powered" else card.basic
    return effect_why(state, seat, effect, Ref("card", card_id), mode, hold=hold, paid=paid)


def combat_points(state: MageKnightState, seat: int) -> set[str]:
    from arena.games.mageknight.conversions import points_in_combat

    return points_in_combat(state, seat) if phase(state) == "combat" else set()


def sideways_refusal(state: MageKnightState, seat: int, card_id: str, value: str) -> Why | None:
    record = state.combat
    if record is not None and record.phase == "ranged":
        return why("sideways-ranged", "ranged-phase")
    if record is not None:
        allowed = cards.SIDEWAYS_IN_COMBAT.get(record.phase, ()) + tuple(sorted(combat_points(state, seat)))
    else:
        allowed = cards.SIDEWAYS_IN.get(phase(state), ())
    if value in allowed:
        if record is None or cards.sideways_of_use(state, value):
            return None
        what = msg("mk-refuse-what-sideways", card=Ref("card", card_id))
        gain = msg(f"mk-refuse-gain-{value}")
        if value == "block":
            return why("no-effect-now", "block", "mk-refuse-no-target-block", what=what, gains=(gain,))
        return why("no-effect-now", "attack", "mk-refuse-no-target-attack", what=what, gains=(gain,))
    gains = tuple(msg(f"mk-refuse-gain-{v}") for v in allowed)
    if not gains:
        return why("sideways-timing", "card-types", "mk-refuse-sideways-useless",
                    moment=msg(f"mk-refuse-moment-{phase(state)}"))  # fmt: skip
    return why("sideways-timing", "card-types", gains=gains)


class _aside:
    """:class:`set_aside` when ``card`` is a card of the hand, else nothing."""

    __slots__ = ("inner",)

    def __init__(self, hand: list[str], card: str) -> None:
        self.inner = set_aside(hand, card) if card and card in hand else None

    def __enter__(self) -> None:
        if self.inner is not None:
            self.inner.__enter__()

    def __exit__(self, *exc: object) -> None:
        if self.inner is not None:
            self.inner.__exit__(*exc)


def payment(state: MageKnightState, seat: int, paid: tuple[str, ...], needs: list[str]) -> Why | None:
    """The first mana of ``paid`` that cannot pay its colour of ``needs`` (each judged after the
    ones before it are spent)."""
    if not paid:
        return None
    problem = mana_refusal(state, seat, paid[0], needs[0])
    if problem is not None or len(paid) == 1:
        return problem
    with tentatively(state, seat, paid[0]):
        return payment(state, seat, paid[1:], needs[1:])


def mana_refusal(state: MageKnightState, seat: int, source: str, needed: str) -> Why | None:
    """Why ``source`` (``die:2``, ``crystal:blue``, ``token:gold``...) cannot pay one mana of
    ``needed`` now, or ``None``."""
    hero, t = state.heroes[seat], state.turn
    where, _, what = source.partition(":")
    if where == "die":
        if not what.isdigit() or int(what) >= len(state.source):
            return why("die-unavailable", "die-in-source", die=what)
        die = int(what)
        if die != hero.stolen_die:
            if die in t.dice_taken or die in t.dice_kept:
                return why("die-unavailable", "die-in-source", "mk-refuse-die-taken", die=what)
            if die in held_dice(state):
                return why("die-unavailable", "die-in-source", die=what)
            frozen = any(m.kind == "source_freeze" and m.player != t.player for m in state.modifiers)
            if len(t.dice_taken) >= t.dice_allowed - frozen:
                return why("source-die-used", "one-die", n=len(t.dice_taken))
        colour = state.source[die]
    elif where == "crystal":
        if what in mana.COLOURS and what not in mana.BASIC:
            return why("bad-mana", "powered-mana", "mk-refuse-no-such-crystal", colour=Ref("mana", what))
        if what not in mana.BASIC:
            return why("bad-mana", "powered-mana")
        if not hero.crystals.get(what, 0):
            return why("no-crystal", "powered-mana", colour=Ref("mana", what))
        colour = what
    elif where in ("token", "endless"):
        if what not in mana.COLOURS:
            return why("bad-mana", "powered-mana")
        endless = where == "endless" and any(
            what in colours(modifier_params(state, m).get("colours", ()))
            for m in active(state.modifiers, "endless_mana", seat)
        )
        if (where == "token" and what not in hero.tokens) or (where == "endless" and not endless):
            return why("no-token", "powered-mana", colour=Ref("mana", what))
        colour = what
    else:
        return why("bad-mana", "powered-mana", text=source)
    if pays(state, seat, colour, needed):
        return None
    night = state.night_now()
    if colour == mana.BLACK and not night:
        return why("black-by-day", "black-by-day")
    if colour == mana.GOLD and night:
        return why("gold-at-night", "gold-at-night")
    return why("wrong-colour", "powered-mana", colour=Ref("mana", colour), needed=Ref("mana", needed))


def colours(value: object) -> tuple[str, ...]:
    return tuple(str(c) for c in value) if isinstance(value, tuple | list) else ()


def leaves(node: object) -> Iterator[object]:
    """Every effect of an effect tree (its choices, parts, paid and conditional effects)."""
    yield node
    for name in ("effects", "options"):
        for child in getattr(node, name, ()) or ():
            yield from leaves(child)
    for name in ("effect", "then", "else_"):
        child = getattr(node, name, None)
        if isinstance(child, fx._Effect):
            yield from leaves(child)


def effect_why(state: MageKnightState, seat: int, effect: fx.Effect, what: Ref, mode: str, *,
                hold: str = "", paid: tuple[str, ...] = ()) -> Why | None:  # fmt: skip
    """Why ``effect`` (of a card, Skill or Unit ``what``) does nothing now, or ``None`` if it would
    (a card counted among the combat's cards, as ``cards.play_options`` counts it)."""
    hero = state.heroes[seat]
    played = cards.counted_as_played(state) if what.kind == "card" else nullcontext()
    with _aside(hero.hand, hold), _spent(state, seat, paid), played:
        if usable(state, seat, effect):
            return None
    nodes = list(leaves(effect))
    gains = [n for n in nodes if isinstance(n, fx.Attack | fx.Block | fx.Move | fx.Influence | fx.Heal)]
    record = state.combat
    if gains and all(isinstance(n, fx.Attack | fx.Block) for n in gains) and record is not None:
        useless = no_target(state, [n for n in gains if isinstance(n, fx.Attack | fx.Block)], what)
        if useless is not None:
            return useless
        names = tuple(dict.fromkeys(gain_name(n) for n in gains if isinstance(n, fx.Attack | fx.Block)))
        return why("effect-wrong-phase", "attack-phase" if record.phase != "block" else "block", what=what,
                    gains=names, phase=Ref("phase", record.phase))  # fmt: skip
    if gains and all(isinstance(n, fx.Heal) for n in gains) and not healing.can_heal(state, seat):
        return why("nothing-to-heal", "heal-points")
    key = "mk-refuse-no-effect-now" if what.kind == "card" else "mk-refuse-no-effect-now-thing"
    return why("no-effect-now", "card-effects", key, what=what, mode=msg(f"mk-refuse-mode-{mode}"))


def no_target(state: MageKnightState, gains: list[fx.Attack | fx.Block], what: Arg) -> Why | None:
    """Attack or Block points of this phase that no enemy is left to take (Arena issue 30): a
    Ranged attack against fortified enemies only, a Block with every attack blocked..."""
    record = state.combat
    assert record is not None
    if record.phase == "block":
        if any(isinstance(n, fx.Block) for n in gains) and not combat_targets.anything_to_block(state):
            gain = msg("mk-refuse-gain-block")
            return why("no-effect-now", "block", "mk-refuse-no-target-block", what=what, gains=(gain,))
        return None
    attacks = [n for n in gains if isinstance(n, fx.Attack)]
    names = tuple(dict.fromkeys(gain_name(n) for n in attacks))
    if record.phase == "ranged":
        ranges = {str(n.range) for n in attacks} - {combat_targets.MELEE}
        if ranges and not any(combat_targets.attackable(state, r) for r in ranges):
            names = tuple(dict.fromkeys(gain_name(n) for n in attacks if str(n.range) in ranges))
            return why("no-effect-now", "ranged-phase", "mk-refuse-no-target-ranged", what=what, gains=names)
        return None
    if record.phase == "attack" and attacks and not combat_targets.attackable(state, combat_targets.MELEE):
        return why("no-effect-now", "attack", "mk-refuse-no-target-attack", what=what, gains=names)
    return None


def gain_name(node: fx.Attack | fx.Block) -> Msg:
    if isinstance(node, fx.Block):
        return msg("mk-refuse-gain-block")
    return msg(f"mk-refuse-gain-{'attack' if str(node.range) == 'melee' else str(node.range)}")


class _spent:
    """Judge as if every mana of ``paid`` were spent (nested :class:`tentatively`)."""

    __slots__ = ("stack",)

    def __init__(self, state: MageKnightState, seat: int, paid: tuple[str, ...]) -> None:
        self.stack = [tentatively(state, seat, s) for s in paid if s != cards.THROW]

    def __enter__(self) -> None:
        for c in self.stack:
            c.__enter__()

    def __exit__(self, *exc: object) -> None:
        for c in reversed(self.stack):
            c.__exit__(*exc)


def skill(state: MageKnightState, seat: int, skill: str) -> Why | None:
    hero = state.heroes[seat]
    skills = state.game.content.skills
    if skill not in hero.skills or skill not in skills:
        return why("skill-not-owned", "skills", skill=Ref("skill", skill))
    data = skills[skill]
    if str(data.usage) == "passive":
        return why("skill-passive", "skills", skill=Ref("skill", skill))
    if skill in hero.skills_used:
        when = msg("mk-refuse-this-turn" if skill in state.game.turn_skills else "mk-refuse-this-round")
        return why("skill-used", "skills", skill=Ref("skill", skill), when=when)
    if skill not in cards.ready_skills(state, seat):
        return why("skill-locked", "motivation", skill=Ref("skill", skill))
    return effect_why(state, seat, data.effect, Ref("skill", skill), "basic")


def activate(state: MageKnightState, seat: int, a: Action) -> Why | None:
    hero = state.heroes[seat]
    slot, ability = int(a.args[0]), int(a.args[1])
    if not 0 <= slot < len(hero.units):
        return why("no-unit", "unit-ready", n=slot + 1)
    unit = hero.units[slot]
    name = Ref("unit", unit.unit)
    record = state.combat
    if record is not None and not record.units_allowed and not unit.bonded:
        return why("units-not-allowed", "no-units")
    if unit.wounds:
        return why("unit-wounded", "unit-wounded", unit=name)
    if not unit.ready:
        return why("unit-spent", "unit-ready", unit=name)
    abilities = state.game.content.units[unit.unit].abilities
    if not 0 <= ability < len(abilities):
        return why("no-ability", "unit-ready", unit=name, n=ability + 1)
    data = abilities[ability]
    paid = a.args[2:]
    if (data.mana is None and paid) or len(paid) > 1:
        return why("bad-payment", "unit-ready", "mk-refuse-bad-payment-unit", unit=name)
    if data.mana is not None and not paid:
        return why("ability-needs-mana", "unit-ready", unit=name, colour=Ref("mana", str(data.mana)))
    problem = payment(state, seat, paid, [str(data.mana)])
    if problem is not None:
        return problem
    return effect_why(state, seat, data.effect, name, "basic", paid=paid)
