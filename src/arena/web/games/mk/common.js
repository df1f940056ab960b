// Mage Knight in the browser: the colours, the hex geometry and small helpers every part shares.

export const SIZE = 22;
export const SQ3 = Math.sqrt(3);
export const TERRAIN = { plains: "#cfe3a1", hills: "#c7a36a", forest: "#4f8a45", wasteland: "#9d917c", desert: "#e6cf86",
  swamp: "#6f9477", lake: "#6aa6da", mountain: "#8d8d8d" };
export const SITE = { portal: "◎", glade: "✿", village: "⌂", monastery: "✚", keep: "♜", mage_tower: "♖", mine: "◆",
  dungeon: "▼", tomb: "†", monster_den: "◍", spawning_grounds: "✺", ancient_ruins: "Ω", city: "♛" };
export const TOKEN = { green: "#3c9a3c", grey: "#8c8c8c", brown: "#8b5a2b", violet: "#8a4fbf", red: "#c0392b", white: "#eeeeee" };
export const MANA = { red: "#d9412b", blue: "#2f6fd1", green: "#3a9a3a", white: "#f2f2f2", gold: "#e0b020", black: "#222" };

export const pixel = (q, r) => [SIZE * SQ3 * (q + r / 2), SIZE * 1.5 * r];
export const key = (at) => `${at[0]},${at[1]}`;
/** The space an action names (its ``hex`` argument), as "q,r". */
export const hexOf = (a) => (a.args?.hex ? `${a.args.hex.q},${a.args.hex.r}` : null);

