// Games in progress: this browser keeps the id and seat token of every game it started (the server lists a game
// only to someone holding its token), lists the unfinished ones with variant, score and last move, and resumes any.
// New game asks first when a match is under way; End game asks first and records an undecided match as abandoned.
"use strict";
const Games = {
  KEY: "tricktable.games", CURRENT: "tricktable.game", MAX: 60,

  all() {
    try { const list = JSON.parse(localStorage.getItem(this.KEY) || "[]"); return Array.isArray(list) ? list : []; }
    catch (e) { return []; }
  },
  save(list) { localStorage.setItem(this.KEY, JSON.stringify(list.slice(0, this.MAX))); },
  find(id) { return this.all().find((g) => g.id === id) || null; },
  remember(entry) {
    const list = this.all().filter((g) => g.id !== entry.id);
    list.unshift({ created: Date.now(), ...entry });
    this.save(list);
  },
  forget(id) {
    this.save(this.all().filter((g) => g.id !== id));
    const cur = this.current();
    if (cur && cur.id === id) localStorage.removeItem(this.CURRENT);
  },
  current() {
    try { const c = JSON.parse(localStorage.getItem(this.CURRENT) || "null"); return c && c.id && c.token ? c : null; }
    catch (e) { return null; }
  },
  setCurrent(id, token) {
    localStorage.setItem(this.CURRENT, JSON.stringify({ id, token }));
    if (!this.find(id)) this.remember({ id, token });
  },
  leave() { localStorage.removeItem(this.CURRENT); },
  // Keep what the table last showed, for the list when the server cannot be asked.
  touch(st) {
    const list = this.all(), g = list.find((x) => x.id === st.game_id);
    if (!g) return;
    Object.assign(g, { variant: st.variant, scores: st.scores, hand: handShown(st), seen: Date.now(),
      status: st.status || (st.match_over ? "finished" : "active") });
    this.save(list);
  },
  // The server's summary of each game this browser holds a token for (unknown ids are dropped from the list).
  async summaries() {
    const mine = this.all().map((g) => ({ id: g.id, token: g.token }));
    if (!mine.length) return [];
    const r = await fetch("/api/games/mine", { method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ games: mine }) });
    if (!r.ok) throw new Error((await r.json().catch(() => ({}))).detail || r.statusText);
    const body = await r.json();
    const known = new Set(body.games.map((g) => g.id));
    this.save(this.all().filter((g) => known.has(g.id)));
    return body.games;
  },
};

async function newGame(opts) {
  const st = Table.state;
  if (Table.open() && st && !st.match_over) {
    const ok = await confirmDialog(t("confirm.new_title"), t("confirm.new_text"), t("btn.start_new"));
    if (!ok) { if (st.between_hands && !Table.summaryClosed) showSummary(Table); return null; }
  }
  return startGame(opts);
}

async function startGame(opts) {
  const d = Settings.data, o = opts || {};
  const variant = o.variant || d.variant;
  const options = o.options || d.options[variant] || {};
  const body = { variant, options, ai: o.ai || d.ai, lang: currentLang };
  if (o.seed !== undefined && o.seed !== null) body.seed = o.seed;
  const r = await fetch("/api/games", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const reply = await r.json();
  if (!r.ok) { toast(t("err.generic", { m: reply.detail })); return null; }
  const token = reply.tokens["0"];
  Games.remember({ id: reply.id, token, variant, options });
  Games.setCurrent(reply.id, token);
  showTab("play");
  Table.start(reply.id, token);
  return reply.id;
}

function resumeGame(id) {
  const g = Games.find(id);
  if (!g) return;
  Games.setCurrent(g.id, g.token);
  showTab("play");
  Table.start(g.id, g.token);
}

async function endGame(table) {
  const st = table.state, open = !!st.open_ended;
  const ok = await confirmDialog(t(open ? "confirm.finish_title" : "confirm.end_title"),
    t(open ? "confirm.finish_text" : "confirm.end_text"), t(open ? "btn.finish_match" : "btn.end_game"));
  if (!ok) { showSummary(table); return; }
  table.summaryClosed = false;
  table.conn.send({ type: "end" });
}

// The Play tab without a table: what the chosen game is, New game, and the games in progress.
function showLobby() {
  Table.stop();
  Games.leave();
  closeDialog();
  document.getElementById("table").classList.add("hidden");
  document.getElementById("lobby").classList.remove("hidden");
  renderLobby();
}

function renderLobby() {
  const v = catalog.variants.find((x) => x.key === Settings.data.variant);
  const sel = document.getElementById("lobby-variant");
  fillVariantSelect(sel, catalog, true);
  sel.value = Settings.data.variant;
  document.getElementById("welcome-text").textContent = v ? t(v.display.welcome) : "";
  document.getElementById("welcome-variant").textContent = v ? v.description : "";
  renderInProgress().catch(() => renderInProgress(true));
  renderFriendsBox();
}

function lastMoveText(g) {
  if (!g.last) return "—";
  const names = seatNames(g.direction, g.scoring_unit);
  const key = names[(g.last.seat + 4) % 4];
  return actionEvent(g.last.action, g.display, t(key), key === "seat.you");
}

function scoreText(g) {
  const s = g.scores || [];
  if (g.scoring_unit === "team") return `${t("label.we")} ${s[0] ?? 0} · ${t("label.they")} ${s[1] ?? 0}`;
  return s.map((x, i) => `${t(seatNames(g.direction, g.scoring_unit)[i])} ${x}`).join(" · ");
}

async function renderInProgress(offline) {
  const box = document.getElementById("games-in-progress");
  const games = offline ? Games.all().filter((g) => (g.status || "active") === "active").map((g) => ({ ...g, offline: true }))
    : (await Games.summaries()).filter((g) => g.status === "active");
  if (!games.length) { box.innerHTML = `<p class="muted">${t("games.none")}</p>`; return; }
  const rows = games.map((g) => {
    const when = g.updated ? new Date(g.updated * 1000).toLocaleString(currentLang) : "";
    const hand = g.hand ? `${handWord(g.display || variantDisplay(g.variant))} ${g.hand}` : "";
    return `<tr class="game-row" data-game="${esc(g.id)}"><td><b>${esc(variantName(g.variant))}</b><br><small>${esc(hand)}</small></td>` +
      `<td>${esc(g.offline ? "" : scoreText(g))}</td><td>${esc(g.offline ? "" : lastMoveText(g))}</td><td><small>${esc(when)}</small></td>` +
      `<td><button type="button" class="primary" data-resume="${esc(g.id)}">${t("btn.resume")}</button></td></tr>`;
  }).join("");
  box.innerHTML = `<h2>${t("games.title")}</h2><div class="list-wrap"><table class="list"><tr><th>${t("stats.variant")}</th>` +
    `<th>${t("label.score")}</th><th>${t("games.last_move")}</th><th>${t("history.when")}</th><th></th></tr>${rows}</table></div>`;
  for (const b of box.querySelectorAll("[data-resume]")) b.addEventListener("click", () => resumeGame(b.dataset.resume));
}

// Seat names relative to seat 0 (the person), for a game's direction of play.
function seatNames(direction, unit) {
  const top = unit === "team" ? "seat.partner" : "seat.across";
  return direction === "ccw" ? ["seat.you", "seat.right", top, "seat.left"] : ["seat.you", "seat.left", top, "seat.right"];
}
