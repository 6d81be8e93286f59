/**
 * Every time the portal writes goes through src/shared/clock-text.ts ("15.30 – 17.30 WIB"): no
 * text of src/ writes a clock with a colon before WIB or a dash ("10:00–12:00 WIB", the loan
 * pages' old form), and no template puts a range together by hand around " WIB".
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const COLON_CLOCK = /\b\d{1,2}:\d{2}\s*(WIB|[–-]\s*\d)/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** What one file's string and template literals say wrong about times (comments are not read). */
function timeProblems(file: string, text: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const problems: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node))
      if (COLON_CLOCK.test(node.text)) problems.push(`clock with a colon: ${node.text}`);
    if (ts.isTemplateExpression(node)) {
      const pieces = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      if (pieces.some((piece) => COLON_CLOCK.test(piece)))
        problems.push(`clock with a colon: ${node.getText(source)}`);
      const dash = pieces.findIndex((piece, i) => i > 0 && /^\s*[–-]\s*$/.test(piece));
      if (dash > 0 && /^\s*WIB/.test(pieces[dash + 1] ?? ''))
        problems.push(`range made by hand: ${node.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

describe('every time is written by clock-text.ts', () => {
  it('finds the old forms in a sample (the check is not vacuous)', () => {
    const sample = [
      "const a = '10:00–12:00 WIB';",
      'const b = `${s.waktuMulai}–${s.waktuSelesai} WIB`;',
      'const c = `Mulai ${x} 08:10 WIB`;',
      "const fine = clockRangeText('10:00', '12:00'); // 10:00–12:00 WIB in a comment",
      "const stored = '2026-12-01T08:00';",
    ].join('\n');
    expect(timeProblems('sample.ts', sample)).toHaveLength(3);
  });

  it('src/ writes no time but through it', () => {
    const root = path.resolve('src');
    const problems = sourceFiles(root).flatMap((file) =>
      timeProblems(file, fs.readFileSync(file, 'utf8')).map(
        (problem) => `${path.relative(root, file)}: ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  }, 120_000);
});
