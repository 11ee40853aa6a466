// Draws the sample pictures: one small JPEG per entry of pictures.yaml, each showing its
// subject (a phone, a car, a house, a chart…) in colours and a layout taken from its id, and
// writes images.yaml, which the embedded store reads. Nothing is downloaded.
//   npx tsx examples/content/images/generate.ts
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { parse } from 'yaml';

const here = path.dirname(fileURLToPath(import.meta.url));
const WIDTH = 640;
const HEIGHT = 360;

interface Palette {
  /** Main colour of the subject, its accent, outlines and highlights. */
  m: string;
  a: string;
  d: string;
  l: string;
}

/** Subject drawings on a 100 x 100 grid. */
const DRAWINGS: Record<string, (p: Palette) => string> = {
  phone: (p) =>
    `<rect x="30" y="5" width="40" height="90" rx="7" fill="${p.d}"/><rect x="34" y="12" width="32" height="74" rx="2" fill="${p.m}"/><circle cx="50" cy="90" r="2" fill="${p.l}"/><rect x="38" y="20" width="24" height="14" rx="2" fill="${p.l}" opacity=".7"/><rect x="38" y="40" width="24" height="4" fill="${p.a}"/><rect x="38" y="48" width="18" height="4" fill="${p.a}"/>`,
  laptop: (p) =>
    `<rect x="15" y="20" width="70" height="45" rx="3" fill="${p.d}"/><rect x="19" y="24" width="62" height="37" fill="${p.m}"/><path d="M5 68h90l-6 9H11z" fill="${p.l}"/><rect x="42" y="68" width="16" height="3" fill="${p.d}"/><rect x="25" y="32" width="30" height="4" fill="${p.a}"/><rect x="25" y="40" width="40" height="3" fill="${p.l}" opacity=".8"/>`,
  tv: (p) =>
    `<rect x="5" y="15" width="90" height="55" rx="2" fill="${p.d}"/><rect x="8" y="18" width="84" height="49" fill="${p.m}"/><path d="M8 67l30-26 18 16 14-10 22 20z" fill="${p.a}"/><circle cx="74" cy="30" r="6" fill="${p.l}"/><rect x="44" y="70" width="12" height="8" fill="${p.d}"/><rect x="30" y="78" width="40" height="4" rx="2" fill="${p.d}"/>`,
  headphones: (p) =>
    `<path d="M20 60V45a30 30 0 0 1 60 0v15" fill="none" stroke="${p.d}" stroke-width="7"/><rect x="12" y="52" width="18" height="30" rx="8" fill="${p.m}"/><rect x="70" y="52" width="18" height="30" rx="8" fill="${p.m}"/><rect x="17" y="58" width="8" height="18" rx="4" fill="${p.a}"/><rect x="75" y="58" width="8" height="18" rx="4" fill="${p.a}"/>`,
  gamepad: (p) =>
    `<path d="M22 35h56c10 0 17 10 17 24 0 14-6 22-13 22-7 0-10-8-16-12H34c-6 4-9 12-16 12-7 0-13-8-13-22 0-14 7-24 17-24z" fill="${p.m}"/><rect x="20" y="50" width="16" height="5" fill="${p.d}"/><rect x="25.5" y="44.5" width="5" height="16" fill="${p.d}"/><circle cx="68" cy="48" r="4" fill="${p.a}"/><circle cx="76" cy="56" r="4" fill="${p.l}"/><circle cx="60" cy="56" r="4" fill="${p.l}"/><circle cx="68" cy="64" r="4" fill="${p.a}"/>`,
  watch: (p) =>
    `<rect x="38" y="5" width="24" height="90" rx="6" fill="${p.d}"/><rect x="28" y="28" width="44" height="44" rx="10" fill="${p.m}"/><rect x="33" y="33" width="34" height="34" rx="7" fill="${p.d}"/><path d="M37 52h7l4-9 5 17 4-8h7" fill="none" stroke="${p.a}" stroke-width="3"/>`,
  ring: (p) =>
    `<ellipse cx="50" cy="55" rx="32" ry="30" fill="none" stroke="${p.m}" stroke-width="12"/><ellipse cx="50" cy="55" rx="32" ry="30" fill="none" stroke="${p.l}" stroke-width="2" opacity=".6"/><circle cx="50" cy="25" r="5" fill="${p.a}"/>`,
  speaker: (p) =>
    `<rect x="30" y="15" width="40" height="75" rx="14" fill="${p.m}"/><circle cx="50" cy="62" r="14" fill="${p.d}"/><circle cx="50" cy="62" r="6" fill="${p.a}"/><circle cx="50" cy="32" r="6" fill="${p.d}"/><rect x="40" y="18" width="20" height="3" rx="1.5" fill="${p.l}"/>`,
  router: (p) =>
    `<rect x="15" y="55" width="70" height="22" rx="5" fill="${p.m}"/><rect x="24" y="25" width="4" height="30" fill="${p.d}"/><rect x="72" y="25" width="4" height="30" fill="${p.d}"/><circle cx="30" cy="66" r="2.5" fill="${p.a}"/><circle cx="40" cy="66" r="2.5" fill="${p.a}"/><circle cx="50" cy="66" r="2.5" fill="${p.l}"/><path d="M38 30a17 17 0 0 1 24 0M43 36a9 9 0 0 1 14 0" fill="none" stroke="${p.a}" stroke-width="3"/>`,
  camera: (p) =>
    `<rect x="10" y="30" width="80" height="52" rx="6" fill="${p.d}"/><rect x="30" y="22" width="22" height="10" rx="2" fill="${p.d}"/><circle cx="50" cy="56" r="18" fill="${p.m}"/><circle cx="50" cy="56" r="10" fill="${p.d}"/><circle cx="46" cy="52" r="3" fill="${p.l}"/><rect x="74" y="36" width="10" height="5" fill="${p.a}"/>`,
  car: (p) =>
    `<path d="M8 65v-9c0-4 3-6 7-7l13-3 12-12c2-2 5-3 8-3h18c4 0 7 2 9 5l8 10 8 2c3 1 5 3 5 6v11z" fill="${p.m}"/><path d="M34 45l10-9h14v9zM62 45v-9h6l7 9z" fill="${p.l}" opacity=".85"/><circle cx="27" cy="67" r="9" fill="${p.d}"/><circle cx="27" cy="67" r="4" fill="${p.l}"/><circle cx="75" cy="67" r="9" fill="${p.d}"/><circle cx="75" cy="67" r="4" fill="${p.l}"/><rect x="86" y="55" width="6" height="3" fill="${p.a}"/>`,
  truck: (p) =>
    `<path d="M5 68V50l6-2h28V30h24c3 0 5 1 6 3l8 14 15 3c3 1 4 3 4 5v13z" fill="${p.m}"/><path d="M45 46V35h16l6 11z" fill="${p.l}" opacity=".85"/><rect x="5" y="44" width="34" height="5" fill="${p.d}"/><circle cx="24" cy="70" r="10" fill="${p.d}"/><circle cx="24" cy="70" r="4" fill="${p.l}"/><circle cx="76" cy="70" r="10" fill="${p.d}"/><circle cx="76" cy="70" r="4" fill="${p.l}"/>`,
  suv: (p) =>
    `<path d="M5 70V50c0-3 2-6 6-6h8l9-15c1-2 3-3 6-3h36c3 0 5 1 6 3l9 15h4c4 0 6 3 6 6v20z" fill="${p.m}"/><path d="M24 44l7-12h17v12zM52 44V32h17l7 12z" fill="${p.l}" opacity=".85"/><rect x="32" y="21" width="40" height="3" rx="1.5" fill="${p.d}"/><rect x="88" y="54" width="6" height="4" fill="${p.a}"/><circle cx="26" cy="71" r="11" fill="${p.d}"/><circle cx="26" cy="71" r="4.5" fill="${p.l}"/><circle cx="76" cy="71" r="11" fill="${p.d}"/><circle cx="76" cy="71" r="4.5" fill="${p.l}"/>`,
  wheel: (p) =>
    `<circle cx="50" cy="50" r="42" fill="${p.d}"/><circle cx="50" cy="50" r="38" fill="none" stroke="${p.m}" stroke-width="4" stroke-dasharray="6 5"/><circle cx="50" cy="50" r="25" fill="${p.l}"/><path d="M50 27v46M27 50h46M34 34l32 32M66 34L34 66" stroke="${p.m}" stroke-width="5"/><circle cx="50" cy="50" r="8" fill="${p.a}"/>`,
  dashboard: (p) =>
    `<rect x="6" y="8" width="88" height="36" rx="5" fill="${p.d}"/><rect x="12" y="13" width="44" height="26" rx="2" fill="${p.m}"/><path d="M17 33l10-8 9 5 14-12" fill="none" stroke="${p.a}" stroke-width="3" stroke-linecap="round"/><circle cx="75" cy="26" r="12" fill="${p.m}"/><path d="M75 26l7-6" stroke="${p.l}" stroke-width="2.5"/><circle cx="50" cy="68" r="25" fill="none" stroke="${p.d}" stroke-width="7"/><path d="M26 64h48M50 68v25" stroke="${p.d}" stroke-width="7"/><circle cx="50" cy="66" r="7" fill="${p.a}"/>`,
  oilcan: (p) =>
    `<rect x="12" y="44" width="52" height="42" rx="4" fill="${p.m}"/><path d="M22 44V32h28v12" fill="none" stroke="${p.d}" stroke-width="5"/><path d="M64 54l24-16 4 5-23 20z" fill="${p.d}"/><rect x="22" y="56" width="32" height="16" rx="2" fill="${p.l}"/><rect x="27" y="62" width="22" height="4" fill="${p.a}"/><path d="M90 54c-3 6-5 8-5 11a5 5 0 0 0 10 0c0-3-2-5-5-11z" fill="${p.a}"/>`,
  flag: (p) =>
    `<rect x="14" y="8" width="5" height="86" rx="2" fill="${p.d}"/><rect x="19" y="12" width="68" height="42" fill="${p.l}"/><g fill="${p.d}"><rect x="19" y="12" width="11" height="10.5"/><rect x="41" y="12" width="11" height="10.5"/><rect x="63" y="12" width="11" height="10.5"/><rect x="30" y="22.5" width="11" height="10.5"/><rect x="52" y="22.5" width="11" height="10.5"/><rect x="74" y="22.5" width="13" height="10.5"/><rect x="19" y="33" width="11" height="10.5"/><rect x="41" y="33" width="11" height="10.5"/><rect x="63" y="33" width="11" height="10.5"/><rect x="30" y="43.5" width="11" height="10.5"/><rect x="52" y="43.5" width="11" height="10.5"/><rect x="74" y="43.5" width="13" height="10.5"/></g><rect x="8" y="90" width="40" height="4" fill="${p.a}"/>`,
  house: (p) =>
    `<path d="M50 12l40 34h-9v42H19V46h-9z" fill="${p.m}"/><path d="M50 12l40 34H10z" fill="${p.d}"/><rect x="42" y="60" width="16" height="28" fill="${p.a}"/><rect x="25" y="52" width="12" height="12" fill="${p.l}"/><rect x="63" y="52" width="12" height="12" fill="${p.l}"/><rect x="68" y="18" width="8" height="16" fill="${p.d}"/>`,
  solar: (p) =>
    `<circle cx="78" cy="20" r="10" fill="${p.a}"/><path d="M10 75l16-40h60L70 75z" fill="${p.d}"/><path d="M16 71l12-32h52L68 71z" fill="${p.m}"/><path d="M44 39L36 71M62 39L54 71M22 55h54" stroke="${p.l}" stroke-width="2"/><rect x="44" y="75" width="6" height="15" fill="${p.d}"/>`,
  bolt: (p) => `<circle cx="50" cy="50" r="40" fill="${p.m}"/><path d="M56 12L28 56h18l-6 32 30-46H52z" fill="${p.a}" stroke="${p.d}" stroke-width="2"/>`,
  thermostat: (p) =>
    `<circle cx="50" cy="50" r="38" fill="${p.d}"/><circle cx="50" cy="50" r="30" fill="${p.m}"/><path d="M28 62a26 26 0 1 1 44 0" fill="none" stroke="${p.a}" stroke-width="5" stroke-linecap="round"/><text x="50" y="58" font-family="sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="${p.l}">68</text>`,
  pot: (p) =>
    `<path d="M20 45h60v30c0 8-6 13-14 13H34c-8 0-14-5-14-13z" fill="${p.m}"/><rect x="15" y="40" width="70" height="8" rx="3" fill="${p.d}"/><rect x="44" y="32" width="12" height="8" rx="2" fill="${p.d}"/><rect x="5" y="52" width="15" height="5" rx="2" fill="${p.d}"/><rect x="80" y="52" width="15" height="5" rx="2" fill="${p.d}"/><path d="M38 26c-4-6 4-8 0-14M50 26c-4-6 4-8 0-14M62 26c-4-6 4-8 0-14" fill="none" stroke="${p.l}" stroke-width="2.5"/>`,
  vacuum: (p) =>
    `<ellipse cx="50" cy="62" rx="40" ry="16" fill="${p.d}"/><ellipse cx="50" cy="56" rx="40" ry="16" fill="${p.m}"/><ellipse cx="50" cy="52" rx="12" ry="5" fill="${p.a}"/><circle cx="72" cy="54" r="2.5" fill="${p.l}"/>`,
  shield: (p) =>
    `<path d="M50 8l34 12v26c0 22-15 36-34 46-19-10-34-24-34-46V20z" fill="${p.m}"/><path d="M50 8l34 12v26c0 22-15 36-34 46z" fill="${p.d}" opacity=".35"/><path d="M34 50l11 11 22-24" fill="none" stroke="${p.l}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
  lock: (p) =>
    `<path d="M32 45V32a18 18 0 0 1 36 0v13" fill="none" stroke="${p.d}" stroke-width="8"/><rect x="22" y="44" width="56" height="44" rx="6" fill="${p.m}"/><circle cx="50" cy="62" r="6" fill="${p.d}"/><rect x="47" y="64" width="6" height="13" fill="${p.d}"/>`,
  doorbell: (p) =>
    `<rect x="34" y="6" width="32" height="88" rx="14" fill="${p.d}"/><circle cx="50" cy="30" r="10" fill="${p.m}"/><circle cx="50" cy="30" r="4" fill="${p.l}"/><circle cx="50" cy="70" r="10" fill="${p.a}"/><circle cx="50" cy="70" r="6" fill="${p.l}" opacity=".6"/>`,
  box: (p) =>
    `<path d="M50 20l36 14v40L50 90 14 74V34z" fill="${p.m}"/><path d="M50 48l36-14v40L50 90z" fill="${p.d}" opacity=".45"/><path d="M14 34l36 14 36-14" fill="none" stroke="${p.d}" stroke-width="2"/><path d="M32 27l36 14v12" fill="none" stroke="${p.a}" stroke-width="5"/>`,
  tools: (p) =>
    `<path d="M20 82l38-38" stroke="${p.d}" stroke-width="9" stroke-linecap="round"/><path d="M56 46a16 16 0 1 0 14-26l-8 9-8-2-2-8 9-8" fill="${p.m}"/><path d="M72 84L30 42" stroke="${p.a}" stroke-width="8" stroke-linecap="round"/><rect x="18" y="22" width="22" height="14" rx="3" transform="rotate(45 29 29)" fill="${p.l}"/>`,
  clipboard: (p) =>
    `<rect x="20" y="12" width="60" height="80" rx="5" fill="${p.d}"/><rect x="25" y="20" width="50" height="67" fill="${p.l}"/><rect x="38" y="8" width="24" height="10" rx="3" fill="${p.m}"/><path d="M31 35l4 4 7-8M31 52l4 4 7-8M31 69l4 4 7-8" fill="none" stroke="${p.a}" stroke-width="3"/><rect x="48" y="34" width="20" height="4" fill="${p.m}"/><rect x="48" y="51" width="20" height="4" fill="${p.m}"/><rect x="48" y="68" width="20" height="4" fill="${p.m}"/>`,
  tree: (p) =>
    `<rect x="45" y="55" width="10" height="35" fill="${p.d}"/><circle cx="50" cy="38" r="26" fill="${p.m}"/><circle cx="32" cy="50" r="16" fill="${p.m}"/><circle cx="68" cy="50" r="16" fill="${p.m}"/><circle cx="42" cy="30" r="8" fill="${p.a}" opacity=".6"/><rect x="10" y="88" width="80" height="4" fill="${p.a}"/>`,
  mower: (p) =>
    `<path d="M15 70V52c0-4 3-7 7-7h46l12 12v13z" fill="${p.m}"/><path d="M70 45l20-30" stroke="${p.d}" stroke-width="5" stroke-linecap="round"/><circle cx="26" cy="72" r="9" fill="${p.d}"/><circle cx="70" cy="72" r="9" fill="${p.d}"/><rect x="28" y="48" width="24" height="6" fill="${p.a}"/><path d="M5 88h90" stroke="${p.a}" stroke-width="4"/>`,
  drop: (p) =>
    `<path d="M50 8C40 28 24 44 24 62a26 26 0 0 0 52 0C76 44 60 28 50 8z" fill="${p.m}"/><path d="M38 62a12 12 0 0 0 12 12" fill="none" stroke="${p.l}" stroke-width="4" stroke-linecap="round"/>`,
  bed: (p) =>
    `<rect x="8" y="30" width="8" height="55" fill="${p.d}"/><rect x="84" y="50" width="8" height="35" fill="${p.d}"/><rect x="16" y="55" width="68" height="16" fill="${p.m}"/><rect x="20" y="45" width="22" height="12" rx="5" fill="${p.l}"/><rect x="38" y="48" width="46" height="10" rx="3" fill="${p.a}"/><circle cx="78" cy="22" r="10" fill="${p.l}"/><circle cx="83" cy="18" r="9" fill="${p.d}" opacity=".9"/>`,
  heart: (p) =>
    `<path d="M50 88L16 54a20 20 0 0 1 34-28 20 20 0 0 1 34 28z" fill="${p.m}"/><path d="M18 52h18l6-12 8 24 6-12h26" fill="none" stroke="${p.l}" stroke-width="4" stroke-linejoin="round"/>`,
  cross: (p) =>
    `<circle cx="50" cy="50" r="40" fill="${p.l}"/><path d="M40 18h20v22h22v20H60v22H40V60H18V40h22z" fill="${p.m}"/>`,
  chat: (p) =>
    `<path d="M12 20h56c4 0 7 3 7 7v28c0 4-3 7-7 7H36l-14 12V62H12c-4 0-7-3-7-7V27c0-4 3-7 7-7z" fill="${p.m}"/><path d="M44 44h44c4 0 7 3 7 7v22c0 4-3 7-7 7h-6v10L70 80H44c-4 0-7-3-7-7V51c0-4 3-7 7-7z" fill="${p.a}"/><circle cx="56" cy="62" r="3" fill="${p.d}"/><circle cx="66" cy="62" r="3" fill="${p.d}"/><circle cx="76" cy="62" r="3" fill="${p.d}"/>`,
  bowl: (p) =>
    `<circle cx="38" cy="44" r="12" fill="${p.a}"/><circle cx="58" cy="40" r="14" fill="${p.l}"/><circle cx="70" cy="50" r="9" fill="${p.a}"/><path d="M10 50h80a40 36 0 0 1-80 0z" fill="${p.m}"/><path d="M10 50h80" stroke="${p.d}" stroke-width="3"/>`,
  blocks: (p) =>
    `<rect x="12" y="58" width="30" height="30" rx="3" fill="${p.m}"/><rect x="46" y="58" width="30" height="30" rx="3" fill="${p.a}"/><rect x="29" y="26" width="30" height="30" rx="3" fill="${p.l}"/><text x="27" y="80" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${p.d}">A</text><text x="61" y="80" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${p.d}">B</text><text x="44" y="48" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${p.d}">C</text>`,
  sun: (p) =>
    `<circle cx="50" cy="50" r="20" fill="${p.a}"/><g stroke="${p.a}" stroke-width="5" stroke-linecap="round"><path d="M50 10v10M50 80v10M10 50h10M80 50h10M22 22l7 7M71 71l7 7M22 78l7-7M71 29l7-7"/></g>`,
  bottle: (p) =>
    `<rect x="40" y="8" width="20" height="12" rx="2" fill="${p.d}"/><rect x="32" y="20" width="36" height="72" rx="8" fill="${p.m}"/><rect x="36" y="40" width="28" height="30" rx="3" fill="${p.l}"/><rect x="40" y="48" width="20" height="4" fill="${p.a}"/><rect x="40" y="56" width="14" height="4" fill="${p.a}"/>`,
  toothbrush: (p) =>
    `<rect x="44" y="30" width="12" height="64" rx="6" fill="${p.m}"/><rect x="46" y="8" width="8" height="24" rx="3" fill="${p.d}"/><rect x="40" y="10" width="6" height="14" fill="${p.l}"/><circle cx="50" cy="50" r="3" fill="${p.a}"/>`,
  bank: (p) =>
    `<path d="M50 10l42 20H8z" fill="${p.d}"/><rect x="10" y="30" width="80" height="6" fill="${p.m}"/><rect x="16" y="38" width="10" height="38" fill="${p.m}"/><rect x="36" y="38" width="10" height="38" fill="${p.m}"/><rect x="54" y="38" width="10" height="38" fill="${p.m}"/><rect x="74" y="38" width="10" height="38" fill="${p.m}"/><rect x="6" y="78" width="88" height="10" fill="${p.d}"/><circle cx="50" cy="22" r="4" fill="${p.a}"/>`,
  card: (p) =>
    `<rect x="8" y="22" width="84" height="56" rx="6" fill="${p.m}"/><rect x="8" y="32" width="84" height="10" fill="${p.d}"/><rect x="16" y="50" width="14" height="10" rx="2" fill="${p.a}"/><rect x="16" y="66" width="44" height="4" fill="${p.l}"/><circle cx="74" cy="64" r="7" fill="${p.a}" opacity=".8"/><circle cx="82" cy="64" r="7" fill="${p.l}" opacity=".8"/>`,
  coin: (p) =>
    `<circle cx="50" cy="54" r="36" fill="${p.d}"/><circle cx="50" cy="50" r="36" fill="${p.a}"/><circle cx="50" cy="50" r="28" fill="none" stroke="${p.m}" stroke-width="3"/><text x="50" y="63" font-family="sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="${p.m}">B</text><path d="M46 28v8M54 28v8M46 64v8M54 64v8" stroke="${p.m}" stroke-width="3"/>`,
  umbrella: (p) =>
    `<path d="M8 50a42 38 0 0 1 84 0c-7-5-14-5-21 0-7-5-14-5-21 0-7-5-14-5-21 0-7-5-14-5-21 0z" fill="${p.m}"/><path d="M50 50v30a8 8 0 0 1-16 0" fill="none" stroke="${p.d}" stroke-width="5" stroke-linecap="round"/><path d="M50 12v38" stroke="${p.a}" stroke-width="2"/>`,
  chart: (p) =>
    `<path d="M10 10v80h80" fill="none" stroke="${p.d}" stroke-width="4"/><rect x="20" y="60" width="12" height="28" fill="${p.m}"/><rect x="38" y="45" width="12" height="43" fill="${p.m}"/><rect x="56" y="52" width="12" height="36" fill="${p.m}"/><rect x="74" y="28" width="12" height="60" fill="${p.m}"/><path d="M18 50l20-16 18 8 28-26" fill="none" stroke="${p.a}" stroke-width="4" stroke-linejoin="round"/>`,
  document: (p) =>
    `<path d="M20 8h44l18 18v66H20z" fill="${p.l}"/><path d="M64 8v18h18" fill="${p.m}"/><rect x="28" y="36" width="44" height="4" fill="${p.m}"/><rect x="28" y="46" width="44" height="4" fill="${p.m}"/><rect x="28" y="56" width="30" height="4" fill="${p.m}"/><text x="66" y="84" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${p.a}">%</text>`,
  key: (p) =>
    `<circle cx="30" cy="50" r="20" fill="${p.a}"/><circle cx="30" cy="50" r="8" fill="${p.d}"/><rect x="46" y="45" width="46" height="10" fill="${p.a}"/><rect x="72" y="55" width="8" height="12" fill="${p.a}"/><rect x="84" y="55" width="8" height="8" fill="${p.a}"/>`,
  rocket: (p) =>
    `<path d="M50 6c14 12 18 30 14 54H36C32 36 36 18 50 6z" fill="${p.l}"/><circle cx="50" cy="32" r="7" fill="${p.m}"/><path d="M36 48l-12 18 14-4zM64 48l12 18-14-4z" fill="${p.m}"/><path d="M40 62h20l-4 12h-12z" fill="${p.d}"/><path d="M44 76c2 8 4 12 6 16 2-4 4-8 6-16z" fill="${p.a}"/>`,
  planet: (p) =>
    `<circle cx="50" cy="50" r="26" fill="${p.m}"/><path d="M30 42c10 4 30 4 42 0" stroke="${p.d}" stroke-width="3" opacity=".5" fill="none"/><ellipse cx="50" cy="52" rx="46" ry="10" fill="none" stroke="${p.a}" stroke-width="4" transform="rotate(-15 50 52)"/><circle cx="86" cy="14" r="2" fill="${p.l}"/><circle cx="12" cy="84" r="2" fill="${p.l}"/>`,
  globe: (p) =>
    `<circle cx="50" cy="50" r="38" fill="${p.m}"/><path d="M30 26c8 4 6 14 14 16 6 2 4 12-4 14-6 2-4 12-10 14M62 18c-2 8 8 10 12 16 4 8-6 12-2 20 2 6 8 4 10 8" fill="none" stroke="${p.a}" stroke-width="7" stroke-linecap="round"/><circle cx="50" cy="50" r="38" fill="none" stroke="${p.d}" stroke-width="3"/>`,
  thermometer: (p) =>
    `<rect x="42" y="8" width="16" height="64" rx="8" fill="${p.l}"/><circle cx="50" cy="78" r="14" fill="${p.a}"/><rect x="46" y="30" width="8" height="46" fill="${p.a}"/><path d="M60 20h8M60 32h8M60 44h8M60 56h8" stroke="${p.d}" stroke-width="2"/>`,
  cloud: (p) =>
    `<path d="M26 74a18 18 0 0 1 0-36 24 24 0 0 1 46-4 20 20 0 0 1 4 40z" fill="${p.l}"/><rect x="34" y="46" width="30" height="20" rx="3" fill="${p.m}"/><path d="M40 56l6-5v10zM58 56l-6-5v10z" fill="${p.l}"/>`,
  trophy: (p) =>
    `<path d="M28 12h44v20a22 22 0 0 1-44 0z" fill="${p.a}"/><path d="M28 18H16c0 14 6 20 14 22M72 18h12c0 14-6 20-14 22" fill="none" stroke="${p.a}" stroke-width="5"/><rect x="45" y="54" width="10" height="18" fill="${p.a}"/><rect x="30" y="72" width="40" height="14" rx="2" fill="${p.d}"/><rect x="38" y="76" width="24" height="4" fill="${p.l}"/>`,
  ball: (p) =>
    `<circle cx="50" cy="50" r="38" fill="${p.l}"/><path d="M50 36l13 9-5 15H42l-5-15z" fill="${p.d}"/><path d="M50 12v24M63 45l22-6M58 60l14 18M42 60L28 78M37 45l-22-6" stroke="${p.d}" stroke-width="2.5"/><circle cx="50" cy="50" r="38" fill="none" stroke="${p.d}" stroke-width="2"/>`,
  football: (p) =>
    `<ellipse cx="50" cy="50" rx="40" ry="24" fill="${p.m}" transform="rotate(-25 50 50)"/><path d="M34 58l32-16" stroke="${p.l}" stroke-width="3"/><path d="M40 50l4 6M46 47l4 6M52 44l4 6M58 41l4 6" stroke="${p.l}" stroke-width="3"/>`,
  stadium: (p) =>
    `<ellipse cx="50" cy="62" rx="46" ry="24" fill="${p.d}"/><ellipse cx="50" cy="62" rx="36" ry="16" fill="${p.a}"/><path d="M50 46v32M14 62h72" stroke="${p.l}" stroke-width="1.5" opacity=".8"/><ellipse cx="50" cy="62" rx="8" ry="4" fill="none" stroke="${p.l}" stroke-width="1.5"/><rect x="8" y="20" width="4" height="34" fill="${p.d}"/><rect x="88" y="20" width="4" height="34" fill="${p.d}"/><rect x="4" y="16" width="12" height="6" fill="${p.l}"/><rect x="84" y="16" width="12" height="6" fill="${p.l}"/>`,
  tower: (p) =>
    `<path d="M50 30L30 92M50 30l20 62M38 66h24M34 80h32M42 52h16" stroke="${p.d}" stroke-width="4" fill="none"/><circle cx="50" cy="26" r="6" fill="${p.a}"/><path d="M34 14a22 22 0 0 0 0 24M66 14a22 22 0 0 1 0 24M26 6a34 34 0 0 0 0 40M74 6a34 34 0 0 1 0 40" fill="none" stroke="${p.m}" stroke-width="3.5" stroke-linecap="round"/>`,
  tag: (p) =>
    `<path d="M12 18h38l40 40-32 32-40-40z" fill="${p.m}"/><circle cx="28" cy="34" r="6" fill="${p.l}"/><text x="58" y="66" font-family="sans-serif" font-size="24" font-weight="700" text-anchor="middle" fill="${p.l}" transform="rotate(45 58 60)">%</text>`,
  capitol: (p) =>
    `<path d="M30 42a20 20 0 0 1 40 0z" fill="${p.l}"/><rect x="48" y="10" width="4" height="12" fill="${p.l}"/><rect x="26" y="42" width="48" height="6" fill="${p.m}"/><rect x="10" y="52" width="80" height="6" fill="${p.m}"/><g fill="${p.l}"><rect x="14" y="58" width="6" height="24"/><rect x="28" y="58" width="6" height="24"/><rect x="42" y="58" width="6" height="24"/><rect x="56" y="58" width="6" height="24"/><rect x="70" y="58" width="6" height="24"/><rect x="80" y="58" width="6" height="24"/></g><rect x="6" y="82" width="88" height="8" fill="${p.d}"/>`,
  film: (p) =>
    `<rect x="10" y="36" width="80" height="52" rx="4" fill="${p.d}"/><path d="M10 24l76-16 3 12-76 16z" fill="${p.l}"/><path d="M24 21l8 12M44 17l8 12M64 13l8 12" stroke="${p.d}" stroke-width="5"/><path d="M40 50v24l20-12z" fill="${p.a}"/>`,
  microphone: (p) =>
    `<rect x="38" y="8" width="24" height="44" rx="12" fill="${p.m}"/><path d="M28 40a22 22 0 0 0 44 0" fill="none" stroke="${p.d}" stroke-width="5"/><rect x="47" y="62" width="6" height="18" fill="${p.d}"/><rect x="34" y="80" width="32" height="6" rx="3" fill="${p.d}"/><path d="M42 20h16M42 28h16" stroke="${p.l}" stroke-width="2"/>`,
  glasses: (p) =>
    `<rect x="8" y="38" width="36" height="26" rx="10" fill="${p.m}" stroke="${p.d}" stroke-width="4"/><rect x="56" y="38" width="36" height="26" rx="10" fill="${p.m}" stroke="${p.d}" stroke-width="4"/><path d="M44 46q6-6 12 0" fill="none" stroke="${p.d}" stroke-width="4"/><rect x="62" y="44" width="14" height="5" fill="${p.a}"/>`,
  chip: (p) =>
    `<rect x="24" y="24" width="52" height="52" rx="4" fill="${p.d}"/><rect x="34" y="34" width="32" height="32" fill="${p.m}"/><g stroke="${p.a}" stroke-width="3"><path d="M32 10v14M44 10v14M56 10v14M68 10v14M32 76v14M44 76v14M56 76v14M68 76v14M10 32h14M10 44h14M10 56h14M10 68h14M76 32h14M76 44h14M76 56h14M76 68h14"/></g>`,
  person: (p) =>
    `<circle cx="50" cy="34" r="18" fill="${p.m}"/><path d="M16 92c0-20 15-32 34-32s34 12 34 32z" fill="${p.m}"/><circle cx="50" cy="34" r="18" fill="none" stroke="${p.d}" stroke-width="2"/>`,
};

/** Four background treatments, picked per picture. */
const BACKDROPS = [
  (c: string) => `<circle cx="520" cy="70" r="140" fill="${c}" opacity=".35"/><circle cx="90" cy="330" r="110" fill="${c}" opacity=".25"/>`,
  (c: string) => `<path d="M0 280 L640 220 L640 360 L0 360z" fill="${c}" opacity=".4"/>`,
  (c: string) => Array.from({ length: 8 }, (_, i) => `<rect x="${i * 90 - 30}" y="0" width="36" height="360" fill="${c}" opacity=".15" transform="skewX(-20)"/>`).join(''),
  (c: string) => `<rect x="0" y="250" width="640" height="110" fill="${c}" opacity=".35"/><circle cx="560" cy="60" r="28" fill="#fff" opacity=".35"/>`,
];

function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(h) % 360},${s}%,${l}%)`;
}

/** A picture's SVG: backdrop and subject, coloured and placed after a hash of its id. */
export function pictureSvg(id: string, drawing: string, hue?: number): string {
  const draw = DRAWINGS[drawing];
  if (!draw) throw new Error(`unknown drawing '${drawing}' for picture '${id}' (known: ${Object.keys(DRAWINGS).join(', ')})`);
  const hash = createHash('sha1').update(id).digest();
  const h = hue ?? (hash[0]! * 360) / 256;
  const bg = { top: hsl(h, 45, 86), bottom: hsl(h + 20, 40, 70), shape: hsl(h + 180, 40, 60) };
  const palette: Palette = { m: hsl(h + 180 + (hash[1]! % 40), 55, 45), a: hsl(h + 60 + (hash[2]! % 60), 80, 55), d: hsl(h + 200, 30, 20), l: hsl(h, 30, 95) };
  const backdrop = BACKDROPS[hash[3]! % BACKDROPS.length]!(bg.shape);
  const size = 230 + (hash[5]! % 60);
  const x = [60, (WIDTH - size) / 2, WIDTH - size - 60][hash[4]! % 3]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg.top}"/><stop offset="1" stop-color="${bg.bottom}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>${backdrop}
<ellipse cx="${x + size / 2}" cy="${HEIGHT - 28}" rx="${size * 0.42}" ry="14" fill="${palette.d}" opacity=".18"/>
<g transform="translate(${x} ${HEIGHT - size - 20}) scale(${size / 100})">${draw(palette)}</g>
</svg>`;
}

interface PictureEntry {
  id: string;
  draw: string;
  alt: string;
  caption?: string;
  credits?: string;
  hue?: number;
}

async function main(): Promise<void> {
  const manifest = parse(readFileSync(path.join(here, 'pictures.yaml'), 'utf8')) as { items: PictureEntry[]; fixed: Record<string, unknown>[] };
  const lines = [
    '# Generated by generate.ts from pictures.yaml: edit that file and run',
    '# `npx tsx examples/content/images/generate.ts`. Images live in sample/ (bucket type `sample`);',
    '# `id` is what content files refer to.',
    'items:',
    ...manifest.fixed.map((entry) => `  - ${JSON.stringify(entry)}`),
  ];
  for (const entry of manifest.items) {
    const filename = `${entry.id}.jpg`;
    await sharp(Buffer.from(pictureSvg(entry.id, entry.draw, entry.hue)))
      .jpeg({ quality: 70, mozjpeg: true })
      .toFile(path.join(here, 'sample', filename));
    const image: Record<string, unknown> = { id: entry.id, filename, width: WIDTH, height: HEIGHT, alt: entry.alt };
    if (entry.caption) image.caption = entry.caption;
    image.credits = entry.credits ?? 'Neutron illustration';
    image.dateCreated = '2026-01-01T12:00:00Z';
    lines.push(`  - ${JSON.stringify(image)}`);
  }
  writeFileSync(path.join(here, 'images.yaml'), `${lines.join('\n')}\n`);
  console.log(`${manifest.items.length} pictures written to ${path.join(here, 'sample')}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
