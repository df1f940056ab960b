# The core's sentences: seats, lists, status lines, chance, the refusals every game shares.
seat = Player { $n }
list-separator = {", "}
action-notation = { $text }
status-over = The game is over.
status-chance = Chance decides…
status-your-turn = Your turn.
status-to-move = { $player } to play.
hidden = (hidden)
chance-hidden = A hidden outcome was drawn.
refuse-game-over = The game is over.
refuse-not-your-turn = It is not your turn: { $player } is to play.
refuse-bad-notation = “{ $text }” is not an action of this game.
refuse-not-legal = { $action } is not possible now.
refuse-chance-only = That is chance’s outcome, not a player’s action.
refuse-not-an-outcome = That is not a possible outcome here.
