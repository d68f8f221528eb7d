import { describe, expect, it } from 'vitest';
import { drawingMaker, numbersTo92FromOtherEnd, reversePins } from './to92-pin-numbering';

describe('numbersTo92FromOtherEnd', () => {
  it('is true for TO-92 parts documented by Philips, NXP or Nexperia', () => {
    expect(numbersTo92FromOtherEnd({ package: 'TO-92', manufacturer: 'Nexperia' })).toBe(true);
    expect(numbersTo92FromOtherEnd({ package: 'to-92 ', manufacturer: 'Philips (NXP)' })).toBe(true);
    expect(numbersTo92FromOtherEnd({ package: 'TO-92', manufacturer: 'NXP (Philips)' })).toBe(true);
  });

  it('is false for other makers and for other packages of the same makers', () => {
    expect(numbersTo92FromOtherEnd({ package: 'TO-92', manufacturer: 'onsemi' })).toBe(false);
    expect(numbersTo92FromOtherEnd({ package: 'TO-92', manufacturer: 'Fairchild (onsemi)' })).toBe(false);
    expect(numbersTo92FromOtherEnd({ package: 'SOT-23', manufacturer: 'Nexperia' })).toBe(false);
    expect(numbersTo92FromOtherEnd({ package: 'TO-92MOD', manufacturer: 'Philips' })).toBe(false);
  });
});

describe('reversePins', () => {
  it('reads the letters from the other end', () => {
    expect(reversePins('EBC')).toBe('CBE');
    expect(reversePins('DSG')).toBe('GSD');
  });
});

describe('drawingMaker', () => {
  it('names the maker before any former or parent name in brackets', () => {
    expect(drawingMaker('Philips (NXP)')).toBe('Philips');
    expect(drawingMaker('Nexperia')).toBe('Nexperia');
  });
});
