"""Amazon Bedrock's Converse API on ``boto3`` (imported only when used).

Credentials come from the standard AWS chain as boto3 resolves it (environment variables,
``~/.aws/credentials`` and ``config`` profiles with ``AWS_PROFILE``, SSO, container and
instance roles, or a Bedrock API key in ``AWS_BEARER_TOKEN_BEDROCK``); the region from
``AWS_REGION`` / ``AWS_DEFAULT_REGION`` or the profile. boto3's own retries are off (one
attempt: retries live in ``models/retry.py`` only); a provider ``base_url`` becomes the
client's ``endpoint_url`` (a VPC endpoint, the tests' fake server).

``ConverseStream`` -> Delta: text deltas as they come; ``toolUse`` input fragments are
collected per content block and yielded, parsed, on the final delta with the usage
(``metadata``) and the stop reason. boto3 is blocking: the call and each event are read in a
worker thread. A schema is asked for in the prompt-free way Bedrock offers for every model:
a forced tool whose input schema is the schema (as for Anthropic), its input returned as
the response text.
"""

from __future__ import annotations

import asyncio
import json
import uuid
from collections.abc import AsyncIterator, Mapping
from pathlib import Path
from typing import Any

from openkoi.errors import CredentialError, OpenKoiError, ProviderError
from openkoi.models.base import Delta, Message, Model, ToolSpec
from openkoi.models.openai_compat import CONNECT_TIMEOUT_S, DEFAULT_TIMEOUT_S, parse_arguments
from openkoi.models.providers import ProviderInfo
from openkoi.models.retry import classify_http_error, connection_failed
from openkoi.records import ToolCall, Usage

SCHEMA_TOOL = "structured_output"
FINISH = {"end_turn": "stop", "stop_sequence": "stop", "max_tokens": "length",
          "tool_use": "tool_calls", "content_filtered": "content_filter",
          "guardrail_intervened": "content_filter",
          "model_context_window_exceeded": "length"}
# Bedrock's error codes -> the HTTP status they mean (a mid-stream error has none)
STATUS = {"ThrottlingException": 429, "ServiceQuotaExceededException": 429,
          "AccessDeniedException": 403, "UnrecognizedClientException": 401,
          "ExpiredTokenException": 401, "ValidationException": 400,
          "ResourceNotFoundException": 404, "ModelNotReadyException": 503,
          "ServiceUnavailableException": 503, "InternalServerException": 500,
          "ModelStreamErrorException": 500, "ModelTimeoutException": 408,
          "ModelErrorException": 500}
_END = object()


def to_converse(messages: list[Message]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(system blocks, messages) in the Converse API's shape; tool results go in a user
    turn, consecutive same-role turns are merged."""
    system: list[dict[str, Any]] = []
    out: list[dict[str, Any]] = []
    for m in messages:
        if m.role == "system":
            if m.content:
                system.append({"text": m.content})
            continue
        blocks: list[dict[str, Any]] = []
        if m.role == "tool":
            role = "user"
            blocks.append({"toolResult": {"toolUseId": m.tool_call_id or "",
                                          "content": [{"text": m.content or "(empty)"}]}})
        else:
            role = "assistant" if m.role == "assistant" else "user"
            if m.content:
                blocks.append({"text": m.content})
            for call in m.tool_calls:
                blocks.append({"toolUse": {"toolUseId": call.id, "name": call.name,
                                           "input": call.arguments}})
        if not blocks:
            continue
        if out and out[-1]["role"] == role:
            out[-1]["content"].extend(blocks)
        else:
            out.append({"role": role, "content": blocks})
    return system, out


class BedrockModel(Model):
    def __init__(
        self,
        provider: ProviderInfo,
        model: str,
        *,
        api_key: str | None = None,
        base_url: str | None = None,
        timeout: float = DEFAULT_TIMEOUT_S,
        client: Any = None,
    ) -> None:
        self.provider = provider
        self.model = model
        self.id = f"{provider.name}/{model}"
        self.capabilities = provider.capabilities(model)
        self.base_url = base_url or provider.base_url
        self.timeout = timeout
        self._client = client

    def _get_client(self) -> Any:
        if self._client is None:
            import boto3
            from botocore.config import Config
            from botocore.exceptions import BotoCoreError

            config = Config(retries={"total_max_attempts": 1, "mode": "standard"},
                            read_timeout=self.timeout,
                            connect_timeout=min(CONNECT_TIMEOUT_S, self.timeout))
            import os

            # AWS_REGION is what the other AWS SDKs read; boto3 reads AWS_DEFAULT_REGION
            region = os.environ.get("AWS_REGION") or None
            try:
                self._client = boto3.client("bedrock-runtime", config=config,
                                            region_name=region,
                                            endpoint_url=self.base_url or None)
            except BotoCoreError as exc:  # no region, a broken profile, ...
                raise CredentialError(f"{self.provider.name}: {exc}", provider=self.provider.name,
                                      hint="set AWS_REGION (and AWS credentials: "
                                           "aws configure, or AWS_PROFILE)") from exc
        return self._client

    def request_params(self, messages: list[Message], *, tools: list[ToolSpec] | None,
                       schema: dict[str, Any] | None, max_tokens: int, stop: list[str] | None,
                       temperature: float | None) -> dict[str, Any]:
        """The keyword arguments for ``converse_stream`` (public for tests)."""
        system, wire = to_converse(messages)
        inference: dict[str, Any] = {"maxTokens": max_tokens}
        if temperature is not None and self.provider.accepts_temperature(self.model):
            inference["temperature"] = temperature
        if stop:
            inference["stopSequences"] = stop[:4]
        params: dict[str, Any] = {"modelId": self.provider.wire_name(self.model),
                                  "messages": wire, "inferenceConfig": inference}
        if system:
            params["system"] = system
        specs = [{"toolSpec": {"name": t.name, "description": t.description or t.name,
                               "inputSchema": {"json": t.parameters}}} for t in tools or ()]
        if schema is not None:
            wrapped = schema if schema.get("type") == "object" else {
                "type": "object", "properties": {"value": schema}, "required": ["value"]}
            specs.append({"toolSpec": {"name": SCHEMA_TOOL, "description": "the answer",
                                       "inputSchema": {"json": wrapped}}})
        if specs:
            params["toolConfig"] = {"tools": specs}
            if schema is not None:
                params["toolConfig"]["toolChoice"] = (
                    {"any": {}} if tools else {"tool": {"name": SCHEMA_TOOL}})
        return params

    async def stream(
        self,
        messages: list[Message],
        *,
        tools: list[ToolSpec] | None = None,
        schema: dict[str, Any] | None = None,
        max_tokens: int = 1024,
        stop: list[str] | None = None,
        temperature: float | None = None,
    ) -> AsyncIterator[Delta]:
        from botocore.exceptions import BotoCoreError, ClientError

        params = self.request_params(messages, tools=tools, schema=schema,
                                     max_tokens=max_tokens, stop=stop, temperature=temperature)
        blocks: dict[int, dict[str, Any]] = {}
        calls: list[ToolCall] = []
        usage = Usage(calls=1)
        finish = "end_turn"
        events: Any = None
        try:
            client = self._get_client()
            response = await asyncio.to_thread(lambda: client.converse_stream(**params))
            events = iter(response["stream"])
            while True:
                got = await asyncio.to_thread(next, events, _END)
                if got is _END:
                    break
                event: dict[str, Any] = got  # type: ignore[assignment]
                if "contentBlockStart" in event:
                    start = event["contentBlockStart"]
                    use = start.get("start", {}).get("toolUse")
                    if use:
                        blocks[start.get("contentBlockIndex", 0)] = {
                            "id": use.get("toolUseId", ""), "name": use.get("name", ""),
                            "parts": []}
                elif "contentBlockDelta" in event:
                    body = event["contentBlockDelta"]
                    delta = body.get("delta", {})
                    if delta.get("text"):
                        yield Delta(text=delta["text"])
                    elif "toolUse" in delta:
                        block = blocks.setdefault(body.get("contentBlockIndex", 0),
                                                  {"id": "", "name": "", "parts": []})
                        block["parts"].append(delta["toolUse"].get("input", ""))
                elif "contentBlockStop" in event:
                    index = event["contentBlockStop"].get("contentBlockIndex", 0)
                    if index not in blocks:
                        continue
                    block = blocks.pop(index)
                    args = parse_arguments(block["name"], "".join(block["parts"]))
                    if block["name"] == SCHEMA_TOOL and schema is not None:
                        value = args if schema.get("type") == "object" else args.get("value")
                        yield Delta(text=json.dumps(value))
                    else:
                        calls.append(ToolCall(id=block["id"] or f"tooluse_{uuid.uuid4().hex[:12]}",
                                              name=block["name"], arguments=args))
                elif "messageStop" in event:
                    finish = event["messageStop"].get("stopReason", finish)
                elif "metadata" in event:
                    u = event["metadata"].get("usage", {})
                    usage = Usage(input_tokens=u.get("inputTokens", 0),
                                  output_tokens=u.get("outputTokens", 0), calls=1)
                    yield Delta(output_tokens_so_far=usage.output_tokens)
        except ClientError as exc:
            raise self._map_error(exc) from exc
        except BotoCoreError as exc:
            raise self._map_core_error(exc) from exc
        finally:
            close = getattr(events, "close", None)
            if close is not None:
                close()
        usage.cost_usd = self.capabilities.cost(usage.input_tokens, usage.output_tokens)
        reason = FINISH.get(finish, "stop")
        if not calls and reason == "tool_calls":
            reason = "stop"  # the only tool used was the schema tool: a finished answer
        yield Delta(tool_calls=calls, usage=usage, finish_reason=reason,
                    output_tokens_so_far=usage.output_tokens)

    def _map_error(self, exc: Any) -> OpenKoiError:
        error = exc.response.get("Error", {})
        code = str(error.get("Code", ""))
        code = code[:1].upper() + code[1:]  # a mid-stream error says "throttlingException"
        message = str(error.get("Message", "") or exc)
        meta = exc.response.get("ResponseMetadata", {})
        status = STATUS.get(code) or meta.get("HTTPStatusCode") or None
        headers = meta.get("HTTPHeaders") or {}
        hint = ("check the AWS credentials (aws configure, AWS_PROFILE) and that the model is "
                "enabled for this account and region")
        if status == 403 and "model" in message.lower():
            return ProviderError(f"{self.provider.name} (403): {message}",
                                 provider=self.provider.name, status=403,
                                 hint="enable the model in the Bedrock console (Model access)")
        return classify_http_error(self.provider.name, status, f"{message} [{code}]",
                                   headers=headers, key_hint=hint)

    def _map_core_error(self, exc: Any) -> OpenKoiError:
        from botocore.exceptions import (
            ConnectionError as BotoConnectionError,
        )
        from botocore.exceptions import (
            NoCredentialsError,
            NoRegionError,
            ReadTimeoutError,
        )

        name = self.provider.name
        if isinstance(exc, (NoCredentialsError, NoRegionError)):
            return CredentialError(f"{name}: {exc}", provider=name,
                                   hint="configure AWS: aws configure (or AWS_PROFILE / "
                                        "AWS_ACCESS_KEY_ID and AWS_REGION)")
        if isinstance(exc, (BotoConnectionError, ReadTimeoutError)):
            return connection_failed(name, self.base_url or "the AWS endpoint", exc,
                                     self.provider.unreachable_hint)
        return ProviderError(f"{name} client error: {exc}", provider=name,
                             hint="check the AWS configuration")


# -- the model list (the control-plane ``bedrock`` client) -------------------------------------

AWS_NAMES = ("AWS_ACCESS_KEY_ID", "AWS_PROFILE", "AWS_BEARER_TOKEN_BEDROCK")


def aws_source(env: Mapping[str, str]) -> str | None:
    """Where the AWS chain would find credentials without asking the network ("env:NAME",
    or "file:PATH" for a shared credentials / config file), or None. (Instance and container
    roles are not counted: finding them means a network call.)"""
    for name in AWS_NAMES:
        if env.get(name):
            return f"env:{name}"
    home = Path(env.get("HOME") or Path.home())
    for f in (env.get("AWS_SHARED_CREDENTIALS_FILE") or home / ".aws" / "credentials",
              env.get("AWS_CONFIG_FILE") or home / ".aws" / "config"):
        if Path(f).expanduser().is_file():
            return f"file:{f}"
    return None


def aws_configured(env: Mapping[str, str]) -> bool:
    return aws_source(env) is not None


def list_models(timeout: float) -> list[str] | None:
    """The models this account can call now, or None when the list could not be had: the
    on-demand text models of ``ListFoundationModels`` and the active inference profiles
    (``ListInferenceProfiles``: the ``us.``/``eu.`` ids that newer models are called by).
    Region and credentials come from the AWS chain (``AWS_REGION`` first); the endpoint is
    boto3's own (``AWS_ENDPOINT_URL_BEDROCK`` moves it)."""
    import os

    import boto3
    from botocore.config import Config
    from botocore.exceptions import BotoCoreError, ClientError

    config = Config(retries={"total_max_attempts": 1, "mode": "standard"},
                    read_timeout=timeout, connect_timeout=timeout)
    try:
        client = boto3.client("bedrock", config=config,
                              region_name=os.environ.get("AWS_REGION") or None)
        found = client.list_foundation_models(byOutputModality="TEXT")
    except (BotoCoreError, ClientError):
        return None
    names = [str(m["modelId"]) for m in found.get("modelSummaries", [])
             if isinstance(m, dict) and m.get("modelId")
             and "ON_DEMAND" in (m.get("inferenceTypesSupported") or [])
             and "TEXT" in (m.get("outputModalities") or ["TEXT"])
             and (m.get("modelLifecycle") or {}).get("status", "ACTIVE") != "EOL"]
    token: str | None = None
    try:
        for _ in range(20):  # pages of profiles; a list longer than that is cut short
            page = client.list_inference_profiles(**({"nextToken": token} if token else {}))
            names += [str(p["inferenceProfileId"]) for p in
                      page.get("inferenceProfileSummaries", [])
                      if isinstance(p, dict) and p.get("inferenceProfileId")
                      and p.get("status", "ACTIVE") == "ACTIVE"]
            token = page.get("nextToken")
            if not token:
                break
    except (BotoCoreError, ClientError):
        pass  # an account without the profiles permission still has its models
    return list(dict.fromkeys(names))
