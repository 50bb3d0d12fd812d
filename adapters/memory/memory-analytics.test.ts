import { analyticsContract } from '../../testing/contracts/analytics.contract';
import { MemoryAnalytics } from './memory-analytics';

analyticsContract('MemoryAnalytics', () => {
  const analytics = new MemoryAnalytics();
  return { analytics, tracked: () => analytics.events };
});
