/**
 * A wa.me link with a prefilled message (docs/enquiries.md: `https://wa.me/<number>?text=<message>`).
 * Without a number WhatsApp asks whom to send it to: staff sending a customer their booking
 * link, when the lead holds no number (the site stores none, docs/enquiries.md).
 */
export function whatsappMessageHref(number: string | null | undefined, message: string): string {
  const digits = (number ?? '').replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}
