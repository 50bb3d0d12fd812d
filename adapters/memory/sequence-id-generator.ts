import { injectable } from 'inversify';
import type { IdGeneratorPort } from '../../application/ports/id-generator-port';

/** Predictable ids for tests: `id1`, `id2`, ... (with an optional prefix). */
@injectable()
export class SequenceIdGenerator implements IdGeneratorPort {
  private next = 0;

  constructor(private readonly prefix = 'id') {}

  randomId(): string {
    this.next++;
    return `${this.prefix}${this.next}`;
  }
}
