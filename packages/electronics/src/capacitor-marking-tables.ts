/**
 * Letter codes printed on capacitors. Sources: the EIA-198 / IEC 60062 tolerance letters; the two-
 * character EIA voltage code used on MLCC reels and aluminium electrolytics (a decade digit and a
 * letter for the first figures, e.g. 1H = 5.0 × 10 = 50 V); tantalum chip datasheets (AVX TAJ, Kemet
 * T491, Vishay TR3) for the single-letter voltage codes and the case sizes.
 */
export interface ToleranceLetter {
  letter: string;
  /** 'absolute' tolerances are in picofarads and only meaningful below about 10 pF. */
  kind: 'absolute' | 'percent';
  minus: number;
  plus: number;
  text: string;
}

function symmetric(letter: string, kind: 'absolute' | 'percent', amount: number): ToleranceLetter {
  return {
    letter,
    kind,
    minus: amount,
    plus: amount,
    text: `±${amount} ${kind === 'absolute' ? 'pF' : '%'}`,
  };
}

export const TOLERANCE_LETTERS: Readonly<Record<string, ToleranceLetter>> = {
  B: symmetric('B', 'absolute', 0.1),
  C: symmetric('C', 'absolute', 0.25),
  D: symmetric('D', 'absolute', 0.5),
  F: symmetric('F', 'percent', 1),
  G: symmetric('G', 'percent', 2),
  J: symmetric('J', 'percent', 5),
  K: symmetric('K', 'percent', 10),
  M: symmetric('M', 'percent', 20),
  Z: { letter: 'Z', kind: 'percent', minus: 20, plus: 80, text: '+80 % / −20 %' },
};

/** First figures of the two-character EIA voltage code; the digit before it is the power of ten. */
export const EIA_VOLTAGE_LETTERS: Readonly<Record<string, number>> = {
  A: 1.0,
  B: 1.25,
  C: 1.6,
  D: 2.0,
  E: 2.5,
  F: 3.15,
  G: 4.0,
  H: 5.0,
  J: 6.3,
  K: 8.0,
  V: 3.5,
  W: 4.5,
};

/**
 * Single-letter rated-voltage codes on tantalum chips. Lower-case e (2.5 V) differs from E (25 V),
 * so this is the one place where letter case matters.
 */
export const TANTALUM_VOLTAGE_LETTERS: Readonly<Record<string, number>> = {
  e: 2.5,
  G: 4,
  J: 6.3,
  A: 10,
  C: 16,
  D: 20,
  E: 25,
  V: 35,
  H: 50,
};

export interface TantalumCase {
  letter: string;
  /** Metric EIA size: length and width in tenths of a millimetre, then maximum height. */
  eiaMetric: string;
  /** Imperial size in hundredths of an inch. */
  eiaInch: string;
  note: string;
}

export const TANTALUM_CASES: readonly TantalumCase[] = [
  { letter: 'A', eiaMetric: '3216-18', eiaInch: '1206', note: 'Same for AVX, Kemet and Vishay.' },
  { letter: 'B', eiaMetric: '3528-21', eiaInch: '1210', note: 'Same for AVX, Kemet and Vishay.' },
  { letter: 'C', eiaMetric: '6032-28', eiaInch: '2312', note: 'Same for AVX, Kemet and Vishay.' },
  { letter: 'D', eiaMetric: '7343-31', eiaInch: '2917', note: 'Same for AVX, Kemet and Vishay.' },
  {
    letter: 'E',
    eiaMetric: '7343-43',
    eiaInch: '2917',
    note: 'AVX and Vishay. Kemet calls 7343-43 case X and uses E for 7360-38.',
  },
  {
    letter: 'V',
    eiaMetric: '7343-20',
    eiaInch: '2917',
    note: 'Kemet and Vishay low-profile case. AVX uses V for the larger 7361-38.',
  },
  { letter: 'X', eiaMetric: '7343-43', eiaInch: '2917', note: 'Kemet name for the AVX/Vishay E case.' },
  { letter: 'R', eiaMetric: '2012-12', eiaInch: '0805', note: 'Kemet low-profile case.' },
  { letter: 'S', eiaMetric: '3216-12', eiaInch: '1206', note: 'Kemet low-profile case.' },
  { letter: 'T', eiaMetric: '3528-12', eiaInch: '1210', note: 'Kemet low-profile case.' },
  { letter: 'U', eiaMetric: '6032-15', eiaInch: '2312', note: 'Kemet low-profile case.' },
];
