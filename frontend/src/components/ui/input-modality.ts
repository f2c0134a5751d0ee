/**
 * What the user's input is doing, watched from the start (tooltip.tsx imports this module):
 * - whether they are on the keyboard: the last input was a key press rather than a pointer
 *   press. Focus that follows a click (or a script moving focus after one) is then not
 *   keyboard focus; browsers use this rule for :focus-visible, kept here so it also holds in a
 *   DOM without it (tests);
 * - whether a key or a pointer button is held down: a click is a press and a release on the
 *   same element, so nothing may re-create elements in between.
 */
let keyboard = false;
let pointersDown = 0;
const keysDown = new Set<string>();
let waiting: (() => void)[] = [];

function released() {
  if (held()) return;
  const ready = waiting;
  waiting = [];
  ready.forEach((resolve) => resolve());
}

if (typeof document !== 'undefined') {
  const on = (type: string, listener: (event: Event) => void) => document.addEventListener(type, listener, true);
  on('keydown', (event) => {
    keyboard = true;
    keysDown.add((event as KeyboardEvent).key);
  });
  on('keyup', (event) => {
    keysDown.delete((event as KeyboardEvent).key);
    released();
  });
  on('pointerdown', () => {
    keyboard = false;
    pointersDown += 1;
  });
  for (const type of ['pointerup', 'pointercancel']) {
    on(type, () => {
      pointersDown = Math.max(0, pointersDown - 1);
      released();
    });
  }
  // A key released outside the page (focus moved away) never reports its keyup.
  window.addEventListener('blur', () => {
    keysDown.clear();
    pointersDown = 0;
    released();
  });
}

export const usingKeyboard = () => keyboard;

const held = () => pointersDown > 0 || keysDown.size > 0;

/**
 * Resolves once no key and no pointer button is held, in a later task (after the click that a
 * release may dispatch), checked again in that task: code awaiting it runs before any further
 * input event.
 */
export function whenInputSettles(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (held()) waiting.push(check);
      else setTimeout(() => (held() ? waiting.push(check) : resolve()), 0);
    };
    check();
  });
}
