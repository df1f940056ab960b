// Mage Knight's map view: zoom buttons, drag to pan, two-finger pinch, Ctrl+wheel; the view
// (scale and centre) is kept on the renderer across redraws and reset when the map grows.
import { h, t } from "../../util.js";

const MAX = 4;
const STEP = 1.5;
const DRAG = 6; // pixels before a press becomes a drag (then its click plays nothing)

function view(r) {
  const b = r.mapBase;
  const id = `${b.x.toFixed(0)},${b.y.toFixed(0)},${b.w.toFixed(0)},${b.h.toFixed(0)}`;
  if (!r.mapZoom || r.mapZoom.base !== id) r.mapZoom = { base: id, scale: 1, cx: b.x + b.w / 2, cy: b.y + b.h / 2 };
  return r.mapZoom;
}

/** Sets the SVG's viewBox from the kept view (clamped inside the map). */
export function applyView(r, svg) {
  const b = r.mapBase;
  const z = view(r);
  const w = b.w / z.scale;
  const hh = b.h / z.scale;
  z.cx = Math.min(Math.max(z.cx, b.x + w / 2), b.x + b.w - w / 2);
  z.cy = Math.min(Math.max(z.cy, b.y + hh / 2), b.y + b.h - hh / 2);
  svg.setAttribute("viewBox", [z.cx - w / 2, z.cy - hh / 2, w, hh].map((n) => n.toFixed(1)).join(" "));
  svg.classList.toggle("zoomed", z.scale > 1);
  svg.dataset.scale = z.scale.toFixed(2);
}

function zoom(r, svg, factor) {
  const z = view(r);
  z.scale = Math.min(MAX, Math.max(1, z.scale * factor));
  applyView(r, svg);
}

/** The +, − and whole-map buttons. */
export function zoomTools(r, svg) {
  const btn = (id, label, title, fn) => h("button.mk-zoom", { type: "button", title, "aria-label": title, dataset: { zoom: id }, on: { click: fn } }, label);
  return h("span.mk-zoom-tools", { role: "group" },
    btn("in", "+", t("mk.map.zoom_in"), () => zoom(r, svg, STEP)),
    btn("out", "−", t("mk.map.zoom_out"), () => zoom(r, svg, 1 / STEP)),
    btn("reset", "⤢", t("mk.map.zoom_reset"), () => zoom(r, svg, 1 / MAX ** 2)));
}

/** Drag pans (one pointer), pinch zooms (two), Ctrl+wheel zooms; a drag's click is swallowed. */
export function attachPanZoom(r, svg) {
  const down = new Map();
  let start = null;
  const units = () => r.mapBase.w / view(r).scale / Math.max(1, svg.clientWidth);
  svg.addEventListener("pointerdown", (e) => {
    down.set(e.pointerId, [e.clientX, e.clientY]);
    r.mapDragged = false;
    start = { at: [e.clientX, e.clientY], cx: view(r).cx, cy: view(r).cy, gap: null, scale: view(r).scale };
    if (down.size === 2) {
      const [a, b] = [...down.values()];
      start.gap = Math.hypot(a[0] - b[0], a[1] - b[1]);
    }
  });
  svg.addEventListener("pointermove", (e) => {
    if (!down.has(e.pointerId) || !start) return;
    down.set(e.pointerId, [e.clientX, e.clientY]);
    const z = view(r);
    if (down.size === 2 && start.gap) {
      const [a, b] = [...down.values()];
      z.scale = Math.min(MAX, Math.max(1, (start.scale * Math.hypot(a[0] - b[0], a[1] - b[1])) / start.gap));
      r.mapDragged = true;
    } else if (down.size === 1) {
      const dx = e.clientX - start.at[0];
      const dy = e.clientY - start.at[1];
      if (!r.mapDragged && Math.hypot(dx, dy) < DRAG) return;
      if (!r.mapDragged) svg.setPointerCapture?.(e.pointerId);
      r.mapDragged = true;
      z.cx = start.cx - dx * units();
      z.cy = start.cy - dy * units();
    }
    applyView(r, svg);
  });
  const up = (e) => {
    down.delete(e.pointerId);
    if (!down.size) start = null;
  };
  svg.addEventListener("pointerup", up);
  svg.addEventListener("pointercancel", up);
  svg.addEventListener("click", (e) => {
    if (r.mapDragged) {
      e.stopPropagation();
      r.mapDragged = false;
    }
  }, true);
  svg.addEventListener("wheel", (e) => {
    if (!e.ctrlKey) return;
    e.preventDefault();
    zoom(r, svg, e.deltaY < 0 ? STEP : 1 / STEP);
  }, { passive: false });
}
