declare global {
  interface Window {
    /** Set by /config.js before the app starts (see public/config.js). */
    __APP_CONFIG__?: { apiBaseUrl?: string };
  }
}

export {};
