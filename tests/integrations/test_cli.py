"""`openkoi connect slack`, `openkoi integrations [list|test NAME]`, `openkoi disconnect
slack`: the real CLI in a subprocess against a fake Slack API on 127.0.0.1."""

from __future__ import annotations

import json
import os
from pathlib import Path

from cli_support import openkoi
from fake_servers import FakeServer, Reply, free_port


def home(tmp_path: Path, config: str = "") -> dict[str, str]:
    h = tmp_path / "home"
    h.mkdir(exist_ok=True)
    (h / "config.toml").write_text(config)
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("OPENKOI_") and k != "SLACK_BOT_TOKEN"}
    env.update({"OPENKOI_HOME": str(h), "OPENKOI_NO_PROBE": "1", "HOME": str(tmp_path)})
    return env


def test_connect_list_test_and_disconnect(tmp_path: Path) -> None:
    with FakeServer(Reply(200, {"ok": True, "ts": "1.1"}),
                    Reply(200, {"ok": False, "error": "invalid_auth"})) as slack:
        env = home(tmp_path, f'[integrations.slack]\nchannel = "#ops"\n'
                             f'base_url = "{slack.url}/api/"\n')
        missing = openkoi(["integrations", "test", "slack"], env, tmp_path)
        assert missing.returncode == 4
        assert "Slack has no bot token" in missing.stderr
        assert "openkoi connect slack" in missing.stderr
        saved = openkoi(["connect", "slack", "--key-stdin"], env, tmp_path,
                        input="xoxb-cli-token\n")
        assert saved.returncode == 0, saved.stderr
        key = Path(env["OPENKOI_HOME"]) / "credentials" / "integration.slack.key"
        assert key.read_text().strip() == "xoxb-cli-token"
        assert oct(key.stat().st_mode & 0o777) == "0o600"
        sent = openkoi(["integrations", "test", "slack"], env, tmp_path)
        assert sent.returncode == 0, sent.stderr
        assert "sent a test message to slack (#ops)" in sent.stdout
        refused = openkoi(["integrations", "test", "slack"], env, tmp_path)
        assert refused.returncode == 4 and "invalid_auth" in refused.stderr
    assert slack.requests[0].headers["authorization"] == "Bearer xoxb-cli-token"
    assert slack.requests[0].body["attachments"][0]["title"].startswith("Test message")
    listed = json.loads(openkoi(["integrations", "list", "--json"], env, tmp_path).stdout)
    row = next(r for r in listed if r["name"] == "slack")
    assert row["enabled"] and row["target"] == "#ops" and row["secret"].startswith("file:")
    assert {r["name"] for r in listed} >= {"slack", "email", "github", "discord", "teams",
                                          "telegram"}
    status = openkoi(["connect", "status", "--json"], env, tmp_path)
    assert "integration.slack" not in status.stdout  # not a model provider
    gone = openkoi(["disconnect", "slack"], env, tmp_path)
    assert gone.returncode == 0 and not key.exists()


def test_list_and_test_errors(tmp_path: Path) -> None:
    dead = f"http://127.0.0.1:{free_port()}"
    env = home(tmp_path, "[integrations.discord]\n[integrations.teams]\nenabled = false\n")
    env["DISCORD_WEBHOOK_URL"] = dead + "/hook"
    unreachable = openkoi(["integrations", "test", "discord"], env, tmp_path)
    assert unreachable.returncode == 5 and "Discord is unreachable" in unreachable.stderr
    text = openkoi(["integrations"], env, tmp_path).stdout
    assert "discord   enabled -> discord webhook" in text
    assert "secret: env:DISCORD_WEBHOOK_URL" in text
    assert "teams     disabled" in text and "slack     not set up" in text
    bad = openkoi(["integrations", "test", "nope"], env, tmp_path)
    assert bad.returncode == 2 and "unknown integration 'nope'" in bad.stderr
    github = home(tmp_path, '[integrations.github]\nrepo = "me/app"\n')
    github["GITHUB_TOKEN"] = "ghp_x"
    no_issue = openkoi(["integrations", "test", "github"], github, tmp_path)
    assert no_issue.returncode == 2 and "--issue ID" in no_issue.stderr


def test_connect_inbound_saves_the_signing_secret_apart(tmp_path: Path) -> None:
    env = home(tmp_path, '[integrations.github]\nrepo = "me/app"\n')
    saved = openkoi(["connect", "github", "--inbound", "--key-stdin"], env, tmp_path,
                    input="hook-secret-1\n")
    assert saved.returncode == 0, saved.stderr
    assert "saved the GitHub webhook secret" in saved.stdout
    assert "/hooks/github" in saved.stderr
    key = Path(env["OPENKOI_HOME"]) / "credentials" / "integration.github.inbound.key"
    assert key.read_text().strip() == "hook-secret-1"
    assert oct(key.stat().st_mode & 0o777) == "0o600"
    assert not (key.parent / "integration.github.key").exists()  # the API token is apart
    teams = openkoi(["connect", "teams", "--inbound", "--key-stdin"], env, tmp_path,
                    input="x\n")
    assert teams.returncode == 2 and "signs nothing" in teams.stderr
    gone = openkoi(["disconnect", "github"], env, tmp_path)
    assert gone.returncode == 0 and "webhook secret" in gone.stdout and not key.exists()
