// The table: you at the bottom, partner (or the player across) at the top, the others left and right in the
// game's direction of play; your hand, the trick, the controls. Updates are queued and drawn at the table's pace.
import { analyseLegal, quickPick } from "./actions.js";
import { Alerts } from "./alerts.js";
import { Announcer } from "./announce.js";
import { cardEl } from "./cards.js";
import { renderControls } from "./controls.js";
import { closeDialog } from "./dialogs.js";
import { setStatus, sleep } from "./dom.js";
import { t } from "./i18n.js";
import { Games } from "./mygames.js";
import { Conn } from "./net.js";
import { Profile } from "./profile.js";
import { fillReview } from "./replay_review.js";
import { handKeys, renderInfoBar, renderScorePanel } from "./score.js";
import { renderSeat } from "./seats.js";
import { Settings } from "./settings.js";
import { Sound } from "./sound.js";
import { state, variantOf } from "./state.js";
import { showSummary } from "./summary.js";
import { toast } from "./toast.js";
import { Trick } from "./trick.js";

const POSITIONS = { cw: ["bottom", "left", "top", "right"], ccw: ["bottom", "right", "top", "left"] };
const CORNER = 0.3, RING = 5;  // a card's corner index spans 30% of its width; a selected card's ring is 4 px
const FIT_MIN_CARD = 56;  // px: the narrowest a card gets to fit the table in the window (a phone's is 54)
const POS_NAME = { bottom: "seat.you", left: "seat.left", right: "seat.right" };

// What a table is played in (``Table.host``): a game of one's own (games.js), a room (room.js) or the daily challenge
// (daily.js). It answers ``active()`` (it still holds this table) and ``summaryButtons(row, table)`` (the summary's
// way on), and may answer ``nameOf(seat)`` (the name shown at a seat, null: the table's own words),
// ``avatarSeed(seat)`` (the face drawn there), ``markSeat(seat, badges)`` (its own badges), ``claimObjected(st)``
// (a claim not to offer again) and ``shared`` (the next hand is dealt for everyone from the summary, so the controls
// offer no "Next hand"), ``code`` (a room's, for its turn notification). The table imports none of them.
export const Table = {
  conn: null, queue: [], busy: false, sending: null, selected: new Set(), units: null, info: null, gameId: null,
  summaryFor: null, summaryClosed: false, reviews: {}, host: null,
  // the way back to the lobby when the server no longer knows the game (games.js showLobby; main.js sets it)
  toLobby: () => {},

  // The snapshot on the table: the state model's (state.js).
  get state() { return state.table; },
  set state(snapshot) { state.table = snapshot; },

  // The host, while it still holds this table (else null).
  hostNow() { return this.host && this.host.active() ? this.host : null; },

  // A game's own socket (gameId, token), or a room's socket that carries the room's table (``conn``), played in
  // ``host`` (see above).
  start(gameId, token, conn, host) {
    this.host = host || null;
    if (this.conn && this.ownsConn) this.conn.close();
    this.queue = []; this.state = null; this.selected.clear(); this.gameId = gameId; this.setSending(null);
    this.summaryFor = null; this.summaryClosed = false;
    Trick.reset();
    document.getElementById("lobby").classList.add("hidden");
    document.getElementById("table").classList.remove("hidden");
    closeDialog();
    setStatus(t("status.connecting"));
    this.ownsConn = !conn;
    this.conn = conn || new Conn(gameId, token, (m) => this.onUpdate(m), (s, m) => this.onStatus(s, m));
    this.reviews = {};
    this.conn.onReview = (r) => this.onReview(r);
  },

  // A hand review from the server (computed after the hand): kept by hand number, shown in the open summary.
  onReview(review) {
    this.reviews[review.hand_number] = review;
    const box = document.getElementById("summary-review");
    if (box && this.state && Number(box.dataset.hand) === review.hand_number) fillReview(box, review);
  },

  stop() {
    if (this.conn && this.ownsConn) this.conn.close();
    this.conn = null; this.state = null; this.gameId = null; this.queue = [];
  },

  open() { return !!this.conn && !!this.gameId; },

  onStatus(status, msg) {
    if (status === "reconnecting" || status === "connecting" || status === "busy") setStatus(t("status." + status));
    if (status === "denied") { Games.forget(this.gameId); this.stop(); this.toLobby(); }
    if (status === "broken") { Games.forget(this.gameId); this.stop(); this.toLobby(); toast(t("status.broken")); }
    if (status === "error" && msg) toast(msg.message);
  },

  onUpdate(msg) { this.queue.push(msg); if (!this.busy) this.pump(); },

  async pump() {
    this.busy = true;
    try {
      while (this.queue.length) {
        const msg = this.queue.shift();
        await Trick.animate(this, msg);
        this.render(msg.state);
        Announcer.say(msg.events);
        if (this.queue.length && msg.events.length) await sleep(Settings.pace().play);
      }
    } finally { this.busy = false; }
  },

  // The seat at the bottom: your own, or seat 0's chair for a spectator (who has no seat).
  me() { return this.state && typeof this.state.seat === "number" ? this.state.seat : 0; },
  direction() {
    const st = this.state;
    if (st && st.direction) return st.direction;
    const v = st && variantOf(st.variant);
    return (v && v.direction) || "cw";
  },
  pos(seat) { return (POSITIONS[this.direction()] || POSITIONS.cw)[(seat - this.me() + 4) % 4]; },
  seatName(seat) {
    const host = this.hostNow(), named = host && host.nameOf ? host.nameOf(seat) : null;
    if (named) return named;
    const p = this.pos(seat);
    if (p === "top") return t(this.state && this.state.scoring_unit === "team" ? "seat.partner" : "seat.across");
    return t(POS_NAME[p]);
  },

  render(state) {
    const prev = this.state;
    this.state = state;
    if (!prev || stepKey(prev) !== stepKey(state)) { this.selected.clear(); this.units = null; }
    if (this.sending && this.sending !== stepKey(state)) this.setSending(null);
    const note = document.getElementById("toast");
    if (note.dataset.step && note.dataset.step !== stepKey(state)) { note.classList.add("hidden"); note.dataset.step = ""; }
    this.info = analyseLegal(state);
    this.renderSeats();
    if (!Trick.holding) Trick.render(this, state.view ? state.view.trick : []);
    this.renderHand();
    renderControls(this);
    renderInfoBar(this);
    renderScorePanel(this);
    this.renderStatus();
    this.fitTable();
    Games.touch(state);
    Profile.afterGame(prev, state);
    if (state.between_hands) {
      const key = `${state.hand_seq}/${state.match_over}/${state.status || ""}`;
      if (this.summaryFor !== key) { this.summaryFor = key; this.summaryClosed = false; }
      if (!this.summaryClosed) showSummary(this);
    } else if (this.summaryFor !== null) {
      this.summaryFor = null;
      closeDialog("summary");
    }
    if (prev && state.view && state.view.to_act === state.seat && state.legal &&
        !(prev.view && prev.view.to_act === prev.seat && prev.legal)) { Sound.play("turn"); Alerts.turn(this.hostNow()); }
  },

  renderSeats() { for (let seat = 0; seat < 4; seat++) renderSeat(this, seat); },

  // A dialog was closed by Escape or a click beside it (dialogs.js): a closed summary stays closed, and the
  // controls offer it again.
  dialogDismissed(name) {
    if (name === "summary") this.summaryClosed = true;
    if (this.state) renderControls(this);
  },

  renderHand() {
    const box = document.getElementById("hand"), st = this.state;
    // the keyboard stays in the hand: the card at the focused place (after a play, the next card) keeps the focus
    const had = box.contains(document.activeElement) ? Number(document.activeElement.dataset.index) : -1;
    box.innerHTML = "";
    if (!st.view) return;
    box.classList.toggle("many", st.view.hand.length > 14);
    const myTurn = st.view.to_act === st.seat && !!st.legal;
    const fromNest = takenCards(st);
    let index = 0;
    for (const [name, cards] of st.groups) {
      const group = document.createElement("div");
      group.className = "group"; group.dataset.group = name;
      for (const c of cards) {
        const i = index++;
        const legal = myTurn && (this.info.single.has(c) || (this.info.select && this.info.playable.has(c)));
        const choosing = myTurn && (this.info.single.size > 0 || !!this.info.select);
        const cls = legal ? (this.info.select ? "pickable" : "legal") : (choosing ? "dim" : "");
        const el = cardEl(c, { button: true, cls });
        el.dataset.index = i;
        el.setAttribute("role", "option");
        if (fromNest.take(c)) { el.classList.add("from-nest"); el.title = t(st.display.pile.label); }
        if (this.selected.has(i)) el.classList.add("selected");
        el.setAttribute("aria-selected", this.selected.has(i) ? "true" : "false");
        el.setAttribute("aria-disabled", legal ? "false" : "true");
        el.addEventListener("click", () => {
          if (legal) this.clickCard(c, i);
          else if (choosing && this.info.single.size) this.explain(`play ${c}`);  // say why not
        });
        group.append(el);
      }
      box.append(group);
    }
    this.fitHand(box);
    if (had >= 0) {  // on your turn the nearest card you may choose, the next one first
      const all = [...box.querySelectorAll(".card")], open = all.filter((c) => /\b(legal|pickable)\b/.test(c.className));
      const away = (c) => Math.abs(c.dataset.index - had - 0.1);
      const near = (open.length ? open : all).sort((a, b) => away(a) - away(b))[0];
      if (near) near.focus({ preventScroll: true });
    }
  },

  // Overlap the cards just enough for the hand to fit one row (a Tractor hand of 25 at 1100 px under a room's
  // bar), never closer than a card's corner index and the next card's selection ring (its rank and suit stay
  // readable, 33 cards raised and marked while burying the kitty too); past that it wraps.
  fitHand(box) {
    box.classList.remove("fit");
    const cards = box.querySelectorAll(".card"), groups = box.querySelectorAll(".group").length;
    if (cards.length <= groups) return;
    const w = cards[0].offsetWidth, gap = parseFloat(getComputedStyle(box).columnGap) || 0;
    const strip = Math.floor((box.clientWidth - groups * w - (groups - 1) * gap - 2) / (cards.length - groups));
    const now = w + parseFloat(getComputedStyle(cards[0]).marginRight);
    if (strip >= now || strip < w * CORNER + RING) return;
    box.style.setProperty("--strip", `${strip}px`);
    box.classList.add("fit");
  },

  // The table fits the window's height (a laptop's 800 px, a room's bar above it): past the fold the cards on the
  // table shrink (--card-fit), never below FIT_MIN_CARD px wide, so the hand and the table tools stay in sight.
  // Where the table fits, the cards keep the size the settings chose.
  fitTable() {
    const table = document.getElementById("table"), hand = document.getElementById("hand");
    if (table.offsetParent === null || !this.state) return;  // not on screen (another tab): fitted when shown
    const set = (f) => { table.style.setProperty("--card-fit", String(f)); this.fitHand(hand); };
    const bottom = () => table.getBoundingClientRect().bottom + window.scrollY;
    const room = window.innerHeight - 4;
    set(1);
    const full = bottom();
    if (full <= room) return;
    const chosen = parseFloat(getComputedStyle(table).getPropertyValue("--card-base")) * Settings.data.card / 84;
    const least = Math.min(1, FIT_MIN_CARD / chosen);
    if (!(least < 1)) return;
    set(least);
    const low = bottom();  // the table's height grows about linearly with the card size: aim, then step down
    let f = low >= room ? least : Math.floor((least + (1 - least) * (room - low) / (full - low)) * 100) / 100;
    set(f);
    while (f > least && bottom() > room) { f = Math.max(least, f - 0.02); set(f); }
  },

  handCards() { return [...document.querySelectorAll("#hand .card")].map((el) => el.dataset.card); },

  clickCard(card, index) {
    const info = this.info;
    if (info.single.has(card) && !info.select) { this.send(`play ${card}`); return; }
    if (!info.select) return;
    const pick = quickPick(info, this.handCards(), index, this.selected);
    if (pick.play) { this.send(pick.play); return; }
    this.selected = pick.selected;
    this.units = pick.units || (pick.selected.size ? this.units : null);
    this.renderHand();
    renderControls(this);
    const again = document.querySelector(`#hand .card[data-index="${index}"]`);
    if (again) again.focus();
  },

  selectedCards() {
    const cards = this.handCards();
    return [...this.selected].sort((a, b) => a - b).map((i) => cards[i]).filter(Boolean);
  },

  // Send this seat's action. Until the server answers, the buttons and cards take no second click (a double
  // click must not send the action twice, nor act on a table that has already moved on).
  async send(action) {
    if (this.sending || !this.state) return;
    const at = stepKey(this.state);
    this.setSending(at);
    const reply = await this.conn.request({ type: "action", action });
    if (reply.type === "error") { toast(reply.message); this.setSending(null); }
    else if (this.state && stepKey(this.state) !== at) this.setSending(null);
  },

  // ``at``: the position the sent action was taken at (the table waits until it has moved past it); null: free.
  setSending(at) {
    this.sending = at;
    document.getElementById("table").classList.toggle("sending", !!at);
  },

  async check(action) { return this.conn.request({ type: "check", action }); },

  async explain(action) {
    const r = await this.check(action);
    if (r.type === "check" && !r.ok) toast(r.message);
  },

  renderStatus() {
    const st = this.state, view = st.view;
    if (Trick.holding) return;
    if (st.status === "abandoned") setStatus(t("match.abandoned"));
    else if (st.match_over) setStatus(t("match.over"));
    else if (st.between_hands || !view) setStatus(t(handKeys(st.display).over));
    else if (view.to_act === st.seat) setStatus(t("status.your_turn") + " · " + phaseName(view.phase, st.display));
    else {  // another person is waited for; the AI is thinking
      const key = (st.players || [])[view.to_act] === "human" ? "room.waiting_on" : "status.waiting";
      setStatus(t(key, { name: this.seatName(view.to_act) }) + " · " + phaseName(view.phase, st.display));
    }
  },
};

// A phase's name: the game's own where its display schema names one ("Calling"), else the common one.
function phaseName(phase, display) { return t(display.phases[phase] || "phase." + phase); }

// The cards this seat just took up from the exchange's pile (the nest, the kitty: the view's field the display
// schema names), marked in the hand during the exchange: a multiset.
function takenCards(st) {
  const v = st.view || {}, pile = st.display.pile;
  const text = v.phase === "exchange" && pile ? v[pile.field] : null;
  const left = {};
  for (const c of String(text || "").split(/\s+/).filter(Boolean)) left[c] = (left[c] || 0) + 1;
  return { take(c) { if (left[c]) { left[c]--; return true; } return false; } };
}

// Where a game stands: its hand and the step within it ("3/17"); an action answers one step.
export function stepKey(state) { return `${state.hand_seq}/${state.step}`; }

// Keyboard: arrows move along your hand (left/right) and between hand and buttons (up/down); Enter plays.
document.addEventListener("keydown", (e) => {
  const cur = document.activeElement;
  if (!cur || !document.getElementById("tab-play").contains(cur) && cur !== document.body) return;
  if (!document.getElementById("overlay").classList.contains("hidden")) return;
  const hand = [...document.querySelectorAll("#hand .card")];
  const buttons = [...document.querySelectorAll("#controls button")];
  const inHand = hand.includes(cur), inButtons = buttons.includes(cur);
  const move = (list, d) => {
    const i = list.indexOf(cur);
    const next = list[(i + d + list.length) % list.length] || list[0];
    if (next) { next.focus(); e.preventDefault(); }
  };
  if (e.key === "ArrowLeft" || e.key === "ArrowRight") {
    const d = e.key === "ArrowLeft" ? -1 : 1;
    if (inButtons) move(buttons, d);
    else if (hand.length) move(hand, d);
  } else if (e.key === "ArrowUp" && buttons.length && !inButtons) {  // on the first action (a bid, not its "−")
    (buttons.find((b) => b.classList.contains("act")) || buttons[0]).focus(); e.preventDefault();
  }
  else if (e.key === "ArrowDown" && hand.length && !inHand) {
    (hand.find((c) => c.classList.contains("legal") || c.classList.contains("pickable")) || hand[0]).focus(); e.preventDefault();
  }
});

window.addEventListener("resize", () => { Table.fitHand(document.getElementById("hand")); Table.fitTable(); });
