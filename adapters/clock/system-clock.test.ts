import { clockContract } from '../../testing/contracts/clock.contract';
import { SystemClock } from './system-clock';

clockContract(
  'SystemClock',
  () => {
    const clock = new SystemClock();
    // Real timers may run a little late; waiting 15 ms more keeps the contract's timing assertions honest.
    return { clock, pass: (ms) => new Promise((resolve) => setTimeout(resolve, ms + 15)) };
  },
  { numRuns: 5 },
);
