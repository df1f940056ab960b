# The server's refusals (arena.server): what a request or a websocket message is refused for,
# and what the person can do about it. Codes, field names, numbers and settings are notation.

## seat tokens, the creator's token
server-bad-token-header = The Authorization header must read “Bearer” then the seat token: open the room again from its link.
server-token-needed = { $seat } needs its token: open the room from that seat’s link.
server-bad-token = This token opens no seat of this room: rejoin the room from its link.
server-not-your-seat = Your token is for { $mine }, not { $seat }: play from your own seat’s link.
server-spectator-cannot-play = Spectators cannot play: open the room from a seat’s link to play.
server-cancel-needs-token = Cancelling a room needs its creator’s token: cancel it from the browser that created it.
server-not-the-creator = Only the room’s creator can cancel it: this token is not theirs.
server-nothing-to-cancel = The game is over: there is nothing to cancel.
server-too-many-failed-tokens = Too many wrong seat tokens came from your address: try again in { $wait } s.

## rooms
server-unknown-room = There is no room “{ $room }”: check the link, or create a new game.
server-room-cancelled = This room was stopped for good ({ $detail }): create a new game to play.
server-room-expired = This room expired ({ $detail }): create a new game to play.
server-room-stopped = This room was stopped ({ $detail }): create a new game to play.
server-room-unavailable = This room can no longer be loaded by this server ({ $detail }): create a new game.
server-not-finished = The replay is shown once the game is over: come back when it ends.
server-bad-seats = { $game } with these options has { $n } seats, but the request gives { $got }: give one per seat.
server-unknown-game = This server has no such game: choose one from the list of games.
server-bad-options = These options are not valid for this game: { $detail }
server-no-hints = This game has no hints for that.
server-bad-hint-query = The game cannot answer this hint query: ask for one of the kinds it knows.

## tutorials
server-no-tutorial = { $game } has no tutorial: start an ordinary game instead.
server-tutorial-takes-nothing = A tutorial room takes its options, seed and seats from the tutorial: give none of them.
server-broken-tutorial = This tutorial is broken on the server ({ $detail }): start an ordinary game instead.

## agents
server-bad-agent-spec = This agent description cannot be read: write an agent’s name, then its parameters as key=value separated by commas (mcts:iters=200).
server-unknown-agent = “{ $agent }” is an unknown agent: choose one of { $known }.
server-agent-takes-no-parameters = The agent { $agent } takes no parameters on this server: give its name alone.
server-agent-no-such-parameter = The agent { $agent } has no parameter { $key }: its parameters are { $known }.
server-agent-not-number = { $agent }: { $key }={ $value } is not a number: give a number.
server-agent-not-number-or = { $agent }: { $key }={ $value } is not { $words } or a number.
server-agent-one-of = { $agent }: { $key }={ $value } is not one of { $words }.
server-agent-not-finite = { $agent }: { $key }={ $value } is not a finite number.
server-agent-not-whole = { $agent }: { $key }={ $value } is not a whole number.
server-agent-at-least = { $agent }: { $key } must be at least { $least } (got { $value }).
server-agent-at-least-or = { $agent }: { $key } must be at least { $least } (or { $special }) (got { $value }).
server-agent-at-most = { $agent }: { $key } must be at most { $cap } (got { $value }).
server-agent-over-limit = { $agent }: { $key }={ $value } is over this server’s limit: at most { $cap } ({ $setting }).
server-agent-default-over-limit = mcts: the default { $default } iterations are over this server’s limit: give iters (at most { $cap }).
server-agent-time-over-limit = mcts: time x workers = { $total } s is over this server’s limit: at most { $cap } s a move (ARENA_AGENT_MAX_TIME_S).
server-agent-bad-parameters = The agent { $agent } refuses these parameters ({ $detail }): change them.

## requests and messages
server-bad-request = This request is malformed: reload the page and try again.
server-not-found = There is nothing at this address: check the link.
server-method-not-allowed = This address does not take a { $method } request.
server-http-error = The server refused this request (HTTP { $status }).
server-internal-error = The server failed and logged the error: try again in a moment.
server-too-large = The request is too large: at most { $max } bytes are accepted.
server-message-too-large = This message is too large: at most { $max } bytes are accepted.
server-not-json = The message is not valid JSON ({ $detail }).
server-binary-frame = This connection takes JSON text messages only.
server-bad-origin = Connections from { $origin } are not allowed on this server (ARENA_ALLOWED_ORIGINS): open the game from the server’s own address.
server-too-many-connections = { $seat } already has { $count } open connections to this room: close one of its tabs, then reload.
server-too-many-spectators = This room already has { $count } spectators connected: try again later.
server-rate-limited = Too many messages at once: slow down, then reload the page.
server-body-missing = The request has no body: send one in JSON.
server-body-invalid = The request’s body is not what this address takes.
server-field-missing = The request lacks “{ $field }”: add it.
server-field-extra = The request has “{ $field }”, which this address does not take: remove it.
server-field-integer = “{ $field }” must be a whole number.
server-field-number = “{ $field }” must be a number.
server-field-bool = “{ $field }” must be true or false.
server-field-text = “{ $field }” must be text.
server-field-object = “{ $field }” must be a JSON object.
server-field-list = “{ $field }” must be a list.
server-field-at-least = “{ $field }” must be at least { $limit }.
server-field-more-than = “{ $field }” must be more than { $limit }.
server-field-at-most = “{ $field }” must be at most { $limit }.
server-field-less-than = “{ $field }” must be less than { $limit }.
server-field-short = “{ $field }” must have at least { $limit } characters.
server-field-long = “{ $field }” may have at most { $limit } characters.
server-field-few = “{ $field }” must have at least { $limit } items.
server-field-many = “{ $field }” may have at most { $limit } items.
server-field-one-of = “{ $field }” must be one of: { $expected }.
server-field-invalid = “{ $field }” is not valid: { $detail }

server-bad-analysis-budget = { $name } must be { $whole ->
    [true] a whole number
   *[other] a number of seconds
} above 0, not “{ $value }”: ask again with a smaller budget.
server-analysis-needs-seat = The coach answers a seat: open the room from your seat’s link.
server-review-not-finished = The review opens when the game is over: come back when it ends.
server-analysis-unavailable = The coach could not answer this time: try again in a moment.
