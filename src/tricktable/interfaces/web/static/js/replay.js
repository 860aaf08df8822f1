// The replay viewer of a finished game: every hand step by step, all hands face up.
"use strict";
async function openReplay(id) {
  const data = await getJSON(`/api/replay/${encodeURIComponent(id)}`);
  const box = document.getElementById("replay");
  let hand = 0, step = 0;
  const names = ["seat.you", "seat.left", data.scoring_unit === "team" ? "seat.partner" : "seat.across", "seat.right"];
  const who = (s) => (data.players[s] === "human" || s !== 0 ? t(names[s]) : data.players[s]);
  const draw = () => {
    const h = data.hands[hand], f = h.frames[step];
    box.innerHTML = "";
    const nav = document.createElement("div"); nav.className = "replay-nav";
    const sel = document.createElement("select");
    data.hands.forEach((x, i) => { const o = document.createElement("option"); o.value = i; o.textContent = `${t("label.hand")} ${i + 1}`; sel.append(o); });
    sel.value = hand;
    sel.addEventListener("change", () => { hand = Number(sel.value); step = 0; draw(); });
    const prev = button(t("btn.prev"), () => { if (step > 0) { step--; draw(); } });
    const next = button(t("btn.next"), () => { if (step < h.frames.length - 1) { step++; draw(); } });
    const where = document.createElement("span");
    where.textContent = step === 0 ? t("replay.deal") : t("replay.step", { i: step, n: h.frames.length - 1 });
    nav.append(sel, prev, next, where); box.append(nav);
    const act = document.createElement("p"); act.className = "replay-action";
    act.textContent = f.action ? `${who(f.seat)}: ${actionLabel(f.action, data.variant.split("/")[0])}` +
      (f.events.length ? " — " + f.events.join("; ") : "") : "";
    box.append(act);
    const seats = document.createElement("div"); seats.className = "replay-hands";
    f.hands.forEach((cards, s) => {
      const row = document.createElement("div"); row.className = "replay-row";
      const name = document.createElement("span"); name.className = "who"; name.textContent = who(s); row.append(name);
      for (const c of cards.split(" ").filter(Boolean)) row.append(cardEl(c, { cls: "mini" }));
      seats.append(row);
    });
    box.append(seats);
    if (f.trick && f.trick.length) {
      const tr = document.createElement("div"); tr.className = "replay-trick";
      for (const p of f.trick) for (const c of String(p.cards).split(" ")) tr.append(cardEl(c, { cls: "mini" }));
      box.append(tr);
    }
    if (step === h.frames.length - 1 && h.result) {
      for (const line of resultLines(h.result, { scoring_unit: data.scoring_unit, seat: 0 })) { const p = document.createElement("p"); p.textContent = line; box.append(p); }
    }
    next.focus();
  };
  draw();
}
