// Your profile (table/profile.py, /api/profile): a name, a face and the games you played, kept on this server under
// a personal code that opens them on another device. No password, no e-mail: the code is the key, kept in this
// browser (localStorage "tricktable.profile"); the server keeps only its hash. The personal link carries the code
// after "#", which the browser never sends to a server. Opened elsewhere, the profile's games join that browser's
// History and Statistics. Names are set as text, never as HTML.
import { avatarSVG } from "./avatar.js";
import { confirmDialog } from "./dialogs.js";
import { button, el } from "./dom.js";
import { currentLang, t } from "./i18n.js";
import { Games } from "./mygames.js";
import { heldGames } from "./replay_review.js";
import { toast } from "./toast.js";

export const Profile = {
  KEY: "tricktable.profile", shownCode: false, face: 0,

  mine() { try { const p = JSON.parse(localStorage.getItem(this.KEY) || "null"); return p && p.code ? p : null; } catch (e) { return null; } },
  keep(p) { localStorage.setItem(this.KEY, JSON.stringify(p)); if (p.name) localStorage.setItem("tricktable.name", p.name); },
  link(code) { return `${location.origin}/#profile=${code}`; },
  keys() { return heldGames().filter((g) => /^[A-Za-z0-9_-]{1,100}$/.test(g.id)).slice(0, 200); },

  // The profile's games join this browser's list (History, Statistics); returns how many were new here.
  adopt(games) {
    const have = new Set(heldGames().map((g) => g.id));
    const fresh = games.filter((g) => !have.has(g.id));
    for (const g of [...fresh].reverse()) Games.remember({ id: g.id, token: g.token });
    return fresh.length;
  },

  async post(path, body) {
    const r = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...body, lang: currentLang }) });
    const data = await r.json().catch(() => ({}));
    if (!r.ok) throw new Error(typeof data.detail === "string" ? data.detail : r.statusText);
    return data;
  },

  async make(name, avatar) {
    const d = await this.post("/api/profile", { name, avatar, games: this.keys() });
    this.keep({ code: d.code, name: d.profile.name, avatar: d.profile.avatar });
    this.shownCode = true;
  },
  async open(code) {
    const d = await this.post("/api/profile/open", { code });
    const added = this.adopt(d.profile.games);
    this.keep({ code: code.trim().toUpperCase(), name: d.profile.name, avatar: d.profile.avatar });
    toast(t("profile.opened", { n: added }));
  },
  async save(quiet) {
    const p = this.mine();
    if (!p) return;
    const d = await this.post("/api/profile/save", { code: p.code, name: p.name, avatar: p.avatar, games: this.keys() });
    this.adopt(d.profile.games);
    if (!quiet) toast(t("profile.saved", { n: d.profile.games.length }));
  },
  // A new code, once the person confirms (asked where they are, in Settings): the old code and link stop working.
  async revoke() {
    const p = this.mine();
    if (!p || !await confirmDialog(t("profile.revoke"), t("profile.revoke_text"), t("profile.revoke"))) return;
    const d = await this.post("/api/profile/revoke", { code: p.code });
    this.keep({ ...p, code: d.code });
    this.shownCode = true;
  },

  // A personal link opened: the code after "#profile=" opens the profile here, and leaves the address at once.
  // ``showTab`` opens a tab (app.js).
  async fromLink(showTab) {
    const m = /^#profile=([A-Za-z0-9-]{16,24})$/.exec(location.hash);
    if (!m) return;
    history.replaceState(null, "", location.pathname + location.search);
    try { await this.open(m[1]); } catch (e) { toast(e.message); }
    showTab("settings");
    document.getElementById("profile").scrollIntoView({ block: "start" });  // the profile, not the top of Settings
  },

  // Your face and name at your own seat of a table of your own (a room shows the names its members gave it), or
  // null without a profile.
  atSeat() { const p = this.mine(); return p && p.avatar && p.name ? { name: p.name, avatar: p.avatar } : null; },

  // The face a room shows for you (sent when you make, join or quick-join a room), or null without a profile.
  faceForRoom() { const p = this.mine(); return p && p.avatar ? p.avatar : null; },

  // After each game (it is won, lost or ended: Table.render calls this with the table before and now): the
  // profile is saved, so the game joins it and every device's Statistics count it, not only on opening Settings.
  afterGame(prev, st) {
    const over = (x) => !!x && (x.match_over || (!!x.status && x.status !== "active"));
    if (!this.mine() || !over(st) || (over(prev) && prev.game_id === st.game_id)) return;
    this.save(true).catch(() => {});  // quietly: a profile the server no longer knows is told in Settings
  },

  show() {
    if (this.mine()) this.save(true).catch(() => {});  // both ways: this browser's new games up, others' down
    this.render();
  },

  render() {
    const box = document.getElementById("profile");
    if (!box) return;
    box.innerHTML = "";
    const set = el("fieldset"); set.append(el("legend", "", t("profile.title")));
    set.append(el("p", "help", t("profile.help")));
    const p = this.mine();
    const act = (key, fn, cls, name) => {
      const b = button(t(key), async () => { try { await fn(); } catch (e) { toast(e.message); } this.render(); }, cls || "small");
      b.type = "button"; b.dataset.act = name; return b;
    };
    if (p) {
      const who = el("div", "profile-who");
      const face = el("span", "avatar"); face.innerHTML = avatarSVG(p.avatar);
      who.append(face, el("b", "", p.name));
      set.append(who);
      if (this.shownCode) {
        const code = el("div", "profile-code");
        code.append(el("p", "", t("profile.code_is")), el("code", "", p.code));
        const link = el("input", "profile-link"); link.readOnly = true; link.value = this.link(p.code);
        link.setAttribute("aria-label", t("profile.link"));
        const copy = button(t("room.copy"), async () => {
          try { await navigator.clipboard.writeText(link.value); toast(t("room.copied")); } catch (e) { link.select(); }
        }, "small");
        copy.type = "button";
        code.append(link, copy);
        set.append(code);
      }
      const row = el("div", "profile-actions");
      if (!this.shownCode) row.append(act("profile.show_code", () => { this.shownCode = true; }, "small", "profile-show"));
      row.append(act("profile.save", () => this.save(false), "primary small", "profile-save"),
        act("profile.revoke", () => this.revoke(), "small", "profile-revoke"),
        act("profile.forget", () => { localStorage.removeItem(this.KEY); this.shownCode = false; }, "small", "profile-forget"));
      set.append(row);
    } else {
      const name = el("input"); name.id = "profile-name"; name.maxLength = 24; name.autocomplete = "nickname";
      name.value = localStorage.getItem("tricktable.name") || "";
      const label = el("label", "", t("room.your_name")); label.append(" ", name);
      const seed = () => `face:${this.face}`;
      const face = el("span", "avatar"); face.innerHTML = avatarSVG(seed());
      const other = button(t("profile.other_face"), () => { this.face = (this.face + 1) % 1000; face.innerHTML = avatarSVG(seed()); }, "small");
      other.type = "button"; other.dataset.act = "profile-face";
      const faceRow = el("div", "profile-who"); faceRow.append(face, other);
      set.append(label, faceRow, act("profile.make", () => this.make(name.value, seed()), "primary", "profile-make"));
      const open = el("div", "profile-open");
      const code = el("input"); code.id = "profile-code"; code.maxLength = 24; code.autocomplete = "off"; code.placeholder = "K7QM-X4PR-…";
      const cl = el("label", "", t("profile.other_device")); cl.append(" ", code);
      open.append(cl, act("profile.open", () => this.open(code.value), "small", "profile-open"));
      set.append(open);
    }
    box.append(set);
  },
};
