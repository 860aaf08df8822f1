// The service worker: keeps the page's own files so the page opens without a connection (to its "no connection"
// screen), and shows the turn notifications of rooms. Served as /sw.js by the app (installable.py), which writes
// VERSION (a hash of the files) and FILES in: a new page makes a new worker, which replaces the old cache.
// Never kept: /api and /ws answers (a game's state), or anything not in FILES.
"use strict";
const VERSION = "__VERSION__";
const FILES = [/* FILES */];
const CACHE = "tricktable-" + VERSION;
const KEPT = new Set(FILES);

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES.map((f) => new Request(f, { cache: "reload" }))))
    .then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith("tricktable-") && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// The cached copy a request may be answered with: the page itself for "/" and an invite link "/join/CODE",
// a kept file by its path; null for anything else (it goes to the network untouched).
function keptAs(request) {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return null;
  if (request.mode === "navigate" && (url.pathname === "/" || /^\/join\/[A-Za-z0-9-]{4,20}\/?$/.test(url.pathname))) return "/";
  return KEPT.has(url.pathname) && url.pathname !== "/" ? url.pathname : null;
}

// The network first (the server's files are always the newest), the kept copy when there is no connection.
self.addEventListener("fetch", (event) => {
  const key = keptAs(event.request);
  if (!key) return;
  event.respondWith(fetch(event.request).catch(() =>
    caches.open(CACHE).then((c) => c.match(key)).then((hit) => hit || Response.error())));
});

// A tap on a turn notification brings the page's window forward.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const want = event.notification.data && event.notification.data.url;
  event.waitUntil(self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((list) => {
    const open = list.find((c) => want && new URL(c.url).pathname === want) || list[0];
    if (open) return open.focus();
    return self.clients.openWindow(want || "/");
  }));
});
