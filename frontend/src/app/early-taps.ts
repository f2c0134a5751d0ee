/**
 * Taps on the page's buttons that reached no handler because the app was not there yet
 * (docs/first-paint.md, "Hydration"): those public/early-taps.js kept before the app started,
 * and those React held back after, while the part of the page they landed in was still waiting
 * for its code (a lazy component's Suspense boundary: the home carousel, say). Each is tapped
 * again on the same element, in the order made, until React lets it through to its target.
 *
 * React hydrates the part an event lands in first, at once, when its code is there; when it is
 * not, React stops the event at the root (it never reaches its target) and hydrates that part
 * once the code arrives, without the tap. So a tap is tapped again until it reaches its button,
 * every RETRY_MS, for PATIENCE_MS at most from the app's start. The link taps stay for the
 * enquiry insights (lib/insights.ts); the script keeps nothing more once this has run.
 */
const RETRY_MS = 50;
const PATIENCE_MS = 10_000;

let pending: HTMLButtonElement[] = [];
let until = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Taps `button` again; true when the click reached it (the part it is in has hydrated). */
function tapAgain(button: HTMLButtonElement) {
  let reached = false;
  const reach = () => (reached = true);
  button.addEventListener('click', reach);
  button.click();
  button.removeEventListener('click', reach);
  return reached;
}

function replay() {
  timer = undefined;
  while (pending.length > 0) {
    const button = pending[0]!;
    // Gone or disabled since (a click on a disabled button is not dispatched): dropped.
    if (button.isConnected && !button.disabled && !tapAgain(button)) break;
    pending.shift();
  }
  if (pending.length === 0) return;
  if (Date.now() > until) pending = [];
  else timer ??= setTimeout(replay, RETRY_MS);
}

function keep(button: HTMLButtonElement) {
  pending.push(button);
  timer ??= setTimeout(replay, RETRY_MS);
}

/**
 * A button's tap that React stopped before its target: kept. Listened to on the document in the
 * capture phase, before React's listener on the root; whether the click reached its target is
 * known once its dispatch is over. Only the visitor's own taps (the replays are not trusted).
 */
function watchHeldTaps() {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest<HTMLButtonElement>('#root button[type="button"]');
      if (!event.isTrusted || !button || Date.now() > until) return;
      let reached = false;
      const reach = () => (reached = true);
      button.addEventListener('click', reach);
      setTimeout(() => {
        button.removeEventListener('click', reach);
        if (!reached) keep(button);
      }, 0);
    },
    true,
  );
}

/** Called right after `hydrateRoot`, whose listeners are then on the page. */
export function replayEarlyTaps() {
  const early = window.earlyTaps;
  if (!early) return;
  window.earlyTaps = { buttons: [], links: early.links };
  until = Date.now() + PATIENCE_MS;
  watchHeldTaps();
  pending = [...early.buttons];
  replay();
}
