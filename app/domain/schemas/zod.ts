/**
 * zod, as every schema imports it: without its just-in-time compiled parsers. Their first use probes
 * `Function("")`, a string evaluation the pages' Content-Security-Policy forbids, so every page that
 * loaded a form reported a violation (and a policy that is violated all the time hides a real one).
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
