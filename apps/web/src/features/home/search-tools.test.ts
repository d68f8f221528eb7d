import { describe, expect, it } from 'vitest';
import { TOOLS } from '@electrobench/contracts/tools';
import { searchTools } from './search-tools';

const names = (query: string) => searchTools(TOOLS, query).map((tool) => tool.name);

describe('tool search', () => {
  it('lists every tool for an empty query', () => {
    expect(searchTools(TOOLS, '  ')).toHaveLength(TOOLS.length);
  });

  it('finds tools by name, keyword and description, ignoring case and apostrophes', () => {
    expect(names('ohms law')).toEqual(["Ohm's Law"]);
    expect(names('EIA-96')).toEqual(['SMD Resistor Codes']);
    expect(names('vfd')).toEqual(['Drive Faults']);
  });

  it('needs every word to match', () => {
    expect(names('zener')).toEqual(['Diode Markings', 'Zener Diodes']);
    expect(names('zener regulate')).toEqual(['Zener Diodes']);
    expect(names('no such gizmo')).toEqual([]);
  });
});
