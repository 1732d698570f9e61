"""Amazon Bedrock on boto3 against a fake bedrock-runtime on 127.0.0.1 (the real SDK with
``endpoint_url`` pointed at it, answering in AWS's binary event-stream framing): streamed
text, tool use both ways, schema output, usage, credentials from the AWS chain, and the
errors as Bedrock words them (throttling, 5xx, input too long, bad credentials)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from fake_servers import FakeServer, Reply, aws_event, bedrock_stream, bedrock_text

from openkoi.config import Paths, Settings
from openkoi.errors import ContextOverflow, CredentialError, ProviderUnavailable, RateLimited
from openkoi.models.base import Message, ToolSpec
from openkoi.models.bedrock import BedrockModel
from openkoi.models.providers import builtin_providers
from openkoi.models.registry import resolve_model
from openkoi.records import ToolCall

BEDROCK = builtin_providers()["bedrock"]
MODEL = "us.anthropic.claude-haiku-4-5-20251001-v1:0"


@pytest.fixture(autouse=True)
def aws_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Credentials from the environment, the first link of the AWS chain; no profile files,
    no instance metadata."""
    for var in ("AWS_PROFILE", "AWS_SESSION_TOKEN", "AWS_BEARER_TOKEN_BEDROCK"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "AKIDFAKEFAKEFAKE")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "fake-secret")
    monkeypatch.setenv("AWS_REGION", "us-east-1")
    monkeypatch.setenv("AWS_CONFIG_FILE", str(tmp_path / "no-config"))
    monkeypatch.setenv("AWS_SHARED_CREDENTIALS_FILE", str(tmp_path / "no-credentials"))
    monkeypatch.setenv("AWS_EC2_METADATA_DISABLED", "true")


def model(url: str) -> BedrockModel:
    return BedrockModel(BEDROCK, MODEL, base_url=url)


def test_streams_text_signed_with_the_chain_credentials() -> None:
    with FakeServer(bedrock_text(["Hel", "lo"], usage=(12, 3))) as server:
        messages = [Message("system", "be brief"), Message("user", "hi"),
                    Message("assistant", "", tool_calls=[ToolCall("t1", "ls", {})]),
                    Message("tool", "a.py", tool_call_id="t1", name="ls")]
        out = asyncio.run(model(server.url).complete(messages, max_tokens=50, stop=["END"]))
    assert out.text == "Hello" and out.finish_reason == "stop"
    assert (out.usage.input_tokens, out.usage.output_tokens) == (12, 3)
    assert out.usage.cost_usd > 0
    sent = server.requests[0]
    assert sent.path == f"/model/{MODEL}/converse-stream".replace(":", "%3A")
    assert "Credential=AKIDFAKEFAKEFAKE/" in sent.headers["authorization"]  # SigV4, env creds
    body = sent.body
    assert body["system"] == [{"text": "be brief"}]
    assert body["inferenceConfig"] == {"maxTokens": 50, "stopSequences": ["END"]}
    assert [m["role"] for m in body["messages"]] == ["user", "assistant", "user"]
    assert body["messages"][1]["content"][0]["toolUse"]["name"] == "ls"
    assert body["messages"][2]["content"][0]["toolResult"]["toolUseId"] == "t1"


def test_tool_use_is_collected_from_fragments() -> None:
    events = [("messageStart", {"role": "assistant"}),
              ("contentBlockStart", {"contentBlockIndex": 0, "start": {
                  "toolUse": {"toolUseId": "tu-1", "name": "read_file"}}}),
              ("contentBlockDelta", {"contentBlockIndex": 0,
                                     "delta": {"toolUse": {"input": '{"path": '}}}),
              ("contentBlockDelta", {"contentBlockIndex": 0,
                                     "delta": {"toolUse": {"input": '"x.py"}'}}}),
              ("contentBlockStop", {"contentBlockIndex": 0}),
              ("messageStop", {"stopReason": "tool_use"}),
              ("metadata", {"usage": {"inputTokens": 5, "outputTokens": 9, "totalTokens": 14},
                            "metrics": {"latencyMs": 1}})]
    with FakeServer(bedrock_stream(events)) as server:
        tools = [ToolSpec("read_file", "read", {"type": "object", "properties": {}})]
        out = asyncio.run(model(server.url).complete([Message("user", "x")], tools=tools))
    assert out.tool_calls == [ToolCall("tu-1", "read_file", {"path": "x.py"})]
    assert out.finish_reason == "tool_calls"
    spec = server.requests[0].body["toolConfig"]["tools"][0]["toolSpec"]
    assert spec["name"] == "read_file" and spec["inputSchema"]["json"]["type"] == "object"


def test_a_schema_is_a_forced_tool_whose_input_is_the_answer() -> None:
    events = [("contentBlockStart", {"contentBlockIndex": 0, "start": {
                  "toolUse": {"toolUseId": "tu-1", "name": "structured_output"}}}),
              ("contentBlockDelta", {"contentBlockIndex": 0,
                                     "delta": {"toolUse": {"input": '{"ok": true}'}}}),
              ("contentBlockStop", {"contentBlockIndex": 0}),
              ("messageStop", {"stopReason": "tool_use"}),
              ("metadata", {"usage": {"inputTokens": 5, "outputTokens": 2, "totalTokens": 7},
                            "metrics": {"latencyMs": 1}})]
    with FakeServer(bedrock_stream(events)) as server:
        out = asyncio.run(model(server.url).complete(
            [Message("user", "ok?")], schema={"type": "object",
                                             "properties": {"ok": {"type": "boolean"}}}))
    assert out.parsed == {"ok": True} and out.tool_calls == [] and out.finish_reason == "stop"
    choice = server.requests[0].body["toolConfig"]["toolChoice"]
    assert choice == {"tool": {"name": "structured_output"}}


def aws_error(status: int, code: str, message: str, **headers: str) -> Reply:
    return Reply(status, {"message": message}, headers={"x-amzn-ErrorType": code, **headers})


@pytest.mark.parametrize(("reply", "kind"), [
    (aws_error(429, "ThrottlingException", "Too many requests, please wait before trying "
               "again.", **{"Retry-After": "2"}), RateLimited),
    (aws_error(503, "ServiceUnavailableException", "Service unavailable"), ProviderUnavailable),
    (aws_error(400, "ValidationException", "Input is too long for requested model."),
     ContextOverflow),
    (aws_error(403, "UnrecognizedClientException", "The security token included in the "
               "request is invalid."), CredentialError),
])
def test_errors_as_bedrock_words_them(reply: Reply, kind: type[Exception]) -> None:
    with FakeServer(reply) as server, pytest.raises(kind) as info:
        asyncio.run(model(server.url).complete([Message("user", "x")]))
    if isinstance(info.value, RateLimited):
        assert info.value.retry_after == 2.0
    assert len(server.requests) == 1  # boto3 itself does not retry


def test_an_error_inside_the_stream_is_classified() -> None:
    raw = (aws_event("messageStart", {"role": "assistant"})
           + aws_event("throttlingException", {"message": "Too many tokens"},
                       message_type="exception"))
    reply = Reply(raw=raw, headers={"Content-Type": "application/vnd.amazon.eventstream"})
    with FakeServer(reply) as server, pytest.raises(RateLimited):
        asyncio.run(model(server.url).complete([Message("user", "x")]))


def test_no_region_is_a_credential_error_with_the_fix(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("AWS_REGION")
    monkeypatch.delenv("AWS_DEFAULT_REGION", raising=False)
    with pytest.raises(CredentialError) as info:
        asyncio.run(BedrockModel(BEDROCK, MODEL).complete([Message("user", "x")]))
    assert info.value.hint and "AWS_REGION" in info.value.hint


def test_the_registry_builds_bedrock_with_an_endpoint_override(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.toml").write_text('[providers.bedrock]\nbase_url = "http://127.0.0.1:9"\n')
    from openkoi.config import load_settings

    paths = Paths.from_env({"OPENKOI_HOME": str(home)})
    m = resolve_model(f"bedrock/{MODEL}", load_settings(paths), paths, env={})
    assert type(m.inner).__name__ == "BedrockModel"  # type: ignore[attr-defined]
    assert m.inner.base_url == "http://127.0.0.1:9"  # type: ignore[attr-defined]
    plain = resolve_model(f"bedrock/{MODEL}", Settings(), paths, env={})
    assert plain.inner.base_url == ""  # type: ignore[attr-defined]  # boto3's own endpoint


# -- the model list: ListFoundationModels + ListInferenceProfiles on the `bedrock` client ------

FOUNDATION = Reply(200, {"modelSummaries": [
    {"modelId": "amazon.nova-micro-v1:0", "outputModalities": ["TEXT"],
     "inferenceTypesSupported": ["ON_DEMAND"], "modelLifecycle": {"status": "ACTIVE"}},
    {"modelId": "meta.llama3-8b-instruct-v1:0", "outputModalities": ["TEXT"],
     "inferenceTypesSupported": ["ON_DEMAND"], "modelLifecycle": {"status": "LEGACY"}},
    # callable only through an inference profile: listed below by its profile id
    {"modelId": "anthropic.claude-opus-9-v1:0", "outputModalities": ["TEXT"],
     "inferenceTypesSupported": ["INFERENCE_PROFILE"], "modelLifecycle": {"status": "ACTIVE"}},
    {"modelId": "cohere.old-v1", "outputModalities": ["TEXT"],
     "inferenceTypesSupported": ["ON_DEMAND"], "modelLifecycle": {"status": "EOL"}},
]})
PROFILES = Reply(200, {"inferenceProfileSummaries": [
    {"inferenceProfileId": "us.anthropic.claude-opus-9-v1:0", "status": "ACTIVE",
     "inferenceProfileName": "US Claude Opus 9", "type": "SYSTEM_DEFINED",
     "inferenceProfileArn": "arn:aws:bedrock:us-east-1::inference-profile/x",
     "models": [], "createdAt": "2026-01-01T00:00:00Z", "updatedAt": "2026-01-01T00:00:00Z"},
]})
LISTS = {"/foundation-models": FOUNDATION, "/inference-profiles": PROFILES}


def test_the_model_list_comes_from_bedrocks_own_api_and_is_cached(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from openkoi.models import discovery

    paths = Paths.from_env({"OPENKOI_HOME": str(tmp_path / "home")})
    with FakeServer(routes=LISTS) as server:
        monkeypatch.setenv("AWS_ENDPOINT_URL_BEDROCK", server.url)  # boto3's own setting
        names = discovery.discovered(BEDROCK, None, paths)
        again = discovery.discovered(BEDROCK, None, paths)  # within the hour: the cache
    assert names == again == ["amazon.nova-micro-v1:0", "meta.llama3-8b-instruct-v1:0",
                              "us.anthropic.claude-opus-9-v1:0"]
    assert [r.path.split("?")[0] for r in server.requests] == ["/foundation-models",
                                                               "/inference-profiles"]
    assert "byOutputModality=TEXT" in server.requests[0].path
    assert "Credential=AKIDFAKEFAKEFAKE/" in server.requests[0].headers["authorization"]
    assert "/us-east-1/bedrock/aws4_request" in server.requests[0].headers["authorization"]
    # a bare name only Bedrock's list has resolves to it (the AWS chain counts as connected)
    chosen = choose_model_env("us.anthropic.claude-opus-9-v1:0", paths)
    assert chosen.id == "bedrock/us.anthropic.claude-opus-9-v1:0"


def choose_model_env(name: str, paths: Paths) -> object:
    import os

    from openkoi.models.registry import choose_model

    return choose_model(name, Settings(), paths, env=dict(os.environ))


def test_a_refused_list_falls_back_and_without_aws_nothing_is_asked(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from openkoi.models import discovery

    paths = Paths.from_env({"OPENKOI_HOME": str(tmp_path / "home")})
    denied = Reply(403, {"message": "not authorized to perform bedrock:ListFoundationModels"},
                   headers={"x-amzn-ErrorType": "AccessDeniedException"})
    with FakeServer(routes={"/foundation-models": denied}) as server:
        monkeypatch.setenv("AWS_ENDPOINT_URL_BEDROCK", server.url)
        assert discovery.discovered(BEDROCK, None, paths) == []  # the table still holds
        assert len(server.requests) == 1
        monkeypatch.delenv("AWS_ACCESS_KEY_ID")
        monkeypatch.setenv("HOME", str(tmp_path))  # no ~/.aws either
        assert discovery.discovered(BEDROCK, None, paths, refresh=True) == []
        assert len(server.requests) == 1  # no credentials to find: not asked


def test_model_list_shows_bedrock_when_aws_is_configured(tmp_path: Path) -> None:
    import json
    import os

    from cli_support import openkoi

    home = tmp_path / "home"
    home.mkdir()
    with FakeServer(routes=LISTS) as server:
        env = {k: v for k, v in os.environ.items()
               if not k.startswith("OPENKOI_") and not k.endswith("_API_KEY")}
        env.update(OPENKOI_HOME=str(home), HOME=str(tmp_path),
                   AWS_ENDPOINT_URL_BEDROCK=server.url)
        done = openkoi(["model", "list", "--json"], env, tmp_path)
    assert done.returncode == 0, done.stderr
    bedrock = {p["provider"]: p for p in json.loads(done.stdout)["providers"]}["bedrock"]
    assert bedrock["listed"] and bedrock["source"] == "aws"
    assert "us.anthropic.claude-opus-9-v1:0" in bedrock["models"]
    assert MODEL in bedrock["models"]  # the table's own stay


def test_connect_bedrock_says_what_the_aws_chain_finds(tmp_path: Path) -> None:
    import json
    import os

    from cli_support import openkoi

    home = tmp_path / "home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENKOI_")}
    env.update(OPENKOI_HOME=str(home), OPENKOI_NO_PROBE="1", HOME=str(tmp_path))
    done = openkoi(["connect", "bedrock"], env, tmp_path)
    assert done.returncode == 0, done.stderr
    assert "AWS credentials from env:AWS_ACCESS_KEY_ID, region us-east-1" in done.stdout
    status = openkoi(["connect", "status"], env, tmp_path)
    assert "bedrock  aws chain (env:AWS_ACCESS_KEY_ID)" in status.stdout, status.stdout
    assert not (home / "credentials").exists()  # no AWS secret is stored
    doctor = openkoi(["doctor", "--offline", "--json"], env, tmp_path)
    checks = {c["name"]: c for c in json.loads(doctor.stdout)["checks"]}
    assert "env:AWS_ACCESS_KEY_ID" in checks["key bedrock"]["detail"]
    bare = {k: v for k, v in env.items() if not k.startswith("AWS_ACCESS")}
    missing = openkoi(["connect", "bedrock"], bare, tmp_path)
    assert missing.returncode == 2 and "aws configure" in missing.stderr, missing.stderr
