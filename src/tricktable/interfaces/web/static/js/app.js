// The tabs, the table's tools (hint, score sheet, last trick) and the start-up: load the variants, restore the
// settings and the open game (or the room of an invite link), wire the tabs and buttons. main.js starts it.
import { actionCards, actionKind, actionLabel, actionSpoken } from "./actions.js";
import { Alerts } from "./alerts.js";
import { renderControls } from "./controls.js";
import { Daily } from "./daily.js";
import { newGame, playOwn, renderLobby, showLobby } from "./games.js";
import { t } from "./i18n.js";
import { Games } from "./mygames.js";
import { initSettingsForm, renderOptions } from "./options.js";
import { showHistory, showRules, showStats } from "./pages.js";
import { Profile } from "./profile.js";
import { Room } from "./room.js";
import { showSheet } from "./score.js";
import { Settings } from "./settings.js";
import { reloadCatalog, variantOf } from "./state.js";
import { showLastTrick, showSummary } from "./summary.js";
import { Table, stepKey } from "./table.js";
import { onTab, showTab } from "./tabs.js";
import { toast } from "./toast.js";

// What each tab shows when it opens (tabs.js shows it).
function fillTabs() {
  onTab("play", () => {
    if (!Table.open()) renderLobby();
    Table.fitTable();  // the window or the card size may have changed while away
  });
  onTab("info", showRules);
  onTab("daily", () => Daily.show());
  onTab("history", () => showHistory().catch((e) => toast(e.message)));
  onTab("stats", () => showStats().catch((e) => toast(e.message)));
  onTab("settings", () => Profile.show());
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

export async function boot() {
  fillTabs();
  document.getElementById("settings-form").addEventListener("submit", (e) => e.preventDefault());
  trackTopbar();
  Settings.load();
  Settings.apply();
  // A tab clicked while the variants are still on their way opens as soon as they are here (not never).
  const ready = reloadCatalog();
  for (const b of document.querySelectorAll("[data-tab]")) b.addEventListener("click", () => ready.then(() => showTab(b.dataset.tab)));
  await ready;
  initSettingsForm(settingsChanged);
  Alerts.initForm();
  Settings.apply();
  document.getElementById("lobby-variant").addEventListener("change", (e) => {
    Settings.set("variant", e.target.value);
    document.getElementById("set-variant").value = e.target.value;
    renderOptions(variantOf(e.target.value));
    renderLobby();
  });
  document.getElementById("btn-new-game").addEventListener("click", () => newGame());
  document.getElementById("btn-new-game-2").addEventListener("click", () => newGame());
  document.getElementById("btn-games").addEventListener("click", showLobby);
  document.getElementById("btn-sheet").addEventListener("click", () => showSheet(Table));
  document.getElementById("btn-last").addEventListener("click", () => showLastTrick(Table));
  document.getElementById("btn-hint").addEventListener("click", hint);
  const invited = /^\/join\/([A-Za-z0-9-]{4,20})\/?$/.exec(location.pathname);
  const saved = Games.current();
  if (invited) Room.open(invited[1]);  // an invite link (or a reload in a room)
  else if (saved) { Games.setCurrent(saved.id, saved.token); playOwn(saved.id, saved.token); }
  showTab("play");
  Profile.fromLink(showTab);  // a personal link (#profile=CODE) opens the profile on this device
  window.addEventListener("hashchange", () => Profile.fromLink(showTab));  // ... also in a page already open
}
