// Cards drawn as SVG from their text: Rook cards (colour + number, with a letter and a shape for colour-blind
// players), the bird (Rook/Crow), standard cards (rank + suit) and the jokers (BJ big/red, SJ small/black).
import { esc } from "./dom.js";
import { courtFace, jokerFace } from "./faces.js";
import { Fluent, currentLang, t, tm } from "./i18n.js";

// Dark enough for 4.5:1 on the card face and on the number's tinted band (WCAG AA; tests/web/contrast.js measures it).
export const ROOK_COLOURS = { R: ["#c62828", "●"], Y: ["#8a6400", "▲"], G: ["#18743a", "■"], B: ["#212121", "◆"] };
export const SUIT_GLYPH = { S: "♠", H: "♥", D: "♦", C: "♣" };
export const SUIT_COLOUR = { S: "#1a1a1a", H: "#c62828", D: "#c62828", C: "#1a1a1a" };
const BIRD_NAMES = ["ROOK", "CROW", "BIRD"];

export function parseCardText(text) {
  const t = String(text).toUpperCase();
  if (BIRD_NAMES.includes(t)) return { kind: "bird", name: text };
  if (t === "BJ" || t === "SJ") return { kind: "joker", big: t === "BJ" };
  let m = /^([RYGB])(\d{1,2})$/.exec(t);
  if (m) return { kind: "colour", colour: m[1], number: m[2] };  // the colour cards of the Rook deck
  m = /^(10|[2-9TJQKA])([SHDC])$/.exec(t);
  if (m) return { kind: "std", rank: m[1] === "T" ? "10" : m[1], suit: m[2] };
  return { kind: "unknown", text: t };
}

function svgWrap(inner, label, extra) {
  return `<svg class="card-svg" viewBox="0 0 100 140" role="img" aria-label="${esc(label)}"${extra || ""}>` +
    `<rect x="1.5" y="1.5" width="97" height="137" rx="9" class="card-face"/>${inner}</svg>`;
}

function corner(text, sub, colour) {
  const c = `<text x="6" y="23" class="c-rank" fill="${colour}">${esc(text)}</text>` +
    `<text x="6" y="40" class="c-sub" fill="${colour}">${esc(sub)}</text>`;
  return c + `<g transform="rotate(180 50 70)">${c}</g>`;
}

const BIRD_PATH = "M18 62 C26 48 40 42 52 44 C58 36 68 34 74 38 L84 36 L76 44 C78 52 74 60 66 64 " +
  "C72 70 78 78 80 88 C70 80 60 76 52 76 C44 80 34 80 26 76 C34 72 40 68 44 66 C36 66 26 66 18 62 Z";

function cardSVG(text) {
  const c = parseCardText(text);
  if (c.kind === "colour") {
    const [col, sym] = ROOK_COLOURS[c.colour];
    return svgWrap(
      `<rect x="8" y="50" width="84" height="40" rx="6" fill="${col}" opacity="0.08"/>` +
      corner(c.number, t("colour_letter." + c.colour) + sym, col) +
      `<text x="50" y="84" class="c-big" fill="${col}">${esc(c.number)}</text>` +
      `<text x="50" y="108" class="c-mid" fill="${col}">${esc(sym)}</text>`, cardLabel(text));
  }
  if (c.kind === "bird") {
    return svgWrap(
      `<rect x="8" y="8" width="84" height="124" rx="7" fill="#263238"/>` +
      `<path d="${BIRD_PATH}" fill="#eceff1" transform="translate(-2 8)"/>` +
      `<circle cx="70" cy="50" r="2.4" fill="#263238"/>` +
      `<text x="50" y="124" class="c-word" fill="#eceff1">${esc(birdName(c.name))}</text>`, birdName(c.name));
  }
  if (c.kind === "std") {
    const col = SUIT_COLOUR[c.suit], g = SUIT_GLYPH[c.suit];
    const face = "JQK".includes(c.rank) ? courtFace(c.rank, col, g) : `<text x="50" y="88" class="c-huge" fill="${col}">${g}</text>`;
    return svgWrap(corner(c.rank, g, col) + face, cardSpoken(text));
  }
  if (c.kind === "joker") return svgWrap(jokerFace(c.big), cardLabel(text));
  return svgWrap(`<text x="50" y="76" class="c-word">${esc(c.text)}</text>`, c.text);
}

export function cardBackSVG() {
  return `<svg class="card-svg" viewBox="0 0 100 140" aria-hidden="true"><rect x="1.5" y="1.5" width="97" ` +
    `height="137" rx="9" class="card-back"/><rect x="9" y="9" width="82" height="122" rx="6" class="card-back-in"/></svg>`;
}

// A card element: a button when it can be chosen, a plain div otherwise.
export function cardEl(text, opts) {
  const o = opts || {};
  const el = document.createElement(o.button ? "button" : "div");
  el.className = "card" + (o.cls ? " " + o.cls : "");
  el.dataset.card = text;
  el.innerHTML = cardSVG(text);
  if (o.button) el.type = "button";
  return el;
}

// A card in words for labels, buttons and screen readers: "10♥", "red 14", "Crow", "big joker".
export function cardLabel(text) {
  const c = parseCardText(text);
  if (c.kind === "std") return `${c.rank}${SUIT_GLYPH[c.suit]}`;
  if (c.kind === "colour") return `${t("colour." + c.colour)} ${c.number}`;
  if (c.kind === "joker") return t(c.big ? "card.big_joker" : "card.small_joker");
  if (c.kind === "bird") return birdName(c.name);
  return String(text);
}

// A card as a screen reader says it: standard cards in words in the page's language ("the queen of hearts",
// "a kőr dáma"), where cardLabel writes the glyphs a sighted player reads at a glance ("Q♥").
export function cardSpoken(text) {
  return parseCardText(text).kind === "std" ? Fluent.cardName(currentLang, text) : cardLabel(text);
}

// The bird's name in the page's language, as the catalogs' text calls it ("Crow": Cioara, Varjú, Κοράκι, Vrána).
function birdName(name) { return tm("bird-name", { bird: name }); }
