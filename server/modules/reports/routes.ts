import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  reportCountFields,
  reportMoneyFields,
  reportQuerySchema,
  reportSchema,
  reportsPaths,
  type Report,
  type ReportRow,
} from '../../../src/contract/reports.ts';
import { sendCsv, wantsCsv, type CsvColumn } from '../../http/csv.ts';
import { opsAccess } from '../../http/access.ts';
import { ok, requestLocale } from '../../http/envelope.ts';
import { replies } from '../../http/schema.ts';
import { checkReportSpan } from './span.ts';
import { summaryReport } from './summary.ts';

/** The agents desk reads the summary grouped by agent, and only that grouping. */
const groupedByAgent = (request: FastifyRequest) => (request.query as { group?: unknown } | undefined)?.group === 'agent';

/** The CSV of a report: the key, then the figures; the last line is the total, its key cell `total`. */
function reportCsvColumns(report: Report): CsvColumn<ReportRow & { total?: true }>[] {
  const keys: (keyof ReportRow)[] = report.group === 'game' ? ['game', 'vendor'] : [report.group];
  return [
    ...keys.map((key, index) => ({ header: key, value: (row: ReportRow & { total?: true }) => (row.total ? (index === 0 ? 'total' : '') : row[key]) })),
    ...[...reportMoneyFields, ...reportCountFields].map((field) => ({ header: field, value: (row: ReportRow) => row[field] })),
  ];
}

export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const ops = app.withTypeProvider<ZodTypeProvider>();
  ops.get(
    reportsPaths.summary,
    {
      config: opsAccess('reports', { permission: 'agents', applies: groupedByAgent }),
      schema: { querystring: reportQuerySchema, response: replies(reportSchema) },
    },
    async (request, reply) => {
      checkReportSpan(request.query, requestLocale(request));
      const report = await summaryReport(app, request.query);
      if (request.query.format !== 'csv' && !wantsCsv(request)) return ok(report);
      const name = `summary-${report.group}-${report.from}-${report.to}`;
      return sendCsv(reply, name, reportCsvColumns(report), [...report.rows, { ...report.total, total: true as const }]);
    },
  );
}
