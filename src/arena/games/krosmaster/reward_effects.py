"""Demonic rewards' effects (seed 003, "Utiliser une récompense démoniaque", "Récompenses
démoniaques"; K7, K8, K10): revealing a token, its immediate effects, buffs until the end of the
turn, equipment, and the boosts of the next spell. Buying and the AP actions are
:mod:`.rewards`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Msg, Ref, Seat, msg
from arena.games.krosmaster.actions import Lot, Pick, Place, draw
from arena.games.krosmaster.combat import heal, injure
from arena.games.krosmaster.displacement import enter
from arena.games.krosmaster.economy import opponents
from arena.games.krosmaster.movement import special_move
from arena.games.krosmaster.rewards_data import (
    ApNow,
    CoinFlipReward,
    Gg,
    Heal,
    InjureSelf,
    Kamas,
    MpNow,
    PayKamasForGg,
    RewardKind,
    RewardToken,
    SpellBonusThisTurn,
    SummonNow,
    TeleportToDeployment,
)
from arena.games.krosmaster.rewards_data import Choose as ChooseFx
from arena.games.krosmaster.tasks import Boost, GainGlory

if TYPE_CHECKING:
    from arena.games.krosmaster.pieces import Piece
    from arena.games.krosmaster.state import KrosmasterState


def token(state: KrosmasterState, token_id: str) -> RewardToken:
    return state.game.rewards_by_id[token_id]


def visible_event(rank: str, pile: int, token_id: str) -> Event:
    """A reward token turned face up on top of a pile (public)."""
    return Event(
        "reward-visible",
        {"rank": rank, "pile": pile, "token": token_id},
        f"{token_id} is turned face up",
        say=msg(
            "kros-ev-reward-visible", reward=Ref("reward", token_id), rank=Ref("rank", rank), pile=pile + 1
        ),
    )


def drawn_event(seat: int, token_id: str, rank: str) -> Event:
    """A face-down reward drawn: its name for the drawer only, its rank for everyone."""
    hidden: Msg = msg("kros-ev-reward-drawn-hidden", player=Seat(seat), rank=Ref("rank", rank))
    return Event(
        "reward-drawn",
        {"player": seat, "token": token_id},
        f"player {seat + 1} draws {token_id}",
        visible_to=frozenset({seat}),
        redacted={
            "player": seat,
            "rank": rank,
            "text": f"player {seat + 1} draws a face-down {rank} reward",
            "say": hidden,
        },
        say=msg(
            "kros-ev-reward-drawn", player=Seat(seat), reward=Ref("reward", token_id), rank=Ref("rank", rank)
        ),
    )


def ask_draw(state: KrosmasterState, rank: str) -> None:
    """Draw a face-down token of ``rank``: nobody knows the piles' order, so every token
    they hold is equally likely."""
    state.ask_chance("draw", [draw(t) for t in state.reward_supply["pool"][rank]])


# -- revealing ------------------------------------------------------------------------------------
def refresh(state: KrosmasterState, piece: Piece) -> None:
    """Recompute what face-up buffs and equipment give (powers never stack)."""
    piece.refresh_rewards(state.game.rewards_by_id)


def reveal(state: KrosmasterState, piece: Piece, slot: int, events: list[Event]) -> None:
    tid = piece.rewards[slot][0]
    tok = token(state, tid)
    if events is not DISCARDED:
        events.append(
            Event(
                "reveal",
                {"piece": piece.label, "token": tid, "kind": tok.kind.value},
                f"{piece.label} reveals {tok.names.fr} ({tok.kind.value})",
                say=msg(
                    "kros-ev-reveal",
                    piece=Ref("piece", piece.label),
                    reward=Ref("reward", tid),
                    kind=Ref("reward-kind", tok.kind.value),
                ),
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
            if events is not DISCARDED:
                events.append(
                    Event(
                        "buff-ends",
                        {"piece": piece.label, "token": entry[0]},
                        f"{entry[0]} on {piece.label} ends",
                        say=msg(
                            "kros-ev-buff-ends",
                            reward=Ref("reward", entry[0]),
                            piece=Ref("piece", piece.label),
                        ),
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
        if events is not DISCARDED:
            events.append(
                Event(
                    "gain",
                    {"piece": piece.label, "mp": fx.amount},
                    f"{piece.label} gains {fx.amount} MP now",
                    say=msg("kros-ev-gain-mp", piece=Ref("piece", piece.label), amount=fx.amount),
                )
            )
    elif isinstance(fx, ApNow):
        piece.ap += fx.amount
        if events is not DISCARDED:
            events.append(
                Event(
                    "gain",
                    {"piece": piece.label, "ap": fx.amount},
                    f"{piece.label} gains {fx.amount} AP now",
                    say=msg("kros-ev-gain-ap", piece=Ref("piece", piece.label), amount=fx.amount),
                )
            )
    elif isinstance(fx, Kamas):
        got = min(fx.amount, state.bank)
        state.bank -= got
        state.stock[seat] += got
        if events is not DISCARDED:
            events.append(
                Event(
                    "kamas",
                    {"player": seat, "amount": got},
                    f"player {seat + 1} takes {got} kamas from the bank",
                    say=msg("kros-ev-kamas", player=Seat(seat), amount=got),
                )
            )
    elif isinstance(fx, Gg):
        state.stack.append(GainGlory(seat, fx.amount))
        return "pushed"
    elif isinstance(fx, InjureSelf):
        injure(state, piece, fx.amount, events, "reward", by=seat)
    elif isinstance(fx, SpellBonusThisTurn):
        piece.next_bonus = (*piece.next_bonus, (fx.amount, tuple(e.value for e in fx.elements), fx.next_only))
        if events is not DISCARDED:
            events.append(
                Event(
                    "bonus",
                    {"piece": piece.label, "amount": fx.amount},
                    f"{piece.label}: +{fx.amount} damage to its next matching spell this turn",
                    say=msg("kros-ev-bonus", piece=Ref("piece", piece.label), amount=fx.amount),
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
        mob.owner = seat
        mob.summoner = piece.id
        mob.source_spell = "reward"
        enter(state, mob, piece, cell, events)
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
            if events is not DISCARDED:
                events.append(
                    Event(
                        "pay",
                        {"player": seat, "kamas": fx.kamas},
                        f"player {seat + 1} pays {fx.kamas} kamas",
                        say=msg("kros-ev-pay", player=Seat(seat), kamas=fx.kamas),
                    )
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
            if events is not DISCARDED:
                events.append(
                    Event(
                        "coin",
                        {"heads": heads},
                        "heads!" if heads else "tails: nothing",
                        say=msg("kros-ev-coin-heads" if heads else "kros-ev-coin-tails"),
                    )
                )
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
        if events is not DISCARDED:
            events.append(drawn_event(seat, tid, rank))
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
        if events is not DISCARDED:
            from arena.games.krosmaster.describe import option_msg

            events.append(
                Event(
                    "zobal",
                    {"piece": piece.label, "option": k + 1},
                    f"{piece.label} chooses option {k + 1}",
                    say=msg(
                        "kros-ev-zobal",
                        piece=Ref("piece", piece.label),
                        option=option_msg(state, fx.options[k]),
                    ),
                )
            )
        return "expanded"
    return "done"
