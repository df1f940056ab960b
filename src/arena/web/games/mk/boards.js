import { h, t } from "../../util.js";
import { MANA } from "./common.js";
import { heroCards } from "./cardunits.js";

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
  return h("div.mk-hero", { dataset: { seat: x.seat }, class: v.turn?.player === x.seat ? "active" : "" },
    h("strong", `${r.ctx.seatLabel?.(r.msg, x.seat) ?? t("seat.n", { n: x.seat + 1 })} · ${r.name("heroes", x.hero)}`),
    h("div", t("mk.hero_line", { level: x.level, fame: x.fame, rep: x.reputation, deck: x.deck_size, hand: x.hand_size })),
    x.tactic ? h("div.muted", `${t("mk.tactic")}: ${r.name("tactics", x.tactic)}`) : null,
    v.turn?.player === x.seat ? h("div.mk-turn-points", t("mk.points", { move: v.turn.move_points ?? 0, influence: v.turn.influence_points ?? 0 })) : null,
    h("div.row", crystals, tokens),
    x.play_area?.length ? h("div.muted", `${t("mk.played")}: ${x.play_area.map((c) => r.name("cards", c)).join(", ")}`) : null,
    heroCards(r, x));
}

/** The final score table: Fame, every Achievement category with the title won, the solo
 * extras, the total; the winner's column marked. */
export function scorePanel(r, v) {
  const rows = v.scores;
  if (!rows) return null;
  const winners = new Set(r.msg?.winners || []);
  const who = (row) => r.ctx.seatLabel?.(r.msg, row.seat) ?? t("seat.n", { n: row.seat + 1 });
  const names = Object.keys(rows[0].categories);
  const line = (label, cells, cls = "") => h("tr", { class: cls }, h("th", label), cells.map((c) => h("td", c)));
  const title = (n) => (n ? ` (${t(n > 0 ? "mk.title_won" : "mk.title_lost", { n: n > 0 ? `+${n}` : String(n) })})` : "");
  return h("div.mk-score.panel", h("h3", t("mk.final_score")), h("table.view-table",
    h("thead", h("tr", h("th", ""), rows.map((row) => h("th", { class: winners.has(row.seat) ? "winner" : "", dataset: { seat: row.seat } },
      winners.has(row.seat) ? `★ ${who(row)} — ${t("mk.winner")}` : who(row))))),
    h("tbody", line(t("mk.fame"), rows.map((row) => String(row.fame))),
      names.map((n) => h("tr", { dataset: { category: n } }, h("th", t(`mk.category.${n}`)), rows.map((row) => h("td", `${row.categories[n]}${title(row.titles[n])}`)))),
      Object.keys(rows[0].extras).map((n) => line(t(`mk.extra.${n}`), rows.map((row) => String(row.extras[n])))),
      line(t("mk.total"), rows.map((row) => h("strong", String(row.total))), "mk-total"))));
}
