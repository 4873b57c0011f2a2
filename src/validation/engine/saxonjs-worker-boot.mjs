// Boots the saxon-js worker thread: registers tsx in this thread (worker threads do not inherit
// the parent's module hooks), then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./saxonjs-worker.ts');
