import { type Command } from 'commander';
import { type RuntimeConfig, settingDefinitions } from '../../application/config/runtime-config';
import { formatTable } from '../print/table';

function valueAt(config: RuntimeConfig, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], config);
}

/** `storefront config`: every setting with its current value, the variable that sets it and what it does. */
export function configCommand(program: Command, config: RuntimeConfig, out: (text: string) => void): void {
  program
    .command('config')
    .description('show every runtime setting, its value and the environment variable that sets it')
    .option('--json', 'print JSON for scripts')
    .action((options: { json?: boolean }) => {
      const rows = settingDefinitions.map((def) => ({
        setting: def.path,
        value: JSON.stringify(valueAt(config, def.path)),
        env: def.env,
        description: def.description,
      }));
      out(options.json ? JSON.stringify(rows, null, 2) : formatTable(rows));
    });
}
