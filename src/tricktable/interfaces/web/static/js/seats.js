// The seats: a name plate (a generated avatar, the name, the AI level at AI seats), the dealer badge, a live badge
// (as the game's display schema says: bid or pass and the declarer, or call and tricks, or declaration and side), the
// turn shown at the seat itself, and the backs of the cards still held.
import { actionCards, actionKind, trumpName } from "./actions.js";
import { avatarSVG } from "./avatar.js";
import { cardBackSVG, cardLabel, cardSpoken } from "./cards.js";
import { showAndSay } from "./dom.js";
import { t } from "./i18n.js";
import { Profile } from "./profile.js";
import { levelName } from "./settings.js";
import { Trick } from "./trick.js";

export function chip(text, cls, title) {
  const b = document.createElement("span");
  b.className = "chip" + (cls ? " " + cls : "");
  b.textContent = text;
  if (title) b.title = title;
  return b;
}

// A seat's live badges, by the kind the game's display schema names (games/faces.py's SeatBadges): each gives
// the chips of ``seat`` from the view ``v``; ``inPlay``: the cards are being played (or the hand is over).
const SEAT_BADGES = {
  // its call, then the tricks it took
  calls(v, seat, inPlay) {
    const out = [];
    if (Array.isArray(v.calls) && v.calls[seat] !== null && v.calls[seat] !== undefined) {
      out.push(chip(t("badge.call", { n: v.calls[seat] }), "call"));
      if (inPlay) out.push(chip(t("badge.tricks", { n: v.tricks_won[seat] }), "tricks"));
    }
    return out;
  },
  // the trump it declared (its cards until trump is fixed), then the side defending or the attackers' points
  declaration(v, seat) {
    const out = [], decl = v.declaration;
    if (decl && decl.seat === seat) {
      const cards = decl.cards.split(" "), mark = chip("", "declarer", t("label.declarer"));
      if (v.trump) mark.textContent = "★ " + trumpName(v.trump);
      else showAndSay(mark, "★ " + cards.map(cardLabel).join(" "), "★ " + cards.map(cardSpoken).join(", "));  // in words
      out.push(mark);
    }
    if (typeof v.defenders === "number" && (v.phase !== "declare")) {
      if (seat % 2 === v.defenders) out.push(chip(t("badge.defending"), "side"));
      else out.push(chip(t("badge.points", { n: v.attacker_points }), "points"));
    }
    return out;
  },
  // the auction (its bid or pass), then the declarer's contract and the team's points
  auction(v, seat, inPlay) {
    const out = [];
    if (v.phase === "bid") {
      const said = Array.isArray(v.bids) ? v.bids[seat] : lastSaid(v, seat);
      if (said !== null && said !== undefined && said !== "") {
        out.push(chip(said === "pass" ? t("btn.pass") : t("act.bid", { n: said }), said === "pass" ? "passed" : "bid"));
      }
      return out;
    }
    if (v.declarer === seat) {
      const bid = v.high_bid ?? v.bid;
      out.push(chip("★ " + (bid ?? ""), "declarer", t("label.declarer")));
    }
    const pts = Array.isArray(v.points_taken) ? v.points_taken : v.points;
    if (inPlay && Array.isArray(pts)) out.push(chip(t("badge.points", { n: pts[seat % 2] }), "points"));
    return out;
  },
};

// The live badge of a seat, as chips: what it said in the auction, its contract, tricks and the team's points.
function liveChips(table, seat) {
  const st = table.state, v = st.view;
  if (!v) return [];
  return SEAT_BADGES[st.display.seats](v, seat, v.phase === "play" || v.phase === "over");
}

// The last bid or pass of ``seat`` from the public history (games whose view has no ``bids`` list).
function lastSaid(view, seat) {
  const mine = (view.history || []).filter((h) => h.seat === seat && ["bid", "pass"].includes(actionKind(h.action)));
  if (!mine.length) return null;
  const a = mine[mine.length - 1].action;
  return actionKind(a) === "pass" ? "pass" : actionCards(a)[0];
}

export function renderSeat(table, seat) {
  const st = table.state, view = st.view, box = document.querySelector(`.seat-${table.pos(seat)}`);
  box.innerHTML = "";
  box.dataset.seat = seat;
  // while a finished trick is held up nobody is to act: its last player has played, the next has not begun
  const toAct = !!view && view.to_act === seat && !st.between_hands && !Trick.holding;
  box.classList.toggle("to-act", toAct);
  const plate = document.createElement("div");
  plate.className = "plate";
  const avatar = document.createElement("span");
  avatar.className = "avatar";
  // a room's person keeps their face from the room's page through every match (a rematch, partners swapped)
  const host = table.hostNow(), hosted = !!host && !!host.avatarSeed;
  const own = !hosted && seat === st.seat ? Profile.atSeat() : null;  // your profile's face and name (profile.js)
  avatar.innerHTML = avatarSVG(hosted ? host.avatarSeed(seat) : own ? own.avatar : `${st.game_id}:${seat}`);
  const text = document.createElement("span");
  text.className = "plate-text";
  const name = document.createElement("span");
  name.className = "seat-name"; name.textContent = own ? own.name : table.seatName(seat);
  name.title = name.textContent;  // in full: a long name ends in an ellipsis where it has one line (table.css)
  text.append(name);
  const kind = (st.players || [])[seat];
  if (kind && kind !== "human") {
    const lvl = document.createElement("span");
    lvl.className = "ai-level"; lvl.textContent = t("label.ai_level", { level: levelName(kind) });
    text.append(lvl);
  }
  plate.append(avatar, text);
  const dealer = dealerSeat(st);
  if (dealer === seat) plate.append(chip("D", "dealer", t("label.dealer")));
  plate.setAttribute("role", "group");  // the seat's name, level and badges as one named item, not a run of text
  plate.setAttribute("aria-label", name.textContent);
  box.append(plate);
  const live = document.createElement("div");
  live.className = "live";
  for (const c of liveChips(table, seat)) live.append(c);
  if (host && host.markSeat) host.markSeat(seat, live);  // a room's: away, or the time to come back
  if (toAct && seat !== st.seat) {  // yours: the plate lights up; a person is not "thinking" like the AI
    live.append(chip(t(kind === "human" ? "room.to_play" : "badge.thinking"), "turn"));
  }
  box.append(live);
  if ((seat !== table.me() || typeof st.seat !== "number") && view) {  // a spectator sees every seat's backs
    const backs = document.createElement("div");
    backs.className = "backs";
    const n = view.hand_counts ? view.hand_counts[seat] : 0;
    for (let i = 0; i < Math.min(n, 13); i++) { const b = document.createElement("div"); b.className = "back"; b.innerHTML = cardBackSVG(); backs.append(b); }
    backs.title = t("label.cards", { n });
    box.append(backs);
  }
}

// The dealer of the hand on the table as its view says (Tractor's first deal: whoever declared first, not the nominal
// dealer); between hands, with no view, of the hand just finished, as the summary says.
function dealerSeat(st) {
  if (st.view && typeof st.view.dealer === "number") return st.view.dealer;
  return st.hand && typeof st.hand.dealer === "number" ? st.hand.dealer : null;
}
