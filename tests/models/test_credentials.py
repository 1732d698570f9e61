"""Credential discovery, saved key files and the Ollama probe (fake server on 127.0.0.1)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from fake_servers import FakeServer, Reply, free_port

from openkoi.config import Paths
from openkoi.errors import StorageError, UsageError
from openkoi.models import credentials as creds
from openkoi.models.credentials import (
    delete_key,
    find_credentials,
    find_key,
    probe_ollama,
    read_saved_key,
    save_key,
    saved_providers,
)
from openkoi.models.providers import builtin_providers


@pytest.fixture
def paths(tmp_path: Path) -> Paths:
    return Paths.from_env({"OPENKOI_HOME": str(tmp_path / "home"), "HOME": str(tmp_path)})


def no_ollama() -> str:
    return f"http://127.0.0.1:{free_port()}/api/tags"


def test_save_key_is_owner_only_and_round_trips(paths: Paths) -> None:
    path = save_key(paths, "openai", "  sk-abc123  \n")
    assert path == paths.credentials / "openai.key"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(paths.credentials.stat().st_mode) == 0o700
    assert path.read_text() == "sk-abc123\n"
    cred = read_saved_key(paths, "openai")
    assert cred is not None and cred.key == "sk-abc123" and cred.warning is None
    assert cred.source == f"file:{path}"


def test_save_key_is_atomic(paths: Paths, monkeypatch: pytest.MonkeyPatch) -> None:
    save_key(paths, "openai", "old-key")

    def boom(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(StorageError) as err:
        save_key(paths, "openai", "new-key")
    assert "No space left" in str(err.value)
    assert (paths.credentials / "openai.key").read_text() == "old-key\n"
    assert [p.name for p in paths.credentials.iterdir()] == ["openai.key"]  # no temp left


def test_save_key_overwrites_and_keeps_mode(paths: Paths) -> None:
    save_key(paths, "groq", "first")
    save_key(paths, "groq", "second")
    path = paths.credentials / "groq.key"
    assert path.read_text() == "second\n" and stat.S_IMODE(path.stat().st_mode) == 0o600


@pytest.mark.parametrize("key", ["", "   ", "two words"])
def test_save_key_rejects_bad_keys(paths: Paths, key: str) -> None:
    with pytest.raises(UsageError):
        save_key(paths, "openai", key)


@pytest.mark.parametrize("name", ["../evil", "a/b", "", "..", ".hidden"])
def test_provider_names_cannot_escape_the_directory(paths: Paths, name: str) -> None:
    with pytest.raises(UsageError):
        save_key(paths, name, "k")


def test_delete_key(paths: Paths) -> None:
    save_key(paths, "anthropic", "sk-ant")
    assert saved_providers(paths) == ["anthropic"]
    assert delete_key(paths, "anthropic") is True
    assert delete_key(paths, "anthropic") is False
    assert read_saved_key(paths, "anthropic") is None and saved_providers(paths) == []


def test_too_open_key_file_is_read_with_a_warning(paths: Paths) -> None:
    path = save_key(paths, "openai", "sk-open")
    path.chmod(0o644)
    cred = read_saved_key(paths, "openai")
    assert cred is not None and cred.key == "sk-open"
    assert cred.warning is not None and "chmod 600" in cred.warning and "644" in cred.warning


def test_discovery_order_env_then_files_then_probe(paths: Paths) -> None:
    save_key(paths, "openai", "sk-from-file")  # shadowed by the env var below
    save_key(paths, "deepseek", "ds-from-file")
    env = {"OPENAI_API_KEY": "sk-from-env", "GROQ_API_KEY": "gsk", "HOME": "/nowhere"}
    tags = Reply(body={"models": [{"name": "qwen2.5-coder:latest"}, {"name": "llama3:8b"}]})
    with FakeServer(routes={"/api/tags": tags}) as srv:
        found = find_credentials(paths, env, ollama_url=srv.url + "/api/tags")
    assert [(c.provider, c.source.split(":")[0]) for c in found] == [
        ("openai", "env"), ("groq", "env"), ("deepseek", "file"), ("ollama", "probe")]
    assert found[0].key == "sk-from-env" and found[0].source == "env:OPENAI_API_KEY"
    assert found[2].key == "ds-from-file"
    assert found[3].models == ("qwen2.5-coder:latest", "llama3:8b") and found[3].key == ""


def test_second_env_var_name_counts(paths: Paths) -> None:
    found = find_credentials(paths, {"DASHSCOPE_API_KEY": "dash"}, ollama_url=None)
    assert [(c.provider, c.source) for c in found] == [("qwen", "env:DASHSCOPE_API_KEY")]


def test_blank_env_values_are_ignored(paths: Paths) -> None:
    assert find_credentials(paths, {"OPENAI_API_KEY": "  "}, ollama_url=None) == []


def test_probe_absent_server_is_quick_and_empty(paths: Paths) -> None:
    assert find_credentials(paths, {}, ollama_url=no_ollama()) == []
    assert probe_ollama(no_ollama()) is None


def test_probe_ignores_a_server_that_is_not_ollama() -> None:
    with FakeServer(routes={"/api/tags": Reply(body="<html>hi</html>")}) as srv:
        assert probe_ollama(srv.url + "/api/tags") is None


def test_probe_times_out(paths: Paths) -> None:
    slow = Reply(body={"models": []}, delay=1.0)
    with FakeServer(routes={"/api/tags": slow}) as srv:
        assert probe_ollama(srv.url + "/api/tags", timeout=0.1) is None


def test_no_probe_env_switch(paths: Paths) -> None:
    tags = Reply(body={"models": [{"name": "x"}]})
    with FakeServer(routes={"/api/tags": tags}) as srv:
        found = find_credentials(paths, {"OPENKOI_NO_PROBE": "1"},
                                 ollama_url=srv.url + "/api/tags")
        assert found == [] and srv.requests == []


def test_default_probe_url_is_localhost_11434() -> None:
    assert creds.OLLAMA_TAGS_URL == "http://localhost:11434/api/tags"
    assert creds.PROBE_TIMEOUT_S <= 0.5


def test_find_key_for_one_provider(paths: Paths) -> None:
    openai = builtin_providers()["openai"]
    assert find_key(paths, openai, {}) is None
    save_key(paths, "openai", "file-key")
    got = find_key(paths, openai, {})
    assert got is not None and got.key == "file-key"
    got = find_key(paths, openai, {"OPENAI_API_KEY": "env-key"})
    assert got is not None and got.key == "env-key"


def test_custom_provider_table(paths: Paths) -> None:
    from openkoi.models.providers import ProviderTable

    table = ProviderTable.from_settings({"lab": {"base_url": "http://gpu:8000/v1",
                                                 "api_key_env": "LAB_KEY", "models": ["m"]}})
    save_key(paths, "lab", "lab-file-key")
    found = find_credentials(paths, {}, providers=list(table), ollama_url=None)
    assert [(c.provider, c.key) for c in found] == [("lab", "lab-file-key")]


def test_redacted() -> None:
    assert creds.Credential("p", "sk-1234567890abcdef", "env:X").redacted == "sk-1...cdef"
    assert creds.Credential("p", "short", "env:X").redacted == "****"
