"""Model discovery from each provider's model-list endpoint (a fake on 127.0.0.1), cached
for an hour, feeding the registry (a name the table lacks, "did you mean", bare names) and
`openkoi model list`."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from cli_support import openkoi
from fake_servers import FakeServer, Reply

from openkoi.config import Paths, Settings, load_settings
from openkoi.errors import UnknownModelError
from openkoi.models import discovery
from openkoi.models.credentials import Credential
from openkoi.models.registry import choose_model

LISTED = Reply(200, {"object": "list", "data": [{"id": "gpt-4.1"}, {"id": "gpt-9-turbo"}]})
GEMINI = Reply(200, {"models": [{"name": "models/gemini-3-pro",
                                 "supportedGenerationMethods": ["generateContent"]}]})


def home_with(tmp_path: Path, config: str) -> Paths:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    (home / "config.toml").write_text(config)
    return Paths.from_env({"OPENKOI_HOME": str(home)})


def test_a_name_only_the_provider_lists_is_accepted_and_cached(tmp_path: Path) -> None:
    with FakeServer(routes={"/v1/models": LISTED}) as server:
        paths = home_with(tmp_path, f'[providers.openai]\nbase_url = "{server.url}/v1"\n')
        settings = load_settings(paths)
        env = {"OPENAI_API_KEY": "sk-test-123456789"}
        chosen = choose_model("openai/gpt-9-turbo", settings, paths, env=env)
        assert chosen.id == "openai/gpt-9-turbo"
        assert server.requests[0].headers["authorization"] == "Bearer sk-test-123456789"
        # within the hour: from the cache, no second request
        choose_model("openai/gpt-9-turbo", settings, paths, env=env)
        assert len(server.requests) == 1
        with pytest.raises(UnknownModelError) as err:
            choose_model("openai/gpt-9-turbx", settings, paths, env=env)
        assert "openai/gpt-9-turbo" in err.value.suggestions  # did you mean: a listed name
    cached = json.loads(discovery.cache_file(paths, "openai").read_text())
    assert cached["models"] == ["gpt-4.1", "gpt-9-turbo"]


def test_the_cache_expires_after_an_hour(tmp_path: Path) -> None:
    from openkoi.models.providers import builtin_providers

    with FakeServer(routes={"/models": LISTED}) as server:
        paths = home_with(tmp_path, "")
        info = builtin_providers()["xai"]
        import dataclasses

        info = dataclasses.replace(info, base_url=server.url)
        cred = Credential("xai", "k", "env:XAI_API_KEY")
        start = time.time()
        assert "gpt-9-turbo" in discovery.discovered(info, cred, paths, now=lambda: start)
        discovery.discovered(info, cred, paths, now=lambda: start + 3500)
        assert len(server.requests) == 1
        discovery.discovered(info, cred, paths, now=lambda: start + 3700)
        assert len(server.requests) == 2
        discovery.discovered(info, cred, paths, refresh=True, now=lambda: start + 3701)
        assert len(server.requests) == 3
    # the server is gone: the stale list still serves, offline reads only the cache
    assert discovery.discovered(info, cred, paths, refresh=True) == ["gpt-4.1", "gpt-9-turbo"]


def test_gemini_lists_are_read(tmp_path: Path) -> None:
    with FakeServer(routes={"/v1beta/models": GEMINI}) as server:
        paths = home_with(tmp_path, f'[providers.google]\nbase_url = "{server.url}"\n')
        settings = load_settings(paths)
        from openkoi.models.registry import provider_table

        info = provider_table(settings).get("google")
        assert info is not None
        names = discovery.discovered(info, Credential("google", "g-key", "env:GEMINI_API_KEY"),
                                     paths)
    assert names == ["gemini-3-pro"]
    assert server.requests[0].headers["x-goog-api-key"] == "g-key"


def test_offline_asks_no_provider(tmp_path: Path) -> None:
    paths = home_with(tmp_path, '[providers.openai]\nbase_url = "http://127.0.0.1:9/v1"\n')
    env = {"OPENAI_API_KEY": "k", "OPENKOI_NO_PROBE": "1"}
    with pytest.raises(UnknownModelError):
        choose_model("openai/gpt-9-turbo", load_settings(paths), paths, env=env)


# --- bare names ------------------------------------------------------------------------------

def test_a_bare_name_resolves_when_one_connected_provider_serves_it(tmp_path: Path) -> None:
    paths = home_with(tmp_path, "")
    env = {"ANTHROPIC_API_KEY": "a-key", "OPENKOI_NO_PROBE": "1"}
    chosen = choose_model("claude-sonnet-4-5", Settings(), paths, env=env)
    assert chosen.id == "anthropic/claude-sonnet-4-5"


def test_a_bare_name_two_connected_providers_serve_lists_both(tmp_path: Path) -> None:
    paths = home_with(tmp_path, '[providers.mirror]\nbase_url = "http://127.0.0.1:9/v1"\n'
                                'models = ["claude-sonnet-4-5"]\n')
    env = {"ANTHROPIC_API_KEY": "a-key", "OPENKOI_NO_PROBE": "1"}
    with pytest.raises(UnknownModelError) as err:
        choose_model("claude-sonnet-4-5", load_settings(paths), paths, env=env)
    assert set(err.value.suggestions) == {"anthropic/claude-sonnet-4-5",
                                          "mirror/claude-sonnet-4-5"}
    assert "name the provider" in (err.value.hint or "")


def test_the_seeds_bare_name_says_who_serves_it(tmp_path: Path) -> None:
    """`-m claude-sonnet-4` (the seed's spelling): Copilot serves that name; with only an
    Anthropic key the answer names Copilot and Anthropic's nearest models."""
    paths = home_with(tmp_path, "")
    env = {"ANTHROPIC_API_KEY": "a-key", "OPENKOI_NO_PROBE": "1"}
    with pytest.raises(UnknownModelError) as err:
        choose_model("claude-sonnet-4", Settings(), paths, env=env)
    assert err.value.suggestions[0] == "copilot/claude-sonnet-4"
    assert any(s.startswith("anthropic/claude-sonnet-4") for s in err.value.suggestions)
    assert "openkoi connect copilot" in (err.value.hint or "")


def test_a_bare_name_from_a_providers_own_list(tmp_path: Path) -> None:
    with FakeServer(routes={"/v1/models": LISTED}) as server:
        paths = home_with(tmp_path, f'[providers.openai]\nbase_url = "{server.url}/v1"\n')
        chosen = choose_model("gpt-9-turbo", load_settings(paths), paths,
                              env={"OPENAI_API_KEY": "k"})
    assert chosen.id == "openai/gpt-9-turbo"


def test_model_list_shows_what_connected_providers_serve(tmp_path: Path) -> None:
    with FakeServer(routes={"/v1/models": LISTED}) as server:
        home = tmp_path / "home"
        home.mkdir()
        (home / "config.toml").write_text(f'[providers.openai]\nbase_url = "{server.url}/v1"\n')
        env = {k: v for k, v in __import__("os").environ.items()
               if not k.startswith("OPENKOI_") and not k.endswith("_API_KEY")}
        env.update(OPENKOI_HOME=str(home), HOME=str(tmp_path), OPENAI_API_KEY="sk-1")
        done = openkoi(["model", "list"], env, tmp_path)
        assert done.returncode == 0, done.stderr
        assert "openai/gpt-9-turbo" in done.stdout and "local/strong" in done.stdout
        as_json = openkoi(["model", "list", "--json", "--offline"], env, tmp_path)
    data = json.loads(as_json.stdout)
    assert data["providers"][0]["provider"] == "openai"
    assert "gpt-9-turbo" in data["providers"][0]["models"]
    assert len([r for r in server.requests if r.path == "/v1/models"]) == 1  # then the cache
