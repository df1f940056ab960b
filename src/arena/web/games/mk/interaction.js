// Mage Knight in the browser: the site the hero stands at and what its inhabitants sell — the
// Units it recruits with their costs, Healing, Advanced Actions, Spells — with the Reputation
// modifier said ("Reputation 3: +1 Influence, every price 1 lower"), and the offers it uses.
import { h, t } from "../../util.js";
import { key } from "./common.js";

/** The hero of this seat. */
const myHero = (r, v) => (v.heroes || []).find((x) => x.seat === r.msg?.seat);

/** The site this seat's hero stands at, with its prices (null: none, or no prices there). */
export function siteHere(r, v) {
  const me = myHero(r, v);
  if (!me?.position || !r.spaces?.length) return null;
  const space = r.spaces.find((s) => key(s.at) === key(me.position));
  const data = space?.site ? r.catalog?.sites?.[space.site] : null;
  if (!data || !(data.recruit || data.heal_price || data.advanced_action_price || data.spell_price)) return null;
  return { id: space.site, data, hero: me };
}

/** The offers (decks) and the entries (ids) the site here uses: its Units, its Advanced Actions, its Spells. */
export function siteOffers(r, v) {
  const here = siteHere(r, v);
  const decks = new Set();
  const ids = new Set();
  if (!here) return { decks, ids };
  if (here.data.recruit) {
    for (const u of v.offers?.unit || []) {
      if ((r.catalog?.units?.[u]?.recruit || []).includes(here.id)) ids.add(u);
    }
    if (ids.size) decks.add("unit");
  }
  if (here.data.advanced_action_price) {
    decks.add("monastery");
    (v.offers?.monastery || []).forEach((c) => ids.add(c));
  }
  if (here.data.spell_price) {
    decks.add("spell");
    (v.offers?.spell || []).forEach((c) => ids.add(c));
  }
  return { decks, ids };
}

/** The Influence a hero starts an interaction with (null: nobody deals with it). */
export function reputationModifier(r, reputation) {
  const table = r.catalog?.reputation || {};
  const k = String(Math.max(-7, Math.min(7, reputation)));
  return k in table ? table[k] : 0;
}

/** The site's panel: its prices, the Reputation modifier, and the interaction's own buttons. */
export function interactionPanel(r, v, acts) {
  const here = siteHere(r, v);
  if (!here && !acts.length) return null;
  const buttons = acts.map((a) => r.actButton("button.action", a));
  if (!here) return h("div.mk-interaction.panel", buttons);
  const { id, data, hero } = here;
  const mod = reputationModifier(r, hero.reputation);
  const rep = mod === null
    ? t("mk.rep_none", { rep: hero.reputation })
    : t(mod > 0 ? "mk.rep_bonus" : mod < 0 ? "mk.rep_malus" : "mk.rep_even", { rep: hero.reputation, n: Math.abs(mod), m: mod > 0 ? `+${mod}` : String(mod) });
  const prices = [];
  if (data.recruit) {
    const units = [...new Set(v.offers?.unit || [])].filter((u) => (r.catalog?.units?.[u]?.recruit || []).includes(id));
    prices.push(h("li", { dataset: { price: "recruit" } }, t("mk.price_recruit"), " ",
      units.length ? units.map((u, i) => [i ? ", " : "", h("span", t("mk.price_unit", { unit: r.name("units", u), n: r.catalog.units[u].cost }))]) : t("mk.price_no_unit")));
  }
  if (data.heal_price) prices.push(h("li", { dataset: { price: "heal" } }, t("mk.price_heal", { n: data.heal_price })));
  if (data.advanced_action_price) prices.push(h("li", { dataset: { price: "advanced" } }, t("mk.price_advanced", { n: data.advanced_action_price })));
  if (data.spell_price) prices.push(h("li", { dataset: { price: "spell" } }, t("mk.price_spell", { n: data.spell_price })));
  const influence = v.turn?.player === hero.seat ? v.turn.influence_points ?? 0 : 0;
  return h("div.mk-interaction.panel", { dataset: { site: id } },
    h("h3", t("mk.interaction_at", { site: r.name("sites", id) })),
    h("p.mk-rep", { dataset: { modifier: mod ?? "none" } }, rep),
    h("ul.mk-prices", prices),
    h("p.muted", t("mk.influence_now", { n: influence })),
    buttons.length ? h("div.mk-card-buttons", buttons) : null);
}
