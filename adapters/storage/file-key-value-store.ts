import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject, injectable } from 'inversify';
import { type JsonValue, type KeyValueNamespace, type KeyValueStorePort, assertNamespaceName } from '../../application/ports/key-value-store-port';
import { PortError } from '../../application/ports/port-error';
import { decodeJson, encodeJson, isRecord } from './json-codec';
import { writeFailure } from './storage-errors';

/** The directory that holds one `<namespace>.json` file per namespace. */
export const FileStoreDirectory = Symbol.for('FileStoreDirectory');

/** Version of the file format `{ version, entries }`. */
export const fileStoreFormat = 1;

type Entries = Map<string, JsonValue>;

/**
 * Key-value storage for Node: one JSON file `{ version: 1, entries }` per namespace. Writes go to a temporary
 * file that is renamed over the old one, so a crash mid-write leaves the previous file intact; operations on one
 * namespace run one after another, so a read-modify-write never loses a concurrent set. A file that does not
 * parse, or has no `entries` object, is PortError('invalid-response') naming the file; a file of another
 * format version is dropped (read as empty and replaced by the next write).
 */
@injectable()
export class FileKeyValueStore implements KeyValueStorePort {
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(@inject(FileStoreDirectory) private readonly directory: string) {}

  namespace(name: string): KeyValueNamespace {
    const file = join(this.directory, `${assertNamespaceName(name)}.json`);
    const run = <T>(task: () => Promise<T>): Promise<T> => {
      const result = (this.queues.get(name) ?? Promise.resolve()).then(task, task);
      this.queues.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    };
    return new FileNamespace(name, file, this.directory, run);
  }

  async reconnect(): Promise<void> {}
}

class FileNamespace implements KeyValueNamespace {
  constructor(
    readonly name: string,
    private readonly file: string,
    private readonly directory: string,
    private readonly run: <T>(task: () => Promise<T>) => Promise<T>,
  ) {}

  get(key: string): Promise<JsonValue | undefined> {
    return this.run(async () => (await this.read()).get(key));
  }

  set(key: string, value: JsonValue): Promise<void> {
    const text = encodeJson(value);
    return this.run(async () => {
      const entries = await this.read();
      entries.set(key, JSON.parse(text) as JsonValue);
      await this.write(entries, `write "${key}"`);
    });
  }

  remove(key: string): Promise<void> {
    return this.run(async () => {
      const entries = await this.read();
      if (entries.delete(key)) await this.write(entries, `remove "${key}"`);
    });
  }

  keys(): Promise<readonly string[]> {
    return this.run(async () => [...(await this.read()).keys()]);
  }

  clear(): Promise<void> {
    return this.run(async () => {
      try {
        await rm(this.file, { force: true });
      } catch (cause) {
        throw writeFailure(this.name, `clear ${this.file}`, cause);
      }
    });
  }

  private async read(): Promise<Entries> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (cause) {
      if ((cause as { code?: unknown }).code === 'ENOENT') return new Map();
      throw new PortError('unavailable', `Cannot read ${this.file}`, { path: this.file, cause });
    }
    const data = decodeJson(text, this.file);
    if (!isRecord(data)) throw new PortError('invalid-response', `${this.file} is not a key-value file`, { path: this.file });
    if (data.version !== fileStoreFormat) return new Map();
    if (!isRecord(data.entries)) throw new PortError('invalid-response', `${this.file} has no entries object`, { path: `${this.file}#entries` });
    return new Map(Object.entries(data.entries as Record<string, JsonValue>));
  }

  private async write(entries: Entries, what: string): Promise<void> {
    const text = JSON.stringify({ version: fileStoreFormat, entries: Object.fromEntries(entries) });
    const temp = `${this.file}.${randomUUID()}.tmp`;
    try {
      await mkdir(this.directory, { recursive: true });
      await writeFile(temp, text, 'utf8');
      await rename(temp, this.file);
    } catch (cause) {
      await rm(temp, { force: true }).catch(() => undefined);
      throw writeFailure(this.name, `${what} to ${this.file}`, cause);
    }
  }
}
