// The trick in the middle: each play in front of the seat that made it; a finished trick shows its winning card,
// stays up long enough to read (the pace setting), then slides to the winner. A click on it moves on at once.
import { cardEl, cardSpoken } from "./cards.js";
import { setStatus, sleep } from "./dom.js";
import { tSeat } from "./i18n.js";
import { Settings } from "./settings.js";
import { Sound } from "./sound.js";

export const Trick = {
  shown: [], holding: false, skip: null,

  reset() { this.shown = []; this.holding = false; if (this.skip) this.skip(); },

  render(table, plays, winner) {
    const box = document.getElementById("trick");
    const old = new Set(this.shown.map((p) => `${p.seat}:${p.cards}`));
    box.innerHTML = "";
    box.className = "trick";
    box.dataset.key = (plays || []).map((p) => `${p.seat}:${p.cards}`).sort().join("|");
    for (const p of plays || []) {
      const spot = document.createElement("div");
      const where = table.pos(p.seat);
      const isNew = !old.has(`${p.seat}:${p.cards}`) && Settings.pace().play > 0;
      const cards = String(p.cards).split(" ");
      spot.className = `spot spot-${where}` + (isNew ? ` fly-${where}` : "") + (cards.length > 1 ? " multi" : "") +
        (winner === p.seat ? " winner" : "");
      spot.dataset.seat = p.seat;
      spot.setAttribute("role", "group");  // a reader names the play with its seat ("Left: red 14")
      spot.setAttribute("aria-label", `${table.seatName(p.seat)}: ${cards.map(cardSpoken).join(", ")}`);
      for (const c of cards) spot.append(cardEl(c, { cls: winner === p.seat ? "winner" : "" }));
      box.append(spot);
    }
    this.shown = plays || [];
  },

  // Wait ``ms``, or less if the player clicks the trick.
  wait(ms) {
    return new Promise((resolve) => {
      const done = () => { clearTimeout(timer); this.skip = null; resolve(); };
      const timer = setTimeout(done, ms);
      this.skip = done;
    });
  },

  async animate(table, msg) {
    const won = msg.events.find((e) => e.kind === "trick_won");
    const view = msg.state.view;
    if (!won || !view || !view.last_trick || !table.state) return;
    const last = view.last_trick, pace = Settings.pace();
    const st = table.state;
    this.render(table, last.plays);
    if (pace.play) await sleep(Math.min(pace.play, 350));
    this.holding = true;
    table.renderSeats();  // no "thinking…" or turn ring while it is held
    this.render(table, last.plays, last.winner);
    const pts = typeof won.value === "number" && won.value > 0 ? won.value : null;
    setStatus(tSeat(pts ? "trick.won_points" : "trick.won", { name: table.seatName(last.winner), n: pts }, last.winner === st.seat));
    Sound.play(sameSide(st, last.winner) ? "won" : "lost");
    await this.wait(pace.hold);
    const box = document.getElementById("trick");
    if (pace.slide) {
      box.classList.add("sweep", "sweep-" + table.pos(last.winner));
      await sleep(pace.slide);
    }
    box.className = "trick";
    box.innerHTML = "";
    this.shown = [];
    this.holding = false;
  },
};

function sameSide(st, seat) {
  return st.scoring_unit === "team" ? seat % 2 === st.seat % 2 : seat === st.seat;
}

document.addEventListener("click", (e) => {
  if (Trick.skip && e.target.closest && e.target.closest("#trick")) Trick.skip();
});
