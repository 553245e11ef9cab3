import { english } from '../i18n/english';
import { EXIT_INVALID, type Output, processOutput } from './io';
import { UsageError } from './options';

/** What a command does once loaded: its usage text and its run. */
interface Command {
  readonly help: string;
  run(args: string[], io: Output, stdin?: () => Promise<string>): Promise<number>;
}

/**
 * A command as the overview lists it. Its module loads only when the command runs, so that
 * `momentum --help` and every command start without reading the others.
 */
interface Listed {
  readonly summary: string;
  load(): Promise<Command>;
}

const COMMANDS: Readonly<Record<string, Listed>> = {
  replay: {
    summary: english('cli.command.replay'),
    load: async () => {
      const { REPLAY_HELP, replayCommand } = await import('./replay');
      return { help: REPLAY_HELP, run: replayCommand };
    },
  },
  selfplay: {
    summary: english('cli.command.selfplay'),
    load: async () => {
      const { SELFPLAY_HELP, selfplayCommand } = await import('./selfplay');
      return { help: SELFPLAY_HELP, run: selfplayCommand };
    },
  },
  bench: {
    summary: english('cli.command.bench'),
    load: async () => {
      const { BENCH_HELP, benchCommand } = await import('./bench');
      return { help: BENCH_HELP, run: benchCommand };
    },
  },
  ai: {
    summary: english('cli.command.ai'),
    load: async () => {
      const { AI_HELP, aiCommand } = await import('./play');
      return { help: AI_HELP, run: aiCommand };
    },
  },
  arena: {
    summary: english('cli.command.arena'),
    load: async () => {
      const { ARENA_HELP, arenaCommand } = await import('./play');
      return { help: ARENA_HELP, run: (args, io) => arenaCommand(args, io) };
    },
  },
  analyse: {
    summary: english('cli.command.analyse'),
    load: async () => {
      const { ANALYSE_HELP, analyseCommand } = await import('./analyse');
      return { help: ANALYSE_HELP, run: analyseCommand };
    },
  },
  render: {
    summary: english('cli.command.render'),
    load: async () => {
      const { RENDER_HELP, renderCommand } = await import('./render');
      return { help: RENDER_HELP, run: renderCommand };
    },
  },
  board: {
    summary: english('cli.command.board'),
    load: async () => {
      const { BOARD_HELP, boardCommand } = await import('./board');
      return { help: BOARD_HELP, run: boardCommand };
    },
  },
  lab: {
    summary: english('cli.command.lab'),
    load: async () => {
      const { LAB_HELP, labCommand } = await import('./lab');
      return { help: LAB_HELP, run: labCommand };
    },
  },
  serve: {
    summary: english('cli.command.serve'),
    load: async () => {
      const { SERVE_HELP, serveCommand } = await import('./serve');
      return { help: SERVE_HELP, run: serveCommand };
    },
  },
  backup: {
    summary: english('cli.command.backup'),
    load: async () => {
      const { BACKUP_HELP, backupCommand } = await import('./backup');
      return { help: BACKUP_HELP, run: backupCommand };
    },
  },
  puzzles: {
    summary: english('cli.command.puzzles'),
    load: async () => {
      const { PUZZLES_HELP, puzzlesCommand } = await import('./puzzles');
      return { help: PUZZLES_HELP, run: puzzlesCommand };
    },
  },
  online: {
    summary: english('cli.command.online'),
    load: async () => {
      const { ONLINE_HELP, onlineCommand } = await import('./online');
      return { help: ONLINE_HELP, run: onlineCommand };
    },
  },
};

function overview(): string {
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(10)} ${c.summary}`);
  return [
    english('cli.usage'),
    '',
    english('cli.about'),
    '',
    english('cli.commands'),
    ...lines,
    '',
    english('cli.commandHelp'),
  ].join('\n');
}

/** Runs the command line; returns the exit status. */
export async function runCli(
  argv: string[],
  io: Output = processOutput,
  stdin?: () => Promise<string>,
): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.out(overview());
    return name === undefined ? EXIT_INVALID : 0;
  }
  const listed = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!listed) {
    io.error(english('cli.unknownCommand', { name: JSON.stringify(name) }));
    return EXIT_INVALID;
  }
  const command = await listed.load();
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(command.help);
    return 0;
  }
  try {
    return await command.run(rest, io, stdin);
  } catch (e) {
    const message = e instanceof UsageError ? e.message : english('cli.cannotRead', { message: (e as Error).message });
    io.error(english('cli.refusal', { command: name, message }));
    return EXIT_INVALID;
  }
}
