"""The seed README's config.toml snippets, loaded verbatim (copies in tests/seed_snippets/),
do what the README says; unknown keys stay errors with a did-you-mean."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from openkoi.api_config import SECRET_FILE, secret_bytes
from openkoi.config import Paths, load_settings
from openkoi.errors import ConfigError
from openkoi.fsio import atomic_write

SNIPPETS = Path(__file__).parent / "seed_snippets"


def home_with(tmp_path: Path, text: str) -> Paths:
    paths = Paths.from_env({"OPENKOI_HOME": str(tmp_path / "home")})
    atomic_write(paths.config_file, text)
    return paths


def test_every_seed_snippet_loads() -> None:
    snippets = sorted(SNIPPETS.glob("*.toml"))
    assert snippets, "the seed README's snippets are kept in tests/seed_snippets"
    for snippet in snippets:
        paths = Paths.from_env({"OPENKOI_HOME": str(snippet.parent / "nowhere"),
                                "OPENKOI_CONFIG": str(snippet)})
        load_settings(paths, env={})


def test_the_api_snippet_sets_the_api_and_one_webhook_per_event(tmp_path: Path) -> None:
    paths = home_with(tmp_path, (SNIPPETS / "readme-api.toml").read_text())
    api = load_settings(paths, env={}).api
    assert api.enabled is True and api.port == 9742 and api.token == "your-secret-token"
    hooks = {h.url: h.events for h in api.webhooks}
    assert hooks == {
        # a task that met the bar on a model's judgement only is a completion too
        # (its body's type says task.unverified)
        "https://example.com/hooks/complete": ("task.complete", "task.unverified"),
        "https://example.com/hooks/failed": ("task.failed",),
        "https://example.com/hooks/budget": ("budget.warning",),
    }
    # no secret in the snippet: they are signed with one made on first use, 0600
    secret_file = paths.credentials / SECRET_FILE
    assert not secret_file.exists()
    secret = api.webhooks[0].signing_secret()
    assert secret_bytes(secret) and secret_file.read_text().strip() == secret
    assert stat.S_IMODE(os.stat(secret_file).st_mode) == 0o600
    assert api.webhooks[1].signing_secret() == secret  # made once, kept


def test_an_own_secret_and_on_task_unverified(tmp_path: Path) -> None:
    paths = home_with(tmp_path, '[api.webhooks]\nsecret = "whsec_AAAAAAAA"\n'
                      'on_task_complete = "https://x.example/c"\n'
                      'on_task_unverified = "https://x.example/u"\n')
    hooks = load_settings(paths, env={}).api.webhooks
    assert {h.url: h.events for h in hooks} == {"https://x.example/c": ("task.complete",),
                                                "https://x.example/u": ("task.unverified",)}
    assert {h.signing_secret() for h in hooks} == {"whsec_AAAAAAAA"}
    assert not (paths.credentials / SECRET_FILE).exists()


@pytest.mark.parametrize("text, message, hint", [
    ("modle = 'a/b'\n", "unknown setting 'modle'", "did you mean 'model'?"),
    ("[api]\nenabeld = true\n", "unknown [api] setting 'enabeld'", "did you mean 'enabled'?"),
    ("[api.webhooks]\non_task_completed = 'https://x.example/h'\n",
     "unknown setting 'on_task_completed'", "did you mean 'on_task_complete'?"),
    ("[api]\nenabled = 'yes'\n", "api.enabled must be true or false", ""),
    ("[api.webhooks]\non_task_failed = 'ftp://x'\n", "is not an http(s) URL", ""),
    ("[api.webhooks]\nsecret = 'plain'\n", "secret is not whsec_", ""),
    ("[integrations]\nslack = 3\n", "integrations.slack must be a table", ""),
])
def test_bad_keys_are_config_errors(tmp_path: Path, text: str, message: str,
                                    hint: str) -> None:
    with pytest.raises(ConfigError) as caught:
        load_settings(home_with(tmp_path, text), env={})
    assert message in str(caught.value)
    assert hint in (caught.value.hint or "")


def test_integration_sections_are_handed_through_untouched(tmp_path: Path) -> None:
    text = ('[integrations.slack]\ntoken = "xoxb-1"\nchannel = "#dev"\n\n'
            '[integrations.github]\nrepo = "me/app"\nlabels = ["bot"]\n')
    settings = load_settings(home_with(tmp_path, text), env={})
    assert settings.integrations == {"slack": {"token": "xoxb-1", "channel": "#dev"},
                                     "github": {"repo": "me/app", "labels": ["bot"]}}


def test_api_enabled_false_stops_serve_with_a_one_line_error(tmp_path: Path) -> None:
    paths = home_with(tmp_path, "[api]\nenabled = false\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith("OPENKOI_")}
    env.update({"OPENKOI_HOME": str(paths.home), "HOME": str(tmp_path)})
    for command in (["serve", "--port", "0"], ["daemon", "start", "--port", "0"]):
        done = subprocess.run([sys.executable, "-m", "openkoi", *command], env=env,
                              cwd=tmp_path, capture_output=True, text=True, timeout=60,
                              stdin=subprocess.DEVNULL)
        assert done.returncode == 3, done.stderr
        assert "[api] enabled = false" in done.stderr and "Traceback" not in done.stderr
