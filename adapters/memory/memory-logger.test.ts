import { loggerContract } from '../../testing/contracts/logger.contract';
import { MemoryLogger } from './memory-logger';

loggerContract('MemoryLogger', () => {
  const logger = new MemoryLogger();
  return { logger, written: () => logger.entries.map((e) => ({ level: e.level, text: `[${e.tag}] ${e.message}`, data: e.data })) };
});
