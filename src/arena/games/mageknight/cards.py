"""Playing a card: its basic effect, its powered effect paid with named mana, or sideways.

Seed 001, "打出一张卡牌": "如果你想使用强力效能,你必须支付一点与卡牌颜色对应的魔力——你可以用资源池中同样
颜色的魔力骰子(每轮你只能使用资源池中的一个魔力骰子);也可以是同样颜色的魔晶或魔力指示物。白昼时,你同样可以使用
金色骰子或是金色魔力指示物"; "堆叠卡牌" (effects of one kind add up); "打出横置卡牌": any card but a
Wound as Move 1, Influence 1, Attack 1 or Block 1, never powered. "卡牌类型" (decisions MK11):
the type icon says when a card may be played.

An action names the mana it pays with: ``play stamina die:2`` (Source die 2), ``crystal:blue``,
``token:gold``.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING

from arena.core.durations import Modifier, active
from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Msg, Ref, Seat, msg
from arena.games.mageknight import combat_targets
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.conversions import add_attack, points_in_combat
from arena.games.mageknight.datamodel import Card, CardDeck, CardType
from arena.games.mageknight.effects import Effect
from arena.games.mageknight.effecttext import mana_event
from arena.games.mageknight.effecttree import modifier_params, number
from arena.games.mageknight.heroes import WOUND, set_aside
from arena.games.mageknight.manablind import blind_now, mana_blind
from arena.games.mageknight.payment import mana_sources, spend, tentatively
from arena.games.mageknight.resolve import phase, usable
from arena.games.mageknight.tasks import ResolveEffect

if TYPE_CHECKING:
    from collections.abc import Iterator

    from arena.games.mageknight.state import MageKnightState

RULE_PLAY = 'seed 001, "打出一张卡牌"'
THROW = "throw"
SIDEWAYS_IN = {"movement": ("move",), "interaction": ("influence",)}
SIDEWAYS_IN_COMBAT = {"ranged": (), "block": ("block",), "attack": ("attack",)}
"""A sideways card is never Ranged or Siege (research §1.6): none in the Ranged phase."""
CONVERTED_TYPES = {"move": CardType.MOVE, "influence": CardType.INFLUENCE}
TYPES_IN = {
    "movement": {CardType.MOVE, CardType.SPECIAL, CardType.HEALING},
    "interaction": {CardType.INFLUENCE, CardType.SPECIAL, CardType.HEALING},
    "combat": {CardType.COMBAT, CardType.SPECIAL},
    "over": {CardType.SPECIAL, CardType.HEALING},
}
"""Seed 001: "特殊卡可以在任何时候被打出", "治疗卡牌可以在除战斗以外的任何时候打出" — after the turn's
action or a rest too (healing the Wounds a combat gave, before the turn ends)."""


def play_options(state: MageKnightState, seat: int) -> list[Action]:
    now = phase(state)
    out: list[Action] = []
    converted = points_in_combat(state, seat) if now == "combat" else set()  # Agility, Diplomacy
    sideways = _sideways_now(state, converted, now)
    if WOUND in state.heroes[seat].hand and _sideways_boost(state, seat, wound=True) is not None:
        out += [act("play", WOUND, f"sideways:{v}") for v in sideways]  # Power of Pain
    types = TYPES_IN.get(now, set()) | {CONVERTED_TYPES[p] for p in converted}
    ways = [f"sideways:{v}" for v in sideways]
    with counted_as_played(state):
        out += _card_modes(state, seat, types, ways)
    return out


@contextmanager
def counted_as_played(state: MageKnightState) -> Iterator[None]:
    """In a combat, the card offered counts among the combat's cards while its effect is checked,
    as it will when it resolves (``combat.py`` counts a card before it resolves it): an effect
    for the combat's start (Into the Heat) is offered only while it will work, and a card that
    plays another (Concentration) only when one will be left to play."""
    record = state.combat
    if record is None:
        yield
        return
    record.cards_played += 1
    try:
        yield
    finally:
        record.cards_played -= 1


def _card_modes(state: MageKnightState, seat: int, types: set[CardType], ways: list[str]) -> list[Action]:
    """Every card in hand (and Spell of the offer castable now) played each way it may be."""
    content = state.game.content
    out: list[Action] = []
    sources: dict[str, list[str]] = {}  # the same for every card: a card's payment is undone
    for card_id in sorted(set(state.heroes[seat].hand)):
        if card_id == WOUND:
            continue
        card = content.cards[card_id]
        out += [Action("play", (card_id, way)) for way in ways]
        if types.isdisjoint(card.types):
            continue
        with set_aside(state.heroes[seat].hand, card_id):
            out += [Action("play", (card_id, *paid)) for paid in _paid_modes(state, seat, card, sources)]
    for spell in sorted({s for _, s in offer_spells(state, seat)}):
        card = content.cards[spell]
        if not types.isdisjoint(card.types):
            out += [Action("play", (spell, *paid)) for paid in _paid_modes(state, seat, card, sources)]
    return out


def offer_spells(state: MageKnightState, seat: int) -> list[tuple[Modifier, str]]:
    """Magic Talent (research mageknight_data §2: "discard a card of colour c: may cast one Spell
    of colour c from the Spell offer this turn as if in hand (it stays in the offer; mana still
    paid)"): the Spells of the offer castable now, each with the modifier that allows it."""
    cards = state.game.content.cards
    out = []
    for modifier in active(state.modifiers, "cast_from_offer", seat):
        colours = modifier_params(state, modifier).get("colour")
        allowed = {str(c) for c in colours} if isinstance(colours, list | tuple) else {str(colours)}
        out += [(modifier, s) for s in sorted(set(state.offers["spell"])) if str(cards[s].colour) in allowed]
    return out


def _sideways_now(state: MageKnightState, converted: set[str], now: str) -> tuple[str, ...]:
    if state.combat is not None:
        return tuple(v for v in SIDEWAYS_IN_COMBAT[state.combat.phase] if sideways_of_use(state, v)) + tuple(
            sorted(converted)
        )
    return SIDEWAYS_IN.get(now, ())


def sideways_of_use(state: MageKnightState, value: str) -> bool:
    """A sideways Attack 1 (Block 1) in combat with some enemy left to attack (to block): none is
    offered when it could do nothing (Arena issue 30)."""
    if value == "attack":
        return combat_targets.attackable(state, combat_targets.MELEE)
    if value == "block":
        return combat_targets.anything_to_block(state)
    return True


def _sideways_boost(state: MageKnightState, seat: int, *, wound: bool = False) -> Modifier | None:
    """The turn's "one sideways card gives more" Skill, if used and not spent (a Wound only with
    Power of Pain)."""
    for modifier in active(state.modifiers, "sideways_value", seat):
        if not wound or modifier_params(state, modifier).get("wound"):
            return modifier
    return None


def sideways_amount(state: MageKnightState, seat: int, card: str) -> int:
    """1, or the Skill's value for this one card (research data §5: I Don't Give a Damn, Who
    Needs Magic?, Universal Power, Power of Pain); the Skill is then spent."""
    modifier = _sideways_boost(state, seat, wound=card == WOUND)
    if modifier is None:
        return 1
    state.modifiers.remove(modifier)
    params = modifier_params(state, modifier)
    bonus_if = params.get("bonus_if")
    deck = state.game.card_deck(card)
    bonus = (bonus_if == "advanced_spell_artifact" and deck in ("advanced", "spell", "artifact")) or (
        bonus_if == "no_source_die" and not state.turn.dice_taken
    )
    return number(params.get("bonus_value" if bonus else "value", 1))


def _paid_modes(
    state: MageKnightState, seat: int, card: Card, sources: dict[str, list[str]] | None = None
) -> list[tuple[str, ...]]:
    """The ways to play ``card`` for an effect now, as the action's extra arguments: an Action
    card's basic effect is free and its powered one costs a mana of its colour; a Spell costs a
    mana of its colour, its powered effect that and a black mana, at Night only; an Artifact's
    basic effect is free, its powered one throws it away (research §1.6). ``sources``: the
    mana sources of each colour found so far in this very position (they do not depend on the
    card). An effect judged the same whatever pays (:func:`mana_blind`) is judged once."""
    out: list[tuple[str, ...]] = []
    colour = str(card.colour) if card.colour is not None else ""
    if card.deck is CardDeck.ARTIFACT:
        out += [()] if usable(state, seat, card.basic) else []
        return out + ([(THROW,)] if usable(state, seat, card.powered) else [])
    if sources is None:
        sources = {}
    if card.deck is not CardDeck.SPELL:
        out += [()] if usable(state, seat, card.basic) else []
        paying = _sources(state, seat, colour, sources)
        if paying and blind_now(state, seat, card.powered):  # the same verdict, paid or not
            return out + [(source,) for source in paying] if usable(state, seat, card.powered) else out
        for source in paying:
            with tentatively(state, seat, source):
                if usable(state, seat, card.powered):
                    out.append((source,))
        return out
    memo: dict[int, bool] = {}
    for source in _sources(state, seat, colour, sources):
        with tentatively(state, seat, source):
            if _judged(state, seat, card.basic, memo):
                out.append((source,))
            if not state.night_now():
                continue
            for black in mana_sources(state, seat, "black"):
                with tentatively(state, seat, black):
                    if _judged(state, seat, card.powered, memo):
                        out.append((source, black))
    return out


def _sources(state: MageKnightState, seat: int, colour: str, known: dict[str, list[str]]) -> list[str]:
    """:func:`mana_sources` of ``colour``, found once per position in ``known``."""
    found = known.get(colour)
    if found is None:
        found = known[colour] = mana_sources(state, seat, colour)
    return found


def _judged(state: MageKnightState, seat: int, effect: Effect, memo: dict[int, bool]) -> bool:
    """:func:`usable`, once per :func:`mana_blind` effect of ``memo`` (one card's payments)."""
    if not mana_blind(effect):
        return usable(state, seat, effect)
    verdict = memo.get(id(effect))
    if verdict is None:
        verdict = memo[id(effect)] = usable(state, seat, effect)
    return verdict


def play(state: MageKnightState, seat: int, a: Action, events: list[Event]) -> None:
    hero = state.heroes[seat]
    card_id = a.args[0]
    if card_id in hero.hand:
        hero.hand.remove(card_id)
        hero.play_area.append(card_id)
        state.turn.played += 1
    else:  # Magic Talent: cast from the Spell offer, where it stays (once)
        state.modifiers.remove(next(m for m, s in offer_spells(state, seat) if s == card_id))
    if len(a.args) > 1 and a.args[1].startswith("sideways:"):
        value = a.args[1].partition(":")[2]
        amount = sideways_amount(state, seat, card_id)
        if value == "move":
            state.turn.move_points += amount
        elif value == "influence":
            state.turn.influence_points += amount
        elif state.combat is not None and value == "attack":  # a sideways card is physical (§1.6)
            add_attack(state, seat, "melee:physical", amount)
        elif state.combat is not None:
            state.combat.block["physical"] = state.combat.block.get("physical", 0) + amount
        if events is not DISCARDED:
            say = msg(
                "mk-ev-sideways",
                player=Seat(seat),
                card=Ref("card", card_id),
                what=sideways_points(value, amount),
            )
            events.append(Event("play", {"player": seat, "card": card_id, "sideways": value},
                                f"P{seat + 1} plays {card_id} sideways: {value} {amount}", say=say))  # fmt: skip
        return
    card = state.game.content.cards[card_id]
    paid = a.args[1:]
    if card.deck is CardDeck.ARTIFACT:
        mode = "powered" if paid == (THROW,) else "basic"
        if mode == "powered":  # thrown away: out of the game
            hero.play_area.remove(card_id)
            state.thrown.append(card_id)
    else:
        spell = card.deck is CardDeck.SPELL
        mode = "powered" if len(paid) == (2 if spell else 1) else "basic"
        if spell:
            state.turn.spells_cast.append(str(card.colour))
        for i, source in enumerate(paid):  # the card's colour, then a Spell's black
            colour = spend(state, seat, source, str(card.colour) if i == 0 else "black")
            if events is not DISCARDED:
                events.append(mana_event(state, seat, source, colour))
    if events is not DISCARDED:
        name = Ref(
            "card-powered" if mode == "powered" and card.powered_names is not None else "card", card_id
        )
        say = msg(f"mk-ev-play-{mode}", player=Seat(seat), card=name)
        events.append(Event("play", {"player": seat, "card": card_id, "mode": mode},
                            f"P{seat + 1} plays {card_id} ({mode})", say=say))  # fmt: skip
    state.push(ResolveEffect(seat, "card", card_id, mode, ()))


def sideways_points(value: str, amount: int) -> Msg:
    """ "Move 1", "Attack 2"... what a sideways card gave."""
    what = {"attack": "mk-attack-melee-physical", "block": "mk-block-physical"}.get(value)
    if what is not None:
        return msg("mk-fx-points", what=msg(what), n=amount)
    return msg(f"mk-fx-{value}", n=amount)


def ready_skills(state: MageKnightState, seat: int) -> list[str]:
    """``seat``'s Skills not used yet (this turn or this Round) nor under a shared lock."""
    hero = state.heroes[seat]
    skills = state.game.content.skills
    locked = {m.args[0] for m in active(state.modifiers, "shared_lock", seat)}
    return [
        s for s in sorted(hero.skills) if s not in hero.skills_used and skills[s].shared_lock not in locked
    ]


def skill_options(state: MageKnightState, seat: int) -> list[Action]:
    """Skills not used this turn (once a turn) or this Round (once a Round), usable now."""
    skills = state.game.content.skills
    return [act("skill", s) for s in ready_skills(state, seat)
            if str(skills[s].usage) in ("turn", "round", "interactive") and usable(state, seat, skills[s].effect)]  # fmt: skip


def use_skill(
    state: MageKnightState, seat: int, a: Action, events: list[Event], *, lock_turns: int = 2
) -> None:
    """``lock_turns``: the owner's turn ends a shared lock lasts (its own turn counts when used in it)."""
    skill = a.args[0]
    state.heroes[seat].skills_used.append(skill)
    lock = state.game.content.skills[skill].shared_lock
    if lock is not None:  # Motivation: "may not use another Motivation until end of your next turn"
        state.modifiers.append(Modifier("shared_lock", LOCK_MOMENT, seat, (str(lock), lock_turns)))
    if events is not DISCARDED:
        events.append(Event("skill", {"player": seat, "skill": skill}, f"P{seat + 1} uses {skill}",
                            say=msg("mk-ev-skill", player=Seat(seat), skill=Ref("skill", skill))))  # fmt: skip
    state.push(ResolveEffect(seat, "skill", skill, "basic", ()))


LOCK_MOMENT = "owner_turns"
"""A shared lock (Motivation's) lasts until the end of the owner's next turn: its second arg
counts the owner's turn ends left (2 when taken, the current turn included)."""


def count_down_locks(modifiers: list[Modifier], seat: int) -> list[Modifier]:
    """End of ``seat``'s turn: its shared locks count one turn down, gone at zero."""
    out = []
    for m in modifiers:
        if m.kind == "shared_lock" and m.player == seat:
            if int(m.args[1]) > 1:
                out.append(Modifier(m.kind, m.until, seat, (m.args[0], int(m.args[1]) - 1)))
            continue
        out.append(m)
    return out
