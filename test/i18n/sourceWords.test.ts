import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

function parse(file: string): ts.SourceFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true, kind);
}

function visit(node: ts.Node, found: (node: ts.Node) => void): void {
  found(node);
  ts.forEachChild(node, (child) => visit(child, found));
}

const LETTER = /\p{L}/u;
/** Attributes a person reads or hears. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);

/** Text written straight into the markup: words a person sees that no catalogue gave. */
function markupWords(file: string): string[] {
  const source = parse(file);
  const hits: string[] = [];
  const hit = (node: ts.Node, text: string) =>
    hits.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${text.trim()}`);
  visit(source, (node) => {
    if (ts.isJsxText(node) && LETTER.test(node.text)) hit(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      const literal = value && ts.isJsxExpression(value) ? value.expression : value;
      if (
        literal &&
        (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal)) &&
        LETTER.test(literal.text)
      )
        hit(node, literal.text);
    }
    if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      const inner = node.expression;
      if ((ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) && LETTER.test(inner.text))
        hit(node, inner.text);
    }
  });
  return hits;
}

/** Three words or more in a string: a sentence someone will read, unless it is a programmer's error. */
const PHRASE = /\p{L}+[,']?\s+\p{L}+[,']?\s+\p{L}+/u;
/** Style and selector strings: CSS, not words. */
const STYLE = /[[\]{}=;]|px\b|gradient\(|sans-serif/;
/** A JSON shape shown in the command's help, such as `{value, low, high}`: field names, not words. */
const JSON_SHAPE = /^\s*[[{]/;

/** The command's refusals: a person reads them, so they are words, not a programmer's error. */
const READ_ERRORS = new Set(['UsageError']);

function isProgrammerError(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isNewExpression(at) && READ_ERRORS.has(at.expression.getText())) return false;
    if (ts.isNewExpression(at) && /Error$/.test(at.expression.getText())) return true;
    if (ts.isThrowStatement(at)) return true;
    if (ts.isCallExpression(at) && /^console\./.test(at.expression.getText())) return true;
  }
  return false;
}

function phrases(file: string): string[] {
  return phrasesIn(parse(file), 'panel');
}

/** The command's usage lines (brackets, semicolons) count as words too: only JSON shapes are let through. */
function commandPhrases(file: string): string[] {
  return phrasesIn(parse(file), 'command');
}

/** Panels may hold CSS strings; the command holds none, but shows JSON shapes in its help. */
function phrasesIn(source: ts.SourceFile, kind: 'panel' | 'command'): string[] {
  const file = source.fileName;
  const notWords = kind === 'panel' ? STYLE : JSON_SHAPE;
  const hits: string[] = [];
  visit(source, (node) => {
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    if (ts.isTemplateExpression(node))
      text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('0');
    if (text === null || ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)) return;
    if (PHRASE.test(text) && !notWords.test(text) && !isProgrammerError(node))
      hits.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${text}`);
  });
  return hits;
}

describe('words come from the catalogue', () => {
  const views = [...sources('src/ui'), ...sources('src/scene'), 'src/App.tsx'].filter((file) => file.endsWith('.tsx'));

  it('no panel or scene writes words into its markup', () => {
    expect(views.flatMap(markupWords)).toEqual([]);
  });

  it('the engine, the store, the computer and the exporter build no sentences', () => {
    const inner = [
      'src/engine',
      'src/store',
      'src/ai',
      'src/export',
      'src/lab',
      'src/anim',
      'src/sound',
      'src/codec',
      'src/setup',
      'src/tasks',
    ].flatMap(sources);
    expect(inner.flatMap(phrases)).toEqual([]);
  });

  it('the wording layer chooses messages and writes none of its own', () => {
    expect(sources('src/words').flatMap(phrases)).toEqual([]);
  });

  it('the command speaks through the catalogue too, its refusals included', () => {
    expect(sources('src/cli').flatMap(commandPhrases)).toEqual([]);
  });

  it('nor do the panels outside their catalogue', () => {
    const outer = [...sources('src/ui'), ...sources('src/scene')];
    expect(outer.flatMap(phrases)).toEqual([]);
  });

  it.each([
    ['a report line', 'io.out(`${name}: ${count} games of the lab`);'],
    ['a refusal', "throw new UsageError('board takes exactly one BOARD');"],
    ['a usage text', 'const HELP = `Usage: momentum lab BOARD [--games N]\n\n  --games N   games to play`;'],
  ])('finds %s written by hand in the command, so the checks above can fail', (_, code) => {
    const probe = ts.createSourceFile('src/cli/probe.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    expect(phrasesIn(probe, 'command')).toHaveLength(1);
  });

  it('finds words written into markup, so the checks above can fail', () => {
    const probe = ts.createSourceFile(
      'probe.tsx',
      '<p title="Look here">Play it again{"now please"}</p>',
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    const texts: string[] = [];
    visit(probe, (node) => {
      if (ts.isJsxText(node)) texts.push(node.text);
    });
    expect(texts).toEqual(['Play it again']);
  });
});
