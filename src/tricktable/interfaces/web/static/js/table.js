// The table: you at the bottom, partner at the top, opponents left and right; your hand, the trick, the controls.
"use strict";
const POS = ["bottom", "left", "top", "right"];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const Table = {
  conn: null, state: null, queue: [], busy: false, selected: new Set(), info: null, shownTrick: [],

  start(gameId, token) {
    if (this.conn) this.conn.close();
    this.queue = []; this.state = null; this.selected.clear(); this.shownTrick = [];
    document.getElementById("welcome").classList.add("hidden");
    document.getElementById("table").classList.remove("hidden");
    closeDialog();
    this.conn = new Conn(gameId, token, (m) => this.onUpdate(m), (s, m) => this.onStatus(s, m));
  },

  onStatus(status, msg) {
    if (status === "reconnecting" || status === "connecting") setStatus(t("status." + status));
    if (status === "denied") { forgetGame(); showWelcome(); }
    if (status === "error" && msg) toast(msg.message);
  },

  onUpdate(msg) { this.queue.push(msg); if (!this.busy) this.pump(); },

  async pump() {
    this.busy = true;
    while (this.queue.length) {
      const msg = this.queue.shift();
      await this.animate(msg);
      this.render(msg.state);
      if (this.queue.length && msg.events.length) await sleep(Settings.delay());
    }
    this.busy = false;
  },

  me() { return this.state ? this.state.seat : 0; },
  pos(seat) { return POS[(seat - this.me() + 4) % 4]; },
  seatName(seat) {
    const st = this.state, rel = (seat - this.me() + 4) % 4;
    if (rel === 0) return t("seat.you");
    if (rel === 2) return t(st && st.scoring_unit === "team" ? "seat.partner" : "seat.across");
    return t(rel === 1 ? "seat.left" : "seat.right");
  },

  async animate(msg) {
    const won = msg.events.find((e) => e.kind === "trick_won");
    const view = msg.state.view;
    if (!won || !view || !view.last_trick || Settings.delay() === 0) return;
    this.renderTrick(view.last_trick.plays);
    await sleep(Settings.delay() * 1.4);
    document.getElementById("trick").classList.add("sweep-" + this.pos(view.last_trick.winner));
    await sleep(Math.min(450, Settings.delay()));
    document.getElementById("trick").className = "trick";
    this.shownTrick = [];
  },

  render(state) {
    const prevKey = this.state ? `${this.state.hand_seq}/${this.state.step}` : "";
    this.state = state;
    if (`${state.hand_seq}/${state.step}` !== prevKey) this.selected.clear();
    this.info = analyseLegal(state);
    const view = state.view;
    for (let seat = 0; seat < 4; seat++) this.renderSeat(seat);
    this.renderTrick(view ? view.trick : []);
    this.renderHand();
    renderControls(this);
    renderInfoBar(this);
    this.renderStatus();
    if (state.between_hands) showSummary(this);
  },

  renderSeat(seat) {
    const st = this.state, view = st.view, box = document.querySelector(`.seat-${this.pos(seat)}`);
    box.innerHTML = "";
    const name = document.createElement("div");
    name.className = "seat-name";
    name.textContent = this.seatName(seat);
    if (view && view.dealer === seat) name.append(badge("D", t("label.dealer")));
    if (view && view.declarer === seat) name.append(badge("★", t("label.declarer")));
    box.classList.toggle("to-act", !!view && view.to_act === seat);
    box.append(name);
    if (seat !== this.me() && view) {
      const backs = document.createElement("div");
      backs.className = "backs";
      const n = view.hand_counts ? view.hand_counts[seat] : 0;
      for (let i = 0; i < Math.min(n, 13); i++) { const b = document.createElement("div"); b.className = "back"; b.innerHTML = cardBackSVG(); backs.append(b); }
      backs.title = t("label.cards", { n });
      box.append(backs);
      const said = lastSaid(view, seat);
      if (said) { const s = document.createElement("div"); s.className = "said"; s.textContent = said; box.append(s); }
    }
  },

  renderTrick(plays) {
    const box = document.getElementById("trick");
    const old = new Set(this.shownTrick.map((p) => `${p.seat}:${p.cards}`));
    box.innerHTML = "";
    for (const p of plays || []) {
      const spot = document.createElement("div");
      const isNew = !old.has(`${p.seat}:${p.cards}`) && Settings.delay() > 0;
      spot.className = `spot spot-${this.pos(p.seat)}` + (isNew ? ` fly-${this.pos(p.seat)}` : "");
      for (const c of String(p.cards).split(" ")) spot.append(cardEl(c));
      box.append(spot);
    }
    this.shownTrick = plays || [];
  },

  renderHand() {
    const box = document.getElementById("hand"), st = this.state;
    box.innerHTML = "";
    if (!st.view) return;
    box.classList.toggle("many", st.view.hand.length > 14);
    const myTurn = st.view.to_act === st.seat && !!st.legal;
    let index = 0;
    for (const [name, cards] of st.groups) {
      const group = document.createElement("div");
      group.className = "group"; group.dataset.group = name;
      for (const c of cards) {
        const i = index++;
        const legal = myTurn && (this.info.single.has(c) || (this.info.select && this.info.playable.has(c)) ||
          (this.info.select && !st.legal_complete));
        const choosing = myTurn && (this.info.single.size > 0 || !!this.info.select);
        const cls = legal ? (this.info.select ? "pickable" : "legal") : (choosing ? "dim" : "");
        const el = cardEl(c, { button: true, cls });
        el.dataset.index = i;
        el.setAttribute("role", "option");
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
  },

  clickCard(card, index) {
    if (this.info.single.has(card) && !this.info.select) { this.send(`play ${card}`); return; }
    if (!this.info.select) return;
    if (this.selected.has(index)) this.selected.delete(index); else this.selected.add(index);
    this.renderHand();
    renderControls(this);
    const again = document.querySelector(`#hand .card[data-index="${index}"]`);
    if (again) again.focus();
  },

  selectedCards() {
    const cards = [...document.querySelectorAll("#hand .card")];
    return [...this.selected].sort((a, b) => a - b).map((i) => cards[i] && cards[i].dataset.card).filter(Boolean);
  },

  async send(action) {
    const reply = await this.conn.request({ type: "action", action });
    if (reply.type === "error") toast(reply.message);
  },

  async check(action) { return this.conn.request({ type: "check", action }); },

  async explain(action) {
    const r = await this.check(action);
    if (r.type === "check" && !r.ok) toast(r.message);
  },

  renderStatus() {
    const st = this.state, view = st.view;
    if (st.match_over) setStatus(t("match.over"));
    else if (st.between_hands || !view) setStatus(t("status.hand_over"));
    else if (view.to_act === st.seat) setStatus(t("status.your_turn") + " · " + t("phase." + view.phase));
    else setStatus(t("status.waiting", { name: this.seatName(view.to_act) }) + " · " + t("phase." + view.phase));
  },
};

function badge(text, title) {
  const b = document.createElement("span"); b.className = "badge"; b.textContent = text; b.title = title; return b;
}

function lastSaid(view, seat) {
  if (view.phase !== "bid" && view.phase !== "declare") return "";
  const mine = (view.history || []).filter((h) => h.seat === seat);
  return mine.length ? actionLabel(mine[mine.length - 1].action, Table.state.family) : "";
}

function setStatus(text) { document.getElementById("status").textContent = text; }

function toast(text) {
  const el = document.getElementById("toast");
  el.textContent = text; el.classList.remove("hidden");
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => el.classList.add("hidden"), 3500);
}

// Keyboard: arrows move along your hand (left/right) and between hand and buttons (up/down); Enter plays.
document.addEventListener("keydown", (e) => {
  const cur = document.activeElement;
  if (!cur || !document.getElementById("tab-play").contains(cur) && cur !== document.body) return;
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
  } else if (e.key === "ArrowUp" && buttons.length && !inButtons) { buttons[0].focus(); e.preventDefault(); }
  else if (e.key === "ArrowDown" && hand.length && !inHand) {
    (hand.find((c) => c.classList.contains("legal")) || hand[0]).focus(); e.preventDefault();
  }
});
