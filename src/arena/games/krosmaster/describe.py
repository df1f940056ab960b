"""What players read of Krosmaster Arena: the names of the game's things, every action as data
(kind, typed arguments, group, label), the status line of every pending decision, and the
rules refusals cite (seed 003's own sentences).

Nothing here runs on the rules' hot path: the server, the terminal and the tests call it.
Sentences are message keys of ``strings/*.ftl`` (prefix ``kros-``); names come from the data
(spells, characters, reward tokens, arenas, scenarios) and, for the few fixed things the data
files do not list (die faces, powers, ranks, edges...), from the tables below.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from arena.core.data import read_yaml
from arena.core.describe import ActionInfo, info
from arena.core.text import Cell, Msg, Ref, RuleText, Seat, localized_names, msg, read_rules
from arena.games.krosmaster.actions import (
    Buy,
    BuyGG,
    Cast,
    Choose,
    Deal,
    Die,
    Draw,
    End,
    Lot,
    Move,
    Pick,
    Pickup,
    Place,
    Reveal,
)
from arena.games.krosmaster.board import EDGES, PARCELS
from arena.games.krosmaster.datamodel import RangeType
from arena.games.krosmaster.dice import FACE_SLUGS, ROLL_NAMES
from arena.games.krosmaster.economy import GG_PRICE
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
    SpellBonusThisTurn,
    SummonNow,
    TeleportToDeployment,
)
from arena.games.krosmaster.rewards_data import Choose as ChooseFx
from arena.games.krosmaster.tasks import (
    TENSION,
    Activation,
    Boost,
    BuyReward,
    ChanceDraw,
    ChoosePiece,
    Deploy,
    GainGlory,
    GiveGlory,
    PlayOrder,
    Prompt,
    RollDice,
    SetupTeams,
    SpellResolution,
    TurnStart,
)

if TYPE_CHECKING:
    from arena.core.flow import Task
    from arena.games.krosmaster.game import Krosmaster
    from arena.games.krosmaster.pieces import Piece
    from arena.games.krosmaster.rewards_data import RewardToken
    from arena.games.krosmaster.state import KrosmasterState

# -- the fixed things' names (data/terms.yaml: en, fr, zh in Simplified) ---------------------
FIXED_NAMES: dict[str, dict[str, dict[str, str]]] = read_yaml(Path(__file__).with_name("data") / "terms.yaml")
ARENA_TITLE: dict[str, str] = FIXED_NAMES.pop("arena-title")["arena"]
"""The full game's scenario (``scenario: arena``)."""
FACES, POWERS, ROLLS, RANKS = (FIXED_NAMES[k] for k in ("face", "power", "roll", "rank"))

# -- the rules refusals cite: seed 003's sentences (bold marks of the OCR dropped) --------------
RULES: dict[str, RuleText] = read_rules(Path(__file__).with_name("data") / "rules.yaml")
"""The rules refusals cite (``data/rules.yaml``): citation and the seed's sentence."""
QUESTION_RULES = {
    "attach": "reward-attach",
    "gg-from": "gg",
    "gg-give": "own-ko",
    "draft-pick": "draft",
    "timeline": "timeline",
    "arena": "board",
    "edge": "edge",
    "parcel": "board-4p",
    "deploy": "deploy",
    "tension-face": "dice",
    "tension-gg": "tension-4p",
    "inspire": "inspiration",
    "teleport": "recall",
    "summon": "reward-summon",
    "roublard": "roublard",
    "pile": "ecaflip",
    "zobal": "zobal",
    "carry": "pandawa",
}
"""The rule each question of the full game answers (its refusal cites it)."""
CHOICE_RULES = {"mob": "mob-order", "trigger": "triggered-order", "explode": "triggered-order"}


# -- names ----------------------------------------------------------------------------------------
def catalog_names(game: Krosmaster) -> dict[str, dict[str, dict[str, str]]]:
    """Every named thing of this configuration, in the four locales."""
    from arena.games.krosmaster.battlefields import arenas
    from arena.games.krosmaster.datamodel import scenarios
    from arena.games.krosmaster.match import matches

    cat = game.catalog
    out: dict[str, dict[str, dict[str, str]]] = {
        kind: {k: localized_names(v) for k, v in table.items()} for kind, table in FIXED_NAMES.items()
    }
    out["spell"] = {sid: localized_names(sp.name.model_dump()) for sid, sp in cat.spells.items()}
    out["character"] = {cid: localized_names(ch.name.model_dump()) for cid, ch in cat.characters.items()}
    out["piece"] = {p.label: piece_names(p) for p in game.prototypes}
    out["reward"] = {t.id: localized_names(t.names.model_dump()) for t in game.rewards.tokens}
    out["arena"] = {aid: localized_names(a.names.model_dump()) for aid, a in arenas().items()}
    scen = {sid: localized_names(sc.title.model_dump()) for sid, sc in scenarios().items()}
    scen.update({mid: localized_names(m.title.model_dump()) for mid, m in matches().items()})
    scen["arena"] = localized_names(ARENA_TITLE)
    out["scenario"] = scen
    return out


def piece_names(p: Piece) -> dict[str, str]:
    """A piece's name: its character's, with its number when the label carries one
    (``tofu2`` is "Tofu 2")."""
    names = localized_names(p.data.name.model_dump())
    number = p.label[len(p.data.code) :]
    if number:
        return {loc: f"{n} {number}" for loc, n in names.items()}
    return names


def view_names(names: Any) -> dict[str, str]:
    """A data ``Names`` as a view carries it: every locale (``en``, ``fr``, ``zh-Hans``,
    ``zh-Hant``), and ``zh`` (Simplified) as before for the clients that read it."""
    return dict(_view_names(names.fr, names.en, names.zh))


@cache
def _view_names(fr: str, en: str, zh: str) -> dict[str, str]:
    out = localized_names({"fr": fr, "en": en, "zh": zh})
    if zh:
        out["zh"] = zh
    return out


# -- small helpers ----------------------------------------------------------------------------------
def pc(p: Piece) -> Ref:
    return Ref("piece", p.label)


def cell(state: KrosmasterState, c: int) -> Cell:
    return Cell(state.board.name(c))


def signed(n: int) -> str:
    return f"{n:+d}"


def _below(state: KrosmasterState) -> Task | None:
    return state.stack[-2] if len(state.stack) >= 2 else None


def _top(state: KrosmasterState) -> Task | None:
    if state.winner != -1 or not state.stack:
        return None
    return state.stack[-1]


def _boost_effect(state: KrosmasterState) -> tuple[RewardToken, Any] | None:
    """The boost token whose effect asks now, and that effect."""
    below = _below(state)
    if not isinstance(below, Boost) or not below.effects:
        return None
    tok = state.game.rewards_by_id[below.token]
    path = below.effects[0]
    fx: Any = tok.now[path[0]]
    if len(path) == 3:
        fx = fx.options[path[1]][path[2]]
    return tok, fx


def effect_msg(state: KrosmasterState, fx: Any) -> Msg:
    """One immediate effect of a boost, as a phrase."""
    if isinstance(fx, Heal):
        return msg("kros-fx-heal", amount=fx.amount)
    if isinstance(fx, MpNow):
        return msg("kros-fx-mp", amount=fx.amount)
    if isinstance(fx, ApNow):
        return msg("kros-fx-ap", amount=fx.amount)
    if isinstance(fx, Kamas):
        return msg("kros-fx-kamas", amount=fx.amount)
    if isinstance(fx, Gg):
        return msg("kros-fx-gg", amount=fx.amount)
    if isinstance(fx, InjureSelf):
        return msg("kros-fx-injure-self", amount=fx.amount)
    if isinstance(fx, SpellBonusThisTurn):
        return msg("kros-fx-bonus", amount=fx.amount)
    if isinstance(fx, TeleportToDeployment):
        return msg("kros-fx-teleport")
    if isinstance(fx, SummonNow):
        return msg("kros-fx-summon", mob=Ref("character", fx.character))
    if isinstance(fx, PayKamasForGg):
        return msg("kros-fx-pay", kamas=fx.kamas, gg=fx.gg)
    if isinstance(fx, CoinFlipReward):
        return msg("kros-fx-coin", rank=Ref("rank", fx.rank.value))
    assert isinstance(fx, ChooseFx)
    return msg("kros-fx-choose", n=len(fx.options))


def option_msg(state: KrosmasterState, effects: tuple[Any, ...]) -> Msg:
    """A Zobal option: its effects as a list."""
    return msg("kros-fx-list", effects=tuple(effect_msg(state, fx) for fx in effects))


def cost_msg(ap: int, mp: int = 0, injuries: int = 0) -> Msg:
    return msg("kros-cost", ap=ap, mp=mp, injuries=injuries)


def _seat_of(code: str) -> int:
    return int(code[1:]) - 1


# -- actions --------------------------------------------------------------------------------------------
def describe(state: KrosmasterState, action: Any) -> ActionInfo:
    """``action`` (legal in ``state``, or one of its chance outcomes) as data."""
    kind = type(action)
    if kind is Die:
        return _die(state, action)
    if kind in (Draw, Deal, Lot):
        return _chance(state, action)
    if kind is Choose:
        return _choose(state, action)
    if kind is Pick:
        return _pick(state, action)
    if kind is Place:
        return _place(state, action)
    return _activation(state, action)


def _active(state: KrosmasterState) -> Piece | None:
    return state.pieces[state.active] if state.active >= 0 else None


def _activation(state: KrosmasterState, action: Any) -> ActionInfo:
    piece = _active(state)
    game = state.game
    if isinstance(action, End):
        if piece is None:
            return info("end", msg("kros-act-end-none"))
        return info("end", msg("kros-act-end", piece=pc(piece)), piece=pc(piece))
    if isinstance(action, Move):
        to = cell(state, action.to)
        return info("move", msg("kros-act-move", cell=to), cell=to, mp=1)
    if isinstance(action, Cast):
        sp = game.catalog.spells[action.spell]
        spell = Ref("spell", action.spell)
        target = cell(state, action.target)
        cost = cost_msg(sp.ap, sp.mp_cost, sp.injury_cost)
        args: dict[str, Any] = {"spell": spell, "cell": target, "ap": sp.ap}
        if sp.mp_cost:
            args["mp"] = sp.mp_cost
        if sp.injury_cost:
            args["injuries"] = sp.injury_cost
        if sp.range.type == RangeType.SELF:
            return info("cast", msg("kros-act-cast-self", spell=spell, cost=cost), **args)
        pid = state.occupant[action.target] if 0 <= action.target < state.board.n else -1
        if pid >= 0:
            who = pc(state.pieces[pid])
            args["target"] = who
            label = msg("kros-act-cast-on", spell=spell, target=who, cell=target, cost=cost)
            return info("cast", label, **args)
        return info("cast", msg("kros-act-cast", spell=spell, cell=target, cost=cost), **args)
    if isinstance(action, Pickup):
        here = cell(state, piece.pos) if piece is not None and piece.pos >= 0 else Cell("")
        return info("pickup", msg("kros-act-pickup", cell=here), "kamas", cell=here, ap=1)
    if isinstance(action, BuyGG):
        return info("buy-gg", msg("kros-act-buy-gg", price=GG_PRICE), "buy", ap=1, kamas=GG_PRICE)
    if isinstance(action, Buy):
        rank = Ref("rank", action.rank)
        price = PRICE[Rank(action.rank)] if action.rank in RANKS else 0
        pile = action.pile + 1
        if action.blind:
            label = msg("kros-act-buy-blind", rank=rank, pile=pile, price=price)
            return info("buy", label, "buy", rank=rank, pile=pile, blind=True, kamas=price, ap=1)
        visible = state.reward_supply.get("visible", {}).get(action.rank, [None, None]) if game.full else []
        tid = visible[action.pile] if 0 <= action.pile < len(visible) else None
        if tid is None:
            label = msg("kros-act-buy-blind", rank=rank, pile=pile, price=price)
            return info("buy", label, "buy", rank=rank, pile=pile, blind=False, kamas=price, ap=1)
        reward = Ref("reward", tid)
        label = msg("kros-act-buy-visible", reward=reward, rank=rank, price=price)
        return info("buy", label, "buy", reward=reward, rank=rank, pile=pile, blind=False, kamas=price, ap=1)
    assert isinstance(action, Reveal), action
    slot = action.slot + 1
    if piece is None or not 0 <= action.slot < len(piece.rewards):
        return info("reveal", msg("kros-act-reveal-slot", slot=slot), slot=slot)
    tok = game.rewards_by_id[piece.rewards[action.slot][0]]
    reward = Ref("reward", tok.id)
    label = msg("kros-act-reveal", reward=reward, kind=Ref("reward-kind", tok.kind.value))
    hidden = msg("kros-act-reveal-hidden", piece=pc(piece), slot=slot)
    return info("reveal", label, hidden=hidden, reward=reward, piece=pc(piece), slot=slot)


def _roll_name(task: RollDice) -> str:
    return ROLL_NAMES[task.roll] if task.roll != TENSION and task.roll < len(ROLL_NAMES) else "tension"


def _die(state: KrosmasterState, action: Die) -> ActionInfo:
    face = Ref("face", FACE_SLUGS[action.face]) if 0 <= action.face < 6 else Ref("face", str(action.face))
    top = _top(state)
    if isinstance(top, RollDice):
        roll = Ref("roll", _roll_name(top))
        return info("die", msg("kros-act-die", roll=roll, face=face), "chance", face=face, roll=roll)
    return info("die", msg("kros-act-die-face", face=face), "chance", face=face)


def _chance(state: KrosmasterState, action: Any) -> ActionInfo:
    top = _top(state)
    what = top.what if isinstance(top, ChanceDraw) else ""
    below = _below(state)
    game = state.game
    if isinstance(action, Draw):
        reward = Ref("reward", action.token)
        rank = Ref("rank", game.reward_ranks.get(action.token, "granit"))
        drawer = -1
        if isinstance(below, BuyReward) and below.stage == "draw":
            drawer = below.seat
        elif isinstance(below, Boost):
            drawer = state.pieces[below.piece].owner
        if drawer < 0:  # turned face up for everyone
            return info("draw", msg("kros-act-draw-up", reward=reward, rank=rank), "chance", reward=reward)
        hidden = msg("kros-act-draw-hidden", player=Seat(drawer), rank=rank)
        label = msg("kros-act-draw", player=Seat(drawer), reward=reward)
        return info("draw", label, "chance", hidden=hidden, reward=reward, player=Seat(drawer))
    if isinstance(action, Deal):
        p = state.pieces[action.piece] if 0 <= action.piece < len(state.pieces) else None
        who = Ref("piece", p.label) if p is not None else Ref("piece", str(action.piece))
        if what == "draft-reveal":
            return info("deal", msg("kros-act-draft-reveal", piece=who), "chance", piece=who)
        if isinstance(below, SetupTeams):
            seat = Seat(below.dealt % game.n_players)
            return info(
                "deal", msg("kros-act-deal", piece=who, player=seat), "chance", piece=who, player=seat
            )
        return info("deal", msg("kros-act-deal-card", piece=who), "chance", piece=who)
    assert isinstance(action, Lot), action
    n = action.n
    if what == "coin":
        key = "kros-act-coin-heads" if n == 1 else "kros-act-coin-tails"
        return info("lot", msg(key), "chance", heads=n == 1)
    if what == "draft-first":
        return info("lot", msg("kros-act-first-picker", player=Seat(n)), "chance", player=Seat(n))
    if isinstance(below, PlayOrder) and 0 <= n < len(below.tied):
        seat = Seat(below.tied[n])
        return info("lot", msg("kros-act-lot", player=seat), "chance", player=seat)
    return info("lot", msg("kros-act-lot-number", n=n + 1), "chance", lot=n + 1)


def _question(state: KrosmasterState) -> str:
    top = _top(state)
    return top.question if isinstance(top, Prompt) else ""


def _choose(state: KrosmasterState, action: Choose) -> ActionInfo:
    top = _top(state)
    p = state.pieces[action.piece] if 0 <= action.piece < len(state.pieces) else None
    who = pc(p) if p is not None else Ref("piece", str(action.piece))
    if isinstance(top, ChoosePiece):
        key = {"mob": "kros-act-mob", "trigger": "kros-act-trigger"}.get(top.reason, "kros-act-explode")
        return info("choose", msg(key, piece=who), "mob" if top.reason == "mob" else "trigger", piece=who)
    question = _question(state)
    below = _below(state)
    if question == "draft-pick":
        return info("choose", msg("kros-act-draft-pick", piece=who), "team", piece=who)
    if question == "timeline":
        seat = top.player if isinstance(top, Prompt) else state.player
        position = len(state.timelines[seat]) + 1 if 0 <= seat < len(state.timelines) else 1
        label = msg("kros-act-timeline", piece=who, position=position)
        return info("choose", label, "timeline", piece=who, position=position)
    if question == "attach":
        rank = Ref("rank", below.rank) if isinstance(below, BuyReward) else Ref("rank", "granit")
        return info("choose", msg("kros-act-attach", piece=who, rank=rank), "attach", piece=who, rank=rank)
    if question == "inspire":
        face = _inspire_face(state)
        power = Ref("power", face)
        return info(
            "choose", msg("kros-act-inspire", piece=who, power=power), "inspire", piece=who, power=power
        )
    if question == "carry":
        return info("choose", msg("kros-act-carry", piece=who), "reward-effect", piece=who)
    return info("choose", msg("kros-act-choose", piece=who), "choose", piece=who)


def _inspire_face(state: KrosmasterState) -> str:
    top = _top(state)
    if isinstance(top, Prompt) and top.about in POWERS:
        return top.about
    below = _below(state)
    if isinstance(below, TurnStart) and below.index < len(below.turned):
        return below.turned[below.index]
    return "critique"


def _pick(state: KrosmasterState, action: Pick) -> ActionInfo:
    code = action.code
    question = _question(state)
    below = _below(state)
    if state.game.full and code in state.game.arenas:
        arena = Ref("arena", code)
        return info("pick", msg("kros-act-arena", arena=arena), "arena", arena=arena)
    if code in EDGES:
        edge = Ref("edge", code)
        opposite = Ref("edge", EDGES[(EDGES.index(code) + 2) % 4])
        return info("pick", msg("kros-act-edge", edge=edge, opposite=opposite), "orient", edge=edge)
    if code in PARCELS:
        parcel = Ref("parcel", code)
        return info("pick", msg("kros-act-parcel", parcel=parcel), "orient", parcel=parcel)
    if code in FACES:
        face = Ref("face", code)
        return info("pick", msg("kros-act-tension-face", face=face), "tension", face=face)
    if code == "keep":
        face = Ref("face", _inspire_face(state))
        return info("pick", msg("kros-act-keep", face=face), "inspire", face=face)
    if code == "pay":
        fx = _boost_effect(state)
        kamas, gg = (fx[1].kamas, fx[1].gg) if fx and isinstance(fx[1], PayKamasForGg) else (2, 1)
        return info("pick", msg("kros-act-pay", kamas=kamas, gg=gg), "reward-effect", kamas=kamas, gg=gg)
    if code == "decline":
        return info("pick", msg("kros-act-decline"), "reward-effect")
    if code.startswith("pile"):
        fx = _boost_effect(state)
        rank = Ref("rank", fx[1].rank.value if fx and isinstance(fx[1], CoinFlipReward) else "or")
        pile = int(code[4:])
        return info("pick", msg("kros-act-pile", rank=rank, pile=pile), "reward-effect", rank=rank, pile=pile)
    if code.startswith("option"):
        k = int(code[6:]) - 1
        fx = _boost_effect(state)
        if fx and isinstance(fx[1], ChooseFx) and 0 <= k < len(fx[1].options):
            option = option_msg(state, fx[1].options[k])
            return info("pick", msg("kros-act-zobal", option=option), "reward-effect", option=k + 1)
        return info("pick", msg("kros-act-option", n=k + 1), "reward-effect", option=k + 1)
    seat = Seat(_seat_of(code))  # p1..p4
    if question == "gg-from":
        amount = below.amount if isinstance(below, GainGlory) else 1
        return info("pick", msg("kros-act-gg-from", player=seat, amount=amount), "gg", player=seat)
    if question == "gg-give":
        amount = below.amount if isinstance(below, GiveGlory) else 1
        return info("pick", msg("kros-act-gg-give", player=seat, amount=amount), "gg", player=seat)
    return info("pick", msg("kros-act-tension-gg", player=seat), "tension", player=seat)


def _place(state: KrosmasterState, action: Place) -> ActionInfo:
    where = cell(state, action.cell)
    question = _question(state)
    below = _below(state)
    if question == "deploy" and isinstance(below, Deploy) and below.piece >= 0:
        who = pc(state.pieces[below.piece])
        return info("place", msg("kros-act-deploy", piece=who, cell=where), "deploy", piece=who, cell=where)
    if question == "teleport" and isinstance(below, Boost):
        who = pc(state.pieces[below.piece])
        label = msg("kros-act-teleport", piece=who, cell=where)
        return info("place", label, "reward-effect", piece=who, cell=where)
    if question == "summon":
        fx = _boost_effect(state)
        if fx and isinstance(fx[1], SummonNow):
            mob = Ref("character", fx[1].character)
            label = msg("kros-act-summon", mob=mob, cell=where)
            return info("place", label, "reward-effect", mob=mob, cell=where)
    return info("place", msg("kros-act-place", cell=where), "deploy", cell=where)


# -- status ----------------------------------------------------------------------------------------------
def status(state: KrosmasterState, seat: int | None) -> Msg:
    """The decision awaited, as ``seat`` reads it."""
    if state.winner != -1:
        return _result(state)
    top = _top(state)
    if top is None:
        return msg("status-over")
    if isinstance(top, RollDice):
        n, dice = len(top.faces) + 1, top.dice
        if top.roll == TENSION:
            who = Seat(top.player if top.player is not None else state.player)
            return msg("kros-status-tension-roll", player=who, n=n, dice=dice)
        roller = pc(state.pieces[top.roller])
        return msg("kros-status-roll", piece=roller, roll=Ref("roll", _roll_name(top)), n=n, dice=dice)
    if isinstance(top, ChanceDraw):
        return _chance_status(state, top)
    if isinstance(top, Prompt):
        return _prompt_status(state, top, seat)
    mine = seat == state.player
    if isinstance(top, ChoosePiece):
        reason = top.reason if top.reason in ("mob", "trigger") else "explode"
        if mine:
            return msg(f"kros-status-{reason}-you")
        return msg(f"kros-status-{reason}", player=Seat(state.player))
    if isinstance(top, Activation):
        piece = state.pieces[top.piece]
        if mine:
            return msg("kros-status-act-you", piece=pc(piece), mp=piece.mp, ap=piece.ap)
        return msg("kros-status-act", player=Seat(state.player), piece=pc(piece))
    return msg("status-to-move", player=Seat(state.player))


def _result(state: KrosmasterState) -> Msg:
    if state.winner < 0:
        return msg("kros-status-draw")
    winners = state.winners()
    if len(winners) > 1:
        return msg("kros-status-win-team", players=tuple(Seat(s) for s in winners))
    return msg("kros-status-win", player=Seat(state.winner))


def _chance_status(state: KrosmasterState, top: ChanceDraw) -> Msg:
    what = top.what
    if what == "draw":
        first = state.game.codec.from_index(top.outcomes[0]) if top.outcomes else None
        token = first.token if isinstance(first, Draw) else ""
        return msg("kros-status-draw-reward", rank=Ref("rank", state.game.reward_ranks.get(token, "granit")))
    key = {
        "deal": "kros-status-deal",
        "draft-reveal": "kros-status-draft-reveal",
        "draft-first": "kros-status-draft-first",
        "order-lot": "kros-status-order-lot",
        "coin": "kros-status-coin",
    }.get(what, "status-chance")
    return msg(key)


def question_args(state: KrosmasterState, top: Prompt) -> dict[str, Any]:
    """What a question's sentences name (the piece to deploy, the reward's rank...)."""
    below = _below(state)
    q = top.question
    if q == "attach" and isinstance(below, BuyReward):
        return {"rank": Ref("rank", below.rank)}
    if q == "timeline":
        return {"position": len(state.timelines[top.player]) + 1}
    if q == "deploy" and isinstance(below, Deploy) and below.piece >= 0:
        return {"piece": pc(state.pieces[below.piece])}
    if q == "inspire":
        return {"face": Ref("face", _inspire_face(state))}
    if q == "tension-face" and isinstance(below, TurnStart) and below.raw and "" in below.turned:
        return {"face": Ref("face", FACE_SLUGS[below.raw[below.turned.index("")]])}
    if q == "gg-from" and isinstance(below, GainGlory):
        return {"amount": below.amount}
    if q == "gg-give" and isinstance(below, GiveGlory):
        return {"amount": below.amount}
    if q in ("teleport", "summon", "roublard", "pile", "zobal") and isinstance(below, Boost):
        return {"reward": Ref("reward", below.token), "piece": pc(state.pieces[below.piece])}
    if q == "carry" and isinstance(below, SpellResolution):
        return {"piece": pc(state.pieces[below.caster]), "spell": Ref("spell", below.spell)}
    return {}


_BOOST_ARGS: dict[str, Any] = {"reward": Ref("reward", ""), "piece": Ref("piece", "")}
QUESTION_DEFAULTS: dict[str, dict[str, Any]] = {
    "attach": {"rank": Ref("rank", "granit")},
    "timeline": {"position": 1},
    "deploy": {"piece": Ref("piece", "")},
    "inspire": {"face": Ref("face", "critique")},
    "tension-face": {"face": Ref("face", "dofus")},
    "gg-from": {"amount": 1},
    "gg-give": {"amount": 1},
    "teleport": _BOOST_ARGS,
    "summon": _BOOST_ARGS,
    "roublard": _BOOST_ARGS,
    "pile": _BOOST_ARGS,
    "zobal": _BOOST_ARGS,
    "carry": {"piece": Ref("piece", ""), "spell": Ref("spell", "")},
}
"""Every argument a question's status sentences may name, with a stand-in for a position
that lacks the task it comes from (``question_args`` gives the real ones)."""


def _prompt_status(state: KrosmasterState, top: Prompt, seat: int | None) -> Msg:
    q = top.question if top.question in QUESTION_RULES else "other"
    args = {**QUESTION_DEFAULTS.get(q, {}), **question_args(state, top)}
    if seat == top.player:
        return msg(f"kros-status-{q}-you", **args)
    return msg(f"kros-status-{q}", player=Seat(top.player), **args)


def question_msg(state: KrosmasterState, top: Prompt) -> Msg:
    """The question as its seat reads it (a refusal names it)."""
    return _prompt_status(state, top, top.player)
