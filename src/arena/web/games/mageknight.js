// Mage Knight renderer: the hex map in SVG (terrain, sites, rampaging enemies, face-down
// defenders, Shields, heroes), click-to-act on spaces (move, explore, challenge) and on the
// hand's cards (every legal way to play, rest with, discard or pick the card), the offers
// (recruit, buy, learn), the Source, the heroes' boards (Fame, Reputation, crystals, tokens,
// Units), the combat panel, the final score table, and every other choice under its group's
// title; every legal action stays available below as a fallback.
// Actions are read as the server describes them (kind, typed args, group, label), never from
// their notation: a space plays the actions whose ``hex`` argument is it, a hand card those whose
// ``card`` is it, an offer entry those whose ``unit`` or ``card`` is it.
// Terrain and names come from the server's hints (GET .../hints?kind=map|catalog).
import { h, s, clear, t, tOr, nameOf } from "../util.js";
import { actionLabel, actionsPanel, endPanel, groupActions, logPanel } from "./generic.js";
const SIZE = 22;
const SQ3 = Math.sqrt(3);
const TERRAIN = { plains: "#cfe3a1", hills: "#c7a36a", forest: "#4f8a45", wasteland: "#9d917c", desert: "#e6cf86",
  swamp: "#6f9477", lake: "#6aa6da", mountain: "#8d8d8d" };
const SITE = { portal: "◎", glade: "✿", village: "⌂", monastery: "✚", keep: "♜", mage_tower: "♖", mine: "◆",
  dungeon: "▼", tomb: "†", monster_den: "◍", spawning_grounds: "✺", ancient_ruins: "Ω", city: "♛" };
const TOKEN = { green: "#3c9a3c", grey: "#8c8c8c", brown: "#8b5a2b", violet: "#8a4fbf", red: "#c0392b", white: "#eeeeee" };
const MANA = { red: "#d9412b", blue: "#2f6fd1", green: "#3a9a3a", white: "#f2f2f2", gold: "#e0b020", black: "#222" };
/** The kinds a space on the map plays (their ``hex`` argument). */
const HEX_KINDS = new Set(["move", "explore", "challenge"]);
/** The groups of actions on an offer's Unit or card (recruit, buy, learn, take, a reward). */
const OFFER_GROUPS = new Set(["interaction", "reward", "level-up"]);
/** Chance outcomes: the server's, never a player's button. */
const CHANCE = "chance";
/** The turn bar's controls: the kinds each plays, its shortcut key and its short title. */
const BAR = [
  { id: "end_turn", kinds: ["end-turn"], key: "e" },
  { id: "undo", kinds: [], key: "u" },
  { id: "next", kinds: ["next-phase", "next"], key: "n" },
  { id: "rest", kinds: ["rest"], key: "r" },
  { id: "announce", kinds: ["announce-end"], key: "a" },
  { id: "draw_up", kinds: ["draw-up"], key: "d" },
];
const BAR_KINDS = new Set(BAR.flatMap((b) => b.kinds));
/** The choices drawn as panels of cards: a hero, a Tactic. */
const PICK_KINDS = new Set(["choose-hero", "hero", "choose-tactic", "tactic"]);
const TITLE_MARK = "▶ ";

function ensureCss() {
  if (!document.querySelector('link[data-css="mageknight"]')) {
    document.head.append(h("link", { rel: "stylesheet", href: "games/mageknight.css", dataset: { css: "mageknight" } }));
  }
}

export function mount(root, ctx) {
  ensureCss();
  const r = new MageKnightRenderer(root, ctx);
  const onKey = (e) => r.onKey(e);
  document.addEventListener("keydown", onKey);
  return {
    update: (msg) => r.update(msg),
    destroy: () => {
      document.removeEventListener("keydown", onKey);
      r.setTitle(false);
    },
  };
}

const pixel = (q, r) => [SIZE * SQ3 * (q + r / 2), SIZE * 1.5 * r];
const key = (at) => `${at[0]},${at[1]}`;
/** The space an action names (its ``hex`` argument), as "q,r". */
const hexOf = (a) => (a.args?.hex ? `${a.args.hex.q},${a.args.hex.r}` : null);

class MageKnightRenderer {
  constructor(root, ctx) {
    this.ctx = ctx;
    this.msg = null;
    this.catalog = null;
    this.spaces = [];
    this.mapKey = "";
    this.selected = null;
    this.end = h("div.end-slot");
    this.status = h("div.mk-status.panel", { "aria-live": "polite" });
    this.controls = h("div.mk-controls");
    this.bar = h("div.mk-turnbar.panel", { role: "toolbar", "aria-label": t("mk.bar.label") });
    this.toast = h("div.mk-toast", { role: "status", "aria-live": "assertive", hidden: true, dataset: { shown: "0" } });
    this.myTurn = false;
    this.map = h("div.mk-map.panel");
    this.side = h("div.mk-side");
    this.hand = h("div.mk-hand.panel");
    this.all = h("details.mk-all-actions.panel");
    this.log = h("div.mk-log.panel");
    clear(root, h("div.mk", this.bar, this.toast, this.end, this.status, this.controls, h("div.mk-main", this.map, this.side), this.hand, this.all, this.log));
    this.load("catalog").then((c) => (this.catalog = c) && this.render());
  }

  async load(kind) {
    try {
      return await this.ctx.hints({ kind });
    } catch {
      return null; // drawn by id without it
    }
  }

  get view() {
    return this.msg?.view || {};
  }

  /** The described legal actions this page may play ({text, kind, group, args, label}). */
  legal() {
    return this.ctx.readonly ? [] : (this.msg?.legal || []).filter((a) => a.group !== CHANCE);
  }

  name(kind, id) {
    const entry = this.catalog?.[kind]?.[id];
    return entry ? nameOf(entry.names, id) : id;
  }

  update(msg) {
    const k = `${msg.seat}:${msg.version}:${msg.terminal}`;
    if (k === this.key) return;
    this.key = k;
    this.msg = msg;
    this.selected = null;
    this.notify(msg);
    const tiles = (msg.view?.tiles || []).map((x) => `${key(x.at)}=${x.tile}`).join(";");
    if (tiles !== this.mapKey) {
      this.mapKey = tiles;
      this.load("map").then((m) => {
        if (m && this.mapKey === tiles) {
          this.spaces = m.spaces;
          this.render();
        }
      });
    }
    this.render();
  }

  /** Where each legal action is played: on a space (by ``hex``), on a hand card (by ``card``),
   * on an offer's entry (by ``unit`` or ``card``), else among the choices under the status. */
  placed() {
    const v = this.view;
    const me = (v.heroes || []).find((x) => x.seat === this.msg.seat);
    const hand = new Set(me?.hand || []);
    const offered = new Set(Object.values(v.offers || {}).flat());
    const onHex = new Map();
    const onCard = new Map();
    const onOffer = new Map();
    const rest = [];
    const put = (map, k, a) => map.set(k, [...(map.get(k) || []), a]);
    for (const a of this.legal()) {
      const hex = hexOf(a);
      const card = a.args?.card?.id;
      const offerId = a.args?.unit?.id ?? card;
      if (hex && HEX_KINDS.has(a.kind)) put(onHex, hex, a);
      else if (OFFER_GROUPS.has(a.group) && offerId && offered.has(offerId)) put(onOffer, offerId, a);
      else if (card && hand.has(card) && !OFFER_GROUPS.has(a.group)) put(onCard, card, a);
      else if (!BAR_KINDS.has(a.kind)) rest.push(a);
    }
    return { onHex, onCard, onOffer, rest };
  }

  render() {
    if (!this.msg) return;
    const v = this.view;
    this.where = this.placed();
    clear(this.end, endPanel(this.msg, this.ctx));
    clear(this.bar, this.turnBar());
    clear(this.status, this.statusLine(v));
    clear(this.controls, this.controlsPanel());
    clear(this.map, this.mapSvg(v));
    clear(this.side, this.sourcePanel(v), this.heroesPanel(v), this.combatPanel(v), this.offersPanel(v), this.scorePanel(v));
    clear(this.hand, this.handPanel(v));
    clear(this.all, h("summary", t("mk.all_actions")), actionsPanel(this.msg, this.ctx));
    clear(this.log, logPanel(this.msg, { ctx: this.ctx }));
  }

  statusLine(v) {
    const period = v.night ? t("mk.night") : t("mk.day");
    const parts = [t("mk.round", { n: v.round ?? 0, of: v.rounds ?? 0 }) + ` (${period})`];
    if (this.msg.status_text && !this.msg.terminal) parts.push(this.msg.status_text);
    else if (v.pending && v.pending.player !== null && !this.msg.terminal) {
      parts.push(t("generic.to_move", { who: this.ctx.seatLabel?.(this.msg, v.pending.player) ?? t("seat.n", { n: v.pending.player + 1 }) }));
    }
    if (v.city_revealed) parts.push(t("mk.city_revealed"));
    return h("p", parts.join(" · "));
  }

  /** The choices played on no space, card or offer (an effect's options, payments, Units...), as
   * buttons under their group's title; a hero or a Tactic to choose as a panel of cards. The
   * turn's main controls are on the turn bar. */
  controlsPanel() {
    const picks = this.where.rest.filter((a) => PICK_KINDS.has(a.kind));
    const groups = groupActions(this.msg, this.where.rest.filter((a) => !PICK_KINDS.has(a.kind)));
    return [
      picks.length ? this.pickPanel(picks) : null,
      groups.length
        ? h("div.mk-choices.panel", groups.map((g) => h("div.mk-group", { dataset: { group: g.id } }, h("span.verb", g.title), g.actions.map((a) => this.actButton("button.action", a)))))
        : null,
    ];
  }

  /** Heroes or Tactics to choose among, each a card: its name, a Tactic's turn order, the
   * server's label (a hero's own card, a Tactic's effect); clicking it chooses it. */
  pickPanel(picks) {
    const tactic = picks.some((a) => a.args?.tactic);
    const cards = picks.map((a) => {
      const ref = a.args?.tactic || a.args?.hero || {};
      const name = this.name(tactic ? "tactics" : "heroes", ref.id) || ref.name;
      const label = actionLabel(a);
      // "Take the Tactic Early Bird (turn order 1): no other effect": the effect after the first "):".
      const m = tactic ? label.match(/\)\s*[:：]\s*(.+)$/s) : null;
      const order = a.args?.amount?.value;
      const el = h("button.mk-pick-card", { type: "button", title: label, dataset: { action: a.text, kind: a.kind, pick: ref.id },
        on: { click: () => this.ctx.act(a.text, { anchor: el }) } },
        h("span.mk-pick-head", tactic && order !== undefined ? h("span.mk-pick-order", String(order)) : null, h("strong.mk-pick-name", name)),
        tactic && order !== undefined ? h("span.mk-pick-sub.muted", t("mk.turn_order", { n: order })) : null,
        h("span.mk-pick-text", m ? m[1] : label));
      return el;
    });
    return h("div.mk-pick.panel", { dataset: { pick: tactic ? "tactic" : "hero" } },
      h("h3", t(tactic ? "mk.pick_tactic" : "mk.pick_hero")), h("div.mk-pick-cards", cards));
  }

  /** The legal actions of one turn-bar control. */
  barActions(b) {
    return this.legal().filter((a) => b.kinds.includes(a.kind));
  }

  /** The turn's main controls, each always drawn and disabled when not legal, with its shortcut. */
  turnBar() {
    return BAR.map((b) => {
      const acts = this.barActions(b);
      const ok = b.id === "undo" ? !this.ctx.readonly && !!this.msg.can_undo : acts.length > 0;
      const label = b.id === "undo" ? t("actions.undo") : acts.length === 1 ? actionLabel(acts[0]) : t(`mk.bar.${b.id}`);
      const el = h("button.mk-bar-btn", {
        type: "button", disabled: !ok, id: b.id === "undo" ? "mk-undo" : `mk-bar-${b.id}`,
        title: `${label} — ${t("mk.bar.shortcut", { key: b.key.toUpperCase() })}`,
        dataset: { bar: b.id, key: b.key, action: acts.length === 1 ? acts[0].text : "" },
        on: { click: () => this.barPlay(b, el) } },
        h("span", t(`mk.bar.${b.id}`)), h("kbd", b.key.toUpperCase()));
      return el;
    });
  }

  /** Plays a turn-bar control: undo, its one action, or the choice among several (which card to rest with). */
  barPlay(b, anchor) {
    if (b.id === "undo") {
      if (!this.ctx.readonly && this.msg?.can_undo) this.ctx.undo({ anchor });
      return;
    }
    const acts = this.barActions(b);
    if (acts.length) this.choose(acts, anchor, b.id === "rest" ? t("mk.rest_choose") : t(`mk.bar.${b.id}`));
  }

  /** The shortcuts (E, U, N, R, A, D), never while typing or with a modifier. */
  onKey(e) {
    if (!this.msg || e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
    const el = e.target;
    if (el && (el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName))) return;
    const b = BAR.find((x) => x.key === (e.key || "").toLowerCase());
    if (!b) return;
    const btn = this.bar.querySelector(`[data-bar="${b.id}"]`);
    if (!btn || btn.disabled) return;
    e.preventDefault();
    this.barPlay(b, btn);
  }

  /** A banner and the page title when it becomes this seat's turn (once per turn, not per push). */
  notify(msg) {
    const mine = !this.ctx.readonly && !msg.terminal && (msg.to_move || []).includes(msg.seat) && this.legal().length > 0;
    if (mine && !this.myTurn) {
      this.toast.textContent = t("mk.your_turn");
      this.toast.hidden = false;
      this.toast.dataset.shown = String(Number(this.toast.dataset.shown) + 1);
      clearTimeout(this.toastTimer);
      this.toastTimer = setTimeout(() => (this.toast.hidden = true), 5000);
    }
    if (!mine) this.toast.hidden = true;
    this.myTurn = mine;
    this.setTitle(mine);
  }

  setTitle(mine) {
    const base = document.title.startsWith(TITLE_MARK) ? document.title.slice(document.title.indexOf(" — ") + 3) : document.title;
    document.title = mine ? `${TITLE_MARK}${t("mk.your_turn")} — ${base}` : base;
  }

  // -- the map --------------------------------------------------------------------------------
  mapSvg(v) {
    const onHex = this.where.onHex;
    const items = [];
    const pts = this.spaces.map((sp) => pixel(...sp.at));
    for (const acts of onHex.values()) pts.push(pixel(acts[0].args.hex.q, acts[0].args.hex.r));
    if (!pts.length) return h("p.muted", t("mk.no_map"));
    const xs = pts.map((p) => p[0]);
    const ys = pts.map((p) => p[1]);
    const pad = SIZE * 1.2;
    const box = [Math.min(...xs) - pad, Math.min(...ys) - pad, Math.max(...xs) - Math.min(...xs) + 2 * pad, Math.max(...ys) - Math.min(...ys) + 2 * pad];
    const at = new Map();
    const mark = (list, fn) => list.forEach((x) => at.set(key(x.at), [...(at.get(key(x.at)) || []), fn(x)]));
    mark(v.enemies || [], (e) => ["enemy", e.enemy]);
    mark(v.site_enemies || [], (e) => ["site", e.enemies]);
    mark(v.face_down || [], (e) => ["down", e.colour]);
    mark(v.shields || [], (e) => ["shield", e.seats]);
    mark((v.heroes || []).filter((x) => x.position).map((x) => ({ at: x.position, seat: x.seat })), (x) => ["hero", x.seat]);
    const hexPath = (cx, cy, r) => Array.from({ length: 6 }, (_, i) => {
      const ang = (Math.PI / 180) * (60 * i - 30);
      return `${(cx + r * Math.cos(ang)).toFixed(1)},${(cy + r * Math.sin(ang)).toFixed(1)}`;
    }).join(" ");
    const drawn = new Set();
    for (const sp of this.spaces) {
      const k = key(sp.at);
      drawn.add(k);
      const [x, y] = pixel(...sp.at);
      const acts = onHex.get(k) || [];
      const g = s("g.mk-hex", { dataset: { hex: k, terrain: sp.terrain }, class: acts.length ? "actionable" : "" });
      g.append(s("polygon", { points: hexPath(x, y, SIZE - 1), fill: TERRAIN[sp.terrain] || "#ccc" }));
      if (sp.site) g.append(s("text.mk-site", { x, y: y - 6, "text-anchor": "middle" }, SITE[sp.site] || "?"));
      for (const [kind, what] of at.get(k) || []) g.append(this.marker(kind, what, x, y));
      const title = [t(`mk.terrain.${sp.terrain}`), sp.site ? this.name("sites", sp.site) : null, ...acts.map(actionLabel)].filter(Boolean).join(" · ");
      g.append(s("title", title));
      if (acts.length) {
        g.dataset.action = acts[0].text;
        g.addEventListener("click", () => this.choose(acts, g));
      }
      items.push(g);
    }
    for (const [k, acts] of onHex) {
      if (drawn.has(k)) continue; // exploring: the tile position's centre, not yet on the map
      const [x, y] = pixel(acts[0].args.hex.q, acts[0].args.hex.r);
      const g = s("g.mk-hex.mk-explore.actionable", { dataset: { hex: k, action: acts[0].text } }, s("polygon", { points: hexPath(x, y, SIZE * 1.6), fill: "none" }),
        s("text", { x, y: y + 5, "text-anchor": "middle" }, "?"), s("title", acts.map(actionLabel).join(" · ")));
      g.addEventListener("click", () => this.choose(acts, g));
      items.push(g);
    }
    return s("svg.mk-board", { viewBox: box.map((n) => n.toFixed(1)).join(" "), role: "img", "aria-label": t("mk.map") }, items);
  }

  marker(kind, what, x, y) {
    if (kind === "hero") return s("g.mk-hero", s("circle", { cx: x - 8, cy: y + 8, r: 7 }), s("text", { x: x - 8, y: y + 12, "text-anchor": "middle" }, String(what + 1)));
    if (kind === "shield") return s("text.mk-shield", { x: x + 10, y: y - 6, "text-anchor": "middle" }, what.map((n) => n + 1).join(""));
    if (kind === "down") return s("circle.mk-token", { cx: x + 8, cy: y + 8, r: 7, fill: TOKEN[what] || "#777" });
    const ids = kind === "site" ? what : [what];
    return s("g", ids.map((id, i) => {
      const colour = this.catalog?.enemies?.[id]?.colour;
      return s("g.mk-enemy", s("circle", { cx: x + 8 - i * 4, cy: y + 8, r: 7, fill: TOKEN[colour] || "#b33" }),
        s("title", this.name("enemies", id)));
    }));
  }

  /** A button playing the described action ``a``: its label (what happens), the notation as its
   * tooltip and ``data-action``; a refusal shows beside it. */
  actButton(spec, a) {
    const el = h(
      spec,
      { type: "button", title: a.text, dataset: { action: a.text, kind: a.kind, group: a.group || a.kind }, on: { click: () => this.ctx.act(a.text, { anchor: el }) } },
      actionLabel(a),
    );
    return el;
  }

  /** A space or card with one action plays it; with several, their buttons choose under the hand. */
  choose(actions, anchor, title = null) {
    if (actions.length === 1) this.ctx.act(actions[0].text, { anchor });
    else {
      this.selected = { title, actions };
      clear(this.hand, this.handPanel(this.view));
    }
  }

  // -- panels ---------------------------------------------------------------------------------
  sourcePanel(v) {
    const dice = (v.source || []).map((d) =>
      h("span.mk-die", { class: [d.usable ? "" : "depleted", d.taken ? "taken" : "", d.held ? "held" : ""].join(" "), style: `background:${MANA[d.colour]}`, dataset: { die: d.die, colour: d.colour }, title: t("mk.die", { n: d.die + 1, colour: t(`mk.mana.${d.colour}`) }) }, String(d.die + 1)),
    );
    return h("div.mk-source.panel", h("h3", t("mk.source")), h("div.row", dice));
  }

  heroesPanel(v) {
    return h("div.mk-heroes.panel", h("h3", t("mk.heroes")), (v.heroes || []).map((x) => this.heroBoard(x, v)));
  }

  heroBoard(x, v) {
    const crystals = Object.entries(x.crystals || {}).filter(([, n]) => n).map(([c, n]) => h("span.mk-crystal", { style: `background:${MANA[c]}`, title: t(`mk.mana.${c}`) }, String(n)));
    const tokens = (x.tokens || []).map((c) => h("span.mk-token-mana", { style: `background:${MANA[c]}`, title: t(`mk.mana.${c}`) }));
    const units = (x.units || []).map((u, i) => h("li", { class: u.ready ? "" : "spent", dataset: { slot: i, unit: u.unit } }, this.name("units", u.unit),
      u.wounds ? ` · ${t("mk.wounded")}` : "", u.banner ? ` · ${this.name("cards", u.banner)}` : "", u.bonded ? ` · ${t("mk.bonded")}` : ""));
    return h("div.mk-hero", { dataset: { seat: x.seat }, class: v.turn?.player === x.seat ? "active" : "" },
      h("strong", `${this.ctx.seatLabel?.(this.msg, x.seat) ?? t("seat.n", { n: x.seat + 1 })} · ${this.name("heroes", x.hero)}`),
      h("div", t("mk.hero_line", { level: x.level, fame: x.fame, rep: x.reputation, deck: x.deck_size, hand: x.hand_size })),
      x.tactic ? h("div.muted", `${t("mk.tactic")}: ${this.name("tactics", x.tactic)}`) : null,
      v.turn?.player === x.seat ? h("div.mk-turn-points", t("mk.points", { move: v.turn.move_points ?? 0, influence: v.turn.influence_points ?? 0 })) : null,
      h("div.row", crystals, tokens),
      x.play_area?.length ? h("div.muted", `${t("mk.played")}: ${x.play_area.map((c) => this.name("cards", c)).join(", ")}`) : null,
      units.length ? h("ul.mk-units", units) : null);
  }

  /** The combat: the phase in words, each enemy (a summoned token standing in named with its
   * summoner, both Armours), its attacks, abilities and resistances in words, and the Attack and
   * Block points played and not yet spent. */
  combatPanel(v) {
    const c = v.combat;
    if (!c) return null;
    const element = (id) => tOr(`mk.element.${id}`, id);
    const rows = c.enemies.map((e, i) => {
      const name = e.summoned
        ? t("mk.summoned_by", { enemy: this.name("enemies", e.summoned), summoner: this.name("enemies", e.token) })
        : this.name("enemies", e.token);
      const abilities = e.abilities.map((a) => tOr(`mk.ability.${a}`, a));
      if (e.fortified && !e.abilities.includes("fortified")) abilities.push(t("mk.fortified"));
      const resist = e.resistances.map((r) => tOr(`mk.resistance.${r}`, `${t("mk.resists")} ${element(r)}`));
      const attacks = e.no_attack ? t("mk.no_attack") : e.attacks.map((a) => t("mk.enemy_attack", { n: a.amount, element: element(a.element) })).join(", ") || "—";
      const state = [e.defeated ? t("mk.defeated") : e.blocked ? t("mk.blocked") : "", e.attack_defeats ? t("mk.attack_defeats") : "", e.block_stops ? t("mk.block_stops") : ""].filter(Boolean);
      return h("tr", { class: e.defeated ? "defeated" : "", dataset: { enemy: e.token, summoned: e.summoned || "" } },
        h("td", String(i + 1)),
        h("td", h("span.mk-enemy-name", name), state.length ? h("div.mk-enemy-state.small", state.join(" · ")) : null),
        h("td.mk-armor", String(e.armor), e.summoner_armor !== null && e.summoner_armor !== undefined ? h("div.muted.small", t("mk.summoner_armor", { n: e.summoner_armor })) : null),
        h("td", attacks),
        h("td", [...abilities, ...resist].join(", ") || "—"));
    });
    const attack = Object.entries(c.attack || {}).filter(([, n]) => n).map(([k, n]) => {
      const [range, el] = k.split(":"); // the view's pool key, range:element
      return t("mk.attack_entry", { n, range: tOr(`mk.range.${range}`, range), element: element(el) });
    });
    const block = Object.entries(c.block || {}).filter(([, n]) => n).map(([el, n]) => t("mk.block_entry", { n, element: element(el) }));
    const phase = tOr(`mk.phase.${c.phase}`, "");
    return h("div.mk-combat.panel", { dataset: { phase: c.phase } },
      h("h3", phase ? t("mk.combat", { phase }) : t("mk.combat_any")),
      h("p.mk-pool", h("span.mk-attack-points", h("b", t("mk.attack_points")), ": ", attack.join(", ") || "—"), " · ",
        h("span.mk-block-points", h("b", t("mk.block_points")), ": ", block.join(", ") || "—")),
      c.wounds ? h("p.small", t("mk.wounds_taken", { n: c.wounds })) : null,
      h("div.table-wrap", h("table.view-table", h("thead", h("tr", ["#", t("mk.enemy"), t("mk.armor"), t("mk.attack"), t("mk.abilities")].map((x) => h("th", x)))), h("tbody", rows))));
  }

  offersPanel(v) {
    const onOffer = this.where.onOffer;
    const list = (deck, kind) => (v.offers?.[deck] || []).map((id) =>
      h("li", { dataset: { offer: id } }, this.name(kind, id), (onOffer.get(id) || []).map((a) => this.actButton("button.action.small", a))));
    return h("div.mk-offers.panel", h("h3", t("mk.offers")),
      [["unit", "units"], ["advanced", "cards"], ["spell", "cards"]].map(([deck, kind]) => h("div", h("strong", t(`mk.offer.${deck}`)), h("ul", list(deck, kind)))));
  }

  scorePanel(v) {
    const rows = v.scores;
    if (!rows) return null;
    const names = Object.keys(rows[0].categories);
    const line = (label, cells) => h("tr", h("th", label), cells.map((c) => h("td", c)));
    return h("div.mk-score.panel", h("h3", t("mk.final_score")), h("table.view-table",
      h("thead", h("tr", h("th", ""), rows.map((r) => h("th", this.ctx.seatLabel?.(this.msg, r.seat) ?? t("seat.n", { n: r.seat + 1 }))))),
      h("tbody", line(t("mk.fame"), rows.map((r) => String(r.fame))),
        names.map((n) => line(t(`mk.category.${n}`), rows.map((r) => `${r.categories[n]}${r.titles[n] ? ` (${r.titles[n] > 0 ? "+" : ""}${r.titles[n]})` : ""}`))),
        Object.keys(rows[0].extras).map((n) => line(t(`mk.extra.${n}`), rows.map((r) => String(r.extras[n])))),
        line(t("mk.total"), rows.map((r) => String(r.total))))));
  }

  handPanel(v) {
    const me = (v.heroes || []).find((x) => x.seat === this.msg.seat);
    const onCard = this.where.onCard;
    const cards = (me?.hand || []).map((id) => {
      const acts = onCard.get(id) || [];
      const colour = this.catalog?.cards?.[id]?.colour;
      return h("button.mk-card", { class: [acts.length ? "playable" : "", colour || "wound"].join(" "), dataset: { card: id }, disabled: !acts.length,
        on: { click: (e) => this.choose(acts, e.currentTarget, this.name("cards", id)) } }, this.name("cards", id));
    });
    const choice = this.selected
      ? h("div.mk-choice", h("span.muted", this.selected.title ? `${this.selected.title} — ${t("mk.choose")}` : t("mk.choose")), this.selected.actions.map((a) => this.actButton("button.action", a)))
      : null;
    return h("div", h("h3", me?.hand ? t("mk.hand") : t("mk.spectator")), h("div.row.mk-cards", cards), choice);
  }
}
