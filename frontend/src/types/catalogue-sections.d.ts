/**
 * One section of the English catalogue (src/i18n/en.json), as its own module (vite.config.ts,
 * catalogueSections), so that each route chunk carries only its own strings. Typed through
 * `useMessages(section, …)` / `messagesIn(…)`, which take the section's name.
 */
declare module 'virtual:en/*' {
  const section: unknown;
  export default section;
}

/** The same section of the Arabic catalogue (src/i18n/ar.json), for src/i18n/arabic.ts. */
declare module 'virtual:ar/*' {
  const section: unknown;
  export default section;
}
