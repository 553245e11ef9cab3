#!/usr/bin/env node
// Draws the app's icon, a red marble knocking a blue one away on the table's green, and writes it
// under public/: the SVG favicon, the installed app's PNG icons at 192 and 512 pixels (rounded
// corners) and a maskable 512 (full bleed; both marbles lie inside the 40% safe circle). The PNGs
// are rendered from the same SVG in headless Chromium. Run it again after changing the drawing.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { HEADLESS_ARGS, ensureBrowser, root } from './browser.js';

/** The table's green and the two players' colours, as the app draws them (src/App.css, src/store/players.ts). */
const TABLE = '#1d2b25';
const MARBLES = [
  { id: 'red', x: 178, y: 286, r: 104, light: '#ff9a9a', colour: '#d62839', dark: '#5e0b14' },
  { id: 'blue', x: 362, y: 214, r: 86, light: '#9cc0ff', colour: '#2463eb', dark: '#0b2362' },
];

const round = (value) => Number(value.toFixed(1));

/** The drawing on a 512 x 512 square; `bleed` fills the square to its corners, as a maskable icon must. */
function iconSvg({ bleed }) {
  const gradients = MARBLES.map(
    (m) =>
      `<radialGradient id="${m.id}" cx="0.36" cy="0.3" r="0.78">` +
      `<stop offset="0" stop-color="${m.light}"/><stop offset="0.45" stop-color="${m.colour}"/>` +
      `<stop offset="1" stop-color="${m.dark}"/></radialGradient>`,
  ).join('');
  const shadows = MARBLES.map(
    (m) =>
      `<ellipse cx="${round(m.x + m.r / 5)}" cy="${round(m.y + m.r * 0.8)}" ` +
      `rx="${round(m.r * 0.9)}" ry="${round(m.r / 3)}" ` +
      `fill="#000" opacity="0.45" filter="url(#soft)"/>`,
  ).join('');
  const marbles = MARBLES.map((m) => `<circle cx="${m.x}" cy="${m.y}" r="${m.r}" fill="url(#${m.id})"/>`).join('');
  const corner = bleed ? 0 : 112;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">` +
    `<defs>${gradients}<filter id="soft" x="-50%" y="-50%" width="200%" height="200%">` +
    `<feGaussianBlur stdDeviation="10"/></filter></defs>` +
    `<rect width="512" height="512" rx="${corner}" fill="${TABLE}"/>${shadows}${marbles}</svg>\n`
  );
}

const PNGS = [
  { file: 'icon-192.png', size: 192, bleed: false },
  { file: 'icon-512.png', size: 512, bleed: false },
  { file: 'icon-maskable-512.png', size: 512, bleed: true },
];

async function main() {
  const publicDir = join(root, 'public');
  writeFileSync(join(publicDir, 'favicon.svg'), iconSvg({ bleed: false }));
  const browser = await chromium.launch({ executablePath: await ensureBrowser('icons'), args: [...HEADLESS_ARGS] });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (const { file, size, bleed } of PNGS) {
      await page.setViewportSize({ width: size, height: size });
      const svg = iconSvg({ bleed }).replace('<svg ', `<svg width="${size}" height="${size}" `);
      await page.setContent(`<!doctype html><body style="margin:0;background:transparent">${svg}</body>`);
      const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
      writeFileSync(join(publicDir, file), png);
      console.log(`icons: public/${file} (${png.length} bytes)`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(`icons: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
