/**
 * VALIDATION_RECOVERY: how the JVM worker is started and replaced (the engine's behaviour per
 * value is tested in test/hardening/validation-standby.test.ts). The older VALIDATION_STANDBY
 * still means what it meant when VALIDATION_RECOVERY is unset.
 */
import test from 'ava';
import { ConfigError, loadConfig } from '../../src/config.js';

test('VALIDATION_RECOVERY: quick unless set; standby, cold; anything else refused', (t) => {
  t.is(loadConfig({}).validationRecovery, 'quick');
  t.is(loadConfig({ VALIDATION_RECOVERY: 'quick' }).validationRecovery, 'quick');
  t.is(loadConfig({ VALIDATION_RECOVERY: 'standby' }).validationRecovery, 'standby');
  t.is(loadConfig({ VALIDATION_RECOVERY: 'cold' }).validationRecovery, 'cold');
  t.throws(() => loadConfig({ VALIDATION_RECOVERY: 'warm' }), {
    instanceOf: ConfigError,
    message: /VALIDATION_RECOVERY must be one of quick, standby, cold/,
  });
});

test('VALIDATION_STANDBY, the older setting: true is standby, false is cold; VALIDATION_RECOVERY wins when both are set', (t) => {
  t.is(loadConfig({ VALIDATION_STANDBY: 'true' }).validationRecovery, 'standby');
  t.is(loadConfig({ VALIDATION_STANDBY: 'false' }).validationRecovery, 'cold');
  t.is(
    loadConfig({ VALIDATION_STANDBY: 'false', VALIDATION_RECOVERY: 'quick' }).validationRecovery,
    'quick',
  );
  t.throws(() => loadConfig({ VALIDATION_STANDBY: 'maybe' }), {
    instanceOf: ConfigError,
    message: /VALIDATION_STANDBY must be one of true, false/,
  });
});
