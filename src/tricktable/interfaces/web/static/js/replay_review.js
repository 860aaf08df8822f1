// The hand review in the replay viewer: each of your card decisions in the hand with the AI's estimate, the costliest
// flagged, and at a step where you played, every card you could have played with its estimate (your card and the
// best marked). It is the review the server stored after the hand (made in the AI pool from what you could see then,
// never from the real deal): nothing is computed here, and only the holder of the seat's token is given it, or
// for a room's game the member who sat in that seat (by the room secret this browser kept for that game).
import { cardEl } from "./cards.js";
import { button, para } from "./dom.js";
import { Fluent, currentLang, t, tm } from "./i18n.js";
import { Games } from "./mygames.js";
import { getJSON } from "./net.js";

// A review message in the page's language, its cards by name ("the ace of diamonds", in the language's case), not by
// their codes ("AD", "G14"), whose letters are English.
const REVIEW_CARDS = ["played", "best", "cards"];
function reviewText(m) {
  const params = { ...(m.params || {}) };
  for (const k of REVIEW_CARDS) if (Array.isArray(params[k])) params[k] = { cards: params[k], style: "name" };
  return tm(m.id, params);
}

export function fillReview(box, review) {
  box.classList.remove("pending");
  box.textContent = "";
  if (review.skipped) { box.append(para(reviewText(review.messages[0]), "muted review-skipped")); return; }  // why none
  const [head, ...rest] = review.messages || [];
  if (head) { const h = document.createElement("h3"); h.textContent = reviewText(head); box.append(h); }
  const list = document.createElement("ul");
  for (const m of rest) { const li = document.createElement("li"); li.textContent = reviewText(m); list.append(li); }
  box.append(list);
}

// The keys this browser holds to its own games: the seat tokens it keeps, and the room secrets it sat with at a
// room's game. History, replays and statistics are only of these games (the server answers nothing else).
export function heldGames() {
  const out = Games.all().filter((g) => g.id && g.token).map((g) => ({ id: g.id, token: g.token }));
  for (const [id, secret] of Object.entries(ReplayReview.secrets())) if (typeof secret === "string") out.push({ id, token: secret });
  return out;
}
export function heldKey(id) { const g = heldGames().find((x) => x.id === id); return g ? g.token : ""; }

export const ReplayReview = {
  KEY: "tricktable.roomgames", MAX: 60,

  // The room secret this browser had when it sat at a room's game (kept apart from the room, which a browser
  // forgets when the room ends: the game's reviews stay the member's).
  secrets() {
    try { const o = JSON.parse(localStorage.getItem(this.KEY) || "{}"); return o && typeof o === "object" ? o : {}; }
    catch (e) { return {}; }
  },
  remember(id, secret) {
    const all = this.secrets();
    if (all[id] === secret) return;
    delete all[id];
    const kept = Object.entries(all).slice(-(this.MAX - 1));
    localStorage.setItem(this.KEY, JSON.stringify(Object.fromEntries([...kept, [id, secret]])));
  },

  // The stored reviews of a game this browser holds the seat token or a room member's secret of, by hand number;
  // null when it holds neither or the server has none to give it (the replay then shows no review).
  async load(id) {
    const g = Games.find(id);
    const secret = this.secrets()[id];
    const key = g && g.token ? `token=${encodeURIComponent(g.token)}` : secret ? `secret=${encodeURIComponent(secret)}` : null;
    if (!key) return null;
    try {
      const data = await getJSON(`/api/games/${encodeURIComponent(id)}/reviews?${key}&lang=${encodeURIComponent(currentLang)}`);
      const hands = {};
      for (const r of data.reviews || []) hands[r.hand_number] = r;
      return { seat: data.seat, hands, open: false };
    } catch (e) { return null; }
  },

  // The review part of the replay at frame ``step`` of hand ``hand`` (frame i shows the table after action i - 1);
  // ``jump(i)`` goes to frame i.
  panel(reviews, hand, step, jump) {
    const box = document.createElement("section"); box.className = "replay-review review";
    const review = reviews.hands[hand.number];
    if (!review) { box.append(para(t("replay.review_none"), "muted")); return box; }
    if (review.skipped) { box.append(para(reviewText(review.messages[0]), "muted review-skipped")); return box; }
    const [head, ...rest] = review.messages || [];
    if (head) { const h = document.createElement("h3"); h.textContent = reviewText(head); box.append(h); }
    const choices = review.choices;
    if (!choices) {  // a review stored before the page form: its lines only
      const list = document.createElement("ul");
      for (const m of rest) { const li = document.createElement("li"); li.textContent = reviewText(m); list.append(li); }
      box.append(list);
      return box;
    }
    const here = choices.find((c) => c.step === step - 1);
    if (here) box.append(this.choice(here));
    const line = (c) => {
      const li = document.createElement("li");
      if (c.flagged) li.className = "replay-costly";
      if (c === here) li.classList.add("current");
      li.append(button(reviewText(c.message), () => jump(c.step + 1), "link"));
      return li;
    };
    const flagged = document.createElement("ul"); flagged.className = "replay-flags";
    const order = review.flags || [];
    for (const s of order) { const c = choices.find((x) => x.step === s); if (c) flagged.append(line(c)); }
    if (!order.length && rest.length) { const li = document.createElement("li"); li.textContent = reviewText(rest[0]); flagged.append(li); }
    box.append(flagged);
    const all = document.createElement("details"); all.className = "replay-decisions"; all.open = reviews.open;
    all.addEventListener("toggle", () => { reviews.open = all.open; });
    const sum = document.createElement("summary"); sum.textContent = t("replay.review_all"); all.append(sum);
    const list = document.createElement("ol");
    for (const c of choices) list.append(line(c));
    all.append(list); box.append(all);
    if (review.worlds) box.append(para(tm("review-note", { worlds: review.worlds }), "muted"));
    return box;
  },

  // One decision: its line, then every card you could have played with its estimate, best first.
  choice(c) {
    const box = document.createElement("div"); box.className = "replay-choice" + (c.flagged ? " replay-costly" : "");
    box.append(para(reviewText(c.message)));
    const row = document.createElement("div"); row.className = "replay-alts";
    for (const a of c.alternatives) {
      const fig = document.createElement("figure");
      fig.className = "replay-alt" + (a.played ? " played" : "") + (a.best ? " best" : "");
      fig.title = reviewText(a.message);
      const cards = document.createElement("div"); cards.className = "replay-alt-cards";
      for (const code of a.cards) cards.append(cardEl(code, { cls: "mini" }));
      const cap = document.createElement("figcaption");
      const value = document.createElement("span"); value.className = "value";
      value.textContent = Fluent.number(currentLang, a.value, { signDisplay: "always", maximumFractionDigits: 1 });
      cap.append(value);
      const marks = [a.played ? t("replay.review_played") : "", a.best ? t("replay.review_best") : ""].filter(Boolean);
      if (marks.length) { const m = document.createElement("span"); m.className = "mark"; m.textContent = marks.join(" · "); cap.append(m); }
      fig.append(cards, cap); row.append(fig);
    }
    box.append(row);
    return box;
  },
};
