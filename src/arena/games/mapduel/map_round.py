"""Set-up and the map round (地图回合规则) as tasks: seats, characters, turns, moves, cell events,
reward and penalty games.

- ``DrawSeat``: B-1 "Fix a random seat order at game start".
- ``PickCharacter``: seed 规则 2 "每名玩家选择一名角色".
- ``MapTurn``: 规则 3 "玩家按顺序投掷骰子"; ② 休息一回合 / 暂停活动 skip a turn (B-5); B-14's turn
  cap (highest HP wins).
- ``BeforeRoll`` / ``AfterMove``: 卡牌规则 ① one action card per move (B-21), equipment within
  the slots (③, B-20); "下一回合活动两次" gives a second move (B-5), lost to a duel (B-6).
- ``RollMove``: B-2 one d6; passing or landing on Start starts a duel, pips lost (规则 5, B-3);
  the cell events ①–⑦.
- ``NameRepresentative`` / ``RollContest``: ⑥/⑦ "其余玩家选择一名代表" (B-7); reward when the
  lander is strictly higher, penalty when lower or equal (B-8); forced penalties (B-10).
- ``RollTable``: 奖励机制 / 惩罚机制, the seed's exact tables (``rules.py``).
- ``ChooseVictim``: 奖励机制 "任意抽取一名玩家两张卡牌" (B-11: fewer if they hold fewer).
"""

from __future__ import annotations

from fractions import Fraction

from arena.core.chance import to_weights
from arena.core.events import Event
from arena.core.flow import DISCARDED
from arena.core.text import Ref, Seat, msg
from arena.games.mapduel import rules
from arena.games.mapduel.actions import PENALTIES, REWARDS, A
from arena.games.mapduel.datamodel import Cell, PassiveKind
from arena.games.mapduel.deck import schedule_draw
from arena.games.mapduel.duel import start_duel
from arena.games.mapduel.effects import (
    action_card_options,
    apply_effect,
    equip,
    equip_options,
    play_action_card,
)
from arena.games.mapduel.legal import after_move as after_move_legal
from arena.games.mapduel.state import MapDuelState, emit
from arena.games.mapduel.tasks import (
    AfterMove,
    BeforeRoll,
    ChooseVictim,
    DrawSeat,
    MapTurn,
    NameRepresentative,
    PickCharacter,
    ResolveEffect,
    RollContest,
    RollMove,
    RollTable,
    SearchDeck,
)


# -- set-up --------------------------------------------------------------------------------------
def seat_weights(state: MapDuelState, task: DrawSeat) -> list[tuple[A, int]]:
    """Every seat not taken yet, equally likely (B-1)."""
    return [(A("seat", p), 1) for p in range(state.n) if p not in state.seat_order]


def draw_seat(state: MapDuelState, task: DrawSeat, action: A, events: list[Event]) -> None:
    order = state.seat_order
    order.append(action.arg)
    if events is not DISCARDED:
        _seat(events, action.arg, len(order))
    if len(order) == state.n - 1:
        last = next(p for p in range(state.n) if p not in order)
        order.append(last)
        if events is not DISCARDED:
            _seat(events, last, state.n)
    if len(order) == state.n:
        state.push(*(PickCharacter(p) for p in order))
    else:
        state.push(task)


def _seat(events: list[Event], p: int, seat: int) -> None:
    emit(events, "seat", f"p{p} takes seat {seat}", msg("md-ev-seat", player=Seat(p), seat=seat), player=p,
         seat=seat)  # fmt: skip


def character_actions(state: MapDuelState, task: PickCharacter) -> list[A]:
    taken = set(state.character)
    return [A("pick", i) for i in range(len(state.game.characters)) if i not in taken]


def pick_character(state: MapDuelState, task: PickCharacter, action: A, events: list[Event]) -> None:
    p, character = task.player, state.game.characters[action.arg]
    state.character[p] = action.arg
    state.health[p] = state.max_health[p] = character.hp
    state.slots[p] = character.slots
    if events is not DISCARDED:
        say = msg("md-ev-pick", player=Seat(p), character=Ref("character", character.id))
        emit(events, "pick", f"p{p} plays {character.names.en}", say, player=p, character=character.id)
    if all(c >= 0 for c in state.character):
        state.replace_stack(MapTurn())


# -- a map turn ------------------------------------------------------------------------------------
def map_turn(state: MapDuelState, task: MapTurn, events: list[Event]) -> None:
    if state.turns >= state.game.opts.max_turns:  # B-14 safety valve
        best = max(state.health[p] for p in state.living())
        state.finish([p for p in state.living() if state.health[p] == best], "turn cap", events)
        return
    stack = state.stack
    stack.append(task)  # the map round goes on under this turn
    p = state.seat_order[state.next_seat]
    state.next_seat = (state.next_seat + 1) % state.n
    if not state.alive[p]:
        return
    state.turns += 1
    if state.skipped_turns[p] > 0:  # ② 休息一回合 / 暂停活动 (B-5)
        state.skipped_turns[p] -= 1
        if events is not DISCARDED:
            left = state.skipped_turns[p]
            emit(events, "rest", f"p{p} skips this turn ({left} more)", msg("md-ev-rest", player=Seat(p), left=left),
                 player=p)  # fmt: skip
        return
    moves = 2 if state.double_move[p] else 1
    state.double_move[p] = False
    stack.append(BeforeRoll(p, moves, False))


def before_roll_actions(state: MapDuelState, task: BeforeRoll) -> list[A]:
    out = [A("roll")]
    if not task.acted:
        out += action_card_options(state, task.player)
    return out + equip_options(state, task.player)


def before_roll(state: MapDuelState, task: BeforeRoll, action: A, events: list[Event]) -> None:
    p = task.player
    if action.kind == "roll":
        # the roll, then after it; a card played before the roll was this move's one (卡牌规则 ①, B-21)
        state.stack += (AfterMove(p, task.moves - 1, task.acted), RollMove(p))
    elif action.kind == "act":
        state.push(BeforeRoll(p, task.moves, True))
        play_action_card(state, p, action, events)
    else:
        state.push(task)
        equip(state, p, action.arg, events)


def after_move_actions(state: MapDuelState, task: AfterMove) -> list[A]:
    out = [A("end")]
    if not task.acted:
        out += action_card_options(state, task.player)
    return out + equip_options(state, task.player)


def settle_after_move(state: MapDuelState, task: AfterMove, events: list[Event]) -> bool:
    """Dropped for a dead player; the turn ends by itself when nothing but ``end`` is left."""
    if not state.alive[task.player]:
        return True
    if not state.hands[task.player]:  # no card to act with or equip: only "end"
        end_move(state, task, events)
        return True
    legal = after_move_legal(state, task)  # after_move_actions, in the codec's order
    if len(legal) > 1:
        state.keep_legal(legal)  # the task waits: these are the position's legal actions
        return False
    end_move(state, task, events)
    return True


def after_move(state: MapDuelState, task: AfterMove, action: A, events: list[Event]) -> None:
    p = task.player
    if action.kind == "end":
        end_move(state, task, events)
    elif action.kind == "act":
        state.push(AfterMove(p, task.more_moves, True))
        play_action_card(state, p, action, events)
    else:
        state.push(task)
        equip(state, p, action.arg, events)


def end_move(state: MapDuelState, task: AfterMove, events: list[Event]) -> None:
    p = task.player
    if task.more_moves > 0 and state.alive[p]:  # 下一回合活动两次: the second move
        if events is not DISCARDED:
            emit(events, "again", f"p{p} moves again", msg("md-ev-again", player=Seat(p)), player=p)
        state.push(BeforeRoll(p, task.more_moves, False))


DIE_WEIGHTS = tuple((A("die", k + 1), 1) for k in range(len(rules.DIE)))  # a fair d6 (B-2)
REWARD_OUTCOMES = tuple((A("reward", k), probability) for k, probability in enumerate(rules.REWARD_TABLE))
PENALTY_OUTCOMES = tuple((A("penalty", k), probability) for k, probability in enumerate(rules.PENALTY_TABLE))


def die_weights(state: MapDuelState, task: RollMove | RollContest) -> list[tuple[A, int]]:
    return list(DIE_WEIGHTS)


def roll_move(state: MapDuelState, task: RollMove, action: A, events: list[Event]) -> None:
    p, roll = task.player, action.arg
    if events is not DISCARDED:
        emit(
            events,
            "roll",
            f"p{p} rolls {roll}",
            msg("md-ev-roll", player=Seat(p), roll=roll),
            player=p,
            roll=roll,
        )
    move(state, p, roll, events)


def move(state: MapDuelState, p: int, steps: int, events: list[Event]) -> None:
    """``p`` moves ``steps`` cells round the loop (backwards when negative), by a roll or by a
    card: onto or past Start, the mover stops there and a duel round starts (规则 5
    "当任意一名玩家移动回起点,则立即开始决斗回合"; B-3: the pips beyond Start are lost, no cell
    event); else the cell it reaches resolves its event ("到达此格的玩家…")."""
    destination = rules.loop_destination(len(state.game.map.cells), state.position[p], steps)
    if destination == 0:
        state.position[p] = 0
        if events is not DISCARDED:
            emit(
                events,
                "start",
                f"p{p} passes Start: duel round",
                msg("md-ev-start", player=Seat(p)),
                player=p,
            )
        start_duel(state, "start", events)  # seed 004 规则 5; B-3 (pips beyond Start are lost)
        return
    state.position[p] = destination
    land(state, p, destination, events)


# -- cell events ---------------------------------------------------------------------------------
REST, DUEL, PICK1, DRAW1, DRAW2, REWARD, PENALTY = (c.value for c in (Cell.REST, Cell.DUEL, Cell.PICK1,
                                                    Cell.DRAW1, Cell.DRAW2, Cell.REWARD, Cell.PENALTY))  # fmt: skip
RESTLESS, DRAW_BONUS, LUCKY = PassiveKind.RESTLESS, PassiveKind.DRAW_BONUS, PassiveKind.LUCKY


def land(state: MapDuelState, p: int, cell_no: int, events: list[Event]) -> None:
    cell = state.game.tables.cells[cell_no - 1]  # the Cell's value (a StrEnum equals it)
    if events is not DISCARDED:
        say = msg("md-ev-land", player=Seat(p), cell=cell_no, event=Ref("cell-event", cell))
        emit(
            events, "land", f"p{p} lands on cell {cell_no} ({cell})", say, player=p, cell=cell_no, event=cell
        )
    if cell == REST:
        if state.has_passive(p, RESTLESS):
            if events is not DISCARDED:
                passive = Ref("passive", state.game.characters[state.character[p]].passive.id)
                emit(events, "unaffected", f"p{p} is restless: no rest",
                     msg("md-ev-restless", player=Seat(p), passive=passive), player=p)  # fmt: skip
        else:
            state.skipped_turns[p] += 1
    elif cell == DUEL:
        start_duel(state, "duel cell", events)  # ③ 立即决斗
    elif cell == PICK1:
        if state.deck_total() >= 1:
            state.push(SearchDeck(p, 1))
    elif cell in (DRAW1, DRAW2):
        count = (1 if cell == DRAW1 else 2) + state.passive(p, DRAW_BONUS)
        schedule_draw(state, p, count, events)
    elif cell in (REWARD, PENALTY):
        game = "reward" if cell == REWARD else "penalty"
        if state.forced_penalties[p] > 0:  # B-10
            state.forced_penalties[p] -= 1
            if events is not DISCARDED:
                left = state.forced_penalties[p]
                emit(events, "forced", f"p{p}: forced penalty ({left} left)",
                     msg("md-ev-forced", player=Seat(p), left=left), player=p)  # fmt: skip
            state.push(RollTable(p, "penalty"))
            return
        others = [q for q in state.living() if q != p]
        if len(others) == 1:  # B-7: with one other player, it is the representative
            state.push(RollContest(p, others[0], game, ()))
        else:
            state.push(NameRepresentative(p, state.next_alive(p), game))


# -- reward and penalty games ----------------------------------------------------------------------
def representative_actions(state: MapDuelState, task: NameRepresentative) -> list[A]:
    return [A("rep", q) for q in state.living() if q != task.lander]


def settle_representative(state: MapDuelState, task: NameRepresentative, events: list[Event]) -> bool:
    """Dropped when the lander died; with one other living player, they represent (B-7)."""
    if not state.alive[task.lander]:
        return True
    others = [q for q in state.living() if q != task.lander]
    if len(others) != 1:
        return False
    state.push(RollContest(task.lander, others[0], task.game, ()))
    return True


def name_representative(
    state: MapDuelState, task: NameRepresentative, action: A, events: list[Event]
) -> None:
    if events is not DISCARDED:
        say = msg(
            "md-ev-rep", rep=Seat(action.arg), lander=Seat(task.lander), game=Ref("cell-event", task.game)
        )
        emit(events, "rep", f"p{action.arg} represents the others", say, player=task.lander, rep=action.arg)
    state.push(RollContest(task.lander, action.arg, task.game, ()))


def roll_contest(state: MapDuelState, task: RollContest, action: A, events: list[Event]) -> None:
    rolls = (*task.rolls, action.arg)
    if len(rolls) < 2:
        state.push(RollContest(task.player, task.representative, task.game, rolls))
        return
    p, rep, game = task.player, task.representative, task.game
    mine = rolls[0] + state.passive(p, LUCKY)
    theirs = rolls[1] + state.passive(rep, LUCKY)
    fires = mine > theirs if game == "reward" else mine <= theirs  # B-8
    if events is not DISCARDED:
        key = f"md-ev-contest-{game}-" + ("yes" if fires else "no")
        emit(
            events,
            "contest",
            f"{game} game: p{p} {mine} vs p{rep} {theirs}: {'triggered' if fires else 'nothing'}",
            msg(key, player=Seat(p), mine=mine, rep=Seat(rep), theirs=theirs),
            player=p,
            rep=rep,
            rolls=[mine, theirs],
            game=game,  # not "kind": that would shadow the event's own kind in JSON
            triggered=fires,
        )
    if fires:
        state.push(RollTable(p, game))


def table_outcomes(state: MapDuelState, task: RollTable) -> list[tuple[A, Fraction]]:
    return list(REWARD_OUTCOMES if task.game == "reward" else PENALTY_OUTCOMES)


REWARD_WEIGHTS = tuple(to_weights(REWARD_OUTCOMES))
PENALTY_WEIGHTS = tuple(to_weights(PENALTY_OUTCOMES))


def table_weights(state: MapDuelState, task: RollTable) -> list[tuple[A, int]]:
    """The same rows as integer weights (the lean form, computed once)."""
    return list(REWARD_WEIGHTS if task.game == "reward" else PENALTY_WEIGHTS)


def roll_table(state: MapDuelState, task: RollTable, action: A, events: list[Event]) -> None:
    p = task.player
    if action.kind == "reward":
        if events is not DISCARDED:
            row = REWARDS[action.arg]
            say = msg("md-ev-reward", player=Seat(p), row=Ref("reward", row))
            emit(events, "reward", f"p{p} reward: {row}", say, player=p, row=row)
        reward(state, p, action.arg, events)
    else:
        row = PENALTIES[action.arg]
        if events is not DISCARDED:
            say = msg("md-ev-penalty", player=Seat(p), row=Ref("penalty", row))
            emit(events, "penalty", f"p{p} penalty: {row}", say, player=p, row=row)
        state.push(ResolveEffect(-1, p, "pen-" + row, 0, -1, False))


def reward(state: MapDuelState, p: int, row: int, events: list[Event]) -> None:
    if row == 0:  # 任选两张卡牌 (B-23: all or nothing)
        if state.deck_total() >= 2:
            state.push(SearchDeck(p, 2))
        elif events is not DISCARDED:
            say = msg("md-ev-draw-cancelled", player=Seat(p), left=state.deck_total(), count=2)
            emit(events, "draw-cancelled", f"p{p}: the deck holds fewer than 2 cards", say, player=p)
    elif row == 1:
        apply_effect(state, ResolveEffect(p, p, "slot", 1, -1, False), events)
    elif row == 2:
        if any(q != p for q in state.living()):
            state.push(ChooseVictim(p))
    elif row == 3:
        apply_effect(state, ResolveEffect(p, p, "double", 1, -1, False), events)
    else:
        state.finish([p], "instant win", events)


def victim_actions(state: MapDuelState, task: ChooseVictim) -> list[A]:
    return [A("from", q) for q in state.living() if q != task.player]


def choose_victim(state: MapDuelState, task: ChooseVictim, action: A, events: list[Event]) -> None:
    count = min(2, len(state.hands[action.arg]))  # B-11: fewer if they hold fewer
    if events is not DISCARDED:
        say = msg("md-ev-steal", player=Seat(task.player), victim=Seat(action.arg), count=count)
        emit(events, "steal", f"p{task.player} takes {count} card(s) from p{action.arg}", say, player=task.player,
             victim=action.arg, count=count)  # fmt: skip
    if count:
        state.push(ResolveEffect(task.player, action.arg, "steal", count, -1, False))
