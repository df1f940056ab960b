// Krosmaster Arena renderer: the arena in SVG (scenery, Kama and Demon cells, pieces with HP
// bars), timelines, character cards, spells with range / line of sight / damage odds from the
// server's hints, click-to-act, dice animation, log, set-up phases and the end screen.
// Actions are read as the server describes them (kind, typed args, group, label), never from
// their notation: a cell plays the move or placement naming it (``args.cell.id``), a piece the
// choice naming it (``args.piece.id``), a spell button the casts naming it (``args.spell.id``).
import { h, s, clear, t, tOr, nameOf, seatOwnName } from "../util.js";
import { actionsPanel, endPanel, groupActions, logEntry, viewPanel } from "./generic.js";

const C = 48; // cell size in SVG units
const PAD = 16; // room for coordinates
const KNOWN_KEYS = new Set([
  "game", "viewer", "scenario", "title", "goal", "width", "height", "scenery", "pieces", "timelines",
  "turn", "max_turns", "player", "to_move", "active", "roll", "choice", "winner", "draw", "phase",
  // full game (arena): drawn on the board or in the economy / set-up panels
  "full", "winners", "demons", "kamas", "deploy_cells", "scenery_damage", "setup", "prompt", "chance",
  "reward_display", "gg", "wild_gg", "gg_box", "bank", "stock", "players", "mode", "teams", "order",
  "arena", "arena_name", "arenas", "rewards_discarded", "rewards_lost", "destruction", "tension",
]);
// The view declares its phase ("setup" | "play" | "over"; viewmodel.py); during set-up the
// step (teams, order, board, deploy...) is in view.setup.step.
/** The id of the argument ``name`` of the described action ``a`` (a cell, spell, piece...). */
const argId = (a, name) => a.args?.[name]?.id;
/** The kinds a click on a cell plays when their ``cell`` argument names it. */
const CELL_KINDS = new Set(["move", "place"]);
/** Kinds with their own controls (board, spell list, End button); chance outcomes are the server's. */
const OWN_CONTROLS = new Set(["move", "cast", "end", "place", "die", "draw", "deal", "lot"]);
const phaseOf = (v) => (v.phase === "setup" ? v.setup?.step ?? "setup" : v.phase);
const inPlay = (v) => v.phase !== "setup";

function ensureCss() {
  if (!document.querySelector('link[data-css="krosmaster"]')) {
    document.head.append(h("link", { rel: "stylesheet", href: "games/krosmaster.css", dataset: { css: "krosmaster" } }));
  }
}

export function mount(root, ctx) {
  ensureCss();
  const r = new KrosRenderer(root, ctx);
  // the coach's arrows start from the acting figure's cell (coach.js)
  const coachFrom = (move) => r.piece(move.args?.piece?.id || r.view.active)?.cell;
  return { update: (msg) => r.update(msg), destroy: () => r.destroy(), coachFrom };
}

// -- geometry helpers ----------------------------------------------------------------------------------
const COLS = "abcdefghijkl";
function xyOf(name, height) {
  const x = COLS.indexOf(name[0]);
  const y = height - Number(name.slice(1));
  return [x, y];
}
function nameAt(x, y, height) {
  return `${COLS[x]}${height - y}`;
}

/** The Kama and Demon cells the view declares (``kamas``: cell → kamas, ``demons``: cells), as
 * [{cell, type, count}]. */
export function specialCells(view) {
  const out = [];
  for (const [cell, count] of Object.entries(view?.kamas || {})) out.push({ cell, type: "kama", count });
  for (const cell of view?.demons || []) out.push({ cell, type: "demon", count: null });
  return out;
}

class KrosRenderer {
  constructor(root, ctx) {
    this.ctx = ctx;
    this.msg = null;
    this.sel = { piece: null, spell: null, reach: null, spellHints: null, preview: null };
    this.cards = null; // spell cards of the active piece (hints), keyed by version
    this.lastVersion = -1;
    this.board = h("div.k-board");
    this.side = h("div.k-side");
    this.setup = h("div.k-setup");
    this.end = h("div.end-slot");
    this.dice = h("div.k-dice", { "aria-live": "polite" });
    this.preview = h("div.k-preview");
    this.spells = h("div.k-spells");
    this.controls = h("div.k-controls");
    this.status = h("div.k-status");
    this.timeline = h("div.k-timeline");
    this.cardsBox = h("div.k-cards");
    this.extra = h("div.k-extra");
    this.logBox = h("div.k-log.panel");
    this.allActions = h("details.k-all-actions.panel");
    clear(
      root,
      h(
        "div.kros",
        this.end,
        this.setup,
        h(
          "div.k-main",
          h("div.k-left", this.status, this.board, this.dice, this.timeline),
          h("div.k-right", this.controls, this.spells, this.preview, this.cardsBox, this.extra, this.allActions, this.logBox),
        ),
      ),
    );
  }

  destroy() {}

  get view() {
    return this.msg?.view || {};
  }

  get myTurn() {
    return !this.ctx.readonly && (this.msg?.legal || []).length > 0;
  }

  /** The described legal actions this page may play ({text, kind, group, args, label}). */
  legal() {
    return this.ctx.readonly ? [] : this.msg?.legal || [];
  }

  /** The legal action of ``kind`` whose arguments have the ids ``ids`` ({cell: "c4"}...). */
  find(kind, ids = {}) {
    return this.legal().find((a) => a.kind === kind && Object.entries(ids).every(([k, id]) => argId(a, k) === id));
  }

  piece(label) {
    return (this.view.pieces || []).find((p) => p.label === label);
  }

  pieceAt(cell) {
    return (this.view.pieces || []).find((p) => p.in_play && p.cell === cell && p.kind !== "trap") ||
      (this.view.pieces || []).find((p) => p.in_play && p.cell === cell);
  }

  // -- update ----------------------------------------------------------------------------------------
  async update(msg) {
    const key = `${msg.seat}:${msg.version}`;
    const fresh = key !== this.key;
    if (!fresh && this.msg?.terminal === msg.terminal) return; // same position: keep the selection
    this.msg = msg;
    if (fresh) {
      this.sel = { piece: this.view.active && this.myTurn ? this.view.active : null, spell: null, reach: null, spellHints: null, preview: null };
      this.cards = null;
      if (this.key !== undefined && msg.version !== this.lastVersion && !msg.replay) this.animateDice(msg.events || []);
      this.key = key;
      this.lastVersion = msg.version;
    }
    this.renderAll();
    if (fresh && this.myTurn && this.view.active) {
      const [cards, reach] = await Promise.all([
        this.ctx.hints({ kind: "spells", piece: this.view.active }),
        this.ctx.hints({ kind: "moves", piece: this.view.active }),
      ]);
      if (this.key !== key) return;
      this.cards = cards;
      if (this.sel.piece === this.view.active && !this.sel.reach) this.sel.reach = reach;
      this.renderAll();
    }
  }

  renderAll() {
    const msg = this.msg;
    const v = this.view;
    seatNames = (msg.seats || []).map(seatOwnName);
    clear(this.end, endPanel(msg, this.ctx));
    this.renderStatus();
    this.renderSetup();
    clear(this.board, this.svg());
    this.renderControls();
    this.renderSpells();
    this.renderPreview();
    this.renderTimeline();
    this.renderCards();
    this.renderExtra();
    clear(this.allActions, h("summary", t("k.all_actions")), actionsPanel(msg, this.ctx));
    this.renderLog();
    this.board.dataset.active = v.active || "";
  }

  renderStatus() {
    const v = this.view;
    const turn = v.max_turns ? t("k.turn", { turn: v.turn ?? "?", max: v.max_turns }) : t("k.turn_n", { turn: v.turn ?? "?" });
    const playing = inPlay(v);
    const who = playing && v.player !== undefined && v.player !== null && v.player >= 0 ? t("k.player_turn", { n: v.player + 1 }) : "";
    const act = v.active ? t("k.active", { piece: this.pieceName(v.active) }) : "";
    clear(
      this.status,
      h("div.k-title", nameOf(v.title, v.scenario || ""), v.goal ? h("span.muted", " · ", tOr(`goal.${v.goal}`, v.goal)) : null),
      h("div.k-turn", [turn, who, act].filter(Boolean).join(" · ")),
      this.sidesLine(),
      this.msg.status_text && !this.msg.terminal ? h("div.k-say.status-text", this.msg.status_text) : null,
    );
  }

  /** Who plays with whom in 2 vs 2 (seed 003, "2 CONTRE 2": players 1 and 3 against 2 and 4). */
  sidesLine() {
    const v = this.view;
    if (v.mode !== "2v2" || !Array.isArray(v.teams)) return null;
    const [a, b] = [0, 1].map((k) => v.teams.map((side, s) => (side === k ? s : -1)).filter((s) => s >= 0));
    if (a.length !== 2 || b.length !== 2) return null;
    return h("div.k-sides", t("k.sides", { a1: seatName(a[0]), a2: seatName(a[1]), b1: seatName(b[0]), b2: seatName(b[1]) }));
  }

  renderSetup() {
    const v = this.view;
    const phase = phaseOf(v);
    if (inPlay(v) || this.msg.terminal) return clear(this.setup);
    const pool = (v.pieces || []).filter((p) => p.owner < 0);
    const shownPool = v.setup?.display?.length ? pool.filter((p) => v.setup.display.includes(p.label)) : pool;
    const prompt = v.prompt;
    clear(
      this.setup,
      h(
        "div.panel.k-setup-panel",
        { dataset: { phase } },
        h("h3", t("k.setup"), " · ", tOr(`phase.${phase}`, String(phase))),
        v.arena_name ? h("p", t("k.arena_name", { name: nameOf(v.arena_name) })) : null,
        // The question in the server's words (the rule it comes from in the tooltip).
        prompt && this.msg.status_text
          ? h("p.k-prompt", { dataset: { prompt: prompt.kind }, title: prompt.rule || "" }, h("strong", seatName(prompt.player), ": "), this.msg.status_text)
          : null,
        shownPool.length
          ? h("div.k-pool", h("span.muted", t("k.pool"), " "), shownPool.map((p) => h("span.tl-chip", { dataset: { piece: p.label }, title: `${t("k.hp")} ${p.hp} · ${t("k.mp")} ${p.base_mp} · ${t("k.ap")} ${p.base_ap} · ${t("k.init")} ${p.initiative}` }, nameOf(p.name, p.label), p.level ? ` (${p.level})` : "")))
          : null,
        h("p.muted", t("k.setup_help")),
        actionsPanel(this.msg, this.ctx),
      ),
    );
  }

  pieceName(label) {
    const p = this.piece(label);
    return p ? `${nameOf(p.name, label)}` : label;
  }

  // -- the board -----------------------------------------------------------------------------------------
  svg() {
    const v = this.view;
    const W = v.width || 8;
    const H = v.height || 8;
    const svg = s("svg.k-svg", { viewBox: `${-PAD} 0 ${W * C + PAD} ${H * C + PAD}`, role: "img", "aria-label": t("k.board") });
    const tiles = s("g.tiles");
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        tiles.append(s("rect.tile", { x: x * C, y: y * C, width: C, height: C, class: (x + y) % 2 ? "dark" : "light", dataset: { cell: nameAt(x, y, H) } }));
      }
    }
    const labels = s("g.coords");
    for (let x = 0; x < W; x++) labels.append(s("text", { x: x * C + C / 2, y: H * C + 12, "text-anchor": "middle" }, COLS[x]));
    for (let y = 0; y < H; y++) labels.append(s("text", { x: -8, y: y * C + C / 2 + 4, "text-anchor": "middle" }, String(H - y)));
    svg.append(tiles, labels, this.highlights(W, H), this.specials(H), this.scenery(H), this.piecesLayer(H), this.overlay(H), this.hitLayer(W, H));
    return svg;
  }

  highlights(W, H) {
    const g = s("g.highlights");
    const mark = (cell, cls, extra = {}) => {
      const [x, y] = xyOf(cell, H);
      g.append(s("rect", { x: x * C + 2, y: y * C + 2, width: C - 4, height: C - 4, rx: 6, class: cls, dataset: { cell }, ...extra }));
    };
    const sel = this.sel;
    if (!inPlay(this.view)) {
      (this.view.deploy_cells || []).forEach((cells, owner) => (cells || []).forEach((c) => mark(c, `hl deploy owner${owner}`)));
    }
    if (sel.spellHints) {
      const legal = new Set(sel.spellHints.legal || []);
      for (const c of sel.spellHints.in_sight || []) mark(c, legal.has(c) ? "hl target" : "hl in-sight");
      for (const c of sel.spellHints.out_of_sight || []) {
        mark(c, "hl no-sight");
        const [x, y] = xyOf(c, H);
        g.append(s("text.no-sight-x", { x: x * C + C - 9, y: y * C + 14, "text-anchor": "middle" }, "✕"));
      }
      if (sel.preview) for (const c of sel.preview.area || []) mark(c, "hl area");
    } else if (sel.reach) {
      const mine = sel.reach.active && this.myTurn;
      for (const [c, d] of Object.entries(sel.reach.cells || {})) {
        mark(c, mine ? "hl reach" : "hl reach other");
        const [x, y] = xyOf(c, H);
        g.append(s("text.reach-d", { x: x * C + 8, y: y * C + 14 }, String(d)));
      }
    }
    return g;
  }

  specials(H) {
    const g = s("g.specials");
    for (const sc of specialCells(this.view)) {
      const [x, y] = xyOf(sc.cell, H);
      const cx = x * C + C / 2;
      const cy = y * C + C / 2;
      const type = /kama/i.test(sc.type) ? "kama" : /demon/i.test(sc.type) ? "demon" : "special";
      const grp = s("g", { class: `special ${type}`, dataset: { cell: sc.cell, type } });
      if (type === "kama") {
        grp.append(s("circle", { cx: cx + C * 0.28, cy: cy - C * 0.28, r: C * 0.14 }), s("text", { x: cx + C * 0.28, y: cy - C * 0.23, "text-anchor": "middle" }, sc.count ?? "K"));
      } else if (type === "demon") {
        const r = C * 0.42;
        grp.append(s("polygon", { points: [0, 1, 2, 3, 4].map((i) => { const a = -Math.PI / 2 + (i * 4 * Math.PI) / 5; return `${cx + r * Math.cos(a)},${cy + r * Math.sin(a)}`; }).join(" ") }));
      } else {
        grp.append(s("rect", { x: x * C + 4, y: y * C + 4, width: C - 8, height: C - 8, rx: 4 }));
      }
      grp.append(s("title", tOr(`cell.${type}`, sc.type)));
      g.append(grp);
    }
    return g;
  }

  scenery(H) {
    const g = s("g.scenery");
    for (const [cell, kind] of Object.entries(this.view.scenery || {})) {
      const [x, y] = xyOf(cell, H);
      const cx = x * C + C / 2;
      const cy = y * C + C / 2;
      const grp = s("g", { class: `scn ${kind}`, dataset: { cell, scenery: kind } }, s("title", tOr(`scenery.${kind}`, kind)));
      if (kind === "tree") {
        grp.append(s("rect.trunk", { x: cx - 3, y: cy + 4, width: 6, height: 14 }), s("circle.crown", { cx, cy: cy - 2, r: C * 0.34 }));
      } else if (kind === "bush") {
        grp.append(s("circle", { cx: cx - 9, cy: cy + 4, r: 10 }), s("circle", { cx: cx + 9, cy: cy + 4, r: 10 }), s("circle", { cx, cy: cy - 6, r: 11 }));
      } else if (kind === "crate") {
        grp.append(s("rect.box", { x: x * C + 7, y: y * C + 7, width: C - 14, height: C - 14 }), s("path", { d: `M${x * C + 7} ${y * C + 7} L${x * C + C - 7} ${y * C + C - 7} M${x * C + C - 7} ${y * C + 7} L${x * C + 7} ${y * C + C - 7}` }));
      } else {
        grp.append(s("rect", { x: x * C + 8, y: y * C + 8, width: C - 16, height: C - 16 }));
      }
      const dmg = (this.view.scenery_damage || {})[cell];
      if (dmg) grp.append(s("text.scn-dmg", { x: x * C + C - 8, y: y * C + 12, "text-anchor": "middle" }, `-${dmg}`));
      g.append(grp);
    }
    return g;
  }

  piecesLayer(H) {
    const g = s("g.pieces");
    const active = this.view.active;
    for (const p of this.view.pieces || []) {
      if (!p.in_play || !p.cell) continue;
      const [x, y] = xyOf(p.cell, H);
      const cx = x * C + C / 2;
      const cy = y * C + C / 2 - 4;
      const classes = ["piece", `owner${p.owner}`, p.kind, p.label === active ? "active" : "", p.label === this.sel.piece ? "selected" : ""];
      const grp = s("g", { class: classes.join(" "), dataset: { piece: p.label, cell: p.cell } });
      const r = p.kind === "krosmaster" ? C * 0.36 : C * 0.28;
      if (p.kind === "trap") grp.append(s("polygon", { points: `${cx},${cy - r} ${cx + r},${cy} ${cx},${cy + r} ${cx - r},${cy}` }));
      else grp.append(s("circle.body", { cx, cy, r }));
      grp.append(s("text.plabel", { x: cx, y: cy + 4, "text-anchor": "middle" }, shortName(nameOf(p.name, p.label))));
      if (p.hp) {
        const w = C * 0.8;
        const left = Math.max(0, p.hp - p.injuries);
        grp.append(
          s("rect.hp-bg", { x: cx - w / 2, y: y * C + C - 9, width: w, height: 6, rx: 2 }),
          s("rect.hp", { x: cx - w / 2, y: y * C + C - 9, width: (w * left) / p.hp, height: 6, rx: 2, class: left / p.hp <= 0.34 ? "low" : "" }),
        );
      }
      grp.append(s("title", `${nameOf(p.name, p.label)} — ${t("k.hp")} ${Math.max(0, p.hp - p.injuries)}/${p.hp}`));
      g.append(grp);
    }
    return g;
  }

  overlay(H) {
    const g = s("g.overlay");
    this.losLayer = g;
    const pv = this.sel.preview;
    if (pv && this.sel.spellHints) this.drawLos(pv.target, H);
    return g;
  }

  drawLos(cell, H) {
    const g = this.losLayer;
    const sh = this.sel.spellHints;
    if (!g || !sh) return;
    g.replaceChildren();
    const [x1, y1] = xyOf(sh.from, H);
    const [x2, y2] = xyOf(cell, H);
    const inRange = (sh.in_range || []).includes(cell);
    const ok = (sh.in_sight || []).includes(cell);
    const cls = !inRange ? "los out" : ok ? "los ok" : "los blocked";
    g.append(s("line", { class: cls, x1: x1 * C + C / 2, y1: y1 * C + C / 2, x2: x2 * C + C / 2, y2: y2 * C + C / 2, dataset: { to: cell } }));
  }

  hitLayer(W, H) {
    const g = s("g.hits");
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const cell = nameAt(x, y, H);
        g.append(
          s("rect.hit", {
            x: x * C,
            y: y * C,
            width: C,
            height: C,
            dataset: { cell },
            on: {
              click: () => this.onCell(cell),
              mouseenter: () => this.sel.spellHints && this.drawLos(cell, H),
            },
          }),
        );
      }
    }
    return g;
  }

  // -- interaction ------------------------------------------------------------------------------------------
  /** Play ``text``; a refusal is shown beside ``anchor`` (the control used). */
  act(text, anchor) {
    return this.ctx.act(text, { anchor });
  }

  /** A button playing the described action ``a``: its label (what happens), the notation as its
   * tooltip and ``data-action``; a refusal shows beside the button. */
  actButton(a, spec = "button.action", content = null) {
    const el = h(
      spec,
      { type: "button", title: a.text, dataset: { action: a.text, kind: a.kind, group: a.group || a.kind }, on: { click: () => this.act(a.text, el) } },
      content ?? a.label ?? a.text,
    );
    return el;
  }

  async onCell(cell) {
    if (this.ctx.readonly) return this.inspect(cell);
    this.ctx.clearError();
    const at = this.board.querySelector(`.hit[data-cell="${cell}"]`);
    const legal = this.legal();
    const piece = this.pieceAt(cell);
    // A pending choice: click the piece to choose it.
    const choose = piece && this.find("choose", { piece: piece.label });
    if (choose) return this.act(choose.text, at);
    if (this.sel.spell) {
      const cast = this.find("cast", { spell: this.sel.spell, cell });
      if (cast && this.sel.preview?.target === cell) return this.act(cast.text, at);
      if (cast) return this.showPreview(cell);
      // Not a legal target: the notation asks, and the server explains the refusal with its
      // rule beside the cell (line of sight, range...).
      return this.act(`cast ${this.sel.spell} ${cell}`, at);
    }
    const cands = legal.filter((a) => CELL_KINDS.has(a.kind) && argId(a, "cell") === cell);
    if (cands.length === 1) return this.act(cands[0].text, at);
    if (cands.length > 1) return this.menu(cell, cands);
    if (piece) return this.selectPiece(piece.label);
    const reach = this.sel.reach;
    if (this.myTurn && this.view.active && reach?.active && reach.cells?.[cell]) return this.walk(cell);
    // A cell out of reach: asked in notation, refused by the server with its rule.
    if (this.myTurn && this.view.active && legal.some((a) => a.kind === "move")) return this.act(`move ${cell}`, at);
    this.sel = { ...this.sel, piece: null, reach: null };
    this.renderAll();
  }

  inspect(cell) {
    const piece = this.pieceAt(cell);
    this.sel = { ...this.sel, piece: piece ? piece.label : null };
    this.renderAll();
  }

  async selectPiece(label) {
    this.sel = { piece: label, spell: null, reach: null, spellHints: null, preview: null };
    this.renderAll();
    const reach = await this.ctx.hints({ kind: "moves", piece: label });
    if (this.sel.piece !== label) return;
    this.sel.reach = reach;
    this.renderAll();
  }

  menu(cell, acts) {
    clear(
      this.preview,
      h("div.panel.k-menu", h("h3", t("k.cell_actions", { cell })), acts.map((a) => this.actButton(a))),
    );
  }

  /** Walk to a reachable cell one legal step at a time (each step may roll locks). */
  async walk(target) {
    const v = this.view;
    const H = v.height;
    const me = this.piece(v.active);
    const free = new Set([me.cell, ...Object.keys(this.sel.reach.cells)]);
    const prev = { [me.cell]: null };
    const queue = [me.cell];
    while (queue.length) {
      const c = queue.shift();
      if (c === target) break;
      const [x, y] = xyOf(c, H);
      for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0]]) {
        if (x + dx < 0 || y + dy < 0 || x + dx >= v.width || y + dy >= H) continue;
        const n = nameAt(x + dx, y + dy, H);
        if (free.has(n) && !(n in prev)) {
          prev[n] = c;
          queue.push(n);
        }
      }
    }
    const path = [];
    for (let c = target; c && c !== me.cell; c = prev[c]) path.unshift(c);
    let legal = this.legal();
    for (const step of path) {
      // Each step is the legal move naming its cell in the latest position.
      const move = legal.find((a) => a.kind === "move" && argId(a, "cell") === step);
      if (!move) return;
      const res = await this.act(move.text, this.board.querySelector(`.hit[data-cell="${target}"]`));
      if (!res) return;
      const now = (res.view.pieces || []).find((p) => p.label === me.label);
      if (!now || now.cell !== step || res.view.active !== me.label) return;
      legal = res.legal || [];
    }
  }

  async pickSpell(id) {
    if (this.sel.spell === id) {
      this.sel = { ...this.sel, spell: null, spellHints: null, preview: null };
      return this.renderAll();
    }
    this.sel = { ...this.sel, spell: id, spellHints: null, preview: null };
    this.renderAll();
    const sh = await this.ctx.hints({ kind: "spell", spell: id, piece: this.view.active });
    if (this.sel.spell !== id) return;
    this.sel.spellHints = sh || this.fallbackSpellHints(id);
    if (sh?.refusal) this.ctx.refuse(sh.refusal);
    const legal = this.sel.spellHints.legal || [];
    if (legal.length === 1 && legal[0] === this.sel.spellHints.from) await this.showPreview(legal[0]);
    this.renderAll();
  }

  fallbackSpellHints(id) {
    const me = this.piece(this.view.active);
    const cells = this.legal().filter((a) => a.kind === "cast" && argId(a, "spell") === id).map((a) => argId(a, "cell"));
    return { spell: id, from: me?.cell, in_range: cells, in_sight: cells, out_of_sight: [], legal: cells };
  }

  async showPreview(cell) {
    const id = this.sel.spell;
    this.sel.preview = { target: cell, area: [cell], data: null };
    this.renderAll();
    const data = await this.ctx.hints({ kind: "damage", spell: id, target: cell, piece: this.view.active });
    if (this.sel.spell !== id || this.sel.preview?.target !== cell) return;
    this.sel.preview = { target: cell, area: data?.area || [cell], data };
    this.renderAll();
  }

  // -- side panels ----------------------------------------------------------------------------------------
  renderControls() {
    const box = h("div.row.k-buttons");
    const legal = this.legal();
    const end = legal.find((a) => a.kind === "end");
    if (end) box.append(this.actButton(end, "button#end-turn.primary"));
    if (!this.ctx.readonly && this.msg.can_undo) {
      const undo = h("button#undo.secondary", { type: "button", on: { click: () => this.ctx.undo({ anchor: undo }) } }, t("actions.undo"));
      box.append(undo);
    }
    // Choices (an exploding bomb, a mob's turn, Inspiration...), Kamas, Glory Galons, demonic
    // rewards, reveals, picks: every action without a control of its own, under its group's
    // title (set-up choices are in the set-up panel).
    const others = inPlay(this.view) ? legal.filter((a) => !OWN_CONTROLS.has(a.kind)) : [];
    const otherBox = others.length
      ? groupActions(this.msg, others).map((g) =>
          h("div.k-choice", { dataset: { group: g.id } }, h("strong", g.title), g.actions.map((a) => this.actButton(a))),
        )
      : null;
    const hint = this.myTurn && this.view.active ? h("p.muted.small", t("k.help")) : null;
    clear(this.controls, box.childNodes.length ? box : null, otherBox, hint);
  }

  renderSpells() {
    const v = this.view;
    if (!this.myTurn || !v.active) return clear(this.spells);
    const me = this.piece(v.active);
    const castOf = (id) => this.find("cast", { spell: id });
    // Without the spells hint: the names the legal casts carry.
    const cards = this.cards?.spells || (me?.spells || []).map((id) => ({ id, name: castOf(id)?.args.spell.name ?? null, ap: null }));
    clear(
      this.spells,
      h("h3", t("k.spells_of", { piece: this.pieceName(v.active) })),
      h(
        "div.k-spell-list",
        cards.map((c) => {
          const castable = !!castOf(c.id);
          const rng = c.range ? rangeText(c.range) : "";
          return h(
            "button.spell",
            {
              class: [castable ? "" : "disabled", this.sel.spell === c.id ? "picked" : ""].join(" "),
              dataset: { spell: c.id },
              title: c.refusal ? `${c.refusal.message} [${c.refusal.rule}]` : "",
              on: { click: () => this.pickSpell(c.id) },
            },
            h("span.sname", c.name ? nameOf(c.name, c.id) : c.id),
            c.ap !== null && c.ap !== undefined ? h("span.cost", `${c.ap} ${t("k.ap")}`) : null,
            rng ? h("span.rng", rng) : null,
            c.damage ? h("span.dmg", { class: c.element }, `${c.damage} ${tOr(`element.${c.element}`, c.element)}`) : null,
          );
        }),
      ),
    );
  }

  renderPreview() {
    const pv = this.sel.preview;
    if (!this.sel.spell || !pv) return clear(this.preview);
    const cast = this.find("cast", { spell: this.sel.spell, cell: pv.target });
    const d = pv.data;
    const rows = (d?.targets || []).map((tg) => {
      const dist = Object.entries(tg.distribution).map(([k, p]) => h("span.odd", `${k}: ${Math.round(p * 100)}%`));
      return h(
        "div.k-odds",
        { dataset: { piece: tg.piece } },
        h("strong", this.pieceName(tg.piece)),
        " ",
        tg.heal ? t("k.expected_heal", { n: tg.expected.toFixed(2) }) : t("k.expected", { n: tg.expected.toFixed(2) }),
        h("div.dist", dist),
        tg.heal ? null : h("div.ko", t("k.p_ko", { p: Math.round(tg.p_ko * 100) })),
      );
    });
    clear(
      this.preview,
      h(
        "div.panel.k-preview-panel",
        h("h3", t("k.preview", { spell: this.spellName(this.sel.spell), cell: pv.target })),
        d && !d.targets.length ? h("p.muted", t("k.no_target_piece")) : null,
        rows,
        d?.refusal ? this.ctx.errorBox(d.refusal) : null,
        h(
          "div.row",
          cast ? this.actButton(cast, "button#cast-go.primary") : null,
          h("button.secondary", { on: { click: () => this.pickSpell(this.sel.spell) } }, t("k.cancel")),
        ),
      ),
    );
  }

  spellName(id) {
    const c = (this.cards?.spells || []).find((x) => x.id === id);
    return c ? nameOf(c.name, id) : id;
  }

  renderTimeline() {
    const v = this.view;
    const rows = (v.timelines || []).map((tl, i) =>
      h(
        "div.tl-row",
        { class: v.player === i ? "current" : "" },
        h("span.tl-who", { class: `owner${i}` }, seatName(i)),
        tl.map((label) => {
          const p = this.piece(label);
          const out = !p || !p.in_play;
          const state = out ? (inPlay(v) ? "ko" : "waiting") : "";
          return h(
            "span.tl-chip",
            { class: [label === v.active ? "active" : "", state].join(" "), dataset: { piece: label }, title: state ? t(state === "ko" ? "k.ko" : "k.not_deployed") : null },
            p ? nameOf(p.name, label) : label,
          );
        }),
      ),
    );
    clear(this.timeline, h("div.panel", h("h3", t("k.timeline")), rows));
  }

  renderCards() {
    const v = this.view;
    const shown = (v.pieces || []).filter((p) => p.owner >= 0 && (p.in_play || p.kind === "krosmaster"));
    const cards = shown.map((p) => {
      const left = Math.max(0, p.hp - p.injuries);
      const rewards = p.rewards || [];
      return h(
        "article.k-card",
        { class: [`owner${p.owner}`, p.label === v.active ? "active" : "", p.label === this.sel.piece ? "selected" : "", p.in_play ? "" : inPlay(v) ? "ko" : "waiting"].join(" "), dataset: { piece: p.label }, on: { click: () => p.in_play && !this.ctx.readonly && this.selectPiece(p.label) } },
        h("header", h("strong", nameOf(p.name, p.label)), h("span.muted", ` ${tOr(`kind.${p.kind}`, p.kind)}${p.level ? ` · ${t("k.level", { n: p.level })}` : ""}`)),
        h("div.hpbar", h("div", { style: `width:${p.hp ? (100 * left) / p.hp : 0}%` })),
        h(
          "div.stats",
          h("span", `${t("k.hp")} ${left}/${p.hp}`),
          h("span", `${t("k.mp")} ${p.mp}/${p.base_mp}`),
          h("span", `${t("k.ap")} ${p.ap}/${p.base_ap}`),
          p.initiative !== undefined ? h("span", `${t("k.init")} ${p.initiative}`) : null,
        ),
        p.markers && (p.markers.mp || p.markers.ap) ? h("div.markers", t("k.markers", { mp: signed(p.markers.mp), ap: signed(p.markers.ap) })) : null,
        p.powers?.length ? h("div.powers", p.powers.map((pw) => h("span.tag", tOr(`power.${pw}`, pw)))) : null,
        rewards.length ? rewardList(rewards) : null,
        p.in_play ? null : inPlay(v) ? h("div.ko-tag", t("k.ko")) : h("div.waiting-tag", t("k.not_deployed")),
      );
    });
    clear(this.cardsBox, h("h3", t("k.characters")), h("div.k-card-list", cards));
  }

  renderExtra() {
    const v = this.view;
    const parts = [];
    if (Array.isArray(v.gg) || Array.isArray(v.stock)) {
      const n = Math.max(v.gg?.length || 0, v.stock?.length || 0);
      parts.push(
        h(
          "table.k-eco",
          h("thead", h("tr", h("th", ""), h("th", t("k.gg")), h("th", t("k.kamas")))),
          h("tbody", Array.from({ length: n }, (_, i) => h("tr", { class: v.player === i ? "current" : "" }, h("th", { class: `owner${i}` }, seatName(i)), h("td", v.gg?.[i] ?? "—"), h("td", v.stock?.[i] ?? "—")))),
        ),
      );
      const common = [
        v.bank !== undefined ? `${t("k.bank")} ${v.bank}` : null,
        v.wild_gg !== undefined ? `${t("k.wild_gg")} ${v.wild_gg}` : null,
        v.gg_box !== undefined ? `${t("k.gg_box")} ${v.gg_box}` : null,
        v.rewards_lost ? `${t("k.rewards_lost")} ${v.rewards_lost}` : null,
      ].filter(Boolean);
      if (common.length) parts.push(h("p.small", common.join(" · ")));
    }
    if (v.reward_display && typeof v.reward_display === "object") {
      parts.push(
        h(
          "div.k-display",
          h("h4", t("k.reward_display")),
          Object.entries(v.reward_display).map(([rank, d]) =>
            h(
              "div.k-rank",
              { dataset: { rank } },
              h("strong", tOr(`rank.${rank}`, rank), " "),
              (d.visible || []).map((tok, i) => h("span.reward", { title: t("k.pile", { n: i + 1 }), dataset: { reward: tok || "" } }, tok ? nameOf(d.names?.[i], tOr(`reward.${tok}`, tok)) : "—")),
              h("span.muted", " ", t("k.face_down_piles", { n: (d.face_down || []).join(" / ") })),
            ),
          ),
        ),
      );
    }
    if (v.tension?.faces) parts.push(h("p.small", t("k.tension"), " ", v.tension.faces.map((f) => h("span.die.mini", { title: tOr(`face.${f}`, String(f)) }, faceGlyph(f))), " ", v.tension.stage ? tOr(`k.tension.${v.tension.stage}`, "") : ""));
    const extra = Object.entries(v).filter(([k]) => !KNOWN_KEYS.has(k));
    if (extra.length) {
      parts.push(
        h(
          "details.k-more",
          h("summary", t("k.more")),
          extra.map(([k, val]) => h("div.k-extra-item", { dataset: { field: k } }, h("h4", tOr(`field.${k}`, k)), /reward/i.test(k) ? rewardsAny(val) : viewPanel(val))),
        ),
      );
    }
    if (!parts.length) return clear(this.extra);
    clear(this.extra, h("div.panel", h("h3", t("k.economy")), parts));
  }

  renderLog() {
    const entries = (this.msg.log || []).slice(-150);
    const list = h("ol.log");
    for (const e of entries) {
      const evs = (e.events || []).map((ev) => evLine(ev)).filter(Boolean);
      list.append(logEntry(this.msg, e, this.ctx, { events: evs }));
    }
    clear(this.logBox, h("h3", t("log.title")), list);
    requestAnimationFrame(() => (list.scrollTop = list.scrollHeight));
  }

  animateDice(events) {
    const rolls = events.filter((e) => e.kind === "roll");
    if (!rolls.length) return;
    clear(
      this.dice,
      rolls.map((r) =>
        h(
          "div.roll",
          h("span.rname", { title: r.text || "" }, `${this.pieceName(r.piece)}: ${tOr(`roll.${r.roll}`, r.roll)}`),
          (r.faces || []).map((f) => h("span.die.rolling", { dataset: { face: f }, title: tOr(`face.${f}`, f) }, faceGlyph(f))),
          h("span.succ", t("k.successes", { n: r.successes })),
        ),
      ),
    );
    setTimeout(() => this.dice.querySelectorAll(".rolling").forEach((d) => d.classList.remove("rolling")), 700);
  }
}

/** A piece's name short enough for its token: two characters of a Chinese name, the initials
 * of a name of several words (Bill Tell: BT), else its first four letters; a mob's number kept
 * (Water Bomb 1: WB1). The full name is the token's tooltip. */
export function shortName(name) {
  const m = String(name || "?").trim().match(/^(.*?)(?:\s+(\d+))?$/);
  const base = m[1];
  const num = m[2] || "";
  if (/[\u3400-\u9fff]/.test(base)) return base.replace(/[·・\s]/g, "").slice(0, num ? 1 : 2) + num;
  const words = base.split(/[\s\-’']+/).filter((w) => /^\p{Lu}/u.test(w));
  if (words.length > 1) return words.slice(0, 3 - (num ? 1 : 0)).map((w) => w[0]).join("") + num;
  return base.slice(0, num ? 3 : 4) + num;
}

let seatNames = [];
function seatName(i) {
  const base = t("seat.n", { n: Number(i) + 1 });
  const name = seatNames[i];
  return name && name !== base ? `${base} (${name})` : base;
}

function signed(n) {
  return n > 0 ? `+${n}` : String(n);
}

function rangeText(r) {
  if (r.type === "melee") return t("range.melee");
  if (r.type === "self") return t("range.self");
  const max = r.max_now ?? r.max;
  return `${t("k.range")} ${r.min}–${max}${tOr(`range.${r.type}.suffix`, "")}`;
}

const GLYPHS = { critique: "✸", armure: "⛨", tacle: "⚓", esquive: "➶", "critique-esquive": "✸/➶", dofus: "◆" };
function faceGlyph(f) {
  return GLYPHS[f] || f;
}

/** A reward list. A face-down token the viewer may not know arrives without identity
 * (``token``/``name`` null) and is drawn only as face-down, with its rank; the owner sees its
 * own face-down tokens marked as such. */
function rewardList(rewards) {
  return h(
    "div.rewards",
    h("span.muted", t("k.rewards"), " "),
    rewards.map((rw) => {
      if (rw === null || typeof rw !== "object") return h("span.reward", String(rw ?? "?"));
      const rank = rw.rank ? tOr(`rank.${rw.rank}`, rw.rank) : "";
      const known = rw.token || rw.name || rw.id;
      if (!known) return h("span.reward.face-down", { title: t("k.face_down"), dataset: { rank: rw.rank || "" } }, "🂠 ", rank, " · ", t("k.face_down"));
      const label = rw.name ? nameOf(rw.name, rw.token) : tOr(`reward.${rw.token || rw.id}`, rw.token || rw.id);
      const own = rw.face_up === false || rw.face_down;
      return h("span.reward", { class: own ? "own-face-down" : "face-up", dataset: { rank: rw.rank || "" }, title: own ? t("k.own_face_down") : "" }, own ? "🂠 " : "", label, rank ? ` (${rank})` : "");
    }),
  );
}

function rewardsAny(val) {
  if (Array.isArray(val)) return rewardList(val);
  if (val && typeof val === "object") {
    return h("div", Object.entries(val).map(([k, v]) => h("div", h("span.muted", `${isFinite(k) ? t("seat.n", { n: Number(k) + 1 }) : k}: `), Array.isArray(v) ? rewardList(v) : viewPanel(v))));
  }
  return viewPanel(val);
}

/** An event as a log line: the server's sentence (in the page's language); an event without
 * one (an older log) in the dictionary's words when it knows its kind. */
function evLine(ev) {
  let text = ev.text;
  if (!text) {
    const data = { ...ev };
    if (ev.kind === "roll") {
      data.faces = (ev.faces || []).map((f) => tOr(`face.${f}`, f)).join(", ");
      data.roll = tOr(`roll.${ev.roll}`, ev.roll);
    }
    if (ev.kind === "turn" || ev.kind === "claim") data.n = (ev.player ?? 0) + 1;
    const key = `kev.${ev.kind}`;
    const txt = t(key, data);
    text = txt !== key && !/\{\w+\}/.test(txt) ? txt : null;
  }
  if (!text) return null;
  const li = h("li", { dataset: { kind: ev.kind } }, text);
  if (ev.kind === "roll") li.prepend(h("span.die.mini", faceGlyph((ev.faces || [])[0] || "")), " ");
  return li;
}
