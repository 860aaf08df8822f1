// The info bar (game, hand, trump, contract), the score panel (the match so far and its target) and the score sheet.
import { actionCards, actionKind, trumpName } from "./actions.js";
import { ROOK_COLOURS, SUIT_COLOUR, SUIT_GLYPH } from "./cards.js";
import { closeDialog, openDialog } from "./dialogs.js";
import { button, esc } from "./dom.js";
import { t } from "./i18n.js";
import { variantOf } from "./state.js";

// A side's name as the table shows it: a seat's name, or "We" and "They" (a spectator: "Team 1", "Team 2").
function teamLabel(table, i) {
  const st = table.state;
  if (st.scoring_unit !== "team") return table.seatName(i);
  if (typeof st.seat !== "number") return t("room.team", { n: i + 1 });  // a spectator
  return (i === st.seat % 2) ? t("label.we") : t("label.they");
}

export function variantName(key) {
  const id = "variant." + String(key).replace("/", ".").replace(/-/g, "_");
  const s = t(id);
  return s === id ? key : s;
}

// The display schema (games/faces.py, the server's ``display``) of a variant in the catalog: for a game this
// browser only remembers (the server not asked).
export function variantDisplay(key) {
  const v = variantOf(key);
  return v ? v.display : null;
}

// Seat names relative to seat 0 (the person), for a game's direction of play.
export function seatNames(direction, unit) {
  const top = unit === "team" ? "seat.partner" : "seat.across";
  return direction === "ccw" ? ["seat.you", "seat.right", top, "seat.left"] : ["seat.you", "seat.left", top, "seat.right"];
}

// What a game calls one deal ("Hand", "Round"), by its display schema.
export function handWord(display) { return t(display ? display.hand : "label.hand"); }

// The page messages that name one deal the game's way, after its display schema's ``hand`` (``label.round``: the
// unit "round"): the summary's title (``summary.title_round``, "Round 3"), the way on (``btn.next_round``), the
// status once it is over (``status.round_over``) and the button that shows its summary again
// (``btn.round_summary``). tests/web/test_page_generic.py checks each family's in every language.
export function handKeys(display) {
  const key = display ? display.hand : "label.hand", unit = key.slice(key.lastIndexOf(".") + 1);
  return { title: `summary.title_${unit}`, next: `btn.next_${unit}`, over: `status.${unit}_over`,
    summary: `btn.${unit}_summary` };
}

// The number and dealer of the hand on the table: between hands, the hand just finished (as the summary says).
export function handShown(st) {
  if (st.hand && typeof st.hand.number === "number") return st.hand.number;
  if (st.between_hands && st.result && !st.result.redeal) return (st.sheet || []).filter((r) => !r.redeal).length;
  return st.hand_number;
}

export function renderInfoBar(table) {
  const st = table.state, v = st.view || {}, box = document.getElementById("info-bar");
  const parts = [`<b>${esc(variantName(st.variant))}</b>`];
  parts.push(`${handWord(st.display)} ${esc(handShown(st))}`);
  if (v.level !== undefined && v.level !== null) parts.push(`${t("label.level")}: <b>${esc(v.level)}</b>`);
  if (v.trump) parts.push(`${t("label.trump")}: <b>${trumpMark(v.trump)} ${esc(trumpName(v.trump))}</b>`);
  const bid = highBid(v);
  if (bid && st.display.show_bid) parts.push(`${t("label.bid")}: <b>${esc(bid.value)}</b> (${esc(table.seatName(bid.seat))})`);
  box.innerHTML = parts.map((p) => `<span>${p}</span>`).join("");
}

// A trump's mark: the suit symbol, or the Rook colour's shape in its colour.
function trumpMark(x) {
  if (SUIT_GLYPH[x]) return `<span style="color:${SUIT_COLOUR[x] === "#1a1a1a" ? "inherit" : "#ff8a80"}">${SUIT_GLYPH[x]}</span>`;
  if (ROOK_COLOURS[x]) return `<span class="colour-dot" style="background:${ROOK_COLOURS[x][0]}">${ROOK_COLOURS[x][1]}</span>`;
  return "";
}

// The standing high bid: the contract once the auction is over.
function highBid(v) {
  if (typeof v.high_bid === "number" && v.declarer !== null && v.declarer !== undefined) return { value: v.high_bid, seat: v.declarer };
  const bids = (v.history || []).filter((h) => actionKind(h.action) === "bid");
  if (!bids.length || v.phase === "declare") return null;
  const last = bids[bids.length - 1];
  return { value: actionCards(last.action)[0], seat: last.seat };
}

function matchTarget(st) {
  const v = st.view || {};
  if (typeof v.target === "number") return v.target;
  const o = st.options || {};
  return typeof o.target === "number" ? o.target : null;
}

// A seat's name in one line of a table cell: a long one ends in an ellipsis, the whole of it in the title.
function nameCell(name) { return `<span class="name-fit" title="${esc(name)}">${esc(name)}</span>`; }

// Whether the table's host names ``seat`` after a person (a room's member), not by the table's own word for it.
function personNamed(table, seat) { const host = table.hostNow(); return !!(host && host.nameOf && host.nameOf(seat)); }

// A team's score in the panel: "We 120", yours marked.
function teamScore(table, i) {
  const st = table.state, mine = st.seat % 2, scores = st.scores || [];
  return `<span class="team${i === mine ? " we" : ""}">${esc(teamLabel(table, i))} <b>${esc(scores[i] ?? 0)}</b></span>`;
}

// The score panels, by the kind the game's display schema names (games/faces.py's PanelKind), each given the
// panel's parameters; each returns the panel's HTML.
const SCORE_PANELS = {
  // every seat's call, tricks taken and total, under the round out of ``rounds`` (none: open-ended)
  calls(table, st, v, panel) {
    const scores = st.scores || [], rounds = panel.rounds;
    const head = rounds ? t("score.rounds_of", { i: Math.min(handShown(st), rounds), n: rounds }) : t("score.open_ended");
    const rows = [0, 1, 2, 3].map((s) => {
      const call = Array.isArray(v.calls) && v.calls[s] !== null && v.calls[s] !== undefined ? v.calls[s] : "–";
      const took = Array.isArray(v.tricks_won) ? v.tricks_won[s] : "–";
      return `<tr${s === st.seat ? ' class="me"' : ""}><th>${nameCell(table.seatName(s))}</th><td>${esc(call)}</td>` +
        `<td>${esc(took)}</td><td><b>${esc(scores[s] ?? 0)}</b></td></tr>`;
    }).join("");
    return `<div class="score-head">${esc(head)}</div><table class="score-table"><tr><th></th>` +
      `<th>${t("label.call")}</th><th>${t("label.tricks")}</th><th>${t("label.total")}</th></tr>${rows}</table>`;
  },
  // each team's level, the attackers' points against ``threshold`` (a meter) and the ``note`` on how to win
  levels(table, st, v, panel) {
    const mine = st.seat % 2;
    let pts = "";
    if (typeof v.attacker_points === "number" && v.phase !== "declare") {
      pts = `<div class="score-line">${t("score.attackers", { n: v.attacker_points, side: teamLabel(table, (v.defenders + 1) % 2) })}` +
        `<span class="meter"><span style="width:${Math.min(100, v.attacker_points / panel.threshold * 100)}%"></span></span></div>`;
    }
    return `<div class="score-line">${t("label.levels")}: ${teamScore(table, mine)} · ${teamScore(table, 1 - mine)}</div>${pts}` +
      `<div class="note">${t(panel.note)}</div>`;
  },
  // each team's match score, and the target when the match has one
  target(table, st) {
    const mine = st.seat % 2, target = matchTarget(st);
    return `<div class="score-line">${teamScore(table, mine)} · ${teamScore(table, 1 - mine)}` +
      (target ? ` <span class="target">— ${t("score.to_target", { n: target })}</span>` : "") + "</div>";
  },
};

export function renderScorePanel(table) {
  const st = table.state, panel = st.display.panel;
  document.getElementById("score-panel").innerHTML = SCORE_PANELS[panel.kind](table, st, st.view || {}, panel);
}

// One score-sheet line in words: the contract and whether it was made, then any other plain facts.
function resultDetail(table, r) {
  if (r.redeal) return t("summary.redeal");
  const parts = [];
  if (r.bid !== undefined && r.declarer !== undefined) {
    parts.push(`${t("label.bid")} ${r.bid} (${table.seatName(r.declarer)})` +
      (r.made === undefined ? "" : " " + t(r.made ? "label.made" : "label.set")));
  }
  if (Array.isArray(r.calls)) parts.push(r.calls.map((c, i) => `${table.seatName(i)} ${c}/${r.tricks[i]}`).join(", "));
  if (r.trump) parts.push(`${t("label.trump")}: ${trumpName(r.trump)}`);
  if (Array.isArray(r.points)) parts.push(`${t("label.points")} ${r.points.join(" : ")}`);
  if (typeof r.attacker_points === "number") parts.push(`${t("label.attackers")}: ${r.attacker_points}`);
  if (typeof r.kitty_points === "number") parts.push(`${t("label.kitty")}: ${r.kitty_points}`);
  return parts.join(" · ");
}

export function sheetTable(table) {
  const st = table.state, rows = st.sheet || [];
  const n = (st.scores || []).length;
  const head = `<tr><th>${esc(handWord(st.display))}</th><th class="detail">${t("label.details")}</th>` +
    [...Array(n).keys()].map((i) => `<th>${personNamed(table, i) ? nameCell(teamLabel(table, i)) : esc(teamLabel(table, i))}</th>`).join("") + "</tr>";
  const totals = new Array(n).fill(0);
  let number = 0;
  const body = rows.map((r) => {
    if (!r.redeal) number++;
    if (Array.isArray(r.score)) r.score.forEach((s, i) => { totals[i] = Math.round((totals[i] + (Number(s) || 0)) * 10) / 10; });
    const cells = [...Array(n).keys()].map((i) => Array.isArray(r.score)
      ? `<td>${esc(r.score[i] > 0 ? "+" + r.score[i] : r.score[i])}<small> (${esc(totals[i])})</small></td>`
      : `<td>${r.levels && r.levels[String(i)] !== undefined ? esc(r.levels[String(i)]) : ""}</td>`).join("");
    return `<tr><td>${r.redeal ? "" : number}</td><td class="detail">${esc(resultDetail(table, r))}</td>${cells}</tr>`;
  }).join("");
  const foot = `<tr class="total"><td>${t("label.total")}</td><td class="detail"></td>` + (st.scores || []).map((s) => `<td>${esc(s)}</td>`).join("") + "</tr>";
  return `<table class="sheet">${head}${body}${foot}</table>`;
}

export function showSheet(table) {
  if (!table.state) return;
  openDialog((box) => {
    box.innerHTML = `<h2>${t("btn.score_sheet")}</h2>${sheetTable(table)}`;
    const row = document.createElement("div"); row.className = "dialog-buttons";
    row.append(button(t("btn.close"), () => closeDialog(), "primary"));
    box.append(row);
  }, "sheet");
}
