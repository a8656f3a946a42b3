import { createHash } from 'node:crypto';
import { encodePng } from './png.ts';

const SIZE = 128;
const GRID = 5;
const MARGIN = 14;
const CELL = (SIZE - 2 * MARGIN) / GRID;

/** HSL to RGB with fixed saturation and lightness, so every avatar is readable on white. */
function hue(h: number, lightness: number): [number, number, number] {
  const s = 0.55;
  const c = (1 - Math.abs(2 * lightness - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = lightness - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

/**
 * A deterministic identicon-like portrait for a sandbox customer: a mirrored 5×5 pattern whose
 * cells and colour come from a hash of the seed, so the same customer always gets the same photo.
 */
export function avatarPng(seed: string): Buffer {
  const hash = createHash('sha256').update(seed).digest();
  const h = ((hash[0] ?? 0) * 256 + (hash[1] ?? 0)) % 360;
  const fg = hue(h, 0.45);
  const bg = hue(h, 0.93);
  const on = (col: number, row: number): boolean => {
    const mirrored = col < 3 ? col : GRID - 1 - col;
    return ((hash[2 + row * 3 + mirrored] ?? 0) & 1) === 1;
  };
  const pixels = new Uint8Array(SIZE * SIZE * 3);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const col = Math.floor((x - MARGIN) / CELL);
      const row = Math.floor((y - MARGIN) / CELL);
      const inside = col >= 0 && col < GRID && row >= 0 && row < GRID;
      pixels.set(inside && on(col, row) ? fg : bg, (y * SIZE + x) * 3);
    }
  }
  return encodePng(SIZE, SIZE, pixels);
}
