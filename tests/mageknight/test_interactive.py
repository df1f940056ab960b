"""The interactive Spells, 2–4 players (Spells 109–112; research mageknight_data §3, each row
quoted below), and the Source dice they keep out of play."""

from __future__ import annotations

from fractions import Fraction

from arena.games.mageknight.actions import act
from arena.games.mageknight.game import MageKnight
from arena.games.mageknight.heroes import UnitState
from arena.games.mageknight.payment import open_dice
from arena.games.mageknight.position import MageKnightPosition
from arena.games.mageknight.state import MageKnightState
from tests.mageknight.helpers import texts

SOURCE = ["red", "blue", "green", "white"]


def duel(hand: list[str], other: list[str], night: bool = False, **crystals: int) -> MageKnightPosition:
    game = MageKnight(players=2, heroes=["tovak", "goldyx"])
    position = MageKnightPosition(game).hand(0, hand).hand(1, other).source(SOURCE).night(night)
    return position.crystals(0, **crystals).at(1, (1, -1))


def end_turn(state: MageKnightState) -> None:
    """End the turn, drawing up and rolling dice, until the next decision."""
    state.apply(act("end-turn"))
    while state.current_player() != 1 or state.pending().task.kind != "turn":  # type: ignore[union-attr]
        if state.is_chance_node():
            state.apply(state.chance_outcomes()[0][0])
        else:
            state.apply(state.legal_actions()[0])


# -- Mana Meltdown / Mana Radiance -------------------------------------------------------------
def test_mana_meltdown_takes_a_random_crystal_and_offers_it() -> None:
    """data §3, Spell 109: "each other player loses a random crystal (you may take one of them);
    a player with none takes a Wound"."""
    position = duel(["mana_meltdown", "march"], ["march"], red=1).crystals(1, blue=2, green=1)
    state = position.build()
    state.apply(act("play", "mana_meltdown", "crystal:red"))
    assert state.is_chance_node()
    assert state.chance_outcomes() == [
        (act("lose", "blue"), Fraction(2, 3)),
        (act("lose", "green"), Fraction(1, 3)),
    ]
    state.apply(act("lose", "blue"))
    assert state.heroes[1].crystals["blue"] == 1
    assert texts(state) == {"pick crystal:blue", "done"}
    state.apply(act("pick", "crystal:blue"))
    assert state.heroes[0].crystals.get("blue") == 1 and state.pending().task.kind == "turn"  # type: ignore[union-attr]


def test_mana_meltdown_wounds_a_player_without_crystals() -> None:
    """data §3, Spell 109: "a player with none takes a Wound"; three players, one with none."""
    game = MageKnight(players=3, heroes=["tovak", "goldyx", "norowas"])
    position = MageKnightPosition(game).hand(0, ["mana_meltdown"]).hand(1, ["march"]).hand(2, ["march"])
    position = position.source([*SOURCE, "gold"]).crystals(0, red=1).crystals(2, white=1)
    state = position.at(1, (1, -1)).at(2, (2, -1)).build()
    state.apply(act("play", "mana_meltdown", "crystal:red"))
    assert state.heroes[1].hand == ["march", "wound"]
    assert state.chance_outcomes() == [(act("lose", "white"), Fraction(1))]
    state.apply(act("lose", "white"))
    state.apply(act("done"))  # the caster need not take it
    assert not state.heroes[0].crystals.get("white") and not state.heroes[2].crystals.get("white")


def test_mana_radiance_wounds_every_owner_of_the_colour() -> None:
    """data §3, Spell 109 powered: "choose a basic colour: every player incl. you takes a Wound
    per crystal of it; you gain 2 crystals of it"."""
    position = duel(["mana_meltdown"], ["march"], night=True, red=1, blue=1).crystals(1, blue=2)
    state = position.tokens(0, ["black"]).build()
    state.apply(act("play", "mana_meltdown", "crystal:red", "token:black"))
    assert texts(state) == {"pick red", "pick blue", "pick green", "pick white"}
    state.apply(act("pick", "blue"))
    assert state.heroes[0].hand.count("wound") == 1 and state.heroes[1].hand.count("wound") == 2
    assert state.heroes[0].crystals["blue"] == 3 and state.heroes[1].crystals["blue"] == 2


# -- Mana Claim / Mana Curse -----------------------------------------------------------------
def test_mana_claim_keeps_a_die_and_gives_three_tokens_now() -> None:
    """data §3, Spell 110: "take a basic-colour Source die and keep it till end of Round: either
    3 tokens of its colour now, or 1 token per turn on later turns"."""
    state = duel(["mana_claim", "march"], ["march"], blue=1).build()
    state.apply(act("play", "mana_claim", "crystal:blue"))
    assert texts(state) == {"pick die:0", "pick die:1", "pick die:2", "pick die:3"}
    state.apply(act("pick", "die:2"))
    assert texts(state) == {"pick now", "pick each-turn"}
    state.apply(act("pick", "now"))
    assert state.heroes[0].tokens == ["green"] * 3
    assert 2 not in open_dice(state) and state.view(1)["source"][2]["held"]
    end_turn(state)  # the die is not rerolled nor usable by the next player
    assert state.source[2] == "green" and 2 not in open_dice(state)


def test_mana_claim_each_turn_gives_a_token_at_the_start_of_later_turns() -> None:
    """data §3, Spell 110: "... or 1 token per turn on later turns" (until the Round ends)."""
    state = duel(["mana_claim", "march"], ["march"], blue=1).build()
    state.apply(act("play", "mana_claim", "crystal:blue"))
    state.apply(act("pick", "die:0"))
    state.apply(act("pick", "each-turn"))
    assert state.heroes[0].tokens == []
    end_turn(state)  # P2's turn: nothing for P1 yet
    state.apply(act("play", "march"))
    state.apply(act("end-turn"))
    while state.current_player() != 0 or state.pending().task.kind != "turn":  # type: ignore[union-attr]
        state.apply(state.chance_outcomes()[0][0] if state.is_chance_node() else state.legal_actions()[0])
    assert state.heroes[0].tokens == ["red"]


def test_mana_curse_wounds_another_player_using_the_colour_once_a_turn() -> None:
    """data §3, Spell 110 powered: "same + until Round end each other player using that colour
    takes a Wound (max 1 per turn)"."""
    position = duel(["mana_claim", "march"], ["march", "march"], night=True, blue=1).crystals(1, green=2)
    state = position.tokens(0, ["black"]).build()
    state.apply(act("play", "mana_claim", "crystal:blue", "token:black"))
    state.apply(act("pick", "die:2"))  # green
    state.apply(act("pick", "now"))
    end_turn(state)
    wounds = state.heroes[1].hand.count("wound")
    state.apply(act("play", "march", "crystal:green"))
    assert state.heroes[1].hand.count("wound") == wounds + 1
    state.apply(act("play", "march", "crystal:green"))
    assert state.heroes[1].hand.count("wound") == wounds + 1  # at most one a turn
    assert state.turn.move_points == 8


# -- Mind Read / Mind Steal ------------------------------------------------------------------
def test_mind_read_makes_each_other_player_discard_a_card_of_the_colour() -> None:
    """data §3, Spell 111: "choose a colour: +crystal of it; each other player discards a
    Spell/Action card of it or reveals hand" — the other player chooses which."""
    state = duel(["mind_read"], ["promise", "swiftness", "march"], white=1).build()
    state.apply(act("play", "mind_read", "crystal:white"))
    state.apply(act("pick", "white"))
    assert state.heroes[0].crystals["white"] == 1  # spent one, gained one
    assert state.current_player() == 1 and texts(state) == {"pick promise", "pick swiftness"}
    state.apply(act("pick", "swiftness"))
    assert state.heroes[1].discard == ["swiftness"] and state.current_player() == 0


def test_mind_read_shows_a_hand_without_the_colour() -> None:
    """data §3, Spell 111: "... or reveals hand"."""
    state = duel(["mind_read"], ["march", "rage"], white=1).build()
    state.apply(act("play", "mind_read", "crystal:white"))
    events = state.apply(act("pick", "white"))
    assert any(e.kind == "show-hand" and e.data["hand"] == ["march", "rage"] for e in events)
    assert state.heroes[1].hand == ["march", "rage"] and state.current_player() == 0


def test_mind_steal_keeps_a_discarded_action_card() -> None:
    """data §3, Spell 111 powered: "same + you may keep one discarded Action card (not Spell)
    into your hand"."""
    position = duel(["mind_read"], ["promise", "march"], night=True, white=1)
    state = position.tokens(0, ["black"]).build()
    state.apply(act("play", "mind_read", "crystal:white", "token:black"))
    state.apply(act("pick", "white"))
    state.apply(act("pick", "promise"))
    assert texts(state) == {"pick promise", "done"}
    state.apply(act("pick", "promise"))
    assert state.heroes[0].hand == ["promise"] and state.heroes[1].discard == []


def test_mind_steal_never_keeps_a_spell() -> None:
    """data §3, Spell 111 powered: "(not Spell)"."""
    position = duel(["mind_read"], ["expose", "march"], night=True, white=1)
    state = position.tokens(0, ["black"]).build()
    state.apply(act("play", "mind_read", "crystal:white", "token:black"))
    state.apply(act("pick", "white"))
    state.apply(act("pick", "expose"))
    assert state.heroes[1].discard == ["expose"] and state.pending().task.kind == "turn"  # type: ignore[union-attr]


# -- Energy Flow / Energy Steal --------------------------------------------------------------
def test_energy_flow_may_spend_one_unit_of_each_other_player() -> None:
    """data §3, Spell 112: "ready a Unit; may spend (exhaust) one level ≤II Unit of each other
    player"."""
    state = duel(["energy_flow"], ["march"], green=1).build()
    state.heroes[0].units = [UnitState("peasants", ready=False)]
    state.heroes[1].units = [UnitState("foresters"), UnitState("utem_guardsmen", ready=False)]
    state.apply(act("play", "energy_flow", "crystal:green"))
    while state.pending().task.kind == "choose_unit":  # type: ignore[union-attr]
        state.apply(state.legal_actions()[0])
    assert state.heroes[0].units[0].ready
    assert texts(state) == {"spend 1 0", "done"}  # only Ready Units can be spent
    state.apply(act("spend", 1, 0))
    assert not state.heroes[1].units[0].ready


# -- Interactive Skills: Mana Exploit, Source Freeze -------------------------------------------
def skilled(hero: str, skill: str, other: list[str], **crystals: int) -> MageKnightState:
    heroes = [hero, "norowas" if hero != "norowas" else "tovak"]
    game = MageKnight(players=2, heroes=heroes)
    position = (
        MageKnightPosition(game).hand(0, ["march"]).hand(1, other).source(["gold", "blue", "green", "white"])
    )
    state = position.crystals(1, **crystals).at(1, (1, -1)).build()
    state.heroes[0].skills = [skill]
    return state


def test_mana_exploit_wounds_other_players_using_other_colours() -> None:
    """data §5, Mana Exploit: "choose a colour other than gold (black included, by the wording):
    +token(c); ... until the start of your next turn each other player takes 1 Wound when, on
    their turn, they use mana of any other colour — at most 1 Wound per colour per player; gold
    counts as the colour it is used as"."""
    state = skilled("tovak", "mana_exploit", ["march", "march", "stamina", "rage"], green=1, blue=1, red=1)
    state.apply(act("skill", "mana_exploit"))
    assert texts(state) == {"pick red", "pick blue", "pick green", "pick white", "pick black"}
    state.apply(act("pick", "red"))
    assert state.heroes[0].tokens == ["red"]
    state.apply(act("play", "march"))
    end_turn(state)
    before = state.heroes[1].hand.count("wound")
    state.apply(act("play", "march", "die:0"))  # gold used as green: green
    assert state.heroes[1].hand.count("wound") == before + 1
    state.apply(act("play", "march", "crystal:green"))  # green again: no second Wound
    assert state.heroes[1].hand.count("wound") == before + 1
    state.apply(act("play", "stamina", "crystal:blue"))  # another colour: one more
    assert state.heroes[1].hand.count("wound") == before + 2


def test_source_freeze_blocks_the_usual_die_then_gives_a_crystal() -> None:
    """data §5, Source Freeze: "while it is there, other players cannot use their usual one Source
    die; on your next turn gain 1 crystal of any basic colour shown by a Source die"."""
    state = skilled("goldyx", "source_freeze", ["march", "stamina"])
    state.apply(act("skill", "source_freeze"))
    state.apply(act("play", "march"))
    end_turn(state)
    assert not any("die:" in t for t in texts(state))  # P2 has no usual die
    state.apply(act("play", "march"))
    state.apply(act("end-turn"))
    while state.current_player() != 0 or state.pending().task.kind == "turn":  # type: ignore[union-attr]
        state.apply(state.chance_outcomes()[0][0] if state.is_chance_node() else state.legal_actions()[0])
        if state.pending().task.kind == "handler_step":  # type: ignore[union-attr]
            break
    basic = [f"pick die:{i}" for i, c in enumerate(state.source) if c in ("red", "blue", "green", "white")]
    assert sorted(texts(state)) == sorted(basic)
    crystals = dict(state.heroes[0].crystals)
    state.apply(act("pick", basic[0].split()[1]))
    assert sum(state.heroes[0].crystals.values()) == sum(crystals.values()) + 1
    assert not any(m.kind == "source_freeze" for m in state.modifiers)
