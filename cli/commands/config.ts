import { type Command } from 'commander';
import { type RuntimeConfig, settingDefinitions } from '../../application/config/runtime-config';
import { type ServerSettingDefinition, defaultServerConfig, serverSettingDefinitions } from '../../application/config/server-config';
import { type CommandContext, emit, globalsOf } from '../context';
import { formatTable } from '../print/table';

function valueAt(config: RuntimeConfig, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], config);
}

/** A server setting as the environment gives it (the server checks it when it starts); a secret only as set or unset. */
function serverValue(def: ServerSettingDefinition): string {
  const raw = process.env[def.env]?.trim();
  const fallback = valueAt(defaultServerConfig as unknown as RuntimeConfig, def.path);
  if (def.secret === true) return raw !== undefined && raw !== '' ? '(set)' : '(unset)';
  if (raw === undefined || raw === '') return JSON.stringify(fallback);
  return def.type === 'integer' || def.type === 'optional-integer' ? raw : JSON.stringify(raw);
}

/** `storefront config`: every setting with its current value, the variable that sets it and what it does. */
export function configCommand(program: Command, ctx: CommandContext): void {
  program
    .command('config')
    .description('show every runtime setting, its value and the environment variable that sets it')
    .addHelpText('after', '\nExamples:\n  storefront config\n  CART_SYNCHRONIZE=false storefront config --json')
    .action((_options: unknown, command: Command) => {
      const rows = [
        ...settingDefinitions.map((def) => ({
          setting: def.path,
          value: JSON.stringify(valueAt(ctx.config, def.path)),
          env: def.env,
          description: def.description,
        })),
        ...serverSettingDefinitions.map((def) => ({ setting: `server.${def.path}`, value: serverValue(def), env: def.env, description: def.description })),
      ];
      emit(ctx, globalsOf(command), rows, () => formatTable(rows));
    });
}
