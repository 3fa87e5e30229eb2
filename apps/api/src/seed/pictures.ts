/**
 * The demo pictures, drawn as SVG at seed time (no file is fetched): game thumbnails, provider logos, article
 * thumbnails and avatars. They are stored in the `images` table and rasterised to the requested width and format
 * by the image endpoint (src/images/), so one vector source serves every width.
 */

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** A small stable number from a text, to vary the drawings. */
const hashOf = (text: string) => [...text].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0, 7);

/** The largest font size (at most `max`) at which `text` fits in `width`, for a sans-serif face. */
const fittingSize = (text: string, width: number, max: number) =>
  Math.min(max, Math.floor(width / (text.length * 0.6)));

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

const text = (content: string, x: number, y: number, size: number, colour: string, weight = 700) =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="${weight}" ` +
  `fill="${colour}" text-anchor="middle">${escapeXml(content)}</text>`;

const gradient = (id: string, from: string, to: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
  `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;

/** A 4:3 game thumbnail: the theme's colours, a few discs placed by the title, the title and the provider. */
export function gameThumbnail(title: string, provider: string, [hue1, hue2]: [number, number]): string {
  const hash = hashOf(title);
  const discs = Array.from({ length: 5 }, (_, index) => {
    const value = (hash >>> (index * 5)) & 31;
    return `<circle cx="${80 + value * 21}" cy="${90 + ((value * 7 + index * 53) % 300)}" r="${30 + ((value * 3) % 70)}" fill="hsl(${(hue2 + value * 9) % 360} 70% 60%)" fill-opacity="0.35"/>`;
  }).join('');
  return svg(
    800,
    600,
    gradient('g', `hsl(${hue1} 65% 38%)`, `hsl(${hue2} 60% 18%)`) +
      `<rect width="800" height="600" fill="url(#g)"/>${discs}` +
      text(title, 400, 330, fittingSize(title, 740, 68), '#fff') +
      text(provider, 400, 540, 28, '#ffffffcc', 400),
  );
}

/** A provider logo: its name on a dark plate. */
export function providerLogo(name: string): string {
  const hue = hashOf(name) % 360;
  return svg(
    400,
    120,
    `<rect width="400" height="120" rx="16" fill="hsl(${hue} 35% 20%)"/>` +
      text(name, 200, 74, fittingSize(name, 360, 40), `hsl(${hue} 80% 80%)`),
  );
}

/** An article thumbnail (1200 by 630, the social-card shape) with its title. */
export function articleThumbnail(title: string): string {
  const hue = hashOf(title) % 360;
  return svg(
    1200,
    630,
    gradient('a', `hsl(${hue} 60% 35%)`, `hsl(${(hue + 60) % 360} 60% 20%)`) +
      `<rect width="1200" height="630" fill="url(#a)"/>` +
      text(title, 600, 340, fittingSize(title, 1100, 84), '#fff'),
  );
}

/** An avatar: a face in a circle, its colour set by the picture's id, its shape by the set. */
export function avatarPicture(setSize: number, id: number): string {
  const hue = (id * 360) / setSize;
  const eyes = setSize === 12 ? 'r="14"' : 'r="10"';
  return svg(
    256,
    256,
    `<circle cx="128" cy="128" r="124" fill="hsl(${hue} 60% 45%)"/>` +
      `<circle cx="92" cy="108" ${eyes} fill="#fff"/><circle cx="164" cy="108" ${eyes} fill="#fff"/>` +
      `<path d="M80 164 Q128 ${setSize === 12 ? 210 : 196} 176 164" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round"/>` +
      text(String(id), 128, 244, 22, '#ffffffb0'),
  );
}

/** The site logo of the maintenance screen (200 by 57). */
export function siteLogo(): string {
  return svg(
    200,
    57,
    gradient('l', '#f5c542', '#e0572a') +
      `<rect width="200" height="57" rx="10" fill="url(#l)"/>` +
      text('CASINO', 100, 39, 30, '#1b1b1b'),
  );
}
