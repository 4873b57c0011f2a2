// Boots a render worker when the service runs from TypeScript sources (tests, tsx): registers
// tsx in this thread (worker threads do not inherit the parent's module hooks), then loads the
// worker. A compiled build starts render-worker.js directly.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
