// The lobby's "Play with friends": make a room, open one by its code, or join a public room with a free seat
// (quick match). Names are set as text, never as HTML.
import { button, el } from "./dom.js";
import { currentLang, t } from "./i18n.js";
import { getJSON } from "./net.js";
import { Profile } from "./profile.js";
import { Room } from "./room.js";
import { Rooms } from "./roomconn.js";
import { GRACE_CHOICES, TURN_CHOICES, cleanCode, timeSelect } from "./roomwords.js";
import { variantName } from "./score.js";
import { Settings } from "./settings.js";
import { toast } from "./toast.js";

export function renderFriendsBox() {
  const box = document.getElementById("friends");
  if (!box) return;
  box.innerHTML = "";
  box.append(el("h2", "", t("room.friends")));
  const make = el("form", "friends-make");
  const name = el("input"); name.id = "friends-name"; name.maxLength = 24; name.required = true;
  name.value = localStorage.getItem("tricktable.name") || "";
  const grace = timeSelect(GRACE_CHOICES, 60, false); grace.id = "friends-grace";
  const turn = timeSelect(TURN_CHOICES, 0, true); turn.id = "friends-turn";
  const chat = el("input"); chat.type = "checkbox"; chat.id = "friends-chat";
  const pub = el("input"); pub.type = "checkbox"; pub.id = "friends-public";
  for (const [key, control] of [["room.your_name", name], ["room.grace", grace], ["room.turn", turn], ["room.chat", chat], ["room.public", pub]]) {
    const label = el("label", "", t(key)); label.append(" ", control); make.append(label);
  }
  const go = button(t("room.make"), () => {}, "primary"); go.type = "submit"; go.dataset.act = "make-room";
  make.append(go);
  make.addEventListener("submit", async (e) => {
    e.preventDefault();
    const d = Settings.data;
    localStorage.setItem("tricktable.name", name.value.trim());
    const body = { variant: d.variant, options: d.options[d.variant] || {}, ai: d.ai || "normal", name: name.value, face: Profile.faceForRoom(),
      grace_seconds: Number(grace.value), turn_seconds: Number(turn.value), chat: chat.checked, public: pub.checked, lang: currentLang };
    const r = await fetch("/api/rooms", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const reply = await r.json();
    if (!r.ok) { toast(t("err.generic", { m: typeof reply.detail === "string" ? reply.detail : r.statusText })); return; }
    Rooms.keep(reply.code, { secret: reply.secret, member: reply.member, name: name.value.trim() });
    Room.open(reply.code);
  });
  const join = el("form", "friends-join");
  const code = el("input"); code.id = "friends-code"; code.maxLength = 12; code.placeholder = "K7QM-X4PR"; code.autocomplete = "off";
  const label = el("label", "", t("room.code")); label.append(" ", code);
  const jb = button(t("room.open_room"), () => {}, ""); jb.type = "submit"; jb.dataset.act = "open-room";
  join.append(label, jb);
  join.addEventListener("submit", (e) => { e.preventDefault(); if (cleanCode(code.value).length === 8) Room.open(code.value); else toast(t("room.code_help")); });
  box.append(el("p", "muted", t("room.friends_help")), make, join, quickBox(name));
}

// ------------------------------------------------------------ quick match: the public rooms with a free seat
// "Play now" seats you at the first one (the server picks: a match under way first); each listed room has its own
// "Join". The name is the one typed above for a room of one's own.
function quickBox(nameInput) {
  const box = el("section", "quick-match");
  box.append(el("h3", "", t("quick.title")));
  const list = el("ul", "quick-list"); list.setAttribute("aria-live", "polite");
  const now = button(t("quick.play_now"), () => quickJoin(nameInput, null), "primary"); now.dataset.act = "play-now";
  const again = button(t("quick.refresh"), () => fillQuickList(list, nameInput), "small"); again.dataset.act = "quick-refresh";
  const row = el("div", "quick-actions"); row.append(now, again);
  box.append(el("p", "muted", t("quick.help")), row, list);
  fillQuickList(list, nameInput);
  return box;
}

async function fillQuickList(list, nameInput) {
  let rooms = [];
  try { rooms = (await getJSON("/api/rooms/public")).rooms || []; } catch (e) { rooms = null; }
  list.innerHTML = "";
  if (!rooms || !rooms.length) { list.append(el("li", "muted", t(rooms ? "quick.none" : "quick.unavailable"))); return; }
  for (const r of rooms) {
    const li = el("li", "quick-room"); li.dataset.code = r.code;
    const what = el("span", "quick-what");
    what.append(el("b", "", variantName(r.variant)), " ",
      el("span", "", t(r.phase === "playing" ? "quick.playing" : "quick.waiting", { host: r.host || "" })));
    const who = el("span", "muted quick-who", [t("quick.free", { n: r.free }), ...r.players].join(" · "));
    const go = button(t("room.join"), () => quickJoin(nameInput, r.code), "small"); go.dataset.act = "quick-join";
    li.append(what, who, go);
    list.append(li);
  }
}

async function quickJoin(nameInput, code) {
  const name = nameInput.value.trim();
  if (!name) { nameInput.focus(); toast(t("quick.name_first")); return; }
  localStorage.setItem("tricktable.name", name);
  const body = { name, face: Profile.faceForRoom(), lang: currentLang, ...(code ? { code } : {}) };
  const r = await fetch("/api/rooms/quick", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const reply = await r.json();
  if (!r.ok) { toast(typeof reply.detail === "string" ? reply.detail : r.statusText); return; }
  Rooms.keep(reply.code, { secret: reply.secret, member: reply.member, name });
  Room.open(reply.code);
}
