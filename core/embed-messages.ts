/**
 * The messages between the embedded funnel and the page that embeds it with /embed.js (docs/EMBED.md), both ways, in
 * one place (docs/DECISIONS.md, "One home per wire contract"): the funnel posts `FunnelMessage`s to the host page
 * (renderer/embed/post-to-host.ts), the loader (public/embed.js, type-checked against this module) posts
 * `LoaderMessage`s back, and the funnel reads them with `parseLoaderMessage`. docs/EMBED.md's table is tested against
 * `FUNNEL_MESSAGE_FIELDS` (tests/docs/embed-messages.test.ts). Never a name, email, phone or address.
 */
import { fieldOf } from './is-record';

/** How /embed.js names its frame: this prefix and the embedding page's origin. */
export const EMBED_FRAME_NAME_PREFIX = 'funnel-embed:';

/** What the funnel tells the embedding page: steps, the conversion and its height. */
export type FunnelMessage =
  | { event: 'funnel:step'; step: string; index: number }
  | { event: 'funnel:converted'; reference: string | null; type: string; value: number | null; currency: 'USD' }
  | { event: 'funnel:resize'; height: number };

/** What the loader tells the funnel: the part of the frame on screen, in CSS pixels from the frame's top. */
export type LoaderMessage = { event: 'funnel:viewport'; top: number; bottom: number };

type FieldsOf<Message extends { event: string }> = { [M in Message as M['event']]: ReadonlyArray<Exclude<keyof M, 'event'>> };

/** Each message the funnel posts and its fields, in the order docs/EMBED.md lists them. */
export const FUNNEL_MESSAGE_FIELDS: FieldsOf<FunnelMessage> = {
  'funnel:step': ['step', 'index'],
  'funnel:converted': ['reference', 'type', 'value', 'currency'],
  'funnel:resize': ['height'],
};

/** A number of pixels from the loader, or null. */
const pixels = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

/** The loader's message in what a `message` event carried, or null for anything else (other scripts post there too). */
export function parseLoaderMessage(data: unknown): LoaderMessage | null {
  if (fieldOf(data, 'event') !== 'funnel:viewport') return null;
  const top = pixels(fieldOf(data, 'top'));
  const bottom = pixels(fieldOf(data, 'bottom'));
  if (top === null || bottom === null || bottom < top) return null;
  return { event: 'funnel:viewport', top, bottom };
}
