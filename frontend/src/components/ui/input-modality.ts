/**
 * Whether the user is on the keyboard: the last input was a key press rather than a pointer
 * press. Focus that follows a click (or a script moving focus after one) is then not keyboard
 * focus; this is the rule browsers use for :focus-visible, kept here so it also holds in a DOM
 * without it (tests).
 */
let keyboard = false;

if (typeof document !== 'undefined') {
  document.addEventListener('keydown', () => (keyboard = true), true);
  document.addEventListener('pointerdown', () => (keyboard = false), true);
}

export const usingKeyboard = () => keyboard;
