// The coach panel of a room (every game): "Coach" asks the server for the top 3 moves of the
// seat to move (GET /api/rooms/{id}/analysis), listed with their label, share of the search's
// visits and value (win chance or expected Fame), and marked on the board; after the game,
// "Review" (GET /api/rooms/{id}/review) lists the moves whose estimate dropped most.
//
// Board marks: a renderer may draw its own (``renderer.coach(moves)`` returns true); else the
// elements naming a move are marked — its button (``data-action``, or ``data-play`` on a card
// that plays it), its cell (``data-cell``), its map space (``data-hex="q,r"``), its card
// (``data-card``) — and, where the renderer says where
// the acting figure stands (``renderer.coachFrom(move)``, a cell), an arrow joins that cell to
// the move's cell on the board's SVG.
import { h, s, clear, t } from "./util.js";

const MARKED = "coach-mark";

function ensureCss() {
  if (!document.querySelector('link[data-css="coach"]')) {
    document.head.append(h("link", { rel: "stylesheet", href: "coach.css", dataset: { css: "coach" } }));
  }
}

/** The estimate as a player reads it: "63% to win" or "7.5 Fame expected". */
export function valueText(measure, value) {
  return measure === "fame" ? t("coach.fame", { fame: value.toFixed(1) }) : t("coach.win", { percent: Math.round(value * 100) });
}

function dropText(measure, drop) {
  return measure === "fame" ? t("coach.drop_fame", { fame: drop.toFixed(1) }) : t("coach.drop_win", { percent: Math.round(drop * 100) });
}

export class CoachPanel {
  /** ``io``: {api(path, opts), roomId, rated, seat(), token(), stage, renderer()}. */
  constructor(io) {
    ensureCss();
    this.io = io;
    this.msg = null;
    this.result = null;
    this.ask = h("button.coach-ask", { type: "button", on: { click: () => this.analyze() } }, t("coach.button"));
    this.reviewBtn = h("button.coach-review.secondary", { type: "button", hidden: true, on: { click: () => this.review() } }, t("coach.review"));
    this.body = h("div.coach-body", { "aria-live": "polite" });
    this.element = h("section.coach.panel", { "aria-label": t("coach.title") }, h("div.coach-head", h("strong", t("coach.title")), this.ask, this.reviewBtn), this.body);
    if (io.rated) {
      this.ask.hidden = true;
      clear(this.body, h("p.muted", t("coach.off_rated")));
    }
  }

  /** A new state message: results of another position are dropped; Review after the end. */
  update(msg) {
    const moved = this.msg && this.msg.version !== msg.version;
    this.msg = msg;
    const seated = msg.seat !== null && msg.seat !== undefined;
    const mine = seated && (msg.to_move || []).includes(msg.seat) && !msg.terminal;
    this.element.hidden = !seated;
    if (this.io.rated) return;
    this.ask.disabled = !mine;
    this.ask.hidden = Boolean(msg.terminal);
    this.ask.title = mine ? "" : t("coach.not_now");
    this.reviewBtn.hidden = !(seated && msg.terminal);
    if (moved && this.result !== "review") {
      this.result = null;
      clear(this.body);
      clearMarks(this.io.stage);
    }
  }

  async analyze() {
    const seat = this.io.seat();
    clear(this.body, h("p.muted", t("coach.thinking")));
    try {
      const res = await this.io.api(`/api/rooms/${this.io.roomId}/analysis?seat=${seat}`, { token: this.io.token() });
      this.result = "analysis";
      this.showAnalysis(res);
    } catch (e) {
      clear(this.body, h("p.coach-refused", e.message || String(e)));
    }
  }

  showAnalysis(res) {
    const rows = res.moves.map((m, i) =>
      h(
        "li.coach-move",
        { dataset: { rank: i + 1, action: m.text }, on: { mouseenter: () => this.mark([m], i), mouseleave: () => this.mark(res.moves) } },
        h("span.coach-rank", String(i + 1)),
        h("span.coach-label", m.label),
        h("span.coach-share", { title: t("coach.share", { percent: Math.round(m.share * 100) }) }, h("span.coach-bar", { style: `width:${Math.round(m.share * 100)}%` }), h("span.coach-pct", `${Math.round(m.share * 100)}%`)),
        h("span.coach-value", valueText(res.measure, m.value)),
      ),
    );
    clear(
      this.body,
      h("p.coach-estimate", t("coach.estimate", { value: valueText(res.measure, res.value) })),
      h("ol.coach-moves", rows),
      h("p.muted.coach-foot", t("coach.iterations", { n: res.iterations })),
    );
    this.mark(res.moves);
  }

  mark(moves, offset = 0) {
    clearMarks(this.io.stage);
    const renderer = this.io.renderer();
    if (renderer?.coach?.(moves, offset)) return;
    moves.forEach((m, i) => markMove(this.io.stage, renderer, m, i + 1 + offset));
  }

  async review() {
    const seat = this.io.seat();
    clear(this.body, h("p.muted", t("coach.reviewing")));
    try {
      const res = await this.io.api(`/api/rooms/${this.io.roomId}/review?seat=${seat}`, { token: this.io.token() });
      this.result = "review";
      this.showReview(res);
    } catch (e) {
      clear(this.body, h("p.coach-refused", e.message || String(e)));
    }
  }

  showReview(res) {
    const byStep = new Map(res.moves.map((m) => [m.step, m]));
    const rows = res.marked.map((step) => {
      const m = byStep.get(step);
      return h(
        "tr.coach-drop",
        { dataset: { step } },
        h("td", t("coach.step", { n: step + 1 })),
        h("td", h("span.coach-played", m.played.label), h("br"), h("small.muted", valueText(res.measure, m.played.value))),
        h("td", h("span.coach-better", m.best.label), h("br"), h("small.muted", valueText(res.measure, m.best.value))),
        h("td.coach-loss", dropText(res.measure, m.drop)),
      );
    });
    clear(
      this.body,
      h("p.coach-estimate", t("coach.review_title", { n: res.moves.length })),
      rows.length
        ? h("table.coach-review-table", h("thead", h("tr", h("th", t("coach.col_step")), h("th", t("coach.col_played")), h("th", t("coach.col_better")), h("th", t("coach.col_drop")))), h("tbody", rows))
        : h("p", t("coach.review_none")),
    );
  }
}

/** Remove every coach mark from the board. */
export function clearMarks(stage) {
  stage.querySelectorAll(`.${MARKED}`).forEach((el) => {
    el.classList.remove(MARKED);
    delete el.dataset.coachRank;
  });
  stage.querySelectorAll(".coach-overlay").forEach((el) => el.remove());
}

const esc = (v) => (window.CSS?.escape ? CSS.escape(String(v)) : String(v).replace(/"/g, '\\"'));

/** The board's elements that name ``move``: its button, cell, map space, card. */
export function targetsOf(stage, move) {
  const found = new Set();
  const add = (sel) => stage.querySelectorAll(sel).forEach((el) => found.add(el));
  add(`[data-action="${esc(move.text)}"], [data-play="${esc(move.text)}"]`);
  for (const a of Object.values(move.args || {})) {
    if (a.type === "cell") add(`rect.tile[data-cell="${esc(a.id)}"], button[data-cell="${esc(a.id)}"]`);
    else if (a.type === "hex") add(`g.mk-hex[data-hex="${a.q},${a.r}"]`);
    else if (a.type === "card") add(`.mk-hand [data-card="${esc(a.id)}"]`);
  }
  return [...found];
}

function markMove(stage, renderer, move, rank) {
  for (const el of targetsOf(stage, move)) {
    if (el.classList.contains(MARKED)) continue; // a better-ranked move marked it already
    el.classList.add(MARKED);
    el.dataset.coachRank = String(rank);
  }
  const to = Object.values(move.args || {}).find((a) => a.type === "cell")?.id;
  const from = renderer?.coachFrom?.(move);
  if (to) drawArrow(stage, from, to, rank);
}

/** A numbered ring on cell ``to`` of the board's SVG, and an arrow from cell ``from``. */
function drawArrow(stage, from, to, rank) {
  const target = stage.querySelector(`svg rect.tile[data-cell="${esc(to)}"]`);
  if (!target) return;
  const svg = target.ownerSVGElement;
  const centre = (rect) => {
    const w = Number(rect.getAttribute("width"));
    return [Number(rect.getAttribute("x")) + w / 2, Number(rect.getAttribute("y")) + w / 2, w];
  };
  const [x2, y2, w] = centre(target);
  const g = s("g.coach-overlay", { dataset: { rank, to } });
  if (!svg.querySelector("#coach-head")) {
    svg.prepend(s("defs", s("marker#coach-head", { viewBox: "0 0 10 10", refX: 8, refY: 5, markerWidth: 5, markerHeight: 5, orient: "auto-start-reverse" }, s("path", { d: "M0,0 L10,5 L0,10 z" }))));
  }
  const source = from && from !== to ? stage.querySelector(`svg rect.tile[data-cell="${esc(from)}"]`) : null;
  if (source) {
    const [x1, y1] = centre(source);
    const len = Math.hypot(x2 - x1, y2 - y1) || 1;
    const cut = w * 0.32;
    g.append(s("line.coach-arrow", { x1, y1, x2: x2 - ((x2 - x1) / len) * cut, y2: y2 - ((y2 - y1) / len) * cut, "marker-end": "url(#coach-head)", dataset: { from } }));
  }
  g.append(s("circle.coach-ring", { cx: x2, cy: y2, r: w * 0.3 }), s("text.coach-num", { x: x2, y: y2 + 5, "text-anchor": "middle" }, String(rank)));
  svg.append(g);
}
