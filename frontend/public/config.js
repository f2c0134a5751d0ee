// Runtime configuration of the web app, loaded before the app itself.
// Deployments replace or edit this file (no rebuild needed; it is served with no-cache).
//   apiBaseUrl: origin of the API, e.g. "https://api.example.com"; "" = same origin.
//   site: optional overrides of the business constants (defaults, all placeholders, are
//   in src/config/site.ts). Any key left out keeps its default; empty values are ignored.
//     companyName:    "Blue Harbour Marine Services"
//     legalEntity:    "Blue Harbour Marine Services LLC"
//     phone:          "971501234567"      (country code + number; links use tel:+971…)
//     phoneDisplay:   "+971 50 123 4567"  (optional; derived from phone)
//     whatsappNumber: "971501234567"      (optional; defaults to phone; links use wa.me/971…)
//     email:          "info@example.ae"
//     address:        "Office 101, …, Dubai, United Arab Emirates"
//     businessHours:  [{ days: "Sunday to Thursday", hours: "8:00 AM-6:00 PM" }, …]
//     adminUsername:  "admin"             (the login form's username hint)
//     creditName:     "…"                 ('Website by' credit in the footer)
//     creditUrl:      "https://…"
window.__APP_CONFIG__ = { apiBaseUrl: "", site: {} };
