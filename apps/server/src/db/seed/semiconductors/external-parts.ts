// Part numbers that rows may name as an equivalent or complement although the part itself has no
// row yet. Each entry says why it is named; keep the list short and add the real row instead when
// its datasheet values are known.
export const externalPartReasons: Readonly<Record<string, string>> = {
  IRLB8721PbF:
    'lead-free ordering name of IRLB8721, printed on the same International Rectifier IRLB8721PbF data sheet; same device, no row of its own',
  ZXMP4A16GTA:
    '7-inch tape-and-reel ordering code of ZXMP4A16G, named in the Diodes ZXMP4A16G data sheet (DS33584); same device, no row of its own',
};

export const isExternalPart = (mpn: string): boolean => Object.hasOwn(externalPartReasons, mpn);
