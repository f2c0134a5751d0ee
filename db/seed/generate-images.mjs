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
import { VESSELS, seaScene } from './images/sea.mjs';
import { PARTS, studioScene } from './images/studio.mjs';
import { bannerTow, bannerAnchor } from './images/banners.mjs';

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
