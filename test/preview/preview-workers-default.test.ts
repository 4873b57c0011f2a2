import test from 'ava';
import { defaultPreviewWorkers, loadConfig } from '../../src/config.js';

test('render threads default to one per core beyond the first, between 1 and 2', (t) => {
  t.deepEqual([1, 2, 3, 4, 64].map(defaultPreviewWorkers), [1, 1, 2, 2, 2]);
});

test('PREVIEW_WORKERS overrides the default', (t) => {
  t.is(loadConfig({ PREVIEW_WORKERS: '4' }).previewWorkers, 4);
});
