"""The provider table, as data.

One ``ProviderInfo`` per service: its wire format ("openai" or "anthropic"), base URL, the
environment variables that may hold its key, a default model, a small model for cheap
internal calls, and the models it is known to serve with their context window and price
(USD per million tokens, only where the price is published and well known; an unknown
price is 0.0 and such calls cost nothing in the budget's eyes).

``closed_models`` marks providers whose list here is meant to be complete: a model name not
in it is rejected with "did you mean" suggestions (add a new model under
``[providers.<name>] models = [...]`` in config.toml). Other providers (Ollama, OpenRouter,
Together, ...) serve catalogues too large or too local to list; any name passes through.

Custom OpenAI-compatible endpoints come from ``Settings.providers`` (see ``custom_provider``);
a custom entry named like a built-in provider extends it (extra models, another base URL).
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import typing
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from openkoi.errors import ConfigError
from openkoi.models.base import Capabilities

# chat completions, Anthropic messages, OpenAI's Responses API (ChatGPT sign-in), Google's
# Gemini API (google-genai), Amazon Bedrock's Converse API (boto3)
WIRES = ("openai", "anthropic", "responses", "gemini", "bedrock")
# how a provider is authorised: an API key (``env_vars``, saved key files) or a device-code
# sign-in kept in the OAuth store (``models/oauth.py``, ``openkoi connect copilot``)
# or the AWS credential chain as boto3 resolves it (Bedrock)
AUTHS = ("key", "oauth", "aws")
# How a provider honours a JSON schema: native json_schema response format, JSON mode
# without a schema (the prompt must carry the schema), or nothing at all.
SCHEMA_MODES = ("json_schema", "json_object", "none")
LOCAL_PROVIDER = "local"  # the embedded model (models/local.py, models/catalog.py)


@dataclass(frozen=True)
class ModelInfo:
    name: str  # what the user types after "provider/"
    context_window: int
    max_output_tokens: int = 4096
    input_price: float = 0.0  # USD per million input tokens
    output_price: float = 0.0
    api_name: str = ""  # the id sent on the wire when it differs from ``name``
    native_tools: bool = True
    temperature: bool = True  # reasoning models reject a temperature

    @property
    def wire_name(self) -> str:
        return self.api_name or self.name


@dataclass(frozen=True)
class ProviderInfo:
    name: str
    label: str
    wire: str  # "openai" | "anthropic"
    base_url: str
    env_vars: tuple[str, ...]  # any of these holds the key; empty = no key needed
    default_model: str
    small_model: str
    models: tuple[ModelInfo, ...] = ()
    closed_models: bool = False
    schema_mode: str = "json_schema"
    stream_usage: bool = True  # accepts stream_options={"include_usage": true}
    max_tokens_param: str = "max_tokens"  # or "max_completion_tokens"
    default_context: int = 128_000  # for models not listed
    default_max_output: int = 4096
    custom: bool = False
    # "module:Name" of a typing Literal in the vendor's SDK listing the model names that SDK
    # knows: names there are accepted too (with this provider's default capabilities)
    sdk_models: str = ""
    local: bool = False  # runs on this machine (no per-token cost, private)
    unreachable_hint: str = "check the network connection and the base_url"
    auth: str = "key"  # "key" | "oauth" | "aws" (see AUTHS)

    @property
    def needs_key(self) -> bool:
        return bool(self.env_vars)

    def model(self, name: str) -> ModelInfo | None:
        for info in self.models:
            if name in (info.name, info.api_name):
                return info
        return None

    def model_names(self) -> list[str]:
        return [m.name for m in self.models]

    def known_names(self) -> list[str]:
        """Names this table lists, then the ones the vendor SDK lists."""
        return list(dict.fromkeys(self.model_names() + list(sdk_model_names(self.sdk_models))))

    def knows(self, name: str) -> bool:
        return (self.model(name) is not None or name in (self.default_model, self.small_model)
                or name in sdk_model_names(self.sdk_models))

    def wire_name(self, name: str) -> str:
        info = self.model(name)
        return info.wire_name if info else name

    def capabilities(self, name: str) -> Capabilities:
        info = self.model(name)
        schema = self.schema_mode == "json_schema"
        if info is None:
            return Capabilities(
                native_tools=True, json_schema=schema, context_window=self.default_context,
                max_output_tokens=self.default_max_output,
                local=self.local,
            )
        return Capabilities(
            native_tools=info.native_tools, json_schema=schema,
            context_window=info.context_window, max_output_tokens=info.max_output_tokens,
            input_price_per_mtok=info.input_price, output_price_per_mtok=info.output_price,
            local=self.local,
        )

    def accepts_temperature(self, name: str) -> bool:
        info = self.model(name)
        return info.temperature if info else True


@functools.cache
def sdk_model_names(ref: str) -> tuple[str, ...]:
    """The string literals of ``module:Name`` (an SDK's model-name type), or () if the SDK
    does not have it. Imported only when a name is not in the table."""
    if not ref:
        return ()
    module, _, attr = ref.partition(":")
    try:
        obj = getattr(importlib.import_module(module), attr)
    except (ImportError, AttributeError):
        return ()
    names: list[str] = []

    def walk(tp: Any) -> None:
        for arg in typing.get_args(tp):
            if isinstance(arg, str):
                names.append(arg)
            else:
                walk(arg)

    walk(obj)
    return tuple(dict.fromkeys(names))


def _m(name: str, ctx: int, out: int, price_in: float = 0.0, price_out: float = 0.0,
       **kw: Any) -> ModelInfo:
    return ModelInfo(name, ctx, out, price_in, price_out, **kw)


BUILTIN: tuple[ProviderInfo, ...] = (
    ProviderInfo(
        name="anthropic", label="Anthropic", wire="anthropic",
        base_url="https://api.anthropic.com", env_vars=("ANTHROPIC_API_KEY",),
        default_model="claude-opus-4-5", small_model="claude-haiku-4-5", closed_models=True,
        default_context=200_000, default_max_output=8192, sdk_models="anthropic.types:ModelParam",
        models=(
            _m("claude-opus-4-5", 200_000, 64_000, 5.0, 25.0),
            _m("claude-sonnet-4-5", 200_000, 64_000, 3.0, 15.0),
            _m("claude-haiku-4-5", 200_000, 64_000, 1.0, 5.0),
        ),
    ),
    ProviderInfo(
        name="openai", label="OpenAI", wire="openai", base_url="https://api.openai.com/v1",
        env_vars=("OPENAI_API_KEY",), default_model="gpt-4.1", small_model="gpt-4.1-mini",
        closed_models=True, max_tokens_param="max_completion_tokens",
        sdk_models="openai.types:ChatModel",
        models=(
            _m("gpt-5", 400_000, 128_000, 1.25, 10.0, temperature=False),
            _m("gpt-5-mini", 400_000, 128_000, 0.25, 2.0, temperature=False),
            _m("gpt-5-nano", 400_000, 128_000, 0.05, 0.4, temperature=False),
            _m("gpt-4.1", 1_047_576, 32_768, 2.0, 8.0),
            _m("gpt-4.1-mini", 1_047_576, 32_768, 0.4, 1.6),
            _m("gpt-4.1-nano", 1_047_576, 32_768, 0.1, 0.4),
            _m("gpt-4o", 128_000, 16_384, 2.5, 10.0),
            _m("gpt-4o-mini", 128_000, 16_384, 0.15, 0.6),
            _m("o3", 200_000, 100_000, 2.0, 8.0, temperature=False),
            _m("o4-mini", 200_000, 100_000, 1.1, 4.4, temperature=False),
            _m("o3-mini", 200_000, 100_000, 1.1, 4.4, temperature=False),
        ),
    ),
    ProviderInfo(
        name="google", label="Google Gemini", wire="gemini",
        base_url="https://generativelanguage.googleapis.com",
        env_vars=("GOOGLE_API_KEY", "GEMINI_API_KEY"), default_model="gemini-2.5-pro",
        small_model="gemini-2.5-flash", default_context=1_048_576, default_max_output=8192,
        models=(
            _m("gemini-2.5-pro", 1_048_576, 65_536, 1.25, 10.0),
            _m("gemini-2.5-flash", 1_048_576, 65_536, 0.3, 2.5),
            _m("gemini-2.5-flash-lite", 1_048_576, 65_536, 0.1, 0.4),
        ),
    ),
    ProviderInfo(
        name="groq", label="Groq", wire="openai", base_url="https://api.groq.com/openai/v1",
        env_vars=("GROQ_API_KEY",), default_model="llama-3.3-70b-versatile",
        small_model="llama-3.1-8b-instant", default_context=131_072, schema_mode="json_object",
        models=(
            _m("llama-3.3-70b-versatile", 131_072, 32_768, 0.59, 0.79),
            _m("llama-3.1-8b-instant", 131_072, 131_072, 0.05, 0.08),
            _m("openai/gpt-oss-120b", 131_072, 65_536),
            _m("openai/gpt-oss-20b", 131_072, 65_536),
        ),
    ),
    ProviderInfo(
        name="deepseek", label="DeepSeek", wire="openai", base_url="https://api.deepseek.com/v1",
        env_vars=("DEEPSEEK_API_KEY",), default_model="deepseek-chat",
        small_model="deepseek-chat", closed_models=True, schema_mode="json_object",
        models=(
            _m("deepseek-chat", 128_000, 8192, 0.28, 0.42),
            _m("deepseek-reasoner", 128_000, 64_000, 0.28, 0.42, temperature=False),
        ),
    ),
    ProviderInfo(
        name="together", label="Together AI", wire="openai",
        base_url="https://api.together.xyz/v1", env_vars=("TOGETHER_API_KEY",),
        default_model="meta-llama/Llama-3.3-70B-Instruct-Turbo",
        small_model="meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo", schema_mode="json_object",
        default_context=131_072,
        models=(
            _m("meta-llama/Llama-3.3-70B-Instruct-Turbo", 131_072, 8192, 0.88, 0.88),
            _m("meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo", 131_072, 8192, 0.18, 0.18),
            _m("Qwen/Qwen2.5-Coder-32B-Instruct", 32_768, 8192, 0.8, 0.8),
        ),
    ),
    ProviderInfo(
        name="openrouter", label="OpenRouter", wire="openai",
        base_url="https://openrouter.ai/api/v1", env_vars=("OPENROUTER_API_KEY",),
        default_model="anthropic/claude-sonnet-4.5", small_model="openai/gpt-4o-mini",
        models=(
            _m("anthropic/claude-sonnet-4.5", 200_000, 64_000, 3.0, 15.0),
            _m("openai/gpt-4o-mini", 128_000, 16_384, 0.15, 0.6),
        ),
    ),
    ProviderInfo(
        name="xai", label="xAI", wire="openai", base_url="https://api.x.ai/v1",
        env_vars=("XAI_API_KEY",), default_model="grok-4", small_model="grok-3-mini",
        default_context=131_072,
        models=(
            _m("grok-4", 256_000, 32_768, 3.0, 15.0, temperature=False),
            _m("grok-code-fast-1", 256_000, 32_768, 0.2, 1.5),
            _m("grok-3", 131_072, 32_768, 3.0, 15.0),
            _m("grok-3-mini", 131_072, 32_768, 0.3, 0.5),
        ),
    ),
    ProviderInfo(
        name="moonshot", label="Moonshot / Kimi", wire="openai",
        base_url="https://api.moonshot.ai/v1", env_vars=("MOONSHOT_API_KEY",),
        default_model="kimi-k2-0905-preview", small_model="moonshot-v1-8k",
        schema_mode="json_object",
        models=(
            _m("kimi-k2-0905-preview", 262_144, 16_384),
            _m("kimi-k2-turbo-preview", 262_144, 16_384),
            _m("moonshot-v1-8k", 8192, 4096),
            _m("moonshot-v1-32k", 32_768, 4096),
            _m("moonshot-v1-128k", 131_072, 4096),
        ),
    ),
    ProviderInfo(
        name="qwen", label="Qwen (DashScope)", wire="openai",
        base_url="https://dashscope-intl.aliyuncs.com/compatible-mode/v1",
        env_vars=("QWEN_API_KEY", "DASHSCOPE_API_KEY"), default_model="qwen3-coder-plus",
        small_model="qwen-turbo", schema_mode="json_object", default_context=131_072,
        models=(
            _m("qwen3-coder-plus", 1_000_000, 65_536),
            _m("qwen-max", 32_768, 8192),
            _m("qwen-plus", 131_072, 16_384),
            _m("qwen-turbo", 1_000_000, 16_384),
        ),
    ),
    ProviderInfo(
        name="copilot", label="GitHub Copilot", wire="openai",
        base_url="https://api.githubcopilot.com", env_vars=(), auth="oauth",
        default_model="gpt-4.1", small_model="gpt-5-mini", default_context=128_000,
        unreachable_hint="check the network connection to api.githubcopilot.com",
        models=(
            _m("gpt-4.1", 128_000, 16_384),
            _m("gpt-5-mini", 128_000, 64_000, temperature=False),
            _m("claude-sonnet-4", 128_000, 16_000),
        ),
    ),
    ProviderInfo(
        name="chatgpt", label="ChatGPT Plus/Pro", wire="responses",
        base_url="https://chatgpt.com/backend-api/codex", env_vars=(), auth="oauth",
        default_model="gpt-5", small_model="gpt-5", default_context=272_000,
        default_max_output=128_000,
        unreachable_hint="check the network connection to chatgpt.com",
        models=(
            _m("gpt-5", 272_000, 128_000, temperature=False),
            _m("gpt-5-codex", 272_000, 128_000, temperature=False),
        ),
    ),
    ProviderInfo(
        name="bedrock", label="Amazon Bedrock", wire="bedrock", base_url="", env_vars=(),
        auth="aws", default_model="us.anthropic.claude-sonnet-4-5-20250929-v1:0",
        small_model="us.anthropic.claude-haiku-4-5-20251001-v1:0", default_context=200_000,
        default_max_output=8192, schema_mode="none",
        unreachable_hint="check the network connection, AWS_REGION and the endpoint",
        models=(
            _m("us.anthropic.claude-sonnet-4-5-20250929-v1:0", 200_000, 64_000, 3.0, 15.0),
            _m("us.anthropic.claude-haiku-4-5-20251001-v1:0", 200_000, 64_000, 1.0, 5.0),
            _m("us.amazon.nova-pro-v1:0", 300_000, 10_000, 0.8, 3.2),
            _m("us.amazon.nova-lite-v1:0", 300_000, 10_000, 0.06, 0.24),
        ),
    ),
    ProviderInfo(
        name="ollama", label="Ollama", wire="openai", base_url="http://localhost:11434/v1",
        env_vars=(), default_model="qwen2.5-coder", small_model="qwen2.5-coder",
        schema_mode="json_schema", default_context=8192,
        unreachable_hint="start it with: ollama serve", local=True,
    ),
)


def builtin_providers() -> dict[str, ProviderInfo]:
    return {p.name: p for p in BUILTIN}


def custom_provider(name: str, table: Mapping[str, Any],
                    base: ProviderInfo | None = None) -> ProviderInfo:
    """Build (or extend ``base`` with) a provider from a ``[providers.NAME]`` config table.

    Keys: base_url, api_key_env (a name or a list; absent = no key needed), models (names or
    tables with name/context_window/max_output_tokens/input_price/output_price),
    default_model, small_model, wire ("openai" | "anthropic"), context_window,
    schema_mode ("json_schema" | "json_object" | "none"), label, local (runs on this machine).
    """
    where = f"[providers.{name}]"
    if not isinstance(table, Mapping):
        raise ConfigError(f"{where} must be a table", hint="e.g. base_url = \"http://...\"")
    known = {"base_url", "api_key_env", "models", "default_model", "small_model", "wire",
             "context_window", "schema_mode", "label", "local"}
    for key in table:
        if key not in known:
            raise ConfigError(f"{where}: unknown key {key!r}",
                              hint=f"known keys: {', '.join(sorted(known))}")
    base_url = _str(table, "base_url", where, base.base_url if base else None)
    if not base_url and not (base is not None and base.auth == "aws"):  # boto3 knows Bedrock's
        raise ConfigError(f"{where} needs a base_url",
                          hint=f"add base_url = \"http://host:port/v1\" under {where}")
    env = table.get("api_key_env", base.env_vars if base else ())
    env_vars = (env,) if isinstance(env, str) else env
    if not isinstance(env_vars, (tuple, list)) or not all(isinstance(e, str) for e in env_vars):
        raise ConfigError(f"{where}: api_key_env must be a name or a list of names")
    wire = _str(table, "wire", where, base.wire if base else "openai")
    if wire not in WIRES:
        raise ConfigError(f"{where}: unknown wire format {wire!r}",
                          hint=f"use one of: {', '.join(WIRES)}")
    schema_mode = _str(table, "schema_mode", where, base.schema_mode if base else "json_schema")
    if schema_mode not in SCHEMA_MODES:
        raise ConfigError(f"{where}: unknown schema_mode {schema_mode!r}",
                          hint=f"use one of: {', '.join(SCHEMA_MODES)}")
    local = table.get("local", base.local if base else False)
    if not isinstance(local, bool):
        raise ConfigError(f"{where}: local must be true or false")
    ctx = table.get("context_window", base.default_context if base else 32_768)
    if not isinstance(ctx, int) or isinstance(ctx, bool) or ctx <= 0:
        raise ConfigError(f"{where}: context_window must be a positive integer")
    listed = _models(table.get("models", []), where, ctx)
    old = tuple(m for m in (base.models if base else ()) if m.name not in
                {n.name for n in listed})
    models = listed + old
    names = [m.name for m in models]
    default = _str(table, "default_model", where,
                   base.default_model if base else (names[0] if names else None))
    if not default:
        raise ConfigError(f"{where} needs models = [...] or a default_model",
                          hint=f"add models = [\"model-name\"] under {where}")
    small = _str(table, "small_model", where, base.small_model if base else default)
    fields: dict[str, Any] = {
        "name": name, "label": _str(table, "label", where, base.label if base else name),
        "wire": wire, "base_url": base_url, "env_vars": tuple(env_vars),
        "default_model": default, "small_model": small or default, "models": models,
        "schema_mode": schema_mode, "default_context": ctx, "custom": base is None,
        "local": local,
        # a list the user wrote down is the whole list; a built-in keeps its own rule
        "closed_models": base.closed_models if base else bool(listed),
    }
    if base is not None:
        return dataclasses.replace(base, **fields)
    return ProviderInfo(**fields)


def _str(table: Mapping[str, Any], key: str, where: str, default: str | None) -> str:
    value = table.get(key, default)
    if value is None:
        return ""
    if not isinstance(value, str):
        raise ConfigError(f"{where}: {key} must be a string (got {value!r})")
    return value


def _models(raw: Any, where: str, ctx: int) -> tuple[ModelInfo, ...]:
    if not isinstance(raw, list):
        raise ConfigError(f"{where}: models must be a list",
                          hint="e.g. models = [\"llama3\", \"qwen2.5-coder\"]")
    out: list[ModelInfo] = []
    for item in raw:
        if isinstance(item, str) and item:
            out.append(ModelInfo(item, ctx))
        elif isinstance(item, Mapping) and isinstance(item.get("name"), str):
            allowed = {f.name for f in dataclasses.fields(ModelInfo)}
            extra = set(item) - allowed
            if extra:
                raise ConfigError(f"{where}: unknown model key(s) {sorted(extra)}",
                                  hint=f"known keys: {', '.join(sorted(allowed))}")
            try:
                out.append(ModelInfo(**{"context_window": ctx, **dict(item)}))
            except TypeError as exc:
                raise ConfigError(f"{where}: bad model entry {dict(item)!r}") from exc
        else:
            raise ConfigError(f"{where}: bad model entry {item!r}",
                              hint="use a name or a table with at least name = \"...\"")
    return tuple(out)


@dataclass
class ProviderTable:
    """The built-in providers merged with the custom ones from settings."""

    providers: dict[str, ProviderInfo] = field(default_factory=builtin_providers)

    @classmethod
    def from_settings(cls, custom: Mapping[str, Any] | None) -> ProviderTable:
        from openkoi import plugins

        # openkoi's own providers come through the same hook as third-party ones
        table = {p.name: p for p in plugins.providers()}
        for name, entry in (custom or {}).items():
            if name == LOCAL_PROVIDER:
                raise ConfigError("[providers.local] is reserved for the embedded model",
                                  hint="pick another name for this endpoint")
            table[name] = custom_provider(name, entry, table.get(name))
        return cls(table)

    def get(self, name: str) -> ProviderInfo | None:
        return self.providers.get(name)

    def names(self) -> list[str]:
        return list(self.providers)

    def __iter__(self) -> Iterator[ProviderInfo]:
        return iter(self.providers.values())
