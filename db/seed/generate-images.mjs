#!/usr/bin/env node
// Draws the demo catalogue's illustrations as small SVG files in media/demo/.
//
//   node db/seed/generate-images.mjs          write every file (identical bytes on every run)
//   node db/seed/generate-images.mjs --check  compare with the committed files and check that
//                                             every /uploads/demo/ path in demo.sql exists
//
// No dependencies, no clock, no Math.random: the "random" touches (waves, stars, skyline)
// come from a PRNG seeded by the file name, so the output is deterministic.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT_DIR = join(HERE, 'media', 'demo');
const MAX_BYTES = 10 * 1024;

// ---------------------------------------------------------------------------------------------
// What to draw. One entry per file; "-2", "-3"... files are the extra gallery images.

const IMAGES = [
  // marine-spares: studio-lit parts on a deep-water backdrop
  { file: 'cat-3516b-turbocharger.svg', kind: 'turbo', palette: 'abyss' },
  { file: 'cat-3516b-turbocharger-2.svg', kind: 'turbo', palette: 'steel', mirror: true },
  { file: 'man-l2330h-piston.svg', kind: 'piston', palette: 'steel' },
  { file: 'wartsila-20-injection-pump.svg', kind: 'injpump', palette: 'lagoon' },
  { file: 'stockless-anchor-1500kg.svg', kind: 'anchor', palette: 'abyss' },
  { file: 'stud-link-chain-38mm.svg', kind: 'chain', palette: 'reef' },
  { file: 'solas-liferaft-12p.svg', kind: 'liferaft', palette: 'lagoon' },
  { file: 'solas-lifebuoy.svg', kind: 'lifering', palette: 'abyss' },
  { file: 'x-band-radar.svg', kind: 'radar', palette: 'steel' },
  { file: 'bronze-propeller-1200.svg', kind: 'propeller', palette: 'reef' },
  { file: 'racor-fuel-filter.svg', kind: 'filter', palette: 'lagoon' },
  { file: 'cummins-kta38-long-block.svg', kind: 'engine', palette: 'abyss' },
  { file: 'raw-water-pump.svg', kind: 'waterpump', palette: 'steel' },
  // vessel-chartering
  { file: 'charter-crew-boat-40m.svg', kind: 'crewboat', palette: 'day' },
  { file: 'charter-asd-tug-60t.svg', kind: 'tug', palette: 'dusk' },
  { file: 'charter-mooring-tug-24m.svg', kind: 'tug', palette: 'teal', scale: 0.85 },
  { file: 'charter-deck-barge-300ft.svg', kind: 'barge', palette: 'day', cargo: 'containers' },
  { file: 'charter-psv-dp2.svg', kind: 'psv', palette: 'dawn' },
  { file: 'charter-yacht-sea-pearl.svg', kind: 'yacht', palette: 'dusk' },
  { file: 'charter-yacht-sea-pearl-2.svg', kind: 'yacht', palette: 'day', scale: 1.3, dx: -60 },
  { file: 'charter-yacht-sea-pearl-3.svg', kind: 'yacht', palette: 'night', mirror: true },
  { file: 'charter-yacht-sea-pearl-4.svg', kind: 'yacht', palette: 'teal', scale: 1.35, dx: 70, mirror: true },
  { file: 'charter-sport-cruiser-18m.svg', kind: 'cruiser', palette: 'teal' },
  { file: 'charter-landing-craft-50m.svg', kind: 'landing', palette: 'day' },
  { file: 'charter-ahts-70t.svg', kind: 'psv', palette: 'night', aframe: true },
  { file: 'charter-dive-support-28m.svg', kind: 'psv', palette: 'dawn', aframe: true, scale: 0.85 },
  { file: 'charter-accommodation-barge.svg', kind: 'barge', palette: 'dusk', cargo: 'accommodation' },
  // vessel-sales-purchase
  { file: 'sale-crew-boat-2008.svg', kind: 'crewboat', palette: 'dawn' },
  { file: 'sale-crew-boat-2008-2.svg', kind: 'crewboat', palette: 'teal', scale: 1.3, dx: 50 },
  { file: 'sale-crew-boat-2008-3.svg', kind: 'crewboat', palette: 'dusk', mirror: true },
  { file: 'sale-damen-asd-2810.svg', kind: 'tug', palette: 'day' },
  { file: 'sale-psv-75m.svg', kind: 'psv', palette: 'teal' },
  { file: 'sale-crane-barge-76m.svg', kind: 'barge', palette: 'dusk', cargo: 'crane' },
  { file: 'sale-azimut-72.svg', kind: 'yacht', palette: 'teal', scale: 0.9 },
  { file: 'sale-azimut-72-2.svg', kind: 'yacht', palette: 'dawn', scale: 0.9, mirror: true },
  { file: 'sale-azimut-72-3.svg', kind: 'yacht', palette: 'day', scale: 1.35, dx: -80 },
  { file: 'sale-azimut-72-4.svg', kind: 'yacht', palette: 'dusk', scale: 1.35, dx: 80, mirror: true },
  { file: 'sale-azimut-72-5.svg', kind: 'yacht', palette: 'night', scale: 0.9 },
  { file: 'sale-predator-62.svg', kind: 'cruiser', palette: 'dusk' },
  { file: 'sale-dhow-30m.svg', kind: 'dhow', palette: 'dusk' },
  { file: 'sale-landing-craft-45m.svg', kind: 'landing', palette: 'teal' },
  { file: 'sale-ahts-60m.svg', kind: 'psv', palette: 'day', aframe: true },
  { file: 'sale-majesty-56.svg', kind: 'yacht', palette: 'night' },
  { file: 'sale-survey-vessel-26m.svg', kind: 'psv', palette: 'day', scale: 0.8 },
  // banners (1200x400, left side kept calm for the headline)
  { file: 'banner-chartering.svg', kind: 'bannerTow', palette: 'dusk' },
  { file: 'banner-supplies.svg', kind: 'bannerAnchor', palette: 'abyss' },
];

// ---------------------------------------------------------------------------------------------
// Palettes

const SEA = {
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

const STUDIO = {
  abyss: { bg: ['#0c3352', '#05182a'], glow: '#3a8dba' },
  lagoon: { bg: ['#106079', '#072f44'], glow: '#62c6da' },
  steel: { bg: ['#26405a', '#0f1b2a'], glow: '#7d9dbd' },
  reef: { bg: ['#0e5260', '#052530'], glow: '#45bfae' },
};

// Part colours
const C = {
  white: '#f7fafc', light: '#dde8f0', mid: '#a4bacc', dark: '#587591', deep: '#233a52',
  orange: '#f28a2e', orangeDk: '#c86a18', bronze: '#dba55c', bronzeDk: '#a8732f', glass: '#bfe3f0',
};

// ---------------------------------------------------------------------------------------------
// Helpers

function fnv1a(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function prng(seed) { // mulberry32
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n) => String(Math.round(n * 10) / 10);

function svg(w, h, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">\n${body}</svg>\n`;
}

function linear(id, colors, vertical = true) {
  const stops = colors.map((c, i) =>
    `<stop offset="${r1(colors.length === 1 ? 0 : i / (colors.length - 1))}" stop-color="${c}"/>`).join('');
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir}>${stops}</linearGradient>`;
}

function glowGradient(id, color, alpha) {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${alpha}"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

// ---------------------------------------------------------------------------------------------
// Sea scenes: sky, sun or moon, a faint skyline, sea, waves, the vessel and its reflection

function skyline(rand, x0, x1, y, color) {
  let d = '';
  let x = x0;
  const spire = x0 + (x1 - x0) * (0.3 + rand() * 0.4);
  while (x < x1) {
    const w = 8 + rand() * 16;
    const h = 6 + rand() * 30;
    if (x <= spire && spire < x + w) { // one very tall tower, tapering to a needle
      d += `M${r1(x)} ${y}V${r1(y - 40)}L${r1(x + w * 0.3)} ${r1(y - 80)}L${r1(x + w * 0.5)} ${r1(y - 120)}` +
        `L${r1(x + w * 0.7)} ${r1(y - 80)}L${r1(x + w)} ${r1(y - 40)}V${y}Z`;
    } else {
      d += `M${r1(x)} ${y}v${r1(-h)}h${r1(w - 2)}v${r1(h)}Z`;
    }
    x += w;
  }
  return `<path d="${d}" fill="${color}" opacity=".55"/>`;
}

function seaBackdrop({ W, H, horizon, p, rand, sunX, cityFrom, cityTo }) {
  let s = `<defs>${linear('sky', p.sky)}${linear('sea', p.sea)}${glowGradient('sun', p.sun, 0.85)}</defs>\n`;
  s += `<rect width="${W}" height="${horizon}" fill="url(#sky)"/>\n`;
  if (p.stars) {
    s += '<g fill="#fff">';
    for (let i = 0; i < 40; i++) {
      s += `<circle cx="${r1(rand() * W)}" cy="${r1(rand() * horizon * 0.7)}" r="${r1(0.6 + rand() * 1.2)}" opacity="${r1(0.3 + rand() * 0.6)}"/>`;
    }
    s += '</g>\n';
  }
  const sunY = Math.min(p.sunY * (H / 600), horizon - 20);
  s += `<circle cx="${sunX}" cy="${r1(sunY)}" r="${r1(H / 4)}" fill="url(#sun)"/>`;
  s += `<circle cx="${sunX}" cy="${r1(sunY)}" r="${r1(H / 24)}" fill="${p.sun}"/>\n`;
  s += skyline(rand, cityFrom, cityTo, horizon, p.city) + '\n';
  s += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>\n`;
  // glitter under the sun, then scattered wave strokes
  s += `<g stroke="${p.sun}" stroke-linecap="round" stroke-width="3">`;
  for (let i = 0; i < 9; i++) {
    const y = horizon + 6 + i * i * 3.2 + rand() * 4;
    const w = 10 + i * 6 + rand() * 20;
    s += `<path d="M${r1(sunX - w / 2 + (rand() - 0.5) * 30)} ${r1(y)}h${r1(w)}" opacity="${r1(0.55 - i * 0.05)}"/>`;
  }
  s += '</g>\n';
  s += '<g stroke="#fff" stroke-linecap="round" stroke-width="2" fill="none">';
  for (let i = 0; i < 18; i++) {
    const t = rand();
    const y = horizon + 10 + t * t * (H - horizon - 10);
    const x = rand() * W;
    const w = 20 + t * 60;
    s += `<path d="M${r1(x)} ${r1(y)}q${r1(w / 4)} -4 ${r1(w / 2)} 0t${r1(w / 2)} 0" opacity="${r1(0.12 + t * 0.18)}"/>`;
  }
  s += '</g>\n';
  return s;
}

// Vessels are drawn facing right, waterline at y = 0, roughly -250..250 wide.
// `hull` fills the silhouette, `win` the lit windows.

function windows(list, win) {
  return `<g fill="${win}">${list.map(([x, y, w, h]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="2"/>`).join('')}</g>`;
}

function row(x, y, n, w, h, gap) {
  return Array.from({ length: n }, (_, i) => [x + i * (w + gap), y, w, h]);
}

const VESSELS = {
  tug(hull, win) {
    return `<g fill="${hull}">` +
      '<path d="M-190 -44L150 -50Q185 -52 205 -78L214 -74Q200 -24 172 0L-168 0Q-190 -14 -190 -44Z"/>' +
      '<rect x="-48" y="-100" width="158" height="54" rx="4"/>' +
      '<rect x="-12" y="-152" width="112" height="54" rx="3"/>' +
      '<rect x="-22" y="-160" width="132" height="10" rx="3"/>' +
      '<rect x="43" y="-222" width="6" height="64"/><rect x="22" y="-200" width="48" height="5"/>' +
      '<rect x="-78" y="-140" width="22" height="94" rx="3"/><rect x="-82" y="-146" width="30" height="8" rx="2"/>' +
      '<rect x="-150" y="-68" width="44" height="20" rx="4"/><rect x="-186" y="-60" width="330" height="6"/>' +
      '</g>' +
      `<path d="M150 -40Q186 -44 204 -70" stroke="${win}" stroke-opacity=".25" stroke-width="6" fill="none"/>` +
      windows([...row(-4, -140, 5, 16, 18, 5), ...row(-36, -84, 6, 12, 10, 12)], win);
  },
  crewboat(hull, win) {
    return `<g fill="${hull}">` +
      '<path d="M-230 -34L196 -44L244 -64Q236 -22 205 0L-224 0Q-232 -12 -230 -34Z"/>' +
      '<path d="M-120 -40L-112 -86L118 -92Q146 -80 178 -44Z"/>' +
      '<path d="M12 -90L18 -126L112 -128Q128 -112 140 -90Z"/>' +
      '<rect x="60" y="-170" width="5" height="44"/><rect x="44" y="-152" width="36" height="4"/>' +
      '<rect x="-226" y="-52" width="110" height="3"/><rect x="-226" y="-52" width="3" height="16"/>' +
      '<rect x="-190" y="-52" width="3" height="16"/><rect x="-154" y="-52" width="3" height="16"/>' +
      '</g>' +
      windows([...row(-100, -76, 10, 15, 14, 6), [116, -80, 34, 14], ...row(26, -118, 4, 18, 14, 5)], win);
  },
  yacht(hull, win) {
    return `<g fill="${hull}">` +
      '<path d="M-236 -26L206 -36Q240 -44 256 -58L240 -12Q226 0 196 0L-214 0Q-236 -6 -236 -26Z"/>' +
      '<path d="M-204 -26L-194 -70L148 -72Q180 -62 198 -34Z"/>' +
      '<path d="M-156 -70L-144 -108L88 -110Q120 -98 146 -72Z"/>' +
      '<path d="M-90 -108L-78 -136L34 -138Q56 -126 70 -110Z"/>' +
      '<path d="M-30 -136Q-10 -176 30 -176L34 -170Q0 -168 -18 -136Z"/>' +
      '<rect x="-10" y="-200" width="4" height="28"/>' +
      '</g>' +
      windows([[-180, -58, 290, 8], [-132, -96, 200, 9], [-64, -128, 86, 8], ...row(-160, -18, 6, 20, 5, 22)], win);
  },
  cruiser(hull, win) {
    return `<g fill="${hull}">` +
      '<path d="M-200 -22L170 -34Q214 -44 234 -56L216 -10Q202 0 172 0L-182 0Q-200 -4 -200 -22Z"/>' +
      '<path d="M-150 -24L-132 -64L40 -70Q96 -64 160 -30Z"/>' +
      '<path d="M-62 -70Q-40 -100 10 -100L14 -94Q-24 -92 -42 -70Z"/>' +
      '</g>' +
      windows([[-108, -56, 120, 12], [34, -58, 60, 10], ...row(-130, -14, 4, 26, 4, 18)], win);
  },
  barge(hull, win, o) {
    let s = `<g fill="${hull}">` +
      '<path d="M-262 -40L232 -40Q256 -40 264 -20L252 0L-250 0L-264 -20Z"/>';
    let w = [];
    if (o.cargo === 'containers') {
      const heights = [2, 3, 3, 2, 3, 1, 2, 3, 2];
      heights.forEach((n, i) => {
        for (let k = 0; k < n; k++) s += `<rect x="${-230 + i * 50}" y="${-40 - (k + 1) * 26}" width="47" height="24"/>`;
      });
    } else if (o.cargo === 'accommodation') {
      s += '<rect x="-200" y="-150" width="300" height="110"/><rect x="-190" y="-166" width="120" height="18"/>' +
        '<rect x="140" y="-150" width="10" height="110"/><path d="M145 -150L250 -110L250 -104L145 -138Z"/>' +
        '<rect x="-232" y="-210" width="6" height="170"/><rect x="-244" y="-210" width="30" height="4"/>';
      w = [...row(-188, -138, 12, 14, 10, 10), ...row(-188, -112, 12, 14, 10, 10), ...row(-188, -86, 12, 14, 10, 10),
        ...row(-188, -60, 12, 14, 10, 10)];
    } else { // crane barge
      s += '<rect x="-220" y="-92" width="90" height="52" rx="3"/><rect x="-200" y="-120" width="50" height="30"/>' +
        '<path d="M-150 -100L200 -300L210 -292L-130 -86Z"/>' +
        '<rect x="40" y="-76" width="170" height="36"/><rect x="-100" y="-66" width="110" height="26"/>';
      s += `</g><path d="M-200 -118L205 -296M205 -296V-150" stroke="${hull}" stroke-width="2" fill="none"/><g fill="${hull}">` +
        '<rect x="196" y="-152" width="18" height="14"/>';
      w = [[-190, -112, 30, 10]];
    }
    return s + '</g>' + windows(w, win);
  },
  psv(hull, win, o) {
    let s = `<g fill="${hull}">` +
      '<path d="M-242 -36L168 -46Q214 -52 234 -84L246 -80Q240 -30 214 0L-236 0Q-244 -12 -242 -36Z"/>' +
      '<path d="M84 -46V-150L200 -150L206 -100L214 -52Z"/>' +
      '<path d="M92 -150V-184H204L212 -150Z"/>' +
      '<rect x="148" y="-246" width="6" height="64"/><rect x="126" y="-228" width="50" height="5"/>' +
      '<rect x="56" y="-126" width="20" height="82" rx="3"/>' +
      '<rect x="-238" y="-58" width="322" height="6"/>' +
      '<rect x="-180" y="-72" width="60" height="18"/><rect x="-100" y="-66" width="90" height="12"/>';
    if (o.aframe) {
      s += '<path d="M-236 -52L-214 -150L-204 -150L-222 -52Z"/><rect x="-222" y="-156" width="30" height="8"/>' +
        '<rect x="-60" y="-120" width="8" height="66"/><path d="M-56 -118L40 -160L42 -154L-54 -110Z"/>';
    }
    s += '</g>';
    return s + windows([...row(98, -174, 5, 16, 14, 4), ...row(100, -136, 5, 12, 10, 8), ...row(100, -110, 5, 12, 10, 8),
      ...row(100, -84, 5, 12, 10, 8)], win);
  },
  landing(hull, win) {
    return `<g fill="${hull}">` +
      '<path d="M-242 -42L200 -42L244 -22L232 0L-234 0Q-244 -14 -242 -42Z"/>' +
      '<path d="M198 -42L214 -108L226 -106L212 -42Z"/>' +
      '<rect x="-228" y="-118" width="96" height="78"/><rect x="-220" y="-150" width="80" height="34"/>' +
      '<rect x="-230" y="-156" width="100" height="8"/><rect x="-186" y="-210" width="5" height="56"/>' +
      '<rect x="-134" y="-56" width="336" height="14"/><rect x="-150" y="-140" width="14" height="28"/>' +
      '</g>' +
      windows([...row(-214, -142, 4, 14, 14, 5), ...row(-218, -104, 5, 10, 9, 8), ...row(-218, -80, 5, 10, 9, 8)], win);
  },
  dhow(hull, win) {
    return `<g fill="${hull}">` +
      '<path d="M-210 -78Q-196 -30 -166 0L150 0Q204 -22 246 -76L236 -80Q196 -46 140 -44L-176 -48L-192 -84Z"/>' +
      '<rect x="8" y="-250" width="8" height="204"/>' +
      `<path d="M-150 -84L196 -300" stroke="${hull}" stroke-width="6"/>` +
      '<path d="M-140 -92Q40 -210 186 -292Q140 -170 96 -56Q-10 -80 -140 -92Z" opacity=".9"/>' +
      '<rect x="-186" y="-106" width="70" height="58"/><rect x="-196" y="-112" width="90" height="8"/>' +
      '</g>' +
      windows([...row(-180, -96, 3, 14, 12, 7), ...row(-150, -38, 12, 6, 6, 18)], win);
  },
};

function seaScene(entry) {
  const p = SEA[entry.palette];
  const rand = prng(fnv1a(entry.file));
  const W = 800; const H = 600; const horizon = 340; const wl = 440;
  const sunX = Math.round(120 + rand() * 560);
  const left = rand() < 0.5;
  let s = seaBackdrop({ W, H, horizon, p, rand, sunX, cityFrom: left ? 10 : 470, cityTo: left ? 330 : 790 });
  const k = entry.scale ?? 1;
  const sx = entry.mirror ? -k : k;
  const cx = 400 + (entry.dx ?? 0);
  const vessel = VESSELS[entry.kind](p.hull, p.win, entry);
  s += `<g transform="translate(${cx} ${wl}) scale(${sx} ${-k})" opacity=".22">${vessel}</g>\n`;
  s += `<ellipse cx="${cx}" cy="${wl}" rx="${r1(250 * k)}" ry="5" fill="#fff" opacity=".25"/>\n`;
  s += `<g transform="translate(${cx} ${wl}) scale(${sx} ${k})">${vessel}</g>\n`;
  return svg(W, H, s);
}

// ---------------------------------------------------------------------------------------------
// Studio scenes: one part, centred around (400, 290), with a soft glow and a floor shadow

const PARTS = {
  anchor() {
    return `<g fill="none" stroke="${C.light}" stroke-linecap="round" stroke-width="24">` +
      '<circle cx="400" cy="120" r="30"/><path d="M400 152V452M300 200H500"/>' +
      '<path d="M262 340Q268 456 400 462Q532 456 538 340"/></g>' +
      `<g fill="${C.light}"><path d="M236 356L262 296L292 352Z"/><path d="M564 356L538 296L508 352Z"/>` +
      '<circle cx="300" cy="200" r="18"/><circle cx="500" cy="200" r="18"/></g>' +
      `<path d="M406 160V440" stroke="${C.mid}" stroke-width="6" opacity=".6"/>`;
  },
  chain() {
    let edge = ''; let flat = ''; // edge-on links first, so the flat ones sit on top of them
    const n = 6; const step = 92; const ang = -29;
    const ux = Math.cos(ang * Math.PI / 180); const uy = Math.sin(ang * Math.PI / 180);
    for (let i = 0; i < n; i++) {
      const x = 400 + (i - (n - 1) / 2) * step * ux;
      const y = 300 + (i - (n - 1) / 2) * step * uy;
      const t = `translate(${r1(x)} ${r1(y)}) rotate(${ang})`;
      if (i % 2) edge += `<rect transform="${t}" x="-62" y="-11" width="124" height="22" rx="11" fill="${C.mid}"/>`;
      else {
        flat += `<g transform="${t}"><ellipse rx="62" ry="38" fill="none" stroke="${C.light}" stroke-width="17"/>` +
          `<rect x="-5" y="-30" width="10" height="60" rx="3" fill="${C.mid}"/></g>`;
      }
    }
    return edge + flat;
  },
  engine() {
    return `<path d="M262 398H560L540 452H282Z" fill="${C.dark}"/>` +
      `<circle cx="226" cy="320" r="88" fill="${C.dark}"/><circle cx="226" cy="320" r="60" fill="${C.deep}"/>` +
      `<rect x="238" y="246" width="340" height="156" rx="10" fill="${C.mid}"/>` +
      `<rect x="248" y="202" width="320" height="48" rx="6" fill="${C.light}"/>` +
      `<g fill="${C.light}">${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${254 + i * 52}" y="176" width="46" height="30" rx="6"/>`).join('')}</g>` +
      `<rect x="252" y="262" width="312" height="22" rx="6" fill="${C.dark}"/>` +
      `<g fill="${C.dark}">${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${278 + i * 52}" cy="330" r="14"/>`).join('')}</g>` +
      `<circle cx="604" cy="342" r="42" fill="${C.dark}"/><circle cx="604" cy="342" r="16" fill="${C.light}"/>` +
      `<circle cx="598" cy="258" r="24" fill="${C.dark}"/><circle cx="598" cy="258" r="8" fill="${C.light}"/>` +
      `<path d="M588 236L566 322M620 304L612 240" stroke="${C.deep}" stroke-width="6"/>` +
      `<circle cx="300" cy="150" r="34" fill="${C.mid}"/><circle cx="300" cy="150" r="14" fill="${C.deep}"/>` +
      `<rect x="292" y="176" width="16" height="30" fill="${C.mid}"/>`;
  },
  turbo() {
    return `<rect x="394" y="250" width="96" height="100" rx="10" fill="${C.mid}"/>` +
      `<circle cx="300" cy="300" r="122" fill="${C.light}"/>` +
      `<path d="M300 178H392V230H340" fill="${C.light}"/><rect x="386" y="166" width="22" height="76" rx="4" fill="${C.mid}"/>` +
      `<circle cx="300" cy="300" r="84" fill="none" stroke="${C.mid}" stroke-width="6"/>` +
      `<circle cx="300" cy="300" r="56" fill="${C.deep}"/>` +
      `<g stroke="${C.mid}" stroke-width="5">${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => {
        const a = i * Math.PI / 4;
        return `<path d="M${r1(300 + 12 * Math.cos(a))} ${r1(300 + 12 * Math.sin(a))}L${r1(300 + 50 * Math.cos(a + 0.5))} ${r1(300 + 50 * Math.sin(a + 0.5))}"/>`;
      }).join('')}</g>` +
      `<circle cx="300" cy="300" r="12" fill="${C.light}"/>` +
      `<circle cx="562" cy="300" r="104" fill="${C.dark}"/><circle cx="562" cy="300" r="44" fill="${C.deep}"/>` +
      `<circle cx="562" cy="300" r="70" fill="none" stroke="${C.mid}" stroke-width="4" opacity=".6"/>` +
      `<rect x="520" y="392" width="84" height="40" rx="4" fill="${C.dark}"/><rect x="510" y="424" width="104" height="14" rx="3" fill="${C.mid}"/>`;
  },
  piston() {
    return `<path d="M372 250H428L446 410H354Z" fill="${C.mid}"/>` +
      `<circle cx="400" cy="452" r="64" fill="${C.mid}"/><circle cx="400" cy="452" r="36" fill="${C.deep}"/>` +
      `<rect x="330" y="446" width="140" height="12" fill="${C.dark}"/>` +
      `<path d="M296 152Q400 112 504 152V322Q400 336 296 322Z" fill="${C.light}"/>` +
      `<g stroke="${C.dark}" stroke-width="6"><path d="M296 172Q400 150 504 172"/><path d="M296 192Q400 170 504 192"/><path d="M296 212Q400 190 504 212"/></g>` +
      `<circle cx="400" cy="268" r="32" fill="${C.mid}"/><circle cx="400" cy="268" r="15" fill="${C.deep}"/>` +
      `<path d="M318 160V316" stroke="${C.white}" stroke-width="10" opacity=".5"/>`;
  },
  injpump() {
    return `<rect x="274" y="398" width="252" height="30" rx="6" fill="${C.dark}"/>` +
      `<rect x="316" y="218" width="168" height="184" rx="10" fill="${C.light}"/>` +
      `<path d="M360 218L372 186H428L440 218Z" fill="${C.mid}"/>` +
      `<rect x="388" y="112" width="24" height="78" fill="${C.mid}"/><rect x="374" y="100" width="52" height="24" rx="4" fill="${C.dark}"/>` +
      `<rect x="196" y="298" width="126" height="24" rx="4" fill="${C.mid}"/>` +
      `<g fill="${C.dark}">${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${206 + i * 18}" y="318" width="8" height="10"/>`).join('')}</g>` +
      `<g fill="${C.mid}"><circle cx="340" cy="244" r="9"/><circle cx="460" cy="244" r="9"/><circle cx="340" cy="378" r="9"/><circle cx="460" cy="378" r="9"/></g>` +
      `<rect x="484" y="270" width="44" height="40" rx="6" fill="${C.dark}"/>` +
      `<path d="M334 230V390" stroke="${C.white}" stroke-width="8" opacity=".45"/>`;
  },
  propeller() {
    const blade = 'M-20 -40C-100 -90 -98 -206 -8 -218C74 -208 94 -122 20 -40Z';
    return `<g transform="translate(400 292)">` +
      [20, 110, 200, 290].map((a) => `<path transform="rotate(${a})" d="${blade}" fill="${C.bronze}" stroke="${C.bronzeDk}" stroke-width="5"/>`).join('') +
      `<circle r="54" fill="${C.bronzeDk}"/><circle r="40" fill="${C.bronze}"/><circle r="20" fill="${C.deep}"/></g>`;
  },
  liferaft() {
    return `<path d="M280 414L300 376H330L350 414ZM450 414L470 376H500L520 414Z" fill="${C.dark}"/>` +
      `<rect x="220" y="412" width="360" height="16" rx="4" fill="${C.dark}"/>` +
      `<rect x="206" y="212" width="388" height="172" rx="86" fill="${C.white}"/>` +
      `<rect x="392" y="212" width="16" height="172" fill="${C.mid}"/>` +
      `<rect x="282" y="208" width="16" height="180" rx="3" fill="${C.orange}"/><rect x="502" y="208" width="16" height="180" rx="3" fill="${C.orange}"/>` +
      `<path d="M236 250Q300 226 380 228" stroke="#fff" stroke-width="10" stroke-linecap="round" fill="none"/>` +
      `<rect x="598" y="318" width="40" height="30" rx="4" fill="${C.orange}"/><path d="M594 330H600" stroke="${C.dark}" stroke-width="4"/>`;
  },
  lifering() {
    const r = 128; const circ = 2 * Math.PI * r; const band = 38; const gap = circ / 4 - band;
    return `<circle cx="400" cy="292" r="172" fill="none" stroke="#efe3c7" stroke-width="6"/>` +
      `<circle cx="400" cy="292" r="${r}" fill="none" stroke="${C.orange}" stroke-width="72"/>` +
      `<circle cx="400" cy="292" r="${r}" fill="none" stroke="${C.white}" stroke-width="72" stroke-dasharray="${r1(band)} ${r1(gap)}" stroke-dashoffset="${r1(band / 2 + circ / 8)}"/>` +
      `<circle cx="400" cy="292" r="94" fill="none" stroke="${C.orangeDk}" stroke-width="6" opacity=".6"/>` +
      `<circle cx="400" cy="292" r="162" fill="none" stroke="${C.orangeDk}" stroke-width="4" opacity=".4"/>` +
      `<g fill="#efe3c7">${[45, 135, 225, 315].map((a) => {
        const t = a * Math.PI / 180;
        return `<rect x="-6" y="-26" width="12" height="52" rx="4" transform="translate(${r1(400 + 168 * Math.cos(t))} ${r1(292 + 168 * Math.sin(t))}) rotate(${a})"/>`;
      }).join('')}</g>`;
  },
  radar() {
    return `<g fill="none" stroke="${C.light}" stroke-linecap="round" stroke-width="5">` +
      [70, 110, 150].map((r, i) => `<path d="M${400 - r * 2} ${200 - i * 16}Q400 ${110 - r * 0.9} ${400 + r * 2} ${200 - i * 16}" opacity="${r1(0.4 - i * 0.11)}"/>`).join('') +
      '</g>' +
      `<rect x="380" y="376" width="40" height="96" fill="${C.dark}"/><rect x="300" y="362" width="200" height="20" rx="4" fill="${C.dark}"/>` +
      `<path d="M338 258H462L482 362H318Z" fill="${C.mid}"/><rect x="372" y="244" width="56" height="18" fill="${C.dark}"/>` +
      `<rect x="160" y="206" width="480" height="42" rx="21" fill="${C.light}"/>` +
      `<rect x="190" y="222" width="420" height="8" rx="4" fill="${C.mid}"/>` +
      `<path d="M346 280V350" stroke="${C.white}" stroke-width="8" opacity=".4"/>`;
  },
  filter() {
    return `<rect x="262" y="138" width="276" height="22" rx="4" fill="${C.dark}"/>` +
      `<rect x="340" y="94" width="120" height="18" rx="9" fill="${C.light}"/><rect x="386" y="104" width="28" height="58" fill="${C.light}"/>` +
      `<rect x="246" y="186" width="60" height="30" rx="4" fill="${C.mid}"/><rect x="494" y="186" width="60" height="30" rx="4" fill="${C.mid}"/>` +
      `<rect x="298" y="158" width="204" height="84" rx="10" fill="${C.mid}"/>` +
      `<rect x="314" y="240" width="172" height="150" rx="8" fill="${C.light}"/>` +
      `<rect x="324" y="386" width="152" height="74" rx="22" fill="${C.glass}" opacity=".75"/>` +
      `<rect x="324" y="428" width="152" height="32" rx="16" fill="#5fa6cc" opacity=".8"/>` +
      `<rect x="390" y="458" width="20" height="26" rx="3" fill="${C.dark}"/>` +
      `<path d="M332 252V380" stroke="${C.white}" stroke-width="8" opacity=".5"/>`;
  },
  waterpump() {
    return `<rect x="250" y="404" width="300" height="20" rx="4" fill="${C.dark}"/>` +
      `<rect x="330" y="150" width="72" height="16" rx="3" fill="${C.dark}"/><rect x="342" y="162" width="48" height="80" fill="${C.mid}"/>` +
      `<circle cx="360" cy="300" r="104" fill="${C.mid}"/><circle cx="360" cy="300" r="40" fill="${C.deep}"/>` +
      `<circle cx="360" cy="300" r="72" fill="none" stroke="${C.light}" stroke-width="4" opacity=".5"/>` +
      `<rect x="440" y="272" width="60" height="56" fill="${C.dark}"/>` +
      `<circle cx="520" cy="300" r="72" fill="${C.light}"/><circle cx="520" cy="300" r="50" fill="none" stroke="${C.mid}" stroke-width="6"/>` +
      `<circle cx="520" cy="300" r="18" fill="${C.dark}"/>` +
      `<path d="M320 396L340 380H380L400 396Z" fill="${C.dark}"/>`;
  },
};

function studioScene(entry) {
  const p = STUDIO[entry.palette];
  const W = 800; const H = 600;
  let s = `<defs>${linear('bg', p.bg)}${glowGradient('glow', p.glow, 0.55)}</defs>\n`;
  s += `<rect width="${W}" height="${H}" fill="url(#bg)"/>\n`;
  s += '<circle cx="400" cy="290" r="330" fill="url(#glow)"/>\n';
  s += '<path d="M0 530Q100 506 200 530T400 530T600 530T800 530V600H0Z" fill="#fff" opacity=".05"/>' +
    '<path d="M0 556Q100 536 200 556T400 556T600 556T800 556V600H0Z" fill="#fff" opacity=".06"/>\n';
  s += '<ellipse cx="400" cy="490" rx="230" ry="18" fill="#000" opacity=".25"/>\n';
  const part = PARTS[entry.kind]();
  s += entry.mirror ? `<g transform="translate(800 0) scale(-1 1)">${part}</g>\n` : `${part}\n`;
  return svg(W, H, s);
}

// ---------------------------------------------------------------------------------------------
// Banners (1200x400)

function bannerTow(entry) {
  const p = SEA[entry.palette];
  const rand = prng(fnv1a(entry.file));
  const W = 1200; const H = 400; const horizon = 236; const wl = 320;
  let s = seaBackdrop({ W, H, horizon, p, rand, sunX: 860, cityFrom: 20, cityTo: 420 });
  const tug = VESSELS.tug(p.hull, p.win);
  const barge = VESSELS.barge(p.hull, p.win, { cargo: 'containers' });
  const k = 0.62;
  const tow = `<path d="M${r1(1000 - 150 * k)} ${r1(wl - 58 * k)}Q870 ${wl - 8} ${r1(640 + 262 * k)} ${r1(wl - 36 * k)}" stroke="${p.hull}" stroke-width="2.5" fill="none"/>`;
  for (const [flip, alpha] of [[-1, 0.22], [1, 1]]) {
    s += `<g opacity="${alpha}"><g transform="translate(640 ${wl}) scale(${k} ${flip * k})">${barge}</g>` +
      `<g transform="translate(1000 ${wl}) scale(${k} ${flip * k})">${tug}</g></g>\n`;
  }
  s += tow + '\n';
  s += `<path d="M${r1(1000 + 210 * k)} ${wl}q-30 4 -90 6" stroke="#fff" stroke-width="3" opacity=".35" fill="none"/>\n`;
  return svg(W, H, s);
}

function bannerAnchor(entry) {
  const p = STUDIO[entry.palette];
  const rand = prng(fnv1a(entry.file));
  const W = 1200; const H = 400;
  let s = `<defs>${linear('bg', ['#1c86ad', p.bg[0], p.bg[1]])}${glowGradient('glow', p.glow, 0.5)}</defs>\n`;
  s += `<rect width="${W}" height="${H}" fill="url(#bg)"/>\n`;
  s += '<g fill="#fff">' + [[560, 80], [700, 120], [840, 70], [1000, 110], [1120, 60]].map(([x, w]) =>
    `<path d="M${x} 0h${w}L${x + w * 2.6} ${H}h${-w * 1.6}Z" opacity=".05"/>`).join('') + '</g>\n';
  s += '<circle cx="960" cy="230" r="260" fill="url(#glow)"/>\n';
  s += '<path d="M0 0Q150 14 300 0T600 0T900 0T1200 0V10Q1050 24 900 10T600 10T300 10T0 10Z" fill="#fff" opacity=".12"/>\n';
  // chain hanging from the surface down to the anchor's ring
  let chain = '';
  for (let i = 0; i < 5; i++) {
    const y = -10 + i * 30;
    chain += i % 2
      ? `<rect x="954" y="${y - 6}" width="12" height="46" rx="6" fill="${C.mid}"/>`
      : `<ellipse cx="960" cy="${y + 17}" rx="15" ry="24" fill="none" stroke="${C.light}" stroke-width="7"/>`;
  }
  s += chain + '\n';
  s += `<g transform="translate(960 130) scale(0.52) translate(-400 -120)">${PARTS.anchor()}</g>\n`;
  s += '<g fill="none" stroke="#fff">';
  for (let i = 0; i < 16; i++) {
    s += `<circle cx="${r1(1040 + rand() * 130)}" cy="${r1(40 + rand() * 330)}" r="${r1(2 + rand() * 6)}" opacity="${r1(0.2 + rand() * 0.35)}"/>`;
  }
  s += '</g>\n';
  s += '<path d="M0 400V372Q200 350 400 372T800 366T1200 360V400Z" fill="#041421" opacity=".6"/>\n';
  return svg(W, H, s);
}

// ---------------------------------------------------------------------------------------------

function render(entry) {
  if (entry.kind === 'bannerTow') return bannerTow(entry);
  if (entry.kind === 'bannerAnchor') return bannerAnchor(entry);
  if (VESSELS[entry.kind]) return seaScene(entry);
  if (PARTS[entry.kind]) return studioScene(entry);
  throw new Error(`${entry.file}: unknown kind ${entry.kind}`);
}

function main() {
  const check = process.argv.includes('--check');
  const problems = [];
  const outputs = new Map();
  for (const entry of IMAGES) {
    const text = render(entry);
    if (Buffer.byteLength(text) > MAX_BYTES) problems.push(`${entry.file}: ${Buffer.byteLength(text)} bytes > ${MAX_BYTES}`);
    if (outputs.has(entry.file)) problems.push(`${entry.file}: listed twice`);
    outputs.set(entry.file, text);
  }
  if (check) {
    for (const [file, text] of outputs) {
      const path = join(OUT_DIR, file);
      if (!existsSync(path)) problems.push(`${file}: missing (run the generator)`);
      else if (readFileSync(path, 'utf8') !== text) problems.push(`${file}: differs from the generator's output`);
    }
    for (const file of existsSync(OUT_DIR) ? readdirSync(OUT_DIR) : []) {
      if (!outputs.has(file)) problems.push(`${file}: not produced by the generator`);
    }
    const sql = readFileSync(join(HERE, 'demo.sql'), 'utf8');
    for (const [, file] of sql.matchAll(/\/uploads\/demo\/([A-Za-z0-9][A-Za-z0-9_-]*\.[A-Za-z0-9]+)/g)) {
      if (!outputs.has(file)) problems.push(`demo.sql references /uploads/demo/${file}, which is not generated`);
    }
  } else {
    mkdirSync(OUT_DIR, { recursive: true });
    for (const [file, text] of outputs) writeFileSync(join(OUT_DIR, file), text);
  }
  for (const line of problems) console.error(line);
  if (problems.length) process.exit(1);
  console.log(`${outputs.size} images ${check ? 'checked' : 'written'} in ${OUT_DIR}`);
}

main();
