// One dialog at a time over the table (never over the tabs: the top bar stays usable). Escape closes it.
"use strict";
let dialogName = null, dialogClosed = null;

function openDialog(build, name) {
  if (dialogClosed) { const f = dialogClosed; dialogClosed = null; f(); }
  const box = document.getElementById("dialog");
  box.innerHTML = "";
  box.className = "dialog";
  dialogName = name || "dialog";
  box.dataset.name = dialogName;
  build(box);
  document.getElementById("toast").classList.add("hidden");
  document.getElementById("overlay").classList.remove("hidden");
  const first = box.querySelector("button.primary") || box.querySelector("button");
  if (first) first.focus({ preventScroll: true });
}

// Close the dialog (only if it is ``name``, when given).
function closeDialog(name) {
  if (name && dialogName !== name) return;
  document.getElementById("overlay").classList.add("hidden");
  dialogName = null;
  if (dialogClosed) { const f = dialogClosed; dialogClosed = null; f(); }
}

// Ask before something that cannot be undone; resolves true when confirmed.
function confirmDialog(title, text, okLabel) {
  return new Promise((resolve) => {
    openDialog((box) => {
      const h = document.createElement("h2"); h.textContent = title;
      const p = document.createElement("p"); p.textContent = text;
      const row = document.createElement("div"); row.className = "dialog-buttons";
      const ok = button(okLabel, () => { dialogClosed = null; closeDialog(); resolve(true); }, "primary");
      ok.dataset.act = "confirm";
      const cancel = button(t("btn.cancel"), () => { dialogClosed = null; closeDialog(); resolve(false); });
      cancel.dataset.act = "cancel";
      row.append(ok, cancel);
      box.append(h, p, row);
    }, "confirm");
    dialogClosed = () => resolve(false);
  });
}

document.addEventListener("keydown", (e) => {
  if (e.key !== "Escape" || document.getElementById("overlay").classList.contains("hidden")) return;
  if (dialogName === "summary") Table.summaryClosed = true;
  closeDialog();
  if (Table.state) renderControls(Table);
  e.preventDefault();
});

document.getElementById("overlay").addEventListener("click", (e) => {
  if (e.target.id !== "overlay") return;  // a click beside the dialog closes it, as Escape does
  if (dialogName === "summary") Table.summaryClosed = true;
  closeDialog();
  if (Table.state) renderControls(Table);
});
