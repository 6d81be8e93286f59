import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const palette = (name: string) => {
  const colors = theme.colors?.[name] ?? DEFAULT_THEME.colors[name];
  if (!colors) throw new Error(name);
  return colors;
};

describe('theme contrast (every text at least 4.5:1)', () => {
  const light: Record<string, string | undefined> = cssVariablesResolver({
    ...DEFAULT_THEME,
    ...theme,
  } as typeof DEFAULT_THEME).light;

  it('dimmed text and placeholders on white and on the light backgrounds', () => {
    for (const variable of ['--mantine-color-dimmed', '--mantine-color-placeholder']) {
      const colour = light[variable];
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      for (const background of ['#ffffff', DEFAULT_THEME.colors.gray[0], palette('navy')[0]]) {
        expect(contrast(colour ?? '', background ?? '')).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it.each(['teal', 'orange', 'yellow', 'gray', 'blue', 'red', 'green', 'navy', 'lime', 'cyan'])(
    '%s: light badges and alerts (shade 9 on 1), filled buttons (white on 9), text on white',
    (name) => {
      const colors = palette(name);
      expect(contrast(colors[9], colors[1])).toBeGreaterThanOrEqual(4.5);
      expect(contrast('#ffffff', colors[9])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('gold text on white (shade 7 and darker)', () => {
    for (const shade of [7, 8, 9] as const) {
      expect(contrast(palette('gold')[shade], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });
});
