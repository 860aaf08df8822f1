// Settings kept in localStorage: variant and its options, AI level, pace, language, sound, visual sliders.
"use strict";
const DEFAULT_VARIANT = "rook/crowsnest";
const DEFAULTS = { v: 2, variant: DEFAULT_VARIANT, options: {}, ai: "", speed: 2, lang: "en", sound: false,
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

const Settings = {
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
    document.getElementById("app").style.filter = `contrast(${d.contrast}%)`;
    document.getElementById("grain").style.opacity = String(d.grain / 250);
    const tint = document.getElementById("tint");
    tint.style.background = d.temp >= 0 ? "#ff9a3c" : "#4aa3ff";
    tint.style.opacity = String(Math.abs(d.temp) / 400);
    setLang(d.lang);
    showSliderValues();
    if (typeof Table !== "undefined") Table.fitTable();
  },
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

function initSettingsForm(catalog, onVariant) {
  const d = Settings.data;
  const sel = document.getElementById("set-variant");
  fillVariantSelect(sel, catalog);
  if (!catalog.variants.some((v) => v.key === d.variant)) {
    d.variant = catalog.variants.some((v) => v.key === DEFAULT_VARIANT) ? DEFAULT_VARIANT
      : (catalog.variants[0] ? catalog.variants[0].key : "");
  }
  sel.value = d.variant;
  const ai = document.getElementById("set-ai");
  ai.innerHTML = "";
  for (const k of catalog.players) { const o = document.createElement("option"); o.value = k; o.textContent = levelName(k); ai.append(o); }
  if (!catalog.players.includes(d.ai)) d.ai = catalog.players.includes("normal") ? "normal" : catalog.players[0];
  ai.value = d.ai;
  const find = () => catalog.variants.find((v) => v.key === sel.value);
  renderOptions(find());
  sel.addEventListener("change", () => { Settings.set("variant", sel.value); renderOptions(find()); onVariant(); });
  ai.addEventListener("change", () => Settings.set("ai", ai.value));
  const sliders = { "set-speed": "speed", "set-card": "card", "set-contrast": "contrast", "set-grain": "grain", "set-temp": "temp" };
  for (const [id, key] of Object.entries(sliders)) {
    const el = document.getElementById(id);
    el.value = d[key];
    el.addEventListener("input", () => Settings.set(key, Number(el.value)));
  }
  const sound = document.getElementById("set-sound");
  sound.checked = !!d.sound;
  sound.addEventListener("change", () => { Settings.set("sound", sound.checked); if (sound.checked) Sound.play("turn"); });
  const lang = document.getElementById("set-lang");
  lang.value = d.lang;
  lang.addEventListener("change", () => {
    Settings.set("lang", lang.value);
    onVariant({ language: true });  // the page's own words at once
    reloadCatalog().then(() => {  // then the variants' and options' words, from the server in the chosen language
      fillVariantSelect(sel, catalog); sel.value = Settings.data.variant;
      fillLevels(ai, catalog);
      renderOptions(find()); onVariant({ language: true });
    }).catch((e) => toast(t("err.generic", { m: e.message })));
  });
  document.getElementById("btn-reset-visual").addEventListener("click", () => {
    for (const [id, key] of Object.entries(sliders)) { d[key] = DEFAULTS[key]; document.getElementById(id).value = d[key]; }
    Settings.save(); Settings.apply();
  });
  Settings.save();
}

function fillLevels(select, catalog) {
  const value = select.value;
  select.innerHTML = "";
  for (const k of catalog.players) { const o = document.createElement("option"); o.value = k; o.textContent = levelName(k); select.append(o); }
  select.value = value;
}

// A variant drop-down: the game's name, or (unless ``short``) the variant's one line, which starts with the name
// in every language (tests/i18n/test_catalogs.py), so the name is not written twice.
function fillVariantSelect(select, catalog, short) {
  select.innerHTML = "";
  for (const v of catalog.variants) {
    const o = document.createElement("option"); o.value = v.key;
    o.textContent = short ? v.name : v.description;
    select.append(o);
  }
}

// An AI level's name as the server gave it in the page's language (an external bot keeps its own name).
function levelName(kind) { return (catalog.levels || {})[kind] || kind; }
