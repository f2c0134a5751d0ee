/**
 * The taps public/early-taps.js kept before the app started (docs/architecture.md, "First
 * paint"). Called right after `hydrateRoot`, whose listeners are then on the page: each button
 * tapped is tapped again, and React, which hydrates the part of the page an event lands in
 * first, runs its handler as soon as that part is hydrated. The link taps stay for the
 * enquiry insights (lib/insights.ts); the script keeps nothing more once this has run.
 */
export function replayEarlyTaps() {
  const early = window.earlyTaps;
  if (!early) return;
  window.earlyTaps = { buttons: [], links: early.links };
  for (const button of early.buttons) if (button.isConnected) button.click();
}
