import { h, t, tOr } from "../../util.js";

/** The combat: the phase in words, each enemy (a summoned token standing in named with its
 * summoner, both Armours), its attacks, abilities and resistances in words, and the Attack and
 * Block points played and not yet spent. */
export function combatPanel(r, v) {
  const c = v.combat;
  if (!c) return null;
  const element = (id) => tOr(`mk.element.${id}`, id);
  const rows = c.enemies.map((e, i) => {
    const name = e.summoned
      ? t("mk.summoned_by", { enemy: r.name("enemies", e.summoned), summoner: r.name("enemies", e.token) })
      : r.name("enemies", e.token);
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

