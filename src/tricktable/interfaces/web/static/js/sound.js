// Optional sounds (off by default), made in the page with Web Audio: no audio files, no requests.
import { Settings } from "./settings.js";

export const Sound = {
  ctx: null,
  // Each sound is a few short tones: [frequency Hz, start s, length s, volume].
  TUNES: {
    turn: [[660, 0, 0.09, 0.12], [880, 0.1, 0.12, 0.1]],
    won: [[523, 0, 0.08, 0.1], [659, 0.07, 0.08, 0.1], [784, 0.14, 0.16, 0.1]],
    lost: [[392, 0, 0.1, 0.07], [330, 0.09, 0.14, 0.06]],
  },
  play(name) {
    if (!Settings.data.sound || !this.TUNES[name]) return;
    const AC = window.AudioContext || window.webkitAudioContext;
    if (!AC) return;
    try {
      if (!this.ctx) this.ctx = new AC();
      if (this.ctx.state === "suspended") this.ctx.resume();
      const now = this.ctx.currentTime;
      for (const [freq, start, len, vol] of this.TUNES[name]) {
        const osc = this.ctx.createOscillator(), gain = this.ctx.createGain();
        osc.type = "sine"; osc.frequency.value = freq;
        gain.gain.setValueAtTime(0.0001, now + start);
        gain.gain.exponentialRampToValueAtTime(vol, now + start + 0.015);
        gain.gain.exponentialRampToValueAtTime(0.0001, now + start + len);
        osc.connect(gain).connect(this.ctx.destination);
        osc.start(now + start); osc.stop(now + start + len + 0.02);
      }
      this.last = name;
    } catch (e) { /* no audio device: stay silent */ }
  },
};
