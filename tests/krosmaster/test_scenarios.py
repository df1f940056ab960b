"""Tutorial scenarios 1–6 against seed 003's tables (decision K5), and data validation."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from arena.core.errors import DataError, IllegalActionError
from arena.games.krosmaster.datamodel import (
    DATA_DIR,
    Goal,
    Placement,
    ScenarioData,
    load_catalog,
    load_scenario,
    scenarios,
)
from arena.games.krosmaster.pieces import BOMB, KROSMASTER, MOB
from tests.krosmaster.harness import act, activate, clear, game, new_state, pending, piece, put, roll

# number: (size, teams by character id, bushes, trees, crates, goal, summon tokens)
TABLE = {
    1: (8, [["reine-des-tofus"], ["roi-des-bouftous"]], 2, 0, 0, Goal.KO_ONE, {}),
    2: (8, [["reine-des-tofus"], ["roi-des-bouftous"]], 2, 2, 0, Goal.KO_ONE, {}),
    3: (8, [["reine-des-tofus"], ["roi-des-bouftous"]], 4, 4, 0, Goal.KO_ONE, {"tofu": 3, "bouftou": 1}),
    4: (
        10,
        [["reine-des-tofus", "anna-tommy"], ["roi-des-bouftous", "oscar-nak"]],
        2,
        2,
        2,
        Goal.KO_ONE,
        {"tofu": 3, "bouftou": 1},
    ),
    5: (
        10,
        [["anna-tommy", "guy-yomtella"], ["oscar-nak", "kreol-panikon"]],
        2,
        4,
        2,
        Goal.KO_ONE_THEN_SURVIVE,
        {},
    ),
    6: (
        10,
        [["guy-yomtella", "bad-aboum"], ["kreol-panikon", "opee-tissoin"]],
        4,
        4,
        4,
        Goal.KO_ALL,
        {"bombe-a-eau": 2},
    ),
}
TITLES = {
    1: "La foire aux bourre-pifs",
    2: "Mon tout premier sort",
    3: "L'invocation, une vocation",
    4: "Deux, c'est mieux qu'une",
    5: "De nouveaux horizons",
    6: "Des maux, toujours des maux",
}
NUMBERS = sorted(TABLE)


def sc(n: int) -> ScenarioData:
    return scenarios()[f"tutorial-{n}"]


@pytest.mark.parametrize("n", NUMBERS)
def test_figures_and_teams(n: int) -> None:
    """seed 003, each tutorial's "Installation" and "Déploiement": which Krosmasters, in which
    team (the first-listed team is the one the text says plays first)."""
    data = sc(n)
    teams = [[p.character for p in team] for team in data.teams]
    assert sorted(teams[0]) == sorted(TABLE[n][1][0])
    assert sorted(teams[1]) == sorted(TABLE[n][1][1])
    assert data.number == n
    assert data.title.fr == TITLES[n]


@pytest.mark.parametrize("n", NUMBERS)
def test_scenery_counts(n: int) -> None:
    """seed 003, each tutorial's "Installation": T1 2 bushes; T2 2 bushes, 2 trees; T3 4 bushes,
    4 trees; T4 2/2/2 crates; T5 2 bushes, 4 trees, 2 crates; T6 4/4/4."""
    _, _, bushes, trees, crates, _, _ = TABLE[n]
    counts = Counter(ch for row in sc(n).map for ch in row)
    assert counts["B"] == bushes
    assert counts["T"] == trees
    assert counts["C"] == crates
    assert set(counts) <= {".", "B", "T", "C"}
    st = new_state(f"tutorial-{n}")
    assert Counter(st.scenery) == Counter(
        {0: st.board.n - bushes - trees - crates, 1: bushes, 2: trees, 3: crates}
    )


@pytest.mark.parametrize("n", NUMBERS)
def test_board_sizes(n: int) -> None:
    """K5: 8x8 for tutorials 1–3, 10x10 for 4–6 (tutorial 4 calls its arena "un peu petite")."""
    size = TABLE[n][0]
    data = sc(n)
    assert (data.width, data.height) == (size, size)
    st = new_state(f"tutorial-{n}")
    assert (st.board.width, st.board.height) == (size, size)


@pytest.mark.parametrize("n", NUMBERS)
def test_scenery_is_symmetric_under_a_half_turn(n: int) -> None:
    """K5: each house map is symmetric under a 180° turn."""
    rows = sc(n).map
    h, w = len(rows), len(rows[0])
    for y in range(h):
        for x in range(w):
            assert rows[y][x] == rows[h - 1 - y][w - 1 - x], (x, y)


@pytest.mark.parametrize("n", NUMBERS)
def test_deployment_is_symmetric_and_on_each_players_edge(n: int) -> None:
    """K5 (180° symmetry) and seed 003, "Déploiement": each player's figures start on free
    cells within the two rows of their own side of the board."""
    data = sc(n)
    st = new_state(f"tutorial-{n}")
    b = st.board
    cells = [[b.parse(p.at) for p in team] for team in data.teams]
    turned = {b.cell(b.width - 1 - b.xs[c], b.height - 1 - b.ys[c]) for c in cells[0]}
    assert turned == set(cells[1])
    assert all(b.ys[c] >= b.height - 2 for c in cells[0])  # player 0: bottom two rows
    assert all(b.ys[c] <= 1 for c in cells[1])  # player 1: top two rows
    for team in cells:
        for c in team:
            assert st.is_free(c) is False  # a figure stands there
            assert st.scenery[c] in (0, 3)
    assert len({c for team in cells for c in team}) == sum(len(t) for t in cells)


@pytest.mark.parametrize("n", NUMBERS)
def test_summon_tokens_available(n: int) -> None:
    """seed 003 tutorials 3, 4 ("les 3 pions Tofu et le pion Bouftou") and 6 ("deux pions Bombe
    à Eau"); no summons in 1, 2 and 5. Summon control values: Tofu (3), Bouftou (1), Bombe (2)."""
    st = new_state(f"tutorial-{n}")
    tokens = Counter(p.data.id for p in st.pieces if p.kind != KROSMASTER)
    assert dict(tokens) == TABLE[n][6]
    assert all(not p.in_play for p in st.pieces if p.kind != KROSMASTER)
    for p in st.pieces:
        if p.kind in (MOB, BOMB):
            assert st.pieces[p.summoner].owner == p.owner


@pytest.mark.parametrize("n", NUMBERS)
def test_goals(n: int) -> None:
    """seed 003, "But du jeu": KO the enemy Krosmaster (1–3), KO one enemy Krosmaster (4), KO
    one without losing one on the next enemy turn (5), KO every enemy (6)."""
    assert sc(n).goal == TABLE[n][5]


def test_tutorial_1_is_punches_only_without_powers() -> None:
    """seed 003 tutorial 1: "il ne devra utiliser que ses poings"; powers come in tutorial 2,
    so every roll is one die."""
    st = new_state("tutorial-1")
    for label in ("reine", "roi"):
        assert piece(st, label).spells == ("coup-de-poing",)
        assert piece(st, label).powers == frozenset()
    clear(st)
    put(st, "reine", "d4")
    put(st, "roi", "d5")
    activate(st, "reine")
    casts = {
        st.game.action_to_text(a) for a in st.legal_actions() if st.game.action_to_text(a).startswith("cast")
    }
    assert casts == {f"cast coup-de-poing {c}" for c in ("c4", "e4", "d3", "d5")}
    act(st, "cast coup-de-poing d5")
    assert pending(st) == ("critical", 1)
    roll(st, "dofus")
    assert pending(st) == ("armor", 1)  # the Roi's Armure is not used yet
    roll(st, "tacle")
    assert piece(st, "roi").injuries == 2


def test_tutorial_2_has_powers_and_attack_spells_but_no_summons() -> None:
    """seed 003 tutorial 2: attack spells and powers (Armure: the Roi rolls 2 armor dice);
    summoning comes in tutorial 3."""
    st = new_state("tutorial-2")
    assert set(piece(st, "reine").spells) == {"coup-de-poing", "dan-to-fu"}
    assert set(piece(st, "roi").spells) == {"coup-de-poing", "bouftabaffe"}
    assert piece(st, "roi").powers == frozenset({"armure", "tacle"})
    assert [p.label for p in st.pieces] == ["reine", "roi"]
    clear(st)
    put(st, "reine", "d4")
    put(st, "roi", "d5")
    activate(st, "reine")
    before = st.to_json()
    with pytest.raises(IllegalActionError) as info:
        act(st, "cast invocation-de-tofu d3")
    assert info.value.reason == "unknown-spell"
    assert st.to_json() == before
    act(st, "cast coup-de-poing d5")
    roll(st, "armure")
    assert pending(st) == ("armor", 2)


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_full_cards_from_tutorial_3(n: int) -> None:
    """seed 003 tutorial 3: "Désormais, vous utiliserez la carte de personnage dans sa
    totalité" (plus the punch, open to every Krosmaster, K6)."""
    st = new_state(f"tutorial-{n}")
    cat = st.game.catalog
    for p in st.pieces:
        if p.kind == KROSMASTER:
            assert set(p.spells) == {"coup-de-poing", *cat.characters[p.data.id].spells}
            assert p.powers == frozenset(cat.characters[p.data.id].powers)


def test_scenario_files_load_and_match_their_ids() -> None:
    """K5: the six tutorial files are valid scenario data, named after their ids."""
    for n in NUMBERS:
        path = DATA_DIR / "scenarios" / f"tutorial-{n}.yaml"
        assert load_scenario(path) == sc(n)
        assert sc(n).id == path.stem


# -- data validation ------------------------------------------------------------------------------------------
T1 = (DATA_DIR / "scenarios" / "tutorial-1.yaml").read_text(encoding="utf-8")
CHARS = (DATA_DIR / "characters.yaml").read_text(encoding="utf-8")


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("old", "new", "field"),
    [
        ("width: 8", "width: 20", "width"),
        ("goal: ko_one", "goal: win_fast", "goal"),
        ("goal: ko_one", "goal: ko_one\nbogus: 1", "bogus"),
        ('"..B....."', '"..X....."', "map symbols"),
        ('"..B....."', '"..B...."', "map must be 8 rows of 8 cells"),
        ("at: d1", "place: d1", "teams.0.0.at"),
        ("character: roi-des-bouftous", "who: roi-des-bouftous", "teams.1.0.character"),
        ("source: seed 003, Scénario d'Initiation 1\n", "", "source"),
        ("powers: false", "powers: maybe", "restrictions.powers"),
    ],
)
def test_malformed_scenario_names_file_and_field(tmp_path: Path, old: str, new: str, field: str) -> None:
    """datamodel.py: a bad scenario file raises DataError naming the file and the bad field."""
    assert old in T1
    path = _write(tmp_path, "bad-scenario.yaml", T1.replace(old, new, 1))
    with pytest.raises(DataError) as info:
        load_scenario(path)
    assert str(path) in info.value.message
    assert field in info.value.message
    assert info.value.reason == "invalid-data"


def test_scenario_yaml_syntax_error(tmp_path: Path) -> None:
    """datamodel.py: unreadable YAML is a DataError naming the file."""
    path = _write(tmp_path, "broken.yaml", T1 + "\n  : : [\n")
    with pytest.raises(DataError) as info:
        load_scenario(path)
    assert str(path) in info.value.message
    assert info.value.reason == "bad-yaml"


def test_scenario_must_be_a_mapping(tmp_path: Path) -> None:
    """datamodel.py: a scenario file is a mapping."""
    path = _write(tmp_path, "list.yaml", "- 1\n- 2\n")
    with pytest.raises(DataError) as info:
        load_scenario(path)
    assert str(path) in info.value.message


@pytest.mark.parametrize(
    ("old", "new", "field"),
    [
        ("    hp: 10\n", "    hp: -3\n", "characters.roi-des-bouftous.hp"),
        ("powers: [armure, tacle]", "powers: [armure, flying]", "characters.roi-des-bouftous.powers.1"),
        ("kind: krosmaster", "kind: hero", "characters.roi-des-bouftous.kind"),
        ("code: roi\n", "code: Roi!\n", "characters.roi-des-bouftous.code"),
        (
            "range: {type: normal, min: 1, max: 3}",
            "range: {type: normal, min: 4, max: 3}",
            "spells.dan-to-fu.range",
        ),
        (
            "    ap: 5\n    range: {type: melee}\n",
            "    ap: many\n    range: {type: melee}\n",
            "spells.coup-de-poing.ap",
        ),
        (
            "spells: [bouftabaffe, invocation-de-bouftou]",
            "spells: [bouftabaffe, fireball]",
            "unknown spell 'fireball'",
        ),
        ("summon: {token: tofu, control: 3}", "summon: {token: tofu, control: 0}", "summon.control"),
        ("code: reine\n", "code: roi\n", "duplicate character codes"),
    ],
)
def test_malformed_catalog_names_file_and_field(tmp_path: Path, old: str, new: str, field: str) -> None:
    """datamodel.py: a bad characters file raises DataError naming the file and the field."""
    assert old in CHARS
    path = _write(tmp_path, "bad-characters.yaml", CHARS.replace(old, new, 1))
    with pytest.raises(DataError) as info:
        load_catalog(path)
    assert str(path) in info.value.message
    assert field in info.value.message
    assert info.value.reason == "invalid-data"


def test_catalog_must_be_a_mapping(tmp_path: Path) -> None:
    """datamodel.py: a characters file is a mapping with spells and characters."""
    path = _write(tmp_path, "list.yaml", "- a\n")
    with pytest.raises(DataError) as info:
        load_catalog(path)
    assert str(path) in info.value.message
    assert "mapping" in info.value.message


@pytest.mark.parametrize(
    ("old", "new"),
    [("at: d1", "at: z99"), ("at: d1", "at: c6"), ("at: e8", "at: d1")],
    ids=["off-board", "on-a-bush", "same-cell"],
)
def test_load_scenario_rejects_impossible_deployments(tmp_path: Path, old: str, new: str) -> None:
    """seed 003, "Obstacle - Case libre": a figure cannot stand on a bush, a tree or another
    figure; the loader should name the file and the ``teams`` field."""
    path = _write(tmp_path, "bad-deploy.yaml", T1.replace(old, new, 1))
    with pytest.raises(DataError) as info:
        load_scenario(path)
    assert str(path) in info.value.message
    assert "teams" in info.value.message


@pytest.mark.parametrize(
    ("at", "field", "message"),
    [
        ("z99", "teams.0.0.at", "not a cell"),
        ("c6", "teams.0.0.at", "holds a bush"),
        ("e8", "teams.1.0.at", "e8 already holds a figure"),
    ],
)
def test_game_rejects_impossible_deployments(
    monkeypatch: pytest.MonkeyPatch, at: str, field: str, message: str
) -> None:
    """seed 003, "Obstacle - Case libre": set-up refuses a figure on an obstacle or off the map
    (game.py names the scenario and the field)."""
    base = sc(1)
    team0 = (Placement(character="reine-des-tofus", at=at),)
    bad = base.model_copy(update={"id": "test-bad-deploy", "teams": (team0, base.teams[1])})
    monkeypatch.setitem(scenarios(), bad.id, bad)
    with pytest.raises(DataError) as info:
        game(bad.id)
    assert "test-bad-deploy" in info.value.message
    assert field in info.value.message
    assert message in info.value.message
    assert info.value.reason == "invalid-data"


def test_the_punch_is_data_and_validated(tmp_path: Path) -> None:
    """seed 003 tutorials 1–2 (every Krosmaster may punch; mobs may not, "Pions Mob"): the
    punch is a catalog-wide Krosmaster spell in the data; an unknown id there is a DataError."""
    from arena.games.krosmaster.datamodel import base_catalog, load_catalog

    assert base_catalog().krosmaster_spells == ("coup-de-poing",)
    st = new_state("tutorial-3")
    assert "coup-de-poing" in piece(st, "reine").spells
    assert "coup-de-poing" not in piece(st, "tofu1").spells
    bad = tmp_path / "chars.yaml"
    bad.write_text("krosmaster_spells: [nope]\nspells: {}\ncharacters: {}\n", encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_catalog(bad)
    assert "nope" in info.value.message and str(bad) in info.value.message
