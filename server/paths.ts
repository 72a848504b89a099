import { fileURLToPath } from 'node:url';

/**
 * The server's folder. Files the server reads at run time are found from here, not from each
 * module's own place, because `npm start` runs the server as one bundled file kept in this same
 * folder (server/main.bundle.js, scripts/build-server.ts).
 */
export const serverDir = fileURLToPath(new URL('.', import.meta.url));
