// The screen reader's commentary: each play, trick winner, bid, call and declaration as the server wrote it in the
// seat's language, from where the seat sits ("Bal kijátssza a zöld 14-est"), in a polite live region.
export const Announcer = {
  KINDS: new Set(["bid", "pass", "played", "trick_won", "declared", "trump_named", "auction_won", "redeal",
    "nest_turned_up", "kitty_turned_up", "hand_scored", "throw_failed"]),
  MAX: 12,
  say(events) {
    const box = document.getElementById("announcer");
    if (!box || !events) return;
    for (const e of events) {
      if (!this.KINDS.has(e.kind) || !e.text) continue;
      const p = document.createElement("p");
      p.textContent = e.text;
      box.append(p);
    }
    while (box.children.length > this.MAX) box.firstElementChild.remove();
  },
};
