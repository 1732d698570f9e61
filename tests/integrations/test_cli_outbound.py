"""`openkoi connect NAME` and `openkoi integrations test NAME` for Linear, Jira, Notion,
Google Docs: the real CLI in a subprocess against a fake of each API on 127.0.0.1."""

from __future__ import annotations

import os
from pathlib import Path

from cli_support import openkoi
from fake_servers import FakeServer, Reply

SECRETS = ("LINEAR_API_KEY", "JIRA_API_TOKEN", "NOTION_TOKEN", "GOOGLE_DOCS_TOKEN")


def home(tmp_path: Path, config: str) -> dict[str, str]:
    h = tmp_path / "home"
    h.mkdir(exist_ok=True)
    (h / "config.toml").write_text(config)
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("OPENKOI_") and k not in SECRETS}
    env.update({"OPENKOI_HOME": str(h), "OPENKOI_NO_PROBE": "1", "HOME": str(tmp_path)})
    return env


def connect(name: str, secret: str, env: dict[str, str], cwd: Path) -> Path:
    saved = openkoi(["connect", name, "--key-stdin"], env, cwd, input=secret + "\n")
    assert saved.returncode == 0, saved.stderr
    key = Path(env["OPENKOI_HOME"]) / "credentials" / f"integration.{name}.key"
    assert key.read_text().strip() == secret and oct(key.stat().st_mode & 0o777) == "0o600"
    return key


def test_linear(tmp_path: Path) -> None:
    issue = Reply(200, {"data": {"issue": {"id": "uuid-5"}}})
    comment = Reply(200, {"data": {"commentCreate": {"success": True, "comment": {"id": "c"}}}})
    refused = Reply(400, {"errors": [{"message": "Authentication required",
                                      "extensions": {"code": "AUTHENTICATION_ERROR"}}]})
    with FakeServer(issue, comment, refused) as srv:
        env = home(tmp_path, f'[integrations.linear]\nteam = "ENG"\n'
                             f'base_url = "{srv.url}/graphql"\n')
        missing = openkoi(["integrations", "test", "linear", "--issue", "ENG-5"], env, tmp_path)
        assert missing.returncode == 4 and "openkoi connect linear" in missing.stderr
        connect("linear", "lin_api_cli", env, tmp_path)
        nothing = openkoi(["integrations", "test", "linear"], env, tmp_path)
        assert nothing.returncode == 2 and "names no ENG issue" in nothing.stderr
        sent = openkoi(["integrations", "test", "linear", "--issue", "ENG-5"], env, tmp_path)
        assert sent.returncode == 0, sent.stderr
        assert "sent a test message to linear (ENG)" in sent.stdout
        bad = openkoi(["integrations", "test", "linear", "--issue", "ENG-5"], env, tmp_path)
        assert bad.returncode == 4 and "Authentication required" in bad.stderr
    assert srv.requests[0].headers["authorization"] == "lin_api_cli"
    assert srv.requests[0].body["variables"] == {"id": "ENG-5"}
    assert "Test message" in srv.requests[1].body["variables"]["input"]["body"]


def test_jira(tmp_path: Path) -> None:
    with FakeServer(Reply(201, {"id": "1"}), Reply(503, {"errorMessages": ["down"]})) as srv:
        env = home(tmp_path, f'[integrations.jira]\nurl = "{srv.url}"\nprojects = ["ENG"]\n'
                             'email = "me@example.com"\n')
        connect("jira", "jira-cli-token", env, tmp_path)
        sent = openkoi(["integrations", "test", "jira", "--issue", "ENG-9"], env, tmp_path)
        assert sent.returncode == 0, sent.stderr
        assert "sent a test message to jira (ENG)" in sent.stdout
        failing = openkoi(["integrations", "test", "jira", "--issue", "ENG-9"], env, tmp_path)
        assert failing.returncode == 5 and "Jira answered HTTP 503" in failing.stderr
    assert srv.requests[0].path == "/rest/api/2/issue/ENG-9/comment"
    assert "Test message" in srv.requests[0].body["body"]
    bad = home(tmp_path, '[integrations.jira]\nurl = "x"\nprojects = ["ENG"]\n')
    refused = openkoi(["integrations", "test", "jira", "--issue", "ENG-9"], bad, tmp_path)
    assert refused.returncode == 3 and "url must be the site's http(s) address" in refused.stderr


def test_notion(tmp_path: Path) -> None:
    page = "0123456789abcdef0123456789abcdef"
    with FakeServer(Reply(200, {"object": "page", "id": "p1"}),
                    Reply(401, {"object": "error", "status": 401, "code": "unauthorized",
                                "message": "API token is invalid."})) as srv:
        env = home(tmp_path, f'[integrations.notion]\nparent_page = "{page}"\n'
                             f'base_url = "{srv.url}"\n')
        connect("notion", "ntn_cli", env, tmp_path)
        sent = openkoi(["integrations", "test", "notion"], env, tmp_path)
        assert sent.returncode == 0, sent.stderr
        assert f"sent a test message to notion (page {page})" in sent.stdout
        refused = openkoi(["integrations", "test", "notion"], env, tmp_path)
        assert refused.returncode == 4 and "API token is invalid" in refused.stderr
    assert srv.requests[0].headers["authorization"] == "Bearer ntn_cli"
    assert srv.requests[0].body["children"][0]["callout"]["color"] == "blue_background"


def test_gdocs(tmp_path: Path) -> None:
    doc = {"/v1/documents/D1": Reply(200, {"body": {"content": [{"endIndex": 7}]}})}
    with FakeServer(Reply(200, {"replies": []}), routes=doc) as srv:
        env = home(tmp_path, f'[integrations.gdocs]\ndocument_id = "D1"\n'
                             f'base_url = "{srv.url}"\n')
        missing = openkoi(["integrations", "test", "gdocs"], env, tmp_path)
        assert missing.returncode == 4 and "openkoi connect gdocs" in missing.stderr
        connect("gdocs", "ya29.cli-token", env, tmp_path)
        sent = openkoi(["integrations", "test", "gdocs"], env, tmp_path)
        assert sent.returncode == 0, sent.stderr
        assert "sent a test message to gdocs (document D1)" in sent.stdout
    assert srv.requests[0].headers["authorization"] == "Bearer ya29.cli-token"
    insert = srv.requests[1].body["requests"][0]["insertText"]
    assert insert["location"] == {"index": 6} and "Test message" in insert["text"]
    bad = home(tmp_path, '[integrations.gdocs]\ndocument_id = "D1"\n'
                         'service_account_file = "/nowhere/sa.json"\n')
    refused = openkoi(["integrations", "test", "gdocs"], bad, tmp_path)
    assert refused.returncode == 3 and "is not a file" in refused.stderr


def test_gdocs_service_account_key_through_connect(tmp_path: Path) -> None:
    """A service account's JSON key (many lines, spaces in its PEM) piped to `openkoi connect
    gdocs --key-stdin` is kept whole and signs the token exchange."""
    import json

    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric import rsa

    pem = rsa.generate_private_key(public_exponent=65537, key_size=2048).private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption()).decode()
    token = Reply(200, {"access_token": "ya29.sa", "expires_in": 3600, "token_type": "Bearer"})
    doc = {"/v1/documents/D1": Reply(200, {"body": {"content": [{"endIndex": 3}]}})}
    with FakeServer(token, Reply(200, {"replies": []}), routes=doc) as srv:
        key = json.dumps({"type": "service_account", "private_key": pem, "private_key_id": "1",
                          "client_email": "koi@p.iam.gserviceaccount.com",
                          "token_uri": srv.url + "/token"}, indent=2)
        env = home(tmp_path, f'[integrations.gdocs]\ndocument_id = "D1"\n'
                             f'base_url = "{srv.url}"\n')
        saved = openkoi(["connect", "gdocs", "--key-stdin"], env, tmp_path, input=key)
        assert saved.returncode == 0, saved.stderr
        stored = Path(env["OPENKOI_HOME"]) / "credentials" / "integration.gdocs.key"
        assert json.loads(stored.read_text())["private_key"] == pem
        assert oct(stored.stat().st_mode & 0o777) == "0o600"
        sent = openkoi(["integrations", "test", "gdocs"], env, tmp_path)
        assert sent.returncode == 0, sent.stderr
    assert srv.requests[0].path == "/token"
    assert srv.requests[1].headers["authorization"] == "Bearer ya29.sa"
