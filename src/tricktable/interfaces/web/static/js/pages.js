// The Info (rules), History (with the replay viewer) and Statistics tabs.
"use strict";
async function getJSON(url) {
  const r = await fetch(url);
  if (!r.ok) throw new Error((await r.json().catch(() => ({}))).detail || r.statusText);
  return r.json();
}

async function showRules() {
  const box = document.getElementById("rules");
  const d = Settings.data;
  if (!d.variant) { box.textContent = ""; return; }
  try {
    const opts = encodeURIComponent(JSON.stringify(d.options[d.variant] || {}));
    const data = await getJSON(`/api/rules?variant=${encodeURIComponent(d.variant)}&options=${opts}&lang=${encodeURIComponent(currentLang)}`);
    box.innerHTML = renderMarkdown(data.markdown);
  } catch (e) { box.textContent = t("err.generic", { m: e.message }); }
}

async function showHistory() {
  const box = document.getElementById("history");
  const data = await getJSON("/api/history");
  if (!data.games.length) { box.innerHTML = `<p class="muted">${t("history.empty")}</p>`; return; }
  const rows = data.games.map((g) => {
    const when = new Date(g.updated * 1000).toLocaleString(currentLang);
    const res = g.winner === null ? "—" : t(g.winner === 0 ? "history.won" : "history.lost");
    return `<tr><td>${esc(when)}</td><td>${esc(g.variant)}</td><td>${esc(res)} (${esc((g.scores || []).join(" : "))})</td>` +
      `<td><button type="button" data-replay="${esc(g.id)}">${t("btn.replay")}</button></td></tr>`;
  }).join("");
  box.innerHTML = `<table class="list"><tr><th>${t("history.when")}</th><th>${t("stats.variant")}</th>` +
    `<th>${t("history.result")}</th><th></th></tr>${rows}</table><div id="replay" class="replay"></div>`;
  for (const b of box.querySelectorAll("[data-replay]")) b.addEventListener("click", () => openReplay(b.dataset.replay));
}

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

async function showStats() {
  const box = document.getElementById("stats");
  const data = await getJSON("/api/stats");
  if (!data.variants.length) { box.innerHTML = `<p class="muted">${t("stats.empty")}</p>`; return; }
  const cols = ["played", "won", "bids", "avg_points", "avg_score"];
  box.innerHTML = `<table class="list"><tr><th>${t("stats.variant")}</th>${cols.map((c) => `<th>${t("stats." + c)}</th>`).join("")}</tr>` +
    data.variants.map((v) => `<tr><td>${esc(v.variant)}</td>${cols.map((c) => `<td>${esc(v[c] ?? "—")}</td>`).join("")}</tr>`).join("") + "</table>";
}
