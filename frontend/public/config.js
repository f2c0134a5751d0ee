// Runtime configuration of the web app, loaded before the app itself.
// Deployments replace this file (no rebuild needed).
//   apiBaseUrl: origin of the API, e.g. "https://api.example.com"; "" = same origin.
//   site: optional overrides of the business constants in src/config/site.ts, e.g.
//     site: { companyName: "...", legalEntity: "...", phone: "971501234567",
//             email: "...", address: "...", creditName: "...", creditUrl: "..." }
window.__APP_CONFIG__ = { apiBaseUrl: "" };
