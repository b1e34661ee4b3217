/**
 * docs/LEADS.md's golden example per CRM format: the example lead (schemas/lead.example.json) as each format of
 * formats/ makes it, so the page shows what a CRM really receives; and each per-event row matches the format file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import exampleLead from '../../schemas/lead.example.json';
import { applyLeadFormat } from '../../core/lead-format/apply-lead-format';
import { loadLeadFormats } from '../../server/partners/load-lead-formats';
import { ROOT } from '../helpers/read-funnel-files';

const page = fs.readFileSync(path.join(ROOT, 'docs/LEADS.md'), 'utf8');
const { formats } = loadLeadFormats();

describe('docs/LEADS.md, CRM formats', () => {
  it('has a golden example for every format, equal to what the format makes of the example lead', () => {
    const golden = new Map(
      [...page.matchAll(/<!-- golden: ([a-z-]+) -->\n```json\n([\s\S]*?)```/g)].map((m) => [m[1]!, JSON.parse(m[2]!) as unknown]),
    );
    expect([...golden.keys()].sort()).toEqual([...formats.keys()].sort());
    for (const [name, format] of formats) {
      expect(golden.get(name), name).toEqual(applyLeadFormat(format, { type: 'booking.converted', data: exampleLead }).body);
    }
  });

  it("says for each event what each CRM's file does with it", () => {
    const table = page.slice(page.indexOf('### What each CRM receives per event'), page.indexOf('### Golden examples'));
    const order = ['smartmoving', 'supermove', 'granot'];
    const rows = table.split('\n').filter((line) => line.startsWith('| `booking.'));
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      const [event, ...cells] = row
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      order.forEach((name, index) => {
        const action = Object.entries(formats.get(name)!.events).find(([type]) => `\`${type}\`` === event)?.[1];
        const said = cells[index]!;
        expect(said.startsWith(action === 'skip' ? 'skipped' : action === 'note' ? 'a note' : 'a new'), `${event} ${name}: ${said}`).toBe(
          true,
        );
      });
    }
  });
});
