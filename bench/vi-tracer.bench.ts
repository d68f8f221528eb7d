// VI tracer speed: milliseconds per displayed trace (one steady-state cycle of 400 points)
// for each catalogue device, a slider sweep (amplitude moving across its range) as frames/s, the
// A/B similarity score and the automatic range scan.
import { DEVICE_CATALOGUE } from '@electrobench/simulation/vi-tracer/catalogue';
import { applyFault } from '@electrobench/simulation/vi-tracer/faults';
import { PRESETS, fullScale } from '@electrobench/simulation/vi-tracer/ranges';
import { scanRanges } from '@electrobench/simulation/vi-tracer/range-scan';
import { signatureSimilarity } from '@electrobench/simulation/vi-tracer/similarity';
import { traceSignature } from '@electrobench/simulation/vi-tracer/trace';
import { chromium } from 'playwright-core';
import { startServer } from './server-harness';

function msPerCall(run: () => void, minMs = 200): number {
  for (let i = 0; i < 5; i++) run();
  let calls = 0;
  const start = performance.now();
  while (performance.now() - start < minMs) {
    run();
    calls++;
  }
  return (performance.now() - start) / calls;
}

console.log('device                          ms/trace (medium preset)');
for (const device of DEVICE_CATALOGUE) {
  const ms = msPerCall(() => traceSignature({ device: device.spec, ...PRESETS.medium }));
  console.log(`${device.label.padEnd(32)}${ms.toFixed(3)}`);
}

const diode = DEVICE_CATALOGUE.find((d) => d.id === 'z-5v1')?.spec ?? { kind: 'open' };
let step = 0;
const sweep = msPerCall(() => {
  const amplitude = 0.2 + ((step++ % 100) / 99) * 19.8;
  traceSignature({ device: diode, amplitude, sourceResistance: 1000, frequency: 60 });
}, 1000);
console.log(
  `\nslider sweep, zener, amplitude 0.2–20 V: ${sweep.toFixed(3)} ms/frame = ${(1000 / sweep).toFixed(0)} frames/s (engine only)`,
);

const good = traceSignature({ device: diode, ...PRESETS.medium });
const leaky = traceSignature({ device: applyFault(diode, { kind: 'leaky', ohms: 10e3 }), ...PRESETS.medium });
const similarity = msPerCall(() => signatureSimilarity(good, leaky, fullScale(PRESETS.medium)));
console.log(`A/B similarity score: ${similarity.toFixed(3)} ms`);
const scan = msPerCall(() => scanRanges(diode), 1000);
console.log(`automatic range scan (75 settings): ${scan.toFixed(1)} ms`);

// The same sweep in the page as a person sees it: Chromium moves the test-voltage slider on every
// animation frame for 3 s; each frame React re-traces and uPlot redraws. Frames/s is how many
// frames the browser completed meanwhile (60 is the display's ceiling here).
const server = await startServer('pglite');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${server.base}/testing/vi-curve-tracer`, { waitUntil: 'networkidle' });
  const slider = page.getByRole('slider', { name: /^Test voltage \(peak\)/ });
  await slider.waitFor();
  await slider.evaluate((el) => el.setAttribute('data-bench', 'slider'));
  // Sent as source text: tsx would wrap named functions in a helper the page does not have.
  const result = await page.evaluate<{ frames: number; ms: number }>(`
    new Promise((resolve) => {
      const input = document.querySelector('[data-bench="slider"]');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const min = Number(input.min);
      const max = Number(input.max);
      let frames = 0;
      let start = 0;
      const tick = (now) => {
        if (!start) start = now;
        frames++;
        setValue.call(input, String(min + ((frames % 120) / 119) * (max - min)));
        input.dispatchEvent(new Event('input', { bubbles: true }));
        if (now - start < 3000) requestAnimationFrame(tick);
        else resolve({ frames, ms: now - start });
      };
      requestAnimationFrame(tick);
    })`);
  console.log(
    `in Chromium, test-voltage slider moved every frame: ${result.frames} frames in ${(result.ms / 1000).toFixed(2)} s = ${((result.frames * 1000) / result.ms).toFixed(0)} frames/s (goal >= 60)`,
  );
} finally {
  await browser.close();
  await server.stop();
}
