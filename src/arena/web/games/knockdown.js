// Knockdown (Tainted Grail) renderer: the 2×7 arena in SVG with both fighters and the candle
// tokens, the 4-card display, the seat's hand (the opponent's as card backs), the fighter boards
// (wound cubes, tokens, skills, special attacks with their symbol costs), the round score, the
// set-up drafts and click-to-act on cards, cells and specials; every legal action as a fallback.
// Card data comes from the server's public catalog hint (GET .../hints?kind=catalog). Actions
// are read as the server describes them (kind, typed args, group, label), never from their
// notation: a card, skill, special or cell plays the actions whose argument names it.
import { h, s, clear, t, tOr, nameOf } from "../util.js";
import { actionLabel, actionsPanel, endPanel, groupActions, logPanel } from "./generic.js";

const CELL = 64;
const PAD = 18;
const STRIP = 30; // room under the arena for the candle tokens
const COLS = "abcdefghijkl";
const TOKEN_ICON = { potion: "⚗", mist: "☁", poison: "☠" };
const SETUP_TASKS = new Set(["keep_dealt_skill", "keep_passed_skill", "choose_faceup"]);

function ensureCss() {
  if (!document.querySelector('link[data-css="knockdown"]')) {
    document.head.append(h("link", { rel: "stylesheet", href: "games/knockdown.css", dataset: { css: "knockdown" } }));
  }
}

export function mount(root, ctx) {
  ensureCss();
  const r = new KnockdownRenderer(root, ctx);
  return { update: (msg) => r.update(msg), destroy: () => r.destroy() };
}

/** The arguments an action is played on, by precedence: a "pay" names the card paid with and the
 * special paid for; it belongs to the card. Actions with none of these are the bare buttons. */
const SUBJECTS = ["cell", "card", "skill", "special"];
const subjectOf = (a) => SUBJECTS.find((name) => a.args?.[name]?.id !== undefined) ?? null;
// "Player N (name)": the seat's player or agent (ctx.seatLabel), set by each update.
let seatLabelOf = null;
const seatName = (seat) => seatLabelOf?.(seat) ?? t("seat.n", { n: seat + 1 });

class KnockdownRenderer {
  constructor(root, ctx) {
    this.ctx = ctx;
    this.msg = null;
    this.catalog = null;
    this.key = null;
    this.end = h("div.end-slot");
    this.status = h("div.kd-status.panel");
    this.controls = h("div.kd-controls.panel", { "aria-live": "polite" });
    this.setup = h("div.kd-setup");
    this.oppBoard = h("div.kd-board-slot.opp");
    this.myBoard = h("div.kd-board-slot.me");
    this.arena = h("div.kd-arena.panel");
    this.display = h("div.kd-display.panel");
    this.hand = h("div.kd-hand.panel");
    this.events = h("div.kd-events");
    this.all = h("details.kd-all-actions.panel");
    this.log = h("div.kd-log.panel");
    this.rootEl = h(
      "div.kd",
      this.end,
      this.status,
      this.controls,
      this.setup,
      h(
        "div.kd-main",
        h("div.kd-left", this.oppBoard, this.arena, this.myBoard),
        h("div.kd-right", this.display, this.hand, this.events),
      ),
      this.all,
      this.log,
    );
    clear(root, this.rootEl);
    this.loadCatalog();
  }

  destroy() {}

  async loadCatalog() {
    try {
      const r = await fetch(`/api/rooms/${encodeURIComponent(this.ctx.roomId)}/hints?kind=catalog`);
      if (!r.ok) return;
      this.catalog = await r.json();
      if (this.msg) this.render();
    } catch {
      /* no catalog: cards are drawn by id */
    }
  }

  get view() {
    return this.msg?.view || {};
  }

  /** Seat whose eyes the page looks through (spectators: seat 0 at the bottom). */
  get me() {
    return this.msg?.seat ?? null;
  }

  /** The described legal actions this page may play ({text, kind, group, args, label}). */
  legal() {
    return this.ctx.readonly ? [] : this.msg?.legal || [];
  }

  /** The legal actions played on the ``name`` (cell, card, skill, special) whose id is ``id``. */
  actionsOn(name, id) {
    return this.legal().filter((a) => subjectOf(a) === name && a.args[name].id === id);
  }

  update(msg) {
    const key = `${msg.seat}:${msg.version}:${msg.terminal}`;
    if (key === this.key) return;
    this.key = key;
    this.msg = msg;
    seatLabelOf = this.ctx.seatLabel ? (seat) => this.ctx.seatLabel(msg, seat) : null;
    Object.assign(this.rootEl.dataset, { key, version: msg.version, seat: msg.seat ?? "", task: msg.view?.pending?.task || "" });
    this.reach = null;
    this.render();
    if (!this.ctx.readonly && msg.view?.round && !msg.terminal) {
      // Which display cards and specials reach the opponent now (the engine's range rule).
      Promise.resolve(this.ctx.hints({ kind: "reach" })).then((r) => {
        if (r && this.key === key) {
          this.reach = r;
          this.render();
        }
      });
    }
  }

  /** A "hits / out of range" tag for a display card or a special, from the reach hint. */
  reachTag(kind, id) {
    const ok = this.reach?.[kind]?.[id];
    if (ok === undefined) return null;
    return h("div.kd-reach", { class: ok ? "in" : "out", dataset: { reach: ok ? "in" : "out" } }, ok ? t("knockdown.in_range") : t("knockdown.out_of_range"));
  }

  render() {
    const msg = this.msg;
    const v = this.view;
    clear(this.end, endPanel(msg, this.ctx));
    clear(this.status, this.statusLine(v));
    clear(this.controls, this.controlsBox(v));
    clear(this.setup, this.setupBox(v));
    const mine = this.me ?? 0;
    const fighters = v.fighters || [];
    clear(this.oppBoard, fighters[1 - mine] ? this.fighterBoard(fighters[1 - mine]) : null);
    clear(this.myBoard, fighters[mine] ? this.fighterBoard(fighters[mine]) : null);
    clear(this.arena, h("h3", t("knockdown.arena")), this.arenaSvg(v));
    clear(this.display, this.displayBox(v));
    clear(this.hand, this.handBox(v));
    clear(this.events, this.eventsBox(msg));
    clear(this.all, h("summary", t("knockdown.all_actions")), actionsPanel(msg, this.ctx));
    this.all.hidden = this.ctx.readonly;
    clear(this.log, logPanel(msg, { ctx: this.ctx }));
  }

  // -- data lookups -------------------------------------------------------------------------------
  card(id) {
    return this.catalog?.cards?.[id] || null;
  }
  special(id) {
    return this.catalog?.specials?.[id] || null;
  }
  skill(id) {
    return this.catalog?.skills?.[id] || null;
  }
  nameOfCard(id) {
    const c = this.card(id) || this.special(id) || this.skill(id);
    return c ? nameOf(c.names, id) : id;
  }

  // -- status line: round, score (best of three), turn, actions, deck ----------------------------------
  statusLine(v) {
    const wins = v.wins || [0, 0];
    const pips = (n) => h("span.kd-pips", [0, 1].map((i) => h("span.pip", { class: i < n ? "won" : "" })));
    const turnOf = v.turn_player ?? 0;
    const parts = [
      h("span.kd-round", { dataset: { round: v.round ?? 0 } }, v.round ? t("knockdown.round", { n: v.round }) : t("knockdown.setup")),
      h(
        "span.kd-score",
        { dataset: { wins: wins.join("-") }, title: t("knockdown.best_of_three") },
        h("span.p0", seatName(0)),
        " ",
        pips(wins[0]),
        " ",
        h("b", `${wins[0]} – ${wins[1]}`),
        " ",
        pips(wins[1]),
        " ",
        h("span.p1", seatName(1)),
      ),
    ];
    if (v.round && v.turn) {
      parts.push(h("span", t("knockdown.turn", { n: v.turn, who: seatName(turnOf) })));
      if (this.reach) parts.push(h("span.kd-distance", { dataset: { distance: this.reach.distance } }, t("knockdown.distance", { n: this.reach.distance })));
      if (v.actions_left) parts.push(h("span.kd-actions-left", t("knockdown.actions_left", { n: v.actions_left })));
    }
    parts.push(
      h("span.kd-deck", { dataset: { deck: v.deck ?? 0 } }, t("knockdown.deck", { n: v.deck ?? 0, c: v.deck_candles ?? 0 })),
      h("span", t("knockdown.discard", { n: (v.discard || []).length })),
    );
    const row = h("div.kd-status-row", parts.flatMap((p, i) => (i ? [h("span.sep", "·"), p] : [p])));
    const said = this.msg.status_text && !this.msg.terminal ? h("div.kd-say.status-text", this.msg.status_text) : null;
    return [row, said];
  }

  // -- prompt, attack in progress, bare actions (combo, end, pass, knockout, spare) ----------------------
  controlsBox(v) {
    const box = [];
    const p = v.pending;
    const legal = this.legal();
    if (this.msg.terminal) box.push(h("p.kd-prompt", t("room.finished")));
    else if (p) {
      const who = p.player === null || p.player === undefined ? "" : seatName(p.player);
      const yours = legal.length > 0;
      const key = `knockdown.task.${p.task}`;
      let text = t(key, { n: p.n ?? "" });
      if (text === key) text = p.task;
      const line = h("p.kd-prompt", { dataset: { task: p.task } }, h("b", who ? `${who}: ` : ""), text);
      if (p.task === "pay_special") {
        const sp = this.special(p.special);
        line.append(" ", h("b", sp ? nameOf(sp.names, p.special) : p.special), " — ", t("knockdown.still_to_pay"), " ", this.costChips(p.cost || [], {}));
      }
      if (!yours && !this.ctx.readonly) line.append(" ", h("span.muted", t("knockdown.waiting_for", { who })));
      box.push(line);
    }
    if (v.attack) box.push(this.attackBanner(v.attack));
    // Actions on no card, skill, special or cell (combo, end, pass, knockout, spare, ignore):
    // buttons under their group's title.
    for (const g of groupActions(this.msg, legal.filter((a) => !subjectOf(a)))) {
      box.push(
        h(
          "div.kd-bare",
          { class: g.id === "ignore" ? "kd-ignore" : "", dataset: { group: g.id } },
          h("span.verb", g.title),
          g.actions.map((a) => this.actButton(`button.kd-act#${bareId(a)}${a.kind === "knockout" || a.kind === "combo" ? ".primary" : ""}`, a)),
        ),
      );
    }
    if (!this.ctx.readonly && this.msg.can_undo) {
      const undo = h("button#kd-undo.secondary.small", { type: "button", on: { click: () => this.ctx.undo({ anchor: undo }) } }, t("actions.undo"));
      box.push(undo);
    }
    return box;
  }

  /** A button playing the described action ``a``: its label (what happens), the notation as its
   * tooltip and ``data-action``; a refusal shows beside the button. */
  actButton(spec, a) {
    const el = h(
      spec,
      {
        type: "button",
        title: a.text,
        dataset: { action: a.text, kind: a.kind, group: a.group || a.kind },
        on: {
          click: (e) => {
            e.stopPropagation(); // not the card or row around it
            this.ctx.act(a.text, { anchor: el });
          },
        },
      },
      actionLabel(a),
    );
    return el;
  }

  /** A card, skill, special or cell that plays its only action when clicked (the refusal, if
   * any, beside it); with several, its buttons choose. */
  playable(el, acts) {
    if (acts.length !== 1) return el;
    el.addEventListener("click", () => this.ctx.act(acts[0].text, { anchor: el }));
    el.setAttribute("aria-label", actionLabel(acts[0]));
    el.dataset.action = acts[0].text;
    return el;
  }

  attackBanner(a) {
    const data = a.source === "card" ? this.card(a.id) : this.special(a.id);
    const name = data ? nameOf(data.names, a.id) : a.id;
    const flags = [];
    if (a.reduce) flags.push(t("knockdown.reduced"));
    if (a.cancel) flags.push(t("knockdown.cancelled"));
    if (a.response) flags.push(t("knockdown.response_used"));
    return h(
      "div.kd-attack",
      { dataset: { attack: a.id } },
      h("b", t("knockdown.attack_by", { who: seatName(a.by), name })),
      data ? h("span", " ", this.damageLine(data), " ", this.rangeText(data.range)) : null,
      flags.length ? h("span.muted", " (", flags.join(", "), ")") : null,
    );
  }

  // -- set-up: the skill-card pass-and-keep draft ------------------------------------------------------
  setupBox(v) {
    const me = this.me;
    if (me === null) return null;
    const sk = v.fighters?.[me]?.skills;
    const task = v.pending?.task;
    if (!sk || !(SETUP_TASKS.has(task) || (sk.dealt || []).length)) return null;
    const group = (key, ids) =>
      ids && ids.length ? h("div.kd-skill-group", { dataset: { group: key } }, h("h4", t(`knockdown.draft.${key}`)), h("div.kd-row", ids.map((id) => this.skillCard(id)))) : null;
    return h(
      "section.kd-draft.panel",
      h("h3", t("knockdown.skill_draft")),
      h("p.muted", t("knockdown.skill_draft_help")),
      group("dealt", sk.dealt),
      group("received", sk.received),
      group("kept", sk.kept),
      group("passed", sk.passed),
      sk.removed ? group("removed", [sk.removed]) : null,
    );
  }

  skillCard(id, { facedown = false } = {}) {
    const data = this.skill(id);
    const acts = this.actionsOn("skill", id);
    const el = h(
      "div.kd-skill",
      { dataset: { skill: id }, class: [acts.length ? "playable" : "", facedown ? "facedown-own" : ""].join(" ") },
      h("div.kd-card-head", h("span.kd-name", data ? nameOf(data.names, id) : id), h("span.kd-init", { title: t("knockdown.initiative") }, `⚑${data?.initiative ?? "?"}`)),
      data ? h("div.kd-text", nameOf(data.text, "")) : null,
      facedown ? h("div.kd-tag", t("knockdown.facedown_own")) : null,
      this.actionButtons(acts),
    );
    return this.playable(el, acts);
  }

  // -- cards -------------------------------------------------------------------------------------------
  damageLine(a) {
    const out = [];
    for (let i = 0; i < (a.heavy || 0); i++) out.push(h("span.cube.heavy", { title: t("knockdown.heavy") }));
    for (let i = 0; i < (a.light || 0); i++) out.push(h("span.cube.light", { title: t("knockdown.light") }));
    return h("span.kd-dmg", out.length ? out : h("span.muted", "—"));
  }

  rangeText(r) {
    const txt = r === "unlimited" ? t("knockdown.range_unlimited") : r === "line" ? t("knockdown.range_line") : r;
    return h("span.kd-range", { title: t("knockdown.range") }, "⇔ ", txt);
  }

  effectsText(a) {
    const eff = (a.effects || []).map((e) => {
      const key = `knockdown.eff.${e.kind}`;
      const txt = t(key, { n: e.n });
      return txt === key ? `${e.kind} ${e.n}` : txt;
    });
    return h(
      "div.kd-eff",
      eff.length ? eff.join(", ") : null,
      a.knockout ? h("span.kd-ko", { title: t("knockdown.knockout_effect") }, t("knockdown.ko")) : null,
    );
  }

  symbolChip(sym) {
    // Short letters from i18n (拳 腿 法 挡 … in Chinese): no emoji font is needed to read them.
    return h(`span.sym.${sym}`, { title: tOr(`knockdown.sym.${sym}`, sym), dataset: { sym } }, tOr(`knockdown.symshort.${sym}`, sym[0]));
  }

  costChips(cost, tokens) {
    const chips = (cost || []).map((c) => this.symbolChip(c));
    for (const [tok, n] of Object.entries(tokens || {})) chips.push(h("span.sym.token", { title: tOr(`knockdown.token.${tok}`, tok) }, `${TOKEN_ICON[tok] || tok}×${n}`));
    return h("span.kd-cost", chips.length ? chips : "—");
  }

  actionButtons(acts) {
    if (!acts.length) return null;
    return h("div.kd-card-acts", acts.map((a) => this.actButton("button.small.kd-act", a)));
  }

  /** The titles of the groups ``acts`` belong to (what choosing here does: Attack, Block...). */
  groupsLine(acts) {
    if (!acts.length) return null;
    return h("div.kd-groups", groupActions(this.msg, acts).map((g) => h("span.verb", { dataset: { group: g.id } }, g.title)));
  }

  attackCard(id, { where = "" } = {}) {
    const data = this.card(id);
    const acts = this.actionsOn("card", id);
    const el = h(
      "div.kd-card",
      { dataset: { card: id }, class: [data ? `type-${data.type}` : "", acts.length ? "playable" : ""].join(" ") },
      h("div.kd-card-head", h("span.kd-name", data ? nameOf(data.names, id) : id), h("span.kd-id", id)),
      data
        ? [
            h("div.kd-type", tOr(`knockdown.type.${data.type}`, data.type)),
            h("div.kd-line", this.damageLine(data), " ", this.rangeText(data.range)),
            this.effectsText(data),
            h("div.kd-syms", data.symbols.map((x) => this.symbolChip(x))),
          ]
        : null,
      where === "display" && this.view.turn_player === this.me ? this.reachTag("cards", id) : null,
      this.actionButtons(acts),
    );
    return this.playable(el, acts);
  }

  cardBack(n, label) {
    if (!n) return null;
    return h("div.kd-backs", { dataset: { count: n }, title: label }, Array.from({ length: n }, () => h("span.kd-back")), h("span.kd-count", `×${n}`));
  }

  displayBox(v) {
    const ids = v.display || [];
    return [
      h("h3", t("knockdown.display")),
      this.groupsLine(ids.flatMap((id) => this.actionsOn("card", id))),
      this.legal().length ? h("p.muted.small", v.pending?.task === "draft" ? t("knockdown.display_draft_help") : t("knockdown.display_help")) : null,
      h("div.kd-row.kd-display-cards", ids.length ? ids.map((id) => this.attackCard(id, { where: "display" })) : h("span.muted", "—")),
    ];
  }

  handBox(v) {
    const me = this.me;
    if (me === null) return [h("h3", t("knockdown.hands")), h("p.muted", t("knockdown.spectator_hands"))];
    const hand = v.hand || [];
    return [
      h("h3", t("knockdown.your_hand", { n: hand.length })),
      this.groupsLine(hand.flatMap((id) => this.actionsOn("card", id))),
      h("div.kd-row.kd-hand-cards", hand.length ? hand.map((id) => this.attackCard(id)) : h("span.muted", t("knockdown.empty_hand"))),
    ];
  }

  eventsBox(msg) {
    const evs = (msg.events || []).filter((e) => e.text);
    if (!evs.length) return null;
    return h("div.panel", h("h3", t("knockdown.last_events")), h("ul.kd-event-list", evs.map((e) => h("li", { dataset: { kind: e.kind } }, e.text))));
  }

  // -- fighter board -----------------------------------------------------------------------------------
  fighterBoard(f) {
    const v = this.view;
    const isMe = this.me === f.seat;
    // combo_used lasts until the next combo starts: marked only while a combo is being built.
    const inCombo = ["combo", "pay_special", "dash_step"].includes(v.pending?.task) && v.turn_player === f.seat;
    const used = new Set(inCombo ? v.combo_used || [] : []);
    const cubes = [];
    for (let i = 0; i < f.heavy; i++) cubes.push(h("span.cube.heavy"));
    for (let i = 0; i < f.light; i++) cubes.push(h("span.cube.light"));
    const tokens = Object.entries(f.tokens || {}).filter(([, n]) => n > 0);
    if (f.poison) tokens.push(["poison", f.poison]);
    const sk = f.skills || {};
    const skills = [...(sk.faceup || []).map((id) => this.skillCard(id))];
    if (isMe && sk.facedown && !SETUP_TASKS.has(v.pending?.task)) skills.push(this.skillCard(sk.facedown, { facedown: true }));
    const hiddenSkills = isMe ? 0 : sk.hidden || 0;
    return h(
      `section.kd-fighter.panel.seat${f.seat}`,
      { dataset: { seat: f.seat, side: f.side }, class: v.turn_player === f.seat && v.round ? "active" : "" },
      h(
        "header.kd-fighter-head",
        h(`span.kd-dot.seat${f.seat}`),
        h("b", nameOf(f.name, f.side)),
        " · ",
        nameOf(f.side_name, ""),
        h("span.muted", " · ", nameOf(f.class, "")),
        h("span.kd-who", " — ", seatName(f.seat), isMe ? ` (${t("knockdown.you")})` : ""),
      ),
      h(
        "div.kd-fighter-stats",
        h(
          "div.kd-wounds",
          { dataset: { heavy: f.heavy, light: f.light } },
          h("span.label", t("knockdown.wounds")),
          cubes,
          h("span.muted.small", " ", t("knockdown.wounds_count", { h: f.heavy, l: f.light })),
        ),
        h(
          "div.kd-tokens",
          h("span.label", t("knockdown.tokens")),
          tokens.length
            ? tokens.map(([k, n]) => h(`span.kd-token.${k}`, { dataset: { token: k, n }, title: tOr(`knockdown.token.${k}`, k) }, `${TOKEN_ICON[k] || k} ${tOr(`knockdown.token.${k}`, k)} ×${n}`))
            : h("span.muted", "—"),
        ),
        isMe ? null : h("div.kd-opp-hand", { dataset: { handSize: f.hand_size } }, h("span.label", t("knockdown.opp_hand", { n: f.hand_size })), this.cardBack(f.hand_size, t("knockdown.opp_hand", { n: f.hand_size }))),
      ),
      h(
        "div.kd-skills",
        h("span.label", t("knockdown.skills")),
        skills.length || hiddenSkills ? null : h("span.muted", "—"),
        h("div.kd-row", skills, hiddenSkills ? h("div.kd-skill.back", { title: t("knockdown.facedown") }, h("span", t("knockdown.facedown")), h("span.kd-count", `×${hiddenSkills}`)) : null),
      ),
      h(
        "table.kd-specials",
        h("thead", h("tr", ["special", "cost", "damage", "range", "effects"].map((k) => h("th", t(`knockdown.col.${k}`))))),
        h("tbody", (f.specials || []).map((id) => this.specialRow(id, used.has(id)))),
      ),
      h("p.kd-ko-text.small", h("b", t("knockdown.knockout_effect"), ": "), nameOf(f.knockout_text, "")),
    );
  }

  specialRow(id, used) {
    const sp = this.special(id);
    const acts = this.actionsOn("special", id);
    const row = h(
      "tr.kd-special",
      { dataset: { special: id }, class: [acts.length ? "playable" : "", used ? "used" : "", sp ? `type-${sp.type}` : ""].join(" ") },
      h("td", h("b", sp ? nameOf(sp.names, id) : id), sp ? h("div.small.muted", tOr(`knockdown.type.${sp.type}`, sp.type)) : null, used ? h("div.kd-tag", t("knockdown.used")) : null),
      h("td", sp ? this.costChips(sp.cost, sp.tokens) : ""),
      h("td", sp ? this.damageLine(sp) : ""),
      h("td", sp ? this.rangeText(sp.range) : "", this.reachTag("specials", id)),
      h("td", sp ? this.effectsText(sp) : ""),
    );
    // What playing it does, on a row of its own under it (the label is a sentence).
    const said = acts.length ? h("tr.kd-special-acts", { dataset: { special: id } }, h("td", { colspan: 5 }, this.actionButtons(acts))) : null;
    return [this.playable(row, acts), said];
  }

  // -- arena ------------------------------------------------------------------------------------------
  arenaSvg(v) {
    const a = v.arena || { columns: 7, rows: 2 };
    const W = a.columns * CELL + PAD * 2;
    const H = a.rows * CELL + PAD * 2 + STRIP;
    const svg = s("svg.kd-svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": t("knockdown.arena") });
    const candleCols = (a.candles || []).map((c) => COLS.indexOf(c));
    const burning = (col) => candleCols.length === 2 && (col <= candleCols[0] || col >= candleCols[1]);
    const cellActs = (name) => this.actionsOn("cell", name);
    const xy = (name) => [COLS.indexOf(name[0]), a.rows - Number(name.slice(1))];
    for (let r = 0; r < a.rows; r++) {
      for (let c = 0; c < a.columns; c++) {
        const name = `${COLS[c]}${a.rows - r}`;
        const acts = cellActs(name);
        const g = s("g.kd-cell", { dataset: { cell: name }, class: [acts.length ? "target" : "", burning(c) ? "burn" : "", c === a.centre ? "centre" : ""].join(" ") });
        g.append(s("rect.tile", { x: PAD + c * CELL, y: PAD + r * CELL, width: CELL, height: CELL, class: (r + c) % 2 ? "dark" : "light" }));
        g.append(s("text.cname", { x: PAD + c * CELL + 4, y: PAD + r * CELL + 12 }, name));
        if (acts.length) {
          g.append(s("circle.dot", { cx: PAD + c * CELL + CELL / 2, cy: PAD + r * CELL + CELL / 2, r: 8 }));
          g.append(s("title", acts.map((x) => actionLabel(x)).join(" / ")));
          g.dataset.action = acts[0].text;
          g.addEventListener("click", () => this.ctx.act(acts[0].text, { anchor: g }));
        }
        svg.append(g);
      }
    }
    // coordinates
    for (let c = 0; c < a.columns; c++) svg.append(s("text.coord", { x: PAD + c * CELL + CELL / 2, y: PAD - 5, "text-anchor": "middle" }, COLS[c]));
    for (let r = 0; r < a.rows; r++) svg.append(s("text.coord", { x: PAD / 2, y: PAD + r * CELL + CELL / 2 + 4, "text-anchor": "middle" }, String(a.rows - r)));
    // start cells
    (a.starts || []).forEach((name, i) => {
      const [c, r] = xy(name);
      svg.append(s(`rect.start.seat${i}`, { x: PAD + c * CELL + 3, y: PAD + r * CELL + 3, width: CELL - 6, height: CELL - 6, rx: 6 }));
    });
    // candle tokens under their columns
    const stripY = PAD + a.rows * CELL + 4;
    if (candleCols.length) {
      for (const c of candleCols) {
        const cx = PAD + c * CELL + CELL / 2;
        svg.append(
          s(
            "g.kd-candle",
            { dataset: { col: COLS[c] } },
            s("title", t("knockdown.candle")),
            s("rect.wax", { x: cx - 5, y: stripY + 8, width: 10, height: 16, rx: 2 }),
            s("ellipse.flame", { cx, cy: stripY + 4, rx: 4, ry: 6 }),
          ),
        );
      }
    } else {
      svg.append(s("text.coord", { x: PAD, y: stripY + 18 }, t("knockdown.candles_out", { n: v.deck_candles ?? 0 })));
    }
    // fighters
    for (const f of v.fighters || []) {
      if (!f.cell) continue;
      const [c, r] = xy(f.cell);
      const cx = PAD + c * CELL + CELL / 2;
      const cy = PAD + r * CELL + CELL / 2;
      const label = pieceLabel(nameOf(f.name, f.side) || "?");
      const acts = cellActs(f.cell);
      const g = s(`g.kd-fighter-piece.seat${f.seat}`, { dataset: { fighter: f.seat, cell: f.cell }, class: [this.me === f.seat ? "mine" : "", v.turn_player === f.seat ? "active" : ""].join(" ") });
      g.append(s("title", `${nameOf(f.name, f.side)} — ${seatName(f.seat)} (${t("knockdown.wounds_count", { h: f.heavy, l: f.light })})`));
      g.append(s("circle.body", { cx, cy, r: CELL * 0.36 }));
      g.append(s("text.plabel", { x: cx, y: cy + 5, "text-anchor": "middle" }, label));
      // wound pips under the piece
      const total = f.heavy + f.light;
      const shown = Math.min(total, 10);
      for (let i = 0; i < shown; i++) {
        g.append(s("rect.pip", { x: cx - (shown * 6) / 2 + i * 6, y: cy + CELL * 0.36 + 1, width: 5, height: 5, class: i < f.heavy ? "heavy" : "light" }));
      }
      if (acts.length) g.addEventListener("click", () => this.ctx.act(acts[0].text, { anchor: g }));
      svg.append(g);
    }
    return svg;
  }
}

/** A fighter's two letters on its piece: an elided article is skipped ("L'Homme dans la
 * brume" → "Ho", "Chevalier déchu" → "Ch", "霧中人" → "霧中"). */
export function pieceLabel(name) {
  return [...name.replace(/^\p{L}['’]\s*/u, "")].slice(0, 2).join("");
}

/** The id of a bare action's button: ``kd-act-<kind>``; an "ignore" names its wounds. */
function bareId(a) {
  if (a.kind === "ignore") return `kd-act-ignore-${a.args?.heavy?.value ?? 0}h${a.args?.light?.value ?? 0}l`;
  return `kd-act-${a.kind}`;
}
