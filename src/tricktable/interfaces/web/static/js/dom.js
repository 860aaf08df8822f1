import { momentParts } from "./i18n.js";

// Small pieces every part of the page builds with: text made safe for HTML, an element, a button, a paragraph,
// the table's status line and a pause.
export function esc(s) {
  return String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}

// A moment (ms) for a list's narrow column: its day and its time in the page's language, each kept whole on its
// line ("7. 12. 2026" is never broken into "7." and "12.").
export function whenHtml(when) {
  return momentParts(when).map((x) => `<span class="when">${esc(x)}</span>`).join(" ");
}

// An element with a class and its text (always set as text, never as HTML).
export function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = String(text);
  return e;
}

// A button that runs ``onClick``.
export function button(label, onClick, cls) {
  const b = document.createElement("button");
  b.type = "button"; b.textContent = label; if (cls) b.className = cls;
  b.addEventListener("click", onClick);
  return b;
}

// A paragraph of text.
export function para(text, cls) { const p = document.createElement("p"); p.textContent = text; if (cls) p.className = cls; return p; }

// The table's status line.
export function setStatus(text) { document.getElementById("status").textContent = text; }

// A pause of ``ms`` milliseconds.
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ``el`` shows ``shown`` (cards by glyph, "Bury 3♥ 7♥") and a screen reader hears ``said`` (in words) instead.
export function showAndSay(el, shown, said) {
  el.textContent = "";
  if (!said || said === shown) { el.textContent = shown; return; }
  const eye = document.createElement("span"); eye.textContent = shown; eye.setAttribute("aria-hidden", "true");
  const ear = document.createElement("span"); ear.textContent = said; ear.className = "sr-only";
  el.append(eye, ear);
}
