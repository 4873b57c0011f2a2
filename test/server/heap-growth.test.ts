import test from 'ava';
import { ConfigError, loadConfig } from '../../src/config.js';

test('the old generation grows to twice what is live unless NODE_HEAP_GROWTH_PERCENT says otherwise (0: V8 chooses)', (t) => {
  t.is(loadConfig({}).heapGrowthPercent, 100);
  t.is(loadConfig({ NODE_HEAP_GROWTH_PERCENT: '50' }).heapGrowthPercent, 50);
  t.is(loadConfig({ NODE_HEAP_GROWTH_PERCENT: '0' }).heapGrowthPercent, 0);
});

test('a growth that is not a whole percentage from 0 to 1000 stops the start', (t) => {
  for (const value of ['-1', '1001', 'twice', '1.5']) {
    t.throws(
      () => loadConfig({ NODE_HEAP_GROWTH_PERCENT: value }),
      { instanceOf: ConfigError },
      value,
    );
  }
});
