import { z } from 'zod';

// Every contract module takes `z` from here, so this runs before any schema is built. Zod 4
// probes `new Function` to compile fast object parsers; the page's content security policy forbids
// eval, so in a browser the probe was reported as a CSP violation on every page that validates a
// form or an answer. Browsers parse without the compiled path (plenty fast for form-sized data);
// the server keeps it.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
