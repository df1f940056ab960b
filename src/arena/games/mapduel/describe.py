"""What players read of Map & Duel: each action as data, the status line, the rules cited.

Every action (chance outcomes too) becomes an :class:`~arena.core.describe.ActionInfo`: a
kind, typed arguments (``Ref("card", id)``, ``Seat``, amounts), a group and a label saying
what happens, with the effect worked out on the position (who a card hits, where a roll or a
card's move ends and that cell's event). The status names the decision awaited. The rules
refusals cite quote seed 004's own sentences (``RULES``; translated by ``rule-md-<id>``).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from arena.core.describe import ActionInfo, info
from arena.core.state import TERMINAL
from arena.core.text import Arg, Msg, Ref, RuleText, Seat, msg, read_rules
from arena.games.mapduel import rules
from arena.games.mapduel.actions import PENALTIES, REWARDS, A
from arena.games.mapduel.datamodel import Effect, EffectKind, PassiveKind
from arena.games.mapduel.state import END_KEYS
from arena.games.mapduel.tasks import (
    AfterMove,
    BeforeRoll,
    ChooseAbsorber,
    ChooseVictim,
    DiscardExcess,
    DrawCards,
    DrawSeat,
    DuelTurn,
    GiveCards,
    NameRepresentative,
    PickCharacter,
    RollContest,
    RollMove,
    RollTable,
    SearchDeck,
    TakeCards,
)

if TYPE_CHECKING:
    from arena.games.mapduel.state import MapDuelState

SEED = "seed 004"
RULES: dict[str, RuleText] = read_rules(Path(__file__).with_name("data") / "rules.yaml")
"""The rules refusals cite (``data/rules.yaml``): citation and the seed's sentence."""
"""The rules refusals cite: the citation and the seed's own sentence (copied from seed 004)."""

SHARP, HEALER, LUCKY = PassiveKind.SHARP, PassiveKind.HEALER, PassiveKind.LUCKY
SELF_ONLY_PHRASES = ("draw", "double", "slot")


def card_ref(state: MapDuelState, c: int) -> Ref:
    return Ref("card", state.card_id(c))


def stopped(effect: str) -> Ref:
    """What an equipment card stops, for an effect kind or a penalty row (``pen-...``)."""
    return Ref("stopped", "penalty" if effect.startswith("pen-") else effect)


# -- where a move ends ---------------------------------------------------------------------------
def reach(length: int, here: int, steps: int) -> int:
    """The loop cell a move reaches (``0``: Start), as the engine moves (``rules``)."""
    return rules.loop_destination(length, here, steps)


def where(state: MapDuelState, q: int, steps: int, *, card: bool = False) -> Msg:
    """Where ``q`` ends after moving ``steps``: a cell and its event, or Start and a duel (a
    card's move under the house option ``clamped``: a cell short of Start, no event)."""
    length = len(state.game.map.cells)
    here = state.position[q]
    if card and state.game.opts.card_moves == "clamped":
        if here > 0:
            cell = max(1, min(length, here + steps))
        else:
            cell = min(length, steps) if steps > 0 else 0
        return msg("md-where-quiet", cell=cell)
    cell = reach(length, here, steps)
    if cell == 0:
        return msg("md-where-start")
    return msg("md-where-cell", cell=cell, event=Ref("cell-event", state.game.tables.cells[cell - 1]))


# -- effects as phrases ------------------------------------------------------------------------------
def effect_phrase(state: MapDuelState, p: int, effect: Effect, chosen: int, card: int, *, duel: bool) -> Msg:
    """What ``effect`` does when ``p`` plays it on ``chosen`` (``-1``: the card's own target),
    said to ``p`` (``-self`` phrases when it lands on ``p``)."""
    from arena.games.mapduel.effects import resolve_targets

    kind, amount = effect.effect, effect.amount
    if kind == EffectKind.CANCEL:  # B-19: the previous player's damage on you this cycle
        return msg("md-eff-cancel", who=Seat(state.next_alive(p, -1)))
    targets = [q for q in resolve_targets(state, p, effect, chosen) if q >= 0]  # ANY: the one named
    mine = targets == [p]
    if kind == EffectKind.DAMAGE and duel and card >= 0:
        amount += state.passive(p, SHARP)
    if kind == EffectKind.HEAL and mine:
        amount += state.passive(p, HEALER)
    key = _phrase_key(kind, amount)
    args: dict[str, Arg] = {"amount": abs(amount)}
    if kind == EffectKind.MOVE:
        one = len(targets) == 1
        args["where"] = where(state, targets[0], amount, card=True) if one else msg("md-where-each")
    if mine or key in SELF_ONLY_PHRASES:
        return msg(f"md-eff-{key}-self", **args)
    who: Arg = Seat(targets[0]) if len(targets) == 1 else tuple(Seat(q) for q in targets)
    return msg(f"md-eff-{key}", who=who, **args)


def _phrase_key(kind: EffectKind, amount: int) -> str:
    if kind == EffectKind.MAX_HP:
        return "max-hp-up" if amount > 0 else "max-hp-down"
    if kind == EffectKind.MOVE:
        return "move-forward" if amount > 0 else "move-back"
    return str(kind.value)


# -- actions -----------------------------------------------------------------------------------------
def describe(state: MapDuelState, a: A) -> ActionInfo:
    """``a`` (a legal action or chance outcome of ``state``) as data."""
    top = state.top()
    kind = a.kind
    p: int = getattr(top, "player", -1)
    game = state.game
    if kind == "seat":
        seat = len(state.seat_order) + 1
        return info(
            "seat", msg("md-do-seat", player=Seat(a.arg), seat=seat), "seat", player=Seat(a.arg), seat=seat
        )
    if kind == "pick":
        ch = game.characters[a.arg]
        label = msg("md-do-pick", character=Ref("character", ch.id), hp=ch.hp, slots=ch.slots,
                    active=Ref("skill", ch.active.id), passive=Ref("passive", ch.passive.id))  # fmt: skip
        return info("pick", label, "character", character=Ref("character", ch.id))
    if kind == "roll":
        two = isinstance(top, BeforeRoll) and top.moves > 1
        return info("roll", msg("md-do-roll-two" if two else "md-do-roll"), "turn")
    if kind == "end":
        return info("end", _end_label(state, top), "turn")
    if kind == "die":
        return info("die", _die_label(state, top, a.arg), "die", die=a.arg)
    if kind in ("reward", "penalty"):
        row = (REWARDS if kind == "reward" else PENALTIES)[a.arg]
        table = rules.REWARD_TABLE if kind == "reward" else rules.PENALTY_TABLE
        percent = int(table[a.arg] * 100)
        label = msg(f"md-do-{kind}", player=Seat(p), row=Ref(kind, row), percent=percent)
        return info(kind, label, "table", row=Ref(kind, row))
    if kind in ("rep", "from"):
        return _seat_choice(state, top, kind, a.arg)
    if kind == "skill":
        ch = game.characters[state.character[p]]
        effect = effect_phrase(state, p, ch.active.effect, a.target, -1, duel=True)
        label = msg("md-do-skill", skill=Ref("skill", ch.active.id), effect=effect)
        hidden = msg("md-do-skill-hidden", player=Seat(p))
        return _with_target(info("skill", label, "skill", hidden, skill=Ref("skill", ch.active.id)), a.target)
    return _card_action(state, top, p, a)


def _with_target(d: ActionInfo, target: int) -> ActionInfo:
    if target < 0:
        return d
    return ActionInfo(d.kind, d.label, (*d.args, ("target", Seat(target))), d.group, d.hidden_label)


def _end_label(state: MapDuelState, top: object) -> Msg:
    if isinstance(top, AfterMove) and top.more_moves > 0:
        return msg("md-do-end-move")
    if isinstance(top, DuelTurn):
        return msg("md-do-end-duel-turn" if top.cards_played > 0 else "md-do-end-duel")
    return msg("md-do-end-turn")


def _die_label(state: MapDuelState, top: object, k: int) -> Msg:
    if isinstance(top, RollContest):
        roller = top.representative if top.rolls else top.player
        bonus = state.passive(roller, LUCKY)
        game = Ref("cell-event", top.game)
        if bonus:
            character = state.game.characters[state.character[roller]]
            return msg("md-do-die-contest-lucky", player=Seat(roller), roll=k, total=k + bonus,
                       passive=Ref("passive", character.passive.id), game=game)  # fmt: skip
        return msg("md-do-die-contest", player=Seat(roller), roll=k, game=game)
    p: int = getattr(top, "player", -1)
    if isinstance(top, RollMove) and p >= 0:
        return msg("md-do-die-move", player=Seat(p), roll=k, where=where(state, p, k))
    return msg("md-do-die", roll=k)


def _seat_choice(state: MapDuelState, top: object, kind: str, q: int) -> ActionInfo:
    if kind == "rep":
        lander = top.lander if isinstance(top, NameRepresentative) else -1
        game = top.game if isinstance(top, NameRepresentative) else "reward"
        label = msg("md-do-rep", rep=Seat(q), lander=Seat(lander), game=Ref("cell-event", game))
        return info("rep", label, "representative", player=Seat(q))
    held = len(state.hands[q])
    label = msg("md-do-from", victim=Seat(q), count=min(2, held), held=held)
    return info("from", label, "victim", player=Seat(q))


def _card_action(state: MapDuelState, top: object, p: int, a: A) -> ActionInfo:
    kind, c = a.kind, a.arg
    card = state.card(c)
    ref = card_ref(state, c)
    if kind == "draw":
        label, hidden = msg("md-do-draw", player=Seat(p), card=ref), msg("md-do-draw-hidden", player=Seat(p))
        return info("draw", label, "draw", hidden, card=ref)
    if kind == "take":
        victim = top.victim if isinstance(top, TakeCards) else -1
        label = msg("md-do-take", player=Seat(p), card=ref, victim=Seat(victim))
        hidden = msg("md-do-take-hidden", player=Seat(p), victim=Seat(victim))
        return info("take", label, "take", hidden, card=ref)
    if kind == "choose":
        label = msg("md-do-choose", card=ref, left=state.deck[c])
        return info("choose", label, "deck", msg("md-do-choose-hidden", player=Seat(p)), card=ref)
    if kind == "act":
        assert card.action is not None
        effect = effect_phrase(state, p, card.action, a.target, c, duel=False)
        return _with_target(
            info("act", msg("md-do-act", card=ref, effect=effect), "action-card", card=ref), a.target
        )
    if kind == "play":
        assert card.skill is not None
        effect = effect_phrase(state, p, card.skill, a.target, c, duel=True)
        label, hidden = msg("md-do-play", card=ref, effect=effect), msg("md-do-play-hidden", player=Seat(p))
        return _with_target(info("play", label, "skill-card", hidden, card=ref), a.target)
    if kind == "equip":
        absorbs = tuple(Ref("stopped", x.value) for x in card.equipment.absorbs) if card.equipment else ()
        key = "md-do-equip-duel" if isinstance(top, DuelTurn) else "md-do-equip"
        return info("equip", msg(key, card=ref, stops=absorbs), "equip", card=ref)
    if kind == "give":
        to = top.recipients[0] if isinstance(top, GiveCards) and top.recipients else -1
        label = msg("md-do-give", card=ref, to=Seat(to))
        hidden = msg("md-do-give-hidden", player=Seat(p), to=Seat(to))
        return info("give", label, "give", hidden, card=ref, to=Seat(to))
    if kind == "discard":
        return info("discard", msg("md-do-discard", card=ref, slots=state.slots[p]), "discard", card=ref)
    what = top.effect if isinstance(top, ChooseAbsorber) else "damage"
    return info("absorb", msg("md-do-absorb", card=ref, stopped=stopped(what)), "absorb", card=ref)


# -- status ------------------------------------------------------------------------------------------


def status(state: MapDuelState, seat: int | None) -> Msg:
    """The decision awaited as ``seat`` reads it (``None``: a spectator)."""
    if state.current_player() == TERMINAL:
        winners = tuple(Seat(w) for w in state.game_winners or ())
        return msg(END_KEYS.get(state.end_reason, "md-st-over"), winners=winners, count=len(winners))
    top = state.top()
    chance = _chance_status(state, top)
    if chance is not None:
        return chance
    p: int = getattr(top, "player", -1)
    yours = seat == p
    who = Seat(p)
    if isinstance(top, PickCharacter):
        return msg("md-st-pick-yours") if yours else msg("md-st-pick", player=who)
    if isinstance(top, BeforeRoll):
        if yours:
            key = (
                "md-st-before-roll-yours"
                + ("-acted" if top.acted else "")
                + ("-two" if top.moves > 1 else "")
            )
            return msg(key)
        return msg("md-st-before-roll", player=who)
    if isinstance(top, AfterMove):
        if yours:
            return msg("md-st-after-move-yours-acted" if top.acted else "md-st-after-move-yours")
        return msg("md-st-after-move", player=who)
    if isinstance(top, SearchDeck):
        return msg("md-st-search-yours", count=top.count) if yours else msg("md-st-search", player=who)
    if isinstance(top, NameRepresentative):
        args: dict[str, Arg] = {"lander": Seat(top.lander), "game": Ref("cell-event", top.game)}
        return msg("md-st-rep-yours", **args) if yours else msg("md-st-rep", player=who, **args)
    if isinstance(top, ChooseVictim):
        return msg("md-st-victim-yours") if yours else msg("md-st-victim", player=who)
    if isinstance(top, GiveCards):
        to = Seat(top.recipients[0]) if top.recipients else who
        return msg("md-st-give-yours", to=to) if yours else msg("md-st-give", player=who, to=to)
    if isinstance(top, DiscardExcess):
        slots = state.slots[p]
        return msg("md-st-discard-yours", slots=slots) if yours else msg("md-st-discard", player=who)
    if isinstance(top, ChooseAbsorber):
        what = stopped(top.effect)
        return (
            msg("md-st-absorb-yours", stopped=what)
            if yours
            else msg("md-st-absorb", player=who, stopped=what)
        )
    if isinstance(top, DuelTurn):
        cycle = state.duel.cycle if state.duel is not None else 1
        if not yours:
            return msg("md-st-duel", player=who, cycle=cycle)
        if top.cards_played == 0:
            return msg("md-st-duel-yours-first", cycle=cycle)
        left = rules.MAX_CARDS_PER_DUEL_TURN - top.cards_played
        return msg("md-st-duel-yours-more", cycle=cycle, played=top.cards_played, left=left)
    return msg("status-your-turn") if yours else msg("status-to-move", player=who)


def _chance_status(state: MapDuelState, top: object) -> Msg | None:
    if isinstance(top, DrawSeat):
        return msg("md-st-seat")
    if isinstance(top, RollMove):
        return msg("md-st-roll", player=Seat(top.player))
    if isinstance(top, RollContest):
        return msg("md-st-contest", game=Ref("cell-event", top.game), player=Seat(top.player),
                   rep=Seat(top.representative))  # fmt: skip
    if isinstance(top, RollTable):
        return msg(f"md-st-table-{top.game}", player=Seat(top.player))
    if isinstance(top, DrawCards):
        return msg("md-st-draw", player=Seat(top.player), count=top.count)
    if isinstance(top, TakeCards):
        return msg("md-st-take", player=Seat(top.player), victim=Seat(top.victim), count=top.count)
    return None
