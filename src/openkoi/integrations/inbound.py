"""Inbound: the server (``openkoi serve``, the daemon) takes tasks from a Telegram message or
an e-mail, and answers in the same thread.

Sources, each switched on in its ``[integrations.NAME]`` table and only for the senders
listed there (no list: nothing is taken; fail closed):

- Telegram (``inbound = true``, ``allowed_users = [12345, "alice"]``): messages to the bot in
  the configured ``chat_id`` that start with ``/task`` (or ``/openkoi``), from a listed user
  id or username; polled with ``getUpdates`` (python-telegram-bot), the offset confirming
  what was read. The reply answers the message.
- E-mail over IMAP (``imap_host``, see ``imap.py``): each unseen mail in the folder from a
  listed address, flagged seen; answered like a maildir's.
- E-mail (``inbound_maildir = "~/Maildir/openkoi"``, ``allowed_senders = ["a@b.c"]``): each
  new message in the maildir (delivered there by the mail system: fetchmail, getmail, an
  MDA) from a listed address; the subject and the plain-text body are the task. The message
  is marked seen. The reply answers it (In-Reply-To its Message-ID). The From header is only
  as trustworthy as the mail system that delivered it.

Every inbound task is submitted like an API task with ``think = true``: the Sovereign frames
it, the Parliament votes (a Guardian block ends it and is posted back), and the trust levels
apply as for any server task (``ask`` is refused: nobody is at the server's terminal).
``Poller.run`` polls every ``poll_s`` seconds; a failing source is logged and tried again.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from openkoi.config import Paths

POLL_S = 5.0
COMMANDS = ("/task", "/openkoi")
MAX_TASK = 20_000
log = logging.getLogger("openkoi.integrations.inbound")


@dataclass(frozen=True)
class Incoming:
    service: str  # the integration that answers (its [integrations.NAME])
    sender: str
    text: str  # the task
    thread: str  # what the answer replies to (a message id)
    context: str = ""  # what goes with the task (the GitHub issue it was asked on)


class TelegramSource:
    name = "telegram"

    def __init__(self, service: Any) -> None:
        self.service = service  # an openkoi.integrations.telegram.Telegram
        allowed = service.config.get("allowed_users") or []
        self.allowed = {str(a).lstrip("@").lower() for a in allowed}
        self.offset: int | None = None

    async def fetch(self) -> list[Incoming]:
        bot: Any = self.service.bot()
        async with bot:
            updates = await bot.get_updates(offset=self.offset, timeout=0,
                                            allowed_updates=["message"])
        out = []
        for update in updates:
            self.offset = update.update_id + 1
            incoming = self.read(update.message)
            if incoming is not None:
                out.append(incoming)
        return out

    def read(self, message: Any) -> Incoming | None:
        if message is None or not message.text or message.from_user is None:
            return None
        if str(message.chat.id) != str(self.service.config["chat_id"]):
            return None
        user = message.from_user
        who = {str(user.id), (user.username or "").lower()} - {""}
        if not who & self.allowed:
            log.warning("telegram: ignored a message from %s (not in allowed_users)",
                        user.username or user.id)
            return None
        text = message.text.strip()
        command, _, rest = text.partition(" ")
        if command.split("@")[0] not in COMMANDS or not rest.strip():
            return None
        return Incoming(self.name, user.username or str(user.id), rest.strip()[:MAX_TASK],
                        str(message.message_id))


class MaildirSource:
    name = "email"

    def __init__(self, service: Any) -> None:
        self.service = service  # an openkoi.integrations.email.Email
        self.path = Path(str(service.config["inbound_maildir"])).expanduser()
        self.allowed = {str(a).lower() for a in service.config.get("allowed_senders") or []}

    async def fetch(self) -> list[Incoming]:
        return await asyncio.to_thread(self._fetch)

    def _fetch(self) -> list[Incoming]:
        import mailbox

        box = mailbox.Maildir(self.path, create=False)
        out = []
        for key in list(box.iterkeys()):
            message = box.get_message(key)
            if message.get_subdir() != "new":
                continue
            message.set_subdir("cur")
            message.add_flag("S")
            box[key] = message  # seen: never taken twice
            incoming = read_mail(self.name, message, self.allowed, str(key))
            if incoming is not None:
                out.append(incoming)
        return out


def read_mail(service: str, message: Any, allowed: set[str], key: str) -> Incoming | None:
    """A mail as a task: the subject and the plain-text body (quoted lines left out), from
    a sender in ``allowed`` only (None otherwise, logged)."""
    from email.utils import parseaddr

    sender = parseaddr(str(message.get("From", "")))[1].lower()
    if sender not in allowed:
        log.warning("email: ignored a message from %r (not in allowed_senders)", sender)
        return None
    subject = " ".join(str(message.get("Subject", "")).split())
    try:
        body = _body(message)
    except Exception as exc:  # an unreadable body: the subject alone is the task
        log.warning("email: cannot read the body of %s: %s", key, exc)
        body = ""
    text = "\n\n".join(p for p in (subject, body) if p).strip()
    if not text:
        return None
    return Incoming(service, sender, text[:MAX_TASK], str(message.get("Message-ID", "")))


def _body(message: Any) -> str:
    """The plain-text part, without the quoted lines of earlier messages."""
    import email
    from email import policy

    parsed = email.message_from_bytes(message.as_bytes(), policy=policy.default)
    part = parsed.get_body(preferencelist=("plain",))
    text = part.get_content() if part is not None else ""
    return "\n".join(line for line in str(text).splitlines()
                     if not line.startswith(">")).strip()


Submit = Callable[[Incoming], str]  # queues the task; its id


class Poller:
    def __init__(self, sources: list[Any], submit: Submit, poll_s: float = POLL_S) -> None:
        self.sources = sources
        self.submit = submit
        self.poll_s = poll_s

    async def poll_once(self) -> list[str]:
        """Fetch every source once; submit what came in. The ids of the queued tasks."""
        from openkoi.integrations.outbound import seed_thread

        queued = []
        for source in self.sources:
            try:
                incoming = await source.fetch()
            except Exception as exc:  # a source down is tried again at the next poll
                log.warning("inbound %s: %s: %s", source.name, type(exc).__name__, exc)
                continue
            for item in incoming:
                task_id = self.submit(item)
                seed_thread(task_id, item.service, item.thread)
                log.info("inbound %s task %s from %s", item.service, task_id, item.sender)
                queued.append(task_id)
        return queued

    async def run(self) -> None:
        while True:
            await self.poll_once()
            await asyncio.sleep(self.poll_s)


def sources(paths: Paths) -> tuple[list[Any], float]:
    """The inbound sources the user config switches on (with their senders), and how often
    to poll them."""
    from openkoi import errors
    from openkoi.integrations import settings as config

    try:
        loaded = config.load(paths)
    except errors.OpenKoiError as exc:
        log.warning("inbound is off: %s", exc)
        return [], POLL_S
    out: list[Any] = []
    for configured in loaded.enabled:
        table = configured.table
        wanted = (configured.name == "telegram" and table.get("inbound")) or (
            configured.name == "email" and (table.get("inbound_maildir")
                                            or table.get("imap_host")))
        if not wanted:
            continue
        try:
            service = config.build(paths, configured)
            if configured.name == "telegram":
                out.append(TelegramSource(service))
                continue
            if table.get("inbound_maildir"):
                out.append(MaildirSource(service))
            if table.get("imap_host"):
                from openkoi.integrations.imap import ImapSource

                out.append(ImapSource(service))
        except errors.OpenKoiError as exc:
            log.warning("inbound %s is off: %s", configured.name, exc)
    return out, loaded.poll_s
