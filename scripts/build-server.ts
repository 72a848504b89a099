/** `node scripts/build-server.ts`: bundles the server into server/main.bundle.js (part of `npm run build`). */
import { buildServer, serverBundle } from './lib/server-bundle.ts';

await buildServer();
console.log(`Server bundled: ${serverBundle}`);
