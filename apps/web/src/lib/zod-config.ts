import { z } from 'zod';

// Zod 4 compiles object parsers with `new Function` when it may. Our content security policy
// forbids eval, so its probe was reported as a violation on every page that validates a form or
// an answer. Parsing without the compiled path is plenty fast for form-sized data. This module is
// imported first by main.tsx: the switch is read as each schema is built, at module load.
z.config({ jitless: true });
