// Palettes and the drawing helpers the scenes share (db/seed/generate-images.mjs).

// ---------------------------------------------------------------------------------------------
// Palettes

export const SEA = {
  day: { sky: ['#3f8fc4', '#8cc4e3', '#d8eef6'], sea: ['#2a7fa8', '#0f4a6b'], hull: '#123049',
    win: '#d8eef6', sun: '#fffbe6', sunY: 110, city: '#7fa9c6' },
  dawn: { sky: ['#6d8fbf', '#e9b3a2', '#fde3c8'], sea: ['#6a8fb0', '#1f3d5a'], hull: '#1c2f45',
    win: '#ffe3b3', sun: '#fff1d6', sunY: 300, city: '#a893a6' },
  dusk: { sky: ['#23315c', '#a55c73', '#f5a962'], sea: ['#4d4f7a', '#141d38'], hull: '#0f1628',
    win: '#ffcf7a', sun: '#ffd98a', sunY: 310, city: '#5a3f63' },
  night: { sky: ['#050c1c', '#0f2444', '#27507a'], sea: ['#0f2a48', '#040a16'], hull: '#02060d',
    win: '#ffe08f', sun: '#eef3f8', sunY: 100, city: '#153055', stars: true },
  teal: { sky: ['#4fb3d9', '#a6dcec', '#eaf8fb'], sea: ['#19a3a8', '#0a5566'], hull: '#0d3447',
    win: '#eaf8fb', sun: '#ffffff', sunY: 95, city: '#8ccbe0' },
};

export const STUDIO = {
  abyss: { bg: ['#0c3352', '#05182a'], glow: '#3a8dba' },
  lagoon: { bg: ['#106079', '#072f44'], glow: '#62c6da' },
  steel: { bg: ['#26405a', '#0f1b2a'], glow: '#7d9dbd' },
  reef: { bg: ['#0e5260', '#052530'], glow: '#45bfae' },
};

// Part colours
export const C = {
  white: '#f7fafc', light: '#dde8f0', mid: '#a4bacc', dark: '#587591', deep: '#233a52',
  orange: '#f28a2e', orangeDk: '#c86a18', bronze: '#dba55c', bronzeDk: '#a8732f', glass: '#bfe3f0',
};

// ---------------------------------------------------------------------------------------------
// Helpers

export function fnv1a(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function prng(seed) { // mulberry32
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const r1 = (n) => String(Math.round(n * 10) / 10);

export function svg(w, h, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">\n${body}</svg>\n`;
}

export function linear(id, colors, vertical = true) {
  const stops = colors.map((c, i) =>
    `<stop offset="${r1(colors.length === 1 ? 0 : i / (colors.length - 1))}" stop-color="${c}"/>`).join('');
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir}>${stops}</linearGradient>`;
}

export function glowGradient(id, color, alpha) {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${alpha}"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}
