"""Krosmaster Arena as an Arena game: options, configuration and action codecs."""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pydantic import BaseModel, Field, model_validator

from arena.core.errors import DataError, StateFormatError
from arena.core.game import CodecGame, GameInfo, Options, TerminalRenderer
from arena.core.state import State
from arena.core.tensors import TensorLayout
from arena.core.text import Ref, Seat, msg
from arena.games.krosmaster import evaluation
from arena.games.krosmaster.actions import END, Action, ActionCodec
from arena.games.krosmaster.board import EDGES, PARCELS, SCENERY_CODES, Board, board
from arena.games.krosmaster.datamodel import (
    Catalog,
    CharacterKind,
    ScenarioData,
    base_catalog,
    deployment_problems,
    scenarios,
)
from arena.games.krosmaster.describe import ARENA_TITLE
from arena.games.krosmaster.dice import INSPIRATION_FACES
from arena.games.krosmaster.info import INFO
from arena.games.krosmaster.match import BOX_POOL, TEAMS_OF_MODE, MatchData, matches, team_checks
from arena.games.krosmaster.pieces import Piece
from arena.games.krosmaster.rewards_data import RewardData, RewardToken

if TYPE_CHECKING:
    from arena.core.describe import ActionInfo
    from arena.core.text import Msg, RuleText

FULL_KEYS = ("arena", "players", "mode", "teams", "team_list", "tension", "destruction")
ARENA_SCENARIO = "arena"


class KrosmasterOptions(Options):
    """Game options. ``scenario`` is a tutorial (1–7) or ``arena``, the full game whose
    set-up the other options describe. ``max_turns`` is a house rule: a draw after that many
    player turns (default 60 in tutorials 1–6, 400 on an arena)."""

    scenario: str = "tutorial-1"
    arena: str | None = None
    players: Literal[2, 4] = 2
    mode: Literal["duel", "ffa", "2v2"] | None = None
    teams: Literal["agreement", "random", "draft"] = "agreement"
    team_list: tuple[tuple[str, ...], ...] | None = None
    tension: Literal["same-face", "raw", "shared-symbol"] = "same-face"
    destruction: bool = False
    max_turns: int | None = Field(None, ge=1, le=10_000)

    @model_validator(mode="before")
    @classmethod
    def _full_by_default(cls, data: Any) -> Any:
        """Naming an arena, a player count or a set-up method without a scenario means the
        full game (``arena play krosmaster --arena la-fosse``)."""
        if isinstance(data, dict) and "scenario" not in data and any(k in data for k in FULL_KEYS):
            return {**data, "scenario": ARENA_SCENARIO}
        return data

    @model_validator(mode="after")
    def _consistent(self) -> KrosmasterOptions:
        from arena.games.krosmaster.battlefields import arenas

        sc = self.scenario
        if sc not in scenarios() and sc not in matches() and sc != ARENA_SCENARIO:
            known = sorted({*scenarios(), *matches(), ARENA_SCENARIO})
            raise ValueError(f"unknown scenario {sc!r}; known: {', '.join(known)}")
        if self.arena is not None and self.arena not in arenas():
            raise ValueError(f"unknown arena {self.arena!r}; known: {', '.join(sorted(arenas()))}")
        if sc in scenarios():
            set_keys = [k for k in FULL_KEYS if getattr(self, k) != KrosmasterOptions.model_fields[k].default]
            if set_keys:
                raise ValueError(
                    f"{', '.join(set_keys)}: only for the full game (scenario 'arena' or 'tutorial-7')"
                )
            return self
        mode = self.mode or ("duel" if self.players == 2 else "ffa")
        if (mode == "duel") != (self.players == 2):
            raise ValueError(f"mode {mode!r} is for {'2' if mode == 'duel' else '4'} players")
        if sc in matches():
            m = matches()[sc]
            if self.players != m.players or (self.arena not in (None, m.arena)) or self.teams != "agreement":
                raise ValueError(f"{sc} is played by {m.players} players on {m.arena} with its own teams")
            if self.team_list is not None:
                raise ValueError(f"{sc} has its own teams; use scenario 'arena' for custom teams")
        if self.team_list is not None:
            if self.teams != "agreement":
                raise ValueError("team_list goes with teams='agreement'")
            if len(self.team_list) != self.players:
                raise ValueError(f"team_list needs one team per player ({self.players})")
        return self

    @property
    def resolved_mode(self) -> str:
        return self.mode or ("duel" if self.players == 2 else "ffa")


class Krosmaster(CodecGame[Action]):
    """Krosmaster Arena (Ankama, 2013 box): tactical skirmish with dice and line of sight."""

    codec: ActionCodec

    info: ClassVar[GameInfo] = INFO
    options_model: ClassVar[type[Options]] = KrosmasterOptions
    strings_dir: ClassVar[Path | None] = Path(__file__).with_name("strings")
    search_tuning: ClassVar[dict[str, float]] = {"prior": 12, "c": 0.4, "time": 1.0}
    """A stronger prior and less exploration than the generic MCTS defaults (4, 0.7): on
    tutorial-4 they turned 19-21 against greedy into 34-6 (40 games each; docs/ai.md). The
    default budget's 400 iterations are capped at 1 s a move: in the full game's largest
    positions they took up to 8 s (docs/results/strength-krosmaster-draft-full)."""

    def __init__(self, *, catalog: Catalog | None = None, **options: Any) -> None:
        """``catalog`` replaces the box's characters and spells (designers, tests)."""
        super().__init__(**options)
        self.custom_catalog = catalog is not None
        opts = self.options
        assert isinstance(opts, KrosmasterOptions)
        self.opts = opts
        self.spell_facts: dict[str, Any] = {}  # per-spell target facts, filled by targeting.py
        self.tree_masks: dict[tuple[int, ...], int] = {}  # scenery layout -> tree bit mask, by state.py
        self.tree_last: tuple[list[int], int] | None = None  # the last layout asked and its mask
        self.cast_actions: dict[str, list[Any]] = {}  # spell -> its Cast per cell, by targeting.py
        # (spell, cell, max range, sight blockers) -> the casts in sight, by targeting.py
        self.sighted_casts: dict[tuple[str, int, int, int], list[Any]] = {}
        self.areas: dict[tuple[int, int, Any], tuple[int, ...]] = {}  # spells.area_cells, by cells
        self.spell_rules: dict[str, Any] = {}  # per-spell resolution facts, filled by spells.py
        self.full = opts.scenario not in scenarios()
        if self.full:
            self._init_full(catalog)
            return
        self.n_players = 2
        self.mode = "duel"
        self.team_of: tuple[int, ...] = (0, 1)
        self.match: MatchData | None = None
        self.rewards: RewardData = _no_rewards()
        self.rewards_by_id: dict[str, RewardToken] = {}
        self.carry_spells: frozenset[str] = frozenset()
        self.max_turns = opts.max_turns or 60
        self.scenario: ScenarioData = scenarios()[opts.scenario]
        self.catalog: Catalog = catalog if catalog is not None else base_catalog()
        self.board: Board = board(self.scenario.width, self.scenario.height)
        self.scenery: list[int] = [SCENERY_CODES[ch] for row in self.scenario.map for ch in row]
        self.prototypes, self.timelines, self.deploy = self._build_pieces()
        self.first_player = self._first_player()
        self.codec = ActionCodec(self.board, sorted(self.catalog.spells), [p.label for p in self.prototypes])

    @property
    def alliances(self) -> tuple[int, ...]:
        """Partners in 2 vs 2 share an alliance (seed 003, "2 CONTRE 2": players 1 and 3 against 2
        and 4, who win together)."""
        return self.team_of

    def observation_layout(self) -> TensorLayout:
        from arena.games.krosmaster.tensor import observation_layout

        return observation_layout(self)

    def _init_full(self, catalog: Catalog | None) -> None:
        """The full game (seed 003, "Début de partie"): teams, board and deployment are
        decided in play; every piece that may ever enter is allocated here."""
        from arena.games.krosmaster.battlefields import arenas
        from arena.games.krosmaster.rewards_data import load_rewards

        opts = self.opts
        self.n_players = opts.players
        self.mode = opts.resolved_mode
        self.team_of = TEAMS_OF_MODE[self.mode]
        self.match = matches().get(opts.scenario)
        self.max_turns = opts.max_turns or 400
        self.rewards = load_rewards()
        self.rewards_by_id = self.rewards.by_id()
        self.carry_spells = frozenset(
            sid for sid, sp in self.rewards.spells.items() if sp.special == "carry_adjacent_ally"
        )
        base = catalog if catalog is not None else base_catalog()
        self.catalog = base.merged(self.rewards.catalog())
        self.arenas = arenas()
        self.scenario = ScenarioData.model_validate(
            {
                "id": opts.scenario,
                "number": self.match.number if self.match else 0,
                "title": self.match.title.model_dump() if self.match else dict(ARENA_TITLE),
                "source": self.match.source if self.match else "seed 003, Début de partie",
                "width": 12,
                "height": 12,
                "map": ["." * 12] * 12,
                "teams": [[], []],
                "goal": "ko_all",
            }
        )
        self.board = board(12, 12)
        self.scenery = [0] * self.board.n
        if self.match is not None:
            teams: tuple[tuple[str, ...], ...] | None = self.match.teams
        elif opts.teams == "agreement":
            teams = opts.team_list or _box_teams(self.n_players)
        else:
            teams = None
        if teams is not None:
            for seat, team in enumerate(teams):
                problems = team_checks(self.catalog, team, self.n_players)
                if problems:
                    english, said, rule_id = problems[0]
                    raise DataError(
                        f"team of player {seat + 1}: {english}",
                        reason="bad-team",
                        rule='seed 003, "Équipe personnalisée"',
                        say=msg("kros-team-of", player=Seat(seat), problem=said),
                        rule_id=rule_id,
                    )
            roster = [(cid, seat) for seat, team in enumerate(teams) for cid in team]
        else:
            roster = [(cid, -1) for cid in BOX_POOL]
        self.fixed_teams = teams is not None
        self.prototypes = self._build_roster(roster)
        self.timelines = [[] for _ in range(self.n_players)]
        self.deploy = {}
        self.first_player = 0
        picks = [
            *sorted(self.arenas),
            *EDGES,
            *PARCELS,
            *INSPIRATION_FACES,
            "keep",
            "pay",
            "decline",
            *(f"p{i + 1}" for i in range(4)),
            "pile1",
            "pile2",
            "option1",
            "option2",
            "option3",
        ]
        tokens = [t.id for t in self.rewards.tokens]
        self.codec = ActionCodec(
            self.board, sorted(self.catalog.spells), [p.label for p in self.prototypes], picks, tokens
        )

    def _build_roster(self, roster: list[tuple[str, int]]) -> list[Piece]:
        """Krosmasters (owner -1 until dealt or drafted), their summon slots, then one slot per
        reward summon (Wabbit, Poupée Perdue; K7), owned by whoever summons it."""
        cat = self.catalog
        raw: list[tuple[str, int, int, str, tuple[str, ...]]] = []
        for cid, seat in roster:
            ch = cat.characters[cid]
            raw.append((cid, seat, -1, "", (*cat.krosmaster_spells, *ch.spells)))
        for kid in range(len(roster)):
            for sid in raw[kid][4]:
                sp = cat.spells[sid]
                if sp.summon is None:
                    continue
                tok = cat.characters[sp.summon.token]
                for _ in range(sp.summon.control):
                    raw.append((tok.id, raw[kid][1], kid, sid, tok.spells))
        for cid in sorted(self.rewards.characters):
            raw.append((cid, -1, -1, "", cat.characters[cid].spells))
        labels = _labels([cat.characters[r[0]].code for r in raw])
        return [
            Piece(
                i,
                cat.characters[r[0]],
                r[1],
                labels[i],
                frozenset(cat.characters[r[0]].powers),
                r[4],
                summoner=r[2],
                source_spell=r[3],
            )
            for i, r in enumerate(raw)
        ]

    @classmethod
    def sample_configs(cls) -> list[dict[str, object]]:
        # The full-game configurations stop after 30 player turns (a draw) to keep the
        # conformance suite quick; whole games are played by the soak tests.
        tutorials: list[dict[str, object]] = [{"scenario": s} for s in sorted(scenarios())]
        return [
            *tutorials,
            {"scenario": "tutorial-7", "max_turns": 30},
            {"arena": "arene-elementaire", "teams": "draft", "destruction": True, "max_turns": 30},
            {"players": 4, "mode": "ffa", "teams": "random", "max_turns": 30},
            {"players": 4, "mode": "2v2", "max_turns": 30},
        ]

    # -- what players read (``describe.py``, ``strings/``) ---------------------------------------
    def catalog_key(self) -> str:
        """The pieces of this configuration name the catalog (labels differ with the teams and
        the scenario); a designer's own character catalog makes its own."""
        key = "|".join(f"{p.label}={p.data.id}" for p in self.prototypes)
        if self.full:
            key += "|full"
        return f"{key}|{id(self.catalog)}" if self.custom_catalog else key

    def catalog_names(self) -> dict[str, dict[str, dict[str, str]]]:
        from arena.games.krosmaster.describe import catalog_names

        return catalog_names(self)

    def catalog_rules(self) -> dict[str, RuleText]:
        from arena.games.krosmaster.describe import RULES

        return dict(RULES)

    @classmethod
    def option_choices(cls) -> dict[str, list[Any]]:
        """The scenarios (tutorials, matches, ``arena``) and the arenas of the data."""
        from arena.games.krosmaster.battlefields import arenas

        krosmasters = [c.id for c in base_catalog().characters.values() if c.kind == CharacterKind.KROSMASTER]
        return {
            "scenario": [*sorted({*scenarios(), *matches()}), ARENA_SCENARIO],
            "arena": sorted(arenas()),
            "team_list": sorted(krosmasters),
        }

    @classmethod
    def option_value_text(cls, key: str, value: Any) -> Msg | None:
        """A Krosmaster of the team builder: its name, Level and whether it is a unique hero."""
        if key == "team_list":
            ch = base_catalog().characters.get(str(value))
            if ch is not None:
                unique = "kros-team-member-unique" if ch.unique else "kros-team-member"
                return msg(unique, character=Ref("character", ch.id), level=ch.level)
        return super().option_value_text(key, value)

    def describe_action(self, state: State[Any], action: Action) -> ActionInfo:
        from arena.games.krosmaster.describe import describe

        return describe(state, action)  # type: ignore[arg-type]

    def status(self, state: State[Any], seat: int | None) -> Msg:
        from arena.games.krosmaster.describe import status

        return status(state, seat)  # type: ignore[arg-type]

    # -- hooks -------------------------------------------------------------------------------
    def terminal_renderer(self) -> TerminalRenderer:
        from arena.games.krosmaster.render import render

        return render

    def hints(self, state: State[Any], seat: int | None, query: dict[str, Any]) -> dict[str, Any]:
        from arena.games.krosmaster.hints import hints

        return hints(state, seat, query)

    def invariant_errors(self, state: State[Any]) -> list[str]:
        """Every broken invariant of ``state`` (empty: a legal position); the position builder
        and the soak tests use it."""
        from arena.games.krosmaster.invariants import invariant_errors

        return invariant_errors(state)  # type: ignore[arg-type]

    @classmethod
    def view_model(cls) -> type[BaseModel]:
        from arena.games.krosmaster.viewmodel import KrosmasterView

        return KrosmasterView

    def timeout_action(self, state: State[Any], player: int) -> Action | None:
        """A seat out of time ends its activation (seed 003, "Tour de jeu"); elsewhere (set-up
        picks, prompts) the server plays the first legal action."""
        return END if END in state.legal_actions() else None

    @classmethod
    def bench_config(cls) -> dict[str, object]:
        """Issue 4's standard configuration: scenario 7 on La Fosse, random agents."""
        return {"scenario": "tutorial-7"}

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
        return self.n_players

    @property
    def hidden_information(self) -> bool:
        """Only the full game hides anything (face-down rewards and piles)."""
        return self.full

    def is_enemy(self, a: int, b: int) -> bool:
        """Seats ``a`` and ``b`` are opponents (2 vs 2: partners are allies)."""
        return a != b and (a < 0 or b < 0 or self.team_of[a] != self.team_of[b])

    # -- states ------------------------------------------------------------------------------------
    def new_initial_state(self) -> Any:
        from arena.games.krosmaster.flow import initial_state

        return initial_state(self)

    def state_from_json(self, data: dict[str, Any]) -> Any:
        from arena.games.krosmaster.flow import load_state

        return load_state(self, data)

    def evaluate(self, state: Any, player: int) -> float:
        """Heuristic value for greedy/MCTS agents (see ``evaluation.py``)."""
        return evaluation.evaluate(state, player)

    def evaluate_all(self, state: Any) -> list[float]:
        """Every seat's value from one pass over the pieces."""
        return evaluation.evaluate_all(state)

    # -- codecs -------------------------------------------------------------------------------------

    @cached_property
    def piece_index(self) -> dict[str, int]:
        return {p.label: p.id for p in self.prototypes}

    @cached_property
    def reward_ranks(self) -> dict[str, str]:
        """Each reward token's rank (``rank.value``) by id (the full game's determinization)."""
        return {tid: tok.rank.value for tid, tok in self.rewards_by_id.items()}


def _no_rewards() -> RewardData:
    """Tutorials 1–6 use no rewards: an empty set stands in (never validated as the box)."""
    return RewardData.model_construct(tokens=(), spells={}, characters={})


def _box_teams(players: int) -> tuple[tuple[str, ...], ...]:
    """The default teams by agreement: tutorial 7's Stasis and Wakfu; with 4 players each of
    those teams is split in two (seed 003, "Chacun pour soi": 2 Krosmasters each)."""
    stasis, wakfu = matches()["tutorial-7"].teams
    if players == 2:
        return (stasis, wakfu)
    return (stasis[:2], wakfu[:2], stasis[2:], wakfu[2:])


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
