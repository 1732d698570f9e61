"""E-mail against a real local SMTP server (aiosmtpd on 127.0.0.1): the message, the reply
chain, a refused login (permanent), a 4xx answer (retried) and a server that is not there."""

from __future__ import annotations

import asyncio
import email
from collections.abc import Iterator
from typing import Any

import pytest
from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult
from fake_servers import free_port

from openkoi.delivery import DeliveryQueue, Try
from openkoi.errors import IntegrationError
from openkoi.integrations.base import COMPLETE, FAILED, Result
from openkoi.integrations.email import Email


class Inbox:
    def __init__(self) -> None:
        self.messages: list[email.message.Message] = []
        self.answer: str | None = None  # e.g. "451 try later": refuse the next message

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:  # noqa: N802
        if self.answer is not None:
            answer, self.answer = self.answer, None
            return answer
        self.messages.append(email.message_from_bytes(envelope.content))
        return "250 OK"


def authenticator(server: Any, session: Any, envelope: Any, mechanism: str,
                  auth_data: Any) -> AuthResult:
    ok = auth_data.login == b"koi" and auth_data.password == b"s3cret"
    return AuthResult(success=ok, handled=False)


@pytest.fixture
def smtp() -> Iterator[tuple[Inbox, int]]:
    inbox = Inbox()
    port = free_port()
    controller = Controller(inbox, hostname="127.0.0.1", port=port,
                            authenticator=authenticator, auth_require_tls=False)
    controller.start()
    try:
        yield inbox, port
    finally:
        controller.stop()


def service(port: int, password: str = "s3cret", **extra: Any) -> Email:
    config = {"host": "127.0.0.1", "port": port, "sender": "koi@example.com",
              "to": ["team@example.com"], "starttls": False, "username": "koi"} | extra
    return Email(config, password)


def result(event: str = COMPLETE) -> Result:
    return Result(event=event, task_id="t9", title="Add a health check", status="done",
                  score=1.0, iterations=1, files_changed=["app.py"])


def test_email_sends_one_thread_per_task(smtp: tuple[Inbox, int]) -> None:
    inbox, port = smtp
    mailer = service(port)
    thread = asyncio.run(mailer.post(result(), ""))
    again = asyncio.run(mailer.post(result(FAILED), thread))
    first, second = inbox.messages
    assert thread == first["Message-ID"] and again == thread
    assert first["Subject"] == "[openkoi] Done: Add a health check"
    assert first["To"] == "team@example.com" and first["X-Openkoi-Task"] == "t9"
    body = first.get_payload(decode=True).decode()
    assert "Score: 1.00" in body and "Files changed: app.py" in body
    assert second["In-Reply-To"] == thread and second["References"] == thread
    assert second["Subject"].startswith("Re: [openkoi] Failed: Add a health check")


def test_email_refused_login_is_permanent(smtp: tuple[Inbox, int]) -> None:
    _inbox, port = smtp
    seen: list[Try] = []

    async def go() -> None:
        box = DeliveryQueue(tries=3, backoff_s=0.01)
        box.put(lambda: service(port, password="wrong").post(result(), ""), seen.append)
        await box.drain(30)

    asyncio.run(go())
    assert len(seen) == 1 and not seen[0].ok and seen[0].status == 535
    assert "refused the login" in seen[0].error


def test_email_4xx_is_retried_and_5xx_is_not(smtp: tuple[Inbox, int]) -> None:
    inbox, port = smtp
    inbox.answer = "451 4.3.0 try again later"
    with pytest.raises(IntegrationError) as later:
        asyncio.run(service(port).post(result(), ""))
    assert later.value.status == 451 and not later.value.permanent
    inbox.answer = "554 5.7.1 rejected"
    with pytest.raises(IntegrationError) as never:
        asyncio.run(service(port).post(result(), ""))
    assert never.value.status == 554 and never.value.permanent
    asyncio.run(service(port).post(result(), ""))
    assert len(inbox.messages) == 1


def test_email_unreachable_is_retried() -> None:
    seen: list[Try] = []

    async def go() -> None:
        box = DeliveryQueue(tries=2, backoff_s=0.01)
        box.put(lambda: service(free_port()).post(result(), ""), seen.append)
        await box.drain(30)

    asyncio.run(go())
    assert [t.ok for t in seen] == [False, False] and "unreachable" in seen[0].error
