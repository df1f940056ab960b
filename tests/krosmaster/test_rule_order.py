"""Krosmaster rules read again from seed 003: a block ends the character's turn at once, the
preliminary phase's order (triggered effects, then buffs removed), and extra damage on scenery
(Insensible keeps it)."""

from __future__ import annotations

from arena.games.krosmaster.tasks import RollDice

from .harness import act, activate, full_game, give_token, piece, put, roll, scenery, texts


def test_a_blocked_character_ends_its_turn_at_once() -> None:
    """seed 003, "Blocage" (tutorial 2): "il perd tous ses PM et tous ses PA, et ne peut donc plus
    se déplacer ni attaquer ce tour ; c'est immédiatement la fin de son tour" — not even a reward
    revealed (which would give MP or AP back)."""
    state = full_game("tutorial-7")
    put(state, "reine", "e5")
    put(state, "roi", "e6")
    give_token(state, "reine", "trombe-de-wakfu")  # face down: revealing it costs nothing
    activate(state, "reine")
    assert any(t.startswith("reveal") for t in texts(state))
    act(state, "move d5")
    events = roll(state, "tacle", "tacle")  # the Roi's lock (Tacle: 2 dice)
    events += roll(state, "armure", "armure")  # Reine's dodge fails
    assert [e.kind for e in events if e.kind == "blocked"] == ["blocked"]
    reine = piece(state, "reine")
    assert (reine.mp, reine.ap) == (0, 0)
    assert state.active != reine.id  # the next character acts
    assert not any(t.startswith("reveal") for t in texts(state))


def test_triggered_effects_come_before_the_buffs_are_removed() -> None:
    """seed 003, "2.1 Phase préliminaire": "appliquez les règles suivantes dans l'ordre : Effets
    déclenchés […] Suppression des buffs". Bad Aboum's own bomb explodes (Water) while his face-up
    Aura d'Eau still gives him Water Resistance: no injury; the buff is removed afterwards."""
    state = full_game(arena="la-fosse")
    bad = put(state, "bad", "d8")
    put(state, "bombe1", "d7")
    give_token(state, "bad", "aura-eau")
    bad.rewards[0][1] = bad.rewards[0][2] = True  # face up
    bad.refresh_rewards(state.game.rewards_by_id)
    assert bad.has("resistance-eau")
    timeline = state.timelines[bad.owner]
    before = timeline.index(bad.id) - 1
    activate(state, state.pieces[timeline[before]].label)
    state.timeline_index, state.mob_stage = before, True
    events = act(state, "end")
    while state.waiting_for(RollDice) is not None:
        events += roll(state, "tacle")
    kinds = [e.kind for e in events]
    assert kinds.index("buff-ends") > kinds.index("removed")  # the bomb first, then the buff
    assert bad.injuries == 0 and not bad.has("resistance-eau")


def test_melee_damage_to_scenery_keeps_a_spells_extra_damage() -> None:
    """seed 003, "Décors": scenery has "le pouvoir Insensible"; "Insensible : ce personnage ignore
    les effets additionnels des sorts, sauf ceux qui infligent des dégâts supplémentaires".
    Bouftabaffe (1 damage, "+2 quand un BOUFTOU est adjacent à la cible") hits a bush next to the
    Roi's Bouftou: 3 damage, no critical, no armor roll for scenery."""
    state = full_game(arena="la-fosse", destruction=True)
    for p in state.pieces:
        if p.in_play:
            state.lift(p)
    put(state, "reine", "a12")
    put(state, "anna", "l1")
    put(state, "roi", "e5")
    put(state, "bouftou", "g5")
    scenery(state, "f5", "bush")
    activate(state, "roi")
    events = act(state, "cast bouftabaffe f5")
    while state.waiting_for(RollDice) is not None:
        events += roll(state, "tacle")  # no critical
    damage = [e.data for e in events if e.kind == "scenery-damage"]
    assert [d["amount"] for d in damage] == [3]
