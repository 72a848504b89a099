import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backofficePaths } from '../../src/contract/backoffice.ts';
import { parseCsv } from '../modules/reports/csv-test-support.ts';
import { ops, opsToken, player, postForm } from '../modules/payments/test-support.ts';
import { signedInStaff } from '../modules/staff/test-support.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { csvCell, toCsv } from './csv.ts';

describe('CSV cells', () => {
  it('quotes a text cell a spreadsheet would read as a formula, prefixed with a single quote', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}SUM(A1:A9)`)).toBe(`"'${start}SUM(A1:A9)"`);
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
  });

  it('leaves numbers and plain text alone, and quotes commas, quotes and line breaks', () => {
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('1234.05')).toBe('1234.05');
    expect(csvCell('Juan Dela Cruz')).toBe('Juan Dela Cruz');
    expect(csvCell('São Paulo, "BR"')).toBe('"São Paulo, ""BR"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('writes UTF-8 with a byte-order mark, a header row and CRLF line ends', () => {
    const csv = toCsv([{ header: 'name', value: (row: { name: string }) => row.name }], [{ name: 'Mañana' }]);
    expect(csv).toBe('\uFEFFname\r\nMañana\r\n');
  });
});

describe('the back office lists as CSV', () => {
  let harness: TestApp;
  const app = () => harness.app;

  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken } });
  });
  afterAll(() => harness?.close());

  it('exports the deposit queue with a member’s formula-like reference made harmless', async () => {
    const who = await player(app());
    const channels = await app().inject({ method: 'GET', url: '/wps/deposit/channels', headers: who.headers });
    const channelId = String((channels.json() as { value: { id: number }[] }).value[0]!.id);
    const reference = '=HYPERLINK("http://evil.example","Open")';
    const filed = await postForm(app(), '/wps/deposit/requests', who, { channelId, amount: '175.5', reference, idempotencyKey: randomUUID() });
    expect(filed.statusCode, filed.body).toBe(200);
    const cashier = await signedInStaff(app(), ['finance']);
    const response = await app().inject({
      method: 'GET',
      url: `${backofficePaths.depositQueue}?username=${who.username}&format=csv`,
      headers: cashier.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Open"")"`);
    const [header, line] = parseCsv(response.body);
    expect(header).toEqual([
      'id',
      'memberId',
      'username',
      'balance',
      'openWagering',
      'amount',
      'channelName',
      'reference',
      'createdAt',
      'ageSeconds',
      'hasReceipt',
    ]);
    expect(line![header!.indexOf('reference')]).toBe(`'${reference}`);
    expect(line![header!.indexOf('amount')]).toBe('175.5');
    expect(line![header!.indexOf('username')]).toBe(who.username);
  });

  it('exports the other lists the same way, to the same permissions as their JSON', async () => {
    const asked = [backofficePaths.withdrawalQueue, `${backofficePaths.members}?q=demo`, '/ops/identity', '/ops/actions'];
    for (const url of asked) {
      const response = await ops(app(), 'GET', `${url}${url.includes('?') ? '&' : '?'}format=csv`);
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/csv; charset=utf-8');
      expect(parseCsv(response.body)[0]!.length, url).toBeGreaterThan(2);
    }
    const helpdesk = await signedInStaff(app(), ['marketing']);
    const refused = await app().inject({ method: 'GET', url: `${backofficePaths.depositQueue}?format=csv`, headers: helpdesk.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/json');
  });
});
