import fc from 'fast-check';

// A fixed seed keeps every property test's name (and so Stryker's per-test coverage) the same from run to run.
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: 20261128 });
