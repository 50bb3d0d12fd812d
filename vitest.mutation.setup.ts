import fc from 'fast-check';

// A fixed seed makes every property test cover the same mutants from run to run (Stryker's per-test coverage).
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: 20261128 });
