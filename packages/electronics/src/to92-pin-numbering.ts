/**
 * Philips, NXP and Nexperia number the leads of their TO-92 outline (SOT54) from the other end than
 * JEDEC, onsemi and the other makers. Their BC547 is "1 emitter, 2 base, 3 collector" and onsemi's
 * is "1 collector, 2 base, 3 emitter", yet both have the same lead order on the board. The reference
 * data keep each datasheet's own numbering, so pin lists from the two families must be read reversed
 * against each other.
 */
export function numbersTo92FromOtherEnd(part: { package: string; manufacturer: string }): boolean {
  return (
    part.package.trim().toUpperCase() === 'TO-92' &&
    /^(philips|nxp|nexperia)\b/i.test(part.manufacturer.trim())
  );
}

/** The pin letters read from the other end: 'EBC' becomes 'CBE'. */
export function reversePins(pins: string): string {
  return [...pins].reverse().join('');
}

/** The maker whose drawing the numbering comes from: "Philips (NXP)" gives "Philips". */
export function drawingMaker(manufacturer: string): string {
  return manufacturer.split(' (')[0]?.trim() || manufacturer;
}
