// Tells the Rust side the page is up (the benchmark's start-up signal).
document.addEventListener("DOMContentLoaded", () => {
  window.__TAURI_INTERNALS__.invoke("ready", {});
});
