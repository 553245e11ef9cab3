import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/engine/record';
import { readTreeRecord } from '../../src/engine/treeRecord';
import { outcomeOf } from './outcome';

const DOC = readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8');

interface Block {
  readonly lang: string;
  readonly body: string;
  /** 1-based line of the opening fence, to point at the example that drifted. */
  readonly line: number;
}

function fencedBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  const fence = /^```(\w*)\n([\s\S]*?)^```$/gm;
  for (let m = fence.exec(text); m; m = fence.exec(text)) {
    blocks.push({ lang: m[1]!, body: m[2]!.replace(/\n$/, ''), line: text.slice(0, m.index).split('\n').length });
  }
  return blocks;
}

interface Example {
  readonly name: string;
  readonly record: unknown;
  /** The block the document shows under the record. */
  readonly shown: string;
}

/** Every `momentum/1` record of the document with the block that follows it. */
function examples(): Example[] {
  const blocks = fencedBlocks(DOC);
  return blocks.flatMap((block, i) => {
    if (block.lang !== 'json' || !block.body.includes('"momentum/1"')) return [];
    const next = blocks[i + 1];
    return [
      {
        name: `record at line ${block.line}`,
        record: JSON.parse(block.body) as unknown,
        shown: next?.lang === 'text' ? next.body : '(no text block after the record)',
      },
    ];
  });
}

describe('docs/rules.md', () => {
  const all = examples();

  it('has worked examples, refused records among them', () => {
    expect(all.length).toBeGreaterThanOrEqual(15);
    expect(all.filter((e) => e.shown === 'refused').length).toBeGreaterThanOrEqual(3);
  });

  it.each(all)('$name shows what the engine makes of it', ({ record, shown }) => {
    expect(shown).toBe(outcomeOf(record));
  });

  it.each(all.filter((e) => e.shown !== 'refused'))('$name reads as a game tree, meta included', ({ record }) => {
    const parsed = parseRecord(record);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    expect(readTreeRecord(parsed.value).ok).toBe(true);
  });

  it('states every section it links to', () => {
    const anchors = [...DOC.matchAll(/\]\(#([\w-]+)\)/g)].map((m) => m[1]!);
    const headings = [...DOC.matchAll(/^#{2,3} (.+)$/gm)].map((m) =>
      m[1]!
        .toLowerCase()
        .replace(/[^\w\s-]/g, '')
        .replace(/\s/g, '-'),
    );
    expect(anchors.length).toBeGreaterThan(10);
    for (const anchor of anchors) expect(headings).toContain(anchor);
  });
});
