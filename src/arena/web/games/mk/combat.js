import { h, t, tOr } from "../../util.js";
import { TOKEN } from "./common.js";
import { ABILITY_ICON, RESIST_ICON, attackWords } from "./map.js";

/** The kind of the damage choices, drawn by the assignment panel (not among the other choices). */
export const ASSIGN_KIND = "assign-damage";
const PHASES = ["ranged", "block", "damage", "attack"];

/** The combat, while there is one: the phase rail, each enemy as a card (a summoned token standing
 * in named with its summoner, both Armours) with every ability and resistance explained, the
 * Attack and Block points played, the calculator's verdict per enemy in sentences with the
 * server's numbers, and the damage assignment panel. */
export function combatPanel(r, v) {
  const c = v.combat;
  if (!c) return null;
  const element = (id) => tOr(`mk.element.${id}`, id);
  const attack = Object.entries(c.attack || {}).filter(([, n]) => n).map(([k, n]) => {
    const [range, el] = k.split(":"); // the view's pool key, range:element
    return t("mk.attack_entry", { n, range: tOr(`mk.range.${range}`, range), element: element(el) });
  });
  const block = Object.entries(c.block || {}).filter(([, n]) => n).map(([el, n]) => t("mk.block_entry", { n, element: element(el) }));
  const phase = tOr(`mk.phase.${c.phase}`, "");
  return h("section.mk-combat.panel", { dataset: { phase: c.phase }, "aria-label": t("mk.combat_any") },
    h("h3", phase ? t("mk.combat", { phase }) : t("mk.combat_any")),
    h("ol.mk-phase-rail", { "aria-label": t("mk.phases") }, PHASES.map((p) => h("li", {
      class: p === c.phase ? "current" : PHASES.indexOf(p) < PHASES.indexOf(c.phase) ? "done" : "",
      "aria-current": p === c.phase ? "step" : null, dataset: { phase: p } }, tOr(`mk.phase.${p}`, p)))),
    h("p.mk-pool", h("span.mk-attack-points", h("b", t("mk.attack_points")), ": ", attack.join(", ") || "—"), " · ",
      h("span.mk-block-points", h("b", t("mk.block_points")), ": ", block.join(", ") || "—")),
    c.wounds ? h("p.small", t("mk.wounds_taken", { n: c.wounds })) : null,
    assignPanel(r),
    h("div.mk-foes", c.enemies.map((e, i) => foeCard(r, c, e, i))));
}

function foeName(r, e) {
  return e.summoned ? t("mk.summoned_by", { enemy: r.name("enemies", e.summoned), summoner: r.name("enemies", e.token) }) : r.name("enemies", e.token);
}

/** One enemy: its token, name, Armour, attack, abilities explained, and the verdict. */
function foeCard(r, c, e, i) {
  const colour = r.catalog?.enemies?.[e.summoned || e.token]?.colour;
  const state = e.defeated ? "defeated" : e.blocked ? "blocked" : "";
  const help = [
    ...e.abilities.map((a) => [ABILITY_ICON[a] || "•", tOr(`mk.ability_help.${a}`, tOr(`mk.ability.${a}`, a))]),
    ...e.resistances.map((x) => [RESIST_ICON[x] || "•", tOr(`mk.resistance_help.${x}`, `${t("mk.resists")} ${tOr(`mk.element.${x}`, x)}`)]),
  ];
  if (e.fortified && !e.abilities.includes("fortified")) help.push(["▣", t("mk.site_fortified_help")]);
  return h("article.mk-foe", { class: state, dataset: { enemy: e.token, summoned: e.summoned || "", index: String(i) } },
    h("header",
      h("span.mk-foe-token", { style: `background:${TOKEN[colour] || "#b33"}` }, String(e.armor)),
      h("span.mk-enemy-name", foeName(r, e)),
      state ? h("span.mk-enemy-state.small", t(`mk.${state}`)) : null),
    h("table.mk-foe-stats", h("tbody", h("tr",
      h("td.mk-armor", `${t("mk.armor")} ${e.armor}`, e.summoner_armor !== null && e.summoner_armor !== undefined ? h("span.muted.small", ` (${t("mk.summoner_armor", { n: e.summoner_armor })})`) : null),
      h("td.mk-foe-attack", `${t("mk.attack")} ${e.no_attack ? t("mk.no_attack") : attackWords(e.attacks)}`)))),
    help.length ? h("ul.mk-abilities", help.map(([icon, words]) => h("li", h("span.mk-icon", icon), " ", words))) : null,
    h("ul.mk-verdicts", verdicts(r, c, e).map(([cls, text]) => h("li.mk-verdict", { class: cls }, text))));
}

/** The calculator's sentences for one enemy in this phase, from the view's numbers (never
 * computed here): "Block 3 of 10 — Swift doubles its attack 5: 7 more", "this attack defeats the
 * Prowlers (5 of 4)", "unblocked: 8 damage, 4 Wounds to you (your Armour 2) — Brutal doubles…". */
function verdicts(r, c, e) {
  if (e.defeated) return [["done", t("mk.verdict.defeated")]];
  const out = [];
  const name = foeName(r, e);
  if (c.phase === "ranged" || c.phase === "attack") {
    const [have, needed] = [e.attack_have, e.attack_needed];
    out.push(have >= needed && have > 0 ? ["ok", t("mk.verdict.defeats", { enemy: name, have, needed })]
      : ["short", t("mk.verdict.sep", { a: t("mk.verdict.attack", { have, needed }), b: t("mk.verdict.more", { n: needed - have }) })]);
  }
  if (e.no_attack || !e.block_needed) return [...out, ["", t("mk.verdict.no_attack")]];
  if (c.phase === "attack") return out;
  if (e.blocked) return [...out, ["ok", t("mk.verdict.blocked")]];
  const amount = e.attacks[0]?.amount ?? 0;
  if (c.phase === "block") {
    const [have, needed] = [e.block_have, e.block_needed];
    const swift = e.abilities.includes("swift") ? ` — ${t("mk.verdict.swift", { attack: amount })}` : "";
    const enough = have >= needed;
    const then = enough ? t("mk.verdict.enough") : t("mk.verdict.more", { n: needed - have });
    out.push([enough ? "ok" : "short", t("mk.verdict.sep", { a: `${t("mk.verdict.block", { have, needed })}${swift}`, b: then })]);
  }
  const brutal = e.abilities.includes("brutal") ? ` — ${t("mk.verdict.brutal", { attack: amount })}` : "";
  const poison = e.abilities.includes("poison") && e.wounds_to_hero ? `; ${t("mk.verdict.poison")}` : "";
  out.push(["harm", `${t("mk.verdict.unblocked", { damage: e.damage_if_unblocked, wounds: e.wounds_to_hero, armor: c.hero_armor })}${brutal}${poison}`]);
  return out;
}

/** The damage to assign now and each choice (the hero, each Unit that can take it) with its
 * Armour and what follows, as the server computed it (the actions' ``armor`` and ``outcome``). */
function assignPanel(r) {
  const acts = r.legal().filter((a) => a.kind === ASSIGN_KIND);
  if (!acts.length) return null;
  const first = acts[0].args;
  return h("div.mk-assign", { role: "group", "aria-label": t("mk.assign.title", { n: first.amount?.value ?? 0, enemy: first.enemy?.name ?? "" }) },
    h("h4", t("mk.assign.title", { n: first.amount?.value ?? 0, enemy: first.enemy?.name ?? "" })),
    h("p.small.muted", t("mk.assign.help")),
    h("div.mk-assign-choices", acts.map((a) => {
      const armor = a.args.armor?.value ?? "?";
      const who = a.args.unit ? t("mk.assign.unit", { unit: a.args.unit.name, armor }) : t("mk.assign.hero", { armor });
      const cls = a.args.destroyed?.value ? "destroyed" : a.args.absorbed?.value ? "absorbed" : a.args.unit ? "unit" : "hero";
      const el = h("button.mk-assign-choice", { type: "button", class: cls, title: a.label, dataset: { action: a.text, kind: a.kind },
        on: { click: () => r.ctx.act(a.text, { anchor: el }) } },
        h("b", who), h("span.small", a.args.outcome?.value ?? a.label));
      return el;
    })));
}
