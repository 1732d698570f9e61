"""Device-code sign-in (GitHub Copilot, ChatGPT) against a fake authorization + API server on
127.0.0.1: the code shown, polling with slow_down, expiry, denial, the stored tokens (0600)
and their refresh before expiry, and model calls that carry the fresh token."""

from __future__ import annotations

import asyncio
import base64
import json
import stat
import time
from pathlib import Path

import pytest
from fake_servers import FakeServer, Reply, openai_text

from openkoi.config import Paths, Settings
from openkoi.errors import CredentialError
from openkoi.models import oauth
from openkoi.models.base import Message
from openkoi.models.credentials import OAuthToken, find_credentials, read_oauth, save_oauth
from openkoi.models.registry import resolve_model

DEVICE = Reply(200, {"device_code": "dev-1", "user_code": "ABCD-1234",
                     "verification_uri": "https://github.example/login/device",
                     "expires_in": 900, "interval": 1})


def copilot_token(token: str = "cop-1", ttl: float = 1800.0, api: str = "") -> Reply:
    body: dict[str, object] = {"token": token, "expires_at": int(time.time() + ttl),
                               "refresh_in": 1500}
    if api:
        body["endpoints"] = {"api": api}
    return Reply(200, body)


def github_env(url: str) -> dict[str, str]:
    return {"OPENKOI_GITHUB_URL": url, "OPENKOI_GITHUB_API_URL": url}


class Clock:
    """A clock the sleeps advance (no real waiting)."""

    def __init__(self) -> None:
        self.now = 0.0
        self.slept: list[float] = []

    def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += seconds

    def __call__(self) -> float:
        return self.now


def paths_in(tmp_path: Path) -> Paths:
    return Paths.from_env({"OPENKOI_HOME": str(tmp_path / "home")})


def test_copilot_sign_in_polls_slows_down_and_stores_the_tokens(tmp_path: Path) -> None:
    with FakeServer(DEVICE, Reply(200, {"error": "authorization_pending"}),
                    Reply(200, {"error": "slow_down", "interval": 6}),
                    Reply(200, {"error": "authorization_pending"}),
                    Reply(200, {"access_token": "gho_user", "token_type": "bearer"}),
                    routes={"/copilot_internal/v2/token": copilot_token(
                        api="https://copilot.example")}) as server:
        clock = Clock()
        shown: list[oauth.DeviceCode] = []
        paths = paths_in(tmp_path)
        token = oauth.sign_in("copilot", paths, show=shown.append, env=github_env(server.url),
                              sleep=clock.sleep, clock=clock)
    assert shown[0].user_code == "ABCD-1234"
    assert clock.slept == [1.0, 1.0, 6.0, 6.0]  # slow_down: the interval the server named
    polls = [r for r in server.requests if r.path == "/login/oauth/access_token"]
    assert len(polls) == 4 and "device_code=dev-1" in polls[0].body
    exchange = next(r for r in server.requests if r.path == "/copilot_internal/v2/token")
    assert exchange.headers["authorization"] == "token gho_user"
    assert token.api_token == "cop-1" and token.api_base == "https://copilot.example"
    stored = paths.credentials / "oauth" / "copilot.json"
    assert stat.S_IMODE(stored.stat().st_mode) == 0o600
    assert read_oauth(paths, "copilot") == token
    creds = find_credentials(paths, {}, ollama_url=None)
    assert [c.source for c in creds] == [f"oauth:{stored}"]


def test_slow_down_without_an_interval_adds_five_seconds(tmp_path: Path) -> None:
    with FakeServer(DEVICE, Reply(200, {"error": "slow_down"}),
                    Reply(200, {"access_token": "gho_user"}),
                    routes={"/copilot_internal/v2/token": copilot_token()}) as server:
        clock = Clock()
        oauth.sign_in("copilot", paths_in(tmp_path), show=lambda c: None,
                      env=github_env(server.url), sleep=clock.sleep, clock=clock)
    assert clock.slept == [1.0, 6.0]


@pytest.mark.parametrize(("answer", "words"), [
    ({"error": "access_denied"}, "was denied"),
    ({"error": "expired_token"}, "expired before it was approved"),
])
def test_denial_and_expiry_store_nothing(tmp_path: Path, answer: dict[str, str],
                                         words: str) -> None:
    with FakeServer(DEVICE, Reply(200, {"error": "authorization_pending"}),
                    Reply(200, answer)) as server:
        clock = Clock()
        paths = paths_in(tmp_path)
        with pytest.raises(CredentialError, match=words):
            oauth.sign_in("copilot", paths, show=lambda c: None, env=github_env(server.url),
                          sleep=clock.sleep, clock=clock)
    assert read_oauth(paths, "copilot") is None


def test_the_code_expires_on_our_side_too(tmp_path: Path) -> None:
    short = Reply(200, {"device_code": "d", "user_code": "U", "verification_uri": "v",
                        "expires_in": 3, "interval": 1})
    pending = [Reply(200, {"error": "authorization_pending"}) for _ in range(5)]
    with FakeServer(short, *pending) as server:
        clock = Clock()
        with pytest.raises(CredentialError, match="expired"):
            oauth.sign_in("copilot", paths_in(tmp_path), show=lambda c: None,
                          env=github_env(server.url), sleep=clock.sleep, clock=clock)
    assert len([r for r in server.requests if r.method == "POST"]) == 4  # code + 3 polls


def test_no_copilot_subscription_is_a_credential_error(tmp_path: Path) -> None:
    no_access = Reply(404, {"message": "Not Found"})
    with FakeServer(DEVICE, Reply(200, {"access_token": "gho_user"}),
                    routes={"/copilot_internal/v2/token": no_access}) as server, \
            pytest.raises(CredentialError, match="no Copilot access"):
        oauth.sign_in("copilot", paths_in(tmp_path), show=lambda c: None,
                      env=github_env(server.url), sleep=lambda s: None)


def test_a_copilot_model_refreshes_an_expiring_token_before_the_call(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    paths = paths_in(tmp_path)
    with FakeServer(Reply(sse=openai_text(["hello"])), Reply(sse=openai_text(["again"])),
                    routes={"/copilot_internal/v2/token": copilot_token("cop-new")}) as server:
        for k, v in github_env(server.url).items():
            monkeypatch.setenv(k, v)
        save_oauth(paths, OAuthToken("copilot", "gho_user", api_token="cop-old",
                                     api_expires_at=time.time() + 60,  # within the margin
                                     api_base=server.url))
        model = resolve_model("copilot/gpt-4.1", Settings(), paths)

        async def two_calls() -> list[str]:
            first = await model.complete([Message("user", "hi")])
            second = await model.complete([Message("user", "hi")])
            return [first.text, second.text]

        assert asyncio.run(two_calls()) == ["hello", "again"]
    chats = [r for r in server.requests if r.path == "/chat/completions"]
    assert [r.headers["authorization"] for r in chats] == ["Bearer cop-new"] * 2
    assert chats[0].headers["copilot-integration-id"] == "vscode-chat"
    exchanges = [r for r in server.requests if r.path == "/copilot_internal/v2/token"]
    assert len(exchanges) == 1  # the fresh token is kept and reused
    assert read_oauth(paths, "copilot").api_token == "cop-new"  # type: ignore[union-attr]


def test_a_signed_in_provider_without_a_sign_in_says_how(tmp_path: Path) -> None:
    with pytest.raises(CredentialError, match="not signed in") as info:
        resolve_model("copilot/gpt-4.1", Settings(), paths_in(tmp_path), env={})
    assert info.value.hint and "openkoi connect copilot" in info.value.hint


def jwt(claims: dict[str, object]) -> str:
    def part(obj: object) -> str:
        return base64.urlsafe_b64encode(json.dumps(obj).encode()).decode().rstrip("=")
    return f"{part({'alg': 'none'})}.{part(claims)}.sig"


def test_chatgpt_sign_in_exchanges_the_code_and_refreshes(tmp_path: Path) -> None:
    id_token = jwt({"https://api.openai.com/auth": {"chatgpt_account_id": "acct-7"}})
    with FakeServer(Reply(200, {"device_auth_id": "da-1", "user_code": "WXYZ-9",
                                "interval": "2"}),
                    Reply(403, {"error": "pending"}),
                    Reply(200, {"authorization_code": "ac-1", "code_verifier": "ver-1",
                                "code_challenge": "ch-1"}),
                    Reply(200, {"access_token": "at-1", "refresh_token": "rt-1",
                                "id_token": id_token, "expires_in": 3600}),
                    Reply(200, {"access_token": "at-2", "expires_in": 3600}),
                    ) as server:
        env = {"OPENKOI_CHATGPT_AUTH_URL": server.url}
        clock = Clock()
        shown: list[oauth.DeviceCode] = []
        paths = paths_in(tmp_path)
        token = oauth.sign_in("chatgpt", paths, show=shown.append, env=env, sleep=clock.sleep,
                              clock=clock)
        assert shown[0].verification_uri == f"{server.url}/codex/device"
        assert clock.slept == [2.0, 2.0]
        assert (token.access_token, token.refresh_token, token.account_id) == (
            "at-1", "rt-1", "acct-7")
        exchange = server.requests[3]
        assert exchange.path == "/oauth/token" and "code_verifier=ver-1" in exchange.body
        # one hour later the token is about to expire: refreshed with the refresh token
        later = oauth.fresh_token(paths, "chatgpt", env=env, now=lambda: time.time() + 3500)
        refresh = server.requests[4].body
        assert refresh["grant_type"] == "refresh_token" and refresh["refresh_token"] == "rt-1"
    assert (later.access_token, later.refresh_token, later.account_id) == (
        "at-2", "rt-1", "acct-7")
    assert read_oauth(paths, "chatgpt") == later


def test_a_refused_refresh_asks_to_sign_in_again(tmp_path: Path) -> None:
    paths = paths_in(tmp_path)
    save_oauth(paths, OAuthToken("chatgpt", "at-1", refresh_token="rt-1", expires_at=1.0))
    with FakeServer(Reply(401, {"error": "invalid_grant"})) as server, \
            pytest.raises(CredentialError, match="refused") as info:
        oauth.fresh_token(paths, "chatgpt", env={"OPENKOI_CHATGPT_AUTH_URL": server.url})
    assert info.value.hint == "sign in again: openkoi connect chatgpt"


def responses_events(text: str, calls: list[tuple[str, str, str]] | None = None
                     ) -> list[tuple[str, object]]:
    base = {"id": "resp_1", "object": "response", "created_at": 1, "model": "gpt-5",
            "output": [], "parallel_tool_calls": True, "tool_choice": "auto", "tools": [],
            "status": "in_progress"}
    events: list[tuple[str, object]] = [("response.created", {
        "type": "response.created", "sequence_number": 0, "response": base})]
    for i, ch in enumerate(text):
        events.append(("response.output_text.delta", {
            "type": "response.output_text.delta", "sequence_number": i + 1, "item_id": "m1",
            "output_index": 0, "content_index": 0, "delta": ch, "logprobs": []}))
    for n, (call_id, name, args) in enumerate(calls or []):
        events.append(("response.output_item.done", {
            "type": "response.output_item.done", "sequence_number": 100 + n, "output_index": n,
            "item": {"type": "function_call", "id": f"fc_{n}", "call_id": call_id,
                     "name": name, "arguments": args, "status": "completed"}}))
    done = dict(base, status="completed", usage={
        "input_tokens": 12, "output_tokens": 5, "total_tokens": 17,
        "input_tokens_details": {"cached_tokens": 0},
        "output_tokens_details": {"reasoning_tokens": 0}})
    events.append(("response.completed", {"type": "response.completed",
                                          "sequence_number": 200, "response": done}))
    return events


def chatgpt_model(tmp_path: Path, url: str) -> object:
    paths = paths_in(tmp_path)
    save_oauth(paths, OAuthToken("chatgpt", "at-1", refresh_token="rt-1",
                                 expires_at=time.time() + 3600, account_id="acct-7"))
    home = tmp_path / "home"
    (home / "config.toml").write_text(f'[providers.chatgpt]\nbase_url = "{url}"\n')
    from openkoi.config import load_settings

    return resolve_model("chatgpt/gpt-5", load_settings(Paths.from_env(
        {"OPENKOI_HOME": str(home)})), paths)


def test_a_chatgpt_model_speaks_the_responses_api(tmp_path: Path) -> None:
    from openkoi.models.base import ToolSpec
    from openkoi.records import ToolCall

    with FakeServer(Reply(sse=responses_events("hi", [("call_1", "read_file",
                                                       '{"path": "a.py"}')]))) as server:
        model = chatgpt_model(tmp_path, server.url)
        messages = [Message("system", "be brief"), Message("user", "read a.py"),
                    Message("assistant", "", tool_calls=[ToolCall("c0", "ls", {})]),
                    Message("tool", "a.py", tool_call_id="c0", name="ls")]
        tools = [ToolSpec("read_file", "read", {"type": "object", "properties": {}})]
        out = asyncio.run(model.complete(messages, tools=tools))  # type: ignore[attr-defined]
    assert out.text == "hi" and out.finish_reason == "tool_calls"
    assert out.tool_calls[0].name == "read_file" and out.tool_calls[0].id == "call_1"
    assert (out.usage.input_tokens, out.usage.output_tokens) == (12, 5)
    sent = server.requests[0]
    assert sent.path == "/responses"
    assert sent.headers["authorization"] == "Bearer at-1"
    assert sent.headers["chatgpt-account-id"] == "acct-7"
    body = sent.body
    assert body["instructions"] == "be brief" and body["store"] is False
    assert "max_output_tokens" not in body
    assert body["input"][1] == {"type": "function_call", "call_id": "c0", "name": "ls",
                                "arguments": "{}"}
    assert body["input"][2]["type"] == "function_call_output"
    assert body["tools"][0]["name"] == "read_file"


def test_chatgpt_errors_are_classified(tmp_path: Path) -> None:
    from openkoi.errors import ContextOverflow, RateLimited
    from openkoi.models.retry import RetryingModel

    with FakeServer(Reply(429, {"error": {"message": "slow down", "type": "rate_limit"}},
                          headers={"retry-after": "7"}),
                    Reply(400, {"error": {"message": "Your input exceeds the context window "
                                          "of this model", "code": "context_length_exceeded"}}),
                    ) as server:
        model = chatgpt_model(tmp_path, server.url)
        assert isinstance(model, RetryingModel)
        inner = model.inner
        with pytest.raises(RateLimited) as limited:
            asyncio.run(inner.complete([Message("user", "x")]))
        assert limited.value.retry_after == 7.0
        with pytest.raises(ContextOverflow):
            asyncio.run(inner.complete([Message("user", "x")]))
