// Start-up: load the variants, restore settings and the open game, wire the tabs and buttons.
"use strict";
let catalog = { variants: [], players: [] };

// The variants, their options and the AI levels, with their words in the page's language. The object is kept
// (filled again in place), so whoever holds it sees the new words.
async function reloadCatalog() {
  const fresh = await getJSON(`/api/variants?lang=${encodeURIComponent(currentLang)}`);
  for (const k of Object.keys(catalog)) delete catalog[k];
  Object.assign(catalog, fresh);
  return catalog;
}

function showTab(name) {
  for (const b of document.querySelectorAll("[data-tab]")) b.setAttribute("aria-selected", b.dataset.tab === name ? "true" : "false");
  for (const p of document.querySelectorAll(".tab-panel")) p.classList.toggle("hidden", p.id !== "tab-" + name);
  if (name === "play" && !Table.open()) renderLobby();
  if (name === "play") Table.fitTable();  // the window or the card size may have changed while away
  if (name === "info") showRules();
  if (name === "daily") Daily.show();
  if (name === "history") showHistory().catch((e) => toast(e.message));
  if (name === "stats") showStats().catch((e) => toast(e.message));
  if (name === "settings") Profile.show();
}

// After a change in Settings: the open table is redrawn in the new language; the lobby follows the chosen variant.
function settingsChanged() {
  if (!document.getElementById("tab-info").classList.contains("hidden")) showRules();
  if (Room.active() && Room.state) {  // a room: its panel or its bar and table, in the new language
    Room.show();
  } else if (Table.open() && Table.state) {
    Table.render(Table.state);
    if (document.getElementById("overlay").classList.contains("hidden")) return;
    if (Table.state.between_hands && !Table.summaryClosed) showSummary(Table);
  } else if (!Table.open()) {
    renderLobby();
  }
}

async function hint() {
  if (!Table.conn) return;
  const r = await Table.conn.request({ type: "hint" });
  if (r.type !== "hint") { toast(r.message); return; }
  // a hint is for this decision only: it goes when the table moves on (Table.render), not over the next phase
  toast(t("hint.suggest", { a: actionLabel(r.action, Table.state.display) }), { step: stepKey(Table.state),
    spoken: t("hint.suggest", { a: actionSpoken(r.action, Table.state.display) }) });
  const bids = Table.bidChoice ? Table.bidChoice.key.split(",") : [];
  if (bids.includes(r.action)) { Table.bidChoice.i = bids.indexOf(r.action); renderControls(Table); }  // the stepper on it
  const cards = actionCards(r.action);
  if (actionKind(r.action) === "play" || actionKind(r.action) === "discard") {
    const els = [...document.querySelectorAll("#hand .card")];
    els.forEach((el) => el.classList.remove("hinted"));
    const used = new Set();
    for (const c of cards) {
      const i = els.findIndex((el, k) => el.dataset.card === c && !used.has(k));
      if (i >= 0) { used.add(i); els[i].classList.add("hinted"); }
    }
    if (Table.info.select) { Table.selected = used; Table.units = null; Table.renderHand(); renderControls(Table); }
  }
}

// The top bar's height, so that dialogs open below it and the tabs stay usable.
function trackTopbar() {
  const bar = document.querySelector(".topbar");
  const set = () => document.documentElement.style.setProperty("--topbar-h", `${bar.offsetHeight}px`);
  set();
  if (window.ResizeObserver) new ResizeObserver(set).observe(bar);
}

async function boot() {
  document.getElementById("settings-form").addEventListener("submit", (e) => e.preventDefault());
  trackTopbar();
  Settings.load();
  Settings.apply();
  // A tab clicked while the variants are still on their way opens as soon as they are here (not never).
  const ready = reloadCatalog();
  for (const b of document.querySelectorAll("[data-tab]")) b.addEventListener("click", () => ready.then(() => showTab(b.dataset.tab)));
  await ready;
  initSettingsForm(catalog, settingsChanged);
  Alerts.initForm();
  Settings.apply();
  document.getElementById("lobby-variant").addEventListener("change", (e) => {
    Settings.set("variant", e.target.value);
    document.getElementById("set-variant").value = e.target.value;
    renderOptions(catalog.variants.find((v) => v.key === e.target.value));
    renderLobby();
  });
  document.getElementById("btn-new-game").addEventListener("click", () => newGame());
  document.getElementById("btn-new-game-2").addEventListener("click", () => newGame());
  document.getElementById("btn-games").addEventListener("click", showLobby);
  document.getElementById("btn-sheet").addEventListener("click", showSheet);
  document.getElementById("btn-last").addEventListener("click", showLastTrick);
  document.getElementById("btn-hint").addEventListener("click", hint);
  const invited = /^\/join\/([A-Za-z0-9-]{4,20})\/?$/.exec(location.pathname);
  const saved = Games.current();
  if (invited) Room.open(invited[1]);  // an invite link (or a reload in a room)
  else if (saved) { Games.setCurrent(saved.id, saved.token); Table.start(saved.id, saved.token); }
  showTab("play");
  Profile.fromLink();  // a personal link (#profile=CODE) opens the profile on this device
  window.addEventListener("hashchange", () => Profile.fromLink());  // ... also in a page already open
}

Installable.init();
boot().catch((e) => { if (!Installable.failed(e)) toast(t("err.generic", { m: e.message })); });
