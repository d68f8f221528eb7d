import type { BjtParams } from '../mna/bjt';
import type { DiodeParams } from '../mna/diode';

/*
 * Generic model parameters. They are not any vendor's model: each set is chosen so that the
 * simulated part meets the typical or limit figures of the datasheets named beside it, which the
 * tests check.
 */

/** Small-signal silicon diode: 1N4148 datasheets give VF ≤ 1 V at 10 mA. */
export const SMALL_SIGNAL_DIODE: DiodeParams = { is: 2.52e-9, n: 1.752, rs: 0.568 };

/** Rectifier: 1N4007 datasheets give VF ≤ 1.1 V at 1 A. */
export const RECTIFIER_DIODE: DiodeParams = { is: 7e-9, n: 1.8, rs: 0.04 };

/** Schottky: 1N5819 datasheets give VF ≤ 0.6 V at 1 A. */
export const SCHOTTKY_DIODE: DiodeParams = { is: 1e-5, n: 1.2, rs: 0.1 };

/** 5.1 V zener: BZX55C5V1 datasheets give VZ 4.8–5.4 V at IZ = 5 mA. */
export const ZENER_5V1: DiodeParams = { is: 1e-14, n: 1, rs: 10, bv: 5.1, ibv: 5e-3 };

/** 12 V zener: BZX55C12 datasheets give VZ 11.4–12.7 V at IZ = 5 mA. */
export const ZENER_12V: DiodeParams = { is: 1e-14, n: 1, rs: 15, bv: 12, ibv: 5e-3 };

/** Red indicator LED: about 1.8–2.2 V at 20 mA in common datasheets. */
export const RED_LED: DiodeParams = { is: 1e-18, n: 1.9, rs: 2 };

/** Blue or white InGaN LED: about 2.9–3.4 V at 20 mA in common datasheets. */
export const BLUE_LED: DiodeParams = { is: 1e-26, n: 2.2, rs: 3 };

/**
 * Small-signal NPN (2N3904 / BC547 class): VBE(on) about 0.65 V at a milliampere; emitter–base
 * breakdown above the 6 V emitter–base rating in both datasheets.
 */
export const SMALL_NPN: BjtParams = { polarity: 'npn', is: 1e-14, bf: 200, br: 3, bvEbo: 7 };

/** Small-signal PNP (2N3906 / BC557 class); their datasheets rate the emitter–base junction at 5 V. */
export const SMALL_PNP: BjtParams = { polarity: 'pnp', is: 1e-14, bf: 180, br: 4, bvEbo: 7 };

/** On-chip ESD protection diodes of a CMOS input: small junctions with some spreading resistance. */
export const ESD_DIODE: DiodeParams = { is: 1e-14, n: 1.05, rs: 20 };
