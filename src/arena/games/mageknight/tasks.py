"""Mage Knight's task records (the flow engine's stack): set-up, Rounds, turns, draws.

Seats are the real players 0..n-1; the Dummy player (solo) acts as figure ``DUMMY`` in the
Round order but never decides: its turns are automatic, its flips chance.
"""

from __future__ import annotations

from typing import ClassVar

from arena.core.flow import Task, task_record

DUMMY = 9
"""The Dummy player's place in the Round order (not a seat)."""

# -- set-up ----------------------------------------------------------------------------------


@task_record
class HeroOrder(Task):
    """Chance: the random order in which the seats choose Heroes (decisions MK8)."""

    kind: ClassVar[str] = "hero_order"


@task_record
class ChooseHero(Task):
    kind: ClassVar[str] = "choose_hero"
    player: int


@task_record
class DummyHero(Task):
    """Chance: the Dummy player's Hero, at random among the unused ones (research §1.12)."""

    kind: ClassVar[str] = "dummy_hero"


@task_record
class PlaceStartingMap(Task):
    kind: ClassVar[str] = "place_starting_map"


@task_record
class DrawRampaging(Task):
    """Chance: a face-up enemy token of ``colour`` for the rampaging marker on hex (q, r)."""

    kind: ClassVar[str] = "draw_rampaging"
    colour: str
    q: int
    r: int


@task_record
class RollSource(Task):
    """Chance: a new Round's Source (exact distribution, ``mana.source_roll_outcomes``)."""

    kind: ClassVar[str] = "roll_source"


@task_record
class DrawCards(Task):
    """Draw ``n`` cards into ``player``'s hand (each from the shuffled part is chance)."""

    kind: ClassVar[str] = "draw_cards"
    player: int
    n: int


# -- Rounds ----------------------------------------------------------------------------------


@task_record
class StartRound(Task):
    kind: ClassVar[str] = "start_round"


@task_record
class ChooseTactic(Task):
    kind: ClassVar[str] = "choose_tactic"
    player: int


@task_record
class DummyTactic(Task):
    """Chance: the Dummy takes a random remaining Tactic (research §1.4, solo)."""

    kind: ClassVar[str] = "dummy_tactic"


@task_record
class NextTurn(Task):
    """Whose turn is next in the Round order, or the end of the Round."""

    kind: ClassVar[str] = "next_turn"


@task_record
class EndRound(Task):
    kind: ClassVar[str] = "end_round"


@task_record
class EndGame(Task):
    kind: ClassVar[str] = "end_game"


# -- turns -----------------------------------------------------------------------------------


@task_record
class Turn(Task):
    """``player``'s regular turn: play cards, move, explore, then at most one action, or rest."""

    kind: ClassVar[str] = "turn"
    player: int


@task_record
class RerollDie(Task):
    """Chance: a used Source die is rerolled at the end of the turn."""

    kind: ClassVar[str] = "reroll_die"
    die: int


@task_record
class EndTurn(Task):
    kind: ClassVar[str] = "end_turn"
    player: int


@task_record
class DummyTurn(Task):
    kind: ClassVar[str] = "dummy_turn"


@task_record
class DummyFlip(Task):
    """Chance (unless the next card is known): the Dummy flips ``n`` more cards; ``last`` is
    whether its crystals may extend the flip after this card (research §1.12)."""

    kind: ClassVar[str] = "dummy_flip"
    n: int
    extend: bool


@task_record
class RevealTile(Task):
    """Chance (core tiles only): the explored tile placed at tile position (q, r)."""

    kind: ClassVar[str] = "reveal_tile"
    player: int
    q: int
    r: int


@task_record
class StartTurn(Task):
    kind: ClassVar[str] = "start_turn"
    player: int


@task_record
class TidyHand(Task):
    """Before drawing at the end of the turn: discard non-Wound cards, or draw up."""

    kind: ClassVar[str] = "tidy_hand"
    player: int


# -- effects -------------------------------------------------------------------------------


@task_record
class EffectTask(Task):
    """Base of the tasks working on one effect: whose (``player``), where it lives (``origin``
    ``card``/``skill``/``unit``/``site``..., the ``ref`` id, ``mode`` basic/powered/reward) and
    the ``path`` of child indices to it (effecttree.py)."""

    player: int
    origin: str
    ref: str
    mode: str
    path: tuple[int, ...]


@task_record
class ResolveEffect(EffectTask):
    """Resolve the effect at ``path`` in the tree of ``origin``/``ref``/``mode`` (resolve.py)."""

    kind: ClassVar[str] = "resolve_effect"
    bonus: int = 0
    """Concentration's bonus, added to the Move, Influence, Attack or Block this effect gives."""


@task_record
class ChooseEffect(EffectTask):
    """The player picks an option of the choice (or the colour, or whether) at ``path``."""

    kind: ClassVar[str] = "choose_effect"
    bonus: int = 0


@task_record
class PayCost(EffectTask):
    """The player pays the cost of the ``paid`` effect at ``path`` (which card, which mana),
    ``left`` more times; then its effect resolves."""

    kind: ClassVar[str] = "pay_cost"
    left: int
    bonus: int = 0
    paid: int = 0
    """Cards discarded so far for an ``any_number`` discard (``left`` 0: more may follow)."""


@task_record
class HandlerStep(Task):
    """A decision inside a named handler (Concentration's card, Mana Draw's die and colour)."""

    kind: ClassVar[str] = "handler_step"
    player: int
    handler: str
    stage: str
    picked: tuple[str, ...] = ()
    bonus: int = 0


# -- combat ----------------------------------------------------------------------------------


@task_record
class Combat(Task):
    """The hero's decision in the current combat phase (play, attack, block, next)."""

    kind: ClassVar[str] = "combat"
    player: int


@task_record
class DrawSummon(Task):
    """Chance: the token a summoner (combat enemy ``enemy``) summons for the Block phase."""

    kind: ClassVar[str] = "draw_summon"
    player: int
    enemy: int


@task_record
class CombatDamage(Task):
    kind: ClassVar[str] = "combat_damage"
    player: int


@task_record
class EndCombat(Task):
    kind: ClassVar[str] = "end_combat"
    player: int


# -- offers and levels -----------------------------------------------------------------------


@task_record
class DealOffer(Task):
    """Chance: ``n`` more cards from the ``deck`` deck into its offer."""

    kind: ClassVar[str] = "deal_offer"
    deck: str
    n: int
    into: str = ""
    """The offer receiving the cards (default: the deck's own; ``monastery`` for the Advanced
    Actions a monastery puts in the Unit offer)."""


@task_record
class CheckUnitOffer(Task):
    kind: ClassVar[str] = "check_unit_offer"


@task_record
class LevelUp(Task):
    kind: ClassVar[str] = "level_up"
    player: int


@task_record
class DrawSkills(Task):
    """Chance: ``n`` more of the hero's own Skill tokens drawn (``drawn`` so far)."""

    kind: ClassVar[str] = "draw_skills"
    player: int
    n: int
    drawn: tuple[str, ...]


@task_record
class ChooseSkill(Task):
    kind: ClassVar[str] = "choose_skill"
    player: int
    drawn: tuple[str, ...]


@task_record
class TakeAdvanced(Task):
    """Take an Advanced Action from the offer (any of them, or only the lowest)."""

    kind: ClassVar[str] = "take_advanced"
    player: int
    any_card: bool


@task_record
class DrawDummySkill(Task):
    """Chance: one of the Dummy's Skills revealed into the Common Skill offer (solo)."""

    kind: ClassVar[str] = "draw_dummy_skill"


# -- tactics ---------------------------------------------------------------------------------


@task_record
class TacticStep(Task):
    """A decision inside a Tactic's effect (``stage``: what is chosen; ``picked`` so far)."""

    kind: ClassVar[str] = "tactic_step"
    player: int
    tactic: str
    stage: str
    picked: tuple[str, ...] = ()


@task_record
class LongNightDraw(Task):
    """A draw stopped by an empty Deed deck, ``n`` cards short: the player may use Long Night
    (and go on drawing) or stop (research mageknight §1.4: usable even mid-draw)."""

    kind: ClassVar[str] = "long_night_draw"
    player: int
    n: int


@task_record
class ShuffleDiscard(Task):
    """Rethink: the discard pile is shuffled back into the Deed deck."""

    kind: ClassVar[str] = "shuffle_discard"
    player: int


@task_record
class DiscardToDeck(Task):
    """Chance (Long Night): ``n`` more random cards of the discard pile become the Deed deck."""

    kind: ClassVar[str] = "discard_to_deck"
    player: int
    n: int


@task_record
class MeditationDraw(Task):
    """Chance (Meditation): a random card of the discard pile, ``left`` still to take."""

    kind: ClassVar[str] = "meditation_draw"
    player: int
    left: int


@task_record
class MeditationChoose(Task):
    """Trance: the player picks a card of the discard pile, ``left`` still to take."""

    kind: ClassVar[str] = "meditation_choose"
    player: int
    left: int


@task_record
class MeditationPlace(Task):
    """Meditation / Trance: ``card`` (still in the discard pile) goes on top of the Deed deck or
    at its bottom; then the next of ``left`` cards, picked at random or chosen."""

    kind: ClassVar[str] = "meditation_place"
    player: int
    card: str
    left: int
    choose: bool


@task_record
class SpareCard(Task):
    """Chance (Sparing Power): the top Deed card goes face down under the Tactic."""

    kind: ClassVar[str] = "spare_card"
    player: int


@task_record
class AssignDamage(Task):
    """``damage`` points of enemy ``enemy``'s attack ``attack``, to a Unit or the hero."""

    kind: ClassVar[str] = "assign_damage"
    player: int
    enemy: int
    attack: int
    damage: int


@task_record
class DiscardSummoned(Task):
    kind: ClassVar[str] = "discard_summoned"
    player: int


@task_record
class AssignBanner(Task):
    """A Banner just played: the Unit that carries it (banners.py)."""

    kind: ClassVar[str] = "assign_banner"
    player: int
    card: str


@task_record
class ReturnToDeck(Task):
    """Steady Tempo at the end of the turn: ``card`` (in the discard pile) may go to the Deed
    deck's ``position`` (``top`` or ``bottom``) instead."""

    kind: ClassVar[str] = "return_to_deck"
    player: int
    card: str
    position: str


@task_record
class GladeWound(Task):
    """A magical glade at the end of the turn: throw away a Wound from hand or discard pile."""

    kind: ClassVar[str] = "glade_wound"
    player: int


# -- effect targets and Units -------------------------------------------------------------------


@task_record
class EnemyTarget(EffectTask):
    """The player picks the combat enemies an ``enemy`` effect targets (``picked`` so far)."""

    kind: ClassVar[str] = "enemy_target"
    picked: tuple[int, ...] = ()


@task_record
class RelocateTarget(EffectTask):
    """Where a ``relocate`` effect takes the hero (Underground Travel, Wings of Wind, Flight)."""

    kind: ClassVar[str] = "relocate_target"


@task_record
class SpendHealing(Task):
    """``points`` Healing points to spend: a Wound from hand (1 each) or a wounded Unit (its level)."""

    kind: ClassVar[str] = "spend_healing"
    player: int
    points: int
    source: str = ""
    """The card whose Healing this is (Golden Grail counts the points of its own spent)."""


@task_record
class Disband(Task):
    """No free Command token: a Unit leaves the game to make room for ``unit`` (research §4.6);
    ``free``: ``unit`` is gained without paying (a reward, Call to Glory)."""

    kind: ClassVar[str] = "disband"
    player: int
    unit: str
    free: bool = False


@task_record
class GainUnit(Task):
    """The hero gains ``unit`` for free (a ruins reward, Call to Glory), disbanding one first at
    the Command limit (research mageknight_data §3, 107)."""

    kind: ClassVar[str] = "gain_unit"
    player: int
    unit: str


@task_record
class ChooseUnit(EffectTask):
    """Which Unit a ``ready_unit`` or ``heal_unit`` effect at ``path`` takes (``left``: levels)."""

    kind: ClassVar[str] = "choose_unit"
    left: int
