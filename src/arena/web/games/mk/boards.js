import { h, t } from "../../util.js";
import { MANA } from "./common.js";

// -- panels ---------------------------------------------------------------------------------
export function sourcePanel(r, v) {
  const dice = (v.source || []).map((d) =>
    h("span.mk-die", { class: [d.usable ? "" : "depleted", d.taken ? "taken" : "", d.held ? "held" : ""].join(" "), style: `background:${MANA[d.colour]}`, dataset: { die: d.die, colour: d.colour }, title: t("mk.die", { n: d.die + 1, colour: t(`mk.mana.${d.colour}`) }) }, String(d.die + 1)),
  );
  return h("div.mk-source.panel", h("h3", t("mk.source")), h("div.row", dice));
}

export function heroesPanel(r, v) {
  return h("div.mk-heroes.panel", h("h3", t("mk.heroes")), (v.heroes || []).map((x) => heroBoard(r, x, v)));
}

export function heroBoard(r, x, v) {
  const crystals = Object.entries(x.crystals || {}).filter(([, n]) => n).map(([c, n]) => h("span.mk-crystal", { style: `background:${MANA[c]}`, title: t(`mk.mana.${c}`) }, String(n)));
  const tokens = (x.tokens || []).map((c) => h("span.mk-token-mana", { style: `background:${MANA[c]}`, title: t(`mk.mana.${c}`) }));
  const units = (x.units || []).map((u, i) => h("li", { class: u.ready ? "" : "spent", dataset: { slot: i, unit: u.unit } }, r.name("units", u.unit),
    u.wounds ? ` · ${t("mk.wounded")}` : "", u.banner ? ` · ${r.name("cards", u.banner)}` : "", u.bonded ? ` · ${t("mk.bonded")}` : ""));
  return h("div.mk-hero", { dataset: { seat: x.seat }, class: v.turn?.player === x.seat ? "active" : "" },
    h("strong", `${r.ctx.seatLabel?.(r.msg, x.seat) ?? t("seat.n", { n: x.seat + 1 })} · ${r.name("heroes", x.hero)}`),
    h("div", t("mk.hero_line", { level: x.level, fame: x.fame, rep: x.reputation, deck: x.deck_size, hand: x.hand_size })),
    x.tactic ? h("div.muted", `${t("mk.tactic")}: ${r.name("tactics", x.tactic)}`) : null,
    v.turn?.player === x.seat ? h("div.mk-turn-points", t("mk.points", { move: v.turn.move_points ?? 0, influence: v.turn.influence_points ?? 0 })) : null,
    h("div.row", crystals, tokens),
    x.play_area?.length ? h("div.muted", `${t("mk.played")}: ${x.play_area.map((c) => r.name("cards", c)).join(", ")}`) : null,
    units.length ? h("ul.mk-units", units) : null);
}

export function scorePanel(r, v) {
  const rows = v.scores;
  if (!rows) return null;
  const names = Object.keys(rows[0].categories);
  const line = (label, cells) => h("tr", h("th", label), cells.map((c) => h("td", c)));
  return h("div.mk-score.panel", h("h3", t("mk.final_score")), h("table.view-table",
    h("thead", h("tr", h("th", ""), rows.map((row) => h("th", r.ctx.seatLabel?.(r.msg, row.seat) ?? t("seat.n", { n: row.seat + 1 }))))),
    h("tbody", line(t("mk.fame"), rows.map((r) => String(r.fame))),
      names.map((n) => line(t(`mk.category.${n}`), rows.map((r) => `${r.categories[n]}${r.titles[n] ? ` (${r.titles[n] > 0 ? "+" : ""}${r.titles[n]})` : ""}`))),
      Object.keys(rows[0].extras).map((n) => line(t(`mk.extra.${n}`), rows.map((r) => String(r.extras[n])))),
      line(t("mk.total"), rows.map((r) => String(r.total))))));
}

