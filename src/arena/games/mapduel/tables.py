"""What depends only on a configuration's immutable data, computed once per game.

The action values of the codec, by kind and argument (the rules hand out these shared
instances instead of building equal ones), and per character what each card allows it
(卡牌规则 0: ``cannot_use``): equip it, play it as an action or a skill card, on which target.

A character row is indexed by the character's index; the extra last row is for a player
with no character yet (``character == -1`` picks it), who may use every card.
"""

from __future__ import annotations

from arena.games.mapduel.actions import PENALTIES, REWARDS, A, Codec
from arena.games.mapduel.datamodel import Card, Cell, Character, Effect, Target


def _target(card: Card, effect: Effect | None, character: str) -> Target | None:
    """The effect's target when ``character`` may play it, else ``None``."""
    if effect is None or character in card.cannot_use:
        return None
    return effect.target


class Tables:
    """Shared action values and per-character card permissions of one configuration."""

    def __init__(
        self, codec: Codec, cards: list[Card], characters: list[Character], cells: list[Cell]
    ) -> None:
        def action(kind: str, arg: int = -1, target: int = -1) -> A:
            return codec.actions[codec.index[A(kind, arg, target)]]

        players, count = codec.players, len(cards)
        self.roll, self.end = action("roll"), action("end")
        self.seat = [action("seat", p) for p in range(players)]
        self.pick = [action("pick", i) for i in range(len(characters))]
        self.die = [action("die", k) for k in range(1, 7)]
        self.reward = [action("reward", k) for k in range(len(REWARDS))]
        self.penalty = [action("penalty", k) for k in range(len(PENALTIES))]
        self.rep = [action("rep", p) for p in range(players)]
        self.take_from = [action("from", p) for p in range(players)]
        self.by_card = {kind: [action(kind, c) for c in range(count)] for kind in
                        ("draw", "take", "choose", "equip", "give", "discard", "absorb")}  # fmt: skip
        self.act = [[action("act", c, t) for t in range(-1, players)] for c in range(count)]
        """``act[c][t + 1]``: action card ``c`` on target ``t`` (``-1``: none chosen)."""
        self.play = [[action("play", c, t) for t in range(-1, players)] for c in range(count)]
        self.skill = [action("skill", -1, t) for t in range(-1, players)]
        ids = [ch.id for ch in characters] + [""]
        self.equips = [
            [card.equipment is not None and i not in card.cannot_use for card in cards] for i in ids
        ]
        """``equips[row][c]``: the character may equip card ``c``."""
        self.action_target = [[_target(card, card.action, i) for card in cards] for i in ids]
        """``action_target[row][c]``: the target kind of ``c`` as an action card it may play."""
        self.skill_target = [[_target(card, card.skill, i) for card in cards] for i in ids]
        self.active_any = [ch.active.effect.target == Target.ANY for ch in characters]
        """Whether each character's active skill names its target."""
        self.unaffected = [[i in card.unaffected for card in cards] for i in ids]
        """``unaffected[row][c]``: card ``c``'s effects do not touch the character (卡牌规则 0)."""
        self.absorbs = [
            frozenset(x.value for x in card.equipment.absorbs) if card.equipment is not None else frozenset()
            for card in cards
        ]
        """What each card stops once equipped (卡牌规则 ③; empty: not an equipment card)."""
        self.passive_kind = [ch.passive.kind for ch in characters]
        self.passive_amount = [ch.passive.amount for ch in characters]
        self.cells = [cell.value for cell in cells]
        """Each loop cell's event (cell ``k`` is ``cells[k - 1]``) as its plain string."""
