/** The server's entry point (server/start.ts does the work). */
import { startServer } from './start.ts';

await startServer();
