import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './build';
import { met, type Figure } from './result';

interface Report {
  date: string;
  quick: boolean;
  machine: string;
  seconds: number;
  figures: Figure[];
}

const target = (f: Figure) =>
  f.target ? [f.target.max !== undefined ? `≤ ${f.target.max}` : '', f.target.min !== undefined ? `≥ ${f.target.min}` : ''].filter(Boolean).join(', ') : '';

/** The Markdown table of a run; a full run also replaces the table in bench/README.md. */
export function writeReport(report: Report, resultsDir: string, stem: string, updateReadme: boolean): string {
  const lines = [
    report.quick
      ? `Quick subset run of ${report.date.slice(0, 16).replace('T', ' ')} UTC on ${report.machine}, ${report.seconds} s.`
      : `Latest full run of each bench (the newest ${report.date.slice(0, 16).replace('T', ' ')} UTC) on ${report.machine}.`,
    '',
    '| bench | figure | value | reference | target | met | note |',
    '|---|---|---:|---:|---|---|---|',
    ...report.figures.map(
      (f) =>
        `| ${f.bench} | ${f.name} | ${f.value} ${f.unit} | ${f.reference ? `${f.reference.name}: ${f.reference.value} ${f.reference.unit}` : ''} | ${target(f)} | ${f.target ? (met(f) ? 'yes' : '**no**') : ''} | ${f.note ?? ''} |`,
    ),
  ];
  const table = lines.join('\n');
  fs.writeFileSync(path.join(resultsDir, `${stem}.md`), `${table}\n`);
  if (updateReadme) {
    const readme = path.join(resultsDir, '..', 'README.md');
    const text = fs.readFileSync(readme, 'utf8');
    const begin = '<!-- results:begin -->';
    const end = '<!-- results:end -->';
    if (text.includes(begin) && text.includes(end)) {
      fs.writeFileSync(readme, `${text.slice(0, text.indexOf(begin) + begin.length)}\n${table}\n${text.slice(text.indexOf(end))}`);
      // Biome pads Markdown tables: unformatted, a bench run would leave the lint step red.
      spawnSync(path.join(ROOT, 'node_modules', '.bin', 'biome'), ['format', '--write', readme], { stdio: 'ignore' });
    }
  }
  return table;
}
