"""The full game's set-up, played as decisions and chance (seed 003, "Début de partie",
"Règles avancées": 4 players, initiative, timeline).

The set-up is a sequence of tasks (``tasks.SetupTeams`` ... ``tasks.Deploy``), one per stage.
Each step either makes progress on its own or asks: a prompt (a decision of one seat) or a
chance node (cards dealt, coins). Answers come back in the task's ``answer`` field. Each step
returns the task to resume (itself or the next stage), ``None`` when the set-up is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arena.core.events import Event
from arena.core.flow import DISCARDED, Task
from arena.core.text import Cell, Ref, Seat, msg
from arena.games.krosmaster.actions import RANKS, Choose, Deal, Lot, Pick, draw, place
from arena.games.krosmaster.battlefields import arena_layout
from arena.games.krosmaster.board import EDGES, PARCELS
from arena.games.krosmaster.economy import KAMAS_IN_BOX, start_gg
from arena.games.krosmaster.reward_effects import visible_event
from arena.games.krosmaster.rewards import init_piles
from arena.games.krosmaster.tasks import (
    ChooseArena,
    Deploy,
    Draft,
    Orient,
    PlayOrder,
    RevealPiles,
    SetupTeams,
    Timelines,
)
from arena.games.krosmaster.turns import start_turn

if TYPE_CHECKING:
    from arena.games.krosmaster.state import KrosmasterState

R_TEAMS = "seed 003, Début de partie: Choix des personnages"
R_FIRST = "seed 003, Début de partie: Premier joueur; Règles avancées: Initiative"
R_BOARD = "seed 003, Début de partie: Choix et orientation du plateau"
R_TIMELINE = "seed 003, Règles avancées: Timeline (K12)"
R_DEPLOY = "seed 003, Début de partie: Déploiement"
R_REWARDS = "seed 003, Début de partie: Pions Récompense Démoniaque"
R_4P = "seed 003, Règles pour 4 joueurs"
OPPOSITE = {"north": "south", "south": "north", "east": "west", "west": "east"}


def begin(state: KrosmasterState) -> None:
    """The empty arena before any choice: no board yet, teams maybe fixed."""
    game = state.game
    init_piles(state)
    start_gg(state)
    state.bank = KAMAS_IN_BOX
    state.stock = [0] * game.n_players
    state.kamas = [0] * game.board.n
    state.stack.append(SetupTeams())


# -- teams -----------------------------------------------------------------------------------------
def _team_size(state: KrosmasterState) -> int:
    return 8 // state.game.n_players


def _assign(state: KrosmasterState, pid: int, seat: int, events: list[Event]) -> None:
    piece = state.pieces[pid]
    piece.owner = seat
    for p in state.pieces:
        if p.summoner == pid:
            p.owner = seat
    if events is not DISCARDED:
        events.append(
            Event(
                "team",
                {"player": seat, "piece": piece.label},
                f"{piece.label} joins player {seat + 1}'s team",
                say=msg("kros-ev-team", piece=Ref("piece", piece.label), player=Seat(seat)),
            )
        )


def _unassigned(state: KrosmasterState) -> list[int]:
    return [p.id for p in state.pieces if p.kind == 0 and p.owner < 0 and p.summoner < 0]


def teams(state: KrosmasterState, task: SetupTeams, events: list[Event]) -> Task | None:
    game = state.game
    method = "agreement" if game.fixed_teams else game.opts.teams
    if method == "agreement":
        return PlayOrder()
    if method == "draft":
        return Draft()
    # "Au hasard": the cards are dealt one by one, round the table.
    n = game.n_players
    dealt = task.dealt
    if task.answer is not None:
        _assign(state, game.codec.decode(task.answer).piece, dealt % n, events)
        dealt += 1
    left = _unassigned(state)
    if dealt >= _team_size(state) * n or not left:
        return PlayOrder()
    state.ask_chance("deal", [Deal(p) for p in left])
    return SetupTeams(dealt)


def draft(state: KrosmasterState, task: Draft, events: list[Event]) -> Task | None:
    """ "En draftant": 2 cards face up; a random first picker takes one and the display is
    refilled; then each player in turn picks twice; the last card goes to the first picker."""
    game = state.game
    n = game.n_players
    display = list(task.display)
    seq, first, picks = task.seq, task.first, task.picks
    if task.answer is not None:
        action: Any = game.codec.decode(task.answer)
        if task.waiting == "reveal":
            display.append(action.piece)
            label = state.pieces[action.piece].label
            if events is not DISCARDED:
                events.append(
                    Event(
                        "draft-reveal",
                        {"piece": label},
                        f"draft: {label} is turned face up",
                        say=msg("kros-ev-draft-reveal", piece=Ref("piece", label)),
                    )
                )
        elif task.waiting == "first":
            first = action.n
            order = [first]
            k = 1
            while len(order) < 7:
                seat = (first + k) % n
                order.extend([seat, seat])
                k += 1
            seq = tuple(order[:7])
            picks = 0
            if events is not DISCARDED:
                events.append(
                    Event(
                        "draft-first",
                        {"player": first},
                        f"player {first + 1} picks first",
                        say=msg("kros-ev-draft-first", player=Seat(first)),
                    )
                )
        else:
            display.remove(action.piece)
            _assign(state, action.piece, seq[picks], events)
            picks += 1
    hidden = [p for p in _unassigned(state) if p not in display]
    if len(display) < 2 and hidden:
        state.ask_chance("draft-reveal", [Deal(p) for p in hidden])
        return Draft(tuple(display), "reveal", seq, first, picks)
    if not seq:
        state.ask_chance("draft-first", [Lot(i) for i in range(n)])
        return Draft(tuple(display), "first", seq, first, picks)
    if picks >= len(seq) or not display:
        for pid in display:
            _assign(state, pid, first, events)  # the last card goes to the first picker
        return PlayOrder()
    state.ask(seq[picks], "draft-pick", [Choose(pid) for pid in display], R_TEAMS)
    return Draft(tuple(display), "pick", seq, first, picks)


# -- order of play -----------------------------------------------------------------------------
def _initiative_key(state: KrosmasterState, seat: int) -> tuple[int, list[int]]:
    inits = sorted((p.data.initiative for p in state.pieces if p.kind == 0 and p.owner == seat), reverse=True)
    return (sum(inits), inits)


def play_order(state: KrosmasterState, task: PlayOrder, events: list[Event]) -> Task | None:
    """Higher initiative total first; ties: the highest single initiative, then the next…;
    a perfect tie is a coin flip (lots among the tied)."""
    game = state.game
    n = game.n_players
    ranked = list(task.ranked)
    if task.answer is not None:
        ranked.append(task.tied[game.codec.decode(task.answer).n])
    while len(ranked) < n:
        rest = [s for s in range(n) if s not in ranked]
        if game.mode == "2v2" and len(ranked) in (1, 2, 3):
            # 2 vs 2: P1's partner is P3; the other team's best is P2, its partner P4.
            team_first = game.team_of[ranked[0]]
            want_team = team_first if len(ranked) == 2 else 1 - team_first
            rest = [s for s in rest if game.team_of[s] == want_team]
        best = max(_initiative_key(state, s) for s in rest)
        tied = [s for s in rest if _initiative_key(state, s) == best]
        if len(tied) > 1:
            state.ask_chance("order-lot", [Lot(i) for i in range(len(tied))])
            return PlayOrder(tuple(ranked), tuple(tied))
        ranked.append(tied[0])
    state.order = list(ranked)
    state.order_index = 0
    state.player = state.order[0]
    if events is not DISCARDED:
        totals = ", ".join(f"player {s + 1}: {_initiative_key(state, s)[0]}" for s in state.order)
        say = msg(
            "kros-ev-order",
            order=tuple(
                msg("kros-initiative", player=Seat(s), total=_initiative_key(state, s)[0])
                for s in state.order
            ),
        )
        events.append(
            Event(
                "order",
                {"order": list(state.order)},
                f"playing order {[s + 1 for s in state.order]} ({totals})",
                say=say,
            )
        )
    return Timelines()


def timelines(state: KrosmasterState, task: Timelines, events: list[Event]) -> Task | None:
    """Decreasing initiative; tied Krosmasters are ordered once by their owner (K12), the
    first player first."""
    game = state.game
    index = task.index
    state.timelines = [tl[:] for tl in state.timelines]  # shared by clones: this step's own copy
    if task.answer is not None:
        seat = state.order[index]
        state.timelines[seat].append(game.codec.decode(task.answer).piece)
    while index < len(state.order):
        seat = state.order[index]
        tl = state.timelines[seat]
        team = sorted(
            (p.id for p in state.pieces if p.kind == 0 and p.owner == seat and p.id not in tl),
            key=lambda pid: -state.pieces[pid].data.initiative,
        )
        while team:
            top = state.pieces[team[0]].data.initiative
            tied = [pid for pid in team if state.pieces[pid].data.initiative == top]
            if len(tied) > 1:
                state.ask(
                    seat,
                    "timeline",
                    [Choose(pid) for pid in tied],
                    R_TIMELINE,
                    about=f"position {len(tl) + 1}",
                )
                return Timelines(index)
            tl.append(tied[0])
            team.pop(0)
        index += 1
    return ChooseArena()


# -- board ------------------------------------------------------------------------------------------
def choose_arena(state: KrosmasterState, task: ChooseArena, events: list[Event]) -> Task | None:
    """2 players: the first player chooses the board side; 4 players: player 4 does."""
    game = state.game
    fixed = game.opts.arena or (game.match.arena if game.match else None)
    if task.answer is not None:
        fixed = game.codec.decode(task.answer).code
    if fixed is None:
        chooser = state.order[0] if game.n_players == 2 else state.order[-1]
        state.ask(
            chooser, "arena", [Pick(a) for a in sorted(game.arenas)], R_BOARD if game.n_players == 2 else R_4P
        )
        return ChooseArena()
    layout = arena_layout(fixed)
    state.arena = fixed
    state.demon_cells = layout["demons"]
    state.scenery = list(layout["scenery"])
    state.kamas = list(layout["kamas"])
    state.bank = KAMAS_IN_BOX - sum(state.kamas)
    if events is not DISCARDED:
        events.append(
            Event(
                "arena",
                {"arena": fixed},
                f"the battle takes place in {game.arenas[fixed].names.en}",
                say=msg("kros-ev-arena", arena=Ref("arena", fixed)),
            )
        )
    return RevealPiles()


def reveal_piles(state: KrosmasterState, task: RevealPiles, events: list[Event]) -> Task | None:
    """Two face-down piles per rank, the top of each turned face up."""
    rw = state.reward_supply
    if task.answer is not None:
        rank, pile = task.rank, task.pile
        token = state.game.codec.decode(task.answer).token
        rw["pool"][rank].remove(token)
        rw["piles"][rank][pile] -= 1
        rw["visible"][rank][pile] = token
        if events is not DISCARDED:
            events.append(visible_event(rank, pile, token))
    for rank in RANKS:
        for pile in (0, 1):
            if rw["visible"][rank][pile] is None and rw["piles"][rank][pile] > 0:
                state.ask_chance("draw", [draw(t) for t in rw["pool"][rank]])
                return RevealPiles(rank, pile)
    return Orient()


def orient(state: KrosmasterState, task: Orient, events: list[Event]) -> Task | None:
    """2 players: the second player picks an edge, the first sits opposite. 4 players: player 1
    orients the board, i.e. picks the parcel that becomes theirs; the others follow clockwise
    in playing order (K4)."""
    game = state.game
    layout = arena_layout(state.arena or "")
    if task.answer is None:
        if game.n_players == 2:
            state.ask(state.order[1], "edge", [Pick(e) for e in EDGES], R_BOARD)
        else:
            state.ask(state.order[0], "parcel", [Pick(p) for p in PARCELS], R_4P)
        return task
    code = game.codec.decode(task.answer).code
    if game.n_players == 2:
        state.deploy_cells[state.order[1]] = list(layout["edges"][code])
        state.deploy_cells[state.order[0]] = list(layout["edges"][OPPOSITE[code]])
        if events is not DISCARDED:
            say = msg(
                "kros-ev-edge",
                player=Seat(state.order[1]),
                edge=Ref("edge", code),
                other=Seat(state.order[0]),
                opposite=Ref("edge", OPPOSITE[code]),
            )
            events.append(
                Event(
                    "edge",
                    {"player": state.order[1], "edge": code},
                    f"player {state.order[1] + 1} takes the {code} edge; player {state.order[0] + 1} the {OPPOSITE[code]}",
                    say=say,
                )
            )
    else:
        k = PARCELS.index(code)
        for i, seat in enumerate(state.order):
            state.deploy_cells[seat] = list(layout["parcels"][PARCELS[(k + i) % 4]])
        if events is not DISCARDED:
            events.append(
                Event(
                    "parcel",
                    {"player": state.order[0], "parcel": code},
                    f"player {state.order[0] + 1} takes the {code} parcel",
                    say=msg("kros-ev-parcel", player=Seat(state.order[0]), parcel=Ref("parcel", code)),
                )
            )
    return Deploy()


def deploy(state: KrosmasterState, task: Deploy, events: list[Event]) -> Task | None:
    """Each player in playing order places every Krosmaster, in timeline order, on a free
    deployment cell of their own (seed 003, "Déploiement")."""
    game = state.game
    if task.answer is not None:
        cell = game.codec.decode(task.answer).cell
        piece = state.pieces[task.piece]
        state.place(piece, cell)
        if events is not DISCARDED:
            events.append(
                Event(
                    "deploy",
                    {"piece": piece.label, "cell": game.board.name(cell)},
                    f"{piece.label} is deployed on {game.board.name(cell)}",
                    say=msg(
                        "kros-ev-deploy", piece=Ref("piece", piece.label), cell=Cell(game.board.name(cell))
                    ),
                )
            )
    index = task.index
    while index < len(state.order):
        seat = state.order[index]
        waiting = [pid for pid in state.timelines[seat] if not state.pieces[pid].in_play]
        if waiting:
            free = [c for c in state.deploy_cells[seat] if state.is_free(c)]
            state.ask(
                seat, "deploy", [place(c) for c in free], R_DEPLOY, about=state.pieces[waiting[0]].label
            )
            return Deploy(index, waiting[0])
        index += 1
    state.player = state.order[0]
    state.order_index = 0
    state.turn = 1
    if events is not DISCARDED:
        events.append(
            Event(
                "turn",
                {"player": state.player, "turn": 1},
                f"turn 1: player {state.player + 1}",
                say=msg("kros-ev-turn", turn=1, player=Seat(state.player)),
            )
        )
    start_turn(state, events)
    return None
