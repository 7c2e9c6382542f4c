import { z } from "zod";

// The site's Content-Security-Policy forbids eval. Without `jitless`, Zod probes `new Function` the
// first time it parses an object, and the browser reports that probe as a CSP violation even
// though Zod catches it. The interpreted path is fast enough for forms and API payloads.
z.config({ jitless: true });
