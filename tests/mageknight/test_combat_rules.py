"""Combat rules found wrong against the rulebook (Arena issue 30): Ice Shield's Armour −3 on
the enemy its block stops."""

from __future__ import annotations

from arena.games.mageknight import combat
from arena.games.mageknight.actions import act
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.heroes import UnitState
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.state import MageKnightState

GAME = MageKnight(players=1, heroes=["tovak"])


def block_phase(hand: list[str], *enemies: tuple[tuple[int, int], str], blue: int = 0,
                units: list[UnitState] | None = None) -> MageKnightState:  # fmt: skip
    """A solo hero at (1, 0) who challenged the rampaging ``enemies`` (in order), now in the
    Block phase."""
    position = MageKnightPosition(GAME).hand(0, hand).at(0, (1, 0)).crystals(0, blue=blue)
    for where, token in enemies:
        position = position.enemy(where, token)
    state = position.build()
    state.heroes[0].units = units or []
    for (q, r), _ in enemies:
        state.apply(act("challenge", q, r))
    state.apply(act("next"))
    assert state.combat is not None and state.combat.phase == "block"
    return state


# -- Ice Shield powered: the blocked enemy gets Armour −3 ------------------------------------------------
def test_ice_shield_lowers_the_armor_of_the_enemy_it_blocks() -> None:
    """research mageknight_data §2, "| Ice Shield [C] | blue | Ice Blk 3 | Ice Blk 3; the blocked
    enemy gets Armor −3 (min 1; not vs Ice-resistant) |": the enemy this block stops — not the
    one blocked before it, and nobody when the card is played."""
    hand = ["ice_shield", "march", "rage", "stamina", "promise"]
    state = block_phase(hand, ((2, -1), "prowlers"), ((1, -1), "diggers"), blue=1)
    for card in ("march", "rage", "stamina", "promise"):
        state.apply(act("play", card, "sideways:block"))
    state.apply(act("block", 0))  # the Prowlers, blocked first
    state.apply(act("play", "ice_shield", "crystal:blue"))
    record = state.combat
    assert record is not None
    assert [f.armor_delta for f in record.enemies] == [0, 0]  # nothing until the block succeeds
    state.apply(act("block", 1))  # the Diggers' attack 3: Ice Block 3
    assert [f.armor_delta for f in record.enemies] == [0, -3]
    assert combat.armor_of(state, record.enemies[1]) == 1  # Armor 3 − 3, never below 1


def test_ice_shield_unspent_changes_no_armor() -> None:
    """research mageknight_data §2, "Ice Blk 3; the blocked enemy gets Armor −3": with no block
    made with it, no enemy is blocked by it and none loses Armor."""
    state = block_phase(["ice_shield"], ((2, -1), "diggers"), blue=1)
    state.apply(act("play", "ice_shield", "crystal:blue"))
    record = state.combat
    assert record is not None and record.enemies[0].armor_delta == 0
    state.apply(act("next"))
    assert record.enemies[0].armor_delta == 0 and record.on_block == []
