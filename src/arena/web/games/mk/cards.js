import { h, t } from "../../util.js";
import { actionLabel } from "../generic.js";

/** Heroes or Tactics to choose among, each a card: its name, a Tactic's turn order, the
 * server's label (a hero's own card, a Tactic's effect); clicking it chooses it. */
export function pickPanel(r, picks) {
  const tactic = picks.some((a) => a.args?.tactic);
  const cards = picks.map((a) => {
    const ref = a.args?.tactic || a.args?.hero || {};
    const name = r.name(tactic ? "tactics" : "heroes", ref.id) || ref.name;
    const label = actionLabel(a);
    // "Take the Tactic Early Bird (turn order 1): no other effect": the effect after the first "):".
    const m = tactic ? label.match(/\)\s*[:：]\s*(.+)$/s) : null;
    const order = a.args?.amount?.value;
    const el = h("button.mk-pick-card", { type: "button", title: label, dataset: { action: a.text, kind: a.kind, pick: ref.id },
      on: { click: () => r.ctx.act(a.text, { anchor: el }) } },
      h("span.mk-pick-head", tactic && order !== undefined ? h("span.mk-pick-order", String(order)) : null, h("strong.mk-pick-name", name)),
      tactic && order !== undefined ? h("span.mk-pick-sub.muted", t("mk.turn_order", { n: order })) : null,
      h("span.mk-pick-text", m ? m[1] : label));
    return el;
  });
  return h("div.mk-pick.panel", { dataset: { pick: tactic ? "tactic" : "hero" } },
    h("h3", t(tactic ? "mk.pick_tactic" : "mk.pick_hero")), h("div.mk-pick-cards", cards));
}

export function offersPanel(r, v) {
  const onOffer = r.where.onOffer;
  const list = (deck, kind) => (v.offers?.[deck] || []).map((id) =>
    h("li", { dataset: { offer: id } }, r.name(kind, id), (onOffer.get(id) || []).map((a) => r.actButton("button.action.small", a))));
  return h("div.mk-offers.panel", h("h3", t("mk.offers")),
    [["unit", "units"], ["advanced", "cards"], ["spell", "cards"]].map(([deck, kind]) => h("div", h("strong", t(`mk.offer.${deck}`)), h("ul", list(deck, kind)))));
}

export function handPanel(r, v) {
  const me = (v.heroes || []).find((x) => x.seat === r.msg.seat);
  const onCard = r.where.onCard;
  const cards = (me?.hand || []).map((id) => {
    const acts = onCard.get(id) || [];
    const colour = r.catalog?.cards?.[id]?.colour;
    return h("button.mk-card", { class: [acts.length ? "playable" : "", colour || "wound"].join(" "), dataset: { card: id }, disabled: !acts.length,
      on: { click: (e) => r.choose(acts, e.currentTarget, r.name("cards", id)) } }, r.name("cards", id));
  });
  const choice = r.selected
    ? h("div.mk-choice", h("span.muted", r.selected.title ? `${r.selected.title} — ${t("mk.choose")}` : t("mk.choose")), r.selected.actions.map((a) => r.actButton("button.action", a)))
    : null;
  return h("div", h("h3", me?.hand ? t("mk.hand") : t("mk.spectator")), h("div.row.mk-cards", cards), choice);
}
