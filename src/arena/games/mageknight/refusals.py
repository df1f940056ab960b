"""Why Mage Knight refuses an action: a reason code, the sentence the player reads, and the rule
it breaks (issue 29).

:func:`refusal` answers ``None`` for a legal action — ``legal_actions()`` is the contract — and
only then reads the intent of the action from its notation (verb, card, hex, die...) and checks
the conditions the rules modules apply, in the order a player meets them: the first that fails
is the reason. Every reason cites a rule of :data:`RULES`: seed 001's own sentence (Simplified
Chinese), or, where the seed fragment is silent, the research text with its section; the
messages ``rule-<id>`` translate them. An action no check explains is refused as "not possible
while you must <decision>", the decision named by a message (:data:`DECISIONS`).

Nothing here changes the position: the checks read it, and the engine helpers they borrow
restore what they touch (``tentatively``, ``set_aside``).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from arena.core.durations import active
from arena.core.errors import IllegalActionError
from arena.core.flow import CHANCE
from arena.core.text import Arg, Msg, Ref, RuleText, msg, read_rules
from arena.core.text import Hex as HexRef
from arena.games.mageknight import (
    bonds,
    cards,
    combat,
    combat_targets,
    costs,
    geometry,
    healing,
    interaction,
    mana,
    movement,
    sites,
    turn,
)
from arena.games.mageknight import combat_math as cm
from arena.games.mageknight import effects as fx
from arena.games.mageknight.actions import CHANCE_VERBS, VERBS, Action
from arena.games.mageknight.datamodel import CardDeck, CardType
from arena.games.mageknight.effecttree import modifier_params, node_at, root_effect
from arena.games.mageknight.heroes import WOUND, set_aside
from arena.games.mageknight.hexes import Hex, distance, neighbours
from arena.games.mageknight.payment import held_dice, pays, tentatively
from arena.games.mageknight.resolve import phase, usable
from arena.games.mageknight.tiles import Site

if TYPE_CHECKING:
    from arena.core.flow import Task
    from arena.games.mageknight.state import MageKnightState

# -- the rules cited ---------------------------------------------------------------------------
_SEED = 'seed 001, "{}"'
_RESEARCH = "research mageknight §{}"
_DATA = "research mageknight_data §{}"


def _seed(section: str, quote: str) -> RuleText:
    return RuleText(_SEED.format(section), quote)


RULES: dict[str, RuleText] = read_rules(Path(__file__).with_name("data") / "rules.yaml")
"""The rules refusals cite (``data/rules.yaml``): citation and the seed's sentence."""

DECISIONS: dict[str, tuple[str, str]] = {
    "choose_hero": ("choose-hero", "hero-choice"),
    "choose_tactic": ("choose-tactic", "tactics"),
    "turn": ("turn", "rest-or-turn"),
    "tidy_hand": ("tidy-hand", "tidy"),
    "choose_effect": ("choose-effect", "card-effects"),
    "pay_cost": ("pay-cost", "discard-costs"),
    "handler_step": ("handler-step", "special-cards"),
    "combat": ("combat", "one-action"),
    "choose_skill": ("choose-skill", "level-up"),
    "take_advanced": ("take-advanced", "level-up"),
    "tactic_step": ("tactic-step", "tactic-order"),
    "assign_damage": ("assign-damage", "assign-damage"),
    "glade_wound": ("glade-wound", "glade"),
    "altar_offering": ("altar-offering", "altar"),
    "enemy_target": ("enemy-target", "card-effects"),
    "relocate_target": ("relocate-target", "card-effects"),
    "spend_healing": ("spend-healing", "heal-points"),
    "disband": ("disband", "disband"),
    "meditation_choose": ("meditation-choose", "card-effects"),
    "meditation_place": ("meditation-place", "card-effects"),
    "assign_banner": ("assign-banner", "card-effects"),
    "return_to_deck": ("return-to-deck", "card-effects"),
    "choose_unit": ("choose-unit", "card-effects"),
    "forced_discard": ("forced-discard", "card-effects"),
    "any_turn_skill": ("any-turn-skill", "skills"),
    "long_night_draw": ("long-night-draw", "long-night"),
}
"""Decision task kind → (its phrase ``mk-refuse-decision-<phrase>``, the rule a refusal there cites)."""

CHANCE_RULES = {
    "hero_order": "hero-choice",
    "dummy_hero": "hero-choice",
    "dummy_tactic": "tactics-once",
    "roll_source": "die-in-source",
    "reroll_die": "die-in-source",
    "roll_mana_die": "die-in-source",
    "reveal_tile": "explore-pile",
    "draw_rampaging": "enemy-tokens",
    "draw_site_enemy": "enemy-tokens",
    "draw_garrison": "enemy-tokens",
    "draw_summon": "enemy-tokens",
    "draw_skills": "level-up",
    "draw_dummy_skill": "level-up",
    "deal_offer": "level-up",
}
"""Chance task kind → the rule a refusal there cites (a card drawn, by default)."""

TACTIC_RULES = {
    "the_right_moment": "the-right-moment",
    "long_night": "long-night",
    "mana_search": "mana-search",
    "midnight_meditation": "midnight-meditation",
}
"""The Tactics announced during a turn (``use-tactic``) and the rule of each."""

SITE_RULES = {"village": "village", "monastery": "monastery", "keep": "keep", "mage_tower": "mage-tower"}


# -- the refusal --------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Why:
    """A reason: its code, the rule it cites (a :data:`RULES` id, or empty) and the sentence."""

    reason: str
    rule: str
    say: Msg


def _why(reason: str, rule: str, key: str = "", /, **args: Arg) -> Why:
    return Why(reason, rule, msg(key or f"mk-refuse-{reason}", **args))


def refusal(state: MageKnightState, action: object) -> IllegalActionError | None:
    """``None`` when ``action`` is legal in ``state``, else the error saying why not."""
    if not isinstance(action, Action):
        return IllegalActionError(
            f"{action!r} is not a Mage Knight action",
            reason="not-an-action",
            rule="mageknight",
            say=msg("refuse-bad-notation", text=str(action)),
        )
    if state.is_over() or not state.stack:
        return _error(state, action, Why("game-over", "game-end", msg("refuse-game-over")))
    if action in state.legal_actions():
        return None
    try:
        why = explain(state, action)
    except (ValueError, KeyError, IndexError, AssertionError):  # a malformed action: nothing to read
        why = _wrong_moment(state, action)
    return _error(state, action, why)


def _error(state: MageKnightState, action: Action, why: Why) -> IllegalActionError:
    rule = RULES.get(why.rule)
    cite = rule.cite if rule is not None else state.FLOW.rules[type(state.stack[-1])]
    english = state.game.texts().say(why.say, "en")  # the log's sentence
    return IllegalActionError(
        f"{action}: {english}", reason=why.reason, rule=cite, say=why.say, rule_id=why.rule if rule else ""
    )


def explain(state: MageKnightState, a: Action) -> Why:
    """Why the action ``a``, not legal in ``state``, is refused (no check of legality here)."""
    top = state.stack[-1]
    if state.FLOW.roles[type(top)] == CHANCE:
        return Why("not-an-outcome", CHANCE_RULES.get(top.kind, "draw-up"), msg("refuse-not-an-outcome"))
    if a.verb in CHANCE_VERBS:
        return Why("chance-only", DECISIONS.get(top.kind, ("", "rest-or-turn"))[1], msg("refuse-chance-only"))
    seat = state.current_player()
    kind = top.kind
    why: Why | None = None
    if kind == "turn":
        why = _turn(state, seat, a)
    elif kind == "combat":
        why = _combat(state, seat, a)
    else:
        why = _decision(state, seat, top, a)
    return why if why is not None else _wrong_moment(state, a)


PLAYER_VERBS = frozenset(VERBS) - CHANCE_VERBS
"""The verbs of the players' actions (each said by ``mk-refuse-verb-<verb>``)."""


def _wrong_moment(state: MageKnightState, a: Action) -> Why:
    top = state.stack[-1]
    phrase, rule = DECISIONS.get(top.kind, ("turn", "rest-or-turn"))
    if top.kind == "combat" and state.combat is not None:
        decision = msg("mk-refuse-decision-combat", phase=Ref("phase", state.combat.phase))
    else:
        decision = msg(f"mk-refuse-decision-{phrase}")
    what = msg(f"mk-refuse-verb-{a.verb}" if a.verb in PLAYER_VERBS else "mk-refuse-verb-other")
    return _why("wrong-moment", rule, what=what, decision=decision)


# -- a regular turn -----------------------------------------------------------------------------
def _fresh(state: MageKnightState) -> bool:
    t = state.turn
    return not (t.played or t.moved or t.rested or t.acted)


def _turn(state: MageKnightState, seat: int, a: Action) -> Why | None:
    verb = a.verb
    if verb in ("play", "skill", "activate"):
        return _use(state, seat, a)
    if verb == "move":
        return _move(state, seat, a)
    if verb == "explore":
        return _explore(state, seat, a)
    if verb in ("interact", "enter", "burn", "challenge"):
        return _action(state, seat, a)
    if verb in ("recruit", "buy-healing", "buy"):
        return _purchase(state, seat, a)
    if verb == "plunder":
        return _plunder(state, seat)
    if verb == "rest":
        return _rest(state, seat, a)
    if verb == "announce-end":
        return _announce(state, seat)
    if verb == "end-turn":
        return _end_turn(state, seat)
    if verb == "use-tactic":
        return _use_tactic(state, seat)
    if verb in ("attack", "block", "next", "convert", "assign"):
        return _why("not-in-combat", "combat-start")
    if verb == "borrow":
        return _why("borrow-without-card", "call-to-arms")
    if verb == "discard" and a.args:
        return _discard(state, seat, a.args[0], "tidy")
    return None


def _here(state: MageKnightState, seat: int) -> Hex:
    here = state.heroes[seat].position
    if here is None:
        raise ValueError("the figure is off the map")
    return here


def _hex_arg(a: Action, at: int = 0) -> Hex:
    return (int(a.args[at]), int(a.args[at + 1]))


def _move(state: MageKnightState, seat: int, a: Action) -> Why | None:
    t = state.turn
    if t.rested:
        return _why("rested", "rest")
    if t.acted or state.combat is not None:
        return _why("move-after-action", "move-then-act")
    here, there = _here(state, seat), _hex_arg(a)
    far = movement.reach(state)
    if not 0 < distance(here, there) <= far:
        return _why("not-adjacent", "adjacent", hex=HexRef(*there), here=HexRef(*here))
    data = movement.hex_data(state, there)
    if data is None:
        return _why("off-map", "explore-edge", hex=HexRef(*there))
    if data.site is Site.CITY:
        return _why("city-closed", "cities")
    if there in state.enemies:
        return _why(
            "rampaging-space", "rampaging-space", enemy=Ref("enemy", state.enemies[there]), hex=HexRef(*there)
        )
    terrain = str(data.terrain)
    cost = movement.move_cost(state, there)
    if cost is None:
        return _why("impassable", "impassable", terrain=Ref("terrain", terrain))
    if cost > t.move_points:
        when = msg("mk-refuse-at-night" if state.night else "mk-refuse-by-day")
        return _why("not-enough-move", "move-points", terrain=Ref("terrain", terrain), cost=cost,
                    left=t.move_points, when=when)  # fmt: skip
    if movement.other_heroes_at(state, seat, there) and movement.provoked_by(state, here, there):
        return _why("crowded-provoke", "other-figures")
    return None


def _explore(state: MageKnightState, seat: int, a: Action) -> Why | None:
    t = state.turn
    if t.rested:
        return _why("rested", "rest")
    if t.acted or state.combat is not None:
        return _why("move-after-action", "move-then-act")
    back = movement.top_back(state)
    if back is None:
        return _why("no-tile-left", "explore-pile")
    if t.move_points < movement.EXPLORE_COST:
        return _why("explore-cost", "explore-cost", cost=movement.EXPLORE_COST, left=t.move_points)
    here, centre = _here(state, seat), _hex_arg(a)
    if centre in state.tiles:
        return _why("tile-placed", "explore-edge", hex=HexRef(*centre))
    near = [here] if movement.reach(state) == 1 else [here, *neighbours(here)]
    if not any(geometry.tile_centre_of(n) == centre for h in near for n in neighbours(h)):
        return _why("explore-not-adjacent", "explore-edge", hex=HexRef(*centre))
    if not geometry.in_wedge(centre):
        return _why("explore-coastline", "explore-edge", hex=HexRef(*centre))
    return _why(
        "explore-placement", "explore-placement", hex=HexRef(*centre), back=msg(f"mk-refuse-back-{back}")
    )


# -- playing cards, Skills, Units ---------------------------------------------------------------
def _use(state: MageKnightState, seat: int, a: Action) -> Why | None:
    if not a.args:
        return None
    if a.verb == "play":
        return _play(state, seat, a)
    if a.verb == "skill":
        return _skill(state, seat, a.args[0])
    return _activate(state, seat, a)


def _play(state: MageKnightState, seat: int, a: Action) -> Why | None:
    hero = state.heroes[seat]
    card_id, paid = a.args[0], a.args[1:]
    sideways = len(paid) == 1 and paid[0].startswith("sideways:")
    if card_id == WOUND and not (sideways and cards._sideways_boost(state, seat, wound=True) is not None):
        return _why("wound-unplayable", "sideways" if sideways else "wounds")
    in_offer = card_id in {s for _, s in cards.offer_spells(state, seat)}
    if card_id not in hero.hand and not in_offer:
        return _why("not-in-hand", "from-hand", card=Ref("card", card_id))
    if sideways:
        return _sideways(state, seat, card_id, paid[0].partition(":")[2])
    card = state.game.content.cards[card_id]
    now = phase(state)
    converted = combat_points(state, seat)
    types = cards.TYPES_IN.get(now, set()) | {cards.CONVERTED_TYPES[p] for p in converted}
    if types.isdisjoint(card.types):
        if now == "combat" and CardType.HEALING in card.types:
            return _why("healing-in-combat", "healing-cards", card=Ref("card", card_id))
        kinds = tuple(msg(f"mk-refuse-type-{t}") for t in card.types)
        return _why("card-timing", "card-types", card=Ref("card", card_id), types=kinds,
                    moment=msg(f"mk-refuse-moment-{now}"))  # fmt: skip
    if card.deck is CardDeck.ARTIFACT:
        if paid not in ((), (cards.THROW,)):
            return _why("bad-payment", "artifacts", card=Ref("card", card_id))
        mode = "powered" if paid else "basic"
        effect = card.powered if paid else card.basic
        return _effect_why(
            state, seat, effect, Ref("card", card_id), mode, hold=card_id if not in_offer else ""
        )
    if cards.THROW in paid:
        return _why("throw-artifact-only", "artifacts", card=Ref("card", card_id))
    colour = str(card.colour)
    if card.deck is CardDeck.SPELL:
        if not paid:
            return _why("spell-needs-mana", "spells", card=Ref("card", card_id), colour=Ref("mana", colour))
        if len(paid) > 2:
            return _why("bad-payment", "spells", card=Ref("card", card_id))
        if len(paid) == 2 and not state.night_now():
            return _why("spell-night-only", "spells", card=Ref("card", card_id))
    elif len(paid) > 1:
        return _why("bad-payment", "powered-mana", card=Ref("card", card_id))
    needs = [colour, mana.BLACK][: len(paid)]
    hold = card_id if not in_offer else ""
    with _aside(hero.hand, hold):
        problem = _payment(state, seat, paid, needs)
    if problem is not None:
        return problem
    mode = "powered" if len(paid) == (2 if card.deck is CardDeck.SPELL else 1) else "basic"
    effect = card.powered if mode == "powered" else card.basic
    return _effect_why(state, seat, effect, Ref("card", card_id), mode, hold=hold, paid=paid)


def combat_points(state: MageKnightState, seat: int) -> set[str]:
    from arena.games.mageknight.conversions import points_in_combat

    return points_in_combat(state, seat) if phase(state) == "combat" else set()


def _sideways(state: MageKnightState, seat: int, card_id: str, value: str) -> Why | None:
    record = state.combat
    if record is not None and record.phase == "ranged":
        return _why("sideways-ranged", "ranged-phase")
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
            return _why("no-effect-now", "block", "mk-refuse-no-target-block", what=what, gains=(gain,))
        return _why("no-effect-now", "attack", "mk-refuse-no-target-attack", what=what, gains=(gain,))
    gains = tuple(msg(f"mk-refuse-gain-{v}") for v in allowed)
    if not gains:
        return _why("sideways-timing", "card-types", "mk-refuse-sideways-useless",
                    moment=msg(f"mk-refuse-moment-{phase(state)}"))  # fmt: skip
    return _why("sideways-timing", "card-types", gains=gains)


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


def _payment(state: MageKnightState, seat: int, paid: tuple[str, ...], needs: list[str]) -> Why | None:
    """The first mana of ``paid`` that cannot pay its colour of ``needs`` (each judged after the
    ones before it are spent)."""
    if not paid:
        return None
    problem = _mana(state, seat, paid[0], needs[0])
    if problem is not None or len(paid) == 1:
        return problem
    with tentatively(state, seat, paid[0]):
        return _payment(state, seat, paid[1:], needs[1:])


def _mana(state: MageKnightState, seat: int, source: str, needed: str) -> Why | None:
    """Why ``source`` (``die:2``, ``crystal:blue``, ``token:gold``...) cannot pay one mana of
    ``needed`` now, or ``None``."""
    hero, t = state.heroes[seat], state.turn
    where, _, what = source.partition(":")
    if where == "die":
        if not what.isdigit() or int(what) >= len(state.source):
            return _why("die-unavailable", "die-in-source", die=what)
        die = int(what)
        if die != hero.stolen_die:
            if die in t.dice_taken or die in t.dice_kept:
                return _why("die-unavailable", "die-in-source", "mk-refuse-die-taken", die=what)
            if die in held_dice(state):
                return _why("die-unavailable", "die-in-source", die=what)
            frozen = any(m.kind == "source_freeze" and m.player != t.player for m in state.modifiers)
            if len(t.dice_taken) >= t.dice_allowed - frozen:
                return _why("source-die-used", "one-die", n=len(t.dice_taken))
        colour = state.source[die]
    elif where == "crystal":
        if what in mana.COLOURS and what not in mana.BASIC:
            return _why("bad-mana", "powered-mana", "mk-refuse-no-such-crystal", colour=Ref("mana", what))
        if what not in mana.BASIC:
            return _why("bad-mana", "powered-mana")
        if not hero.crystals.get(what, 0):
            return _why("no-crystal", "powered-mana", colour=Ref("mana", what))
        colour = what
    elif where in ("token", "endless"):
        if what not in mana.COLOURS:
            return _why("bad-mana", "powered-mana")
        endless = where == "endless" and any(
            what in _colours(modifier_params(state, m).get("colours", ()))
            for m in active(state.modifiers, "endless_mana", seat)
        )
        if (where == "token" and what not in hero.tokens) or (where == "endless" and not endless):
            return _why("no-token", "powered-mana", colour=Ref("mana", what))
        colour = what
    else:
        return _why("bad-mana", "powered-mana", text=source)
    if pays(state, seat, colour, needed):
        return None
    night = state.night_now()
    if colour == mana.BLACK and not night:
        return _why("black-by-day", "black-by-day")
    if colour == mana.GOLD and night:
        return _why("gold-at-night", "gold-at-night")
    return _why("wrong-colour", "powered-mana", colour=Ref("mana", colour), needed=Ref("mana", needed))


def _colours(value: object) -> tuple[str, ...]:
    return tuple(str(c) for c in value) if isinstance(value, tuple | list) else ()


def _leaves(node: object) -> Iterator[object]:
    """Every effect of an effect tree (its choices, parts, paid and conditional effects)."""
    yield node
    for name in ("effects", "options"):
        for child in getattr(node, name, ()) or ():
            yield from _leaves(child)
    for name in ("effect", "then", "else_"):
        child = getattr(node, name, None)
        if isinstance(child, fx._Effect):
            yield from _leaves(child)


def _effect_why(state: MageKnightState, seat: int, effect: fx.Effect, what: Ref, mode: str, *,
                hold: str = "", paid: tuple[str, ...] = ()) -> Why | None:  # fmt: skip
    """Why ``effect`` (of a card, Skill or Unit ``what``) does nothing now, or ``None`` if it would."""
    hero = state.heroes[seat]
    with _aside(hero.hand, hold), _spent(state, seat, paid):
        if usable(state, seat, effect):
            return None
    nodes = list(_leaves(effect))
    gains = [n for n in nodes if isinstance(n, fx.Attack | fx.Block | fx.Move | fx.Influence | fx.Heal)]
    record = state.combat
    if gains and all(isinstance(n, fx.Attack | fx.Block) for n in gains) and record is not None:
        useless = _no_target(state, [n for n in gains if isinstance(n, fx.Attack | fx.Block)], what)
        if useless is not None:
            return useless
        names = tuple(dict.fromkeys(_gain(n) for n in gains if isinstance(n, fx.Attack | fx.Block)))
        return _why("effect-wrong-phase", "attack-phase" if record.phase != "block" else "block", what=what,
                    gains=names, phase=Ref("phase", record.phase))  # fmt: skip
    if gains and all(isinstance(n, fx.Heal) for n in gains) and not healing.can_heal(state, seat):
        return _why("nothing-to-heal", "heal-points")
    key = "mk-refuse-no-effect-now" if what.kind == "card" else "mk-refuse-no-effect-now-thing"
    return _why("no-effect-now", "card-effects", key, what=what, mode=msg(f"mk-refuse-mode-{mode}"))


def _no_target(state: MageKnightState, gains: list[fx.Attack | fx.Block], what: Arg) -> Why | None:
    """Attack or Block points of this phase that no enemy is left to take (Arena issue 30): a
    Ranged attack against fortified enemies only, a Block with every attack blocked..."""
    record = state.combat
    assert record is not None
    if record.phase == "block":
        if any(isinstance(n, fx.Block) for n in gains) and not combat_targets.anything_to_block(state):
            gain = msg("mk-refuse-gain-block")
            return _why("no-effect-now", "block", "mk-refuse-no-target-block", what=what, gains=(gain,))
        return None
    attacks = [n for n in gains if isinstance(n, fx.Attack)]
    names = tuple(dict.fromkeys(_gain(n) for n in attacks))
    if record.phase == "ranged":
        ranges = {str(n.range) for n in attacks} - {combat_targets.MELEE}
        if ranges and not any(combat_targets.attackable(state, r) for r in ranges):
            names = tuple(dict.fromkeys(_gain(n) for n in attacks if str(n.range) in ranges))
            return _why("no-effect-now", "ranged-phase", "mk-refuse-no-target-ranged", what=what, gains=names)
        return None
    if record.phase == "attack" and attacks and not combat_targets.attackable(state, combat_targets.MELEE):
        return _why("no-effect-now", "attack", "mk-refuse-no-target-attack", what=what, gains=names)
    return None


def _gain(node: fx.Attack | fx.Block) -> Msg:
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


def _skill(state: MageKnightState, seat: int, skill: str) -> Why | None:
    hero = state.heroes[seat]
    skills = state.game.content.skills
    if skill not in hero.skills or skill not in skills:
        return _why("skill-not-owned", "skills", skill=Ref("skill", skill))
    data = skills[skill]
    if str(data.usage) == "passive":
        return _why("skill-passive", "skills", skill=Ref("skill", skill))
    if skill in hero.skills_used:
        when = msg("mk-refuse-this-turn" if skill in state.game.turn_skills else "mk-refuse-this-round")
        return _why("skill-used", "skills", skill=Ref("skill", skill), when=when)
    if skill not in cards.ready_skills(state, seat):
        return _why("skill-locked", "motivation", skill=Ref("skill", skill))
    return _effect_why(state, seat, data.effect, Ref("skill", skill), "basic")


def _activate(state: MageKnightState, seat: int, a: Action) -> Why | None:
    hero = state.heroes[seat]
    slot, ability = int(a.args[0]), int(a.args[1])
    if not 0 <= slot < len(hero.units):
        return _why("no-unit", "unit-ready", n=slot + 1)
    unit = hero.units[slot]
    name = Ref("unit", unit.unit)
    record = state.combat
    if record is not None and not record.units_allowed and not unit.bonded:
        return _why("units-not-allowed", "no-units")
    if unit.wounds:
        return _why("unit-wounded", "unit-wounded", unit=name)
    if not unit.ready:
        return _why("unit-spent", "unit-ready", unit=name)
    abilities = state.game.content.units[unit.unit].abilities
    if not 0 <= ability < len(abilities):
        return _why("no-ability", "unit-ready", unit=name, n=ability + 1)
    data = abilities[ability]
    paid = a.args[2:]
    if (data.mana is None and paid) or len(paid) > 1:
        return _why("bad-payment", "unit-ready", "mk-refuse-bad-payment-unit", unit=name)
    if data.mana is not None and not paid:
        return _why("ability-needs-mana", "unit-ready", unit=name, colour=Ref("mana", str(data.mana)))
    problem = _payment(state, seat, paid, [str(data.mana)])
    if problem is not None:
        return problem
    return _effect_why(state, seat, data.effect, name, "basic", paid=paid)


# -- the turn's action: interaction, adventure sites, combat ------------------------------------
def _action(state: MageKnightState, seat: int, a: Action) -> Why | None:
    t = state.turn
    if movement.crowded(state, seat):
        return _why("crowded", "other-figures")
    if t.rested:
        return _why("rested", "rest")
    if t.acted:
        return _why("already-acted", "one-action")
    here = _here(state, seat)
    if a.verb == "interact":
        return _interact(state, seat, here)
    if a.verb == "enter":
        return _enter(state, seat, here)
    if a.verb == "burn":
        data = movement.hex_data(state, here)
        if data is None or data.site is not Site.MONASTERY:
            return _why("no-monastery", "burn")
        if list(here) in state.burned:
            return _why("monastery-burnt", "burn")
        return None
    return _challenge(state, seat, _hex_arg(a))


def _interact(state: MageKnightState, seat: int, here: Hex) -> Why | None:
    site = interaction.site_here(state, seat)
    if site is None or site.kind not in ("inhabited", "fortified"):
        return _why("no-inhabitants", "actions")
    if site.kind == "fortified":
        owners = state.shields.get(here)
        if not site.recruit:
            return _why("no-inhabitants", "actions")
        if not owners or (site.id == "keep" and owners != [seat]):
            return _why("not-conquered", SITE_RULES.get(site.id, "actions"), site=Ref("site", site.id))
    if state.game.content.influence_modifier(state.heroes[seat].reputation) is None:
        return _why("reputation-x", "reputation-x")
    if list(here) in state.burned:
        return _why("monastery-burnt", "burn")
    return None


def _enter(state: MageKnightState, seat: int, here: Hex) -> Why | None:
    data = movement.hex_data(state, here)
    if data is None or data.site is None or str(data.site) not in sites.ADVENTURES:
        return _why("no-adventure-site", "actions")
    site = state.game.content.sites[str(data.site)]
    if state.shields.get(here) and not site.reassault_fame_only:
        return _why("site-conquered", "actions", site=Ref("site", site.id))
    token = state.ruins.get(here)
    if token is not None and state.game.content.ruins[token].kind == "altar":
        altar = state.game.content.ruins[token]
        have = sites.payable_mana(state, seat, str(altar.colour))
        return _why(
            "altar-mana", "altar", n=altar.mana_cost, colour=Ref("mana", str(altar.colour)), have=have
        )
    return None


def _challenge(state: MageKnightState, seat: int, there: Hex) -> Why | None:
    here = _here(state, seat)
    token = state.enemies.get(there)
    if token is None:
        return _why("no-enemy-there", "challenge", hex=HexRef(*there))
    if distance(here, there) != 1:
        return _why("challenge-not-adjacent", "challenge", enemy=Ref("enemy", token), hex=HexRef(*there))
    return None


def _purchase(state: MageKnightState, seat: int, a: Action) -> Why | None:
    t = state.turn
    if not t.interacting:
        return _why("not-interacting", "actions")
    content = state.game.content
    site = content.sites[t.interacting]
    rule = SITE_RULES.get(site.id, "actions")
    influence = t.influence_points
    where = Ref("site", site.id)
    if a.verb == "recruit":
        unit = a.args[0]
        if unit not in content.units or unit not in state.offers["unit"]:
            return _why("unit-not-in-offer", rule, unit=Ref("unit", unit))
        if not site.recruit or site.id not in {str(r) for r in content.units[unit].recruit}:
            return _why("unit-not-recruitable-here", rule, unit=Ref("unit", unit), site=where)
        bonded = a.args[1:] == (bonds.BONDS,)
        cost = bonds.cost(state, unit) if bonded else content.units[unit].cost
        if cost > influence:
            return _why("not-enough-influence", rule, what=Ref("unit", unit), cost=cost, left=influence)
        return None
    if a.verb == "buy-healing":
        if site.heal_price is None:
            return _why("not-sold-here", rule, "mk-refuse-no-healing-here", site=where)
        if site.heal_price > influence:
            return _why("not-enough-influence", rule, what=msg("mk-refuse-healing-point"), cost=site.heal_price,
                        left=influence)  # fmt: skip
        if not healing.can_heal(state, seat):
            return _why("nothing-to-heal", "heal-points")
        return None
    card = a.args[0]
    name = Ref("card", card)
    if card in state.offers["monastery"] and site.advanced_action_price is not None:
        price = site.advanced_action_price
    elif card in state.offers["spell"] and site.spell_price is not None and len(a.args) > 1:
        price = site.spell_price
    elif card in state.offers["advanced"] and interaction._learning(state, seat) is not None:
        return None
    else:
        return _why("not-sold-here", rule, card=name, site=where)
    if price > influence:
        return _why("not-enough-influence", rule, what=name, cost=price, left=influence)
    if len(a.args) > 1:
        return _payment(state, seat, a.args[1:2], [str(content.cards[card].colour)])
    return None


def _plunder(state: MageKnightState, seat: int) -> Why | None:
    t = state.turn
    if t.plundered or t.played or t.moved or t.acted or t.rested:
        return _why("plunder-late", "plunder")
    site = interaction.site_here(state, seat)
    if site is None or site.plunder is None:
        return _why("cannot-plunder", "plunder")
    return None


# -- resting, the End of the Round, the end of the turn ----------------------------------------
def _rest(state: MageKnightState, seat: int, a: Action) -> Why | None:
    hand = state.heroes[seat].hand
    if not _fresh(state):
        return _why("rest-after-acting", "rest-or-turn")
    card = a.args[0]
    if card == WOUND:
        if any(c != WOUND for c in hand):
            return _why("slow-recovery-only", "rest")
        if WOUND not in hand:
            return _why("not-in-hand", "rest", card=Ref("card", WOUND))
        return None
    if card not in hand:
        return _why("not-in-hand", "rest", card=Ref("card", card))
    wounds = int(a.args[1]) if len(a.args) > 1 else 0
    if wounds > hand.count(WOUND):
        return _why("rest-wounds", "rest", n=wounds, held=hand.count(WOUND))
    return None


def _announce(state: MageKnightState, seat: int) -> Why | None:
    if state.end_announced_by >= 0 or state.city_revealed:
        return _why("end-already-announced", "announce-end")
    left = len(state.heroes[seat].deck)
    if left:
        return _why("deck-not-empty", "announce-end", n=left)
    if not _fresh(state) or state.turn.began:  # a Unit, a Skill, a Tactic... count too
        return _why("announce-after-acting", "announce-end")
    return None


def _end_turn(state: MageKnightState, seat: int) -> Why | None:
    t = state.turn
    if (
        t.started_with_cards
        and not (t.played or t.rested or t.acted)
        and not turn._obligation_lost(state, seat)
    ):
        return _why("must-play-card", "must-play")
    if movement.crowded(state, seat):
        return _why("end-on-hero", "other-figures")
    return None


def _use_tactic(state: MageKnightState, seat: int) -> Why | None:
    hero = state.heroes[seat]
    tactic = hero.tactic
    rule = TACTIC_RULES.get(tactic)
    name = Ref("tactic", tactic)
    if rule is None:
        return _why("tactic-not-now", "tactic-order", "mk-refuse-tactic-nothing", tactic=name)
    if hero.tactic_flipped or (tactic == "mana_search" and hero.tactic_used_turn):
        return _why("tactic-used", rule, tactic=name)
    return _why("tactic-not-now", rule, f"mk-refuse-tactic-when-{rule}", tactic=name)


def _discard(state: MageKnightState, seat: int, card: str, rule: str) -> Why | None:
    if card == WOUND:
        return _why("discard-wound", rule)
    if card not in state.heroes[seat].hand:
        return _why("not-in-hand", rule, card=Ref("card", card))
    return None


# -- combat ---------------------------------------------------------------------------------------
def _combat(state: MageKnightState, seat: int, a: Action) -> Why | None:
    record = state.combat
    assert record is not None
    verb = a.verb
    if verb in ("play", "skill", "activate"):
        return _use(state, seat, a)
    if verb == "attack":
        return _attack(state, a)
    if verb == "block":
        return _block(state, a)
    if verb == "challenge":
        return _join(state, seat, a)
    if verb == "convert" and a.args:
        return _convert(state, seat, a.args[0])
    if verb in ("move", "explore"):
        return _why("move-after-action", "move-then-act")
    if verb in ("interact", "enter", "burn", "plunder", "recruit", "buy", "buy-healing"):
        return _why("already-acted", "one-action")
    if verb == "rest":
        return _why("rest-after-acting", "rest-or-turn")
    if verb == "borrow":
        return _why("borrow-without-card", "call-to-arms")
    if verb == "announce-end":
        return _why("announce-after-acting", "announce-end")
    return None


def _convert(state: MageKnightState, seat: int, into: str) -> Why | None:
    """A conversion in force whose points no enemy is left to take (Arena issue 30); any other
    refusal is the wrong moment's."""
    record = state.combat
    assert record is not None
    what = msg("mk-refuse-what-convert")
    if into in ("attack", "ranged") and active(state.modifiers, "move_to_attack", seat):
        gain = msg(f"mk-refuse-gain-{into}")
        if record.phase == "ranged" and into == "ranged" and not combat_targets.attackable(state, "ranged"):
            return _why(
                "no-effect-now", "ranged-phase", "mk-refuse-no-target-ranged", what=what, gains=(gain,)
            )
        if record.phase == "attack" and not combat_targets.attackable(state, combat_targets.MELEE):
            return _why("no-effect-now", "attack", "mk-refuse-no-target-attack", what=what, gains=(gain,))
    blocking = into.startswith("block:") and active(state.modifiers, "influence_as_block", seat)
    if blocking and record.phase == "block" and not combat_targets.anything_to_block(state):
        gain = msg("mk-refuse-gain-block")
        return _why("no-effect-now", "block", "mk-refuse-no-target-block", what=what, gains=(gain,))
    return None


def _targets(state: MageKnightState, a: Action) -> tuple[list[int], Why | None]:
    record = state.combat
    assert record is not None
    group: list[int] = []
    for text in a.args:
        i = int(text)
        if not 0 <= i < len(record.enemies) or i in group:
            return group, _why("no-such-enemy", "attack", n=i + 1)
        if record.enemies[i].defeated:
            return group, _why("enemy-defeated", "attack", enemy=Ref("enemy", record.enemies[i].token))
        group.append(i)
    return group, None


def _attack(state: MageKnightState, a: Action) -> Why | None:
    record = state.combat
    assert record is not None
    if record.phase not in ("ranged", "attack"):
        return _why("attack-wrong-phase", "attack-phase", phase=Ref("phase", record.phase))
    group, problem = _targets(state, a)
    if problem is not None or not group:
        return problem
    if not record.attack:
        return _why("no-attack-played", "attack")
    foes = [record.enemies[i] for i in group]
    ranged = record.phase == "ranged"
    if ranged:
        for foe in foes:
            if not cm.can_target_in_ranged_phase(combat._fortifications(state, foe)):
                return _why("double-fortified", "ranged-phase", enemy=Ref("enemy", foe.token))
        fortified = [f for f in foes if combat._fortifications(state, f)]
        if fortified and not any(k.startswith("siege:") and n for k, n in record.attack.items()):
            return _why("fortified-needs-siege", "ranged-phase", enemy=Ref("enemy", fortified[0].token))
    resistances = frozenset(
        str(r)
        for f in foes
        for r in combat.enemy(state, f.token).resistances
        if str(r) not in f.lost_resistances
    )
    total = cm.attack_total(combat._attack_pool(record), resistances, ranged_phase=ranged,
                            fortified=any(combat._fortifications(state, f) for f in foes))  # fmt: skip
    armor = sum(combat.armor_of(state, f) for f in foes)
    if total < armor or total == 0:
        names = tuple(Ref("enemy", f.token) for f in foes)
        return _why("attack-too-weak", "attack", total=total, armor=armor, enemies=names)
    return None


def _block(state: MageKnightState, a: Action) -> Why | None:
    record = state.combat
    assert record is not None
    if record.phase != "block":
        return _why("block-wrong-phase", "block", phase=Ref("phase", record.phase))
    group, problem = _targets(state, a)
    if problem is not None or len(group) != 1:
        return problem
    foe = record.enemies[group[0]]
    name = Ref("enemy", foe.token)
    if foe.blocked:
        return _why("already-blocked", "block", enemy=name)
    attacker = combat._attacker(state, foe)
    if not attacker.attacks or foe.no_attack:
        return _why("nothing-to-block", "block", enemy=name)
    if not (record.block or record.icon_bonus):
        return _why("no-block-played", "block")
    (attack,) = attacker.attacks
    swift = "swift" in {str(x) for x in attacker.abilities}
    needed = cm.block_needed(attack.amount, swift)
    total = cm.block_total(combat._blocks_against(record, attacker), str(attack.element))
    if total < needed:
        key = "mk-refuse-block-too-weak-swift" if swift else ""
        return _why(
            "block-too-weak", "block", key, enemy=Ref("enemy", attacker.id), total=total, needed=needed
        )
    return None


def _join(state: MageKnightState, seat: int, a: Action) -> Why | None:
    record = state.combat
    assert record is not None
    there = _hex_arg(a)
    if any(f.at is not None and tuple(f.at) == there for f in record.enemies):
        return _why("already-fighting", "challenge-join", enemy=Ref("enemy", state.enemies.get(there, "")))
    if record.phase != "ranged" or record.attack or state.turn.combat_played:
        return _why("challenge-late", "challenge-join")
    return _challenge(state, seat, there)


# -- the other decisions ---------------------------------------------------------------------------
def _decision(state: MageKnightState, seat: int, top: Task, a: Action) -> Why | None:
    kind, verb = top.kind, a.verb
    if kind == "choose_hero" and verb == "hero":
        return _why("hero-taken", "hero-choice", hero=Ref("hero", a.args[0]))
    if kind == "choose_tactic" and verb == "tactic":
        tactic = a.args[0]
        if tactic in state.game.tactics(not state.night):
            return _why("tactic-other-time", "tactics", "mk-refuse-tactic-other-time-" +
                        ("night" if state.night else "day"), tactic=Ref("tactic", tactic))  # fmt: skip
        return _why("tactic-taken", "tactics-once", tactic=Ref("tactic", tactic))
    if kind == "tidy_hand" and verb == "discard" and a.args:
        return _discard(state, seat, a.args[0], "tidy")
    if kind == "pay_cost" and verb in ("discard", "throw-away", "pay") and a.args:
        return _pay_cost(state, seat, top, a)
    if kind == "altar_offering" and verb == "pay" and a.args:
        colour = str(state.game.content.ruins[state.ruins[(top.q, top.r)]].colour)  # type: ignore[attr-defined]
        wrong = _mana(state, seat, a.args[0], colour)
        if wrong is not None:
            return wrong
        have = sites.payable_mana(state, seat, colour)  # the whole tribute, or nothing
        return _why("altar-mana", "altar", n=top.left, colour=Ref("mana", colour), have=have)  # type: ignore[attr-defined]
    if kind == "choose_effect" and verb == "choose" and a.args:
        return _choose(state, seat, top, int(a.args[0]))
    if kind == "assign_damage" and verb == "assign" and a.args:
        return _assign(state, seat, a.args[0])
    if verb == "pick" and a.args:
        return _pick(state, seat, top, a.args[0])
    return None


def _pay_cost(state: MageKnightState, seat: int, top: Task, a: Action) -> Why | None:
    cost = costs._cost_of(state, top)  # type: ignore[arg-type]
    if a.verb == "pay":
        if not isinstance(cost, fx.ManaCost):
            return None
        problems = [_mana(state, seat, a.args[0], str(c)) for c in cost.colours]
        return next((p for p in problems if p is not None), None) if all(problems) else None
    card = a.args[0]
    if card == WOUND and getattr(cost, "filter", None) is not fx.Filter.WOUND:
        return _why("discard-wound", "discard-costs")
    if card not in state.heroes[seat].hand:
        return _why("not-in-hand", "discard-costs", card=Ref("card", card))
    return _why("cost-not-accepted", "discard-costs", card=Ref("card", card))


def _choose(state: MageKnightState, seat: int, top: Task, i: int) -> Why | None:
    node = node_at(root_effect(state, top.origin, top.ref, top.mode), top.path)  # type: ignore[attr-defined]
    if isinstance(node, fx.Choice) and 0 <= i < len(node.options):
        return _why("option-unusable", "card-effects", n=i)
    return _why("no-such-option", "card-effects", n=i, count=len(state.legal_actions()))


def _assign(state: MageKnightState, seat: int, target: str) -> Why | None:
    units = state.heroes[seat].units
    slot = int(target)
    if not 0 <= slot < len(units):
        return _why("no-unit", "assign-damage", n=slot + 1)
    unit = units[slot]
    record = state.combat
    if record is not None and not record.units_allowed and not unit.bonded:
        return _why("units-not-allowed", "no-units")
    if unit.wounds:
        return _why("unit-wounded", "unit-wounded", unit=Ref("unit", unit.unit))
    if unit.absorbed:
        return _why("unit-absorbed", "unit-absorbed", unit=Ref("unit", unit.unit))
    return None


def _pick(state: MageKnightState, seat: int, top: Task, what: str) -> Why | None:
    hero = state.heroes[seat]
    kind = top.kind
    if kind == "choose_skill" and what.partition(":")[2] in state.game.content.skills:
        return _why("skill-not-offered", "level-up", skill=Ref("skill", what.partition(":")[2]))
    if kind == "take_advanced" and what in state.game.content.cards:
        offer = state.offers["advanced"]
        if what in offer and offer:
            return _why("lowest-advanced-only", "level-up", card=Ref("card", offer[0]))
        return _why("not-in-offer", "level-up", card=Ref("card", what))
    if kind == "disband" and what.startswith("unit:"):
        slot = int(what.partition(":")[2])
        if not 0 <= slot < len(hero.units):
            return _why("no-unit", "disband", n=slot + 1)
        return _why("bonded-unit", "disband", unit=Ref("unit", hero.units[slot].unit))
    if kind == "spend_healing":
        points = top.points  # type: ignore[attr-defined]
        if what == "hand":
            return _why("nothing-to-heal", "heal-points")
        if what.startswith("unit:"):
            slot = int(what.partition(":")[2])
            if not 0 <= slot < len(hero.units):
                return _why("no-unit", "heal-points", n=slot + 1)
            unit = hero.units[slot]
            if not unit.wounds:
                return _why("unit-not-wounded", "heal-points", unit=Ref("unit", unit.unit))
            level = state.game.content.units[unit.unit].level
            return _why(
                "not-enough-healing", "heal-points", unit=Ref("unit", unit.unit), cost=level, left=points
            )
    return None
