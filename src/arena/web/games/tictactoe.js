// Tic-tac-toe renderer: a 3×3 board of buttons (X for the first seat, O for the second), the
// status line the server says, the end screen and the log. A cell is played through the legal
// action whose typed argument names it (``args.cell.id``); a marked cell sends its notation so
// the server explains the refusal beside it.
import { h, clear, t } from "../util.js";
import { endPanel, logPanel, onNewPosition, statusLine } from "./generic.js";

const MARKS = ["", "X", "O"];
const COLUMNS = "abc";

function ensureCss() {
  if (!document.querySelector('link[data-css="tictactoe"]')) {
    document.head.append(h("link", { rel: "stylesheet", href: "games/tictactoe.css", dataset: { css: "tictactoe" } }));
  }
}

/** The cell id of board index ``i`` (rows from the top, as the view lists them): a3 b3 c3 / … / c1. */
export function cellId(i) {
  return `${COLUMNS[i % 3]}${3 - Math.floor(i / 3)}`;
}

export function mount(root, ctx) {
  ensureCss();
  const end = h("div.end-slot");
  const status = h("div.ttt-status.panel", { "aria-live": "polite" });
  const board = h("div.ttt-board", { role: "grid", "aria-label": t("ttt.board") });
  const side = h("div.ttt-side");
  const log = h("div.ttt-log.panel");
  clear(root, h("div.ttt", end, status, h("div.ttt-main", h("div.ttt-board-wrap.panel", board, side), log)));
  return {
    update: onNewPosition((msg) => {
      const cells = msg.view?.board || Array(9).fill(0);
      const byCell = new Map((msg.legal || []).map((a) => [a.args?.cell?.id, a]).filter(([id]) => id));
      clear(end, endPanel(msg, ctx));
      clear(status, statusLine(msg, ctx));
      clear(
        board,
        cells.map((v, i) => {
          const id = cellId(i);
          const a = byCell.get(id);
          const btn = h(
            "button.ttt-cell",
            {
              type: "button",
              class: [v ? `mark-${MARKS[v]}` : "empty", a ? "legal" : ""].join(" "),
              dataset: { cell: id, mark: MARKS[v] },
              title: a ? `${a.label} (${a.text})` : id,
              "aria-label": a ? a.label : `${id}: ${MARKS[v] || "—"}`,
              disabled: ctx.readonly || msg.terminal || (!a && !v) ? true : null,
              on: { click: () => ctx.act(a ? a.text : id, { anchor: btn }) },
            },
            MARKS[v],
          );
          return btn;
        }),
      );
      const seatOf = (s) => ctx.seatLabel?.(msg, s) ?? t("seat.n", { n: s + 1 });
      const undo = !ctx.readonly && msg.can_undo ? h("button#undo.secondary", { type: "button", on: { click: () => ctx.undo({ anchor: undo }) } }, t("actions.undo")) : null;
      clear(
        side,
        h("p.ttt-players", [0, 1].map((s) => h("span.ttt-player", { class: (msg.to_move || []).includes(s) ? "to-move" : "", dataset: { seat: s } }, h("b", MARKS[s + 1]), " ", seatOf(s)))),
        undo,
      );
      clear(log, logPanel(msg, { ctx }));
    }),
    destroy() {},
  };
}
