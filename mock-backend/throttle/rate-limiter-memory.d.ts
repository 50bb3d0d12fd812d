// The in-memory limiter alone: the package's index also loads its cluster limiter, which needs Node's `cluster`
// module and so cannot go into the browser worker's bundle.
declare module 'rate-limiter-flexible/lib/RateLimiterMemory.js' {
  import { RateLimiterMemory } from 'rate-limiter-flexible';
  export default RateLimiterMemory;
}
