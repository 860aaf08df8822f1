// The websocket to the server for one seat: reconnects by itself, matches replies to requests by id. A room's
// socket (room.js) is one too, with its own address and the close codes after which it does not reconnect.
import { currentLang, t } from "./i18n.js";

export // Every socket not closed by the page (a table's, a room's: one when the room's socket carries its table): the
// page's language and its waking reach each of them.
const liveSockets = new Set();

export class Conn {
  constructor(gameId, token, onUpdate, onStatus, opts) {
    this.gameId = gameId; this.token = token; this.onUpdate = onUpdate; this.onStatus = onStatus;
    this.nextId = 1; this.pending = new Map(); this.closed = false; this.retry = 0;
    liveSockets.add(this);
    if (!(opts && opts.defer)) this.open();
  }
  url() {
    return `/ws/${encodeURIComponent(this.gameId)}?token=${encodeURIComponent(this.token)}&lang=${encodeURIComponent(currentLang)}`;
  }
  final(code) { return code === 4403; }
  open() {
    clearTimeout(this.timer); this.timer = null;
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    this.ws = new WebSocket(`${proto}//${location.host}${this.url()}`);
    this.onStatus("connecting");
    this.ws.onopen = () => { this.retry = 0; this.onStatus("open"); };
    this.ws.onmessage = (e) => this.receive(JSON.parse(e.data));
    this.ws.onclose = (e) => this.dropped(e);
  }
  // The socket closed (or was given up for dead): pending requests are answered, and it reconnects after a pause
  // that grows with each try, unless the close code says not to.
  dropped(e) {
    for (const p of this.pending.values()) p({ type: "error", code: "closed", message: t("status.reconnecting") });
    this.pending.clear();
    if (this.closed) return;
    if (this.final(e.code)) { this.onStatus("denied", e); return; }
    if (e.code === 4410) { this.closed = true; this.onStatus("broken", e); return; }  // the record cannot be replayed
    const busy = e.code === 4503;  // the server is full: wait longer between tries
    this.onStatus(busy ? "busy" : "reconnecting");
    this.retry = Math.min(this.retry + 1, 6);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => { if (!this.closed) this.open(); }, (busy ? 2000 : 300) * this.retry);
  }
  // The page is back (a phone woke, the network returned): a socket already lost reconnects now, not after its
  // pause; one that still looks open must answer within ``patience`` ms, else it is given up and replaced (a phone's
  // sleep can leave a socket that no longer carries anything and is never closed).
  wake(patience = 4000) {
    if (this.closed || !this.ws) return;
    const ws = this.ws;
    if (ws.readyState === WebSocket.CLOSING || ws.readyState === WebSocket.CLOSED) {
      if (this.timer) { this.retry = 0; this.open(); }
      return;
    }
    if (ws.readyState !== WebSocket.OPEN) return;
    const dead = setTimeout(() => {
      if (this.ws !== ws || this.closed) return;
      ws.onclose = null; ws.onmessage = null;
      try { ws.close(); } catch (e) { /* already gone */ }
      this.retry = 0;
      this.dropped({ code: 1006 });
    }, patience);
    this.request({ type: "lang", lang: currentLang }).then(() => clearTimeout(dead));
  }
  receive(msg) {
    if (msg.id !== undefined && this.pending.has(msg.id) && msg.type !== "update") {
      const resolve = this.pending.get(msg.id); this.pending.delete(msg.id); resolve(msg);
    } else if (msg.type === "update") {
      this.onUpdate(msg);
    } else if (msg.type === "error") {
      this.onStatus("error", msg);
    } else if (msg.type === "review" && this.onReview) {
      this.onReview(msg.review);
    }
  }
  request(msg) {
    return new Promise((resolve) => {
      if (!this.ws || this.ws.readyState !== WebSocket.OPEN) {
        resolve({ type: "error", code: "closed", message: t("status.reconnecting") }); return;
      }
      const id = this.nextId++;
      this.pending.set(id, resolve);
      this.ws.send(JSON.stringify({ ...msg, id }));
    });
  }
  send(msg) { if (this.ws && this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(msg)); }
  close() { this.closed = true; liveSockets.delete(this); clearTimeout(this.timer); if (this.ws) this.ws.close(); }
}

// A JSON answer of the server; its ``detail`` (or the status) as the error when it refuses.
export async function getJSON(url) {
  const r = await fetch(url);
  if (!r.ok) throw new Error((await r.json().catch(() => ({}))).detail || r.statusText);
  return r.json();
}

export async function postJSON(url, body) {
  const r = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  if (!r.ok) throw new Error((await r.json().catch(() => ({}))).detail || r.statusText);
  return r.json();
}

// The server writes each seat's messages (errors, the commentary) in the page's language too: every open socket is
// told the language the page now shows.
export function tellLanguage(lang) { for (const c of liveSockets) c.send({ type: "lang", lang }); }

// The page is back (a phone woke, the network returned): every open socket checks that it still carries.
export function wakeSockets() { for (const c of liveSockets) c.wake(); }
