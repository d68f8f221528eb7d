// Preloaded into a benchmarked server process (node --expose-gc --import <this file>): on SIGUSR2
// it collects garbage and prints one line "MEMORY {json}" with process.memoryUsage(), so growth is
// read from retained memory and not from whatever garbage happens to be waiting.
process.on('SIGUSR2', () => {
  for (let i = 0; i < 3; i++) globalThis.gc?.();
  process.stdout.write(`MEMORY ${JSON.stringify(process.memoryUsage())}\n`);
});
