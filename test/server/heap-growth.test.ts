import test from 'ava';
import { ConfigError, loadConfig } from '../../src/config.js';

test("V8 chooses how far the old generation grows unless NODE_HEAP_GROWTH_PERCENT says how far", (t) => {
  t.is(loadConfig({}).heapGrowthPercent, 0);
  t.is(loadConfig({ NODE_HEAP_GROWTH_PERCENT: '100' }).heapGrowthPercent, 100);
  t.is(loadConfig({ NODE_HEAP_GROWTH_PERCENT: '0' }).heapGrowthPercent, 0);
});

test('a growth that is not a whole percentage from 0 to 1000 stops the start', (t) => {
  for (const value of ['-1', '1001', 'twice', '1.5']) {
    t.throws(() => loadConfig({ NODE_HEAP_GROWTH_PERCENT: value }), { instanceOf: ConfigError }, value);
  }
});
