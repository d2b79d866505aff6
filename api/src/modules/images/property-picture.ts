/**
 * Generated property pictures ("generated pictures, no network at run time"). A picture
 * depends only on the property id and its number, so it can be cached forever: odd numbers show
 * the building under a sky, even numbers a room inside it.
 */
import { createRng, type Rng } from '../../db/seed/prng.ts';

const W = 800;
const H = 600;

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${Math.round(s)}% ${Math.round(l)}%)`;

function exterior(rng: Rng, hue: number): string {
  const night = rng.chance(0.2);
  const skyTop = night ? hsl(230, 45, 14) : hsl(200 + rng.int(-15, 15), 70, 55 + rng.int(0, 10));
  const skyBottom = night ? hsl(260, 35, 30) : hsl(30 + rng.int(0, 25), 85, 80);
  const floors = rng.int(3, 8);
  const cols = rng.int(4, 7);
  const bw = 80 * cols + 60;
  const bh = 62 * floors + 100;
  const bx = (W - bw) / 2;
  const by = H - 90 - bh;
  const wall = hsl(hue, 30 + rng.int(0, 25), 70 - rng.int(0, 25));
  const trim = hsl(hue, 40, 35);
  const parts: string[] = [];
  parts.push(`<rect width="${W}" height="${H}" fill="url(#sky)"/>`);
  parts.push(
    night
      ? `<circle cx="${rng.int(80, 720)}" cy="${rng.int(60, 140)}" r="28" fill="#f6f1d5"/>`
      : `<circle cx="${rng.int(80, 720)}" cy="${rng.int(60, 150)}" r="40" fill="#ffe08a" opacity="0.9"/>`,
  );
  for (let i = 0; i < 3; i++) {
    const cx = rng.int(0, W);
    const cy = rng.int(40, 180);
    parts.push(
      `<g fill="#fff" opacity="${night ? 0.12 : 0.75}"><ellipse cx="${cx}" cy="${cy}" rx="60" ry="18"/><ellipse cx="${cx + 35}" cy="${cy - 12}" rx="38" ry="16"/></g>`,
    );
  }
  parts.push(`<rect x="0" y="${H - 90}" width="${W}" height="90" fill="${hsl(110, 25, night ? 18 : 42)}"/>`);
  parts.push(`<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" fill="${wall}" rx="4"/>`);
  parts.push(`<rect x="${bx - 14}" y="${by - 16}" width="${bw + 28}" height="20" fill="${trim}" rx="3"/>`);
  parts.push(`<rect x="${bx + bw / 2 - 70}" y="${by + 14}" width="140" height="26" fill="#c62828" rx="4"/>`);
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      const lit = night ? rng.chance(0.6) : rng.chance(0.15);
      const fill = lit ? '#ffd36b' : hsl(205, 35, night ? 20 : 78);
      parts.push(
        `<rect x="${bx + 40 + c * 80}" y="${by + 56 + f * 62}" width="44" height="38" fill="${fill}" stroke="${trim}" stroke-width="3" rx="2"/>`,
      );
    }
  }
  parts.push(`<rect x="${bx + bw / 2 - 30}" y="${H - 90 - 64}" width="60" height="64" fill="${trim}" rx="3"/>`);
  for (const side of [bx - 70, bx + bw + 30]) {
    if (!rng.chance(0.7)) continue;
    parts.push(`<rect x="${side + 18}" y="${H - 200}" width="8" height="110" fill="#6d4c2f"/>`);
    parts.push(`<circle cx="${side + 22}" cy="${H - 205}" r="34" fill="${hsl(120, 40, night ? 20 : 35)}"/>`);
  }
  return wrap(skyTop, skyBottom, parts.join(''));
}

function interior(rng: Rng, hue: number): string {
  const wall = hsl(hue, 25, 86 - rng.int(0, 10));
  const floor = hsl(30, 35, 45 + rng.int(0, 15));
  const linen = '#fafafa';
  const accent = hsl(hue + 180, 55, 50);
  const parts: string[] = [];
  parts.push(`<rect width="${W}" height="${H}" fill="${wall}"/>`);
  parts.push(`<rect y="${H - 140}" width="${W}" height="140" fill="${floor}"/>`);
  const wx = rng.int(460, 560);
  parts.push(`<rect x="${wx}" y="90" width="200" height="170" fill="url(#sky)" stroke="#fff" stroke-width="10"/>`);
  parts.push(`<line x1="${wx + 100}" y1="90" x2="${wx + 100}" y2="260" stroke="#fff" stroke-width="6"/>`);
  parts.push(`<rect x="90" y="250" width="70" height="190" fill="${hsl(hue, 30, 40)}" rx="6"/>`);
  parts.push(`<rect x="140" y="300" width="360" height="170" fill="${hsl(hue, 30, 40)}" rx="10"/>`);
  parts.push(`<rect x="150" y="320" width="340" height="90" fill="${linen}" rx="10"/>`);
  parts.push(`<rect x="150" y="370" width="340" height="70" fill="${accent}" rx="8"/>`);
  parts.push(`<rect x="170" y="300" width="90" height="40" fill="${linen}" rx="14" stroke="#ddd"/>`);
  if (rng.chance(0.6))
    parts.push(`<rect x="280" y="300" width="90" height="40" fill="${linen}" rx="14" stroke="#ddd"/>`);
  parts.push(`<rect x="540" y="380" width="80" height="90" fill="${hsl(30, 40, 35)}" rx="4"/>`);
  parts.push(
    `<rect x="570" y="320" width="8" height="60" fill="#555"/><path d="M545 330 L603 330 L590 290 L558 290 Z" fill="#ffe9a8"/>`,
  );
  parts.push(
    `<rect x="300" y="120" width="120" height="90" fill="${hsl(hue + 40, 45, 60)}" stroke="#fff" stroke-width="6"/>`,
  );
  return wrap(hsl(200, 70, 62), hsl(40, 80, 82), parts.join(''));
}

function wrap(skyTop: string, skyBottom: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>` +
    body +
    `</svg>`
  );
}

/** The n-th picture of a property (n ≥ 1). Same inputs, same bytes. */
export function propertyPictureSvg(propertyId: number, n: number): string {
  const rng = createRng(Math.imul(propertyId, 2654435761) ^ Math.imul(n, 40503));
  const hue = (propertyId * 47) % 360;
  return n % 2 === 1 ? exterior(rng, hue) : interior(rng, hue);
}
