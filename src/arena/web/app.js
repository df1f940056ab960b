// Arena web client: hash router, home (games, create, join, my games), room (live game through
// the per-game renderer), replay viewer. Talks to the server per docs/web-api.md.
import { h, clear, t, tOr, nameOf, loadLang, lang, localeOf, seatOwnName, LANGS, LANG_NAMES } from "./util.js";
import { CoachPanel } from "./coach.js";

/** What a websocket closed for good (4000 + the HTTP status) was refused for, when the server
 * could not say it first (its close reason, the kebab-case code, is used when it has one). */
const CLOSE_REASONS = { 4401: "bad-token", 4403: "not-your-seat", 4404: "unknown-room", 4410: "room-gone", 4429: "too-many-failed-tokens" };

const app = document.getElementById("app");
const STORE = "arena.rooms";
const LANG_KEY = "arena.lang";

// -- API --------------------------------------------------------------------------------------------
/** A refusal as the server said it: ``message`` is its sentence in the page's language (the
 * request's ``?lang=``); without one (no JSON answer), the page's own name of the reason. */
export class ApiError extends Error {
  constructor(status, body) {
    const e = (body && body.error) || {};
    const reason = e.reason || "http-" + status;
    super(e.message || tOr(`reason.${reason}`, `HTTP ${status}`));
    this.status = status;
    this.reason = reason;
    this.rule = e.rule || null;
    this.quote = e.quote || null;
    this.translation = e.translation || null;
  }
}

/** ``path`` with the page's language as ``?lang=``: the server says every sentence in it. */
function withLang(path) {
  return `${path}${path.includes("?") ? "&" : "?"}lang=${encodeURIComponent(lang())}`;
}

export async function api(path, { method = "GET", body, token } = {}) {
  const headers = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  let r;
  try {
    r = await fetch(withLang(path), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (e) {
    throw new ApiError(0, { error: { reason: "offline", message: t("error.offline") } });
  }
  const data = await r.json().catch(() => null);
  if (!r.ok) throw new ApiError(r.status, data);
  return data;
}

// -- rooms remembered in this browser -----------------------------------------------------------------
export function rooms() {
  try {
    return JSON.parse(localStorage.getItem(STORE) || "{}");
  } catch {
    return {};
  }
}

function saveRoom(id, patch) {
  const all = rooms();
  const cur = all[id] || { seats: {}, created: Date.now() };
  all[id] = { ...cur, ...patch, seats: { ...cur.seats, ...(patch.seats || {}) } };
  localStorage.setItem(STORE, JSON.stringify(all));
}

function forgetRoom(id) {
  const all = rooms();
  delete all[id];
  localStorage.setItem(STORE, JSON.stringify(all));
}

// -- chrome: header with home link and language switch -------------------------------------------------
function header() {
  const sel = h(
    "select#lang",
    { "aria-label": t("lang.label"), on: { change: async (e) => setLang(e.target.value) } },
    LANGS.map((l) => h("option", { value: l, lang: l, selected: l === lang() }, LANG_NAMES[l])),
  );
  return h("header.top", h("a.brand", { href: "#/" }, "Arena"), h("nav", h("a", { href: "#/" }, t("nav.home"))), sel);
}

async function setLang(l) {
  localStorage.setItem(LANG_KEY, l);
  const url = new URL(location.href);
  if (url.searchParams.has("lang")) {
    url.searchParams.set("lang", l);
    history.replaceState(null, "", url);
  }
  gamesCache = null; // names, descriptions and option texts come in the page's language
  await loadLang(l);
  route();
}

/** A refusal: what was refused, the rule cited, the seed's own sentence and its translation. */
export function errorBox(err) {
  if (!err) return null;
  const showQuote = err.quote && err.quote !== err.message;
  return h(
    "div.refusal",
    { role: "alert", dataset: { reason: err.reason || "" } },
    h("strong", tOr(`reason.${err.reason}`, t("error.title"))),
    " ",
    h("span.msg", err.message || String(err)),
    err.rule ? h("div.rule", t("error.rule"), " ", h("cite", err.rule)) : null,
    showQuote ? h("blockquote.quote", err.quote) : null,
    showQuote && err.translation && err.translation !== err.quote ? h("div.translation", err.translation) : null,
  );
}

/** ``err`` beside the control that was used (``anchor``), where the player is looking; the box
 * at the top of the room stays for errors no control caused. */
function refusalNear(err, anchor) {
  clearNear();
  const box = errorBox(err);
  box.classList.add("near");
  box.prepend(h("button.close", { type: "button", "aria-label": t("error.close"), title: t("error.close"), on: { click: () => box.remove() } }, "×"));
  document.body.append(box);
  const r = anchor.getBoundingClientRect();
  const page = document.documentElement.clientWidth;
  const width = Math.min(380, page - 16);
  box.style.width = `${width}px`;
  box.style.left = `${Math.max(8, Math.min(r.left, page - width - 8)) + scrollX}px`;
  box.style.top = `${r.bottom + scrollY + 6}px`;
  box.scrollIntoView?.({ block: "nearest" });
  return box;
}

function clearNear() {
  document.querySelectorAll(".refusal.near").forEach((e) => e.remove());
}

// -- home ---------------------------------------------------------------------------------------------
let gamesCache = null;
async function games() {
  if (!gamesCache) gamesCache = await api("/api/games");
  return gamesCache;
}

/** A game's name in the page's language (its id only if the list cannot be read). */
async function gameName(id) {
  const list = await games().catch(() => null);
  return nameOf(list?.find((g) => g.id === id)?.names, id);
}

async function home() {
  const main = h("main.home");
  clear(app, header(), main);
  let list = [];
  try {
    list = await games();
  } catch (e) {
    main.append(errorBox(e));
  }
  main.append(
    h("section.panel", h("h2", t("home.games")), h("div.game-list", list.map((g) => gameCard(g)))),
    joinPanel(),
    await myGamesPanel(),
  );
}

function gameCard(g) {
  return h(
    "article.game-card",
    { dataset: { game: g.id } },
    h("h3", nameOf(g.names, g.id)),
    nameOf(g.description) ? h("p.desc", nameOf(g.description)) : null,
    h("p.meta", t("home.players", { n: g.min_players === g.max_players ? g.min_players : `${g.min_players}–${g.max_players}` })),
    h("a.button.primary", { href: `#/new/${g.id}` }, t("home.new_game")),
    g.tutorial ? h("button.button.mk-learn", { type: "button", dataset: { learn: g.id }, on: { click: (e) => learn(g, e.currentTarget) } }, t("home.learn", { game: nameOf(g.names, g.id) })) : null,
  );
}

/** A guided first game (the game's tutorial): a room of its own, opened at once. */
async function learn(g, anchor) {
  try {
    const res = await api("/api/rooms", { method: "POST", body: { game: g.id, tutorial: true } });
    const keep = Object.fromEntries(res.seats.filter((s) => s.token).map((s) => [s.seat, s.token]));
    saveRoom(res.room_id, { game: g.id, gameName: nameOf(g.names, g.id), mode: "tutorial", seats: keep });
    location.hash = `#/room/${res.room_id}`;
  } catch (e) {
    refusalNear(e, anchor);
  }
}

function joinPanel() {
  const input = h("input#join-link", { type: "text", placeholder: t("home.join_placeholder"), "aria-label": t("home.join") });
  const go = () => {
    const v = input.value.trim();
    const m = v.match(/#\/(room|replay)\/.+$/);
    if (m) location.hash = m[0].slice(1);
    else if (/^[\w-]+$/.test(v)) location.hash = `#/room/${v}`;
  };
  return h(
    "section.panel",
    h("h2", t("home.join")),
    h("div.row", input, h("button#join-go", { on: { click: go } }, t("home.join_go"))),
  );
}

async function myGamesPanel() {
  const mine = Object.entries(rooms()).sort((a, b) => (b[1].created || 0) - (a[1].created || 0));
  const body = h("ul.my-games");
  for (const [id, r] of mine) {
    const status = h("span.status", "…");
    const li = h(
      "li",
      { dataset: { room: id } },
      h("a", { href: `#/room/${id}` }, `${r.gameName || r.game || "?"} · ${t("mode." + (r.mode || "online"))}`),
      " ",
      status,
      " ",
      h("button.small", { on: { click: () => (forgetRoom(id), li.remove()) } }, t("home.forget")),
    );
    body.append(li);
    api(`/api/rooms/${id}`)
      .then((info) => {
        status.textContent = t("status." + info.status);
        if (info.status === "finished") li.append(" ", h("a.small", { href: `#/replay/${id}` }, t("replay.title")));
      })
      .catch(() => (status.textContent = t("status.gone")));
  }
  return h("section.panel", h("h2", t("home.my_games")), mine.length ? body : h("p.muted", t("home.no_games")));
}

// -- create ------------------------------------------------------------------------------------------
async function createPage(gameId) {
  const main = h("main.create");
  clear(app, header(), main);
  let g, agents;
  try {
    [g, agents] = await Promise.all([games().then((l) => l.find((x) => x.id === gameId)), api("/api/agents")]);
  } catch (e) {
    main.append(errorBox(e));
    return;
  }
  if (!g) return main.append(errorBox({ message: t("error.unknown_game") }));
  const form = h("form#create-form.panel");
  const optionsBox = optionFields(g);
  const seatCount = () => Math.min(g.max_players, Math.max(g.min_players, Number(readOptions(optionsBox).players) || g.min_players));
  const modeSel = h(
    "select#mode",
    { name: "mode" },
    ["hotseat", "ai", "online"].map((m) => h("option", { value: m }, t("mode." + m))),
  );
  // Agents by name and what they do, the game's strongest first.
  const byStrength = [...agents].sort((a, b) => (b === g.strong_agent) - (a === g.strong_agent));
  const agentSel = h(
    "select#agent",
    { name: "agent" },
    byStrength.map((a) => h("option", { value: a }, tOr("agent." + a, a))),
  );
  const seatSel = h(
    "select#my-seat",
    { name: "my_seat" },
    Array.from({ length: g.max_players }, (_, i) => h("option", { value: i }, t("seat.n", { n: i + 1 }))),
  );
  // Hot-seat: a name per seat; versus AI and online: my name, for my seat.
  const saved = savedNames();
  const nameIn = h("input#my-name", { type: "text", name: "name", value: localStorage.getItem("arena.name") || "" });
  const myNameRow = h("div.field.not-hotseat", h("label", { for: "my-name" }, t("create.name")), nameIn);
  const seatNames = Array.from({ length: g.max_players }, (_, i) =>
    h(`input#seat-name-${i}.seat-name`, { type: "text", dataset: { seat: i }, placeholder: t("seat.n", { n: i + 1 }), value: saved[i] ?? (i === 0 ? nameIn.value : "") }),
  );
  const seatNameRows = seatNames.map((input, i) => h("div.field.hotseat-only", h("label", { for: input.id }, t("create.seat_name", { n: i + 1 })), input));
  const seedIn = h("input#seed", { type: "number", name: "seed", placeholder: t("create.random") });
  const clockIn = h("input#time-bank", { type: "number", name: "time_bank", min: 1, placeholder: t("create.no_clock") });
  const clockRow = h("div.field.online-only", h("label", t("create.time_bank")), clockIn);
  const aiRow = h("div.field.ai-only", h("label", t("create.agent")), agentSel);
  const seatRow = h("div.field.not-hotseat", h("label", t("create.my_seat")), seatSel);
  const sync = () => {
    const hot = modeSel.value === "hotseat";
    aiRow.hidden = modeSel.value !== "ai";
    seatRow.hidden = hot;
    myNameRow.hidden = hot;
    clockRow.hidden = modeSel.value !== "online";
    const n = seatCount();
    seatNameRows.forEach((row, i) => (row.hidden = !hot || i >= n));
    [...seatSel.options].forEach((o, i) => (o.hidden = i >= n));
    if (Number(seatSel.value) >= n) seatSel.value = "0";
    optionsBox.refresh?.(n);
  };
  modeSel.addEventListener("change", sync);
  optionsBox.addEventListener("change", sync);
  optionsBox.addEventListener("input", sync);
  const out = h("div#create-result");
  form.append(
    h("h2", t("create.title", { game: nameOf(g.names, g.id) })),
    nameOf(g.description) ? h("p.desc.muted", nameOf(g.description)) : null,
    optionsBox,
    h("div.field", h("label", { for: "mode" }, t("create.mode")), modeSel),
    aiRow,
    seatRow,
    myNameRow,
    ...seatNameRows,
    clockRow,
    h("div.field", h("label", t("create.seed")), seedIn),
    h("button#create-go.primary", { type: "submit" }, t("create.go")),
    out,
  );
  sync();
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const mode = modeSel.value;
    const mine = Number(seatSel.value);
    const n = seatCount();
    if (mode === "hotseat") {
      const names = seatNames.slice(0, n).map((i) => i.value.trim());
      localStorage.setItem("arena.names", JSON.stringify(names));
      if (names[0]) localStorage.setItem("arena.name", names[0]);
    } else localStorage.setItem("arena.name", nameIn.value.trim());
    const seats = Array.from({ length: n }, (_, i) => {
      if (mode === "ai" && i !== mine) return { kind: "agent", agent: agentSel.value, name: agentSel.value };
      const name = mode === "hotseat" ? seatNames[i].value.trim() : i === mine ? nameIn.value.trim() : "";
      return { kind: "human", name: name || null }; // unnamed: each reader sees "Player N" in its language
    });
    const body = { game: g.id, options: readOptions(optionsBox), seed: seedIn.value === "" ? null : Number(seedIn.value), seats, time_bank_s: mode === "online" && clockIn.value ? Number(clockIn.value) * 60 : null };
    try {
      const res = await api("/api/rooms", { method: "POST", body });
      const keep = {};
      for (const s of res.seats) if (s.token && (mode === "hotseat" || s.seat === mine)) keep[s.seat] = s.token;
      saveRoom(res.room_id, { game: g.id, gameName: nameOf(g.names, g.id), mode, seats: keep });
      if (mode !== "online") {
        location.hash = `#/room/${res.room_id}`;
        return;
      }
      clear(out, invites(res, mine));
    } catch (e) {
      clear(out, errorBox(e));
    }
  });
  main.append(form);
}

function savedNames() {
  try {
    const v = JSON.parse(localStorage.getItem("arena.names") || "[]");
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

function invites(res, mine) {
  const abs = (u) => new URL(u, location.href).href;
  const rows = res.seats
    .filter((s) => s.invite_url && s.seat !== mine)
    .map((s) => linkRow(t("invite.seat", { n: s.seat + 1 }), abs(s.invite_url), `invite-${s.seat}`));
  rows.push(linkRow(t("invite.spectator"), abs(res.spectator_url), "invite-spectator"));
  return h(
    "div.invites",
    h("h3", t("invite.title")),
    h("p.muted", t("invite.help")),
    rows,
    h("a.button.primary#enter-room", { href: `#/room/${res.room_id}` }, t("invite.enter")),
  );
}

function linkRow(label, url, id) {
  const input = h(`input#${id}.link`, { type: "text", readonly: true, value: url });
  const copy = h("button.small", { type: "button", on: { click: () => (input.select(), navigator.clipboard?.writeText(url)) } }, t("invite.copy"));
  return h("div.field", h("label", label), h("div.row", input, copy));
}

/** An option value as the server names it in ``options_text[key].values`` (null: "auto"). */
function valueId(v) {
  return v === null || v === undefined ? "auto" : String(v);
}

/** The game's options as form fields, from its JSON schema and the server's ``option_choices``
 * (values to pick from) and ``options_text`` (label, help sentence, value names). A value list
 * becomes a select; a boolean that may be null a select with "automatic"; a list of choices
 * (heroes, fighters) one select per item. */
function optionFields(g) {
  const props = (g.options_schema || {}).properties || {};
  const texts = g.options_text || {};
  const choices = g.option_choices || {};
  const box = h("div.options");
  const refreshers = [];
  const samples = (g.sample_configs || []).filter((c) => Object.keys(c).length);
  for (const [key, p] of Object.entries(props)) {
    const alts = p.anyOf || [p];
    const nullable = alts.some((x) => x.type === "null");
    const main = alts.find((x) => x.type !== "null") || {};
    const type = main.type || p.type;
    const txt = texts[key] || {};
    const label = txt.label || tOr(`option.${g.id}.${key}`, tOr(`option.${key}`, p.title || key));
    const nameOfValue = (v) => txt.values?.[valueId(v)] ?? (v === null ? t("create.auto") : tOr(`value.${g.id}.${v}`, tOr(`value.${v}`, String(v))));
    const id = `opt-${key}`;
    const kind = type === "integer" || type === "number" ? "number" : type === "boolean" ? "boolean" : type === "array" ? "array" : "string";
    const data = { opt: key, type: kind };
    const select = (values, current, attrs = {}) =>
      h(
        "select",
        { ...attrs },
        values.map((v) => h("option", { value: v === null ? "" : String(v), selected: v === current || (v === null && current === undefined) }, nameOfValue(v))),
      );
    let input;
    if (type === "object") continue; // structured options: API only
    if (type === "array" && main.items?.type === "array") {
      // A list per seat (Krosmaster's custom teams): a team builder, checked by the server.
      const values = choices[key] || [];
      if (!values.length) continue;
      input = teamBuilder(g, key, values, nameOfValue, box);
      refreshers.push((n) => input.fill(n));
      input.fill(g.min_players);
    } else if (type === "array") {
      const fixed = main.prefixItems;
      const itemEnum = main.items?.enum || fixed?.[0]?.enum || [];
      const values = [...new Set([...(choices[key] || []), ...itemEnum])];
      if (!values.length) continue; // no list to pick from: API only
      const defaults = Array.isArray(p.default) ? p.default : [];
      input = h(`div.option-list#${id}`, { dataset: { ...data, fixed: fixed ? fixed.length : "" } });
      const fill = (n) => {
        const count = fixed ? fixed.length : n;
        const before = [...input.querySelectorAll("select")].map((s) => s.value);
        if (before.length === count) return; // the same seats: keep the picks (and the elements)
        clear(
          input,
          Array.from({ length: count }, (_, i) => {
            const cur = before[i] ?? defaults[i] ?? null;
            return h("label.option-item", h("span.muted", t("seat.n", { n: i + 1 }), " "), select(fixed ? values : [null, ...values], cur, { dataset: { item: i } }));
          }),
        );
      };
      fill(g.min_players);
      refreshers.push(fill);
    } else {
      const values = [...new Set([...(choices[key] || []), ...(main.enum || p.enum || [])])];
      if (kind === "boolean" && nullable) {
        input = select([null, true, false], p.default ?? null, { name: key, id, dataset: { ...data, type: "tristate" } });
      } else if (values.length) {
        const cur = p.default === null ? undefined : p.default;
        input = select(nullable ? [null, ...values] : values, cur, { name: key, id, dataset: data });
      } else if (kind === "boolean") {
        input = h("input", { type: "checkbox", name: key, id, checked: !!p.default, dataset: data });
      } else {
        const sampleVals = [...new Set(samples.map((c) => c[key]).filter((v) => v !== undefined && v !== null))];
        const listId = `opts-${key}`;
        input = h("input", {
          type: kind === "number" ? "number" : "text",
          name: key,
          id,
          value: p.default ?? "",
          min: main.minimum,
          max: main.maximum,
          list: sampleVals.length ? listId : null,
          placeholder: nullable ? t("create.auto") : null,
          dataset: data,
        });
        if (sampleVals.length) box.append(h(`datalist#${listId}`, sampleVals.map((v) => h("option", { value: v }))));
      }
    }
    box.append(
      h(
        "div.field",
        { dataset: { field: key } },
        h("label", { for: id }, label),
        input,
        txt.help ? h("p.help", { id: `${id}-help` }, txt.help) : null,
      ),
    );
    if (txt.help && input.setAttribute) input.setAttribute("aria-describedby", `${id}-help`);
  }
  box.refresh = (n) => refreshers.forEach((f) => f(n));
  return box;
}

/** One list of picks per seat, each pick removable, checked by the server as it is built
 * (``POST /api/games/{id}/check``): its verdict, in the reader's language, under the lists. */
function teamBuilder(g, key, values, nameOfValue, box) {
  const el = h(`div.team-builder#opt-${key}`, { dataset: { opt: key, type: "teams" } });
  const seats = h("div.team-seats");
  const verdict = h("p.team-verdict", { role: "status", "aria-live": "polite" });
  el.append(seats, verdict);
  let timer = null;
  const check = () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const options = readOptions(box);
      if (!options[key]) return clear(verdict, t("create.team_default"));
      try {
        await api(`/api/games/${g.id}/check`, { method: "POST", body: { options } });
        verdict.className = "team-verdict ok";
        clear(verdict, "✓ ", t("create.team_ok"));
      } catch (e) {
        verdict.className = "team-verdict bad";
        clear(verdict, "✗ ", e.message);
      }
    }, 150);
  };
  const item = (v) =>
    h(
      "li",
      { dataset: { value: v } },
      nameOfValue(v),
      " ",
      h("button.small.remove", { type: "button", "aria-label": t("create.team_remove", { name: nameOfValue(v) }), on: { click: (ev) => (ev.target.closest("li").remove(), check()) } }, "✕"),
    );
  el.fill = (n) => {
    const kept = [...seats.querySelectorAll("ul.team")].map((ul) => [...ul.querySelectorAll("li")].map((li) => li.dataset.value));
    if (kept.length === n) return;
    clear(
      seats,
      Array.from({ length: n }, (_, i) => {
        const list = h("ul.team", { dataset: { seat: i } }, (kept[i] || []).map(item));
        const pick = h("select.team-pick", { "aria-label": t("create.team_pick", { n: i + 1 }) }, values.map((v) => h("option", { value: v }, nameOfValue(v))));
        const add = h("button.small.add", { type: "button", on: { click: () => (list.append(item(pick.value)), check()) } }, t("create.team_add"));
        return h("div.team-seat", h("strong", t("seat.n", { n: i + 1 })), list, h("div.row", pick, add));
      }),
    );
    check();
  };
  box.addEventListener("change", check);
  return el;
}

function readOptions(box) {
  const out = {};
  for (const el of box.querySelectorAll("[data-opt]")) {
    const k = el.dataset.opt;
    const ty = el.dataset.type;
    if (ty === "teams") {
      const teams = [...el.querySelectorAll("ul.team")].map((ul) => [...ul.querySelectorAll("li")].map((li) => li.dataset.value));
      if (teams.some((team) => team.length)) out[k] = teams; // all empty: the game's own teams
    } else if (ty === "array") {
      const vals = [...el.querySelectorAll("select")].map((s) => s.value);
      if (vals.length && vals.every((v) => v !== "")) out[k] = vals;
    } else if (ty === "boolean") out[k] = el.checked;
    else if (el.value === "") continue;
    else if (ty === "tristate") out[k] = el.value === "true";
    else out[k] = ty === "number" ? Number(el.value) : el.value;
  }
  return out;
}

// -- renderers --------------------------------------------------------------------------------------
const rendererCache = {};
async function rendererFor(gameId) {
  if (!rendererCache[gameId]) {
    rendererCache[gameId] = import(`./games/${gameId}.js`).catch(() => import("./games/generic.js"));
  }
  return rendererCache[gameId];
}

// -- room ---------------------------------------------------------------------------------------------
let live = null; // the open room session (closed on navigation)

class RoomSession {
  constructor(roomId, root, { plain = false } = {}) {
    this.roomId = roomId;
    this.root = root;
    this.plain = plain;
    this.seat = null;
    this.msg = null;
    this.ws = null;
    this.poll = null;
    this.closed = false;
    this.busy = false;
  }

  get mine() {
    return rooms()[this.roomId]?.seats || {};
  }

  tokenOf(seat) {
    return seat === null || seat === undefined ? null : this.mine[seat] || null;
  }

  /** The seat to show: one of mine that is to move, else the first of mine, else spectator. */
  pickSeat(toMove) {
    const mineSeats = Object.keys(this.mine).map(Number).sort();
    const moving = (toMove || []).find((s) => mineSeats.includes(s));
    if (moving !== undefined) return moving;
    if (this.seat !== null && mineSeats.includes(this.seat)) return this.seat;
    return mineSeats.length ? mineSeats[0] : null;
  }

  async start() {
    const info = await api(`/api/rooms/${this.roomId}`);
    this.info = info;
    saveRoomIfKnown(this.roomId, info);
    // ``?view=plain``: the generic renderer (the raw view as panels), for a game's designer.
    const [mod, title] = await Promise.all([rendererFor(this.plain ? "generic" : info.game), gameName(info.game)]);
    this.banner = h("div.room-banner");
    this.errors = h("div.errors", { "aria-live": "polite" });
    this.stage = h("div.stage");
    this.coach = new CoachPanel({
      api,
      roomId: this.roomId,
      rated: info.rated,
      seat: () => this.seat,
      token: () => this.tokenOf(this.seat),
      stage: this.stage,
      renderer: () => this.renderer,
    });
    clear(
      this.root,
      h("div.room-head", h("h2", title), this.banner),
      this.errors,
      this.coach.element,
      this.stage,
    );
    const ctx = this.context();
    this.renderer = mod.mount(this.stage, ctx);
    this.seat = this.pickSeat([]);
    await this.refresh();
    this.connect();
  }

  context() {
    const session = this;
    return {
      t,
      lang,
      nameOf,
      readonly: false,
      roomId: this.roomId,
      /** This browser holds several seats (hot-seat): name seats, never "you". */
      get hotseat() {
        return Object.keys(session.mine).length > 1;
      },
      seatLabel: (msg, seat) => seatLabel(msg, seat),
      act: (text, opts) => this.act(text, opts),
      undo: (opts) => this.undo(opts),
      hints: (query) => this.hints(query),
      refuse: (err, opts) => this.showError(err, opts?.anchor),
      clearError: () => this.clearErrors(),
      errorBox,
    };
  }

  async refresh() {
    const q = this.seat === null ? "" : `?seat=${this.seat}`;
    const msg = await api(`/api/rooms/${this.roomId}/state${q}`, { token: this.tokenOf(this.seat) });
    this.show(msg);
  }

  show(msg) {
    if (this.closed || msg.type !== "state") return;
    if (this.msg && msg.version < this.msg.version) return;
    const want = this.pickSeat(msg.to_move);
    if (want !== null && want !== msg.seat && !msg.terminal) {
      // Hot-seat: another seat held by this browser is to move; look through its eyes.
      this.seat = want;
      this.refresh().catch((e) => this.showError(e));
      this.connect();
      return;
    }
    this.msg = msg;
    this.seat = msg.seat;
    const held = Object.keys(this.mine).length;
    const toMoveMine = msg.seat !== null && (msg.to_move || []).includes(msg.seat);
    let text;
    if (msg.terminal) text = t("room.finished");
    else if (msg.seat === null) text = t("room.spectating");
    else if (toMoveMine) text = held > 1 ? t("room.turn_of", { who: seatLabel(msg, msg.seat) }) : t("room.your_turn");
    else text = t("room.waiting");
    const who = msg.seat !== null && !(toMoveMine && held > 1) ? seatLabel(msg, msg.seat) : null;
    const clock = msg.clock
      ? h("span.clock", Object.entries(msg.clock).map(([k, v]) => `${seatLabel(msg, Number(k))} ⏱ ${fmtClock(v)}`).join(" · "))
      : null;
    clear(this.banner, h("span.turn", { class: toMoveMine ? "mine" : "" }, text), who ? h("span.muted", " · ", who) : null, clock ? " · " : null, clock);
    this.renderer.update(msg);
    this.coach?.update(msg);
  }

  /** A refusal beside the control that was used (``anchor``), else at the top of the room. */
  showError(err, anchor) {
    this.clearErrors();
    if (anchor?.isConnected) refusalNear(err, anchor);
    else clear(this.errors, errorBox(err));
  }

  clearErrors() {
    clear(this.errors);
    clearNear();
  }

  /** Play ``text``; ``anchor``: the control used, where a refusal is shown. */
  async act(text, { anchor } = {}) {
    if (!this.msg || this.busy) return null;
    this.busy = true;
    try {
      const msg = await api(`/api/rooms/${this.roomId}/actions`, {
        method: "POST",
        token: this.tokenOf(this.seat),
        body: { seat: this.seat, version: this.msg.version, action: text },
      });
      this.clearErrors();
      this.show(msg);
      return msg;
    } catch (e) {
      this.showError(e, anchor);
      if (e.reason === "stale-version") await this.refresh().catch(() => {});
      return null;
    } finally {
      this.busy = false;
    }
  }

  async undo({ anchor } = {}) {
    try {
      const msg = await api(`/api/rooms/${this.roomId}/undo`, {
        method: "POST",
        token: this.tokenOf(this.seat),
        body: { seat: this.seat, version: this.msg.version },
      });
      this.clearErrors();
      this.show(msg);
    } catch (e) {
      this.showError(e, anchor);
    }
  }

  async hints(query) {
    const q = new URLSearchParams(this.seat === null ? query : { seat: this.seat, ...query });
    try {
      return await api(`/api/rooms/${this.roomId}/hints?${q}`, { token: this.tokenOf(this.seat) });
    } catch (e) {
      return null;
    }
  }

  connect() {
    if (this.closed) return;
    if (this.ws) {
      this.ws.onclose = null;
      this.ws.close();
    }
    const q = new URLSearchParams({ lang: lang() });
    if (this.seat !== null) {
      q.set("seat", this.seat);
      q.set("token", this.tokenOf(this.seat) || "");
    }
    const proto = location.protocol === "https:" ? "wss" : "ws";
    let ws;
    try {
      ws = new WebSocket(`${proto}://${location.host}/ws/rooms/${this.roomId}?${q}`);
    } catch {
      return this.startPolling();
    }
    this.ws = ws;
    ws.onmessage = (ev) => {
      let m;
      try {
        m = JSON.parse(ev.data);
      } catch {
        return;
      }
      if (m.type === "state") this.show(m);
      else if (m.type === "error") {
        ws.lastError = m; // a refusal the server sends before closing says why itself
        this.showError(m);
      }
    };
    ws.onopen = () => this.stopPolling();
    ws.onclose = (ev) => {
      if (this.closed) return;
      if (ev.code >= 4400 && ev.code < 4500) {
        // Refused for good (unknown, cancelled or expired room, bad token, another seat's token,
        // a foreign page): the server's message said why; else say so by the code. No retry.
        const reason = ev.reason || CLOSE_REASONS[ev.code] || "refused";
        if (!ws.lastError) this.showError({ reason, message: t("error.refused_socket") });
        return;
      }
      this.startPolling();
      setTimeout(() => !this.closed && this.ws === ws && this.connect(), 3000);
    };
  }

  startPolling() {
    if (this.poll || this.closed) return;
    this.poll = setInterval(() => this.refresh().catch(() => {}), 1500);
  }

  stopPolling() {
    clearInterval(this.poll);
    this.poll = null;
  }

  close() {
    this.closed = true;
    clearNear();
    this.stopPolling();
    if (this.ws) {
      this.ws.onclose = null;
      this.ws.close();
    }
    this.renderer?.destroy?.();
  }
}

/** "Player 2 (Ana)" from the state message's seats, when it names them. */
export function seatLabel(msg, seat) {
  const base = t("seat.n", { n: seat + 1 });
  const name = seatOwnName(msg.seats?.[seat]);
  return name && name !== base ? `${base} (${name})` : base;
}

function fmtClock(v) {
  const s = Math.max(0, Math.round(v));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

function saveRoomIfKnown(id, info) {
  if (rooms()[id]) saveRoom(id, { game: info.game });
}

async function roomPage(id, params) {
  if (params.get("token") && params.get("seat") !== null) {
    // An invite link: keep the seat token in this browser, then drop it from the address bar.
    saveRoom(id, { seats: { [Number(params.get("seat"))]: params.get("token") }, mode: rooms()[id]?.mode || "online" });
    history.replaceState(null, "", `#/room/${id}`);
  }
  const main = h("main.room");
  clear(app, header(), main);
  await games().catch(() => null);
  live = new RoomSession(id, main, { plain: params.get("view") === "plain" });
  try {
    await live.start();
  } catch (e) {
    main.append(errorBox(e));
  }
}

// -- replay -------------------------------------------------------------------------------------------
async function replayPage(id) {
  const main = h("main.replay");
  clear(app, header(), main);
  let rep;
  try {
    rep = await api(`/api/rooms/${id}/replay`);
  } catch (e) {
    main.append(h("h2", t("replay.title")), errorBox(e));
    return;
  }
  await games().catch(() => null);
  const [mod, title] = await Promise.all([rendererFor(rep.game), gameName(rep.game)]);
  const stage = h("div.stage");
  // Frame 0 is the initial position when the server sends it; frame i is the view after step i.
  const frames = rep.initial_view ? [rep.initial_view, ...rep.views] : rep.views;
  const offset = rep.initial_view ? 0 : 1;
  const n = frames.length;
  const slider = h("input#replay-slider", { type: "range", min: 0, max: Math.max(0, n - 1), value: Math.max(0, n - 1) });
  const label = h("span#replay-step");
  const ctx = {
    t,
    lang,
    nameOf,
    readonly: true,
    roomId: id,
    act: async () => null,
    undo: async () => null,
    hints: async () => null,
    refuse: () => {},
    clearError: () => {},
    errorBox,
    hotseat: false,
    seatLabel: (msg, seat) => seatLabel(msg, seat),
  };
  const renderer = mod.mount(stage, ctx);
  const fullLog = rep.log || rep.actions.map((a, k) => ({ step: k, player: rep.players?.[k] ?? null, action: a, events: [] }));
  const go = (i) => {
    i = Math.max(0, Math.min(n - 1, i));
    slider.value = i;
    const steps = i + offset; // actions applied in this frame
    label.dataset.step = steps;
    label.textContent = steps === 0 ? t("replay.start") : t("replay.step", { i: steps, n: rep.actions.length, action: fullLog.find((e) => e.step === steps - 1)?.label ?? rep.actions[steps - 1] ?? "" });
    const log = fullLog.filter((e) => e.step < steps);
    const last = steps === rep.actions.length;
    renderer.update({ type: "state", replay: true, version: i, seat: null, view: frames[i], legal: [], to_move: [], events: [], log, terminal: last, returns: last ? rep.returns : null, winners: last ? rep.winners || [] : [], can_undo: false });
  };
  slider.addEventListener("input", () => go(Number(slider.value)));
  main.append(
    h("div.room-head", h("h2", t("replay.title"), " · ", title)),
    h(
      "div.replay-bar.panel",
      h("button#replay-prev", { on: { click: () => go(Number(slider.value) - 1) } }, "◀ ", t("replay.prev")),
      slider,
      h("button#replay-next", { on: { click: () => go(Number(slider.value) + 1) } }, t("replay.next"), " ▶"),
      label,
    ),
    stage,
  );
  if (n) go(n - 1);
  else stage.append(h("p.muted", t("replay.empty")));
}

// -- router ---------------------------------------------------------------------------------------------
async function route() {
  clearNear();
  if (live) {
    live.close();
    live = null;
  }
  const hash = location.hash.replace(/^#/, "") || "/";
  const [path, query] = hash.split("?");
  const params = new URLSearchParams(query || "");
  const parts = path.split("/").filter(Boolean);
  try {
    if (parts[0] === "new" && parts[1]) return await createPage(parts[1]);
    if (parts[0] === "room" && parts[1]) return await roomPage(parts[1], params);
    if (parts[0] === "replay" && parts[1]) return await replayPage(parts[1]);
    return await home();
  } catch (e) {
    console.error(e);
    app.append(errorBox(e));
  }
}

async function boot() {
  // ?lang= in the page's address, else the language chosen before, else the browser's.
  const asked = localeOf(new URLSearchParams(location.search).get("lang"));
  if (asked) localStorage.setItem(LANG_KEY, asked);
  const saved = localeOf(localStorage.getItem(LANG_KEY)); // "zh" saved by older versions: zh-Hans
  const guess = (navigator.languages || [navigator.language]).map(localeOf).find(Boolean);
  await loadLang(asked || saved || guess || "en");
  window.addEventListener("hashchange", route);
  await route();
}

boot();
