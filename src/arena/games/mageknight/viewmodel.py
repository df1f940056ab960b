"""The typed view of Mage Knight (``MageKnight.view_model()``): what ``view(player)`` returns."""

from __future__ import annotations

from arena.core.views import ViewModel


class SourceDie(ViewModel):
    die: int
    colour: str
    usable: bool
    """False for a depleted die (black by Day, gold by Night)."""
    taken: bool
    held: bool
    """Out of the Source beyond this turn: on a Mana Steal Tactic or claimed by Mana Claim."""


class PlacedTile(ViewModel):
    at: list[int]
    tile: str


class MapEnemy(ViewModel):
    at: list[int]
    enemy: str


class SiteEnemies(ViewModel):
    at: list[int]
    enemies: list[str]


class FaceDown(ViewModel):
    at: list[int]
    colour: str
    """A keep's or mage tower's defender, face down: only its colour is known."""


class Shield(ViewModel):
    at: list[int]
    seats: list[int]


class TilePile(ViewModel):
    countryside: int
    core: int
    next: str | None
    """The next countryside tile (the pile is sorted by number: public)."""


class HeroView(ViewModel):
    seat: int
    hero: str
    fame: int
    reputation: int
    crystals: dict[str, int]
    tokens: list[str]
    hand: list[str] | None
    """The hand, for its owner only."""
    hand_size: int
    deck_size: int
    deck_top: list[str] | None
    discard: list[str]
    play_area: list[str]
    position: list[int] | None
    tactic: str | None
    tactic_flipped: bool
    announced_end: bool
    level: int
    skills: list[str]
    skills_used: list[str]
    skill_tokens_left: int
    stolen_die: int | None
    """Mana Steal: the Source die kept on the Tactic."""
    spared: int
    """Sparing Power: how many cards lie face down under the Tactic."""
    set_aside: list[str]
    """Time Bending: cards set aside face up until the next Round."""
    units: list[UnitView]


class UnitView(ViewModel):
    unit: str
    ready: bool
    wounds: int
    banner: str = ""
    """The Banner it carries (empty: none)."""
    bonded: bool = False
    """Recruited under Bonds of Loyalty (its own Command token; never disbanded)."""


class DummyView(ViewModel):
    hero: str
    deck_size: int
    discard: list[str]
    crystals: dict[str, int]
    tactic: str | None


class TurnView(ViewModel):
    player: int
    move_points: int
    influence_points: int
    moved: bool
    acted: bool


class CombatEnemyView(ViewModel):
    token: str
    summoned: str | None
    """The token standing in for this enemy in the Block and damage phases (its data shown)."""
    armor: int
    summoner_armor: int | None
    """The summoner's own Armour while its summoned token stands in."""
    attacks: list[dict[str, int | str]]
    abilities: list[str]
    resistances: list[str]
    fortified: bool
    defeated: bool
    blocked: bool
    no_attack: bool
    attack_defeats: bool
    """The Attack points played so far defeat this enemy alone (the combat calculator)."""
    block_stops: bool
    """The Block points played so far stop its attack."""
    block_needed: int
    """The Block its attack needs (twice the attack when Swift; 0: no attack)."""
    block_have: int
    """The Block points played as they count against its attack (elements, Swift exemptions,
    Cold Toughness)."""
    attack_needed: int
    """Its Armour (the summoner's while a summoned token stands in)."""
    attack_have: int
    """The Attack points played as they count against it alone in this phase (resistances,
    fortification)."""
    damage_if_unblocked: int
    """The damage its attack deals unblocked (twice the attack when Brutal)."""
    wounds_to_hero: int
    """The Wounds that damage is to the hero (one per point of the hero's Armour, rounded up)."""


class CombatView(ViewModel):
    player: int
    phase: str
    enemies: list[CombatEnemyView]
    attack: dict[str, int]
    """Attack points played and not yet spent, by ``range:element``."""
    block: dict[str, int]
    wounds: int
    units_allowed: bool
    hero_armor: int
    """The fighting hero's Armour (its level's)."""


class ScoreRow(ViewModel):
    seat: int
    fame: int
    categories: dict[str, int]
    """Greatest Knowledge, Loot, Leader, Conqueror, Adventurer and Beating scores."""
    titles: dict[str, int]
    """The title bonuses won (multiplayer; a Beating title is negative)."""
    extras: dict[str, int]
    """The solo score extras (decisions MK14's option)."""
    total: int


class PendingView(ViewModel):
    task: str
    player: int | None


class MageKnightView(ViewModel):
    seat: int | None
    round: int
    night: bool
    rounds: int
    source: list[SourceDie]
    tiles: list[PlacedTile]
    enemies: list[MapEnemy]
    site_enemies: list[SiteEnemies]
    face_down: list[FaceDown]
    shields: list[Shield]
    tile_pile: TilePile
    heroes: list[HeroView]
    dummy: DummyView | None
    tactics_offer: list[str]
    offers: dict[str, list[str]]
    """The Advanced Action, Spell and Unit offers (the lowest first)."""
    deck_sizes: dict[str, int]
    common_skills: list[str]
    round_order: list[int]
    end_announced_by: int | None
    city_revealed: bool
    turn: TurnView
    combat: CombatView | None
    to_move: int
    pending: PendingView | None
    over: bool
    scores: list[ScoreRow] | None
    """The final score table, once the game is over."""
