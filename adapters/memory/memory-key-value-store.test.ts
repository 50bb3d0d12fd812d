import { keyValueStoreContract } from '../../application/ports/contracts/test-key-value-store.contract';
import { MemoryKeyValueStore } from './memory-key-value-store';

keyValueStoreContract('MemoryKeyValueStore', () => new MemoryKeyValueStore());
