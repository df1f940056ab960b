"""The full game's configuration: who plays with whom, which teams, which set-up method.

Seed 003, "Début de partie" (team choice, first player, board, deployment), "Règles
avancées" (4 players: free-for-all and 2 vs 2; custom teams). A *match* file names a fixed
set-up such as tutorial 7; the ``arena`` scenario leaves every set-up choice to the players.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from pydantic import Field, ValidationError, model_validator

from arena.core.text import Msg, Ref, msg
from arena.games.krosmaster.datamodel import (
    DATA_DIR,
    Catalog,
    CharacterKind,
    Names,
    Strict,
    _located,
    _read_yaml,
)

R_CUSTOM = "seed 003, Règles avancées: Équipe personnalisée"
BOX_POOL = (
    "anna-tommy",
    "reine-des-tofus",
    "guy-yomtella",
    "oscar-nak",
    "kreol-panikon",
    "bad-aboum",
    "roi-des-bouftous",
    "opee-tissoin",
)
# 2 vs 2 (seed 003, "2 contre 2"): seats 0 and 2 against seats 1 and 3.
TEAMS_OF_MODE = {"duel": (0, 1), "ffa": (0, 1, 2, 3), "2v2": (0, 1, 0, 1)}


class MatchData(Strict):
    """A fixed full-game set-up (tutorial 7)."""

    id: str
    number: int = 0
    title: Names
    source: str
    arena: str
    players: int = Field(2, ge=2, le=4)
    teams: tuple[tuple[str, ...], ...]
    team_names: tuple[Names, ...] = ()

    @model_validator(mode="after")
    def _shape(self) -> MatchData:
        if len(self.teams) != self.players:
            raise ValueError(f"{self.players} players need {self.players} teams")
        return self


@cache
def matches() -> dict[str, MatchData]:
    """Every match file in ``data/matches``, by id."""
    out: dict[str, MatchData] = {}
    for path in sorted((DATA_DIR / "matches").glob("*.yaml")):
        m = load_match(path)
        out[m.id] = m
    return out


def load_match(path: Path) -> MatchData:
    raw = _read_yaml(path)
    try:
        return MatchData.model_validate(raw)
    except ValidationError as exc:
        raise _located(path, exc) from exc


def team_problems(catalog: Catalog, team: tuple[str, ...], players: int) -> list[str]:
    """Seed 003, "Équipe personnalisée": 2–8 Krosmasters whose Levels sum to 12 (4 players:
    1–4 summing to 6); a gold name (unique hero) once, a white name at most twice."""
    return [english for english, _, _ in team_checks(catalog, team, players)]


def team_checks(catalog: Catalog, team: tuple[str, ...], players: int) -> list[tuple[str, Msg, str]]:
    """:func:`team_problems`, each problem in English, as a sentence of the game's strings, and
    with the id of the rule it breaks."""
    out: list[tuple[str, Msg, str]] = []
    lo, hi, total = (2, 8, 12) if players == 2 else (1, 4, 6)
    if not lo <= len(team) <= hi:
        english = f"a team has {lo} to {hi} Krosmasters, not {len(team)}"
        out.append((english, msg("kros-team-size", lo=lo, hi=hi, n=len(team)), "custom-team-size"))
    levels = 0
    for cid in team:
        ch = catalog.characters.get(cid)
        if ch is None or ch.kind != CharacterKind.KROSMASTER:
            english = f"{cid!r} is not a Krosmaster"
            out.append((english, msg("kros-team-not-krosmaster", id=cid), "custom-team-size"))
            continue
        levels += ch.level
        n = team.count(cid)
        who = Ref("character", cid)
        if ch.unique and n > 1:
            english = f"{cid} is a unique hero (gold name): once per team"
            out.append((english, msg("kros-team-unique", character=who), "custom-team-unique"))
        elif n > 2:
            english = f"{cid} may appear at most twice in a team"
            out.append((english, msg("kros-team-twice", character=who), "custom-team-twice"))
    if not out and levels != total:
        english = f"the Levels of a team sum to {total}, not {levels}"
        out.append((english, msg("kros-team-levels", total=total, n=levels), "custom-team-levels"))
    unique: dict[str, tuple[str, Msg, str]] = {}
    for problem in out:
        unique.setdefault(problem[0], problem)
    return list(unique.values())
