// Fallback renderer for ANY game: the view as readable panels, the legal actions as buttons
// (grouped by their first word; long groups become a list), a notation box, the log and the end.
// Game renderers reuse its pieces: actionsPanel, logPanel, endPanel, viewPanel.
import { h, clear, t, tOr, nameOf } from "../util.js";

export function mount(root, ctx) {
  const status = h("div.status.panel");
  const view = h("div.view-panel.panel");
  const actions = h("div.actions-panel.panel");
  const log = h("div.log-panel.panel");
  const end = h("div.end-slot");
  clear(root, h("div.generic", end, status, h("div.generic-cols", view, h("div", actions, log))));
  let key = null;
  return {
    update(msg) {
      // Pushes of the same position (reconnects, clock ticks) keep what the player is typing.
      const k = `${msg.seat}:${msg.version}:${msg.terminal}`;
      if (k === key) return;
      key = k;
      clear(end, endPanel(msg, ctx));
      clear(status, statusLine(msg, ctx));
      clear(view, h("h3", t("generic.view")), viewPanel(msg.view));
      clear(actions, actionsPanel(msg, ctx));
      clear(log, logPanel(msg));
    },
    destroy() {},
  };
}

export function statusLine(msg) {
  const parts = [];
  if (msg.terminal) parts.push(t("room.finished"));
  else if ((msg.to_move || []).length) parts.push(t("generic.to_move", { who: msg.to_move.map((s) => t("seat.n", { n: s + 1 })).join(", ") }));
  else if (msg.current_player === -1) parts.push(t("generic.chance"));
  if (msg.clock) parts.push(Object.entries(msg.clock).map(([s, v]) => `${t("seat.n", { n: Number(s) + 1 })} ⏱ ${Math.max(0, Math.round(v))}s`).join(" · "));
  return h("p", parts.join(" · "));
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

function isNames(v) {
  return v && typeof v === "object" && !Array.isArray(v) && "en" in v && Object.keys(v).every((k) => ["en", "fr", "zh"].includes(k));
}

/** Legal actions grouped by their first word: buttons, or a select + button when many. */
export function actionsPanel(msg, ctx, { exclude = () => false } = {}) {
  const box = h("div.actions");
  box.append(h("h3", t("actions.title")));
  const legal = (msg.legal || []).filter((a) => !exclude(a.text));
  if (!ctx.readonly && msg.can_undo) box.append(h("button#undo.secondary", { on: { click: () => ctx.undo() } }, t("actions.undo")));
  if (ctx.readonly || !legal.length) {
    box.append(h("p.muted", ctx.readonly ? t("actions.readonly") : t("actions.none")));
    return box;
  }
  const groups = new Map();
  for (const a of legal) {
    const head = a.text.split(/\s+/)[0];
    if (!groups.has(head)) groups.set(head, []);
    groups.get(head).push(a);
  }
  for (const [head, list] of groups) {
    const title = tOr(`verb.${head}`, head);
    if (list.length <= 12) {
      box.append(
        h(
          "div.action-group",
          { dataset: { verb: head } },
          h("span.verb", title),
          list.map((a) => h("button.action", { dataset: { action: a.text }, on: { click: () => ctx.act(a.text) } }, a.text.split(/\s+/).slice(1).join(" ") || a.text)),
        ),
      );
    } else {
      const sel = h("select.action-select", { "aria-label": title }, list.map((a) => h("option", { value: a.text }, a.text)));
      box.append(h("div.action-group", { dataset: { verb: head } }, h("span.verb", title), sel, h("button.action", { on: { click: () => ctx.act(sel.value) } }, t("actions.play"))));
    }
  }
  const input = h("input.notation", { type: "text", placeholder: t("actions.notation"), "aria-label": t("actions.notation") });
  const send = () => input.value.trim() && ctx.act(input.value.trim());
  input.addEventListener("keydown", (e) => e.key === "Enter" && send());
  box.append(h("div.row.notation-row", input, h("button", { on: { click: send } }, t("actions.play"))));
  return box;
}

/** The whole (redacted) log, newest last; each entry's events as indented lines. */
export function logPanel(msg, { limit = 200 } = {}) {
  const entries = (msg.log || []).slice(-limit);
  const list = h("ol.log", { start: entries.length ? entries[0].step + 1 : 1 });
  for (const e of entries) {
    const who = e.player === -1 ? t("log.chance") : e.player === null || e.player === undefined ? "" : t("seat.n", { n: e.player + 1 });
    list.append(
      h(
        "li",
        { dataset: { step: e.step } },
        h("span.who", who),
        " ",
        h("code", e.action ?? "…"),
        e.auto ? h("span.tag.auto", tOr(`log.auto.${e.auto}`, e.auto)) : null,
        (e.events || []).filter((ev) => ev.text).length
          ? h("ul.events", (e.events || []).filter((ev) => ev.text).map((ev) => h("li", { dataset: { kind: ev.kind } }, ev.text)))
          : null,
      ),
    );
  }
  const panel = h("div.log-wrap", h("h3", t("log.title")), list);
  requestAnimationFrame(() => (list.scrollTop = list.scrollHeight));
  return panel;
}

/** The end screen: the winners (or a draw) and links to the replay and home. */
export function endPanel(msg, ctx) {
  if (!msg.terminal || msg.replay) return null;
  const winners = msg.winners || [];
  let text;
  if (!winners.length) text = t("end.draw");
  else if (msg.seat !== null && winners.includes(msg.seat) && !ctx.hotseat) text = t("end.you_win");
  else text = t("end.winner", { who: winners.map((s) => t("seat.n", { n: s + 1 })).join(", ") });
  return h(
    "div.end-screen.panel",
    { role: "status" },
    h("h2", t("end.title")),
    h("p.result", text),
    msg.returns ? h("p.muted", t("end.returns"), " ", msg.returns.join(" / ")) : null,
    h("div.row", h("a.button", { href: `#/replay/${ctx.roomId}` }, t("replay.title")), h("a.button", { href: "#/" }, t("nav.home"))),
  );
}
