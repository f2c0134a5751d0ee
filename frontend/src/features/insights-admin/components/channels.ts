import type { Kind } from '../api/insights';

/** The enquiry channels, as labelled and coloured on the screen (contrast checked against white). */
export const CHANNELS: { kind: Exclude<Kind, 'view'>; label: string; color: string }[] = [
  { kind: 'call', label: 'Calls', color: '#0369a1' },
  { kind: 'whatsapp', label: 'WhatsApp', color: '#15803d' },
  { kind: 'email', label: 'E-mails', color: '#b45309' },
];
