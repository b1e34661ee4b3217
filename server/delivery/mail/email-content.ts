/**
 * One labelled line of an email section; `label` null where the value reads on its own (an address). An `amount`
 * stands in the right-hand column, aligned with every other amount; `total` is the emphasised last amount.
 */
export interface EmailRow {
  label: string | null;
  value: string;
  amount?: boolean;
  total?: boolean;
}

/** A titled block of an email: 'Move date', 'Origin', 'Estimate'. */
export interface EmailSection {
  title: string;
  rows: EmailRow[];
}

/** What an email says, before it is laid out as text and as HTML (render-email-text.ts, render-email-html.ts). */
export interface EmailContent {
  heading: string;
  /** Short paragraphs under the heading: what happened and what to do. */
  paragraphs: string[];
  sections: EmailSection[];
  /** A link the reader may follow, e.g. where the customer sees or changes their booking. */
  action?: { label: string; url: string };
  /** Small print at the bottom: who sent it and why. */
  footer: string[];
}

/** The sender as the HTML part shows it: name, colour, and the logo's `src` when there is one. */
export interface EmailBrand {
  name: string;
  color: string;
  logoSrc?: string;
}
