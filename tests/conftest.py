"""Guards every test runs under.

No test may reach the network: provider SDKs (httpx, urllib, any client) go through
``socket``, so name lookups and connections to anything but this machine (127.0.0.1, ::1,
localhost, unix sockets) are refused and the test fails, even when the code under test would
have turned the refusal into a tidy "provider unreachable". Fake servers on 127.0.0.1 and
respx mocks (which never open a socket) keep working.
"""

from __future__ import annotations

import socket
from collections.abc import Iterator
from typing import Any

import pytest
from network_guard import is_local
from procwatch import Recorder


@pytest.fixture(autouse=True)
def _no_network(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    attempts: list[str] = []
    real_getaddrinfo = socket.getaddrinfo
    real_connect = socket.socket.connect
    real_connect_ex = socket.socket.connect_ex

    def refuse(what: str) -> OSError:
        attempts.append(what)
        return ConnectionRefusedError(f"tests/conftest.py: no network in tests ({what})")

    def getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
        if not is_local(host):
            raise refuse(f"name lookup of {host!r}")
        return real_getaddrinfo(host, *args, **kwargs)

    def checked(sock: socket.socket, address: Any) -> None:
        if sock.family in (socket.AF_INET, socket.AF_INET6) and not is_local(address[0]):
            raise refuse(f"connection to {address[0]}:{address[1]}")

    def connect(sock: socket.socket, address: Any) -> None:
        checked(sock, address)
        real_connect(sock, address)

    def connect_ex(sock: socket.socket, address: Any) -> int:
        checked(sock, address)
        return real_connect_ex(sock, address)

    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    monkeypatch.setattr(socket.socket, "connect", connect)
    monkeypatch.setattr(socket.socket, "connect_ex", connect_ex)
    yield attempts
    if attempts:
        pytest.fail("a test tried to reach the network: " + "; ".join(attempts[:3]),
                    pytrace=False)


@pytest.fixture
def started_groups(monkeypatch: pytest.MonkeyPatch) -> Iterator[Recorder]:
    """The process groups the test's code starts (``tests/support/procwatch.py``); whatever
    is left of them is killed afterwards."""
    recorder = Recorder()
    recorder.patch(monkeypatch)
    yield recorder
    recorder.kill_left()
