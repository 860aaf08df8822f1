// The end-of-hand summary (the scoring in words, the exchange's pile face up, the score sheet, the way on) and the
// "last trick" view (who played what, the winner marked).
import { cardEl } from "./cards.js";
import { closeDialog, confirmDialog, openDialog } from "./dialogs.js";
import { button, para } from "./dom.js";
import { t, tSeat, tm } from "./i18n.js";
import { ReplayReview, fillReview } from "./replay_review.js";
import { handKeys, handShown, sheetTable } from "./score.js";

// How the exchange's pile counted, in words, by the kind the game's display schema names (games/faces.py's
// PileCount); ``e``: the pile face up at the hand's end (the view's ``pile.end``).
const PILE_COUNTS = {
  // its points went to one team: the last trick's, else the declarer's
  team(table, e) {
    const st = table.state, last = (st.view || {}).last_trick;
    const why = last && last.winner % 2 === e.team
      ? tSeat("summary.nest_last", { name: table.seatName(last.winner) }, last.winner === st.seat)
      : t("summary.nest_declarer");
    // the side as the scoring's SEAT key, so each language writes it mid-sentence ("and we count them")
    const side = typeof st.seat === "number" ? (e.team === st.seat % 2 ? "we" : "they") : `team${e.team}`;
    return t("summary.nest_points", { pts: e.points, side, why });
  },
  // counted times a multiplier for the last trick's attackers, or kept by the defenders
  multiplied(table, e) {
    const st = table.state, key = e.counted ? "summary.kitty_counted" : "summary.kitty_kept";
    return tSeat(key, { pts: e.points, m: e.multiplier, total: e.bonus, name: table.seatName(e.last_winner) },
      e.last_winner === st.seat);
  },
};

// The exchange's pile (the nest, the kitty) turned face up at the end of the hand, with what its points did.
export function nestReveal(table) {
  const st = table.state, pile = st.display.pile, end = pile && (st.view || {})[pile.end];
  if (!end || !end.cards) return null;
  const box = document.createElement("div");
  box.className = "nest-reveal";
  const title = document.createElement("h3");
  title.textContent = t(pile.title);
  const row = document.createElement("div"); row.className = "nest-cards";
  for (const c of end.cards.split(" ").filter(Boolean)) row.append(cardEl(c, { cls: "mini" }));
  box.append(title, row, para(PILE_COUNTS[pile.count](table, end)));
  return box;
}

// The cards a seat showed when it claimed the rest of the hand (the server offers a claim only when no one can beat
// them), in the order it would have led them; shown to everyone at the table.
function claimReveal(table) {
  const st = table.state, claim = st.view && st.view.claim;
  if (!claim || !claim.cards) return null;
  const box = document.createElement("div");
  box.className = "claim-reveal";
  box.append(para(tSeat("claim.shown", { seat: table.seatName(claim.seat) }, claim.seat === st.seat)));
  const row = document.createElement("div"); row.className = "nest-cards";
  for (const c of claim.cards.split(" ").filter(Boolean)) row.append(cardEl(c, { cls: "mini" }));
  box.append(row);
  return box;
}

// The hand review of your card play (the server's, from what you could see): the costliest decisions, in the
// page's language from the review-* messages. It arrives a moment after the hand; until then the box waits.
function reviewBox(table, hand) {
  const box = document.createElement("section");
  box.id = "summary-review"; box.className = "review"; box.dataset.hand = String(hand);
  const review = table.reviews && table.reviews[hand];
  if (review) fillReview(box, review);
  else {  // it is coming, or it came before this page was opened (a reload): the stored one, if any
    box.classList.add("pending");
    ReplayReview.load(table.gameId).then((r) => {
      const stored = r && r.hands[hand];
      if (stored && box.classList.contains("pending")) table.onReview(stored);
    });
  }
  return box;
}

// In a room the scoring names the players as their plates do ("Bence bid 75", not "Partner bid 75"): each seat
// the server wrote by its key from this seat's side ("left", "partner"; a spectator's "seat2") becomes {name}
// (i18n.js SEAT); "you" and the sides ("we", "they") stay as they are.
function namedSeats(table, params) {
  const st = table.state, host = table.hostNow();
  if (!host || !host.nameOf || !st) return params;
  const seated = typeof st.seat === "number", names = {};
  for (let s = 0; s < 4; s++) {
    const name = host.nameOf(s), pos = table.pos(s);
    if (!name || (seated && pos === "bottom")) continue;
    const key = !seated ? `seat${s}` : pos !== "top" ? pos : st.scoring_unit === "team" ? "partner" : "across";
    names[key] = name;
  }
  const walk = (v) => {
    if (typeof v === "string") return names[v] ? { name: names[v] } : v;
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object" && v.id) return { ...v, params: walk(v.params || {}) };  // a nested message
    if (v && typeof v === "object" && !v.cards) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(params || {});
}

export function showSummary(table) {
  const st = table.state;
  openDialog((box) => {
    box.classList.add("summary");
    const h = document.createElement("h2");
    h.id = "summary-title";
    h.textContent = st.status === "abandoned" ? t("match.abandoned") : st.match_over ? t("match.over")
      : t(handKeys(st.display).title, { n: handShown(st) });
    box.append(h);
    if (st.result) {  // the scoring in words, as the rules explain it (the server's messages, seen from this seat)
      const list = document.createElement("ul"); list.className = "explain";
      for (const m of st.explain || []) {
        const li = document.createElement("li"); li.textContent = tm(m.id, namedSeats(table, m.params)); list.append(li);
      }
      box.append(list);
    }
    const claim = claimReveal(table);
    if (claim) box.append(claim);
    const nest = nestReveal(table);
    if (nest) box.append(nest);
    if (st.result && !st.result.redeal && typeof st.seat === "number") box.append(reviewBox(table, handShown(st)));
    if (st.match_over && st.status !== "abandoned" && st.winner !== null && st.winner !== undefined &&
        typeof st.seat === "number") {
      const mine = st.scoring_unit === "team" ? st.seat % 2 : st.seat;
      const alone = st.scoring_unit !== "team";  // Callbreak: say who won it, not only that you did not
      box.append(para(st.winner === mine ? t("match.won")
        : alone ? t("match.lost_to", { name: table.seatName(st.winner) }) : t("match.lost"), "match-result"));
    } else if (st.status === "abandoned") {
      box.append(para(t("match.abandoned_note"), "match-result"));
    }
    const sheet = document.createElement("div"); sheet.className = "sheet-wrap"; sheet.innerHTML = sheetTable(table); box.append(sheet);
    const row = document.createElement("div"); row.className = "dialog-buttons";
    // the way on is the host's: a game of one's own (games.js), a room's (everyone confirms the next hand; the host
    // may start it) or the daily challenge's (the next deal, or the results)
    const host = table.hostNow();
    if (host) host.summaryButtons(row, table);
    const close = button(t("btn.close"), () => { closeDialog(); table.dialogDismissed("summary"); });
    close.dataset.act = "close";
    row.append(close);
    box.append(row);
  }, "summary");
}

export function showLastTrick(table) {
  const st = table.state, last = st && st.view && st.view.last_trick;
  openDialog((box) => {
    const h = document.createElement("h2"); h.textContent = t("btn.last_trick"); box.append(h);
    if (!last) box.append(para(t("last.none")));
    else {
      const grid = document.createElement("div"); grid.className = "last-trick";
      for (const p of last.plays) {
        const cell = document.createElement("figure");
        cell.className = `lt-${table.pos(p.seat)}` + (p.seat === last.winner ? " winner" : "");
        const cards = document.createElement("div"); cards.className = "lt-cards";
        for (const c of String(p.cards).split(" ")) cards.append(cardEl(c, { cls: p.seat === last.winner ? "winner" : "" }));
        const cap = document.createElement("figcaption");
        cap.textContent = table.seatName(p.seat) + (p.seat === last.winner ? " ★" : "");
        cell.append(cards, cap); grid.append(cell);
      }
      box.append(grid);
      box.append(para(tSeat("last.won_by", { name: table.seatName(last.winner) }, last.winner === st.seat)));
    }
    const row = document.createElement("div"); row.className = "dialog-buttons";
    row.append(button(t("btn.close"), () => closeDialog(), "primary"));
    box.append(row);
  }, "last");
}

// End the match (asked first): an undecided match is recorded as abandoned.
export async function endGame(table) {
  const st = table.state, open = !!st.open_ended;
  const ok = await confirmDialog(t(open ? "confirm.finish_title" : "confirm.end_title"),
    t(open ? "confirm.finish_text" : "confirm.end_text"), t(open ? "btn.finish_match" : "btn.end_game"));
  if (!ok) { showSummary(table); return; }
  table.summaryClosed = false;
  table.conn.send({ type: "end" });
}

// The next hand, asked of the server (the summary closes and stays closed).
export function nextHand(table) {
  closeDialog("summary");
  table.summaryClosed = true;
  if (table.conn) table.conn.send({ type: "next_hand" });
}
