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

// The number and dealer of the hand on the table: between hands, the hand just finished (as the summary says).
function handShown(st) {
  if (st.hand && typeof st.hand.number === "number") return st.hand.number;
  if (st.between_hands && st.result && !st.result.redeal) return (st.sheet || []).filter((r) => !r.redeal).length;
  return st.hand_number;
}

function renderInfoBar(table) {
  const st = table.state, v = st.view || {}, box = document.getElementById("info-bar");
  const parts = [`<b>${esc(variantName(st.variant))}</b>`];
  parts.push(`${t(st.family === "callbreak" ? "label.round" : "label.hand")} ${esc(handShown(st))}`);
  if (v.level !== undefined && v.level !== null) parts.push(`${t("label.level")}: <b>${esc(v.level)}</b>`);
  if (v.trump) parts.push(`${t("label.trump")}: <b>${trumpMark(v.trump)} ${esc(trumpName(v.trump))}</b>`);
  const bid = highBid(v);
  if (bid && st.family !== "callbreak") parts.push(`${t("label.bid")}: <b>${esc(bid.value)}</b> (${esc(table.seatName(bid.seat))})`);
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

function renderScorePanel(table) {
  const st = table.state, v = st.view || {}, box = document.getElementById("score-panel");
  const scores = st.scores || [];
  if (st.family === "callbreak") {
    const rounds = (st.options || {}).rounds;
    const head = rounds ? t("score.rounds_of", { i: Math.min(handShown(st), rounds), n: rounds }) : t("score.open_ended");
    const rows = [0, 1, 2, 3].map((s) => {
      const call = Array.isArray(v.calls) && v.calls[s] !== null && v.calls[s] !== undefined ? v.calls[s] : "–";
      const took = Array.isArray(v.tricks_won) ? v.tricks_won[s] : "–";
      return `<tr${s === st.seat ? ' class="me"' : ""}><th>${esc(table.seatName(s))}</th><td>${esc(call)}</td>` +
        `<td>${esc(took)}</td><td><b>${esc(scores[s] ?? 0)}</b></td></tr>`;
    }).join("");
    box.innerHTML = `<div class="score-head">${esc(head)}</div><table class="score-table"><tr><th></th>` +
      `<th>${t("label.call")}</th><th>${t("label.tricks")}</th><th>${t("label.total")}</th></tr>${rows}</table>`;
    return;
  }
  const mine = st.seat % 2;
  const team = (i) => `<span class="team${i === mine ? " we" : ""}">${esc(teamLabel(i, st))} <b>${esc(scores[i] ?? 0)}</b></span>`;
  if (st.family === "shengji") {
    let pts = "";
    if (typeof v.attacker_points === "number" && v.phase !== "declare") {
      pts = `<div class="score-line">${t("score.attackers", { n: v.attacker_points, side: teamLabel((v.defenders + 1) % 2, st) })}` +
        `<span class="meter"><span style="width:${Math.min(100, v.attacker_points / 80 * 100)}%"></span></span></div>`;
    }
    box.innerHTML = `<div class="score-line">${t("label.levels")}: ${team(mine)} · ${team(1 - mine)}</div>${pts}` +
      `<div class="note">${t((st.options || {}).must_defend_a ? "score.defend_a" : "score.to_past_a")}</div>`;
    return;
  }
  const target = matchTarget(st);
  box.innerHTML = `<div class="score-line">${team(mine)} · ${team(1 - mine)}` +
    (target ? ` <span class="target">— ${t("score.to_target", { n: target })}</span>` : "") + "</div>";
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
  const head = `<tr><th>${t("label.hand")}</th><th class="detail">${t("label.details")}</th>` +
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
