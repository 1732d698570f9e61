"""Inbound over HTTP, one receiver at a time: each request signed as the service signs it
(Slack's v0 HMAC through slack-sdk, GitHub's X-Hub-Signature-256, Discord's Ed25519 with
PyNaCl); only configured channels and senders become tasks; handshakes are answered."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
from nacl.signing import SigningKey
from slack_sdk.signature import SignatureVerifier

from openkoi.config import Paths
from openkoi.errors import ConfigError
from openkoi.integrations import receive, settings
from openkoi.integrations.discord_interactions import DiscordInteractions
from openkoi.integrations.github_events import GitHubEvents, signature
from openkoi.integrations.inbound import Incoming
from openkoi.integrations.slack_events import SlackEvents

SLACK_SECRET = "8f742231b10e8888abcd99yyyzzz85a5"
GITHUB_SECRET = "it's a secret to everybody"


def slack_signed(data: dict[str, Any], secret: str = SLACK_SECRET,
                 stamp: int | None = None) -> tuple[dict[str, str], bytes]:
    body = json.dumps(data).encode()
    ts = str(int(time.time()) if stamp is None else stamp)
    sig = SignatureVerifier(secret).generate_signature(timestamp=ts, body=body.decode())
    assert sig is not None
    return {"x-slack-request-timestamp": ts, "x-slack-signature": sig}, body


def mention(text: str, user: str = "U1", channel: str = "C1", event_id: str = "Ev1",
            **extra: Any) -> dict[str, Any]:
    return {"type": "event_callback", "event_id": event_id,
            "event": {"type": "app_mention", "user": user, "channel": channel, "text": text,
                      "ts": "1700000000.000100", **extra}}


def slack_receiver() -> SlackEvents:
    return SlackEvents({"allowed_channels": ["C1"], "allowed_users": ["U1"]}, SLACK_SECRET)


def test_slack_answers_url_verification_and_refuses_bad_signatures() -> None:
    hook = slack_receiver()
    headers, body = slack_signed({"type": "url_verification", "challenge": "abc123"})
    assert hook.receive(headers, body).body == {"challenge": "abc123"}
    headers, body = slack_signed(mention("<@UBOT> hi"), secret="not the secret")
    assert hook.receive(headers, body).status == 401
    headers, body = slack_signed(mention("<@UBOT> hi"), stamp=int(time.time()) - 600)
    assert hook.receive(headers, body).status == 401  # a replay: too old
    headers, body = slack_signed(mention("<@UBOT> hi"))
    assert hook.receive(headers | {"x-slack-request-timestamp": "soon"}, body).status == 401
    assert hook.receive({}, body).status == 401


def test_slack_takes_a_mention_from_an_allowed_user_in_an_allowed_channel_once() -> None:
    hook = slack_receiver()
    headers, body = slack_signed(mention("<@U0BOT> add a health check to app.py"))
    reply = hook.receive(headers, body)
    assert reply.status == 200
    assert reply.incoming == Incoming("slack", "U1", "add a health check to app.py",
                                      "C1/1700000000.000100")
    assert hook.receive(headers, body).incoming is None  # Slack's retry: not a second task
    headers, body = slack_signed(mention("<@U0BOT> again", event_id="Ev2",
                                         thread_ts="1699999999.000001"))
    taken = hook.receive(headers, body).incoming
    assert taken is not None and taken.thread == "C1/1699999999.000001"  # the thread's root


@pytest.mark.parametrize("who", [{"user": "U2"}, {"channel": "C2"}, {"bot_id": "B1"}])
def test_slack_ignores_anyone_not_listed(who: dict[str, str]) -> None:
    headers, body = slack_signed(mention("<@U0BOT> rm -rf /", **who))
    reply = slack_receiver().receive(headers, body)
    assert reply.status == 200 and reply.incoming is None  # acknowledged: Slack won't retry


def comment(body: str, login: str = "alice", repo: str = "me/app") -> dict[str, Any]:
    return {"action": "created", "repository": {"full_name": repo},
            "issue": {"number": 5, "title": "Crash on empty input", "body": "see trace"},
            "comment": {"body": body, "user": {"login": login}}}


def github_post(data: dict[str, Any], event: str = "issue_comment", delivery: str = "d1",
                secret: str = GITHUB_SECRET) -> tuple[dict[str, str], bytes]:
    body = json.dumps(data).encode()
    return {"x-hub-signature-256": signature(secret, body), "x-github-event": event,
            "x-github-delivery": delivery}, body


def test_github_takes_an_openkoi_comment_by_an_allowed_user() -> None:
    hook = GitHubEvents({"repo": "Me/App", "allowed_users": ["Alice"]}, GITHUB_SECRET)
    assert hook.receive(*github_post({"zen": "hi"}, event="ping")).body["pong"] is True
    headers, body = github_post(comment("/openkoi fix the crash\nwith a test"))
    reply = hook.receive(headers, body)
    assert reply.incoming is not None
    assert (reply.incoming.text, reply.incoming.thread) == ("fix the crash\nwith a test", "5")
    assert reply.incoming.context.startswith("GitHub issue me/app#5: Crash on empty input")
    assert hook.receive(headers, body).incoming is None  # a redelivery
    for data in (comment("/openkoi x", login="mallory"), comment("/openkoi x", repo="o/other"),
                 comment("just a remark"), comment("/openkoi")):
        assert hook.receive(*github_post(data, delivery=str(id(data)))).incoming is None
    bad = github_post(comment("/openkoi x"), delivery="d9", secret="wrong")
    assert hook.receive(*bad).status == 401
    unsigned = {k: v for k, v in github_post(comment("/openkoi x"))[0].items()
                if k != "x-hub-signature-256"}
    assert hook.receive(unsigned, b"{}").status == 401


KEY = SigningKey.generate()
PUBLIC = KEY.verify_key.encode().hex()


def discord_signed(data: dict[str, Any], key: SigningKey = KEY,
                   stamp: int | None = None) -> tuple[dict[str, str], bytes]:
    body = json.dumps(data).encode()
    ts = str(int(time.time()) if stamp is None else stamp)
    sig = key.sign(ts.encode() + body).signature.hex()
    return {"x-signature-ed25519": sig, "x-signature-timestamp": ts}, body


def slash(task: str, user: str = "42", ident: str = "i1") -> dict[str, Any]:
    return {"type": 2, "id": ident, "token": "tok-abc", "channel_id": "7",
            "member": {"user": {"id": user, "username": "ann"}},
            "data": {"name": "openkoi", "options": [{"name": "task", "type": 3,
                                                     "value": task}]}}


def test_discord_pongs_defers_a_command_and_answers_strangers_privately() -> None:
    hook = DiscordInteractions({"application_id": "99", "public_key": PUBLIC,
                                "allowed_users": ["42"], "api_base": "http://127.0.0.1:1/api"})
    assert hook.receive(*discord_signed({"type": 1})).body == {"type": 1}
    reply = hook.receive(*discord_signed(slash("write notes.md")))
    assert reply.body == {"type": 5}
    assert reply.incoming == Incoming("discord", "ann", "write notes.md",
                                      "http://127.0.0.1:1/api/webhooks/99/tok-abc")
    stranger = hook.receive(*discord_signed(slash("rm -rf /", user="13", ident="i2")))
    assert stranger.incoming is None and stranger.body["type"] == 4
    assert stranger.body["data"]["flags"] == 64  # only they see it
    assert hook.receive(*discord_signed({"type": 1}, key=SigningKey.generate())).status == 401
    assert hook.receive(*discord_signed({"type": 1}, stamp=int(time.time()) - 3600)).status \
        == 401
    headers, body = discord_signed({"type": 1})
    assert hook.receive(headers, body + b" ").status == 401  # the body was changed


def home(tmp_path: Path, text: str) -> Paths:
    (tmp_path / "config.toml").write_text(text)
    return Paths.from_env({"OPENKOI_HOME": str(tmp_path)})


def test_inbound_needs_its_allow_lists_and_secret(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    paths = home(tmp_path, '[integrations.slack]\nchannel = "#b"\ninbound = true\n'
                 'allowed_users = ["U1"]\n')
    with pytest.raises(ConfigError, match="allowed_channels"):
        settings.load(paths)
    paths = home(tmp_path, '[integrations.discord]\ninbound = true\nallowed_users = ["1"]\n'
                 'application_id = "9"\npublic_key = "zz"\n')
    with pytest.raises(ConfigError, match="public_key must be 64 hex"):
        settings.load(paths)
    paths = home(tmp_path, '[integrations.github]\nrepo = "me/app"\ninbound = true\n'
                 'allowed_users = ["alice"]\n')
    monkeypatch.delenv("GITHUB_WEBHOOK_SECRET", raising=False)
    assert receive.receivers(paths) == {}  # no webhook secret: off (logged)
    monkeypatch.setenv("GITHUB_WEBHOOK_SECRET", GITHUB_SECRET)
    assert list(receive.receivers(paths)) == ["github"]
