// Mage Knight in the browser: Units and Skills as cards (abilities as buttons with their text),
// and the Dummy player's board in the solo game.
import { h, t } from "../../util.js";
import { actionLabel } from "../generic.js";
import { arg, cardFace, colourTag, manaChip } from "./cardface.js";
import { MANA } from "./common.js";

/** A button playing ``a`` with ``content`` (its label as tooltip). */
function button(r, a, content, cls = "") {
  const el = h("button.action.small", { type: "button", class: cls, title: actionLabel(a), dataset: { action: a.text, kind: a.kind },
    on: { click: () => r.ctx.act(a.text, { anchor: el }) } }, content);
  return el;
}

/** A Unit's ability: its text, the mana it costs (colour named), and the buttons using it. */
function ability(r, ab, j, acts) {
  const mine = acts.filter((a) => Number(arg(a, "ability")) === j);
  const paid = mine.some((a) => arg(a, "mana"));
  return h("li.mk-ability", { dataset: { ability: j } },
    ab.mana ? h("span.mk-ability-cost", t("mk.ability_mana"), " ", colourTag(ab.mana), " ") : null,
    h("span.mk-ability-text", ab.text),
    mine.length ? h("div.mk-card-buttons", mine.map((a) => (paid ? button(r, a, manaChip(a), "mk-chip") : button(r, a, t("mk.activate"))))) : null);
}

/** A Unit as a card: name, level, Armour, cost (in an offer), resistances, state, abilities.
 * ``unit`` is a hero's Unit (ready, wounds) or absent for an offer's; ``acts`` its activations. */
export function unitCard(r, id, { unit = null, slot = null, acts = [], cost = false, used = false, buttons = [] } = {}) {
  const data = r.catalog?.units?.[id];
  const state = !unit ? null : unit.wounds ? "wounded" : unit.ready ? "ready" : "spent";
  const facts = [
    data ? t("mk.unit_level", { n: data.level }) : null,
    data ? t("mk.unit_armor", { n: data.armor }) : null,
    cost && data ? t("mk.unit_cost", { n: data.cost }) : null,
    ...(data?.resistances || []).map((x) => t(`mk.resistance.${x}`)),
  ].filter(Boolean);
  return h("div.mk-unit-card", { class: [state || "", used ? "used" : ""].join(" "), dataset: { unit: id, slot: slot ?? "", state: state || "" } },
    h("div.mk-face-head", h("strong.mk-card-name", r.name("units", id)), data?.elite ? h("span.mk-type", ` · ${t("mk.elite")}`) : null),
    h("div.mk-face-sub", facts.join(" · ")),
    state ? h("div.mk-unit-state", { dataset: { state } }, t(`mk.unit_state.${state}`),
      unit.banner ? ` · ${r.name("cards", unit.banner)}` : "", unit.bonded ? ` · ${t("mk.bonded")}` : "") : null,
    data && cost && data.recruit?.length ? h("div.mk-face-sub.muted", t("mk.recruit_at", { sites: data.recruit.map((s) => r.name("sites", s)).join(", ") })) : null,
    h("ul.mk-abilities", (data?.abilities || []).map((ab, j) => ability(r, ab, j, acts))),
    buttons.length ? h("div.mk-card-buttons", buttons) : null);
}

/** A Skill as a card: name, how often it may be used, its text, its buttons. */
export function skillCard(r, id, buttons = [], used = false) {
  const data = r.catalog?.skills?.[id];
  return h("div.mk-skill-card", { class: used ? "spent" : "", dataset: { skill: id } },
    h("div.mk-face-head", h("strong.mk-card-name", r.name("skills", id))),
    data ? h("div.mk-face-sub", t(`mk.usage.${data.usage}`)) : null,
    h("p.mk-effect", data?.text || ""),
    buttons.length ? h("div.mk-card-buttons", buttons) : null);
}

/** A hero's Units and Skills as cards; on this seat's board, its activations and Skill uses as buttons. */
export function heroCards(r, x) {
  const mine = x.seat === r.msg.seat;
  const onUnit = mine ? r.where.onUnit : new Map();
  const onSkill = mine ? r.where.onSkill : new Map();
  const units = (x.units || []).map((u, i) => unitCard(r, u.unit, { unit: u, slot: i, acts: onUnit.get(i) || [] }));
  const used = new Set(x.skills_used || []);
  const skills = (x.skills || []).map((s) => skillCard(r, s, (onSkill.get(s) || []).map((a) => button(r, a, t("mk.use_skill"))), used.has(s)));
  return [
    units.length ? h("div.mk-hero-units", h("strong", t("mk.units")), h("div.mk-offer-cards", units)) : null,
    skills.length ? h("div.mk-hero-skills", h("strong", t("mk.skills")), h("div.mk-offer-cards", skills)) : null,
  ];
}

/** The Dummy player (solo): its hero, deck count, crystals, Tactic and the card it last flipped. */
export function dummyPanel(r, v) {
  const d = v.dummy;
  if (!d) return null;
  const crystals = Object.entries(d.crystals || {}).filter(([, n]) => n).map(([c, n]) =>
    h("span.mk-crystal", { style: `background:${MANA[c]}`, title: t(`mk.mana.${c}`), dataset: { colour: c } }, `${n} ${t(`mk.mana.${c}`)}`));
  const last = d.discard?.length ? d.discard[d.discard.length - 1] : null;
  return h("div.mk-dummy.panel", h("h3", t("mk.dummy", { hero: r.name("heroes", d.hero) })),
    h("div", t("mk.dummy_line", { deck: d.deck_size, discard: (d.discard || []).length })),
    d.tactic ? h("div.muted", `${t("mk.tactic")}: ${r.name("tactics", d.tactic)}`) : null,
    crystals.length ? h("div.row", h("span.muted", t("mk.crystals")), crystals) : null,
    h("div.mk-dummy-last", h("strong", t("mk.dummy_last")), last ? cardFace(r, last) : h("span.muted", t("mk.dummy_none"))));
}
