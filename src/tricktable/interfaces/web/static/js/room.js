// Rooms of friends: make a room or open one by its link (/join/CODE), take a seat, the host's controls, the
// table shared by everyone in the room (each from their own seat; a spectator sees the public table), who is
// away and for how long, quick phrases and chat. One socket per person: /ws/room/CODE?secret=… (net.js Conn).
// A seat's secret stays in this browser (localStorage "tricktable.rooms"): a reload or a new tab returns to the
// seat (roomconn.js: that memory and the room's socket). Everything a person typed (names, chat) is shown as text,
// never as HTML.
import { cardEl } from "./cards.js";
import { renderControls } from "./controls.js";
import { closeDialog, confirmDialog } from "./dialogs.js";
import { button, el } from "./dom.js";
import { t } from "./i18n.js";
import { getJSON } from "./net.js";
import { ReplayReview } from "./replay_review.js";
import { RoomConn, Rooms } from "./roomconn.js";
import { RoomPanel } from "./roompanel.js";
import { cleanCode, formatCode, timeText } from "./roomwords.js";
import { chip } from "./seats.js";
import { state } from "./state.js";
import { endGame, showSummary } from "./summary.js";
import { Table } from "./table.js";
import { showTab } from "./tabs.js";
import { toast } from "./toast.js";

// The room is the host of its table (table.js ``Table.host``): it names the seats, draws their faces and badges,
// and gives the summary its way on; the next hand is dealt for everyone (``shared``).
export const Room = {
  conn: null, code: null, at: 0, shared: true, shareBase: null, log: [], notice: null, waiting: null, objectedKey: null,

  // The room's snapshot: the state model's (state.js).
  get state() { return state.room; },
  set state(snapshot) { state.room = snapshot; },

  active() { return !!this.conn && !!this.code; },
  me() { return this.state && this.state.you; },
  isHost() { return !!(this.me() && this.me().host); },
  spectator() { return !this.me() || this.me().seat === null || this.me().seat === undefined; },
  seatInfo(seat) { return this.state ? this.state.seats[seat] : null; },
  // The name shown at a seat: a member's name ("You" for your own seat), else null (the table's own words).
  nameOf(seat) {
    const s = this.seatInfo(seat);
    if (!s) return null;
    if (this.me() && this.me().seat === seat) return t("seat.you");
    if (s.name) return s.name;
    return this.spectator() ? t("room.seat_n", { n: seat + 1 }) : null;
  },
  // What a seat's face is drawn from: its member (as on the room's page), else the AI of that seat.
  avatarSeed(seat) {
    const s = this.seatInfo(seat);
    if (s && s.face) return s.face;  // the face the member's profile chose (the same on everyone's page)
    return s && s.member ? `${this.code}:${s.member}` : `${this.code}:seat${seat}`;
  },
  left(seconds) { return Math.max(0, Math.ceil(seconds - (performance.now() - this.at) / 1000)); },

  // ------------------------------------------------------------ opening and leaving
  async open(code) {
    code = cleanCode(code);
    this.close();
    this.code = code; this.state = null; this.log = []; this.notice = null; this.waiting = null;
    if (location.pathname !== `/join/${code}`) history.replaceState(null, "", `/join/${code}`);
    const mine = Rooms.get(code);
    if (this.shareBase === null) {
      try { this.shareBase = (await getJSON("/api/server")).share_url || ""; } catch (e) { this.shareBase = ""; }
    }
    Table.stop();
    this.conn = new RoomConn(code, mine && mine.secret, {
      update: (m) => this.onUpdate(m), status: (s, m) => this.onStatus(s, m), room: (m) => this.onRoom(m),
    });
    showTab("play");
    this.show();
  },

  close() {
    if (this.conn) this.conn.close();
    this.conn = null; this.code = null; this.state = null;
    clearInterval(this.timer); this.timer = null;
    document.getElementById("room").classList.add("hidden");
    document.getElementById("room-bar").classList.add("hidden");
    document.getElementById("table").classList.remove("in-room", "spectating");
  },

  leaveToLobby(noticeKey) {
    const code = this.code;
    this.close();
    Table.stop();
    if (location.pathname.startsWith("/join/")) history.replaceState(null, "", "/");
    Table.toLobby();
    if (noticeKey) toast(t(noticeKey, { code: formatCode(code) }));
  },

  async leave() {
    const ok = await confirmDialog(t("room.leave_title"), t("room.leave_text"), t("room.leave"));
    if (!ok) return;
    if (this.me()) await this.conn.request({ type: "leave" });
    Rooms.forget(this.code);
    this.leaveToLobby();
  },

  // ------------------------------------------------------------ what the server says
  onStatus(status, msg) {
    if (status === "error" && msg) {
      if (["unknown", "secret-unknown", "slow-down"].includes(msg.code)) {
        if (msg.code === "secret-unknown") { Rooms.forget(this.code); this.conn.secret = null; this.conn.closed = false; this.conn.open(); toast(msg.message); return; }
        const code = this.code;
        this.close(); Table.stop();
        Table.toLobby();
        toast(msg.message);
        if (msg.code === "unknown") Rooms.forget(code);
        return;
      }
      toast(msg.message);
    } else if (status === "reconnecting" || status === "connecting") {
      this.setNotice(t("status." + status));
    } else if (status === "open") {
      this.setNotice(null);
    }
  },

  onRoom(msg) {
    if (msg.type === "room") {
      const before = this.state;
      this.state = msg.room; this.at = performance.now();
      if (this.waiting && msg.room.game_id && (!before || msg.room.game_id !== before.game_id)) this.stopWaiting();
      if (this.me()) Rooms.keep(this.code, { member: this.me().id, name: this.me().name });
      this.show(before);
    } else if (msg.type === "waiting") {  // the server's AI players are all busy: the start waits its turn
      this.waiting = msg.request || "start";
      this.setNotice(null, null, null, "room.waiting_ai");
    } else if (msg.type === "unwait") {
      this.stopWaiting();
    } else if (msg.type === "joined") {
      Rooms.keep(this.code, { secret: msg.secret, member: msg.member });
      this.conn.secret = msg.secret;
    } else if (msg.type === "said") {
      this.log.push(msg);
      if (this.log.length > 40) this.log.shift();
      this.renderChat();
      const text = msg.phrase ? t("phrase." + msg.phrase) : msg.text;
      const shown = [...document.querySelectorAll(".room-chat .chat-log")].some((l) => l.offsetParent !== null);
      if (!shown && !(this.me() && msg.member === this.me().id)) toast(`${msg.name}: ${text}`);  // else the log says it
    } else if (msg.type === "claim_ended") {  // an objection (or the claimant playing on) cancelled a claim
      const mine = this.me() && this.me().seat === msg.seat;
      if (mine && Table.sending) { Table.setSending(null); renderControls(Table); }
      if (msg.outcome === "objected") toast(msg.by === (this.me() && this.me().name) ? t("room.claim_objected_you") : t("room.claim_objected", { by: msg.by }));
      else if (!mine) toast(t("room.claim_withdrawn", { name: msg.name }));
    } else if (msg.type === "replaced") {
      this.conn.closed = true;
      this.setNotice(t("room.replaced"), t("room.use_here"), () => this.open(this.code));
    } else if (msg.type === "removed") {
      Rooms.forget(this.code); this.leaveToLobby("room.removed");
    } else if (msg.type === "closed") {
      Rooms.forget(this.code); this.leaveToLobby("room.closed");
    }
  },

  // The room's table: the socket carries it; a new match (a rematch) starts a new table.
  onUpdate(msg) {
    const gid = msg.state && msg.state.game_id;
    if (gid && this.conn.secret && this.me()) ReplayReview.remember(gid, this.conn.secret);  // for its reviews
    if (gid && Table.gameId !== gid) {
      this.stopWaiting();
      Table.start(gid, null, this.conn, this);
      if (this.state && this.state.phase !== "lobby") this.show();  // (the room says "playing" next)
    }
    Table.onUpdate(msg);
  },

  // ------------------------------------------------------------ drawing
  show() {
    const st = this.state;
    const panel = document.getElementById("room"), bar = document.getElementById("room-bar");
    document.getElementById("lobby").classList.add("hidden");
    if (!this.timer) this.timer = setInterval(() => this.tick(), 500);
    if (!st) { panel.classList.remove("hidden"); panel.innerHTML = ""; panel.append(el("p", "muted", t("status.connecting"))); return; }
    if (st.phase === "lobby" || !st.game_id) {
      if (Table.conn) Table.stop();
      document.getElementById("table").classList.add("hidden");
      bar.classList.add("hidden");
      panel.classList.remove("hidden");
      this.renderPanel();
    } else {
      panel.classList.add("hidden");
      document.getElementById("table").classList.remove("hidden");
      document.getElementById("table").classList.add("in-room");
      document.getElementById("table").classList.toggle("spectating", this.spectator());
      bar.classList.remove("hidden");
      this.renderBar();
      if (Table.state) Table.render(Table.state);
      if (Table.state && Table.state.between_hands && !Table.summaryClosed) showSummary(Table);
    }
    this.renderChat();
  },

  // A line over the room (the panel and the bar): ``key`` a page message, so it follows a change of language.
  setNotice(text, action, onAction, key) {
    this.notice = text || key ? { text, action, onAction, key } : null;
    for (const box of document.querySelectorAll(".room-notice")) this.fillNotice(box);
  },
  fillNotice(box) {
    box.innerHTML = "";
    box.classList.toggle("hidden", !this.notice);
    if (!this.notice) return;
    box.append(el("span", "", this.notice.key ? t(this.notice.key) : this.notice.text));
    if (this.notice.action) box.append(button(this.notice.action, this.notice.onAction, "primary small"));
  },

  stopWaiting() {
    if (!this.waiting) return;
    this.waiting = null;
    if (this.notice && this.notice.key === "room.waiting_ai") this.setNotice(null);
  },

  inviteLink() {
    const loopback = ["127.0.0.1", "localhost", "[::1]", "::1"].includes(location.hostname);
    const base = loopback && this.shareBase ? this.shareBase.replace(/\/$/, "") : location.origin;
    return `${base}/join/${this.code}`;
  },

  renderBar() {
    const st = this.state, bar = document.getElementById("room-bar");
    bar.innerHTML = "";
    const code = el("span", "room-code small", formatCode(this.code));
    code.title = this.inviteLink();
    bar.append(code);
    const invite = button(t("room.invite"), async () => {
      try { await navigator.clipboard.writeText(this.inviteLink()); toast(t("room.copied")); }
      catch (e) { toast(this.inviteLink()); }
    }, "small");
    invite.dataset.act = "copy-link";
    bar.append(invite);
    const people = el("span", "room-people-bar");
    for (const s of st.seats.filter((x) => x.kind === "member")) {
      const chipEl = el("span", `person ${s.online ? "on" : "off"}${s.away ? " away" : ""}`);
      chipEl.dataset.seat = s.seat;
      const who = el("b", "", s.name); who.title = s.name;  // in full: a long name ends in an ellipsis (room.css)
      chipEl.append(who);
      if (s.away) { const ai = el("span", "", t("room.ai_for", { name: s.name })); ai.title = ai.textContent; chipEl.append(" ", ai); }
      else if (!s.online && s.grace_left !== null) {
        const c = el("span", "countdown"); c.dataset.left = s.grace_left; c.dataset.key = "room.back_in";
        c.textContent = t("room.back_in", { time: timeText(this.left(s.grace_left)) });
        chipEl.append(" ", c);
      }
      people.append(chipEl);
    }
    bar.append(people);
    if (st.turn) {
      const c = el("span", "countdown turn-timer"); c.dataset.left = st.turn.left; c.dataset.key = "room.turn_left";
      c.dataset.name = this.nameOf(st.turn.seat) || "";
      c.textContent = t("room.turn_left", { name: c.dataset.name, time: timeText(this.left(st.turn.left)) });
      bar.append(c);
    }
    if (this.spectator()) {
      bar.append(el("span", "chip watching", t("room.watching")));
      if (!this.me()) bar.append(this.joinForm(true));
      else {  // a member watching: a seat the AI plays can be taken over
        for (const s of st.seats.filter((x) => x.kind === "ai")) {
          const b = button(t("room.take_seat", { n: s.seat + 1 }), () => this.request({ type: "sit", seat: s.seat }), "small");
          b.dataset.act = "take-seat";
          bar.append(b);
        }
      }
    }
    const chat = button(t("room.talk"), () => this.toggleChat(), "small");
    chat.dataset.act = "talk";
    bar.append(chat);
    const leave = button(t("room.leave"), () => this.leave(), "small");
    leave.dataset.act = "leave";
    bar.append(leave);
    const notice = el("div", "room-notice hidden"); this.fillNotice(notice); bar.append(notice);
    if (st.claim) bar.append(this.claimBox(st.claim));
    document.getElementById("table").classList.toggle("claim-waiting", !!st.claim);  // no second "Claim" meanwhile
    const objected = JSON.stringify(st.objected || null);
    if (objected !== this.objectedKey) {  // the others objected: no "Claim" again at this lead (controls.js)
      this.objectedKey = objected;
      if (Table.state && Table.state.view) renderControls(Table);
    }
  },

  // True when the others objected to this seat's claim at the table's position now (rooms.py ``objected``): the
  // server refuses the claim there again, so the page does not offer it.
  claimObjected(st) {
    const o = this.active() && this.state && this.state.objected;
    return !!o && st.hand_seq === o[0] && st.step === o[1] && st.seat === o[2];
  },

  // A claim waiting for objections (room_claims.py): the claimant's cards, the time left, and for the other
  // players an "Object" button.
  claimBox(claim) {
    const me = this.me(), mine = !!me && me.seat === claim.seat;
    const box = el("div", "room-claim");
    box.setAttribute("role", "alert");
    box.append(el("p", "", mine ? t("room.claim_waiting_you") : t("room.claim_waiting", { name: claim.name })));
    const row = el("div", "cards-row");
    for (const c of claim.cards.split(" ").filter(Boolean)) row.append(cardEl(c, { cls: "mini" }));
    box.append(row);
    const foot = el("div", "claim-foot");
    const c = el("span", "countdown"); c.dataset.left = claim.left; c.dataset.key = "room.claim_left";
    c.textContent = t("room.claim_left", { time: timeText(this.left(claim.left)) });
    foot.append(c);
    if (me && !mine && !this.spectator()) {
      const b = button(t("room.object"), () => this.request({ type: "object" }), "primary small");
      b.dataset.act = "object";
      const agreed = (claim.agreed || []).includes(me.id);
      const ok = button(agreed ? t("room.claim_agreed") : t("room.claim_agree"), () => this.request({ type: "agree" }), "small");
      ok.dataset.act = "agree";
      ok.disabled = agreed;
      foot.append(b, ok);
    }
    box.append(foot);
    return box;
  },

  tick() {
    for (const c of document.querySelectorAll(".countdown[data-left]")) {
      c.textContent = t(c.dataset.key, { time: timeText(this.left(Number(c.dataset.left))), name: c.dataset.name || "" });
    }
  },

  // A seat's badges in a room: when its member is gone, the time left to come back, then "the AI plays".
  markSeat(seat, badges) {
    const s = this.seatInfo(seat);
    if (!s || s.kind !== "member") return;
    if (s.away) badges.append(chip(t("room.away"), "away", t("room.ai_for", { name: s.name })));
    else if (!s.online && s.grace_left !== null) {
      const c = el("span", "chip countdown"); c.dataset.left = s.grace_left; c.dataset.key = "room.back_in";
      c.textContent = t("room.back_in", { time: timeText(this.left(s.grace_left)) });
      badges.append(c);
    }
  },

  // ------------------------------------------------------------ between hands and after the match
  summaryButtons(row, table) {
    const st = table.state, room = this.state;
    if (!st.match_over) {
      if (!this.spectator()) {
        const mine = room.seats[this.me().seat];
        const ready = button(mine && mine.ready ? t("room.ready_done") : t("room.ready"), () => {
          this.request({ type: "ready" }); closeDialog("summary"); table.dialogDismissed("summary");
        }, "primary");
        ready.dataset.act = "ready";
        ready.disabled = !!(mine && mine.ready);
        row.append(ready);
      }
      const waiting = room.seats.filter((s) => s.kind === "member" && s.online && !s.away && !s.ready).map((s) => s.name);
      if (waiting.length) row.append(el("span", "muted waiting-for", t("room.waiting_for", { names: waiting.join(", ") })));
      if (this.isHost()) {
        const go = button(t("room.deal_now"), () => { this.request({ type: "next_hand" }); closeDialog("summary"); table.summaryClosed = true; });
        go.dataset.act = "deal-now";
        row.append(go);
        const end = button(t(st.open_ended ? "btn.finish_match" : "btn.end_game"), () => endGame(table));
        end.dataset.act = "end";
        row.append(end);
      }
    } else if (this.isHost()) {
      const again = button(t("room.rematch"), () => { closeDialog(); this.request({ type: "rematch", swap: false }); }, "primary");
      again.dataset.act = "rematch";
      row.append(again);
      if (room.team_game) {
        const swap = button(t("room.rematch_swap"), () => { closeDialog(); this.request({ type: "rematch", swap: true }); });
        swap.dataset.act = "rematch-swap";
        row.append(swap);
      }
      const lobby = button(t("room.back_to_room"), () => { closeDialog(); this.request({ type: "lobby" }); });
      lobby.dataset.act = "back-to-room";
      row.append(lobby);
    } else {
      row.append(el("span", "muted", t("room.waiting_host")));
    }
  },

};
Object.assign(Room, RoomPanel);
