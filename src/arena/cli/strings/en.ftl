# What `arena play` says around the game.
title = { $game } — seed { $seed } (replay this game with --seed { $seed })
seats = You play { $seats }; { $others }.
seat-agent = { $seat }: { $agent }
solo = A game for one: you play its only seat.
hotseat = Hot seat: every seat is played here.
legal = Your choices ({ $n }): type a number, the notation in brackets, or #index.
prompt = { $player }>{" "}
help = Type a choice's number, its notation (in brackets) or #index. Commands: legal (the choices again), board, help, quit (Ctrl-D quits too).
plays = { $player } ({ $who }): { $action }
you = you
chance = Chance: { $action }
wins = { $players } wins.
draw = Draw.
over = Game over after { $n } actions. { $result } Returns: { $returns }
quit = Game left unfinished after { $n } actions.
saved = Replay saved to { $path }
save_offer = Save a replay? File name (empty = no):{" "}
save_hint = Tip: --save PATH writes a replay of the game.
engine_error = The engine failed; the game cannot continue.
refused = ✗ { $message }
refused-rule = Rule: { $rule }
refused-quote = “{ $quote }” — { $translation }
bad-number = ✗ There is no choice numbered { $number } (the list goes from 1 to { $last }).
unreadable = ✗ Cannot read “{ $text }”: { $error }
cannot-save = ✗ Cannot save the replay: { $error }
