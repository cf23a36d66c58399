/**
 * The installed app's icons (PNG, as Android and iOS want them) from the logo, public/favicon.svg:
 * `node apps/web/scripts/pwa-icons.mjs`, run again when the logo changes. The maskable icon puts
 * the logo inside the 80 % safe zone on the brand colour, so a round or squircle mask never cuts
 * the lorry. sharp comes from the server's dependencies.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const logo = readFileSync(path.join(web, 'public/favicon.svg'));
const out = (name) => path.join(web, 'public/icons', name);
const BRAND = '#0f5132';

const render = (size) =>
  sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png();

for (const size of [192, 512]) await render(size).toFile(out(`icon-${size}.png`));
await render(180).flatten({ background: BRAND }).toFile(out('apple-touch-icon.png'));
const inner = await render(400).toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: BRAND } })
  .composite([{ input: inner, gravity: 'centre' }])
  .png()
  .toFile(out('maskable-512.png'));
