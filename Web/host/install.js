// The page as an installed app: its service worker (sw.js) keeps the build for offline use.
// Browsers allow one only in a secure context (https, or http from 127.0.0.1 / localhost).
if ("serviceWorker" in navigator && window.isSecureContext) {
  window.fluidOffline = navigator.serviceWorker.register("sw.js")
    .then(() => navigator.serviceWorker.ready)
    .then(() => true, (error) => String(error));
}
