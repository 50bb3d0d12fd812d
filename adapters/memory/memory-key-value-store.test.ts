import { keyValueStoreContract } from '../../testing/contracts/key-value-store.contract';
import { MemoryKeyValueStore } from './memory-key-value-store';

keyValueStoreContract('MemoryKeyValueStore', () => new MemoryKeyValueStore());
