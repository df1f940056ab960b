"""Demonic rewards in play (seed 003, "Acheter une récompense démoniaque", "Utiliser une
récompense démoniaque", "Récompenses démoniaques"; K7, K8, K10) and the other Krosmaster-only
AP actions: picking up kamas and buying GG.

Hidden information: the face-down piles are unordered pools (nobody knows their order, so a
draw is uniform over what the rank's piles hold; each pile only counts its tokens). A token on a
card is ``[id, face_up, public]``: ``public`` when it was bought face up, so every player saw it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arena.core.errors import IllegalActionError
from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Cell, Ref, msg
from arena.games.krosmaster.actions import BUY_GG, PICKUP, RANKS, Buy, BuyGG, Pick, Pickup, Reveal, choose
from arena.games.krosmaster.economy import GG_PRICE, opponents, take_gg
from arena.games.krosmaster.pieces import KROSMASTER
from arena.games.krosmaster.reward_effects import ask_draw, drawn_event, reveal, token, visible_event
from arena.games.krosmaster.rewards_data import (
    PRICE,
    Rank,
    RewardKind,
)
from arena.games.krosmaster.state import illegal
from arena.games.krosmaster.tasks import BuyReward, GainGlory, GiveGlory, evolve

if TYPE_CHECKING:
    from arena.games.krosmaster.pieces import Piece
    from arena.games.krosmaster.state import KrosmasterState

R_KAMA = "seed 003, Ramasser 1 kama (1 PA)"
R_BUY_GG = "seed 003, Acheter un GG (1 PA)"
R_BUY = "seed 003, Acheter une récompense démoniaque (1 PA)"
R_USE = "seed 003, Utiliser une récompense démoniaque (0 PA)"
R_STACK = "seed 003, Cumul de récompenses démoniaques"
R_EQUIP = "seed 003, Les équipements (un seul de chaque type face visible)"


def init_piles(state: KrosmasterState) -> None:
    """All 60 tokens face down, two piles of 10 per rank; the tops are turned during set-up."""
    data = state.game.rewards
    state.reward_supply = {
        "pool": {r: sorted(t.id for t in data.of_rank(Rank(r))) for r in RANKS},
        "piles": {r: [10, 10] for r in RANKS},
        "visible": {r: [None, None] for r in RANKS},
        "box": [],
        "lost": [],
    }


# -- the activation actions of a Krosmaster ------------------------------------------------------
def on_demon(state: KrosmasterState, piece: Piece) -> bool:
    return piece.pos in state.demon_cells


def has_room(state: KrosmasterState, seat: int) -> bool:
    """Someone of ``seat``'s Krosmasters can take a token (at most Level tokens each)."""
    return any(
        p.in_play and p.owner == seat and p.kind == KROSMASTER and len(p.rewards) < p.data.level
        for p in state.pieces
    )


def gg_to_buy(state: KrosmasterState, seat: int) -> bool:
    return state.wild_gg > 0 or any(state.gg[s] > 0 for s in opponents(state, seat))


def action_error(state: KrosmasterState, piece: Piece, action: Any) -> IllegalActionError | None:
    """Why the active piece may not pick up, buy or reveal now (None when it may)."""
    who = Ref("piece", piece.label)
    if piece.kind != KROSMASTER:
        return illegal(
            "krosmasters-only",
            f"{piece.label} is a summon: only Krosmasters do this",
            R_KAMA,
            msg("kros-refuse-krosmasters-only", piece=who),
            "krosmasters-only",
        )
    if isinstance(action, Reveal):
        return _reveal_error(state, piece, action.slot)
    if piece.ap < 1:
        rule_id = (
            "pickup"
            if isinstance(action, Pickup)
            else "buy-gg"
            if isinstance(action, BuyGG)
            else "buy-reward"
        )
        return illegal(
            "no-ap", f"{piece.label} has no AP left", R_KAMA, msg("kros-refuse-no-ap", piece=who), rule_id
        )
    seat = piece.owner
    if isinstance(action, Pickup):
        if state.kamas[piece.pos] < 1:
            here = state.board.name(piece.pos)
            return illegal(
                "no-kama", f"no kama on {here}", R_KAMA, msg("kros-refuse-no-kama", cell=Cell(here)), "pickup"
            )
        return None
    if not on_demon(state, piece):
        gg = isinstance(action, BuyGG)
        return illegal(
            "not-on-demon",
            f"{piece.label} is not on a Demon cell",
            R_BUY_GG if gg else R_BUY,
            msg("kros-refuse-not-on-demon", piece=who),
            "buy-gg" if gg else "buy-reward",
        )
    if isinstance(action, BuyGG):
        if state.stock[seat] < GG_PRICE:
            return illegal(
                "no-kamas",
                f"a GG costs {GG_PRICE} kamas; the stock holds {state.stock[seat]}",
                R_BUY_GG,
                msg("kros-refuse-gg-price", price=GG_PRICE, stock=state.stock[seat]),
                "buy-gg",
            )
        if not gg_to_buy(state, seat):
            return illegal(
                "no-gg-to-take",
                "no wild GG and no opponent GG left to take",
                R_BUY_GG,
                msg("kros-refuse-no-gg"),
                "gg-taken",
            )
        return None
    assert isinstance(action, Buy)
    if action.rank not in RANKS or action.pile not in (0, 1):
        return illegal("no-such-pile", "no such pile", R_BUY, msg("kros-refuse-no-such-pile"), "reward-blind")
    price = PRICE[Rank(action.rank)]
    rank, pile = Ref("rank", action.rank), action.pile + 1
    if state.stock[seat] < price:
        return illegal(
            "no-kamas",
            f"a {action.rank} reward costs {price} kamas; the stock holds {state.stock[seat]}",
            R_BUY,
            msg("kros-refuse-reward-price", rank=rank, price=price, stock=state.stock[seat]),
            "reward-price",
        )
    if not has_room(state, seat):
        return illegal(
            "no-room",
            "none of your Krosmasters can hold another reward (Level tokens each)",
            R_STACK,
            msg("kros-refuse-no-room"),
            "reward-stack",
        )
    if action.blind:
        if state.reward_supply["piles"][action.rank][action.pile] < 1:
            return illegal(
                "empty-pile",
                f"{action.rank} pile {action.pile + 1} is empty",
                R_BUY,
                msg("kros-refuse-empty-pile", rank=rank, pile=pile),
                "reward-blind",
            )
    elif state.reward_supply["visible"][action.rank][action.pile] is None:
        return illegal(
            "no-visible-token",
            f"no face-up token on {action.rank} pile {action.pile + 1}",
            R_BUY,
            msg("kros-refuse-no-visible-token", rank=rank, pile=pile),
            "reward-visible",
        )
    return None


def _reveal_error(state: KrosmasterState, piece: Piece, slot: int) -> IllegalActionError | None:
    who = Ref("piece", piece.label)
    if not 0 <= slot < len(piece.rewards):
        return illegal(
            "no-such-reward",
            f"{piece.label} has no reward #{slot + 1}",
            R_USE,
            msg("kros-refuse-no-such-reward", piece=who, slot=slot + 1),
            "use-reward",
        )
    tid, face_up, _public = piece.rewards[slot]
    if face_up:
        return illegal(
            "already-revealed",
            f"reward #{slot + 1} of {piece.label} is already face up",
            R_USE,
            msg("kros-refuse-already-revealed", piece=who, reward=Ref("reward", tid)),
            "use-reward",
        )
    tok = token(state, tid)
    if tok.kind == RewardKind.EQUIPMENT:
        for other, up, _ in piece.rewards:
            if up and token(state, other).slot == tok.slot:
                assert tok.slot is not None
                return illegal(
                    "slot-taken",
                    f"{piece.label} already has a face-up {tok.slot}",
                    R_EQUIP,
                    msg(
                        "kros-refuse-slot-taken",
                        piece=who,
                        slot=Ref("slot", tok.slot.value),
                        held=Ref("reward", other),
                    ),
                    "equipment-type",
                )
    return None


_BUYS = {r: tuple(Buy(r, p, b) for p in (0, 1) for b in (False, True)) for r in RANKS}
"""A rank's buy actions in listing order (pile 1 face up, pile 1 blind, pile 2...)."""
_PRICES = {r: PRICE[Rank(r)] for r in RANKS}


def activation_actions(state: KrosmasterState, piece: Piece) -> list[Any]:
    """The legal pick-up, buy and reveal actions of the active piece.

    The checks of ``action_error``, applied in bulk (``test_buy_actions_match_action_error``
    compares them): once a Krosmaster with AP is on a Demon cell with the kamas and a
    Krosmaster with room, a buy is refused only for an empty pile or a missing face-up token."""
    if piece.kind != KROSMASTER:
        return []
    out: list[Any] = []
    if piece.rewards:
        for slot, (_tid, face_up, _public) in enumerate(piece.rewards):
            # a face-up token is refused by its first check: no error is built for it
            if not face_up and _reveal_error(state, piece, slot) is None:
                out.append(Reveal(slot))
    if piece.ap < 1:
        return out
    if state.kamas[piece.pos] > 0:
        out.append(PICKUP)
    if piece.pos not in state.demon_cells:  # on_demon, inlined
        return out
    seat = piece.owner
    stock = state.stock[seat]
    if stock >= GG_PRICE and gg_to_buy(state, seat):
        out.append(BUY_GG)
    if not has_room(state, seat):
        return out
    supply = state.reward_supply
    for r in RANKS:
        if stock < _PRICES[r]:
            continue
        piles, visible = supply["piles"][r], supply["visible"][r]
        buys = _BUYS[r]
        for p in (0, 1):
            if visible[p] is not None:
                out.append(buys[2 * p])
            if piles[p] >= 1:
                out.append(buys[2 * p + 1])
    return out


def apply_action(state: KrosmasterState, piece: Piece, action: Any, events: list[Event]) -> None:
    seat = piece.owner
    cell = state.board.name(piece.pos)
    if isinstance(action, Reveal):
        reveal(state, piece, action.slot, events)
        return
    piece.ap -= 1
    if isinstance(action, Pickup):
        state.kamas[piece.pos] -= 1
        state.stock[seat] += 1
        if events is not DISCARDED:
            events.append(
                Event(
                    "pickup",
                    {"piece": piece.label, "cell": cell, "stock": state.stock[seat]},
                    f"{piece.label} picks up a kama on {cell} (stock {state.stock[seat]})",
                    say=msg(
                        "kros-ev-pickup",
                        piece=Ref("piece", piece.label),
                        cell=Cell(cell),
                        stock=state.stock[seat],
                    ),
                )
            )
        return
    if isinstance(action, BuyGG):
        state.stock[seat] -= GG_PRICE
        state.bank += GG_PRICE
        if events is not DISCARDED:
            events.append(
                Event(
                    "buy-gg",
                    {"piece": piece.label},
                    f"{piece.label} buys a GG for {GG_PRICE} kamas",
                    say=msg("kros-ev-buy-gg", piece=Ref("piece", piece.label), price=GG_PRICE),
                )
            )
        state.stack.append(GainGlory(seat, 1))
        return
    assert isinstance(action, Buy)
    price = PRICE[Rank(action.rank)]
    state.stock[seat] -= price
    state.bank += price
    rw = state.reward_supply
    if action.blind:
        if events is not DISCARDED:
            events.append(
                Event(
                    "buy-reward",
                    {"piece": piece.label, "rank": action.rank, "blind": True},
                    f"{piece.label} buys a face-down {action.rank} reward for {price} kamas",
                    say=msg(
                        "kros-ev-buy-blind",
                        piece=Ref("piece", piece.label),
                        rank=Ref("rank", action.rank),
                        price=price,
                    ),
                )
            )
        state.stack.append(BuyReward(seat, action.rank, action.pile, True, "draw"))
    else:
        tid = rw["visible"][action.rank][action.pile]
        rw["visible"][action.rank][action.pile] = None
        if events is not DISCARDED:
            events.append(
                Event(
                    "buy-reward",
                    {"piece": piece.label, "rank": action.rank, "blind": False, "token": tid},
                    f"{piece.label} buys {tid} ({action.rank}) for {price} kamas",
                    say=msg(
                        "kros-ev-buy-visible",
                        piece=Ref("piece", piece.label),
                        reward=Ref("reward", tid),
                        rank=Ref("rank", action.rank),
                        price=price,
                    ),
                )
            )
        state.stack.append(BuyReward(seat, action.rank, action.pile, False, "flip", tid))


def step_buy(state: KrosmasterState, task: BuyReward, events: list[Event]) -> BuyReward | None:
    """Draw (blind) or turn up the next token (visible), then attach the token face down.
    Returns the task to resume (``None``: done)."""
    answer = task.answer
    task = evolve(task, answer=None)
    rw = state.reward_supply
    rank, pile, seat = task.rank, task.pile, task.seat
    if task.stage in ("draw", "flip") and answer is not None:
        tid = state.game.codec.decode(answer).token
        rw["pool"][rank].remove(tid)
        rw["piles"][rank][pile] -= 1
        if task.stage == "draw":
            task = evolve(task, token=tid)
            if events is not DISCARDED:
                events.append(drawn_event(seat, tid, rank))
        else:
            rw["visible"][rank][pile] = tid
            if events is not DISCARDED:
                events.append(visible_event(rank, pile, tid))
        task = evolve(task, stage="attach")
        answer = None
    if task.stage == "draw":
        ask_draw(state, rank)
        return task
    if task.stage == "flip":
        if rw["piles"][rank][pile] > 0:
            ask_draw(state, rank)
            return task
        task = evolve(task, stage="attach")
    if answer is None:
        room = [
            p.id
            for p in state.pieces
            if p.in_play and p.owner == seat and p.kind == KROSMASTER and len(p.rewards) < p.data.level
        ]
        state.ask(seat, "attach", [choose(pid) for pid in room], R_BUY, about=f"a {rank} reward")
        return task
    target = state.pieces[state.game.codec.decode(answer).piece]
    target.rewards.append([task.token, False, not task.blind])
    if events is not DISCARDED:
        events.append(
            Event(
                "attach",
                {"piece": target.label, "slot": len(target.rewards)},
                f"the reward goes face down on {target.label}",
                say=msg("kros-ev-attach", piece=Ref("piece", target.label), rank=Ref("rank", rank)),
            )
        )
    return None


def step_gain(state: KrosmasterState, task: GainGlory, events: list[Event]) -> GainGlory | None:
    """A GG gain: the wild GG first; then from the opponent (4 players: one the gainer picks)."""
    seat, amount = task.seat, task.amount
    if task.answer is not None:
        victim = int(state.game.codec.decode(task.answer).code[1:]) - 1
        take_gg(state, seat, amount, victim, events)
        return None
    from_wild = min(amount, state.wild_gg)
    if from_wild:
        take_gg(state, seat, from_wild, -1, events)
        amount -= from_wild
    victims = [s for s in opponents(state, seat) if state.gg[s] > 0]
    if amount <= 0 or not victims:
        return None
    if len(victims) == 1:
        take_gg(state, seat, amount, victims[0], events)
        return None
    state.ask(
        seat, "gg-from", [Pick(f"p{s + 1}") for s in victims], "seed 003, Galons de la Gloire (4 joueurs)"
    )
    return GainGlory(seat, amount)


def step_give(state: KrosmasterState, task: GiveGlory, events: list[Event]) -> GiveGlory | None:
    """4 players: K.O.'ing one's own Krosmaster gives its Level in GG to an opponent of choice."""
    if task.answer is None:
        state.ask(
            task.seat, "gg-give", [Pick(f"p{s + 1}") for s in task.options], "seed 003, Chacun pour soi"
        )
        return task
    to = int(state.game.codec.decode(task.answer).code[1:]) - 1
    take_gg(state, to, task.amount, task.seat, events)
    return None
