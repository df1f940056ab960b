"""A public, validated position builder for Krosmaster (rule tests, puzzles, what-if tools)::

    pos = KrosmasterPosition.from_scenario(game).clear()
    pos.put("reine", "d8").put("anna", "d7", injuries=2).activate("reine")
    state = pos.build()            # runs Krosmaster.invariant_errors; refuses impossible ones

It edits a state through named operations (place pieces, scenery, the active character with
its MP/AP, kamas, GG, reward tokens) so callers never assign the state's fields themselves;
:meth:`build` checks every invariant of a position and names each problem.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arena.core.errors import StateFormatError
from arena.games.krosmaster.board import BUSH, CRATE, NONE, TREE
from arena.games.krosmaster.tasks import Activation, NextActivation

if TYPE_CHECKING:
    from arena.games.krosmaster.game import Krosmaster
    from arena.games.krosmaster.pieces import Piece
    from arena.games.krosmaster.state import KrosmasterState

SCENERY_BY_NAME = {"none": NONE, "bush": BUSH, "tree": TREE, "crate": CRATE}


class KrosmasterPosition:
    """Named edits of one Krosmaster state; :meth:`build` validates and returns it."""

    def __init__(self, state: KrosmasterState) -> None:
        self.state = state

    @classmethod
    def from_scenario(cls, game: Krosmaster) -> KrosmasterPosition:
        from arena.games.krosmaster.state import KrosmasterState

        state = game.new_initial_state()
        assert isinstance(state, KrosmasterState)
        return cls(state)

    def piece(self, label: str) -> Piece:
        return self.state.pieces[self.state.game.piece_index[label]]

    # -- the board ---------------------------------------------------------------------------
    def clear(self, *, scenery: bool = True) -> KrosmasterPosition:
        """Lift every piece (and, by default, every scenery piece) off the board; nothing pending,
        nobody active."""
        state = self.state
        for p in state.pieces:
            if p.in_play:
                state.lift(p)
            p.mp = p.ap = 0  # nobody is active
        if scenery:
            state.scenery = [NONE] * state.board.n
        state.stack[:] = [NextActivation()]  # nothing pending, nobody active
        state.exploding.clear()
        state.active = -1
        return self

    def put(
        self,
        label: str,
        cell: str,
        *,
        injuries: int = 0,
        powers: tuple[str, ...] | None = None,
        spells: tuple[str, ...] | None = None,
    ) -> KrosmasterPosition:
        """Place a piece (a Krosmaster or a summon slot) on a cell, optionally changing it."""
        state = self.state
        p = self.piece(label)
        if p.in_play:
            state.lift(p)
        state.place(p, state.board.parse(cell))
        p.injuries = injuries
        if powers is not None:
            p.powers = frozenset(powers)
        if spells is not None:
            p.spells = spells
        return self

    def scenery(self, cell: str, kind: str) -> KrosmasterPosition:
        """Put ``bush``, ``tree``, ``crate`` or ``none`` on a cell."""
        scenery = self.state.scenery[:]  # shared by clones: replaced, never changed in place
        scenery[self.state.board.parse(cell)] = SCENERY_BY_NAME[kind]
        self.state.scenery = scenery
        return self

    def activate(self, label: str, *, mp: int | None = None, ap: int | None = None) -> KrosmasterPosition:
        """Make ``label`` the active character with full (or given) MP and AP: its owner decides.
        Only the active character holds MP and AP (seed 003, "2.2"): the others' are emptied."""
        state = self.state
        p = self.piece(label)
        for other in state.pieces:
            if other.id != p.id:
                other.mp = other.ap = 0
        state.player = p.owner
        state.active = p.id
        state.stack[:] = [NextActivation(), Activation(p.id)]
        p.mp = p.base_mp if mp is None else mp
        p.ap = p.base_ap if ap is None else ap
        p.activated = True
        return self

    # -- the full game's material --------------------------------------------------------------
    def stock(self, seat: int, kamas: int) -> KrosmasterPosition:
        """Set a team's kama stock, taking from (or returning to) the bank — when the bank is
        short, from the board's cells, last cell first: 54 kamas in all."""
        state = self.state
        delta = kamas - state.stock[seat]
        for cell in reversed(range(len(state.kamas))):
            if state.bank >= delta:
                break
            take = min(state.kamas[cell], delta - state.bank)
            state.kamas[cell] -= take
            state.bank += take
        if state.bank < delta:
            raise StateFormatError("not enough kamas in the box")
        state.bank -= delta
        state.stock[seat] = kamas
        return self

    def glory(self, seat: int, gg: int) -> KrosmasterPosition:
        """Set a player's Glory Galons, taking from (or returning to) the box: 15 GG in all."""
        state = self.state
        delta = gg - state.gg[seat]
        if state.gg_box < delta:
            raise StateFormatError("the GG box cannot pay that")
        state.gg_box -= delta
        state.gg[seat] = gg
        return self

    def token(self, label: str, token_id: str) -> KrosmasterPosition:
        """Attach reward ``token_id`` face down to ``label``, from a pile or the display."""
        rewards = self.state.reward_supply
        rank = self.state.game.rewards_by_id[token_id].rank.value
        if token_id in rewards["pool"][rank]:
            rewards["pool"][rank].remove(token_id)
            pile = 0 if rewards["piles"][rank][0] > 0 else 1
            rewards["piles"][rank][pile] -= 1
        else:
            shown = rewards["visible"][rank]
            if token_id not in shown:
                raise StateFormatError(f"{token_id} is neither in a pile nor on display")
            shown[shown.index(token_id)] = None
        self.piece(label).rewards.append([token_id, False, False])
        return self

    # -- validation --------------------------------------------------------------------------
    def build(self) -> KrosmasterState:
        """The position, once every invariant holds (``StateFormatError`` names each problem)."""
        problems = self.state.game.invariant_errors(self.state)
        if problems:
            raise StateFormatError("not a Krosmaster position: " + "; ".join(problems))
        return self.state
