import { Command, CommanderError } from 'commander';
import { type RuntimeConfig } from '../application/config/runtime-config';
import { configCommand } from './commands/config';

export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

/** The `storefront` program for support staff; commands receive what they need from the composition root. */
export function createProgram(version: string, config: RuntimeConfig, io: CliIo): Command {
  const program = new Command('storefront')
    .description('Support tool of the storefront: URL maps, stock, carts, products, categories, orders and content.')
    .version(version, '-V, --version', 'print the version')
    .option('--api <url>', 'base URL of a real API (default: the in-process mock backend)')
    .showHelpAfterError('(run storefront --help for the commands)')
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) })
    .exitOverride();
  configCommand(program, config, io.out);
  return program;
}

/** Runs the program and turns commander's outcomes into the exit codes of ARCHITECTURE.md: 0 ok, 2 usage error, 1 failure. */
export async function runProgram(program: Command, argv: readonly string[], io: CliIo): Promise<number> {
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.exitCode === 0) return 0;
      return 2;
    }
    io.err(`error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
