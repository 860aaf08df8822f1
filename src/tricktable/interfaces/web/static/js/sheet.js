// Controls (bids, trump, selections), the info bar, the score sheet, the last trick and the end-of-hand summary.
"use strict";
function button(label, onClick, cls) {
  const b = document.createElement("button");
  b.type = "button"; b.textContent = label; if (cls) b.className = cls;
  b.addEventListener("click", onClick);
  return b;
}

function renderControls(table) {
  const box = document.getElementById("controls"), st = table.state, info = table.info;
  box.innerHTML = "";
  if (!st.view || st.view.to_act !== st.seat || !st.legal) return;
  for (const a of info.buttons) box.append(button(actionLabel(a, st.family), () => table.send(a), "act"));
  if (info.select) {
    const sel = table.selectedCards();
    const verb = info.select.kind;
    const note = document.createElement("span");
    note.className = "sel-note";
    note.textContent = (info.select.count ? t("sel.choose", { n: info.select.count }) + " · " : "") +
      t("sel.selected", { n: sel.length });
    const go = button(t(verb === "discard" ? "btn.discard_selected" : "btn.play_selected"),
      () => table.send(`${verb} ${sel.join(" ")}`), "primary");
    const text = `${verb} ${sel.join(" ")}`;
    go.disabled = !sel.length || (info.select.count && sel.length !== info.select.count);
    const verdict = document.createElement("span");
    verdict.className = "verdict";
    box.append(note, go, verdict);
    if (!go.disabled) {
      if (info.legal.has(text)) { verdict.textContent = "✓ " + t("check.ok"); verdict.classList.add("ok"); }
      else table.check(text).then((r) => {
        if (table.selectedCards().join(" ") !== sel.join(" ")) return;
        verdict.textContent = r.ok ? "✓ " + t("check.ok") : "✗ " + r.message;
        verdict.classList.add(r.ok ? "ok" : "bad");
        go.disabled = !r.ok;
      });
    }
  }
}

function teamLabel(i, st) {
  if (st.scoring_unit !== "team") return Table.seatName(i);
  return (i === st.seat % 2) ? t("label.we") : t("label.they");
}

function renderInfoBar(table) {
  const st = table.state, v = st.view || {}, box = document.getElementById("info-bar");
  const parts = [];
  parts.push(`${esc(st.variant)} · ${t("label.hand")} ${st.hand_number}`);
  if (v.trump) parts.push(`${t("label.trump")}: <b>${esc(trumpName(v.trump))}</b>`);
  const seatList = (arr) => arr.map((x, i) => `${esc(table.seatName(i))} <b>${x === null ? "–" : esc(x)}</b>`).join(" · ");
  if (Array.isArray(v.calls)) {  // Callbreak: everyone calls; no auction
    parts.push(`${t("label.calls")}: ${seatList(v.calls)}`);
    if (v.phase === "play" && Array.isArray(v.tricks_won)) parts.push(`${t("label.tricks")}: ${seatList(v.tricks_won)}`);
  } else {
    const bid = highBid(v);
    if (bid) parts.push(`${t("label.bid")}: <b>${esc(bid.value)}</b> (${esc(table.seatName(bid.seat))})`);
  }
  if (v.level !== undefined && v.level !== null) parts.push(`${t("label.level")}: <b>${esc(v.level)}</b>`);
  if (typeof v.attacker_points === "number" && v.phase === "play") parts.push(`${t("label.attackers")}: <b>${esc(v.attacker_points)}</b>`);
  const scores = (st.scores || []).map((s, i) => `${esc(teamLabel(i, st))} <b>${esc(s)}</b>`).join(" · ");
  parts.push(`${t("label.score")}: ${scores}`);
  const pts = Array.isArray(v.points) ? v.points : v.points_taken;
  if (Array.isArray(pts) && v.phase === "play") parts.push(`${t("label.points")}: ${pts.map((p, i) => `${esc(teamLabel(i, st))} ${esc(p)}`).join(" · ")}`);
  box.innerHTML = parts.map((p) => `<span>${p}</span>`).join("");
}

// The standing high bid: the last bid in the public history (the contract once the auction is over).
function highBid(v) {
  const bids = (v.history || []).filter((h) => actionKind(h.action) === "bid");
  if (!bids.length || v.phase === "declare") return null;
  const last = bids[bids.length - 1];
  return { value: actionCards(last.action)[0], seat: last.seat };
}

// One score-sheet line in words: the contract and whether it was made, then any other plain facts.
function resultDetail(r) {
  if (r.redeal) return t("summary.redeal");
  const parts = [];
  if (r.bid !== undefined && r.declarer !== undefined) {
    parts.push(`${t("label.bid")} ${r.bid} (${Table.seatName(r.declarer)})` +
      (r.made === undefined ? "" : " " + t(r.made ? "label.made" : "label.set")));
  }
  if (r.trump) parts.push(`${t("label.trump")}: ${trumpName(r.trump)}`);
  if (Array.isArray(r.points)) parts.push(`${t("label.points")} ${r.points.join(" : ")}`);
  const known = new Set(["bid", "declarer", "made", "trump", "points", "score", "dealer", "next_dealer", "winner", "levels"]);
  for (const [k, val] of Object.entries(r)) {
    if (known.has(k) || val === null || typeof val === "object" && !Array.isArray(val)) continue;
    parts.push(`${k.replace(/_/g, " ")}: ${Array.isArray(val) ? val.join(" ") : val}`);
  }
  return parts.join(" · ");
}

function openDialog(build) {
  const box = document.getElementById("dialog");
  box.innerHTML = "";
  build(box);
  document.getElementById("overlay").classList.remove("hidden");
  const first = box.querySelector("button.primary") || box.querySelector("button");
  if (first) first.focus();
}

function closeDialog() { document.getElementById("overlay").classList.add("hidden"); }

function resultLines(r, st) {
  if (!r) return [];
  if (r.redeal) return [t("summary.redeal")];
  const lines = [];
  if (r.declarer !== undefined && r.bid !== undefined && r.made !== undefined)
    lines.push(t(r.made ? "summary.made" : "summary.set", { name: Table.seatName(r.declarer), bid: r.bid }));
  if (Array.isArray(r.points)) lines.push(`${t("label.points")}: ` + r.points.map((p, i) => `${teamLabel(i, st)} ${p}`).join(", "));
  if (typeof r.attacker_points === "number") lines.push(`${t("label.attackers")}: ${r.attacker_points}`);
  if (r.levels && typeof r.levels === "object") lines.push(`${t("label.level")}: ` + Object.entries(r.levels).map(([k, v]) => `${teamLabel(Number(k), st)} ${v}`).join(", "));
  if (Array.isArray(r.score)) lines.push(`${t("label.score")}: ` + r.score.map((p, i) => `${teamLabel(i, st)} ${p > 0 ? "+" : ""}${p}`).join(", "));
  return lines;
}

function sheetTable(st) {
  const rows = st.sheet || [];
  const n = (st.scores || []).length;
  const head = `<tr><th>${t("label.hand")}</th><th>${t("label.details")}</th>` +
    [...Array(n).keys()].map((i) => `<th>${esc(teamLabel(i, st))}</th>`).join("") + "</tr>";
  const totals = new Array(n).fill(0);
  const body = rows.map((r, k) => {
    if (Array.isArray(r.score)) r.score.forEach((s, i) => { totals[i] += Number(s) || 0; });
    const detail = resultDetail(r);
    const cells = [...Array(n).keys()].map((i) => Array.isArray(r.score)
      ? `<td>${esc(r.score[i])}<small> (${esc(totals[i])})</small></td>`
      : `<td>${r.levels && r.levels[String(i)] !== undefined ? esc(r.levels[String(i)]) : ""}</td>`).join("");
    return `<tr><td>${k + 1}</td><td class="detail">${esc(detail)}</td>${cells}</tr>`;
  }).join("");
  const foot = `<tr class="total"><td></td><td>${t("label.total")}</td>` + (st.scores || []).map((s) => `<td>${esc(s)}</td>`).join("") + "</tr>";
  return `<table class="sheet">${head}${body}${foot}</table>`;
}

function showSheet() {
  const st = Table.state;
  if (!st) return;
  openDialog((box) => {
    box.innerHTML = `<h2>${t("btn.score_sheet")}</h2>${sheetTable(st)}`;
    box.append(button(t("btn.close"), closeDialog, "primary"));
  });
}

function showLastTrick() {
  const st = Table.state, last = st && st.view && st.view.last_trick;
  openDialog((box) => {
    const h = document.createElement("h2"); h.textContent = t("btn.last_trick"); box.append(h);
    if (!last) { const p = document.createElement("p"); p.textContent = t("last.none"); box.append(p); }
    else {
      const row = document.createElement("div"); row.className = "last-trick";
      for (const p of last.plays) {
        const cell = document.createElement("figure");
        for (const c of String(p.cards).split(" ")) cell.append(cardEl(c));
        const cap = document.createElement("figcaption"); cap.textContent = Table.seatName(p.seat);
        cell.append(cap); row.append(cell);
      }
      box.append(row);
      const w = document.createElement("p"); w.textContent = t("last.won_by", { name: Table.seatName(last.winner) }); box.append(w);
    }
    box.append(button(t("btn.close"), closeDialog, "primary"));
  });
}

function showSummary(table) {
  const st = table.state;
  openDialog((box) => {
    const h = document.createElement("h2");
    h.textContent = st.match_over ? t("match.over") : t("summary.title", { n: st.sheet.length });
    box.append(h);
    for (const line of resultLines(st.result, st)) { const p = document.createElement("p"); p.textContent = line; box.append(p); }
    if (st.match_over && st.winner !== null && st.winner !== undefined) {
      const mine = st.scoring_unit === "team" ? st.seat % 2 : st.seat;
      const p = document.createElement("p"); p.className = "match-result";
      p.textContent = t(st.winner === mine ? "match.won" : "match.lost"); box.append(p);
    }
    const sheet = document.createElement("div"); sheet.innerHTML = sheetTable(st); box.append(sheet);
    const row = document.createElement("div"); row.className = "dialog-buttons";
    if (!st.match_over) {
      row.append(button(t("btn.next_hand"), () => { closeDialog(); table.conn.send({ type: "next_hand" }); }, "primary"));
      row.append(button(t("btn.end_game"), () => table.conn.send({ type: "end" })));
    } else {
      row.append(button(t("btn.new_game"), () => { closeDialog(); newGame(); }, "primary"));
    }
    box.append(row);
  });
}
