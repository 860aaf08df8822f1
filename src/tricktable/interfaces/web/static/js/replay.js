// The replay viewer of a finished game: every hand step by step with all hands face up, each labelled by seat,
// the trick with each card under its player's name, events with seat names, play/pause and "jump to trick N", and
// the review of your card play where this browser holds your seat's token (replay_review.js).
import { actionEvent } from "./actions.js";
import { cardEl } from "./cards.js";
import { button } from "./dom.js";
import { currentLang, t, tm } from "./i18n.js";
import { getJSON } from "./net.js";
import { ReplayReview, heldKey } from "./replay_review.js";
import { handWord, seatNames } from "./score.js";
import { Settings } from "./settings.js";

const RESTATED = new Set(["played", "play", "bid", "pass", "declared", "discarded", "trump_named", "claimed"]);  // the action line says these

export async function openReplay(id) {
  const data = await getJSON(`/api/replay/${encodeURIComponent(id)}?lang=${encodeURIComponent(currentLang)}&token=${encodeURIComponent(heldKey(id))}`);
  const reviews = await ReplayReview.load(id);
  const box = document.getElementById("replay");
  const names = data.names  // a room's game: its players' names (a seat the AI played by its number)
    ? data.names.map((n, i) => n || t("room.seat_n", { n: i + 1 }))
    : seatNames(data.direction, data.scoring_unit).map((k) => t(k));
  let hand = 0, step = 0, timer = null;
  const stop = () => { if (timer) clearInterval(timer); timer = null; };
  const go = (h, s) => { hand = h; step = s; draw(); };

  function tricksSelect(h) {
    const sel = document.createElement("select");
    sel.className = "replay-trick-select";
    sel.setAttribute("aria-label", t("replay.jump"));
    const first = document.createElement("option"); first.value = ""; first.textContent = t("replay.jump"); sel.append(first);
    for (let n = 1; n <= (h.tricks || 0); n++) {
      const o = document.createElement("option"); o.value = n; o.textContent = t("replay.trick", { n }); sel.append(o);
    }
    sel.addEventListener("change", () => {
      const n = Number(sel.value);
      const i = h.frames.findIndex((f) => f.trick_no === n);
      if (i >= 0) { stop(); go(hand, i); }
    });
    return sel;
  }

  function draw() {
    const h = data.hands[hand], f = h.frames[step];
    box.innerHTML = "";
    const nav = document.createElement("div"); nav.className = "replay-nav";
    const sel = document.createElement("select");
    data.hands.forEach((x, i) => { const o = document.createElement("option"); o.value = i; o.textContent = `${handWord(data.display)} ${x.number}`; sel.append(o); });
    sel.value = hand;
    sel.addEventListener("change", () => { stop(); go(Number(sel.value), 0); });
    const prev = button("‹ " + t("btn.prev"), () => { stop(); if (step > 0) go(hand, step - 1); });
    const play = button(timer ? "❚❚ " + t("btn.pause") : "▶ " + t("btn.play"), () => {
      if (timer) { stop(); draw(); return; }
      if (step >= h.frames.length - 1) step = 0;
      timer = setInterval(() => {
        if (step >= data.hands[hand].frames.length - 1) { stop(); draw(); return; }
        step++; draw();
      }, Math.max(350, Settings.pace().play * 2));
      draw();
    }, "primary replay-play");
    const next = button(t("btn.next") + " ›", () => { stop(); if (step < h.frames.length - 1) go(hand, step + 1); });
    const where = document.createElement("span");
    where.textContent = step === 0 ? t("replay.deal") : t("replay.step", { i: step, n: h.frames.length - 1 });
    nav.append(sel, tricksSelect(h), prev, play, next, where); box.append(nav);
    const act = document.createElement("p"); act.className = "replay-action";
    if (f.action) {
      const said = f.events.filter((e) => !RESTATED.has(e.kind)).map((e) => e.text);
      act.textContent = actionEvent(f.action, data.display, names[f.seat], !data.names && f.seat === 0) +
        (said.length ? " — " + said.join(tm("list-joiner-semicolon") + " ") : "");  // Greek's is "·", not "; " ("?")
    }
    box.append(act);
    const table = document.createElement("div"); table.className = "replay-table";
    const seats = document.createElement("div"); seats.className = "replay-hands";
    f.hands.forEach((cards, s) => {
      const row = document.createElement("div"); row.className = "replay-row" + (f.seat === s ? " acting" : "");
      const name = document.createElement("span"); name.className = "who"; name.textContent = names[s]; row.append(name);
      for (const c of cards.split(" ").filter(Boolean)) row.append(cardEl(c, { cls: "mini" }));
      seats.append(row);
    });
    table.append(seats);
    if (f.trick && f.trick.length) {
      const tr = document.createElement("div"); tr.className = "replay-trick";
      for (const p of f.trick) {
        const fig = document.createElement("figure");
        if (f.winner === p.seat) fig.className = "winner";
        for (const c of String(p.cards).split(" ")) fig.append(cardEl(c, { cls: "mini" }));
        const cap = document.createElement("figcaption"); cap.textContent = names[p.seat] + (f.winner === p.seat ? " ★" : "");
        fig.append(cap); tr.append(fig);
      }
      table.append(tr);
    }
    box.append(table);
    if (reviews) box.append(ReplayReview.panel(reviews, h, step, (i) => { stop(); go(hand, i); }));
    if (step === h.frames.length - 1 && h.result) {
      const list = document.createElement("ul"); list.className = "explain";
      for (const m of h.explain || []) { const li = document.createElement("li"); li.textContent = tm(m.id, m.params); list.append(li); }
      box.append(list);
    }
    const focus = box.querySelector(timer ? ".replay-play" : "button:last-of-type");
    if (focus && !timer) focus.focus({ preventScroll: true });
  }
  draw();
  box.scrollIntoView({ behavior: "smooth", block: "start" });
}
