"""Model resolution: specs, roles, discovery, did-you-mean, custom providers, the local fallback."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any, Literal

import pytest
from fake_servers import FakeServer, Reply, openai_text

from openkoi.config import Paths, Settings
from openkoi.errors import ConfigError, CredentialError, UnknownModelError
from openkoi.models import local as local_module
from openkoi.models.anthropic import AnthropicModel
from openkoi.models.base import Delta, Message, Model, ToolSpec
from openkoi.models.credentials import Credential, save_key
from openkoi.models.openai_compat import OpenAICompatModel
from openkoi.models.providers import ProviderTable, sdk_model_names
from openkoi.models.registry import (
    choose_model,
    describe_resolution,
    list_models,
    resolve_model,
)
from openkoi.models.retry import RetryingModel

NONE: list[Credential] = []  # "discovery found nothing" without probing anything

SDK_NAMES = Literal["alpha-1", "beta-2"]
SDK_UNION = Literal["gamma-3"] | str


@pytest.fixture
def paths(tmp_path: Path) -> Paths:
    # HOME-based layout so messages show ~/.openkoi/...
    return Paths.from_env({"HOME": str(tmp_path)})


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    return {"HOME": str(tmp_path), "OPENKOI_NO_PROBE": "1"}


class FakeLocal(Model):
    id = "local/fake"

    async def stream(
        self, messages: list[Message], *, tools: list[ToolSpec] | None = None,
        schema: dict[str, Any] | None = None, max_tokens: int = 1024,
        stop: list[str] | None = None, temperature: float | None = None,
    ) -> AsyncIterator[Delta]:
        yield Delta(text="local answer", finish_reason="stop")


@pytest.fixture
def local_calls(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, ...]]:
    calls: list[tuple[Any, ...]] = []

    def fake_load(name: str | None, paths: Paths, settings: Settings, *,
                  progress: Any = None) -> Model:
        calls.append((name, paths, settings, progress))
        return FakeLocal()

    monkeypatch.setattr(local_module, "load_local_model", fake_load)
    return calls


def inner(model: Model) -> Model:
    assert isinstance(model, RetryingModel)
    return model.inner


def test_explicit_openai_spec(paths: Paths, env: dict[str, str]) -> None:
    env["OPENAI_API_KEY"] = "sk-env"
    model = resolve_model("openai/gpt-4o-mini", Settings(), paths, env=env)
    core = inner(model)
    assert isinstance(core, OpenAICompatModel)
    assert model.id == core.id == "openai/gpt-4o-mini"
    assert core._api_key == "sk-env"
    assert model.capabilities.context_window == 128_000
    assert model.capabilities.input_price_per_mtok == 0.15


def test_explicit_anthropic_spec_uses_saved_key(paths: Paths, env: dict[str, str]) -> None:
    save_key(paths, "anthropic", "sk-ant-saved")
    model = resolve_model("anthropic/claude-opus-4-5", Settings(), paths, env=env)
    core = inner(model)
    assert isinstance(core, AnthropicModel) and core._api_key == "sk-ant-saved"


def test_ollama_needs_no_key_and_takes_any_model(paths: Paths, env: dict[str, str]) -> None:
    model = resolve_model("ollama/qwen2.5-coder:7b", Settings(), paths, env=env)
    core = inner(model)
    assert isinstance(core, OpenAICompatModel) and core.base_url == "http://localhost:11434/v1"
    assert model.id == "ollama/qwen2.5-coder:7b" and model.capabilities.local


def test_provider_is_the_part_before_the_first_slash(paths: Paths, env: dict[str, str]) -> None:
    env["OPENROUTER_API_KEY"] = "or"
    chosen = choose_model("openrouter/anthropic/claude-sonnet-4.5", Settings(), paths, env=env)
    assert (chosen.provider, chosen.model) == ("openrouter", "anthropic/claude-sonnet-4.5")


def test_provider_alone_means_its_default(paths: Paths, env: dict[str, str]) -> None:
    env["GROQ_API_KEY"] = "g"
    assert choose_model("groq/", Settings(), paths, env=env).id == "groq/llama-3.3-70b-versatile"


def test_did_you_mean_for_a_model_typo(paths: Paths, env: dict[str, str]) -> None:
    env["OPENAI_API_KEY"] = "k"
    with pytest.raises(UnknownModelError) as err:
        resolve_model("openai/gpt-4o-mnii", Settings(), paths, env=env)
    assert "openai/gpt-4o-mini" in err.value.suggestions
    assert "did you mean" in (err.value.hint or "")


def test_did_you_mean_for_a_provider_typo(paths: Paths, env: dict[str, str]) -> None:
    with pytest.raises(UnknownModelError) as err:
        resolve_model("antropic/claude-opus-4-5", Settings(), paths, env=env)
    assert err.value.suggestions[0] == "anthropic/claude-opus-4-5"


def test_unknown_provider_without_neighbours(paths: Paths, env: dict[str, str]) -> None:
    with pytest.raises(UnknownModelError) as err:
        resolve_model("zzzz/model", Settings(), paths, env=env)
    assert err.value.suggestions == [] and "[providers.zzzz]" in (err.value.hint or "")


def test_unknown_local_name_did_you_mean(paths: Paths, env: dict[str, str]) -> None:
    with pytest.raises(UnknownModelError) as err:
        resolve_model("lcoal/strong", Settings(), paths, env=env)
    assert "local/strong" in err.value.suggestions


def test_missing_key_names_env_var_and_key_file(paths: Paths, env: dict[str, str]) -> None:
    with pytest.raises(CredentialError) as err:
        resolve_model("openai/gpt-4o-mini", Settings(), paths, env=env)
    assert err.value.provider == "openai"
    assert "OPENAI_API_KEY" in (err.value.hint or "")
    assert "~/.openkoi/credentials/openai.key" in (err.value.hint or "")


def test_bare_model_name_finds_its_provider(paths: Paths, env: dict[str, str]) -> None:
    env["ANTHROPIC_API_KEY"] = "a"
    assert choose_model("claude-opus-4-5", Settings(), paths, env=env).id == (
        "anthropic/claude-opus-4-5")
    with pytest.raises(UnknownModelError) as err:
        choose_model("claude-opus-4-55", Settings(), paths, env=env)
    assert "anthropic/claude-opus-4-5" in err.value.suggestions


def test_discovery_takes_the_first_credential(paths: Paths, env: dict[str, str]) -> None:
    env["ANTHROPIC_API_KEY"] = "a"
    save_key(paths, "openai", "o")
    model_id, why = describe_resolution(None, Settings(), paths, env=env)
    assert model_id == "anthropic/claude-opus-4-5" and "ANTHROPIC_API_KEY" in why
    del env["ANTHROPIC_API_KEY"]
    model_id, why = describe_resolution(None, Settings(), paths, env=env)
    assert model_id == "openai/gpt-4.1" and "~/.openkoi/credentials/openai.key" in why


def test_discovery_uses_what_ollama_has(paths: Paths, env: dict[str, str]) -> None:
    probe = "probe:http://localhost:11434/api/tags"
    with_default = [Credential("ollama", "", probe, models=("llama3:8b", "qwen2.5-coder:latest"))]
    assert choose_model(None, Settings(), paths, env=env,
                        credentials=with_default).id == "ollama/qwen2.5-coder"
    other = [Credential("ollama", "", probe, models=("llama3:8b",))]
    chosen = choose_model(None, Settings(), paths, env=env, credentials=other)
    assert chosen.id == "ollama/llama3:8b" and "localhost:11434" in chosen.why


def test_nothing_found_falls_back_to_the_embedded_model(
        paths: Paths, env: dict[str, str], local_calls: list[tuple[Any, ...]]) -> None:
    settings = Settings(local_model="fast")
    empty_ollama = [Credential("ollama", "", "probe:x", models=())]
    notes: list[str] = []
    model = resolve_model(None, settings, paths, env=env, credentials=empty_ollama,
                          progress=notes.append)
    assert isinstance(model, FakeLocal)  # not wrapped: nothing remote to retry
    assert local_calls == [("fast", paths, settings, notes.append)]
    model_id, why = describe_resolution(None, settings, paths, env=env, credentials=NONE)
    assert model_id == "local/fast" and "embedded" in why
    assert asyncio.run(model.complete([Message("user", "hi")])).text == "local answer"


def test_local_spec_goes_to_load_local_model(
        paths: Paths, env: dict[str, str], local_calls: list[tuple[Any, ...]]) -> None:
    resolve_model("local/tiny", Settings(), paths, env=env)
    resolve_model("local/", Settings(local_model="strong"), paths, env=env)
    assert [c[0] for c in local_calls] == ["tiny", "strong"]


def test_settings_model_and_roles(paths: Paths, env: dict[str, str]) -> None:
    env.update(OPENAI_API_KEY="o", GROQ_API_KEY="g")
    settings = Settings(model="openai/gpt-4o", roles={"evaluator": "groq/llama-3.1-8b-instant"},
                        sources=["OPENKOI_MODEL"])
    executor = choose_model(None, settings, paths, env=env, role="executor")
    evaluator = choose_model(None, settings, paths, env=env, role="evaluator")
    planner = choose_model(None, settings, paths, env=env, role="planner")
    assert executor.id == planner.id == "openai/gpt-4o" and executor.why == "OPENKOI_MODEL"
    assert evaluator.id == "groq/llama-3.1-8b-instant" and "roles.evaluator" in evaluator.why
    # an explicit spec beats both
    assert choose_model("groq/", settings, paths, env=env, role="evaluator").provider == "groq"


def test_small_role_uses_the_providers_small_model(paths: Paths, env: dict[str, str]) -> None:
    env["OPENAI_API_KEY"] = "o"
    small = choose_model(None, Settings(model="openai/gpt-4.1"), paths, env=env, role="small")
    assert small.id == "openai/gpt-4.1-mini" and "openai/gpt-4.1" in small.why
    configured = Settings(model="openai/gpt-4.1", roles={"small": "openai/gpt-4.1-nano"})
    assert choose_model(None, configured, paths, env=env, role="small").id == (
        "openai/gpt-4.1-nano")
    local = choose_model(None, Settings(), paths, env=env, role="small", credentials=NONE)
    assert local.id == "local/strong"


def test_custom_provider_from_settings(paths: Paths, env: dict[str, str]) -> None:
    settings = Settings(providers={"lab": {
        "base_url": "http://gpu-box:8000/v1", "api_key_env": "LAB_KEY",
        "models": ["coder-7b", {"name": "coder-32b", "context_window": 65536,
                                "input_price": 0.5, "output_price": 1.0}]}})
    with pytest.raises(CredentialError) as err:
        resolve_model("lab/coder-7b", settings, paths, env=env)
    assert "LAB_KEY" in (err.value.hint or "")
    env["LAB_KEY"] = "lab-secret"
    model = resolve_model("lab/coder-32b", settings, paths, env=env)
    core = inner(model)
    assert isinstance(core, OpenAICompatModel) and core.base_url == "http://gpu-box:8000/v1"
    assert core._api_key == "lab-secret"
    assert model.capabilities.context_window == 65536
    assert model.capabilities.input_price_per_mtok == 0.5
    with pytest.raises(UnknownModelError) as typo:
        resolve_model("lab/codr-7b", settings, paths, env=env)
    assert "lab/coder-7b" in typo.value.suggestions
    assert choose_model("lab/", settings, paths, env=env).model == "coder-7b"


def test_custom_provider_end_to_end_against_a_fake_server(
        paths: Paths, env: dict[str, str]) -> None:
    with FakeServer(Reply(sse=openai_text(["from the lab"]))) as srv:
        settings = Settings(providers={"vllm": {"base_url": srv.url + "/v1",
                                                "models": ["served"]}})
        model = resolve_model("vllm/served", settings, paths, env=env)
        resp = asyncio.run(model.complete([Message("user", "hi")]))
    assert resp.text == "from the lab" and resp.model == "vllm/served"
    assert srv.requests[0].body["model"] == "served"


def test_custom_entry_extends_a_builtin_provider(paths: Paths, env: dict[str, str]) -> None:
    env["OPENAI_API_KEY"] = "o"
    settings = Settings(providers={"openai": {"models": ["gpt-brand-new"]}})
    chosen = choose_model("openai/gpt-brand-new", settings, paths, env=env)
    assert chosen.info is not None and chosen.info.base_url == "https://api.openai.com/v1"
    assert chosen.info.model("gpt-4o-mini") is not None  # built-in models kept
    with pytest.raises(UnknownModelError):
        choose_model("openai/gpt-brand-new", Settings(), paths, env=env)


@pytest.mark.parametrize(("entry", "fragment"), [
    ({"models": ["m"]}, "base_url"),
    ({"base_url": "http://x"}, "models"),
    ({"base_url": "http://x", "models": ["m"], "wire": "grpc"}, "wire"),
    ({"base_url": "http://x", "models": "m"}, "list"),
    ({"base_url": "http://x", "models": ["m"], "colour": "red"}, "colour"),
])
def test_bad_custom_provider_is_a_config_error(
        paths: Paths, env: dict[str, str], entry: dict[str, Any], fragment: str) -> None:
    with pytest.raises(ConfigError) as err:
        choose_model("x/m", Settings(providers={"x": entry}), paths, env=env)
    assert fragment in str(err.value)


def test_local_is_reserved() -> None:
    with pytest.raises(ConfigError):
        ProviderTable.from_settings({"local": {"base_url": "http://x", "models": ["m"]}})


def test_sdk_model_names_reads_literals() -> None:
    assert sdk_model_names(f"{__name__}:SDK_NAMES") == ("alpha-1", "beta-2")
    assert sdk_model_names(f"{__name__}:SDK_UNION") == ("gamma-3",)
    assert sdk_model_names("no_such_module_xyz:Thing") == ()
    assert sdk_model_names(f"{__name__}:MISSING") == ()


def test_closed_provider_accepts_names_its_sdk_knows(paths: Paths, env: dict[str, str]) -> None:
    env["LAB_KEY"] = "k"
    settings = Settings(providers={"lab": {"base_url": "http://x/v1", "api_key_env": "LAB_KEY",
                                           "models": ["listed"]}})
    table = ProviderTable.from_settings(settings.providers)
    lab = table.get("lab")
    assert lab is not None and lab.closed_models
    import dataclasses

    sdk_lab = dataclasses.replace(lab, sdk_models=f"{__name__}:SDK_NAMES")
    assert sdk_lab.knows("beta-2") and not lab.knows("beta-2")
    assert sdk_lab.known_names() == ["listed", "alpha-1", "beta-2"]


def test_list_models(paths: Paths, env: dict[str, str]) -> None:
    creds = [Credential("openai", "k", "env:OPENAI_API_KEY"),
             Credential("ollama", "", "probe:u", models=("llama3:8b",))]
    rows = {r.id: r for r in list_models(Settings(local_model="fast"), paths, env=env,
                                         credentials=creds)}
    mini = rows["openai/gpt-4o-mini"]
    assert mini.available and mini.input_price == 0.15 and mini.source == "env:OPENAI_API_KEY"
    assert rows["openai/gpt-4.1"].default and rows["openai/gpt-4.1-mini"].small
    assert not rows["anthropic/claude-opus-4-5"].available
    assert rows["ollama/llama3:8b"].available
    assert rows["local/fast"].default and not rows["local/strong"].default
    assert rows["local/strong"].context_window > 0
