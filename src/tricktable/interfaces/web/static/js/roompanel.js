// A room's own page (static/js/room.js has the room itself, and takes these methods as its own): the invite, the
// seats with the host's controls, the people watching, the settings and Start, quick phrases and chat.
// Names and chat are always set as text (textContent), never as HTML.
import { avatarSVG } from "./avatar.js";
import { confirmDialog } from "./dialogs.js";
import { button, el } from "./dom.js";
import { t } from "./i18n.js";
import { Profile } from "./profile.js";
import { GRACE_CHOICES, PHRASES, TURN_CHOICES, formatCode, timeSelect, timeText } from "./roomwords.js";
import { variantName } from "./score.js";
import { Settings, fillLevels, fillVariantSelect, levelName } from "./settings.js";
import { Table } from "./table.js";
import { toast } from "./toast.js";

export const RoomPanel = {
  invite() {
    const box = el("div", "room-invite");
    box.append(el("span", "room-code", formatCode(this.code)));
    const link = el("input", "room-link"); link.readOnly = true; link.value = this.inviteLink();
    link.setAttribute("aria-label", t("room.invite_link"));
    link.addEventListener("focus", () => link.select());
    const copy = button(t("room.copy"), async () => {
      try { await navigator.clipboard.writeText(link.value); toast(t("room.copied")); }
      catch (e) { link.focus(); link.select(); }
    }, "small");
    copy.dataset.act = "copy-link";
    box.append(link, copy);
    return box;
  },

  settingsLine() {
    const s = this.state.settings;
    const parts = [variantName(s.variant), t("room.ai_at", { level: levelName(s.ai) }),
      t("room.grace_is", { time: timeText(s.grace_seconds) }),
      s.turn_seconds ? t("room.turn_is", { time: timeText(s.turn_seconds) }) : t("room.turn_off"),
      t(s.chat ? "room.chat_on" : "room.chat_off")];
    return parts.join(" · ");
  },

  renderPanel() {
    const st = this.state, me = this.me(), panel = document.getElementById("room");
    panel.innerHTML = "";
    const head = el("div", "room-head");
    head.append(el("h2", "", t("room.title")), this.invite());
    panel.append(head);
    const notice = el("div", "room-notice hidden"); this.fillNotice(notice); panel.append(notice);
    panel.append(el("p", "room-settings", this.settingsLine()));
    if (!me) panel.append(this.joinForm());
    const seats = el("div", "room-seats");
    for (const s of st.seats) seats.append(this.seatCard(s));
    panel.append(seats);
    panel.append(this.peopleList());
    if (this.isHost()) panel.append(this.hostControls());
    else if (me) panel.append(el("p", "muted", t("room.waiting_host")));
    panel.append(this.chatBox());
  },

  joinForm(compact) {
    const form = el("form", compact ? "room-join compact" : "room-join");
    const name = el("input"); name.id = "room-name"; name.maxLength = 24; name.required = true; name.autocomplete = "nickname";
    name.value = localStorage.getItem("tricktable.name") || "";
    const label = el("label", "", t("room.your_name")); label.append(" ", name);
    const go = button(t("room.join"), () => {}, "primary"); go.type = "submit"; go.dataset.act = "join";
    if (!compact) form.append(el("p", "", t("room.watching_join")));
    form.append(label, go);
    form.addEventListener("submit", async (e) => {
      e.preventDefault();
      localStorage.setItem("tricktable.name", name.value.trim());
      const msg = { type: "join", name: name.value, face: Profile.faceForRoom() };
      const open = this.state.seats.find((s) => s.kind === "open");
      if (open && this.state.phase !== "playing") msg.seat = open.seat;  // the first free seat; others a click away
      const r = await this.conn.request(msg);
      if (r.type === "error") toast(r.message);
    });
    return form;
  },

  teamName(seat) {
    if (!this.state.team_game) return "";
    return t("room.team", { n: (seat % 2) + 1 });
  },

  seatCard(s) {
    const me = this.me(), host = this.isHost();
    const card = el("div", `room-seat kind-${s.kind}`);
    card.dataset.seat = s.seat;
    const top = el("div", "room-seat-head");
    top.append(el("span", "room-seat-no", t("room.seat_n", { n: s.seat + 1 })));
    if (this.state.team_game) top.append(el("span", `team-tag team-${s.seat % 2}`, this.teamName(s.seat)));
    card.append(top);
    const who = el("div", "room-seat-who");
    if (s.kind === "member") {
      const avatar = el("span", "avatar"); avatar.innerHTML = avatarSVG(this.avatarSeed(s.seat));
      who.append(avatar, el("b", "", s.name));
      if (me && s.member === me.id) who.append(el("span", "chip", t("room.you")));
      const m = this.state.members.find((x) => x.id === s.member);
      if (m && m.host) who.append(el("span", "chip host", t("room.host")));
      who.append(el("span", `dot ${s.online ? "on" : "off"}`, s.online ? t("room.online") : t("room.offline")));
    } else if (s.kind === "ai") {
      who.append(el("span", "", t("room.ai_plays", { level: levelName(this.state.settings.ai) })));
    } else {
      who.append(el("span", "muted", t("room.open_seat")));
    }
    card.append(who);
    const acts = el("div", "room-seat-acts");
    if (me && s.kind !== "member" && (this.state.phase !== "playing")) {
      const b = button(t("room.sit"), () => this.request({ type: "sit", seat: s.seat }), "primary small"); b.dataset.act = "sit"; acts.append(b);
    }
    if (host && s.kind !== "member") {
      const b = s.kind === "open" ? button(t("room.let_ai"), () => this.request({ type: "fill", seat: s.seat, ai: true }), "small")
        : button(t("room.open_it"), () => this.request({ type: "fill", seat: s.seat, ai: false }), "small");
      b.dataset.act = s.kind === "open" ? "fill-ai" : "open"; acts.append(b);
    }
    if (host) {
      const others = this.state.members.filter((m) => m.id !== s.member);
      if (others.length) {
        const sel = el("select", "small"); sel.setAttribute("aria-label", t("room.move_here"));
        sel.append(new Option(t("room.move_here"), ""));
        for (const m of others) sel.append(new Option(m.name, m.id));
        sel.addEventListener("change", () => { if (sel.value) this.request({ type: "move", member: sel.value, seat: s.seat }); });
        sel.dataset.act = "move";
        acts.append(sel);
      }
    }
    if (me && s.member === me.id) {
      const b = button(t("room.stand"), () => this.request({ type: "stand" }), "small"); b.dataset.act = "stand"; acts.append(b);
    }
    card.append(acts);
    return card;
  },

  peopleList() {
    const box = el("div", "room-people");
    const watching = this.state.members.filter((m) => m.seat === null || m.seat === undefined);
    const host = this.isHost(), me = this.me();
    if (watching.length) {
      box.append(el("h3", "", t("room.watching_members")));
      const ul = el("ul");
      for (const m of watching) {
        const li = el("li"); li.append(el("b", "", m.name));
        if (me && m.id === me.id) li.append(el("span", "chip", t("room.you")));
        ul.append(li);
      }
      box.append(ul);
    }
    if (host) {
      const others = this.state.members.filter((m) => !me || m.id !== me.id);
      if (others.length) {
        const row = el("div", "room-manage");
        row.append(el("span", "", t("room.someone")));
        const sel = el("select"); sel.setAttribute("aria-label", t("room.someone"));
        for (const m of others) sel.append(new Option(m.name, m.id));
        const rm = button(t("room.remove"), async () => {
          const m = others.find((x) => x.id === sel.value);
          if (m && await confirmDialog(t("room.remove_title", { name: m.name }), t("room.remove_text"), t("room.remove"))) {
            this.request({ type: "remove", member: m.id });
          }
        }, "small");
        rm.dataset.act = "remove";
        const mk = button(t("room.make_host"), () => this.request({ type: "make_host", member: sel.value }), "small");
        row.append(sel, rm, mk);
        box.append(row);
      }
    }
    return box;
  },

  hostControls() {
    const st = this.state, box = el("div", "room-host");
    const s = st.settings;
    const form = el("div", "room-host-settings");
    const variant = el("select"); fillVariantSelect(variant, true); variant.value = s.variant;
    variant.addEventListener("change", () => this.request({ type: "settings", settings: { variant: variant.value, options: Settings.data.options[variant.value] || {} } }));
    const ai = el("select"); fillLevels(ai); ai.value = s.ai;
    ai.addEventListener("change", () => this.request({ type: "settings", settings: { ai: ai.value } }));
    const grace = timeSelect(GRACE_CHOICES, s.grace_seconds, false);
    grace.addEventListener("change", () => this.request({ type: "settings", settings: { grace_seconds: Number(grace.value) } }));
    const turn = timeSelect(TURN_CHOICES, s.turn_seconds, true);
    turn.addEventListener("change", () => this.request({ type: "settings", settings: { turn_seconds: Number(turn.value) } }));
    const chat = el("input"); chat.type = "checkbox"; chat.checked = !!s.chat;
    chat.addEventListener("change", () => this.request({ type: "settings", settings: { chat: chat.checked } }));
    const pub = el("input"); pub.type = "checkbox"; pub.checked = !!s.public; pub.dataset.act = "public";
    pub.addEventListener("change", () => this.request({ type: "settings", settings: { public: pub.checked } }));
    for (const [key, control] of [["set.variant", variant], ["set.ai", ai], ["room.grace", grace], ["room.turn", turn], ["room.chat", chat], ["room.public", pub]]) {
      const label = el("label", "", t(key)); label.append(" ", control); form.append(label);
    }
    box.append(form);
    const open = st.seats.filter((x) => x.kind === "open").length;
    const row = el("div", "room-start");
    if (open) {
      const fill = button(t("room.fill_all"), async () => {
        for (const x of this.state.seats.filter((y) => y.kind === "open")) await this.request({ type: "fill", seat: x.seat, ai: true });
      }, "");
      fill.dataset.act = "fill-all";
      row.append(fill);
    }
    const start = button(t("room.start"), () => this.request({ type: "start" }), "primary big");
    start.dataset.act = "start";
    start.disabled = open > 0;
    row.append(start);
    if (open) row.append(el("span", "muted", t("room.seats_open", { n: open })));
    const close = button(t("room.close"), async () => {
      if (await confirmDialog(t("room.close_title"), t("room.close_text"), t("room.close"))) this.conn.send({ type: "close" });
    }, "small");
    close.dataset.act = "close-room";
    row.append(close);
    box.append(row);
    return box;
  },

  async request(msg) {
    const r = await this.conn.request(msg);
    if (r.type === "error") toast(r.message);
    return r;
  },

  // ------------------------------------------------------------ at the table
  // ------------------------------------------------------------ phrases and chat
  chatBox() {
    const box = el("div", "room-chat");
    box.id = this.state && this.state.phase === "lobby" ? "room-chat-lobby" : "room-chat-table";
    const log = el("ul", "chat-log"); log.setAttribute("aria-live", "polite");
    box.append(log);
    if (this.me()) {
      const phrases = el("div", "phrases");
      for (const p of PHRASES) {
        const b = button(t("phrase." + p), () => this.request({ type: "say", phrase: p }), "small");
        b.dataset.phrase = p;
        phrases.append(b);
      }
      box.append(phrases);
      if (this.state.settings.chat) {
        const form = el("form", "chat-form");
        const input = el("input"); input.maxLength = 200; input.placeholder = t("room.say_something");
        input.setAttribute("aria-label", t("room.say_something"));
        const send = button(t("room.send"), () => {}, "small"); send.type = "submit";
        form.append(input, send);
        form.addEventListener("submit", async (e) => {
          e.preventDefault();
          if (!input.value.trim()) return;
          const r = await this.request({ type: "chat", text: input.value });
          if (r.type !== "error") input.value = "";
        });
        box.append(form);
      }
    }
    return box;
  },

  renderChat() {
    for (const log of document.querySelectorAll(".room-chat .chat-log")) {
      log.innerHTML = "";
      for (const m of this.log.slice(-12)) {
        const li = el("li");
        li.append(el("b", "", m.name + ": "), el("span", m.phrase ? "phrase" : "", m.phrase ? t("phrase." + m.phrase) : m.text));
        log.append(li);
      }
    }
  },

  toggleChat() {
    let box = document.querySelector(".room-chat.at-table");
    if (box) { box.remove(); Table.fitTable(); return; }
    box = this.chatBox();
    box.classList.add("at-table");
    document.getElementById("room-bar").after(box);
    this.renderChat();
    Table.fitTable();
  },
};
