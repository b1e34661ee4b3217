/**
 * The legal pages fit for registering texting (docs/PARTNERS.md, "Licences and texting"): a partner that texts says on
 * its privacy page how texts work and stop and that mobile opt-in data is not shared; one that does not, says nothing
 * of texts; every partner has an accessibility statement with the standard and its phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../../server/db/app-database';
import { openDatabase } from '../../../server/db/open-database';
import { testApp } from '../helpers/test-app';

let database: AppDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  app = testApp(database);
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const page = async (url: string) => {
  const response = await app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('the legal pages', () => {
  it('a partner that texts: the privacy page has the texting sentences, with its program and help line', async () => {
    const privacy = await page('/partners/bayside-movers/privacy-policy');
    expect(privacy).toContain('<h2>Text messages</h2>');
    expect(privacy).toContain('Bayside Movers move updates');
    expect(privacy).toContain('Reply STOP');
    expect(privacy).toContain('(415) 555-0123');
    expect(privacy).toContain('Mobile opt-in data and consent are not shared with or sold to third parties');
  });

  it('a partner that does not text, and the neutral page: no texting sentences', async () => {
    for (const url of ['/partners/summit-moving/privacy-policy', '/privacy-policy']) expect(await page(url)).not.toContain('Text messages');
  });

  it.each([
    ['bayside-movers', 'Bayside Movers', '(415) 555-0123'],
    ['summit-moving', 'Summit Moving', '(720) 555-0188'],
  ])("%s's accessibility statement names the standard and how to reach the partner", async (slug, name, phone) => {
    const statement = await page(`/partners/${slug}/accessibility`);
    expect(statement).toContain('<h1>Accessibility statement</h1>');
    expect(statement).toContain('WCAG) 2.2 at level AA');
    expect(statement).toContain(`call ${name} at ${phone}`);
  });
});
