// Map & Duel renderer (seed 004): the loop of 24 event cells + Start with the players' tokens,
// the players (character, HP, equipment slots, hand size), the seat's own hand as cards, the
// duel table (committed cards face down until the cycle settles), event pop-ups and dice from
// the log, the pending decision as buttons, and every legal action as a fallback.
// It draws only what the state message carries (the server redacts it for the seat); card and
// character texts come from the public catalogue hint (`kind=catalog`), ids otherwise. Actions
// are read as the server describes them (kind, typed args, group, label), never from their
// notation: a card, a character or a player plays the actions whose argument names it.
import { h, s, clear, t, tOr, nameOf, seatOwnName } from "../util.js";
import { actionLabel, actionsPanel, endPanel, groupActions, logEntry } from "./generic.js";

export const COLORS = ["#d62839", "#2b6cb0", "#2f9e44", "#e8890c", "#7b2cbf", "#0aa3a3"];
const ICON = { start: "⚑", blank: "·", rest: "☾", duel: "⚔", pick1: "?", draw1: "+1", draw2: "+2", reward: "★", penalty: "☠" };
const DIE = ["", "⚀", "⚁", "⚂", "⚃", "⚄", "⚅"];
const POPUP_KINDS = new Set([
  "contest", "reward", "penalty", "duel", "reveal", "death", "game-over", "draw", "choose", "take", "steal", "give",
  "give-short", "act", "curse", "forced", "draw-cancelled", "duel-over", "duel-end", "start", "cancel", "absorb",
  "update", "damage", "heal", "skip", "slot", "double", "move", "max-hp", "rest", "unaffected", "land", "again", "equip",
]);
const catalogs = {}; // room id -> Promise of the catalogue (or null)

function ensureCss() {
  if (!document.querySelector('link[data-css="mapduel"]')) {
    document.head.append(h("link", { rel: "stylesheet", href: "games/mapduel.css", dataset: { css: "mapduel" } }));
  }
}

export function mount(root, ctx) {
  ensureCss();
  const r = new MapDuelRenderer(root, ctx);
  return { update: (msg) => r.update(msg), destroy: () => r.destroy() };
}

/** The card a described action plays, gives, equips... (``args.card.id``), else null. */
export const cardOf = (a) => a.args?.card?.id ?? null;
/** The character a "pick" takes (``args.character.id``), else null. */
export const characterOf = (a) => a.args?.character?.id ?? null;
/** The player an action chooses (a representative, a victim: ``args.player.value``), else null. */
export const playerOf = (a) => a.args?.player?.value ?? null;

class MapDuelRenderer {
  constructor(root, ctx) {
    this.ctx = ctx;
    this.msg = null;
    this.key = null;
    this.lastStep = null;
    this.popupEvents = [];
    this.dice = [];
    this.lastReveal = null;
    this.catalog = null;
    this.catalogSettled = false; // nothing is drawn before the names arrive (or fail to): never an id in their place
    this.end = h("div.end-slot");
    this.status = h("div.md-status.panel");
    this.board = h("div.md-board");
    this.popup = h("div.md-popup", { "aria-live": "polite" });
    this.diceBox = h("div.md-dice", { "aria-live": "polite" });
    this.controls = h("div.md-controls.panel");
    this.players = h("div.md-players");
    this.duelBox = h("div.md-duel");
    this.hand = h("div.md-hand.panel");
    this.logBox = h("div.md-log.panel");
    this.allActions = h("details.md-all-actions.panel");
    clear(
      root,
      h(
        "div.mapduel",
        this.end,
        this.status,
        h(
          "div.md-main",
          h("div.md-left", h("div.md-board-wrap", this.board, h("div.md-center", this.diceBox, this.popup))),
          h("div.md-right", this.controls, this.duelBox, this.players),
        ),
        this.hand,
        h("div.md-bottom", this.allActions, this.logBox),
      ),
    );
    if (!catalogs[ctx.roomId]) catalogs[ctx.roomId] = Promise.resolve(ctx.hints({ kind: "catalog" })).catch(() => null);
    catalogs[ctx.roomId].then((c) => {
      if (!c && !ctx.readonly) delete catalogs[ctx.roomId]; // try again next mount
      this.catalog = c;
      this.catalogSettled = true;
      this.render(); // drawn once a state has come too
    });
  }

  destroy() {}

  get view() {
    return this.msg?.view || {};
  }

  // -- names ------------------------------------------------------------------------------------------
  player(p) {
    return (this.view.players || [])[p];
  }

  plabel(p, { short = false } = {}) {
    if (p === null || p === undefined || p < 0) return "";
    const base = t("seat.n", { n: p + 1 });
    const name = seatOwnName(this.msg?.seats?.[p]);
    const who = name && name !== base ? `${base} (${name})` : base;
    if (short) return who;
    const pl = this.player(p);
    return pl?.names ? `${who} · ${nameOf(pl.names)}` : who;
  }

  cardData(id) {
    return this.catalog?.cards?.[id] || null;
  }

  cardName(id) {
    const c = this.cardData(id);
    return c ? nameOf(c.names, id) : id;
  }

  charData(id) {
    return this.catalog?.characters?.[id] || null;
  }

  effText(e) {
    if (!e) return "";
    const n = e.amount;
    const what = t(`mapduel.eff.${e.effect}`, { n: Math.abs(n), signed: n > 0 ? `+${n}` : String(n) });
    return `${what} → ${t(`mapduel.tgt.${e.target}`)}`;
  }

  cellName(kind) {
    return t(`mapduel.cell.${kind}`);
  }

  // -- update ---------------------------------------------------------------------------------------------
  update(msg) {
    const key = `${msg.seat}:${msg.version}:${msg.terminal}`;
    if (key === this.key) return; // same position (reconnect, clock tick): keep everything
    const firstShow = this.msg === null;
    this.key = key;
    this.msg = msg;
    this.collectNews(msg, firstShow);
    this.render();
  }

  /** Events of the log entries not seen yet feed the pop-up, the dice tray and the last reveal. */
  collectNews(msg, firstShow) {
    const log = msg.log || [];
    const maxStep = log.length ? log[log.length - 1].step : -1;
    let fresh;
    if (msg.replay) fresh = msg.events?.length ? msg.events : log.length ? log[log.length - 1].events || [] : [];
    else if (firstShow || this.lastStep === null) fresh = msg.events?.length ? msg.events : [...log].reverse().find((e) => e.events?.length)?.events || [];
    else fresh = log.filter((e) => e.step > this.lastStep).flatMap((e) => (e.events || []).map((ev) => ({ ...ev, _step: e.step })));
    if (this.lastStep !== null && maxStep < this.lastStep) fresh = msg.events || []; // undo
    this.lastStep = maxStep;
    fresh = fresh.map(normalize);
    for (const e of [...log].reverse()) {
      const rev = (e.events || []).find((ev) => ev.kind === "reveal");
      if (rev) {
        this.lastReveal = rev;
        break;
      }
      if ((e.events || []).some((ev) => ev.kind === "duel")) {
        this.lastReveal = null;
        break;
      }
    }
    const shown = fresh.filter((ev) => POPUP_KINDS.has(ev.kind));
    if (shown.length) this.popupEvents = shown.slice(-10);
    const dice = [];
    for (const ev of fresh) {
      if (ev.kind === "roll") dice.push({ kind: "roll", player: ev.player, faces: [ev.roll] });
      if (ev.kind === "contest") dice.push({ kind: "contest", player: ev.player, rep: ev.rep, faces: ev.rolls, game: ev.game, triggered: ev.triggered });
    }
    if (dice.length) this.dice = dice.slice(-3);
  }

  render() {
    const msg = this.msg;
    if (!msg || !this.catalogSettled) return;
    clear(this.end, endPanel(msg, this.ctx));
    this.renderStatus();
    clear(this.board, this.svg());
    this.renderDice();
    this.renderPopup();
    this.renderControls();
    this.renderDuel();
    this.renderPlayers();
    this.renderHand();
    clear(this.allActions, h("summary", t("mapduel.all_actions")), actionsPanel(msg, this.ctx));
    this.allActions.open = this.allActions.open || false;
    this.renderLog();
  }

  // -- status --------------------------------------------------------------------------------------------------
  renderStatus() {
    const v = this.view;
    const parts = [h("span.md-phase", { dataset: { phase: v.phase || "" } }, t(`mapduel.phase.${v.phase || "setup"}`))];
    if (v.phase !== "setup") parts.push(h("span", t("mapduel.turn", { n: v.turns ?? 0, max: v.max_turns ?? "?" })));
    if (v.to_move !== null && v.to_move !== undefined && !v.terminal) {
      parts.push(h("span.md-to-move", { dataset: { player: v.to_move } }, h("i.dot", { style: `background:${COLORS[v.to_move]}` }), t("mapduel.to_move", { who: this.plabel(v.to_move) })));
    }
    if (v.pending) parts.push(h("span.md-task", this.taskText(v.pending)));
    parts.push(h("span.muted", t("mapduel.deck", { n: v.deck_size ?? 0 })));
    const disc = Object.values(v.discard || {}).reduce((a, b) => a + b, 0);
    parts.push(h("span.muted", t("mapduel.discard", { n: disc })));
    const said = this.msg.status_text && !this.msg.terminal ? h("div.md-say.status-text", this.msg.status_text) : null;
    clear(this.status, parts.flatMap((p, i) => (i ? [h("span.sep", " · "), p] : [p])), said);
  }

  // The pending task (the view's typed `pending`: `kind` plus that kind's fields, see tasks.py).
  taskText(task) {
    const short = { short: true };
    const vars = {
      who: this.plabel(task.player, short),
      lander: this.plabel(task.lander, short),
      game: t(`mapduel.game.${task.game || "reward"}`),
      count: task.count ?? "",
      effect: t(`mapduel.absorb.${task.effect || "damage"}`),
      cards_played: task.cards_played ?? "?",
    };
    const key = task.kind === "duel-turn" && task.cards_played !== undefined ? "duel-turn-mine" : task.kind;
    return tOr(`mapduel.task.${key}`, task.kind).replace(/\{(\w+)\}/g, (_, k) => vars[k] ?? "");
  }

  // -- board -------------------------------------------------------------------------------------------------------
  svg() {
    const v = this.view;
    const cells = ["start", ...(v.map || [])];
    const W = 820;
    const H = 600;
    const cx = W / 2;
    const cy = H / 2;
    const rx = 350;
    const ry = 240;
    const n = cells.length;
    const pos = cells.map((_, i) => {
      const a = -Math.PI / 2 + (2 * Math.PI * i) / n;
      return [cx + rx * Math.cos(a), cy + ry * Math.sin(a), a];
    });
    const root = s("svg.md-svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": t("mapduel.board") });
    // the track
    const path = pos.map(([x, y], i) => `${i ? "L" : "M"}${x.toFixed(1)},${y.toFixed(1)}`).join(" ") + " Z";
    root.append(s("path.track", { d: path }));
    const toMove = v.to_move;
    const here = {};
    for (const pl of v.players || []) {
      if (!pl.alive || pl.character === null) continue;
      (here[pl.cell] = here[pl.cell] || []).push(pl.player);
    }
    const CS = 62;
    cells.forEach((kind, i) => {
      const [x, y] = pos[i];
      const g = s("g.cell", { class: `ev-${kind}`, dataset: { cell: i, event: kind }, transform: `translate(${x.toFixed(1)},${y.toFixed(1)})` });
      g.append(
        s("title", i === 0 ? this.cellName("start") : `${i} · ${this.cellName(kind)}`),
        s("rect.bg", { x: -CS / 2, y: -CS / 2, width: CS, height: CS, rx: 10 }),
        s("text.num", { x: -CS / 2 + 5, y: -CS / 2 + 12 }, i === 0 ? "" : String(i)),
        s("text.icon", { x: 0, y: 4, "text-anchor": "middle" }, ICON[kind] || "·"),
        s("text.lbl", { x: 0, y: CS / 2 - 6, "text-anchor": "middle" }, t(`mapduel.cellshort.${kind}`)),
      );
      root.append(g);
    });
    // tokens, pushed toward the centre of the ring
    for (const [cell, list] of Object.entries(here)) {
      const [x, y, a] = pos[Number(cell)];
      const k = list.length;
      list.forEach((p, j) => {
        const spread = (j - (k - 1) / 2) * 22;
        const tx = x - Math.cos(a) * 52 + -Math.sin(a) * spread;
        const ty = y - Math.sin(a) * 46 + Math.cos(a) * spread;
        const g = s("g.token", { class: p === toMove ? "to-move" : "", dataset: { player: p, cell }, transform: `translate(${tx.toFixed(1)},${ty.toFixed(1)})` });
        g.append(
          s("title", this.plabel(p)),
          s("circle.ring", { r: 14 }),
          s("circle.body", { r: 11, fill: COLORS[p] }),
          s("text", { y: 4, "text-anchor": "middle" }, String(p + 1)),
        );
        root.append(g);
      });
    }
    return root;
  }

  // -- dice and pop-ups -------------------------------------------------------------------------------------------
  renderDice() {
    clear(
      this.diceBox,
      this.dice.map((d) =>
        h(
          "div.md-roll",
          { dataset: { kind: d.kind } },
          d.kind === "roll"
            ? [h("span.who", this.plabel(d.player, { short: true })), h("span.die", { dataset: { face: d.faces[0] } }, DIE[d.faces[0]] || "?"), h("b", String(d.faces[0]))]
            : [
                h("span.game", t(`mapduel.game.${d.game}`)),
                h("span.who", this.plabel(d.player, { short: true })),
                h("b.die-n", String(d.faces[0])),
                h("span.vs", t("mapduel.vs")),
                h("b.die-n", String(d.faces[1])),
                h("span.who", this.plabel(d.rep, { short: true })),
                h("span.tag", { class: d.triggered ? "yes" : "no" }, d.triggered ? t("mapduel.triggered") : t("mapduel.not_triggered")),
              ],
        ),
      ),
    );
  }

  popupTitle(evs) {
    const order = ["game-over", "death", "reward", "penalty", "contest", "reveal", "duel", "start", "draw", "choose", "take", "steal", "act", "land"];
    for (const k of order) {
      const e = evs.find((x) => x.kind === k);
      if (!e) continue;
      if (k === "contest") return [t(`mapduel.popup.${e.game}_game`), `contest-${e.game}`];
      if (k === "land") return [t("mapduel.popup.land", { cell: this.cellName(e.event) }), `land-${e.event}`];
      return [t(`mapduel.popup.${k}`), k];
    }
    return [t("mapduel.popup.news"), "news"];
  }

  renderPopup() {
    const evs = this.popupEvents;
    if (!evs.length) return clear(this.popup);
    const [title, kind] = this.popupTitle(evs);
    clear(
      this.popup,
      h(
        "div.md-pop",
        { dataset: { kind }, role: "status" },
        h("button.md-pop-close", { title: t("mapduel.close"), "aria-label": t("mapduel.close"), on: { click: () => ((this.popupEvents = []), this.renderPopup()) } }, "×"),
        h("h4", title),
        h("ul", evs.map((e) => h("li", { dataset: { kind: e.kind } }, this.evText(e)))),
      ),
    );
  }

  /** An event (as the seat may see it) in the current language; the engine's text as a fallback. */
  evText(e) {
    const vars = {
      who: this.plabel(e.player, { short: true }),
      rep: this.plabel(e.rep, { short: true }),
      to: this.plabel(e.to, { short: true }),
      from: this.plabel(e.from ?? e.src, { short: true }),
      victim: this.plabel(e.victim, { short: true }),
      target: e.target >= 0 ? this.plabel(e.target, { short: true }) : "",
      card: e.card ? this.cardName(e.card) : "",
      character: e.character ? nameOf(this.charData(e.character)?.names, e.character) : "",
      roll: e.roll,
      cell: e.cell,
      event: e.event ? this.cellName(e.event) : "",
      amount: e.amount,
      signed: e.amount > 0 ? `+${e.amount}` : e.amount,
      turns: e.turns,
      slots: e.slots,
      count: e.count,
      seat: e.seat,
      hp: e.hp,
      maxhp: e.maxhp,
      a: e.rolls?.[0],
      b: e.rolls?.[1],
      row: e.row ? t(`mapduel.${e.kind}.${e.row}`) : "",
      effect: e.effect ? tOr(`mapduel.absorb.${e.effect}`, e.effect) : "",
      winners: (e.winners || []).map((p) => this.plabel(p, { short: true })).join(", "),
      reason: e.reason ? tOr(`mapduel.why.${e.reason}`, e.reason) : "",
      cards: "",
    };
    let key = `mapduel.ev.${e.kind}`;
    if (e.kind === "contest") {
      key = `mapduel.ev.contest.${e.triggered ? "yes" : "no"}`;
      vars.game = t(`mapduel.game.${e.game}`);
    }
    if (e.kind === "draw" && !e.card) key = "mapduel.ev.draw_hidden";
    if (e.kind === "take" && !e.card) key = "mapduel.ev.take_hidden";
    if (e.kind === "give" && !e.card) key = "mapduel.ev.give_hidden";
    if (e.kind === "choose" && !e.card) key = "mapduel.ev.choose_hidden";
    if (e.kind === "play" && !e.card) key = "mapduel.ev.play_hidden";
    if (e.kind === "skill" && !e.skill) key = "mapduel.ev.skill_hidden";
    if (e.kind === "act" && e.target < 0) key = "mapduel.ev.act_self";
    if (e.kind === "reveal") return this.revealText(e);
    if (e.kind === "skill" && e.skill) vars.card = this.skillName(e.player, e.skill);
    const raw = t(key, vars);
    return raw === key ? e.text || e.kind : raw;
  }

  skillName(p, id) {
    const ch = this.charData(this.player(p)?.character);
    return ch && ch.active.id === id ? nameOf(ch.active.names, id) : id;
  }

  revealText(e) {
    const rows = Object.entries(e.cards || {}).map(([pk, cs]) => `${this.plabel(Number(pk.slice(1)), { short: true })}: ${cs.map((c) => this.cardName(c)).join(", ")}`);
    for (const [pk, ss] of Object.entries(e.skills || {})) rows.push(`${this.plabel(Number(pk.slice(1)), { short: true })}: ${ss.map((x) => this.skillName(Number(pk.slice(1)), x)).join(", ")}`);
    return t("mapduel.ev.reveal", { cards: rows.length ? rows.join(" · ") : t("mapduel.nothing") });
  }

  // -- controls: the pending decision -------------------------------------------------------------------------------------
  /** The described legal actions this page may play ({text, kind, group, args, label}). */
  legal() {
    return this.ctx.readonly ? [] : this.msg?.legal || [];
  }

  /** A button playing the described action ``a``: its label (what happens), the notation as its
   * tooltip and ``data-action``, its kind as a class; a refusal shows beside it. */
  button(a, cls = "") {
    const el = h(
      "button.md-act",
      {
        type: "button",
        class: [a.kind, cls].join(" "),
        title: a.text,
        dataset: { action: a.text, kind: a.kind, group: a.group || a.kind },
        on: {
          click: (e) => {
            e.stopPropagation(); // not the card or panel around it
            this.ctx.act(a.text, { anchor: el });
          },
        },
      },
      actionLabel(a),
    );
    return el;
  }

  /** A card, character or player panel that plays its only action when clicked (a refusal
   * shows beside it); with several, its buttons choose. */
  playable(el, acts) {
    if (acts.length !== 1 || this.ctx.readonly) return el;
    el.classList.add("playable");
    el.dataset.action = acts[0].text;
    el.setAttribute("aria-label", actionLabel(acts[0]));
    el.addEventListener("click", () => this.ctx.act(acts[0].text, { anchor: el }));
    return el;
  }

  /** Group titles (the server's ``msg.groups``) over ``acts``: what choosing there does. */
  groupsLine(acts) {
    if (!acts.length) return null;
    return h("div.md-groups", groupActions(this.msg, acts).map((g) => h("span.verb", { dataset: { group: g.id } }, g.title)));
  }

  renderControls() {
    const v = this.view;
    const legal = this.legal();
    const box = [];
    const task = v.pending;
    box.push(h("h3", t("mapduel.controls")));
    if (task && legal.length) box.push(h("p.md-prompt", this.taskText(task)));
    else if (!legal.length && !this.msg.terminal) box.push(h("p.muted", this.ctx.readonly ? t("actions.readonly") : v.to_move !== null && v.to_move !== undefined ? t("mapduel.waiting_for", { who: this.plabel(v.to_move) }) : t("mapduel.waiting")));
    const hand = new Set(this.myHand());
    const main = [];
    const pickChars = [];
    const deckCards = [];
    const otherCards = [];
    for (const a of legal) {
      const card = cardOf(a);
      if (characterOf(a) !== null) pickChars.push(a);
      else if (a.kind === "choose" && card !== null) deckCards.push(a);
      else if (card !== null && !hand.has(card)) otherCards.push(a); // equipment, a gift...
      else if (card === null) main.push(a);
    }
    // Roll, end, the active skill, a representative or a victim: buttons under their group.
    for (const g of groupActions(this.msg, main)) {
      box.push(
        h(
          "div.md-main-actions",
          { dataset: { group: g.id } },
          h("span.verb", g.title),
          g.actions.map((a) => this.button(a, a.kind === "roll" ? "primary big" : "")),
        ),
      );
    }
    if (pickChars.length) {
      box.push(this.groupsLine(pickChars));
      box.push(h("div.md-pick", pickChars.map((a) => this.characterCard(characterOf(a), [this.button(a, "primary")], [a]))));
    }
    if (deckCards.length) {
      box.push(this.groupsLine(deckCards), h("p.muted", t("mapduel.deck_search")));
      box.push(h("div.md-cards.md-deck", deckCards.map((a) => this.cardEl(cardOf(a), { count: v.deck?.[cardOf(a)], buttons: [this.button(a, "primary")], acts: [a] }))));
    }
    if (otherCards.length) {
      const by = groupBy(otherCards, cardOf);
      box.push(this.groupsLine(otherCards));
      box.push(h("div.md-cards", [...by].map(([id, list]) => this.cardEl(id, { buttons: list.map((a) => this.button(a)), acts: list }))));
    }
    if (!this.ctx.readonly && this.msg.can_undo) {
      const undo = h("button#undo.secondary", { type: "button", on: { click: () => this.ctx.undo({ anchor: undo }) } }, t("actions.undo"));
      box.push(undo);
    }
    clear(this.controls, box);
    this.controls.classList.toggle("mine", legal.length > 0);
  }

  /** The legal actions that choose player ``p`` (a representative, a victim). */
  actionsOnPlayer(p) {
    return this.legal().filter((a) => playerOf(a) === p && cardOf(a) === null);
  }

  characterCard(id, buttons = [], acts = []) {
    const ch = this.charData(id);
    const el = h(
      "div.md-char-card",
      { dataset: { character: id } },
      h("strong", ch ? nameOf(ch.names, id) : id),
      ch
        ? [
            h("div.md-stats", t("mapduel.hp_slots", { hp: ch.hp, slots: ch.slots })),
            h("div.md-skill", h("b", nameOf(ch.active.names)), ": ", this.effText(ch.active)),
            h("div.md-skill.passive", h("b", nameOf(ch.passive.names)), ": ", t(`mapduel.passive.${ch.passive.kind}`, { n: ch.passive.amount })),
          ]
        : null,
      buttons.length ? h("div.md-card-actions", buttons) : null,
    );
    return this.playable(el, acts);
  }

  // -- cards ---------------------------------------------------------------------------------------------------------------
  myHand() {
    const me = this.player(this.view.viewer);
    return me?.hand || [];
  }

  cardEl(id, { count = 1, buttons = [], acts = [], faceDown = false, small = false } = {}) {
    if (faceDown) return h("div.md-card.back", { class: small ? "small" : "", title: t("mapduel.card_back") }, h("span", "?"));
    const c = this.cardData(id);
    const types = c?.types || [];
    const lines = [];
    if (c?.action) lines.push(h("div.eff.map", h("b", t("mapduel.on_map")), " ", this.effText(c.action)));
    if (c?.skill) lines.push(h("div.eff.duel", h("b", t("mapduel.in_duel")), " ", this.effText(c.skill)));
    if (c?.absorbs?.length) lines.push(h("div.eff.equip", h("b", t("mapduel.absorbs")), " ", c.absorbs.map((k) => t(`mapduel.absorb.${k}`)).join(", ")));
    if (types.includes("undefined")) lines.push(h("div.eff.muted", t("mapduel.undefined_card")));
    if (c?.cannot_use?.length) lines.push(h("div.restr", t("mapduel.cannot_use", { who: c.cannot_use.map((x) => nameOf(this.charData(x)?.names, x)).join(", ") })));
    if (c?.unaffected?.length) lines.push(h("div.restr", t("mapduel.unaffected", { who: c.unaffected.map((x) => nameOf(this.charData(x)?.names, x)).join(", ") })));
    const el = h(
      "div.md-card",
      { class: [small ? "small" : "", ...types.map((x) => `type-${x}`)].join(" "), dataset: { card: id } },
      h("div.md-card-head", h("strong", this.cardName(id)), count > 1 ? h("span.count", `×${count}`) : null),
      h("div.types", types.map((x) => h("span.type", { class: `t-${x}` }, t(`mapduel.type.${x}`)))),
      small ? null : lines,
      buttons.length ? h("div.md-card-actions", buttons) : null,
    );
    return this.playable(el, acts);
  }

  renderHand() {
    const v = this.view;
    const me = this.player(v.viewer);
    if (!me) {
      clear(this.hand, h("h3", t("mapduel.hand")), h("p.muted", t("mapduel.spectator_hand")));
      return;
    }
    const counts = new Map();
    for (const c of me.hand || []) counts.set(c, (counts.get(c) || 0) + 1);
    const onHand = this.legal().filter((a) => a.kind !== "choose" && counts.has(cardOf(a)));
    const byCard = groupBy(onHand, cardOf);
    const cards = [...counts].map(([id, n]) => {
      const acts = byCard.get(id) || [];
      return this.cardEl(id, { count: n, buttons: acts.map((a) => this.button(a)), acts });
    });
    clear(
      this.hand,
      h("h3", t("mapduel.your_hand", { who: this.plabel(v.viewer) }), h("span.muted", ` · ${t("mapduel.cards_n", { n: (me.hand || []).length })}`)),
      this.groupsLine(onHand),
      cards.length ? h("div.md-cards", cards) : h("p.muted", t("mapduel.empty_hand")),
    );
  }

  // -- players ----------------------------------------------------------------------------------------------------------------------
  renderPlayers() {
    const v = this.view;
    const order = v.seat_order?.length ? v.seat_order : (v.players || []).map((p) => p.player);
    clear(this.players, order.map((p) => this.playerPanel(this.player(p))).filter(Boolean));
  }

  playerPanel(pl) {
    if (!pl) return null;
    const v = this.view;
    const ch = this.charData(pl.character);
    const mine = pl.player === v.viewer;
    const cls = [pl.player === v.to_move ? "to-move" : "", mine ? "me" : "", pl.alive ? "" : "dead"].join(" ");
    const hpPct = pl.max_hp > 0 ? Math.max(0, Math.min(100, (100 * pl.hp) / pl.max_hp)) : 0;
    const slots = [];
    for (let i = 0; i < Math.max(pl.slots, pl.equipment.length); i++) {
      const eq = pl.equipment[i];
      slots.push(h("span.slot", { class: eq ? "full" : "empty", dataset: eq ? { card: eq } : {}, title: eq ? this.cardTitle(eq) : t("mapduel.empty_slot") }, eq ? this.cardName(eq) : "—"));
    }
    const tags = [];
    if (!pl.alive) tags.push(h("span.tag.dead", t("mapduel.dead")));
    if (pl.skip) tags.push(h("span.tag", t("mapduel.skips", { n: pl.skip })));
    if (pl.double) tags.push(h("span.tag.good", t("mapduel.double")));
    if (pl.forced_penalties) tags.push(h("span.tag.bad", t("mapduel.forced", { n: pl.forced_penalties })));
    const backs = mine ? [] : Array.from({ length: Math.min(pl.hand_size, 12) }, () => h("span.back-mini"));
    const acts = this.actionsOnPlayer(pl.player);
    const panel = h(
      "div.md-player.panel",
      { class: cls, dataset: { player: pl.player }, style: `--pc:${COLORS[pl.player]}` },
      h(
        "div.md-player-head",
        h("i.dot"),
        h("strong", this.plabel(pl.player, { short: true })),
        pl.seat ? h("span.muted", ` #${pl.seat}`) : null,
        h("span.char", pl.names ? nameOf(pl.names) : t("mapduel.no_character")),
        h("span.cellno", pl.alive && pl.character ? (pl.cell === 0 ? this.cellName("start") : t("mapduel.on_cell", { n: pl.cell })) : ""),
      ),
      pl.character
        ? h(
            "div.md-hp",
            { title: t("mapduel.hp") },
            h("div.bar", h("div.fill", { style: `width:${hpPct}%`, class: hpPct <= 34 ? "low" : "" })),
            h("span.hpn", `${t("mapduel.hp")} ${pl.hp}/${pl.max_hp}`),
          )
        : null,
      ch ? h("div.md-skills.muted", `${nameOf(ch.active.names)}: ${this.effText(ch.active)} · ${nameOf(ch.passive.names)}: ${t(`mapduel.passive.${ch.passive.kind}`, { n: ch.passive.amount })}`) : null,
      pl.character ? h("div.md-slots", h("span.lbl", t("mapduel.slots", { n: pl.slots })), slots) : null,
      h("div.md-hand-size", { dataset: { handSize: pl.hand_size } }, h("span.lbl", t("mapduel.cards_n", { n: pl.hand_size })), backs),
      tags.length ? h("div.tags", tags) : null,
    );
    return this.playable(panel, acts); // a representative, a victim: click the player (or the button above)
  }

  cardTitle(id) {
    const c = this.cardData(id);
    if (!c) return id;
    return [this.cardName(id), c.absorbs?.length ? `${t("mapduel.absorbs")} ${c.absorbs.map((k) => t(`mapduel.absorb.${k}`)).join(", ")}` : ""].filter(Boolean).join(" · ");
  }

  // -- duel table ----------------------------------------------------------------------------------------------------------
  renderDuel() {
    const v = this.view;
    const d = v.duel;
    if (!d) {
      clear(this.duelBox);
      return;
    }
    const order = (v.seat_order || []).filter((p) => this.player(p)?.alive);
    const rows = order.map((p) => {
      const mine = p === v.viewer && d.mine;
      const n = d.committed?.[p] ?? 0;
      let cards;
      if (mine) {
        cards = [
          ...d.mine.cards.map((c) => this.cardEl(c, { small: true })),
          ...d.mine.skills.map((sk) => h("div.md-card.small.skill-used", h("strong", this.skillName(p, sk)), h("div.types", h("span.type.t-skill", t("mapduel.active_skill"))))),
        ];
      } else cards = Array.from({ length: n }, () => this.cardEl(null, { faceDown: true, small: true }));
      return h(
        "div.md-duel-row",
        { class: p === v.to_move ? "to-move" : "", dataset: { player: p, committed: n } },
        h("span.who", { style: `--pc:${COLORS[p]}` }, h("i.dot"), this.plabel(p)),
        h("div.md-duel-cards", cards.length ? cards : h("span.muted", t("mapduel.no_cards_yet"))),
      );
    });
    const queued = d.mine?.queued?.length
      ? h("p.md-queued", t("mapduel.queued"), " ", d.mine.queued.map((q) => `${t(`mapduel.eff.${q.effect}`, { n: Math.abs(q.amount), signed: q.amount > 0 ? `+${q.amount}` : q.amount })} → ${this.plabel(q.to, { short: true })}`).join("; "))
      : null;
    clear(
      this.duelBox,
      h(
        "div.panel.md-duel-table",
        h("h3", "⚔ ", t("mapduel.duel_table", { n: d.cycle })),
        h("p.muted", t("mapduel.duel_hidden")),
        d.ending ? h("p.md-ending", t("mapduel.duel_ending")) : null,
        rows,
        queued,
        this.lastReveal ? h("p.md-last-reveal", this.revealText(this.lastReveal)) : null,
      ),
    );
  }

  // -- log -------------------------------------------------------------------------------------------------------------
  renderLog() {
    const entries = (this.msg.log || []).slice(-80);
    const list = h("ol.md-log-list.log");
    for (const e of entries) {
      const evs = (e.events || []).map(normalize).map((ev) => h("li", { dataset: { kind: ev.kind } }, this.evText(ev)));
      list.append(logEntry(this.msg, e, this.ctx, { events: evs }));
    }
    clear(this.logBox, h("h3", t("log.title")), list);
    requestAnimationFrame(() => (list.scrollTop = list.scrollHeight));
  }
}

/** Contest events name their game in `game`; logs written before that change carried it in a
 * `kind` field that shadowed the event's kind ({"kind": "reward", "rolls": [..]}): read both. */
export function normalize(ev) {
  if (ev && Array.isArray(ev.rolls) && ev.rep !== undefined && (ev.kind === "reward" || ev.kind === "penalty")) {
    return { ...ev, kind: "contest", game: ev.kind };
  }
  return ev;
}

function groupBy(list, key) {
  const m = new Map();
  for (const x of list) {
    const k = key(x);
    if (!m.has(k)) m.set(k, []);
    m.get(k).push(x);
  }
  return m;
}
