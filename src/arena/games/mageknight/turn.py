"""A hero's turn: its start, its decisions, resting, and the end of the turn.

Seed 001, "常规轮" (movement, then at most one action), "回合结束" (an empty Deed deck lets the
player announce the End of the Round; an empty hand and deck oblige it), the end of a turn
("将所有用掉或没用过的魔力指示物放回储存库", "从他的指令牌组中抽取卡牌,直到手牌达到上限",
"在抽取新的卡牌前,玩家可以根据需要从手牌中弃除任何数量的非损伤卡"), "传送门区" (no figure stays on the
portal at the end of a turn); research mageknight §1.5 (Rest).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.durations import active, expire
from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.mageknight import (
    anyturn,
    banners,
    cards,
    centre,
    combat,
    fortified,
    healing,
    interaction,
    interactive,
    mana,
    movement,
    sites,
    tactics,
    tempo,
    units,
)
from arena.games.mageknight import (
    effects as fx,
)
from arena.games.mageknight.actions import Action, act, sort_key
from arena.games.mageknight.codec import MAX_WOUNDS_RESTED
from arena.games.mageknight.heroes import WOUND
from arena.games.mageknight.rounds import announce_end_of_round
from arena.games.mageknight.tasks import (
    DrawCards,
    EndTurn,
    GladeWound,
    LevelUp,
    RerollDie,
    ResolveEffect,
    StartTurn,
    TacticStep,
    TidyHand,
    Turn,
)
from arena.games.mageknight.tiles import Site
from arena.games.mageknight.turnrecord import UNTIL_OWNER_TURN

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

RULE_TURN = 'seed 001, "常规轮"'
ANNOUNCE = act("announce-end")
END = act("end-turn")


def start_turn(state: MageKnightState, task: StartTurn, events: list[Event]) -> None:
    """The figure enters at the portal when off the map; a magical glade gives a gold (Day) or
    black (Night) mana token (research §4.5)."""
    seat = task.player
    hero = state.heroes[seat]
    centre.owner_turn_starts(state, seat)
    state.modifiers = [m for m in state.modifiers if not (m.until == UNTIL_OWNER_TURN and m.player == seat)]
    state.turn.started_with_cards = bool(hero.hand)
    hero.tactic_used_turn = False
    if hero.tactic == "sparing_power" and not hero.tactic_flipped:  # before each of the turns
        state.push(TacticStep(seat, hero.tactic, "spare"))
    if hero.position is None:
        hero.position = (0, 0)
        if events is not DISCARDED:
            events.append(Event("enter", {"player": seat}, f"P{seat + 1} enters at the portal",
                                say=msg("mk-ev-portal-enter", player=Seat(seat))))  # fmt: skip
    state.turn.path = [list(hero.position)]
    interactive.claim_tokens(state, seat, events)
    data = movement.hex_data(state, hero.position)
    if data is not None and data.site is Site.GLADE:
        token = mana.BLACK if state.night else mana.GOLD
        hero.tokens.append(token)
        if events is not DISCARDED:
            say = msg(
                "mk-ev-glade-token", player=Seat(seat), colour=Ref("mana", token), site=Ref("site", "glade")
            )

            events.append(Event("glade", {"player": seat, "token": token}, f"the glade gives P{seat + 1} {token} mana",
                                say=say))  # fmt: skip


def settle_turn(state: MageKnightState, task: Turn, events: list[Event]) -> bool:
    """An empty hand and deck oblige the End of the Round (or skip the turn once announced);
    so does a turn beyond the Round's ``round_turn_limit`` (house rule, "Endless Rounds"). That
    turn still ends as every turn does (a hero who entered at the portal leaves through it)."""
    seat = task.player
    hero = state.heroes[seat]
    if state.turn.played or state.turn.moved or state.turn.began:
        return False
    open_round = state.end_announced_by < 0 and not state.city_revealed
    beyond_limit = open_round and state.round_turns[seat] > state.game.opts.round_turn_limit
    if not beyond_limit and (hero.hand or len(hero.deck)):
        return False
    announce_end_of_round(state, seat, events)
    state.push(EndTurn(seat))  # the turn ends as any turn does: no figure stays on the portal
    return True


def turn_options(state: MageKnightState, task: Turn) -> list[Action]:
    seat = task.player
    hero = state.heroes[seat]
    turn = state.turn
    fresh = not (turn.played or turn.moved or turn.rested or turn.acted)
    out: list[Action] = []
    if may_announce(state, seat):
        out.append(ANNOUNCE)
    out += cards.play_options(state, seat)
    out += cards.skill_options(state, seat)
    out += tactics.use_options(state, seat)
    out += units.activation_options(state, seat)
    out += banners.options(state, seat)
    crowded = movement.crowded(state, seat)  # decisions MK10: no action on another hero's space
    if not crowded:
        out += interaction.interact_options(state, seat)
    out += interaction.purchase_options(state, seat)
    out += interaction.plunder_options(state, seat)
    if not crowded:
        out += sites.enter_options(state, seat)
        out += sites.burn_options(state, seat)
    out += movement.move_options(state, seat)
    out += movement.explore_options(state, seat)
    if not (state.turn.acted or state.turn.rested or crowded):
        out += combat.challenge_options(state, seat)
    if fresh:
        out += rest_options(hero.hand)
    if may_end(state, seat):
        out.append(END)
    unique = {sort_key(a): a for a in out}  # equal Actions have equal keys: as sorted(set(out))
    return [unique[k] for k in sorted(unique)]


def may_announce(state: MageKnightState, seat: int) -> bool:
    """Seed 001, "回合结束": a player whose Deed deck is empty at the start of the turn may
    announce the End of the Round instead of taking the turn — so before anything else of the
    turn (no card, Skill, Unit, Tactic, step or action yet), once a Round, not after the city."""
    turn = state.turn
    fresh = not (turn.began or turn.played or turn.moved or turn.rested or turn.acted)
    open_round = state.end_announced_by < 0 and not state.city_revealed
    return fresh and open_round and not len(state.heroes[seat].deck)


def before_the_turn(state: MageKnightState, seat: int, a: Action) -> bool:
    """Whether ``a`` belongs before the turn rather than to it: plundering a village (research
    §4.5, "before one's turn") and Midnight Meditation ("before one of your turns", research
    §1.4)."""
    if a == interaction.PLUNDER:
        return True
    return a.verb == "use-tactic" and state.heroes[seat].tactic == "midnight_meditation"


def may_end(state: MageKnightState, seat: int) -> bool:
    """At least one card played or discarded (unless the hand was empty, or the turn's action
    was a combat), and not on another hero's space (decisions MK10; the portal excepted)."""
    turn = state.turn
    if (
        turn.started_with_cards
        and not (turn.played or turn.rested or turn.acted)
        and not _obligation_lost(state, seat)
    ):
        return False
    if not movement.crowded(state, seat):
        return True
    # decisions MK10: only a hero who cannot leave ends there (then Forced Withdrawal)
    return not (movement.move_options(state, seat) or movement.explore_options(state, seat))


def _obligation_lost(state: MageKnightState, seat: int) -> bool:
    """House rule (docs/mageknight.md, "Dead ends"): the card a turn must play or discard can
    no longer be given when the hand holds only Wounds (never played) and Slow Recovery is gone
    because the figure moved (a Skill's Move): the turn may end rather than never end."""
    turn = state.turn
    return turn.moved and all(c == WOUND for c in state.heroes[seat].hand)


def rest_options(hand: list[str]) -> list[Action]:
    """Standard Rest: discard one non-Wound card and any number of Wounds; Slow Recovery (a hand
    of Wounds only): discard one Wound (research §1.5)."""
    wounds = hand.count(WOUND)
    others = sorted({c for c in hand if c != WOUND})
    if not others:
        return [act("rest", WOUND)] if wounds else []
    most = min(wounds, MAX_WOUNDS_RESTED)  # the action table's limit (codec; docs/mageknight.md)
    return [act("rest", card, n) for card in others for n in range(most + 1)]


def take_turn_action(state: MageKnightState, task: Turn, a: Action, events: list[Event]) -> None:
    seat = task.player
    if a == END:
        state.push(EndTurn(seat))
        return
    if a == ANNOUNCE:
        announce_end_of_round(state, seat, events)
        state.push(EndTurn(seat))
        return
    state.push(task)
    if not before_the_turn(state, seat, a):
        state.turn.began = True
    if a.verb == "play":
        cards.play(state, seat, a, events)
    elif a.verb == "skill":
        cards.use_skill(state, seat, a, events)
    elif a.verb == "use-tactic":
        tactics.use(state, seat, events)
    elif a.verb == "activate":
        units.activate(state, seat, a, events)
    elif a.verb == "banner":
        banners.use(state, seat, a, events)
    elif a == sites.ENTER:
        sites.enter(state, seat, events)
    elif a == sites.BURN:
        sites.burn(state, seat, events)
    elif a == interaction.PLUNDER:
        interaction.plunder(state, seat, events)
    elif a == interaction.INTERACT:
        interaction.interact(state, seat, events)
    elif a.verb in ("recruit", "buy-healing", "buy"):
        interaction.purchase(state, seat, a, events)
    elif a.verb == "move":
        here = state.heroes[seat].position
        there = (int(a.args[0]), int(a.args[1]))
        provoked = movement.move(state, seat, there, events)
        if provoked:
            combat.begin(state, seat, provoked, events)
        if here is not None and fortified.is_assault(state, there, seat):
            fortified.assault(state, seat, there, here, events)
        state.push(*fortified.flips_near(state, there))
    elif a.verb == "explore":
        movement.explore(state, seat, (int(a.args[0]), int(a.args[1])), events)
    elif a.verb == "challenge":
        combat.begin(state, seat, [(int(a.args[0]), int(a.args[1]))], events)
    elif a.verb == "rest":
        rest(state, seat, a, events)
    else:
        raise AssertionError(f"unhandled turn action {a}")


def rest(state: MageKnightState, seat: int, a: Action, events: list[Event]) -> None:
    hero = state.heroes[seat]
    cards = [a.args[0]] + ([WOUND] * int(a.args[1]) if len(a.args) > 1 else [])
    for card in cards:
        hero.hand.remove(card)
        hero.discard.append(card)
    state.turn.rested = True
    state.turn.played += len(cards)
    if events is not DISCARDED:
        say = msg("mk-ev-rest", player=Seat(seat), cards=tuple(Ref("card", c) for c in cards))
        events.append(Event("rest", {"player": seat, "cards": cards}, f"P{seat + 1} rests, discarding {', '.join(cards)}",
                            say=say))  # fmt: skip


# -- the end of the turn ---------------------------------------------------------------------
def end_turn(state: MageKnightState, task: EndTurn, events: list[Event]) -> None:
    seat = task.player
    hero = state.heroes[seat]
    rerolls = [RerollDie(i) for i in sorted(state.turn.dice_taken)]
    forced_withdrawal(state, seat, events)
    if hero.position is not None and movement.is_portal(state, hero.position):
        hero.position = None
        if events is not DISCARDED:
            events.append(Event("portal", {"player": seat}, f"P{seat + 1} leaves the map through the portal",
                                say=msg("mk-ev-portal-leave", player=Seat(seat))))  # fmt: skip
    bending = bool(active(state.modifiers, "time_bending", seat))
    if bending:
        _bend_time(state, seat, events)
    hero.discard += hero.play_area
    hero.play_area, hero.tokens = [], []
    if hero.position is not None:
        data = movement.hex_data(state, hero.position)
        mine = data is not None and data.site is Site.MINE and data.colour is not None
        if (
            mine
            and data is not None
            and data.colour is not None
            and mana.gain_crystal(hero.crystals, data.colour)
            and events is not DISCARDED
        ):
            text = f"the mine gives P{seat + 1} a {data.colour} crystal"
            say = msg("mk-ev-mine", player=Seat(seat), colour=Ref("mana", str(data.colour)))
            events.append(Event("mine", {"player": seat, "crystal": str(data.colour)}, text, say=say))

    if active(state.modifiers, "spent_crystals_return", seat):
        _return_crystals(state, seat, events)
    tempo_returns = tempo.returns(state, seat)
    state.modifiers = cards.count_down_locks(expire(state.modifiers, "turn"), seat)
    turn_skills = state.game.turn_skills
    hero.skills_used = [s for s in hero.skills_used if s not in turn_skills]
    glade = [GladeWound(seat)] if _on_site(state, seat, Site.GLADE) else []
    claims = [
        ResolveEffect(seat, origin, ref, "reward", ())
        for origin, _, ref in (r.partition(":") for r in hero.rewards)
    ]
    claims += [
        ResolveEffect(seat, str(o), str(r), str(m), tuple(int(i) for i in p))
        for o, r, m, p in state.turn.deferred
    ]
    hero.rewards, state.turn.deferred = [], []
    tidy = [] if bending else [TidyHand(seat)]
    state.push(*rerolls, *tempo_returns, *glade, *claims, LevelUp(seat), *tidy, *anyturn.window(state, seat))


def _bends_time(effect: object) -> bool:
    return isinstance(effect, fx.Handler) and effect.id == "time_bending"


def _bend_time(state: MageKnightState, seat: int, events: list[Event]) -> None:
    """Time Bending (research data §3, Spell 106 powered): "end of turn: set this aside for the
    Round, return all other cards played this turn to hand, skip drawing, take another turn
    immediately"."""
    hero = state.heroes[seat]
    content = state.game.content.cards
    bent = [c for c in hero.play_area if _bends_time(content[c].powered)]
    for card in bent:
        hero.play_area.remove(card)
    hero.set_aside += bent
    hero.hand = sorted([*hero.hand, *hero.play_area])
    hero.play_area = []
    hero.extra_turn = True
    if events is not DISCARDED:
        events.append(Event("time-bending", {"player": seat, "set_aside": bent},
                            f"P{seat + 1} bends time: the cards played return to the hand, another turn follows",
                            say=msg("mk-ev-time-bending", player=Seat(seat))))  # fmt: skip


def _return_crystals(state: MageKnightState, seat: int, events: list[Event]) -> None:
    """Crystal Mastery's strong effect (research data §2, "at end of turn, crystals spent this
    turn return to Inventory"): every crystal spent this turn, before the card or after it,
    up to 3 of a colour."""
    hero = state.heroes[seat]
    back = [c for c in state.turn.crystals_spent if mana.gain_crystal(hero.crystals, c)]
    state.turn.crystals_spent = []
    if back and events is not DISCARDED:
        say = msg("mk-ev-crystals-return", player=Seat(seat), colours=tuple(Ref("mana", c) for c in back))
        events.append(Event("crystals-return", {"player": seat, "crystals": back},
                            f"P{seat + 1}'s spent crystals return: {', '.join(back)}", say=say))  # fmt: skip


def forced_withdrawal(state: MageKnightState, seat: int, events: list[Event]) -> None:
    """Research §1.5: a hero not on a safe space backtracks along the turn's path to the last
    safe one, taking a Wound per space (here: another hero's space, decisions MK10)."""
    hero = state.heroes[seat]
    here = hero.position
    if here is None or movement.is_portal(state, here) or not movement.other_heroes_at(state, seat, here):
        return
    back = 0
    for step in reversed(state.turn.path[:-1]):
        back += 1
        spot = (step[0], step[1])
        if movement.is_portal(state, spot) or not movement.other_heroes_at(state, seat, spot):
            hero.position = spot
            break
    if events is not DISCARDED:
        say = msg("mk-ev-withdrawal", player=Seat(seat), n=back)
        events.append(Event("withdrawal", {"player": seat, "wounds": back}, f"P{seat + 1} withdraws, {back} Wounds",
                            say=say))  # fmt: skip
    healing.take_wounds(state, seat, back, events)


def _on_site(state: MageKnightState, seat: int, site: Site) -> bool:
    here = state.heroes[seat].position
    data = movement.hex_data(state, here) if here is not None else None
    return data is not None and data.site is site


GLADE_CHOICES = (act("pick", "hand"), act("pick", "discard"))


def glade_options(state: MageKnightState, task: GladeWound) -> list[Action]:
    """Research §4.5: a magical glade throws away a Wound from the hand or the discard pile (not
    Healing)."""
    hero = state.heroes[task.player]
    return [a for a, pile in zip(GLADE_CHOICES, (hero.hand, hero.discard), strict=True) if WOUND in pile]


def settle_glade(state: MageKnightState, task: GladeWound, events: list[Event]) -> bool:
    options = glade_options(state, task)
    if len(options) > 1:
        return False
    if options:
        glade_wound(state, task, options[0], events)
    return True


def glade_wound(state: MageKnightState, task: GladeWound, a: Action, events: list[Event]) -> None:
    hero = state.heroes[task.player]
    (hero.hand if a.args[0] == "hand" else hero.discard).remove(WOUND)
    if events is not DISCARDED:
        say = msg(f"mk-ev-glade-wound-{a.args[0]}", player=Seat(task.player), site=Ref("site", "glade"))
        events.append(Event("glade", {"player": task.player, "from": a.args[0]},
                            f"the glade takes a Wound ({a.args[0]})", say=say))  # fmt: skip


REROLL_WEIGHTS = [(act("die", colour), 1) for colour in mana.COLOURS]
"""A rerolled mana die: every face alike (the flow derives the probabilities)."""


def reroll_weights(state: MageKnightState, task: RerollDie) -> list[tuple[Action, int]]:
    return list(REROLL_WEIGHTS)


def reroll(state: MageKnightState, task: RerollDie, a: Action, events: list[Event]) -> None:
    state.source[task.die] = a.args[0]
    if events is not DISCARDED:
        say = msg("mk-ev-reroll", n=task.die + 1, colour=Ref("mana", a.args[0]))
        events.append(Event("die", {"die": task.die, "colour": a.args[0]}, f"Source die {task.die} rerolled: {a.args[0]}",
                            say=say))  # fmt: skip


def tidy_options(state: MageKnightState, task: TidyHand) -> list[Action]:
    """Before drawing, discard any number of non-Wound cards, one at a time, then draw."""
    hand = state.heroes[task.player].hand
    return [act("draw-up"), *(act("discard", c) for c in sorted(set(hand)) if c != WOUND)]


def tidy(state: MageKnightState, task: TidyHand, a: Action, events: list[Event]) -> None:
    hero = state.heroes[task.player]
    if a.verb == "discard":
        hero.hand.remove(a.args[0])
        hero.discard.append(a.args[0])
        state.push(task)
        return
    limit = state.game.hand_limit(state, task.player) + tactics.hand_limit_bonus(state, task.player)
    limit += fortified.keep_hand_bonus(state, task.player)
    if len(hero.hand) < limit:
        state.push(DrawCards(task.player, limit - len(hero.hand)))


def settle_tidy(state: MageKnightState, task: TidyHand, events: list[Event]) -> bool:
    """Nothing to decide when the hand holds no non-Wound card."""
    if any(c != WOUND for c in state.heroes[task.player].hand):
        return False
    tidy(state, task, act("draw-up"), events)
    return True
