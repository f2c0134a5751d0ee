-- Part of a payment given back (docs/payments.md, "A payment"): Stripe's charge.refunded says
-- how much of the charge has been refunded so far; a payment is `refunded` only when all of it
-- is, and otherwise stays paid with what was given back beside it.
ALTER TABLE payments
    ADD COLUMN refunded_fils bigint NOT NULL DEFAULT 0
        CONSTRAINT payments_refunded_range CHECK (refunded_fils BETWEEN 0 AND amount_fils);
UPDATE payments SET refunded_fils = amount_fils WHERE state = 'refunded';
