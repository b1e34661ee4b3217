/**
 * The embed's messages have one home (core/embed-messages.ts): docs/EMBED.md's table states exactly its messages and
 * their fields, public/embed.js is type-checked against it and names its frame with its prefix, and the funnel parses
 * what the loader posts instead of trusting it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMBED_FRAME_NAME_PREFIX, FUNNEL_MESSAGE_FIELDS, parseLoaderMessage } from '../../core/embed-messages';
import { ROOT } from '../helpers/read-funnel-files';

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** docs/EMBED.md's rows of messages: the event and the backticked names of its fields (what parentheses explain left out). */
function documentedMessages(): Record<string, string[]> {
  const rows = read('docs/EMBED.md')
    .split('\n')
    .filter((line) => line.startsWith('| `funnel:'));
  return Object.fromEntries(
    rows.map((row) => {
      const [event = '', fields = ''] = row.split('|').slice(1, 3);
      const names = [...fields.replace(/\([^)]*\)/g, '').matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
      return [event.trim().replace(/`/g, ''), names];
    }),
  );
}

describe('the embed messages', () => {
  it("docs/EMBED.md's table lists the messages the funnel posts, with their fields, as core/embed-messages.ts does", () => {
    expect(documentedMessages()).toEqual(FUNNEL_MESSAGE_FIELDS);
  });

  it('public/embed.js is type-checked against the module and names its frame with its prefix', () => {
    const loader = read('public/embed.js');
    expect(loader.startsWith('// @ts-check')).toBe(true);
    expect(loader).toContain("import('../core/embed-messages')");
    expect(JSON.parse(read('tsconfig.json')).include).toContain('public/embed.js');
    expect(loader).toContain(`frame.name = '${EMBED_FRAME_NAME_PREFIX}' + location.origin;`);
  });

  it('parses the loader message and refuses anything else', () => {
    expect(parseLoaderMessage({ event: 'funnel:viewport', top: 0, bottom: 480 })).toEqual({
      event: 'funnel:viewport',
      top: 0,
      bottom: 480,
    });
    expect(parseLoaderMessage({ event: 'funnel:viewport', top: 300, bottom: 100 })).toBeNull();
    expect(parseLoaderMessage({ event: 'funnel:viewport', top: -1, bottom: 100 })).toBeNull();
    expect(parseLoaderMessage({ event: 'funnel:viewport', top: '0', bottom: 100 })).toBeNull();
    expect(parseLoaderMessage({ event: 'funnel:resize', height: 100 })).toBeNull();
    expect(parseLoaderMessage('funnel:viewport')).toBeNull();
    expect(parseLoaderMessage(null)).toBeNull();
  });
});
