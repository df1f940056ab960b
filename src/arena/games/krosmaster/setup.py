"""The full game's set-up, played as decisions and chance (seed 003, "Début de partie",
"Règles avancées": 4 players, initiative, timeline).

The set-up is one task at the bottom of the stack, ``{"t": "setup", "step": …}``. Each call
of :func:`step` either makes progress on its own or asks: a prompt (a decision of one seat) or
a chance node (cards dealt, coins). Answers come back in the task's ``answer`` field.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from arena.core.events import Event
from arena.games.krosmaster.actions import RANKS, Deal, Lot, Pick, Place
from arena.games.krosmaster.board import SCENERY_CODES
from arena.games.krosmaster.economy import KAMAS_IN_BOX, start_gg
from arena.games.krosmaster.game import EDGES, PARCELS

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


@cache
def arena_layout(arena_id: str) -> dict[str, Any]:
    """Scenery codes, kamas per cell, Demon cells, deployment cells per edge and parcel."""
    from arena.games.krosmaster.battlefields import arenas
    from arena.games.krosmaster.board import board

    data = arenas()[arena_id]
    grid = board(12, 12)
    scenery = [SCENERY_CODES.get(ch, 0) if ch in "BTC" else 0 for row in data.map for ch in row]
    kamas = [0] * grid.n
    for cell, n in data.kama_cells().items():
        kamas[_cell(grid, cell)] = n
    demons = sorted(_cell(grid, c) for c in data.demon_cells())
    for c in demons:
        kamas[c] += 1  # seed 003: one kama on every Demon cell at the start
    return {
        "scenery": scenery,
        "kamas": kamas,
        "demons": frozenset(demons),
        "edges": {e: sorted(_cell(grid, c) for c in data.edge_deploy_cells(e)) for e in EDGES},
        "parcels": {
            p: sorted(_cell(grid, c) for c in data.deploy_cells(letter))
            for p, letter in zip(PARCELS, data.parcel_letters(), strict=True)
        },
    }


def _cell(grid: Any, cell: Any) -> int:
    return cell if isinstance(cell, int) else int(grid.parse(cell))


def begin(state: KrosmasterState) -> None:
    """The empty arena before any choice: no board yet, teams maybe fixed."""
    game = state.game
    start_gg(state)
    state.bank = KAMAS_IN_BOX
    state.stock = [0] * game.n_players
    state.kamas = [0] * game.board.n
    state.stack.append({"t": "setup", "step": "teams"})


def step(state: KrosmasterState, t: dict[str, Any], events: list[Event]) -> None:
    """Advance the set-up by one stage (or ask)."""
    {
        "teams": _teams,
        "order": _order,
        "timelines": _timelines,
        "arena": _arena,
        "rewards": _rewards,
        "orient": _orient,
        "deploy": _deploy,
    }[t["step"]](state, t, events)


# -- teams -----------------------------------------------------------------------------------------
def _team_size(state: KrosmasterState) -> int:
    return 8 // state.game.n_players


def _assign(state: KrosmasterState, pid: int, seat: int, events: list[Event]) -> None:
    piece = state.pieces[pid]
    piece.owner = seat
    for p in state.pieces:
        if p.summoner == pid:
            p.owner = seat
    events.append(
        Event("team", {"player": seat, "piece": piece.label}, f"{piece.label} joins player {seat + 1}'s team")
    )


def _unassigned(state: KrosmasterState) -> list[int]:
    return [p.id for p in state.pieces if p.kind == 0 and p.owner < 0 and p.summoner < 0]


def _teams(state: KrosmasterState, t: dict[str, Any], events: list[Event]) -> None:
    game = state.game
    method = "agreement" if game.fixed_teams else game.opts.teams
    if method == "agreement":
        t["step"] = "order"
        return
    answer = t.pop("answer", None)
    n = game.n_players
    if method == "random":
        # "Au hasard": the cards are dealt one by one, round the table.
        if answer is not None:
            dealt = t.get("dealt", 0)
            _assign(state, game.codec.decode(answer).piece, dealt % n, events)
            t["dealt"] = dealt + 1
        left = _unassigned(state)
        if t.get("dealt", 0) >= _team_size(state) * n or not left:
            t["step"] = "order"
            return
        state.ask_chance("deal", [Deal(p) for p in left])
        return
    _draft(state, t, answer, events)


def _draft(state: KrosmasterState, t: dict[str, Any], answer: int | None, events: list[Event]) -> None:
    """ "En draftant": 2 cards face up; a random first picker takes one and the display is
    refilled; then each player in turn picks twice; the last card goes to the first picker."""
    game = state.game
    n = game.n_players
    display: list[int] = t.setdefault("display", [])
    if answer is not None:
        action: Any = game.codec.decode(answer)
        waiting = t.pop("waiting")
        if waiting == "reveal":
            display.append(action.piece)
            label = state.pieces[action.piece].label
            events.append(Event("draft-reveal", {"piece": label}, f"draft: {label} is turned face up"))
        elif waiting == "first":
            first = action.n
            seq = [first]
            k = 1
            while len(seq) < 7:
                seat = (first + k) % n
                seq.extend([seat, seat])
                k += 1
            t["seq"] = seq[:7]
            t["first"] = first
            t["k"] = 0
            events.append(Event("draft-first", {"player": first}, f"player {first + 1} picks first"))
        else:
            display.remove(action.piece)
            _assign(state, action.piece, t["seq"][t["k"]], events)
            t["k"] += 1
    hidden = [p for p in _unassigned(state) if p not in display]
    if len(display) < 2 and hidden:
        t["waiting"] = "reveal"
        state.ask_chance("draft-reveal", [Deal(p) for p in hidden])
        return
    if "seq" not in t:
        t["waiting"] = "first"
        state.ask_chance("draft-first", [Lot(i) for i in range(n)])
        return
    if t["k"] >= len(t["seq"]) or not display:
        for pid in display:
            _assign(state, pid, t["first"], events)  # the last card goes to the first picker
        display.clear()
        t["step"] = "order"
        return
    t["waiting"] = "pick"
    state.ask(t["seq"][t["k"]], "draft-pick", [_choose(pid) for pid in display], R_TEAMS)


def _choose(pid: int) -> Any:
    from arena.games.krosmaster.actions import Choose

    return Choose(pid)


# -- order of play -----------------------------------------------------------------------------
def _initiative_key(state: KrosmasterState, seat: int) -> tuple[int, list[int]]:
    inits = sorted((p.data.initiative for p in state.pieces if p.kind == 0 and p.owner == seat), reverse=True)
    return (sum(inits), inits)


def _order(state: KrosmasterState, t: dict[str, Any], events: list[Event]) -> None:
    """Higher initiative total first; ties: the highest single initiative, then the next…;
    a perfect tie is a coin flip (lots among the tied)."""
    game = state.game
    n = game.n_players
    answer = t.pop("answer", None)
    ranked: list[int] = t.setdefault("ranked", [])
    if answer is not None:
        tied = t.pop("tied")
        ranked.append(tied[game.codec.decode(answer).n])
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
            t["tied"] = tied
            state.ask_chance("order-lot", [Lot(i) for i in range(len(tied))])
            return
        ranked.append(tied[0])
    state.order = list(ranked)
    state.opos = 0
    state.player = state.order[0]
    totals = ", ".join(f"player {s + 1}: {_initiative_key(state, s)[0]}" for s in state.order)
    events.append(
        Event(
            "order", {"order": list(state.order)}, f"playing order {[s + 1 for s in state.order]} ({totals})"
        )
    )
    t["step"] = "timelines"


def _timelines(state: KrosmasterState, t: dict[str, Any], events: list[Event]) -> None:
    """Decreasing initiative; tied Krosmasters are ordered once by their owner (K12), the
    first player first."""
    answer = t.pop("answer", None)
    game = state.game
    if answer is not None:
        seat = state.order[t["i"]]
        state.timelines[seat].append(game.codec.decode(answer).piece)
    t.setdefault("i", 0)
    while t["i"] < len(state.order):
        seat = state.order[t["i"]]
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
                    [_choose(pid) for pid in tied],
                    R_TIMELINE,
                    about=f"position {len(tl) + 1}",
                )
                return
            tl.append(tied[0])
            team.pop(0)
        t["i"] += 1
    t["step"] = "arena"


# -- board ------------------------------------------------------------------------------------------
def _arena(state: KrosmasterState, t: dict[str, Any], events: list[Event]) -> None:
    """2 players: the first player chooses the board side; 4 players: player 4 does."""
    game = state.game
    answer = t.pop("answer", None)
    fixed = game.opts.arena or (game.match.arena if game.match else None)
    if answer is not None:
        fixed = game.codec.decode(answer).code
    if fixed is None:
        chooser = state.order[0] if game.n_players == 2 else state.order[-1]
        state.ask(
            chooser, "arena", [Pick(a) for a in sorted(game.arenas)], R_BOARD if game.n_players == 2 else R_4P
        )
        return
    layout = arena_layout(fixed)
    state.arena = fixed
    state.demons = layout["demons"]
    state.scenery = list(layout["scenery"])
    state.kamas = list(layout["kamas"])
    state.bank = KAMAS_IN_BOX - sum(state.kamas)
    events.append(
        Event("arena", {"arena": fixed}, f"the battle takes place in {game.arenas[fixed].names.en}")
    )
    t["step"] = "rewards"


def _rewards(state: KrosmasterState, t: dict[str, Any], events: list[Event]) -> None:
    """Two face-down piles per rank, the top of each turned face up."""
    answer = t.pop("answer", None)
    rw = state.rw
    if answer is not None:
        rank, pile = t.pop("flip")
        token = state.game.codec.decode(answer).token
        rw["pool"][rank].remove(token)
        rw["piles"][rank][pile] -= 1
        rw["visible"][rank][pile] = token
        events.append(
            Event(
                "reward-visible", {"rank": rank, "pile": pile, "token": token}, f"{token} is turned face up"
            )
        )
    for rank in RANKS:
        for pile in (0, 1):
            if rw["visible"][rank][pile] is None and rw["piles"][rank][pile] > 0:
                t["flip"] = [rank, pile]
                state.ask_draw(rank)
                return
    t["step"] = "orient"


def _orient(state: KrosmasterState, t: dict[str, Any], events: list[Event]) -> None:
    """2 players: the second player picks an edge, the first sits opposite. 4 players: player 1
    orients the board, i.e. picks the parcel that becomes theirs; the others follow clockwise
    in playing order (K4)."""
    game = state.game
    layout = arena_layout(state.arena or "")
    answer = t.pop("answer", None)
    if answer is None:
        if game.n_players == 2:
            state.ask(state.order[1], "edge", [Pick(e) for e in EDGES], R_BOARD)
        else:
            state.ask(state.order[0], "parcel", [Pick(p) for p in PARCELS], R_4P)
        return
    code = game.codec.decode(answer).code
    if game.n_players == 2:
        state.deploy_cells[state.order[1]] = list(layout["edges"][code])
        state.deploy_cells[state.order[0]] = list(layout["edges"][OPPOSITE[code]])
        events.append(
            Event(
                "edge",
                {"player": state.order[1], "edge": code},
                f"player {state.order[1] + 1} takes the {code} edge; player {state.order[0] + 1} the {OPPOSITE[code]}",
            )
        )
    else:
        k = PARCELS.index(code)
        for i, seat in enumerate(state.order):
            state.deploy_cells[seat] = list(layout["parcels"][PARCELS[(k + i) % 4]])
        events.append(
            Event(
                "parcel",
                {"player": state.order[0], "parcel": code},
                f"player {state.order[0] + 1} takes the {code} parcel",
            )
        )
    t["step"] = "deploy"
    t["i"] = 0


def _deploy(state: KrosmasterState, t: dict[str, Any], events: list[Event]) -> None:
    """Each player in playing order places every Krosmaster, in timeline order, on a free
    deployment cell of their own (seed 003, "Déploiement")."""
    game = state.game
    answer = t.pop("answer", None)
    if answer is not None:
        pid = t.pop("piece")
        cell = game.codec.decode(answer).cell
        piece = state.pieces[pid]
        state.place(piece, cell)
        events.append(
            Event(
                "deploy",
                {"piece": piece.label, "cell": game.board.name(cell)},
                f"{piece.label} is deployed on {game.board.name(cell)}",
            )
        )
    while t["i"] < len(state.order):
        seat = state.order[t["i"]]
        waiting = [pid for pid in state.timelines[seat] if not state.pieces[pid].in_play]
        if waiting:
            free = [c for c in state.deploy_cells[seat] if state.is_free(c)]
            t["piece"] = waiting[0]
            state.ask(
                seat, "deploy", [Place(c) for c in free], R_DEPLOY, about=state.pieces[waiting[0]].label
            )
            return
        t["i"] += 1
    state.stack.pop()
    state.player = state.order[0]
    state.opos = 0
    state.turn = 1
    events.append(Event("turn", {"player": state.player, "turn": 1}, f"turn 1: player {state.player + 1}"))
    state.start_turn(events)
