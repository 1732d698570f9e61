"""Small parts of the server: settings, the Host parser, the gate's origin rule, views."""

from __future__ import annotations

from pathlib import Path

import pytest

from openkoi.config import Paths
from openkoi.errors import ConfigError
from openkoi.server.jobs import Job
from openkoi.server.security import Gate, host_name
from openkoi.server.settings import load_api_settings, secret_bytes
from openkoi.server.views import status_of


def paths(tmp_path: Path, text: str) -> Paths:
    (tmp_path / "config.toml").write_text(text)
    return Paths.from_env({"OPENKOI_HOME": str(tmp_path), "HOME": str(tmp_path)})


def test_api_settings_defaults_file_and_env(tmp_path: Path) -> None:
    api = load_api_settings(paths(tmp_path, ""), env={})
    assert (api.host, api.port, api.token, api.workers, api.webhooks) == \
        ("127.0.0.1", 9742, "", 1, [])
    p = paths(tmp_path, '[api]\nport = 8000\nworkers = 3\ntoken = "file"\n'
                        'allowed_hosts = ["Box.lan"]\n')
    api = load_api_settings(p, env={"OPENKOI_API_TOKEN": "env"})
    assert (api.port, api.workers, api.token, api.allowed_hosts) == (8000, 3, "env", ["box.lan"])


@pytest.mark.parametrize("text, message", [
    ("[api]\nport = 70000\n", "api.port must be a whole number from 1 to 65535"),
    ("[api]\nworkers = 0\n", "api.workers must be"),
    ("[api]\nworkers = true\n", "api.workers must be"),
    ("[api]\nbudget_warning_fraction = 1.5\n", "budget_warning_fraction"),
    ("[api]\ncolour = 1\n", "unknown [api] setting 'colour'"),
    ("api = 3\n", "[api] must be a table"),
    ("webhooks = 3\n", "webhooks must be an array of tables"),
    ('[[webhooks]]\nurl = "http://x/h"\nsecret = "whsec_AAAA"\nretries = 2\n',
     "unknown setting 'retries'"),
])
def test_bad_api_settings_are_config_errors(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(ConfigError, match=None) as caught:
        load_api_settings(paths(tmp_path, text), env={})
    assert message in str(caught.value)


def test_webhook_secret_and_events(tmp_path: Path) -> None:
    assert secret_bytes("whsec_MTIz") == b"123" and secret_bytes("MTIz") == b""
    api = load_api_settings(paths(tmp_path, '[[webhooks]]\nurl = "https://x.example/h"\n'
                                             'secret = "whsec_MTIz"\nevents = ["task.failed"]\n'),
                            env={})
    assert api.webhooks[0].events == ("task.failed",)


def test_host_header_parsing_and_origin_rule() -> None:
    assert host_name("LocalHost:9742") == "localhost"
    assert host_name("[::1]:9742") == "::1" and host_name("::1") == "::1"
    assert host_name("127.0.0.1") == "127.0.0.1"
    gate = Gate(lambda *a: None, token="", bound_host="127.0.0.1", port=9742)  # type: ignore
    assert gate.origin_ok("http://localhost:9742") and gate.origin_ok("http://[::1]:9742")
    assert not gate.origin_ok("http://localhost:3000")
    assert not gate.origin_ok("http://evil.example:9742") and not gate.origin_ok("null")
    assert not gate.origin_ok("http://localhost:notaport")


def test_job_state_decides_the_status_before_the_task_row() -> None:
    def job(state: str) -> Job:
        return Job("a1", {"task": "x"}, state, "", None, "", 1.0, 1.0)

    assert status_of(None, job("queued")) == "queued"
    assert status_of(None, job("failed")) == "failed"
    assert status_of(None, job("running")) == "running"
