"""E-mail: a task's results as messages, one reply chain per task (smtplib).

    [integrations.email]
    host = "smtp.example.com"
    port = 587                   # default 587 with starttls, 465 with ssl, else 25
    sender = "openkoi@example.com"
    to = ["team@example.com"]
    username = "openkoi@example.com"   # omit for a server that takes no login
    starttls = true              # default true (false for a local relay)
    ssl = false                  # SMTPS (port 465)
    inbound_maildir = "~/Maildir/openkoi"   # the server takes tasks from new messages here
    # imap_host = "imap.example.com"        # ... or from unseen mail over IMAP (imap.py)
    allowed_senders = ["me@example.com"]    # ... from these addresses only

The password comes from ``OPENKOI_SMTP_PASSWORD`` or ``openkoi connect email``. The task's
first message carries a Message-ID; its later ones answer it (In-Reply-To, References), so
a mail client shows one thread per task.
"""

from __future__ import annotations

import smtplib
from typing import ClassVar

from openkoi.delivery import in_thread
from openkoi.errors import ConfigError, IntegrationError
from openkoi.integrations.base import Integration, Result

TIMEOUT_S = 10.0


class Email(Integration):
    name = "email"
    label = "E-mail"
    keys: ClassVar[dict[str, type | tuple[type, ...]]] = {
        "host": str, "port": int, "sender": str, "to": list, "username": str,
        "starttls": bool, "ssl": bool, "inbound_maildir": str, "allowed_senders": list,
        "imap_host": str, "imap_port": int, "imap_ssl": bool, "imap_starttls": bool,
        "imap_username": str, "imap_folder": str}
    required = ("host", "sender", "to")
    secret = "SMTP password"
    secret_env = ("OPENKOI_SMTP_PASSWORD",)
    secret_optional = True
    threads = True

    def check(self, origin: str) -> None:
        to = self.config["to"]
        if not to or not all(isinstance(a, str) and "@" in a for a in to):
            raise ConfigError(f"{origin}: integrations.email.to must be a list of addresses",
                              hint='e.g. to = ["team@example.com"]')
        senders = self.config.get("allowed_senders", [])
        if not all(isinstance(a, str) and "@" in a for a in senders):
            raise ConfigError(f"{origin}: allowed_senders must be a list of addresses")
        inbound = "inbound_maildir" if self.config.get("inbound_maildir") else \
            "imap_host" if self.config.get("imap_host") else ""
        if inbound and not senders:
            raise ConfigError(f"{origin}: {inbound} takes tasks only from "
                              "allowed_senders, and the list is empty",
                              hint='e.g. allowed_senders = ["me@example.com"]')
        if "@" not in self.config["sender"]:
            raise ConfigError(f"{origin}: integrations.email.sender is not an address",
                              hint='e.g. sender = "openkoi@example.com"')

    def target(self) -> str:
        return ", ".join(self.config["to"])

    def message(self, result: Result, thread: str) -> object:
        from email.message import EmailMessage
        from email.utils import formatdate, make_msgid

        msg = EmailMessage()
        subject = f"[openkoi] {result.headline}"
        msg["Subject"] = f"Re: {subject}" if thread else subject
        msg["From"] = self.config["sender"]
        msg["To"] = ", ".join(self.config["to"])
        msg["Date"] = formatdate(localtime=True)
        msg["Message-ID"] = make_msgid("openkoi", self.config["sender"].rpartition("@")[2])
        msg["X-Openkoi-Task"] = result.task_id
        if thread:
            msg["In-Reply-To"] = thread
            msg["References"] = thread
        msg.set_content(result.text())
        return msg

    async def post(self, result: Result, thread: str) -> str:
        return await in_thread(self._send, result, thread)

    def _send(self, result: Result, thread: str) -> str:
        msg = self.message(result, thread)
        c = self.config
        ssl = bool(c.get("ssl", False))
        starttls = bool(c.get("starttls", True)) and not ssl
        port = int(c.get("port") or (465 if ssl else 587 if starttls else 25))
        try:
            smtp = (smtplib.SMTP_SSL if ssl else smtplib.SMTP)(c["host"], port,
                                                                 timeout=TIMEOUT_S)
            with smtp:
                if starttls:
                    smtp.starttls()
                if c.get("username"):
                    smtp.login(c["username"], self.token)
                smtp.send_message(msg)  # type: ignore[arg-type]
        except smtplib.SMTPAuthenticationError as exc:
            raise IntegrationError(f"the SMTP server refused the login: {exc.smtp_code}",
                                   status=exc.smtp_code, permanent=True,
                                   hint="check username and password (openkoi connect email)"
                                   ) from None
        except smtplib.SMTPRecipientsRefused as exc:
            raise IntegrationError(f"the SMTP server refused the recipients "
                                   f"{', '.join(exc.recipients)}", permanent=True) from None
        except smtplib.SMTPResponseException as exc:  # 4xx: try again later; 5xx: no use
            raise IntegrationError(f"the SMTP server answered {exc.smtp_code}: "
                                   f"{exc.smtp_error!r}", status=exc.smtp_code,
                                   permanent=exc.smtp_code >= 500) from None
        except (smtplib.SMTPException, OSError) as exc:
            raise IntegrationError(f"the SMTP server is unreachable: "
                                   f"{type(exc).__name__}: {exc}") from None
        return thread or str(msg["Message-ID"])  # type: ignore[index]
