// Turn alerts, each off until the person turns it on in Settings: a vibration when it becomes your turn (where the
// device can; a hidden page's vibration comes with its notification), and in a room a notification when the page is
// not in view. The notification's permission is asked only when that setting is turned on. (The turn's sound is the
// Sound setting, sound.js.)
import { currentLang, t } from "./i18n.js";
import { formatCode } from "./roomwords.js";
import { Settings } from "./settings.js";
import { toast } from "./toast.js";

export const Alerts = {
  VIBRATION: [180, 90, 180],
  TAG: "tricktable-turn",

  canVibrate() { return typeof navigator.vibrate === "function"; },
  canNotify() { return "Notification" in window; },
  hidden() { return document.visibilityState === "hidden"; },
  notifyOn() { return !!Settings.data.notify && this.canNotify() && Notification.permission === "granted"; },

  // It has just become this person's turn (table.js), at a table played in ``host`` (a room has a ``code``).
  turn(host) {
    if (Settings.data.vibrate && this.canVibrate() && !this.hidden()) navigator.vibrate(this.VIBRATION);
    if (this.hidden() && host && host.code && this.notifyOn()) this.notify(host.code);
  },

  async notify(code) {
    const options = {
      body: t("alert.room_turn", { code: formatCode(code) }), tag: this.TAG, renotify: true,
      icon: "/static/icons/icon-192.png", lang: currentLang, data: { url: location.pathname },
    };
    if (Settings.data.vibrate) options.vibrate = this.VIBRATION;
    try {
      const reg = "serviceWorker" in navigator ? await navigator.serviceWorker.getRegistration() : null;
      if (reg) await reg.showNotification(t("alert.title"), options);
      else new Notification(t("alert.title"), options);  // eslint-disable-line no-new
    } catch (e) { /* the browser refused it: nothing to tell a page that is not in view */ }
  },

  // Back in view: the turn notification has done its work.
  async clear() {
    try {
      const reg = "serviceWorker" in navigator ? await navigator.serviceWorker.getRegistration() : null;
      if (reg) for (const n of await reg.getNotifications({ tag: this.TAG })) n.close();
    } catch (e) { /* nothing to close */ }
  },

  // The two check boxes in Settings.
  initForm() {
    const vib = document.getElementById("set-vibrate"), note = document.getElementById("set-notify");
    vib.checked = !!Settings.data.vibrate;
    vib.disabled = !this.canVibrate();
    vib.addEventListener("change", () => {
      Settings.set("vibrate", vib.checked);
      if (vib.checked) navigator.vibrate(this.VIBRATION);  // so the person feels what it will be
    });
    note.checked = this.notifyOn();
    note.disabled = !this.canNotify();
    note.addEventListener("change", async () => {
      if (!note.checked) { Settings.set("notify", false); return; }
      let permission = Notification.permission;
      if (permission === "default") permission = await Notification.requestPermission();
      note.checked = permission === "granted";
      Settings.set("notify", note.checked);
      if (!note.checked) toast(t("alert.blocked"));
    });
    document.addEventListener("visibilitychange", () => { if (!this.hidden()) this.clear(); });
  },
};
