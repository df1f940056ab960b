"""Demonic rewards in play (seed 003, "Acheter une récompense démoniaque", "Utiliser une
récompense démoniaque", "Récompenses démoniaques"; K7, K8, K10) and the other Krosmaster-only
AP actions: picking up kamas and buying GG.

Hidden information: the face-down piles are unordered pools (nobody knows their order, so a
draw is uniform over what the rank's piles hold; each pile only counts its tokens). A token on a
card is ``[id, face_up, public]``: ``public`` when it was bought face up, so every player saw it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arena.core.errors import IllegalActionError
from arena.core.events import Event
from arena.games.krosmaster.actions import RANKS, Buy, BuyGG, Choose, Draw, Lot, Pick, Pickup, Place, Reveal
from arena.games.krosmaster.combat import heal, injure
from arena.games.krosmaster.economy import GG_PRICE, opponents, take_gg
from arena.games.krosmaster.movement import special_move
from arena.games.krosmaster.pieces import KROSMASTER
from arena.games.krosmaster.rewards_data import (
    PRICE,
    ApNow,
    CoinFlipReward,
    Gg,
    Heal,
    InjureSelf,
    Kamas,
    MpNow,
    PayKamasForGg,
    Rank,
    RewardKind,
    RewardToken,
    SpellBonusThisTurn,
    SummonNow,
    TeleportToDeployment,
)
from arena.games.krosmaster.rewards_data import Choose as ChooseFx
from arena.games.krosmaster.tasks import Boost, BuyReward, GainGlory, GiveGlory, evolve

if TYPE_CHECKING:
    from arena.games.krosmaster.pieces import Piece
    from arena.games.krosmaster.state import KrosmasterState

R_KAMA = "seed 003, Ramasser 1 kama (1 PA)"
R_BUY_GG = "seed 003, Acheter un GG (1 PA)"
R_BUY = "seed 003, Acheter une récompense démoniaque (1 PA)"
R_USE = "seed 003, Utiliser une récompense démoniaque (0 PA)"
R_STACK = "seed 003, Cumul de récompenses démoniaques"
R_EQUIP = "seed 003, Les équipements (un seul de chaque type face visible)"


def _illegal(reason: str, message: str, rule: str) -> IllegalActionError:
    return IllegalActionError(message, reason=reason, rule=rule)


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


def token(state: KrosmasterState, token_id: str) -> RewardToken:
    return state.game.rewards_by_id[token_id]


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
    if piece.kind != KROSMASTER:
        return _illegal("krosmasters-only", f"{piece.label} is a summon: only Krosmasters do this", R_KAMA)
    if isinstance(action, Reveal):
        return _reveal_error(state, piece, action.slot)
    if piece.ap < 1:
        return _illegal("no-ap", f"{piece.label} has no AP left", R_KAMA)
    seat = piece.owner
    if isinstance(action, Pickup):
        if state.kamas[piece.pos] < 1:
            return _illegal("no-kama", f"no kama on {state.board.name(piece.pos)}", R_KAMA)
        return None
    if not on_demon(state, piece):
        rule = R_BUY_GG if isinstance(action, BuyGG) else R_BUY
        return _illegal("not-on-demon", f"{piece.label} is not on a Demon cell", rule)
    if isinstance(action, BuyGG):
        if state.stock[seat] < GG_PRICE:
            return _illegal(
                "no-kamas", f"a GG costs {GG_PRICE} kamas; the stock holds {state.stock[seat]}", R_BUY_GG
            )
        if not gg_to_buy(state, seat):
            return _illegal("no-gg-to-take", "no wild GG and no opponent GG left to take", R_BUY_GG)
        return None
    assert isinstance(action, Buy)
    if action.rank not in RANKS or action.pile not in (0, 1):
        return _illegal("no-such-pile", "no such pile", R_BUY)
    price = PRICE[Rank(action.rank)]
    if state.stock[seat] < price:
        return _illegal(
            "no-kamas",
            f"a {action.rank} reward costs {price} kamas; the stock holds {state.stock[seat]}",
            R_BUY,
        )
    if not has_room(state, seat):
        return _illegal(
            "no-room", "none of your Krosmasters can hold another reward (Level tokens each)", R_STACK
        )
    if action.blind:
        if state.reward_supply["piles"][action.rank][action.pile] < 1:
            return _illegal("empty-pile", f"{action.rank} pile {action.pile + 1} is empty", R_BUY)
    elif state.reward_supply["visible"][action.rank][action.pile] is None:
        return _illegal(
            "no-visible-token", f"no face-up token on {action.rank} pile {action.pile + 1}", R_BUY
        )
    return None


def _reveal_error(state: KrosmasterState, piece: Piece, slot: int) -> IllegalActionError | None:
    if not 0 <= slot < len(piece.rewards):
        return _illegal("no-such-reward", f"{piece.label} has no reward #{slot + 1}", R_USE)
    tid, face_up, _public = piece.rewards[slot]
    if face_up:
        return _illegal("already-revealed", f"reward #{slot + 1} of {piece.label} is already face up", R_USE)
    tok = token(state, tid)
    if tok.kind == RewardKind.EQUIPMENT:
        for other, up, _ in piece.rewards:
            if up and token(state, other).slot == tok.slot:
                return _illegal("slot-taken", f"{piece.label} already has a face-up {tok.slot}", R_EQUIP)
    return None


def activation_actions(state: KrosmasterState, piece: Piece) -> list[Any]:
    """The legal pick-up, buy and reveal actions of the active piece."""
    if piece.kind != KROSMASTER:
        return []
    out: list[Any] = []
    for slot in range(len(piece.rewards)):
        if _reveal_error(state, piece, slot) is None:
            out.append(Reveal(slot))
    if piece.ap < 1:
        return out
    if state.kamas[piece.pos] > 0:
        out.append(Pickup())
    if on_demon(state, piece):
        for a in (BuyGG(), *(Buy(r, p, b) for r in RANKS for p in (0, 1) for b in (False, True))):
            if action_error(state, piece, a) is None:
                out.append(a)
    return out


def apply_action(state: KrosmasterState, piece: Piece, action: Any, events: list[Event]) -> None:
    seat = piece.owner
    cell = state.board.name(piece.pos)
    if isinstance(action, Reveal):
        _reveal(state, piece, action.slot, events)
        return
    piece.ap -= 1
    if isinstance(action, Pickup):
        state.kamas[piece.pos] -= 1
        state.stock[seat] += 1
        events.append(
            Event(
                "pickup",
                {"piece": piece.label, "cell": cell, "stock": state.stock[seat]},
                f"{piece.label} picks up a kama on {cell} (stock {state.stock[seat]})",
            )
        )
        return
    if isinstance(action, BuyGG):
        state.stock[seat] -= GG_PRICE
        state.bank += GG_PRICE
        events.append(
            Event("buy-gg", {"piece": piece.label}, f"{piece.label} buys a GG for {GG_PRICE} kamas")
        )
        state.stack.append(GainGlory(seat, 1))
        return
    assert isinstance(action, Buy)
    price = PRICE[Rank(action.rank)]
    state.stock[seat] -= price
    state.bank += price
    rw = state.reward_supply
    if action.blind:
        events.append(
            Event(
                "buy-reward",
                {"piece": piece.label, "rank": action.rank, "blind": True},
                f"{piece.label} buys a face-down {action.rank} reward for {price} kamas",
            )
        )
        state.stack.append(BuyReward(seat, action.rank, action.pile, True, "draw"))
    else:
        tid = rw["visible"][action.rank][action.pile]
        rw["visible"][action.rank][action.pile] = None
        events.append(
            Event(
                "buy-reward",
                {"piece": piece.label, "rank": action.rank, "blind": False, "token": tid},
                f"{piece.label} buys {tid} ({action.rank}) for {price} kamas",
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
            events.append(
                Event(
                    "reward-drawn",
                    {"player": seat, "token": tid},
                    f"player {seat + 1} draws {tid}",
                    visible_to=frozenset({seat}),
                    redacted={
                        "player": seat,
                        "rank": rank,
                        "text": f"player {seat + 1} draws a face-down {rank} reward",
                    },
                )
            )
        else:
            rw["visible"][rank][pile] = tid
            events.append(
                Event(
                    "reward-visible", {"rank": rank, "pile": pile, "token": tid}, f"{tid} is turned face up"
                )
            )
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
        state.ask(seat, "attach", [Choose(pid) for pid in room], R_BUY, about=f"a {rank} reward")
        return task
    target = state.pieces[state.game.codec.decode(answer).piece]
    target.rewards.append([task.token, False, not task.blind])
    events.append(
        Event(
            "attach",
            {"piece": target.label, "slot": len(target.rewards)},
            f"the reward goes face down on {target.label}",
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


def ask_draw(state: KrosmasterState, rank: str) -> None:
    """Draw a face-down token of ``rank``: nobody knows the piles' order, so every token
    they hold is equally likely."""
    state.ask_chance("draw", [Draw(t) for t in state.reward_supply["pool"][rank]])


# -- revealing ------------------------------------------------------------------------------------
def refresh(state: KrosmasterState, piece: Piece) -> None:
    """Recompute what face-up buffs and equipment give (powers never stack)."""
    piece.refresh_rewards(state.game.rewards_by_id)


def _reveal(state: KrosmasterState, piece: Piece, slot: int, events: list[Event]) -> None:
    tid = piece.rewards[slot][0]
    tok = token(state, tid)
    events.append(
        Event(
            "reveal",
            {"piece": piece.label, "token": tid, "kind": tok.kind.value},
            f"{piece.label} reveals {tok.names.fr} ({tok.kind.value})",
        )
    )
    if tok.kind == RewardKind.BOOST:
        del piece.rewards[slot]
        state.reward_supply["box"].append(tid)  # a boost is discarded after use
        if tok.spell is not None:
            piece.spells = (*piece.spells, tok.spell)
        state.stack.append(Boost(piece.id, tid, tuple((i,) for i in range(len(tok.now)))))
        return
    piece.rewards[slot][1] = True
    piece.rewards[slot][2] = True
    if tok.kind == RewardKind.EQUIPMENT:
        st = tok.stats
        # Seed 003, FAQ Pano Abra: the change is immediate; MP already spent cannot be lost.
        piece.hp += st.hp
        piece.base_mp += st.mp
        piece.base_ap += st.ap
        piece.mp = max(0, piece.mp + st.mp)
        piece.ap = max(0, piece.ap + st.ap)
        if tok.spell is not None:
            piece.spells = (*piece.spells, tok.spell)
    refresh(state, piece)


def expire_buffs(state: KrosmasterState, piece: Piece, events: list[Event]) -> None:
    """Seed 003, "2.1 Phase préliminaire: Suppression des buffs"."""
    kept = []
    for entry in piece.rewards:
        if entry[1] and token(state, entry[0]).kind == RewardKind.BUFF:
            state.reward_supply["box"].append(entry[0])
            events.append(
                Event(
                    "buff-ends",
                    {"piece": piece.label, "token": entry[0]},
                    f"{entry[0]} on {piece.label} ends",
                )
            )
        else:
            kept.append(entry)
    if len(kept) != len(piece.rewards):
        piece.rewards = kept
        refresh(state, piece)


@dataclass(slots=True)
class _BoostWork:
    """A boost's progress while one step runs (written back into the task)."""

    effects: list[tuple[int, ...]]
    sub: str
    pile: int


def step_boost(state: KrosmasterState, task: Boost, events: list[Event]) -> Boost | None:
    """Apply a boost's effects in order; some ask (Zobal, Roublard, cells) or flip a coin.
    ``task.effects`` holds the paths of the effects still to apply (Zobal expands in place).
    Returns the task to resume (``None``: done)."""
    piece = state.pieces[task.piece]
    tok = token(state, task.token)
    answer = task.answer
    work = _BoostWork(list(task.effects), task.sub, task.pile)
    while work.effects:
        fx = _effect_at(tok, work.effects[0])
        if not piece.in_play and not isinstance(fx, (Kamas, Gg, PayKamasForGg)):
            work.effects.pop(0)  # a Krosmaster K.O.'d by its own boost (FAQ Style Sacrieur)
            continue
        status = _apply_effect(state, piece, work, fx, answer, events)
        answer = None
        if status == "wait":
            return Boost(task.piece, task.token, tuple(work.effects), work.sub, work.pile)
        if status == "expanded":
            continue
        work.effects.pop(0)
        work.sub = ""
        if status == "pushed":
            # a GG gain runs first; this task resumes after it
            return Boost(task.piece, task.token, tuple(work.effects), work.sub, work.pile)
    return None


def _effect_at(tok: RewardToken, path: tuple[int, ...]) -> Any:
    fx: Any = tok.now[path[0]]
    if len(path) == 3:
        fx = fx.options[path[1]][path[2]]
    return fx


def _apply_effect(
    state: KrosmasterState, piece: Piece, work: _BoostWork, fx: Any, answer: int | None, events: list[Event]
) -> str:
    """Apply one effect: ``done``, ``wait`` (a prompt or chance is pending), ``pushed`` (a GG
    gain task runs first) or ``expanded`` (a choice replaced itself by its option)."""
    seat = piece.owner
    codec = state.game.codec
    if isinstance(fx, Heal):
        heal(state, piece, fx.amount, events)
    elif isinstance(fx, MpNow):
        piece.mp += fx.amount
        events.append(
            Event("gain", {"piece": piece.label, "mp": fx.amount}, f"{piece.label} gains {fx.amount} MP now")
        )
    elif isinstance(fx, ApNow):
        piece.ap += fx.amount
        events.append(
            Event("gain", {"piece": piece.label, "ap": fx.amount}, f"{piece.label} gains {fx.amount} AP now")
        )
    elif isinstance(fx, Kamas):
        got = min(fx.amount, state.bank)
        state.bank -= got
        state.stock[seat] += got
        events.append(
            Event(
                "kamas", {"player": seat, "amount": got}, f"player {seat + 1} takes {got} kamas from the bank"
            )
        )
    elif isinstance(fx, Gg):
        state.stack.append(GainGlory(seat, fx.amount))
        return "pushed"
    elif isinstance(fx, InjureSelf):
        injure(state, piece, fx.amount, events, "reward", by=seat)
    elif isinstance(fx, SpellBonusThisTurn):
        piece.next_bonus = (*piece.next_bonus, (fx.amount, tuple(e.value for e in fx.elements), fx.next_only))
        events.append(
            Event(
                "bonus",
                {"piece": piece.label, "amount": fx.amount},
                f"{piece.label}: +{fx.amount} damage to its next matching spell this turn",
            )
        )
    elif isinstance(fx, TeleportToDeployment):
        free = [c for c in state.deploy_cells[seat] if state.is_free(c)]
        if answer is None:
            if not free:
                return "done"
            state.ask(seat, "teleport", [Place(c) for c in free], "seed 003, Potion de Rappel")
            return "wait"
        cell = codec.decode(answer).cell
        special_move(state, piece, cell, "teleport", f"{piece.label} returns to {{to}}", events)
    elif isinstance(fx, SummonNow):
        mob = next((p for p in state.pieces if p.data.id == fx.character and not p.in_play), None)
        free = [c for c in state.board.neighbors[piece.pos] if state.is_free(c)]
        if mob is None or not free:
            return "done"
        if answer is None:
            state.ask(seat, "summon", [Place(c) for c in free], "seed 003, Style Osamodas / Style Sadida")
            return "wait"
        cell = codec.decode(answer).cell
        mob.reset_for_entry()
        mob.owner = seat
        mob.summoner = piece.id
        mob.source_spell = "reward"
        state.place(mob, cell)
        events.append(
            Event(
                "summon",
                {"piece": mob.label, "by": piece.label, "at": state.board.name(cell)},
                f"{piece.label} summons {mob.label} on {state.board.name(cell)}",
            )
        )
    elif isinstance(fx, PayKamasForGg):
        if answer is None:
            if state.stock[seat] < fx.kamas or not (
                state.wild_gg or any(state.gg[s] for s in opponents(state, seat))
            ):
                return "done"
            state.ask(seat, "roublard", [Pick("pay"), Pick("decline")], "seed 003, Style Roublard")
            return "wait"
        if codec.decode(answer).code == "pay":
            state.stock[seat] -= fx.kamas
            state.bank += fx.kamas
            events.append(
                Event("pay", {"player": seat, "kamas": fx.kamas}, f"player {seat + 1} pays {fx.kamas} kamas")
            )
            state.stack.append(GainGlory(seat, fx.gg))
            return "pushed"
    elif isinstance(fx, CoinFlipReward):
        stage = work.sub
        if not stage:
            work.sub = "coin"
            state.ask_chance("coin", [Lot(0), Lot(1)])
            return "wait"
        if stage == "coin":
            heads = codec.decode(answer).n == 1
            events.append(Event("coin", {"heads": heads}, "heads!" if heads else "tails: nothing"))
            piles = [p for p in (0, 1) if state.reward_supply["piles"][fx.rank.value][p] > 0]
            if not heads or not piles or len(piece.rewards) >= piece.data.level:
                return "done"
            work.sub = "pile"
            state.ask(seat, "pile", [Pick(f"pile{p + 1}") for p in piles], "seed 003, Style Ecaflip")
            return "wait"
        if stage == "pile":
            work.pile = int(codec.decode(answer).code[-1]) - 1
            work.sub = "draw"
            ask_draw(state, fx.rank.value)
            return "wait"
        tid = codec.decode(answer).token
        rank = fx.rank.value
        state.reward_supply["pool"][rank].remove(tid)
        state.reward_supply["piles"][rank][work.pile] -= 1
        piece.rewards.append([tid, False, False])
        events.append(
            Event(
                "reward-drawn",
                {"player": seat, "token": tid},
                f"player {seat + 1} draws {tid}",
                visible_to=frozenset({seat}),
                redacted={
                    "player": seat,
                    "rank": rank,
                    "text": f"player {seat + 1} draws a face-down {rank} reward",
                },
            )
        )
    elif isinstance(fx, ChooseFx):
        if answer is None:
            state.ask(
                seat,
                "zobal",
                [Pick(f"option{i + 1}") for i in range(len(fx.options))],
                "seed 003, Style Zobal",
            )
            return "wait"
        k = int(codec.decode(answer).code[-1]) - 1
        path = work.effects.pop(0)
        work.effects[:0] = [(path[0], k, j) for j in range(len(fx.options[k]))]
        events.append(
            Event("zobal", {"piece": piece.label, "option": k + 1}, f"{piece.label} chooses option {k + 1}")
        )
        return "expanded"
    return "done"
