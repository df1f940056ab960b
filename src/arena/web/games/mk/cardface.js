// Mage Knight in the browser: a card drawn as a card (its colour band and colour named, its
// type, both effects in words from the catalog hint), mana chips, and a card's menu of uses.
import { h, t } from "../../util.js";
import { actionLabel } from "../generic.js";
import { MANA } from "./common.js";

/** A typed argument's value (a number, a text) or a reference's id. */
export const arg = (a, k) => a.args?.[k]?.value ?? a.args?.[k]?.id;

/** The catalog entry of a card (the Wound included). */
export const cardData = (r, id) => r.catalog?.cards?.[id] || null;

/** A card's type in words: Basic or Advanced Action, Spell, Artifact, Wound (a hero's own card is a Basic Action). */
export function cardType(data) {
  return t(`mk.deck.${data?.deck === "hero" ? "basic" : data?.deck || "wound"}`);
}

/** A colour's swatch and name (the name is there for colour-blind players). */
export function colourTag(colour) {
  return h("span.mk-colour", { dataset: { colour } }, h("span.mk-swatch", { style: `background:${MANA[colour]}` }), t(`mk.mana.${colour}`));
}

/** A card's face: name, colour band and colour named, type, basic and powered effects. */
export function cardFace(r, id, { compact = false } = {}) {
  const data = cardData(r, id);
  const wound = !data || data.deck === "wound";
  const colour = data?.colour || (wound ? "wound" : "artifact");
  const spellPowered = data?.powered_names ? r.ctx.nameOf(data.powered_names, "") : "";
  const effects = wound
    ? [h("p.mk-effect.mk-wound-text", data?.basic || t("mk.deck.wound"))]
    : [
        h("p.mk-effect", { dataset: { mode: "basic" } }, h("span.mk-effect-head", t("mk.basic")), " ", data.basic),
        h("p.mk-effect", { dataset: { mode: "powered" } },
          h("span.mk-effect-head", spellPowered ? `${t("mk.powered")} · ${spellPowered}` : t("mk.powered")), " ", data.powered),
      ];
  return h("div.mk-face", { class: [`c-${colour}`, wound ? "wound" : "", compact ? "compact" : ""].join(" "), dataset: { card: id, colour } },
    h("div.mk-band", { style: data?.colour ? `background:${MANA[data.colour]}` : "" }),
    h("div.mk-face-head", h("strong.mk-card-name", r.name("cards", id))),
    h("div.mk-face-sub", wound ? h("span.mk-wound-mark", `✚ ${t("mk.deck.wound")}`) : [data?.colour ? colourTag(data.colour) : null, h("span.mk-type", cardType(data))]),
    compact ? null : effects);
}

/** A mana source chip: its colour, and where the mana comes from (a Source die, a crystal, a token). */
export function manaChip(a) {
  const chip = (prefix) => {
    const colour = arg(a, `${prefix}mana`);
    const die = arg(a, `${prefix}die`);
    const from = arg(a, `${prefix}mana_from`);
    const label = die !== undefined
      ? t("mk.chip.die", { n: Number(die) + 1, colour: t(`mk.mana.${colour}`) })
      : t(`mk.chip.${from === "crystal" ? "crystal" : "token"}`, { colour: t(`mk.mana.${colour}`) });
    return [h("span.mk-swatch", { style: `background:${MANA[colour] || "#999"}` }), label];
  };
  // A powered Spell is paid twice: its colour, then a black mana (its own chip).
  return arg(a, "black_mana") === undefined && arg(a, "black_die") === undefined ? chip("") : [...chip(""), " + ", ...chip("black_")];
}

/** A card's uses grouped for its menu: basic, powered (one per mana source), sideways, the rest. */
function uses(actions) {
  const basic = [];
  const powered = [];
  const sideways = [];
  const other = [];
  for (const a of actions) {
    if (a.kind === "play-sideways") sideways.push(a);
    else if (["play", "cast"].includes(a.kind) && arg(a, "mode") === "basic") basic.push(a);
    else if (["play-powered", "cast-powered"].includes(a.kind)) powered.push(a);
    else other.push(a);
  }
  return { basic, powered, sideways, other };
}

/** One button of the menu: what it does, the notation as its tooltip. */
function useButton(r, a, content, cls = "") {
  const el = h("button.action.mk-use", { type: "button", class: cls, title: actionLabel(a), dataset: { action: a.text, kind: a.kind },
    on: { click: () => r.ctx.act(a.text, { anchor: el }) } }, content);
  return el;
}

/** A row of the menu: its title, its text and the buttons choosing it (a chip per mana source). */
function useRow(r, mode, title, text, acts) {
  const paid = acts.some((a) => arg(a, "mana"));
  const buttons = acts.map((a) => paid ? useButton(r, a, manaChip(a), "mk-chip") : useButton(r, a, t("mk.use.play")));
  return h("div.mk-use-row", { dataset: { use: mode } }, h("div.mk-use-title", h("strong", title), text ? h("span", ` ${text}`) : null),
    paid ? h("div.mk-use-pay", h("span.muted", t("mk.pay_with")), buttons) : h("div.mk-use-pay", buttons));
}

/** The menu of a hand card: the card, every legal use with what it does; one more click plays. */
export function cardMenu(r, id, actions, onClose) {
  const data = cardData(r, id);
  const u = uses(actions);
  const rows = [];
  if (u.basic.length) rows.push(useRow(r, "basic", t("mk.basic"), data?.basic, u.basic));
  if (u.powered.length) rows.push(useRow(r, "powered", t("mk.powered"), data?.powered, u.powered));
  if (u.sideways.length) {
    rows.push(h("div.mk-use-row", { dataset: { use: "sideways" } }, h("div.mk-use-title", h("strong", t("mk.sideways"))),
      h("div.mk-use-pay", u.sideways.map((a) => useButton(r, a, t(`mk.use.${arg(a, "use")}`, { n: arg(a, "amount") ?? 1 }))))));
  }
  if (u.other.length) {
    rows.push(h("div.mk-use-row", { dataset: { use: "other" } }, h("div.mk-use-title", h("strong", t("mk.other_uses"))),
      h("div.mk-use-pay.column", u.other.map((a) => useButton(r, a, actionLabel(a))))));
  }
  return h("div.mk-card-menu", { role: "dialog", "aria-label": r.name("cards", id), dataset: { card: id } },
    cardFace(r, id),
    h("div.mk-uses", h("div.mk-menu-head", h("strong", t("mk.card_menu", { card: r.name("cards", id) })),
      h("button.mk-close", { type: "button", title: t("mk.close"), "aria-label": t("mk.close"), on: { click: onClose } }, "✕")),
      rows));
}
