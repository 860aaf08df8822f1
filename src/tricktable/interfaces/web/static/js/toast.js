// Short messages over the page: an answer, an error, a hint, each for a few seconds where it covers nothing.
import { showAndSay } from "./dom.js";

// A short message, put in the first of its places that covers nothing a person reads or clicks: at the table
// beside your name plate where there is room, else over the info bar, else under the status line (never over a
// name plate, the trick, the status, your cards, the buttons or the room bar); elsewhere under the top bar, or
// under a room's head (its code and link) when it would cover that.
const TOAST_AVOID = { table: [".plate", "#status", "#trick", "#hand", "#controls", "#room-bar", ".room-chat.at-table"],
  page: [".room-head"] };

// A message over the page for a few seconds; ``opts.step`` (a stepKey) ties it to one decision: Table.render drops
// it once the table has moved past that step; ``opts.spoken``: the words a screen reader says for it instead.
export function toast(text, opts) {
  const el = document.getElementById("toast");
  showAndSay(el, text, opts && opts.spoken); el.classList.remove("hidden");
  el.dataset.step = (opts && opts.step) || "";
  const status = document.getElementById("status");
  const atTable = !document.getElementById("tab-play").classList.contains("hidden") &&
    !document.getElementById("table").classList.contains("hidden") && status.offsetParent !== null &&
    document.getElementById("overlay").classList.contains("hidden");
  el.classList.toggle("at-table", atTable);
  const bar = document.querySelector(".topbar").getBoundingClientRect().bottom;
  const places = [];  // in the viewport: {top} centred, or {beside, left, middle, maxWidth}
  if (atTable) {
    const mine = document.querySelector(".seat-bottom").getBoundingClientRect();
    const room = document.documentElement.clientWidth - mine.right - 20;  // beside your plate and its chips
    if (mine.width && room >= 160) places.push({ beside: true, left: mine.right + 12, middle: mine.top + mine.height / 2, maxWidth: room });
    const info = document.getElementById("info-bar").getBoundingClientRect();
    if (info.height && info.top >= bar) places.push({ top: info.top });
    places.push({ top: Math.max(status.getBoundingClientRect().bottom + 2, bar + 6) });
  }
  places.push({ top: bar + 8 });
  const head = document.querySelector("#room:not(.hidden) .room-head");
  if (!atTable && head) places.push({ top: head.getBoundingClientRect().bottom + 6 });
  const avoid = TOAST_AVOID[atTable ? "table" : "page"].flatMap((q) => [...document.querySelectorAll(q)])
    .map((e) => e.getBoundingClientRect()).filter((r) => r.width && r.height);
  const free = (r) => !avoid.some((b) => r.left + 1 < b.right && b.left + 1 < r.right && r.top + 1 < b.bottom && b.top + 1 < r.bottom);
  const sx = atTable ? window.scrollX : 0, sy = atTable ? window.scrollY : 0;  // at the table it scrolls with it
  const put = (p) => {
    el.classList.toggle("beside", !!p.beside);
    el.style.left = p.beside ? `${Math.round(p.left + sx)}px` : "";
    el.style.maxWidth = p.maxWidth ? `${Math.floor(p.maxWidth)}px` : "";
    const top = p.beside ? p.middle - el.offsetHeight / 2 : p.top;
    el.style.top = `${Math.round(top + sy)}px`;
  };
  put(places.find((p) => { put(p); return free(el.getBoundingClientRect()); }) || places[0]);
  toast.hideLater(el);
}
toast.hideLater = (el) => {
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => el.classList.add("hidden"), 3500);
};
