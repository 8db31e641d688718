/**
 * The pages' Content-Security-Policy has no 'unsafe-eval', so zod parses without compiling
 * code: left to itself it first tries `Function('')` to find out, which the browser reports
 * as a policy violation. Imported first by main.tsx, before anything is parsed.
 */
import { config } from 'zod';

config({ jitless: true });
