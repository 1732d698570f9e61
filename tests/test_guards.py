"""The suite's own guards: no network from any client, and the import layers hold."""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
from pathlib import Path

import httpx
import pytest
from network_guard import is_local


def test_a_provider_call_to_the_internet_is_refused(_no_network: list[str]) -> None:
    with pytest.raises(httpx.ConnectError):
        httpx.get("https://api.openai.com/v1/models", timeout=2)
    assert _no_network and "api.openai.com" in _no_network[0]
    _no_network.clear()  # seen: this test wanted the refusal


def test_a_raw_socket_to_a_public_address_is_refused(_no_network: list[str]) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s, \
            pytest.raises(ConnectionRefusedError):
        s.connect(("93.184.216.34", 443))
    _no_network.clear()


def test_this_machine_stays_reachable() -> None:
    assert is_local("127.0.0.1") and is_local("::1") and is_local("localhost")
    assert not is_local("10.0.0.1") and not is_local("example.com")
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as server:
        server.bind(("127.0.0.1", 0))
        server.listen(1)
        with socket.create_connection(server.getsockname(), timeout=2):
            pass


def test_the_import_layers_hold() -> None:
    """`lint-imports` (the contract in pyproject.toml) is also run by scripts/test."""
    exe = Path(sys.executable).with_name("lint-imports")
    if not exe.exists():
        found = shutil.which("lint-imports")
        assert found, "import-linter is missing: pip install -e '.[dev]'"
        exe = Path(found)
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run([str(exe), "--no-cache"], cwd=root, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
