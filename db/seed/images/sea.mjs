// Sea scenes: the vessels on the water (db/seed/generate-images.mjs).
import { SEA, fnv1a, prng, r1, svg, linear, glowGradient } from './draw.mjs';

// ---------------------------------------------------------------------------------------------
// Sea scenes: sky, sun or moon, a faint skyline, sea, waves, the vessel and its reflection

export function skyline(rand, x0, x1, y, color) {
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

export function seaBackdrop({ W, H, horizon, p, rand, sunX, cityFrom, cityTo }) {
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

export function windows(list, win) {
  return `<g fill="${win}">${list.map(([x, y, w, h]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="2"/>`).join('')}</g>`;
}

export function row(x, y, n, w, h, gap) {
  return Array.from({ length: n }, (_, i) => [x + i * (w + gap), y, w, h]);
}

export const VESSELS = {
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

export function seaScene(entry) {
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
