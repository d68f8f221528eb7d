import FFT from 'fft.js';

export interface HarmonicSpectrum {
  /** Peak amplitude of harmonic k at index k (index 0: the DC value). */
  amplitudes: Float64Array;
  /** Total harmonic distortion: RMS of harmonics 2…kmax over the fundamental. */
  thd: number;
}

/**
 * Spectrum of a record holding exactly `cycles` fundamental periods, whose length is a power of
 * two. Bin `k·cycles` is then harmonic k with no leakage, so no window is needed.
 */
export function harmonicSpectrum(
  signal: ArrayLike<number>,
  cycles: number,
  maxHarmonic?: number,
): HarmonicSpectrum {
  const size = signal.length;
  if (size < 4 || (size & (size - 1)) !== 0)
    throw new RangeError('The record length must be a power of two.');
  const fft = new FFT(size);
  const input = Float64Array.from({ length: size }, (_, k) => signal[k] ?? 0);
  const spectrum: number[] = fft.createComplexArray();
  fft.realTransform(spectrum, input);
  const nyquist = Math.floor(size / 2 / cycles) - 1;
  const top = Math.min(nyquist, maxHarmonic ?? nyquist);
  const amplitudes = new Float64Array(top + 1);
  for (let k = 0; k <= top; k++) {
    const bin = k * cycles;
    const magnitude = Math.hypot(spectrum[2 * bin] ?? 0, spectrum[2 * bin + 1] ?? 0);
    amplitudes[k] = k === 0 ? magnitude / size : (2 * magnitude) / size;
  }
  let distortion = 0;
  for (let k = 2; k <= top; k++) distortion += (amplitudes[k] ?? 0) ** 2;
  const fundamental = amplitudes[1] ?? 0;
  return { amplitudes, thd: fundamental > 0 ? Math.sqrt(distortion) / fundamental : 0 };
}
