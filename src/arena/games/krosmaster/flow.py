"""Krosmaster Arena's flow table: every task kind (``tasks.py``) tied to the rules that run it.

Pending decisions and chance nodes are the top task: ``RollDice`` (one die a node),
``ChanceDraw`` (a uniform draw), ``Prompt`` (a seat's question), ``ChoosePiece`` (which piece
goes first) and ``Activation`` (the active character's actions). Everything else runs on its
own: a step returns the task to resume, which goes back where the step found it (under
anything the step pushed: a die, a question, a trap's spell...).

Between resolutions — before a preliminary phase, an activation's next decision or the next
activation — the K.O.'d bombs explode and the K.O.s are judged (``combat.aftermath``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from arena.core.errors import IllegalActionError
from arena.core.events import Event
from arena.core.flow import DISCARDED, Flow, Task
from arena.core.text import Ref, msg
from arena.games.krosmaster import (
    combat,
    movement,
    reward_effects,
    rewards,
    setup,
    spells,
    targeting,
    turns,
    turnstart,
)
from arena.games.krosmaster.actions import (
    END,
    Action,
    Buy,
    BuyGG,
    Cast,
    Choose,
    Deal,
    Die,
    Draw,
    End,
    Lot,
    Move,
    Pick,
    Pickup,
    Place,
    Reveal,
    choose,
)
from arena.games.krosmaster.dice import FACE_SLUGS, ROLL_NAMES, Roll, successes
from arena.games.krosmaster.state import R_DICE, R_TURN, KrosmasterState, illegal
from arena.games.krosmaster.tasks import (
    TENSION,
    Activation,
    Blocked,
    Boost,
    BuyReward,
    ChanceDraw,
    ChooseArena,
    ChoosePiece,
    Deploy,
    Draft,
    GainGlory,
    GiveGlory,
    NextActivation,
    Orient,
    PlayOrder,
    Preliminary,
    Prompt,
    RevealPiles,
    RollDice,
    SetupTeams,
    SpellResolution,
    Step,
    Timelines,
    TurnStart,
    evolve,
)

if TYPE_CHECKING:
    from arena.games.krosmaster.game import Krosmaster

FLOW: Flow[KrosmasterState] = Flow("krosmaster")
KrosmasterState.FLOW = FLOW

T = TypeVar("T", bound=Task)
DIE_WEIGHTS = [(Die(f), 1) for f in range(6)]
R_ANSWER = "seed 003, the question asked"


def initial_state(game: Krosmaster) -> KrosmasterState:
    """The first position: the full game's set-up, or a tutorial's first activation."""
    state = KrosmasterState.blank(game)
    state.stack.append(NextActivation())
    if game.full:
        setup.begin(state)
    state.advance([])
    return state


def load_state(game: Krosmaster, data: dict[str, Any]) -> KrosmasterState:
    """A position from its JSON (``state.to_json()``)."""
    return KrosmasterState.from_json(game, data)


# -- dice and draws -------------------------------------------------------------------------------
def _die_weights(state: KrosmasterState, task: RollDice) -> list[tuple[Action, int]]:
    return list(DIE_WEIGHTS)


@FLOW.chance(RollDice, weights=_die_weights, rule=R_DICE)
def _roll(state: KrosmasterState, task: RollDice, action: Die, events: list[Event]) -> None:
    faces = (*task.faces, action.face)
    if len(faces) < task.dice:
        state.stack.append(RollDice(task.roll, task.dice, faces, task.roller, task.player))
        return
    if task.roll == TENSION:
        state.deliver(rolled=faces)
        return
    kind = Roll(task.roll)
    n_ok = successes(kind, list(faces))
    if events is not DISCARDED:  # the lean path (``step``) keeps no events: none is built
        who = state.pieces[task.roller]
        slugs = [FACE_SLUGS[f] for f in faces]
        say = msg(
            "kros-ev-roll",
            piece=Ref("piece", who.label),
            roll=Ref("roll", ROLL_NAMES[kind]),
            faces=tuple(Ref("face", s) for s in slugs),
            successes=n_ok,
        )
        events.append(
            Event(
                "roll",
                {"roll": ROLL_NAMES[kind], "piece": who.label, "faces": slugs, "successes": n_ok},
                f"{who.label} rolls {ROLL_NAMES[kind]}: {', '.join(slugs)} → {n_ok} success"
                + ("es" if n_ok != 1 else ""),
                say=say,
            )
        )
    state.deliver(result=n_ok)


def _draw_weights(state: KrosmasterState, task: ChanceDraw) -> list[tuple[Action, int]]:
    decode = state.game.codec.from_index
    return [(decode(i), 1) for i in task.outcomes]


@FLOW.chance(ChanceDraw, weights=_draw_weights, rule=R_DICE)
def _draw(state: KrosmasterState, task: ChanceDraw, action: Action, events: list[Event]) -> None:
    state.deliver(answer=state.game.codec.to_index(action))


# -- a seat's question (the full game) ------------------------------------------------------------
def _prompt_options(state: KrosmasterState, task: Prompt) -> list[Action]:
    decode = state.game.codec.from_index
    return [decode(i) for i in task.options]


def _prompt_illegal(state: KrosmasterState, task: Prompt, action: Action) -> IllegalActionError | None:
    if state.index_of(action) in task.options:
        return None
    from arena.games.krosmaster.describe import QUESTION_RULES, question_msg

    codec = state.game.codec
    texts = ", ".join(codec.to_text(codec.from_index(i)) for i in task.options)
    return illegal(
        "answer-first",
        f"{task.question}: choose one of {texts}",
        task.rule,
        msg("kros-refuse-answer-first", question=question_msg(state, task)),
        QUESTION_RULES.get(task.question, "turn"),
    )


@FLOW.decision(Prompt, legal=_prompt_options, illegal=_prompt_illegal, rule=R_ANSWER)
def _answer(state: KrosmasterState, task: Prompt, action: Action, events: list[Event]) -> None:
    state.deliver(answer=state.game.codec.to_index(action))


# -- which piece first ------------------------------------------------------------------------------
def _turn_player(state: KrosmasterState, task: Task) -> int:
    return state.player


def _not_now(action: Action) -> IllegalActionError | None:
    if isinstance(action, (Deal, Draw, Lot)):
        return illegal(
            "no-chance", "nothing is being drawn or flipped", R_DICE, msg("kros-refuse-no-chance"), "dice"
        )
    if isinstance(action, (Pick, Place)):
        return illegal(
            "no-choice", "there is nothing to choose now", R_TURN, msg("kros-refuse-no-choice"), "turn"
        )
    return None


def _choices(state: KrosmasterState, task: ChoosePiece) -> list[Action]:
    return [choose(p) for p in task.options]


def _choice_illegal(state: KrosmasterState, task: ChoosePiece, action: Action) -> IllegalActionError | None:
    err = _not_now(action)
    if err is not None:
        return err
    if isinstance(action, Choose) and action.piece in task.options:
        return None
    from arena.games.krosmaster.describe import CHOICE_RULES

    names = ", ".join(state.pieces[p].label for p in task.options)
    options = tuple(Ref("piece", state.pieces[p].label) for p in task.options)
    return illegal(
        "choose-first",
        f"choose one of: {names}",
        task.rule,
        msg("kros-refuse-choose-first", options=options),
        CHOICE_RULES.get(task.reason, "triggered-order"),
    )


@FLOW.decision(ChoosePiece, legal=_choices, player=_turn_player, illegal=_choice_illegal, rule=R_TURN)
def _choose(state: KrosmasterState, task: ChoosePiece, action: Choose, events: list[Event]) -> None:
    pid = action.piece
    if task.reason == "mob":
        turns.start_activation(state, state.pieces[pid], events)
    elif task.reason == "trigger":
        below = state.stack[-1]
        assert isinstance(below, Preliminary)
        state.stack[-1] = evolve(below, bombs=tuple(b for b in below.bombs if b != pid))
        combat.bomb_tick(state, state.pieces[pid], events)
    else:  # "explode"
        state.exploding.remove(pid)
        combat.explode(state, state.pieces[pid])


# -- the activation -------------------------------------------------------------------------------------
def _activation_actions(state: KrosmasterState, task: Activation) -> list[Action]:
    piece = state.pieces[state.active]
    out: list[Action] = [END, *movement.legal_moves(state, piece), *targeting.legal_casts(state, piece)]
    if state.game.full:
        out.extend(rewards.activation_actions(state, piece))
    return out


def _activation_illegal(
    state: KrosmasterState, task: Activation, action: Action
) -> IllegalActionError | None:
    err = _not_now(action)
    if err is not None:
        return err
    if isinstance(action, Choose):
        return illegal(
            "no-choice", "there is nothing to choose now", R_TURN, msg("kros-refuse-no-choice"), "turn"
        )
    if isinstance(action, End):
        return None
    piece = state.pieces[state.active]
    if isinstance(action, Move):
        return movement.move_error(state, piece, action.to)
    if isinstance(action, (Pickup, BuyGG, Buy, Reveal)):
        if not state.game.full:
            return illegal(
                "not-in-tutorial",
                "no kamas, GG or rewards in this tutorial",
                R_TURN,
                msg("kros-refuse-not-in-tutorial"),
                "tutorial",
            )
        return rewards.action_error(state, piece, action)
    assert isinstance(action, Cast)
    return targeting.cast_error(state, piece, action.spell, action.target)


def _activation_settle(state: KrosmasterState, task: Activation, events: list[Event]) -> bool:
    """Explosions and win checks first; then the activation waits for its owner while the
    character can do anything, and ends otherwise."""
    base = len(state.stack)
    if combat.aftermath(state, events):
        state.stack.insert(base, task)
        return True
    if turns.has_options(state, state.pieces[state.active]):
        return False
    turns.end_activation(state)
    return True


@FLOW.decision(
    Activation,
    legal=_activation_actions,
    player=_turn_player,
    illegal=_activation_illegal,
    settle=_activation_settle,
    rule=R_TURN,
)
def _act(state: KrosmasterState, task: Activation, action: Action, events: list[Event]) -> None:
    if isinstance(action, End):
        turns.end_activation(state)
        return
    state.stack.append(task)
    piece = state.pieces[state.active]
    if isinstance(action, Move):
        movement.start_move(state, piece, action.to)
    elif isinstance(action, Cast):
        spells.start_cast(state, piece, action.spell, action.target, events)
    else:
        rewards.apply_action(state, piece, action, events)


# -- the turn ---------------------------------------------------------------------------------------------
@FLOW.automatic(NextActivation)
def _next_activation(state: KrosmasterState, task: NextActivation, events: list[Event]) -> None:
    state.stack.append(task)  # it stays at the bottom
    if combat.aftermath(state, events):
        return
    turns.next_activation(state, events)


@FLOW.automatic(Preliminary)
def _preliminary(state: KrosmasterState, task: Preliminary, events: list[Event]) -> None:
    base = len(state.stack)
    if combat.aftermath(state, events):
        state.stack.insert(base, task)
        return
    resume = turns.preliminary(state, task, events)
    if resume is not None:
        state.stack.insert(base, resume)


STEPS: list[tuple[type[Any], Callable[[KrosmasterState, Any, list[Event]], Task | None]]] = [
    (Step, movement.step),
    (Blocked, turns.end_blocked),
    (SpellResolution, spells.step_resolution),
    (TurnStart, turnstart.step),
    (BuyReward, rewards.step_buy),
    (GainGlory, rewards.step_gain),
    (GiveGlory, rewards.step_give),
    (Boost, reward_effects.step_boost),
    (SetupTeams, setup.teams),
    (Draft, setup.draft),
    (PlayOrder, setup.play_order),
    (Timelines, setup.timelines),
    (ChooseArena, setup.choose_arena),
    (RevealPiles, setup.reveal_piles),
    (Orient, setup.orient),
    (Deploy, setup.deploy),
]
for _task_type, _step in STEPS:  # each returns the task to resume (None: done)
    FLOW.automatic(_task_type)(_step)
