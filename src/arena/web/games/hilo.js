// Hi-Lo Duel renderer: the two seats face to face (your cards as buttons, the other hand as
// backs), the trick on the table, the tricks won, the deck and the last die, then the actions,
// the log and the end. A card in your hand is played through the legal action naming its value
// (``args.value``, an amount; ``data-play`` holds its notation); a card that cannot be played now sends its
// notation, and the server's reason shows beside it.
import { h, clear, t } from "../util.js";
import { actionsPanel, endPanel, logPanel, onNewPosition, statusLine } from "./generic.js";

function ensureCss() {
  if (!document.querySelector('link[data-css="hilo"]')) {
    document.head.append(h("link", { rel: "stylesheet", href: "games/hilo.css", dataset: { css: "hilo" } }));
  }
}

export function mount(root, ctx) {
  ensureCss();
  const end = h("div.end-slot");
  const status = h("div.hilo-status.panel", { "aria-live": "polite" });
  const board = h("div.hilo-board.panel");
  const actions = h("div.hilo-actions.panel");
  const log = h("div.hilo-log.panel");
  clear(root, h("div.hilo", end, status, h("div.hilo-main", board, h("div", actions, log))));
  return {
    update: onNewPosition((msg) => {
      clear(end, endPanel(msg, ctx));
      clear(status, statusLine(msg, ctx));
      clear(board, boardPanel(msg, ctx));
      // Cards are played from the hand above; the panel keeps undo and the notation box.
      clear(actions, actionsPanel(msg, ctx, { exclude: (text) => msg.seat !== null && byKind(msg, text) === "play", none: t("hilo.pick_card") }));
      clear(log, logPanel(msg, { ctx }));
    }),
    destroy() {},
  };
}

/** The kind of the legal action ``text`` (``play`` for a card), or null. */
function byKind(msg, text) {
  return (msg.legal || []).find((a) => a.text === text)?.kind ?? null;
}

/** The seat seen from below: the viewer's seat, else the first. */
function bottomSeat(msg) {
  return msg.seat === null || msg.seat === undefined ? 0 : msg.seat;
}

function boardPanel(msg, ctx) {
  const v = msg.view || {};
  const me = bottomSeat(msg);
  const seatOf = (s) => ctx.seatLabel?.(msg, s) ?? t("seat.n", { n: s + 1 });
  const byValue = new Map((msg.legal || []).filter((a) => a.kind === "play" && a.args?.value).map((a) => [Number(a.args.value.value), a]));
  const row = (s) => {
    const mine = s === msg.seat && Array.isArray(v.hand);
    const toMove = (msg.to_move || []).includes(s);
    const cards = mine
      ? v.hand.map((value) => {
          const a = byValue.get(value);
          const btn = h(
            "button.hilo-card",
            {
              type: "button",
              class: a ? "playable" : "",
              dataset: a ? { value, play: a.text } : { value },
              title: a ? `${a.label} (${a.text})` : t("hilo.not_now"),
              "aria-label": a ? a.label : `${value}: ${t("hilo.not_now")}`,
              disabled: ctx.readonly || msg.terminal ? true : null,
              on: { click: () => ctx.act(a ? a.text : `play ${value}`, { anchor: btn }) },
            },
            String(value),
          );
          return btn;
        })
      : Array.from({ length: v.hand_sizes?.[s] ?? 0 }, () => h("span.hilo-card.back", { "aria-hidden": "true" }, ""));
    return h(
      "div.hilo-seat",
      { class: toMove ? "to-move" : "", dataset: { seat: s } },
      h(
        "div.hilo-who",
        h("b", seatOf(s)),
        s === v.leader && !msg.terminal ? h("span.tag", t("hilo.leads")) : null,
        h("span.hilo-tricks", t("hilo.tricks", { n: v.scores?.[s] ?? 0 })),
      ),
      h("div.hilo-hand", { "aria-label": mine ? t("hilo.your_hand") : t("hilo.hand_of", { who: seatOf(s), n: v.hand_sizes?.[s] ?? 0 }) }, cards.length ? cards : h("span.muted", t("hilo.no_cards"))),
    );
  };
  const table = (v.table || []).map((value, s) => (value ? h("div.hilo-played", { dataset: { seat: s } }, h("span.hilo-card.face", String(value)), h("small", seatOf(s))) : null)).filter(Boolean);
  const discard = Object.entries(v.discard || {}).flatMap(([value, n]) => Array.from({ length: n }, () => value));
  return h(
    "div.hilo-table",
    row(1 - me),
    h(
      "div.hilo-centre",
      h("div.hilo-trick", { "aria-label": t("hilo.on_table") }, h("span.hilo-label", t("hilo.on_table")), table.length ? table : h("span.muted", t("hilo.empty_table"))),
      h(
        "div.hilo-facts",
        h("span", t("hilo.deck", { n: v.deck_size ?? 0 })),
        h("span", v.last_die ? t("hilo.last_die", { face: v.last_die }) : t("hilo.no_die")),
        h("span", discard.length ? t("hilo.played", { cards: discard.join(" ") }) : t("hilo.none_played")),
      ),
    ),
    row(me),
  );
}
