"""Krosmaster Arena as an Arena game: options, configuration and action codecs."""

from __future__ import annotations

from functools import cached_property
from typing import Any, ClassVar

from pydantic import Field, field_validator

from arena.core.errors import DataError, StateFormatError
from arena.core.game import Game, GameInfo, Options
from arena.games.krosmaster.actions import Action, ActionCodec
from arena.games.krosmaster.board import Board, board
from arena.games.krosmaster.datamodel import (
    Catalog,
    CharacterKind,
    ScenarioData,
    base_catalog,
    deployment_problems,
    scenarios,
)
from arena.games.krosmaster.pieces import Piece

SCENERY_CODES = {".": 0, "B": 1, "T": 2, "C": 3}
NONE, BUSH, TREE, CRATE = 0, 1, 2, 3
SCENERY_NAMES = ("", "bush", "tree", "crate")


class KrosmasterOptions(Options):
    """Game options. ``max_turns`` is a house rule: a draw after that many player turns."""

    scenario: str = "tutorial-1"
    max_turns: int = Field(60, ge=1, le=10_000)

    @field_validator("scenario")
    @classmethod
    def _known(cls, v: str) -> str:
        if v not in scenarios():
            raise ValueError(f"unknown scenario {v!r}; known: {', '.join(sorted(scenarios()))}")
        return v


class Krosmaster(Game[Action]):
    """Krosmaster Arena (Ankama, 2013 box): tactical skirmish with dice and line of sight."""

    info: ClassVar[GameInfo] = GameInfo(
        id="krosmaster",
        names={"en": "Krosmaster Arena", "fr": "Krosmaster Arena", "zh": "克洛茲大師競技場"},
        min_players=2,
        max_players=2,
        version="0.1",
        chance=True,
        hidden_information=False,
        description={
            "en": "Tactical skirmish on a grid: dice, line of sight, spells and summons.",
            "fr": "Escarmouche tactique : dés, ligne de vue, sorts et invocations.",
        },
        aliases=("krosmaster-arena", "ka"),
    )
    options_model: ClassVar[type[Options]] = KrosmasterOptions

    def __init__(self, *, catalog: Catalog | None = None, **options: Any) -> None:
        """``catalog`` replaces the box's characters and spells (designers, tests)."""
        super().__init__(**options)
        opts = self.options
        assert isinstance(opts, KrosmasterOptions)
        self.opts = opts
        self.scenario: ScenarioData = scenarios()[opts.scenario]
        self.catalog: Catalog = catalog if catalog is not None else base_catalog()
        self.board: Board = board(self.scenario.width, self.scenario.height)
        self.scenery: list[int] = [SCENERY_CODES[ch] for row in self.scenario.map for ch in row]
        self.prototypes, self.timelines, self.deploy = self._build_pieces()
        self.first_player = self._first_player()
        self.codec = ActionCodec(self.board, sorted(self.catalog.spells), [p.label for p in self.prototypes])

    @classmethod
    def sample_configs(cls) -> list[dict[str, object]]:
        return [{"scenario": s} for s in sorted(scenarios())]

    @classmethod
    def bench_config(cls) -> dict[str, object]:
        return {"scenario": "tutorial-6"}

    # -- set-up ----------------------------------------------------------------------------------
    def _build_pieces(self) -> tuple[list[Piece], list[list[int]], dict[int, int]]:
        """Every piece of the game, Krosmasters first then their summon slots."""
        sc, cat = self.scenario, self.catalog
        allowed = set(sc.restrictions.spells) if sc.restrictions.spells is not None else None
        problems = deployment_problems(sc)  # scenarios built in code skip the loader's check
        if problems:
            raise DataError(f"scenario {sc.id}: {problems[0]}", reason="invalid-data")
        raw: list[tuple[str, int, int, str, tuple[str, ...], frozenset[str]]] = []
        deploy: dict[int, int] = {}
        kros_ids: list[list[int]] = [[], []]
        for player, team in enumerate(sc.teams):
            for place in team:
                ch = cat.characters.get(place.character)
                if ch is None or ch.kind != CharacterKind.KROSMASTER:
                    raise StateFormatError(f"{sc.id}: {place.character!r} is not a Krosmaster")
                spells = (*cat.krosmaster_spells, *ch.spells)
                if allowed is not None:
                    spells = tuple(s for s in spells if s in allowed)
                powers = frozenset(ch.powers) if sc.restrictions.powers else frozenset()
                powers |= frozenset(place.extra_powers)
                pid = len(raw)
                raw.append((place.character, player, -1, "", spells, powers))
                deploy[pid] = self.board.parse(place.at)
                kros_ids[player].append(pid)
        for player in (0, 1):
            for kid in kros_ids[player]:
                for sid in raw[kid][4]:
                    sp = cat.spells[sid]
                    if sp.summon is None:
                        continue
                    tok = cat.characters[sp.summon.token]
                    powers = frozenset(tok.powers) if sc.restrictions.powers else frozenset()
                    for _ in range(sp.summon.control):
                        raw.append((tok.id, player, kid, sid, tok.spells, powers))
        labels = _labels([cat.characters[r[0]].code for r in raw])
        pieces = [
            Piece(i, cat.characters[r[0]], r[1], labels[i], r[5], r[4], summoner=r[2], source_spell=r[3])
            for i, r in enumerate(raw)
        ]
        timelines = [
            sorted(ids, key=lambda i: (-pieces[i].data.initiative, ids.index(i))) for ids in kros_ids
        ]
        return pieces, timelines, deploy

    def _first_player(self) -> int:
        """Seed 003, "Premier joueur" and "Initiative": the higher total, then the highest
        single initiative, then the next... A perfect tie goes to player 0 (no coin here)."""
        keys = []
        for tl in self.timelines:
            inits = sorted((self.prototypes[i].data.initiative for i in tl), reverse=True)
            keys.append((sum(inits), inits))
        return 1 if keys[1] > keys[0] else 0

    @property
    def num_players(self) -> int:
        return 2

    # -- states ------------------------------------------------------------------------------------
    def new_initial_state(self) -> Any:
        from arena.games.krosmaster.state import KrosmasterState

        return KrosmasterState.initial(self)

    def state_from_json(self, data: dict[str, Any]) -> Any:
        from arena.games.krosmaster.state import KrosmasterState

        return KrosmasterState.from_json(self, data)

    # -- codecs -------------------------------------------------------------------------------------
    def num_distinct_actions(self) -> int:
        return self.codec.size

    def action_to_index(self, action: Action) -> int:
        return self.codec.to_index(action)

    def index_to_action(self, index: int) -> Action:
        return self.codec.from_index(index)

    def action_to_text(self, action: Action) -> str:
        return self.codec.to_text(action)

    def text_to_action(self, text: str) -> Action:
        return self.codec.from_text(text)

    @cached_property
    def piece_index(self) -> dict[str, int]:
        return {p.label: p.id for p in self.prototypes}


def _labels(codes: list[str]) -> list[str]:
    """``reine``, ``tofu1``, ``tofu2``…: a code alone when unique, numbered otherwise."""
    counts = {c: codes.count(c) for c in codes}
    seen: dict[str, int] = {}
    out = []
    for c in codes:
        if counts[c] == 1:
            out.append(c)
        else:
            seen[c] = seen.get(c, 0) + 1
            out.append(f"{c}{seen[c]}")
    return out
