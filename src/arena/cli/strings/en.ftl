# What `arena play` says around the game.
title = { $game } — seed { $seed } (replay this game with --seed { $seed })
seats = You play { $seats }; { $others }: { $agent }.
solo = A game for one: you play its only seat.
hotseat = Hot seat: every seat is played here.
legal = Your choices ({ $n }): type a number, the notation in brackets, or #index.
prompt = { $player }>{" "}
help = Type a choice's number, its notation (in brackets) or #index. Commands: legal (the choices again), board, help, help VERB (what a verb does and its choices), undo (take back your last action), coach (the best moves as the search sees them), quit (Ctrl-D quits too).
plays = { $player } ({ $who }): { $action }
you = you
chance = Chance: { $action }
wins =
    { $count ->
        [one] { $players } wins.
       *[other] { $players } win.
    }
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
help-verbs = Verbs you can play now: { $verbs }. Type help and a verb to learn what it does.
help-verb-unknown = ✗ No choice starts with “{ $verb }” now. Verbs you can play now: { $verbs }.
help-verb-unexplained = { $verb }: this game says nothing more of it; its choices now:
help-verb-not-now = You cannot play “{ $verb }” now.
undone = Taken back: { $action }
coach-title = Coach for { $player } at step { $step }: { $estimate } ({ $iterations } search iterations)
coach-col-move = Move
coach-col-notation = Notation
coach-col-share = Visits
coach-col-value = Estimate
coach-win = { $percent }% to win
coach-fame = { $fame } Fame expected
coach-off = The coach is not available here: { $reason }
review-title = Review of { $player }'s game ({ $n } decisions analyzed): the moves whose estimate dropped most.
review-none = No move lost anything the search could see.
review-col-step = Step
review-col-played = Move played
review-col-better = Better move
review-col-drop = Drop

# The agents in other seats: a short name for each move, a longer one at the start.
agent-random = Random
agent-greedy = Greedy
agent-mcts = Search
agent-plan = Planner
agent-random-about = Random — any legal move
agent-greedy-about = Greedy — the best-looking move, one step ahead
agent-mcts-about = Search (MCTS) — weighs the replies, about a second a move
agent-plan-about = Planner — plans a whole turn (the strongest in Mage Knight)
agent-spec = { $agent } ({ $spec })
seat-partner = { $seat } (your partner)
