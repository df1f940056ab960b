// Mage Knight in the browser: the hand as cards (each click opens the card's menu of uses), the
// hero and Tactic choices, the offers and the level-up picks as cards with their buttons.
import { h, t } from "../../util.js";
import { actionLabel } from "../generic.js";
import { arg, cardFace, cardMenu } from "./cardface.js";
import { skillCard, unitCard } from "./cardunits.js";
import { siteOffers } from "./interaction.js";

/** A Skill's line: its name and what it does. */
const skillLine = (r, id) => h("li", { dataset: { skill: id } }, h("strong", r.name("skills", id)), ": ", r.catalog?.skills?.[id]?.text || "");

/** A hero's card for the start: its Skills, its own Basic Action and the standard card it replaces. */
function heroPick(r, a) {
  const id = a.args?.hero?.id;
  const data = r.catalog?.heroes?.[id];
  const own = data?.hero_card;
  const el = h("button.mk-pick-card.mk-hero-pick", { type: "button", title: actionLabel(a), dataset: { action: a.text, kind: a.kind, pick: id },
    on: { click: () => r.ctx.act(a.text, { anchor: el }) } },
    h("span.mk-pick-head", h("strong.mk-pick-name", r.name("heroes", id))),
    own ? h("div.mk-hero-deck", h("span.mk-pick-sub", t("mk.hero_deck", { card: r.name("cards", own), replaces: r.name("cards", data.replaces) })), cardFace(r, own)) : null,
    data ? h("div.mk-hero-skills", h("span.mk-pick-sub", t("mk.hero_skills")), h("ul", data.skills.map((s) => skillLine(r, s)))) : null,
    h("span.action.mk-pick-go", t("mk.pick_this_hero", { hero: r.name("heroes", id) })));
  return el;
}

/** A Tactic's card: its turn order, name and text; clicking it takes it. */
function tacticPick(r, a) {
  const id = a.args?.tactic?.id;
  const data = r.catalog?.tactics?.[id];
  const order = data?.number ?? arg(a, "amount");
  const label = actionLabel(a);
  const m = label.match(/\)\s*[:：]\s*(.+)$/s); // the server's label says the effect after "):"
  const el = h("button.mk-pick-card", { type: "button", title: label, dataset: { action: a.text, kind: a.kind, pick: id },
    on: { click: () => r.ctx.act(a.text, { anchor: el }) } },
    h("span.mk-pick-head", order !== undefined ? h("span.mk-pick-order", String(order)) : null, h("strong.mk-pick-name", r.name("tactics", id))),
    order !== undefined ? h("span.mk-pick-sub.muted", t("mk.turn_order", { n: order })) : null,
    h("span.mk-pick-text", data?.text || (m ? m[1] : label)));
  return el;
}

/** Heroes or Tactics to choose among, each a card. */
export function pickPanel(r, picks) {
  const tactic = picks.some((a) => a.args?.tactic);
  return h("div.mk-pick.panel", { dataset: { pick: tactic ? "tactic" : "hero" } },
    h("h3", t(tactic ? "mk.pick_tactic" : "mk.pick_hero")),
    tactic ? h("p.muted", t("mk.tactic_hint")) : null,
    h("div.mk-pick-cards", picks.map((a) => (tactic ? tacticPick(r, a) : heroPick(r, a)))));
}

/** A Unit of an offer: its card (level, cost, Armour, abilities) and the offer's buttons. */
function offerUnit(r, id, acts, used) {
  return unitCard(r, id, { cost: true, used, buttons: acts.map((a) => r.actButton("button.action.small", a)) });
}

/** An Advanced Action or Spell of an offer: its face and the offer's buttons. */
function offerCard(r, id, acts, used) {
  return h("div.mk-offer-card", { class: used ? "used" : "", dataset: { offer: id } }, cardFace(r, id),
    acts.length ? h("div.mk-card-buttons", acts.map((a) => r.actButton("button.action.small", a))) : null);
}

/** The Unit, Advanced Action, monastery and Spell offers as cards; the ones the site here sells highlighted. */
export function offersPanel(r, v) {
  const onOffer = r.where.onOffer;
  const used = siteOffers(r, v);
  const decks = [["unit", offerUnit], ["advanced", offerCard], ["monastery", offerCard], ["spell", offerCard]];
  return h("div.mk-offers.panel", h("h3", t("mk.offers")),
    decks.filter(([deck]) => deck !== "monastery" || (v.offers?.monastery || []).length).map(([deck, draw]) =>
      h("div.mk-offer", { class: used.decks.has(deck) ? "used" : "", dataset: { deck } }, h("strong", t(`mk.offer.${deck}`)),
        h("div.mk-offer-cards", (v.offers?.[deck] || []).map((id) => draw(r, id, onOffer.get(id) || [], used.ids.has(id)))))));
}

/** Level-up: the Skills and Advanced Actions to choose among, as cards. */
export function levelUpPanel(r, acts) {
  if (!acts.length) return null;
  const skills = acts.filter((a) => a.args?.skill);
  const cards = acts.filter((a) => !a.args?.skill && a.args?.card);
  const rest = acts.filter((a) => !a.args?.skill && !a.args?.card);
  return h("div.mk-levelup.panel", h("h3", t("mk.level_up")),
    skills.length ? h("div", h("strong", t("mk.level_up_skill")), h("div.mk-offer-cards", skills.map((a) =>
      skillCard(r, a.args.skill.id, [r.actButton("button.action.small", a)])))) : null,
    cards.length ? h("div", h("strong", t("mk.level_up_card")), h("div.mk-offer-cards", cards.map((a) =>
      offerCard(r, a.args.card.id, [a], false)))) : null,
    rest.map((a) => r.actButton("button.action", a)));
}

/** The hand as cards; a card with legal uses opens its menu, one with none is dimmed but readable. */
export function handPanel(r, v) {
  const me = (v.heroes || []).find((x) => x.seat === r.msg.seat);
  const onCard = r.where.onCard;
  const open = r.selected?.card;
  const cards = (me?.hand || []).map((id, i) => {
    const acts = onCard.get(id) || [];
    const el = h("button.mk-card", { type: "button", class: [acts.length ? "playable" : "unplayable", open === id ? "open" : ""].join(" "),
      "aria-disabled": acts.length ? "false" : "true", title: acts.length ? t("mk.card_open") : t("mk.card_no_use"), dataset: { card: id, index: i },
      on: { click: () => acts.length && r.openCard(id, acts) } }, cardFace(r, id));
    return el;
  });
  const menu = open && onCard.get(open) ? cardMenu(r, open, onCard.get(open), () => r.closeMenu()) : null;
  const choice = r.selected && !r.selected.card
    ? h("div.mk-choice", h("span.muted", r.selected.title ? `${r.selected.title} — ${t("mk.choose")}` : t("mk.choose")), r.selected.actions.map((a) => r.actButton("button.action", a)))
    : null;
  return h("div", h("h3", me?.hand ? t("mk.hand") : t("mk.spectator")), menu, choice, h("div.row.mk-cards", cards));
}
