/** An error as it may be stored and logged: every email address in it (an SMTP server quotes the recipient) replaced. */
export function redactAddresses(message: string): string {
  return message.replace(/[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+/g, '<address>');
}
