// Reading the legal actions the server sends (canonical text) into what the table can offer.
"use strict";
function actionKind(text) { return String(text).split(/\s+/)[0]; }
function actionCards(text) { return String(text).split(/\s+/).slice(1); }

function trumpName(x) {
  if (t("colour." + x) !== "colour." + x) return t("colour." + x);
  if (t("suit." + x) !== "suit." + x) return t("suit." + x);
  return x;
}

// A player-facing label for an action text, in the current language.
function actionLabel(text, family) {
  const kind = actionKind(text), rest = actionCards(text);
  if (kind === "pass") return t("btn.pass");
  if (kind === "bid") return t(family === "callbreak" ? "act.call" : "act.bid", { n: rest[0] });
  if (kind === "trump") return t("act.trump", { x: trumpName(rest[0]) });
  if (kind === "play") return t("act.play", { x: rest.join(" ") });
  if (kind === "discard") return t("act.discard", { x: rest.join(" ") });
  if (kind === "declare") return t("act.declare", { x: rest.join(" ") });
  return text;
}

// What the legal list allows: buttons, click-to-play cards, or a multi-card selection.
function analyseLegal(state) {
  const legal = state.legal || [];
  const out = { buttons: [], single: new Set(), playable: new Set(), select: null, legal: new Set(legal) };
  for (const a of legal) {
    const kind = actionKind(a), cards = actionCards(a);
    if (kind === "play" || kind === "discard") {
      for (const c of cards) out.playable.add(c);
      if (kind === "play" && cards.length === 1) out.single.add(cards[0]);
      if (kind === "discard" || cards.length > 1 || !state.legal_complete) {
        const count = kind === "discard" ? cards.length : null;
        out.select = out.select || { kind, count };
      }
    } else {
      out.buttons.push(a);
    }
  }
  if (state.select) {  // too many choices to list: pick the cards, the server checks them
    out.select = { kind: state.select.kind, count: state.select.count };
    for (const c of (state.view && state.view.hand) || []) out.playable.add(c);
  }
  if (out.select && out.select.kind === "play") out.single.clear();  // multi-card plays: select, then send
  return out;
}
