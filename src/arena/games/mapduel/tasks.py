"""Map & Duel's task records: the flow's stack holds these (see ``flow.py`` for their handlers).

Each is a frozen slotted :class:`arena.core.flow.Task` whose ``kind`` is its stable JSON name
and whose fields are JSON scalars or tuples. ``player`` is always the seat that decides (or,
for a chance task, the seat the outcome is for).
"""

from __future__ import annotations

from typing import ClassVar

from arena.core.flow import Task, task_record


# -- set-up ------------------------------------------------------------------------------------
@task_record
class DrawSeat(Task):
    """Chance: the next seat of the random seat order (B-1)."""

    kind: ClassVar[str] = "draw-seat"


@task_record
class PickCharacter(Task):
    """``player`` picks a character nobody has (seed 规则 2)."""

    kind: ClassVar[str] = "pick-character"
    player: int


# -- the map round -----------------------------------------------------------------------------
@task_record
class MapTurn(Task):
    """Automatic, at the bottom of the stack during the map round: the next seat's turn."""

    kind: ClassVar[str] = "map-turn"


@task_record
class BeforeRoll(Task):
    """``player`` may play an action card (unless ``acted``) and equip, then rolls; ``moves``
    counts this move and those after it (2 with "act twice")."""

    kind: ClassVar[str] = "before-roll"
    player: int
    moves: int
    acted: bool


@task_record
class RollMove(Task):
    """Chance: the d6 that moves ``player`` (B-2)."""

    kind: ClassVar[str] = "roll-move"
    player: int


@task_record
class AfterMove(Task):
    """After the landing: an action card (unless ``acted``), equipment, or ``end``;
    ``more_moves`` moves are still to come this turn."""

    kind: ClassVar[str] = "after-move"
    player: int
    more_moves: int
    acted: bool


@task_record
class SearchDeck(Task):
    """``player`` takes ``count`` more cards of their choice from the face-up deck (④, B-23)."""

    kind: ClassVar[str] = "search-deck"
    player: int
    count: int


@task_record
class NameRepresentative(Task):
    """``player`` (the lander's next living player) names the others' representative in the
    ``lander``'s reward or penalty game (⑥/⑦, B-7)."""

    kind: ClassVar[str] = "name-representative"
    lander: int
    player: int
    game: str


@task_record
class RollContest(Task):
    """Chance: the contest's dice, the lander's first then the representative's (B-8)."""

    kind: ClassVar[str] = "roll-contest"
    player: int
    representative: int
    game: str
    rolls: tuple[int, ...]


@task_record
class RollTable(Task):
    """Chance: the row of the reward or penalty table for ``player``."""

    kind: ClassVar[str] = "roll-table"
    player: int
    game: str


@task_record
class ChooseVictim(Task):
    """Reward ``steal2``: ``player`` names whom to take two cards from (B-11)."""

    kind: ClassVar[str] = "choose-victim"
    player: int


@task_record
class GiveCards(Task):
    """Penalty ``give``: ``player`` gives a card to each of ``recipients`` in turn (B-12)."""

    kind: ClassVar[str] = "give-cards"
    player: int
    recipients: tuple[int, ...]


@task_record
class DiscardExcess(Task):
    """``player`` discards equipment until it fits their slots (B-9)."""

    kind: ClassVar[str] = "discard-excess"
    player: int


# -- cards -------------------------------------------------------------------------------------
@task_record
class DrawCards(Task):
    """Chance: ``player`` draws ``count`` more cards at random from the deck (⑤)."""

    kind: ClassVar[str] = "draw-cards"
    player: int
    count: int


@task_record
class TakeCards(Task):
    """Chance: ``player`` takes ``count`` more cards at random from ``victim``'s hand (B-11)."""

    kind: ClassVar[str] = "take-cards"
    player: int
    victim: int
    count: int


@task_record
class ResolveEffect(Task):
    """Automatic: one effect of a card, skill, reward or penalty on ``target``.

    ``effect`` is an effect kind (``damage``, ``heal``, ``draw``...) or a penalty row
    (``pen-hp``...); ``card`` is the card it comes from (``-1``: none); ``deferred``: a duel
    effect settled at the end of the cycle (HP changes go to the duel's pending totals).
    """

    kind: ClassVar[str] = "resolve-effect"
    source: int
    target: int
    effect: str
    amount: int
    card: int
    deferred: bool

    @property
    def category(self) -> str:
        """What equipment must absorb to stop it (卡牌规则 ③): a penalty row is ``penalty``."""
        return "penalty" if self.effect.startswith("pen-") else self.effect


@task_record
class ChooseAbsorber(Task):
    """``player`` chooses which of ``options`` (equipped cards) stops ``effect`` (卡牌规则 ③)."""

    kind: ClassVar[str] = "choose-absorber"
    player: int
    options: tuple[int, ...]
    effect: str


# -- the duel round ----------------------------------------------------------------------------
@task_record
class NextDuelTurn(Task):
    """Automatic, under the duel turns: the next living seat's duel turn, or the settlement."""

    kind: ClassVar[str] = "next-duel-turn"


@task_record
class DuelTurn(Task):
    """``player``'s duel turn: ``cards_played`` of at most 3, the active skill once."""

    kind: ClassVar[str] = "duel-turn"
    player: int
    cards_played: int
    skill_used: bool


@task_record
class SettleCycle(Task):
    """Automatic: the cycle's committed cards are revealed and its queued effects resolve."""

    kind: ClassVar[str] = "settle-cycle"


@task_record
class EndCycle(Task):
    """Automatic: the deferred HP changes apply; the duel goes on, ends, or the game ends."""

    kind: ClassVar[str] = "end-cycle"


PLAYER_TASKS = (
    PickCharacter,
    BeforeRoll,
    AfterMove,
    SearchDeck,
    NameRepresentative,
    ChooseVictim,
    GiveCards,
    DiscardExcess,
    ChooseAbsorber,
    DuelTurn,
)
"""The decisions of one seat (the view's ``pending`` names its kind)."""
