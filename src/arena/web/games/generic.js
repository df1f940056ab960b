// Fallback renderer for ANY game: the view as readable panels, the legal actions as buttons
// (labelled and grouped as the server describes them; long groups become a list), a notation
// box, the log and the end. Game renderers reuse its pieces: statusLine, actionsPanel,
// actionButton, groupActions, logPanel, logEntry, endPanel, viewPanel.
import { h, clear, t, tOr, nameOf } from "../util.js";

export function mount(root, ctx) {
  const status = h("div.status.panel");
  const view = h("div.view-panel.panel");
  const actions = h("div.actions-panel.panel");
  const log = h("div.log-panel.panel");
  const end = h("div.end-slot");
  clear(root, h("div.generic", end, status, h("div.generic-cols", view, h("div", actions, log))));
  return {
    update: onNewPosition((msg) => {
      clear(end, endPanel(msg, ctx));
      clear(status, statusLine(msg, ctx));
      clear(view, h("h3", t("generic.view")), viewPanel(msg.view));
      clear(actions, actionsPanel(msg, ctx));
      clear(log, logPanel(msg, { ctx }));
    }),
    destroy() {},
  };
}

/** ``draw(msg)`` for a new position only: pushes of the same one (reconnects, clock ticks)
 * leave the page as it is, and what the player is typing with it. */
export function onNewPosition(draw) {
  let key = null;
  return (msg) => {
    const k = `${msg.seat}:${msg.version}:${msg.terminal}`;
    if (k === key) return;
    key = k;
    draw(msg);
  };
}

/** What the server says is awaited (``status_text``, in the reader's language), and the clocks. */
export function statusLine(msg, ctx) {
  const who = (seat) => (ctx?.seatLabel ? ctx.seatLabel(msg, seat) : t("seat.n", { n: seat + 1 }));
  const parts = [];
  if (msg.terminal) parts.push(t("room.finished"));
  else if (msg.status_text) parts.push(msg.status_text);
  else if ((msg.to_move || []).length) parts.push(t("generic.to_move", { who: msg.to_move.map(who).join(", ") }));
  else if (msg.current_player === -1) parts.push(t("generic.chance"));
  if (msg.clock) parts.push(Object.entries(msg.clock).map(([s, v]) => `${who(Number(s))} ⏱ ${Math.max(0, Math.round(v))}s`).join(" · "));
  return h("p.status-text", parts.join(" · "));
}

/** Any JSON value as nested, readable HTML (objects as definition lists, rows as tables). */
export function viewPanel(value, depth = 0) {
  if (value === null || value === undefined) return h("span.muted", "—");
  if (typeof value !== "object") return h("span.val", String(value));
  if (Array.isArray(value)) {
    if (!value.length) return h("span.muted", "—");
    if (value.every((v) => v && typeof v === "object" && !Array.isArray(v))) {
      const cols = [...new Set(value.flatMap((v) => Object.keys(v)))];
      return h(
        "div.table-wrap",
        h(
          "table.view-table",
          h("thead", h("tr", cols.map((c) => h("th", tOr(`field.${c}`, c))))),
          h("tbody", value.map((row) => h("tr", cols.map((c) => h("td", cell(row[c], depth)))))),
        ),
      );
    }
    if (value.every((v) => Array.isArray(v) && v.every((x) => x === null || typeof x !== "object"))) {
      return h("table.grid-table", h("tbody", value.map((row) => h("tr", row.map((x) => h("td", x === null ? "" : String(x)))))));
    }
    return h("ol.view-list", value.map((v) => h("li", viewPanel(v, depth + 1))));
  }
  if (isNames(value)) return h("span.val", nameOf(value));
  return h(
    "dl.view-dl",
    Object.entries(value).flatMap(([k, v]) => [h("dt", tOr(`field.${k}`, k)), h("dd", viewPanel(v, depth + 1))]),
  );
}

function cell(v, depth) {
  if (v && typeof v === "object") return isNames(v) ? nameOf(v) : viewPanel(v, depth + 1);
  return v === null || v === undefined ? "" : String(v);
}

const NAME_KEYS = ["en", "fr", "zh", "zh-Hans", "zh-Hant"];
function isNames(v) {
  return v && typeof v === "object" && !Array.isArray(v) && "en" in v && Object.keys(v).every((k) => NAME_KEYS.includes(k));
}

/** An action's words for a button: the server's ``label``; a game that does not describe its
 * actions yet sends the notation as label: then the notation after its first word (the group). */
export function actionLabel(a) {
  if (a.label && a.label !== a.text) return a.label;
  return a.text.split(/\s+/).slice(1).join(" ") || a.text;
}

/** The server's words for the legal action ``text``, or null while the game sends only its
 * notation (the renderer then uses its own words). */
export function saidLabel(msg, text) {
  const a = (msg?.legal || []).find((x) => x.text === text);
  return a?.label && a.label !== a.text ? a.label : null;
}

/** A group's title from ``msg.groups`` (a game without titles yet: the client's verb names). */
export function groupTitle(msg, id) {
  const said = msg.groups?.[id];
  return said && said !== `group-${id}` ? said : tOr(`verb.${id}`, id);
}

/** The legal actions by the server's ``group`` (titles in ``msg.groups``), else by first word. */
export function groupActions(msg, legal = msg.legal || []) {
  const groups = new Map();
  for (const a of legal) {
    const id = a.group || a.text.split(/\s+/)[0];
    if (!groups.has(id)) groups.set(id, { id, title: groupTitle(msg, id), actions: [] });
    groups.get(id).actions.push(a);
  }
  return [...groups.values()];
}

/** A button playing ``a``: labelled in words, the notation in its tooltip; a refusal shows beside it. */
export function actionButton(a, ctx, { text, spec = "button.action" } = {}) {
  const el = h(spec, { type: "button", title: a.text, dataset: { action: a.text }, on: { click: () => ctx.act(a.text, { anchor: el }) } }, text ?? actionLabel(a));
  return el;
}

/** Legal actions grouped as the server groups them: buttons, or a select + button when many;
 * then the notation box (the stable text interface). ``exclude``: actions the game's own board
 * plays; ``none``: what to say when only those are left. */
export function actionsPanel(msg, ctx, { exclude = () => false, none = null } = {}) {
  const box = h("div.actions");
  box.append(h("h3", t("actions.title")));
  const legal = (msg.legal || []).filter((a) => !exclude(a.text));
  if (!ctx.readonly && msg.can_undo) {
    const undo = h("button#undo.secondary", { type: "button", on: { click: () => ctx.undo({ anchor: undo }) } }, t("actions.undo"));
    box.append(undo);
  }
  if (ctx.readonly || !legal.length) {
    box.append(h("p.muted", ctx.readonly ? t("actions.readonly") : legal.length < (msg.legal || []).length && none ? none : t("actions.none")));
    return box;
  }
  for (const g of groupActions(msg, legal)) {
    if (g.actions.length <= 12) {
      box.append(h("div.action-group", { dataset: { group: g.id } }, h("span.verb", g.title), g.actions.map((a) => actionButton(a, ctx))));
    } else {
      const sel = h("select.action-select", { "aria-label": g.title }, g.actions.map((a) => h("option", { value: a.text, title: a.text }, actionLabel(a))));
      const go = h("button.action", { type: "button", on: { click: () => ctx.act(sel.value, { anchor: go }) } }, t("actions.play"));
      box.append(h("div.action-group", { dataset: { group: g.id } }, h("span.verb", g.title), sel, go));
    }
  }
  const input = h("input.notation", { type: "text", placeholder: t("actions.notation"), "aria-label": t("actions.notation") });
  const send = () => input.value.trim() && ctx.act(input.value.trim(), { anchor: input });
  input.addEventListener("keydown", (e) => e.key === "Enter" && send());
  box.append(h("div.row.notation-row", input, h("button", { type: "button", on: { click: send } }, t("actions.play"))));
  return box;
}

/** Who played a log entry: the seat's name, or chance. */
export function logWho(msg, e, ctx) {
  if (e.player === -1) return t("log.chance");
  if (e.player === null || e.player === undefined) return "";
  return ctx?.seatLabel ? ctx.seatLabel(msg, e.player) : t("seat.n", { n: e.player + 1 });
}

/** One log entry: its number (never clipped), who, what happened in words (the notation in
 * the tooltip and ``data-action``), and its events as indented lines. */
export function logEntry(msg, e, ctx, { events } = {}) {
  // An event that says again what the step's label said (a draw, a reveal) is not repeated.
  const bare = (x) => (x || "").replace(/[.。!！]\s*$/, "");
  const evs = events ?? (e.events || []).filter((ev) => ev.text && bare(ev.text) !== bare(e.label)).map((ev) => h("li", { dataset: { kind: ev.kind } }, ev.text));
  return h(
    "li",
    { dataset: { step: e.step, action: e.action ?? "" } },
    h("span.n", String(e.step + 1)),
    h("span.who", logWho(msg, e, ctx)),
    " ",
    h("span.what", { title: e.action || "" }, e.label || e.action || t("log.hidden")),
    e.auto ? h("span.tag.auto", tOr(`log.auto.${e.auto}`, e.auto)) : null,
    evs.length ? h("ul.events", evs) : null,
  );
}

/** The whole (redacted) log, newest last. */
export function logPanel(msg, { limit = 200, ctx } = {}) {
  const entries = (msg.log || []).slice(-limit);
  const list = h("ol.log", entries.map((e) => logEntry(msg, e, ctx)));
  const panel = h("div.log-wrap", h("h3", t("log.title")), list);
  requestAnimationFrame(() => (list.scrollTop = list.scrollHeight));
  return panel;
}

/** The end screen: the winners by seat name, or a draw ("you win" only where this browser plays
 * one seat: never in hot-seat), and links to the replay and home. */
export function endPanel(msg, ctx) {
  if (!msg.terminal || msg.replay) return null;
  const winners = msg.winners || [];
  const who = (seat) => (ctx?.seatLabel ? ctx.seatLabel(msg, seat) : t("seat.n", { n: seat + 1 }));
  const solo = (msg.returns || []).length === 1;
  let text;
  if (solo) text = winners.length ? t("end.you_win") : t("end.you_lose");
  else if (!winners.length) text = t("end.draw");
  else if (msg.seat !== null && winners.includes(msg.seat) && !ctx.hotseat) text = t("end.you_win");
  else text = t(winners.length > 1 ? "end.winners" : "end.winner", { who: winners.map(who).join(", ") });
  return h(
    "div.end-screen.panel",
    { role: "status" },
    h("h2", t("end.title")),
    h("p.result", text),
    msg.returns && !solo ? h("p.muted", t("end.returns"), " ", msg.returns.join(" / ")) : null,
    h("div.row", h("a.button", { href: `#/replay/${ctx.roomId}` }, t("replay.title")), h("a.button", { href: "#/" }, t("nav.home"))),
  );
}
