"""``arena play``: a human (or several, hot seat) against agents in the terminal."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.rule import Rule

from arena.cli.agents import make_agent
from arena.cli.commands import legal_rows, verb_help, verb_numbers, verbs_now
from arena.cli.legal import format_choices, resolve
from arena.cli.messages import agent_says, tr
from arena.cli.render import renderer_for
from arena.core.agent import Agent
from arena.core.describe import ActionInfo
from arena.core.errors import ArenaError
from arena.core.events import Event
from arena.core.game import Game
from arena.core.match import GameRecord, Match, Step
from arena.core.replay import write_replay
from arena.core.state import State
from arena.core.text import Arg, Catalog, Msg, Ref, Seat, locale_of, msg
from arena.core.undo import Played, reveals, undo_refusal

LineReader = Callable[[str], str | None]
"""Shows a prompt and returns the typed line, or ``None`` at end of input (quit)."""

_QUIT = object()
_UNDO = object()
_COMMANDS_QUIT = {"quit", "exit"}
_COMMANDS_HELP = {"help", "?"}


def stdin_reader(console: Console) -> LineReader:
    """Lines from standard input: ``input()`` on a terminal, else echoed ``readline()``."""

    def read(prompt: str) -> str | None:
        try:
            if sys.stdin.isatty():
                return input(prompt)
            console.print(prompt, end="", markup=False, highlight=False)
            console.file.flush()
            line = sys.stdin.readline()
        except (EOFError, KeyboardInterrupt):
            console.print()
            return None
        if not line:
            console.print()
            return None
        line = line.rstrip("\r\n")
        console.print(line, markup=False, highlight=False)  # echo, so transcripts read well
        return line

    return read


def event_line(event: Event, texts: Catalog | None = None, locale: str = "en") -> str:
    """An event as one line: its sentence in ``locale``, else its text, else kind and data."""
    if event.say is not None and texts is not None:
        return texts.say(event.say, locale)
    if event.text:
        return event.text
    if not event.data:
        return event.kind
    return f"{event.kind} {json.dumps(event.data, ensure_ascii=False, default=str)}"


def _bare(sentence: str) -> str:
    """A sentence without its closing punctuation (to compare a label and an event)."""
    return sentence.rstrip(".。!！ ")


def error_lines(exc: ArenaError, texts: Catalog, locale: str) -> list[str]:
    """A rejection as the player reads it: the reason, the rule cited, the seed's sentence and
    its translation."""
    said = texts.refusal(exc, locale)
    lines = [tr(locale, "refused", message=said["message"] or exc.message)]
    if said["rule"]:
        lines.append("  " + tr(locale, "refused-rule", rule=said["rule"]))
    if said["quote"]:
        lines.append(
            "  " + tr(locale, "refused-quote", quote=said["quote"], translation=said["translation"] or "")
        )
    return lines


@dataclass
class PlayConfig:
    """What ``arena play`` was asked for."""

    game: Game[Any]
    humans: frozenset[int]
    agent_spec: str
    seed: int
    lang: str = "en"
    save: Path | None = None


class PlaySession:
    """One interactive game; :meth:`run` plays it and returns the exit code."""

    def __init__(self, config: PlayConfig, console: Console, read_line: LineReader) -> None:
        self.cfg = config
        self.game = config.game
        self.console = console
        self.read_line = read_line
        self.render = renderer_for(self.game)
        seats = range(self.game.num_players)
        self.agents: dict[int, Agent] = {
            p: make_agent(config.agent_spec) for p in seats if p not in config.humans
        }
        self.match = Match(self.game, config.seed, [self.agents.get(p) for p in seats])
        self.locale = locale_of(config.lang)
        self.texts = self.game.texts()
        self.played: list[Played] = []
        """What the undo rule reads of each step played (its events)."""

    @property
    def state(self) -> State[Any]:
        return self.match.state

    @property
    def record(self) -> GameRecord:
        return self.match.record()

    # -- output ------------------------------------------------------------------------------
    def say(self, key: str, **fields: Arg) -> None:
        self.console.print(tr(self.locale, key, **fields), markup=False, highlight=False, soft_wrap=True)

    def game_says(self, value: Arg) -> str:
        """A sentence of the game's catalog in the player's locale."""
        return self.texts.say(value, self.locale)

    def plain(self, text: str, style: str | None = None) -> None:
        self.console.print(text, markup=False, highlight=False, style=style, soft_wrap=True)

    @property
    def hotseat(self) -> bool:
        return not self.agents

    def viewer(self, player: int) -> int | None:
        """Whose eyes events are shown through: the human's seat, or the actor in hot seat."""
        if not self.hotseat or len(self.cfg.humans) == 1:
            return min(self.cfg.humans)
        return player if player >= 0 else None

    def show_legal(self, state: State[Any], legal: list[Any], only: list[int] | None = None) -> None:
        """The numbered choices under their groups' titles (``only``: these numbers)."""
        if only is None:
            self.say("legal", n=len(legal))
        rows = legal_rows(self.game, state, legal, self.texts, self.locale)
        lines = format_choices(rows, max(40, self.console.width), only=only)
        for line in lines:
            self.plain("  " + line)

    def show_help(self, state: State[Any], legal: list[Any], verb: str) -> None:
        """``help``: the commands and the verbs playable now; ``help VERB``: what it does and
        its choices now."""
        verbs = verbs_now(self.game, legal)
        if not verb:
            self.say("help")
            self.say("help-verbs", verbs=", ".join(verbs))
            return
        numbers = verb_numbers(self.game, legal, verb)
        said = verb_help(self.texts, verb, self.locale)
        if said is None and not numbers:
            self.plain(tr(self.locale, "help-verb-unknown", verb=verb, verbs=", ".join(verbs)), style="red")
            return
        self.plain(f"{verb}: {said}" if said else tr(self.locale, "help-verb-unexplained", verb=verb))
        if numbers:
            self.show_legal(state, legal, only=numbers)
        else:
            self.say("help-verb-not-now", verb=verb)

    def command(self, low: str, state: State[Any], legal: list[Any], player: int) -> bool:
        """A command that only shows something (``help [verb]``, ``legal``, ``board``): done,
        True; anything else: False."""
        word, _, rest = low.partition(" ")
        if word in _COMMANDS_HELP:
            self.show_help(state, legal, rest.strip())
        elif low == "legal":
            self.show_legal(state, legal)
        elif low == "board":
            self.render(state, player, self.console, self.locale)
        elif low == "coach":
            self.show_coach(state, player)
        else:
            return False
        return True

    def show_coach(self, state: State[Any], player: int) -> None:
        """``coach``: the search's top moves for ``player`` from what that seat sees (terminal
        games are never rated, so the coach is always on here)."""
        from arena.ai.analysis import analyze
        from arena.cli.analyze_cmd import print_analysis

        step = len(self.match.steps)
        found = analyze(self.game, state, player, seed=self.cfg.seed, locale=self.locale, step=step)
        print_analysis(found, self.console, self.locale)

    def undo_reason(self, player: int) -> Msg | None:
        """Why ``player`` cannot take back its last action (a sentence), or ``None``."""
        reason = undo_refusal(self.state, self.played, player)
        if reason is None and self.game.info.hidden_information:
            before = self.resumed(len(self.match.steps) - 1).state
            if reveals(self.game, self.state, before, self.played[-1].action, self.cfg.seed):
                reason = msg("undo-revealed")
        return reason

    def resumed(self, n: int) -> Match:
        """The match after its first ``n`` steps, replayed from the seed."""
        seats = [self.agents.get(p) for p in range(self.game.num_players)]
        return Match.resume(
            self.game, self.cfg.seed, seats, [(s.player, s.action) for s in self.match.steps[:n]]
        )

    def announce(self, step: Step, events: list[Event], info: ActionInfo | None) -> None:
        viewer = self.viewer(step.player)
        # An action whose events hide something from the viewer (a face-down draw, a card
        # played face down) is announced as hidden: what the game says the others read.
        hidden = any(
            e.visible_to is not None and (viewer is None or viewer not in e.visible_to) for e in events
        )
        if info is None:
            text = self.game_says(msg("hidden")) if hidden else step.text
        elif hidden:
            text = self.game_says(info.hidden_label or msg("hidden"))
        else:
            text = self.game_says(info.label)
        if step.player < 0:
            self.say("chance", action=text)
        else:
            who = (
                tr(self.locale, "you")
                if step.player in self.cfg.humans
                else agent_says(self.locale, self.cfg.agent_spec)
            )
            self.say("plays", player=Seat(step.player), who=who, action=text)
        for event in events:
            seen = event.for_player(viewer)
            line = event_line(seen, self.texts, self.locale) if seen is not None else ""
            if line and _bare(line) != _bare(text):  # a draw's event often repeats its label
                self.plain("  · " + line, style="dim")

    # -- turns -------------------------------------------------------------------------------
    def ask(self, player: int) -> Any:
        """The human's action for ``player``, or ``_QUIT``; re-prompts until legal."""
        state = self.state
        self.console.print(Rule(style="dim"))
        self.render(state, player, self.console, self.locale)  # the board ends with the status line
        legal = state.legal_actions()
        self.show_legal(state, legal)
        while True:
            line = self.read_line(tr(self.locale, "prompt", player=Seat(player)))
            if line is None:
                return _QUIT
            cmd = line.strip()
            low = cmd.lower()
            if not cmd:
                continue
            if low in _COMMANDS_QUIT:
                return _QUIT
            if self.command(low, state, legal, player):
                continue
            if low == "undo":
                reason = self.undo_reason(player)
                if reason is None:
                    return _UNDO
                self.plain(tr(self.locale, "refused", message=self.game_says(reason)), style="red")
            else:
                try:
                    action = resolve(self.game, legal, cmd)
                    error = state.illegal_reason(action)
                    if error is not None:
                        raise error
                except ArenaError as exc:
                    if exc.reason == "bad-number":
                        self.plain(tr(self.locale, "bad-number", number=cmd, last=len(legal)), style="red")
                        continue
                    if exc.say is None and exc.reason == "bad-notation":
                        exc.say = msg("refuse-bad-notation", text=cmd)
                    for line in error_lines(exc, self.texts, self.locale):
                        self.plain(line, style="red")
                except Exception as exc:  # a codec bug must not end the game
                    self.plain(
                        tr(self.locale, "unreadable", text=cmd, error=f"{type(exc).__name__}: {exc}"),
                        style="red",
                    )
                else:
                    return action

    def step(self) -> bool:
        """Play one action (chance, agent or human); ``False`` when the human quits."""
        player = self.match.waiting_for_human()
        before = self.state.clone()  # the action is described in the state it is played from
        if player is None:
            step, events = self.match.step()  # chance or an agent, seeded as everywhere
        else:
            action = self.ask(player)
            if action is _QUIT:
                return False
            if action is _UNDO:
                undone = self.match.steps[-1]
                self.match = self.resumed(len(self.match.steps) - 1)
                self.played.pop()
                self.say(
                    "undone",
                    action=self.game_says(self.game.describe_action(self.state, undone.action).label),
                )
                return True
            step, events = self.match.apply(action)
        self.played.append(Played(step.player, step.action, events))
        self.announce(step, events, self.game.describe_action(before, step.action))
        return True

    # -- the game ----------------------------------------------------------------------------
    def intro(self) -> None:
        name = self.game_says(Ref("game", self.game.id))
        self.console.print(Rule(name))
        self.say("title", game=name, seed=str(self.cfg.seed))
        if self.hotseat and self.game.num_players == 1:
            self.say("solo")
        elif self.hotseat:
            self.say("hotseat")
        else:
            sides = self.game.alliances
            partners = {sides[h] for h in self.cfg.humans}
            others = tuple(
                msg("seat-partner", seat=Seat(p)) if sides[p] in partners else Seat(p)
                for p in sorted(self.agents)
            )
            self.say(
                "seats",
                seats=tuple(Seat(p) for p in sorted(self.cfg.humans)),
                others=others,
                agent=agent_says(self.locale, self.cfg.agent_spec, about=True),
            )
        self.say("help")

    def run(self) -> int:
        """Play until the end, a quit or an engine failure (exit code 1)."""
        self.intro()
        code = 0
        try:
            while not self.state.is_terminal() and self.step():
                pass
        except KeyboardInterrupt:
            self.console.print()
        except Exception:
            self.console.print_exception(max_frames=8)
            self.say("engine_error")
            code = 1
        self.finish()
        return code

    def finish(self) -> None:
        state, record = self.state, self.record
        record.terminal = state.is_terminal()
        record.returns = state.returns()
        record.final_state = state
        n = record.num_actions
        if record.terminal:
            self.console.print(Rule(style="dim"))
            self.render(state, None if self.hotseat else min(self.cfg.humans), self.console, self.locale)
            winners = state.winners()
            result = (
                tr(self.locale, "wins", players=tuple(Seat(p) for p in winners), count=len(winners))
                if winners
                else tr(self.locale, "draw")
            )
            returns = " / ".join(f"{r:g}" for r in record.returns)
            self.say("over", n=n, result=result, returns=returns)
        else:
            self.say("quit", n=n)
        self.save()

    def save(self) -> None:
        path = self.cfg.save
        if path is None and self.record.steps:
            if not sys.stdin.isatty():
                self.say("save_hint")
                return
            answer = self.read_line(tr(self.locale, "save_offer"))
            path = Path(answer.strip()) if answer and answer.strip() else None
        if path is None:
            return
        try:
            write_replay(self.record, path)
        except (OSError, ArenaError) as exc:
            self.plain(tr(self.locale, "cannot-save", error=str(exc)), style="red")
        else:
            self.say("saved", path=str(path))
