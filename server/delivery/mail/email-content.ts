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

/** A link as a button in HTML and as `label: url` in text. */
export interface EmailAction {
  label: string;
  url: string;
}

/** What an email says, before it is laid out as text and as HTML (render-email-text.ts, render-email-html.ts). */
export interface EmailContent {
  heading: string;
  /** Short paragraphs under the heading: what happened and what to do. */
  paragraphs: string[];
  sections: EmailSection[];
  /** Links the reader follows (the customer's "View or change your booking"), after the paragraphs. */
  actions?: EmailAction[];
  /** Small print at the bottom: who sent it and why. */
  footer: string[];
  /** Links in the small print (the partner's terms and privacy policy): `label: url` lines in text, links in HTML. */
  footerLinks?: EmailAction[];
}

/** The sender as the HTML part shows it: name, colour, and the logo's `src` when there is one. */
export interface EmailBrand {
  name: string;
  color: string;
  logoSrc?: string;
}
