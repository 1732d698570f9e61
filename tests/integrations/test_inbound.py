"""Inbound: tasks from a maildir (a real Maildir the test fills) and from Telegram (getUpdates
on a fake Bot API), only from the configured senders; the answer's thread is the message."""

from __future__ import annotations

import asyncio
import mailbox
from email.message import EmailMessage
from pathlib import Path
from typing import Any

import pytest
from fake_servers import FakeServer, Reply

from openkoi.config import Paths
from openkoi.errors import ConfigError
from openkoi.integrations import inbound, outbound, settings
from openkoi.integrations.email import Email
from openkoi.integrations.inbound import Incoming, MaildirSource, Poller, TelegramSource
from openkoi.integrations.telegram import Telegram


def mail(box: mailbox.Maildir, sender: str, subject: str, body: str, msg_id: str) -> None:
    msg = EmailMessage()
    msg["From"] = sender
    msg["To"] = "koi@example.com"
    msg["Subject"] = subject
    msg["Message-ID"] = msg_id
    msg.set_content(body)
    box.add(mailbox.MaildirMessage(msg))


def email_service(maildir: Path) -> Email:
    return Email({"host": "127.0.0.1", "sender": "koi@example.com", "to": ["t@example.com"],
                  "inbound_maildir": str(maildir), "allowed_senders": ["Boss@Example.com"]})


def test_maildir_takes_new_mail_from_allowed_senders_once(tmp_path: Path) -> None:
    box = mailbox.Maildir(tmp_path / "Maildir", create=True)
    mail(box, "The Boss <boss@example.com>", "Add a health check",
         "to app.py, please\n> quoted old text", "<m1@example.com>")
    mail(box, "mallory@evil.example", "rm -rf everything", "now", "<m2@evil.example>")
    source = MaildirSource(email_service(tmp_path / "Maildir"))
    first = asyncio.run(source.fetch())
    assert first == [Incoming("email", "boss@example.com",
                              "Add a health check\n\nto app.py, please", "<m1@example.com>")]
    assert asyncio.run(source.fetch()) == []  # marked seen: never taken twice
    assert all(box.get_message(k).get_subdir() == "cur" for k in box.iterkeys())


def test_the_poller_queues_and_seeds_the_reply_thread(tmp_path: Path) -> None:
    box = mailbox.Maildir(tmp_path / "Maildir", create=True)
    mail(box, "boss@example.com", "Fix #3", "", "<m9@example.com>")
    queued: list[Incoming] = []

    def submit(item: Incoming) -> str:
        queued.append(item)
        return "task-1"

    ids = asyncio.run(Poller([MaildirSource(email_service(tmp_path / "Maildir"))],
                             submit).poll_once())
    assert ids == ["task-1"] and queued[0].text == "Fix #3"
    assert outbound._SEEDS.pop("task-1") == {"email": "<m9@example.com>"}


def update(uid: int, text: str, user: dict[str, Any], chat: int = -100) -> dict[str, Any]:
    return {"update_id": uid, "message": {
        "message_id": 100 + uid, "date": 1, "text": text, "from": user,
        "chat": {"id": chat, "type": "group", "title": "team"}}}


ALICE = {"id": 7, "is_bot": False, "first_name": "A", "username": "alice"}
EVE = {"id": 8, "is_bot": False, "first_name": "E", "username": "eve"}
ME = Reply(200, {"ok": True, "result": {"id": 42, "is_bot": True, "first_name": "koi",
                                        "username": "koi_bot"}})


def test_telegram_takes_task_commands_from_allowed_users_in_the_chat() -> None:
    updates = [update(1, "/task write hello.py", ALICE), update(2, "/task rm -rf /", EVE),
               update(3, "just chatting", ALICE), update(4, "/task@koi_bot other chat", ALICE,
                                                         chat=-5),
               update(5, "/openkoi@koi_bot add tests", ALICE)]
    with FakeServer(ME, Reply(200, {"ok": True, "result": updates}), ME,
                    Reply(200, {"ok": True, "result": []})) as srv:
        service = Telegram({"chat_id": -100, "base_url": srv.url, "inbound": True,
                            "allowed_users": ["@Alice"]}, "123:ABC")
        source = TelegramSource(service)
        got = asyncio.run(source.fetch())
        again = asyncio.run(source.fetch())
    assert got == [Incoming("telegram", "alice", "write hello.py", "101"),
                   Incoming("telegram", "alice", "add tests", "105")]
    assert again == [] and source.offset == 6
    assert "offset=6" in srv.requests[3].body  # what was read is confirmed to Telegram


def test_inbound_needs_a_sender_list(tmp_path: Path) -> None:
    p = Paths.from_env({"OPENKOI_HOME": str(tmp_path / "h"), "HOME": str(tmp_path)})
    p.home.mkdir()
    p.config_file.write_text('[integrations.telegram]\nchat_id = 1\ninbound = true\n')
    with pytest.raises(ConfigError, match="allowed_users"):
        settings.load(p)
    p.config_file.write_text('[integrations.email]\nhost = "h"\nsender = "a@b.c"\n'
                             'to = ["x@y.z"]\ninbound_maildir = "/m"\n')
    with pytest.raises(ConfigError, match="allowed_senders"):
        settings.load(p)
    p.config_file.write_text(f'[integrations]\npoll_s = 1\n[integrations.email]\nhost = "h"\n'
                             f'sender = "a@b.c"\nto = ["x@y.z"]\n'
                             f'inbound_maildir = "{tmp_path}"\nallowed_senders = ["a@b.c"]\n')
    found, poll_s = inbound.sources(p)
    assert [s.name for s in found] == ["email"] and poll_s == 1.0
