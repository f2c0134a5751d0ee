"""A real SMTP server for the API tests (Debian's python3-aiosmtpd): takes every message
on 127.0.0.1:PORT and appends it to OUT as one JSON line (Message-ID, From, To, Subject and
the body, decoded). Prints 'ready' once it listens; stops on SIGTERM."""
import asyncio
import email
import email.policy
import json
import signal
import sys

from aiosmtpd.controller import Controller


class Sink:
    def __init__(self, out):
        self.out = out

    async def handle_DATA(self, server, session, envelope):
        message = email.message_from_bytes(envelope.original_content, policy=email.policy.default)
        line = {
            "messageId": message["Message-ID"],
            "from": message["From"],
            "to": message["To"],
            "rcpt": envelope.rcpt_tos,
            "subject": str(message["Subject"]),
            "body": message.get_content(),
        }
        with open(self.out, "a", encoding="utf-8") as f:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
        return "250 OK"


def main():
    port, out = int(sys.argv[1]), sys.argv[2]
    controller = Controller(Sink(out), hostname="127.0.0.1", port=port)
    controller.start()
    print("ready", flush=True)
    signal.sigwait({signal.SIGTERM, signal.SIGINT})
    controller.stop()


if __name__ == "__main__":
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM, signal.SIGINT})
    main()
