"""`openkoi setup` also chooses the default model (written to config.toml, the rest of the
file kept) and the trust levels: flags for scripts, pickers on a terminal (a real pty)."""

from __future__ import annotations

import json
import os
import tomllib
from pathlib import Path

from cli_support import openkoi, run_on_terminal

from openkoi.cli import exits
from openkoi.mind.trust import DEFAULTS

CONFIG = ('# my settings\niterations = 2  # keep this comment\n\n'
          '[providers.fake]\nbase_url = "http://127.0.0.1:9/v1"\n'
          'api_key_env = "FAKE_API_KEY"\nmodels = ["scripted", "bigger"]\n')


def home_env(tmp_path: Path) -> dict[str, str]:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    (home / "config.toml").write_text(CONFIG)
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("OPENKOI_") and not k.endswith(("_API_KEY", "_TOKEN"))}
    env.update(OPENKOI_HOME=str(home), OPENKOI_NO_PROBE="1", HOME=str(tmp_path),
               FAKE_API_KEY="sk-fake")
    return env


def config(tmp_path: Path) -> str:
    return (tmp_path / "home" / "config.toml").read_text()


def trust(tmp_path: Path) -> dict[str, str]:
    path = tmp_path / "home" / "trust.json"
    return json.loads(path.read_text())["levels"] if path.exists() else {}


def test_flags_set_the_model_and_trust_keeping_the_file(tmp_path: Path) -> None:
    env = home_env(tmp_path)
    done = openkoi(["setup", "--model", "fake/bigger", "--trust", "shell=ask",
                    "--trust", "git=suggest"], env, tmp_path)
    assert done.returncode == 0, done.stderr
    assert "default model: fake/bigger" in done.stdout and "trust: shell = ask" in done.stdout
    text = config(tmp_path)
    assert text.startswith("# my settings\n") and "# keep this comment" in text
    assert tomllib.loads(text)["model"] == "fake/bigger"
    assert tomllib.loads(text)["iterations"] == 2
    assert trust(tmp_path) | {"shell": "ask", "git": "suggest"} == trust(tmp_path)
    status = openkoi(["status", "--json"], env, tmp_path)
    assert "fake/bigger" in status.stdout, status.stderr
    # auto takes it out again
    done = openkoi(["setup", "--model", "auto"], env, tmp_path)
    assert done.returncode == 0 and "default model: auto" in done.stdout, done.stderr
    assert "model" not in tomllib.loads(config(tmp_path))


def test_an_unknown_model_or_level_changes_nothing(tmp_path: Path) -> None:
    env = home_env(tmp_path)
    done = openkoi(["setup", "--model", "fake/scriptd"], env, tmp_path)
    assert done.returncode == exits.CREDENTIALS, done.stderr
    assert "did you mean" in done.stderr and "Traceback" not in done.stderr
    assert config(tmp_path) == CONFIG
    done = openkoi(["setup", "--trust", "git=ask", "--trust", "shell=always"], env, tmp_path)
    assert done.returncode == exits.USAGE and "unknown trust level" in done.stderr
    done = openkoi(["setup", "--trust", "shell"], env, tmp_path)
    assert done.returncode == exits.USAGE and "is not DOMAIN=LEVEL" in done.stderr
    assert trust(tmp_path) == {}


def test_the_wizard_picks_the_model_and_the_trust_levels(tmp_path: Path) -> None:
    env = home_env(tmp_path)

    def number(shown: str, text: str) -> str:
        for line in shown.splitlines():
            if text in line and ". " in line:
                return line.split(".")[0].strip()
        raise AssertionError(f"{text!r} not offered:\n{shown}")

    code, shown = run_on_terminal(["setup"], env, tmp_path, [
        ("API key now? [y/N]", "n"),
        ("number (", "fake/bigger "),  # the default model
        ("per domain)? [y/N]", "y"),
        # one picker per domain, in order: shell becomes ask, the others keep their level
        *[(f"Trust for {domain} (now act)?", "1" if domain == "shell" else "")
          for domain in sorted(DEFAULTS)],
    ], resolve=lambda shown, answer: number(shown, answer) if answer.endswith(" ") else answer)
    assert code == 0, shown
    assert "Default model for tasks?" in shown and "auto: the best available" in shown
    assert "Trust for shell (now act)?" in shown and "empty keeps act" in shown
    assert tomllib.loads(config(tmp_path))["model"] == "fake/bigger"
    assert "# keep this comment" in config(tmp_path)
    assert trust(tmp_path) == {"shell": "ask"}
