import { describe, expect, it } from 'vitest';
import { ACCENTS } from '@electrobench/contracts/theme';
import { ACCENT_COLORS, MODE_COLORS, type ResolvedMode } from './palette';
import { contrastRatio } from './contrast';

const AA_TEXT = 4.5;
const AA_UI = 3;
const modes: ResolvedMode[] = ['dark', 'light'];

describe('contrast ratio', () => {
  it('matches known WCAG figures', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });
});

describe.each(modes)('%s mode', (mode) => {
  const colors = MODE_COLORS[mode];
  const surfaces = [colors.bg!, colors.surface!, colors['surface-2']!];

  it.each(['text', 'muted', 'danger', 'success', 'warning', 'info'])('%s is AA on every surface', (name) => {
    for (const surface of surfaces)
      expect(contrastRatio(colors[name]!, surface)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('control borders stand out from the surfaces (3:1 for controls)', () => {
    for (const surface of surfaces)
      expect(contrastRatio(colors['control-border']!, surface)).toBeGreaterThanOrEqual(AA_UI);
  });

  it.each(ACCENTS)('accent %s is AA as text and as a button', (accent) => {
    const { accent: color, onAccent } = ACCENT_COLORS[accent][mode];
    for (const surface of surfaces) expect(contrastRatio(color, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(onAccent, color)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
