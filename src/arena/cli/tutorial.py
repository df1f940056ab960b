"""``arena play GAME --tutorial``: the game's guided first game in the terminal. Before each
prompt the step's title, rule and the seed's sentence (with its translation) are printed; ``next``
passes an info step; an action off the step is refused with the step's sentence (an illegal one
with the game's own reason, as ever); the script's own actions follow the step's. After the last
step the game goes on as an ordinary ``arena play``."""

from __future__ import annotations

from typing import Any

from arena.cli.messages import tr
from arena.cli.play import _QUIT, PlaySession, error_lines
from arena.core.text import Msg, Seat
from arena.core.tutorial import Tutorial, auto_actions, refusal

_NEXT = ("next", "n")


class TutorialSession(PlaySession):
    """A :class:`PlaySession` that follows a tutorial until its last step."""

    def follow(self, tutorial: Tutorial) -> TutorialSession:
        self.tutorial, self.index = tutorial, 0
        self.queued: list[Any] = []
        return self

    def show_step(self) -> None:
        step = self.tutorial.steps[self.index]
        title = self.game_says(step.title)
        self.plain(
            tr(self.locale, "tutorial-cli-step", n=self.index + 1, of=len(self.tutorial.steps), title=title),
            "bold",
        )
        self.plain(self.game_says(step.text))
        translation = self.game_says(step.translation)
        self.plain(
            tr(self.locale, "tutorial-cli-seed", cite=step.cite, quote=step.quote, translation=translation)
        )
        if step.info:
            self.plain(tr(self.locale, "tutorial-cli-next"), "cyan")
        elif step.highlight.terminal:
            self.plain(tr(self.locale, "tutorial-cli-do", hint=step.highlight.terminal), "cyan")

    def passed(self) -> None:
        self.index += 1
        if self.index == len(self.tutorial.steps):
            self.plain(tr(self.locale, "tutorial-cli-over"), "green")

    def ask(self, player: int) -> Any:
        """The script's own next action, else the player's, checked against the step."""
        if self.queued:
            return self.queued.pop(0)
        while self.index < len(self.tutorial.steps):
            step = self.tutorial.steps[self.index]
            self.show_step()
            if step.info:
                line = self.read_line(tr(self.locale, "prompt", player=Seat(player)))
                if line is None or line.strip().lower() in ("quit", "exit", "q"):
                    return _QUIT
                low = line.strip().lower()
                if low in _NEXT:
                    self.passed()
                elif not self.command(low, self.state, self.state.legal_actions(), player):
                    self.plain(self.game_says(Msg("tutorial-press-next", (("step", step.title),))), "red")
                continue
            action = super().ask(player)
            if action is _QUIT:
                return action
            why = refusal(self.game, self.state, step, action)
            if why is None:
                self.queued = auto_actions(self.game, step)
                self.passed()
                return action
            for text in error_lines(why, self.texts, self.locale):
                self.plain(text, style="red")
        return super().ask(player)
