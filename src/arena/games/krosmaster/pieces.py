"""Pieces on (or off) the board: Krosmasters, mobs, bombs, traps.

Every piece a configuration can ever put into play is allocated at set-up — each summon
spell gets as many slots as its summon control value — so piece ids, labels and action
indices are stable for the whole game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from arena.games.krosmaster.datamodel import CharacterData, CharacterKind

if TYPE_CHECKING:
    from arena.games.krosmaster.rewards_data import RewardToken

KROSMASTER, MOB, BOMB, TRAP = 0, 1, 2, 3
KIND_OF = {
    CharacterKind.KROSMASTER: KROSMASTER,
    CharacterKind.MOB: MOB,
    CharacterKind.BOMB: BOMB,
    CharacterKind.TRAP: TRAP,
}
KIND_NAMES = ("krosmaster", "mob", "bomb", "trap")


class Piece:
    """Mutable per-piece state. Static facts come from ``data`` (a CharacterData)."""

    __slots__ = (
        "activated",
        "ap",
        "ap_markers",
        "base_ap",
        "base_mp",
        "data",
        "hp",
        "id",
        "in_play",
        "injuries",
        "kind",
        "label",
        "mp",
        "mp_markers",
        "next_bonus",
        "owner",
        "pos",
        "powers",
        "range_bonus",
        "reward_bonuses",
        "reward_flags",
        "reward_powers",
        "reward_range",
        "rewards",
        "source_spell",
        "spells",
        "summoner",
        "turn_powers",
        "used_game",
        "used_turn",
    )

    def __init__(
        self,
        pid: int,
        data: CharacterData,
        owner: int,
        label: str,
        powers: frozenset[str],
        spells: tuple[str, ...],
        summoner: int = -1,
        source_spell: str = "",
    ) -> None:
        self.id = pid
        self.data = data
        self.kind = KIND_OF[data.kind]
        self.owner = owner
        self.label = label
        self.summoner = summoner
        self.source_spell = source_spell
        self.powers = powers
        self.spells = spells
        self.turn_powers: frozenset[str] = frozenset()
        self.pos = -1
        self.in_play = False
        self.hp = data.hp
        self.base_mp = data.mp
        self.base_ap = data.ap
        self.injuries = 0
        self.mp = 0
        self.ap = 0
        self.mp_markers = 0
        self.ap_markers = 0
        self.range_bonus = 0
        self.activated = False
        self.used_turn: frozenset[str] = frozenset()
        self.used_game: frozenset[str] = frozenset()
        # The full game: reward tokens on the card ([id, face_up, public]) and what the
        # face-up ones give (recomputed by ``reward_effects.refresh``), boosts for the next spell.
        self.rewards: list[list[Any]] = []
        self.reward_powers: frozenset[str] = frozenset()
        self.reward_range = 0
        self.reward_bonuses: tuple[Any, ...] = ()
        self.reward_flags: frozenset[str] = frozenset()
        self.next_bonus: tuple[tuple[int, tuple[str, ...], bool], ...] = ()

    def copy(self) -> Piece:
        """An independent copy (replaced below by the generated slot copier, same result)."""
        other: Piece = _copy_slots(self)
        return other

    def has(self, power: str) -> bool:
        """Powers never stack (seed 003, "Pouvoirs"): a set membership, nothing more."""
        return power in self.powers or power in self.turn_powers or power in self.reward_powers

    @property
    def is_character(self) -> bool:
        """Krosmasters and mobs are characters; bombs and traps are mechanisms."""
        return self.kind <= MOB

    @property
    def alive(self) -> bool:
        return self.in_play and self.injuries < self.hp

    def refresh_rewards(self, tokens: Mapping[str, RewardToken]) -> None:
        """Recompute what face-up buffs and equipment give (powers never stack)."""
        powers: set[str] = set()
        rng = 0
        bonus: list[Any] = []
        flags: set[str] = set()
        for tid, up, _ in self.rewards:
            if not up:
                continue
            tok = tokens[tid]
            powers.update(tok.powers)
            rng += tok.stats.range
            bonus.extend(tok.damage_bonus)
            if tok.locks_contact:
                flags.add("locks_contact")
            if tok.vol_de_vie_melee:
                flags.add("vol_de_vie_melee")
        self.reward_powers = frozenset(powers)
        self.reward_range = rng
        self.reward_bonuses = tuple(bonus)
        self.reward_flags = frozenset(flags)

    def reset_for_entry(self) -> None:
        """Fresh values when a token (re)enters play."""
        self.injuries = 0
        self.mp = self.ap = 0
        self.mp_markers = self.ap_markers = 0
        self.range_bonus = 0
        self.activated = False
        self.used_turn = frozenset()
        self.used_game = frozenset()
        self.turn_powers = frozenset()

    # -- serialization (dynamic fields only) ---------------------------------------------------
    DYNAMIC = (
        "pos",
        "in_play",
        "hp",
        "base_mp",
        "base_ap",
        "injuries",
        "mp",
        "ap",
        "mp_markers",
        "ap_markers",
        "range_bonus",
        "activated",
        "owner",
        "summoner",
        "source_spell",
    )

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {k: getattr(self, k) for k in Piece.DYNAMIC}
        out["used_turn"] = sorted(self.used_turn)
        out["used_game"] = sorted(self.used_game)
        out["turn_powers"] = sorted(self.turn_powers)
        out["spells"] = list(self.spells)
        out["rewards"] = [list(r) for r in self.rewards]
        out["next_bonus"] = [[a, list(els), nxt] for a, els, nxt in self.next_bonus]
        return out

    def load_json(self, data: dict[str, Any]) -> None:
        for k in Piece.DYNAMIC:
            setattr(self, k, data[k])
        self.used_turn = frozenset(data.get("used_turn", ()))
        self.used_game = frozenset(data.get("used_game", ()))
        self.turn_powers = frozenset(data.get("turn_powers", ()))
        self.spells = tuple(data.get("spells", self.spells))
        self.rewards = [[str(r[0]), bool(r[1]), bool(r[2])] for r in data.get("rewards", ())]
        self.next_bonus = tuple((int(a), tuple(els), bool(nxt)) for a, els, nxt in data.get("next_bonus", ()))


def _slot_copier() -> Any:
    """A copy function assigning every slot by name (several times faster than a loop of
    getattr/setattr; clone is on the search agents' hot path)."""
    lines = ["def copy(src):", "    o = new(Piece)"]
    for n in Piece.__slots__:
        if n == "rewards":  # the only mutable field: lists of [id, face_up, public]
            lines.append("    o.rewards = [list(r) for r in src.rewards] if src.rewards else []")
        else:
            lines.append(f"    o.{n} = src.{n}")
    lines.append("    return o")
    namespace: dict[str, Any] = {"Piece": Piece, "new": Piece.__new__}
    exec("\n".join(lines), namespace)  # generated from the class's own slot names only
    return namespace["copy"]


copy_piece = _copy_slots = _slot_copier()
Piece.copy = _copy_slots  # type: ignore[method-assign]  # one call per piece on the clone path
