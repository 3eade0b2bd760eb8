// Runs in the browser before any of the app's code: Zod must never try `new Function`, which
// the Content-Security-Policy forbids (see lib/zod-setup.ts).
import "./lib/zod-setup";
