// Settings kept in localStorage: variant and its options, AI level, animation speed, language, visual sliders.
"use strict";
const DEFAULTS = { variant: "", options: {}, ai: "", speed: 2, lang: "en", card: 84, contrast: 100, grain: 0, temp: 0 };
const SPEED_MS = [0, 700, 420, 220, 90];

const Settings = {
  data: { ...DEFAULTS },
  load() {
    try { this.data = { ...DEFAULTS, ...JSON.parse(localStorage.getItem("tricktable.settings") || "{}") }; }
    catch (e) { this.data = { ...DEFAULTS }; }
    return this.data;
  },
  save() { localStorage.setItem("tricktable.settings", JSON.stringify(this.data)); },
  set(key, value) { this.data[key] = value; this.save(); this.apply(); },
  delay() { return SPEED_MS[this.data.speed] ?? 420; },
  apply() {
    const d = this.data, root = document.documentElement;
    root.style.setProperty("--card-scale", String(d.card / 84));
    document.getElementById("app").style.filter = `contrast(${d.contrast}%)`;
    document.getElementById("grain").style.opacity = String(d.grain / 250);
    const tint = document.getElementById("tint");
    tint.style.background = d.temp >= 0 ? "#ff9a3c" : "#4aa3ff";
    tint.style.opacity = String(Math.abs(d.temp) / 400);
    setLang(d.lang);
  },
};

function humanize(name) { return name.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase()); }

// The rules options of the chosen variant, one input per config field (type from its default value).
function renderOptions(variant) {
  const box = document.getElementById("variant-options");
  box.innerHTML = "";
  if (!variant) return;
  const saved = Settings.data.options[variant.key] || {};
  const head = document.createElement("p");
  head.className = "muted"; head.textContent = t("set.options") + " · " + t("set.applies_next");
  box.append(head);
  const choices = variant.choices || {};
  for (const [name, def] of Object.entries(variant.options)) {
    const label = document.createElement("label");
    const span = document.createElement("span"); span.textContent = humanize(name);
    const value = name in saved ? saved[name] : def;
    if (choices[name]) {  // a few allowed values: a drop-down that cannot hold anything else
      const select = document.createElement("select");
      select.name = name; select.dataset.option = name;
      choices[name].forEach((c, i) => {
        const o = document.createElement("option"); o.value = String(i); o.textContent = humanize(String(c));
        if (JSON.stringify(c) === JSON.stringify(value)) o.selected = true;
        select.append(o);
      });
      select.addEventListener("change", () => saveOptions(variant));
      label.append(span, select); box.append(label);
      continue;
    }
    const input = document.createElement("input");
    input.name = name; input.dataset.option = name;
    if (typeof def === "boolean") { input.type = "checkbox"; input.checked = !!value; }
    else if (typeof def === "number") { input.type = "number"; input.value = value; input.step = Number.isInteger(def) ? "1" : "any"; }
    else if (def !== null && typeof def === "object") { input.type = "text"; input.value = JSON.stringify(value); input.dataset.json = "1"; }
    else { input.type = "text"; input.value = value ?? ""; input.dataset.nullable = def === null ? "1" : ""; }
    input.addEventListener("change", () => saveOptions(variant));
    label.append(span, input); box.append(label);
  }
}

function saveOptions(variant) {
  const out = {};
  for (const select of document.querySelectorAll("#variant-options select")) {
    const name = select.dataset.option, v = variant.choices[name][Number(select.value)];
    if (JSON.stringify(v) !== JSON.stringify(variant.options[name])) out[name] = v;
  }
  for (const input of document.querySelectorAll("#variant-options input")) {
    const def = variant.options[input.dataset.option];
    let v;
    if (input.type === "checkbox") v = input.checked;
    else if (input.type === "number") v = Number(input.value);
    else if (input.dataset.json) { try { v = JSON.parse(input.value); } catch (e) { v = def; } }
    else if (input.value === "" && input.dataset.nullable) v = null;
    else if (input.dataset.nullable) { try { v = JSON.parse(input.value); } catch (e) { v = input.value; } }
    else v = input.value;
    if (JSON.stringify(v) !== JSON.stringify(def)) out[input.dataset.option] = v;
  }
  Settings.data.options[variant.key] = out;
  Settings.save();
}

function initSettingsForm(catalog, onVariant) {
  const d = Settings.data;
  const sel = document.getElementById("set-variant");
  sel.innerHTML = "";
  for (const v of catalog.variants) {
    const o = document.createElement("option"); o.value = v.key; o.textContent = `${v.key} — ${v.description}`; sel.append(o);
  }
  if (!catalog.variants.some((v) => v.key === d.variant)) d.variant = catalog.variants[0] ? catalog.variants[0].key : "";
  sel.value = d.variant;
  const ai = document.getElementById("set-ai");
  ai.innerHTML = "";
  for (const k of catalog.players) { const o = document.createElement("option"); o.value = k; o.textContent = k; ai.append(o); }
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
  const lang = document.getElementById("set-lang");
  lang.value = d.lang;
  lang.addEventListener("change", () => { Settings.set("lang", lang.value); renderOptions(find()); onVariant(); });
  document.getElementById("btn-reset-visual").addEventListener("click", () => {
    for (const [id, key] of Object.entries(sliders)) { d[key] = DEFAULTS[key]; document.getElementById(id).value = d[key]; }
    Settings.save(); Settings.apply();
  });
  Settings.save();
}
