// How this browser reaches its rooms: the seats it holds (localStorage "tricktable.rooms", so a reload or a new tab
// returns to the seat) and a room's socket, /ws/room/CODE?secret=… (a net.js Conn that also carries the room's own
// messages). The room itself is drawn by room.js.
import { currentLang } from "./i18n.js";
import { Conn } from "./net.js";

// This browser's seats: code → {secret, member, name}.
export const Rooms = {
  KEY: "tricktable.rooms",
  all() { try { const o = JSON.parse(localStorage.getItem(this.KEY) || "{}"); return o && typeof o === "object" ? o : {}; } catch (e) { return {}; } },
  get(code) { return this.all()[code] || null; },
  keep(code, entry) { const all = this.all(); all[code] = { ...(all[code] || {}), ...entry }; localStorage.setItem(this.KEY, JSON.stringify(all)); },
  forget(code) { const all = this.all(); delete all[code]; localStorage.setItem(this.KEY, JSON.stringify(all)); },
};

export class RoomConn extends Conn {
  constructor(code, secret, handlers) {
    super(null, null, (m) => handlers.update(m), (s, m) => handlers.status(s, m), { defer: true });
    this.code = code; this.secret = secret; this.handlers = handlers;
    this.open();
  }
  url() {
    const q = new URLSearchParams({ lang: currentLang });
    if (this.secret) q.set("secret", this.secret);
    return `/ws/room/${encodeURIComponent(this.code)}?${q}`;
  }
  final(code) { return [4403, 4404, 4409, 4410, 4429].includes(code); }
  receive(msg) {
    if (msg.type === "waiting") { this.handlers.room(msg); return; }  // a start or rematch waits for a free AI
    if (msg.type === "error") this.handlers.room({ type: "unwait" });
    if (["room", "said", "joined", "replaced", "removed", "closed", "claim_ended"].includes(msg.type)) {
      if (msg.id !== undefined && this.pending.has(msg.id) && msg.type !== "room") {
        const resolve = this.pending.get(msg.id); this.pending.delete(msg.id); resolve(msg);
      }
      this.handlers.room(msg);
      return;
    }
    super.receive(msg);
  }
}
