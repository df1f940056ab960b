// Mage Knight in the browser: the tutorial's coach (Learn Mage Knight). The server sends the
// current step in the state message (``msg.tutorial``: step n of N, title, the rule text, the
// seed's sentence, its citation and translation, a CSS ``highlight``, ``next`` for info steps);
// the coach shows it, outlines what to click (kept on whatever the table redraws: the hand's
// menus, the map), and passes an info step with Next (the action ``tutorial:next``). A click on
// anything else is refused by the server with the step's sentence, shown beside the control.
import { h, clear, t } from "../../util.js";

export const NEXT = "tutorial:next";
const TARGET = "mk-tutorial-target";

/** The coach in ``slot`` for renderer ``r`` (its ``root`` is watched for redraws). */
export function mountCoach(r, slot, root) {
  let step = null;
  let queued = false;
  const mark = () => {
    queued = false;
    root.querySelectorAll(`.${TARGET}`).forEach((el) => el.classList.remove(TARGET));
    if (!step?.highlight) return;
    let found = [];
    try {
      found = [...root.querySelectorAll(step.highlight)];
    } catch {
      return; // a selector this page cannot read: the text still says what to do
    }
    found.forEach((el) => el.classList.add(TARGET));
  };
  const later = () => {
    if (!queued) {
      queued = true;
      requestAnimationFrame(mark);
    }
  };
  const watch = new MutationObserver((changes) => {
    if (changes.some((c) => c.type === "childList")) later();
  });
  watch.observe(root, { childList: true, subtree: true });
  return {
    update(msg) {
      step = msg?.tutorial || null;
      clear(slot, step ? coachPanel(r, step) : null);
      later();
    },
    destroy: () => watch.disconnect(),
  };
}

function coachPanel(r, s) {
  const next = h("button.button.primary.mk-coach-next", { type: "button", dataset: { tutorial: "next" },
    on: { click: () => r.ctx.act(NEXT, { anchor: next }) } }, t("mk.tutorial.next"));
  const translated = s.translation && s.translation !== s.quote;
  return h("section.mk-coach.panel", { dataset: { step: s.id }, "aria-live": "polite", "aria-label": t("mk.tutorial.label") },
    h("div.mk-coach-head", h("span.mk-coach-count", t("mk.tutorial.step", { n: s.step, of: s.of })), h("h3.mk-coach-title", s.title)),
    h("p.mk-coach-text", s.text),
    h("figure.mk-coach-quote",
      h("figcaption.muted", t("mk.tutorial.seed")),
      h("blockquote.quote", { lang: "zh-Hans" }, s.quote),
      translated ? h("p.mk-coach-translation", s.translation) : null,
      h("cite.muted", s.citation)),
    s.next ? next : h("p.mk-coach-hint.muted", t("mk.tutorial.click")));
}
