import { PRESET_IDS, findPreset } from '../engine/presets';
import { presetGame } from '../engine/setup';
import { english } from '../i18n/english';
import { setupProblemWords } from '../words/problems';
import { ANALYSE_HELP, analyseCommand } from './analyse';
import { formatBench, runBench } from './bench';
import { BOARD_HELP, boardCommand } from './board';
import { EXIT_INVALID, type Output, processOutput, readInput } from './io';
import { LAB_HELP, labCommand } from './lab';
import { UsageError, options, wholeNumber } from './options';
import { AI_HELP, ARENA_HELP, aiCommand, arenaCommand } from './play';
import { RENDER_HELP, renderCommand } from './render';
import { replayText } from './replay';
import { selfplay } from './selfplay';

interface Command {
  readonly summary: string;
  readonly help: string;
  run(args: string[], io: Output, stdin?: () => Promise<string>): Promise<number>;
}

const replay: Command = {
  summary: english('cli.command.replay'),
  help: english('cli.replay.help', { error: '{"error": "..."}' }),
  async run(args, io, stdin) {
    const { flag, positionals } = options(args, [], ['jsonl']);
    if (positionals.length !== 1)
      throw new UsageError(english('cli.oneInput', { command: 'replay', argument: 'FILE' }));
    const text = await readInput(positionals[0]!, stdin);
    if (flag('jsonl')) {
      for (const line of text.split(/\r?\n/)) {
        if (line.trim() === '') continue;
        const r = replayText(line);
        io.out(JSON.stringify('report' in r ? r.report : r));
      }
      return 0;
    }
    const r = replayText(text);
    if ('error' in r) {
      io.error(r.error);
      return EXIT_INVALID;
    }
    io.out(JSON.stringify(r.report));
    return 0;
  },
};

const selfplayCommand: Command = {
  summary: english('cli.command.selfplay'),
  help: english('cli.selfplay.help', { boards: PRESET_IDS.join(', ') }),
  async run(args, io) {
    const { text, flag } = options(args, ['board', 'players', 'games', 'seed', 'round-limit'], ['no-pie']);
    const id = text('board') ?? 'square7';
    const preset = findPreset(id);
    if (!preset)
      throw new UsageError(english('cli.unknownPreset', { board: JSON.stringify(id), presets: PRESET_IDS.join(', ') }));
    const players = wholeNumber('players', text('players'), 2, 2);
    if (players > 4) throw new UsageError(english('cli.option.players'));
    const games = wholeNumber('games', text('games'), 1, 0);
    const seed = wholeNumber('seed', text('seed'), 1, 0);
    const limitText = text('round-limit');
    const roundLimit = limitText === 'none' ? null : wholeNumber('round-limit', limitText, 30, 1);
    const start = presetGame(preset, players, { roundLimit, ...(flag('no-pie') ? { pie: false } : {}) });
    if (!start.ok) throw new UsageError(english.words(setupProblemWords(start.error)));
    for (const line of selfplay(start.value, games, seed, id)) io.out(line);
    return 0;
  },
};

const bench: Command = {
  summary: english('cli.command.bench'),
  help: english('cli.bench.help'),
  async run(args, io) {
    const { text, flag } = options(args, ['seconds'], ['json']);
    const seconds = wholeNumber('seconds', text('seconds'), 2, 1);
    const report = runBench(seconds);
    io.out(flag('json') ? JSON.stringify(report) : formatBench(report));
    return 0;
  },
};

const ai: Command = {
  summary: english('cli.command.ai'),
  help: AI_HELP,
  run: aiCommand,
};

const arena: Command = {
  summary: english('cli.command.arena'),
  help: ARENA_HELP,
  run: (args, io) => arenaCommand(args, io),
};

const render: Command = {
  summary: english('cli.command.render'),
  help: RENDER_HELP,
  run: renderCommand,
};

const board: Command = {
  summary: english('cli.command.board'),
  help: BOARD_HELP,
  run: boardCommand,
};

const lab: Command = {
  summary: english('cli.command.lab'),
  help: LAB_HELP,
  run: labCommand,
};

const analyse: Command = {
  summary: english('cli.command.analyse'),
  help: ANALYSE_HELP,
  run: analyseCommand,
};

const COMMANDS: Readonly<Record<string, Command>> = {
  replay,
  selfplay: selfplayCommand,
  bench,
  ai,
  arena,
  analyse,
  render,
  board,
  lab,
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
  const command = COMMANDS[name];
  if (!command) {
    io.error(english('cli.unknownCommand', { name: JSON.stringify(name) }));
    return EXIT_INVALID;
  }
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
