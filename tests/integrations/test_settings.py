"""[integrations.NAME] tables: validated against each service's keys, user config only,
secrets never in config.toml; a third-party package adds a service through the plugin hook."""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

import pytest

from openkoi import plugins
from openkoi.config import Paths, load_settings
from openkoi.errors import ConfigError, CredentialError
from openkoi.integrations import settings
from openkoi.integrations.base import Integration, Result
from openkoi.models.credentials import save_key


def paths(tmp_path: Path, config: str) -> Paths:
    p = Paths.from_env({"OPENKOI_HOME": str(tmp_path / "home"), "HOME": str(tmp_path)})
    p.home.mkdir(parents=True, exist_ok=True)
    p.config_file.write_text(config)
    return p


def test_a_valid_table_loads_and_the_main_config_accepts_it(tmp_path: Path) -> None:
    p = paths(tmp_path, '[integrations]\nexit_grace_s = 2\n[integrations.slack]\n'
                        'channel = "#b"\nevents = ["task.failed"]\n'
                        '[integrations.email]\nhost = "h"\nsender = "a@b.c"\nto = ["x@y.z"]\n'
                        'enabled = false\n')
    loaded = settings.load(p)
    assert loaded.exit_grace_s == 2.0
    assert [c.name for c in loaded.enabled] == ["slack"]
    assert loaded.get("slack").events == ("task.failed",)  # type: ignore[union-attr]
    load_settings(p)  # [integrations] is not an unknown setting


@pytest.mark.parametrize(("table", "says"), [
    ('[integrations.slak]\nchannel = "#b"', "did you mean slack"),
    ('[integrations.slack]\nchannel = "#b"\ntoken = "xoxb-1"', "openkoi connect slack"),
    ("[integrations.slack]\n", "channel is missing"),
    ('[integrations.slack]\nchannel = 5', "wrong type"),
    ('[integrations.slack]\nchannel = "#b"\nevents = ["task.done"]', "events must be"),
    ('[integrations.github]\nrepo = "nope"', "owner/name"),
    ('[integrations.email]\nhost = "h"\nsender = "a@b.c"\nto = ["nobody"]', "addresses"),
    ("[integrations]\nbudget_warning_fraction = 2", "budget_warning_fraction"),
    ("integrations = 3", "must be a table"),
])
def test_bad_tables_are_one_line_config_errors(tmp_path: Path, table: str, says: str) -> None:
    with pytest.raises(ConfigError) as caught:
        settings.load(paths(tmp_path, table))
    assert says in f"{caught.value} ({caught.value.hint})"


def test_secrets_come_from_the_environment_or_openkoi_connect(tmp_path: Path) -> None:
    p = paths(tmp_path, '[integrations.slack]\nchannel = "#b"\n')
    configured = settings.load(p).get("slack")
    assert configured is not None
    with pytest.raises(CredentialError, match="no bot token") as caught:
        settings.build(p, configured, env={})
    assert caught.value.hint == "set $SLACK_BOT_TOKEN or run: openkoi connect slack"
    save_key(p, settings.credential_name("slack"), "xoxb-saved")
    assert settings.build(p, configured, env={}).token == "xoxb-saved"
    built = settings.build(p, configured, env={"SLACK_BOT_TOKEN": "xoxb-env"})
    assert built.token == "xoxb-env"


class Pager(Integration):
    name = "pager"
    label = "Pager"
    keys: ClassVar[dict[str, type | tuple[type, ...]]] = {"room": str}
    required = ("room",)
    sent: ClassVar[list[Result]] = []

    async def post(self, result: Result, thread: str) -> str:
        self.sent.append(result)
        return ""


class PagerPlugin:
    @plugins.hookimpl
    def register_integrations(self, register: Any) -> None:
        register(Pager)


def test_a_third_party_package_adds_an_eleventh(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENKOI_NO_PLUGINS", "1")
    plugins.reset()
    try:
        manager = plugins.manager()
        manager.pm.register(PagerPlugin(), name="openkoi_pager")
        known = settings.services()
        assert list(known)[:6] == ["slack", "email", "github", "discord", "teams", "telegram"]
        assert known["pager"] is Pager
        loaded = settings.load(paths(tmp_path, '[integrations.pager]\nroom = "ops"\n'))
        assert loaded.enabled[0].cls is Pager
    finally:
        plugins.reset()
