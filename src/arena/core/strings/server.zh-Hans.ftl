# 服务器的拒绝（arena.server）：请求或 websocket 消息为什么被拒绝，以及可以怎么做。代码、字段名、数字和设置都是记号。

## 座位令牌、创建者令牌
server-bad-token-header = Authorization 请求头必须是“Bearer”加上座位令牌：请从对局链接重新打开。
server-token-needed = { $seat }需要它的令牌：请从这个座位的链接打开对局。
server-bad-token = 这个令牌打不开本对局的任何座位：请从对局链接重新加入。
server-not-your-seat = 你的令牌属于{ $mine }，不属于{ $seat }：请从你自己座位的链接进行游戏。
server-spectator-cannot-play = 观众不能行动：要参与游戏，请从某个座位的链接打开对局。
server-cancel-needs-token = 取消对局需要创建者的令牌：请在创建它的浏览器中取消。
server-not-the-creator = 只有对局的创建者才能取消它：这个令牌不是创建者的。
server-nothing-to-cancel = 游戏已经结束：没有可以取消的。
server-too-many-failed-tokens = 你的地址发来了太多错误的座位令牌：请在 { $wait } 秒后再试。

## 对局
server-unknown-room = 没有“{ $room }”这个对局：请检查链接，或创建新的对局。
server-room-cancelled = 这个对局已被创建者取消：请创建新的对局来玩。
server-room-expired = 这个对局已过期，很久没有人行动了：请创建新的对局来玩。
server-room-stopped = 这个对局已停止：它的电脑玩家所需超出了本服务器现在的限制。请创建新的对局来玩。
server-room-unavailable = 本服务器已无法载入这个对局（游戏在开局后有了改动）：请创建新的对局。
server-not-finished = 游戏结束后才能观看回放：请在对局结束后再来。
server-bad-seats = 按这些选项，{ $game }有 { $n } 个座位，但请求给了 { $got } 个：请每个座位给一个。
server-unknown-game = 本服务器没有这个游戏：请从游戏列表中选择。
server-bad-options = 这些选项不适用于这个游戏：{ $detail }
server-no-hints = 这个游戏没有这方面的提示。
server-bad-hint-query = 游戏无法回答这个提示请求：请询问它认识的种类之一。

## 教程
server-no-tutorial = { $game }没有教程：请改为开始一局普通游戏。
server-tutorial-takes-nothing = 教程对局的选项、种子和座位都来自教程：请不要自己给出。
server-broken-tutorial = 服务器上的这个教程有问题：请改为开始一局普通游戏。

## 电脑玩家
server-bad-agent-spec = 无法读懂这个电脑玩家的描述：请写电脑玩家的名称，再写用逗号分隔的 键=值 参数（mcts:iters=200）。
server-unknown-agent = 没有名为“{ $agent }”的电脑玩家：请从 { $known } 中选择。
server-agent-takes-no-parameters = 在本服务器上，电脑玩家 { $agent } 不接受参数：只写它的名称即可。
server-agent-no-such-parameter = 电脑玩家 { $agent } 没有参数 { $key }：它的参数有 { $known }。
server-agent-not-number = { $agent }：{ $key }={ $value } 不是数字：请给一个数字。
server-agent-not-number-or = { $agent }：{ $key }={ $value } 既不是 { $words } 也不是数字。
server-agent-one-of = { $agent }：{ $key }={ $value } 不是 { $words } 之一。
server-agent-not-finite = { $agent }：{ $key }={ $value } 不是有限的数字。
server-agent-not-whole = { $agent }：{ $key }={ $value } 不是整数。
server-agent-at-least = { $agent }：{ $key } 至少要为 { $least }（收到的是 { $value }）。
server-agent-at-least-or = { $agent }：{ $key } 至少要为 { $least }（或 { $special }）（收到的是 { $value }）。
server-agent-at-most = { $agent }：{ $key } 最多为 { $cap }（收到的是 { $value }）。
server-agent-over-limit = { $agent }：{ $key }={ $value } 超出了本服务器的限制：最多 { $cap }（{ $setting }）。
server-agent-default-over-limit = mcts：默认的 { $default } 次迭代超出了本服务器的限制：请给出 iters（最多 { $cap }）。
server-agent-time-over-limit = mcts：time x workers = { $total } 秒，超出了本服务器的限制：每步最多 { $cap } 秒（ARENA_AGENT_MAX_TIME_S）。
server-agent-bad-parameters = 电脑玩家 { $agent } 不接受这些参数：请修改。

## 请求与消息
server-bad-request = 这个请求格式不对：请刷新页面后再试。
server-not-found = 这个地址什么也没有：请检查链接。
server-method-not-allowed = 这个地址不接受 { $method } 请求。
server-http-error = 服务器拒绝了这个请求（HTTP { $status }）。
server-internal-error = 服务器出错了，错误已记录：请稍后再试。
server-too-large = 请求太大了：最多接受 { $max } 字节。
server-message-too-large = 这条消息太大了：最多接受 { $max } 字节。
server-not-json = 这条消息不是有效的 JSON。
server-binary-frame = 这个连接只接受 JSON 文本消息。
server-bad-origin = 本服务器不允许来自 { $origin } 的连接（ARENA_ALLOWED_ORIGINS）：请从服务器自己的地址打开游戏。
server-too-many-connections = { $seat }已经有 { $count } 个连接到这个对局：请关闭它的一个标签页，然后刷新。
server-too-many-spectators = 这个对局已经有 { $count } 位观众连接：请稍后再试。
server-rate-limited = 一次发送的消息太多：请放慢速度，然后刷新页面。
server-body-missing = 请求没有正文：请发送 JSON 正文。
server-body-invalid = 请求的正文不是这个地址所接受的内容。
server-field-missing = 请求缺少“{ $field }”：请补上。
server-field-extra = 请求含有这个地址不接受的“{ $field }”：请删去。
server-field-integer = “{ $field }”必须是整数。
server-field-number = “{ $field }”必须是数字。
server-field-bool = “{ $field }”必须是 true 或 false。
server-field-text = “{ $field }”必须是文本。
server-field-object = “{ $field }”必须是 JSON 对象。
server-field-list = “{ $field }”必须是列表。
server-field-at-least = “{ $field }”至少要为 { $limit }。
server-field-more-than = “{ $field }”必须大于 { $limit }。
server-field-at-most = “{ $field }”最多为 { $limit }。
server-field-less-than = “{ $field }”必须小于 { $limit }。
server-field-short = “{ $field }”至少要有 { $limit } 个字符。
server-field-long = “{ $field }”最多只能有 { $limit } 个字符。
server-field-few = “{ $field }”至少要有 { $limit } 项。
server-field-many = “{ $field }”最多只能有 { $limit } 项。
server-field-one-of = “{ $field }”必须是以下之一：{ $expected }。
server-field-invalid = “{ $field }”无效：{ $detail }

server-bad-analysis-budget = { $name }必须是大于0的{ $whole ->
    [true] 整数
   *[other] 秒数
}，而不是“{ $value }”：请用有效的预算重新请求。
server-analysis-needs-seat = 教练只回答某个座位的请求：请从你座位的链接打开房间。
server-review-not-finished = 复盘在对局结束后开放：请在对局结束后再来。
server-analysis-unavailable = 教练这次无法给出回答：请稍后再试。
