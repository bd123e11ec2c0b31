import { createRequire } from 'node:module';
import path from 'node:path';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatReportValue, NUMERIC_KINDS, type ReportAnswer, type ReportTable } from '../../../core/reports.js';
import { csvText } from '../../../core/csv.js';

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

type Pdfmake = typeof import('pdfmake');
let pdfmakeLoading: Promise<Pdfmake> | undefined;

/**
 * pdfmake is one shared instance: fonts from its own package, and no other file or URL ever read.
 * It loads with the first PDF asked for, not at every start of the server.
 */
function loadPdfmake(): Promise<Pdfmake> {
  pdfmakeLoading ??= import('pdfmake').then((module) => {
    // A CommonJS package: its exports are the namespace's default.
    const pdfmake = ((module as { default?: Pdfmake }).default ?? module) as Pdfmake;
    pdfmake.setFonts({
      Roboto: {
        normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
        bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
        italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
        bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
      },
    });
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(FONT_DIR));
    return pdfmake;
  });
  return pdfmakeLoading;
}

const WORDS = {
  en: { range: 'Period', generated: 'Created', page: 'Page %{n} of %{of}', total: 'Total', omitted: '%{n} more rows are in the spreadsheet (CSV).', by: 'for' },
  de: { range: 'Zeitraum', generated: 'Erstellt', page: 'Seite %{n} von %{of}', total: 'Summe', omitted: 'Weitere %{n} Zeilen stehen in der Tabelle (CSV).', by: 'für' },
};

function tableContent(t: ReportTable, lang: 'en' | 'de', currency: string | undefined): Content[] {
  const words = WORDS[lang];
  const head: TableCell[] = t.columns.map((c) => ({ text: c.label[lang], style: 'th', alignment: NUMERIC_KINDS.has(c.kind) ? 'right' : 'left' }));
  const body: TableCell[][] = t.rows.map((row) =>
    t.columns.map((c) => ({
      text: c.options?.[String(row[c.id])]?.[lang] ?? formatReportValue(c.kind, row[c.id], lang),
      alignment: NUMERIC_KINDS.has(c.kind) ? 'right' : 'left',
    })),
  );
  if (t.totals && Object.keys(t.totals).length) {
    body.push(
      t.columns.map((c, n) => ({
        text: n === 0 ? words.total : t.totals![c.id] !== undefined ? formatReportValue(c.kind, t.totals![c.id], lang, c.kind === 'money' ? currency : undefined) : '',
        bold: true,
        alignment: n > 0 && NUMERIC_KINDS.has(c.kind) ? 'right' : 'left',
      })),
    );
  }
  const wide = new Set(['description', 'customer', 'installation', 'employee']);
  return [
    { text: t.label[lang], style: 'h2' },
    {
      table: { headerRows: 1, dontBreakRows: true, widths: t.columns.map((c) => (wide.has(c.id) ? '*' : 'auto')), body: [head, ...body] },
      layout: 'lightHorizontalLines',
      fontSize: t.columns.length > 8 ? 7 : 8.5,
    },
    ...(t.omitted ? [{ text: words.omitted.replace('%{n}', String(t.omitted)), italics: true, fontSize: 8, margin: [0, 4, 0, 0] } as Content] : []),
  ];
}

/** A report as a PDF: the company's header, title, period, summary, every table with its totals, page numbers. */
export async function reportPdf(answer: ReportAnswer, lang: 'en' | 'de', company: string, now = new Date()): Promise<Buffer> {
  const words = WORDS[lang];
  const locale = lang === 'de' ? 'de-DE' : 'en-GB';
  const day = (d: string) => formatReportValue('date', d, lang);
  const currencies = answer.summary.filter((s) => s.kind === 'money' && s.unit).map((s) => s.unit);
  const currency = currencies.length === 1 ? currencies[0] : undefined;
  const doc: TDocumentDefinitions = {
    info: { title: answer.title[lang], creator: 'Gondola', producer: 'Gondola' },
    pageSize: 'A4',
    pageOrientation: answer.tables.some((t) => t.columns.length > 7) ? 'landscape' : 'portrait',
    pageMargins: [36, 56, 36, 44],
    header: {
      columns: [
        { text: company, style: 'company' },
        { text: answer.title[lang], alignment: 'right', style: 'company' },
      ],
      margin: [36, 20, 36, 0],
    },
    footer: (page, pages) => ({
      columns: [
        { text: `${words.generated}: ${now.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: answer.timeZone })}`, fontSize: 8, color: '#555' },
        { text: words.page.replace('%{n}', String(page)).replace('%{of}', String(pages)), alignment: 'right', fontSize: 8, color: '#555' },
      ],
      margin: [36, 12, 36, 0],
    }),
    content: [
      { text: answer.title[lang], style: 'h1' },
      { text: `${words.range}: ${day(answer.fromDay)} – ${day(answer.toDay)} (${answer.timeZone})`, margin: [0, 0, 0, 8] },
      {
        table: {
          body: answer.summary.map((s) => [
            { text: s.label[lang], color: '#444' },
            { text: formatReportValue(s.kind, s.value, lang, s.unit), bold: true, alignment: 'right' },
          ]),
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 10],
      },
      ...answer.tables.flatMap((t) => tableContent(t, lang, currency)),
    ],
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    styles: {
      company: { fontSize: 8, color: '#555' },
      h1: { fontSize: 16, bold: true, margin: [0, 0, 0, 4] },
      h2: { fontSize: 11, bold: true, margin: [0, 12, 0, 4] },
      th: { bold: true, color: '#222' },
    },
  };
  return (await loadPdfmake()).createPdf(doc).getBuffer();
}

/** A report's main table as a spreadsheet: raw values (hours as numbers), headers in the asked language. */
export function reportCsv(main: ReportTable, lang: 'en' | 'de'): string {
  return csvText([main.columns.map((c) => c.label[lang]), ...main.rows.map((r) => main.columns.map((c) => c.options?.[String(r[c.id])]?.[lang] ?? r[c.id]))]);
}
