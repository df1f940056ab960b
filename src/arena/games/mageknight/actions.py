"""Mage Knight notation: one verb and its arguments per action, space-separated.

=============================  =======================================================
text                           meaning
=============================  =======================================================
``hero tovak``                 choose a Hero (set-up, decisions MK8)
``tactic planning``            take a Tactic card
``play march``                 play a card's basic effect
``play march crystal:green``   ... its powered effect, paid with the named mana (``die:2``
                               = Source die 2, ``crystal:green``, ``token:gold``)
``play rage sideways:move``    play a card sideways as Move/Influence/Attack/Block 1
``skill double_time``          use a Skill (once a turn or once a Round, by the Skill)
``use-tactic``                 announce the Tactic's effect (The Right Moment, Long Night...)
``move 1 -2``                  step the figure to hex (q, r)
``explore 1 -3``               reveal the tile for tile position (q, r) (2 Move)
``rest march 1``               Standard Rest: discard March and 1 Wound
``rest wound``                 Slow Recovery: discard 1 Wound (a hand of Wounds only)
``announce-end``               announce the End of the Round (empty Deed deck)
``end-turn``                   end the turn
``choose 2``                   pick option 2 of a choice in an effect
``interact``                   interact with the village or monastery (the turn's action)
``enter``                      enter the adventure site (the turn's action: its combat)
``recruit peasants``           recruit a Unit of the offer with Influence
``buy-healing`` / ``buy X``    buy a Healing point / the monastery's Advanced Action X
``activate 0 1 [crystal:red]`` activate Unit 0's ability 1 (paying its mana if it shows one)
``assign hero`` / ``assign 0`` combat: the pending damage to the hero or to Unit 0
``pick stamina``               a handler's choice (Concentration's card, ``die:1``, ``green``)
``pay crystal:red``            pay an effect's mana cost with the named mana
``throw-away rage``            pay an effect's cost by throwing a card out of the game
``done``                       stop discarding (a cost of "any number of cards")
``banner 0`` / ``banner 0 1``   Banner of Courage readies Unit 0 / Banner of Fear: Unit 0
                               cancels enemy 1's attack
``borrow peasants 0 [die:1]``  Call to Arms: use ability 0 of the offer's Peasants (its mana)
``spend 1 0``                  Energy Flow: spend Unit 0 of the player in seat 1
``pick now`` / ``pick each-turn``  Mana Claim: 3 tokens now, or 1 on each later turn
``convert attack``             combat: spend Move for Attack 1 (Agility; ``ranged``: Ranged
                               Attack 1), or Influence for Block 1 (Diplomacy: ``block:fire``)
``challenge 2 -1``             fight the adjacent rampaging enemy on hex (2, -1)
``attack 0 1``                 combat: defeat enemies 0 and 1 with the attack points played
``block 0``                    combat: block enemy 0's attack with the block points played
``next``                       combat: end the current phase
``discard march``              end of turn: discard a non-Wound card before drawing
``draw-up``                    end of turn: draw up to the Hand limit
chance: ``order 1 0``, ``dummy-hero goldyx``, ``source red blue gold``, ``draw march``,
``die black``, ``enemy prowlers``, ``tile core-2``, ``dummy-tactic rethink``, ``lose red``
=============================  =======================================================
"""

from __future__ import annotations

from dataclasses import dataclass

from arena.core.errors import NotationError

VERBS = (
    "hero",
    "tactic",
    "play",
    "use-tactic",
    "skill",
    "move",
    "explore",
    "rest",
    "announce-end",
    "end-turn",
    "choose",
    "enter",
    "burn",
    "interact",
    "plunder",
    "recruit",
    "buy-healing",
    "buy",
    "activate",
    "assign",
    "pick",
    "pay",
    "throw-away",
    "challenge",
    "attack",
    "block",
    "next",
    "discard",
    "draw-up",
    "order",
    "dummy-hero",
    "source",
    "draw",
    "die",
    "enemy",
    "tile",
    "dummy-tactic",
    "done",
    "convert",
    "banner",
    "borrow",
    "spend",
    "lose",
)
CHANCE_VERBS = frozenset(
    {"order", "dummy-hero", "source", "draw", "die", "enemy", "tile", "dummy-tactic", "lose"}
)


@dataclass(frozen=True, slots=True, order=True)
class Action:
    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.verb, *self.args))


def act(verb: str, *args: object) -> Action:
    return Action(verb, tuple(map(str, args)))


def sort_key(a: Action) -> tuple[str, tuple[str, ...]]:
    """The order of :class:`Action` (its fields in turn) as a plain tuple: faster to sort by."""
    return (a.verb, a.args)


def parse(text: str) -> Action:
    parts = text.split()
    if not parts or parts[0] not in VERBS:
        raise NotationError(f"not a Mage Knight action: {text!r}", reason="bad-notation")
    return Action(parts[0], tuple(parts[1:]))
