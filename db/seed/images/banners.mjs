// The homepage banners (db/seed/generate-images.mjs).
import { SEA, STUDIO, C, fnv1a, prng, r1, svg, linear, glowGradient } from './draw.mjs';
import { seaBackdrop, VESSELS } from './sea.mjs';
import { PARTS } from './studio.mjs';

// ---------------------------------------------------------------------------------------------
// Banners (1200x400)

export function bannerTow(entry) {
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

export function bannerAnchor(entry) {
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
