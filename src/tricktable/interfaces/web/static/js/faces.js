// Court cards (J, Q, K) and jokers drawn in SVG: a double-headed figure in a frame, as on real cards, in the suit's
// colour with gold; the big joker in colour with a filled star, the small one in black with an open star.
import { esc } from "./dom.js";
import { t } from "./i18n.js";

const SKIN = "#f6dcb8", GOLD = "#d9a520", HAIR = "#6b4226";

// The top half of a figure (the bottom half is the same turned round): robe, head, and what sets the rank apart.
function courtHalf(rank, col, glyph) {
  const dress = col === "#1a1a1a" ? "#2a4a9b" : col;  // black suits dress in blue, as on printed cards
  const robe = `<path d="M27 70 L29 62 Q33 55 42 54 L58 54 Q67 55 71 62 L73 70 Z" fill="${dress}" opacity=".9"/>` +
    `<path d="M42 54 L50 63 L58 54" fill="none" stroke="${GOLD}" stroke-width="2"/>` +
    `<path d="M33 70 L35 62 M65 70 L63 62" stroke="#fff" stroke-width="1.2" opacity=".7"/>`;
  const head = `<circle cx="50" cy="46" r="7.5" fill="${SKIN}" stroke="#0004" stroke-width=".6"/>` +
    `<circle cx="47.3" cy="45.5" r=".9" fill="#222"/><circle cx="52.7" cy="45.5" r=".9" fill="#222"/>`;
  let top = "";
  if (rank === "K") {
    top = `<path d="M42.5 40 L42 32 L46 36 L50 30 L54 36 L58 32 L57.5 40 Z" fill="${GOLD}" stroke="#0005" stroke-width=".6"/>` +
      `<path d="M43.5 48 Q50 58 56.5 48 Q54 52 50 52 Q46 52 43.5 48 Z" fill="${HAIR}"/>` +
      `<path d="M66 38 L66 62" stroke="#888" stroke-width="2"/><path d="M62.5 41 L69.5 41" stroke="${GOLD}" stroke-width="2"/>`;
  } else if (rank === "Q") {
    top = `<path d="M42.5 41 Q50 33 57.5 41 Z" fill="${GOLD}"/>` +
      `<circle cx="46" cy="38.5" r="1.3" fill="#fff"/><circle cx="50" cy="36.5" r="1.3" fill="#fff"/><circle cx="54" cy="38.5" r="1.3" fill="#fff"/>` +
      `<path d="M42.5 42 Q40.5 53 44 56 L44.5 47 Z M57.5 42 Q59.5 53 56 56 L55.5 47 Z" fill="${HAIR}"/>` +
      `<circle cx="34" cy="58" r="3" fill="${GOLD}"/><path d="M34 61 L34 68" stroke="#2e7d32" stroke-width="1.5"/>`;
  } else {
    top = `<path d="M41.5 42 Q42 34 50 34 Q58 34 59.5 41 Z" fill="${dress}" stroke="#0005" stroke-width=".6"/>` +
      `<path d="M58 37 Q66 34 66 29 Q63 33 56.5 35.5 Z" fill="${GOLD}"/>` +
      `<path d="M42.5 44 Q42 50 44 52 M57.5 44 Q58 50 56 52" stroke="${HAIR}" stroke-width="2" fill="none"/>`;
  }
  const mark = `<text x="34" y="44" class="c-face-suit" fill="${col}">${glyph}</text>`;
  return robe + head + top + mark;
}

export function courtFace(rank, suitColour, glyph) {
  const half = courtHalf(rank, suitColour, glyph);
  return `<rect x="22" y="28" width="56" height="84" rx="4" fill="#fff8e7" stroke="${suitColour}" stroke-width="1.6"/>` +
    `${half}<g transform="rotate(180 50 70)">${half}</g>` +
    `<path d="M22 70 L78 70" stroke="${suitColour}" stroke-width=".8" opacity=".6"/>`;
}

// A joker: a jester's cap with bells over a face and a ruff; JOKER down the corner and a star (filled: big).
export function jokerFace(big) {
  const main = big ? "#c62828" : "#1a1a1a", second = big ? "#1e5bb8" : "#6b6b6b", bell = big ? GOLD : "#9e9e9e";
  const word = [...t("card.joker_word")].slice(0, 6);  // JOKER, ŽOLÍK, ΤΖΟΚΕΡ down the corner
  const gap = word.length > 5 ? 11 : 13;
  const letters = word.map((ch, i) => `<text x="10" y="${20 + i * gap}" class="c-joker-letter" fill="${main}">${esc(ch)}</text>`).join("");
  const star = `<text x="10" y="${20 + word.length * gap + 4}" class="c-joker-letter" fill="${main}">${big ? "★" : "☆"}</text>`;
  const figure =
    `<path d="M33 58 L40 30 L50 48 L60 30 L67 58 Z" fill="${main}"/>` +
    `<path d="M40 30 L50 48 L45 56 Z" fill="${second}"/><path d="M60 30 L50 48 L55 56 Z" fill="${second}"/>` +
    `<circle cx="40" cy="29" r="3.4" fill="${bell}"/><circle cx="60" cy="29" r="3.4" fill="${bell}"/><circle cx="50" cy="46" r="3" fill="${bell}"/>` +
    `<circle cx="50" cy="66" r="10" fill="${SKIN}" stroke="#0004" stroke-width=".6"/>` +
    `<circle cx="46.5" cy="64.5" r="1.2" fill="#222"/><circle cx="53.5" cy="64.5" r="1.2" fill="#222"/>` +
    `<path d="M45 70 Q50 75 55 70" stroke="#222" stroke-width="1.2" fill="none"/>` +
    `<path d="M34 80 L40 76 L45 82 L50 76 L55 82 L60 76 L66 80 L62 86 L38 86 Z" fill="${second}" stroke="${main}" stroke-width="1"/>` +
    `<path d="M38 86 L34 116 L66 116 L62 86 Z" fill="${main}" opacity=".85"/>` +
    `<path d="M50 88 L50 114" stroke="${bell}" stroke-width="2" stroke-dasharray="3 3"/>`;
  return letters + star + `<g transform="translate(8 0)">${figure}</g>`;
}
