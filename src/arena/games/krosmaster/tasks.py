"""Krosmaster Arena's task records: the turn structure on the shared flow engine's stack.

Every record is a frozen slotted dataclass (fields: JSON scalars or tuples of them) with a
stable ``kind``; ``flow.py`` registers a handler for each. A task that waits for a die, a
draw or a seat's answer stays on the stack under the pending task (``RollDice``,
``ChanceDraw``, ``Prompt``, ``ChoosePiece``), which delivers the outcome into it: ``result``
(dice) or ``answer`` (the codec index of the action chosen or drawn).

Seed references name seed 003 (French rulebook) sections.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any, ClassVar, Literal, TypeVar

from arena.core.flow import Task, task_record
from arena.games.krosmaster.pieces import TRAP, Piece

T = TypeVar("T", bound=Task)

NO_ORIGIN = -2
"""The ``origin`` of a trap's spell: a trap is not a character standing on its cell."""

TENSION = 4
"""The roll kind (``RollDice.roll``) of the tension roll, whose raw faces are kept."""


# -- the pending decision or chance node (the top of the stack when a seat or chance acts) ------
@task_record
class RollDice(Task):
    """Chance: ``dice`` dice of roll kind ``roll`` (``dice.Roll`` or ``TENSION``), one die a
    node; ``faces`` rolled so far. ``roller`` is the piece rolling (-1: a seat's tension roll,
    ``player``)."""

    kind: ClassVar[str] = "roll"
    roll: int
    dice: int
    faces: tuple[int, ...] = ()
    roller: int = -1
    player: int | None = None


@task_record
class ChanceDraw(Task):
    """Chance: a uniform draw among ``outcomes`` (codec indices); ``what`` names it."""

    kind: ClassVar[str] = "chance"
    what: str
    outcomes: tuple[int, ...]


@task_record
class Prompt(Task):
    """Decision of ``player`` among ``options`` (codec indices) — the full game's questions.
    ``question`` names it, ``about`` says what it decides (public: never a hidden identity)."""

    kind: ClassVar[str] = "prompt"
    question: str
    player: int
    options: tuple[int, ...]
    rule: str
    about: str = ""


ChoiceReason = Literal["mob", "trigger", "explode"]


@task_record
class ChoosePiece(Task):
    """Decision of the player whose turn it is: which piece goes first (``reason``: the next
    mob, the next bomb tick, the next explosion)."""

    kind: ClassVar[str] = "choice"
    reason: str
    options: tuple[int, ...]
    rule: str


@task_record
class Activation(Task):
    """Decision: the active character ``piece`` moves, casts, ends... (seed 003, "2.2")."""

    kind: ClassVar[str] = "activation"
    piece: int


@task_record
class Blocked(Task):
    """Seed 003, "Blocage": a blocked character "perd tous ses PM et tous ses PA […] c'est
    immédiatement la fin de son tour" — the activation under this task ends, whatever else
    (a reward to reveal) it could still do."""

    kind: ClassVar[str] = "blocked"
    piece: int


# -- the turn --------------------------------------------------------------------------------
@task_record
class NextActivation(Task):
    """The bottom of the stack: once everything above has resolved, the win checks and the
    next character of the timeline (or the end of the turn)."""

    kind: ClassVar[str] = "next-activation"


@task_record
class Preliminary(Task):
    """Seed 003, "2.1 Phase préliminaire": ``bombs`` still to tick, buffs expired once."""

    kind: ClassVar[str] = "preliminary"
    piece: int
    bombs: tuple[int, ...]
    buffs_expired: bool = False


@task_record
class TurnStart(Task):
    """The full game's turn start: tension roll, turned faces, double, inspiration."""

    kind: ClassVar[str] = "turn-start"
    stage: str = "roll"
    rolled: tuple[int, ...] | None = None
    raw: tuple[int, ...] = ()
    turned: tuple[str, ...] = ()
    losers: tuple[int, ...] = ()
    kept: int = 0
    index: int = 0
    answer: int | None = None


# -- moves and spells ----------------------------------------------------------------------------
@task_record
class Step(Task):
    """One step of ``piece`` to ``to``: each adjacent enemy in ``lockers`` may lock it
    (seed 003, "Blocage": a lock roll, then a dodge roll)."""

    kind: ClassVar[str] = "step"
    piece: int
    to: int
    lockers: tuple[int, ...]
    index: int = 0
    stage: str = "lock"
    lock: int = 0
    result: int | None = None


@task_record
class SpellResolution(Task):
    """Steps 2–5 of a spell (seed 003, "Lancer un sort"). ``on_done="remove"``: the caster (a
    trap or bomb) leaves the board afterwards."""

    kind: ClassVar[str] = "spell"
    caster: int
    spell: str
    target: int
    origin: int
    stage: str = "effects"
    targets: tuple[int, ...] = ()
    bonus: tuple[int, ...] = ()
    scenery: tuple[int, ...] = ()
    reward_bonus: int = 0
    index: int = 0
    critical: int = 0
    dealt: int = 0
    on_done: str = ""
    result: int | None = None
    answer: int | None = None


def spell_resolution(
    caster: Piece, spell_id: str, target: int, *, origin: int = -1, on_done: str = ""
) -> SpellResolution:
    """The resolution task of ``caster``'s spell (traps and bombs: ``on_done="remove"``)."""
    start = NO_ORIGIN if caster.kind == TRAP else caster.pos if origin < 0 else origin
    if on_done:
        return SpellResolution(caster.id, spell_id, target, start, on_done=on_done)
    return SpellResolution(caster.id, spell_id, target, start)  # positional: the common case, faster


# -- the full game's rewards and Glory Galons ----------------------------------------------------------
@task_record
class BuyReward(Task):
    """A reward bought by ``seat``: drawn (blind) or the next one turned up, then attached."""

    kind: ClassVar[str] = "buy"
    seat: int
    rank: str
    pile: int
    blind: bool
    stage: str
    token: str | None = None
    answer: int | None = None


@task_record
class GainGlory(Task):
    """``seat`` gains ``amount`` GG: the wild GG first, then from an opponent."""

    kind: ClassVar[str] = "gain-gg"
    seat: int
    amount: int
    answer: int | None = None


@task_record
class GiveGlory(Task):
    """4 players: ``seat`` K.O.'d its own Krosmaster and gives ``amount`` GG to one of
    ``options``."""

    kind: ClassVar[str] = "give-gg"
    seat: int
    amount: int
    options: tuple[int, ...]
    answer: int | None = None


@task_record
class Boost(Task):
    """A revealed boost: ``effects`` holds the paths of the effects still to apply."""

    kind: ClassVar[str] = "boost"
    piece: int
    token: str
    effects: tuple[tuple[int, ...], ...]
    sub: str = ""
    pile: int = 0
    answer: int | None = None


# -- the full game's set-up ------------------------------------------------------------------
@task_record
class SetupTeams(Task):
    kind: ClassVar[str] = "setup-teams"
    step: ClassVar[str] = "teams"
    dealt: int = 0
    answer: int | None = None


@task_record
class Draft(Task):
    """ "En draftant": ``display`` face up, ``seq`` the pickers, ``picks`` made so far."""

    kind: ClassVar[str] = "setup-draft"
    step: ClassVar[str] = "teams"
    display: tuple[int, ...] = ()
    waiting: str = ""
    seq: tuple[int, ...] = ()
    first: int = -1
    picks: int = 0
    answer: int | None = None


@task_record
class PlayOrder(Task):
    kind: ClassVar[str] = "setup-order"
    step: ClassVar[str] = "order"
    ranked: tuple[int, ...] = ()
    tied: tuple[int, ...] = ()
    answer: int | None = None


@task_record
class Timelines(Task):
    kind: ClassVar[str] = "setup-timelines"
    step: ClassVar[str] = "timelines"
    index: int = 0
    answer: int | None = None


@task_record
class ChooseArena(Task):
    kind: ClassVar[str] = "setup-arena"
    step: ClassVar[str] = "arena"
    answer: int | None = None


@task_record
class RevealPiles(Task):
    kind: ClassVar[str] = "setup-rewards"
    step: ClassVar[str] = "rewards"
    rank: str = ""
    pile: int = 0
    answer: int | None = None


@task_record
class Orient(Task):
    kind: ClassVar[str] = "setup-orient"
    step: ClassVar[str] = "orient"
    answer: int | None = None


@task_record
class Deploy(Task):
    kind: ClassVar[str] = "setup-deploy"
    step: ClassVar[str] = "deploy"
    index: int = 0
    piece: int = -1
    answer: int | None = None


SetupTask = SetupTeams | Draft | PlayOrder | Timelines | ChooseArena | RevealPiles | Orient | Deploy
SETUP_TASKS: tuple[type[SetupTask], ...] = (
    SetupTeams,
    Draft,
    PlayOrder,
    Timelines,
    ChooseArena,
    RevealPiles,
    Orient,
    Deploy,
)


_EVOLVERS: dict[tuple[Any, ...], Callable[..., Any]] = {}


def evolve(task: T, **changes: Any) -> T:
    """``dataclasses.replace`` for task records, several times faster: one positional
    constructor call, generated once per task type and set of changed fields (tasks are
    re-made on every step of a resolution)."""
    key = (type(task), *changes)
    make = _EVOLVERS.get(key)
    if make is None:
        make = _EVOLVERS[key] = _evolver(type(task), tuple(changes))
    result: T = make(task, *changes.values())
    return result


def evolve_one(task: T, name: str, value: Any) -> T:
    """:func:`evolve` of a single field, without the keyword dictionary (the hot path)."""
    make = _EVOLVERS.get((type(task), name))
    if make is None:
        make = _EVOLVERS[type(task), name] = _evolver(type(task), (name,))
    result: T = make(task, value)
    return result


def _evolver(task_type: type[Any], changed: tuple[str, ...]) -> Callable[..., Any]:
    names = [f.name for f in fields(task_type)]
    for name in changed:
        if name not in names:
            raise TypeError(f"{task_type.__name__} has no field {name!r}")
    params = ", ".join(f"v{i}" for i in range(len(changed)))
    args = ", ".join(f"v{changed.index(n)}" if n in changed else f"t.{n}" for n in names)
    namespace: dict[str, Any] = {"cls": task_type}
    exec(f"def evolve(t, {params}):\n    return cls({args})", namespace)  # our records' own field names only
    fn: Callable[..., Any] = namespace["evolve"]
    return fn
