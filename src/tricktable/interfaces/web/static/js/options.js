// The rules options of a variant in Settings: one control per config field, saved per variant.
"use strict";
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

