// The controls under the trick: bids, trump, declarations, the multi-card selection with the rules' verdict, and
// between hands (once the summary is closed) the way on.
import { actionKind, actionLabel, actionSpoken, actionWord } from "./actions.js";
import { cardLabel, cardSpoken } from "./cards.js";
import { button } from "./dom.js";
import { t } from "./i18n.js";
import { handKeys } from "./score.js";
import { nextHand, showSummary } from "./summary.js";

export function renderControls(table) {
  const box = document.getElementById("controls"), st = table.state, info = table.info;
  box.innerHTML = "";
  if (st.between_hands) {
    const host = table.hostNow();  // a room's next hand is dealt for everyone: from the summary
    if (!st.match_over && !(host && host.shared)) box.append(button(t(handKeys(st.display).next), () => nextHand(table), "primary"));
    box.append(button(t(handKeys(st.display).summary), () => { table.summaryClosed = false; showSummary(table); }));
    return;
  }
  if (!st.view || st.view.to_act !== st.seat || !st.legal) return;
  const bids = info.buttons.filter((a) => actionKind(a) === "bid");
  const stepper = bids.length > (document.documentElement.clientWidth < 600 ? 5 : 8);  // one row, not two
  for (const a of info.buttons) {
    if (stepper && actionKind(a) === "bid") {
      if (a === bids[0]) box.append(bidStepper(table, bids));
      continue;
    }
    const claim = actionKind(a) === "claim";  // "Claim the rest": offered only when no one can beat these cards
    const host = table.hostNow();
    if (claim && host && host.claimObjected && host.claimObjected(st)) continue;  // objected to at this lead
    const b = button(actionLabel(a, st.display), () => table.send(a), claim ? "claim" : "act");
    b.dataset.action = a;  // the action's own words ("bid 70", "pass"), whatever the language shows
    if (claim) b.title = t("claim.title");
    speak(b, actionSpoken(a, st.display));
    box.append(b);
  }
  if (!info.select) return;
  const sel = table.selectedCards();
  const verb = info.select.kind;
  const note = document.createElement("span");
  note.className = "sel-note";
  note.textContent = (info.select.count ? t("sel.choose", { n: info.select.count }) + " · " : "") +
    t("sel.selected", { n: sel.length });
  box.append(note);
  if (document.querySelector("#hand .card.from-nest")) {  // what the marks on the cards mean
    const legend = document.createElement("span"); legend.className = "sel-legend";
    legend.textContent = t(st.display.pile.label);
    box.append(legend);
  }
  for (const unit of unitChoices(table, sel)) {
    const b = button(unitName(unit), () => table.send(`play ${unit.join(" ")}`), "unit");
    speak(b, unitName(unit, cardSpoken));
    box.append(b);
  }
  const label = verb === "discard" ? `btn.${actionWord(verb, st.display)}_selected` : "btn.play_selected";
  const go = button(t(label), () => table.send(`${verb} ${sel.join(" ")}`), "primary");
  const text = `${verb} ${sel.join(" ")}`;
  go.disabled = !sel.length || (info.select.count && sel.length !== info.select.count);
  const verdict = document.createElement("span");
  verdict.className = "verdict";
  box.append(go, verdict);
  if (go.disabled) return;
  if (info.legal.has(text)) { verdict.textContent = "✓ " + t("check.ok"); verdict.classList.add("ok"); return; }
  table.check(text).then((r) => {
    if (table.selectedCards().join(" ") !== sel.join(" ")) return;
    verdict.textContent = r.ok ? "✓ " + t("check.ok") : "✗ " + r.message;
    verdict.classList.add(r.ok ? "ok" : "bad");
    go.disabled = !r.ok;
  });
}

// Many bids in one row: "−" and "+" choose the bid, the button between them makes it (one click for the
// lowest). The choice stays while the same bids are offered; the keys move along the buttons as elsewhere.
function bidStepper(table, bids) {
  const group = document.createElement("span");
  group.className = "bid-stepper"; group.setAttribute("role", "group");
  const display = table.state.display;
  if (!table.bidChoice || table.bidChoice.key !== bids.join()) table.bidChoice = { key: bids.join(), i: 0 };
  const choice = table.bidChoice;
  const make = button("", () => table.send(bids[choice.i]), "act bid-go");
  const lower = button("−", () => move(-1), "bid-step"), higher = button("+", () => move(1), "bid-step");
  function show() {
    make.textContent = actionLabel(bids[choice.i], display);
    make.dataset.action = bids[choice.i];
    for (const [b, d, key] of [[lower, -1, "btn.bid_lower"], [higher, 1, "btn.bid_higher"]]) {
      const next = bids[choice.i + d];
      b.setAttribute("aria-disabled", String(!next));  // not disabled: the key focus stays on it
      b.setAttribute("aria-label", next ? `${t(key)}: ${actionLabel(next, display)}` : t(key));
      b.title = b.getAttribute("aria-label");
    }
  }
  function move(d) { choice.i = Math.max(0, Math.min(bids.length - 1, choice.i + d)); show(); }
  show();
  group.append(lower, make, higher);
  return group;
}

// After one tap picked a pair or tractor: the other legal units with that card, each one tap away.
function unitChoices(table, sel) {
  const units = table.units || [];
  if (units.length < 2 || !sel.length) return [];
  const key = (cards) => [...cards].sort().join(" ");
  if (!units.some((u) => key(u) === key(sel))) return [];
  return units.filter((u) => key(u) !== key(sel));
}

function unitName(cards, name) {
  const same = new Set(cards).size;
  const kind = cards.length === 1 ? "unit.single" : same === 1 ? "unit.pair" : same * 2 === cards.length ? "unit.tractor" : "unit.cards";
  return t(kind, { x: cards.map(name || cardLabel).join(name ? ", " : " ") });
}

// A screen reader hears ``words`` where ``el`` shows cards by their glyphs ("Play Q♥": "Play the queen of hearts").
function speak(el, words) {
  if (words && words !== el.textContent) el.setAttribute("aria-label", words);
}
