// The games this browser started: it keeps the id and seat token of each (the server lists a game only to someone
// holding its token) and which one is open, in localStorage; what the table last showed of each is kept too, for
// the list when the server cannot be asked.
import { handShown } from "./score.js";

export const Games = {
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
