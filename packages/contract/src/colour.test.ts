import { describe, expect, it } from 'vitest';
import {
  AA_CONTRAST,
  contrastRatio,
  INK_BACKGROUND,
  inkOnWhite,
  readableForeground,
  themeVariables,
} from './colour';

describe('theme colour contrast', () => {
  it('measures contrast as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    // The default theme colour with white text: the reason buttons never use it under white text.
    expect(contrastRatio('#1CA3DC', '#FFFFFF')).toBeCloseTo(2.85, 1);
  });

  it.each(['#1CA3DC', '#FFD700', '#FFFFFF', '#00FF00', '#7B1FA2', '#000000', '#777777'])(
    'gives %s a foreground and an ink that reach AA',
    (hex) => {
      expect(contrastRatio(readableForeground(hex), hex)).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(contrastRatio(inkOnWhite(hex), '#FFFFFF')).toBeGreaterThanOrEqual(AA_CONTRAST);
    },
  );

  it('keeps a colour that already reads on white, and darkens one that does not no more than needed', () => {
    expect(inkOnWhite('#7B1FA2')).toBe('#7B1FA2');
    const ink = inkOnWhite('#1CA3DC');
    expect(ink).not.toBe('#1CA3DC');
    expect(contrastRatio(ink, INK_BACKGROUND)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(ink, INK_BACKGROUND)).toBeLessThan(AA_CONTRAST + 0.3);
    expect(readableForeground('#1CA3DC')).toBe('#000000');
    expect(readableForeground('#7B1FA2')).toBe('#FFFFFF');
  });

  it('names the CSS variables index.css reads', () => {
    expect(themeVariables('#7b1fa2')).toEqual({
      '--color-primary': '#7B1FA2',
      '--color-primary-ink': '#7B1FA2',
      '--color-on-primary': '#FFFFFF',
    });
  });
});
