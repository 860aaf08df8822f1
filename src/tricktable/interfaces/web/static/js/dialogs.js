// One dialog at a time over the page (never over the tabs: the top bar stays usable). Escape closes it. While it
// is shown, Tab and Shift+Tab go round its controls; when it closes, the focus goes back where it was (or, when
// that element is gone with a redrawn table, to the seat's next control). A question (confirmDialog) shows in
// whichever tab the person is; the table's own dialogs show in the Play tab only (they wait there while the person
// is in another tab, and keys there work as without them).
import { button } from "./dom.js";
import { t } from "./i18n.js";

let dialogName = null, dialogClosed = null, dialogReturn = null;
const dismissed = [];  // told the name of a dialog the person closed by Escape or a click beside it

// ``fn(name)`` runs after the person closes a dialog by Escape or a click beside it (the table: main.js).
export function onDismiss(fn) { dismissed.push(fn); }

function dismiss() {
  const name = dialogName;
  closeDialog();
  for (const fn of dismissed) fn(name);
}
const FOCUSABLE = "button, [href], input, select, textarea, [tabindex]:not([tabindex='-1'])";

export function openDialog(build, name) {
  if (dialogClosed) { const f = dialogClosed; dialogClosed = null; f(); }
  const overlay = document.getElementById("overlay");
  if (overlay.classList.contains("hidden")) dialogReturn = document.activeElement;  // a dialog over a dialog keeps the first's
  const box = document.getElementById("dialog");
  box.innerHTML = "";
  box.className = "dialog";
  dialogName = name || "dialog";
  box.dataset.name = dialogName;
  overlay.classList.toggle("at-table", dialogName !== "confirm");
  build(box);
  const title = box.querySelector("h2");
  if (title) { title.id = title.id || "dialog-title"; overlay.setAttribute("aria-labelledby", title.id); }
  else overlay.removeAttribute("aria-labelledby");
  document.getElementById("toast").classList.add("hidden");
  overlay.classList.remove("hidden");
  const first = box.querySelector("button.primary") || box.querySelector("button");
  if (first) first.focus({ preventScroll: true });
}

// Close the dialog (only if it is ``name``, when given).
export function closeDialog(name) {
  if (name && dialogName !== name) return;
  const overlay = document.getElementById("overlay");
  const wasOpen = !overlay.classList.contains("hidden");
  overlay.classList.add("hidden");
  dialogName = null;
  if (dialogClosed) { const f = dialogClosed; dialogClosed = null; f(); }
  // after whatever the closing code redraws (the controls), unless another dialog has opened meanwhile
  if (wasOpen) queueMicrotask(() => { if (overlay.classList.contains("hidden")) restoreFocus(); });
}

// The dialog is open and on screen (a table's dialog is open but not shown while another tab is).
function dialogShown() {
  const overlay = document.getElementById("overlay");
  return !overlay.classList.contains("hidden") && overlay.getClientRects().length > 0;
}

function focusable(el) {
  return el && document.contains(el) && el !== document.body && el.getClientRects().length > 0 && !el.disabled &&
    !el.closest(".hidden");
}

// Back to the element that had the focus before the dialog, else the seat's next control or card.
function restoreFocus() {
  const back = dialogReturn;
  dialogReturn = null;
  if (focusable(back)) { back.focus({ preventScroll: true }); return; }
  const next = [...document.querySelectorAll("#controls button, #hand .card.legal, #hand .card.pickable, .table-tools button")]
    .find(focusable);
  if (next) next.focus({ preventScroll: true });
}

document.addEventListener("keydown", (e) => {  // Tab stays inside the open dialog
  if (e.key !== "Tab" || !dialogShown()) return;
  const items = [...document.getElementById("dialog").querySelectorAll(FOCUSABLE)].filter(focusable);
  e.preventDefault();
  if (!items.length) return;
  const i = items.indexOf(document.activeElement);
  const next = e.shiftKey ? (i <= 0 ? items.length - 1 : i - 1) : (i < 0 || i === items.length - 1 ? 0 : i + 1);
  items[next].focus();
});

// Ask before something that cannot be undone; resolves true when confirmed.
export function confirmDialog(title, text, okLabel) {
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
  if (e.key !== "Escape" || !dialogShown()) return;
  dismiss();
  e.preventDefault();
});

document.getElementById("overlay").addEventListener("click", (e) => {
  if (e.target.id !== "overlay") return;  // a click beside the dialog closes it, as Escape does
  dismiss();
});
