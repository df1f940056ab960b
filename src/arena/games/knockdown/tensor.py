"""Knockdown's observation tensor, read from one seat's view: both fighters, the viewer's
hand and skill draft, the display, the pending decision and the attack being resolved."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, get_args

from arena.core.tensors import Counts, Each, Feature, OneHot, Scalar, TensorLayout, at
from arena.games.knockdown.datamodel import COST_SYMBOLS
from arena.games.knockdown.viewmodel import PendingTask

if TYPE_CHECKING:
    from arena.games.knockdown.game import Knockdown

SEATS = [0, 1]


def _own_skills(view: dict[str, Any]) -> Any:
    seat = view.get("seat")
    return None if seat is None else view["fighters"][seat]["skills"]


def observation_layout(game: Knockdown) -> TensorLayout:
    cards, skills = game.card_ids, game.skill_ids
    specials = [sp.id for sp in game.specials]
    cells = [game.grid.name(c) for c in range(game.grid.n)]
    columns = sorted({name[0] for name in cells})
    sides = [f.id for f in game.gset.fighters]
    tokens = [t.id for t in game.gset.tokens]
    deck = float(len(cards))
    fighter: list[Feature] = [
        OneHot("side", at("side"), sides, "the fighter side"),
        OneHot("cell", at("cell"), cells, "where the fighter stands"),
        Scalar("heavy", at("heavy"), "heavy wounds / 4", 0.25),
        Scalar("light", at("light"), "light wounds / 6", 1 / 6),
        Counts("tokens", at("tokens"), tokens, "tokens held"),
        Scalar("poison", at("poison"), "poison"),
        Scalar("hand_size", at("hand_size"), "attack cards in hand / 5", 0.2),
        Counts("faceup_skills", at("skills", "faceup"), skills, "face-up skill cards"),
        Scalar("hidden_skills", at("skills", "hidden"), "face-down skills not shown to the viewer"),
    ]
    own_skills = [
        Counts(part, at(part), skills, f"the viewer's skills {part} in the draft")
        for part in ("dealt", "kept", "passed", "received")
    ]
    features: list[Feature] = [
        OneHot("seat", at("seat"), SEATS, "the viewer's seat"),
        Scalar("round", at("round"), "the round (of three) / 3", 1 / 3),
        Each("wins", at("wins"), 2, [Scalar("rounds", lambda x: x, "rounds won")], "per seat", flag=False),
        OneHot("start", at("start"), SEATS, "the seat that started the round"),
        OneHot("turn_player", at("turn_player"), SEATS, "whose turn it is"),
        Scalar("turn", at("turn"), "turns played in the round / 20", 0.05),
        Scalar("actions_left", at("actions_left"), "actions left this turn / 2", 0.5),
        OneHot("to_move", at("to_move"), SEATS, "the seat to decide (zeros: chance or the end)"),
        OneHot("winner", at("winner"), SEATS, "the match winner (zeros: none yet)"),
        Counts("candles", at("arena", "candles"), columns, "the candle columns"),
        Scalar("candles_drawn", at("arena", "candles_drawn"), "candle cards drawn"),
        Each("fighters", at("fighters"), 2, fighter, "per seat", flag=False),
        Each("own_skills", lambda v: [_own_skills(v)], 1, own_skills, "the viewer's draft", flag=False),
        OneHot(
            "removed_skill", lambda v: at("removed")(_own_skills(v)), skills, "the skill the viewer removed"
        ),
        OneHot(
            "facedown_skill", lambda v: at("facedown")(_own_skills(v)), skills, "the viewer's face-down skill"
        ),
        Counts("display", at("display"), cards, "attack cards in the display"),
        Scalar("deck", at("deck"), "cards left in the deck / deck", 1 / deck),
        Scalar("deck_candles", at("deck_candles"), "candle cards left in the deck"),
        Counts("discard", at("discard"), cards, "attack cards in the discard pile"),
        Counts("hand", at("hand"), cards, "the viewer's attack cards"),
        OneHot(
            "pending", at("pending", "task"), get_args(PendingTask), "the decision or chance task waited for"
        ),
        OneHot("pending_player", at("pending", "player"), SEATS, "its seat"),
        OneHot("pending_special", at("pending", "special"), specials, "the special attack being paid"),
        Counts("pending_cost", at("pending", "cost"), COST_SYMBOLS, "the symbols still to pay"),
        Scalar("pending_n", at("pending", "n"), "its count (cards to discard, cells to shift)"),
        OneHot("attack_by", at("attack", "by"), SEATS, "the attacker of the attack being resolved"),
        OneHot("attack_source", at("attack", "source"), ["card", "special"], "its source"),
        OneHot("attack", at("attack", "id"), [*cards, *specials], "the attack card or special"),
        Scalar("attack_reduce", at("attack", "reduce"), "its damage reduced"),
        Scalar("attack_cancel", at("attack", "cancel"), "it is cancelled"),
        Scalar("attack_response", at("attack", "response"), "it is a response"),
        Counts("combo_used", at("combo_used"), specials, "specials used in the current combo"),
    ]
    return TensorLayout(features)
