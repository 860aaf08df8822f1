// The info bar (game, hand, trump, contract), the score panel (the match so far and its target) and the score sheet.
"use strict";
// A seat's name: as the table shows it, or from ``st.names`` (the replay viewer, seen from seat 0).
function seatLabel(st, s) { return st && st.names ? st.names[s] : Table.seatName(s); }

function teamLabel(i, st) {
  if (st.scoring_unit !== "team") return seatLabel(st, i);
  if (typeof st.seat !== "number" && !st.names) return t("room.team", { n: i + 1 });  // a spectator
  return (i === st.seat % 2) ? t("label.we") : t("label.they");
}

function variantName(key) {
  const id = "variant." + String(key).replace("/", ".").replace(/-/g, "_");
  const s = t(id);
  return s === id ? key : s;
}

// The display schema (games/faces.py, the server's ``display``) of a variant in the catalog: for a game this
// browser only remembers (the server not asked).
function variantDisplay(key) {
  const v = (catalog.variants || []).find((x) => x.key === key);
  return v ? v.display : null;
}

// What a game calls one deal ("Hand", "Round"), by its display schema.
function handWord(display) { return t(display ? display.hand : "label.hand"); }

// The number and dealer of the hand on the table: between hands, the hand just finished (as the summary says).
function handShown(st) {
  if (st.hand && typeof st.hand.number === "number") return st.hand.number;
  if (st.between_hands && st.result && !st.result.redeal) return (st.sheet || []).filter((r) => !r.redeal).length;
  return st.hand_number;
}

function renderInfoBar(table) {
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

// A team's score in the panel: "We 120", yours marked.
function teamScore(st, i) {
  const mine = st.seat % 2, scores = st.scores || [];
  return `<span class="team${i === mine ? " we" : ""}">${esc(teamLabel(i, st))} <b>${esc(scores[i] ?? 0)}</b></span>`;
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
      return `<tr${s === st.seat ? ' class="me"' : ""}><th>${esc(table.seatName(s))}</th><td>${esc(call)}</td>` +
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
      pts = `<div class="score-line">${t("score.attackers", { n: v.attacker_points, side: teamLabel((v.defenders + 1) % 2, st) })}` +
        `<span class="meter"><span style="width:${Math.min(100, v.attacker_points / panel.threshold * 100)}%"></span></span></div>`;
    }
    return `<div class="score-line">${t("label.levels")}: ${teamScore(st, mine)} · ${teamScore(st, 1 - mine)}</div>${pts}` +
      `<div class="note">${t(panel.note)}</div>`;
  },
  // each team's match score, and the target when the match has one
  target(table, st) {
    const mine = st.seat % 2, target = matchTarget(st);
    return `<div class="score-line">${teamScore(st, mine)} · ${teamScore(st, 1 - mine)}` +
      (target ? ` <span class="target">— ${t("score.to_target", { n: target })}</span>` : "") + "</div>";
  },
};

function renderScorePanel(table) {
  const st = table.state, panel = st.display.panel;
  document.getElementById("score-panel").innerHTML = SCORE_PANELS[panel.kind](table, st, st.view || {}, panel);
}

// One score-sheet line in words: the contract and whether it was made, then any other plain facts.
function resultDetail(r, st) {
  if (r.redeal) return t("summary.redeal");
  const parts = [];
  if (r.bid !== undefined && r.declarer !== undefined) {
    parts.push(`${t("label.bid")} ${r.bid} (${Table.seatName(r.declarer)})` +
      (r.made === undefined ? "" : " " + t(r.made ? "label.made" : "label.set")));
  }
  if (Array.isArray(r.calls)) parts.push(r.calls.map((c, i) => `${Table.seatName(i)} ${c}/${r.tricks[i]}`).join(", "));
  if (r.trump) parts.push(`${t("label.trump")}: ${trumpName(r.trump)}`);
  if (Array.isArray(r.points)) parts.push(`${t("label.points")} ${r.points.join(" : ")}`);
  if (typeof r.attacker_points === "number") parts.push(`${t("label.attackers")}: ${r.attacker_points}`);
  if (typeof r.kitty_points === "number") parts.push(`${t("label.kitty")}: ${r.kitty_points}`);
  return parts.join(" · ");
}

function sheetTable(st) {
  const rows = st.sheet || [];
  const n = (st.scores || []).length;
  const head = `<tr><th>${esc(handWord(st.display))}</th><th class="detail">${t("label.details")}</th>` +
    [...Array(n).keys()].map((i) => `<th>${esc(teamLabel(i, st))}</th>`).join("") + "</tr>";
  const totals = new Array(n).fill(0);
  let number = 0;
  const body = rows.map((r) => {
    if (!r.redeal) number++;
    if (Array.isArray(r.score)) r.score.forEach((s, i) => { totals[i] = Math.round((totals[i] + (Number(s) || 0)) * 10) / 10; });
    const cells = [...Array(n).keys()].map((i) => Array.isArray(r.score)
      ? `<td>${esc(r.score[i] > 0 ? "+" + r.score[i] : r.score[i])}<small> (${esc(totals[i])})</small></td>`
      : `<td>${r.levels && r.levels[String(i)] !== undefined ? esc(r.levels[String(i)]) : ""}</td>`).join("");
    return `<tr><td>${r.redeal ? "" : number}</td><td class="detail">${esc(resultDetail(r, st))}</td>${cells}</tr>`;
  }).join("");
  const foot = `<tr class="total"><td>${t("label.total")}</td><td class="detail"></td>` + (st.scores || []).map((s) => `<td>${esc(s)}</td>`).join("") + "</tr>";
  return `<table class="sheet">${head}${body}${foot}</table>`;
}

function showSheet() {
  const st = Table.state;
  if (!st) return;
  openDialog((box) => {
    box.innerHTML = `<h2>${t("btn.score_sheet")}</h2>${sheetTable(st)}`;
    const row = document.createElement("div"); row.className = "dialog-buttons";
    row.append(button(t("btn.close"), () => closeDialog(), "primary"));
    box.append(row);
  }, "sheet");
}
