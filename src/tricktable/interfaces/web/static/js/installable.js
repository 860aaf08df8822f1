// The page as an installable app: its service worker (/sw.js keeps the page's own files), the "no connection" screen
// when the page opened from that copy and the server cannot be reached, and the sockets woken when the page comes
// back (a phone that slept, a network that returned): see Conn.wake in net.js.
import { wakeSockets } from "./net.js";

export const Installable = {
  register() {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => { /* no worker: the page still works online */ });
  },

  // The page could not start: without a connection it says so (in the person's language) and tries again when the
  // browser is online; returns false for any other failure (told as before).
  failed(error) {
    // a fetch that never reached the server: "Failed to fetch" (Chrome), "NetworkError…" (Firefox), "Load failed"
    const unreached = error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
    if (navigator.onLine !== false && !unreached) return false;
    document.getElementById("app").classList.add("hidden");
    document.getElementById("offline").classList.remove("hidden");
    return true;
  },

  retry() { location.reload(); },

  init() {
    this.register();
    document.getElementById("btn-offline-retry").addEventListener("click", () => this.retry());
    window.addEventListener("online", () => {
      if (!document.getElementById("offline").classList.contains("hidden")) this.retry();
      else wakeSockets();
    });
    document.addEventListener("visibilitychange", () => { if (document.visibilityState === "visible") wakeSockets(); });
    window.addEventListener("pageshow", (e) => { if (e.persisted) wakeSockets(); });
  },
};
