"""Rounds: preparing a Round, Tactics, whose turn it is, the End of the Round, the game's end.

Seed 001, "选择战术" (tactics fix the turn order, lowest number first), "轮次行动", "回合结束"
(an empty Deed deck lets a player announce the End of the Round; every other player then takes
one last turn); research mageknight §1.3, §1.4, §1.10; decisions MK3 item 14, MK8.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from arena.core.durations import expire
from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.mageknight import offers
from arena.games.mageknight.actions import Action, act
from arena.games.mageknight.datamodel import TacticTiming
from arena.games.mageknight.sitetasks import DrawGarrison
from arena.games.mageknight.tasks import (
    DUMMY,
    CheckUnitOffer,
    ChooseTactic,
    DealOffer,
    DrawCards,
    DummyTactic,
    DummyTurn,
    EndGame,
    EndRound,
    NextTurn,
    ResolveEffect,
    RollSource,
    StartRound,
    StartTurn,
    Turn,
)
from arena.games.mageknight.turnrecord import UNTIL_OWNER_TURN, TurnRecord

if TYPE_CHECKING:
    from arena.games.mageknight.state import MageKnightState

RULE_TACTIC = 'seed 001, "选择战术"'


def start_round(state: MageKnightState, task: StartRound, events: list[Event]) -> None:
    """Round 1 was prepared by the set-up; later Rounds flip Day/Night, reroll the Source and
    shuffle every Deed card back into each deck (research §1.3 step 1)."""
    g = state.game
    state.round += 1
    state.modifiers = expire(expire(state.modifiers, "round"), UNTIL_OWNER_TURN)  # centre tokens back too
    state.end_announced_by, state.turns_left = -1, []
    state.round_turns = [0] * len(state.heroes)
    draws: list[DrawCards] = []
    refresh: list[DealOffer | CheckUnitOffer] = []
    if state.round > 1:
        state.night = not state.night
        refresh = offers.refresh_for_new_round(state, events)
        for seat, hero in enumerate(state.heroes):
            hero.skills_used = []  # Skills flip face up again (research §1.3 step 1)
            hero.deck.shuffle_in([*hero.hand, *hero.discard, *hero.play_area, *hero.spared, *hero.set_aside])
            hero.spared, hero.set_aside, hero.stolen_die, hero.extra_turn = [], [], -1, False
            for unit in hero.units:  # Units are readied; Wounded ones stay wounded (research §1.3)
                unit.ready, unit.banner_used = True, False  # Banners face up again
            hero.hand, hero.discard, hero.play_area = [], [], []
            hero.tactic_flipped, hero.announced_end = False, False
            draws.append(DrawCards(seat, g.hand_limit(state, seat)))
        if state.dummy is not None:
            state.dummy.deck.shuffle_in(state.dummy.discard)
            state.dummy.discard, state.dummy.announced_end = [], False
    if g.solo:  # each Tactic is used once per game (research §1.4, solo)
        dummy = state.dummy.tactic if state.dummy is not None else ""
        state.tactics_removed += [t for t in (state.heroes[0].tactic, dummy) if t]
    for hero in state.heroes:
        hero.tactic = ""
    if state.dummy is not None:
        state.dummy.tactic = ""
    state.tactics_offer = [t for t in g.tactics(state.night) if t not in state.tactics_removed]
    if events is not DISCARDED:
        what = "Night" if state.night else "Day"
        say = msg("mk-ev-round", n=state.round, night=int(state.night))
        events.append(Event("round", {"round": state.round, "night": state.night}, f"Round {state.round}: {what}",
                            say=say))  # fmt: skip
    ruins = [DrawGarrison(c, *h) for h, c in sorted(state.garrisons.items()) if c == "yellow"]
    turned = ruins if state.round > 1 and not state.night else []  # face-down ruins turn up by Day
    prepare = [RollSource(), *refresh, *turned, *draws] if state.round > 1 else []
    state.push(*prepare, *tactic_picks(state), NextTurn())


def tactic_picks(state: MageKnightState) -> list[ChooseTactic | DummyTactic]:
    """Lowest Fame first; a tie goes to the player whose Round Order token is lower, i.e.
    later in the last order (in Round 1, the reverse of the hero-selection order). Solo: the
    player first, then the Dummy at random (research §1.3 step 2, §1.4)."""
    if state.game.solo:
        return [ChooseTactic(0), DummyTactic()]
    previous = [f for f in state.round_order if f != DUMMY] or state.hero_order
    seats = sorted(range(len(state.heroes)), key=lambda s: (state.heroes[s].fame, -previous.index(s)))
    return [ChooseTactic(seat) for seat in seats]


def tactic_options(state: MageKnightState, task: ChooseTactic) -> list[Action]:
    return [act("tactic", t) for t in state.tactics_offer]


def choose_tactic(state: MageKnightState, task: ChooseTactic, a: Action, events: list[Event]) -> None:
    tactic = a.args[0]
    state.tactics_offer.remove(tactic)
    state.heroes[task.player].tactic = tactic
    if events is not DISCARDED:
        say = msg("mk-ev-tactic", player=Seat(task.player), tactic=Ref("tactic", tactic),
                  n=state.game.tactic_number(tactic))  # fmt: skip
        events.append(Event("tactic", {"player": task.player, "tactic": tactic}, f"P{task.player + 1} takes {tactic}",
                            say=say))  # fmt: skip
    data = state.game.content.tactics[tactic]
    if data.timing == TacticTiming.WHEN_TAKEN and data.effect is not None:  # nothing to do: skipped
        state.push(ResolveEffect(task.player, "tactic", tactic, "basic", ()))
    if all(h.tactic for h in state.heroes) and (state.dummy is None or state.dummy.tactic):
        order_round(state, events)


def dummy_tactic_outcomes(state: MageKnightState, task: DummyTactic) -> list[tuple[Action, Fraction]]:
    offer = state.tactics_offer
    return [(act("dummy-tactic", t), Fraction(1, len(offer))) for t in offer]


def dummy_tactic(state: MageKnightState, task: DummyTactic, a: Action, events: list[Event]) -> None:
    assert state.dummy is not None
    state.dummy.tactic = a.args[0]
    state.tactics_offer.remove(a.args[0])
    if events is not DISCARDED:
        say = msg("mk-ev-tactic", player=msg("mk-dummy"), tactic=Ref("tactic", a.args[0]),
                  n=state.game.tactic_number(a.args[0]))  # fmt: skip
        events.append(Event("tactic", {"player": "dummy", "tactic": a.args[0]}, f"the Dummy takes {a.args[0]}",
                            say=say))  # fmt: skip
    order_round(state, events)


def order_round(state: MageKnightState, events: list[Event]) -> None:
    """Seed 001: "战术卡数字最小的玩家将他的回合顺序指示物放置在最上方"."""
    number = state.game.tactic_number
    figures: list[tuple[int, int]] = [(number(h.tactic), seat) for seat, h in enumerate(state.heroes)]
    if state.dummy is not None:
        figures.append((number(state.dummy.tactic), DUMMY))
    state.round_order = [f for _, f in sorted(figures)]
    state.turn = TurnRecord()
    if events is not DISCARDED:
        order = tuple(msg("mk-dummy") if f == DUMMY else Seat(f) for f in state.round_order)
        events.append(Event("round-order", {"order": state.round_order}, f"turn order {state.round_order}",
                            say=msg("mk-ev-round-order", order=order)))  # fmt: skip


# -- whose turn ------------------------------------------------------------------------------
def next_turn(state: MageKnightState, task: NextTurn, events: list[Event]) -> None:
    figure = _next_figure(state)
    if figure is None:
        state.push(EndGame() if state.city_revealed else EndRound())
        return
    if (
        figure is not None
        and 0 <= state.turn.player < len(state.heroes)
        and state.heroes[state.turn.player].extra_turn
    ):
        figure = state.turn.player  # The Right Moment: another turn right after this one
        state.heroes[figure].extra_turn = False
    state.turn = TurnRecord(player=figure)
    if figure == DUMMY:
        state.push(DummyTurn(), NextTurn())
        return
    state.round_turns[figure] += 1
    state.push(StartTurn(figure), Turn(figure), NextTurn())


def _next_figure(state: MageKnightState) -> int | None:
    if state.end_announced_by >= 0 or state.city_revealed:
        return state.turns_left.pop(0) if state.turns_left else None
    order = state.round_order
    current = state.turn.player
    if current not in order:
        return order[0]
    return order[(order.index(current) + 1) % len(order)]


def announce_end_of_round(state: MageKnightState, figure: int, events: list[Event]) -> None:
    """Every other figure takes one last turn, in order, then the Round ends (seed 001, "回合结束")."""
    if state.end_announced_by >= 0 or state.city_revealed:
        return
    state.end_announced_by = figure
    order = state.round_order
    at = order.index(figure)
    state.turns_left = order[at + 1 :] + order[:at]
    if events is not DISCARDED:
        who = "the Dummy" if figure == DUMMY else f"P{figure + 1}"
        say = msg("mk-ev-end-of-round", player=msg("mk-dummy") if figure == DUMMY else Seat(figure))
        events.append(Event("end-of-round", {"by": figure}, f"{who} announces the End of the Round", say=say))


def city_revealed(state: MageKnightState, seat: int, events: list[Event]) -> None:
    """Research §1.10: every player (the revealer included) gets one last turn; solo, the
    Dummy gets none (decisions MK3, data §12 item 14). "If the Round ends during this, game ends
    at once" (the scenario's ``game_ends_if_round_ends_during_last_turns``): once the End of the
    Round is announced, only the figures whose turns it still promised play (the revealer's own
    turn after the city would come in the next Round)."""
    if state.city_revealed:
        return
    state.city_revealed = True
    order = [f for f in state.round_order if f != DUMMY]
    at = order.index(seat)
    finals = order[at + 1 :] + order[: at + 1]
    if state.end_announced_by >= 0 and state.game.scenario.game_ends_if_round_ends_during_last_turns:
        finals = [f for f in finals if f in state.turns_left]
    state.turns_left = finals
    if events is not DISCARDED:
        events.append(Event("city", {"by": seat}, f"P{seat + 1} reveals the city: everyone's last turn",
                            say=msg("mk-ev-city", player=Seat(seat))))  # fmt: skip


def end_round(state: MageKnightState, task: EndRound, events: list[Event]) -> None:
    if events is not DISCARDED:
        events.append(Event("round-end", {"round": state.round}, f"Round {state.round} ends",
                            say=msg("mk-ev-round-end", n=state.round)))  # fmt: skip
    state.push(EndGame() if state.round >= state.game.rounds else StartRound())


def end_game(state: MageKnightState, task: EndGame, events: list[Event]) -> None:
    from arena.games.mageknight.scoring import final_scores

    state.over = True
    scores = final_scores(state)
    if events is not DISCARDED:
        said = tuple(msg("mk-ev-score", player=Seat(i), n=s) for i, s in enumerate(scores))
        events.append(Event("game-end", {"scores": scores}, "final scores " + ", ".join(map(str, scores)),
                            say=msg("mk-ev-game-end", scores=said)))  # fmt: skip
