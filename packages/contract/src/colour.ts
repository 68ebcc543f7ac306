/**
 * WCAG 2 contrast for the theme colour: the client and the server-rendered page derive the same
 * readable colours from whatever colour staff choose, so text stays at AA (4.5:1) on any theme.
 */
export const AA_CONTRAST = 4.5;

type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const toHex = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of a #RRGGBB colour (WCAG 2). */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map(channel) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two #RRGGBB colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Text on a background of `hex`: white where it reaches AA, else black (one of the two always does). */
export function readableForeground(hex: string): '#FFFFFF' | '#000000' {
  return contrastRatio(hex, '#FFFFFF') >= AA_CONTRAST ? '#FFFFFF' : '#000000';
}

/**
 * The darkest background the ink is used on: the client's grey panels and table stripes (Tailwind
 * slate-200). Reaching AA on it, the ink reaches it on white and every lighter panel too (axe
 * found outline buttons on grey panels below 4.5:1 when the ink was measured on white alone).
 */
export const INK_BACKGROUND = '#E2E8F0';

/**
 * `hex` itself when it reaches AA against the client's panels (INK_BACKGROUND), else the lightest
 * darker shade (same hue, each channel scaled down in 1 % steps) that does: used for text and links,
 * and under white button text, so a light theme colour never makes unreadable text.
 */
export function inkOnWhite(hex: string): string {
  const rgb = toRgb(hex);
  for (let k = 100; k >= 0; k--) {
    const shade = toHex(rgb.map((c) => (c * k) / 100) as Rgb);
    if (contrastRatio(shade, INK_BACKGROUND) >= AA_CONTRAST) return shade;
  }
  return '#000000';
}

/** The CSS variables of a theme colour, as index.css names them. */
export function themeVariables(hex: string): Record<string, string> {
  return {
    '--color-primary': hex.toUpperCase(),
    '--color-primary-ink': inkOnWhite(hex),
    '--color-on-primary': readableForeground(hex),
  };
}
