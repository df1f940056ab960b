"""Knockdown state: a stack of small tasks drives set-up, turns, combos and the attack procedure.

The top task says who decides (a seat or chance) and what is legal; automatic tasks run
until a decision or a chance node is reached. Every field is plain JSON-ready data, so
``to_json`` / ``from_json`` and ``clone`` are exact. Rule references name seed 002's
sections by their Chinese headings, or a decision (KD-n) / research resolution (A-n).
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from arena.core.errors import IllegalActionError, StateFormatError
from arena.core.events import Event
from arena.core.state import CHANCE, TERMINAL, State
from arena.games.knockdown import rules
from arena.games.knockdown.actions import COMBO, END, KNOCKOUT, PASS, ROLL_MIN, SPARE, Action, Kind
from arena.games.knockdown.datamodel import AttackType, Effect, EffectKind, SkillCard, SkillKind, Special
from arena.games.knockdown.grid import candle_hits

if TYPE_CHECKING:
    from arena.games.knockdown.game import Knockdown

Task = dict[str, Any]

CHANCE_TASKS = frozenset({"deal", "refill", "first", "roll"})
RULE = {
    Kind.KEEP: 'seed 002, "游戏设置" step 4',
    Kind.FACEUP: 'seed 002, "游戏设置" step 4',
    Kind.DRAFT: 'seed 002, "游戏设置" step 6',
    Kind.MOVE: 'seed 002, "行动 I. 移动"',
    Kind.ATTACK: 'seed 002, "行动 II. 攻击"',
    Kind.COMBO: 'seed 002, "行动 III. 组合技"',
    Kind.SPECIAL: 'seed 002, "如何执行一次特殊攻击"',
    Kind.DASH: 'seed 002, "如何突进"',
    Kind.PAY: 'seed 002, "如何执行一次特殊攻击"',
    Kind.END: 'seed 002, "行动 III. 组合技"; research A-6',
    Kind.BLOCK_REDUCE: 'seed 002, "格挡"',
    Kind.BLOCK_CANCEL: 'seed 002, "格挡"',
    Kind.PASS: 'seed 002, "格挡"',
    Kind.DISCARD: 'seed 002, "手牌上限"',
    Kind.PLACE: 'seed 002, "其他规则"; research A-11/A-12',
    Kind.KNOCKOUT: 'seed 002, "攻击流程" step 3',
    Kind.SPARE: 'seed 002, "攻击流程" step 3',
}
TASK_NAMES = {
    "keep1": "keep a skill card",
    "keep2": "keep a passed skill card",
    "faceup": "choose the face-up skill card",
    "draft": "take a card in the opening draft",
    "turn": "take an action",
    "combo": "continue the combo",
    "pay": "pay the special attack",
    "dashmove": "step after a dash",
    "window": "block or respond",
    "discard": "discard a card",
    "shift": "place a moved fighter",
    "tele": "choose a teleport destination",
    "kooffer": "force a knockout check or not",
}


def _p(task: Task) -> int:
    return int(task["p"])


class KnockdownState(State[Action]):
    """One position of a Knockdown match (best of three rounds)."""

    game: Knockdown

    def __init__(self, game: Knockdown) -> None:
        self.game = game
        self.skill_pool: list[int] = list(range(len(game.gset.skills)))
        self.dealt: list[list[int]] = [[], []]
        self.kept: list[list[int]] = [[], []]
        self.received: list[list[int]] = [[], []]
        self.removed: list[int] = [-1, -1]
        self.faceup: list[list[int]] = [[], []]
        self.facedown: list[int] = [-1, -1]
        self.revealed = False
        self.round = 0
        self.wins = [0, 0]
        self.start = 0
        self.winner = -1
        self.pos = [game.grid.cell(c, r) for c, r in game.gset.arena.starts]
        self.heavy = [0, 0]
        self.light = [0, 0]
        self.tokens: list[dict[str, int]] = [{}, {}]
        self.poison = [0, 0]
        self.deck: list[int] = []
        self.deck_candles = 0
        self.display: list[int] = []
        self.hands: list[list[int]] = [[], []]
        self.discard: list[int] = []
        self.candles_drawn = 0
        self.candle = [-1, -1]
        self.turn_player = 0
        self.turns = 0
        self.actions_left = 0
        self.combo_used: list[int] = []
        self.turn_used: list[int] = []
        self.combo_steps = 0
        self.attacks: list[dict[str, Any]] = []
        self.todo: list[Task] = []

    # -- construction --------------------------------------------------------------------------
    @classmethod
    def initial(cls, game: Knockdown) -> KnockdownState:
        state = cls(game)
        state.todo = [{"t": "deal"}]
        return state

    FIELDS: tuple[str, ...] = (
        "skill_pool",
        "dealt",
        "kept",
        "received",
        "removed",
        "faceup",
        "facedown",
        "revealed",
        "round",
        "wins",
        "start",
        "winner",
        "pos",
        "heavy",
        "light",
        "tokens",
        "poison",
        "deck",
        "deck_candles",
        "display",
        "hands",
        "discard",
        "candles_drawn",
        "candle",
        "turn_player",
        "turns",
        "actions_left",
        "combo_used",
        "turn_used",
        "combo_steps",
        "attacks",
        "todo",
    )

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in self.FIELDS:
            v = getattr(self, f)
            out[f] = _copy(v)
        return out

    @classmethod
    def from_json(cls, game: Knockdown, data: dict[str, Any]) -> KnockdownState:
        if not isinstance(data, dict) or set(data) != set(cls.FIELDS):
            raise StateFormatError("a knockdown state needs exactly the fields " + ", ".join(cls.FIELDS))
        state = cls(game)
        for f in cls.FIELDS:
            ref = getattr(state, f)
            v = data[f]
            if type(ref) is not type(v):
                raise StateFormatError(f"knockdown state field {f!r} has the wrong type")
            setattr(state, f, _copy(v))
        return state

    def clone(self) -> KnockdownState:
        other = KnockdownState.__new__(KnockdownState)
        other.game = self.game
        for f in self.FIELDS:
            setattr(other, f, _copy(getattr(self, f)))
        return other

    # -- shortcuts -------------------------------------------------------------------------------
    def side(self, p: int) -> Any:
        return self.game.sides[p]

    def active_skills(self, p: int) -> list[SkillCard]:
        return [self.game.gset.skills[s] for s in self.faceup[p]]

    def symbols(self, card: int) -> tuple[str, ...]:
        return self.game.card_symbols[card]

    def free_neighbours(self, p: int) -> list[int]:
        other = self.pos[1 - p]
        return [c for c in self.game.grid.neighbours(self.pos[p]) if c != other]

    def dist(self) -> int:
        return self.game.grid.distance(self.pos[0], self.pos[1])

    def push(self, *tasks: Task) -> None:
        """Schedule tasks: the first given runs first."""
        self.todo.extend(reversed(tasks))

    # -- whose turn ----------------------------------------------------------------------------
    def current_player(self) -> int:
        if self.winner >= 0:
            return TERMINAL
        top = self.todo[-1]
        if top["t"] in CHANCE_TASKS:
            return CHANCE
        return _p(top)

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        if self.winner >= 0 or self.todo[-1]["t"] not in CHANCE_TASKS:
            return []
        t = self.todo[-1]["t"]
        if t == "deal":
            n = len(self.skill_pool)
            return [(Action(Kind.DEAL, s), Fraction(1, n)) for s in self.skill_pool]
        if t == "first":
            return [(Action(Kind.FIRST, 0), Fraction(1, 2)), (Action(Kind.FIRST, 1), Fraction(1, 2))]
        if t == "roll":
            return [(Action(Kind.ROLL, s - ROLL_MIN), p) for s, p in rules.roll_distribution()]
        n = len(self.deck) + self.deck_candles
        out = [(Action(Kind.REVEAL, c), Fraction(1, n)) for c in self.deck]
        if self.deck_candles:
            out.append((Action(Kind.REVEAL, len(self.game.gset.attacks)), Fraction(self.deck_candles, n)))
        return out

    # -- legal actions -------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        if self.winner >= 0:
            return []
        top = self.todo[-1]
        if top["t"] in CHANCE_TASKS:
            return [a for a, _ in self.chance_outcomes()]
        return sorted(self._decisions(top))

    def _decisions(self, top: Task) -> list[Action]:
        t, p = top["t"], top.get("p", 0)
        hand = self.hands[p]
        if t == "keep1":
            return [Action(Kind.KEEP, s) for s in self.dealt[p]]
        if t == "keep2":
            return [Action(Kind.KEEP, s) for s in self.received[p]]
        if t == "faceup":
            return [Action(Kind.FACEUP, s) for s in self.kept[p]]
        if t == "draft":
            return [Action(Kind.DRAFT, c) for c in self.display]
        if t == "turn":
            out = [Action(Kind.MOVE, c) for c in self.free_neighbours(p)]
            out += [Action(Kind.ATTACK, c) for c in self.display]
            if self._combo_options(p):
                out.append(COMBO)
            return out
        if t == "combo":
            opts = self._combo_options(p)
            return [*opts, END] if opts and self.combo_steps else opts
        if t == "dashmove":
            return [Action(Kind.MOVE, c) for c in self.free_neighbours(p)]
        if t == "pay":
            cost = tuple(top["cost"])
            out = []
            for i, c in enumerate(hand):
                others = tuple(self.symbols(x) for j, x in enumerate(hand) if j != i)
                if rules.pay_with(cost, self.symbols(c), others) is not None:
                    out.append(Action(Kind.PAY, c))
            return out
        if t == "window":
            return self._window_options(p)
        if t == "discard":
            return [Action(Kind.DISCARD, c) for c in hand]
        if t in ("shift", "tele"):
            return [Action(Kind.PLACE, c) for c in self._destinations(top)]
        if t == "kooffer":
            return [KNOCKOUT, SPARE]
        raise AssertionError(f"unknown task {t!r}")

    def _specials(self, p: int, response: bool) -> list[tuple[int, Special]]:
        return [
            (i, sp) for i, sp in self.game.side_specials[p] if (sp.type == AttackType.RESPONSE) == response
        ]

    def _affordable(self, p: int, sp: Special) -> bool:
        if any(self.tokens[p].get(k, 0) < v for k, v in sp.tokens.items()):
            return False
        return rules.can_pay(tuple(sorted(sp.cost)), tuple(self.symbols(c) for c in self.hands[p]))

    def _combo_options(self, p: int) -> list[Action]:
        """Seed 002, "行动 III. 组合技": specials (once per combo) and dashes."""
        used = set(self.combo_used)
        if self.game.opts.special_limit == "turn":
            used |= set(self.turn_used)
        grid = self.game.grid
        out = []
        for i, sp in self._specials(p, response=False):
            if i in used or not self._affordable(p, sp):
                continue
            if not grid.in_range(sp.range, self.pos[p], self.pos[1 - p]):
                continue  # research A-7: out of range, not declared
            out.append(Action(Kind.SPECIAL, i))
        if self.free_neighbours(p):
            for c in self.hands[p]:
                syms = self.symbols(c)
                if "dash" in syms or "wild" in syms:
                    out.append(Action(Kind.DASH, c))
        return out

    def _window_options(self, p: int) -> list[Action]:
        """Seed 002, "格挡": the defender blocks an assault (reduce and/or cancel) or responds."""
        ctx = self.attacks[-1]
        attack = self.game.attack_of(ctx)
        out: list[Action] = []
        if rules.blockable(attack) and not ctx["response"]:
            for c in self.hands[p]:
                syms = self.symbols(c)
                if "block" in syms or "wild" in syms:
                    if not ctx["reduce"]:
                        out.append(Action(Kind.BLOCK_REDUCE, c))
                    if not ctx["cancel"]:
                        out.append(Action(Kind.BLOCK_CANCEL, c))
        if not ctx["responded"] and not ctx["response"]:
            for i, sp in self._specials(p, response=True):
                if self._affordable(p, sp) and self.game.grid.in_range(
                    sp.range, self.pos[p], self.pos[1 - p]
                ):
                    out.append(Action(Kind.SPECIAL, i))
        return [*out, PASS] if out else []

    def _destinations(self, task: Task) -> list[int]:
        grid = self.game.grid
        if task["t"] == "tele":
            me = _p(task)
            return [c for c in grid.within(self.pos[me], task["n"]) if c != self.pos[1 - me]]
        who = task["who"]
        here, there = self.pos[who], self.pos[1 - who]
        d = grid.distance(here, there)
        away = task["mode"] in ("push", "retreat")
        return [
            c
            for c in grid.neighbours(here)
            if c != there and (grid.distance(c, there) > d if away else grid.distance(c, there) < d)
        ]

    # -- refusals ------------------------------------------------------------------------------
    def illegal_reason(self, action: Action) -> IllegalActionError | None:
        obj: object = action
        if not isinstance(obj, Action):
            return IllegalActionError(
                f"{action!r} is not a knockdown action", reason="not-an-action", rule="knockdown"
            )
        if self.winner >= 0:
            return IllegalActionError(
                "the match is over", reason="game-over", rule='seed 002, "轮次结束条件"'
            )
        if action in self.legal_actions():
            return None
        top = self.todo[-1]
        text = self.game.action_to_text(action)
        if top["t"] in CHANCE_TASKS:
            return IllegalActionError(
                f"{text} is not a chance outcome here", reason="not-an-outcome", rule="chance node"
            )
        if action.kind in (Kind.DEAL, Kind.REVEAL, Kind.FIRST, Kind.ROLL):
            return IllegalActionError(
                f"{text} is chance's, not a player's", reason="chance-only", rule="chance node"
            )
        rule = RULE.get(action.kind, "knockdown")
        reason, why = self._why(top, action)
        waiting = TASK_NAMES.get(top["t"], top["t"])
        return IllegalActionError(
            f"{text}: {why} (player {_p(top) + 1} must {waiting})", reason=reason, rule=rule
        )

    def _why(self, top: Task, a: Action) -> tuple[str, str]:
        t, p, k = top["t"], _p(top), a.kind
        hand = self.hands[p]
        if k == Kind.MOVE and t in ("turn", "dashmove"):
            if a.arg == self.pos[1 - p]:
                return "occupied", "you cannot stop in or pass through the opponent's cell"
            return "not-adjacent", "a move goes to an adjacent cell of the arena"
        if k == Kind.ATTACK and t == "turn":
            return "not-in-display", "attacks come only from the attack display"
        if (
            k in (Kind.DASH, Kind.PAY, Kind.DISCARD, Kind.BLOCK_REDUCE, Kind.BLOCK_CANCEL)
            and a.arg not in hand
        ):
            return "not-in-hand", "that card is not in your hand"
        if k == Kind.DASH and t == "combo":
            return "no-dash-symbol", "only a card with the dash symbol pays a dash"
        if k == Kind.PAY and t == "pay":
            return "cannot-pay", "that card's symbols do not help pay the remaining cost"
        if k in (Kind.BLOCK_REDUCE, Kind.BLOCK_CANCEL) and t == "window":
            return "cannot-block", "only assaults are blocked, with a block card, each option once"
        if k == Kind.SPECIAL and t in ("combo", "window"):
            return "special-unavailable", "not affordable, out of range, already used or not yours"
        if k == Kind.END and t == "combo":
            return "empty-combo", "a combo makes at least one dash or special attack"
        if k == Kind.COMBO and t == "turn":
            return "no-combo", "no special attack or dash is possible"
        return "wrong-phase", "not a decision you can make now"

    # -- applying ------------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        ev: list[Event] = []
        top = self.todo[-1]
        t = top["t"]
        handler = getattr(self, f"_do_{t}")
        handler(top, action, ev)
        self._advance(ev)
        return ev

    def _advance(self, ev: list[Event]) -> None:
        """Run automatic tasks until a decision or a chance node (or the end)."""
        while self.winner < 0:
            top = self.todo[-1]
            t = top["t"]
            auto = getattr(self, f"_auto_{t}", None)
            if auto is not None:
                self.todo.pop()
                auto(top, ev)
                continue
            if t in CHANCE_TASKS:
                if t == "refill" and len(self.display) >= 4:
                    self.todo.pop()
                    continue
                if t == "refill" and not self.deck and not self.deck_candles:
                    self._deck_out(ev)
                    continue
                return
            if t == "turn" and self.actions_left <= 0:
                self.todo.pop()
                self.push({"t": "turn_end", "p": top["p"]})
                continue
            if t == "shift":
                dests = self._destinations(top)
                if len(dests) <= 1:
                    self.todo.pop()
                    if dests:
                        self._place(top, dests[0], ev)
                    continue
                return
            if t == "pay" and not top["cost"]:
                self.todo.pop()
                self._resolve_paid(top, ev)
                continue
            if not self._decisions(top):
                self.todo.pop()
                continue
            return

    # -- set-up: the skill draft (seed 002, "游戏设置" step 4) ----------------------------------
    def _do_deal(self, top: Task, a: Action, ev: list[Event]) -> None:
        p = 0 if len(self.dealt[0]) < 3 else 1
        self.skill_pool.remove(a.arg)
        self.dealt[p].append(a.arg)
        name = self.game.skill_ids[a.arg]
        ev.append(
            Event(
                "deal",
                {"player": p, "skill": name},
                f"P{p + 1} is dealt {name}",
                frozenset({p}),
                {"player": p},
            )
        )
        if len(self.dealt[1]) == 3:
            self.todo.pop()
            self.push(
                {"t": "keep1", "p": 0},
                {"t": "keep1", "p": 1},
                {"t": "pass"},
                {"t": "keep2", "p": 0},
                {"t": "keep2", "p": 1},
                {"t": "faceup", "p": 0},
                {"t": "faceup", "p": 1},
                {"t": "reveal"},
                {"t": "round_setup"},
            )

    def _do_keep1(self, top: Task, a: Action, ev: list[Event]) -> None:
        p = _p(top)
        self.dealt[p].remove(a.arg)
        self.kept[p].append(a.arg)
        self.todo.pop()
        ev.append(self._private(p, "keep", a.arg))

    def _auto_pass(self, top: Task, ev: list[Event]) -> None:
        self.received = [self.dealt[1], self.dealt[0]]
        self.dealt = [[], []]
        for p in (0, 1):
            names = [self.game.skill_ids[s] for s in self.received[p]]
            ev.append(
                Event(
                    "passed",
                    {"to": p, "skills": names},
                    f"P{2 - p} passes {', '.join(names)}",
                    frozenset({0, 1}),
                    {"to": p},
                )
            )

    def _do_keep2(self, top: Task, a: Action, ev: list[Event]) -> None:
        p = _p(top)
        self.kept[p].append(a.arg)
        self.removed[p] = next(s for s in self.received[p] if s != a.arg)
        self.todo.pop()
        ev.append(self._private(p, "keep", a.arg))

    def _do_faceup(self, top: Task, a: Action, ev: list[Event]) -> None:
        p = _p(top)
        self.faceup[p] = [a.arg]
        self.facedown[p] = next(s for s in self.kept[p] if s != a.arg)
        self.todo.pop()
        ev.append(self._private(p, "faceup", a.arg))

    def _private(self, p: int, kind: str, skill: int) -> Event:
        name = self.game.skill_ids[skill]
        return Event(
            kind, {"player": p, "skill": name}, f"P{p + 1} {kind} {name}", frozenset({p}), {"player": p}
        )

    def _auto_reveal(self, top: Task, ev: list[Event]) -> None:
        self.revealed = True
        names = [self.game.skill_ids[self.faceup[p][0]] for p in (0, 1)]
        ev.append(Event("skills", {"faceup": names}, f"face-up skills: P1 {names[0]}, P2 {names[1]}"))

    # -- rounds (seed 002, "游戏设置" steps 3, 5-7; "开始新一轮次") -----------------------------
    def _auto_round_setup(self, top: Task, ev: list[Event]) -> None:
        g = self.game
        self.round += 1
        self.pos = [g.grid.cell(c, r) for c, r in g.gset.arena.starts]
        self.heavy, self.light, self.poison = [0, 0], [0, 0], [0, 0]
        self.tokens = [self._start_tokens(p) for p in (0, 1)]
        self.deck = list(range(len(g.gset.attacks)))
        self.deck_candles = 0
        self.display, self.hands, self.discard = [], [[], []], []
        self.candles_drawn, self.candle = 0, [-1, -1]
        self.attacks, self.turns = [], 0
        ev.append(Event("round", {"round": self.round}, f"round {self.round} begins"))
        self.push({"t": "refill", "setup": True}, {"t": "order"})

    def _start_tokens(self, p: int) -> dict[str, int]:
        return self.game.start_tokens(p)

    def _init(self, p: int) -> int:
        return max((s.initiative for s in self.active_skills(p)), default=0)

    def _auto_order(self, top: Task, ev: list[Event]) -> None:
        """Round 1: the higher initiative starts and drafts first (a tie: chance, A-1).
        Later rounds: the loser starts; the higher initiative drafts first, the loser on a tie (A-2)."""
        i0, i1 = self._init(0), self._init(1)
        if self.round == 1:
            if i0 == i1:
                self.push({"t": "first"})
                return
            self._begin_draft(0 if i0 > i1 else 1, 0 if i0 > i1 else 1, ev)
            return
        loser = self.start
        first = loser
        if self.game.opts.draft_first == "initiative" and i0 != i1:
            first = 0 if i0 > i1 else 1
        self._begin_draft(loser, first, ev)

    def _do_first(self, top: Task, a: Action, ev: list[Event]) -> None:
        self.todo.pop()
        self._begin_draft(a.arg, a.arg, ev)

    def _begin_draft(self, start: int, first: int, ev: list[Event]) -> None:
        self.start = start
        other = 1 - first
        ev.append(
            Event(
                "order",
                {"start": start, "draft_first": first},
                f"P{start + 1} starts; P{first + 1} drafts first",
            )
        )
        self.push(
            {"t": "draft", "p": first},
            {"t": "draft", "p": other},
            {"t": "draft", "p": other},
            {"t": "draft", "p": first},
            {"t": "refill", "setup": True},
            {"t": "candles_in"},
            {"t": "turn_start", "p": start},
        )

    def _do_draft(self, top: Task, a: Action, ev: list[Event]) -> None:
        p = _p(top)
        self.display.remove(a.arg)
        self.hands[p] = sorted([*self.hands[p], a.arg])
        self.todo.pop()
        ev.append(
            Event(
                "draft",
                {"player": p, "card": self.game.card_ids[a.arg]},
                f"P{p + 1} drafts {self.game.card_ids[a.arg]}",
            )
        )

    def _auto_candles_in(self, top: Task, ev: list[Event]) -> None:
        self.deck_candles = self.game.gset.arena.candle_cards

    def _do_refill(self, top: Task, a: Action, ev: list[Event]) -> None:
        g = self.game
        if a.arg == len(g.gset.attacks):
            self.deck_candles -= 1
            self.candles_drawn += 1
            arena = g.gset.arena
            if self.candles_drawn == 1:
                self.candle = [arena.candle_slots[0], arena.candle_slots[1]]
            else:
                self.candle = [min(self.candle[0] + 1, arena.centre), max(self.candle[1] - 1, arena.centre)]
            cols = [g.grid.name(c)[0] for c in self.candle]
            ev.append(
                Event(
                    "candle",
                    {"columns": cols},
                    f"a candle card: candles under columns {cols[0]} and {cols[1]}",
                )
            )
            return
        self.deck.remove(a.arg)
        self.display.append(a.arg)
        ev.append(Event("reveal", {"card": g.card_ids[a.arg]}, f"revealed {g.card_ids[a.arg]}"))

    def _deck_out(self, ev: list[Event]) -> None:
        """Seed 002, "攻击牌库耗尽"; research A-4: the refill that finds the deck empty ends the round."""
        w = rules.deck_out_winner(self.heavy, self.light, self.turn_player)
        ev.append(Event("deck-out", {"winner": w}, f"the attack deck is exhausted: P{w + 1} wins the round"))
        self._end_round(w, ev)

    def _end_round(self, winner: int, ev: list[Event]) -> None:
        """Seed 002, "轮次结束条件": two round wins take the match; the loser turns up a skill."""
        self.todo = []
        self.attacks = []
        self.wins[winner] += 1
        loser = 1 - winner
        ev.append(
            Event(
                "round-won",
                {"winner": winner, "wins": list(self.wins)},
                f"P{winner + 1} wins round {self.round} ({self.wins[0]}-{self.wins[1]})",
            )
        )
        if self.wins[winner] >= 2:
            self.winner = winner
            ev.append(Event("match-won", {"winner": winner}, f"P{winner + 1} wins the match"))
            return
        if self.facedown[loser] >= 0:
            s = self.facedown[loser]
            self.faceup[loser] = [*self.faceup[loser], s]
            self.facedown[loser] = -1
            ev.append(
                Event(
                    "flip",
                    {"player": loser, "skill": self.game.skill_ids[s]},
                    f"P{loser + 1} turns up {self.game.skill_ids[s]}",
                )
            )
        self.start = loser
        self.todo = [{"t": "round_setup"}]

    # -- turns (seed 002, "游戏回合") -----------------------------------------------------------
    def _auto_turn_start(self, top: Task, ev: list[Event]) -> None:
        p = _p(top)
        self.turn_player = p
        self.turns += 1
        self.actions_left = rules.ACTIONS_PER_TURN
        self.turn_used = []
        if self.turns > 2 * self.game.opts.turn_limit:
            w = rules.deck_out_winner(self.heavy, self.light, p)
            ev.append(Event("turn-limit", {"winner": w}, f"turn limit: P{w + 1} wins the round"))
            self._end_round(w, ev)
            return
        self.push({"t": "refill", "setup": False}, {"t": "turn", "p": p})

    def _do_turn(self, top: Task, a: Action, ev: list[Event]) -> None:
        p = _p(top)
        self.actions_left -= 1
        g = self.game
        if a.kind == Kind.MOVE:
            self.pos[p] = a.arg
            ev.append(
                Event(
                    "move", {"player": p, "to": g.grid.name(a.arg)}, f"P{p + 1} moves to {g.grid.name(a.arg)}"
                )
            )
        elif a.kind == Kind.ATTACK:
            self.display.remove(a.arg)
            card = g.gset.attacks[a.arg]
            hit = g.grid.in_range(card.range, self.pos[p], self.pos[1 - p])
            ev.append(
                Event(
                    "attack",
                    {"player": p, "card": card.id, "hit": hit},
                    f"P{p + 1} attacks with {card.id} ({card.names.en})" + ("" if hit else ": out of range"),
                )
            )
            self.push({"t": "take", "p": p, "card": a.arg})
            if hit:
                self._push_attack(p, "card", a.arg, response=False)
        else:
            self.combo_used, self.combo_steps = [], 0
            self.push({"t": "combo", "p": p})
            ev.append(Event("combo", {"player": p}, f"P{p + 1} starts a combo"))

    def _auto_take(self, top: Task, ev: list[Event]) -> None:
        """Seed 002, "行动 II. 攻击": the card always goes to hand; "手牌上限": over 6, discard 1."""
        p = _p(top)
        self.hands[p] = sorted([*self.hands[p], top["card"]])
        if len(self.hands[p]) > rules.HAND_LIMIT:
            self.push({"t": "discard", "p": p, "n": len(self.hands[p]) - rules.HAND_LIMIT})

    def _do_discard(self, top: Task, a: Action, ev: list[Event]) -> None:
        p = _p(top)
        self._lose_card(p, a.arg)
        ev.append(
            Event(
                "discard",
                {"player": p, "card": self.game.card_ids[a.arg]},
                f"P{p + 1} discards {self.game.card_ids[a.arg]}",
            )
        )
        top = dict(top, n=top["n"] - 1)
        self.todo[-1] = top
        if top["n"] <= 0 or not self.hands[p]:
            self.todo.pop()

    def _lose_card(self, p: int, card: int) -> None:
        self.hands[p] = [c for c in self.hands[p] if c != card]
        self.discard.append(card)

    def _auto_turn_end(self, top: Task, ev: list[Event]) -> None:
        """Candle damage (seed 002, "日渐衰减的巨神柱"; KD2, A-13, A-14), then poison, then recovery."""
        p = _p(top)
        mine = self.active_skills(p)
        g = self.game
        col = g.grid.col(self.pos[p])
        warded = rules.has_skill(mine, SkillKind.WARD)
        if (
            self.candles_drawn
            and not warded
            and candle_hits(g.gset.arena, self.candle[0], self.candle[1], col)
        ):
            heavy = g.opts.candle_wound == "heavy"
            self._wound(p, int(heavy), int(not heavy))
            ev.append(Event("candle-wound", {"player": p}, f"P{p + 1} is burnt by the candles"))
        if self.poison[p]:
            self._wound(p, 0, self.poison[p])
            ev.append(Event("poison", {"player": p, "wounds": self.poison[p]}, f"P{p + 1} suffers poison"))
            self.poison[p] -= 1
        heal = rules.skill_total(mine, SkillKind.RECOVER)
        if heal:
            self.light[p] = max(0, self.light[p] - heal)
        self.push({"t": "turn_start", "p": 1 - p})

    def _wound(self, p: int, heavy: int, light: int) -> None:
        self.heavy[p] += heavy
        self.light[p] += light

    # -- combos (seed 002, "行动 III. 组合技") ---------------------------------------------------
    def _do_combo(self, top: Task, a: Action, ev: list[Event]) -> None:
        p = _p(top)
        g = self.game
        if a.kind == Kind.END:
            self.todo.pop()
            ev.append(Event("combo-end", {"player": p}, f"P{p + 1} ends the combo"))
            return
        self.combo_steps += 1
        if a.kind == Kind.DASH:
            self._lose_card(p, a.arg)
            ev.append(
                Event(
                    "dash",
                    {"player": p, "card": g.card_ids[a.arg]},
                    f"P{p + 1} dashes with {g.card_ids[a.arg]}",
                )
            )
            self.push({"t": "dashmove", "p": p})
            return
        self.combo_used = [*self.combo_used, a.arg]
        self.turn_used = [*self.turn_used, a.arg]
        self._declare_special(p, a.arg, ev, response=False)

    def _declare_special(self, p: int, idx: int, ev: list[Event], response: bool) -> None:
        sp = self.game.specials[idx]
        tok = dict(self.tokens[p])
        for k, v in sp.tokens.items():
            tok[k] = tok.get(k, 0) - v
        self.tokens[p] = tok
        ev.append(Event("special", {"player": p, "special": sp.id}, f"P{p + 1} uses {sp.id} ({sp.names.en})"))
        self.push({"t": "pay", "p": p, "sp": idx, "cost": sorted(sp.cost), "response": response})

    def _do_dashmove(self, top: Task, a: Action, ev: list[Event]) -> None:
        p = _p(top)
        self.pos[p] = a.arg
        self.todo.pop()
        ev.append(
            Event(
                "move",
                {"player": p, "to": self.game.grid.name(a.arg)},
                f"P{p + 1} dashes to {self.game.grid.name(a.arg)}",
            )
        )

    def _do_pay(self, top: Task, a: Action, ev: list[Event]) -> None:
        p = _p(top)
        hand = self.hands[p]
        others = tuple(self.symbols(c) for c in hand if c != a.arg)
        rem = rules.pay_with(tuple(top["cost"]), self.symbols(a.arg), others)
        assert rem is not None
        self._lose_card(p, a.arg)
        ev.append(
            Event(
                "pay",
                {"player": p, "card": self.game.card_ids[a.arg]},
                f"P{p + 1} pays with {self.game.card_ids[a.arg]}",
            )
        )
        self.todo[-1] = dict(top, cost=list(rem))

    # -- the attack procedure (seed 002, "攻击流程") ---------------------------------------------
    def _push_attack(self, p: int, src: str, idx: int, response: bool) -> None:
        self.attacks.append(
            {
                "by": p,
                "src": src,
                "id": idx,
                "reduce": False,
                "cancel": False,
                "responded": False,
                "response": response,
                "dist": self.dist(),
            }
        )
        self.push(
            {"t": "window", "p": 1 - p}, {"t": "damage"}, {"t": "effects"}, {"t": "ko"}, {"t": "attack_done"}
        )

    def _do_window(self, top: Task, a: Action, ev: list[Event]) -> None:
        p = _p(top)
        ctx = dict(self.attacks[-1])
        g = self.game
        if a.kind == Kind.PASS:
            self.todo.pop()
            return
        if a.kind == Kind.SPECIAL:
            ctx["responded"] = True
            self.attacks[-1] = ctx
            self._declare_special(p, a.arg, ev, response=True)
            return
        mode = "reduce" if a.kind == Kind.BLOCK_REDUCE else "cancel"
        ctx[mode] = True
        self.attacks[-1] = ctx
        self._lose_card(p, a.arg)
        ev.append(
            Event(
                "block",
                {"player": p, "card": g.card_ids[a.arg], "mode": mode},
                f"P{p + 1} blocks with {g.card_ids[a.arg]} ({mode})",
            )
        )

    def _resolve_paid(self, top: Task, ev: list[Event]) -> None:
        p, idx = _p(top), top["sp"]
        sp = self.game.specials[idx]
        if self.game.grid.in_range(sp.range, self.pos[p], self.pos[1 - p]):
            self._push_attack(p, "special", idx, response=bool(top["response"]))

    def _auto_damage(self, top: Task, ev: list[Event]) -> None:
        ctx = self.attacks[-1]
        a, d = ctx["by"], 1 - ctx["by"]
        g = self.game
        attack = g.attack_of(ctx)
        heavy, light = rules.skill_damage(
            attack, ctx["src"], ctx["dist"], self.active_skills(a), self.active_skills(d)
        )
        if ctx["reduce"]:
            budget = len(self.hands[d]) + rules.skill_total(self.active_skills(d), SkillKind.BLOCK)
            ih, il = rules.block_ignore(heavy, light, budget, g.opts.block == "stack")
            heavy, light = heavy - ih, light - il
        if light and self.tokens[d].get("mist", 0):
            self.tokens[d] = dict(self.tokens[d], mist=self.tokens[d]["mist"] - 1)
            light -= 1
            ev.append(Event("mist", {"player": d}, f"P{d + 1}'s mist absorbs a light wound"))
        self._wound(d, heavy, light)
        ev.append(
            Event(
                "damage",
                {"player": d, "heavy": heavy, "light": light},
                f"P{d + 1} takes {heavy} heavy and {light} light",
            )
        )

    def _auto_effects(self, top: Task, ev: list[Event]) -> None:
        ctx = self.attacks[-1]
        if ctx["cancel"]:
            ev.append(Event("cancelled", {}, "the effect is cancelled"))
            return
        attack = self.game.attack_of(ctx)
        self.push(*(self._effect_task(ctx["by"], e) for e in attack.effects))

    def _effect_task(self, me: int, e: Effect) -> Task:
        k = e.kind
        if k in (EffectKind.PUSH, EffectKind.PULL):
            return {"t": "shift", "p": me, "who": 1 - me, "mode": k.value, "n": e.n}
        if k in (EffectKind.ADVANCE, EffectKind.RETREAT):
            return {"t": "shift", "p": me, "who": me, "mode": k.value, "n": e.n}
        if k == EffectKind.TELEPORT:
            return {"t": "tele", "p": me, "n": e.n}
        if k == EffectKind.DISCARD:
            return {"t": "discard", "p": 1 - me, "n": e.n}
        return {"t": "effect", "p": me, "kind": k.value, "n": e.n}

    def _auto_effect(self, top: Task, ev: list[Event]) -> None:
        me, k, n = _p(top), top["kind"], int(top["n"])
        you = 1 - me
        g = self.game
        if k == "heavy":
            self._wound(you, n, 0)
        elif k == "light":
            self._wound(you, 0, n)
        elif k == "self_light":
            self._wound(me, 0, n)
        elif k == "heal":
            self.light[me] = max(0, self.light[me] - n)
        elif k == "mend":
            self.heavy[me] = max(0, self.heavy[me] - n)
        elif k == "poison":
            self.poison[you] = min(g.gset.supply("poison"), self.poison[you] + n)
        else:  # mist, potion
            self.tokens[me] = dict(
                self.tokens[me], **{k: min(g.gset.supply(k), self.tokens[me].get(k, 0) + n)}
            )
        ev.append(Event("effect", {"player": me, "effect": k, "n": n}, f"effect {k} {n} (P{me + 1})"))

    def _do_shift(self, top: Task, a: Action, ev: list[Event]) -> None:
        self.todo.pop()
        self._place(top, a.arg, ev)

    def _place(self, top: Task, cell: int, ev: list[Event]) -> None:
        who = top["who"]
        self.pos[who] = cell
        ev.append(
            Event(
                "shift",
                {"player": who, "to": self.game.grid.name(cell), "mode": top["mode"]},
                f"P{who + 1} is moved ({top['mode']}) to {self.game.grid.name(cell)}",
            )
        )
        if top["n"] > 1:
            self.push(dict(top, n=top["n"] - 1))

    def _do_tele(self, top: Task, a: Action, ev: list[Event]) -> None:
        p = _p(top)
        self.todo.pop()
        self.pos[p] = a.arg
        ev.append(
            Event(
                "teleport",
                {"player": p, "to": self.game.grid.name(a.arg)},
                f"P{p + 1} teleports to {self.game.grid.name(a.arg)}",
            )
        )

    def _auto_ko(self, top: Task, ev: list[Event]) -> None:
        ctx = self.attacks[-1]
        if self.game.attack_of(ctx).knockout:
            self.push({"t": "kooffer", "p": ctx["by"]})

    def _do_kooffer(self, top: Task, a: Action, ev: list[Event]) -> None:
        p = _p(top)
        self.todo.pop()
        if a.kind == Kind.KNOCKOUT:
            ev.append(
                Event("knockout-check", {"player": 1 - p}, f"P{p + 1} forces a knockout check on P{2 - p}")
            )
            self.push({"t": "roll", "p": 1 - p, "by": p})

    def _do_roll(self, top: Task, a: Action, ev: list[Event]) -> None:
        """Seed 002, "击倒检定：骰子变体" (KD3): 3d6 >= all cubes passes; halve the light cubes."""
        self.todo.pop()
        d, by = _p(top), int(top["by"])
        roll = a.arg + ROLL_MIN
        total = roll + rules.skill_total(self.active_skills(d), SkillKind.STEADY)
        total -= rules.skill_total(self.active_skills(by), SkillKind.CRUSH)
        cubes = self.heavy[d] + self.light[d]
        if total >= cubes:
            self.light[d] -= self.light[d] // 2
            ev.append(
                Event(
                    "check-passed",
                    {"player": d, "roll": roll, "total": total, "cubes": cubes},
                    f"P{d + 1} rolls {roll} (total {total}) against {cubes} cubes: passes",
                )
            )
            self.push(*(self._effect_task(d, e) for e in self.side(d).knockout_effect))
            return
        ev.append(
            Event(
                "check-failed",
                {"player": d, "roll": roll, "total": total, "cubes": cubes},
                f"P{d + 1} rolls {roll} (total {total}) against {cubes} cubes: knocked out",
            )
        )
        self._end_round(by, ev)

    def _auto_attack_done(self, top: Task, ev: list[Event]) -> None:
        self.attacks.pop()

    # -- outcome, views ------------------------------------------------------------------------
    def returns(self) -> list[float]:
        if self.winner < 0:
            return [0.0, 0.0]
        return [1.0, -1.0] if self.winner == 0 else [-1.0, 1.0]

    def view(self, player: int | None) -> dict[str, Any]:
        from arena.games.knockdown.view import player_view

        return player_view(self, player)

    def resample_hidden(self, player: int, rng: random.Random) -> KnockdownState:
        from arena.games.knockdown.view import resample

        return resample(self, player, rng)

    def __str__(self) -> str:
        g = self.game
        cells = ["." for _ in range(g.grid.n)]
        for p in (0, 1):
            cells[self.pos[p]] = "12"[p]
        rows = [
            "".join(cells[r * g.grid.columns : (r + 1) * g.grid.columns])
            for r in reversed(range(g.grid.rows))
        ]
        return (
            f"round {self.round} wins {self.wins} turn P{self.turn_player + 1} "
            f"wounds {self.heavy}/{self.light} todo {[t['t'] for t in self.todo[-3:]]}\n" + "\n".join(rows)
        )


def _copy(v: Any) -> Any:
    if isinstance(v, list):
        return [_copy(x) for x in v]
    if isinstance(v, dict):
        return {k: _copy(x) for k, x in v.items()}
    return v
