"""The rules' contract as checks on one state, shared by the conformance suite and the soak.

Each ``check_*`` function raises :class:`ContractError` (an ``AssertionError``) naming what
broke, and is otherwise silent. They read a game only through the core API (``State`` and
``Game``), so they run on any registered game. The conformance harness
(``tests/conformance/harness.py``) runs all of them at every step of a few playouts;
:mod:`arena.core.soak` runs them, some at a sampled rate, over millions of random actions.
"""

from __future__ import annotations

import json
import random
import string
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from arena.core.errors import ArenaError, IllegalActionError
from arena.core.events import Event
from arena.core.game import Game
from arena.core.serialization import canonical_json, state_hash
from arena.core.state import CHANCE, TERMINAL, State


class ContractError(AssertionError):
    """A broken invariant of the rules' contract (an ``AssertionError``: pytest reports it as
    a failed check, and ``python -O`` does not remove it)."""


# -- small helpers -------------------------------------------------------------------------------
def _fmt(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, sort_keys=True, separators=(",", ":"))


def config_name(options: dict[str, Any]) -> str:
    """A sample configuration's name: ``scenario=tutorial-3``, ``default`` for no options."""
    if not options:
        return "default"
    return "-".join(f"{k}={_fmt(v)}" for k, v in sorted(options.items()))


def config_id(game_id: str, options: dict[str, Any]) -> str:
    """``<game>-scenario=tutorial-3``; ``<game>-default`` for the default options."""
    return f"{game_id}-{config_name(options)}"


def snapshot(state: State[Any]) -> str:
    """The whole state as canonical JSON text (tuples and lists compare alike)."""
    return canonical_json(state.to_json())


def jsonable(data: Any) -> Any:
    """``data`` through JSON text and back; fails if it is not JSON-ready."""
    return json.loads(json.dumps(data))


def check_error(error: object, *, rule: bool = True) -> None:
    """``error`` is a typed refusal: an :class:`IllegalActionError` with a reason, a message
    and (with ``rule``) the rule it cites."""
    if not isinstance(error, IllegalActionError):
        raise ContractError(f"expected IllegalActionError, got {error!r}")
    for attr in ("reason", "message", "rule") if rule else ("reason", "message"):
        value = getattr(error, attr)
        if not (isinstance(value, str) and value):
            raise ContractError(f"IllegalActionError.{attr} is empty: {error.to_dict()}")


# -- per-state checks ----------------------------------------------------------------------------
def check_turn_and_returns(game: Game[Any], state: State[Any], legal: Sequence[Any]) -> None:
    """Whose turn it is agrees with the legal actions; returns are 0 until the end and
    well-formed there (+1/-1 or a draw in two-player games)."""
    n = game.num_players
    player = state.current_player()
    if not isinstance(player, int) or not (player in (CHANCE, TERMINAL) or 0 <= player < n):
        raise ContractError(f"current_player() = {player!r}")
    if state.is_terminal() != (player == TERMINAL) or state.is_chance_node() != (player == CHANCE):
        raise ContractError(f"is_terminal()/is_chance_node() disagree with current_player() = {player}")
    if (player == TERMINAL) != (len(legal) == 0):
        raise ContractError(f"terminal={player == TERMINAL} but {len(legal)} legal actions")
    returns = state.returns()
    if len(returns) != n:
        raise ContractError(f"returns() {returns} has not {n} entries")
    if not all(isinstance(r, int | float) for r in returns):
        raise ContractError(f"returns() {returns} are not numbers")
    jsonable(returns)
    if player != TERMINAL:
        if any(r != 0 for r in returns):
            raise ContractError(f"returns() {returns} before the end")
    elif n == 2 and sorted(returns) not in ([-1, 1], [0, 0]):
        raise ContractError(f"two-player returns {returns} not +1/-1 or a draw")


def check_chance(game: Game[Any], state: State[Any], legal: Sequence[Any]) -> None:
    """At a chance node: exact positive probabilities summing to 1, the same outcomes as the
    legal actions, and ``chance_weights()`` proportional to them; none elsewhere."""
    outcomes = state.chance_outcomes()
    if not state.is_chance_node():
        if outcomes != []:
            raise ContractError("chance_outcomes() away from a chance node")
        return
    if not game.info.chance:
        raise ContractError(f"{game.id} declares no chance but reached a chance node")
    if not outcomes:
        raise ContractError("a chance node without outcomes")
    probs = [p for _, p in outcomes]
    if not all(type(p) is Fraction for p in probs):
        raise ContractError(f"probabilities must be Fractions: {probs[:5]}")
    if not all(p > 0 for p in probs):
        raise ContractError(f"non-positive probability in {probs}")
    if (total := sum(probs, Fraction(0))) != 1:
        raise ContractError(f"chance probabilities sum to {total}")
    indices = [game.action_to_index(a) for a, _ in outcomes]
    if len(set(indices)) != len(indices):
        raise ContractError("a chance outcome is listed twice")
    if set(indices) != {game.action_to_index(a) for a in legal}:
        raise ContractError("chance outcomes != legal_actions()")
    weighted = state.chance_weights()  # the lean form: the same outcomes, proportional weights
    if [a for a, _ in weighted] != [a for a, _ in outcomes]:
        raise ContractError("chance_weights() lists other outcomes")
    weights = [w for _, w in weighted]
    if not all(type(w) is int and w > 0 for w in weights):
        raise ContractError(f"chance weights must be positive ints: {weights[:5]}")
    if [Fraction(w, sum(weights)) for w in weights] != probs:
        raise ContractError("chance_weights() not proportional to chance_outcomes()")


def check_codecs(game: Game[Any], legal: Sequence[Any]) -> None:
    """Every legal action round-trips through its index, its text and ``#index`` notation;
    no two share an index or a text."""
    size = game.num_distinct_actions()
    if not (isinstance(size, int) and size > 0):
        raise ContractError(f"num_distinct_actions() = {size!r}")
    indices: set[int] = set()
    texts: set[str] = set()
    for action in legal:
        index = game.action_to_index(action)
        if not (isinstance(index, int) and 0 <= index < size):
            raise ContractError(f"{action!r}: index {index} outside 0..{size - 1}")
        if game.index_to_action(index) != action:
            raise ContractError(f"index_to_action({index}) != {action!r}")
        text = game.action_to_text(action)
        if not (isinstance(text, str) and text):
            raise ContractError(f"{action!r}: empty text")
        for parse in (game.text_to_action, game.parse_action):
            try:
                parsed = parse(text)
            except ArenaError as exc:
                raise ContractError(f"{parse.__name__}({text!r}) raised {exc!r}") from exc
            if parsed != action:
                raise ContractError(f"{parse.__name__}({text!r}) = {parsed!r} != {action!r}")
        if game.parse_action(f"#{index}") != action:
            raise ContractError(f"parse_action('#{index}') != {action!r}")
        indices.add(index)
        texts.add(text)
    if len(indices) != len(legal):
        raise ContractError("two legal actions share an index (or one is listed twice)")
    if len(texts) != len(legal):
        raise ContractError("two legal actions share a text (or one is listed twice)")


def check_roundtrip(game: Game[Any], state: State[Any], legal: Sequence[Any]) -> State[Any]:
    """JSON text round trip: the reloaded state is the same position in every respect the API
    shows (returned, so the caller may play on from it)."""
    data = state.to_json()
    if not isinstance(data, dict):
        raise ContractError(f"to_json() returned {type(data).__name__}, not a dict")
    text = json.dumps(data)
    loaded = game.state_from_json(json.loads(text))
    if loaded is state:
        raise ContractError("state_from_json() returned the same object")
    if jsonable(loaded.to_json()) != json.loads(text):
        raise ContractError("to_json() differs after a JSON round trip")
    if loaded.legal_actions() != list(legal):
        raise ContractError("legal_actions() differ after a JSON round trip")
    if loaded.current_player() != state.current_player():
        raise ContractError("current_player() differs after a JSON round trip")
    if loaded.returns() != state.returns():
        raise ContractError("returns() differ after a JSON round trip")
    if loaded.chance_outcomes() != state.chance_outcomes():
        raise ContractError("chance_outcomes() differ after a JSON round trip")
    if state_hash(loaded) != state_hash(state):
        raise ContractError("state_hash() differs after a JSON round trip")
    for p in [*range(game.num_players), None]:
        if loaded.view(p) != state.view(p):
            raise ContractError(f"view({p}) differs after a JSON round trip")
    return loaded


def check_illegal(
    game: Game[Any],
    state: State[Any],
    legal: Sequence[Any],
    rng: random.Random,
    *,
    probes: int,
    legal_probes: int,
) -> int:
    """Up to ``probes`` random indices of the action space: a legal one has no
    ``illegal_reason``, any other is refused by ``illegal_reason`` and ``apply`` with a typed
    error, and the state is unchanged afterwards. ``legal_probes`` legal actions must have no
    ``illegal_reason``. Returns the number of illegal actions tried."""
    size = game.num_distinct_actions()
    legal_indices = {game.action_to_index(a) for a in legal}
    before = snapshot(state)
    tried: list[str] = []
    for index in rng.sample(range(size), min(size, probes)):
        action = game.index_to_action(index)
        if index in legal_indices:
            if (reason := state.illegal_reason(action)) is not None:
                raise ContractError(f"illegal_reason({action!r}) = {reason!r} for a legal action")
            continue
        tried.append(game.action_to_text(action))
        _check_refused(state, action, tried[-1], before)
    for action in rng.sample(list(legal), min(len(legal), legal_probes)):
        if state.illegal_reason(action) is not None or not state.is_legal(action):
            raise ContractError(f"legal {action!r} has an illegal_reason")
    _check_unchanged(state, before, legal, tried)
    return len(tried)


def _check_refused(state: State[Any], action: Any, text: str, before: str) -> None:
    """``action`` is refused by ``illegal_reason``, ``is_legal`` and ``apply`` with a typed
    error, and the state is still ``before`` (its snapshot) afterwards."""
    reason = state.illegal_reason(action)
    if reason is None:
        raise ContractError(f"illegal_reason({text}) is None but it is not legal")
    check_error(reason)
    if state.is_legal(action):
        raise ContractError(f"is_legal({text}) is True but it is not legal")
    try:
        state.apply(action)
    except IllegalActionError as exc:
        check_error(exc)
    else:
        raise ContractError(f"apply({text}) accepted an action that is not legal")
    if snapshot(state) != before:
        raise ContractError(f"a rejected action changed the state: {text}")


def _check_unchanged(state: State[Any], before: str, legal: Sequence[Any], tried: list[str]) -> None:
    if snapshot(state) != before:
        raise ContractError(f"a rejected action changed the state (tried {tried})")
    if state.legal_actions() != list(legal):
        raise ContractError(f"a rejected action changed legal_actions() (tried {tried})")


JUNK = string.ascii_letters + string.digits + string.punctuation + " éß中\t"


def malformed_texts(game: Game[Any], legal: Sequence[Any], rng: random.Random, count: int) -> list[str]:
    """``count`` texts that are probably not actions: junk, a legal action's text cut short
    or with junk added, out-of-range and non-numeric ``#index`` notation."""
    base = game.action_to_text(legal[rng.randrange(len(legal))]) if legal else ""
    size = game.num_distinct_actions()
    makers = (
        lambda: "".join(rng.choice(JUNK) for _ in range(rng.randint(0, 12))),
        lambda: base + rng.choice((" ", "", "-", ":")) + rng.choice(("zz", "99", "?", "#", "x y")),
        lambda: base[: rng.randrange(len(base))] if base else "",
        lambda: rng.choice((f"#{size}", f"#{size + rng.randrange(10**6)}", "#-1", "#", "#x", "# 1")),
    )
    return [makers[rng.randrange(len(makers))]() for _ in range(count)]


def check_malformed(
    game: Game[Any], state: State[Any], legal: Sequence[Any], rng: random.Random, *, count: int
) -> int:
    """``count`` malformed notations: ``parse_action`` refuses each with a typed
    :class:`ArenaError` (any other exception breaks the contract), or it denotes a real action,
    which round-trips and is either legal or refused like any illegal action; the state is
    unchanged afterwards. Returns the number of texts tried."""
    before = snapshot(state)
    legal_indices = {game.action_to_index(a) for a in legal}
    texts = malformed_texts(game, legal, rng, count)
    for text in texts:
        try:
            action = game.parse_action(text)
        except ArenaError as exc:
            if not (isinstance(exc.reason, str) and exc.reason and exc.message):
                raise ContractError(f"parse_action({text!r}) raised an error without reason") from exc
            continue
        except Exception as exc:
            raise ContractError(
                f"parse_action({text!r}) raised {type(exc).__name__}: {exc} (expected an ArenaError)"
            ) from exc
        index = game.action_to_index(action)
        if game.index_to_action(index) != action:
            raise ContractError(f"parse_action({text!r}) = {action!r}, which does not round-trip")
        if index not in legal_indices:
            _check_refused(state, action, repr(text), before)
    _check_unchanged(state, before, legal, [repr(t) for t in texts])
    return len(texts)


def check_views(
    game: Game[Any], state: State[Any], legal: Sequence[Any], rng: random.Random, *, resamples: int
) -> bool:
    """Every seat's view and the spectator's are JSON-ready dicts, and ``resamples`` draws of
    ``resample_hidden`` per seat keep that seat's view and the spectator's (so a view shows
    nothing hidden from it). Returns whether some draw changed the hidden part."""
    before = snapshot(state)
    player = state.current_player()
    views = {p: state.view(p) for p in [*range(game.num_players), None]}
    for p, view in views.items():
        if not isinstance(view, dict):
            raise ContractError(f"view({p}) is not a dict")
        json.dumps(view)
    redrawn = False
    for p in range(game.num_players):
        for _ in range(resamples):
            other = state.resample_hidden(p, random.Random(rng.getrandbits(32)))
            if other is state:
                raise ContractError("resample_hidden must return a new state")
            if other.view(p) != views[p]:
                raise ContractError(f"player {p} can tell a resampled state apart (view leaks)")
            if other.view(None) != views[None]:
                raise ContractError(f"resampling for {p} changed the spectator view")
            if p == player and (other.current_player() != player or other.legal_actions() != list(legal)):
                raise ContractError("resampled current_player() or legal_actions() differ")
            other_json = snapshot(other)
            if not game.hidden_information:
                if other_json != before:
                    raise ContractError("perfect-information resample_hidden changed the state")
            elif other_json != before:
                redrawn = True
    if snapshot(state) != before:
        raise ContractError("view() or resample_hidden() changed the state")
    return redrawn


def check_events(game: Game[Any], events: Any) -> list[Any]:
    """``apply``'s events are :class:`Event` objects whose JSON (and every seat's version of
    them) is JSON-ready; returns their JSON."""
    if not (isinstance(events, list) and all(isinstance(e, Event) for e in events)):
        raise ContractError(f"apply() returned {events!r}, not a list of Events")
    out = []
    for event in events:
        if not (isinstance(event.kind, str) and event.kind):
            raise ContractError(f"an event without kind: {event!r}")
        out.append(jsonable(event.to_json()))
        for p in [*range(game.num_players), None]:
            seen = event.for_player(p)
            if seen is not None:
                jsonable(seen.to_json())
    return out


def check_game_invariants(game: Game[Any], state: State[Any]) -> bool:
    """The game's own ``invariant_errors(state)`` hook, where it has one (the checks its
    position builder runs); returns whether there was one to run."""
    hook = getattr(game, "invariant_errors", None)
    if hook is None:
        return False
    problems = hook(state)
    if problems:
        raise ContractError(f"{game.id} invariant_errors: {'; '.join(map(str, problems))}")
    return True
