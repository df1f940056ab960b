"""Map & Duel rules (seed 004): the state, a stack of pending tasks, and their resolution.

The state keeps a stack of small task records. ``_advance`` runs the automatic ones until the
top task needs a player's decision or a chance outcome (dice, draws, table rows, seats), so
``current_player``, ``legal_actions`` and ``chance_outcomes`` read only the top task.

The deck is an unordered multiset: each draw is a chance node uniform over the cards left,
which is exactly a shuffled deck's distribution without a hidden order (shuffles after a
search or a reshuffle need no node). Hidden: hands (counts are public), the deck's contents,
and the cards committed in the current duel cycle (revealed when the cycle settles).
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from arena.core.errors import IllegalActionError, StateFormatError
from arena.core.events import Event
from arena.core.state import CHANCE, TERMINAL, State
from arena.games.mapduel import rules
from arena.games.mapduel.actions import PENALTIES, REWARDS, A
from arena.games.mapduel.datamodel import Card, Cell, Effect, EffectKind, PassiveKind, Target

if TYPE_CHECKING:
    from arena.games.mapduel.game import MapDuel

Task = dict[str, Any]
CHANCE_TASKS = {"seat", "move", "draw", "contest", "table", "take"}
PLAYER_TASKS = {"pick", "pre", "post", "choose", "rep", "from", "give", "excess", "absorb", "dturn"}
HARMFUL = {"damage", "steal", "skip", "move"}

_FIELDS = ("order", "char", "hp", "maxhp", "slots", "pos", "skip", "forced", "double", "alive", "hands",
           "equip", "deck", "discard", "seat_ptr", "turns", "tasks", "duel", "won", "end")  # fmt: skip


_FLAT = (
    "order",
    "char",
    "hp",
    "maxhp",
    "slots",
    "pos",
    "skip",
    "forced",
    "double",
    "alive",
    "deck",
    "discard",
)


def _fields(src: Any) -> dict[str, Any]:
    """A deep copy of the state's fields (flat lists fast, nested records generically)."""
    out: dict[str, Any] = {f: list(getattr(src, f)) for f in _FLAT}
    out["hands"] = [list(h) for h in src.hands]
    out["equip"] = [list(h) for h in src.equip]
    out["tasks"] = [_copy(t) for t in src.tasks]
    out["duel"] = _copy(src.duel)
    out["won"] = None if src.won is None else list(src.won)
    out["seat_ptr"], out["turns"], out["end"] = src.seat_ptr, src.turns, src.end
    return out


def _copy(v: Any) -> Any:
    if isinstance(v, list):
        return [_copy(x) for x in v]
    if isinstance(v, dict):
        return {k: _copy(x) for k, x in v.items()}
    return v


class MapDuelState(State[A]):
    game: MapDuel

    def __init__(self, game: MapDuel) -> None:
        self.game = game
        n = game.num_players
        self.order: list[int] = []
        self.char = [-1] * n
        self.hp = [0] * n
        self.maxhp = [0] * n
        self.slots = [0] * n
        self.pos = [0] * n
        self.skip = [0] * n
        self.forced = [0] * n
        self.double = [False] * n
        self.alive = [True] * n
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.equip: list[list[int]] = [[] for _ in range(n)]
        self.deck = [c.copies for c in game.cards]
        self.discard = [0] * len(game.cards)
        self.seat_ptr = 0
        self.turns = 0
        self.tasks: list[Task] = []
        self.duel: dict[str, Any] | None = None
        self.won: list[int] | None = None
        self.end = ""
        self._events: list[Event] = []
        self._legal: list[A] | None = None

    @classmethod
    def initial(cls, game: MapDuel) -> MapDuelState:
        st = cls(game)
        st.tasks = [{"t": "seat"}]
        return st

    # -- small helpers -----------------------------------------------------------------------------
    @property
    def n(self) -> int:
        return self.game.num_players

    def card(self, c: int) -> Card:
        return self.game.cards[c]

    def cid(self, c: int) -> str:
        return self.game.cards[c].id

    def char_id(self, p: int) -> str:
        return self.game.characters[self.char[p]].id if self.char[p] >= 0 else ""

    def passive(self, p: int, kind: PassiveKind) -> int:
        """The amount of ``p``'s passive of that kind (0 when it has another passive)."""
        if self.char[p] < 0:
            return 0
        pas = self.game.characters[self.char[p]].passive
        return pas.amount if pas.kind == kind else 0

    def has_passive(self, p: int, kind: PassiveKind) -> bool:
        return self.char[p] >= 0 and self.game.characters[self.char[p]].passive.kind == kind

    def living(self) -> list[int]:
        """Alive players in seat order."""
        return [p for p in self.order if self.alive[p]]

    def next_alive(self, p: int, step: int = 1) -> int:
        """B-18/B-25: the next (or previous, ``step=-1``) alive player in seat order."""
        k = len(self.order)
        i = self.order.index(p)
        for j in range(1, k + 1):
            q = self.order[(i + step * j) % k]
            if self.alive[q] and q != p:
                return q
        return p

    def emit(self, event_kind: str, text: str, **data: Any) -> None:
        self._events.append(Event(event_kind, data, text))

    def emit_private(
        self, kind: str, text: str, who: set[int], data: dict[str, Any], redacted: dict[str, Any]
    ) -> None:
        self._events.append(Event(kind, data, text, frozenset(who), redacted))

    def forget_legal(self) -> None:
        """Drop the cached legal actions (after a position builder's edit)."""
        self._legal = None

    def deck_total(self) -> int:
        return sum(self.deck)

    def usable(self, p: int, c: int) -> bool:
        """卡牌规则 0: some cards cannot be used by some characters."""
        return self.char_id(p) not in self.card(c).cannot_use

    # -- whose turn ----------------------------------------------------------------------------------
    def current_player(self) -> int:
        if self.won is not None or not self.tasks:
            return TERMINAL
        top = self.tasks[-1]
        if top["t"] in CHANCE_TASKS:
            return CHANCE
        if top["t"] == "rep":
            return int(top["by"])
        return int(top["p"])

    def chance_outcomes(self) -> list[tuple[A, Fraction]]:
        if self.current_player() != CHANCE:
            return []
        top = self.tasks[-1]
        t = top["t"]
        if t == "seat":
            free = [p for p in range(self.n) if p not in self.order]
            return [(A("seat", p), Fraction(1, len(free))) for p in free]
        if t in ("move", "contest"):
            return [(A("die", k + 1), pr) for k, pr in enumerate(rules.DIE)]
        if t == "table":
            if top["kind"] == "reward":
                return [(A("reward", k), pr) for k, pr in enumerate(rules.REWARD_TABLE)]
            return [(A("penalty", k), pr) for k, pr in enumerate(rules.PENALTY_TABLE)]
        if t == "draw":
            total = self.deck_total()
            return [(A("draw", c), Fraction(k, total)) for c, k in enumerate(self.deck) if k]
        if t == "take":
            hand = self.hands[top["v"]]
            return [(A("take", c), Fraction(hand.count(c), len(hand))) for c in sorted(set(hand))]
        raise AssertionError(t)

    # -- legal actions -------------------------------------------------------------------------------
    def legal_actions(self) -> list[A]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> list[A]:
        player = self.current_player()
        if player == TERMINAL:
            return []
        if player == CHANCE:
            out = [a for a, _ in self.chance_outcomes()]
        else:
            out = self._decisions(self.tasks[-1])
        index = self.game.codec.index
        return sorted(set(out), key=index.__getitem__)

    def _targets_for(self, p: int, eff: Effect) -> list[int]:
        if eff.target == Target.ANY:
            return [q for q in self.living() if q != p]
        return [-1]

    def _act_options(self, p: int) -> list[A]:
        out = []
        for c in sorted(set(self.hands[p])):
            card = self.card(c)
            if card.action is not None and self.usable(p, c):
                out += [A("act", c, t) for t in self._targets_for(p, card.action)]
        return out

    def _equip_options(self, p: int) -> list[A]:
        if len(self.equip[p]) >= self.slots[p]:
            return []
        return [
            A("equip", c) for c in sorted(set(self.hands[p])) if self.card(c).equipment and self.usable(p, c)
        ]

    def _play_options(self, p: int) -> list[A]:
        out = []
        for c in sorted(set(self.hands[p])):
            card = self.card(c)
            if card.skill is not None and self.usable(p, c):
                out += [A("play", c, t) for t in self._targets_for(p, card.skill)]
        return out

    def _decisions(self, top: Task) -> list[A]:
        t, p = top["t"], top.get("p", -1)
        if t == "pick":
            taken = set(self.char)
            return [A("pick", i) for i in range(len(self.game.characters)) if i not in taken]
        if t == "pre":
            out = [A("roll")]
            if not top["acted"]:
                out += self._act_options(p)
            return out + self._equip_options(p)
        if t == "post":
            out = [A("end")]
            if not top["acted"]:
                out += self._act_options(p)
            return out + self._equip_options(p)
        if t == "choose":
            return [A("choose", c) for c, k in enumerate(self.deck) if k]
        if t == "rep":
            return [A("rep", q) for q in self.living() if q != p]
        if t == "from":
            return [A("from", q) for q in self.living() if q != p]
        if t == "give":
            return [A("give", c) for c in sorted(set(self.hands[p]))]
        if t == "excess":
            return [A("discard", c) for c in sorted(set(self.equip[p]))]
        if t == "absorb":
            return [A("absorb", c) for c in top["opts"]]
        if t == "dturn":
            out = []
            if top["played"] < rules.MAX_CARDS_PER_DUEL_TURN:
                out += self._play_options(p) + self._equip_options(p)
            if not top["skill"]:
                eff = self.game.characters[self.char[p]].active.effect
                out += [A("skill", -1, q) for q in self._targets_for(p, eff)]
            if (
                top["played"] > 0
                or self.game.opts.voluntary_pass
                or not (self._play_options(p) + self._equip_options(p))
            ):
                out.append(A("end"))
            return out
        raise AssertionError(t)

    def illegal_reason(self, action: A) -> IllegalActionError | None:
        if self._legal is None:
            self._legal = self._compute_legal()
        if action in self._legal:
            return None
        text = self.game.codec.to_text(action) if action in self.game.codec.index else repr(action)
        player = self.current_player()
        if player == TERMINAL:
            return IllegalActionError(
                f"{text}: the game is over", reason="game-over", rule="seed 004: 游戏结束"
            )
        if player == CHANCE:
            return IllegalActionError(
                f"{text}: this is a chance node; only its outcomes apply",
                reason="chance-node",
                rule="core: chance",
            )
        t = self.tasks[-1]["t"]
        why = {
            "pick": ("now each player picks a free character", "seed 004 规则 2: 每名玩家选择一名角色"),
            "pre": ("not possible before your roll", "seed 004 卡牌规则 ①: 一次行动中仅可使用一张; B-21"),
            "post": ("not possible after your move", "seed 004 卡牌规则 ①; B-21"),
            "choose": ("that card is not in the deck", "seed 004 地图回合规则 ④; B-23"),
            "rep": ("the representative is another living player", "seed 004 ⑥/⑦: 其余玩家选择一名代表; B-7"),
            "from": ("take cards from another living player", "seed 004 奖励机制; B-11"),
            "give": ("give a card from your hand", "seed 004 惩罚机制; B-12"),
            "excess": ("discard one of your equipment cards", "B-9"),
            "absorb": ("choose one of the equipment cards that can stop this effect", "seed 004 卡牌规则 ③"),
            "dturn": (
                "in a duel: skill cards only, at most 3 cards and one active skill; you must play a card if you can",
                "seed 004 决斗回合规则 2, 卡牌规则 ②; B-15",
            ),
        }[t]
        return IllegalActionError(f"{text}: {why[0]}", reason="not-legal-now", rule=why[1])

    # -- apply ---------------------------------------------------------------------------------------
    def _apply(self, action: A) -> list[Event]:
        self._events = []
        self._legal = None
        top = self.tasks[-1]
        getattr(self, "_do_" + top["t"])(top, action)
        self._advance()
        events, self._events = self._events, []
        return events

    def _push(self, *tasks: Task) -> None:
        """Push tasks to run in the given order (the first listed runs first)."""
        self.tasks.extend(reversed(tasks))

    # chance ------------------------------------------------------------------------------------------
    def _do_seat(self, top: Task, a: A) -> None:
        self.order.append(a.arg)
        self.emit("seat", f"p{a.arg} takes seat {len(self.order)}", player=a.arg, seat=len(self.order))
        if len(self.order) == self.n - 1:
            last = next(p for p in range(self.n) if p not in self.order)
            self.order.append(last)
            self.emit("seat", f"p{last} takes seat {self.n}", player=last, seat=self.n)
        if len(self.order) == self.n:
            self.tasks.pop()
            self._push(*({"t": "pick", "p": p} for p in self.order))

    def _do_move(self, top: Task, a: A) -> None:
        self.tasks.pop()
        p, roll = top["p"], a.arg
        length = len(self.game.map.cells)
        dest = self.pos[p] + roll
        self.emit("roll", f"p{p} rolls {roll}", player=p, roll=roll)
        if dest > length:
            self.pos[p] = 0
            self.emit("start", f"p{p} passes Start: duel round", player=p)
            self._start_duel("start")  # seed 004 规则 5; B-3 (pips beyond Start are lost)
            return
        self.pos[p] = dest
        self._land(p, dest)

    def _do_contest(self, top: Task, a: A) -> None:
        top["rolls"].append(a.arg)
        if len(top["rolls"]) < 2:
            return
        self.tasks.pop()
        p, rep, kind = top["p"], top["rep"], top["kind"]
        mine = top["rolls"][0] + self.passive(p, PassiveKind.LUCKY)
        theirs = top["rolls"][1] + self.passive(rep, PassiveKind.LUCKY)
        fires = mine > theirs if kind == "reward" else mine <= theirs  # B-8
        self.emit(
            "contest",
            f"{kind} game: p{p} {mine} vs p{rep} {theirs}: {'triggered' if fires else 'nothing'}",
            player=p,
            rep=rep,
            rolls=[mine, theirs],
            game=kind,  # not "kind": that would shadow the event's own kind in JSON
            triggered=fires,
        )
        if fires:
            self._push({"t": "table", "p": p, "kind": kind})

    def _do_table(self, top: Task, a: A) -> None:
        self.tasks.pop()
        p = top["p"]
        if a.kind == "reward":
            self.emit("reward", f"p{p} reward: {REWARDS[a.arg]}", player=p, row=REWARDS[a.arg])
            self._reward(p, a.arg)
        else:
            self.emit("penalty", f"p{p} penalty: {PENALTIES[a.arg]}", player=p, row=PENALTIES[a.arg])
            self._push({"t": "effect", "src": -1, "tgt": p, "k": "pen-" + PENALTIES[a.arg], "n": 0, "card": -1,
                        "duel": False, "cat": "penalty"})  # fmt: skip

    def _do_draw(self, top: Task, a: A) -> None:
        p = top["p"]
        self.deck[a.arg] -= 1
        self.hands[p].append(a.arg)
        self.hands[p].sort()
        self.emit_private("draw", f"p{p} draws {self.cid(a.arg)}", {p}, {"player": p, "card": self.cid(a.arg)},
                          {"player": p})  # fmt: skip
        top["n"] -= 1
        if top["n"] <= 0:
            self.tasks.pop()

    def _do_take(self, top: Task, a: A) -> None:
        p, v = top["p"], top["v"]
        self.hands[v].remove(a.arg)
        self.hands[p].append(a.arg)
        self.hands[p].sort()
        self.emit_private("take", f"p{p} takes {self.cid(a.arg)} from p{v}", {p, v},
                          {"player": p, "from": v, "card": self.cid(a.arg)}, {"player": p, "from": v})  # fmt: skip
        top["n"] -= 1
        if top["n"] <= 0 or not self.hands[v]:
            self.tasks.pop()

    # decisions ------------------------------------------------------------------------------------------
    def _do_pick(self, top: Task, a: A) -> None:
        self.tasks.pop()
        p, ch = top["p"], self.game.characters[a.arg]
        self.char[p] = a.arg
        self.hp[p] = self.maxhp[p] = ch.hp
        self.slots[p] = ch.slots
        self.emit("pick", f"p{p} plays {ch.names.en}", player=p, character=ch.id)
        if all(c >= 0 for c in self.char):
            self.tasks = [{"t": "map"}]

    def _do_pre(self, top: Task, a: A) -> None:
        p = top["p"]
        if a.kind == "roll":
            self.tasks.pop()
            self._push(
                {"t": "move", "p": p}, {"t": "post", "p": p, "moves": top["moves"] - 1, "acted": False}
            )
        elif a.kind == "act":
            top["acted"] = True
            self._act(p, a)
        else:
            self._equip(p, a.arg)

    def _do_post(self, top: Task, a: A) -> None:
        p = top["p"]
        if a.kind == "end":
            self._end_move(top)
        elif a.kind == "act":
            top["acted"] = True
            self._act(p, a)
        else:
            self._equip(p, a.arg)

    def _end_move(self, top: Task) -> None:
        self.tasks.pop()
        if top["moves"] > 0 and self.alive[top["p"]]:  # 下一回合活动两次: the second move
            self.emit("again", f"p{top['p']} moves again", player=top["p"])
            self._push({"t": "pre", "p": top["p"], "moves": top["moves"], "acted": False})

    def _do_choose(self, top: Task, a: A) -> None:
        p = top["p"]
        self.deck[a.arg] -= 1
        self.hands[p].append(a.arg)
        self.hands[p].sort()
        self.emit_private("choose", f"p{p} chooses {self.cid(a.arg)} from the deck", {p},
                          {"player": p, "card": self.cid(a.arg)}, {"player": p})  # fmt: skip
        top["n"] -= 1
        if top["n"] <= 0:
            self.tasks.pop()  # B-23: the deck is shuffled after the search (unordered here)

    def _do_rep(self, top: Task, a: A) -> None:
        self.tasks.pop()
        self.emit("rep", f"p{a.arg} represents the others", player=top["p"], rep=a.arg)
        self._push({"t": "contest", "p": top["p"], "rep": a.arg, "kind": top["kind"], "rolls": []})

    def _do_from(self, top: Task, a: A) -> None:
        self.tasks.pop()
        k = min(2, len(self.hands[a.arg]))  # B-11: fewer if they hold fewer
        self.emit(
            "steal", f"p{top['p']} takes {k} card(s) from p{a.arg}", player=top["p"], victim=a.arg, count=k
        )
        if k:
            self._push({"t": "effect", "src": top["p"], "tgt": a.arg, "k": "steal", "n": k, "card": -1,
                        "duel": False, "cat": "steal"})  # fmt: skip

    def _do_give(self, top: Task, a: A) -> None:
        p, to = top["p"], top["to"].pop(0)
        self.hands[p].remove(a.arg)
        self.hands[to].append(a.arg)
        self.hands[to].sort()
        self.emit_private("give", f"p{p} gives {self.cid(a.arg)} to p{to}", {p, to},
                          {"player": p, "to": to, "card": self.cid(a.arg)}, {"player": p, "to": to})  # fmt: skip
        if not top["to"]:
            self.tasks.pop()

    def _do_excess(self, top: Task, a: A) -> None:
        p = top["p"]
        self.equip[p].remove(a.arg)
        self.discard[a.arg] += 1
        self.emit("discard", f"p{p} discards {self.cid(a.arg)} (no slot)", player=p, card=self.cid(a.arg))
        if len(self.equip[p]) <= self.slots[p]:
            self.tasks.pop()

    def _do_absorb(self, top: Task, a: A) -> None:
        self.tasks.pop()
        self._consume(top["p"], a.arg, top["eff"])

    def _do_dturn(self, top: Task, a: A) -> None:
        p = top["p"]
        duel = self.duel
        assert duel is not None
        if a.kind == "end":
            self.tasks.pop()
            if top["played"] == 0:  # 规则 6 / B-15: no card played ends the duel round
                duel["over"] = True
                self.emit("duel-over", f"p{p} plays no card: the duel round ends", player=p)
                self._push({"t": "settle"})
            return
        if a.kind == "equip":
            top["played"] += 1  # B-20: equipping counts as one of the three cards
            self._equip(p, a.arg)
            return
        if a.kind == "skill":
            top["skill"] = True
            ch = self.game.characters[self.char[p]]
            duel["skills"][p].append(ch.active.id)
            self._duel_effect(p, ch.active.effect, a.target, -1)
            self.emit_private("skill", f"p{p} uses {ch.active.names.en}", {p},
                              {"player": p, "skill": ch.active.id, "target": a.target}, {"player": p})  # fmt: skip
            return
        top["played"] += 1
        self.hands[p].remove(a.arg)
        duel["commits"][p].append(a.arg)
        card = self.card(a.arg)
        assert card.skill is not None
        self.emit_private("play", f"p{p} plays {card.id}", {p}, {"player": p, "card": card.id, "target": a.target},
                          {"player": p, "count": len(duel["commits"][p])})  # fmt: skip
        self._duel_effect(p, card.skill, a.target, a.arg)

    # -- effects -----------------------------------------------------------------------------------------
    def _resolve_targets(self, p: int, eff: Effect, chosen: int) -> list[int]:
        if eff.target == Target.SELF:
            return [p]
        if eff.target == Target.ANY:
            return [chosen]
        if eff.target == Target.NEXT:
            return [self.next_alive(p)]
        if eff.target == Target.PREVIOUS:
            return [self.next_alive(p, -1)]
        first = self.next_alive(p)
        i = self.order.index(first)
        rot = self.order[i:] + self.order[:i]
        return [q for q in rot if self.alive[q] and q != p]

    def _duel_effect(self, p: int, eff: Effect, chosen: int, card: int) -> None:
        """B-16: HP and max-HP changes are queued; card movements happen now."""
        assert self.duel is not None
        amount = eff.amount
        if eff.effect == EffectKind.DAMAGE and card >= 0:
            amount += self.passive(p, PassiveKind.SHARP)
        for q in self._resolve_targets(p, eff, chosen):
            entry = {"src": p, "tgt": q, "k": eff.effect.value, "n": amount, "card": card}
            if eff.effect in (EffectKind.DRAW, EffectKind.STEAL):
                self._push({**entry, "t": "effect", "duel": False, "cat": eff.effect.value})
            else:
                self.duel["queue"].append(entry)

    def _act(self, p: int, a: A) -> None:
        """卡牌规则 ①: an action card, one per move, effect at once (B-21)."""
        self.hands[p].remove(a.arg)
        self.discard[a.arg] += 1
        card = self.card(a.arg)
        assert card.action is not None
        eff = card.action
        self.emit("act", f"p{p} plays {card.names.en}" + (f" on p{a.target}" if a.target >= 0 else ""),
                  player=p, card=card.id, target=a.target)  # fmt: skip
        tasks = []
        for q in self._resolve_targets(p, eff, a.target):
            tasks.append({"t": "effect", "src": p, "tgt": q, "k": eff.effect.value, "n": eff.amount,
                          "card": a.arg, "duel": False, "cat": eff.effect.value})  # fmt: skip
        self._push(*tasks)

    def _equip(self, p: int, c: int) -> None:
        self.hands[p].remove(c)
        self.equip[p].append(c)
        self.equip[p].sort()
        self.emit("equip", f"p{p} equips {self.cid(c)}", player=p, card=self.cid(c))

    def _absorbers(self, e: Task) -> list[int]:
        """卡牌规则 ③: the equipped cards of the target that can stop this effect."""
        q, cat = e["tgt"], e["cat"]
        if e["src"] == q or cat not in ("damage", "steal", "skip", "move", "max_hp", "penalty"):
            return []
        if cat == "max_hp" and e["n"] > 0:
            return []
        out = set()
        for c in self.equip[q]:
            eq = self.card(c).equipment
            if eq is not None and cat in {x.value for x in eq.absorbs}:
                out.add(c)
        return sorted(out)

    def _consume(self, q: int, c: int, e: Task) -> None:
        self.equip[q].remove(c)
        self.discard[c] += 1
        self.emit("absorb", f"p{q}'s {self.cid(c)} stops {e['k']}", player=q, card=self.cid(c), effect=e["k"])

    def _run_effect(self, e: Task) -> None:
        q = e["tgt"]
        if not self.alive[q]:
            return
        if e["card"] >= 0 and self.char_id(q) in self.card(e["card"]).unaffected:
            self.emit("unaffected", f"p{q} is not affected by {self.cid(e['card'])}", player=q)
            return
        opts = self._absorbers(e)
        if len(opts) == 1:
            self._consume(q, opts[0], e)
            return
        if len(opts) > 1:
            self._push({"t": "absorb", "p": q, "opts": opts, "eff": e})
            return
        self._effect_now(e)

    def _effect_now(self, e: Task) -> None:
        k, q, n, duel = e["k"], e["tgt"], e["n"], e["duel"]
        src = e["src"]
        if k == "damage":
            n = max(0, n - self.passive(q, PassiveKind.ARMOR))
            if duel:
                assert self.duel is not None
                self.duel["delta"][q] -= n
            else:
                self._lose_hp(q, n)
            self.emit("damage", f"p{q} takes {n} damage", player=q, amount=n, deferred=duel)
        elif k == "heal":
            n += self.passive(q, PassiveKind.HEALER)
            if duel:
                assert self.duel is not None
                self.duel["delta"][q] += n
            else:
                self.hp[q] = min(self.maxhp[q], self.hp[q] + n)
            self.emit("heal", f"p{q} heals {n}", player=q, amount=n, deferred=duel)
        elif k == "max_hp":
            if duel:
                assert self.duel is not None
                self.duel["dmax"][q] += n
            else:
                self.maxhp[q] += n
                self.hp[q] = min(self.hp[q], self.maxhp[q])
                if self.hp[q] <= 0:
                    self._kill(q)
            self.emit("max-hp", f"p{q} max HP {n:+d}", player=q, amount=n, deferred=duel)
        elif k == "draw":
            self._draw(q, n)
        elif k == "steal":
            k2 = min(n, len(self.hands[q]))
            if k2:
                self._push({"t": "take", "p": src, "v": q, "n": k2})  # B-11: at random
        elif k == "skip":
            if self.has_passive(q, PassiveKind.STEADY):
                self.emit("unaffected", f"p{q} is steady: no skip", player=q)
            else:
                self.skip[q] += n
                self.emit("skip", f"p{q} will skip {n} map turn(s)", player=q, turns=n)
        elif k == "move":
            length = len(self.game.map.cells)
            if self.pos[q] > 0:
                self.pos[q] = max(1, min(length, self.pos[q] + n))
            elif n > 0:
                self.pos[q] = min(length, n)
            self.emit("move", f"p{q} moves to cell {self.pos[q]} (no event)", player=q, cell=self.pos[q])
        elif k == "double":
            self.double[q] = True
            self.emit("double", f"p{q} will act twice next turn", player=q)
        elif k == "slot":
            self.slots[q] += n
            self.emit("slot", f"p{q} has {self.slots[q]} equipment slots", player=q, slots=self.slots[q])
        elif k == "pen-hp":  # 扣除此玩家角色生命及生命上限2点(马里奥为1点)
            loss = self.passive(q, PassiveKind.PENALTY_LOSS) or rules.PENALTY_HP_LOSS
            self.maxhp[q] -= loss
            self.emit("max-hp", f"p{q} loses {loss} HP and max HP", player=q, amount=-loss, deferred=False)
            self._lose_hp(q, loss)
        elif k == "pen-suspend":
            self.skip[q] += rules.SUSPEND_TURNS
            self.emit("skip", f"p{q} is suspended for {rules.SUSPEND_TURNS} turns", player=q, turns=2)
        elif k == "pen-slot":
            self.slots[q] = max(0, self.slots[q] - 1)  # B-9: slots floor at 0
            self.emit("slot", f"p{q} has {self.slots[q]} equipment slots", player=q, slots=self.slots[q])
            if len(self.equip[q]) > self.slots[q]:
                self._push({"t": "excess", "p": q})
        elif k == "pen-give":
            others = [r for r in self.living() if r != q]
            i = self.order.index(self.next_alive(q)) if others else 0
            rot = [r for r in self.order[i:] + self.order[:i] if r in others]
            self._give_next(q, rot)
        elif k == "pen-curse":
            self.forced[q] += rules.FORCED_PENALTIES  # B-10: a repeat adds 3
            self.emit("curse", f"p{q}'s next {self.forced[q]} reward/penalty games are penalties", player=q)
        else:
            raise AssertionError(k)

    def _give_next(self, p: int, to: list[int]) -> None:
        """B-12: a card to each recipient; without cards, 1 HP and the recipient draws."""
        while to and not self.hands[p] and self.alive[p]:
            r = to.pop(0)
            self.emit("give-short", f"p{p} has no card for p{r}: loses 1 HP", player=p, to=r)
            self._lose_hp(p, 1)
            self._draw(r, 1, front=True)
        if to and self.alive[p]:
            self._push({"t": "give", "p": p, "to": to})

    def _draw(self, p: int, n: int, front: bool = False) -> None:
        """卡牌规则 1 / B-22: all or nothing; cancelled when the deck holds too few."""
        if self.deck_total() < n and self.game.opts.reshuffle_when_empty:
            self._reshuffle()
        if self.deck_total() < n:
            self.emit(
                "draw-cancelled", f"p{p}: the deck holds {self.deck_total()} < {n}: draw cancelled", player=p
            )
            return
        if n > 0:
            self._push({"t": "draw", "p": p, "n": n})

    def _reshuffle(self) -> None:
        for c, k in enumerate(self.discard):
            self.deck[c] += k
        self.discard = [0] * len(self.discard)
        self.emit("reshuffle", "the discard pile is shuffled back into the deck")

    def _lose_hp(self, q: int, n: int) -> None:
        """B-13: outside a duel HP changes at once; at 0 or less the character dies."""
        self.hp[q] -= n
        if self.hp[q] <= 0 and self.alive[q]:
            self._kill(q)

    def _kill(self, q: int) -> None:
        self.alive[q] = False
        for c in self.hands[q] + self.equip[q]:
            self.deck[c] += 1  # B-13: the hand returns to the deck
        self.hands[q], self.equip[q] = [], []
        self.emit("death", f"p{q} dies", player=q)
        living = self.living()
        if len(living) == 1 and self.duel is None:
            self._finish(living, "last alive")

    def _finish(self, winners: list[int], why: str) -> None:
        self.won = sorted(winners)
        self.end = why
        self.tasks = []
        self.emit("game-over", f"game over ({why}): winner(s) {', '.join(f'p{w}' for w in winners)}",
                  winners=self.won, reason=why)  # fmt: skip

    # -- map round ---------------------------------------------------------------------------------------
    def _land(self, p: int, cell_no: int) -> None:
        cell = self.game.map.cells[cell_no - 1]
        self.emit(
            "land", f"p{p} lands on cell {cell_no} ({cell.value})", player=p, cell=cell_no, event=cell.value
        )
        if cell == Cell.REST:
            if self.has_passive(p, PassiveKind.RESTLESS):
                self.emit("unaffected", f"p{p} is restless: no rest", player=p)
            else:
                self.skip[p] += 1
        elif cell == Cell.DUEL:
            self._start_duel("duel cell")  # ③ 立即决斗
        elif cell == Cell.PICK1:
            if self.deck_total() >= 1:
                self._push({"t": "choose", "p": p, "n": 1})
        elif cell in (Cell.DRAW1, Cell.DRAW2):
            self._draw(p, (1 if cell == Cell.DRAW1 else 2) + self.passive(p, PassiveKind.DRAW_BONUS))
        elif cell in (Cell.REWARD, Cell.PENALTY):
            kind = "reward" if cell == Cell.REWARD else "penalty"
            if self.forced[p] > 0:  # B-10
                self.forced[p] -= 1
                self.emit("forced", f"p{p}: forced penalty ({self.forced[p]} left)", player=p)
                self._push({"t": "table", "p": p, "kind": "penalty"})
                return
            others = [q for q in self.living() if q != p]
            if len(others) == 1:  # B-7: with one other player, it is the representative
                self._push({"t": "contest", "p": p, "rep": others[0], "kind": kind, "rolls": []})
            else:
                self._push({"t": "rep", "p": p, "by": self.next_alive(p), "kind": kind})

    def _reward(self, p: int, row: int) -> None:
        if row == 0:  # 任选两张卡牌 (B-23: all or nothing)
            if self.deck_total() >= 2:
                self._push({"t": "choose", "p": p, "n": 2})
            else:
                self.emit("draw-cancelled", f"p{p}: the deck holds fewer than 2 cards", player=p)
        elif row == 1:
            self._effect_now({"k": "slot", "tgt": p, "src": p, "n": 1, "duel": False})
        elif row == 2:
            if any(q != p for q in self.living()):
                self._push({"t": "from", "p": p})
        elif row == 3:
            self._effect_now({"k": "double", "tgt": p, "src": p, "n": 1, "duel": False})
        else:
            self._finish([p], "instant win")

    def _map_turn(self) -> None:
        if self.turns >= self.game.opts.max_turns:  # B-14 safety valve
            best = max(self.hp[p] for p in self.living())
            self._finish([p for p in self.living() if self.hp[p] == best], "turn cap")
            return
        p = self.order[self.seat_ptr]
        self.seat_ptr = (self.seat_ptr + 1) % self.n
        if not self.alive[p]:
            return
        self.turns += 1
        if self.skip[p] > 0:  # ② 休息一回合 / 暂停活动 (B-5)
            self.skip[p] -= 1
            self.emit("rest", f"p{p} skips this turn ({self.skip[p]} more)", player=p)
            return
        moves = 2 if self.double[p] else 1
        self.double[p] = False
        self._push({"t": "pre", "p": p, "moves": moves, "acted": False})

    # -- duel round ---------------------------------------------------------------------------------------
    def _start_duel(self, why: str) -> None:
        """规则 5 / ③: every player leaves the map round; the duel starts at seat 1."""
        self.tasks = [{"t": "map"}, {"t": "dnext"}]
        self.pos = [0] * self.n
        n = self.n
        self.duel = {"idx": 0, "cycle": 1, "over": False, "queue": [], "commits": [[] for _ in range(n)],
                     "skills": [[] for _ in range(n)], "delta": [0] * n, "dmax": [0] * n}  # fmt: skip
        self.emit("duel", f"duel round ({why})", reason=why)

    def _dnext(self) -> None:
        duel = self.duel
        assert duel is not None
        while duel["idx"] < len(self.order) and not self.alive[self.order[duel["idx"]]]:
            duel["idx"] += 1
        if duel["idx"] >= len(self.order):
            self._push({"t": "settle"})
            return
        p = self.order[duel["idx"]]
        duel["idx"] += 1
        self._push({"t": "dturn", "p": p, "played": 0, "skill": False})

    def _settle(self) -> None:
        """B-16/B-17: the cycle's cards are revealed and its queued effects resolve."""
        duel = self.duel
        assert duel is not None
        shown = {f"p{p}": [self.cid(c) for c in cs] for p, cs in enumerate(duel["commits"]) if cs}
        skills = {f"p{p}": s for p, s in enumerate(duel["skills"]) if s}
        self.emit("reveal", f"duel cycle {duel['cycle']}: {shown} {skills}", cards=shown, skills=skills)
        for cs in duel["commits"]:
            for c in cs:
                self.discard[c] += 1
        duel["commits"] = [[] for _ in range(self.n)]
        duel["skills"] = [[] for _ in range(self.n)]
        queue = duel["queue"]
        duel["queue"] = []
        cancels = {e["src"] for e in queue if e["k"] == "cancel"}
        keep = []
        for e in queue:
            if e["k"] == "cancel":
                continue
            harmful = e["k"] == "damage" or (e["k"] == "max_hp" and e["n"] < 0)
            if harmful and e["tgt"] in cancels and e["src"] == self.next_alive(e["tgt"], -1):
                self.emit(
                    "cancel", f"p{e['tgt']} dodges p{e['src']}'s {e['k']}", player=e["tgt"], src=e["src"]
                )
                continue
            keep.append({**e, "t": "effect", "duel": True, "cat": e["k"]})
        self._push(*keep, {"t": "settle_end"})

    def _settle_end(self) -> None:
        duel = self.duel
        assert duel is not None
        dead = []
        for p in self.living():
            self.maxhp[p] += duel["dmax"][p]
            self.hp[p] = min(self.hp[p] + duel["delta"][p], self.maxhp[p])
            if duel["dmax"][p] or duel["delta"][p]:
                self.emit("update", f"p{p} HP {self.hp[p]}/{self.maxhp[p]}", player=p, hp=self.hp[p],
                          maxhp=self.maxhp[p])  # fmt: skip
            if self.hp[p] <= 0:
                dead.append(p)
        duel["delta"] = [0] * self.n
        duel["dmax"] = [0] * self.n
        for p in dead:
            self._kill(p)
        living = self.living()
        if len(living) <= 1:
            self._finish(living or dead, "last alive" if living else "draw: the last players died together")
            return
        self.tasks.pop()  # settle_end
        if dead or duel["over"] or duel["cycle"] >= self.game.opts.max_cycles:
            self._end_duel()
            return
        self.tasks.pop()  # settle
        duel["idx"] = 0
        duel["cycle"] += 1

    def _end_duel(self) -> None:
        """规则 6: back to the map round, all on Start, seat 1 first (B-4); B-22 reshuffle."""
        self.duel = None
        for c, k in enumerate(self.discard):
            self.deck[c] += k
        self.discard = [0] * len(self.discard)
        self.pos = [0] * self.n
        self.seat_ptr = 0
        self.tasks = [{"t": "map"}]
        self.emit("duel-end", "the duel round ends; everyone is back on Start")

    # -- the pump ---------------------------------------------------------------------------------------------
    def _advance(self) -> None:
        """Run automatic tasks until a decision, a chance node or the end."""
        while self.won is None and self.tasks:
            top = self.tasks[-1]
            t = top["t"]
            if t in PLAYER_TASKS or t in ("draw", "take"):
                p = top["p"]
                if not self.alive[p] and t != "take":
                    self.tasks.pop()
                    continue
            if t == "map":
                self._map_turn()
            elif t == "dnext":
                self._dnext()
            elif t == "settle":
                if top.get("ran"):
                    raise AssertionError("settle re-entered")
                top["ran"] = True
                self._settle()
            elif t == "settle_end":
                self._settle_end()
            elif t == "effect":
                self.tasks.pop()
                self._run_effect(top)
            elif t == "post" and not (self._decisions(top)[1:]):
                self._end_move(top)
            elif t == "give" and (not self.hands[top["p"]] or not top["to"]):
                self.tasks.pop()
                self._give_next(top["p"], top["to"])
            elif (
                (t == "take" and (not self.hands[top["v"]] or not self.alive[top["p"]]))
                or (t == "choose" and self.deck_total() == 0)
                or (t == "excess" and len(self.equip[top["p"]]) <= self.slots[top["p"]])
                or (t == "draw" and self.deck_total() == 0)
            ):
                self.tasks.pop()
            elif t == "rep" and len([q for q in self.living() if q != top["p"]]) == 1:
                self.tasks.pop()
                rep = next(q for q in self.living() if q != top["p"])
                self._push({"t": "contest", "p": top["p"], "rep": rep, "kind": top["kind"], "rolls": []})
            else:
                return

    # -- outcome ------------------------------------------------------------------------------------------
    def returns(self) -> list[float]:
        if self.won is None:
            return [0.0] * self.n
        if len(self.won) == 1:
            return [1.0 if p == self.won[0] else -1.0 for p in range(self.n)]
        return [0.0 if p in self.won else -1.0 for p in range(self.n)]

    # -- copies, views, JSON ---------------------------------------------------------------------------------
    def clone(self) -> MapDuelState:
        other = MapDuelState.__new__(MapDuelState)
        other.game = self.game
        other.__dict__.update(_fields(self))
        other._events = []
        other._legal = self._legal
        return other

    def to_json(self) -> dict[str, Any]:
        return _fields(self)

    @classmethod
    def from_json(cls, game: MapDuel, data: dict[str, Any]) -> MapDuelState:
        if not isinstance(data, dict) or any(f not in data for f in _FIELDS):
            missing = [f for f in _FIELDS if not isinstance(data, dict) or f not in data]
            raise StateFormatError(f"mapduel state misses {missing}")
        st = cls(game)
        data = _copy(data)
        for f in _FIELDS:
            setattr(st, f, data[f])
        n = game.num_players
        if len(st.hp) != n or len(st.deck) != len(game.cards):
            raise StateFormatError("mapduel state does not match this configuration")
        return st

    def view(self, player: int | None) -> dict[str, Any]:
        from arena.games.mapduel.view import view

        return view(self, player)

    def resample_hidden(self, player: int, rng: random.Random) -> MapDuelState:
        """Redraw the cards ``player`` cannot see: other hands and the deck, sizes kept.

        During ``player``'s own search of the deck (④, B-23) the deck is face up to them and
        stays put. Cards committed in the current duel cycle are not redrawn.
        """
        other = self.clone()
        other._legal = None
        if self.won is not None:
            return other
        top = self.tasks[-1] if self.tasks else {}
        searching = top.get("t") == "choose" and top.get("p") == player
        holders = [q for q in range(self.n) if q != player]
        pool = [c for q in holders for c in self.hands[q]]
        if not searching:
            pool += [c for c, k in enumerate(self.deck) for _ in range(k)]
        rng.shuffle(pool)
        for q in holders:
            k = len(self.hands[q])
            other.hands[q] = sorted(pool[:k])
            pool = pool[k:]
        if not searching:
            other.deck = [0] * len(self.deck)
            for c in pool:
                other.deck[c] += 1
        return other

    def __str__(self) -> str:
        top = self.tasks[-1]["t"] if self.tasks else "-"
        who = " ".join(
            f"p{p}:{self.char_id(p)}@{self.pos[p]} hp{self.hp[p]}/{self.maxhp[p]} h{len(self.hands[p])}"
            + ("" if self.alive[p] else "†")
            for p in range(self.n)
        )
        return f"<mapduel {top} turn {self.turns} {who}>"
