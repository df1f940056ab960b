"""Combat rules found wrong against the rulebook (Arena issue 30): a Block that counts twice
against Swift, and Ice Shield's Armour −3 on the enemy its block stops."""

from __future__ import annotations

import pytest

from arena.core.errors import IllegalActionError
from arena.games.mageknight import combat
from arena.games.mageknight import combat_math as cm
from arena.games.mageknight.actions import act
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.heroes import UnitState
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.state import MageKnightState
from tests.mageknight.helpers import texts

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


def _counted(state: MageKnightState, i: int) -> int:
    """What the Block points gathered count against enemy ``i``'s attack."""
    record = state.combat
    assert record is not None
    attacker = combat._attacker(state, record.enemies[i])
    return cm.block_total(combat._blocks_against(record, attacker), str(attacker.attacks[0].element))


# -- Utem Guardsmen: Block 4, counts twice against Swift ---------------------------------------------
def test_utem_guardsmen_block_counts_twice_against_a_swift_enemy() -> None:
    """research mageknight_data §7.1, "| Utem Guardsmen | 2 | II | 5 | 5 | — | V, K | Atk 2 / Blk 4
    (counts twice vs Swift) |": the Wolf Riders' Swift attack 3 needs Block 6; the Guardsmen's 4
    counts 8 against it, and the block is offered and stops the attack."""
    state = block_phase([], ((2, -1), "wolf_riders"), units=[UnitState("utem_guardsmen")])
    state.apply(act("activate", 0, 1))  # Block 4 (counts twice against Swift)
    assert _counted(state, 0) == 8
    assert "block 0" in texts(state)
    state.apply(act("block", 0))
    assert state.combat is not None and state.combat.enemies[0].blocked


def test_utem_guardsmen_block_counts_once_against_others() -> None:
    """research mageknight_data §7.1, "Blk 4 (counts twice vs Swift)": only against Swift — the
    Swordsmen's attack 6 is not Swift, Block 4 and a sideways Block 1 count 5 and do not stop it;
    the points played along with the Guardsmen's are not doubled against Swift either."""
    state = block_phase(["march"], ((2, -1), "swordsmen"), units=[UnitState("utem_guardsmen")])
    state.apply(act("activate", 0, 1))
    state.apply(act("play", "march", "sideways:block"))
    assert _counted(state, 0) == 5 and "block 0" not in texts(state)
    swift = block_phase(["march"], ((2, -1), "werewolf"), units=[UnitState("utem_guardsmen")])
    swift.apply(act("activate", 0, 1))
    swift.apply(act("play", "march", "sideways:block"))
    assert _counted(swift, 0) == 9  # 4 × 2 + 1, against the Werewolf's Swift 7 (14 needed)


def test_swift_block_points_are_spent_by_the_block() -> None:
    """research mageknight §3.2, "Block one enemy (attack) at a time": the Guardsmen's points are
    spent on the enemy they block and do not count twice for the next one."""
    state = block_phase(["march"], ((2, -1), "wolf_riders"), ((1, -1), "wolf_riders"),
                        units=[UnitState("utem_guardsmen")])  # fmt: skip
    state.apply(act("activate", 0, 1))
    state.apply(act("block", 0))
    state.apply(act("play", "march", "sideways:block"))
    assert _counted(state, 1) == 1
    assert state.combat is not None and state.combat.swift_block == {}


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


def _challenged(hand: list[str]) -> MageKnightState:
    """Tovak in the Ranged phase of a fight with Prowlers next to the portal, a green crystal to
    power a card."""
    state = MageKnightPosition(GAME).hand(0, hand).crystals(0, green=1).enemy((1, -1), "prowlers").build()
    state.apply(act("challenge", 1, -1))
    return state


def test_into_the_heat_and_a_concentration_that_would_play_it_only_at_the_combat_s_start() -> None:
    """Into the Heat works at the start of a combat (its data: `when: combat_start`; research
    mageknight_data §12 item 15), and Concentration powered plays another Action card from hand
    (seed 001, "特殊卡": "专注(Concentration)被绿色魔力增幅并打出来使耐力(Stamina)获得加成"). Both count
    the card played among the combat's cards, as the combat will when it resolves: once another
    card was played, neither is offered (Concentration's only card left would be Into the Heat,
    which would then do nothing), and each is refused with its reason — before, both were
    offered, Into the Heat was played for nothing and Concentration left the hero with no legal
    action (a game stopped there, found by a solo strength run)."""
    state = _challenged(["mana_draw", "concentration", "into_the_heat"])
    legal = {str(a) for a in state.legal_actions()}
    assert {"play into_the_heat", "play concentration crystal:green"} <= legal
    state.apply(act("play", "mana_draw"))  # a Special card: the combat's first card
    assert {str(a) for a in state.legal_actions()} == {"play concentration", "next"}
    for refused in (act("play", "into_the_heat"), act("play", "concentration", "crystal:green")):
        with pytest.raises(IllegalActionError) as caught:
            state.apply(refused)
        assert caught.value.reason == "no-effect-now"
    fresh = _challenged(["concentration", "into_the_heat"])
    fresh.apply(act("play", "concentration", "crystal:green"))
    assert [str(a) for a in fresh.legal_actions()] == ["pick into_the_heat"]
    before = len(fresh.modifiers)
    fresh.apply(act("pick", "into_the_heat"))
    assert len(fresh.modifiers) == before + 1  # its Units' bonus, for this combat
