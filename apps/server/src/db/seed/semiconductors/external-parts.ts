// Part numbers that rows may name as an equivalent or complement although the part itself has no
// row yet. Each entry says why it is named; keep the list short and add the real row instead when
// its datasheet values are known.
export const externalPartReasons: Readonly<Record<string, string>> = {};

export const isExternalPart = (mpn: string): boolean => Object.hasOwn(externalPartReasons, mpn);
