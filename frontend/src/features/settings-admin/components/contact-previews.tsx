import { useWatch } from 'react-hook-form';
import { whatsappHref } from '@/config/site';
import { formatPhone } from '@/lib/phone';
import { UAE_PHONE, type SettingsFormValues } from '../lib/schema';

const digitsOf = (value: string | undefined) => (value ?? '').trim();

/** How the phone number will show on the site, as the owner types it. */
export function PhonePreview() {
  const phone = digitsOf(useWatch<SettingsFormValues, 'phone'>({ name: 'phone' }));
  return UAE_PHONE.test(phone) ? (
    <>
      Shown as <span className="font-medium text-slate-800">{formatPhone(phone)}</span>
    </>
  ) : (
    'Digits only: 971 then the number, e.g. 971501234567'
  );
}

/** The chat link the WhatsApp buttons will open. */
export function WhatsappPreview() {
  const number = digitsOf(useWatch<SettingsFormValues, 'whatsappNumber'>({ name: 'whatsappNumber' }));
  if (!UAE_PHONE.test(number)) return 'Digits only: 971 then the number, e.g. 971501234567';
  const href = whatsappHref({ whatsappNumber: number });
  return (
    <>
      Chat link:{' '}
      <a href={href} target="_blank" rel="noopener noreferrer" className="break-all text-sky-800 underline">
        {href}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </>
  );
}
