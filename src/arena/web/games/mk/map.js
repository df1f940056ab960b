import { h, s, t } from "../../util.js";
import { actionLabel } from "../generic.js";
import { SIZE, TERRAIN, SITE, TOKEN, pixel, key } from "./common.js";

// -- the map --------------------------------------------------------------------------------
export function mapSvg(r, v) {
  const onHex = r.where.onHex;
  const items = [];
  const pts = r.spaces.map((sp) => pixel(...sp.at));
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
  const hexPath = (cx, cy, rad) => Array.from({ length: 6 }, (_, i) => {
    const ang = (Math.PI / 180) * (60 * i - 30);
    return `${(cx + rad * Math.cos(ang)).toFixed(1)},${(cy + rad * Math.sin(ang)).toFixed(1)}`;
  }).join(" ");
  const drawn = new Set();
  for (const sp of r.spaces) {
    const k = key(sp.at);
    drawn.add(k);
    const [x, y] = pixel(...sp.at);
    const acts = onHex.get(k) || [];
    const g = s("g.mk-hex", { dataset: { hex: k, terrain: sp.terrain }, class: acts.length ? "actionable" : "" });
    g.append(s("polygon", { points: hexPath(x, y, SIZE - 1), fill: TERRAIN[sp.terrain] || "#ccc" }));
    if (sp.site) g.append(s("text.mk-site", { x, y: y - 6, "text-anchor": "middle" }, SITE[sp.site] || "?"));
    for (const [kind, what] of at.get(k) || []) g.append(marker(r, kind, what, x, y));
    const title = [t(`mk.terrain.${sp.terrain}`), sp.site ? r.name("sites", sp.site) : null, ...acts.map(actionLabel)].filter(Boolean).join(" · ");
    g.append(s("title", title));
    if (acts.length) {
      g.dataset.action = acts[0].text;
      g.addEventListener("click", () => r.choose(acts, g));
    }
    items.push(g);
  }
  for (const [k, acts] of onHex) {
    if (drawn.has(k)) continue; // exploring: the tile position's centre, not yet on the map
    const [x, y] = pixel(acts[0].args.hex.q, acts[0].args.hex.r);
    const g = s("g.mk-hex.mk-explore.actionable", { dataset: { hex: k, action: acts[0].text } }, s("polygon", { points: hexPath(x, y, SIZE * 1.6), fill: "none" }),
      s("text", { x, y: y + 5, "text-anchor": "middle" }, "?"), s("title", acts.map(actionLabel).join(" · ")));
    g.addEventListener("click", () => r.choose(acts, g));
    items.push(g);
  }
  return s("svg.mk-board", { viewBox: box.map((n) => n.toFixed(1)).join(" "), role: "img", "aria-label": t("mk.map") }, items);
}

export function marker(r, kind, what, x, y) {
  if (kind === "hero") return s("g.mk-hero", s("circle", { cx: x - 8, cy: y + 8, r: 7 }), s("text", { x: x - 8, y: y + 12, "text-anchor": "middle" }, String(what + 1)));
  if (kind === "shield") return s("text.mk-shield", { x: x + 10, y: y - 6, "text-anchor": "middle" }, what.map((n) => n + 1).join(""));
  if (kind === "down") return s("circle.mk-token", { cx: x + 8, cy: y + 8, r: 7, fill: TOKEN[what] || "#777" });
  const ids = kind === "site" ? what : [what];
  return s("g", ids.map((id, i) => {
    const colour = r.catalog?.enemies?.[id]?.colour;
    return s("g.mk-enemy", s("circle", { cx: x + 8 - i * 4, cy: y + 8, r: 7, fill: TOKEN[colour] || "#b33" }),
      s("title", r.name("enemies", id)));
  }));
}

