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

from pathlib import Path
from typing import TYPE_CHECKING

from arena.core.errors import IllegalActionError
from arena.core.flow import CHANCE
from arena.core.text import Hex as HexRef
from arena.core.text import Ref, RuleText, msg, read_rules
from arena.games.mageknight import (
    bonds,
    costs,
    geometry,
    healing,
    interaction,
    movement,
    sites,
    turn,
)
from arena.games.mageknight import effects as fx
from arena.games.mageknight import refusals_combat as rc
from arena.games.mageknight import refusals_play as rp
from arena.games.mageknight.actions import CHANCE_VERBS, VERBS, Action
from arena.games.mageknight.effecttree import node_at, root_effect
from arena.games.mageknight.heroes import WOUND
from arena.games.mageknight.hexes import Hex, distance, neighbours
from arena.games.mageknight.refusalwhy import Why, hero_hex, hex_arg, why
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
        why = rc.combat_step(state, seat, a)
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
    return why("wrong-moment", rule, what=what, decision=decision)


# -- a regular turn -----------------------------------------------------------------------------
def _fresh(state: MageKnightState) -> bool:
    t = state.turn
    return not (t.played or t.moved or t.rested or t.acted)


def _turn(state: MageKnightState, seat: int, a: Action) -> Why | None:
    verb = a.verb
    if verb in ("play", "skill", "activate"):
        return rp.use(state, seat, a)
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
        return why("not-in-combat", "combat-start")
    if verb == "borrow":
        return why("borrow-without-card", "call-to-arms")
    if verb == "discard" and a.args:
        return _discard(state, seat, a.args[0], "tidy")
    return None


def _move(state: MageKnightState, seat: int, a: Action) -> Why | None:
    t = state.turn
    if t.rested:
        return why("rested", "rest")
    if t.acted or state.combat is not None:
        return why("move-after-action", "move-then-act")
    here, there = hero_hex(state, seat), hex_arg(a)
    far = movement.reach(state)
    if not 0 < distance(here, there) <= far:
        return why("not-adjacent", "adjacent", hex=HexRef(*there), here=HexRef(*here))
    data = movement.hex_data(state, there)
    if data is None:
        return why("off-map", "explore-edge", hex=HexRef(*there))
    if data.site is Site.CITY:
        return why("city-closed", "cities")
    if there in state.enemies:
        return why(
            "rampaging-space", "rampaging-space", enemy=Ref("enemy", state.enemies[there]), hex=HexRef(*there)
        )
    terrain = str(data.terrain)
    cost = movement.move_cost(state, there)
    if cost is None:
        return why("impassable", "impassable", terrain=Ref("terrain", terrain))
    if cost > t.move_points:
        when = msg("mk-refuse-at-night" if state.night else "mk-refuse-by-day")
        return why("not-enough-move", "move-points", terrain=Ref("terrain", terrain), cost=cost,
                    left=t.move_points, when=when)  # fmt: skip
    if movement.other_heroes_at(state, seat, there) and movement.provoked_by(state, here, there):
        return why("crowded-provoke", "other-figures")
    return None


def _explore(state: MageKnightState, seat: int, a: Action) -> Why | None:
    t = state.turn
    if t.rested:
        return why("rested", "rest")
    if t.acted or state.combat is not None:
        return why("move-after-action", "move-then-act")
    back = movement.top_back(state)
    if back is None:
        return why("no-tile-left", "explore-pile")
    if t.move_points < movement.EXPLORE_COST:
        return why("explore-cost", "explore-cost", cost=movement.EXPLORE_COST, left=t.move_points)
    here, centre = hero_hex(state, seat), hex_arg(a)
    if centre in state.tiles:
        return why("tile-placed", "explore-edge", hex=HexRef(*centre))
    near = [here] if movement.reach(state) == 1 else [here, *neighbours(here)]
    if not any(geometry.tile_centre_of(n) == centre for h in near for n in neighbours(h)):
        return why("explore-not-adjacent", "explore-edge", hex=HexRef(*centre))
    if not geometry.in_wedge(centre):
        return why("explore-coastline", "explore-edge", hex=HexRef(*centre))
    return why(
        "explore-placement", "explore-placement", hex=HexRef(*centre), back=msg(f"mk-refuse-back-{back}")
    )


# -- the turn's action: interaction, adventure sites, combat ------------------------------------
def _action(state: MageKnightState, seat: int, a: Action) -> Why | None:
    t = state.turn
    if movement.crowded(state, seat):
        return why("crowded", "other-figures")
    if t.rested:
        return why("rested", "rest")
    if t.acted:
        return why("already-acted", "one-action")
    here = hero_hex(state, seat)
    if a.verb == "interact":
        return _interact(state, seat, here)
    if a.verb == "enter":
        return _enter(state, seat, here)
    if a.verb == "burn":
        data = movement.hex_data(state, here)
        if data is None or data.site is not Site.MONASTERY:
            return why("no-monastery", "burn")
        if list(here) in state.burned:
            return why("monastery-burnt", "burn")
        return None
    return rc.challenge(state, seat, hex_arg(a))


def _interact(state: MageKnightState, seat: int, here: Hex) -> Why | None:
    site = interaction.site_here(state, seat)
    if site is None or site.kind not in ("inhabited", "fortified"):
        return why("no-inhabitants", "actions")
    if site.kind == "fortified":
        owners = state.shields.get(here)
        if not site.recruit:
            return why("no-inhabitants", "actions")
        if not owners or (site.id == "keep" and owners != [seat]):
            return why("not-conquered", SITE_RULES.get(site.id, "actions"), site=Ref("site", site.id))
    if state.game.content.influence_modifier(state.heroes[seat].reputation) is None:
        return why("reputation-x", "reputation-x")
    if list(here) in state.burned:
        return why("monastery-burnt", "burn")
    return None


def _enter(state: MageKnightState, seat: int, here: Hex) -> Why | None:
    data = movement.hex_data(state, here)
    if data is None or data.site is None or str(data.site) not in sites.ADVENTURES:
        return why("no-adventure-site", "actions")
    site = state.game.content.sites[str(data.site)]
    if state.shields.get(here) and not site.reassault_fame_only:
        return why("site-conquered", "actions", site=Ref("site", site.id))
    token = state.ruins.get(here)
    if token is not None and state.game.content.ruins[token].kind == "altar":
        altar = state.game.content.ruins[token]
        have = sites.payable_mana(state, seat, str(altar.colour))
        return why("altar-mana", "altar", n=altar.mana_cost, colour=Ref("mana", str(altar.colour)), have=have)
    return None


def _purchase(state: MageKnightState, seat: int, a: Action) -> Why | None:
    t = state.turn
    if not t.interacting:
        return why("not-interacting", "actions")
    content = state.game.content
    site = content.sites[t.interacting]
    rule = SITE_RULES.get(site.id, "actions")
    influence = t.influence_points
    where = Ref("site", site.id)
    if a.verb == "recruit":
        unit = a.args[0]
        if unit not in content.units or unit not in state.offers["unit"]:
            return why("unit-not-in-offer", rule, unit=Ref("unit", unit))
        if not site.recruit or site.id not in {str(r) for r in content.units[unit].recruit}:
            return why("unit-not-recruitable-here", rule, unit=Ref("unit", unit), site=where)
        bonded = a.args[1:] == (bonds.BONDS,)
        cost = bonds.cost(state, unit) if bonded else content.units[unit].cost
        if cost > influence:
            return why("not-enough-influence", rule, what=Ref("unit", unit), cost=cost, left=influence)
        return None
    if a.verb == "buy-healing":
        if site.heal_price is None:
            return why("not-sold-here", rule, "mk-refuse-no-healing-here", site=where)
        if site.heal_price > influence:
            return why("not-enough-influence", rule, what=msg("mk-refuse-healing-point"), cost=site.heal_price,
                        left=influence)  # fmt: skip
        if not healing.can_heal(state, seat):
            return why("nothing-to-heal", "heal-points")
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
        return why("not-sold-here", rule, card=name, site=where)
    if price > influence:
        return why("not-enough-influence", rule, what=name, cost=price, left=influence)
    if len(a.args) > 1:
        return rp.payment(state, seat, a.args[1:2], [str(content.cards[card].colour)])
    return None


def _plunder(state: MageKnightState, seat: int) -> Why | None:
    t = state.turn
    if t.plundered or t.played or t.moved or t.acted or t.rested:
        return why("plunder-late", "plunder")
    site = interaction.site_here(state, seat)
    if site is None or site.plunder is None:
        return why("cannot-plunder", "plunder")
    return None


# -- resting, the End of the Round, the end of the turn ----------------------------------------
def _rest(state: MageKnightState, seat: int, a: Action) -> Why | None:
    hand = state.heroes[seat].hand
    if not _fresh(state):
        return why("rest-after-acting", "rest-or-turn")
    card = a.args[0]
    if card == WOUND:
        if any(c != WOUND for c in hand):
            return why("slow-recovery-only", "rest")
        if WOUND not in hand:
            return why("not-in-hand", "rest", card=Ref("card", WOUND))
        return None
    if card not in hand:
        return why("not-in-hand", "rest", card=Ref("card", card))
    wounds = int(a.args[1]) if len(a.args) > 1 else 0
    if wounds > hand.count(WOUND):
        return why("rest-wounds", "rest", n=wounds, held=hand.count(WOUND))
    return None


def _announce(state: MageKnightState, seat: int) -> Why | None:
    if state.end_announced_by >= 0 or state.city_revealed:
        return why("end-already-announced", "announce-end")
    left = len(state.heroes[seat].deck)
    if left:
        return why("deck-not-empty", "announce-end", n=left)
    if not _fresh(state) or state.turn.began:  # a Unit, a Skill, a Tactic... count too
        return why("announce-after-acting", "announce-end")
    return None


def _end_turn(state: MageKnightState, seat: int) -> Why | None:
    t = state.turn
    if (
        t.started_with_cards
        and not (t.played or t.rested or t.acted)
        and not turn._obligation_lost(state, seat)
    ):
        return why("must-play-card", "must-play")
    if movement.crowded(state, seat):
        return why("end-on-hero", "other-figures")
    return None


def _use_tactic(state: MageKnightState, seat: int) -> Why | None:
    hero = state.heroes[seat]
    tactic = hero.tactic
    rule = TACTIC_RULES.get(tactic)
    name = Ref("tactic", tactic)
    if rule is None:
        return why("tactic-not-now", "tactic-order", "mk-refuse-tactic-nothing", tactic=name)
    if hero.tactic_flipped or (tactic == "mana_search" and hero.tactic_used_turn):
        return why("tactic-used", rule, tactic=name)
    return why("tactic-not-now", rule, f"mk-refuse-tactic-when-{rule}", tactic=name)


def _discard(state: MageKnightState, seat: int, card: str, rule: str) -> Why | None:
    if card == WOUND:
        return why("discard-wound", rule)
    if card not in state.heroes[seat].hand:
        return why("not-in-hand", rule, card=Ref("card", card))
    return None


# -- the other decisions ---------------------------------------------------------------------------
def _decision(state: MageKnightState, seat: int, top: Task, a: Action) -> Why | None:
    kind, verb = top.kind, a.verb
    if kind == "choose_hero" and verb == "hero":
        return why("hero-taken", "hero-choice", hero=Ref("hero", a.args[0]))
    if kind == "choose_tactic" and verb == "tactic":
        tactic = a.args[0]
        if tactic in state.game.tactics(not state.night):
            return why("tactic-other-time", "tactics", "mk-refuse-tactic-other-time-" +
                        ("night" if state.night else "day"), tactic=Ref("tactic", tactic))  # fmt: skip
        return why("tactic-taken", "tactics-once", tactic=Ref("tactic", tactic))
    if kind == "tidy_hand" and verb == "discard" and a.args:
        return _discard(state, seat, a.args[0], "tidy")
    if kind == "pay_cost" and verb in ("discard", "throw-away", "pay") and a.args:
        return _pay_cost(state, seat, top, a)
    if kind == "altar_offering" and verb == "pay" and a.args:
        colour = str(state.game.content.ruins[state.ruins[(top.q, top.r)]].colour)  # type: ignore[attr-defined]
        wrong = rp.mana_refusal(state, seat, a.args[0], colour)
        if wrong is not None:
            return wrong
        have = sites.payable_mana(state, seat, colour)  # the whole tribute, or nothing
        return why("altar-mana", "altar", n=top.left, colour=Ref("mana", colour), have=have)  # type: ignore[attr-defined]
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
        problems = [rp.mana_refusal(state, seat, a.args[0], str(c)) for c in cost.colours]
        return next((p for p in problems if p is not None), None) if all(problems) else None
    card = a.args[0]
    if card == WOUND and getattr(cost, "filter", None) is not fx.Filter.WOUND:
        return why("discard-wound", "discard-costs")
    if card not in state.heroes[seat].hand:
        return why("not-in-hand", "discard-costs", card=Ref("card", card))
    return why("cost-not-accepted", "discard-costs", card=Ref("card", card))


def _choose(state: MageKnightState, seat: int, top: Task, i: int) -> Why | None:
    node = node_at(root_effect(state, top.origin, top.ref, top.mode), top.path)  # type: ignore[attr-defined]
    if isinstance(node, fx.Choice) and 0 <= i < len(node.options):
        return why("option-unusable", "card-effects", n=i)
    return why("no-such-option", "card-effects", n=i, count=len(state.legal_actions()))


def _assign(state: MageKnightState, seat: int, target: str) -> Why | None:
    units = state.heroes[seat].units
    slot = int(target)
    if not 0 <= slot < len(units):
        return why("no-unit", "assign-damage", n=slot + 1)
    unit = units[slot]
    record = state.combat
    if record is not None and not record.units_allowed and not unit.bonded:
        return why("units-not-allowed", "no-units")
    if unit.wounds:
        return why("unit-wounded", "unit-wounded", unit=Ref("unit", unit.unit))
    if unit.absorbed:
        return why("unit-absorbed", "unit-absorbed", unit=Ref("unit", unit.unit))
    return None


def _pick(state: MageKnightState, seat: int, top: Task, what: str) -> Why | None:
    hero = state.heroes[seat]
    kind = top.kind
    if kind == "choose_skill" and what.partition(":")[2] in state.game.content.skills:
        return why("skill-not-offered", "level-up", skill=Ref("skill", what.partition(":")[2]))
    if kind == "take_advanced" and what in state.game.content.cards:
        offer = state.offers["advanced"]
        if what in offer and offer:
            return why("lowest-advanced-only", "level-up", card=Ref("card", offer[0]))
        return why("not-in-offer", "level-up", card=Ref("card", what))
    if kind == "disband" and what.startswith("unit:"):
        slot = int(what.partition(":")[2])
        if not 0 <= slot < len(hero.units):
            return why("no-unit", "disband", n=slot + 1)
        return why("bonded-unit", "disband", unit=Ref("unit", hero.units[slot].unit))
    if kind == "spend_healing":
        points = top.points  # type: ignore[attr-defined]
        if what == "hand":
            return why("nothing-to-heal", "heal-points")
        if what.startswith("unit:"):
            slot = int(what.partition(":")[2])
            if not 0 <= slot < len(hero.units):
                return why("no-unit", "heal-points", n=slot + 1)
            unit = hero.units[slot]
            if not unit.wounds:
                return why("unit-not-wounded", "heal-points", unit=Ref("unit", unit.unit))
            level = state.game.content.units[unit.unit].level
            return why(
                "not-enough-healing", "heal-points", unit=Ref("unit", unit.unit), cost=level, left=points
            )
    return None
