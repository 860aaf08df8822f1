// The tabs (Play, Settings, Info, History, Statistics, and the Daily screen): one shown at a time, each filled as it
// opens by what app.js registered for it.
const filling = {};

// ``fill()`` runs each time the tab ``name`` opens.
export function onTab(name, fill) { filling[name] = fill; }

export function showTab(name) {
  for (const b of document.querySelectorAll("[data-tab]")) b.setAttribute("aria-selected", b.dataset.tab === name ? "true" : "false");
  for (const p of document.querySelectorAll(".tab-panel")) p.classList.toggle("hidden", p.id !== "tab-" + name);
  if (filling[name]) filling[name]();
}
