"""What players read of Knockdown: names, actions as data, status lines, the rules refusals cite.

Rules never build display text: they build :class:`~arena.core.text.Msg` sentences whose keys
live in ``strings/<locale>.ftl`` and :class:`~arena.core.text.Ref` names that come from the
set's data (cards, skills, specials, fighters, tokens, wound kinds, symbols, attack types). The
quotes of :data:`RULES` are seed 002's own sentences (the OCR lost the icons: where a symbol
was, the seed has a blank, copied as is; ``**`` emphasis marks are left out); each has its
translation, the message ``rule-<id>``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from arena.core.describe import ActionInfo, info
from arena.core.text import Arg, Cell, Msg, Ref, RuleText, Seat, localized_names, msg, read_rules
from arena.games.knockdown import rules
from arena.games.knockdown.actions import IGNORE_BASE, ROLL_MIN, Action, Kind
from arena.games.knockdown.datamodel import Attack, Effect, Names, SkillKind
from arena.games.knockdown.tasks import (
    BlockWindow,
    Discard,
    IgnoreWounds,
    KeepDealtSkill,
    KnockoutOffer,
    KnockoutRoll,
    PaySpecial,
    Shift,
    Teleport,
)

if TYPE_CHECKING:
    from arena.core.flow import Task
    from arena.games.knockdown.game import Knockdown
    from arena.games.knockdown.state import KnockdownState

S002 = "seed 002"
RULES: dict[str, RuleText] = read_rules(Path(__file__).with_name("data") / "rules.yaml")
"""The rules refusals cite (``data/rules.yaml``): citation and the seed's sentence."""
TASK_RULE = {
    "deal_skill": "skill-deal",
    "keep_dealt_skill": "skill-keep",
    "keep_passed_skill": "skill-keep-passed",
    "choose_faceup": "skill-faceup",
    "break_initiative_tie": "start-player",
    "draft": "draft",
    "refill_display": "refill",
    "turn": "turn",
    "combo": "combo",
    "pay_special": "special-cost",
    "dash_step": "dash",
    "block_window": "block",
    "discard": "hand-limit",
    "shift": "push",
    "teleport": "teleport",
    "knockout_offer": "knockout",
    "knockout_roll": "dice",
    "ignore_wounds": "block-reduce",
}
"""The rule each pending task follows (cited when an action does not fit the decision)."""


def task_rule(state: KnockdownState, task: Task) -> str:
    """The rule id of the decision ``task`` (a discard: the hand limit or an attack's effect; a
    forced move: moving the opponent or oneself)."""
    if isinstance(task, Discard) and len(state.hands[task.player]) <= rules.HAND_LIMIT:
        return "effects"
    if isinstance(task, Shift):
        return "push" if task.mode in ("push", "pull") else "advance"
    return TASK_RULE.get(task.kind, "turn")


# -- names ---------------------------------------------------------------------------------------
def _names(names: Names) -> dict[str, str]:
    return localized_names(names.model_dump())


def names_json(names: Names) -> dict[str, str]:
    """A data names record for a view: ``zh``/``en``/``fr`` as stored, plus ``zh-Hans`` and
    ``zh-Hant`` (clients pick ``names[locale]``)."""
    return _names_json(names.zh, names.en, names.fr)


_NAMES_JSON: dict[tuple[str, str, str], dict[str, str]] = {}


def _names_json(zh: str, en: str, fr: str) -> dict[str, str]:
    key = (zh, en, fr)
    got = _NAMES_JSON.get(key)
    if got is None:
        got = _NAMES_JSON[key] = {"zh": zh, "en": en, "fr": fr} | localized_names(
            {"zh": zh, "en": en, "fr": fr}
        )
    return dict(got)


def catalog_names(game: Knockdown) -> dict[str, dict[str, dict[str, str]]]:
    """Every named thing of the set by kind: attack cards (and the candle card), skill cards and
    their texts, special attacks, fighter sides, tokens, wound kinds, symbols, attack types."""
    g = game.gset
    cards = {c.id: _names(c.names) for c in g.attacks}
    cards["candle"] = _names(g.arena.candle_names)
    return {
        "card": cards,
        "skill": {s.id: _names(s.names) for s in g.skills},
        "skill-text": {s.id: _names(s.text) for s in g.skills},
        "special": {sp.id: _names(sp.names) for f in g.fighters for sp in f.specials},
        "fighter": {f.id: _names(f.names) for f in g.fighters},
        "fighter-side": {f.id: _names(f.side_names) for f in g.fighters},
        "fighter-class": {f.id: _names(f.class_names) for f in g.fighters},
        "knockout-text": {f.id: _names(f.knockout_text) for f in g.fighters},
        "token": {t.id: _names(t.names) for t in g.tokens},
        "wound": {k: _names(v) for k, v in g.terms.wounds.items()},
        "symbol": {k: _names(v) for k, v in g.terms.symbols.items()},
        "attack-type": {k: _names(v) for k, v in g.terms.types.items()},
        "arena": {g.arena.id: _names(g.arena.names)},
    }


# -- pieces of sentences ---------------------------------------------------------------------------
def card_ref(game: Knockdown, card: int) -> Ref:
    return Ref("card", game.card_ids[card])


def card_msg(game: Knockdown, card: int) -> Msg:
    """An attack card by name and symbols ("Jab (strike, dash)": two cards may share a name)."""
    symbols = tuple(Ref("symbol", s) for s in game.card_symbols[card])
    return msg("kd-card", card=card_ref(game, card), symbols=symbols)


def skill_ref(game: Knockdown, skill: int) -> Ref:
    return Ref("skill", game.skill_ids[skill])


def special_ref(game: Knockdown, index: int) -> Ref:
    return Ref("special", game.specials[index].id)


def attack_ref(game: Knockdown, source: str, index: int) -> Msg | Ref:
    return card_msg(game, index) if source == "card" else special_ref(game, index)


def cell(game: Knockdown, c: int) -> Cell:
    return Cell(game.grid.name(c))


def symbols(cost: tuple[str, ...]) -> tuple[Arg, ...]:
    return tuple(Ref("symbol", s) for s in cost)


def wounds(heavy: int, light: int) -> Msg:
    """Wounds said with their counts ("1 heavy and 2 light wounds", "no wound")."""
    if heavy and light:
        return msg("kd-wounds-both", heavy=heavy, light=light)
    if heavy:
        return msg("kd-wounds-heavy", heavy=heavy)
    if light:
        return msg("kd-wounds-light", light=light)
    return msg("kd-wounds-none")


def effect_msg(effect: Effect) -> Msg:
    return msg(f"kd-effect-{effect.kind.value.replace('_', '-')}", n=effect.n)


def summary(attack: Attack, heavy: int, light: int) -> Msg:
    """What an attack does: its wounds (after skills), its effects, a knockout check."""
    parts: list[Arg] = []
    if heavy or light:
        parts.append(msg("kd-deal", wounds=wounds(heavy, light)))
    parts += [effect_msg(e) for e in attack.effects]
    if attack.knockout:
        parts.append(msg("kd-knockout-symbol"))
    if not parts:
        return msg("kd-no-effect")
    return msg("kd-parts", parts=tuple(parts))


def cost_msg(special: Any, cost: tuple[str, ...] | None = None) -> Msg:
    """A special attack's cost: its symbols and tokens ("strike, any (?)", "1 Potion")."""
    parts: list[Arg] = list(symbols(tuple(special.cost) if cost is None else cost))
    parts += [msg("kd-tokens", n=v, token=Ref("token", k)) for k, v in sorted(special.tokens.items())]
    return msg("kd-parts", parts=tuple(parts)) if parts else msg("kd-nothing")


def damage(state: KnockdownState, by: int, attack: Attack, source: str, dist: int) -> tuple[int, int]:
    """The wounds ``by``'s attack deals after both seats' active skills (before blocks)."""
    return rules.skill_damage(attack, source, dist, state.active_skills(by), state.active_skills(1 - by))


def attack_summary(state: KnockdownState, by: int, attack: Attack, source: str) -> Msg:
    heavy, light = damage(state, by, attack, source, state.distance())
    return summary(attack, heavy, light)


def check_target(state: KnockdownState, defender: int, by: int) -> tuple[int, int]:
    """A knockout check on ``defender`` forced by ``by``: the cubes, and the dice total (3d6)
    that passes it (Steady and Crush skills counted)."""
    cubes = state.heavy[defender] + state.light[defender]
    modifier = rules.skill_total(state.active_skills(defender), SkillKind.STEADY)
    modifier -= rules.skill_total(state.active_skills(by), SkillKind.CRUSH)
    return cubes, cubes - modifier


# -- actions -------------------------------------------------------------------------------------
def describe(state: KnockdownState, action: Action) -> ActionInfo:
    """``action`` (legal in ``state``, or one of its chance outcomes) as data."""
    g = state.game
    k, x = action.kind, action.arg
    top: Task | None = state.stack[-1] if state.stack else None
    me = max(state.current_player(), 0)
    if k == Kind.DEAL:
        p = 0 if len(state.dealt[0]) < 3 else 1
        skill = skill_ref(g, x)
        return info(
            "deal",
            msg("kd-act-deal", skill=skill, player=Seat(p)),
            "chance",
            msg("kd-act-deal-hidden", player=Seat(p)),
            skill=skill,
            player=Seat(p),
        )
    if k == Kind.REVEAL:
        if x == len(g.card_ids):
            key = "kd-act-reveal-candle-first" if not state.candles_drawn else "kd-act-reveal-candle"
            return info("reveal", msg(key, card=Ref("card", "candle")), "chance", card=Ref("card", "candle"))
        return info("reveal", msg("kd-act-reveal", card=card_msg(g, x)), "chance", card=card_ref(g, x))
    if k == Kind.FIRST:
        return info("first", msg("kd-act-first", player=Seat(x)), "chance", player=Seat(x))
    if k == Kind.ROLL:
        return _roll(state, top, x + ROLL_MIN)
    if k in (Kind.KEEP, Kind.FACEUP):
        return _skill_choice(state, top, action)
    if k == Kind.DRAFT:
        return info("draft", msg("kd-act-draft", card=card_msg(g, x)), "draft", card=card_ref(g, x))
    if k in (Kind.MOVE, Kind.PLACE):
        return _move(state, top, action)
    if k == Kind.ATTACK:
        t = g.tables
        hit = t.card_reach[x][state.cells[me] * t.n + state.cells[1 - me]]
        card = g.gset.attacks[x]
        label = (
            msg("kd-act-attack", card=card_msg(g, x), effect=attack_summary(state, me, card, "card"))
            if hit
            else msg("kd-act-attack-miss", card=card_msg(g, x), player=Seat(1 - me))
        )
        return info("attack", label, "attack", card=card_ref(g, x), hit=hit)
    if k == Kind.COMBO:
        return info("combo", msg("kd-act-combo"), "combo")
    if k == Kind.SPECIAL:
        sp = g.specials[x]
        respond = isinstance(top, BlockWindow)
        label = msg(
            "kd-act-respond" if respond else "kd-act-special",
            special=special_ref(g, x),
            cost=cost_msg(sp),
            effect=attack_summary(state, me, sp, "special"),
        )
        return info("special", label, "response" if respond else "special", special=special_ref(g, x))
    if k == Kind.DASH:
        return info("dash", msg("kd-act-dash", card=card_msg(g, x)), "dash", card=card_ref(g, x))
    if k == Kind.PAY:
        return _pay(state, top, x)
    if k == Kind.END:
        return info("end", msg("kd-act-end"), "combo")
    if k in (Kind.BLOCK_REDUCE, Kind.BLOCK_CANCEL):
        return _block(state, action)
    if k == Kind.PASS:
        ctx = state.attacks[-1] if state.attacks else None
        blocked = ctx is not None and (ctx.reduce or ctx.cancel or ctx.responded)
        return info("pass", msg("kd-act-pass-more" if blocked else "kd-act-pass"), "block")
    if k == Kind.DISCARD:
        return info("discard", msg("kd-act-discard", card=card_msg(g, x)), "discard", card=card_ref(g, x))
    if k in (Kind.KNOCKOUT, Kind.SPARE):
        other = 1 - me
        if k == Kind.SPARE:
            return info("spare", msg("kd-act-spare", player=Seat(other)), "knockout")
        cubes, need = check_target(state, other, me)
        chance = round(100 * rules.pass_probability(cubes, cubes - need))
        key = (
            "kd-act-knockout-safe"
            if need <= ROLL_MIN
            else "kd-act-knockout-sure"
            if need > 18
            else "kd-act-knockout"
        )
        label = msg(key, player=Seat(other), cubes=cubes, need=need, chance=chance)
        return info("knockout", label, "knockout", player=Seat(other))
    # Kind.IGNORE
    heavy, light = divmod(x, IGNORE_BASE)
    came = (top.heavy, top.light) if isinstance(top, IgnoreWounds) else (heavy, light)
    label = msg(
        "kd-act-ignore",
        heavy=heavy,
        light=light,
        taken=wounds(max(0, came[0] - heavy), max(0, came[1] - light)),
    )
    return info("ignore", label, "ignore", heavy=heavy, light=light)


def _roll(state: KnockdownState, top: Task | None, roll: int) -> ActionInfo:
    if not isinstance(top, KnockoutRoll):
        return info("roll", msg("kd-act-roll-dice", roll=roll), "chance", roll=roll)
    cubes, need = check_target(state, top.player, top.by)
    key = "kd-act-roll-pass" if roll >= need else "kd-act-roll-fail"
    label = msg(key, player=Seat(top.player), roll=roll, cubes=cubes, total=roll + cubes - need)
    return info("roll", label, "chance", roll=roll, player=Seat(top.player))


def _skill_choice(state: KnockdownState, top: Task | None, action: Action) -> ActionInfo:
    g = state.game
    me = max(state.current_player(), 0)
    skill = skill_ref(g, action.arg)
    card = g.gset.skills[action.arg]
    said: dict[str, Arg] = {"skill": skill, "initiative": card.initiative, "text": Ref("skill-text", card.id)}
    if action.kind == Kind.FACEUP:
        label, kind = msg("kd-act-faceup", **said), "faceup"
        hidden = msg("kd-act-faceup-hidden", player=Seat(me))
    else:
        first = isinstance(top, KeepDealtSkill)
        label = msg("kd-act-keep-dealt" if first else "kd-act-keep-passed", player=Seat(1 - me), **said)
        kind, hidden = "keep", msg("kd-act-keep-hidden", player=Seat(me))
    return info(kind, label, "skill", hidden, skill=skill)


def _move(state: KnockdownState, top: Task | None, action: Action) -> ActionInfo:
    g = state.game
    to = cell(g, action.arg)
    if action.kind == Kind.MOVE:
        key = "kd-act-move" if top is None or top.kind == "turn" else "kd-act-dash-step"
        return info("move", msg(key, cell=to), "move", cell=to)
    if isinstance(top, Shift):
        mover = Seat(top.fighter)
        label = msg(f"kd-act-{top.mode}", cell=to, player=mover)
        return info("place", label, "place", cell=to, player=mover)
    return info("place", msg("kd-act-teleport", cell=to), "place", cell=to)


def _pay(state: KnockdownState, top: Task | None, card: int) -> ActionInfo:
    g = state.game
    if not isinstance(top, PaySpecial):
        return info("pay", msg("kd-act-pay-card", card=card_msg(g, card)), "pay", card=card_ref(g, card))
    hand = state.hands[top.player]
    others = tuple(state.symbols(c) for c in hand if c != card)
    left = rules.pay_with(top.cost, state.symbols(card), others)
    special = special_ref(g, top.special)
    if left:
        label = msg("kd-act-pay", card=card_msg(g, card), special=special, left=symbols(left))
    else:
        label = msg("kd-act-pay-last", card=card_msg(g, card), special=special)
    return info("pay", label, "pay", card=card_ref(g, card), special=special)


def _block(state: KnockdownState, action: Action) -> ActionInfo:
    g = state.game
    card = card_msg(g, action.arg)
    ctx = state.attacks[-1]
    attack = state.attack_of(ctx)
    d = 1 - ctx.by
    if action.kind == Kind.BLOCK_CANCEL:
        effects = tuple(effect_msg(e) for e in attack.effects)
        label = (
            msg("kd-act-block-cancel", card=card, effects=effects)
            if effects
            else msg("kd-act-block-cancel-none", card=card)
        )
        return info("block-cancel", label, "block", card=card_ref(g, action.arg))
    heavy, light = damage(state, ctx.by, attack, ctx.source, ctx.distance)
    budget = len(state.hands[d]) - 1 + rules.skill_total(state.active_skills(d), SkillKind.BLOCK)
    splits = rules.block_splits(heavy, light, budget, g.opts.block == "stack")
    if not heavy and not light:
        label = msg("kd-act-block-reduce-none", card=card)
    elif len(splits) == 1:
        label = msg("kd-act-block-reduce", card=card, wounds=wounds(*splits[0]))
    else:
        label = msg("kd-act-block-reduce-choice", card=card, splits=tuple(wounds(h, lt) for h, lt in splits))
    return info("block-reduce", label, "block", card=card_ref(g, action.arg))


# -- status lines ----------------------------------------------------------------------------------
def status(state: KnockdownState, seat: int | None) -> Msg:
    """The decision awaited, as ``seat`` reads it (the deciding seat, or the others)."""
    g = state.game
    if state.winner >= 0:
        w = state.winner
        key = "kd-status-won" if seat == w else "kd-status-lost" if seat == 1 - w else "kd-status-winner"
        return msg(key, player=Seat(w), wins=state.wins[w], losses=state.wins[1 - w])
    waiting = state.pending()
    if waiting is None:
        return msg("status-over")
    task = waiting.task
    kind = task.kind.replace("_", "-")
    if waiting.player < 0:  # chance
        if isinstance(task, KnockoutRoll):
            cubes, need = check_target(state, task.player, task.by)
            key = "kd-status-knockout-roll-you" if seat == task.player else "kd-status-knockout-roll"
            return msg(key, player=Seat(task.player), cubes=cubes, need=need)
        return msg(f"kd-status-{kind}")
    p = waiting.player
    yours = seat == p
    args: dict[str, Arg] = {"player": Seat(p), "other": Seat(1 - p)}
    if task.kind == "turn":
        args["n"] = state.actions_left
    elif isinstance(task, PaySpecial):
        args["special"] = special_ref(g, task.special)
        args["cost"] = symbols(task.cost)
    elif isinstance(task, BlockWindow):
        ctx = state.attacks[-1]
        args["attack"] = attack_ref(g, ctx.source, ctx.index)
    elif isinstance(task, Discard):
        args["n"] = task.n
        if len(state.hands[p]) > rules.HAND_LIMIT:
            kind = "discard-limit"
    elif isinstance(task, Shift):
        args["n"], args["fighter"] = task.n, Seat(task.fighter)
        kind = f"shift-{task.mode}"
    elif isinstance(task, Teleport):
        args["n"] = task.n
    elif isinstance(task, KnockoutOffer):
        cubes, need = check_target(state, 1 - p, p)
        args["cubes"], args["need"] = cubes, need
    elif isinstance(task, IgnoreWounds):
        args["wounds"] = wounds(task.heavy, task.light)
    return msg(f"kd-status-{kind}-{'you' if yours else 'other'}", **args)
