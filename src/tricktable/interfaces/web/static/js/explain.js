// The hand summary's scoring in words, from the hand's result and the game's options: who bid or called what,
// what they took, and why that scores what it scores.
"use strict";
const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];

function signed(x) {
  const n = Number(x);
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}

function explainRook(r, st) {
  if (r.redeal) return [t("summary.redeal")];
  const lines = [];
  const side = r.declarer % 2, other = 1 - side;
  const params = { name: seatLabel(st, r.declarer), side: teamLabel(side, st), bid: r.bid, pts: r.points[side],
    score: signed(r.score[side]) };
  const you = r.declarer === st.seat;
  if (r.made) lines.push(tSeat("explain.rook.made", params, you));
  else lines.push(tSeat("explain.rook.set", { ...params, short: r.bid - r.points[side] }, you));
  lines.push(t("explain.rook.other", { side: teamLabel(other, st), pts: r.points[other], score: signed(r.score[other]) }));
  return lines;
}

// Why a Callbreak call scored what it did, in the variant's own terms.
function callReason(o, call, took, score) {
  const window = (o.success || "window") === "window";
  const ok = window ? call <= took && took <= call + 1 : took >= call;
  if (!ok) return t(took < call ? "explain.cb.short" : "explain.cb.over_window");
  const bonus = o.bonus_call_from;
  if (bonus !== null && bonus !== undefined && call >= bonus) return t("explain.cb.bonus", { n: bonus });
  if (o.overtrick_scoring === "tenth" && took > call) return t("explain.cb.tenth", { n: took - call });
  if (took === call) return t("explain.cb.exact");
  return t(window ? "explain.cb.plus_one" : "explain.cb.at_least");
}

function explainCallbreak(r, st) {
  if (r.redeal) return [t("summary.redeal")];
  const o = st.options || {};
  return r.calls.map((call, s) => tSeat("explain.cb.line", { name: seatLabel(st, s), call, took: r.tricks[s],
    why: callReason(o, call, r.tricks[s], r.score[s]), score: signed(r.score[s]) }, s === st.seat));
}

function rankIndex(x) { const i = RANKS.indexOf(String(x) === "T" ? "10" : String(x)); return i < 0 ? RANKS.length : i; }

function explainTractor(r, st, before) {
  const defenders = r.dealer % 2, attackers = 1 - defenders;
  const lines = [t("explain.sj.points", { side: teamLabel(attackers, st), pts: r.attacker_points })];
  const prev = before || { 0: "2", 1: "2" };
  const gains = [0, 1].map((i) => rankIndex(r.levels[String(i)]) - rankIndex(prev[String(i)]));
  const up = gains.findIndex((g) => g > 0);
  const keep = r.next_dealer % 2 === defenders;
  if (up >= 0) lines.push(t("explain.sj.up", { side: teamLabel(up, st), n: gains[up], level: r.levels[String(up)] }));
  else lines.push(t("explain.sj.no_change"));
  lines.push(t(keep ? "explain.sj.keep" : "explain.sj.take_over", { side: teamLabel(keep ? defenders : attackers, st) }));
  return lines;
}

// The lines of the summary for the hand just finished.
function explainResult(st) {
  const r = st.result;
  if (!r) return [];
  if (st.family === "callbreak" || Array.isArray(r.calls)) return explainCallbreak(r, st);
  if (st.family === "shengji" || r.attacker_points !== undefined) {
    const sheet = st.sheet || [];
    const before = sheet.length > 1 ? sheet[sheet.length - 2].levels : null;
    return explainTractor(r, st, before);
  }
  if (r.declarer !== undefined && Array.isArray(r.points)) return explainRook(r, st);
  return r.redeal ? [t("summary.redeal")] : [];
}
