import type { Entry } from '../entry';

/** The `momentum` command's own words: what it says of its arguments and what it reports. */
export const cli = {
  /** A BOARD argument that is not a board: {name} as given, {reason} why. */
  /** The BOARD argument as the help of every command taking one explains it. {json} is a JSON example. */
  'cli.boardArgument.help':
    'BOARD is a preset ({presets}), a file holding a momentum/1 record,\na JSON layout ({json} or a bare list of square rows) or rows\nof text, or layout rows joined by / (square; prefix hex: for the hex lattice), such as\n".....", or "hex:--.../-..../...../....-/...--".',
  /** `momentum board --help`: the option names and the usage line stay as they are typed. */
  'cli.board.help':
    'Usage: momentum board BOARD [--json] [--obstacles K [--symmetry S] [--seed N] [--kinds LIST]]\n\nDescribes a board: its layout, its playable cells, how many symmetries of its lattice\n(turns and mirrors) leave it as it is, and which symmetry modes an editor can paint with.\n\n{boardArgument}\n\n  --json          print one JSON object instead of text\n  --obstacles K   put K obstacles at random on empty cells, then describe that board\n  --symmetry S    keep the obstacles symmetric: {modes} (default none; 2, 3,\n                  4 and 6 are turns of 180, 120, 90 and 60 degrees)\n  --seed N        seed of the random obstacles (default 1); the same seed, the same obstacles\n  --kinds LIST    obstacle kinds to draw from, comma-separated (default {kinds})',
  'cli.board.problem': 'board {name}: {reason}',
  'cli.board.jsonShape': 'JSON must be a momentum/1 record, a layout object or a list of rows',
  'cli.board.unknownField': 'unknown field {field}',
  'cli.board.lattice': 'lattice must be one of {lattices}',
  /** {message} is the JSON parser's own. */
  'cli.board.json': 'not valid JSON: {message}',
  'cli.board.unknown': 'unknown board {board}: not a preset ({presets}), a file, or layout rows joined by /',
  'cli.board.unknownAsRows':
    'unknown board {board}: not a preset ({presets}), a file, or layout rows joined by /; as rows: {reason}',
  /** {option} is an option's name, such as "seed". */
  'cli.board.needsObstacles': '--{option} needs --obstacles',
  /** {lattice} is "square" or "hex", as the command's JSON writes it. */
  'cli.board.title': '{name}: {lattice} lattice, {rows} rows, {cols} columns',
  'cli.board.playable': 'playable cells: {count}',
  'cli.board.symmetries': 'symmetries: {count}',
  'cli.board.modes': 'symmetry modes: {modes}',
  /** {kind} is an obstacle's id (cushion, bumper, hole), {cell} a cell name. */
  'cli.board.obstacle': '{kind} {cell}',
  'cli.board.obstacles': 'obstacles: {obstacles}',
  'cli.board.noObstacles': 'obstacles: none',

  'cli.usage': 'Usage: momentum COMMAND [options]',
  'cli.about': 'Momentum: drop marbles, and every line they touch passes the push to its far end.',
  'cli.commands': 'Commands:',
  'cli.commandHelp': 'Run "momentum COMMAND --help" for the options of one command.',
  'cli.command.replay': 'replay a momentum/1 record and report every ply as JSON',
  'cli.command.selfplay': 'write uniform-random games as momentum/1 JSON lines',
  'cli.command.bench': 'measure engine throughput (playouts and drop resolutions per second)',
  'cli.command.ai': "print the computer's move for the position after a record",
  'cli.command.arena': 'play computer players against each other and score the match',
  'cli.command.render': 'film a record on the 3D table as an MP4, WebM or GIF file',
  'cli.command.board': 'describe a board: layout, symmetries, random symmetric obstacles',
  'cli.command.lab': 'measure a board by computer self-play (scores, lengths, heat maps)',
  'cli.command.analyse': 'review every move of a record: win chances, best moves, mistakes',
  'cli.command.serve': 'serve the app and its game server for online play',
  'cli.command.backup': "copy the game server's database while it runs",
  'cli.command.online': 'open a game on a server, let the computer play a seat, or watch',
  /** {name} is the command as typed. */
  'cli.unknownCommand': 'momentum: unknown command {name}; run "momentum --help" for the list',
  /** A command's refusal: {command} its name, {message} why. */
  'cli.refusal': 'momentum {command}: {message}',
  /** {message} is the system's own error. */
  'cli.cannotRead': 'cannot read input: {message}',

  /** The figures below come already written out (digits, fixed decimals), as a script reading them expects. */
  /** `momentum replay --help`: option names and the usage line stay as typed; {error} is a JSON shape. */
  'cli.replay.help':
    'Usage: momentum replay [--jsonl] FILE|-\n\nReads one momentum/1 record (FILE, or standard input for -) and prints one JSON object:\nevery ply with its displacements, the board and the reserves after it, then the status,\nwinners, reason, player to move and the sorted legal moves.\n\n  --jsonl   the input holds one record per line; print one result per line, and\n            {error} for an invalid record while the others still run.\n            Blank lines are skipped.\n\nAn invalid record prints a one-line reason on standard error and exits with status 2.',
  /** `momentum selfplay --help`. */
  'cli.selfplay.help':
    'Usage: momentum selfplay [--board ID] [--players N] [--games N] [--seed S] [--no-pie] [--round-limit N|none]\n\nPlays games of uniformly random legal moves and prints each as one momentum/1 record per line.\nThe same seed always gives the same games.\n\n  --board ID          {boards} (default square7)\n  --players N         2, 3 or 4 (default 2); marbles follow the rules table\n  --games N           how many games (default 1)\n  --seed S            seed of the random moves (default 1)\n  --no-pie            play without the pie rule\n  --round-limit N     rounds before the marble count decides (default 30; "none" for no limit)',
  /** `momentum bench --help`. */
  'cli.bench.help':
    'Usage: momentum bench [--json] [--seconds N]\n\nMeasures on one thread: uniform-random playouts per second on 7x7 (2 players, 8 marbles,\nno pie, no round limit), on 9x9 with the centre hole and on the side-5 hexagon, drop\nresolutions per second of the fast path and of the full resolver, the iterations per second of\nthe tree search and of the plain UCT of the arena from the 7x7 start, and the games per second of\n`momentum lab` on 7x7 with its default player.\n\n  --json        print one JSON object (with playouts7x7) instead of a table\n  --seconds N   seconds per figure (default 2, at least 2 for playouts7x7 to count)',
  'cli.bench.heading': 'Engine throughput, one thread, {seconds} s per figure (Node {node})',
  'cli.bench.playouts': 'Uniform-random playouts, 2 players, no pie, no round limit:',
  /** {id} and {perSecond} come padded into columns. */
  'cli.bench.board': '{id} {perSecond} playouts/s  ({turns} turns each)',
  'cli.bench.drops': 'Drop resolutions: fast path {fast}/s, full resolver with push lists {full}/s',
  'cli.bench.search': 'Tree search from the same 7x7 start: {perSecond} playouts/s ({ratio}x the plain playouts)',
  'cli.bench.uct':
    "Plain UCT, the arena's yardstick, from the same 7x7 start: {perSecond} iterations/s ({ratio}x the plain playouts)",
  'cli.bench.threads': 'Search on worker threads, a tree each: {one} playouts/s on one, {two} on two ({speedup}x)',
  'cli.bench.sharedTree':
    'Search on worker threads, one shared tree: {one} playouts/s on one, {two} on two ({speedup}x)',
  'cli.bench.lab': 'Lab self-play on 7x7, default player: {rate} games/s',

  /** `momentum analyse --help`: option names and the usage line stay as typed; {json} is the JSON's shape. */
  'cli.analyse.help':
    "Usage: momentum analyse RECORD|- [--playouts P | --ms N] [--threads T] [--seed S] [--json]\n\nSearches every position of a momentum/1 record and prints, for each move: the mover's chance\nto win before and after it, the best move there and its chance, and a label. The drop is the\nbest move's chance minus the chance after the move played, in points of percentage:\nbest (the best move, or no drop), good (below {good}), then from {thresholds};\nunclear where the drop, give or take what a search of that many playouts may be off by, spans\nmore than one of these.\n\n  --playouts P   playouts per position (default {playouts}): the same seed and playouts give\n                 the same analysis on any number of threads\n  --ms N         search each position for N milliseconds instead (not reproducible)\n  --threads T    worker threads sharing the positions (default: the available cores)\n  --seed S       seed of the whole analysis (default 1)\n  --json         print one JSON object: {json}, chances from 0 to 1\n\nProgress goes to standard error. An invalid record or option prints a one-line reason on\nstandard error and exits with status 2.",
  /** `momentum ai --help`. */
  'cli.ai.help':
    "Usage: momentum ai FILE|- [--level L] [--ms N | --playouts N] [--threads T] [--seed S]\n\nPrints the move the computer chooses for the player to move after the record's last move:\na cell name, or swap.\n\n  --level L      {levels} (default hard), or the baselines random, greedy\n  --ms N         thinking time per move in milliseconds (hard: 1000, medium: 100)\n  --playouts N   a fixed number of playouts instead: the same seed then gives the same move\n  --threads T    search on T worker threads at once, all growing one shared tree, each with its\n                 own seed (default 1); one thread gives the same move for the same seed and\n                 playouts, several need not\n  --seed S       seed of the search (default 1)\n\nAn invalid record or a finished game prints a one-line reason on standard error and exits\nwith status 2.",
  'cli.analyse.heading': '{moves} moves, {budget} a position, seed {seed}',
  'cli.analyse.playouts': '{playouts} playouts',
  'cli.analyse.ms': '{ms} ms',
  'cli.analyse.progress': 'analyse: {done}/{total} positions',

  /** `momentum lab --help`: option names and the usage line stay as typed; {interval} and {heat} are JSON shapes. */
  'cli.lab.help':
    "Usage: momentum lab BOARD [--games N] [--level L] [--playouts P] [--players N] [--threads T] [--seed S] [--json]\n\nMeasures a board by computer self-play: every seat is played by the same computer player, and the\nreport gives the first player's score, wins by seat, draws, round-limit endings, pie swaps taken\n(each with a 95% confidence interval), game length in rounds, lead changes per game, marbles\nleaving the board per turn, and heat maps of drops, exits and obstacle actions per cell.\nThe same seed gives the same figures whatever the number of threads.\n\n{boardArgument}\n\n  --games N      games to play (default 100)\n  --level L      the player of every seat: {levels}. Default: the lab\n                 player, tree search at {playouts} playouts a move that always plays its best\n                 move (the easy level's budget without its deliberate slips). medium and\n                 hard think by time, which no seed replays: give them --playouts\n  --playouts P   playouts a move for the searching levels (the lab player's without --level)\n  --players N    2, 3 or 4 (default: the record's, else 2); marbles come from the record, else\n                 from the rules table, scaled by playable cells for other boards\n  --threads T    worker threads (default: {cores}, the available cores)\n  --seed S       seed of the whole run (default 1)\n  --json         print one JSON object: the figures, intervals as {interval}, heat\n                 maps as {heat} without the zeros, and gamesPerSecond\n\nProgress goes to standard error.",
  'cli.lab.heading': '{board}: {players} players, {marbles} marbles each, {games} games of {player}, seed {seed}',
  /** {level} is a level's id, such as "hard". */
  'cli.lab.playouts': '{level} at {playouts} playouts a move',
  'cli.lab.rate': { one: '{rate} games/s on {count} thread', other: '{rate} games/s on {count} threads' },
  'cli.lab.progress': 'lab: {done}/{games} games',
  /** A proportion with its 95% confidence interval. */
  'cli.lab.interval': '{value}  (95% CI {low} to {high})',
  'cli.lab.countShare': '{count}, {share}',
  'cli.lab.first': 'First player score',
  'cli.lab.seat': 'Seat {seat} score',
  'cli.lab.wins': 'Wins by seat',
  'cli.lab.draws': 'Draws',
  'cli.lab.roundLimit': 'Round-limit endings',
  'cli.lab.swaps': 'Pie swaps taken',
  'cli.lab.length': 'Game length (rounds)',
  'cli.lab.lengthFigures': 'mean {mean}, median {median}, sd {sd}, min {min}, max {max}',
  'cli.lab.leadChanges': 'Lead changes per game',
  'cli.lab.fallen': 'Marbles leaving per turn',
  'cli.lab.throughput': 'Throughput',
  'cli.lab.drops': 'Drops per cell:',
  'cli.lab.exits': 'Marbles leaving the board, by the cell they left from:',
  'cli.lab.obstacles': 'Obstacle actions:',

  /** {a} and {b} are the two sides as given, such as "hard:1000ms". */
  /** `momentum arena --help`. */
  'cli.arena.help':
    "Usage: momentum arena --a SIDE --b SIDE [--board ID] [--players N] [--games G] [--seed S] [--ms N | --playouts N] [--fresh] [--json]\n\nPlays G games between two computer players, alternating seats (with 3 players a takes each seat\nin turn against two copies of b; with 4, a plays as each team in turn), and prints a's wins,\ndraws and losses, its score with a 95% confidence interval and the Elo difference it implies,\nand the playouts each searching side ran a move (and a millisecond of its searches).\nThe score so far goes to standard error after every game.\n\n  --a, --b       the two sides, each a player: {sides}\n                 (uct is plain UCT, the yardstick: exploration 0.7, random playouts, a fresh tree\n                 every move), optionally with its own budget per move after a colon: time in\n                 milliseconds as hard:1000ms, or playouts as uct:2000p; a level may then search\n                 on several threads at once, all growing one shared tree, as hard:1000ms:2t\n                 (or :2tree); :2root gives each thread a tree of its own and a share of the\n                 playouts or the whole time, merging them at the root; :1tree grows\n                 the shared tree on one thread\n  --board ID     {boards} (default square7)\n  --players N    2, 3 or 4 (default 2)\n  --games G      number of games (default 100)\n  --seed S       seed of the whole match (default 1)\n  --ms N         thinking time per move for each searching side without its own budget\n                 (default: each player's own; uct: 1000)\n  --playouts N   a fixed number of playouts per move instead\n  --fresh        every side searches afresh for every move, as momentum ai does (by\n                 default a level keeps its tree through a game, as in the app)\n  --json         print the report as one JSON object",
  'cli.arena.heading': '{a} vs {b}: {games} games',
  'cli.arena.results': 'wins {wins}, draws {draws}, losses {losses}',
  'cli.arena.score': 'score {score} (95% CI {low} to {high})',
  'cli.arena.elo': 'Elo difference {elo} (95% CI {low} to {high})',
  'cli.arena.fair': 'a player as strong as {player} would score {score} here',
  'cli.arena.searched': '{side} searched {playouts} playouts a move',
  'cli.arena.searchedTimed': '{side} searched {playouts} playouts a move, {rate} a millisecond of its searches',
  'cli.arena.progress': 'arena: {game}/{games} games; a won {win}, drew {draw}, lost {loss}',

  /** `momentum render --help`. */
  'cli.render.help':
    "Usage: momentum render RECORD|- -o OUT.mp4|OUT.webm|OUT.gif [options]\n       momentum render RECORD|- --poster FILE.png [--at PLY] [options]\n       momentum render RECORD|- --frame-grid FILE.png|FILE.jpg [--at PLY] [--span FROM-TO] [options]\n\nFilms a momentum/1 record (RECORD, or standard input for -) on the 3D table in headless\nChromium and saves it as a video: MP4 (H.264), WebM (VP9) or GIF, by OUT's extension.\nBuilds the app into dist/ first when there is no build there. Progress goes to standard error.\n\n  -o, --output FILE    the file to write (required)\n  --fps N              frames a second, 1 to 60 (default 30; a GIF plays at most 20)\n  --size WxH           picture size in pixels, both even (default 1280x720; a GIF is at most 640 wide)\n  --preset NAME        a named size: {presets} (720p is 1280x720, 4k 3840x2160,\n                       vertical 1080x1920, square 1080x1080); not with --size\n  --from PLY           the first move shown (default 1)\n  --to PLY             the last move shown (default the last move of the record)\n  --camera MODE        {cameras} (default player)\n  --captions           each move in words along the bottom of the picture\n  --title              a title card with the players and the result first\n  --theme THEME        how the table is drawn: {themes} (default wood)\n  --slow PLY,PLY       film these moves three times slower\n  --highlights         only the moves that decided the game (from the record's review where it\n                       has one), each after a moment of the position before it, with captions\n                       saying what happened\n  --length SECONDS     how long a highlight clip may run at most, title card included (default 30s)\n  --overlays LIST      players, reserves, move, result, comma-separated, or all (default none)\n  --silent             no sound track (by default a WebM has the table's sounds, as does an MP4\n                       where the browser encodes AAC)\n  --url URL            film the app served at URL instead of building and serving one\n  --poster FILE.png    instead of a video, one PNG picture of the position after a move\n  --at PLY             the move the poster shows the position after, or the frame grid shows\n                       (default the last)\n  --frame-grid FILE    instead of a video, every frame of one move at --fps in rows, each labelled\n                       with its time into the move, as a .png or .jpg file; --size is each\n                       frame's (default 320x180)\n  --columns N          frames in a row of the frame grid (default 6)\n  --span FROM-TO       only the frames from FROM to TO milliseconds into the move, such as 400-1000\n\nAn invalid record or option prints a one-line reason on standard error and exits with status 2;\na failure while filming exits with status 1.",
  'cli.render.building': 'building the app into dist/ (only the first time)',
  /** {command} and {argument} as the usage line writes them: "lab", "BOARD". */
  'cli.oneArgument': '{command} takes exactly one {argument}',
  'cli.oneInput': '{command} takes exactly one {argument}, or - for standard input',
  /** {name} is an option's name, {choices} its values, {value} what was given (quoted). */
  'cli.option.choice': '--{name} must be one of {choices}, not {value}',
  'cli.option.whole': '--{name} must be a whole number of at least {min}, not {value}',
  'cli.option.number': '--{name} must be a whole number, not {value}',
  'cli.option.players': '--players must be 2, 3 or 4',
  'cli.option.budgetOrTime': 'give --playouts or --ms, not both',
  /** {board} as given (quoted), {presets} the preset ids. */
  'cli.unknownPreset': 'unknown board {board}; choose one of {presets}',
  'cli.lab.timed': '--level {level} thinks by time, which no seed replays: give --playouts too',
  'cli.lab.needsRoundLimit': 'the lab needs a round limit: the record turns it off',
  'cli.arena.threadLevels': '--{name}: only the levels {levels} search on threads',
  /** {kind} is a side that does not search: random or greedy. */
  'cli.arena.noBudget': '--{name}: {kind} does not search, so takes no budget',
  'cli.arena.budget':
    '--{name}: the budget after "{kind}:" must be milliseconds like 1000ms or playouts like 2000p, not {value}',
  'cli.render.extension': 'the output file must end in .mp4, .webm or .gif, not {path}',
  'cli.render.output': '-o OUT.mp4, OUT.webm or OUT.gif is required',
  'cli.render.size': '--size must be WIDTHxHEIGHT, such as 1280x720, not {value}',
  'cli.render.slow': '--slow must be move numbers separated by commas, such as 23,24, not {value}',
  'cli.render.length': '--length must be a number of seconds, such as 30s, not {value}',
  'cli.render.lengthAlone': '--length is the length of a highlight clip: give --highlights too',
  'cli.render.highlights': {
    one: 'highlights: move {moves}',
    other: 'highlights: moves {moves}',
  },
  /** A problem with one option: {option} its name, {reason} why. */
  'cli.render.record': 'invalid record: {reason}',
  'cli.render.option': '--{option}: {reason}',
  'cli.render.sizeAndPreset': 'give --size or --preset, not both',
  'cli.render.posterFile': '--poster must name a .png file, not {path}',
  'cli.render.gridFile': '--frame-grid must name a .png or .jpg file, not {path}',
  'cli.render.span': '--span must be two times in milliseconds joined by a dash, such as 400-1000, not {value}',
  'cli.render.wroteGrid': {
    one: 'wrote {file}: {dimensions}, {count} frame of move {ply} at {fps} fps, {size}',
    other: 'wrote {file}: {dimensions}, {count} frames of move {ply} at {fps} fps, {size}',
  },
  /** `momentum serve --help`: option names, the usage line, paths and the section title "Running the server" stay as typed. */
  'cli.serve.help':
    'Usage: momentum serve [--host 127.0.0.1] [--port 5173] [--data DIR] [--database URL]\n       [--redis URL] [--trust-proxy ADDR] [--no-build]\n\nServes the app and its game server (online play, docs/online.md) from one process, until\nCtrl-C or SIGTERM. The app is built first (vite build into dist/) when the build is missing or\nolder than its sources.\n\n  --host H     the address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)\n  --port P     the port (default 5173; 0 picks a free one)\n  --data DIR   where the database momentum.db lives (default data/, created on first start)\n  --database URL\n               a PostgreSQL database (postgres://USER:PASSWORD@HOST:PORT/NAME) instead of\n               momentum.db, for several servers sharing their games; see "Storage: SQLite or\n               PostgreSQL" in docs/online.md\n  --redis URL  the Redis (redis://HOST:PORT) that several servers on one --database share:\n               each game\'s moves and who is connected, locks and rate limits; see "Many\n               instances" in docs/deploy.md\n  --trust-proxy ADDR\n               behind a TLS proxy: the proxy\'s address (or addresses and CIDR ranges, joined\n               by commas) whose X-Forwarded-* headers are believed; see "Running the server"\n               in docs/online.md\n  --no-build   serve dist/ as it is, or the game server alone when there is no build',
  'cli.serve.building': 'momentum serve: building the app (vite build)...',
  'cli.serve.notBuilt': 'the app could not be built; serving what dist/ holds',
  'cli.serve.noArguments': 'serve takes no arguments, only options',
  /** {max} is the highest port number. */
  'cli.serve.port': '--port must be at most {max}',
  /** {host} and {port} as given; {code} the system's error code, such as EADDRINUSE. */
  'cli.serve.cannotListen': 'cannot listen on {host}:{port}',
  'cli.serve.cannotListenCode': 'cannot listen on {host}:{port} ({code})',
  /** --database is not a PostgreSQL address. */
  'cli.database.url': '--database must be a postgres://USER:PASSWORD@HOST:PORT/NAME address',
  /** {database} is the database's address without its password; {code} the system's, SQLite's or PostgreSQL's error code, such as ECONNREFUSED. */
  'cli.database.unavailable': 'cannot open the database {database} ({code})',
  /** {database} as above; {found} and {expected} are schema version numbers. */
  'cli.database.schema':
    'the database {database} has schema version {found}, but this momentum reads only version {expected}; a momentum serve of this version brings an older one up to date',
  /** --redis is not a Redis address. */
  'cli.serve.redisUrl': '--redis must be a redis://HOST:PORT address',
  /** {redis} is the Redis address without its password. */
  'cli.serve.redisUnavailable': 'cannot reach Redis at {redis}',
  /** {url} is the address served, {file} the database's path. */
  'cli.serve.serving': 'momentum: serving {url} (database {file})',

  /** `momentum backup --help`. */
  'cli.backup.help':
    "Usage: momentum backup FILE [--data DIR]\n\nCopies the game server's database to FILE, consistently even while the server runs and writes\nto it (SQLite's online backup). The copy is a database of its own, opened as it is.\n\n  --data DIR   where the server keeps momentum.db (default data/)",
  'cli.backup.oneFile': 'backup takes exactly one FILE to write',
  /** {path} is the database file looked for. */
  'cli.database.missing': 'no database at {path}',
  'cli.backup.sameFile': 'FILE is the database itself',
  /** {source} and {target} are paths; {pages} the number of pages copied, written out. */
  'cli.backup.done': {
    one: 'momentum: backed up {source} to {target} ({pages} page)',
    other: 'momentum: backed up {source} to {target} ({pages} pages)',
  },

  /**
   * `momentum online --help`: option names, the usage lines and the server's address stay as typed;
   * {levels} are the level ids, {newJson}, {watchJson} and {resultJson} JSON shapes, {boardArgument} the BOARD help.
   */
  'cli.online.help':
    "Usage: momentum online new BOARD [--players N] [--computer SEAT[,SEAT]] [--level L]\n       [--clock 3+2|none|days:2] [--public] [--server URL] [--json]\n       momentum online play LINK [--level L] [--ms N | --playouts N] [--seed S]\n       momentum online watch LINK [--json]\n\nPlays on a game server (momentum serve).\n\nnew     opens a game and prints its id, a link for each seat and the watch link. A seat's link\n        holds the seat's secret after the #: whoever has it plays that seat.\n          --players N   2, 3 or 4 (default 2, or the record's when BOARD is one)\n          --computer S  the seats the server's computer plays, as 2 or 2,3 (never every\n                        seat); they get no link\n          --level L     the computer's level: {levels} (default medium)\n          --clock C     none (default), minutes+seconds added per move as 3+2, or days per\n                        move as days:2\n          --public      list the game in the server's lobby once someone\n                        sits in it\n          --server URL  the game server (default {server})\n          --json        print {newJson} as one object\nplay    the computer plays the seat of LINK until the game ends, printing each move, with the\n        result as the last line; it reconnects by itself when the connection drops or the\n        server restarts. A watch link is refused with status 2.\n          --level L     {levels} (default medium), or random, greedy\n          --ms N        thinking time per move in milliseconds\n          --playouts N  a fixed number of playouts per move instead\n          --seed S      seed of the search (default 1)\nwatch   prints each move as it is played until the game ends, then the result.\n          --json        one JSON object a line: {watchJson}, then {resultJson}\n\n{boardArgument}",
  /** {value} is what was given, quoted. */
  'cli.online.computer': '--computer must be seat numbers joined by commas, as 2 or 2,3, not {value}',
  /** {value} is what was given, quoted. */
  'cli.online.clock': '--clock must be none, minutes+seconds as 3+2, or days:N, not {value}',
  'cli.online.server': '--server must be http(s)://host[:port], not {value}',
  'cli.online.which': 'online needs new, play or watch, not {value}',
  /** {link} as given, quoted. */
  'cli.online.notLink': 'not a game link: {link} (expected http://HOST/online/ID)',
  /** {name} is the board as given, {players} how many, {code} why the engine refused. */
  'cli.online.noGame': 'board {name}: no game for {players} players ({code})',
  /** {server} is the server's address. */
  'cli.online.unreachable': 'cannot reach the game server at {server}',
  'cli.online.closed': 'closed',
  /** {code} is the server's refusal code (or the HTTP status below), {detail} its own words. */
  'cli.online.refused': 'the server refused: {code}',
  'cli.online.refusedDetail': 'the server refused: {code} ({detail})',
  'cli.online.httpStatus': 'status {status}',
  'cli.online.moveRefused': 'the server refused a move: {code}',
  'cli.online.moveRefusedDetail': 'the server refused a move: {code} ({detail})',
  'cli.online.watchLink': 'a watch link holds no seat; give the link of a seat (with its #secret)',
  'cli.online.lost': 'momentum online: connection lost; reconnecting',
  /** `online play` whose seat left a game of three or four ({reason}: resigned or timeout): it stops moving and follows the game. */
  'cli.online.seatLeft':
    'momentum online: seat {seat} left the game ({reason}); the computer plays it on, and this command follows the game to its end',
  /** The lines of `online new`: {id} the game's id, {link} a link, {seat} a seat's number. */
  'cli.online.game': 'game {id}',
  'cli.online.seatLink': 'seat {seat}: {link}',
  /** A seat the server's computer plays: {level} its level id. */
  'cli.online.seatComputer': 'seat {seat}: the computer ({level})',
  'cli.online.watch': 'watch: {link}',
  /** A move as it is played: {number} its number from 1, {move} its name. */
  'cli.online.move': '{number}. seat {seat} {move}',
  /** The last line: {status} is the game's status code, {reason} a reason code, {seats} the seats listed. */
  'cli.online.result': 'result: {status}',
  'cli.online.drawn': 'result: drawn ({reason})',
  'cli.online.won': { one: 'result: seat {seats} won ({reason})', other: 'result: seats {seats} won ({reason})' },
  /** A game of three or four that players left: {places} the seats best first, {left} those who left. */
  'cli.online.ranked': 'result: places {places} (left: {left})',
  'cli.online.wonAgainst': {
    one: 'result: seat {seats} won ({reason}, seat {loser})',
    other: 'result: seats {seats} won ({reason}, seat {loser})',
  },
  'cli.command.puzzles': 'cut proved puzzles from games and export a set of them',
  'cli.puzzles.help':
    "Usage: momentum puzzles generate (FILE|- | --selfplay N [--seed S] [--board ID] [--players N] [--player P]\n                                 | --server [--data DIR | --database URL])\n                                [--win-in N] [--window K] [--budget NODES] [--per-game K]\n       momentum puzzles export --json FILE|-\n\ngenerate cuts puzzles from games: positions near each game's end where the player to move wins\nby force within N of their own turns, every reply of every other player considered, with exactly\none winning first move. Each puzzle is printed as one JSON line; the figures go to standard error.\n\n  FILE             momentum/1 records, one per line (as momentum selfplay writes them)\n  --selfplay N     play N games instead, the computer against itself\n  --seed S         seed of those games (default 1): the same seed, the same games and puzzles\n  --board ID       {boards} (default square7)\n  --players N      2, 3 or 4 (default 2, or the number a designed board was made for)\n  --player P       who plays them: {players} (default easy, whose slips leave wins behind)\n                   medium and hard think for {medium} and {hard} playouts a move, not for\n                   their time, so that the same seed gives the same games on any machine\n  --server         read the game server's finished games instead, from its database opened\n                   read-only (momentum serve may go on running)\n  --data DIR       where that server keeps momentum.db (default data/), as for momentum serve\n  --database URL   its PostgreSQL database instead (postgres://USER:PASSWORD@HOST:PORT/NAME)\n  --win-in N       the most turns a win may take (default {winIn})\n  --window K       positions tried before each game's end (default {window})\n  --budget NODES   positions one proof may expand before the candidate is given up (default {budget})\n  --per-game K     the most puzzles kept from one game (default {perGame})\n\nexport prints a set's puzzles, one a line: {json}.",
  'cli.puzzles.action': 'give an action, generate or export, not {action}',
  'cli.puzzles.source': 'give one source of games: a FILE of records, --selfplay N or --server',
  'cli.puzzles.json': 'export prints JSON lines: add --json',
  /** {line} is a line number of the input, {reason} what is wrong with it. */
  'cli.puzzles.line': 'line {line}: {reason}',
  'cli.puzzles.databaseAlone': "--data and --database name the game server's database: add --server to read its games",
  /** {game} is a game's id on the server, {reason} what is wrong with its record. */
  'cli.puzzles.game': 'game {game} of the server: {reason}',
  /** The generator's last line, on standard error; the figures come written out. */
  'cli.puzzles.figures':
    'games read {games}, candidates tried {candidates}, proved {proved}, kept {kept}, unsettled {unsettled}; {minutes} CPU minutes, {perMinute} kept per CPU minute',
} as const satisfies Readonly<Record<string, Entry>>;
