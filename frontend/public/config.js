// Runtime configuration of the web app, loaded before the app itself.
// Deployments replace or edit this file (no rebuild needed; it is served with no-cache).
//   apiBaseUrl: origin of the API, e.g. "https://api.example.com"; "" = same origin.
// The business's details (name, numbers, hours, texts) are not here: the owner edits them
// at /admin/settings.
window.__APP_CONFIG__ = { apiBaseUrl: "" };
