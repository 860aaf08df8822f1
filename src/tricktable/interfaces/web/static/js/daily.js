// The Daily screen: today's challenge (its published seed hash, one attempt per game, the leaderboards), its deals
// played at the ordinary table without hints, and the closed days: the revealed seed checked against the published
// hash here in the browser (SHA-256), your replay beside the best one, each with its hand review. The server keeps
// the attempt under a daily key this browser keeps (docs/daily.md).
import { actionEvent } from "./actions.js";
import { cardEl } from "./cards.js";
import { closeDialog } from "./dialogs.js";
import { button, esc, para } from "./dom.js";
import { showLobby } from "./games.js";
import { currentLang, formatDay, formatMoment, t } from "./i18n.js";
import { getJSON } from "./net.js";
import { fillReview } from "./replay_review.js";
import { seatNames } from "./score.js";
import { Table } from "./table.js";
import { showTab } from "./tabs.js";
import { toast } from "./toast.js";

export const Daily = {
  KEY: "tricktable.daily.key", NAME: "tricktable.daily.name",
  gameId: null, deal: 0, deals: 0, status: null, pastDay: null,

  key() { return localStorage.getItem(this.KEY) || ""; },
  owns(table) { return !!this.gameId && !!table && table.gameId === this.gameId; },
  // The daily challenge is the host of its deals' table (table.js ``Table.host``) while one is played.
  active() { return !!this.gameId; },
  signed(x) {
    return new Intl.NumberFormat(currentLang, { signDisplay: "exceptZero", maximumFractionDigits: 1 }).format(x);
  },

  async show() {
    const box = document.getElementById("daily");
    try {
      this.status = await getJSON(`/api/daily?key=${encodeURIComponent(this.key())}&lang=${encodeURIComponent(currentLang)}`);
    } catch (e) { box.textContent = t("err.generic", { m: e.message }); return; }
    const st = this.status;
    const closes = formatMoment(st.closes);
    // the day in the page's language (st.day is ISO, for the API), whole on one line (a phone broke it at a
    // hyphen, then at a space): set apart in a span of its own
    const title = esc(t("daily.title", { day: "\uE000" })).replace("\uE000", `<span class="daily-date">${esc(formatDay(st.day))}</span>`);
    box.innerHTML = `<h2>${title}</h2><p>${esc(t("daily.intro", { n: st.deals }))}</p>` +
      `<p class="muted">${esc(t("daily.closes", { time: closes }))}</p>` +
      `<p class="daily-hash"><span>${esc(t("daily.hash"))}</span> <code data-hash="today">${esc(st.hash)}</code></p>` +
      `<label class="daily-name"><span>${esc(t("daily.name"))}</span> <input id="daily-name" maxlength="24" autocomplete="nickname"></label>` +
      `<div class="daily-families"></div><section class="daily-past"></section>`;
    document.getElementById("daily-name").value = localStorage.getItem(this.NAME) || "";
    const list = box.querySelector(".daily-families");
    for (const f of st.families) list.append(this.familyBox(f));
    this.renderPast(box.querySelector(".daily-past"));
  },

  familyBox(f) {
    const card = document.createElement("section");
    card.className = "daily-family"; card.dataset.variant = f.variant;
    const e = f.entry;
    const h = document.createElement("h3"); h.textContent = f.name; card.append(h);
    if (!e || (!e.finished && (e.played < this.status.deals))) {
      const label = e ? t("daily.continue", { i: e.played + 1, n: this.status.deals }) : t("daily.play");
      const b = button(label, () => this.play(f.variant).catch((err) => toast(err.message)), "primary");
      b.dataset.act = "daily-play"; card.append(b);
    } else if (e.score === null || e.score === undefined) {
      card.append(para(t("daily.waiting_ai"), "muted daily-score"));
    } else {
      card.append(para(t("daily.your_score", { score: this.signed(e.score) }), "daily-score"));
      for (const d of e.deals) card.append(para(`${t("daily.deal", { i: d.deal + 1 })}: ${t("daily.result", { points: d.points, ai: d.ai })}`, "muted"));
    }
    const board = document.createElement("div"); board.className = "daily-board";
    card.append(board);
    this.fillBoard(board, this.status.day, f.variant, t("daily.board_today"));
    return card;
  },

  async fillBoard(box, day, variant, title) {
    const data = await getJSON(`/api/daily/board?day=${day}&variant=${encodeURIComponent(variant)}&lang=${currentLang}`);
    const rows = (list, col) => list.length ? list.map((r, i) =>
      `<tr><td>${i + 1}</td><td>${esc(r.name)}</td><td>${r.score === null ? "…" : esc(this.signed(r.score))}</td>` +
      (col ? `<td>${r.days}</td>` : "") + "</tr>").join("")
      : `<tr><td colspan="4" class="muted">${esc(t("daily.board_empty"))}</td></tr>`;
    const head = (col) => `<tr><th>${esc(t("daily.col_rank"))}</th><th>${esc(t("daily.col_name"))}</th>` +
      `<th>${esc(t("daily.col_score"))}</th>${col ? `<th>${esc(t("daily.col_days"))}</th>` : ""}</tr>`;
    box.innerHTML = `<h4>${esc(title)}</h4><div class="list-wrap"><table class="list" data-board="day">${head(false)}${rows(data.board, false)}</table></div>` +
      `<h4>${esc(t("daily.board_all"))}</h4><div class="list-wrap"><table class="list" data-board="all">${head(true)}${rows(data.all_time, true)}</table></div>`;
  },

  async play(variant) {
    const name = document.getElementById("daily-name").value.trim();
    if (!name && !this.key()) { toast(t("daily.need_name")); return; }
    localStorage.setItem(this.NAME, name);
    const r = await fetch("/api/daily/play", { method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ variant, name, key: this.key() || null, lang: currentLang }) });
    const reply = await r.json();
    if (!r.ok) { toast(reply.detail || r.statusText); return; }
    localStorage.setItem(this.KEY, reply.key);
    this.gameId = reply.game_id; this.deal = reply.deal; this.deals = reply.deals;
    document.getElementById("btn-hint").classList.add("hidden");  // no hints in the challenge
    showTab("play");
    Table.start(reply.game_id, reply.token, null, this);
  },

  // The end-of-deal summary's way on: the next deal, or back to the Daily tab with the results.
  summaryButtons(row) {
    const more = this.deal + 1 < this.deals;
    const b = button(t(more ? "daily.next_deal" : "daily.results"), () => this.next(more), "primary");
    b.dataset.act = "daily-next";
    row.append(b);
  },

  async next(more) {
    closeDialog();
    const variant = Table.state && Table.state.variant;
    this.leave();
    if (more && variant) await this.play(variant).catch((e) => toast(e.message));
    else showTab("daily");
  },

  leave() {
    this.forget();
    showLobby();
  },

  // The table no longer shows a daily deal (left for the lobby or another game): hints come back.
  forget() {
    this.gameId = null;
    document.getElementById("btn-hint").classList.remove("hidden");
  },

  // Closed days: the revealed seed, checked against the hash published when the day opened, and the replays.
  renderPast(box) {
    const days = this.status.days || [];
    if (!days.length) { box.innerHTML = ""; return; }
    box.innerHTML = `<h3>${esc(t("daily.past"))}</h3><label><span>${esc(t("daily.pick_day"))}</span> <select class="daily-day"></select></label><div class="daily-day-box"></div>`;
    const sel = box.querySelector(".daily-day");
    for (const d of days) { const o = document.createElement("option"); o.value = d; o.textContent = formatDay(d); sel.append(o); }
    sel.value = this.pastDay && days.includes(this.pastDay) ? this.pastDay : days[0];
    sel.addEventListener("change", () => { this.pastDay = sel.value; this.showDay(box.querySelector(".daily-day-box"), sel.value); });
    this.showDay(box.querySelector(".daily-day-box"), sel.value);
  },

  async showDay(box, day) {
    const d = await getJSON(`/api/daily/day?day=${day}&lang=${currentLang}`);
    box.innerHTML = `<p class="daily-hash"><span>${esc(t("daily.hash_then"))}</span> <code data-hash="published">${esc(d.hash)}</code></p>` +
      (d.seed ? `<p class="daily-hash"><span>${esc(t("daily.seed"))}</span> <code data-seed>${esc(d.seed)}</code></p>` : "") +
      `<div class="daily-check"></div><div class="daily-past-families"></div><div class="daily-replays"></div>`;
    if (d.seed) {
      const check = button(t("daily.check"), async () => {
        const ok = (await sha256Hex(d.seed)) === d.hash;
        const out = para(t(ok ? "daily.check_ok" : "daily.check_bad"), ok ? "check-ok" : "check-bad");
        out.dataset.check = ok ? "ok" : "bad";
        box.querySelector(".daily-check").replaceChildren(check, out);
      });
      check.dataset.act = "daily-check";
      box.querySelector(".daily-check").append(check);
    }
    const fams = box.querySelector(".daily-past-families");
    for (const f of this.status.families) {
      const sec = document.createElement("section"); sec.className = "daily-family"; sec.dataset.variant = f.variant;
      const h = document.createElement("h4"); h.textContent = f.name; sec.append(h);
      const board = document.createElement("div"); board.className = "daily-board"; sec.append(board);
      this.fillBoard(board, day, f.variant, t("daily.board_day", { day: formatDay(day) })).catch((e) => toast(e.message));
      if (d.closed) {
        const b = button(t("daily.replays"), () => this.showReplays(box.querySelector(".daily-replays"), day, f).catch((e) => toast(e.message)));
        b.dataset.act = "daily-replays"; sec.append(b);
      }
      fams.append(sec);
    }
  },

  async showReplays(box, day, f) {
    const data = await getJSON(`/api/daily/replays?day=${day}&variant=${encodeURIComponent(f.variant)}&key=${encodeURIComponent(this.key())}&lang=${currentLang}`);
    box.innerHTML = "";
    const grid = document.createElement("div"); grid.className = "daily-side";
    const mine = document.createElement("section"); mine.className = "daily-attempt"; mine.dataset.who = "mine";
    const best = document.createElement("section"); best.className = "daily-attempt"; best.dataset.who = "best";
    mine.append(Object.assign(document.createElement("h4"), { textContent: t("daily.mine") }));
    best.append(Object.assign(document.createElement("h4"), { textContent: data.best
      ? t("daily.best", { name: data.best.name, score: this.signed(data.best.score) }) : t("daily.board_empty") }));
    if (data.mine && data.mine.deals.length) this.attempt(mine, data.mine, f); else mine.append(para(t("daily.no_attempt"), "muted"));
    if (data.best) this.attempt(best, data.best, f);
    grid.append(mine, best); box.append(grid);
    box.scrollIntoView({ behavior: "smooth", block: "start" });
  },

  // One attempt's deals: each deal's replay, stepped through, and the hand review of the seat played.
  attempt(box, att, f) {
    for (const deal of att.deals) {
      const sec = document.createElement("div"); sec.className = "daily-deal";
      sec.append(para(`${t("daily.deal", { i: deal.deal + 1 })}: ${t("daily.result", { points: deal.points ?? "—", ai: deal.ai ?? "—" })}`));
      const hands = deal.replay.hands.filter((h) => h.frames.length);
      const h = hands[hands.length - 1];
      if (!h) { box.append(sec); continue; }
      const who = seatNames(deal.replay.direction, deal.replay.scoring_unit).map((k) => t(k));
      const view = document.createElement("div"); view.className = "daily-frame";
      let step = 0;
      const draw = () => {
        const fr = h.frames[step];
        view.innerHTML = "";
        const nav = document.createElement("div"); nav.className = "replay-nav";
        nav.append(button("‹", () => { if (step > 0) { step--; draw(); } }), button("›", () => { if (step < h.frames.length - 1) { step++; draw(); } }));
        const where = document.createElement("span");
        where.textContent = step === 0 ? t("replay.deal") : t("replay.step", { i: step, n: h.frames.length - 1 });
        nav.append(where); view.append(nav);
        if (fr.action) view.append(para(actionEvent(fr.action, f.display, who[fr.seat], fr.seat === 0), "replay-action"));
        fr.hands.forEach((cards, s) => {
          const row = document.createElement("div"); row.className = "replay-row" + (fr.seat === s ? " acting" : "");
          const n = document.createElement("span"); n.className = "who"; n.textContent = who[s]; row.append(n);
          for (const c of cards.split(" ").filter(Boolean)) row.append(cardEl(c, { cls: "mini" }));
          view.append(row);
        });
      };
      draw();
      sec.append(view);
      const review = deal.reviews && deal.reviews[deal.reviews.length - 1];
      if (review) { const r = document.createElement("div"); r.className = "review"; fillReview(r, review); sec.append(r); }
      box.append(sec);
    }
  },
};

// The Daily screen opens from the Play tab's lobby (the tab bar stays one row on a phone in every language).
document.getElementById("btn-daily").addEventListener("click", () => showTab("daily"));
for (const id of ["btn-games", "btn-new-game-2"]) {
  document.getElementById(id).addEventListener("click", () => { if (Daily.owns(Table)) Daily.forget(); });
}

// SHA-256 of a text, as 64 hex digits: the browser's own (crypto.subtle) where the page may use it, else this
// file's (a page served over plain http to another machine has no crypto.subtle).
async function sha256Hex(text) {
  const bytes = new TextEncoder().encode(text);
  if (window.crypto && crypto.subtle) {
    const buf = await crypto.subtle.digest("SHA-256", bytes);
    return [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("");
  }
  return sha256Plain(bytes);
}

function sha256Plain(bytes) {
  const K = [0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1,
    0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d,
    0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc,
    0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
    0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3,
    0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb,
    0xbef9a3f7, 0xc67178f2];
  const H = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
  const len = bytes.length, padded = new Uint8Array(((len + 9 + 63) >> 6) << 6);
  padded.set(bytes); padded[len] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(len / 0x20000000)); view.setUint32(padded.length - 4, (len << 3) >>> 0);
  const w = new Uint32Array(64), rot = (x, n) => (x >>> n) | (x << (32 - n));
  for (let off = 0; off < padded.length; off += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(off + i * 4);
    for (let i = 16; i < 64; i++) {
      const s0 = rot(w[i - 15], 7) ^ rot(w[i - 15], 18) ^ (w[i - 15] >>> 3);
      const s1 = rot(w[i - 2], 17) ^ rot(w[i - 2], 19) ^ (w[i - 2] >>> 10);
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, h] = H;
    for (let i = 0; i < 64; i++) {
      const t1 = (h + (rot(e, 6) ^ rot(e, 11) ^ rot(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) >>> 0;
      const t2 = ((rot(a, 2) ^ rot(a, 13) ^ rot(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      h = g; g = f; f = e; e = (d + t1) >>> 0; d = c; c = b; b = a; a = (t1 + t2) >>> 0;
    }
    [a, b, c, d, e, f, g, h].forEach((x, i) => { H[i] = (H[i] + x) >>> 0; });
  }
  return H.map((x) => x.toString(16).padStart(8, "0")).join("");
}
