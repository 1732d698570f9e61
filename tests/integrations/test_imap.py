"""Inbound e-mail over IMAP (imaplib) against a real IMAP server the test starts (pymap's
in-memory backend on 127.0.0.1): unseen mail from allowed senders becomes a task, once; the
daemon answers it in the mail's thread over a real SMTP server (aiosmtpd)."""

from __future__ import annotations

import asyncio
import imaplib
import json
import socket
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from email.message import EmailMessage
from pathlib import Path

import pytest
from aiosmtpd.controller import Controller
from fake_servers import free_port
from test_inbound_server import Inbox

from openkoi.errors import IntegrationError
from openkoi.integrations.email import Email
from openkoi.integrations.imap import ImapSource
from openkoi.integrations.inbound import Incoming

sys.path.insert(0, str(Path(__file__).parent.parent / "server"))
from server_support import AgentModel, Served, make_home, wait_for  # noqa: E402

USER, PASSWORD = "demouser", "demopass"  # pymap's demo account


@pytest.fixture
def imap_port() -> Iterator[int]:
    port = free_port()
    pymap = str(Path(sys.executable).parent / "pymap")
    proc = subprocess.Popen([pymap, "--host", "127.0.0.1", "--port", str(port), "dict",
                             "--demo-data"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert proc.poll() is None and time.monotonic() < deadline, "no pymap"
                time.sleep(0.1)
        yield port
    finally:
        proc.terminate()
        proc.wait(10)


def deliver(port: int, sender: str, subject: str, body: str, msg_id: str) -> None:
    """Put a mail in the INBOX, unseen, as a mail system would."""
    msg = EmailMessage()
    msg["From"], msg["To"], msg["Subject"] = sender, "koi@example.com", subject
    msg["Message-ID"] = msg_id
    msg.set_content(body)
    conn = imaplib.IMAP4("127.0.0.1", port, timeout=10)
    conn.login(USER, PASSWORD)
    conn.append("INBOX", None, None, msg.as_bytes())
    conn.logout()


def service(port: int, password: str = PASSWORD) -> Email:
    return Email({"host": "127.0.0.1", "sender": "koi@example.com", "to": ["t@example.com"],
                  "imap_host": "127.0.0.1", "imap_port": port, "imap_ssl": False,
                  "imap_starttls": False, "imap_username": USER,
                  "allowed_senders": ["boss@example.com"]}, password)


def test_unseen_mail_from_allowed_senders_is_taken_once(imap_port: int) -> None:
    source = ImapSource(service(imap_port), env={})
    asyncio.run(source.fetch())  # the demo mailbox's own unseen mail: marked seen, ignored
    deliver(imap_port, "The Boss <Boss@Example.com>", "Add a health check",
            "to app.py\n> quoted", "<b1@example.com>")
    deliver(imap_port, "mallory@evil.example", "rm -rf /", "now", "<e1@evil.example>")
    assert asyncio.run(source.fetch()) == [
        Incoming("email", "boss@example.com", "Add a health check\n\nto app.py",
                 "<b1@example.com>")]
    assert asyncio.run(source.fetch()) == []  # flagged seen: never taken twice


def test_a_refused_login_and_a_dead_server_are_errors(imap_port: int) -> None:
    with pytest.raises(IntegrationError, match="refused"):
        asyncio.run(ImapSource(service(imap_port, "wrong"), env={}).fetch())
    with pytest.raises(IntegrationError, match="unreachable"):
        asyncio.run(ImapSource(service(free_port()), env={}).fetch())
    with pytest.raises(IntegrationError, match="STARTTLS"):  # never a login in plain text
        source = ImapSource(service(imap_port), env={})
        source.starttls = True
        asyncio.run(source.fetch())
    with pytest.raises(IntegrationError, match="password"):
        ImapSource(service(imap_port, ""), env={})
    assert ImapSource(service(imap_port, ""), env={"OPENKOI_IMAP_PASSWORD": "p"}).password \
        == "p"


def test_the_daemon_answers_an_imap_mail_in_its_thread(tmp_path: Path, imap_port: int) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    inbox = Inbox()
    smtp_port = free_port()
    smtp = Controller(inbox, hostname="127.0.0.1", port=smtp_port)
    smtp.start()
    config = f"""
[integrations]
poll_s = 0.5

[integrations.email]
host = "127.0.0.1"
port = {smtp_port}
starttls = false
sender = "koi@example.com"
to = ["team@example.com"]
events = ["task.complete", "task.unverified", "task.failed"]
imap_host = "127.0.0.1"
imap_port = {imap_port}
imap_ssl = false
imap_starttls = false
imap_username = "{USER}"
allowed_senders = ["boss@example.com"]
"""
    try:
        with AgentModel() as model:
            env = make_home(tmp_path, model.url, config) | {"OPENKOI_IMAP_PASSWORD": PASSWORD}
            with Served(env, ws) as server:
                deliver(imap_port, "boss@example.com", "write result.txt", "thanks",
                        "<ask9@example.com>")
                try:
                    answer = wait_for(lambda: inbox.messages, timeout=60)[0]
                except AssertionError:
                    server.stop()
                    raise AssertionError("no answer:\n" + "".join(server.output)) from None
                assert server.stop() == 0, "".join(server.output)
    finally:
        smtp.stop()
    assert answer["In-Reply-To"] == "<ask9@example.com>"
    assert "write result.txt" in answer["Subject"]
    assert (ws / "result.txt").read_text() == "ok\n"
    db = sqlite3.connect(Path(env["OPENKOI_HOME"]) / "data" / "openkoi.db")
    (options,), = db.execute("SELECT options FROM tasks").fetchall()
    assert json.loads(options)["think"] is True  # the Parliament voted first
