// Mage Knight's map: the hex map in SVG with what is on each space (sites, enemy tokens with
// their numbers, face-down defenders, Shields, the heroes' figures), the Move cost of every space
// within reach (the `reach` hint) and the path there, a confirmation before a step that provokes
// or assaults, explore markers, Night, a legend and a detail box; pans and zooms (buttons, drag,
// pinch) and is played by keyboard (arrows move between spaces, Enter plays).
// A far space is walked one step at a time, each step a move action of its own (so each can be
// taken back, and the walk stops as soon as a step is no longer legal or would provoke).
import { h, s, t, tOr } from "../../util.js";
import { actionLabel } from "../generic.js";
import { SIZE, TERRAIN, SITE, TOKEN, pixel, key } from "./common.js";
import { zoomTools, attachPanZoom, applyView } from "./mapview.js";

export const ABILITY_ICON = { fortified: "▣", swift: "»", brutal: "‼", poison: "☠", paralyze: "ϟ", summon: "✧" };
export const RESIST_ICON = { physical: "◈", fire: "♨", ice: "❄" };
export const ELEMENT_COLOUR = { physical: "#222", fire: "#c62828", ice: "#1565c0", cold_fire: "#6a1b9a" };
const HERO_COLOUR = ["#1565c0", "#c62828", "#2e7d32", "#ef6c00"];
const EXPLORE_R = SIZE * 2.3;
const DIRS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

const hexPath = (cx, cy, rad) => Array.from({ length: 6 }, (_, i) => {
  const ang = (Math.PI / 180) * (60 * i - 30);
  return `${(cx + rad * Math.cos(ang)).toFixed(1)},${(cy + rad * Math.sin(ang)).toFixed(1)}`;
}).join(" ");
const enemyName = (r, id) => r.name("enemies", id);
const listOf = (items) => items.filter(Boolean).join(", ");

/** An enemy's attack in words: "3 physical". */
export function attackWords(attacks) {
  return (attacks || []).map((a) => t("mk.enemy_attack", { n: a.amount, element: tOr(`mk.element.${a.element}`, a.element) })).join(", ") || t("mk.no_attack");
}

/** What stands on each space: the view's enemies, defenders, Shields and figures, by "q,r". */
function contents(v) {
  const at = new Map();
  const put = (k, kind, what) => {
    if (!at.has(k)) at.set(k, { enemies: [], site: [], down: [], shields: [], heroes: [] });
    at.get(k)[kind].push(what);
  };
  for (const e of v.enemies || []) put(key(e.at), "enemies", e.enemy);
  for (const e of v.site_enemies || []) for (const id of e.enemies) put(key(e.at), "site", id);
  for (const e of v.face_down || []) put(key(e.at), "down", e.colour);
  for (const e of v.shields || []) put(key(e.at), "shields", ...e.seats);
  for (const x of v.heroes || []) if (x.position) put(key(x.position), "heroes", x);
  return at;
}

/** The move a space's actions hold, and what it would start: a combat (provoked) or an assault. */
function risk(r, acts, far) {
  const move = acts.find((a) => a.kind === "move");
  const provokes = move ? (move.args.provokes?.items || []).map((x) => x.name) : (far?.provokes || []).map((p) => enemyName(r, p.enemy));
  const assault = move ? !!move.args.assault?.value : !!far?.assault;
  return { provokes, assault };
}

/** Asks before a step that provokes or assaults ("This step provokes the Orc Summoners — move
 * anyway?"); ``go`` runs on Confirm, nothing on Cancel. Returns false when no question is needed. */
export function confirmRisk(r, acts, go, far = null) {
  const { provokes, assault } = risk(r, acts, far);
  if (!provokes.length && !assault) return false;
  const hex = far ? key(far.at) : acts[0]?.args?.hex ? `${acts[0].args.hex.q},${acts[0].args.hex.r}` : "";
  const sp = r.spaces.find((x) => key(x.at) === hex);
  const site = sp?.site ? r.name("sites", sp.site) : "";
  const text = provokes.length ? t("mk.map.provoke_confirm", { enemies: provokes.join(", ") }) : t("mk.map.assault_confirm", { site });
  document.querySelector(".mk-confirm")?.remove();
  const close = () => box.remove();
  const ok = h("button.mk-confirm-ok", { type: "button", dataset: { confirm: "ok" }, on: { click: () => { close(); go(); } } }, t("mk.map.confirm"));
  const box = h("div.mk-confirm.panel", { role: "alertdialog", "aria-modal": "true", "aria-label": text },
    h("p", text), h("div.row", ok, h("button", { type: "button", dataset: { confirm: "cancel" }, on: { click: close } }, t("mk.map.cancel"))));
  box.addEventListener("keydown", (e) => e.key === "Escape" && close());
  (r.map || document.body).append(box);
  ok.focus();
  return true;
}

/** Walks a reachable space's path: each step the legal move into the next space, played and
 * awaited in turn; stops when a step is no longer legal or (not being the last) would provoke. */
async function walk(r, path) {
  for (const [i, [q, rr]] of path.entries()) {
    const a = r.legal().find((x) => x.kind === "move" && x.args.hex.q === q && x.args.hex.r === rr);
    if (!a || (i < path.length - 1 && (a.args.provokes?.items || []).length)) return;
    if (!(await r.ctx.act(a.text, { anchor: r.map }))) return;
  }
}

/** The map panel: tools (zoom, Day or Night, Move points), the SVG, the detail box, the legend. */
export function mapPanel(r, v) {
  const onHex = r.where.onHex;
  if (!r.spaces.length && !onHex.size) return h("p.muted", t("mk.no_map"));
  const reach = new Map((r.reach?.spaces || []).map((x) => [key(x.at), x]));
  const at = contents(v);
  const spaces = new Map(r.spaces.map((sp) => [key(sp.at), sp]));
  const ext = [];
  const terrainLayer = [];
  const markLayer = [];
  for (const sp of r.spaces) {
    const k = key(sp.at);
    const [x, y] = pixel(...sp.at);
    ext.push([x - SIZE, y - SIZE, x + SIZE, y + SIZE]);
    const acts = onHex.get(k) || [];
    const far = reach.get(k);
    const { provokes, assault } = risk(r, acts, far);
    const cls = [acts.length ? "actionable" : "", far ? "reachable" : "", provokes.length ? "provokes" : "", assault ? "assault" : ""].join(" ");
    const g = s("g.mk-hex", { dataset: { hex: k, terrain: sp.terrain, cost: far ? String(far.cost) : "" }, class: cls, tabindex: "-1", role: "button", "aria-label": spaceWords(r, k, sp, at.get(k), acts, far).join(". ") },
      s("polygon", { points: hexPath(x, y, SIZE - 1), fill: TERRAIN[sp.terrain] || "#ccc" }));
    if (acts.length) g.dataset.action = acts[0].text;
    if (sp.site) g.append(s("text.mk-site", { x, y: y - 7, "text-anchor": "middle" }, SITE[sp.site] || "?"));
    if (sp.site === "mine" && sp.colour) g.append(s("circle.mk-mine", { cx: x + 8, cy: y - 11, r: 3, fill: TOKEN[sp.colour] || "#ccc" }));
    if (far) {
      g.append(s("g.mk-cost", s("rect", { x: x - 8, y: y + 8, width: 16, height: 10, rx: 3 }), s("text", { x, y: y + 16, "text-anchor": "middle" }, String(far.cost))));
    }
    if (provokes.length) g.append(s("text.mk-provoke-icon", { x: x - 12, y: y + 4, "text-anchor": "middle" }, "⚔"));
    bind(r, g, k, acts, far);
    terrainLayer.push(g);
    const here = at.get(k);
    if (here) markLayer.push(marks(r, here, x, y));
  }
  for (const [k, acts] of onHex) {
    if (spaces.has(k)) continue; // exploring: the tile position's centre, not yet on the map
    const [x, y] = pixel(acts[0].args.hex.q, acts[0].args.hex.r);
    ext.push([x - EXPLORE_R, y - EXPLORE_R, x + EXPLORE_R, y + EXPLORE_R]);
    const n = acts[0].args.amount?.value ?? 2;
    const g = s("g.mk-hex.mk-explore.actionable", { dataset: { hex: k, action: acts[0].text }, tabindex: "-1", role: "button", "aria-label": t("mk.map.explore", { n }) },
      s("polygon", { points: hexPath(x, y, EXPLORE_R - 2) }), s("text", { x, y: y + 6, "text-anchor": "middle" }, "?"),
      s("text.mk-explore-cost", { x, y: y + 20, "text-anchor": "middle" }, t("mk.map.cost", { n })), s("title", acts.map(actionLabel).join(" · ")));
    bind(r, g, k, acts, null);
    terrainLayer.push(g);
  }
  const pad = 4;
  const base = { x: Math.min(...ext.map((e) => e[0])) - pad, y: Math.min(...ext.map((e) => e[1])) - pad };
  base.w = Math.max(...ext.map((e) => e[2])) + pad - base.x;
  base.h = Math.max(...ext.map((e) => e[3])) + pad - base.y;
  const night = !!v.night;
  const svg = s("svg.mk-board", { class: night ? "night" : "day", role: "group", "aria-label": t("mk.map"), dataset: { night: night ? "1" : "0" } },
    s("g.mk-terrain", terrainLayer), s("g.mk-marks", markLayer), s("g.mk-path"));
  r.mapBase = base;
  applyView(r, svg);
  const wrap = h("div.mk-map-view", svg);
  attachPanZoom(r, svg);
  keyboard(r, svg);
  const period = night ? h("span.mk-period.night", { title: t("mk.map.night_help") }, "☾ ", t("mk.map.night_marker")) : h("span.mk-period.day", "☀ ", t("mk.map.day_marker"));
  const points = r.reach?.spaces?.length ? h("span.mk-move-points", t("mk.map.points", { n: r.reach.move_points })) : null;
  r.mapDetail = h("div.mk-space-detail.small", { "aria-live": "polite" }, t("mk.map.detail_hint"));
  const out = [h("div.mk-map-tools", period, points, zoomTools(r, svg)), wrap, r.mapDetail,
    r.reach?.spaces?.length ? h("p.mk-reach-help.small.muted", t("mk.map.reach_help")) : null, legend(r, v, at)];
  const focus = r.mapFocus && svg.querySelector(`g.mk-hex[data-hex="${r.mapFocus}"]`);
  const start = focus || svg.querySelector("g.mk-hex.actionable, g.mk-hex.reachable") || svg.querySelector("g.mk-hex");
  if (start) start.setAttribute("tabindex", "0");
  if (focus) queueMicrotask(() => show(r, r.mapFocus));
  return out;
}

/** The sentences saying a space: terrain and its cost, site and what it offers, what stands
 * there, the reach (cost, path, what ends the move) and the actions played there. */
function spaceWords(r, k, sp, here, acts, far) {
  const out = [];
  if (sp) {
    const cost = r.reach?.costs?.[sp.terrain];
    const terrain = t(`mk.terrain.${sp.terrain}`);
    out.push(cost === undefined ? terrain : `${terrain}: ${cost === null ? t("mk.map.impassable") : t("mk.map.cost", { n: cost })}`);
    if (sp.site) {
      const crystal = sp.site === "mine" && sp.colour ? ` (${t("mk.map.mine_crystal", { colour: tOr(`mk.mana.${sp.colour}`, sp.colour) })})` : "";
      out.push(`${r.name("sites", sp.site)}${crystal} — ${tOr(`mk.site_help.${sp.site}`, "")}`);
    }
  }
  if (here) {
    for (const id of [...here.enemies, ...here.site]) out.push(enemyLine(r, id));
    if (here.down.length) out.push(t("mk.map.defenders", { list: listOf(here.down.map((c) => t("mk.map.unknown_token", { colour: tOr(`mk.token.${c}`, c) }))) }));
    if (here.shields.length) out.push(t("mk.map.owner", { who: listOf(here.shields.map((n) => t("seat.n", { n: n + 1 }))) }));
    for (const x of here.heroes) out.push(t("mk.map.here", { who: t("mk.map.hero", { hero: r.name("heroes", x.hero), n: x.seat + 1 }) }));
  }
  if (far) {
    out.push(`${t("mk.map.reach_cost", { n: far.cost })} — ${t("mk.map.path", { steps: far.steps.join(" → ") })}`);
    if (far.provokes.length) out.push(t("mk.map.provokes", { enemies: listOf(far.provokes.map((p) => enemyName(r, p.enemy))) }));
    else if (far.assault) out.push(t("mk.map.assault"));
  }
  for (const a of acts) out.push(actionLabel(a));
  return out;
}

/** "Prowlers: Armour 3, attack 4 physical" and its abilities and resistances in words. */
export function enemyLine(r, id) {
  const e = r.catalog?.enemies?.[id];
  if (!e) return enemyName(r, id);
  const line = t("mk.map.enemy_line", { enemy: enemyName(r, id), armor: e.armor, attack: attackWords(e.attacks) });
  const more = [...e.abilities.map((a) => tOr(`mk.ability.${a}`, a)), ...e.resistances.map((x) => tOr(`mk.resistance.${x}`, x))];
  return more.length ? `${line}; ${t("mk.map.abilities", { list: more.join(", ") })}` : line;
}

/** The tokens and figures drawn on a space. */
function marks(r, here, x, y) {
  const g = s("g.mk-on", { "pointer-events": "none" });
  const tokens = [...here.enemies.map((id) => ["enemy", id]), ...here.site.map((id) => ["site", id]), ...here.down.map((c) => ["down", c])];
  tokens.forEach(([kind, what], i) => g.append(kind === "down" ? tokenBack(what, x + 7 - i * 6, y + 5) : token(r, what, x + 6 - i * 6, y + 3)));
  here.shields.forEach((seat, i) => g.append(s("g.mk-shield", s("path", { d: `M${x + 9 + i * 7},${y - 14} h8 v5 q0,5 -4,7 q-4,-2 -4,-7 z` }),
    s("text", { x: x + 13 + i * 7, y: y - 8, "text-anchor": "middle" }, String(seat + 1)))));
  here.heroes.forEach((hero, i) => g.append(figure(r, hero, x - 9 + i * 5, y + 6)));
  return g;
}

/** A face-up enemy token: its colour, Armour inside, attack under it, ability icons above. */
function token(r, id, x, y) {
  const e = r.catalog?.enemies?.[id];
  const g = s("g.mk-enemy", { dataset: { enemy: id } }, s("title", enemyLine(r, id)),
    s("circle", { cx: x, cy: y, r: 7.5, fill: TOKEN[e?.colour] || "#b33" }),
    s("text.mk-armor-n", { x, y: y + 3, "text-anchor": "middle" }, e ? String(e.armor) : "?"));
  if (e?.attacks?.length) {
    const a = e.attacks[0];
    g.append(s("text.mk-attack-n", { x, y: y + 15, "text-anchor": "middle", fill: ELEMENT_COLOUR[a.element] || "#222" }, `⚔${a.amount}`));
  }
  const icons = [...(e?.abilities || []).map((a) => ABILITY_ICON[a]), ...(e?.resistances || []).map((x) => RESIST_ICON[x])].filter(Boolean);
  if (icons.length) g.append(s("text.mk-ability-icons", { x, y: y - 9, "text-anchor": "middle" }, icons.join("")));
  return g;
}

function tokenBack(colour, x, y) {
  return s("g.mk-token-back", { dataset: { colour } }, s("circle", { cx: x, cy: y, r: 7.5, fill: TOKEN[colour] || "#777" }),
    s("text", { x, y: y + 3, "text-anchor": "middle" }, "?"));
}

function figure(r, hero, x, y) {
  const fill = HERO_COLOUR[hero.seat % HERO_COLOUR.length];
  const name = r.name("heroes", hero.hero);
  return s("g.mk-figure", { dataset: { seat: String(hero.seat), hero: hero.hero } }, s("title", t("mk.map.hero", { hero: name, n: hero.seat + 1 })),
    s("path", { d: `M${x - 6},${y + 9} q6,-13 12,0 z`, fill }), s("circle", { cx: x, cy: y - 4, r: 5, fill }),
    s("text", { x, y: y - 1.5, "text-anchor": "middle" }, (name || "?").slice(0, 1)));
}

/** Hover, focus and tap show a space (detail, path); click and Enter play it. */
function bind(r, g, k, acts, far) {
  let touch = false;
  g.addEventListener("pointerdown", (e) => (touch = e.pointerType === "touch"));
  g.addEventListener("mouseenter", () => show(r, k));
  g.addEventListener("focus", () => show(r, k));
  g.addEventListener("click", () => {
    if (r.mapDragged) return;
    const first = touch && r.mapFocus !== k; // on a phone the first tap shows, the second plays
    show(r, k);
    if (!first) play(r, g, acts, far);
  });
  g.addEventListener("keydown", (e) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      play(r, g, acts, far);
    }
  });
}

function play(r, g, acts, far) {
  if (acts.length) r.choose(acts, g); // a step that provokes or assaults is asked there first
  else if (far) {
    const go = () => walk(r, far.path);
    if (!confirmRisk(r, [], go, far)) go();
  }
}

/** Shows space ``k``: its detail, its path drawn from the hero. */
function show(r, k) {
  r.mapFocus = k;
  const svg = r.map?.querySelector("svg.mk-board");
  if (!svg) return;
  const g = svg.querySelector(`g.mk-hex[data-hex="${k}"]`);
  for (const el of svg.querySelectorAll("g.mk-hex.focused")) el.classList.remove("focused");
  g?.classList.add("focused");
  if (r.mapDetail && g) r.mapDetail.replaceChildren(...g.getAttribute("aria-label").split(". ").map((line) => h("div", line)));
  const layer = svg.querySelector("g.mk-path");
  layer.replaceChildren();
  const far = (r.reach?.spaces || []).find((x) => key(x.at) === k);
  const me = (r.view.heroes || []).find((x) => x.seat === r.msg.seat)?.position;
  if (!far || !me) return;
  const pts = [me, ...far.path].map((p) => pixel(...p).map((n) => n.toFixed(1)).join(",")).join(" ");
  layer.append(s("polyline", { points: pts, class: far.provokes.length ? "provokes" : "" }));
  far.path.forEach((p, i) => {
    const [x, y] = pixel(...p);
    layer.append(s("circle", { cx: x, cy: y, r: 2.5 }), s("text", { x: x + 5, y: y - 4 }, String(far.steps.slice(0, i + 1).reduce((a, b) => a + b, 0))));
  });
}

/** Arrow keys move the focus to the space that way; one space of the map is in the Tab order. */
function keyboard(r, svg) {
  svg.addEventListener("keydown", (e) => {
    const d = DIRS[e.key];
    const from = e.target.closest?.("g.mk-hex");
    if (!d || !from) return;
    e.preventDefault();
    const [q, rr] = from.dataset.hex.split(",").map(Number);
    const tries = e.key === "ArrowUp" ? [[0, -1], [1, -1]] : e.key === "ArrowDown" ? [[0, 1], [-1, 1]] : [d];
    for (const [dq, dr] of tries) {
      const to = svg.querySelector(`g.mk-hex[data-hex="${q + dq},${rr + dr}"]`);
      if (to) {
        from.setAttribute("tabindex", "-1");
        to.setAttribute("tabindex", "0");
        to.focus();
        return;
      }
    }
  });
}

/** The legend: the terrains on the map with their Move cost now, the sites with what each
 * offers, and the marks (figures, tokens, Shields, reach, provoking, exploring, ability icons). */
function legend(r, v, at) {
  const costs = r.reach?.costs || {};
  const terrains = [...new Set(r.spaces.map((sp) => sp.terrain))].sort();
  const sites = [...new Set(r.spaces.map((sp) => sp.site).filter(Boolean))].sort();
  const swatch = (fill) => h("span.mk-swatch", { style: `background:${fill}` });
  const cost = (tn) => (tn in costs ? (costs[tn] === null ? t("mk.map.impassable") : t("mk.map.cost", { n: costs[tn] })) : "");
  const seen = new Set([...at.values()].flatMap((x) => [...x.enemies, ...x.site]).flatMap((id) => {
    const e = r.catalog?.enemies?.[id];
    return e ? [...e.abilities, ...e.resistances.map((x) => `resist:${x}`)] : [];
  }));
  const icons = [...Object.entries(ABILITY_ICON).filter(([a]) => seen.has(a)).map(([a, i]) => [i, tOr(`mk.ability_help.${a}`, a)]),
    ...Object.entries(RESIST_ICON).filter(([x]) => seen.has(`resist:${x}`)).map(([x, i]) => [i, tOr(`mk.resistance_help.${x}`, x)])];
  return h("details.mk-legend", { open: true }, h("summary", t("mk.map.legend")),
    h("div.mk-legend-grid",
      h("div", h("b", t("mk.map.terrains")), h("ul", terrains.map((tn) => h("li", { dataset: { terrain: tn } }, swatch(TERRAIN[tn] || "#ccc"), " ", t(`mk.terrain.${tn}`), cost(tn) ? ` — ${cost(tn)}` : "")))),
      sites.length ? h("div", h("b", t("mk.map.sites")), h("ul", sites.map((id) => h("li", { dataset: { site: id } }, h("span.mk-icon", SITE[id] || "?"), " ", h("b", r.name("sites", id)), ": ", tOr(`mk.site_help.${id}`, ""))))) : null,
      h("div", h("b", t("mk.map.marks")), h("ul",
        h("li", h("span.mk-icon.fig", "♟"), " ", t("mk.map.hero_mark")),
        h("li", h("span.mk-icon.tok", "⬤"), " ", t("mk.map.enemy_mark")),
        h("li", h("span.mk-icon.back", "?"), " ", t("mk.map.token_back")),
        h("li", h("span.mk-icon.shield", "1"), " ", t("mk.map.shield")),
        h("li", h("span.mk-icon.cost", "3"), " ", t("mk.map.reach_mark")),
        h("li", h("span.mk-icon.prov", "⚔"), " ", t("mk.map.provoke_mark")),
        h("li", h("span.mk-icon.expl", "?"), " ", t("mk.map.explore_mark")),
        icons.map(([i, words]) => h("li.mk-legend-ability", h("span.mk-icon", i), " ", words))))));
}
