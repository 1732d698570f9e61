"""`openkoi doctor`, `connect`, `disconnect`, `setup` and `update`, run as a user runs them:
the real CLI in a subprocess (a pseudo-terminal where input is typed), providers faked on
127.0.0.1."""

from __future__ import annotations

import argparse
import json
import os
import stat
import time
from pathlib import Path

import pytest
from cli_support import openkoi, run_on_terminal
from fake_servers import FakeServer, Reply

from openkoi.cli import main as cli_main

MODELS = Reply(200, {"object": "list", "data": [{"id": "scripted"}, {"id": "other"}]})

# Every command word of the seed README's command list (openkoi-readme.md), and of our own
# --help: each must be a command, never a task ("openkoi connect copilot" once planned and
# wrote a hello.py).
SEED_WORDS = ["think", "chat", "learn", "status", "setup", "dashboard", "disconnect", "update",
              "session", "task", "soul", "mind", "world", "reflect", "trust", "connect", "init"]


def home_env(tmp_path: Path, url: str | None = None, **extra: str) -> dict[str, str]:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    if url:
        (home / "config.toml").write_text(
            f'[providers.fake]\nbase_url = "{url}/v1"\napi_key_env = "FAKE_API_KEY"\n'
            'models = ["scripted"]\n')
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("OPENKOI_") and not k.endswith(("_API_KEY", "_TOKEN"))}
    env.update(OPENKOI_HOME=str(home), OPENKOI_NO_PROBE="1", HOME=str(tmp_path), **extra)
    return env


def test_every_command_word_is_a_command() -> None:
    help_words = [line.split()[1] for line in cli_main.DESCRIPTION.splitlines()
                  if line.startswith("  openkoi ") and not line.split()[1].startswith('"')]
    parser = cli_main.build_parser()
    commands = next(a for a in parser._actions
                    if isinstance(a, argparse._SubParsersAction)).choices
    for word in sorted(set(SEED_WORDS + help_words + ["doctor"])):
        argv = cli_main._split_default_command([word, "copilot"])
        assert argv[0] == word, f"{word!r} would run as a task: {argv}"
        assert word in commands


SEED_COMMANDS = Path(__file__).parents[1] / "seed_snippets" / "commands.txt"
# the seed's placeholders, as a user would fill them in
PLACEHOLDERS = {'"task"': '"write hello.py"', "<domain>": "shell", "<level>": "act",
                "[domain]": "shell", "<name>": "read_file"}


def test_every_command_line_of_the_seed_readme_parses_as_written() -> None:
    """Each line of the seed's command lists (kept verbatim) is accepted by the parser as
    the command it names: flags and subcommands included, a task only where it says one."""
    import shlex

    lines = [line.split(" #")[0].strip() for line in SEED_COMMANDS.read_text().splitlines()
             if line.startswith("openkoi ")]
    assert len(lines) >= 50
    parser = cli_main.build_parser()
    for line in lines:
        for placeholder, value in PLACEHOLDERS.items():
            line = line.replace(placeholder, value)
        words = shlex.split(line)[1:]
        argv = cli_main._split_default_command(words)
        args = parser.parse_args(argv)  # a UsageError names the line's problem
        module = args.handler.__module__.rsplit(".", 1)[1]
        if words[0].startswith("write "):
            assert argv[0] == "run" and module == "run", line
        else:
            assert argv[0] == words[0] and module != "run", f"{line} ran as a task"


def test_doctor_on_a_fresh_home_passes_and_names_each_check(tmp_path: Path) -> None:
    env = home_env(tmp_path)
    done = openkoi(["doctor", "--json"], env, tmp_path)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    names = [c["name"] for c in data["checks"]]
    for name in ("config", "model", "keys", "embedded", "database", "sandbox", "daemon", "disk"):
        assert name in names
    assert data["ok"] is True


def test_doctor_fails_on_a_broken_config_with_its_fix(tmp_path: Path) -> None:
    env = home_env(tmp_path)
    (tmp_path / "home" / "config.toml").write_text("model = [unclosed\n")
    done = openkoi(["doctor"], env, tmp_path)
    assert done.returncode == 1
    first = done.stdout.splitlines()[0]
    assert first.startswith("✗ config")
    assert "fix:" in done.stdout and "check(s) failed" in done.stdout
    assert "Traceback" not in done.stderr


def test_every_failed_doctor_check_has_a_fix(tmp_path: Path) -> None:
    env = home_env(tmp_path, "http://127.0.0.1:9", FAKE_API_KEY="sk-key-123456789",
                   OPENKOI_MODEL="fake/scriptd")  # a typo, a provider that does not answer
    (tmp_path / "home" / "data").mkdir(parents=True)
    (tmp_path / "home" / "data" / "openkoi.db").write_text("not a database\n")
    done = openkoi(["doctor", "--json"], env, tmp_path)
    assert done.returncode == 1, done.stdout
    checks = {c["name"]: c for c in json.loads(done.stdout)["checks"]}
    failed = [c for c in checks.values() if c["state"] != "ok"]
    assert {"model", "reach fake", "database"} <= {c["name"] for c in failed}, failed
    assert all(c["fix"] for c in failed), failed
    assert "fake/scripted" in checks["model"]["fix"]  # did you mean


def test_doctor_tests_each_key_against_its_provider(tmp_path: Path) -> None:
    with FakeServer(routes={"/v1/models": MODELS}) as good:
        env = home_env(tmp_path, good.url, FAKE_API_KEY="sk-good-key-123456")
        done = openkoi(["doctor", "--json"], env, tmp_path)
        assert done.returncode == 0, done.stdout
        checks = {c["name"]: c for c in json.loads(done.stdout)["checks"]}
        assert checks["key fake"]["state"] == "ok"
        assert "sk-g...3456" in checks["key fake"]["detail"]  # never the whole key
        assert checks["reach fake"]["state"] == "ok"
        assert "2 models listed" in checks["reach fake"]["detail"]
        assert good.requests[0].headers["authorization"] == "Bearer sk-good-key-123456"
        offline = openkoi(["doctor", "--offline", "--json"], env, tmp_path)
        assert "reach fake" not in [c["name"] for c in json.loads(offline.stdout)["checks"]]
        assert len(good.requests) == 1
    with FakeServer(routes={"/v1/models": Reply(401, {"error": "bad key"})}) as bad:
        env = home_env(tmp_path, bad.url, FAKE_API_KEY="sk-revoked-key-0000")
        done = openkoi(["doctor"], env, tmp_path)
        assert done.returncode == 1
        line = next(x for x in done.stdout.splitlines() if "reach fake" in x)
        assert line.startswith("✗") and "refused the key" in line
        assert "sk-revoked-key-0000" not in done.stdout


def test_doctor_flags_a_key_file_others_can_read(tmp_path: Path) -> None:
    env = home_env(tmp_path)
    keys = tmp_path / "home" / "credentials"
    keys.mkdir(parents=True)
    (keys / "openai.key").write_text("sk-openai-key-abcdef\n")
    (keys / "openai.key").chmod(0o644)
    done = openkoi(["doctor", "--offline"], env, tmp_path)
    assert done.returncode == 1
    assert "readable by others" in done.stdout and "chmod 600" in done.stdout


def test_connect_tests_then_saves_the_key_owner_only(tmp_path: Path) -> None:
    with FakeServer(routes={"/v1/models": MODELS}) as server:
        env = home_env(tmp_path, server.url)
        done = openkoi(["connect", "fake", "--key-stdin"], env, tmp_path,
                       input="sk-typed-key-987654\n")
        assert done.returncode == 0, done.stderr
        saved = tmp_path / "home" / "credentials" / "fake.key"
        assert saved.read_text().strip() == "sk-typed-key-987654"
        assert stat.S_IMODE(saved.stat().st_mode) == 0o600
        assert server.requests[0].headers["authorization"] == "Bearer sk-typed-key-987654"
        listed = openkoi(["connect", "status"], env, tmp_path)
        assert "fake" in listed.stdout and "sk-t...7654" in listed.stdout
        assert "sk-typed-key-987654" not in listed.stdout
        gone = openkoi(["disconnect", "fake"], env, tmp_path)
        assert gone.returncode == 0 and not saved.exists()
        again = openkoi(["disconnect", "fake"], env, tmp_path)
        assert again.returncode == 2 and "no saved key" in again.stderr


def test_a_refused_key_is_not_saved(tmp_path: Path) -> None:
    with FakeServer(routes={"/v1/models": Reply(403, {"error": "no"})}) as server:
        env = home_env(tmp_path, server.url)
        done = openkoi(["connect", "fake", "--key-stdin"], env, tmp_path, input="sk-wrong\n")
        assert done.returncode == 4
        assert "refused the key" in done.stderr and "not saved" in done.stderr
        assert not (tmp_path / "home" / "credentials" / "fake.key").exists()


def test_an_unreachable_provider_keeps_the_key_with_a_warning(tmp_path: Path) -> None:
    with FakeServer() as server:
        url = server.url  # closed when the block ends: nothing listens there any more
    env = home_env(tmp_path, url)
    done = openkoi(["connect", "fake", "--key-stdin"], env, tmp_path, input="sk-offline-1\n")
    assert done.returncode == 0
    assert "could not test the key" in done.stderr
    assert (tmp_path / "home" / "credentials" / "fake.key").exists()


def test_connect_refuses_clearly(tmp_path: Path) -> None:
    env = home_env(tmp_path)
    no_tty = openkoi(["connect"], env, tmp_path)
    assert no_tty.returncode == 2 and "PROVIDER is required" in no_tty.stderr
    assert "anthropic" in no_tty.stderr
    typo = openkoi(["connect", "antropic", "--key-stdin"], env, tmp_path, input="k\n")
    assert typo.returncode == 2 and "did you mean anthropic" in typo.stderr
    oauth = openkoi(["connect", "copilot", "--key-stdin"], env, tmp_path, input="k\n")
    assert oauth.returncode == 2 and "signs in with a code" in oauth.stderr
    assert not (tmp_path / "home" / "credentials").exists()  # nothing written, no plan made


def test_connect_copilot_signs_in_with_a_code_and_disconnect_signs_out(tmp_path: Path) -> None:
    device = Reply(200, {"device_code": "dev-1", "user_code": "ABCD-1234",
                         "verification_uri": "https://github.com/login/device",
                         "expires_in": 900, "interval": 0})
    token = Reply(200, {"token": "cop-1", "expires_at": int(time.time()) + 1800})
    with FakeServer(device, Reply(200, {"error": "authorization_pending"}),
                    Reply(200, {"access_token": "gho_user"}),
                    routes={"/copilot_internal/v2/token": token,
                            "/models": MODELS}) as server:
        env = home_env(tmp_path, OPENKOI_GITHUB_URL=server.url,
                       OPENKOI_GITHUB_API_URL=server.url)
        (tmp_path / "home" / "config.toml").write_text(
            f'[providers.copilot]\nbase_url = "{server.url}"\n')
        done = openkoi(["connect", "copilot"], env, tmp_path)
        assert done.returncode == 0, done.stderr
        assert "enter the code ABCD-1234" in done.stderr
        assert "https://github.com/login/device" in done.stderr
        assert "signed in to GitHub Copilot" in done.stdout
        stored = tmp_path / "home" / "credentials" / "oauth" / "copilot.json"
        assert stat.S_IMODE(stored.stat().st_mode) == 0o600
        assert json.loads(stored.read_text())["api_token"] == "cop-1"
        status = openkoi(["connect", "status"], env, tmp_path)
        assert "copilot" in status.stdout and "oauth:" in status.stdout
        doctor = openkoi(["doctor"], env, tmp_path)
        assert "signed in" in doctor.stdout and "GitHub Copilot answered" in doctor.stdout
        models = [r for r in server.requests if r.path == "/models"]
        assert models[-1].headers["authorization"] == "Bearer cop-1"
    out = openkoi(["disconnect", "copilot"], env, tmp_path)
    assert out.returncode == 0 and "signed out of copilot" in out.stdout
    assert not stored.exists()


def test_connect_copilot_denied_saves_nothing(tmp_path: Path) -> None:
    device = Reply(200, {"device_code": "d", "user_code": "U-1", "verification_uri": "v",
                         "expires_in": 900, "interval": 0})
    with FakeServer(device, Reply(200, {"error": "access_denied"})) as server:
        env = home_env(tmp_path, OPENKOI_GITHUB_URL=server.url)
        done = openkoi(["connect", "copilot"], env, tmp_path)
    assert done.returncode == 4, done.stderr
    assert "sign-in was denied" in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "home" / "credentials" / "oauth" / "copilot.json").exists()


def test_disconnect_all_removes_every_saved_key(tmp_path: Path) -> None:
    env = home_env(tmp_path)
    for provider in ("openai", "anthropic"):
        done = openkoi(["connect", provider, "--key-stdin", "--no-test"], env, tmp_path,
                       input=f"sk-{provider}-key\n")
        assert done.returncode == 0, done.stderr
    done = openkoi(["disconnect", "all"], env, tmp_path)
    assert done.returncode == 0
    assert "removed the saved anthropic key" in done.stdout
    assert not list((tmp_path / "home" / "credentials").glob("*.key"))


def test_connect_on_a_terminal_picks_and_hides_the_key(tmp_path: Path) -> None:
    with FakeServer(routes={"/v1/models": MODELS}) as server:
        env = home_env(tmp_path, server.url)
        names = [line for line in openkoi(["connect"], env, tmp_path).stderr.split(": ")[-1]
                 .rstrip(")\n").split(", ")]
        number = str(names.index("fake") + 1)
        code, shown = run_on_terminal(["connect"], env, tmp_path,
                                      [("number (", number), ("(input hidden): ",
                                                              "sk-hidden-key-55555")])
        assert code == 0, shown
        assert "Connect which provider?" in shown
        assert "sk-hidden-key-55555" not in shown  # not echoed
        assert (tmp_path / "home" / "credentials" / "fake.key").read_text().strip() == \
            "sk-hidden-key-55555"


def test_setup_wizard_connects_a_provider_on_a_terminal(tmp_path: Path) -> None:
    with FakeServer(routes={"/v1/models": MODELS}) as server:
        env = home_env(tmp_path, server.url)
        names = openkoi(["connect"], env, tmp_path).stderr.split(": ")[-1].rstrip(")\n")
        number = str(names.split(", ").index("fake") + 1)
        code, shown = run_on_terminal(["setup"], env, tmp_path, [
            ("API key now? [y/N]", "y"), ("number (", number),
            ("(input hidden): ", "sk-wizard-key-4242"),
            ("number (", ""),  # the default model: keep auto
            ("per domain)? [y/N]", "n")])  # the trust levels: as they are
        assert code == 0, shown
        assert "✓ config" in shown and "ready." in shown
        assert "Default model for tasks?" in shown and "fake/scripted" in shown
        assert not (tmp_path / "home" / "config.toml").read_text().startswith("model")
        assert (tmp_path / "home" / "credentials" / "fake.key").exists()


def test_setup_without_a_terminal_asks_nothing(tmp_path: Path) -> None:
    env = home_env(tmp_path)
    done = openkoi(["init"], env, tmp_path)
    assert done.returncode == 0, done.stderr
    assert "✓ sandbox" in done.stdout or "✗ sandbox" in done.stdout
    assert not (tmp_path / "home" / "credentials").exists()


@pytest.mark.parametrize(("prefix", "kind"), [
    ("/home/u/.local/pipx/venvs/openkoi", "pipx"),
    ("/home/u/.local/share/uv/tools/openkoi", "uv"),
    ("/usr/local", "pip"),
])
def test_update_knows_the_installer(prefix: str, kind: str) -> None:
    from openkoi.cli.update import detect_install, upgrade_command

    found = detect_install(prefix, direct_url="")
    assert found.kind == kind
    assert upgrade_command(found)[-1] == "openkoi"
    checkout = detect_install(prefix, direct_url=json.dumps(
        {"url": "file:///src/openkoi", "dir_info": {"editable": True}}))
    assert (checkout.kind, checkout.where) == ("checkout", "/src/openkoi")


def test_update_from_an_index(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                              capsys: pytest.CaptureFixture[str]) -> None:
    from openkoi.cli import update as upd
    from openkoi.cli.app import App
    from openkoi.config import Paths

    monkeypatch.setattr(upd, "_direct_url", lambda: "")
    app = App(paths=Paths.from_env({"OPENKOI_HOME": str(tmp_path)}), workspace=tmp_path)
    args = argparse.Namespace(yes=False, check=True)
    with FakeServer(routes={"/pypi/openkoi/json": Reply(200, {"info": {"version": "99.0"}})}) \
            as index:
        monkeypatch.setenv("OPENKOI_INDEX_URL", f"{index.url}/pypi/openkoi/json")
        assert upd.update(args, app) == 1  # --check: an update exists
        assert "openkoi 99.0 is available" in capsys.readouterr().out
    with FakeServer(routes={"/pypi/openkoi/json": Reply(200, {"info": {"version": "0.0.1"}})}) \
            as index:
        monkeypatch.setenv("OPENKOI_INDEX_URL", f"{index.url}/pypi/openkoi/json")
        assert upd.update(args, app) == 0
        assert "is up to date" in capsys.readouterr().out


def test_update_from_this_checkout_says_what_to_run(tmp_path: Path) -> None:
    done = openkoi(["update"], home_env(tmp_path), tmp_path)
    assert done.returncode == 0, done.stderr
    assert "source checkout" in done.stdout
