// Settings kept in localStorage: variant and its options, AI level, pace, language, sound, visual sliders.
import { currentLang, setLang, t } from "./i18n.js";
import { tellLanguage } from "./net.js";
import { state } from "./state.js";

// the variant until the server's catalog names its default (``default``: engine.registry.default_variant)
export const DEFAULTS = { v: 2, variant: "", options: {}, ai: "", speed: 2, lang: "en", sound: false,
  vibrate: false, notify: false,
  card: 84, contrast: 100, grain: 0, temp: 0 };
// The pace of the table, slow → fast: a card's flight, how long a finished trick stays up, its slide to the winner.
const PACE = [
  { play: 900, hold: 2600, slide: 650 },
  { play: 650, hold: 2000, slide: 550 },
  { play: 450, hold: 1500, slide: 450 },
  { play: 260, hold: 1100, slide: 350 },
  { play: 120, hold: 750, slide: 260 },
];
const SPEED_LABELS = ["speed.slowest", "speed.slow", "speed.normal", "speed.fast", "speed.fastest"];

export const Settings = {
  data: { ...DEFAULTS },
  load() {
    let saved = {};
    try { saved = JSON.parse(localStorage.getItem("tricktable.settings") || "{}") || {}; } catch (e) { saved = {}; }
    if (!saved.v && typeof saved.speed === "number") {
      // version 1 ran 0 (no animation), then 700 → 90 ms: keep each person's choice on the new slow → fast scale
      saved.speed = saved.speed === 0 ? 4 : Math.max(0, saved.speed - 1);
    }
    this.data = { ...DEFAULTS, ...saved, v: 2 };
    return this.data;
  },
  save() { localStorage.setItem("tricktable.settings", JSON.stringify(this.data)); },
  set(key, value) { this.data[key] = value; this.save(); this.apply(); },
  // The pace in milliseconds; automation may pin it with localStorage "tricktable.pace" ({play, hold, slide}).
  pace() {
    try {
      const pinned = JSON.parse(localStorage.getItem("tricktable.pace") || "null");
      if (pinned && typeof pinned.hold === "number") return { play: 0, slide: 0, ...pinned };
    } catch (e) { /* ignore a malformed override */ }
    const i = Math.min(PACE.length - 1, Math.max(0, Math.round(Number(this.data.speed))));
    return PACE[Number.isFinite(i) ? i : 2];
  },
  delay() { return this.pace().play; },
  apply() {
    const d = this.data, root = document.documentElement;
    root.style.setProperty("--card-scale", String(d.card / 84));
    root.style.setProperty("--fly-ms", `${Math.max(80, Math.min(400, this.pace().play))}ms`);
    root.style.setProperty("--slide-ms", `${this.pace().slide}ms`);
    for (const id of ["app", "overlay"]) document.getElementById(id).style.filter = `contrast(${d.contrast}%)`;
    document.getElementById("grain").style.opacity = String(d.grain / 250);
    const tint = document.getElementById("tint");
    tint.style.background = d.temp >= 0 ? "#ff9a3c" : "#4aa3ff";
    tint.style.opacity = String(Math.abs(d.temp) / 400);
    setLang(d.lang);
    tellLanguage(currentLang);
    showSliderValues();
    for (const fn of this.applied) fn();
  },
  // ``fn()`` runs after each change is applied (the table fits itself to the new card size: main.js).
  applied: [],
  onApply(fn) { this.applied.push(fn); },
};

// Each slider shows its value beside it (the speed slider in words).
function showSliderValues() {
  const d = Settings.data;
  const text = {
    "set-speed": t(SPEED_LABELS[d.speed] || "speed.normal"),
    "set-card": `${Math.round(d.card / 84 * 100)}%`, "set-contrast": `${d.contrast}%`, "set-grain": `${d.grain}%`,
    "set-temp": d.temp === 0 ? t("temp.neutral") : t(d.temp > 0 ? "temp.warm" : "temp.cool", { n: Math.abs(d.temp) }),
  };
  for (const [id, value] of Object.entries(text)) {
    const out = document.querySelector(`output[for="${id}"]`);
    if (out) out.textContent = value;
  }
}

// The AI levels, and with ``bots`` (the Settings' choice of opponents) the external bots and trained policies the
// server was started with (``--allow-bot``), each group under its own heading.
export function fillLevels(select, bots) {
  const catalog = state.catalog;
  const value = select.value;
  select.innerHTML = "";
  const option = (k) => { const o = document.createElement("option"); o.value = k; o.textContent = levelName(k); return o; };
  const offered = bots ? catalog.bots || [] : [];
  const groups = [["set.ai_levels", catalog.players], ["set.ai_bots", offered.filter((k) => !k.startsWith("policy:"))],
    ["set.ai_policies", offered.filter((k) => k.startsWith("policy:"))]].filter(([, kinds]) => kinds.length);
  for (const [key, kinds] of groups) {
    const parent = groups.length > 1 ? document.createElement("optgroup") : select;
    if (parent !== select) { parent.label = t(key); parent.dataset.group = key; select.append(parent); }
    for (const k of kinds) parent.append(option(k));
  }
  select.value = value;
  const label = bots && select.closest("label") ? select.closest("label").querySelector("[data-i18n]") : null;
  if (label) { label.dataset.i18n = offered.length ? "set.opponents" : "set.ai"; label.textContent = t(label.dataset.i18n); }
}

// A variant drop-down: the game's name, or (unless ``short``) the variant's one line, which starts with the name
// in every language (tests/i18n/test_catalogs.py), so the name is not written twice.
export function fillVariantSelect(select, short) {
  select.innerHTML = "";
  for (const v of state.catalog.variants) {
    const o = document.createElement("option"); o.value = v.key;
    o.textContent = short ? v.name : v.description;
    select.append(o);
  }
}

// An AI level's name as the server gave it in the page's language; an external bot or a trained policy by what it
// is and where it runs ("Bot at 127.0.0.1:7000", "Policy rook_crowsnest"): never a server's full path.
export function levelName(kind) {
  const named = (state.catalog.levels || {})[kind];
  if (named) return named;
  const at = String(kind).indexOf(":"), scheme = kind.slice(0, at), rest = kind.slice(at + 1).trim();
  if (at < 0 || !["http", "bhoos", "cmd", "policy"].includes(scheme)) return kind;
  if (scheme === "policy") return t("bot.policy", { name: rest.split(/[\\/]/).pop().replace(/\.npz$/i, "") });
  if (scheme === "cmd") {  // the program's script ("python bots/mine.py" → mine.py), else the command's first word
    const words = rest.split(/\s+/).map((w) => w.split(/[\\/]/).pop());
    return t("bot.cmd", { name: words.slice(1).find((w) => /\.\w+$/.test(w)) || words[0] });
  }
  let where = rest;
  try { where = new URL(rest).host || rest; } catch (e) { /* not a URL: shown as given */ }
  return t("bot." + scheme, { where });
}
