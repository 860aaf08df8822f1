// Start-up: load the variants, restore settings and the current game, wire the tabs and buttons.
"use strict";
let catalog = { variants: [], players: [] };

function showTab(name) {
  for (const b of document.querySelectorAll("[data-tab]")) b.setAttribute("aria-selected", b.dataset.tab === name ? "true" : "false");
  for (const p of document.querySelectorAll(".tab-panel")) p.classList.toggle("hidden", p.id !== "tab-" + name);
  if (name === "info") showRules();
  if (name === "history") showHistory().catch((e) => toast(e.message));
  if (name === "stats") showStats().catch((e) => toast(e.message));
}

function forgetGame() { localStorage.removeItem("tricktable.game"); }

function showWelcome() {
  document.getElementById("welcome").classList.remove("hidden");
  document.getElementById("table").classList.add("hidden");
  const v = catalog.variants.find((x) => x.key === Settings.data.variant);
  document.getElementById("welcome-variant").textContent = v ? `${v.key} — ${v.description}` : "";
}

async function newGame() {
  const d = Settings.data;
  const r = await fetch("/api/games", {
    method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ variant: d.variant, options: d.options[d.variant] || {}, ai: d.ai }),
  });
  const body = await r.json();
  if (!r.ok) { toast(t("err.generic", { m: body.detail })); return; }
  localStorage.setItem("tricktable.game", JSON.stringify({ id: body.id, token: body.tokens["0"] }));
  showTab("play");
  Table.start(body.id, body.tokens["0"]);
}

async function boot() {
  document.getElementById("settings-form").addEventListener("submit", (e) => e.preventDefault());
  Settings.load();
  Settings.apply();
  catalog = await getJSON("/api/variants");
  initSettingsForm(catalog, () => { showWelcome(); if (Table.state) Table.render(Table.state); });
  Settings.apply();
  for (const b of document.querySelectorAll("[data-tab]")) b.addEventListener("click", () => showTab(b.dataset.tab));
  document.getElementById("btn-new-game").addEventListener("click", newGame);
  document.getElementById("btn-new-game-2").addEventListener("click", newGame);
  document.getElementById("btn-sheet").addEventListener("click", showSheet);
  document.getElementById("btn-last").addEventListener("click", showLastTrick);
  document.getElementById("btn-hint").addEventListener("click", async () => {
    if (!Table.conn) return;
    const r = await Table.conn.request({ type: "hint" });
    if (r.type !== "hint") { toast(r.message); return; }
    toast(t("hint.suggest", { a: actionLabel(r.action, Table.state.family) }));
    const cards = actionCards(r.action);
    if (actionKind(r.action) === "play" || actionKind(r.action) === "discard") {
      const els = [...document.querySelectorAll("#hand .card")];
      els.forEach((el) => el.classList.remove("hinted"));
      const used = new Set();
      for (const c of cards) {
        const i = els.findIndex((el, k) => el.dataset.card === c && !used.has(k));
        if (i >= 0) { used.add(i); els[i].classList.add("hinted"); if (Table.info.select) Table.selected.add(i); }
      }
      if (Table.info.select) { Table.renderHand(); renderControls(Table); }
    }
  });
  document.getElementById("overlay").addEventListener("keydown", (e) => { if (e.key === "Escape" && !Table.state?.between_hands) closeDialog(); });
  showTab("play");
  const saved = JSON.parse(localStorage.getItem("tricktable.game") || "null");
  if (saved && saved.id && saved.token) Table.start(saved.id, saved.token);
  else showWelcome();
}

boot().catch((e) => toast(t("err.generic", { m: e.message })));
