// Small DOM and i18n helpers shared by app.js and the game renderers (no dependencies).

const SVG_NS = "http://www.w3.org/2000/svg";

/** h("div.card#id", {attrs, on: {click}}, ...children) -> HTMLElement */
export function h(spec, attrs, ...children) {
  return build(document.createElement(tagOf(spec)), spec, attrs, children);
}

/** Same as h() for SVG elements. */
export function s(spec, attrs, ...children) {
  return build(document.createElementNS(SVG_NS, tagOf(spec)), spec, attrs, children);
}

function tagOf(spec) {
  return spec.split(/[.#]/)[0] || "div";
}

function build(el, spec, attrs, children) {
  for (const m of spec.matchAll(/([.#])([\w-]+)/g)) {
    if (m[1] === ".") el.classList.add(m[2]);
    else el.id = m[2];
  }
  // a first child that is not an attribute object (0 and "" included: a count of 0 is shown)
  if (attrs !== null && attrs !== undefined && (typeof attrs !== "object" || attrs instanceof Node || Array.isArray(attrs))) {
    children.unshift(attrs);
    attrs = null;
  }
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "on") for (const [ev, fn] of Object.entries(v)) el.addEventListener(ev, fn);
    else if (k === "class") el.classList.add(...String(v).split(/\s+/).filter(Boolean));
    else if (k === "text") el.textContent = v;
    else if (k === "dataset") Object.assign(el.dataset, v);
    // through the CSSOM: the Content-Security-Policy (style-src 'self') refuses style attributes
    else if (k === "style") el.style.cssText = String(v);
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const c of children.flat(Infinity)) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
}

export function clear(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

// -- i18n -------------------------------------------------------------------------------------
/** The locales (BCP 47), as in the language switch, ``?lang=`` and the server's API. */
export const LANGS = ["en", "fr", "zh-Hans", "zh-Hant"];
/** Each language in its own words (the switch shows these, whatever the page's language). */
export const LANG_NAMES = { en: "English", fr: "Français", "zh-Hans": "简体中文", "zh-Hant": "繁體中文" };
const dicts = {};
let current = "en";

/** The locale a tag names (zh and zh-CN are zh-Hans; zh-TW and zh-HK zh-Hant; fr-CA is fr), else null. */
export function localeOf(tag) {
  const low = String(tag || "").trim().replace(/_/g, "-").toLowerCase();
  if (!low) return null;
  if (/^zh-(hant|tw|hk|mo)\b/.test(low)) return "zh-Hant";
  if (low === "zh" || low.startsWith("zh-")) return "zh-Hans";
  const head = low.split("-")[0];
  return head === "en" || head === "fr" ? head : null;
}

export async function loadLang(tag) {
  const lang = localeOf(tag) || "en";
  for (const l of new Set(["en", lang])) {
    if (!dicts[l]) {
      // zh-Hant.json is no file: the server derives it from zh-Hans.json (OpenCC).
      const r = await fetch(`i18n/${l}.json`, { cache: "no-cache" });
      dicts[l] = r.ok ? await r.json() : {};
    }
  }
  current = lang;
  document.documentElement.lang = lang;
  return lang;
}

export function lang() {
  return current;
}

/** Translate a key; {name} placeholders filled from vars; falls back to English, then the key. */
export function t(key, vars = {}) {
  const raw = dicts[current]?.[key] ?? dicts.en?.[key] ?? key;
  return raw.replace(/\{(\w+)\}/g, (_, k) => (vars[k] ?? `{${k}}`));
}

/** A name object ({en, fr, zh-Hans, zh-Hant}; older data: zh) in the current language
 * (English, then any, as fallback). */
export function nameOf(names, fallback = "") {
  if (!names || typeof names !== "object") return names ?? fallback;
  const zh = current.startsWith("zh") ? names.zh : null;
  return names[current] || zh || names.en || Object.values(names).find(Boolean) || fallback;
}

/** What a seat is called besides "Player N": the name its player gave, or for an agent seat
 * left unnamed (the server names it by its spec) its agent in the reader's language: "Greedy",
 * "Search (mcts:iters=200)". */
export function seatOwnName(info) {
  if (!info) return "";
  if (info.kind === "agent" && info.agent && info.name === info.agent) {
    const kind = info.agent.split(":")[0];
    const short = tOr(`agent.short.${kind}`, kind);
    return info.agent.includes(":") && short !== kind ? `${short} (${info.agent})` : short;
  }
  return info.name || "";
}

/** The translated form of a key if the dictionary has it, else the raw text. */
export function tOr(key, raw) {
  const v = t(key);
  return v === key ? raw : v;
}
