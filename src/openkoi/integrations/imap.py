"""Inbound e-mail over IMAP (the standard library's imaplib): the server polls a mailbox
folder for unseen mail, and each mail from an allowed sender becomes a task.

    [integrations.email]
    # ... host, sender, to (the SMTP side that answers)
    imap_host = "imap.example.com"
    imap_port = 993                  # default 993 with imap_ssl, else 143
    imap_ssl = true                  # IMAPS, the default; false: IMAP on 143 with
    imap_starttls = true             # STARTTLS (the default; false only for a local server)
    imap_username = "openkoi@example.com"   # default: username
    imap_folder = "INBOX"
    allowed_senders = ["me@example.com"]

The password comes from ``OPENKOI_IMAP_PASSWORD``, else the e-mail integration's own secret
(``OPENKOI_SMTP_PASSWORD`` or ``openkoi connect email``: often the same account). Each
unseen mail is read without marking it (``BODY.PEEK``) and then flagged ``\\Seen``, so none
is taken twice; mail from anyone else is marked seen too, and logged. The subject and the
plain-text body are the task; the answer goes to the configured recipients, In-Reply-To the
mail's Message-ID.
"""

from __future__ import annotations

import asyncio
import contextlib
import email
import imaplib
import logging
import os
from email import policy
from typing import Any

from openkoi.errors import IntegrationError
from openkoi.integrations.inbound import Incoming, read_mail

TIMEOUT_S = 20.0
PASSWORD_ENV = "OPENKOI_IMAP_PASSWORD"
log = logging.getLogger("openkoi.integrations.imap")


class ImapSource:
    name = "email"

    def __init__(self, service: Any, env: dict[str, str] | None = None) -> None:
        self.service = service  # an openkoi.integrations.email.Email
        c = service.config
        self.host = str(c["imap_host"])
        self.ssl = bool(c.get("imap_ssl", True))
        self.starttls = bool(c.get("imap_starttls", True)) and not self.ssl
        self.port = int(c.get("imap_port") or (993 if self.ssl else 143))
        self.username = str(c.get("imap_username") or c.get("username") or "")
        self.folder = str(c.get("imap_folder") or "INBOX")
        self.allowed = {str(a).lower() for a in c.get("allowed_senders") or []}
        given = (os.environ if env is None else env).get(PASSWORD_ENV, "").strip()
        self.password = given or service.token
        if not self.username or not self.password:
            raise IntegrationError("inbound e-mail over IMAP needs imap_username (or "
                                   "username) and a password", permanent=True,
                                   hint=f"set ${PASSWORD_ENV} or run: openkoi connect email")
        if given:
            from openkoi import redact

            redact.remember(given)

    async def fetch(self) -> list[Incoming]:
        return await asyncio.to_thread(self._fetch)

    def _fetch(self) -> list[Incoming]:
        try:
            conn = imaplib.IMAP4_SSL(self.host, self.port, timeout=TIMEOUT_S) if self.ssl \
                else imaplib.IMAP4(self.host, self.port, timeout=TIMEOUT_S)
        except OSError as exc:
            raise IntegrationError(f"the IMAP server {self.host}:{self.port} is unreachable: "
                                   f"{type(exc).__name__}: {exc}") from None
        try:
            return self._read(conn)
        except imaplib.IMAP4.error as exc:
            raise IntegrationError(f"the IMAP server refused: {exc}") from None
        finally:
            with contextlib.suppress(imaplib.IMAP4.error, OSError):
                conn.logout()

    def _read(self, conn: imaplib.IMAP4) -> list[Incoming]:
        if self.starttls:
            try:
                conn.starttls()
            except (imaplib.IMAP4.error, OSError) as exc:  # never log in in plain text
                raise IntegrationError(f"STARTTLS failed on {self.host}: {exc}",
                                       hint="use imap_ssl = true, or imap_starttls = false "
                                       "for a local server") from None
        conn.login(self.username, self.password)
        status, _ = conn.select(_quoted(self.folder))
        if status != "OK":
            raise IntegrationError(f"the IMAP folder {self.folder!r} cannot be opened")
        _status, found = conn.uid("SEARCH", "UNSEEN")
        out = []
        for uid in (found[0] or b"").decode().split():
            _status, parts = conn.uid("FETCH", uid, "(BODY.PEEK[])")
            raw = next((p[1] for p in parts if isinstance(p, tuple)), None)
            conn.uid("STORE", uid, "+FLAGS", "(\\Seen)")  # never taken twice
            if not isinstance(raw, bytes):
                continue
            message = email.message_from_bytes(raw, policy=policy.compat32)
            incoming = read_mail(self.name, message, self.allowed, f"uid {uid}")
            if incoming is not None:
                out.append(incoming)
        return out


def _quoted(folder: str) -> str:
    return folder if folder.isalnum() else '"' + folder.replace('"', '\\"') + '"'
