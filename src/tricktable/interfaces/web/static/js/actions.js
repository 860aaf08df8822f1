// Reading the legal actions the server sends (canonical text) into what the table can offer, and their labels.
import { cardLabel, cardSpoken, parseCardText } from "./cards.js";
import { t } from "./i18n.js";

export function actionKind(text) { return String(text).split(/\s+/)[0]; }
export function actionCards(text) { return String(text).split(/\s+/).slice(1); }

export function trumpName(x) {
  if (t("colour." + x) !== "colour." + x) return t("colour." + x);
  if (t("suit." + x) !== "suit." + x) return t("suit." + x);
  return x;
}

// Tractor declarations in words: the suit they make trump and the cards shown ("Declare hearts: pair of 2♥"), as
// the message's last word and its parameters; ``name`` writes a card (cardLabel, or cardSpoken for a listener).
function declareParts(cards, name) {
  const c = parseCardText(cards[0]);
  if (c.kind === "joker") return ["declare_nt", { card: name(cards[0]) }];
  if (c.kind !== "std") return ["declare", { x: cards.map(name).join(" ") }];
  return [cards.length > 1 ? "declare_pair" : "declare_one", { suit: t("suit." + c.suit), card: name(cards[0]) }];
}

// The last word of an action kind's messages: the game's own word for it where its display schema (the server's
// ``display``, games/faces.py) gives one ("bid" is "call" where bids are calls), else the kind itself.
export function actionWord(kind, display) { return (display && display.words && display.words[kind]) || kind; }

// An action text as the last word of its messages ("bid", "bury"…) and their parameters; null: not one we know.
// ``display``: the game's display schema.
function actionParts(text, display, name) {
  const kind = actionKind(text), rest = actionCards(text), x = rest.map(name).join(rest.length > 1 && name !== cardLabel ? ", " : " ");
  if (kind === "pass") return ["pass", {}];
  if (kind === "bid") return [actionWord(kind, display), { n: rest[0] }];
  if (kind === "trump") return ["trump", { x: trumpName(rest[0]) }];
  if (kind === "play") return ["play", { x }];
  if (kind === "discard") return [actionWord(kind, display), { x }];
  if (kind === "declare") return declareParts(rest, name);
  if (kind === "claim") return ["claim", { x }];  // the leader shows its cards and takes every remaining trick
  return null;
}

// A player-facing label for an action text, in the current language: what its button says ("Bid 70", "Play Q♥").
// ``name`` writes its cards: cardLabel's glyphs by default; cardSpoken's words for a screen reader (actionSpoken).
export function actionLabel(text, display, name) {
  const parts = actionParts(text, display, name || cardLabel);
  if (!parts) return text;
  if (parts[0] === "claim") return t("btn.claim");  // its cards are shown once it is made, not on the button
  return parts[0] === "pass" ? t("btn.pass") : t("act." + parts[0], parts[1]);
}

// An action as a screen reader says it: its cards in words ("Play the queen of hearts").
export function actionSpoken(text, display) { return actionLabel(text, display, cardSpoken); }

// What a seat did, as an event ("Right bid 70", "You played A♣"): the replay's and the lobby's lines. ``who``: the
// seat's name as shown; ``you``: it is the reader's own seat (the verb agrees).
export function actionEvent(text, display, who, you) {
  const parts = actionParts(text, display, cardLabel);
  if (!parts) return `${who}: ${text}`;
  return t("did." + parts[0], { ...parts[1], who, you: you ? "yes" : "no" });
}

// What the legal list allows: buttons, click-to-play cards, or a multi-card selection.
export function analyseLegal(state) {
  const legal = state.legal || [];
  const out = { buttons: [], single: new Set(), playable: new Set(), select: null, legal: new Set(legal), plays: [],
    complete: state.legal_complete !== false && !state.select };
  for (const a of legal) {
    const kind = actionKind(a), cards = actionCards(a);
    if (kind === "play" || kind === "discard") {
      for (const c of cards) out.playable.add(c);
      if (kind === "play") out.plays.push(cards);
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
  }
  if (out.select && (state.select || !state.legal_complete)) {
    for (const c of (state.view && state.view.hand) || []) out.playable.add(c);
  }
  if (out.select && out.select.kind === "play") {
    const sizes = new Set(out.plays.map((p) => p.length));
    if (out.complete && sizes.size === 1 && !out.select.count) out.select.count = [...sizes][0];
    out.singleOnly = new Set([...out.single].filter((c) => !out.plays.some((p) => p.length > 1 && p.includes(c))));
    out.single.clear();  // multi-card plays: select, then send (a lone single still plays in one click below)
  }
  return out;
}

// Does the multiset ``cards`` contain every card of ``part`` (as a multiset)?
function containsAll(cards, part) {
  const left = {};
  for (const c of cards) left[c] = (left[c] || 0) + 1;
  return part.every((c) => (left[c] = (left[c] || 0) - 1) >= 0);
}

// Indices in ``hand`` that hold the cards of ``play``, starting with ``index`` (duplicates: the nearest copies).
function indicesFor(hand, play, index) {
  const used = new Set([index]);
  const need = [...play];
  need.splice(need.indexOf(hand[index]), 1);
  for (const c of need) {
    let best = -1;
    hand.forEach((h, i) => { if (h === c && !used.has(i) && (best < 0 || Math.abs(i - index) < Math.abs(best - index))) best = i; });
    if (best >= 0) used.add(best);
  }
  return used;
}

// One tap on a card while choosing several: the legal units (single, pair, tractor) that contain it, when known.
function unitsWith(info, card) {
  return info.plays.filter((p) => p.includes(card)).sort((a, b) => b.length - a.length);
}

// What one tap does: play a card that can only go alone, select a whole legal pair or tractor at once, or toggle.
export function quickPick(info, hand, index, selected) {
  const card = hand[index];
  const out = new Set(selected);
  if (out.has(index)) { out.delete(index); return { selected: out }; }
  if (info.select.kind !== "play") { out.add(index); return { selected: out }; }
  const count = info.select.count;
  if (!out.size && info.complete) {
    const units = unitsWith(info, card).filter((p) => !count || p.length === count);
    if (units.length === 1 && units[0].length === 1 && info.singleOnly && info.singleOnly.has(card)) return { play: `play ${card}` };
    const best = units.find((p) => p.length > 1 && new Set(p).size < p.length) || units[0];
    if (best) return { selected: indicesFor(hand, best, index), units };
  }
  if (!out.size && !info.complete && count && count % 2 === 0) {
    const twin = hand.findIndex((c, i) => c === card && i !== index);
    if (twin >= 0) { out.add(index); out.add(twin); return { selected: out }; }
  }
  out.add(index);
  return { selected: out };
}
