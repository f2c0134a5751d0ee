declare global {
  interface Window {
    /** Set by /config.js before the app starts (see public/config.js). */
    __APP_CONFIG__?: { apiBaseUrl?: string };
    /** Taps before the app started, kept by /early-taps.js (app/early-taps.ts). */
    earlyTaps?: { buttons: HTMLButtonElement[]; links: { href: string; productId?: string }[] };
  }
}

export {};
