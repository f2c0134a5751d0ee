/** What is left of an option (docs/payments.md): whole minutes, rounded down, never below zero. */
export function timeLeft(expiresAt: string, now: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
