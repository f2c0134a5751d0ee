// The fake Stripe (stripe-fake.mjs) as a process, for the e2e run (scripts/test): the browser
// pays on its hosted page (/pay/<id>) and it signs and sends the webhook to STRIPE_WEBHOOK_URL.
// Env: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_WEBHOOK_URL, FAKE_STRIPE_PORT (0: any).
// Prints "fake Stripe listening on <base>" once it answers; stops on SIGTERM or SIGINT.
import { startFakeStripe } from './stripe-fake.mjs';

const need = (name) => {
  const value = process.env[name];
  if (!value) {
    console.error(`${name} is required`);
    process.exit(2);
  }
  return value;
};

const fake = await startFakeStripe({
  secretKey: need('STRIPE_SECRET_KEY'),
  webhookSecret: need('STRIPE_WEBHOOK_SECRET'),
  port: Number(process.env.FAKE_STRIPE_PORT ?? 0),
});
fake.setWebhookTarget(need('STRIPE_WEBHOOK_URL'));
console.log(`fake Stripe listening on ${fake.base}`);

const stop = async () => {
  await fake.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
