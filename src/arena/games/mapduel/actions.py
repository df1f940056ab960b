"""Map & Duel actions: one small value type, its text notation and a stable integer codec.

======================  ==============================  =============================================
value                   text                            meaning
======================  ==============================  =============================================
``A("seat", p)``        ``seat p2``                     chance: p2 takes the next seat (B-1)
``A("pick", c)``        ``pick mario``                  choose a character (seed 规则 2)
``A("roll")``           ``roll``                        roll the die to move (seed 规则 3)
``A("die", k)``         ``die 4``                       chance: a d6 shows k (B-2)
``A("act", c, t)``      ``act bomb p1`` / ``act snack``  play an action card on the map (卡牌规则 ①)
``A("equip", c)``       ``equip cloak``                 put an equipment card in a slot (③, B-20)
``A("end")``            ``end``                         end the turn
``A("draw", c)``        ``draw strike``                 chance: the card drawn from the deck
``A("take", c)``        ``take strike``                 chance: the card taken at random from a hand
``A("choose", c)``      ``choose strike``               take a card of your choice from the deck (④)
``A("rep", p)``         ``rep p3``                      name the representative (奖励/惩罚游戏, B-7)
``A("reward", k)``      ``reward win``                  chance: the reward table row
``A("penalty", k)``     ``penalty suspend``             chance: the penalty table row
``A("from", p)``        ``from p1``                     the player to take 2 cards from (B-11)
``A("give", c)``        ``give strike``                 the card given to the next recipient (B-12)
``A("discard", c)``     ``discard cloak``               drop equipment beyond the slots (B-9)
``A("absorb", c)``      ``absorb cloak``                the equipment that stops an effect (③)
``A("play", c, t)``     ``play strike`` / ``... p2``    play a skill card in a duel (②)
``A("skill", -1, t)``   ``skill`` / ``skill p2``        use the active skill in a duel
======================  ==============================  =============================================

Players are ``p0``.. in player-index order; cards by id. The integer index enumerates every
value of a configuration once (chance outcomes included), in the table's order.
"""

from __future__ import annotations

from dataclasses import dataclass

from arena.core.errors import NotationError

REWARDS = ("pick2", "slot", "steal2", "double", "win")
PENALTIES = ("hp", "suspend", "slot", "give", "curse")
CARD_KINDS = ("draw", "take", "choose", "equip", "give", "discard", "absorb")


@dataclass(frozen=True, slots=True, order=True)
class A:
    """An action: a kind, an argument (card, character, player, die face) and a target."""

    kind: str
    arg: int = -1
    target: int = -1


class Codec:
    """Text and index codecs for ``n`` players, the card ids and the character ids."""

    def __init__(self, players: int, cards: list[str], characters: list[str]) -> None:
        self.players = players
        self.cards = cards
        self.characters = characters
        self.card_index = {c: i for i, c in enumerate(cards)}
        self.char_index = {c: i for i, c in enumerate(characters)}
        targets = range(-1, players)
        actions: list[A] = []
        actions += [A("seat", p) for p in range(players)]
        actions += [A("pick", c) for c in range(len(characters))]
        actions += [A("roll"), A("end")]
        actions += [A("die", k) for k in range(1, 7)]
        actions += [A("reward", k) for k in range(len(REWARDS))]
        actions += [A("penalty", k) for k in range(len(PENALTIES))]
        actions += [A("rep", p) for p in range(players)]
        actions += [A("from", p) for p in range(players)]
        for kind in CARD_KINDS:
            actions += [A(kind, c) for c in range(len(cards))]
        actions += [A("act", c, t) for c in range(len(cards)) for t in targets]
        actions += [A("play", c, t) for c in range(len(cards)) for t in targets]
        actions += [A("skill", -1, t) for t in targets]
        self.actions = actions
        self.index = {a: i for i, a in enumerate(actions)}
        self.by_text = {self.to_text(a): a for a in actions}

    @property
    def size(self) -> int:
        return len(self.actions)

    def to_index(self, action: A) -> int:
        try:
            return self.index[action]
        except KeyError:
            raise NotationError(f"not a Map & Duel action: {action!r}") from None

    def from_index(self, index: int) -> A:
        if not 0 <= index < len(self.actions):
            raise NotationError(
                f"action index {index} outside 0..{len(self.actions) - 1}", reason="bad-index"
            )
        return self.actions[index]

    def to_text(self, a: A) -> str:
        k = a.kind
        if k in ("roll", "end"):
            return k
        if k in ("seat", "rep", "from"):
            return f"{k} p{a.arg}"
        if k == "pick":
            return f"pick {self.characters[a.arg]}"
        if k == "die":
            return f"die {a.arg}"
        if k == "reward":
            return f"reward {REWARDS[a.arg]}"
        if k == "penalty":
            return f"penalty {PENALTIES[a.arg]}"
        tail = f" p{a.target}" if a.target >= 0 else ""
        if k == "skill":
            return f"skill{tail}"
        return f"{k} {self.cards[a.arg]}{tail}"

    def from_text(self, text: str) -> A:
        key = " ".join(text.strip().lower().split())
        try:
            return self.by_text[key]
        except KeyError:
            raise NotationError(f"not a Map & Duel action: {text!r}") from None
