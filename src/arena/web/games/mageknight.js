// Mage Knight renderer: the hex map in SVG (terrain, sites, rampaging enemies, face-down
// defenders, Shields, heroes), click-to-act on spaces (move, explore, challenge), the hand as
// cards (a click opens the card's menu: every legal way to play, rest with, discard or pick it,
// the mana source chosen among chips; a second click plays), Units and Skills as cards, the offers
// (recruit, buy, learn), the Source, the heroes' boards (Fame, Reputation, crystals, tokens,
// Units), the combat panel, the final score table, and every other choice under its group's
// title; every legal action stays available below as a fallback.
// Actions are read as the server describes them (kind, typed args, group, label), never from
// their notation: a space plays the actions whose ``hex`` argument is it, a hand card those whose
// ``card`` is it, an offer entry those whose ``unit`` or ``card`` is it.
// Terrain and names come from the server's hints (GET .../hints?kind=map|catalog).
import { h, clear, t, nameOf } from "../util.js";
import { actionLabel, actionsPanel, endPanel, groupActions, logPanel } from "./generic.js";
import { hexOf, key } from "./mk/common.js";
import { confirmRisk, mapPanel } from "./mk/map.js";
import { ASSIGN_KIND, combatPanel } from "./mk/combat.js";
import { handPanel, levelUpPanel, offersPanel, pickPanel } from "./mk/cards.js";
import { heroesPanel, scorePanel, sourcePanel } from "./mk/boards.js";
import { dummyPanel } from "./mk/cardunits.js";
import { interactionPanel } from "./mk/interaction.js";
import { mountCoach } from "./mk/tutorial.js";
/** The kinds a space on the map plays (their ``hex`` argument). */
const HEX_KINDS = new Set(["move", "explore", "challenge"]);
/** The groups of actions on an offer's Unit or card (recruit, buy, learn, take, a reward). */
const OFFER_GROUPS = new Set(["interaction", "reward", "level-up"]);
/** The interaction's own actions, on the site's panel (start interacting, buy Healing, plunder). */
const SITE_KINDS = new Set(["interact", "buy-healing", "plunder"]);
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

/** The stylesheets: the table's and each part's (cards, map, combat, tutorial). */
const STYLES = ["mageknight", "mk/cards", "mk/map", "mk/combat", "mk/tutorial"];

function ensureCss() {
  for (const name of STYLES) {
    if (!document.querySelector(`link[data-css="${name}"]`)) {
      document.head.append(h("link", { rel: "stylesheet", href: `games/${name}.css`, dataset: { css: name } }));
    }
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
      r.tutor.destroy();
      r.setTitle(false);
    },
  };
}

class MageKnightRenderer {
  constructor(root, ctx) {
    this.ctx = ctx;
    this.msg = null;
    this.catalog = null;
    this.catalogSettled = false; // nothing is drawn before the names arrive (or fail to): never an id in their place
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
    this.fight = h("div.mk-fight");
    this.side = h("div.mk-side");
    this.hand = h("div.mk-hand.panel");
    this.all = h("details.mk-all-actions.panel");
    this.log = h("div.mk-log.panel");
    this.coach = h("div.mk-coach-slot");
    this.tutor = mountCoach(this, this.coach, root);
    clear(root, h("div.mk", this.bar, this.toast, this.end, this.status, this.coach, this.controls, this.fight, h("div.mk-main", this.map, this.side), this.hand, this.all, this.log));
    this.load("catalog").then((c) => {
      this.catalog = c;
      this.catalogSettled = true;
      this.render();
    });
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
    this.tutor.update(msg);
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
    this.loadReach(msg);
    this.render();
  }

  /** The ``reach`` hint (every space within the hero's Move points, its path and cost) for this
   * version; the terrains' costs now for the legend whoever is to move. */
  loadReach(msg) {
    const version = msg.version;
    this.load("reach").then((x) => {
      if (this.msg?.version === version) {
        this.reach = x;
        this.render();
      }
    });
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
    const onUnit = new Map();
    const onSkill = new Map();
    const levelUp = [];
    const onSite = [];
    const rest = [];
    const put = (map, k, a) => map.set(k, [...(map.get(k) || []), a]);
    for (const a of this.legal()) {
      const hex = hexOf(a);
      const card = a.args?.card?.id;
      const offerId = a.args?.unit?.id ?? card;
      if (hex && HEX_KINDS.has(a.kind)) put(onHex, hex, a);
      else if (a.group === "level-up") levelUp.push(a);
      else if (a.group === "interaction" && SITE_KINDS.has(a.kind)) onSite.push(a);
      else if (a.kind === "activate" && a.args?.slot) put(onUnit, Number(a.args.slot.value), a);
      else if (a.kind === "skill" && a.args?.skill) put(onSkill, a.args.skill.id, a);
      else if (OFFER_GROUPS.has(a.group) && offerId && offered.has(offerId)) put(onOffer, offerId, a);
      else if (card && hand.has(card) && !OFFER_GROUPS.has(a.group)) put(onCard, card, a);
      else if (!BAR_KINDS.has(a.kind) && a.kind !== ASSIGN_KIND) rest.push(a); // damage: the combat panel
    }
    return { onHex, onCard, onOffer, onUnit, onSkill, levelUp, onSite, rest };
  }

  render() {
    if (!this.msg || !this.catalogSettled) return;
    const v = this.view;
    this.where = this.placed();
    clear(this.end, endPanel(this.msg, this.ctx));
    const watching = this.ctx.readonly || this.msg.seat === null; // a spectator or a replay plays nothing
    clear(this.bar, watching ? null : this.turnBar());
    this.bar.hidden = watching;
    clear(this.status, this.statusLine(v));
    clear(this.controls, this.controlsPanel());
    clear(this.map, mapPanel(this, v));
    clear(this.fight, combatPanel(this, v));
    clear(this.side, scorePanel(this, v), interactionPanel(this, v, this.where.onSite), sourcePanel(this, v), heroesPanel(this, v),
      dummyPanel(this, v), offersPanel(this, v));
    clear(this.hand, handPanel(this, v));
    clear(this.all, h("summary", t("mk.all_actions")), actionsPanel(this.msg, this.ctx));
    clear(this.log, logPanel(this.msg, { ctx: this.ctx }));
  }

  statusLine(v) {
    const period = v.night ? t("mk.night") : t("mk.day");
    // before round 1 (heroes and Tactics chosen) the game is still being set up
    const parts = [v.round ? t("mk.round", { n: v.round, of: v.rounds ?? 0 }) + ` (${period})` : t("phase.setup")];
    if (this.msg.status_text) parts.push(this.msg.status_text);
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
      picks.length ? pickPanel(this, picks) : null,
      levelUpPanel(this, this.where.levelUp),
      groups.length
        ? h("div.mk-choices.panel", groups.map((g) => h("div.mk-group", { dataset: { group: g.id } }, h("span.verb", g.title), g.actions.map((a) => this.actButton("button.action", a)))))
        : null,
    ];
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
    if (e.key === "Escape" && this.selected) {
      this.closeMenu();
      return;
    }
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

  /** Opens a hand card's menu (every legal use; one more click plays, even a card's only use). */
  openCard(card, actions) {
    this.selected = { card, actions };
    clear(this.hand, handPanel(this, this.view));
    this.hand.querySelector(".mk-card-menu button[data-action]")?.focus();
  }

  closeMenu() {
    this.selected = null;
    clear(this.hand, handPanel(this, this.view));
  }

  /** A space or turn-bar control with one action plays it; with several, their buttons choose under the hand. */
  choose(actions, anchor, title = null) {
    const go = () => this.ctx.act(actions[0].text, { anchor });
    if (actions.length === 1 && confirmRisk(this, actions, go)) return; // a step that provokes or assaults: asked first
    if (actions.length === 1) go();
    else {
      this.selected = { title, actions };
      clear(this.hand, handPanel(this, this.view));
    }
  }
}
