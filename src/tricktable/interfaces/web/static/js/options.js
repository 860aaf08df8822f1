// The rules options of a variant in Settings: each a typed control from the server's spec (a number with its
// range, yes/no, one of a few values, a set of card numbers, a small table of counters), a plain name and a line
// saying what it does; never raw JSON. Saved per variant (only what differs from the variant's rules), checked
// against the rules as you change them.
import { button } from "./dom.js";
import { currentLang, t } from "./i18n.js";
import { getJSON } from "./net.js";
import { DEFAULTS, Settings, fillLevels, fillVariantSelect } from "./settings.js";
import { Sound } from "./sound.js";
import { reloadCatalog, state } from "./state.js";
import { toast } from "./toast.js";

// An option's words (name, one line of help, its values, its "none") as the server wrote them in the page's
// language (GET /api/variants?lang=): the page knows no option's words itself.
function optionWords(variant, name) {
  return (variant.labels || {})[name] || { name, help: "", values: [] };
}

function choiceLabel(variant, name, index, value) {
  const words = optionWords(variant, name).values;
  return words[index] !== undefined ? words[index] : String(value);
}

function numberInput(spec, value, onChange) {
  const input = document.createElement("input");
  input.type = "number"; input.value = value ?? "";
  if (spec.min !== undefined) { input.min = spec.min; input.max = spec.max; input.step = spec.step; }
  input.addEventListener("change", onChange);
  return input;
}

// The editors, one per kind: each returns [element, read()] where read() gives the value now shown.
const OPTION_EDITORS = {
  bool(variant, name, spec, value, changed) {
    const input = document.createElement("input"); input.type = "checkbox"; input.checked = !!value;
    input.addEventListener("change", changed);
    return [input, () => input.checked];
  },
  choice(variant, name, spec, value, changed) {
    const select = document.createElement("select");
    spec.choices.forEach((c, i) => {
      const o = document.createElement("option"); o.value = String(i); o.textContent = choiceLabel(variant, name, i, c);
      if (JSON.stringify(c) === JSON.stringify(value)) o.selected = true;
      select.append(o);
    });
    select.addEventListener("change", changed);
    return [select, () => spec.choices[Number(select.value)]];
  },
  text(variant, name, spec, value, changed) {
    const input = document.createElement("input"); input.type = "text"; input.maxLength = 24; input.value = value ?? "";
    input.addEventListener("change", changed);
    return [input, () => input.value.trim()];
  },
  int(variant, name, spec, value, changed) {
    const box = document.createElement("span"); box.className = "opt-int";
    const input = numberInput(spec, value, changed);
    box.append(input);
    let none = null;
    if (spec.nullable) {  // "no limit" and the like: a box that turns the number off
      const label = document.createElement("label"); label.className = "opt-none";
      none = document.createElement("input"); none.type = "checkbox"; none.checked = value === null;
      input.disabled = none.checked;
      none.addEventListener("change", () => { input.disabled = none.checked; changed(); });
      label.append(none, document.createTextNode(" " + (optionWords(variant, name).none || "—")));
      box.append(label);
    }
    return [box, () => (none && none.checked ? null : Number(input.value))];
  },
  numbers(variant, name, spec, value, changed) {
    const box = document.createElement("span"); box.className = "opt-numbers";
    const boxes = [];
    for (let n = spec.min; n <= spec.max; n++) {
      const label = document.createElement("label");
      const cb = document.createElement("input"); cb.type = "checkbox"; cb.value = n; cb.checked = (value || []).includes(n);
      cb.addEventListener("change", changed);
      label.append(cb, document.createTextNode(String(n)));
      box.append(label); boxes.push(cb);
    }
    return [box, () => boxes.filter((b) => b.checked).map((b) => Number(b.value))];
  },
  pairs(variant, name, spec, value, changed) {
    const box = document.createElement("div"); box.className = "opt-pairs";
    const rows = [];
    const numbers = (variant.specs && variant.specs.numbers) || { min: 1, max: 14 };
    const addRow = (n, p) => {
      const row = document.createElement("div"); row.className = "opt-pair";
      const pick = document.createElement("select");
      for (let k = numbers.min; k <= numbers.max; k++) { const o = document.createElement("option"); o.value = k; o.textContent = String(k); pick.append(o); }
      pick.value = n;
      const worth = numberInput(spec, p, changed);
      const cap = document.createElement("span"); cap.textContent = t("set.counter_worth");
      const remove = button("✕", () => { row.remove(); rows.splice(rows.indexOf(entry), 1); changed(); }, "small");
      remove.title = t("set.remove"); remove.setAttribute("aria-label", t("set.remove"));
      pick.addEventListener("change", changed);
      const entry = { pick, worth };
      rows.push(entry);
      row.append(pick, cap, worth, remove);
      box.insertBefore(row, add);
    };
    const add = button(t("set.add_counter"), () => { addRow(numbers.min, spec.min); changed(); }, "small");
    box.append(add);
    for (const [n, p] of value || []) addRow(n, p);
    return [box, () => rows.map((r) => [Number(r.pick.value), Number(r.worth.value)]).sort((a, b) => a[0] - b[0])];
  },
};

// The Settings form: the variant and its options, the AI level, the sliders, sound and language; ``onVariant``
// runs after the variant or the language changed.
export function initSettingsForm(onVariant) {
  const d = Settings.data, catalog = state.catalog;
  const sel = document.getElementById("set-variant");
  fillVariantSelect(sel);
  if (!catalog.variants.some((v) => v.key === d.variant)) {
    d.variant = catalog.variants.some((v) => v.key === catalog.default) ? catalog.default
      : (catalog.variants[0] ? catalog.variants[0].key : "");
  }
  sel.value = d.variant;
  const ai = document.getElementById("set-ai");
  fillLevels(ai, true);
  if (!catalog.players.includes(d.ai) && !(catalog.bots || []).includes(d.ai)) {
    d.ai = catalog.players.includes("normal") ? "normal" : catalog.players[0];
  }
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
      fillVariantSelect(sel); sel.value = Settings.data.variant;
      fillLevels(ai, true);
      renderOptions(find()); onVariant({ language: true });
    }).catch((e) => toast(t("err.generic", { m: e.message })));
  });
  document.getElementById("btn-reset-visual").addEventListener("click", () => {
    for (const [id, key] of Object.entries(sliders)) { d[key] = DEFAULTS[key]; document.getElementById(id).value = d[key]; }
    Settings.save(); Settings.apply();
  });
  Settings.save();
}

export function renderOptions(variant) {
  const box = document.getElementById("variant-options");
  box.innerHTML = "";
  if (!variant) return;
  const saved = Settings.data.options[variant.key] || {};
  const head = document.createElement("p");
  head.className = "muted"; head.textContent = t("set.options") + " · " + t("set.applies_next");
  box.append(head);
  const readers = {};
  const verdict = document.createElement("p"); verdict.className = "opt-verdict"; verdict.setAttribute("role", "status");
  // an option that means nothing while another is off ("Beat only until trumped" without "Must beat") is hidden
  const rows = {};
  const showRequired = () => {
    for (const [name, row] of Object.entries(rows)) {
      const need = (specs[name] || {}).requires;
      if (need && readers[need]) row.classList.toggle("hidden", !readers[need]());
    }
  };
  const changed = () => { showRequired(); saveOptions(variant, readers, verdict); };
  const specs = variant.specs || {};
  for (const [name, def] of Object.entries(variant.options)) {
    const spec = specs[name] || { kind: typeof def === "boolean" ? "bool" : typeof def === "number" ? "int" : "text" };
    const editor = OPTION_EDITORS[spec.kind] || OPTION_EDITORS.text;
    const value = name in saved ? saved[name] : def;
    const row = document.createElement("div"); row.className = "opt"; row.dataset.option = name; row.dataset.kind = spec.kind;
    const label = document.createElement("div"); label.className = "opt-label";
    const words = optionWords(variant, name);
    const title = document.createElement("b"); title.textContent = words.name;
    const help = document.createElement("small"); help.className = "help"; help.textContent = words.help;
    label.append(title, help);
    const [control, read] = editor(variant, name, spec, value, changed);
    control.classList.add("opt-control");
    const named = control.matches("input, select") ? control : control.querySelector("input, select");
    if (named) { named.name = name; named.id = `opt-${name}`; named.setAttribute("aria-describedby", `opt-${name}-help`); }
    help.id = `opt-${name}-help`;
    readers[name] = read;
    rows[name] = row;
    row.append(label, control);
    box.append(row);
  }
  showRequired();
  const reset = button(t("set.defaults"), () => { Settings.data.options[variant.key] = {}; Settings.save(); renderOptions(variant); }, "small");
  box.append(verdict, reset);
}

// Keep what differs from the variant's rules, and ask the server whether it all fits together.
async function saveOptions(variant, readers, verdict) {
  const out = {};
  for (const [name, read] of Object.entries(readers)) {
    const v = read();
    if (JSON.stringify(v) !== JSON.stringify(variant.options[name])) out[name] = v;
  }
  Settings.data.options[variant.key] = out;
  Settings.save();
  const asked = (saveOptions.asked = (saveOptions.asked || 0) + 1);  // only the latest answer is shown
  try {
    await getJSON(`/api/rules?variant=${encodeURIComponent(variant.key)}&options=${encodeURIComponent(JSON.stringify(out))}&lang=${currentLang}`);
    if (asked !== saveOptions.asked) return;
    verdict.textContent = "✓ " + t("set.options_ok"); verdict.className = "opt-verdict ok";
  } catch (e) {
    if (asked !== saveOptions.asked) return;
    verdict.textContent = "✗ " + t("set.options_bad", { m: e.message }); verdict.className = "opt-verdict bad";
  }
}
