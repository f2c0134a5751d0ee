// Studio scenes: one marine part on a soft backdrop (db/seed/generate-images.mjs).
import { STUDIO, C, r1, svg, linear, glowGradient } from './draw.mjs';

// ---------------------------------------------------------------------------------------------
// Studio scenes: one part, centred around (400, 290), with a soft glow and a floor shadow

export const PARTS = {
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

export function studioScene(entry) {
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
