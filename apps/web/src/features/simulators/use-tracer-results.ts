import { findDevice } from '@electrobench/simulation/vi-tracer/catalogue';
import type { DeviceSpec } from '@electrobench/simulation/vi-tracer/device-spec';
import { applyFault } from '@electrobench/simulation/vi-tracer/faults';
import { fullScale, type TracerSettings } from '@electrobench/simulation/vi-tracer/ranges';
import { signatureSimilarity, type Curve } from '@electrobench/simulation/vi-tracer/similarity';
import { traceSignature, type Trace } from '@electrobench/simulation/vi-tracer/trace';
import { useMemo } from 'react';
import { toFault, type Channel, type TracerState } from './tracer-state';

export function channelSpec(channel: Channel): DeviceSpec {
  const device = findDevice(channel.device)?.spec ?? { kind: 'open' };
  return applyFault(device, toFault(channel.fault));
}

function runChannel(channel: Channel, settings: TracerSettings): Trace {
  return traceSignature({ device: channelSpec(channel), ...settings });
}

export interface TracerResults {
  a: Trace;
  b: Trace | null;
  scale: { voltage: number; current: number };
  /** Similarity 0–100 of B to A, and of the measured curve to A. */
  compareScore: number | null;
  measuredScore: number | null;
}

/** Runs the engine for the visible channels and scores the overlays against channel A. */
export function useTracerResults(state: TracerState, measured: Curve | null): TracerResults {
  const { amplitude, sourceResistance, frequency, a: channelA, b: channelB, compare } = state;
  const settings = useMemo(
    () => ({ amplitude, sourceResistance, frequency }),
    [amplitude, sourceResistance, frequency],
  );
  const a = useMemo(() => runChannel(channelA, settings), [channelA, settings]);
  const b = useMemo(() => (compare ? runChannel(channelB, settings) : null), [compare, channelB, settings]);
  const scale = useMemo(() => fullScale(settings), [settings]);
  const compareScore = useMemo(() => (b ? signatureSimilarity(a, b, scale) : null), [a, b, scale]);
  const measuredScore = useMemo(
    () => (measured ? signatureSimilarity(a, measured, scale) : null),
    [a, measured, scale],
  );
  return { a, b, scale, compareScore, measuredScore };
}
