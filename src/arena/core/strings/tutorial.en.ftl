# Tutorials (arena.core.tutorial): what every game's guided first game says about its steps.
tutorial-not-this-step = Not this step — the tutorial asks: { $step }.
tutorial-press-next = Not yet — read this step, then press Next: { $step }.
undo-tutorial = A tutorial step cannot be taken back.
