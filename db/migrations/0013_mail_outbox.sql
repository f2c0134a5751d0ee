-- The staff's mail (docs/enquiries.md, "Mail to the staff"): a lead's notification is
-- written here in the lead's own transaction, so a lead is never kept without its mail nor
-- a mail sent for a lead that rolled back. A sender sends what is due, retries with backoff
-- while the relay is down, and marks each row sent. `message_key` is the idempotency key,
-- sent as the Message-ID: a mail sent again after a crash between sending and marking it
-- is the same message to the receiving side.
CREATE TABLE mail_outbox (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    message_key     text NOT NULL UNIQUE CHECK (char_length(message_key) <= 200),
    recipient       text NOT NULL CHECK (char_length(recipient) <= 254),
    subject         text NOT NULL CHECK (char_length(subject) <= 300),
    body            text NOT NULL CHECK (char_length(body) <= 20000),
    created_at      timestamptz NOT NULL DEFAULT now(),
    attempts        integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    last_error      text CHECK (char_length(last_error) <= 300),
    sent_at         timestamptz
);
-- What is still to send, in the order it is due.
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at, id) WHERE sent_at IS NULL;
-- Sent mail is kept a week for the record, then removed with the expired leads.
CREATE INDEX mail_outbox_sent_idx ON mail_outbox (sent_at) WHERE sent_at IS NOT NULL;
