import { type Command } from 'commander';
import { type RuntimeConfig, settingDefinitions } from '../../application/config/runtime-config';
import { type CommandContext, emit, globalsOf } from '../context';
import { formatTable } from '../print/table';

function valueAt(config: RuntimeConfig, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], config);
}

/** `storefront config`: every setting with its current value, the variable that sets it and what it does. */
export function configCommand(program: Command, ctx: CommandContext): void {
  program
    .command('config')
    .description('show every runtime setting, its value and the environment variable that sets it')
    .addHelpText('after', '\nExamples:\n  storefront config\n  CART_SYNCHRONIZE=false storefront config --json')
    .action((_options: unknown, command: Command) => {
      const rows = settingDefinitions.map((def) => ({
        setting: def.path,
        value: JSON.stringify(valueAt(ctx.config, def.path)),
        env: def.env,
        description: def.description,
      }));
      emit(ctx, globalsOf(command), rows, () => formatTable(rows));
    });
}
