// What a room's page, its bar at the table and the lobby's "Play with friends" share: its quick phrases, the choices
// of times (to come back, to play a turn) and how they read, and a room's code as people write it.
import { el } from "./dom.js";
import { t } from "./i18n.js";

export const PHRASES = ["hello", "nice", "well-played", "sorry-partner", "oops", "thanks", "good-game", "one-more"];
export const GRACE_CHOICES = [30, 60, 120, 300];
export const TURN_CHOICES = [0, 20, 30, 60, 120];

// A number of seconds as a person says it, in the page's language: "45 s", "10 min", "2 min 30 s".
export function timeText(seconds) {
  const n = Math.max(0, Math.round(Number(seconds) || 0)), m = Math.floor(n / 60), s = n % 60;
  if (!m) return t("room.seconds", { s });
  return s ? t("room.min_sec", { m, s }) : t("room.minutes", { m });
}

// A select of times (and "off" for 0), the current value among them even when it is not one of the usual ones.
export function timeSelect(choices, value, withOff) {
  const sel = el("select");
  const all = [...new Set([...choices, Number(value)])].filter((g) => withOff || g).sort((a, b) => a - b);
  for (const g of all) sel.append(new Option(g ? timeText(g) : t("room.off"), String(g)));
  sel.value = String(value);
  return sel;
}

export function formatCode(code) { return code ? `${code.slice(0, 4)}-${code.slice(4)}` : ""; }
export function cleanCode(text) { return String(text || "").toUpperCase().replace(/[\s-]/g, ""); }
